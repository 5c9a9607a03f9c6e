"""The second click of a double click is not for the screen the first click opened.

A player who double-clicks a button out of habit (Start, Continue) sends two clicks a moment apart at one
spot. When the first opens another screen, the second lands on whatever that screen has there: a double
click on NecronomiCORP's Start pressed the building's Begin under it and skipped the set-up the table shows
(play-test r30), and a double click elsewhere could take a choice from the player. The app drops a press
(and its release) that comes within DOUBLE_CLICK seconds of a screen change made by a click, within
NEAR pixels of that click. Time is the app's own (the frames' dt), so a test's frames count as a player's.
"""

from __future__ import annotations

import math

import pygame

DOUBLE_CLICK = 0.45  # seconds: a desktop's double-click interval (most are 0.4-0.5)
NEAR = 8  # pixels: a hand's jitter between the two clicks of a double click


class DoubleClickGuard:
    """Remembers the last left click and whether it changed the screen (see the module)."""

    def __init__(self) -> None:
        self.now = 0.0  # the app's time, advanced by its frames
        self.last_click: tuple[float, tuple[int, int]] | None = None  # (when, where) of the last left release
        self.changed: tuple[float, tuple[int, int]] | None = None  # (when, where) a click changed the screen
        self.dropping = False  # a press was dropped: its release is dropped too

    def screen_changed(self) -> None:
        """Another screen is on top: if a click just made it so, a second click there is a double click's."""
        if self.last_click is not None and self.now - self.last_click[0] <= DOUBLE_CLICK:
            self.changed = (self.now, self.last_click[1])

    def swallows(self, event: pygame.event.Event) -> bool:
        """Whether this event is (part of) a double click's second click on the screen its first opened."""
        if event.type == pygame.KEYDOWN:  # a key between: the screen it changed, and what follows, are the keys'
            self.last_click = self.changed = None
            return False
        if getattr(event, "button", None) != 1:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN:
            c = self.changed
            self.dropping = c is not None and self.now - c[0] <= DOUBLE_CLICK and math.dist(event.pos, c[1]) <= NEAR
            if self.dropping:
                self.changed = None  # one click dropped; a third is meant
            return self.dropping
        if event.type == pygame.MOUSEBUTTONUP:
            if self.dropping:
                self.dropping = False
                return True
            self.last_click = (self.now, tuple(event.pos))
        return False
