"""The tooltip I shows and the key hint chip never cover the thing the player is choosing about (r27): at
960x600 the tip of the "Enter a new door" plaque stood over the Rooms stack it draws from (the building's
own "Enter a new door", the card the plaque names), where nothing beside the plaque's ring was clear.
Over the NecronomiCORP scenarios at 960x600 and 1280x800, Large text on and off, I on every target: the
tip is off the focused thing's ring and label, off its whole card, and off every target doing the same."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui import registry
from tabletop.ui import screenshot as S
from tabletop.ui.kit import key_tip

pytestmark = pytest.mark.ui

SCENARIOS = ("solo_start", "hallway_choice", "fight_helper", "boss_fight", "teams_fight", "expansion_infected")
LOOKS = [((960, 600), True), ((960, 600), False), ((1280, 800), True), ((1280, 800), False)]


def _key(scene, k):
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))


@pytest.mark.parametrize("name", SCENARIOS)
def test_the_tip_and_the_chip_keep_off_the_focused_thing_and_its_card(name, monkeypatch, user_home):
    tips, chips = [], []
    real_draw, real_spot = key_tip.draw, key_tip.hint_spot

    def draw(surface, lines, ring, avoid, scale, keep=()):
        box = real_draw(surface, lines, ring, avoid, scale, keep)
        tips.append((box, ring, list(keep)))
        return box

    def hint_spot(surface, size, spots, avoid=(), clear=()):
        box = real_spot(surface, size, spots, avoid, clear)
        chips.append(box)
        return box

    monkeypatch.setattr(key_tip, "draw", draw)
    monkeypatch.setattr(key_tip, "hint_spot", hint_spot)
    checked = 0
    for size, large in LOOKS:
        with S.shown(size, lambda ctx: registry.scenario_shot(ctx, "corp", name), large_text=large) as app:
            scene = app.stack.top
            if not hasattr(scene, "focus") or scene.seat_held():
                continue
            _key(scene, pygame.K_TAB)
            app.step(1 / 60)
            for k, target in enumerate(list(scene.focus.targets)):
                if target.bar:
                    continue
                scene.focus.on, scene.focus.waiting, scene.focus.index, scene.focus.tip = True, False, k, None
                _key(scene, pygame.K_i)
                tips.clear(), chips.clear()
                scene.draw(app.window)
                scene.draw_overlay(app.window)
                focused = scene.focus.focused()
                if scene.focus.tip_target() is None or not tips:
                    continue
                box, ring, _keep = tips[-1]
                where = (name, size, large, target.label)
                assert box is not None and not box.colliderect(ring), where
                own = [pygame.Rect(t.area) for t in scene.focus.targets if t.area and t.label == focused.label]
                twins = [key_tip.ring_of(t, scene.layout.scale) for t in scene.focus.targets
                         if t.label == focused.label and t is not focused]  # fmt: skip
                assert box.collidelist(own + twins) < 0, f"the tip covers the card it names: {where}"
                for chip in chips:
                    assert not chip.colliderect(key_tip.ring_of(focused, scene.layout.scale)), where
                checked += 1
                _key(scene, pygame.K_i)
    assert checked >= 4
