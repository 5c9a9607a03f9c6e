"""The Rise table's idle tool, at the bottom of the tool stack: a click that no tool in hand took.

A card, a Minion or a space clicked while the seat at the screen must act but the phase offers
nothing there gets the reason (cards are played in phase 1, Minions raised in phase 2, moves made in
phase 3); a click that lands on a window or the combat panel goes no further. Whatever else is
clicked is left to the scene (the camera).
"""

from __future__ import annotations

from tabletop.ui.rise.table.move_tool import click_words
from tabletop.ui.rise.table.play_tools import RAISE_WHY, why_card
from tabletop.ui.rise.table.table_view import RiseView, TableTool, left_press
from tabletop.ui.tools import HANDLED, PASS, Say


class RiseBase(TableTool):
    """What a left click does with nothing in hand that wants it: the reason, where there is one."""

    name = "table"

    def handle(self, event, view: RiseView):
        if not left_press(event):
            return PASS
        pos = event.pos
        if view.covered(pos):
            return HANDLED
        card = view.card_at(pos)
        if card is not None:
            return Say(why_card(view, card), bad=True) if view.acting is not None else HANDLED
        if view.chip_at(pos) is not None:
            return Say(RAISE_WHY, bad=True) if view.acting is not None else HANDLED
        sid = view.space_at(pos)
        if sid is not None:
            return click_words(view, sid) or HANDLED
        return PASS
