"""Assigning command dice: drag a die from the tray to a slot, flip a wild die, the advanced
discard-and-reroll / discard-and-change, and Done.

In basic play without slots a click on a tray die performs it instead (commands.py); the tray
click is read here because the same die can be either, by phase.
"""
from __future__ import annotations

import math
from typing import Optional

from tabletop.games.necromolds import actions as A
from tabletop.games.necromolds.library import library
from tabletop.ui.necromolds.table import draw as D

ROLL_TIME = 0.8  # seconds the command dice tumble after a roll


class AssigningMixin:
    """The scene's dice handling: die_drag, selected_dice (right-clicked to discard), change_pick, menu."""

    def assigning_seat(self) -> Optional[int]:
        """The human seat whose dice are being assigned now (the first not done), if any."""
        st = self.state
        if st.phase != "assign":
            return None
        return next((s_ for s_ in (0, 1) if self.human(s_) and not st.seats[s_].assign_done), None)

    def assign_done(self, seat: int):
        """Commit a seat's command dice."""
        if self.submit(A.AssignDone(seat=seat)):
            self._done_at = self.t
        self.selected_dice[seat].clear()
        self.change_pick = None
        return None

    def change_command(self, seat: int):
        """Advanced: discard the two selected dice and choose the face of another (asks the face, then the die)."""
        sel = self.selected_dice[seat]
        if len(sel) != 2:
            self.flash("Right-click two dice to discard first")
            return None
        b = self.buttons.get(f"change_{seat}")
        pos = (b.rect.left - int(120 * self.layout.scale), b.rect.centery) if b is not None else self.mouse
        self.menu = {"seat": seat, "die": None, "pos": pos, "purpose": "change", "options": ["move", "ranged", "magic", "wild"]}
        return None

    def _change_to(self, seat: int, face: str, die: Optional[int] = None) -> bool:
        """Submit ChangeCommand once the face (and, if more than one could be, the die) is known."""
        sel = sorted(self.selected_dice[seat])
        others = [i for i, d in enumerate(self.state.seats[seat].dice) if d.status == "rolled" and i not in sel]
        if die is None and len(others) == 1:
            die = others[0]
        if die is None:
            self.change_pick = (seat, face)
            self.flash(f"Click the die to turn to {face}")
            return False
        self.change_pick = None
        ok = self.submit(A.ChangeCommand(seat=seat, discard=(sel[0], sel[1]), die=die, to=face))
        if ok:
            self.selected_dice[seat].clear()
        return ok

    def reroll_commands(self, seat: int):
        """Advanced: discard the selected die and reroll the other unassigned dice."""
        sel = self.selected_dice[seat]
        if len(sel) != 1:
            self.flash("Right-click one die to discard first")
            return None
        discard = next(iter(sel))
        rest = tuple(i for i, d in enumerate(self.state.seats[seat].dice) if d.status == "rolled" and i != discard)
        if self.submit(A.RerollCommands(seat=seat, discard=discard, reroll=rest)):
            self.rolling[seat] = ROLL_TIME
            self.roll_seed += 1
        sel.clear()
        return None

    def assign(self, seat: int, die: int, book: str, slot: int) -> bool:
        """Put a die on a slot (a wild die on a one-command slot is flipped to it first)."""
        st = self.state
        d = st.seats[seat].dice[die]
        if d.face == "wild":
            cmds = ["magic"] if slot == -1 else list(library().books[book].slots[slot].commands)
            if len(cmds) > 1:
                self.menu = {"seat": seat, "die": die, "pos": self.mouse, "purpose": "flip_assign",
                             "options": cmds, "book": book, "slot": slot}
                return False
            if not self.submit(A.Flip(seat=seat, die=die, to=cmds[0])):
                return False
        return self.submit(A.Assign(seat=seat, die=die, book=book, slot=slot))

    def _mark_discard(self, pos) -> None:
        """Right-click on a tray die: mark it (or unmark it) for the advanced reroll/change."""
        seat, die = self._tray_die_at(pos)
        if self.state.phase == "assign" and self.human(seat):
            self.selected_dice[seat] ^= {die}
        return None

    def _press_tray(self, pos, tray) -> None:
        """A press on a tray die: the die to change, a die picked up to assign, or (basic play) a die to perform."""
        st = self.state
        seat, die = tray
        d = st.seats[seat].dice[die]
        if self.change_pick is not None and st.phase == "assign" and self.change_pick[0] == seat:
            if die not in self.selected_dice[seat] and d.status == "rolled":
                self._change_to(seat, self.change_pick[1], die)
            return None
        if st.phase == "assign" and self.human(seat) and not st.seats[seat].assign_done:
            self.die_drag, self.die_drag_start, self.die_drag_moved = (seat, die), pos, False
        elif st.phase == "turns" and not st.uses_slots() and seat == st.turn_seat and self.human(seat) and d.status == "rolled":
            options = self.basic_die_options(seat, die)
            if len(options) > 1:
                self.menu = {"seat": seat, "die": die, "pos": pos, "purpose": "basic", "options": [k for k, _l in options],
                             "labels": dict(options)}
            else:
                self.start_command(seat, die)
        return None

    def _drag_die(self, pos) -> None:
        """The held die follows the mouse (a few pixels' wobble is still a click)."""
        if math.dist(pos, self.die_drag_start) > 6:
            self.die_drag_moved = True

    def _release_die(self, pos) -> None:
        """Let go of a held die: a click on a wild die asks its face; a drop on one of the seat's slots assigns it."""
        seat, die = self.die_drag
        self.die_drag = None
        if not self.die_drag_moved:
            d = self.state.seats[seat].dice[die]
            if d.face == "wild":
                self.menu = {"seat": seat, "die": die, "pos": pos, "purpose": "flip", "options": ["move", "ranged", "magic"]}
            return None
        slot = self._slot_at(pos)
        if slot is None:
            return None
        s2, book, j, _d = slot
        if s2 != seat:
            self.flash("That is the other player's spellbook", D.RED_BAD)
            return None
        self.assign(seat, die, book, j)
        return None
