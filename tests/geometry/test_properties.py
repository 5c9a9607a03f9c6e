"""Property tests of the geometry on random small battlefields (hypothesis)."""

import itertools
import math

import numpy as np
import shapely
from hypothesis import HealthCheck, assume, given, note, settings
from hypothesis import strategies as st

from tabletop.geometry import Base, TerrainPart, ToolEdges

from .conftest import brute_force_sightline, grid_scenes, map_scenes, scenes, segment_is_clear, sightline_is_clear

SETTINGS = settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def plen(path):
    return sum(math.dist(p, q) for p, q in itertools.pairwise(path))


def _path_clearance(bf, mover, path):
    """Least clearance of the moving base along path from terrain and enemies (negative = crossing)."""
    b = bf.bases[mover]
    line = shapely.LineString(path) if len(path) > 1 else shapely.Point(path[0])
    worst = math.inf
    for t in bf.terrain.values():
        worst = min(worst, line.distance(t.polygon) - b.radius)
    for o in bf.bases.values():
        if o.owner != b.owner:
            worst = min(worst, line.distance(shapely.Point(o.x, o.y)) - b.radius - o.radius)
    return worst


@SETTINGS
@given(scenes(n_bases=(2, 6)), st.floats(0, 12), st.floats(0, 12))
def test_paths_never_cross_terrain_or_enemies_NM_MOVE_05_NM_MOVE_06(bf, gx, gy):
    """NM-MOVE-05, NM-MOVE-06: every planned path passes check_move and keeps off terrain and enemies."""
    mover = "b0"
    path = bf.shortest_path(mover, (gx, gy))
    if path is None:
        return
    assert _path_clearance(bf, mover, path) >= -1e-6
    res = bf.check_move(mover, path, plen(path) + 1e-9)
    end_ok = not bf._end_problem(bf.bases[mover], gx, gy)[2] and len(bf._contacts_at(bf.bases[mover], gx, gy)) <= 1
    assert res.legal == end_ok, res


@SETTINGS
@given(scenes(n_bases=(2, 6)), st.floats(0, 12), st.floats(0, 12), st.floats(0.5, 8))
def test_path_length_never_exceeds_what_was_asked_NM_MOVE_04(bf, gx, gy, length):
    """NM-MOVE-04: a move accepted by check_move is never longer than the edge."""
    path = bf.shortest_path("b0", (gx, gy))
    if path is None:
        return
    res = bf.check_move("b0", path, length)
    if res.legal:
        assert res.length <= length + 1e-9
        assert plen(path) <= length + 1e-9
    elif "longer" in res.reason:
        assert plen(path) > length


@SETTINGS
@given(scenes(n_bases=(2, 7)))
def test_sight_is_symmetric_NM_RANGED_03(bf):
    ids = list(bf.bases)
    table = bf.sight_table()
    fresh = bf.copy()
    fresh._scache = {}
    for a in ids:
        for b in ids:
            if a != b:
                assert table[(a, b)] == table[(b, a)] == fresh.line_of_sight(a, b)


@SETTINGS
@given(scenes(n_bases=(2, 6)))
def test_sight_agrees_with_a_brute_force_sampler_NM_RANGED_05(bf):
    """When the dense sampler finds a sightline the exact test finds one; a reported one is really clear."""
    ids = list(bf.bases)
    for a in ids[:3]:
        for b in ids:
            if a == b:
                continue
            s = bf.sightline(a, b)
            if s.seen:
                assert segment_is_clear(bf, a, b, s.segment), (a, b, s)
            else:
                assert not brute_force_sightline(bf, a, b, n=90, clearance=1e-3), (a, b)


@SETTINGS
@given(
    scenes(n_bases=(2, 6)), st.floats(0.5, 11), st.floats(0.5, 11), st.floats(0.2, 2), st.floats(0.2, 2), st.booleans()
)
def test_adding_an_obstacle_never_creates_a_sightline_NM_RANGED_03(bf, x, y, w, h, as_base):
    before = bf.sight_table()
    more = bf.copy()
    if as_base:
        more.add_base(Base("new", x, y, min(w, h), 3.0, 0))
    else:
        more.add_terrain(TerrainPart("new", [(x, y), (x + w, y), (x + w, y + h), (x, y + h)], 3.0))
    after = more.sight_table()
    for pair, seen in before.items():
        if not seen:
            assert not after[pair], pair


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(scenes(n_bases=(2, 5)), st.floats(1, 7), st.integers(0, 2**31))
def test_reach_points_have_legal_paths_NM_MOVE_01(bf, length, seed):
    """A point of the reachable area (inside the 0.05 in drawing tolerance) has a legal path of at most length."""
    area = bf.reachable_area("b0", length)
    inner = area.buffer(-0.05)
    assume(not inner.is_empty)
    rng = np.random.default_rng(seed)
    x0, y0, x1, y1 = inner.bounds
    pts = rng.uniform((x0, y0), (x1, y1), size=(200, 2))
    pts = pts[shapely.contains_xy(inner, pts[:, 0], pts[:, 1])][:10]
    for x, y in pts:
        path = bf.shortest_path("b0", (x, y))
        assert path is not None, (x, y)
        res = bf.check_move("b0", path, length)
        assert res.legal, (x, y, res)


@SETTINGS
@given(grid_scenes())
def test_axis_aligned_sightlines_are_really_clear_NM_RANGED_03(bf):
    """Bases and obstacles on a grid (shared x / y, lines through vertices and along edges): every
    reported sightline is clear by an independent test, and every way of asking agrees."""
    note(bf.to_dict())  # a failing scene, to paste into a regression test
    ids = list(bf.bases)
    table = bf.copy().sight_table()
    single = bf.copy()
    single._scache = {}
    edges = ToolEdges(3, 5, 7)
    for a in ids:
        me = bf.bases[a]
        threats = {t.enemy: t.seen for t in bf.threats(a, (me.x, me.y), edges)}
        for b in ids:
            if a == b:
                continue
            s = single.sightline(a, b)
            if s.seen:
                assert sightline_is_clear(bf, a, b, s.segment), (a, b, s)
            assert table[(a, b)] == s.seen, (a, b)
            assert bf.sees_from(a, (me.x, me.y), b) == s.seen, (a, b)
            if b in threats:
                assert threats[b] == s.seen, (a, b)


@SETTINGS
@given(map_scenes(), st.integers(0, 99), st.floats(-0.8, 0.8), st.floats(0.5, 4))
def test_paths_on_map_terrain_pass_check_move_NM_MOVE_05(bf, part, turn, beyond):
    """Every path shortest_path returns around the maps' own pieces (concave, odd corner angles,
    any rotation) is one check_move accepts, unless only its end is illegal. The goal lies behind
    a terrain part as seen from the mover, so the path has to wrap it."""
    assume("b0" in bf.bases)
    base = bf.bases["b0"]
    c = list(bf.terrain.values())[part % len(bf.terrain)].polygon.centroid
    ang = math.atan2(c.y - base.y, c.x - base.x) + turn
    gx, gy = c.x + beyond * math.cos(ang), c.y + beyond * math.sin(ang)
    path = bf.shortest_path("b0", (gx, gy))
    if path is None:
        return
    res = bf.check_move("b0", path, plen(path) + 1e-9)
    end_ok = not bf._end_problem(base, gx, gy)[2] and len(bf._contacts_at(base, gx, gy)) <= 1
    assert res.legal == end_ok, res
