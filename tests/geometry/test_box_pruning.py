"""The exact tests of legs and end points ask GEOS only about what comes near a terrain part's (or
clay's) bounding box (issue 25's speed); the answers are those of asking GEOS about everything, on
random legs and points, many of them at a hair more or less than the base's radius from the
terrain's edges, where a box test with too little margin would wrongly pass them (NM-MOVE-05, -08)."""

from __future__ import annotations

import numpy as np
import pytest
import shapely

from tabletop.geometry import Base, Battlefield, TerrainPart
from tabletop.geometry.model import EPS
from tabletop.geometry.paths import ConfigSpace
from tabletop.geometry.sight import point_segment_dist

from .conftest import rect

TERRAIN = [
    TerrainPart("wall", rect(8, 3, 10, 16), 3.0),  # rectangles: their boxes are their outlines
    TerrainPart("block", rect(20, 14, 26, 18), 2.0),
    TerrainPart("rock", [(13, 18), (16, 17), (17, 21), (14, 22)], 2.0),
]
CLAY = [rect(28, 4, 30, 6), [(3, 19), (5, 19), (4, 21)]]


def _legs_clear_everywhere(cs: ConfigSpace, p1: np.ndarray, p2: np.ndarray) -> np.ndarray:
    """`legs_clear` as it was: every leg on the map asked of GEOS."""
    ok = ((p1 >= cs.lo - EPS) & (p1 <= cs.hi + EPS) & (p2 >= cs.lo - EPS) & (p2 <= cs.hi + EPS)).all(axis=1)
    d = point_segment_dist(
        cs.enemy_xy[None, :, 0], cs.enemy_xy[None, :, 1], p1[:, None, 0], p1[:, None, 1], p2[:, None, 0], p2[:, None, 1]
    )
    ok &= (d >= cs.enemy_R[None, :] - EPS).all(axis=1)
    segs = shapely.linestrings(np.stack([p1, p2], axis=1))
    return ok & ~shapely.dwithin(segs, cs.terrain_union, cs.r - EPS)


def _points_free_everywhere(cs: ConfigSpace, pts: np.ndarray) -> np.ndarray:
    ok = ((pts >= cs.lo - EPS) & (pts <= cs.hi + EPS)).all(axis=1)
    d = np.hypot(pts[:, None, 0] - cs.enemy_xy[None, :, 0], pts[:, None, 1] - cs.enemy_xy[None, :, 1])
    ok &= (d >= cs.enemy_R[None, :] - EPS).all(axis=1)
    return ok & ~shapely.dwithin(shapely.points(pts), cs.terrain_union, cs.r - EPS)


def _edge_hugging(rng, r: float, n: int) -> np.ndarray:
    """Points at r - EPS, give or take 1e-4 .. 1e-9, from the edges of the terrain (a random edge,
    a random point on it, pushed out along its normal or from a corner)."""
    out = []
    polys = [t.polygon for t in TERRAIN]
    for _ in range(n):
        ring = np.asarray(polys[int(rng.integers(len(polys)))].exterior.coords)
        k = int(rng.integers(len(ring) - 1))
        a, b = ring[k], ring[k + 1]
        off = (r - EPS) + float(rng.choice([-1, 1])) * 10 ** float(rng.uniform(-9, -4))
        if rng.random() < 0.3:  # round a corner
            ang = rng.uniform(0, 2 * np.pi)
            out.append(a + off * np.array([np.cos(ang), np.sin(ang)]))
        else:
            t = rng.uniform(0, 1)
            e = b - a
            nrm = np.array([e[1], -e[0]]) / np.hypot(*e)
            out.append(a + t * e + float(rng.choice([-1, 1])) * off * nrm)
    return np.array(out)


def _space(seed: int) -> ConfigSpace:
    rng = np.random.default_rng(seed)
    k = int(rng.integers(2, 8))
    union = shapely.union_all([t.polygon for t in TERRAIN])
    shapely.prepare(union)
    return ConfigSpace(
        36,
        24,
        float(rng.choice([0.5, 0.75, 1.0])),
        [(t.id, t.polygon) for t in TERRAIN],
        list(range(k)),
        rng.uniform((1, 1), (35, 23), size=(k, 2)),
        rng.choice([0.5, 1.0], size=k),
        union,
        graph=False,
    )


@pytest.mark.parametrize("seed", range(6))
def test_legs_and_points_pruned_by_boxes_answer_as_asking_geos_everywhere_NM_MOVE_05(seed):
    rng = np.random.default_rng(seed)
    cs = _space(seed)
    hug = _edge_hugging(rng, cs.r, 300)
    wide = rng.uniform((0, 0), (36, 24), size=(300, 2))
    pts = np.concatenate([hug, wide])
    assert np.array_equal(cs.points_free(pts), _points_free_everywhere(cs, pts))
    # legs: short ones grazing the terrain (both ends hugging one edge), long ones, single ones
    p1 = np.concatenate([hug, wide, hug[:100]])
    p2 = np.concatenate([hug + rng.uniform(-0.5, 0.5, size=hug.shape), wide[::-1], hug[100:200]])
    assert np.array_equal(cs.legs_clear(p1, p2), _legs_clear_everywhere(cs, p1, p2))
    for k in range(0, 300, 7):
        assert cs.legs_clear(p1[k], p2[k])[0] == _legs_clear_everywhere(cs, p1[k : k + 1], p2[k : k + 1])[0]
    free = cs.points_free(hug)
    assert 0.05 < free.mean() < 0.8  # really on both sides of the radius (half are pushed inwards)


@pytest.mark.parametrize("seed", range(4))
def test_end_problem_pruned_by_boxes_answers_as_asking_geos_NM_MOVE_08_NM_FAN_21(seed):
    """An end's terrain and clay tests, asked of GEOS only near a box, give the answer of asking always."""
    rng = np.random.default_rng(seed + 10)
    bf = Battlefield(36, 24)
    for t in TERRAIN:
        bf.add_terrain(t)
    for k, c in enumerate(CLAY):
        bf.add_smashed_clay(c, k)
    r = float(rng.choice([0.5, 1.0]))
    bf.add_base(Base("me", 1.5, 1.5, r, 1.0, 0))
    tu = shapely.union_all([t.polygon for t in TERRAIN])
    cu = shapely.union_all([shapely.Polygon(c) for c in CLAY])
    clay_hug = []
    for c in CLAY:
        ring = np.asarray(shapely.Polygon(c).exterior.coords)
        for _ in range(60):
            k = int(rng.integers(len(ring) - 1))
            a, b = ring[k], ring[k + 1]
            e = b - a
            nrm = np.array([e[1], -e[0]]) / np.hypot(*e)
            off = (r - EPS) + float(rng.choice([-1, 1])) * 10 ** float(rng.uniform(-9, -4))
            clay_hug.append(a + rng.uniform(0, 1) * e + float(rng.choice([-1, 1])) * off * nrm)
    pts = np.concatenate([_edge_hugging(rng, r, 200), np.array(clay_hug), rng.uniform((0, 0), (36, 24), size=(200, 2))])
    seen = set()
    for x, y in pts.tolist():
        got = bf.end_problem("me", x, y)
        p = shapely.Point(x, y)
        if not (r - EPS <= x <= 36 - r + EPS and r - EPS <= y <= 24 - r + EPS):
            want = "off_map"
        elif shapely.dwithin(tu, p, r - EPS):
            want = "on_terrain"
        elif shapely.dwithin(cu, p, r - EPS):
            want = "on_clay"
        else:
            want = ""
        assert got == want, (x, y)
        seen.add(got)
    assert {"", "on_terrain", "on_clay"} <= seen


def _enemy_grazing(rng, cs: ConfigSpace, n: int) -> tuple[np.ndarray, np.ndarray]:
    """Legs passing an enemy at its contact distance less EPS, give or take a relative 1e-4 .. 1e-13
    (tangent legs, and legs ending on the circle), and their ends."""
    p1, p2 = [], []
    for _ in range(n):
        k = int(rng.integers(len(cs.enemy_R)))
        c, bound = cs.enemy_xy[k], cs.enemy_R[k] - EPS
        rho = bound * (1 + float(rng.choice([-1, 1])) * 10 ** float(rng.uniform(-13, -4)))
        ang = rng.uniform(0, 2 * np.pi)
        n_ = np.array([np.cos(ang), np.sin(ang)])
        touch = c + rho * n_
        tangent = np.array([-n_[1], n_[0]]) * rng.uniform(0.2, 3.0)
        if rng.random() < 0.5:
            p1.append(touch - tangent * rng.uniform(0.1, 1.0))
            p2.append(touch + tangent)
        else:  # the leg ends on the circle
            p1.append(touch + n_ * rng.uniform(0.1, 2.0) + tangent)
            p2.append(touch)
    return np.array(p1), np.array(p2)


@pytest.mark.parametrize("seed", range(6))
def test_few_legs_and_points_in_python_floats_answer_as_the_arrays_NM_MOVE_05_NM_MOVE_06(seed):
    """Up to FEW legs or points are tested one by one in Python floats; each answer is the array
    test's, on legs grazing enemies and terrain a hair either side of the bound, and random ones."""
    from tabletop.geometry.paths import FEW

    rng = np.random.default_rng(seed + 20)
    cs = _space(seed)
    g1, g2 = _enemy_grazing(rng, cs, 300)
    hug = _edge_hugging(rng, cs.r, 200)
    wide = rng.uniform((-1, -1), (37, 25), size=(200, 2))  # some off the map
    p1 = np.concatenate([g1, hug, wide])
    p2 = np.concatenate([g2, hug + rng.uniform(-0.5, 0.5, size=hug.shape), wide[::-1]])
    arrays = cs._legs_clear(p1, p2)
    assert 0.2 < arrays[:300].mean() < 0.8  # grazing legs on both sides of the bound
    k = 0
    while k < len(p1):  # one to FEW legs a call
        m = int(rng.integers(1, FEW + 1))
        assert np.array_equal(cs.legs_clear(p1[k : k + m], p2[k : k + m]), arrays[k : k + m])
        k += m
    pts = np.concatenate([g2, hug, wide])  # g2: half of them on an enemy's circle
    arrays = cs._points_free(pts)
    k = 0
    while k < len(pts):
        m = int(rng.integers(1, FEW + 1))
        assert np.array_equal(cs.points_free(pts[k : k + m]), arrays[k : k + m])
        k += m
    assert 0.1 < arrays.mean() < 0.9
