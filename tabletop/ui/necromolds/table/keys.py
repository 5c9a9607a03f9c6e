"""The Necromolds table's keys: one kit KeyTable (tabletop/ui/kit/keys.py) of what each key does and
when; the table dispatches through it and F1 shows it. ? opens the rules page (table/rules_screen.py, as
the Rules button), as at the Rise table, so the table binds ? itself.

A binding is a function of the scene that answers a result for the game screen to carry out
(an action, a tool, a transition, None), or PASS to let the camera have the key (an E with no
command to end, a D with no Done button to press). Esc is the scene's (scene.escape): it puts down
the top tool, never a combat waiting on a decision, and asks before leaving with nothing in hand.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from tabletop.ui.kit.keys import FOCUS, LOG, Binding, KeyTable
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


def rules(scene):
    """?: the rules on one screen, over the table."""
    return scene.open_rules()


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


TABLE = KeyTable(
    (
        *FOCUS,
        Binding(
            None,
            "Step the monster in hand, or the ruler's end, half an inch (with Shift a tenth)",
            "moving or measuring by keys",
            name="Arrows",
        ),
        Binding(
            None,
            "Magic Missile or Blast: arrows aim, Enter drops",
            "Tab: the aim to each monster",
            name="Arrows, Enter",
        ),
        Binding(
            None,
            "Magic Wall: arrows carry each end, Enter fixes it",
            "Esc: start the wall again",
            name="Arrows, Enter",
        ),
        Binding(None, "Remove wall: Tab to a wall, Enter removes it", "at your turn's end", name="Tab, Enter"),
        Binding(pygame.K_QUESTION, "The rules, searchable (as the Rules button)", run=rules, name="?"),
        Binding(
            None,
            "More in the rules about the focused spellbook, monster or combat, else the one under the mouse",
            name="F2",
        ),
        Binding(pygame.K_s, "Save the game to a file you can load from the menu", run=save, ctrl=True),
        Binding(pygame.K_z, "Take back your last action", "if the rules allow (never past a roll)", undo, ctrl=True),
        Binding(pygame.K_u, "Take back your last action", "if the rules allow (never past a roll)", undo),
        Binding(TOOLS["ruler"], "Ruler: drag on the map to measure", "again: put it down", tool("ruler")),
        Binding(TOOLS["sight"], "Sightline checker: a monster, then another", "again: put it down", tool("sight")),
        Binding(TOOLS["rings"], "Range rings around a monster you click", "again: put it down", tool("rings")),
        Binding(pygame.K_RETURN, "Continue, Confirm or Keep", "in the combat window, the focus off", confirm),
        Binding(pygame.K_KP_ENTER, "Continue, Confirm or Keep", "in the combat window, the focus off", confirm),
        Binding(pygame.K_SPACE, "Continue, Confirm or Keep", "in the combat window, the focus off", confirm),
        Binding(pygame.K_e, "End the command (or the turn)", "while you command", end_command),
        Binding(pygame.K_d, "Done: commit your command dice", "while you assign", done),
        LOG,
        Binding(pygame.K_HOME, "Zoom back out to the whole map", run=fit_map),
        Binding(
            pygame.K_ESCAPE,
            "Put down the tool in hand, else ask before leaving for the menu",
            "a combat's choice stays until it is made",
        ),
        Binding(None, "Pan the map", "arrows: the focus off", name="Arrows / right-drag"),
        Binding(None, "Zoom the map; over the log, scroll it", name="Wheel"),
    ),
    "Keys at the battle table",
    question=False,
)
