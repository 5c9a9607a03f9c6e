"""Performing a Move Command (NM-MOVE-01..13): check_move and shortest_path."""

import itertools
import math

import pytest

from tabletop.geometry import Base, Battlefield, TerrainPart

from .conftest import rect


@pytest.fixture
def field():
    """A mover 'm' (owner 0) at (3, 10); a wall, an enemy, a friend and smashed clay to its right."""
    bf = Battlefield(24, 20)
    bf.add_base(Base("m", 3, 10, 0.5, 1, 0))
    bf.add_terrain(TerrainPart("wall", rect(8, 4, 9, 16), 2))
    bf.add_base(Base("friend", 5, 10, 0.5, 1, 0))
    bf.add_base(Base("enemy", 14, 10, 1.0, 1, 1))
    bf.add_smashed_clay(rect(4, 13, 6, 15))
    return bf


def plen(path):
    return sum(math.dist(p, q) for p, q in itertools.pairwise(path))


def test_move_up_to_the_edge_length_NM_MOVE_01_NM_MOVE_04(field):
    """NM-MOVE-01, NM-MOVE-04: a move may be shorter than the edge and bend, but its total path cannot exceed it."""
    ok = field.check_move("m", [(3, 10), (3, 12), (7, 12)], 6.0)
    assert ok.legal and ok.length == pytest.approx(6.0)
    too = field.check_move("m", [(3, 10), (3, 12), (7.01, 12)], 6.0)
    assert not too.legal and "longer" in too.reason


def test_path_length_is_centre_travel_NM_MOVE_02_NM_MOVE_03(field):
    """NM-MOVE-02, NM-MOVE-03 (reading B): the whole base travels at most the edge; the centre path is measured."""
    res = field.check_move("m", [(3, 10), (3, 5)], 5.0)
    assert res.legal and res.length == pytest.approx(5.0)


def test_path_may_omit_its_start(field):
    assert field.check_move("m", [(3, 7)], 3.0).legal


def test_cannot_move_through_terrain_NM_MOVE_05(field):
    """NM-MOVE-05: no moving through solid terrain (the base's edge, not just its centre)."""
    res = field.check_move("m", [(3, 10), (3, 3), (12, 3)], 30)
    assert res.legal  # below the wall with room to spare (wall starts at y=4, base radius 0.5)
    res = field.check_move("m", [(3, 10), (3, 3.6), (12, 3.6)], 30)
    assert not res.legal and "terrain" in res.reason


def test_sliding_along_terrain_is_allowed_NM_MOVE_05(field):
    """Touching and sliding along terrain is not moving through it."""
    assert field.check_move("m", [(3, 10), (3, 3.5), (12, 3.5)], 30).legal


def test_cannot_move_through_enemy_NM_MOVE_06():
    """NM-MOVE-06: enemy bases block movement."""
    bf = Battlefield(24, 20)
    bf.add_base(Base("m", 3, 10, 0.5, 1, 0))
    bf.add_base(Base("enemy", 8, 10, 1.0, 1, 1))
    res = bf.check_move("m", [(3, 10), (13, 10)], 10)
    assert not res.legal and "enemy" in res.reason
    path = bf.shortest_path("m", (13, 10))
    assert path is not None and plen(path) > 10
    assert bf.check_move("m", path, plen(path) + 1e-9).legal


def test_can_move_through_friends_NM_MOVE_07(field):
    """NM-MOVE-07: friendly bases may be crossed."""
    res = field.check_move("m", [(3, 10), (7, 10)], 4)
    assert res.legal
    assert field.shortest_path("m", (7, 10)) == [(3.0, 10.0), (7.0, 10.0)]


def test_smashed_clay_crossed_not_ended_on_NM_MOVE_08_NM_COMBAT_17(field):
    """NM-MOVE-08 / NM-COMBAT-17: move over smashed clay, but do not end on it."""
    assert field.check_move("m", [(3, 10), (5, 14), (5, 16)], 10).legal
    res = field.check_move("m", [(3, 10), (5, 14)], 10)
    assert not res.legal and "clay" in res.reason
    # touching the clay at the end is fine
    assert field.check_move("m", [(3, 10), (3.5, 14)], 10).legal


def test_end_may_not_overlap_bases_or_terrain_NM_MOVE_09(field):
    """NM-MOVE-09: the end position overlaps no base (friend or enemy), no terrain, stays on the map."""
    res = field.check_move("m", [(3, 10), (5.5, 10)], 5)
    assert not res.legal and "friend" in res.reason
    assert field.check_move("m", [(3, 10), (4, 10)], 5).legal  # touching the friend: fine
    assert not field.check_move("m", [(3, 10), (0.4, 10)], 5).legal  # hangs off the map
    assert field.check_move("m", [(3, 10), (0.5, 10)], 5).legal  # touches the map edge


def test_ending_in_contact_reports_the_enemy_NM_MOVE_10_NM_MOVE_12():
    """NM-MOVE-10, NM-MOVE-12: ending in contact with an enemy is legal and reported: it triggers melee."""
    bf = Battlefield(24, 20)
    bf.add_base(Base("m", 3, 10, 0.5, 1, 0))
    bf.add_base(Base("enemy", 8, 10, 1.0, 1, 1))
    res = bf.check_move("m", [(3, 10), (6.5, 10)], 5)
    assert res.legal and res.contacts == ["enemy"]
    res = bf.check_move("m", [(3, 10), (6.49, 10)], 5)  # 0.01 in apart: within tolerance
    assert res.legal and res.contacts == ["enemy"]
    assert bf.check_move("m", [(3, 10), (6.0, 10)], 5).contacts == []


def test_cannot_end_touching_two_enemies_NM_MOVE_11():
    """NM-MOVE-11: a monster cannot end its move in contact with more than one enemy."""
    bf = Battlefield(24, 20)
    bf.add_base(Base("m", 3, 10, 0.5, 1, 0))
    bf.add_base(Base("e1", 8, 11, 1.0, 1, 1))
    bf.add_base(Base("e2", 8, 9, 1.0, 1, 1))
    x = 8 - math.sqrt(1.5**2 - 1)  # touching both
    res = bf.check_move("m", [(3, 10), (x, 10)], 10)
    assert not res.legal and "more than one enemy" in res.reason
    assert sorted(res.contacts) == ["e1", "e2"]


def test_shortest_path_into_contact_with_an_enemy_NM_MOVE_10():
    """Moving into melee: the shortest path to a spot touching an enemy exists and is legal."""
    bf = Battlefield(24, 20)
    bf.add_base(Base("m", 3, 10, 0.5, 1, 0))
    bf.add_base(Base("enemy", 12, 10, 1.0, 1, 1))
    bf.add_terrain(TerrainPart("wall", rect(6, 7, 7, 13), 2))
    goal = (12 - 1.5, 10)  # exactly touching, behind the wall
    path = bf.shortest_path("m", goal)
    assert path is not None
    res = bf.check_move("m", path, plen(path) + 1e-9)
    assert res.legal and res.contacts == ["enemy"], res


def test_shortest_path_is_shortest_around_a_wall():
    bf = Battlefield(24, 20)
    bf.add_base(Base("m", 3, 10, 0.5, 1, 0))
    bf.add_terrain(TerrainPart("wall", rect(6, 5, 7, 15), 2))
    path = bf.shortest_path("m", (10, 10))
    # exact: tangent to the corner discs (radius 0.5 at (6, 5) and (7, 5)), the 1 in between, two arcs
    d = math.hypot(3, 5)
    tangent = math.sqrt(d * d - 0.25)
    turn = math.atan2(5, 3) + math.asin(0.5 / d)
    exact = 2 * tangent + 1 + 2 * 0.5 * turn
    assert exact - 1e-6 <= plen(path) <= exact * 1.01
    assert bf.check_move("m", path, plen(path)).legal


def test_no_path_when_walled_in():
    bf = Battlefield(24, 20)
    bf.add_base(Base("m", 3, 10, 0.5, 1, 0))
    bf.add_terrain(TerrainPart("wall", rect(6, 0, 7, 20), 2))
    assert bf.shortest_path("m", (12, 10)) is None


def test_narrow_gap_lets_small_bases_through_only():
    bf = Battlefield(24, 20)
    bf.add_terrain(TerrainPart("w1", rect(6, 0, 7, 9.4), 2))
    bf.add_terrain(TerrainPart("w2", rect(6, 10.6, 7, 20), 2))  # a 1.2 in gap
    bf.add_base(Base("small", 3, 10, 0.5, 1, 0))
    bf.add_base(Base("big", 3, 4, 0.7, 1, 0))
    path = bf.shortest_path("small", (10, 10))
    assert path is not None and bf.check_move("small", path, 100).legal
    assert bf.shortest_path("big", (10, 4)) is None


# the maps' "Boulder Pile": corners whose angles GEOS's round buffer used to cut inside
BOULDERS = [
    [(-0.3, 0.0), (-0.922, 0.856), (-1.928, 0.529), (-1.928, -0.529), (-0.922, -0.856)],
    [(1.769, 0.407), (1.11, 0.9), (0.437, 0.426), (0.681, -0.36), (1.503, -0.372)],
]


def test_path_around_a_boulder_passes_check_move_NM_MOVE_05():
    """Found by search on a Mudbog layout: the planned path took one chord of the planning
    outline's rounded corner, which GEOS had drawn inside the base's true clearance."""
    bf = Battlefield(28, 20)
    bf.add_terrain(
        TerrainPart(
            "boulders#0",
            [
                (23.334258982675603, 2.4894397285368566),
                (22.712258982675603, 3.3454397285368564),
                (21.706258982675603, 3.0184397285368565),
                (21.706258982675603, 1.9604397285368567),
                (22.712258982675603, 1.6334397285368567),
            ],
            0.8,
        )
    )
    bf.add_base(Base("m7", 20.241245161125207, 2.4737101330541194, 0.9, 1.9, 1))
    path = bf.shortest_path("m7", (24.6, 5.0))
    assert path is not None and bf.check_move("m7", path, 100).legal


@pytest.mark.parametrize("r", [0.45, 0.9])
def test_paths_around_boulders_at_any_rotation_pass_check_move_NM_MOVE_05(r):
    """Before the fix about a third of these paths were refused ("crosses terrain 'boulders#1'")."""
    from shapely import affinity
    from shapely.geometry import Polygon

    for rot in range(0, 360, 20):
        bf = Battlefield(20, 20)
        for j, pts in enumerate(BOULDERS):
            poly = affinity.translate(affinity.rotate(Polygon(pts), rot, origin=(0, 0)), 10, 10)
            bf.add_terrain(TerrainPart(f"boulders#{j}", poly, 0.8))
        bf.add_base(Base("m", 10, 6, r, 1, 0))
        for k in range(16):
            a = 2 * math.pi * k / 16
            goal = (10 + 4.5 * math.cos(a), 10 + 4.5 * math.sin(a))
            path = bf.shortest_path("m", goal)
            assert path is not None
            res = bf.check_move("m", path, 100)
            assert res.legal, (rot, k, res)


@pytest.mark.parametrize("quad_segs", [1, 2, 4, 6, 8])
def test_outer_buffer_stays_outside_the_rounded_outline(quad_segs):
    """GEOS rounds the number of chords of a round corner, so one may cut deeper than nominal;
    outer_buffer grows enough for the worst corner angle."""
    from shapely.geometry import Polygon

    from tabletop.geometry.paths import outer_buffer

    for deg in range(1, 180):
        a = math.radians(deg)
        tri = Polygon([(0, 0), (10, 0), (10 * math.cos(a), 10 * math.sin(a))])
        assert outer_buffer(tri, 1.0, quad_segs).exterior.distance(tri) >= 1.0 - 1e-12, deg
