"""The battlefield of a state: terrain, bases and smashed clay as a geometry Battlefield.

Built from the state's JSON-ready positions and cached by what it depends on, so repeated
questions about one state (legal moves, sight, ranges) share one Battlefield.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from functools import lru_cache

import shapely
from shapely import affinity
from shapely.geometry import Point, Polygon, box
from shapely.ops import unary_union

from tabletop.games.necromolds.library import library
from tabletop.games.necromolds.state import Monster, Placed, State

_CACHE: OrderedDict[tuple, object] = OrderedDict()
_STATIC: OrderedDict[tuple, object] = OrderedDict()
_TERRAIN: OrderedDict[tuple, object] = OrderedDict()  # terrain and walls only (see _static)
_CACHE_SIZE = 48


@lru_cache(maxsize=512)
def piece_parts(map_id: str, piece: str, x: float, y: float, rotation: float) -> tuple[tuple[Polygon, float], ...]:
    """The parts of a placed terrain piece as (polygon in map units, height)."""
    record = next(p for p in library().maps[map_id].pieces if p.id == piece)
    out = []
    for part in record.parts:
        poly = Polygon(part.polygon)
        if rotation:
            poly = affinity.rotate(poly, rotation, origin=(0, 0))
        out.append((affinity.translate(poly, x, y), float(part.height)))
    return tuple(out)


@lru_cache(maxsize=64)
def piece_stands(map_id: str, piece: str) -> tuple[bool, ...]:
    """For each part of a piece, whether monsters can stand on it (High Ground, NM-FAN-09)."""
    record = next(p for p in library().maps[map_id].pieces if p.id == piece)
    return tuple(bool(part.stand) for part in record.parts)


def high_ground(state: State) -> bool:
    """True when raised surfaces are ground to stand on: the High Ground fan rule is on (NM-FAN-07)."""
    return "fan_high_ground" in state.fan


def surfaces(state: State) -> list[tuple[str, Polygon, float]]:
    """High Ground (NM-FAN-07..09): the placed parts monsters stand on, as (part id, polygon,
    height); [] without the rule. Part ids are "<piece>#<index>", as in the Battlefield."""
    if not high_ground(state):
        return []
    out = []
    for p in state.terrain:
        for j, ((poly, height), stand) in enumerate(zip(placed_parts(state, p), piece_stands(state.map, p.piece))):
            if stand:
                out.append((f"{p.piece}#{j}", poly, height))
    return out


def solid_parts(state: State, placed: Placed) -> list[tuple[int, Polygon, float]]:
    """The parts of a placed piece that are solid terrain in this game, as (index, polygon,
    height): all of them, except raised surfaces while the High Ground rule is on."""
    stands = piece_stands(state.map, placed.piece) if high_ground(state) else ()
    return [
        (j, poly, h) for j, (poly, h) in enumerate(placed_parts(state, placed)) if not (j < len(stands) and stands[j])
    ]


@lru_cache(maxsize=64)
def piece_reach(map_id: str, piece: str) -> float:
    """How far the piece reaches from its origin (inches): an origin further off the map than
    this cannot leave the piece on it."""
    record = next(p for p in library().maps[map_id].pieces if p.id == piece)
    return max((math.hypot(x, y) for part in record.parts for x, y in part.polygon), default=0.0)


def placed_parts(state: State, placed: Placed) -> tuple[tuple[Polygon, float], ...]:
    """The parts of one placed piece."""
    return piece_parts(state.map, placed.piece, placed.x, placed.y, placed.rotation)


def wall_polygon(wall) -> Polygon:
    """A Magic Wall's footprint as a polygon (More Fun with Clay, NM-CLAY-02)."""
    return _wall_polygon(tuple(map(tuple, wall.footprint)), tuple(tuple(map(tuple, r)) for r in wall.holes))


@lru_cache(maxsize=256)
def _wall_polygon(footprint: tuple, holes: tuple) -> Polygon:
    return Polygon(footprint, list(holes) or None)


def _walls_key(state: State) -> tuple:
    """What the walls standing are (their ids and outlines), for the caches; () without walls."""
    return tuple(
        (w.id, w.height, tuple(map(tuple, w.footprint)), tuple(tuple(map(tuple, r)) for r in w.holes))
        for w in state.walls
    )


def _with_walls(base, state: State):
    """`base(map, placed)` (a terrain union) with the Magic Walls standing (they are terrain,
    NM-CLAY-02), prepared; cached by the terrain and the walls."""
    placed = tuple((p.piece, p.x, p.y, p.rotation) for p in state.terrain)
    if not state.walls:
        return base(state.map, placed)
    return _union_walls(base, state.map, placed, _walls_key(state))


@lru_cache(maxsize=64)
def _union_walls(base, map_id: str, placed: tuple, walls_key: tuple):
    union = base(map_id, placed)
    polys = [Polygon(fp, list(holes) or None) for _id, _h, fp, holes in walls_key]
    out = unary_union(([union] if union is not None else []) + polys)
    shapely.prepare(out)
    return out


def terrain_union(state: State):
    """All placed terrain (and Magic Walls) as one shapely geometry (for placement checks)."""
    return _with_walls(_terrain_union, state)


@lru_cache(maxsize=64)
def _terrain_union(map_id: str, placed: tuple):
    polys = [poly for piece, x, y, rot in placed for poly, _h in piece_parts(map_id, piece, x, y, rot)]
    if not polys:
        return None
    union = unary_union(polys)
    shapely.prepare(union)
    return union


def solid_union(state: State):
    """The terrain bases may not stand on (all placed terrain, less the raised surfaces while the
    High Ground rule is on, and the Magic Walls standing), as one prepared geometry or None."""
    if not high_ground(state):
        return terrain_union(state)
    return _with_walls(_solid_union, state)


@lru_cache(maxsize=64)
def _solid_union(map_id: str, placed: tuple):
    polys = [
        poly
        for piece, x, y, rot in placed
        for (poly, _h), stand in zip(piece_parts(map_id, piece, x, y, rot), piece_stands(map_id, piece))
        if not stand
    ]
    if not polys:
        return None
    union = unary_union(polys)
    shapely.prepare(union)
    return union


def map_box(state: State):
    """The map rectangle."""
    m = library().maps[state.map]
    return box(0, 0, m.width, m.height)


def map_board(state: State):
    """The map rectangle grown by 1e-9 (a piece wholly on the map lies within it), prepared."""
    m = library().maps[state.map]
    return _board(float(m.width), float(m.height))


@lru_cache(maxsize=16)
def _board(width: float, height: float):
    board = box(0, 0, width, height).buffer(1e-9)
    shapely.prepare(board)
    return board


def base_of(m: Monster) -> tuple[float, float]:
    """(radius, height) of a monster's base and model."""
    size = library().books[m.book].sizes[m.size]  # Library.size's lookup, inline: asked ~10k times a game
    return size.radius, size.height


def static_key(state: State) -> tuple:
    """What the map's obstacles depend on (map, terrain, smashed clay, High Ground, walls)."""
    return (
        state.map,
        tuple([(p.piece, p.x, p.y, p.rotation) for p in state.terrain]),
        tuple([(c.x, c.y, c.r) for c in state.clay]),
        "fan_high_ground" in state.fan,  # high_ground(state)
        _walls_key(state) if state.walls else (),
    )


def _geometry():
    try:
        from tabletop.geometry import Base, Battlefield, TerrainPart
    except ImportError:  # the package may not re-export yet; the classes live in its modules
        from tabletop.geometry.battlefield import Battlefield
        from tabletop.geometry.model import Base, TerrainPart
    return Battlefield, Base, TerrainPart


def _static(state: State):
    """The Battlefield of the state's terrain, walls and smashed clay, no bases (cached by `static_key`).

    A smashed monster's clay changes the key but not the terrain: the new one is a copy of the
    terrain-only Battlefield (`_terrain`), which shares its terrain caches (the terrain's union, its
    sight structures, the grown footprints per base radius, the configuration spaces kept), so they
    are not rebuilt after every smash. They depend on the terrain alone: the same answers."""
    key = static_key(state)
    bf = _STATIC.get(key)
    if bf is None:
        bf = _terrain(state, key[:2] + key[3:]).copy()
        for c in state.clay:
            bf.add_smashed_clay(_clay_disc(c.x, c.y, c.r))
        _STATIC[key] = bf
        while len(_STATIC) > 16:
            _STATIC.popitem(last=False)
    return bf


@lru_cache(maxsize=1024)
def _clay_disc(x: float, y: float, r: float) -> Polygon:
    """Smashed clay's outline (made once: a smash's clay stays in every battlefield after it)."""
    return Point(x, y).buffer(r, quad_segs=4)


def _terrain(state: State, key: tuple):
    """The Battlefield of the state's terrain and walls alone (cached by `key`: static_key without clay)."""
    Battlefield, _Base, TerrainPart = _geometry()
    bf = _TERRAIN.get(key)
    if bf is None:
        m = library().maps[state.map]
        bf = Battlefield(m.width, m.height, library().rules.contact_tolerance)
        for p in state.terrain:
            for j, poly, height in solid_parts(state, p):  # raised surfaces are ground (High Ground)
                bf.add_terrain(TerrainPart(f"{p.piece}#{j}", poly, height, p.piece))
        for w in state.walls:  # More Fun with Clay: a Magic Wall is terrain (NM-CLAY-02)
            bf.add_terrain(TerrainPart(f"magic_wall#{w.id}", wall_polygon(w), w.height, "magic_wall"))
        _TERRAIN[key] = bf
        while len(_TERRAIN) > 16:
            _TERRAIN.popitem(last=False)
    else:
        _TERRAIN.move_to_end(key)
    return bf


def battlefield(state: State):
    """The Battlefield for this state (cached; treat it as read-only)."""
    # asked thousands of times a game, mostly of a state already built: the key is made with list
    # comprehensions (faster than generators) and the geometry classes looked up only on a miss
    key = (static_key(state), tuple([(m.id, m.x, m.y) for m in state.monsters if m.alive and m.deployed]))
    bf = _CACHE.get(key)
    if bf is not None:
        _CACHE.move_to_end(key)
        return bf
    _Battlefield, Base, _TerrainPart = _geometry()
    bf = _static(state).copy()
    for m in state.monsters:
        if m.alive and m.deployed:
            radius, height = base_of(m)
            bf.add_base(Base(m.id, m.x, m.y, radius, height, m.owner))
    _CACHE[key] = bf
    while len(_CACHE) > _CACHE_SIZE:
        _CACHE.popitem(last=False)
    return bf


def placement_problem(state: State, monster: Monster, x: float, y: float) -> str | None:
    """Why a base cannot stand at (x, y) (off the map, overlapping a base, terrain or clay), or None."""
    radius, tol, width, height, others = _placing(state, monster)
    if not (math.isfinite(x) and math.isfinite(y)):
        return "the base would hang off the battle map"
    if x - radius < -1e-9 or y - radius < -1e-9 or x + radius > width + 1e-9 or y + radius > height + 1e-9:
        return "the base would hang off the battle map"
    for oid, ox, oy, r2 in others:
        if ((ox - x) ** 2 + (oy - y) ** 2) ** 0.5 < radius + r2 - tol:
            from tabletop.games.necromolds.words import monster_name

            return f"the base would overlap {monster_name(state, oid)}"
    terrain = solid_union(state)
    if terrain is not None and shapely.dwithin(terrain, Point(x, y), max(radius - tol, 1e-3)):
        return "the base would overlap terrain"
    if _on_clay(state, radius, tol, x, y):
        return "the base would stand on smashed clay"
    return None


def free_spots(state: State, monster: Monster, points: list[tuple[float, float]]) -> list[bool]:
    """For each point, `placement_problem(state, monster, x, y) is None`, for many points at once
    (deployment's candidate spots): the same tests, the terrain's in one vectorised call."""
    radius, tol, width, height, others = _placing(state, monster)
    ok = []
    for x, y in points:
        good = (
            math.isfinite(x)
            and math.isfinite(y)
            and not (
                x - radius < -1e-9 or y - radius < -1e-9 or x + radius > width + 1e-9 or y + radius > height + 1e-9
            )
            and not any(((ox - x) ** 2 + (oy - y) ** 2) ** 0.5 < radius + r2 - tol for _id, ox, oy, r2 in others)
            and not _on_clay(state, radius, tol, x, y)
        )
        ok.append(good)
    terrain = solid_union(state)
    left = [i for i, good in enumerate(ok) if good]
    if terrain is not None and left:
        near = shapely.dwithin(terrain, shapely.points([points[i] for i in left]), max(radius - tol, 1e-3))
        for i, hit in zip(left, near.tolist()):
            if hit:
                ok[i] = False
    return ok


def _placing(state: State, monster: Monster) -> tuple[float, float, float, float, list]:
    """What a placement test reads: the base's radius, the contact tolerance, the map's size and the
    other bases on the map as (id, x, y, radius)."""
    lib = library()
    books = lib.books
    radius = books[monster.book].sizes[monster.size].radius
    m = lib.maps[state.map]
    others = [
        (o.id, o.x, o.y, books[o.book].sizes[o.size].radius)
        for o in state.monsters
        if o.id != monster.id and o.alive and o.deployed
    ]
    return radius, lib.rules.contact_tolerance, m.width, m.height, others


def _on_clay(state: State, radius: float, tol: float, x: float, y: float) -> bool:
    return any(((c.x - x) ** 2 + (c.y - y) ** 2) ** 0.5 < radius + c.r - tol for c in state.clay)


def clear_cache() -> None:
    """Forget cached battlefields (tests)."""
    _CACHE.clear()
    _STATIC.clear()
    _TERRAIN.clear()
    _clay_disc.cache_clear()
