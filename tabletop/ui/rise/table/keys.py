"""The Rise table's keys: one kit KeyTable (tabletop/ui/kit/keys.py) of what each key does; the
table dispatches through it and F1 shows it. ? stays the rules summary it always was (the Rules
button's), so the table binds ? itself and only F1 opens the keys help.

Esc is the game screen's (the scene's `escape`: put down a tool, else ask before leaving), the
arrows and right-drag the camera's, the wheel the scene's own: they are listed for the help only.
"""

from __future__ import annotations

import pygame

from tabletop.ui.kit.keys import Binding, KeyTable


def fit_board(scene):
    """Home: the whole board again."""
    return scene.reset_zoom()


def rules(scene):
    """?: the rules summary over the table."""
    return scene.open_rules()


def is_question(event) -> bool:
    """? typed: the key itself, or Shift+/ (most layouts send the slash with the question mark's text)."""
    return event.type == pygame.KEYDOWN and (
        event.key == pygame.K_QUESTION
        or getattr(event, "unicode", "") == "?"
        or (event.key == pygame.K_SLASH and bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT))
    )


TABLE = KeyTable(
    (
        Binding(pygame.K_QUESTION, "The rules summary (as the Rules button)", run=rules, name="?"),
        Binding(pygame.K_HOME, "Fit the whole board again (as the Fit board button)", run=fit_board),
        Binding(pygame.K_ESCAPE, "Put down a choice you may leave, else ask before leaving for the menu"),
        Binding(pygame.K_RETURN, "Answer yes to a question over the board (its first button)"),
        Binding(None, "Pan the board", name="Arrows / right-drag"),
        Binding(None, "Zoom the board; over the log, scroll it", name="Wheel"),
    ),
    "Keys at the Rise table",
    question=False,
)


def dispatch(event, scene, ctx):
    """Run the key's binding on the scene (a result, or PASS); F1 answers the keys help."""
    if is_question(event):  # Shift+/ arrives as the slash: hand the table the key it binds
        event = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_QUESTION, mod=0, unicode="?")
    return TABLE.dispatch(event, scene, ctx)
