"""The NecronomiCORP table's layout: nothing overlaps and everything is inside the window, for 1-6
seats, from the smallest window to a large one; it scales up."""

from __future__ import annotations

import itertools

import pytest

from tabletop.ui.corp.table.layout import MIN_SIZE, overlaps, table_layout


def _inside(r, size) -> bool:
    return r[0] >= 0 and r[1] >= 0 and r[0] + r[2] <= size[0] and r[1] + r[3] <= size[1] and r[2] > 0 and r[3] > 0


@pytest.mark.parametrize("size", [MIN_SIZE, (1280, 800), (1920, 1080), (2560, 1440)])
@pytest.mark.parametrize("seats", [1, 2, 3, 4, 5, 6])
def test_nothing_overlaps_and_everything_is_inside(size, seats):
    L = table_layout(size, seats)
    rects = L.all_rects()
    assert len(L.sheets) == seats
    for (na, a), (nb, b) in itertools.combinations(rects, 2):
        assert not overlaps(a, b), f"{na} overlaps {nb} at {size} with {seats} seats"
    for name, r in rects:
        assert _inside(r, size), f"{name} leaves the window at {size}"
    # the fight window floats over the building only
    fx, fy, fw, fh = L.fight
    bx, by, bw, bh = L.building
    assert bx <= fx and fx + fw <= bx + bw and by <= fy and fy + fh <= by + bh


def test_it_scales_up():
    small, big = table_layout((1280, 800), 4), table_layout((1920, 1080), 4)
    assert big.scale > small.scale
    assert big.building[2] > small.building[2] and big.building[3] > small.building[3]
