"""Solo draft (NM-SOLO-37: the table says what Basalt is doing and why): the pool's panel over the map
lets almost nothing of the map through, so Basalt's reason under its title reads over any terrain.
Play-test r29 (960x600, Large text): at alpha 225 the terrain's bright height tags ("2.5\u2033") showed
through the reason line "Basalt: Draft question 4: a move die for Basalt's Slimewick 1 ..."."""

from __future__ import annotations

from types import SimpleNamespace

import pygame

from tabletop.ui import layout as ui_layout
from tabletop.ui.necromolds import scenarios
from tabletop.ui.necromolds.solo import pool
from tests.ui.necromolds.table.conftest import frame


def test_nm_solo_37_the_map_barely_shows_through_the_pool():
    size = (960, 600)
    screen = pygame.display.set_mode(size)
    ui_layout.set_preferences(100, True)
    try:
        scene, _ = scenarios.build(SimpleNamespace(size=size, manager=None), "solo_draft")
        scene.enter()
        frame(scene, screen)
        view = scene.tool_view()
        tray = pool.drawn_tray(view)
        assert tray is not None and pygame.Rect(view.layout.map).contains(tray), tray  # over the map
        colours = [(200, 160, 60), (90, 180, 110)]
        seen = []
        for under in ((255, 255, 255), (0, 0, 0)):  # the brightest and darkest map under the panel
            surface = pygame.Surface(size)
            surface.fill(under)
            pool.draw_pool(surface, view, colours)
            # a point of the panel between its border and the dice row, where nothing is drawn on it
            spot = (tray.left + int(6 * view.scale), tray.bottom - int(6 * view.scale))
            seen.append(surface.get_at(spot)[:3])
        through = max(abs(a - b) for a, b in zip(*seen))
        assert through <= 12, seen  # the panel's own colour whatever lies under it
    finally:
        ui_layout.set_preferences(100, False)
