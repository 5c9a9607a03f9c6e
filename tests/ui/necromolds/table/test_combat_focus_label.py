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
from tests.ui.recording import key_chips


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


def _discs(app, monkeypatch) -> list[tuple[int, int]]:
    """The centres of the number discs the focus paints in one frame (read from its drawing calls)."""
    return list(dict.fromkeys(centre for centre, _r in key_chips(app, monkeypatch)))


@pytest.mark.parametrize(
    ("size", "scale", "large"), [((1280, 800), 100, False), ((960, 600), 100, True), ((1280, 800), 150, False)]
)
def test_a_bar_buttons_label_shows_beside_its_button_not_in_the_window(monkeypatch, size, scale, large):
    """Play-test r29: in a combat, "8. Ruler" lay in the window's top-left corner, 70 px below Ruler and
    against the window's title "Melee combat" (the bar has no clear spot beside most buttons). Each bar
    button's label now lies beside its button (within a label's height or two) and off the window; where
    there is no room for it, the button shows its own number on it, as the other buttons do."""
    make = lambda ctx: registry.scenario_shot(ctx, "necromolds", "combat_window")  # noqa: E731
    with screenshot.shown(size, make, ui_scale=scale, large_text=large) as app:
        _press(app, pygame.K_TAB)
        scene = app.stack.top
        view = scene.tool_view()
        map_rect = pygame.Rect(view.layout.map)
        window = combat_view.window_rect(map_rect, view.scale)
        seen = []
        for _ in range(len(scene.focus.targets)):
            target = scene.focus.focused()
            k = scene.focus.targets.index(target)
            if target.box is not None and pygame.Rect(target.box).bottom <= map_rect.top:  # on the bar
                discs = _discs(app, monkeypatch)
                box = scene.focus.label_place.last[2] if scene.focus.label_place.last else None
                button = pygame.Rect(target.box)
                if box is not None:
                    assert not box.colliderect(window), f"{target.label}: its label {box} lies in the window {window}"
                    apart = max(
                        button.left - box.right,
                        box.left - button.right,
                        button.top - box.bottom,
                        box.top - button.bottom,
                    )
                    assert apart <= box.height, f"{target.label}: its label {box} is far from its button {button}"
                elif k < 9:
                    own = [c for c in discs if button.inflate(8, 8).collidepoint(c)]
                    assert own, f"{target.label} shows neither its label nor its number {k + 1}: numbers {discs}"
                seen.append(target.label)
            _press(app, pygame.K_TAB)
        assert {"Ruler", "Sight", "Rings", "Save", "Menu"} <= set(seen), seen
