"""Performing commands: start one from a die, drag monsters for a move (move_tool.MoveDrag),
aim and shoot for a ranged command (ranged_tool.RangedAim), end it; and in basic play without
slots, what a tray die can do (a command, a gem, a spellbook's magic).
"""
from __future__ import annotations

from typing import Optional

from tabletop.games.necromolds import actions as A
from tabletop.games.necromolds.library import library
from tabletop.ui.necromolds.table import draw as D
from tabletop.ui.necromolds.table import queries as Q
from tabletop.ui.necromolds.table.move_tool import MoveDrag
from tabletop.ui.necromolds.table.ranged_tool import RangedAim


class CommandsMixin:
    """The scene's command glue: scene.move (a monster being dragged) and scene.aim (a shooter aiming)."""

    def end_command(self):
        """Finish the command being performed."""
        st = self.state
        if st.phase == "command" and st.command is not None:
            self.submit(A.EndCommand(seat=st.command.seat))
        self.move = self.aim = None
        return None

    def start_command(self, seat: int, die: int, command: Optional[str] = None) -> bool:
        """Choose a die to perform."""
        ok = self.submit(A.StartCommand(seat=seat, die=die, command=command))
        if ok:
            self._auto_aim()
        return ok

    def basic_die_options(self, seat: int, die: int) -> list[tuple[str, str]]:
        """Basic play without slots: what a die in the tray can do, as (menu key, words).

        A wild die is any command (NM-BASIC-22); a magic die gives 1 gem (NM-BASIC-21) or, with What
        Next step 5, activates the magic ability of a spellbook with monsters on the map ("activate:BOOK")."""
        st = self.state
        d = st.seats[seat].dice[die]
        gem = library().rules.basic.magic_gems
        take = ("magic", f"take {gem} gem" + ("s" if gem != 1 else ""))
        out = [("move", "move"), ("ranged", "ranged"), take] if d.face == "wild" else [(d.face, d.face)]
        if d.face == "magic":
            out = [take]
        if d.face in ("magic", "wild") and st.uses_abilities():
            lib = library()
            out += [(f"activate:{b}", f"activate {lib.books[b].name}'s magic") for b in st.active_books(seat)
                    if not st.magic_active(seat, b)]
        return out

    def activate_magic(self, seat: int, die: int, book: str) -> bool:
        """Basic play with What Next step 5 and no slots: a magic (or wild) die activates a spellbook's magic."""
        return self.submit(A.ActivateMagic(seat=seat, die=die, book=book))

    def anyone_can_shoot(self) -> bool:
        """Some monster performing the ranged command has a legal target (cached per action)."""
        key = len(self.session.actions)
        if getattr(self, "_shoot_cache", (None, None))[0] != key:
            st = self.state
            ok = any(RangedAim.begin(st, m).legal_targets() for m in Q.actors(st)) \
                if st.phase == "command" and st.command is not None and st.command.kind == "ranged" else False
            self._shoot_cache = (key, ok)
        return self._shoot_cache[1]

    def _auto_aim(self) -> None:
        st = self.state
        if st.phase == "command" and st.command.kind == "ranged" and self.human(st.command.seat):
            who = Q.actors(st)
            with_targets = [m for m in who if RangedAim.begin(st, m).legal_targets()]
            if with_targets:
                self.aim = RangedAim.begin(st, with_targets[0])

    def ranged(self, shooter: str, target: str) -> bool:
        """Attack a target with the aiming monster."""
        return self.submit(A.Ranged(seat=self.state.monster(shooter).owner, monster=shooter, target=target))

    def begin_drag(self, mid: str) -> None:
        """Pick up a monster for the current move command."""
        self.move = MoveDrag.begin(self.state, mid)
        self.move.update(self.camera.screen_to_map(*self.mouse))

    def drag_to(self, point) -> None:
        """Move the dragged monster's cursor to a map point (inches)."""
        if self.move is not None:
            self.mouse = tuple(int(v) for v in self.camera.map_to_screen(*point))
            self.move.update(point)

    def drop(self) -> bool:
        """Release the dragged monster: a legal end becomes a Move, an illegal one is refused."""
        drag, self.move = self.move, None
        if drag is None:
            return False
        if drag.length < 0.05:
            return False
        if not drag.legal:
            self.flash("Can't end there: " + drag.reason, D.RED_BAD)
            return False
        m = self.state.monster(drag.monster)
        return self.submit(A.Move(seat=m.owner, monster=drag.monster, path=drag.action_path()))

    def _press_slot(self, slot) -> None:
        """A press on a slot: in the turns phase, a die on one of the acting seat's slots is performed."""
        st = self.state
        seat, book, j, die = slot
        if st.phase == "turns" and die is not None and seat == st.turn_seat and self.human(seat):
            self.start_command(seat, die)
        return None

    def _press_command(self, who: Optional[str]) -> bool:
        """A press on the map during a human's command: pick up a mover, choose a shooter, shoot a target.

        False when the press was none of these (the scene then selects the monster)."""
        st = self.state
        if st.phase == "command" and self.human(st.command.seat):
            if st.command.kind == "move" and who and Q.can_move_now(st, who):
                self.begin_drag(who)
                return True
            if st.command.kind == "ranged":
                if who and Q.can_shoot_now(st, who):
                    self.aim = RangedAim.begin(st, who)
                    return True
                if who and self.aim is not None and who in self.aim.targets:
                    why = self.aim.targets[who]
                    if why:
                        self.flash(why, D.RED_BAD)
                    else:
                        self.ranged(self.aim.shooter, who)
                    return True
        return False

    def _follow_aim(self, state) -> None:
        """After any action: the aim is begun again for the new state, or dropped when it can no longer shoot."""
        if self.aim is not None and state.phase == "command" and state.command is not None and state.command.kind == "ranged":
            if Q.can_shoot_now(state, self.aim.shooter):
                self.aim = RangedAim.begin(state, self.aim.shooter)
            else:
                self.aim = None
        elif state.phase != "command":
            self.aim = None
