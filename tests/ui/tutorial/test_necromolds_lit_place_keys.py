"""A Necromolds tutorial's move by keys (play-test r25): the step lights where a monster should go, and
carrying it there with the arrows took about 13 presses. With the monster in hand, the focus offers
"Let go at the lit place" first: Tab to the lit monster, Enter picks it up, Enter lets it go there."""

from __future__ import annotations

import pygame

from tests.ui.tutorial.conftest import coached, settle
from tests.ui.tutorial.nm_drive import do_step


def key(scene, k):
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))


def test_a_lit_move_is_two_enters_by_keys_NM_BASIC_24(ctx, screen):
    scene = coached(ctx, "necromolds/first_battle")
    for _ in range(40):  # by the mouse to the first step that lights a move
        settle(scene, screen)
        if any(t[0] == "drag" for t in scene.lit):
            break
        do_step(scene, screen)
    else:
        raise AssertionError("no step lights a move")
    index = scene.script.index
    _drag, start, _to = next(t for t in scene.lit if t[0] == "drag")
    key(scene, pygame.K_TAB)
    settle(scene, screen, 2)
    first = scene.focus.focused()
    assert first is not None and abs(first.pos[0] - start[0]) <= 2 and abs(first.pos[1] - start[1]) <= 2, first
    key(scene, pygame.K_RETURN)  # pick it up
    settle(scene, screen, 2)
    focused = scene.focus.focused()
    assert focused is not None and focused.label == "Let go at the lit place", [t.label for t in scene.focus.targets]
    key(scene, pygame.K_RETURN)
    settle(scene, screen)
    assert scene.script.index == index + 1, f"the step was not done: {scene.toast}"
    assert scene.coach_refusals == 0
