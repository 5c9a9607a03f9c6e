"""The table's keys: one table from (key, Ctrl held) to what the scene does, instead of an if-chain.

A binding is a function of the scene that answers a result for the game screen to carry out
(an action, a tool, a transition, None), or PASS to let the camera have the key (an E with no
command to end, a D with no Done button to press). Esc is the game screen's: it puts down the
top tool, or leaves with nothing in hand.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from tabletop.ui.tools import PASS

TOOLS = {"ruler": pygame.K_r, "sight": pygame.K_l, "rings": pygame.K_g}
CONFIRM_BUTTONS = ("combat_continue", "combat_confirm", "combat_keep")  # Enter/Space presses the first enabled


def save(scene):
    """Ctrl+S: save the game."""
    return scene.save()


def undo(scene):
    """Ctrl+Z or U: take back the last action."""
    return scene.undo()


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


def fit_map(scene):
    """Home: zoom back out to the whole map."""
    return scene.reset_zoom()


def end_command(scene):
    """E: end the command, when there is one to end (or the turn, at a turn's end with clay magic)."""
    for key in ("end_command", "end_turn"):
        b = scene.buttons.get(key)
        if b is not None and b.enabled:
            return b.action()
    return PASS


def done(scene):
    """D: press the Done button of the seat assigning now."""
    for b in scene.buttons.buttons:
        if b.key.startswith("done_") and b.enabled:
            return b.action()
    return PASS


BINDINGS: dict[tuple[int, bool], Callable] = {
    (pygame.K_s, True): save,
    (pygame.K_z, True): undo,
    (pygame.K_u, False): undo,
    **{(key, False): tool(name) for name, key in TOOLS.items()},
    (pygame.K_RETURN, False): confirm,
    (pygame.K_KP_ENTER, False): confirm,
    (pygame.K_SPACE, False): confirm,
    (pygame.K_e, False): end_command,
    (pygame.K_d, False): done,
    (pygame.K_HOME, False): fit_map,
}


def binding(event) -> Callable | None:
    """What a key press does: a Ctrl binding when Ctrl is held, else the key's plain binding (Ctrl or not)."""
    if (event.key, True) in BINDINGS and event.mod & pygame.KMOD_CTRL:
        return BINDINGS[(event.key, True)]
    return BINDINGS.get((event.key, False))
