"""Any scene, any aim: the clay physics answers without error and within the rules (NM-CLAY-05, NM-CLAY-08)."""

from __future__ import annotations

import math

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tabletop.physics import simulate_blast, simulate_missile

coord = st.floats(0.5, 23.5, allow_nan=False)
monster = st.tuples(coord, coord, st.floats(0.3, 1.5), st.floats(0.3, 3.0), st.just(0.0) | st.floats(1.0, 12.0))
scene = st.lists(monster, max_size=12)
box = st.tuples(coord, coord, st.floats(0.3, 4.0), st.floats(0.3, 4.0), st.floats(0.2, 4.0))
SETTINGS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


def _inputs(mons, boxes):
    monsters = [(f"m{i}", x, y, r, h, c) for i, (x, y, r, h, c) in enumerate(mons)]
    terrain = [([(x, y), (x + w, y), (x + w, y + d), (x, y + d)], h) for x, y, w, d, h in boxes]
    return monsters, terrain


@SETTINGS
@given(scene, st.lists(box, max_size=3), st.tuples(coord, coord), st.integers(0, 2**32 - 1))
def test_any_missile_drop_ends_within_the_rules(params, mons, boxes, aim, seed):
    """NM-CLAY-05: every smashed monster is one of the inputs, once; frames are finite; it ends in time."""
    monsters, terrain = _inputs(mons, boxes)
    r = simulate_missile(monsters, terrain, aim, seed, params, bounds=(24, 24))
    ids = [m[0] for m in monsters]
    assert len(set(r.smashed)) == len(r.smashed) and set(r.smashed) <= set(ids)
    assert not set(r.moved) & set(r.smashed)
    assert all(math.isfinite(v) for f in r.frames for v in f)
    assert (len(r.frames) - 1) * r.step <= params.max_seconds + 1e-9
    assert all(f[2] >= -1e-9 for f in r.frames)


@SETTINGS
@given(scene, st.lists(box, max_size=3), st.tuples(coord, coord))
def test_any_blast_settles_over_what_it_lists(params, mons, boxes, centre):
    """NM-CLAY-08: the monsters listed are under the final footprint; a slid disc clears what it left."""
    monsters, terrain = _inputs(mons, boxes)
    r = simulate_blast(monsters, terrain, centre, params)
    assert math.isfinite(r.centre[0]) and math.isfinite(r.centre[1])
    for m in monsters:
        under = math.dist(r.centre, m[1:3]) <= r.radius + m[3] - params.under_depth
        assert (m[0] in r.under) == under
