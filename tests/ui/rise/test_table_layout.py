"""The Rise table's rectangles and hex geometry (pure: no pygame)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tabletop.ui.rise.table import hexes as H
from tabletop.ui.rise.table.layout import inside, overlaps, table_layout


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080), (1440, 900), (2560, 1440)])
@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_nothing_overlaps(size, seats):
    L = table_layout(size, seats)
    rects = L.all_rects()
    assert len(L.players) == seats
    for name, r in rects:
        assert inside(r, size), (name, r)
    for i, (a, ra) in enumerate(rects):
        for b, rb in rects[i + 1 :]:
            assert not overlaps(ra, rb), (a, ra, b, rb)
    # the combat / look window floats over the board only
    wx, wy, ww, wh = L.window
    bx, by, bw, bh = L.board
    assert bx <= wx and by <= wy and wx + ww <= bx + bw and wy + wh <= by + bh


def test_board_fills_most_of_the_window_and_scales_up():
    small, big = table_layout((1280, 800), 5), table_layout((1920, 1080), 5)
    assert small.board[2] * small.board[3] > 0.5 * 1280 * 800
    assert big.board[2] > small.board[2] and big.board[3] > small.board[3]
    assert small.players[0][3] >= 110  # five player boards still readable at 1280x800


@given(st.integers(-8, 8), st.integers(-8, 8))
def test_hex_centre_round_trips(q, r):
    assert H.point_to_hex(*H.hex_to_point(q, r)) == (q, r)


@given(st.integers(-6, 6), st.integers(-6, 6), st.floats(0, 0.8), st.floats(0, 6.283))
def test_points_inside_a_hex_hit_it(q, r, radius, angle):
    import math

    x, y = H.hex_to_point(q, r)
    # the inscribed circle (radius sqrt(3)/2) lies inside the hex
    px, py = x + radius * math.sqrt(3) / 2 * math.cos(angle), y + radius * math.sqrt(3) / 2 * math.sin(angle)
    assert H.point_to_hex(px, py) == (q, r)


def test_hex_index_hits_spaces_and_misses_off_board():
    from tabletop.content.rise.board import load_board

    b = load_board("large")
    idx = H.HexIndex((s.id, s.q, s.r) for s in b.spaces)
    for s in b.spaces:
        assert idx.at(*H.hex_to_point(s.q, s.r)) == s.id
    assert idx.at(*H.hex_to_point(40, 40)) is None


def test_fit_centres_the_board_in_the_rect():
    box = (-5.0, -4.0, 5.0, 4.0)
    scale, ox, oy = H.fit(box, (0, 34, 946, 586))
    assert scale == pytest.approx(min(946 / 10, 586 / 8))
    # the box's centre lands on the rect's centre
    assert (0 - ox) * scale == pytest.approx(946 / 2)
    assert (0 - oy) * scale == pytest.approx(586 / 2)
