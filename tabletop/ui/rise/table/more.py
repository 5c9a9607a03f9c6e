"""'More in the rules' at the Rise table (issue 27): which section of the rules page the thing under the
mouse is about (a card in hand, a Minion on the player board, a space), and F2 opening the page there
(the keys table binds it). The tooltips say so in their last line (hover_tips.py, kit/more.py)."""

from __future__ import annotations

from tabletop.ui.rise import rules_summary as RS
from tabletop.ui.rise.table import table_draw as D


def section_at(view) -> str | None:
    """The rules page's section for what the mouse rests on, or None."""
    card = D.hover_card(view)
    if card is not None:
        from tabletop.games.rise.content import cards

        cid = view.hand()[card]
        return RS.SPELLS if cid in cards().spells else RS.CARDS
    if D.hover_chip(view) is not None:
        return RS.MINIONS
    if view.hover is not None:
        return RS.SPACES_T
    return None


def more(scene):
    """F2: the rules page opened at the section of what the mouse rests on (nothing else under it)."""
    section = section_at(scene.tool_view())
    return RS.open_rules_summary(scene.ctx, section) if section is not None else None
