"""Reachable area of a move (NM-MOVE-01..11): where a base may end a move of at most a length."""

import itertools
import math

import numpy as np
import shapely

from tabletop.geometry import Base, Battlefield, TerrainPart

from .conftest import rect

DRAW_TOL = 0.05


def plen(path):
    return sum(math.dist(p, q) for p, q in itertools.pairwise(path))


def test_open_field_reach_is_a_disc_NM_MOVE_01():
    bf = Battlefield(24, 24)
    bf.add_base(Base("m", 12, 12, 0.5, 1, 0))
    area = bf.reachable_area("m", 5)
    xy = shapely.get_coordinates(area)
    assert np.hypot(xy[:, 0] - 12, xy[:, 1] - 12).max() <= 5 + 1e-9
    assert shapely.Point(12, 12).buffer(5 - DRAW_TOL, quad_segs=64).within(area)


def test_reach_stays_on_the_map_NM_MOVE_09():
    bf = Battlefield(24, 24)
    bf.add_base(Base("m", 2, 2, 1, 1, 0))
    area = bf.reachable_area("m", 5)
    minx, miny, _maxx, _maxy = area.bounds
    assert minx >= 1 - 1e-6 and miny >= 1 - 1e-6


def test_reach_goes_around_a_wall_NM_MOVE_05():
    bf = Battlefield(24, 24)
    bf.add_base(Base("m", 5, 12, 0.5, 1, 0))
    bf.add_terrain(TerrainPart("wall", rect(7, 6, 8, 18), 3))
    area = bf.reachable_area("m", 8)
    assert not area.intersects(shapely.Polygon(rect(7, 6, 8, 18)).buffer(0.5 - 1e-3))
    # behind the wall close to it: needs a detour longer than 8
    assert not area.contains(shapely.Point(9, 12))
    # around the end of the wall
    path = bf.shortest_path("m", (7.5, 19.2))
    assert plen(path) < 8 - DRAW_TOL
    assert area.contains(shapely.Point(7.5, 19.2))


def test_reach_excludes_friends_and_clay_but_crosses_them_NM_MOVE_07_NM_MOVE_08():
    bf = Battlefield(24, 24)
    bf.add_base(Base("m", 5, 12, 0.5, 1, 0))
    bf.add_base(Base("f", 7, 12, 0.8, 1, 0))
    bf.add_smashed_clay(rect(9, 11, 10, 13))
    area = bf.reachable_area("m", 8)
    assert not area.contains(shapely.Point(7, 12))  # on the friend
    assert not area.contains(shapely.Point(9.5, 12))  # on the clay
    assert area.contains(shapely.Point(11, 12))  # beyond both: crossed


def test_reach_reaches_contact_with_an_enemy_NM_MOVE_10():
    bf = Battlefield(24, 24)
    bf.add_base(Base("m", 5, 12, 0.5, 1, 0))
    bf.add_base(Base("e", 10, 12, 1.0, 1, 1))
    area = bf.reachable_area("m", 8)
    contact = shapely.Point(10, 12).buffer(1.5 + 0.02, quad_segs=64).exterior
    near = area.intersection(contact.buffer(DRAW_TOL))
    assert not near.is_empty  # contact spots are in reach within the drawing tolerance
    assert not area.intersects(shapely.Point(10, 12).buffer(1.5 - 1e-4))


def test_reach_excludes_touching_two_enemies_NM_MOVE_11():
    bf = Battlefield(24, 24)
    bf.add_base(Base("m", 5, 12, 0.5, 1, 0))
    bf.add_base(Base("e1", 9, 13, 1.0, 1, 1))
    bf.add_base(Base("e2", 9, 11, 1.0, 1, 1))
    area = bf.reachable_area("m", 8)
    x = 9 - math.sqrt(1.5**2 - 1)
    assert not area.contains(shapely.Point(x - 0.005, 12))


def test_reach_points_have_legal_paths_NM_MOVE_04():
    """Every point of the area (inside the drawing tolerance) has a legal path no longer than the move."""
    bf = Battlefield(24, 24)
    bf.add_base(Base("m", 4, 12, 0.6, 1, 0))
    bf.add_terrain(TerrainPart("L", [(7, 6), (9, 6), (9, 16), (14, 16), (14, 18), (7, 18)], 3))
    bf.add_base(Base("e", 10, 9, 1.0, 1, 1))
    bf.add_base(Base("f", 6, 8, 0.7, 1, 0))
    L = 9.0
    area = bf.reachable_area("m", L)
    inner = area.buffer(-DRAW_TOL)
    rng = np.random.default_rng(3)
    pts = rng.uniform(0, 24, size=(3000, 2))
    inside = pts[shapely.contains_xy(inner, pts[:, 0], pts[:, 1])]
    assert len(inside) > 50
    for x, y in inside[:150]:
        path = bf.shortest_path("m", (x, y))
        assert path is not None
        res = bf.check_move("m", path, L)
        assert res.legal, (x, y, res)


def test_legal_ends_lie_in_the_area():
    """Every legal end point of a path no longer than the move is in the area (within the tolerance)."""
    bf = Battlefield(24, 24)
    bf.add_base(Base("m", 4, 12, 0.6, 1, 0))
    bf.add_terrain(TerrainPart("wall", rect(7, 6, 8, 16), 3))
    bf.add_base(Base("e", 11, 12, 1.0, 1, 1))
    L = 9.0
    area = bf.reachable_area("m", L).buffer(DRAW_TOL)
    rng = np.random.default_rng(4)
    checked = 0
    for x, y in rng.uniform(0, 24, size=(400, 2)):
        path = bf.shortest_path("m", (x, y))
        if path is None:
            continue
        res = bf.check_move("m", path, L - DRAW_TOL)
        if res.legal:
            checked += 1
            assert area.contains(shapely.Point(x, y)), (x, y)
    assert checked > 20


def test_reach_from_a_start_in_contact():
    """A monster already touching an enemy (or a wall) can still move away."""
    bf = Battlefield(24, 24)
    bf.add_base(Base("m", 8.5, 12, 0.5, 1, 0))
    bf.add_base(Base("e", 10, 12, 1.0, 1, 1))
    bf.add_terrain(TerrainPart("wall", rect(6, 6, 8, 10), 3))
    bf.move_base("m", 8.5, 10.5)  # touches the wall top (y=10) and not the enemy
    area = bf.reachable_area("m", 3)
    assert area.area > 0.8 * math.pi * 9 / 2
    assert area.contains(shapely.Point(8.5, 12.6))
    bf.move_base("m", 8.5, 12)  # touches the enemy
    area = bf.reachable_area("m", 3)
    assert area.contains(shapely.Point(6.0, 12))
    assert not area.intersects(shapely.Point(10, 12).buffer(1.5 - 1e-4))
