"""The kit's notices: the toast sits at the top of the area it is given; the banner's prompt is
fitted (tests/ui/necromolds/table/test_banner_fits.py checks fit_prompt on every scenario)."""

from __future__ import annotations

import pygame

from tabletop.ui import look
from tabletop.ui.kit.notices import draw_banner, draw_notice, notice_rect


def test_the_notice_is_centred_at_the_top_of_its_area_and_absent_without_a_toast(screen):
    area = pygame.Rect(300, 80, 700, 500)
    toast = ("Saved as game-1.json", look.BONE, 2.0)
    box = notice_rect(area, 1.0, toast)
    assert box is not None and box.centerx == area.centerx and area.contains(box)
    assert notice_rect(area, 1.0, None) is None
    before = screen.copy()
    draw_notice(screen, area, 1.0, None)
    assert screen.get_at(area.center) == before.get_at(area.center)
    draw_notice(screen, area, 1.0, toast)


def test_the_banner_draws_in_its_bar(screen):
    screen.fill((0, 0, 0))
    draw_banner(screen, (0, 0, 1280, 52), 1.0, "Round 1 · Player 1: drag dice onto matching slots", look.AMBER, 900)
    assert screen.get_at((640, 100)) == (0, 0, 0, 255), "nothing drawn below the bar"
    assert screen.get_at((23, 26))[:3] == look.AMBER


def test_a_long_notice_wraps_within_its_area_at_the_top_or_the_foot(screen):
    area = pygame.Rect(300, 80, 420, 500)
    words = "That monster cannot reach there: its base would end in contact with terrain it cannot climb"
    for at in ("top", "bottom"):
        box = notice_rect(area, 1.0, (words, look.BONE, 2.0), at)
        assert area.contains(box), at
        draw_notice(screen, area, 1.0, (words, look.BONE, 2.0), at)
    assert notice_rect(area, 1.0, (words, look.BONE, 2.0), "bottom").bottom > area.centery
