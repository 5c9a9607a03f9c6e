"""Geometry of the fan rules (issue 13): partial cover on a Battlefield (NM-FAN-05, NM-FAN-06), the
smashed-clay stop of Hindering Terrain (NM-FAN-21, NM-FAN-22) and facing half-planes (NM-FAN-10, NM-FAN-11)."""

from __future__ import annotations

import math

from shapely.geometry import Point, box

from tabletop.geometry import Base, Battlefield, TerrainPart
from tabletop.geometry import cover as C
from tabletop.geometry import facing as F


def _field():
    bf = Battlefield(24, 18, 0.05)
    bf.add_base(Base("a", 5, 5, 0.6, 1.5, 0))
    bf.add_base(Base("b", 5, 10, 0.5, 1.0, 1))
    return bf


def test_nm_fan_06_covered_fraction_counts_only_terrain_tall_enough_to_block_sight():
    """NM-FAN-06: terrain at least as tall as the lower model covers; lower terrain is seen over."""
    bf = _field()
    assert bf.covered_fraction("a", "b") == 0.0
    bf.add_terrain(TerrainPart("wall", box(3, 7, 8, 7.5), 2.0))
    assert bf.covered_fraction("a", "b") == 1.0
    low = _field()
    low.add_terrain(TerrainPart("sill", box(3, 7, 8, 7.5), 0.5))
    assert low.covered_fraction("a", "b") == 0.0
    half = _field()
    half.add_terrain(TerrainPart("wall", box(2, 7, 5.0, 7.5), 2.0))
    assert 0.3 < half.covered_fraction("a", "b") < 0.7
    assert C.cover_percent(0.6234) == 62


def test_nm_fan_06_grazing_an_edge_is_not_covered():
    """NM-FAN-06: as for line of sight, a sightline along a terrain edge is not blocked."""
    frac = C.covered_fraction((0, 0), (10, 0), 1e-9, [box(2, 0, 3, 1)])
    assert frac == 0.0


def test_nm_fan_22_clay_stop_first_legal_spot_after_the_clay():
    """NM-FAN-21, NM-FAN-22: the first sampled spot past the clay where the base may end; None without
    clay on the path; (None, inf) when no spot past it is legal."""
    bf = _field()
    bf.add_smashed_clay(Point(12, 5).buffer(0.6, quad_segs=4))
    assert bf.clay_stop("a", [(5, 5), (5, 8)]) is None
    point, length = bf.clay_stop("a", [(5, 5), (16, 5)])
    assert abs(point[0] - (12 + 0.6 + 0.6)) < 0.05 and abs(length - (point[0] - 5)) < 1e-9
    bf.add_base(Base("friend", 14.0, 5, 0.5, 1.0, 0))
    point, _ = bf.clay_stop("a", [(5, 5), (16, 5)])
    assert 14.0 + 0.5 + 0.6 - 0.05 <= point[0] <= 14.0 + 0.5 + 0.6 + 0.05
    assert bf.clay_stop("a", [(5, 5), (14.5, 5)]) == (None, math.inf)
    assert bf.end_problem("a", 12, 5) == "on_clay" and bf.end_problem("a", 9, 5) == ""


def test_nm_fan_11_front_and_rear_half_planes():
    """NM-FAN-11: the front is the half-plane ahead (its edge counts as front), behind the rest."""
    for facing in (0, 45, 90, 200, 359):
        ahead = (math.cos(math.radians(facing)), math.sin(math.radians(facing)))
        assert F.in_front(facing, (0, 0), ahead) and F.behind(facing, (0, 0), (-ahead[0], -ahead[1]))
    assert F.normalise(-90) == 270.0 and F.normalise(720) == 0.0
