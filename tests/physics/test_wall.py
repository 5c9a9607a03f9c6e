"""Magic Wall from a drawn stroke (NM-CLAY-02, NM-CLAY-04): clay-limited, simplified, refused where it may not stand."""

from __future__ import annotations

import math

from shapely.geometry import Point

from tabletop.physics import max_wall_length, plan_wall, wall_clay


def test_a_clean_stroke_makes_a_wall_costing_its_clay(params):
    """NM-CLAY-04: the wall's clay follows its length; it stands at the wall height."""
    w = plan_wall([(2, 2), (8, 2)], 56, params, bounds=(24, 24))
    assert w.ok and not w.truncated
    assert w.length == 6.0 and w.height == params.wall_height
    assert w.clay == math.ceil(6.0 * params.wall_drams_per_inch) <= 56
    assert math.isclose(w.polygon().area, 6.0 * params.wall_thickness, rel_tol=1e-6)


def test_the_stroke_is_cut_where_the_clay_runs_out(params):
    """NM-CLAY-04: a wall's length is limited by the clay left in the extra container."""
    w = plan_wall([(1, 1), (20, 1), (20, 20)], 12, params)
    assert w.truncated and w.ok
    assert math.isclose(w.length, max_wall_length(12, params))
    assert w.clay <= 12 and w.clay == wall_clay(w.length, params)
    assert plan_wall([(1, 1), (20, 1)], 0, params).problems == ("no clay is left for a wall",)
    short = plan_wall([(1, 1), (20, 1)], 2, params)
    assert not short.ok and "not enough clay" in short.problems[0]


def test_a_wall_over_a_monster_is_refused_in_words(params):
    """NM-CLAY-04: a wall may not overlap monsters, terrain or smashed clay (touching is fine)."""
    stroke = [(2, 5), (9, 5)]
    over = plan_wall(stroke, 56, params, monsters=[("m7", 5, 5.3, 0.5, 1.2)])
    assert not over.ok and over.problems == ("the wall would stand on a monster (m7)",)
    touching = 5 + params.wall_thickness / 2 + 0.5
    assert plan_wall(stroke, 56, params, monsters=[("m7", 5, touching, 0.5, 1.2)]).ok
    assert plan_wall(stroke, 56, params, terrain=[([(8, 4), (10, 4), (10, 6), (8, 6)], 2)]).problems == (
        "the wall would overlap terrain",
    )
    assert plan_wall(stroke, 56, params, smashed=[(3, 5, 0.4)]).problems == ("the wall would stand on smashed clay",)
    assert plan_wall(stroke, 56, params, bounds=(8, 24)).problems == ("the wall would run off the map",)


def test_a_shaky_stroke_is_simplified(params):
    """NM-CLAY-04: a hand-drawn stroke's jitter is smoothed away; the wall follows its shape."""
    stroke = [(2 + i * 0.05, 5 + (0.02 if i % 2 else -0.02)) for i in range(121)]
    w = plan_wall(stroke, 56, params)
    assert w.ok and len(w.centreline) <= 4
    assert all(Point(p).distance(w.polygon()) < 0.05 for p in stroke)


def test_degenerate_strokes_are_refused(params):
    """Nothing from the mouse is trusted: one point, too many points, NaN."""
    assert not plan_wall([(1, 1), (1, 1)], 56, params).ok
    assert not plan_wall([(1, 1)] * (params.wall_max_points + 1), 56, params).ok
    import pytest

    with pytest.raises(ValueError):
        plan_wall([(1, 1), (math.inf, 2)], 56, params)
