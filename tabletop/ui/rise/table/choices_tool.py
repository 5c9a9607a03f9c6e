"""The choices panel: the buttons of the decision in hand, two to a row, paged when they do not fit.

Its plaques, in order: the combat decision once the dice it follows are down, Close for a finished
fight or quest (docked or folded to its strip: it keeps its place), Keep and Swap while looking at cards, then every other legal action worded from the action
(choices.offer). The tool keeps the page shown; each button carries its action (or the result of a
press) and the words of its tooltip.
"""

from __future__ import annotations

import pygame

from tabletop.games.rise import actions as A
from tabletop.ui.kit.buttons import label_lines
from tabletop.ui.rise.table import choices as CH
from tabletop.ui.rise.table import table_draw as TD
from tabletop.ui.rise.table.combat_tool import Panel
from tabletop.ui.rise.table.table_view import RiseView, TableTool
from tabletop.ui.rise.table.widgets import Button, plaque_button
from tabletop.ui.tools import HANDLED


def choice_items(view: RiseView, look=None) -> list[tuple[str, object]]:
    """(label, press) of every plaque of the choices panel, in order; `look` is the look tool in hand."""
    o = view.offer
    items = list(o.buttons)
    if o.picks and look is not None:
        items = look.choices(view) + items
    # r27: Close keeps its place when the finished fight folds to its strip (the strip is still on show),
    # so a quick second click meant for it cannot land on the choice that would take its place
    if view.combat is not None and view.combat.over:
        items = [(close_words(view.combat), lambda: Panel(close=True))] + items
    if o.combat and not view.rolling():  # a decision is taken once the dice it follows are down
        items = [(CH.choose_words(view.state, a.choice, view.seat), a) for a in o.combat] + items
    return items


def close_words(rec) -> str:
    """The Close plaque's words for the record on show: a quest's test is no combat (play-test r27)."""
    return "Close the quest" if getattr(rec, "quest", False) else "Close the combat"


def button_tip(view: RiseView, press) -> str:
    """A choice's effect in words, for its tooltip (leaving a Minion, taking one back)."""
    state = view.state
    try:
        if isinstance(press, A.Fortify):
            return CH.guard_words(state, press.seat, press.kind)
        if isinstance(press, A.PickUp):
            name = CH.minion_name(press.kind)
            now = CH.reach_facts(state, press.seat)["reach"]
            return (
                f"Take back a {name}: it goes with you again and no longer guards this space.\n"
                f"Your reach is {now} now; the slowest Minion going with you sets it."
            )
    except Exception:
        return ""
    return DONE_TIPS.get(type(press), "")


# what the phase plaques do (RN-TURN-02, RN-PLAY-01, RN-RAISE-01): I on them said only "Enter presses it"
DONE_TIPS = {
    A.EndPlay: "End phase 1, play cards: cards are played only in this phase.\nOn to phase 2, raise a Minion.",
    A.EndRaise: "End phase 2 without raising a Minion (one a turn at most).\nOn to phase 3, move.",
}


class ChoicesTool(TableTool):
    """The plaques of the choices panel, and which page of them is shown."""

    name = "choices"

    def __init__(self) -> None:
        self.page = 0

    @staticmethod
    def wanted(view: RiseView) -> bool:
        return True

    def key(self) -> tuple:
        return (self.page,)

    def next_page(self):
        """More…: the next page of plaques."""
        self.page += 1
        return HANDLED

    def lay_out(self, view: RiseView, items: list) -> list[Button]:
        """The plaques for `items` in the choices panel, two to a row; a label that would need a small
        letter at half width takes a whole row (issue 21: long choices shrunk to a tiny font). Paged
        when they do not fit (the page in range: it is kept modulo the pages)."""
        L, s = view.layout, view.scale
        cx, cy, cw, ch = L.choices
        bw, bh = (cw - int(24 * s)) // 2, int(32 * s)
        top = TD.plaques_top(cy, s)  # below the header, a focus ring round the first row's clear of it
        gap = int(ROW_GAP * s)
        rows_n = max(1, (cy + ch - top - int(4 * s)) // (bh + gap))
        rows = pack_rows(items, lambda label: _wide(label, bw, bh, s))
        if len(rows) > rows_n:  # pages of rows_n - 1 rows, each with More… on its own last row
            per = max(1, rows_n - 1)
            pages = (len(rows) + per - 1) // per
            self.page %= pages
            rows = rows[self.page * per : (self.page + 1) * per]
            rows.append([(f"More… ({self.page + 1}/{pages})", self.next_page)])
        out = []
        for r, row in enumerate(rows):
            y = top + r * (bh + gap)
            wide = len(row) == 1 and _wide(row[0][0], bw, bh, s)
            for col, (label, press) in enumerate(row):
                x = cx + int(8 * s) + col * (bw + int(8 * s))
                rect = pygame.Rect(x, y, 2 * bw + int(8 * s) if wide else bw, bh)
                button = plaque_button(f"choice{len(out)}", rect, label, press, tip=button_tip(view, press))
                button.pad = PAD  # its lines kept inside the plaque's border
                out.append(button)
        return out


ROW_GAP = 3  # design pixels between two rows of plaques (4 before r28: the header's ring room took one)
PAD = 1  # the plaque's label keeps this and a pixel clear of its border (kit: Button.pad)


def _wide(label: str, bw: int, bh: int, s: float) -> bool:
    """The label would be drawn in a letter smaller than 11 (at scale 1) in a half-width plaque, or its
    lines would not stand whole inside the plaque's border (r27 at 960x600, UI scale 150%: "Raise Zombie
    (1 Lesser corpse)" on two lines cut at the bottom), or without its bracketed tail."""
    size, lines = label_lines(label, bw - 12 - 2 * PAD, bh - 2 * PAD - 6, max(9, int(12 * s)))
    return size < int(11 * s) or " ".join(lines) != label


def pack_rows(items: list, wide) -> list[list]:
    """The items in rows, in order: two to a row, one alone where `wide(label)` (a narrow one before it
    then has its row to itself)."""
    rows: list[list] = []
    pair: list = []
    for item in items:
        if wide(item[0]):
            if pair:
                rows.append(pair)
                pair = []
            rows.append([item])
        else:
            pair.append(item)
            if len(pair) == 2:
                rows.append(pair)
                pair = []
    if pair:
        rows.append(pair)
    return rows
