"""The fight window's choices heading ("Your move") reads clearly (r27): its thin amber letters stood on the
window's purple at under 9:1, and with the keyboard's focus on an answer its label sat on the heading's row,
the eye drawn to it. The heading now stands on a near-black plate of its own, over 10:1 (NC-FIGHT-01: the
seat at the screen is told when the fight waits for its answer), and no focus label lies on it."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui import layout
from tabletop.ui.corp.table import fight_draw as FD
from tests.ui.corp.conftest import table
from tests.ui.corp.test_keys_claim_close import _first_enter
from tests.ui.corp.test_table_keyboard import key, settle


def _luminance(rgb) -> float:
    """The relative luminance of an sRGB colour (WCAG)."""
    out = []
    for c in rgb[:3]:
        c = c / 255
        out.append(c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4)
    return 0.2126 * out[0] + 0.7152 * out[1] + 0.0722 * out[2]


def _heading(scene, surface) -> pygame.Rect:
    """The rect of "Your move" as the window draws it now."""
    got = []
    real = FD.text

    def spy(surf, kind, size, words, *a, **k):
        r = real(surf, kind, size, words, *a, **k)
        if words == "Your move":
            got.append(r)
        return r

    FD.text = spy
    try:
        scene.fight_tool._picture = None  # drawn afresh
        scene.draw(surface)
    finally:
        FD.text = real
    assert got, "no Your move drawn"
    return got[-1]


@pytest.mark.parametrize(
    ("size", "large"), [((960, 600), True), ((960, 600), False), ((1280, 800), True)], ids=["960L", "960", "1280L"]
)
def test_your_move_reads_clearly_on_its_plate_and_no_focus_label_lies_on_it_NC_FIGHT_01(ctx, screen, size, large):
    layout.set_preferences(100, large)
    try:
        scene = table(ctx, {"players": 1}, 3, bots=set(), size=size)
        surface = pygame.Surface(size)
        settle(scene, surface)
        key(scene, pygame.K_TAB)
        for _ in range(300):
            tool = scene.fight_tool
            if tool is not None and tool in list(scene.tools) and tool.choice_buttons(scene.tool_view()):
                break
            _first_enter(scene, surface)
        else:
            raise AssertionError("no fight in 300 Enters")
        head = _heading(scene, surface)
        # its ground: the commonest colour round its letters; its ink: the brightest of them
        colours: dict = {}
        for x in range(head.left, head.right):
            for y in range(head.top, head.bottom):
                c = tuple(surface.get_at((x, y)))[:3]
                colours[c] = colours.get(c, 0) + 1
        ground = max(colours, key=colours.get)
        ink = max(colours, key=_luminance)
        ratio = (_luminance(ink) + 0.05) / (_luminance(ground) + 0.05)
        assert ratio >= 10, f"Your move: {ink} on {ground} is {ratio:.1f}:1"
        # with the focus on each answer in turn, its label keeps off the heading
        answers = sorted(tool.choice_buttons(scene.tool_view()), key=lambda b: (b.rect.y, b.rect.x))
        for b in answers:
            assert scene.focus.focus_on(b.label)
            settle(scene, surface, frames=2, dt=0.05)
            scene.draw(surface)
            scene.draw_overlay(surface)
            for box in scene.focus.label_place.boxes():
                assert not pygame.Rect(box).colliderect(head), (b.label, box, head)
    finally:
        layout.set_preferences(100, False)
