"""The Rise table by keyboard: every gesture the table offers (`scene.targets()`, the same list the
whole-game tests click through) as the kit's focus targets (tabletop/ui/kit/focus.py), so Tab, the
arrows, 1 to 9 and Enter reach every space, card, Minion to raise, card to keep, wound and plaque a
click can, by the click's own path. Kept out of the scene's class (it must stay within 400 lines).
"""

from __future__ import annotations

from tabletop.ui.kit.focus import Target, boxed, cover_targets, keyboard
from tabletop.ui.rise.table import keys
from tabletop.ui.rise.table.choices import card_name, fighter_name, minion_name, space_name
from tabletop.ui.rise.table.table_view import card_boxes
from tabletop.ui.tools import PASS


def label(scene, what: str) -> str:
    """A gesture's words: 'space barrow_downs' reads 'Move to Barrow Downs', a card its name."""
    kind, _sp, rest = what.partition(" ")
    view = scene.view
    if kind == "space" and rest:
        return f"Move to {space_name(view.side, rest)}"
    if kind == "card" and rest:
        return f"Play {card_name(rest)}"
    if kind == "raise" and rest:
        return f"Raise a {minion_name(rest)}"
    if kind == "look" and rest:
        return f"Look at {card_name(rest)} (to keep or to order)"
    if kind == "wound" and rest:  # the fighter's name, as its row and its plaque say it (not its id)
        return f"Wound {fighter_name(view, rest, scene.seat_at_screen)}"
    return what


def targets(scene) -> list[Target]:
    """What a click can do now, in the table's order."""
    if scene.seat_held():  # a phase covering the table (the set-up shown): its Begin and Back
        return cover_targets(scene)
    boxes = card_boxes(scene.tool_view(), scene.tools)
    return boxed([Target(label(scene, what), pos, box=boxes.get(what)) for what, pos in scene.targets()], scene.buttons)


def holding(scene) -> bool:
    """Esc goes to the table (a choice it may put down) rather than turning the focus off."""
    top = scene.tools.top
    return scene.tools.in_hand() and not getattr(top, "required", False)


def key(scene, event):
    """A key: the focus's (Tab, arrows, 1-9, Enter while on), else the table's bindings (F1: the help)."""
    if scene.seat_held():
        return keys.TABLE.dispatch(event, scene, scene.ctx)
    pointer = scene.mouse
    out = keyboard(scene, event, lambda: targets(scene), lambda: holding(scene), keys=keys.TABLE)
    # the keys click through the table's own mouse events, but the pointer stays where the player left
    # it: taken as the pointer's, the clicked point's tooltip stood over the board through the next
    # turns and the hand-over (play-test r24)
    scene.mouse = pointer
    return keys.TABLE.dispatch(event, scene, scene.ctx) if out is PASS else out


def follow(scene) -> None:
    """Each frame: the focus's list kept up to date while it is on (drawing only reads it)."""
    if scene.focus.on:
        scene.focus.offer(targets(scene))
