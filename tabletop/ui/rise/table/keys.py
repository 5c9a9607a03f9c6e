"""The Rise table's keys: Home fits the whole board again, ? opens the rules summary (Esc is the game
screen's). Kept apart, as commands by name, for the kit's key bindings to take over."""

from __future__ import annotations

import pygame


def key_command(event) -> str | None:
    """The command a key press gives ('fit' or 'rules'), or None."""
    if event.type != pygame.KEYDOWN:
        return None
    if event.key == pygame.K_HOME:
        return "fit"
    if (
        event.key == pygame.K_QUESTION
        or getattr(event, "unicode", "") == "?"
        or (event.key == pygame.K_SLASH and getattr(event, "mod", 0) & pygame.KMOD_SHIFT)
    ):
        return "rules"
    return None
