"""A refusal notice stands in the half of the map away from the army of the seat at the screen, by
the middle line: drawn across the top of the map it lay over the top edge's army, over the very
Graveghoul a tutorial step asks the person to drag (play-test r20, ptutor nm06)."""

from __future__ import annotations

import pygame
import pytest

from tests.ui.necromolds.table.conftest import scenario_scene

REFUSAL = "Drag the lit Graveghoul to the lit place on the map."


def drawn_notice(scene, screen) -> pygame.Rect:
    """The box the notice took on screen: the pixels that change when it is drawn."""
    scene.toast = None
    scene.draw(screen)
    plain = screen.copy()
    scene.flash(REFUSAL, bad=True)
    scene.draw(screen)
    mask = pygame.mask.from_threshold(screen, (0, 0, 0), (1, 1, 1, 255), plain, 1)
    changed = pygame.mask.Mask(screen.get_size(), fill=True)
    changed.erase(mask, (0, 0))  # what matched the plain picture is not the notice
    rects = changed.get_bounding_rects()
    assert rects, "the notice was drawn"
    return rects[0].unionall(rects[1:])


@pytest.mark.parametrize("seat", [0, 1])
def test_the_refusal_notice_covers_none_of_the_own_army(ctx, screen, seat):
    scene = scenario_scene(ctx, "drag_midgame")
    scene._shown = seat
    box = drawn_notice(scene, screen)
    assert pygame.Rect(scene.layout.map).contains(box), "over the map"
    st = scene.view
    mine = [m for m in st.monsters if m.owner == seat and m.deployed and m.alive]
    assert mine
    for m in mine:
        at = scene.layout.to_screen(m.x, m.y)
        assert not box.inflate(40, 40).collidepoint(at), f"the notice {box} lies over {m.id} at {at}"
