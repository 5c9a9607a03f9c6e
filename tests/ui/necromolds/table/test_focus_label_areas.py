"""The battle table by keys: the focus's label lies on the map or off it, never across the map's edge.

Played (r30, 1280x800, against the computer): with a Boneclaw Brute in hand, "2. Into contact with
Cragmaw 5" (a Cragmaw by the map's right edge) ran off the map over the Wispwraith card's stats in the
right column. The table gives the kit focus its parts (the map, the bar, each column, the log's strip)
and a label keeps wholly inside one where a clear spot near its target lies there."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui import registry, screenshot
from tests.ui.app_keys import press


@pytest.mark.parametrize("name", ["tools_ruler", "ranged_sightline"])
@pytest.mark.parametrize(("size", "scale", "large"), [((1280, 800), 150, False), ((960, 600), 100, True)])
def test_no_focus_label_lies_across_the_maps_edge(name, size, scale, large):
    make = lambda ctx: registry.scenario_shot(ctx, "necromolds", name)  # noqa: E731
    with screenshot.shown(size, make, ui_scale=scale, large_text=large) as app:
        press(app, pygame.K_TAB)
        scene = app.stack.top
        m = pygame.Rect(scene.tool_view().layout.map)
        shown = 0
        for _ in range(len(scene.focus.targets)):
            target = scene.focus.focused()
            assert target is not None
            box = scene.focus.label_place.last[2] if scene.focus.label_place.last else None
            if box is not None:
                shown += 1
                assert m.contains(box) or not box.colliderect(m), (
                    f"{name}: the label of {target.label!r}, {box}, lies across the map's edge {m}"
                )
            press(app, pygame.K_TAB)
        assert shown >= 3, "labels were shown"
