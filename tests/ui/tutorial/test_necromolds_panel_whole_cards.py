"""The Necromolds tutorial panel, over the opponent's column, covers each of their spellbook cards whole
or not at all, at every step of every Necromolds tutorial: it sat a few pixels under the first card's
top and ended part way down a card, so a headless card body or a cream sliver of one showed under it
(and, narrower than the cards, a strip of each at its sides), play-test r27."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui import layout
from tests.ui.tutorial.conftest import coached, settle
from tests.ui.tutorial.nm_drive import do_step

EXAMPLE_RULER = ("p0-graveghoul-1", "p1-insectomite-1")
LESSONS = {
    "necromolds/first_battle": {},
    "necromolds/what_next_1_terrain": {},
    "necromolds/what_next_2_skills": {},
    "necromolds/what_next_3_distances": {},
    "necromolds/what_next_4_slots": {},
    "necromolds/what_next_5_abilities": {},
    "necromolds/example_turn": {"ruler": EXAMPLE_RULER},
}
LOOKS = [((1280, 800), 100, False), ((960, 600), 100, False), ((1280, 800), 150, False), ((960, 600), 150, True)]


def _cut_cards(scene) -> list[tuple]:
    """The cards the panel covers in part."""
    panel = scene.coach_rect
    cards = [pygame.Rect(c.rect) for p in scene.layout.panels for c in p.cards]
    return [tuple(c) for c in cards if panel.colliderect(c) and not panel.contains(c)]


@pytest.mark.parametrize(
    ("size", "scale", "large"), LOOKS, ids=[f"{w}x{h}-{s}{'-large' * lg}" for (w, h), s, lg in LOOKS]
)
@pytest.mark.parametrize("tid", list(LESSONS))
def test_the_panel_covers_a_card_whole_or_not_at_all(ctx, tid, size, scale, large):
    ctx.size = size
    screen = pygame.display.set_mode(size)
    layout.set_preferences(scale, large)
    try:
        scene = coached(ctx, tid)
        n = len(scene.tutorial.steps)
        while True:
            settle(scene, screen)
            cut = _cut_cards(scene)
            assert not cut, f"{tid} step {scene.script.index + 1}: the panel {tuple(scene.coach_rect)} cuts {cut}"
            if scene.script.finished or scene.script.index >= n:
                break
            do_step(scene, screen, **LESSONS[tid])
    finally:
        layout.set_preferences(100, False)
