"""Partial cover (NM-FAN-05/06): how much of a defender terrain hides from an attacker.

The rulebook's "more than 50% covered by terrain" has no measurement; the reading implemented
(NM-FAN-06) is the share of sightlines from the attacker to sample points on the defender that
terrain blocks. The attacker looks from its base's centre; the defender is sampled at its centre
and on two rings of its base (half its radius and just inside its rim), all points weighted
alike. A sightline is blocked when it passes through the inside of a blocking terrain part
(grazing an edge is not blocked, as for line of sight). Which parts block is the caller's choice
(the rules pass those tall enough to block sight between the two models). Pure shapely and numpy.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

import numpy as np
import shapely
from shapely.geometry import Polygon

XY = tuple[float, float]
RINGS = ((0.5, 6), (0.95, 12))  # (share of the radius, points) of each ring; plus the centre
SLACK = 1e-7  # terrain shrunk by this: a sightline along an edge is not blocked


def sample_points(x: float, y: float, radius: float) -> list[XY]:
    """The points a defender's base is sampled at: its centre, then each ring (19 in all)."""
    out = [(float(x), float(y))]
    for share, count in RINGS:
        for k in range(count):
            a = 2 * math.pi * k / count + (math.pi / count if share < 0.9 else 0.0)
            out.append((x + share * radius * math.cos(a), y + share * radius * math.sin(a)))
    return out


def blocking_union(polygons: Iterable[Polygon]):
    """Terrain footprints merged and shrunk by SLACK, prepared, for `covered_fraction` (None if none)."""
    polys = [p for p in polygons if p is not None and not p.is_empty]
    if not polys:
        return None
    union = shapely.union_all(polys).buffer(-SLACK, join_style="mitre")
    if union.is_empty:
        return None
    shapely.prepare(union)
    return union


def covered_fraction(origin: XY, target: XY, radius: float, terrain) -> float:
    """The share (0..1) of sightlines from `origin` to the sample points of a base of `radius`
    at `target` that enter `terrain` (a shapely geometry, e.g. from `blocking_union`, or a list
    of polygons; None or empty: 0.0)."""
    if terrain is None:
        return 0.0
    if not isinstance(terrain, shapely.Geometry):
        terrain = blocking_union(terrain)
        if terrain is None:
            return 0.0
    pts = sample_points(target[0], target[1], radius)
    lines = shapely.linestrings([[origin, p] for p in pts])
    hit = shapely.intersects(terrain, lines)
    return float(np.count_nonzero(hit)) / len(pts)


def cover_percent(fraction: float) -> int:
    """The fraction as a whole percentage for players (62 for 0.6234)."""
    return int(round(100.0 * max(0.0, min(1.0, fraction))))


__all__ = ["RINGS", "blocking_union", "cover_percent", "covered_fraction", "sample_points"]
