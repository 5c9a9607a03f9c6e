"""Assigning command dice: drag a die from the tray to a slot (DieDragTool), flip a wild die,
the advanced discard-and-reroll / discard-and-change (marks, ChangePickTool), and Done.

Each function answers with results for the game screen to carry out (actions, tools, words);
nothing here writes to the scene.
"""

from __future__ import annotations

import math

import pygame

from tabletop.games.necromolds import actions as A
from tabletop.games.necromolds import queries as NQ
from tabletop.games.necromolds.library import library
from tabletop.ui.necromolds.table import draw as D
from tabletop.ui.necromolds.table.face_menu import FaceMenuTool
from tabletop.ui.necromolds.table.table_view import TableTool, TableView
from tabletop.ui.tools import DONE, HANDLED, PASS, Say

CLICK_WOBBLE = 6  # pixels a held die may move and still be a click


class Marks:
    """Dice right-clicked for the advanced reroll or change, per seat (only dice still in the tray)."""

    def __init__(self) -> None:
        self._marks: dict[int, set[int]] = {}

    def of(self, seat: int) -> set[int]:
        """The marked dice of a seat."""
        return set(self._marks.get(seat, ()))

    def toggle(self, seat: int, die: int) -> None:
        """Mark or unmark a die."""
        self._marks.setdefault(seat, set()).symmetric_difference_update({die})

    def prune(self, state) -> None:
        """Forget marks on dice that left the tray (discarded, assigned) or outside the assign phase."""
        for seat in list(self._marks):
            if state.phase != "assign" or seat >= len(state.seats):
                self._marks[seat] = set()
                continue
            dice = state.seats[seat].dice
            self._marks[seat] = {d for d in self._marks[seat] if d < len(dice) and dice[d].status == "rolled"}


def assigning_seat(view: TableView) -> int | None:
    """The seat at the screen while it still assigns its dice (None otherwise)."""
    st = view.state
    seat = view.seat
    if st.phase != "assign" or seat is None or not view.human(seat) or st.seats[seat].assign_done:
        return None
    return seat


def assign_results(view: TableView, seat: int, die: int, book: str, slot: int, pos=None):
    """Put a die on a slot; a wild die is flipped to the slot's command first (asked when it takes two)."""
    d = view.state.seats[seat].dice[die]
    put = A.Assign(seat=seat, die=die, book=book, slot=slot)
    if d.face == "wild":
        cmds = ["magic"] if slot == -1 else list(library().books[book].slots[slot].commands)
        if len(cmds) > 1 and NQ.wild_stays(view.state):
            # Wilder Wilds (NM-FAN-17): on a combined slot it may stay wild until it is performed
            return FaceMenuTool(
                "flip_assign",
                pos or view.mouse,
                cmds + ["wild"],
                lambda face: put if face == "wild" else [A.Flip(seat=seat, die=die, to=face), put],
                labels={"wild": "keep it wild (choose when performing)"},
                seat=seat,
                die=die,
            )
        if len(cmds) > 1:
            return FaceMenuTool(
                "flip_assign",
                pos or view.mouse,
                cmds,
                lambda face: [A.Flip(seat=seat, die=die, to=face), put],
                seat=seat,
                die=die,
            )
        return [A.Flip(seat=seat, die=die, to=cmds[0]), put]
    return put


def reroll_results(view: TableView, marks: set, seat: int, pick: RerollPickTool | None = None):
    """Advanced: discard the marked die and reroll any of the others (NM-ADV-05). With two or more
    others the player first picks which (RerollPickTool, all to start); the button pressed again
    while picking rerolls them."""
    if pick is not None and pick.seat == seat:
        again = pick.rerolled(view.state)
        if not again:
            return Say("Click at least one die to reroll", bad=True)
        return A.RerollCommands(seat=seat, discard=pick.discard, reroll=again)
    if len(marks) != 1:
        return Say("Right-click one die to discard first")
    discard = next(iter(marks))
    rest = tuple(i for i, d in enumerate(view.state.seats[seat].dice) if d.status == "rolled" and i != discard)
    if len(rest) == 1:
        return A.RerollCommands(seat=seat, discard=discard, reroll=rest)
    return RerollPickTool(seat, discard)


class RerollPickTool(TableTool):
    """Advanced reroll: the die to discard is marked; a click on one of the seat's other tray dice keeps
    it out of the reroll or puts it back in (the rerolled ones pulse). The reroll button, which reads
    "Reroll N dice" meanwhile, rerolls them; Esc puts the tool down."""

    name = "reroll_pick"

    def __init__(self, seat: int, discard: int) -> None:
        self.seat, self.discard = seat, discard
        self.kept: set[int] = set()

    def rerolled(self, state) -> tuple[int, ...]:
        """The dice that reroll: the seat's other rolled dice not kept."""
        dice = state.seats[self.seat].dice
        return tuple(i for i, d in enumerate(dice) if d.status == "rolled" and i != self.discard and i not in self.kept)

    def handle(self, event, view: TableView):
        """A press on another rolled die of the seat keeps it or puts it back in the reroll."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return DONE
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = view.tray_die_at(event.pos)
            if hit is not None and hit[0] == self.seat:
                die = hit[1]
                if die != self.discard and view.state.seats[self.seat].dice[die].status == "rolled":
                    self.kept.symmetric_difference_update({die})
                return HANDLED
        return PASS

    def on_state(self, view: TableView):
        """Put down once the discard is made (or the marked die left the tray, or the phase ended)."""
        st = view.state
        if st.phase != "assign" or st.seats[self.seat].dice[self.discard].status != "rolled":
            return DONE
        return None

    def prompt(self, view: TableView):
        """What to click."""
        n = len(self.rerolled(view.state))
        return (
            f"{view.seat_name(self.seat)}: click a die to keep it; the {n} lit reroll (press Reroll, Esc to cancel)",
            view.colours[self.seat],
        )


def change_results(view: TableView, marks: set, seat: int, face: str, die: int | None = None):
    """Advanced: discard the two marked dice and turn another to `face` (asks the die when more than one could be)."""
    sel = sorted(marks)
    others = [i for i, d in enumerate(view.state.seats[seat].dice) if d.status == "rolled" and i not in sel]
    if die is None and len(others) == 1:
        die = others[0]
    if die is None:
        return [ChangePickTool(seat, face, tuple(sel)), Say(f"Click the die to turn to {face}")]
    return A.ChangeCommand(seat=seat, discard=(sel[0], sel[1]), die=die, to=face)


def change_menu(view: TableView, marks: set, seat: int, pos):
    """Advanced: the face chooser for 'Discard 2, change 1'."""
    if len(marks) != 2:
        return Say("Right-click two dice to discard first")
    return FaceMenuTool(
        "change",
        pos,
        ["move", "ranged", "magic", "wild"],
        lambda face: change_results(view, marks, seat, face),
        seat=seat,
    )


def drop_targets(state, seat: int, face: str) -> set:
    """(book, slot) where a die of this face may go now (slot -1: the magic ability)."""
    out = set()
    for b in state.active_books(seat):
        if face in ("magic", "wild") and NQ.slot_open(state, seat, b, -1):
            out.add((b, -1))
        for j, slot in enumerate(library().books[b].slots):
            if (face in slot.commands or face == "wild") and NQ.slot_open(state, seat, b, j):
                out.add((b, j))
    return out


class DieDragTool(TableTool):
    """A command die in hand: drop it on a slot to assign it; a click on a wild die asks its face."""

    name = "die_drag"

    def __init__(self, seat: int, die: int, start) -> None:
        self.seat, self.die = seat, die
        self.start = tuple(start)
        self.moved = False

    def handle(self, event, view: TableView):
        """Motion carries the die, the release drops it."""
        if event.type == pygame.MOUSEMOTION:
            if math.dist(event.pos, self.start) > CLICK_WOBBLE:
                self.moved = True
            return HANDLED
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return [DONE, self.release(event.pos, view)]
        return PASS

    def release(self, pos, view: TableView):
        """A click on a wild die asks its face; a drop on one of the seat's slots assigns it."""
        if not self.moved:
            d = view.state.seats[self.seat].dice[self.die]
            if d.face == "wild":
                seat, die = self.seat, self.die
                return FaceMenuTool(
                    "flip",
                    pos,
                    ["move", "ranged", "magic"],
                    lambda face: A.Flip(seat=seat, die=die, to=face),
                    seat=seat,
                    die=die,
                )
            return None
        slot = view.slot_at(pos)
        if slot is None:
            return None
        s2, book, j, _d = slot
        if s2 != self.seat:
            return Say("That is another player's spellbook", bad=True)
        return assign_results(view, self.seat, self.die, book, j, pos)

    def on_state(self, view: TableView):
        """Another seat's action leaves the die in hand; the die leaving the tray puts it down."""
        st = view.state
        if st.phase != "assign" or st.seats[self.seat].dice[self.die].status != "rolled":
            return DONE
        return None

    def draw(self, surface, view: TableView) -> None:
        """The die at the cursor once it moves."""
        if self.moved:
            img = D.command_die(view.state.seats[self.seat].dice[self.die].face, int(44 * view.scale))
            surface.blit(img, img.get_rect(center=view.mouse))

    def hover_blocked(self) -> bool:
        """No tooltips while carrying a die."""
        return True


class ChangePickTool(TableTool):
    """Advanced change: the face is chosen; a click on one of the seat's tray dice turns it."""

    name = "change_pick"

    def __init__(self, seat: int, face: str, discard: tuple) -> None:
        self.seat, self.face, self.discard = seat, face, tuple(discard)

    def handle(self, event, view: TableView):
        """A press on a die of the seat that may change: ChangeCommand."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = view.tray_die_at(event.pos)
            if hit is not None and hit[0] == self.seat:
                die = hit[1]
                d = view.state.seats[self.seat].dice[die]
                if die not in self.discard and d.status == "rolled":
                    return [
                        DONE,
                        A.ChangeCommand(
                            seat=self.seat, discard=(self.discard[0], self.discard[1]), die=die, to=self.face
                        ),
                    ]
                return HANDLED
        return PASS

    def on_state(self, view: TableView):
        """Put down when the assign phase is over."""
        return DONE if view.state.phase != "assign" else None

    def prompt(self, view: TableView):
        """Which die to click."""
        return f"{view.seat_name(self.seat)}: click the die to turn to {self.face}", view.colours[self.seat]
