"""Colour never the only cue (issue 26): each seat's emblem, and where the tables show it."""

from __future__ import annotations

import itertools

import pygame
import pytest

from tabletop.ui.kit.emblems import EMBLEMS, draw_emblem, emblem_chip, emblem_of

GREY = (128, 128, 128)  # every seat in the same grey: what a colour-blind or greyscale eye may see


def _mask(seat: int, size: int = 24) -> set[tuple[int, int]]:
    return {(x, y) for x in range(size) for y in range(size) if emblem_chip(seat, GREY, size).get_at((x, y)).a > 128}


def test_six_seats_six_shapes_that_differ_with_every_colour_the_same(screen):
    """Seats 1-6 are told apart by shape alone: drawn in one grey, every pair of emblems differs in
    at least a fifth of their area (overlap over union under 0.8)."""
    assert len({emblem_of(s) for s in range(6)}) == 6 == len(EMBLEMS)
    masks = [_mask(s) for s in range(6)]
    assert all(len(m) > 60 for m in masks)  # each reads as a filled shape at 24 px
    for a, b in itertools.combinations(range(6), 2):
        iou = len(masks[a] & masks[b]) / len(masks[a] | masks[b])
        assert iou < 0.8, (EMBLEMS[a], EMBLEMS[b], iou)


def test_an_emblem_is_inked_round_so_it_reads_on_its_own_colour(screen):
    surf = pygame.Surface((40, 40))
    surf.fill((200, 60, 60))
    draw_emblem(surf, 2, (20, 20), 14, (200, 60, 60))  # a red square on red
    ring = [surf.get_at((x, 20))[:3] for x in range(40)]
    assert any(sum(c) < 120 for c in ring), "the dark outline shows the shape"


@pytest.fixture
def screen(user_home):
    pygame.init()
    yield pygame.display.set_mode((320, 200))


def test_a_log_line_about_a_seat_carries_its_emblem_and_a_note_does_not(screen):
    from tabletop.ui.game_log import LogLine
    from tabletop.ui.kit.log_panel import LogMetrics, LogPanel

    colours = [(220, 140, 40), (70, 160, 70)]
    rect = pygame.Rect(0, 0, 320, 60)
    m = LogMetrics.of(rect, 1.0)

    def indent_pixels(line) -> set:
        surf = pygame.Surface((320, 60))
        surf.fill((0, 0, 0))
        LogPanel(backing=lambda s, r: None).draw(surf, rect, 1.0, [line], colours)
        return {surf.get_at((x, y))[:3] for x in range(8, 8 + m.mark) for y in range(6, 6 + m.line_height)}

    with_seat = indent_pixels(LogLine("Player 2 moves", "move", 1, False))
    note = indent_pixels(LogLine("Round 3", "note", None, False))
    assert note == {(0, 0, 0)}
    assert any(abs(c[0] - 70) < 60 and c[1] > 120 for c in with_seat), "the green seat's emblem in the indent"
