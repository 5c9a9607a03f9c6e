"""Play-test r25 (corpkeys, "Found and not fixed"): with the keyboard's focus on the first plaque of a
panel, the dark outline of the focus ring (some 7 px outside the plaque) covered the lower half of the
heading above it: "What you may do" and its turn steps, the fight window's "Your move". The ring now
lies on the plaque's own edge, its outline just outside, clear of the heading's letters."""

from __future__ import annotations

import numpy
import pygame
import pytest

from tabletop.ui import layout, look
from tabletop.ui.corp.table import chrome
from tests.ui.corp.conftest import table
from tests.ui.corp.test_keys_claim_close import _first_enter
from tests.ui.corp.test_table_keyboard import key, settle


def _heading_ink(frame: numpy.ndarray, strip: pygame.Rect) -> numpy.ndarray:
    """The heading's amber pixels (its words and its lit step) in `strip` of a frame (x, y indexed)."""
    part = frame[strip.left : strip.right, strip.top : strip.bottom].astype(int)
    return numpy.abs(part - numpy.array(look.AMBER)).sum(axis=2) < 90


def _frames(scene, screen):
    """(the frame without the focus, the frame with it) as the app draws them."""
    scene.draw(screen)
    bare = pygame.surfarray.array3d(screen)
    scene.draw_overlay(screen)
    return bare, pygame.surfarray.array3d(screen)


def _check(scene, screen, strip: pygame.Rect, what: str) -> None:
    bare, ringed = _frames(scene, screen)
    ink = _heading_ink(bare, strip)
    assert ink.sum() > 20, f"no heading found above {what}"
    a = bare[strip.left : strip.right, strip.top : strip.bottom]
    b = ringed[strip.left : strip.right, strip.top : strip.bottom]
    hit = ink & (a != b).any(axis=2)
    covered = int(hit.sum())
    assert covered == 0, f"the focus ring covers {covered} px of the heading above {what}"


@pytest.mark.parametrize(
    ("size", "large"), [((960, 600), True), ((960, 600), False), ((1280, 800), False)], ids=["960L", "960", "1280"]
)
def test_the_focus_ring_round_a_first_row_plaque_leaves_the_heading_above_it_whole(ctx, screen, size, large):
    layout.set_preferences(100, large)
    try:
        scene = table(ctx, {"players": 1}, 3, bots=set(), size=size)
        scene_screen = pygame.Surface(size)
        settle(scene, scene_screen)
        key(scene, pygame.K_TAB)
        plaque = next(b.rect for b in scene.buttons if b.label == "Enter a new door")
        # the plaque's target (the building's stack says the same words)
        k = next(k for k, t in enumerate(scene.focus.targets) if t.box and plaque.collidepoint(t.pos))
        scene.focus.index = k
        settle(scene, scene_screen)
        assert scene.focus.focused().box is not None
        panel = pygame.Rect(scene.layout.choices)
        # the heading and its steps (from where the heading begins: the frame's corner stud is no word)
        x0 = panel.x + chrome.STUD_CLEAR
        strip = pygame.Rect(x0, panel.y, panel.right - x0, plaque.top - panel.y)
        _check(scene, scene_screen, strip, "the choices' first plaque")
        # the fight window's first answer, under "Your move"
        for _ in range(300):
            tool = scene.fight_tool
            if tool is not None and tool in list(scene.tools) and tool.choice_buttons(scene.tool_view()):
                break
            _first_enter(scene, scene_screen)
        else:
            raise AssertionError("no fight in 300 Enters")
        first = min(tool.choice_buttons(scene.tool_view()), key=lambda b: (b.rect.y, b.rect.x))
        assert scene.focus.focus_on(first.label)
        settle(scene, scene_screen, frames=2, dt=0.05)
        strip = pygame.Rect(first.rect.x - 20, first.rect.y - int(30 * scene.layout.scale), first.rect.w + 40, 0)
        strip.height = first.rect.top - strip.top
        _check(scene, scene_screen, strip, "the fight window's first answer")
    finally:
        layout.set_preferences(100, False)
