"""The choices panel: the buttons of the decision in hand, two to a row, paged when they do not fit.

Its plaques, in order: the combat decision once the dice it follows are down, Close for a finished
fight, Keep and Swap while looking at cards, then every other legal action worded from the action
(choices.offer). The tool keeps the page shown; each button carries its action (or the result of a
press) and the words of its tooltip.
"""

from __future__ import annotations

import pygame

from tabletop.games.rise import actions as A
from tabletop.ui.rise.table import choices as CH
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
    if view.combat is not None and view.combat.over:
        items = [("Close the combat", lambda: Panel(close=True))] + items
    if o.combat and not view.rolling():  # a decision is taken once the dice it follows are down
        items = [(CH.choose_words(view.state, a.choice), a) for a in o.combat] + items
    return items


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
    return ""


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
        """The plaques for `items` in the choices panel (the page in range: it is kept modulo the pages)."""
        L, s = view.layout, view.scale
        cx, cy, cw, ch = L.choices
        bw, bh = (cw - int(24 * s)) // 2, int(32 * s)
        top = cy + int(26 * s)
        rows = max(1, (ch - int(30 * s)) // (bh + int(4 * s)))
        per_page = rows * 2
        if len(items) > per_page:
            pages = (len(items) + per_page - 2) // (per_page - 1)
            self.page %= pages
            chunk = items[self.page * (per_page - 1) : (self.page + 1) * (per_page - 1)]
            chunk.append((f"More… ({self.page + 1}/{pages})", self.next_page))
            items = chunk
        out = []
        for i, (label, press) in enumerate(items):
            col, row = i % 2, i // 2
            rect = pygame.Rect(cx + int(8 * s) + col * (bw + int(8 * s)), top + row * (bh + int(4 * s)), bw, bh)
            out.append(plaque_button(f"choice{i}", rect, label, press, tip=button_tip(view, press)))
        return out
