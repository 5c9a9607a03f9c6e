"""Magic Wall (NM-CLAY-02, NM-CLAY-04): a hand-drawn stroke turned into a wall of clay.

Model. Units: inches and drams. The stroke (the mouse's points on the map) is cleaned (repeated
points dropped), simplified to within `wall_simplify`, and cut where the owner's clay runs out:
one inch of wall takes `ClayParams.wall_drams_per_inch` (height x thickness x density). The wall's
footprint is the centreline widened by half the thickness on each side, with square ends at the
stroke's ends; it stands `wall_height` tall (taller than a Mud Mump, checked in the content). It
costs its length's clay rounded up to whole drams, never more than the clay left.

A wall is refused, with its reasons in words, when it is shorter than `wall_min_length`, when no
clay is left, or when its footprint overlaps a monster's base, terrain, smashed clay or another
wall (give walls in `terrain`), or leaves the map (when the map's size is given). Touching is
allowed. Pure shapely: no pymunk, no randomness.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass

import shapely
from shapely.geometry import LineString, Point, Polygon, box
from shapely.ops import substring

from tabletop.physics.params import ClayParams, monsters_in, point_in, terrain_in

OVERLAP = 1e-6  # sq in (or in, for bases): less than this is touching, not overlapping
JOIN_SEGMENTS = 4  # chords per quarter turn where the stroke bends


@dataclass(frozen=True)
class WallPlan:
    """A wall as drawn: its centreline and footprint outline (map inches; `holes` when the stroke
    closes a loop), length (in), height (in), clay (dr), whether the clay cut it short, and why it
    may not be built (empty when it may)."""

    centreline: tuple[tuple[float, float], ...]
    footprint: tuple[tuple[float, float], ...]
    length: float
    height: float
    clay: int
    truncated: bool
    problems: tuple[str, ...]
    holes: tuple[tuple[tuple[float, float], ...], ...] = ()  # a stroke drawn round in a loop

    @property
    def ok(self) -> bool:
        """Whether the wall may be built."""
        return not self.problems

    def polygon(self) -> Polygon:
        """The footprint as a shapely polygon (for the battlefield's terrain)."""
        return Polygon(self.footprint, self.holes or None)


def wall_clay(length: float, params: ClayParams) -> int:
    """Drams of clay in a wall of this length (in), rounded up to whole drams."""
    return max(0, math.ceil(length * params.wall_drams_per_inch - 1e-9))


def max_wall_length(clay_left: float, params: ClayParams) -> float:
    """The longest wall (in) the clay left (dr) makes."""
    return max(0.0, float(clay_left)) / params.wall_drams_per_inch


def plan_wall(
    stroke: Sequence[Sequence[float]],
    clay_left: float,
    params: ClayParams,
    monsters: Iterable[Sequence] = (),
    terrain: Iterable[Sequence] = (),
    smashed: Iterable = (),
    bounds: Sequence[float] | None = None,
) -> WallPlan:
    """The wall a stroke makes with the clay left (dr), checked against what is on the map.

    `monsters`: (id, x, y, base radius, model height[, clay]); `terrain` (walls included): (polygon
    or points, height); `smashed`: smashed clay as (x, y, r) discs or polygons; `bounds`: the
    map's (width, height).
    """
    if len(stroke) > params.wall_max_points:
        return _refused(f"the stroke has {len(stroke)} points; at most {params.wall_max_points} are allowed")
    points: list[tuple[float, float]] = []
    for p in stroke:
        q = point_in(p, "stroke point")
        if not points or q != points[-1]:
            points.append(q)
    if len(points) < 2:
        return _refused("a wall needs a stroke of at least two different points")
    line = LineString(points)
    if params.wall_simplify > 0:
        line = line.simplify(params.wall_simplify, preserve_topology=False)
    problems: list[str] = []
    limit = max_wall_length(clay_left, params)
    truncated = line.length > limit
    if truncated:
        line = substring(line, 0.0, limit) if limit > 0 else LineString()
    if limit <= 0 or line.is_empty:
        return _refused("no clay is left for a wall", truncated=True)
    if line.length < params.wall_min_length:
        problems.append(
            f"the wall would be {line.length:.2f} in long; at least {params.wall_min_length:g} in "
            + ("(not enough clay is left)" if truncated else "are needed")
        )
    foot = line.buffer(params.wall_thickness / 2.0, quad_segs=JOIN_SEGMENTS, cap_style="flat", join_style="round")
    foot = max(getattr(foot, "geoms", [foot]), key=lambda g: g.area)  # (a line's buffer is one piece)
    problems += _overlaps(foot, monsters, terrain, smashed, bounds)
    return WallPlan(
        tuple(map(tuple, line.coords)),
        tuple(map(tuple, foot.exterior.coords[:-1])),
        line.length,
        params.wall_height,
        wall_clay(line.length, params),
        truncated,
        tuple(problems),
        tuple(tuple(map(tuple, ring.coords[:-1])) for ring in foot.interiors),
    )


def _overlaps(foot: Polygon, monsters, terrain, smashed, bounds) -> list[str]:
    """Why the footprint may not stand where it is, in words."""
    out = []
    hit: list[Hashable] = [m.id for m in monsters_in(monsters) if foot.distance(Point(m.x, m.y)) < m.radius - OVERLAP]
    if hit:
        out.append(
            "the wall would stand on "
            + ("a monster" if len(hit) == 1 else f"{len(hit)} monsters")
            + f" ({', '.join(map(str, hit))})"
        )
    if any(foot.intersection(t.polygon).area > OVERLAP for t in terrain_in(terrain)):
        out.append("the wall would overlap terrain")
    for c in smashed:
        if _clay_overlaps(foot, c):
            out.append("the wall would stand on smashed clay")
            break
    if bounds is not None:
        w, h = point_in(bounds, "bounds")
        if not box(0.0, 0.0, w, h).buffer(OVERLAP).covers(foot):
            out.append("the wall would run off the map")
    return out


def _clay_overlaps(foot: Polygon, clay) -> bool:
    if isinstance(clay, shapely.Geometry):
        return foot.intersection(clay).area > OVERLAP
    if len(clay) == 3 and all(isinstance(v, (int, float)) for v in clay):
        x, y, r = (float(v) for v in clay)
        return foot.distance(Point(x, y)) < r - OVERLAP
    return foot.intersection(Polygon(clay)).area > OVERLAP


def _refused(reason: str, truncated: bool = False) -> WallPlan:
    return WallPlan((), (), 0.0, 0.0, 0, truncated, (reason,))
