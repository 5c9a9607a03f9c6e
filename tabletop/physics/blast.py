"""Magic Blast (NM-CLAY-08): a flattened disc of clay lowered onto the map, settled.

Model. Units: inches. The disc's radius follows from its clay, the density and its thickness
(`ClayParams.blast_radius`). It is lowered, level, over the chosen centre until it touches the
highest thing under its footprint: a monster (a cylinder of its base radius and model height)
or a terrain part (its footprint and height). What touches within the disc's thickness of that
height supports it (soft clay sags that much). If the disc's centre lies over the supports
(inside the convex hull of where they meet the disc) it rests there; if not, it tips over the
supports' nearest edge and slides off along that direction until its footprint clears them,
then is lowered again: this is how it slides off a tall monster standing at its edge. This is
a deterministic geometric settle: no randomness, no time step.

Every monster whose base reaches at least `under_depth` under the final footprint is under
the blast (friend or foe), whatever its height.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from shapely.geometry import Point
from shapely.ops import unary_union

from tabletop.physics.params import ClayParams, monsters_in, point_in, terrain_in

MAX_SLIDES = 8  # a disc that has slid this often rests where it is
BISECT = 40  # steps of the search for how far it slides (to about 1e-11 in)
CLEAR = 1e-6  # in: a slid footprint keeps this clearance from what it slid off


@dataclass(frozen=True)
class BlastResult:
    """Where the disc came to rest and who is under it.

    `centre`, `radius` (in): the final footprint; `height` (in): its underside above the map;
    `under`: ids of the monsters under it, in input order; `path`: the centre at each settle (the
    first is where it was lowered); `supports`: what it rests on (monster ids, or "terrain")."""

    centre: tuple[float, float]
    radius: float
    height: float
    under: tuple[Hashable, ...]
    path: tuple[tuple[float, float], ...]
    supports: tuple[Hashable, ...]

    @property
    def slid(self) -> bool:
        """Whether it slid off something before it rested."""
        return len(self.path) > 1


def simulate_blast(
    monsters: Iterable[Sequence], terrain: Iterable[Sequence], centre: Sequence[float], params: ClayParams
) -> BlastResult:
    """Lower the blast disc at `centre` (map inches) and settle it (NM-CLAY-08).

    `monsters`: (id, x, y, base radius, model height[, clay]); `terrain`: (polygon or points, height).
    """
    mons = monsters_in(monsters)
    parts = terrain_in(terrain)
    cx, cy = point_in(centre, "centre")
    radius = params.blast_radius
    sag = params.blast_thickness
    discs: dict[int, Any] = {}  # a base's outline, made when the disc first touches it (most never do)
    path = [(cx, cy)]
    supports: tuple[Hashable, ...]
    height, supports = 0.0, ()
    for slide in range(MAX_SLIDES + 1):
        here = Point(cx, cy)
        # (top height, shape, who, the monster's (x, y, radius) or None for terrain)
        touching: list[tuple[float, Any, Hashable, tuple[float, float, float] | None]] = [
            (m.height, _disc(discs, i, m), m.id, (m.x, m.y, m.radius))
            for i, m in enumerate(mons)
            if math.hypot(m.x - cx, m.y - cy) < radius + m.radius
        ]
        touching += [(t.height, t.polygon, "terrain", None) for t in parts if t.polygon.distance(here) < radius]
        if not touching:
            height, supports = 0.0, ()
            break
        height = max(t[0] for t in touching)
        held = [t[1:] for t in touching if t[0] >= height - sag]
        supports = tuple(dict.fromkeys(who for _s, who, _c in held))
        foot = here.buffer(radius, quad_segs=16)
        hull = unary_union([_contact(s, foot, here) for s, _w, _c in held]).convex_hull
        if slide == MAX_SLIDES or hull.buffer(1e-9).covers(here):
            break
        cx, cy = _slide_off(cx, cy, radius, hull, held)
        path.append((cx, cy))
    under = tuple(m.id for m in mons if math.hypot(m.x - cx, m.y - cy) <= radius + m.radius - params.under_depth)
    return BlastResult((cx, cy), radius, height, under, tuple(path), supports)


def _disc(discs: dict[int, Any], i: int, m) -> Any:
    got = discs.get(i)
    if got is None:
        got = discs[i] = Point(m.x, m.y).buffer(m.radius, quad_segs=16)
    return got


def _contact(shape, foot, here):
    """Where a support meets the footprint (its nearest point, when they only just touch)."""
    from shapely.ops import nearest_points

    met = shape.intersection(foot)
    return nearest_points(shape, here)[0] if met.is_empty else met


def _clear(x: float, y: float, radius: float, held) -> bool:
    """Whether a footprint at (x, y) is clear of every support (bases as exact circles)."""
    for shape, _who, circle in held:
        if circle is not None:
            if math.hypot(x - circle[0], y - circle[1]) < radius + circle[2] + CLEAR:
                return False
        elif shape.distance(Point(x, y)) < radius + CLEAR:
            return False
    return True


def _slide_off(cx: float, cy: float, radius: float, hull, held) -> tuple[float, float]:
    """The centre after the disc tips over the hull's edge nearest its centre and slides away
    until its footprint clears what held it."""
    from shapely.ops import nearest_points

    near = nearest_points(hull, Point(cx, cy))[0]
    dx, dy = cx - near.x, cy - near.y
    n = math.hypot(dx, dy)
    dx, dy = (dx / n, dy / n) if n > 0 else (1.0, 0.0)
    minx, miny, maxx, maxy = unary_union([s for s, _w, _c in held]).bounds
    lo, hi = 0.0, 2.0 * radius + math.hypot(maxx - minx, maxy - miny) + 1.0
    for _ in range(BISECT):
        mid = (lo + hi) / 2.0
        if _clear(cx + dx * mid, cy + dy * mid, radius, held):
            hi = mid
        else:
            lo = mid
    return cx + dx * hi, cy + dy * hi
