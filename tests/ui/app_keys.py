"""Keys pressed into a whole headless App, as a person at the keyboard would."""

from __future__ import annotations

import pygame


def press(app, k) -> None:
    """Key `k` down and up through the App, then three frames so what it did is drawn."""
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
    app.handle_event(pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0))
    for _ in range(3):
        app.step(1 / 60)
