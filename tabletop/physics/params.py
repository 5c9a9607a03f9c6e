"""The numbers the clay physics runs on, and the plain inputs it accepts.

Units: inches, seconds, drams (mass and clay alike: 1 oz = 16 dr), g = 386.09 in/s^2.
`ClayParams` is built from the content record of assets/necromolds/clay.toml by
`ClayParams.from_content(record, missile_clay)` (the physics never imports content: the record is
read by attribute). Sizes follow from clay and density: the missile ball's radius, the blast
disc's radius and a wall's drams per inch of length.

Inputs are plain so the engine can pass what it holds:
- a monster is `Monster(id, x, y, radius, height, clay=0.0)` or any tuple in that order
  (centre in map inches, base radius, model height; clay in drams, 0 = estimate from size);
- a terrain part is `(polygon, height)`: a shapely Polygon or a list of (x, y) points, and its
  height in inches (concave outlines are fine).
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass
from typing import NamedTuple

from shapely.geometry import Polygon

from tabletop.geometry.model import as_polygon

G = 386.09  # in/s^2
MAX_SIZE = 24.0  # in: no base radius or model height is larger (the content allows 3 and 12)
MIN_CLAY, MAX_CLAY = 0.1, 10_000.0  # dr: a monster's clay, when given
STEP = 1.0 / 120.0  # s: the fixed time step of every simulation (one recorded frame per step)


class Monster(NamedTuple):
    """A standing monster: id, base centre (in), base radius (in), model height (in), clay (dr)."""

    id: Hashable
    x: float
    y: float
    radius: float
    height: float
    clay: float = 0.0


class Terrain(NamedTuple):
    """A terrain part: footprint polygon (in) and height (in)."""

    polygon: Polygon
    height: float


@dataclass(frozen=True)
class ClayParams:
    """Every number of the clay physics (see assets/necromolds/clay.toml for their meaning; no
    defaults here: the numbers live in the data)."""

    density: float
    model_fill: float
    missile_clay: float
    drop_height: float
    scatter: float
    release_speed: float
    restitution: float
    lump: float
    roll_resistance: float
    crush_speed: float
    crush_keep: float
    tip_factor: float
    base_friction: float
    topple_strike: float
    max_seconds: float
    blast_clay: float
    blast_thickness: float
    under_depth: float
    wall_height: float
    wall_thickness: float
    wall_simplify: float
    wall_min_length: float
    wall_max_points: int

    @classmethod
    def from_content(cls, record, missile_clay: float) -> ClayParams:
        """From the clay.toml record (`tabletop.content.necromolds_clay.Clay`) and the missile's drams."""
        m, b, w = record.missile, record.blast, record.wall
        return cls(
            density=record.density,
            model_fill=record.model_fill,
            missile_clay=float(missile_clay),
            drop_height=m.drop_height,
            scatter=m.scatter,
            release_speed=m.release_speed,
            restitution=m.restitution,
            lump=m.lump,
            roll_resistance=m.roll_resistance,
            crush_speed=m.crush_speed,
            crush_keep=m.crush_keep,
            tip_factor=m.tip_factor,
            base_friction=m.base_friction,
            topple_strike=m.topple_strike,
            max_seconds=m.max_seconds,
            blast_clay=b.clay,
            blast_thickness=b.thickness,
            under_depth=b.under_depth,
            wall_height=w.height,
            wall_thickness=w.thickness,
            wall_simplify=w.simplify,
            wall_min_length=w.min_length,
            wall_max_points=w.max_points,
        )

    @property
    def ball_radius(self) -> float:
        """Inches: the missile ball's radius (a sphere of its clay)."""
        return (3.0 * self.missile_clay / self.density / (4.0 * math.pi)) ** (1.0 / 3.0)

    @property
    def blast_radius(self) -> float:
        """Inches: the blast disc's radius (a cylinder of its clay at its thickness)."""
        return math.sqrt(self.blast_clay / self.density / (math.pi * self.blast_thickness))

    @property
    def wall_drams_per_inch(self) -> float:
        """Drams of clay in one inch of wall."""
        return self.wall_height * self.wall_thickness * self.density

    def monster_mass(self, m: Monster) -> float:
        """Drams: the monster's clay, or an estimate from its base and height."""
        return m.clay if m.clay > 0 else self.model_fill * self.density * math.pi * m.radius**2 * m.height


def _finite(value, what: str) -> float:
    value = float(value)
    if not math.isfinite(value):
        raise ValueError(f"{what} must be a finite number, got {value}")
    return value


def monsters_in(monsters: Iterable[Sequence]) -> list[Monster]:
    """Monsters from tuples (id, x, y, radius, height[, clay]); refuses non-finite or non-positive sizes
    and a repeated id."""
    out, seen = [], set()
    for m in monsters:
        mid, x, y, r, h = m[:5]
        clay = m[5] if len(m) > 5 else 0.0
        mon = Monster(
            mid, _finite(x, "x"), _finite(y, "y"), _finite(r, "radius"), _finite(h, "height"), _finite(clay, "clay")
        )
        if not (
            0 < mon.radius <= MAX_SIZE
            and 0 < mon.height <= MAX_SIZE
            and (mon.clay == 0 or MIN_CLAY <= mon.clay <= MAX_CLAY)
        ):
            raise ValueError(
                f"monster {mid!r}: radius and height must be 0 to {MAX_SIZE:g} in, clay 0 (estimate) "
                f"or {MIN_CLAY:g} to {MAX_CLAY:g} dr"
            )
        if mid in seen:
            raise ValueError(f"monster id {mid!r} given twice")
        seen.add(mid)
        out.append(mon)
    return out


def terrain_in(terrain: Iterable[Sequence]) -> list[Terrain]:
    """Terrain parts from (polygon or points, height) pairs."""
    out = []
    for poly, height in terrain:
        h = _finite(height, "terrain height")
        if not 0 < h <= MAX_SIZE:
            raise ValueError(f"terrain height must be 0 to {MAX_SIZE:g} in")
        out.append(Terrain(as_polygon(poly), h))
    return out


def point_in(p: Sequence, what: str) -> tuple[float, float]:
    """A finite (x, y)."""
    return _finite(p[0], f"{what} x"), _finite(p[1], f"{what} y")
