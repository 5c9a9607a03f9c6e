"""A screen for tests that ask where each picture was drawn."""

from __future__ import annotations

import pygame


class Recording(pygame.Surface):
    """A screen that remembers where each picture went. It holds the pictures themselves: a test that
    matched them by id() alone failed in CI when a freed picture's id was reused by another (r28)."""

    def __init__(self, size):
        super().__init__(size)
        self.put: list[tuple[pygame.Surface, pygame.Rect]] = []

    def blit(self, source, dest, *a, **k):  # type: ignore[override]
        r = super().blit(source, dest, *a, **k)
        self.put.append((source, pygame.Rect(r)))
        return r
