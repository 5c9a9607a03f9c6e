"""The line under "Resume your last game" (where the waiting game stands) never lies under the version
line in the bottom right corner: at 960x600 with Large text its second row ran under "v0.1 · F11
fullscreen" ("P2 Batadactyl," and the version overlapped, play-test r24)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui import layout, look
from tests.ui.test_menu_resume_line import menu_with_long_line


class Spy(pygame.Surface):
    """A surface that remembers what was blitted where."""

    def __init__(self, size) -> None:
        super().__init__(size)
        self.blits: list[tuple[pygame.Surface, pygame.Rect]] = []

    def blit(self, source, dest, *a, **k):
        self.blits.append((source, pygame.Rect(dest) if not isinstance(dest, pygame.Rect) else dest))
        return super().blit(source, dest, *a, **k)


@pytest.mark.parametrize(("size", "large"), [((960, 600), True), ((960, 600), False), ((1280, 800), True)])
def test_the_resume_line_keeps_clear_of_the_version_line(user_home, monkeypatch, size, large):
    from tabletop.ui.app import App

    layout.set_preferences(100, large)
    app = App(size=size, read_settings=False)
    try:
        layout.set_preferences(100, large)
        menu = menu_with_long_line(app, monkeypatch)
        made: dict[int, str] = {}
        keep: list[pygame.Surface] = []  # held so no freed picture's id() is reused by another
        real = look.text

        def spy_text(kind, sz, words, *a, **k):
            img = real(kind, sz, words, *a, **k)
            made[id(img)] = words
            keep.append(img)
            return img

        monkeypatch.setattr(look, "text", spy_text)
        surface = Spy(size)
        menu.draw_overlay(surface)
        s = layout.ui_scale(size)
        font = look.font("sans", max(11, int(13 * s)))
        w, h = font.size("v0.1 · F11 fullscreen")
        version = pygame.Rect(size[0] - int(16 * s) - w, size[1] - int(10 * s) - h, w, h)
        rows = [(made[id(img)], rect) for img, rect in surface.blits if id(img) in made]
        rows = [(words, rect) for words, rect in rows if "Necromolds" in words or " vs " in words or "P2" in words]
        assert rows, surface.blits
        for words, rect in rows:
            assert not rect.colliderect(version), (words, rect, version)
            assert rect.left >= 0 and rect.right <= size[0], (words, rect)
        assert not any("…" in words for words, _ in rows), rows
    finally:
        layout.set_preferences(100, False)
        app.close()
