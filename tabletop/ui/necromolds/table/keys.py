"""The table's keys: one table from (key, Ctrl held) to what the scene does, instead of an if-chain.

A binding returns a scene transition (or None) when it took the key, or PASS to let the camera
have it (an E with no command to end, a D with no Done button to press).
"""
from __future__ import annotations

from typing import Callable, Optional

import pygame

from tabletop.ui.necromolds.table.free_tools import Ruler, SightCheck
from tabletop.ui.scene import Transition

PASS = object()  # the binding did not apply: the camera gets the key
TOOLS = {"ruler": pygame.K_r, "sight": pygame.K_l, "rings": pygame.K_g}
CONFIRM_BUTTONS = ("combat_continue", "combat_confirm", "combat_keep")  # Enter/Space presses the first enabled


def escape(scene):
    """Esc: drop whatever is in hand (menu, drag, aim, tool, change pick); with nothing in hand, leave."""
    if scene.menu or scene.move or scene.aim or scene.tool or scene.die_drag or scene.change_pick:
        scene.change_pick = None
        scene.menu = None
        scene.move = None
        scene.aim = None
        scene.die_drag = None
        scene.tool = None
        scene.ruler, scene.sight = Ruler(), SightCheck()
        return None
    return scene._leave()


def save(scene):
    """Ctrl+S: save the game."""
    return scene.save()


def undo(scene):
    """Ctrl+Z or U: take back the last action."""
    scene.undo()
    return None


def tool(name: str) -> Callable:
    """A free tool's key: switch the tool on or off."""
    return lambda scene: scene.toggle_tool(name)


def confirm(scene):
    """Enter or Space: the combat window's Continue, Confirm or Keep, whichever is offered."""
    for key in CONFIRM_BUTTONS:
        b = scene.buttons.get(key)
        if b is not None and b.enabled:
            return b.action()
    return None


def end_command(scene):
    """E: end the command, when there is one to end."""
    if scene.buttons.get("end_command"):
        return scene.end_command()
    return PASS


def done(scene):
    """D: press the Done button of the seat assigning now."""
    for seat in (0, 1):
        b = scene.buttons.get(f"done_{seat}")
        if b is not None and b.enabled:
            return scene.assign_done(seat)
    return PASS


BINDINGS: dict[tuple[int, bool], Callable] = {
    (pygame.K_ESCAPE, False): escape,
    (pygame.K_s, True): save,
    (pygame.K_z, True): undo,
    (pygame.K_u, False): undo,
    **{(key, False): tool(name) for name, key in TOOLS.items()},
    (pygame.K_RETURN, False): confirm,
    (pygame.K_KP_ENTER, False): confirm,
    (pygame.K_SPACE, False): confirm,
    (pygame.K_e, False): end_command,
    (pygame.K_d, False): done,
}


def binding(event) -> Optional[Callable]:
    """What a key press does: a Ctrl binding when Ctrl is held, else the key's plain binding (Ctrl or not)."""
    if (event.key, True) in BINDINGS and event.mod & pygame.KMOD_CTRL:
        return BINDINGS[(event.key, True)]
    return BINDINGS.get((event.key, False))


class KeysMixin:
    """The scene's key handling: look the key up in BINDINGS; keys it does not take go to the camera."""

    def _key(self, event) -> Optional[Transition]:
        act = binding(event)
        result = act(self) if act is not None else PASS
        if result is PASS:
            self.control.handle_event(event)
            return None
        return result
