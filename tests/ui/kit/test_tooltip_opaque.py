"""A tooltip box hides what lies beneath it: drawn at alpha 236, the words of the computer's summary
under it read faintly through it (play-test r24, NecronomiCORP; r25 asked for every game's)."""

from __future__ import annotations

import pygame

from tabletop.ui import look
from tabletop.ui.kit.panels import TOOLTIP_FILL, tooltip

LINES = ["Mud Mumps", "Cheap, many and muddy.", "Magic: Mudslide: Move distance becomes medium this round."]


def _tip_over(ground: tuple[int, int, int]) -> tuple[pygame.Surface, pygame.Rect]:
    surface = pygame.Surface((640, 400))
    surface.fill(ground)
    for y in range(0, 400, 9):  # lines of bright words beneath
        surface.blit(look.font("sans", 13).render("While you waited " * 6, True, look.BONE), (0, y))
    return surface, tooltip(surface, LINES, (40, 60), 340, 13)


def test_a_tooltip_looks_the_same_over_anything(screen):
    dark, rect = _tip_over((0, 0, 0))
    light, same = _tip_over((250, 250, 250))
    assert rect == same
    inside = rect.inflate(-2, -2)  # within its brass edge
    for x in range(inside.left, inside.right):
        for y in range(inside.top, inside.bottom):
            assert dark.get_at((x, y)) == light.get_at((x, y)), f"what lies beneath shows through at {(x, y)}"
    assert dark.get_at((inside.right - 3, inside.bottom - 3))[:3] == TOOLTIP_FILL
