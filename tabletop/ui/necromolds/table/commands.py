"""The table's idle tool (TableBase, the bottom of the tool stack) and performing commands:
a press on a tray die, a slot or a monster becomes an action or picks up another tool (a die
to drag, a monster to move, a shooter to aim with, a face chooser). In basic play without
slots, what a tray die can do (a command, a gem, a spellbook's magic).
"""

from __future__ import annotations

import pygame

from tabletop.games.necromolds import actions as A
from tabletop.games.necromolds.library import library
from tabletop.ui.necromolds.table import queries as Q
from tabletop.ui.necromolds.table.assigning import DieDragTool, Marks
from tabletop.ui.necromolds.table.face_menu import FaceMenuTool
from tabletop.ui.necromolds.table.move_tool import MoveTool
from tabletop.ui.necromolds.table.ranged_tool import AimTool, RangedAim, start_command
from tabletop.ui.necromolds.table.table_view import TableTool, TableView
from tabletop.ui.tools import HANDLED, PASS, Say


def basic_die_options(state, seat: int, die: int) -> list[tuple[str, str]]:
    """Basic play without slots: what a die in the tray can do, as (menu key, words).

    A wild die is any command (NM-BASIC-22); a magic die gives 1 gem (NM-BASIC-21) or, with What
    Next step 5, activates the magic ability of a spellbook with monsters on the map ("activate:BOOK")."""
    d = state.seats[seat].dice[die]
    gem = Q.magic_die_gems()
    take = ("magic", f"take {gem} gem" + ("s" if gem != 1 else ""))
    out = [("move", "move"), ("ranged", "ranged"), take] if d.face == "wild" else [(d.face, d.face)]
    if d.face == "magic":
        out = [take]
    if d.face in ("magic", "wild") and state.uses_abilities():
        lib = library()
        out += [
            (f"activate:{b}", f"activate {lib.books[b].name}'s magic")
            for b in state.active_books(seat)
            if not state.magic_active(seat, b)
        ]
    return out


def basic_choice(seat: int, die: int, choice: str):
    """What a basic-play die menu's choice does."""
    if choice.startswith("activate:"):
        return A.ActivateMagic(seat=seat, die=die, book=choice.split(":", 1)[1])
    return start_command(seat, die, choice)


def anyone_can_shoot(state) -> bool:
    """Some monster performing the ranged command has a legal target."""
    if state.phase != "command" or state.command is None or state.command.kind != "ranged":
        return False
    return any(RangedAim.begin(state, m).legal_targets() for m in Q.actors(state))


class TableBase(TableTool):
    """What a press does with nothing in hand: dice, slots and monsters, by phase."""

    name = "table"

    def __init__(self) -> None:
        self.marks = Marks()

    def handle(self, event, view: TableView):
        """Left presses act, a right press on a tray die marks it; the rest goes to the camera."""
        if event.type != pygame.MOUSEBUTTONDOWN:
            return PASS
        if event.button == 3:
            hit = view.tray_die_at(event.pos)
            if hit is None:
                return PASS
            seat, die = hit
            if view.state.phase == "assign" and seat == view.seat and view.human(seat):
                self.marks.toggle(seat, die)
            return HANDLED
        if event.button != 1:
            return PASS
        st = view.state
        if st.phase == "over":
            return HANDLED
        tray = view.tray_die_at(event.pos)
        if tray is not None:
            return self.press_tray(event.pos, tray, view)
        slot = view.slot_at(event.pos)
        if slot is not None:
            return self.press_slot(slot, view)
        if not view.on_map(event.pos):
            return PASS
        return self.press_map(event.pos, view) or PASS

    def press_tray(self, pos, tray, view: TableView):
        """A tray die: picked up to assign, or (basic play without slots) performed."""
        st = view.state
        seat, die = tray
        if seat != view.seat or not view.human(seat):
            return HANDLED
        d = st.seats[seat].dice[die]
        if st.phase == "assign" and not st.seats[seat].assign_done:
            return DieDragTool(seat, die, pos)
        if st.phase == "turns" and not st.uses_slots() and seat == st.turn_seat and d.status == "rolled":
            options = basic_die_options(st, seat, die)
            if len(options) > 1:
                return FaceMenuTool(
                    "basic",
                    pos,
                    [k for k, _l in options],
                    lambda c: basic_choice(seat, die, c),
                    labels=dict(options),
                    seat=seat,
                    die=die,
                )
            return start_command(seat, die)
        return HANDLED

    def press_slot(self, slot, view: TableView):
        """A slot: in the turns phase, a die on the acting seat's slot is performed."""
        st = view.state
        seat, _book, _j, die = slot
        if st.phase == "turns" and die is not None and seat == st.turn_seat and seat == view.seat and view.human(seat):
            if st.seats[seat].dice[die].face == "wild" and st.seats[seat].dice[die].slot >= 0:
                from tabletop.ui.necromolds.table.fan_tools import perform_wild

                return perform_wild(view, seat, die, view.mouse)  # Wilder Wilds: its command now (NM-FAN-17)
            return start_command(seat, die)
        return HANDLED

    def press_map(self, pos, view: TableView):
        """A monster during the seat's command: pick up a mover, aim with a shooter."""
        st = view.state
        who = view.monster_at(pos)
        if not who or st.phase != "command" or not view.human(st.command.seat) or st.command.seat != view.seat:
            return None
        if st.command.stage == "melee":  # Decisive Combat: a click on a fighter resolves its melee next
            from tabletop.ui.necromolds.table.fan_tools import melee_at

            return melee_at(view, pos)
        if st.command.kind == "move" and Q.can_move_now(st, who):
            return MoveTool.pick_up(view, who)
        if st.command.kind == "ranged" and Q.can_shoot_now(st, who):
            return AimTool(RangedAim.begin(st, who))
        m = st.find(who)
        if st.command.kind in ("move", "ranged") and m is not None and m.owner == st.command.seat:
            # one of the seat's own monsters that cannot perform this command: say why (it had
            # already moved, another book's command...), not nothing (play-test r24)
            why = Q.why_not_act(st, who)
            if why:
                return Say(why[:1].upper() + why[1:], bad=True)
        return None

    def on_state(self, view: TableView):
        """Marks on dice that left the tray are forgotten."""
        self.marks.prune(view.state)
        return None
