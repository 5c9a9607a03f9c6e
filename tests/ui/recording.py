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


def drawn_words(monkeypatch, size, draw) -> list[tuple[str, pygame.Rect]]:
    """(words, where) of every line of words `look.text` makes while `draw(surface)` draws on a Recording
    screen of `size`, in the order they were put on it."""
    from tabletop.ui import look

    made: list[tuple[pygame.Surface, str]] = []
    real = look.text

    def spy(kind, fs, words, *a, **k):
        img = real(kind, fs, words, *a, **k)
        made.append((img, words))
        return img

    monkeypatch.setattr(look, "text", spy)
    surface = Recording(size)
    draw(surface)
    monkeypatch.setattr(look, "text", real)
    return [(w, r) for img, r in surface.put for i, w in made if img is i]
