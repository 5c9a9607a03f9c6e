"""What the seat at the screen is offered, the tools in hand for it and the buttons on the table.

`offered` sorts the seat's legal actions by gesture (choices.offer) with the reach and the Academies
that would make no Headmaster; `sync_tools` keeps one tool of each kind the view wants in hand, in a
fixed order above the idle tool; `lay_out_buttons` places the top bar's buttons, those the tools in
hand place, and the choices panel's plaques.
"""

from __future__ import annotations

import pygame

from tabletop.games.rise import queries as Q
from tabletop.ui import look
from tabletop.ui.rise.table import choices as CH
from tabletop.ui.rise.table.choices_tool import ChoicesTool, choice_items
from tabletop.ui.rise.table.combat_tool import CombatTool
from tabletop.ui.rise.table.confirm_tool import ConfirmPlayTool
from tabletop.ui.rise.table.layout import letters
from tabletop.ui.rise.table.look_tool import LookTool
from tabletop.ui.rise.table.move_tool import MoveTool
from tabletop.ui.rise.table.play_tools import PlayCardTool, RaiseTool
from tabletop.ui.rise.table.table_view import RiseView
from tabletop.ui.rise.table.widgets import Button, plaque_button

TOOL_KINDS = (ChoicesTool, PlayCardTool, RaiseTool, MoveTool, LookTool, CombatTool)  # bottom up, above the idle tool
# right to left; Menu at the far right, as on the other tables
TOP_BUTTONS = (("menu", "Menu"), ("rules", "Rules ?"), ("fit", "Fit board"), ("save", "Save"), ("undo", "Undo"))


def offered(game, view, seat: int | None) -> tuple[CH.Offer, dict, dict]:
    """(offer, reach, no_head) for the seat that must act (nothing for None): its legal actions by
    gesture; while moving, the way to each reachable space and why a lit Academy makes no Headmaster."""
    if seat is None:
        return CH.Offer(), {}, {}
    offer = CH.offer(view, list(game.legal_actions(view, seat)))
    if view.turn.stage != "move":
        return offer, {}, {}
    no_head = {sid: CH.no_headmaster(view, seat, sid) for sid in offer.moves}
    return offer, Q.destinations(view, seat), {sid: why for sid, why in no_head.items() if why}


def tool_keys(stack) -> tuple:
    """What the tools in hand show of their own choices (their buttons follow it)."""
    return tuple((type(t).__name__, t.key()) for t in list(stack)[1:] if hasattr(t, "key"))


def sync_tools(stack, view: RiseView) -> None:
    """One tool of each kind the view wants in hand (those already in hand kept, with their state), in
    the order of TOOL_KINDS; tools of other kinds stay on top."""
    have = list(stack)[1:]
    others = [t for t in have if type(t) not in TOOL_KINDS]
    kept = [next((t for t in have if type(t) is kind), None) or new_tool(kind, view) for kind in TOOL_KINDS if kind.wanted(view)]  # fmt: skip
    if kept + others != have:
        stack.clear()
        for tool in kept + others:
            stack.push(tool)


def new_tool(kind, view: RiseView):
    """A fresh tool of a kind (the look starts on the cards in the view)."""
    return kind(view.state.turn.peek) if kind is LookTool else kind()


def top_buttons(layout, presses: dict, can_undo: bool = True) -> list[Button]:
    """The top bar's buttons from the right: Menu, Rules, Fit board, Save, Undo (`presses` by key);
    Undo dimmed when there is nothing the rules let be taken back (as the other tables' Undo)."""
    s = layout.scale
    out = []
    x = layout.top[2] - int(8 * s)
    font = look.font("serif_bold", max(9, int(12 * letters(s))))  # the plaque's own letter (kit.buttons.Button.draw)
    for key, label in TOP_BUTTONS:
        # as wide as the label needs, up to the old 80: five buttons leave the prompt the room four did
        w = min(int(80 * s), max(int(56 * s), font.size(label)[0] + int(24 * s)))
        x -= w + int(6 * s)
        rect = pygame.Rect(x, int(3 * s), w, layout.top[3] - int(6 * s))
        out.append(plaque_button(key, rect, label, presses[key], enabled=can_undo if key == "undo" else True))
    return out


def lay_out_buttons(stack, view: RiseView, presses: dict, can_undo: bool = True) -> list[Button]:
    """Every button on the table now, in the order they are drawn and pressed."""
    out = top_buttons(view.layout, presses, can_undo)
    asked = stack.find(ConfirmPlayTool)
    if asked is not None:  # a question in hand: its answers are the only choices on the table
        return out + asked.buttons(view)
    look = stack.find(LookTool)
    for tool in (stack.find(CombatTool), look if view.offer.picks else None):
        out += tool.buttons(view) if tool is not None else []
    choices = stack.find(ChoicesTool)
    if choices is not None:
        out += choices.lay_out(view, choice_items(view, look))
    return out
