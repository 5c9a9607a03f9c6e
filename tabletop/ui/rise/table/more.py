"""'More in the rules' at the Rise table (issue 27): which section of the rules page the thing under the
mouse is about (a card in hand, a Minion on the player board, a space), and F2 opening the page there
(the keys table binds it). The tooltips say so in their last line (hover_tips.py, kit/more.py)."""

from __future__ import annotations

import dataclasses

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


def tip_lines(scene, target) -> list[str]:
    """I with the focus on a thing (the game screen's `tip_lines`): the tooltip a mouse resting on it shows,
    from the table's own tips: a card in hand's name and note, a space's, a button's, an icon's."""
    from tabletop.ui.kit.key_tip import pointed
    from tabletop.ui.rise.table import hover_tips as HT

    view = dataclasses.replace(pointed(scene.tool_view(), target.pos), rested=HT.TIP_REST)
    card = D.hover_card(view)
    if card is not None:
        from tabletop.games.rise.content import cards

        cid = view.hand()[card]
        try:
            card_ = cards().card(cid)
            head = [card_.name, str(getattr(card_, "text", "") or "")]
        except Exception:  # a card the content does not know: the focus's own words
            head = [target.label]
        return [x for x in [*head, *HT.card_note(view, cid).split("\n")] if x]
    tip = HT.board_tip(view, view.hover, True)
    if tip is not None:
        return [x for x in tip[0].split("\n") if x]
    b = scene.buttons.at(target.pos)
    if b is not None and b.tooltip:
        return [b.label, *b.tooltip.split("\n")]
    for rect, words in reversed(scene.backdrop.tips):
        if rect.collidepoint(target.pos):
            return [x for x in words.split("\n") if x]
    return []


def more_for(scene, target):
    """F2 with the focus on a thing: the rules page at its section (else the mouse's: PASS)."""
    from tabletop.ui.kit.key_tip import pointed
    from tabletop.ui.tools import PASS

    section = section_at(pointed(scene.tool_view(), target.pos))
    return RS.open_rules_summary(scene.ctx, section) if section is not None else PASS
