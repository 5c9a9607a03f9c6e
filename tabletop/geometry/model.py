"""Records of the battlefield: bases, terrain parts, tool edges and the answers of queries.

Map units are inches. Records are small frozen dataclasses so states can share them.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass, field

import shapely
from shapely.geometry import Polygon

# Bases this close (edge to edge) count as touching (NM-MOVE-13). The rules engine passes the
# number from data (assets/necromolds/rules.toml); this is only the default.
CONTACT_TOLERANCE = 0.02
# Paths built by the planner keep this clearance from everything they may not cross, so that
# rounding never makes a planned path intersect (contact is still reported through the tolerance).
SAFETY_MARGIN = 1e-3
# Numerical slack of the exact tests: a path may graze an obstacle by this much and stay legal.
EPS = 1e-6


def as_polygon(shape: Polygon | Sequence[Sequence[float]]) -> Polygon:
    """A valid shapely polygon from a Polygon or a list of (x, y) points."""
    poly = shape if isinstance(shape, shapely.Geometry) else Polygon([tuple(map(float, p)) for p in shape])
    if not poly.is_valid:
        poly = shapely.make_valid(poly)
        polys = [g for g in getattr(poly, "geoms", [poly]) if isinstance(g, Polygon) and not g.is_empty]
        if len(polys) != 1:
            raise ValueError("terrain or clay polygon must be a single simple polygon")
        poly = polys[0]
    if poly.is_empty or poly.area <= 0:
        raise ValueError("polygon has no area")
    return poly


@dataclass(frozen=True)
class Base:
    """A monster's base: a disc of `radius` at (x, y), with the model's `height` and its `owner`."""

    id: Hashable
    x: float
    y: float
    radius: float
    height: float
    owner: Hashable

    def moved(self, x: float, y: float) -> Base:
        """The same base at another centre."""
        return Base(self.id, float(x), float(y), self.radius, self.height, self.owner)


@dataclass(frozen=True)
class TerrainPart:
    """One part of a terrain piece: a polygon footprint (concave allowed) with a height.

    `piece` groups the parts of one piece (for display); parts are what block.
    """

    id: Hashable
    polygon: Polygon
    height: float
    piece: Hashable = None

    def __init__(
        self, id: Hashable, polygon: Polygon | Sequence[Sequence[float]], height: float, piece: Hashable = None
    ):
        object.__setattr__(self, "id", id)
        object.__setattr__(self, "polygon", as_polygon(polygon))
        object.__setattr__(self, "height", float(height))
        object.__setattr__(self, "piece", piece)


@dataclass(frozen=True)
class ToolEdges:
    """Lengths of the distance tool's close, medium and far edges (NM-DIST-02, NM-DIST-04)."""

    close: float
    medium: float
    far: float

    def items(self) -> Iterable[tuple[str, float]]:
        """(name, length) for each edge, shortest first."""
        return (("close", self.close), ("medium", self.medium), ("far", self.far))


@dataclass(frozen=True)
class MoveCheck:
    """Whether a move path is legal, why not, its length and the enemies touched at its end.

    `reason` is for engineers; `problem` says what is wrong as a code (too_far, leaves_map,
    crosses_enemy, crosses_terrain, off_map, on_terrain, on_base, on_clay, two_enemies) and
    `blocker` names the base or terrain in the way, so the rules can word it for players.
    """

    legal: bool
    reason: str
    length: float
    contacts: list = field(default_factory=list)
    problem: str = ""
    blocker: Hashable = None


@dataclass(frozen=True)
class Sightline:
    """Result of a sight query: `seen`, a clear `segment` when seen, else what blocks the centre line.

    `blocker` is (kind, id) with kind "terrain" or "base" (the first obstacle along the straight
    centre-to-centre line), or None when seen.
    """

    seen: bool
    segment: tuple | None
    blocker: tuple | None = None


@dataclass(frozen=True)
class Threat:
    """An enemy as seen from a hypothetical spot: its gap, the edges that reach it, and sight."""

    enemy: Hashable
    gap: float
    edges: tuple  # names of the tool edges within which the enemy lies ("close", ...)
    seen: bool
