"""Panning the building moves a picture (issue 24's frame times: panning repainted the whole
cross-section every frame, 86 ms at p95 late in a six-player game). The building is painted once per
state and zoom into a layer; panning only moves it; a new state or zoom paints it again."""

from __future__ import annotations

import pygame

from tabletop.ui.corp import scenarios


def test_panning_paints_nothing_new_and_a_zoom_does(ctx, screen):
    scene, _ = scenarios.build(ctx, "hallway_choice")
    scene.enter()
    scene.update(0.1)
    scene.draw(screen)
    painted = scene.building.paints
    assert painted >= 1
    before = pygame.Surface(screen.get_size())
    before.blit(screen, (0, 0))
    for _ in range(5):
        scene.camera.pan_pixels(7, 3)
        scene.draw(screen)
    assert scene.building.paints == painted, "panning reuses the painted building"
    scene.camera.pan_pixels(-35, -15)  # back where it was: the same picture as before panning
    scene.draw(screen)
    same = sum(
        1
        for x in range(0, screen.get_width(), 7)
        for y in range(0, screen.get_height(), 7)
        if screen.get_at((x, y)) == before.get_at((x, y))
    )
    total = len(range(0, screen.get_width(), 7)) * len(range(0, screen.get_height(), 7))
    assert same / total > 0.99
    scene.camera.zoom_at(1.25, *pygame.Rect(scene.layout.building).center)
    scene.draw(screen)
    assert scene.building.paints == painted + 1, "a new zoom paints the building again"
