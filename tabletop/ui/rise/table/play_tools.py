"""Phase 1 and 2 with the mouse: play a card from the hand, raise a Minion from the Player board.

A click on a lit card plays it (a Necromancer that would remove others from the game asks first,
confirm_tool.py) and one on a lit Minion raises it; a click on one that is not lit says
why (the rules' reason, queries.why_not_play). The idle tool (base_tool.py) says the same when the
phase is another one, so both ask `why_card`.
"""

from __future__ import annotations

from tabletop.games.rise import queries as Q
from tabletop.ui.rise.table.confirm_tool import question_for
from tabletop.ui.rise.table.table_view import RiseView, TableTool, left_press
from tabletop.ui.tools import HANDLED, PASS, Say

RAISE_WHY = "You cannot raise that Minion now (phase 2, one a turn, if you can pay)."


def why_card(view: RiseView, card: str) -> str:
    """Why the seat at the screen cannot play this card now, in the rules' words."""
    try:
        why = Q.why_not_play(view.state, view.acting, card)
    except Exception:
        why = None
    if view.state.turn.stage != "play":
        return "Cards are played in phase 1, at the start of your turn."
    return why[:1].upper() + why[1:] if why else "You cannot play that card now."


class PlayCardTool(TableTool):
    """Cards to play in hand: a click on a lit card plays it, on another says why not."""

    name = "play"

    @staticmethod
    def wanted(view: RiseView) -> bool:
        return bool(view.offer.plays)

    def handle(self, event, view: RiseView):
        if not left_press(event):
            return PASS
        card = view.card_at(event.pos)
        if card is None:
            return PASS
        if card in view.offer.plays:  # asked first when it would remove other cards from the game
            action = view.offer.plays[card]
            return question_for(view, action) or action
        return Say(why_card(view, card), bad=True) if view.acting is not None else HANDLED


class RaiseTool(TableTool):
    """Minions to raise on the Player board: a click on a lit one raises it, on another says why not."""

    name = "raise"

    @staticmethod
    def wanted(view: RiseView) -> bool:
        return bool(view.offer.raises)

    def handle(self, event, view: RiseView):
        if not left_press(event):
            return PASS
        kind = view.chip_at(event.pos)
        if kind is None:
            return PASS
        if kind in view.offer.raises:
            return view.offer.raises[kind]
        return Say(RAISE_WHY, bad=True) if view.acting is not None else HANDLED
