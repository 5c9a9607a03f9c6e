"""The focused thing's tooltip (I) in a tutorial (r26): the lit thing's tip shows by keys as by the mouse,
and the game screen's key hint chip stays away (the panel's own keys line names Tab, Enter and I)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui.kit import key_tip
from tests.ui.tutorial.conftest import coached


def key(scene, k):
    return scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))


@pytest.mark.parametrize("tid", ["necromolds/first_battle", "rise/first_turn", "corp/first_floor"])
def test_i_in_a_tutorial_and_no_second_hint(ctx, screen, tid, monkeypatch):
    hints = []
    real = key_tip.hint_image
    monkeypatch.setattr(key_tip, "hint_image", lambda *a: hints.append(a[0]) or real(*a))
    scene = coached(ctx, tid)
    scene.update(0.0)
    while scene.script.step is not None and scene.script.waits_for_next():
        scene.press_next()
    for _ in range(6):
        scene.update(0.3)
        scene.draw(screen)
        scene.draw_overlay(screen)
    key(scene, pygame.K_TAB)
    scene.update(0.1)
    shown = None
    for _ in range(len(scene.focus.targets)):
        target = scene.focus.focused()
        if target is not None and scene.tip_lines(target):
            key(scene, pygame.K_i)
            shown = scene.focus.tip_target()
            break
        key(scene, pygame.K_TAB)
    assert shown is not None, [t.label for t in scene.focus.targets]
    scene.draw(screen)
    scene.draw_overlay(screen)
    assert not hints, "the tutorial's panel names the keys: no hint chip as well"
