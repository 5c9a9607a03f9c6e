"""The move drag's "could reach it next" against ground truth from check_move / shortest_path.

Ground truth for an enemy E and a spot p: put the dragged base at p, and look for a contact
point q around p (sampled densely on the contact ring) such that E's shortest path to q is a
legal move of at most E's length that ends in contact with the dragged base.
"""

from __future__ import annotations

import math
import random

import pytest

from tabletop.geometry import Base, Battlefield, TerrainPart
from tabletop.ui.necromolds.table.threat_reach import EnemyReach
from tests.ui.necromolds.table.conftest import frame, midgame_mover, mouse, screen_of

TOL = 0.05


def rect(x0, y0, x1, y1):
    return [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]


def truth(bf, mover, spot, enemy, length, n=240):
    """Ground truth: E has a legal move of at most length ending in contact with mover at spot."""
    b = bf.copy()
    b.move_base(mover, *spot)
    e = b.bases[enemy]
    R = e.radius + b.bases[mover].radius + TOL / 2
    goals = [(e.x, e.y)] + [
        (spot[0] + R * math.cos(a), spot[1] + R * math.sin(a)) for a in (2 * math.pi * k / n for k in range(n))
    ]
    goals.sort(key=lambda q: math.dist(q, (e.x, e.y)))
    for q in goals:
        if math.dist(q, (e.x, e.y)) > length + 1e-9:
            break
        try:
            path = b.shortest_path(enemy, q)
        except Exception:
            continue
        if not path:
            continue
        res = b.check_move(enemy, path, length)
        if res.legal and mover in (res.contacts or []):
            return True
    return False


def field(wall=True):
    bf = Battlefield(24, 24, TOL)
    bf.add_base(Base("m", 4, 12, 0.5, 1, 0))
    bf.add_base(Base("e", 14, 12, 0.5, 1, 1))
    if wall:
        bf.add_terrain(TerrainPart("wall", __import__("shapely").Polygon(rect(10.5, 4, 11.5, 20)), 3))
    return bf


def reach_of(bf, lengths, limit=8.0):
    return EnemyReach(bf, "m", limit, lengths, TOL).finish()


def straight_line_says(bf, spot, enemy, length):
    """The old approximation: the gap from the spot to the enemy within its longest move."""
    e, m = bf.bases[enemy], bf.bases["m"]
    return math.dist(spot, (e.x, e.y)) - e.radius - m.radius <= length


def test_a_wall_between_blocks_what_straight_line_allows():
    bf = field(wall=True)
    spot = (8.5, 12)
    assert straight_line_says(bf, spot, "e", 5.0)
    assert truth(bf, "m", spot, "e", 5.0) is False
    assert reach_of(bf, {"e": 5.0}).reaches("e", spot) is False


def test_open_ground_reaches():
    bf = field(wall=False)
    spot = (8.5, 12)
    assert truth(bf, "m", spot, "e", 5.0) is True
    assert reach_of(bf, {"e": 5.0}).reaches("e", spot) is True


@pytest.mark.parametrize("short, expected", [(0.2, False), (-0.2, True)])
def test_a_spot_just_out_of_reach_and_just_in(short, expected):
    bf = field(wall=False)
    length = 5.0
    spot = (14 - 1.0 - length - short, 12)  # the gap is length + short
    assert truth(bf, "m", spot, "e", length) is expected
    assert reach_of(bf, {"e": length}).reaches("e", spot) is expected


def test_around_the_wall_end_when_long_enough():
    bf = field(wall=True)
    spot = (9.5, 19.5)  # near the wall's end: E goes round it
    for length in (4.0, 9.0, 12.0):
        assert reach_of(bf, {"e": length}).reaches("e", spot) is truth(bf, "m", spot, "e", length)
    assert truth(bf, "m", spot, "e", 12.0) is True


def test_spots_beside_a_friend_agree_with_ground_truth_NM_MOVE_11():
    """Contact points that also touch the mover's friend are no legal ends for E."""
    bf = field(wall=False)
    bf.add_base(Base("f", 9.0, 12, 1.5, 1, 0))
    lengths = {"e": 4.0}
    er = reach_of(bf, lengths)
    for k in range(24):  # spots touching the friend all around it
        a = 2 * math.pi * k / 24
        spot = (9.0 + 2.02 * math.cos(a), 12 + 2.02 * math.sin(a))
        lo, hi = truth(bf, "m", spot, "e", 3.9), truth(bf, "m", spot, "e", 4.1)
        if lo == hi:
            assert er.reaches("e", spot) is lo, spot


def test_agrees_with_ground_truth_on_random_spots():
    import shapely

    bf = Battlefield(24, 24, TOL)
    bf.add_base(Base("m", 6, 12, 0.75, 1, 0))
    bf.add_base(Base("f", 11, 9, 0.5, 1, 0))
    bf.add_base(Base("e", 15, 12, 0.5, 1, 1))
    bf.add_base(Base("g", 13, 16, 1.1, 1, 1))
    bf.add_terrain(TerrainPart("wall", shapely.Polygon(rect(11.5, 10.5, 12.5, 15)), 3))
    bf.add_terrain(TerrainPart("rock", shapely.Polygon(rect(8, 4, 10, 6)), 1))
    bf.add_smashed_clay(shapely.Point(10, 13).buffer(0.6, quad_segs=4))
    lengths = {"e": 5.0, "g": 3.0}
    er = reach_of(bf, lengths, limit=7.0)
    rng = random.Random(7)
    checked = 0
    while checked < 30:
        spot = (rng.uniform(3, 13), rng.uniform(6, 18))
        if not bf.can_place(spot[0], spot[1], 0.75, ignore="m"):
            continue
        checked += 1
        for eid, length in lengths.items():
            lo, hi = truth(bf, "m", spot, eid, length - 0.1), truth(bf, "m", spot, eid, length + 0.1)
            if lo != hi:
                continue  # within the tolerance band: either answer is fine
            assert er.reaches(eid, spot) is lo, (spot, eid)


def test_the_drag_marks_enemies_that_could_reach(ctx, screen):
    scene, _mid, m = midgame_mover(ctx, screen)
    st = scene.state
    mouse(scene, "move", screen_of(scene, m.x, m.y))
    mouse(scene, "down", screen_of(scene, m.x, m.y))
    mouse(scene, "move", screen_of(scene, m.x + 0.5, m.y + 0.5))
    drag = scene.move
    assert drag is not None
    drag.enemy_reach.finish(timeout=30)
    frame(scene, screen)
    assert all(t.reaches is not None for t in drag.threats)
    for t in drag.threats:
        e = st.monster(t.enemy)
        assert t.reaches is drag.enemy_reach.reaches(e.id, drag.path[-1])


def test_an_end_touching_the_mover_and_its_friend_does_not_count_NM_MOVE_11():
    """E already touches the mover's friend and can barely move: touching the mover too is illegal."""
    bf = Battlefield(24, 24, TOL)
    bf.add_base(Base("m", 4, 12, 0.5, 1, 0))
    bf.add_base(Base("f", 10, 12, 0.5, 1, 0))
    bf.add_base(Base("e", 11.02, 12, 0.5, 1, 1))
    spot = (11.02, 13.04)  # the mover at spot touches E, not the friend
    assert truth(bf, "m", spot, "e", 0.02) is False
    assert reach_of(bf, {"e": 0.02}).reaches("e", spot) is False
    bf.remove_base("f")  # without the friend the same contact is legal
    assert truth(bf, "m", spot, "e", 0.02) is True
    assert reach_of(bf, {"e": 0.02}).reaches("e", spot) is True
