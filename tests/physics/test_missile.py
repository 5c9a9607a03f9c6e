"""Magic Missile physics (NM-CLAY-05, NM-CLAY-06): seeded, deterministic, smashing what it should."""

from __future__ import annotations

import dataclasses
import itertools
import json
import math
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop.core.rng import RNG
from tabletop.physics import STEP, simulate_missile, tip_impulse
from tabletop.physics.params import Monster

from .conftest import grid

TERRAIN = [([(2, 2), (5, 2), (5, 3), (3, 3), (3, 6), (2, 6)], 2.5), ([(16, 4), (18, 4), (18, 5), (16, 5)], 0.8)]


def test_same_seed_same_result_twice(params):
    """NM-CLAY-06: the same inputs and seed give the identical drop: smashed set, frames, events."""
    mons = grid(4, 0.1)
    for seed in (1, 7, 12345):
        a = simulate_missile(mons, TERRAIN, (12, 12), seed, params, bounds=(24, 24))
        b = simulate_missile(mons, TERRAIN, (12, 12), seed, params, bounds=(24, 24))
        assert a == b
        assert a.smashed == b.smashed and a.frames == b.frames


def test_an_rng_gives_what_its_seed_gives(params):
    """NM-CLAY-06: the engine may pass the game's RNG (advanced) or a seed drawn from it."""
    mons = grid(3, 0.2)
    assert simulate_missile(mons, [], (11, 11), RNG(99), params) == simulate_missile(mons, [], (11, 11), 99, params)
    rng = RNG(5)
    simulate_missile(mons, [], (11, 11), rng, params)
    assert rng != RNG(5)


def test_different_seeds_scatter_the_ball(params):
    """NM-CLAY-06: scatter comes from the seed, within the data's scatter radius."""
    points = {simulate_missile([], [], (12, 12), s, params).seed_point for s in range(10)}
    assert len(points) == 10
    assert all(math.dist(p, (12, 12)) <= params.scatter + 1e-9 for p in points)


_CHILD = """
import json, sys
from tabletop.content.necromolds_clay import load_clay
from tabletop.physics import ClayParams, simulate_missile
record, drams = load_clay()
p = ClayParams.from_content(record, drams)
mons = json.loads(sys.argv[1])
r = simulate_missile(mons, [], (12, 12), 4242, p, bounds=(24, 24))
print(json.dumps([list(r.smashed), [list(f) for f in r.frames]]))
"""


def test_same_seed_same_result_in_another_process(params):
    """NM-CLAY-06: a replay in a fresh process (another hash seed) lands and smashes identically."""
    mons = [list(m) for m in grid(4, 0.1)]
    here = simulate_missile(mons, [], (12, 12), 4242, params, bounds=(24, 24))
    env = dict(os.environ, PYTHONHASHSEED="12345")
    out = subprocess.run(
        [sys.executable, "-c", _CHILD, json.dumps(mons)],
        capture_output=True,
        text=True,
        env=env,
        cwd=Path(__file__).resolve().parents[2],
        check=True,
    ).stdout
    smashed, frames = json.loads(out)
    assert smashed == list(here.smashed)
    assert frames == [list(f) for f in here.frames]


def test_a_monster_far_from_the_drop_is_never_touched(params):
    """NM-CLAY-05: a monster well beyond the scatter and the roll is never smashed, pushed or tracked."""
    mons = grid(3, 0.1) + [("far", 22.0, 22.0, 0.5, 1.5, 6)]
    for seed in range(30):
        r = simulate_missile(mons, [], (11.2, 11.2), seed, params, bounds=(24, 24))
        assert "far" not in r.smashed and "far" not in r.moved and "far" not in r.tracks


def test_a_tight_group_loses_some_and_open_ground_none(params):
    """NM-CLAY-05: a ball dropped on a tight group smashes some of it (friend or foe), on open ground none."""
    mons = grid(4, 0.1)
    centre = (10 + 1.5 * 1.3, 10 + 1.5 * 1.3)
    counts = [len(simulate_missile(mons, [], centre, s, params, bounds=(24, 24)).smashed) for s in range(20)]
    assert sum(counts) > 0 and sum(c > 0 for c in counts) >= 10
    assert max(counts) < len(mons)  # never the whole group
    for s in range(20):
        r = simulate_missile(mons, [], (19.5, 19.5), s, params, bounds=(24, 24))
        assert r.smashed == () and r.moved == {}


def test_a_ball_coming_down_on_a_model_crushes_it(params):
    """NM-CLAY-05: the monster under the ball where it lands is crushed."""
    exact = dataclasses.replace(params, scatter=0.0, release_speed=0.0)
    r = simulate_missile(
        [("target", 12, 12, 0.85, 1.3, 10), ("near", 14.5, 12, 0.6, 1.5, 8)],
        [],
        (12.2, 11.9),
        3,
        exact,
        bounds=(24, 24),
    )
    assert r.crushed[0] == "target"
    assert math.dist(r.landing, (12, 12)) <= 0.85
    assert r.events[0].kind == "crushed" and 0 < r.events[0].frame < len(r.frames)


def test_tall_narrow_models_tip_easier_than_squat_wide_ones(params):
    """NM-CLAY-06: the knock-over criterion depends on the monster's base radius and height."""
    tall = Monster("t", 0, 0, 0.4, 2.5)
    squat = Monster("s", 0, 0, 1.0, 0.8)
    assert tip_impulse(tall, 6, 1.0) < tip_impulse(squat, 6, 1.0)
    assert tip_impulse(tall, 6, 2.0) < tip_impulse(tall, 6, 1.0)  # struck higher, tips easier


def test_frames_are_a_fixed_step_fall_and_end_in_time(params):
    """NM-CLAY-06: the table animates the frames the rules counted: 1/120 s each, from the drop height."""
    r = simulate_missile(grid(3, 0.2), TERRAIN, (11, 11), 8, params, bounds=(24, 24))
    assert r.step == STEP
    assert r.frames[0][2] == pytest.approx(params.drop_height)
    zs = [f[2] for f in r.frames]
    first_low = next(i for i, z in enumerate(zs) if z <= 2.0)
    assert all(a >= b for a, b in itertools.pairwise(zs[:first_low]))  # falling
    assert (len(r.frames) - 1) * STEP <= params.max_seconds + 1e-9
    assert all(0 < e.frame < len(r.frames) for e in r.events)
    for track in r.tracks.values():
        assert len(track) == len(r.frames)


def test_bases_stay_out_of_terrain_off_each_other_and_on_the_map(params):
    """NM-CLAY-05: pushed bases stop at terrain, at each other and at the map's edge (light, slippery
    bases and a lumpier ball here, so that some are pushed)."""
    from shapely.geometry import Point, Polygon

    slippery = dataclasses.replace(params, base_friction=0.1, tip_factor=20.0, lump=0.4)
    mons = [
        ("a", 5.6, 3.5, 0.5, 1.0, 2),
        ("b", 0.6, 12.0, 0.5, 1.0, 2),
        ("c", 1.7, 12.0, 0.5, 1.0, 2),
        ("d", 5.6, 2.4, 0.5, 1.0, 2),
    ]
    walls = [Polygon(p) for p, _h in TERRAIN]
    pushed = 0
    for seed in range(30):
        r = simulate_missile(mons, TERRAIN, (5.0, 3.0) if seed % 2 else (1.2, 12.5), seed, slippery, bounds=(24, 24))
        pushed += bool(r.moved)
        standing = {m[0]: r.moved.get(m[0], m[1:3]) for m in mons if m[0] not in r.smashed}
        for mid, (x, y) in standing.items():
            assert 0.5 - 1e-3 <= x <= 23.5 + 1e-3 and 0.5 - 1e-3 <= y <= 23.5 + 1e-3
            assert all(w.distance(Point(x, y)) > 0.5 - 1e-3 for w in walls)
            assert all(math.dist((x, y), q) > 1.0 - 5e-3 for k, q in standing.items() if k != mid)
    assert pushed >= 5


def test_bad_inputs_are_refused(params):
    """Every number from outside is bounded before any work (DESIGN: nothing from a file is trusted)."""
    with pytest.raises(ValueError):
        simulate_missile([], [], (math.nan, 1), 1, params)
    with pytest.raises(ValueError):
        simulate_missile([("a", 1, 1, -1, 1)], [], (1, 1), 1, params)
    with pytest.raises(ValueError):
        simulate_missile([("a", 1, 1, 1, 1), ("a", 5, 5, 1, 1)], [], (1, 1), 1, params)
    with pytest.raises(TypeError):
        simulate_missile([], [], (1, 1), 1.5, params)


def test_a_ball_dropped_on_terrain_lands_on_its_top(params):
    """NM-CLAY-05: terrain is solid: a ball coming down on a terrain piece lands on its top."""
    exact = dataclasses.replace(params, scatter=0.0, release_speed=0.0)
    r = simulate_missile([("beside", 6.0, 4.5, 0.6, 1.5, 8)], TERRAIN, (2.5, 4.0), 1, exact, bounds=(24, 24))
    landed = next(f for f in r.frames if f[2] <= 2.5 + 1e-9)
    assert landed[2] == pytest.approx(2.5) and r.landing == pytest.approx((2.5, 4.0))
    assert r.smashed == ()


def test_a_toppling_model_knocks_over_a_smaller_neighbour_it_falls_on(params):
    """NM-CLAY-06: a model that tips falls along the blow and strikes what it lands on (dominoes,
    `topple_strike`), a fall time later; one beside its fall is untouched."""
    from tabletop.physics.missile import _Sim, _Table
    from tabletop.physics.params import monsters_in

    mons = monsters_in(
        [("big", 10, 10, 0.5, 3.0, 20), ("small", 11.5, 10, 0.4, 0.9, 3), ("aside", 10, 12, 0.4, 0.9, 3)]
    )
    sim = _Sim(mons, _Table([], None, len(mons)), params, RNG(1), None)
    sim.drop((3.0, 3.0), (0.0, 0.0))
    sim.frame = 1
    sim._tip(0, (1.0, 0.0))
    for _ in range(30):
        sim.frame += 1
        sim._run_pending()
    kinds = [(e.id, e.kind) for e in sim.events]
    assert kinds == [("big", "knocked_over"), ("small", "knocked_over")]
    assert sim.events[1].frame > sim.events[0].frame and sim.events[1].direction == (1.0, 0.0)


def test_the_top_under_the_ball_is_read_from_the_polygon_as_shapely_sees_it():
    """The ball's height step reads each terrain top's bounds and rings once (`_inside_rings`): a point
    is inside exactly where shapely says the polygon (with its hole) contains it."""
    import random

    from shapely.geometry import Point, Polygon

    from tabletop.physics.missile import _inside_rings

    rnd = random.Random(13)
    shapes = [
        Polygon([(1, 1), (6, 1.5), (5, 6), (2.5, 3), (1, 5)]),  # concave
        Polygon([(0, 0), (8, 0), (8, 8), (0, 8)], [[(2, 2), (6, 2), (6, 6), (2, 6)]]),  # a hole
    ]
    seen = set()
    for poly in shapes:
        rings = [list(r.coords) for r in [poly.exterior, *poly.interiors]]
        for _ in range(2000):
            x, y = rnd.uniform(-1, 9), rnd.uniform(-1, 9)
            if poly.boundary.distance(Point(x, y)) < 1e-6:
                continue  # on an edge either answer is a top
            want = poly.contains(Point(x, y))
            assert _inside_rings(poly.bounds, rings, x, y) == want
            seen.add(want)
    assert seen == {True, False}


def test_the_rolling_grip_set_only_when_it_changes_gives_the_drop_set_every_step(params, monkeypatch):
    """The ball's rolling resistance is set on its grip only when it changes: every drop (rolling,
    bouncing off tops and models, off the map) is the one that sets it every step, frame for frame."""
    from tabletop.physics import missile

    drops = [
        (grid(4, 0.1), TERRAIN, aim, seed, bounds)
        for aim in ((12, 12), (3, 3), (17, 4.5), (23.5, 12))
        for seed in (1, 7, 12345)
        for bounds in ((24, 24), None)
    ]
    once = [simulate_missile(m, t, a, s, params, bounds=b) for m, t, a, s, b in drops]
    height_step = missile._Sim._height_step

    def every_step(sim):  # as it was: the grip set after each height step
        height_step(sim)
        sim.ball_grip.max_force = sim.p.roll_resistance * sim.mb * missile.G if sim.on_surface else 0.0

    monkeypatch.setattr(missile._Sim, "_height_step", every_step)
    assert [simulate_missile(m, t, a, s, params, bounds=b) for m, t, a, s, b in drops] == once
    assert any(r.frames[-1][2] == 0 for r in once) and any(r.smashed for r in once)  # rolled on the ground; smashed
