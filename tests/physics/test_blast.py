"""Magic Blast settle (NM-CLAY-08): the disc's footprint, and sliding off a tall monster."""

from __future__ import annotations

import math

from tabletop.physics import simulate_blast

from .conftest import grid


def test_footprint_covers_the_monsters_under_it(params):
    """NM-CLAY-08: lowered over a group of equal models, it rests on them and every one under it counts."""
    mons = grid(2, 0.1) + [("far", 20, 20, 0.5, 1.0)]
    r = simulate_blast(mons, [], (10.65, 10.65), params)
    assert not r.slid
    assert set(r.under) == {"m0", "m1", "m2", "m3"}
    assert r.height == 1.5 and set(r.supports) == set(r.under)
    assert r.radius == params.blast_radius
    for mid in r.under:
        m = next(m for m in mons if m[0] == mid)
        assert math.dist(r.centre, m[1:3]) <= r.radius + m[3]


def test_it_slides_off_a_tall_monster_at_its_edge(params):
    """NM-CLAY-08: held up only at its edge by a tall model, it slides off and comes down beyond it."""
    c = (12.0, 12.0)
    tall = ("tall", c[0] + 1.0, c[1], 0.5, 3.0)
    short = ("short", c[0] - 0.8, c[1], 0.6, 1.0)
    r = simulate_blast([tall, short], [], c, params)
    assert r.slid and r.path[0] == c
    assert "tall" not in r.under and "short" in r.under
    assert r.centre[0] < c[0] and r.height == 1.0
    assert math.dist(r.centre, tall[1:3]) >= r.radius + tall[3]


def test_centred_on_a_tall_monster_it_rests_there(params):
    """NM-CLAY-08: centred over a tall model it rests on it; the shorter ones under it count too."""
    mons = [("tall", 12, 12, 0.6, 3.0), ("short", 13.2, 12, 0.5, 1.0)]
    r = simulate_blast(mons, [], (12.1, 12.0), params)
    assert not r.slid and r.supports == ("tall",) and r.height == 3.0
    assert r.under == ("tall", "short")


def test_on_open_ground_nobody_is_under_it_and_it_is_deterministic(params):
    """NM-CLAY-08: nothing under it, nothing counts; the same inputs settle the same way."""
    mons = grid(3, 0.1)
    assert simulate_blast(mons, [], (20, 20), params).under == ()
    a = simulate_blast(mons, [([(13, 9), (14, 9), (14, 14), (13, 14)], 2.0)], (13.2, 11), params)
    assert a == simulate_blast(mons, [([(13, 9), (14, 9), (14, 14), (13, 14)], 2.0)], (13.2, 11), params)


def test_base_outlines_made_when_first_touched_are_the_outlines_made_afresh(params, monkeypatch):
    """The blast makes a base's outline when the disc first touches it and keeps it while it slides:
    every blast (resting, sliding off tall models and terrain) is the one that makes it afresh each time."""
    import random

    from shapely.geometry import Point

    from tabletop.physics import blast

    rnd = random.Random(8)
    mons = grid(4, 0.4, h=1.5) + grid(2, 0.2, x0=3, y0=14, r=1.0, h=3.0, prefix="t")
    terrain = [([(16, 4), (19, 4), (19, 7), (16, 7)], 2.0)]
    centres = [(rnd.uniform(0, 22), rnd.uniform(0, 22)) for _ in range(120)]
    kept = [simulate_blast(mons, terrain, c, params) for c in centres]
    monkeypatch.setattr(blast, "_disc", lambda discs, i, m: Point(m.x, m.y).buffer(m.radius, quad_segs=16))
    assert [simulate_blast(mons, terrain, c, params) for c in centres] == kept
    assert any(r.slid for r in kept) and any(len(r.under) > 1 for r in kept)
