"""I and F2 on the thing the keyboard's focus is on (the game screen's `tip_lines` and `more_for`): the
tooltip a mouse resting there shows, and the rules at its section, from the table's own tips (scene.py
`draw_tips`): a fight window's answer, a plaque, the scoreboard, a room, card or monster."""

from __future__ import annotations

from tabletop.ui.corp.rules_summary import open_rules, section_for
from tabletop.ui.corp.table import chrome
from tabletop.ui.corp.table import fight_layout as FL
from tabletop.ui.corp.table.fight_tool import FightTool
from tabletop.ui.kit.key_tip import pointed
from tabletop.ui.kit.more import more_lines
from tabletop.ui.tools import PASS


def tip_lines(scene, target) -> list[str]:
    """The tooltip's lines for what lies at the focused target's point."""
    pos = target.pos
    view = pointed(scene.tool_view(), pos)
    window = scene.tools.find(FightTool)
    if window is not None and window.wanted(view) and FL.window_rect(view).collidepoint(pos):
        b = window.buttons(view).at(pos)
        return b.tip_lines() if b is not None else []
    b = scene.buttons.at(pos)
    if b is not None and b.tip_lines():
        return b.tip_lines()
    L = scene.layout
    board = chrome.scoreboard_rect(L, view.state, chrome.top_buttons_left(L), chrome.own_seat(view))
    if board is not None and board.inflate(12, 6).collidepoint(pos):
        return list(chrome.score_tip(view))
    hover = view.at(pos)
    lines = [x for x in chrome.card_tip(view, hover) if x]
    return more_lines(lines, section_for(hover))


def more_for(scene, target):
    """F2 with the focus on a thing: the rules at its section (else the mouse's: PASS)."""
    section = section_for(pointed(scene.tool_view(), target.pos).at(target.pos))
    return open_rules(scene.ctx, section) if section is not None else PASS
