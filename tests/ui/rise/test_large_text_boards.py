"""Large text on the Rise table (r26): its words grow with it at the smallest window, and each seat's board
spaces its five rows by its letters' own height.

Before, the table's words were sized by the table's scale, which the window's room holds back (0.75 to 0.87
at 960x600), and most sat at a least size (9 px), so Large text grew them a pixel at most; a seat's board
set its rows a fifth of its height apart whatever its letters, so larger letters ran into the next row."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui import layout
from tabletop.ui.rise.table import panels as P
from tabletop.ui.rise.table.layout import LARGE_LETTERS, letters, table_layout

pytestmark = pytest.mark.ui

SIZES = ((960, 600), (1280, 800), (1920, 1080))


@pytest.fixture
def prefs():
    yield layout.set_preferences
    layout.set_preferences(100, False)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("ui_scale", (100, 150))
@pytest.mark.parametrize("seats", (2, 3, 4, 5))
def test_a_boards_rows_are_spaced_by_their_letters_and_stay_on_it(prefs, size, ui_scale, seats):
    """Each row at least as tall as its words, the last one's foot on the board, with Large text or not."""
    pygame.font.init()
    for large in (False, True):
        prefs(ui_scale, large)
        L = table_layout(size, seats)
        for rect in L.players:
            lt = P.board_letters(rect, L.scale)
            rows, heights = P._rows(rect, L.scale), P._row_heights(L.scale, lt)
            assert all(rows[i] + heights[i] <= rows[i + 1] for i in range(4)), (size, seats, large, rows, heights)
            assert P.last_line_foot(rect, L.scale) <= pygame.Rect(rect).bottom, (size, seats, large)
            chips = P.minion_chip_rects(rect, L.scale)
            assert all(c.bottom <= rows[3] for c in chips.values())


@pytest.mark.parametrize("seats", (2, 3, 4, 5))
def test_large_text_makes_a_boards_words_a_fifth_larger_at_the_smallest_window(prefs, seats):
    """At 960x600 with five seats too, the board's letters are the table's Large letters (about 1.4 times
    its scale without Large text, for 1.16 before): the rows hold them."""
    pygame.font.init()
    prefs(100, False)
    off = table_layout((960, 600), seats)
    lt_off = P.board_letters(off.players[0], off.scale)
    prefs(100, True)
    on = table_layout((960, 600), seats)
    lt_on = P.board_letters(on.players[0], on.scale)
    assert lt_off == off.scale
    assert lt_on == pytest.approx(letters(on.scale)) and letters(on.scale) == pytest.approx(on.scale * LARGE_LETTERS)
    for size in (11, 12, 13, 14):  # the Necromancer's line, the counts, the goods, the seat's name
        assert int(size * lt_on) >= 1.2 * max(8, int(size * lt_off)), size


def test_a_board_too_short_for_large_letters_takes_a_smaller_letter_not_overlapping_rows(prefs):
    """A board lower than the five rows need at the Large letter takes the largest smaller one that fits
    (never below its scale): the rows never run into each other."""
    pygame.font.init()
    prefs(100, True)
    s = table_layout((960, 600), 5).scale
    rect = (0, 0, 260, 82)
    assert sum(P._row_heights(s, letters(s))) > 82 - int(8 * s)  # too short for the Large letter
    lt = P.board_letters(rect, s)
    assert s < lt < letters(s)
    assert sum(P._row_heights(s, lt)) <= 82 - int(8 * s)
