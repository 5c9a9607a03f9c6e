"""Issue 25's speed caches give the answers built from scratch, bit for bit, on random positions:
a battlefield whose terrain caches were filled before smashed clay came (`Battlefield.copy` + clay,
as `field._static` builds one after a smash) answers as a fresh one, and a base's centre lines found
in one call against every other base are each pair's line found alone (NM-MOVE-05/06, NM-RANGED-03)."""

from __future__ import annotations

import numpy as np
import pytest
import shapely

from tabletop.geometry import Base, Battlefield, TerrainPart
from tabletop.geometry.sight import centre_pairs

from .conftest import rect

TERRAIN = [
    TerrainPart("wall", rect(10, 4, 12, 18), 3.0),
    TerrainPart("rock", [(20, 10), (24, 9), (25, 13), (21, 15)], 2.0),
    TerrainPart("low", rect(26, 14, 27, 16), 0.5),
]
CLAY = [[(5, 20), (7, 20), (7, 22), (5, 22)], [(14, 2), (16, 2), (16, 3), (14, 3)]]


def _bases(seed: int) -> list[Base]:
    """Twelve bases of two sides, sizes and heights at random, none on terrain or on another."""
    rng = np.random.default_rng(seed)
    probe = Battlefield(36, 24)
    for t in TERRAIN:
        probe.add_terrain(t)
    out: list[Base] = []
    while len(out) < 12:
        x, y = rng.uniform(1.5, 34.5), rng.uniform(1.5, 22.5)
        r, h = float(rng.choice([0.5, 0.75, 1.0, 1.25])), float(rng.choice([0.5, 1.0, 2.5]))
        if probe.can_place(x, y, r):
            base = Base(f"b{len(out)}", float(x), float(y), r, h, len(out) % 2)
            probe.add_base(base)
            out.append(base)
    return out


def _answers(bf: Battlefield, seed: int) -> tuple:
    rng = np.random.default_rng(seed + 100)
    ids = list(bf.bases)
    sight = [bf.line_of_sight(a, b) for a in ids for b in ids if a != b]
    goals = [(float(x), float(y)) for x, y in rng.uniform((0, 0), (36, 24), size=(24, 2))]
    paths = {a: bf.shortest_paths(a, goals) for a in ids[:4]}
    moves = [bf.check_move(a, p, 6.0) for a in ids[:4] for p in paths[a] if p is not None]
    return sight, paths, [(m.legal, m.problem, m.blocker, m.length, tuple(m.contacts)) for m in moves]


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_terrain_caches_kept_across_smashed_clay_answer_as_fresh_NM_MOVE_05_NM_RANGED_03(seed):
    """The terrain-only battlefield is asked first (its union, sight structures, grown footprints and
    configuration spaces cached); a copy with clay and bases then answers every sight, path and move
    question exactly as a battlefield built from nothing."""
    bases = _bases(seed)
    terrain_only = Battlefield(36, 24)
    for t in TERRAIN:
        terrain_only.add_terrain(t)
    warm = terrain_only.copy()
    for b in _bases(seed + 50):  # the same ids elsewhere: the kept spaces must not serve the new places
        warm.add_base(b)
    _answers(warm, seed)  # fills the shared terrain caches
    kept = terrain_only.copy()
    fresh = Battlefield(36, 24)
    for t in TERRAIN:
        fresh.add_terrain(t)
    for bf in (kept, fresh):
        for k, poly in enumerate(CLAY):
            bf.add_smashed_clay(poly, k)
        for b in bases[:-1]:  # one base gone (the smashed monster)
            bf.add_base(b)
    assert kept._tcache is terrain_only._tcache and len(kept._tcache) > 3  # the caches really are shared
    assert _answers(kept, seed) == _answers(fresh, seed)


@pytest.mark.parametrize("seed", [5, 6, 7])
def test_centre_lines_of_a_row_are_each_pair_alone_NM_RANGED_03(seed):
    """`_centre_clear` finds base i's centre lines to every other base in one call; each is the
    answer of that pair asked alone."""
    bf = Battlefield(36, 24)
    for t in TERRAIN:
        bf.add_terrain(t)
    for b in _bases(seed):
        bf.add_base(b)
    arr = bf._arrays()
    n = len(arr["r"])
    st = bf._sight_state()
    blocked = 0
    for i in range(n):
        for j in range(n):
            if i == j:
                continue
            alone = centre_pairs(
                arr["xy"], arr["r"], arr["h"], bf._terr_of, np.array([min(i, j)]), np.array([max(i, j)])
            )
            assert bf._centre_clear(st, i, j) == bool(alone[0])
            blocked += not alone[0]
    assert blocked > 4  # terrain and bases in the way of some


def test_clay_stop_passes_over_paths_far_from_clay_as_the_samples_do_NM_FAN_21():
    """A path whose every sample point (every 0.02 in, as `clay_stop` samples) stays farther than the
    base's radius from smashed clay has no stop; one that passes over clay has one (random paths, some
    grazing the clay within a hair)."""
    from tabletop.geometry.model import EPS

    bf = Battlefield(36, 24)
    bf.add_smashed_clay([(10, 10), (12, 10), (12, 12), (10, 12)], "c")
    bf.add_base(Base("a", 4.0, 4.0, 1.0, 1.0, 0))
    rng = np.random.default_rng(11)
    stops = 0
    for _ in range(300):
        ends = rng.uniform((2, 2), (20, 20), size=(int(rng.integers(1, 4)), 2))
        if rng.random() < 0.3:  # along the clay's edge at just about the radius
            y = 12 + 1.0 - EPS + float(rng.uniform(-1e-6, 1e-6))
            ends = np.array([[8.0, y], [14.0, y]])
        path = [(4.0, 4.0)] + [(float(x), float(y)) for x, y in ends]
        arr = np.array(path)
        cum = np.concatenate([[0.0], np.cumsum(np.hypot(*np.diff(arr, axis=0).T))])
        s = np.unique(np.concatenate([np.arange(0.0, cum[-1], 0.02), cum, [cum[-1]]]))
        pts = shapely.points(np.stack([np.interp(s, cum, arr[:, 0]), np.interp(s, cum, arr[:, 1])], 1))
        over = shapely.dwithin(bf._clay_union(), pts, 1.0 - EPS).any()
        stop = bf.clay_stop("a", path)
        assert (stop is not None) == bool(over)
        stops += stop is not None
    assert 20 < stops < 280


def test_outline_built_when_first_asked_is_the_eager_one_NM_MOVE_05():
    """A configuration space that leaves its planning outline to the first question builds it then,
    once, and every part is the one built eagerly."""
    from tabletop.geometry.paths import OUTLINE_PARTS, ConfigSpace

    bases = _bases(9)
    args = (36, 24, 1.0, [(t.id, t.polygon) for t in TERRAIN], [b.id for b in bases])
    xy, r = np.array([[b.x, b.y] for b in bases]), np.array([b.radius for b in bases])
    eager = ConfigSpace(*args, xy, r, graph=False)
    lazy = ConfigSpace(*args, xy, r, graph=False, outline=False)
    assert "nodes" not in lazy.__dict__
    nodes = lazy.nodes
    assert all(name in lazy.__dict__ for name in OUTLINE_PARTS) and lazy.nodes is nodes  # built once
    for name in OUTLINE_PARTS[2:]:
        assert np.array_equal(getattr(lazy, name), getattr(eager, name))
    assert lazy.U.equals_exact(eager.U, 0) and len(nodes) > 20


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_clay_shapes_kept_while_bases_move_answer_as_fresh_NM_MOVE_08_NM_FAN_21(seed):
    """The grown clay of the reachable area's forbidden ends is kept per radius while only bases
    move: after moves, every base's area (radii differ) and every end test near the clay are those of
    a battlefield built from nothing in the same state."""
    rng = np.random.default_rng(seed)
    bf = Battlefield(36, 24)
    for t in TERRAIN:
        bf.add_terrain(t)
    for k, poly in enumerate(CLAY):
        bf.add_smashed_clay(poly, k)
    bases = _bases(seed)
    for b in bases:
        bf.add_base(b)
    ids = [b.id for b in bases[:6]]
    for a in ids:
        bf.reachable_area(a, 9.0)  # fills the kept clay shapes, per radius
    for _ in range(3):
        a = ids[int(rng.integers(len(ids)))]
        base = bf.bases[a]
        for _ in range(50):
            x, y = base.x + rng.uniform(-3, 3), base.y + rng.uniform(-3, 3)
            if bf.can_place(x, y, base.radius, ignore=a):
                bf.move_base(a, float(x), float(y))
                break
        state = bf.to_dict()
        fresh = Battlefield.from_dict(state)
        for b in ids:  # each area of a battlefield that answered nothing before
            got, want = bf.reachable_area(b, 9.0), Battlefield.from_dict(state).reachable_area(b, 9.0)
            assert got.equals_exact(want, 0) and got.wkb == want.wkb
        for x, y in rng.uniform((2, 1), (18, 24), size=(60, 2)).tolist():  # round the clay
            for b in ids:
                assert bf.end_problem(b, x, y) == fresh.end_problem(b, x, y)
    assert len({bf.bases[b].radius for b in ids}) > 1
