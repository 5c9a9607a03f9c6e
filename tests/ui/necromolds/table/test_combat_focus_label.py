"""The combat window by keys (NM-FIGHT decisions): the focus's label never lies on the map the window
veils. Play-test r27/r28 at 960x600 with Large text: the label of a bar button ("8. Ruler") lay under
the bar, on the dimmed map's faint shapes between the bar and the window. The table gives the kit focus
the areas a label may lie in (the window, and what is off the map); each label keeps inside one."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui import registry, screenshot
from tabletop.ui.necromolds.table import combat_view
from tests.ui.app_keys import press as _press


@pytest.mark.parametrize(("size", "large"), [((960, 600), True), ((1280, 800), False)])
def test_no_focus_label_lies_on_the_veiled_map(size, large):
    make = lambda ctx: registry.scenario_shot(ctx, "necromolds", "combat_window")  # noqa: E731
    with screenshot.shown(size, make, ui_scale=100, large_text=large) as app:
        _press(app, pygame.K_TAB)
        scene = app.stack.top
        view = scene.tool_view()
        map_rect = pygame.Rect(view.layout.map)
        window = combat_view.window_rect(map_rect, view.scale)
        seen = set()
        for _ in range(len(scene.focus.targets)):
            target = scene.focus.focused()
            assert target is not None
            box = scene.focus.label_place.last[2] if scene.focus.label_place.last else None
            if box is not None:
                assert not box.colliderect(map_rect) or window.contains(box), (
                    f"{target.label}: its label {box} lies on the veiled map {map_rect} outside the window {window}"
                )
            seen.add(target.label)
            _press(app, pygame.K_TAB)
        assert {"Roll", "Ruler", "Save"} <= seen, seen
