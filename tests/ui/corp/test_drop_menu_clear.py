"""The menu of "Drop a weapon or item..." (and of "Give a weapon or item...") opens above the choices
panel, over the building, never over the other plaques nor the panel's heading (play-test r27: at 960x600
the drops' menu covered the first row of plaques while it was open), and stays on screen (NC-TURN-08)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui import layout
from tabletop.ui.corp import scenarios
from tabletop.ui.corp.table import offer as OF
from tabletop.ui.corp.table.turn_tools import ChoiceMenu
from tests.ui.corp.conftest import click

CASES = [
    ((960, 600), 100, True),
    ((960, 600), 150, True),
    ((960, 600), 100, False),
    ((1280, 800), 100, False),
    ((1280, 800), 150, True),
]


@pytest.mark.parametrize(
    ("size", "ui", "large"), CASES, ids=[f"{s[0]}x{s[1]}-{u}-{'L' if g else 'n'}" for s, u, g in CASES]
)
def test_the_drops_menu_covers_no_plaque_NC_TURN_08(ctx, screen, size, ui, large):
    layout.set_preferences(ui, large)
    try:
        scene, _ = scenarios.build(ctx, "hallway_choice")
        scene.resize(size)
        scene.update(0.01)
        drop = next(b for b in scene.buttons if b.label == OF.DROP_LABEL)
        plaques = [
            pygame.Rect(b.rect) for b in scene.buttons if b.key.startswith("choice") or b.key in ("prev", "next")
        ]
        click(scene, drop.rect.center)
        menu = scene.tools.top
        assert isinstance(menu, ChoiceMenu) and len(menu.choices) >= 2
        menu.fit(size)
        panel = pygame.Rect(scene.layout.choices)
        screen_rect = pygame.Rect((0, 0), size)
        for r in menu.rects:
            assert screen_rect.contains(r), (r, size)
            assert not r.colliderect(panel), f"the menu's {r} lies on the choices panel {panel}"
            assert r.collidelist(plaques) == -1
        assert abs(menu.rects[0].x - drop.rect.x) <= 4 or menu.rects[0].right == size[0] - 4  # in line with it
    finally:
        layout.set_preferences(100, False)
