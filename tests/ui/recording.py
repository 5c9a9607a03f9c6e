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


KEY_CHIP_FILL = (20, 18, 24)  # a key number's dark disc (the kit's focus)


def key_chips(app, monkeypatch) -> list[tuple[tuple[int, int], int]]:
    """(centre, radius) of each key number disc the focus paints in one frame of `app`, each once, in the
    order drawn (read from the frame's drawing calls)."""
    seen: list[tuple[tuple[int, int], int]] = []
    real = pygame.draw.circle

    def spy(surf, colour, centre, radius, width=0, *a, **k):
        if tuple(colour)[:3] == KEY_CHIP_FILL and width == 0:
            seen.append(((int(centre[0]), int(centre[1])), int(radius)))
        return real(surf, colour, centre, radius, width, *a, **k)

    monkeypatch.setattr(pygame.draw, "circle", spy)
    try:
        app.step(1 / 60)
    finally:
        monkeypatch.setattr(pygame.draw, "circle", real)
    return list(dict.fromkeys(seen))
