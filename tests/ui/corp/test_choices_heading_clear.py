"""The choices panel's heading ("What you may do" and the turn's steps) stays clear of its plaques and of
the light round a lit one (play-test r27 at 1280x800: the tutorial's light round the two-line "Take the
Fire Axe (leave the Mechanical Keyboard)" crossed the foot of the heading), over every NecronomiCORP table
scenario at the three window sizes, Large text on and off, with no row of plaques lost."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui import layout
from tabletop.ui.corp import scenarios
from tabletop.ui.corp.table import CorpTableScene, chrome
from tabletop.ui.tutorial import panel

SIZES = ((960, 600), (1280, 800), (1920, 1080))


def _light(scene, rect: pygame.Rect) -> pygame.Rect:
    """What the tutorial's light round a plaque covers, at its widest pulse."""
    size = tuple(scene.ctx.size)
    surface = pygame.Surface(size, pygame.SRCALPHA)
    surface.fill((0, 0, 0, 0))
    panel._light(surface, ("box", pygame.Rect(rect)), panel._scale(scene), 1.0)
    return surface.get_bounding_rect()


def _heading(L, size, st) -> pygame.Rect:
    """The heading's row as drawn: what the panel with its heading shows over the panel without."""
    bare, headed = pygame.Surface(size), pygame.Surface(size)
    chrome.draw_choices_panel(bare, L, "", None)
    chrome.draw_choices_panel(headed, L, "What you may do", st)
    diff = pygame.mask.from_threshold(headed, (0, 0, 0), (1, 1, 1, 255), bare, 1)
    diff.invert()  # the pixels that differ
    found = diff.get_bounding_rects()
    assert found, "no heading drawn"
    return found[0].unionall(found[1:])


def _tables(ctx) -> list:
    out = []
    for name in scenarios.names():
        if scenarios.load(name).show.screen == "table":
            scene, _ = scenarios.build(ctx, name)
            if isinstance(scene, CorpTableScene):
                out.append((name, scene))
    return out


@pytest.mark.parametrize("large", [False, True], ids=["text", "large_text"])
def test_no_plaque_nor_its_light_reaches_the_heading(ctx, screen, large):
    layout.set_preferences(100, large)
    try:
        tables = _tables(ctx)
        assert len(tables) >= 6, [name for name, _ in tables]
        seen = 0
        for size in SIZES:
            for name, scene in tables:
                scene.resize(size)
                scene.update(0.01)
                frame = pygame.Surface(size)
                scene.draw(frame)
                L = scene.layout
                head = _heading(L, size, scene.view)
                plaques = [b for b in scene.buttons if b.key.startswith("choice")]
                for b in plaques:
                    assert not b.rect.colliderect(head), (name, size, b.label, b.rect, head)
                    ring = _light(scene, b.rect)
                    assert not ring.colliderect(head), (name, size, b.label, ring, head)
                    assert pygame.Rect(L.choices).contains(b.rect), (name, size, b.label)
                rects = chrome.choice_grid(L)[0]
                assert len({r.y for r in rects}) >= 2, (name, size, "a row of plaques lost")
                seen += len(plaques)
        assert seen > 0
    finally:
        layout.set_preferences(100, False)
