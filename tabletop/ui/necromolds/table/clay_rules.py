"""What the table reads of More Fun with Clay (NM-CLAY-01..11): whether it is on, the clay and
gems a seat has for it, the walls standing, the physics' inputs taken from a view state, the
prices, whether a seat may cast now (and why not, in words), and the actions the clay tools
answer. One place, so the tools and the buttons agree, and so the animation re-runs the very
simulation the rules ran (same inputs, same seed).

The rules live in tabletop/games/necromolds/clay.py; this module only asks them, and where
they answer nothing (an older engine) it falls back on the data and says so.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Any

from tabletop.games.necromolds import field
from tabletop.games.necromolds.library import library

try:  # the engine's clay rules (issue 13)
    from tabletop.games.necromolds import clay as engine
except ImportError:  # pragma: no cover - before the engine's clay landed
    engine = None

MAX_STROKE = 1000  # points of a wall's stroke the engine takes (a longer one is thinned first)
MISSILE, BLAST, WALL, REMOVE = "magic_missile", "magic_blast", "magic_wall", "remove_wall"
TITLES = {MISSILE: "Magic Missile", BLAST: "Magic Blast", WALL: "Magic Wall", REMOVE: "Remove wall"}
# the rulebook's prices (NM-CLAY-02/03/05/08), when the engine does not give them
BOOK_PRICES = {MISSILE: 6, BLAST: 8, WALL: 3, REMOVE: 5}


@lru_cache(maxsize=1)
def params():
    """The physics' numbers (assets/necromolds/clay.toml), as the rules use them."""
    if engine is not None and hasattr(engine, "params"):
        return engine.params()
    from tabletop.content.necromolds_clay import load_clay
    from tabletop.physics import ClayParams

    record, missile_clay = load_clay()
    return ClayParams.from_content(record, missile_clay)


@lru_cache(maxsize=1)
def _prices() -> dict:
    from tabletop.content.necromolds_clay import load_clay

    record, _clay = load_clay()
    acts = getattr(record, "actions", None)
    names = {MISSILE: "missile_gems", BLAST: "blast_gems", WALL: "wall_gems", REMOVE: "remove_gems"}
    return (
        {k: int(getattr(acts, n, BOOK_PRICES[k])) for k, n in names.items()} if acts is not None else dict(BOOK_PRICES)
    )


def price(kind: str) -> int:
    """Gems a clay action costs (assets/necromolds/clay.toml's [actions], the rulebook's numbers)."""
    if engine is not None and hasattr(engine, "price"):
        return int(engine.price(kind))
    return _prices()[kind]


def clay_on(state) -> bool:
    """True when the game was started with More Fun with Clay."""
    if engine is not None and hasattr(engine, "clay_on"):
        return bool(engine.clay_on(state))
    return bool(getattr(state, "clay_left", None))  # [] without the rule: it is also the switch


def clay_left(state, seat: int) -> float:
    """Drams left in a seat's extra container (NM-CLAY-01)."""
    if engine is not None and hasattr(engine, "clay_left"):
        return float(engine.clay_left(state, seat))
    extra = getattr(state, "clay_left", None) or []
    return float(extra[seat]) if seat < len(extra) else 0.0


def walls(state) -> list:
    """The magic walls standing: records with `id`, `owner`, `footprint` (points), `height`."""
    if engine is not None and hasattr(engine, "walls"):
        return list(engine.walls(state))
    return list(getattr(state, "walls", None) or [])


def wall_polygon(wall):
    """A wall's footprint as a shapely polygon."""
    from shapely.geometry import Polygon

    holes = getattr(wall, "holes", None) or None
    return Polygon([tuple(p) for p in wall.footprint], holes)


def bounds(state) -> tuple[float, float]:
    """The map's (width, height) in inches."""
    mp = library().maps[state.map]
    return (float(mp.width), float(mp.height))


def monsters_in(state) -> list[tuple]:
    """Every standing monster as the physics takes it: (id, x, y, base radius, model height)."""
    if engine is not None and hasattr(engine, "physics_monsters"):
        return list(engine.physics_monsters(state))
    out = []
    for m in state.alive():
        if not m.deployed and state.phase in ("army", "deploy"):
            continue
        r, h = field.base_of(m)
        out.append((m.id, m.x, m.y, r, h))
    return out


def terrain_in(state, with_walls: bool = True) -> list[tuple]:
    """Every terrain part (and magic wall) as (polygon, height)."""
    if engine is not None and hasattr(engine, "physics_terrain"):
        return list(engine.physics_terrain(state))
    out = [(poly, h) for p in state.terrain for poly, h in field.placed_parts(state, p)]
    if with_walls:
        out += [(wall_polygon(w), float(w.height)) for w in walls(state)]
    return out


def smashed_in(state) -> list[tuple]:
    """Smashed clay as (x, y, r) discs."""
    return [(c.x, c.y, c.r) for c in state.clay]


# -- may a seat cast now ---------------------------------------------------------------------


def _my_turn(state, seat: int | None) -> str | None:
    if seat is None:
        return "you are watching"
    if state.phase == "over":
        return "the game is over"
    if state.phase == "combat":
        return "a combat is being fought"
    if state.turn_seat != seat:
        return "it is not your turn"
    if state.phase == "command":
        return "finish the command being performed first"
    if state.phase not in ("turns", "turn_end"):
        return "it is not your turn"
    return None


def why_not(state, seat: int | None, kind: str) -> str | None:
    """Why `seat` may not take a clay action now, in words (None: it may)."""
    if not clay_on(state):
        return "More Fun with Clay is not switched on"
    if engine is not None and hasattr(engine, "why_not"):
        return engine.why_not(state, seat, kind)
    why = _my_turn(state, seat)
    if why:
        return why
    if kind in (WALL, REMOVE) and state.phase != "turn_end":
        return "walls are built and removed at the end of your turn"
    if kind in (MISSILE, BLAST) and state.phase != "turns":
        return "your turn is ending: only walls now"
    gems = state.seats[seat].gems
    if gems < price(kind):
        return f"{TITLES[kind]} costs {price(kind)} gems; you have {gems}"
    p = params()
    need = {MISSILE: p.missile_clay, BLAST: p.blast_clay, WALL: p.wall_min_length * p.wall_drams_per_inch}.get(
        kind, 0.0
    )
    if clay_left(state, seat) + 1e-9 < need:
        return f"your extra clay is too low ({clay_left(state, seat):.0f} dr left, {math.ceil(need)} dr needed)"
    if kind == REMOVE and not walls(state):
        return "no magic wall stands on the map"
    return None


# -- the actions the tools answer -------------------------------------------------------------


def _action(data: dict) -> Any:
    from tabletop.games.necromolds import actions as A

    return A.decode(data)


def missile_action(seat: int, aim) -> Any:
    """Drop the Magic Missile over `aim` (map inches)."""
    return _action({"type": MISSILE, "seat": seat, "aim": [round(float(aim[0]), 4), round(float(aim[1]), 4)]})


def blast_action(seat: int, centre) -> Any:
    """Lower the Magic Blast at `centre` (map inches)."""
    return _action({"type": BLAST, "seat": seat, "centre": [round(float(centre[0]), 4), round(float(centre[1]), 4)]})


def wall_action(seat: int, stroke) -> Any:
    """Build a Magic Wall along `stroke` (map inches)."""
    pts = thin(stroke)
    return _action({"type": WALL, "seat": seat, "stroke": [[round(float(x), 4), round(float(y), 4)] for x, y in pts]})


def thin(stroke, most: int = MAX_STROKE) -> list:
    """A stroke with at most `most` points (every k-th kept, the last always)."""
    pts = [(float(x), float(y)) for x, y in stroke]
    if len(pts) <= most:
        return pts
    k = math.ceil(len(pts) / (most - 1))
    return pts[::k] + ([pts[-1]] if (len(pts) - 1) % k else [])


def end_turn_action(seat: int) -> Any:
    """End the turn without (more) clay magic (the end of a turn, phase turn_end)."""
    return _action({"type": "end_turn", "seat": seat})


def remove_action(seat: int, wall_id) -> Any:
    """Pay to remove a magic wall."""
    return _action({"type": REMOVE, "seat": seat, "wall": wall_id})


# -- re-running what the rules ran ---------------------------------------------------------------


def simulate_missile(state, aim, seed):
    """The missile as the rules simulated it on `state` (the state before the drop)."""
    if engine is not None and hasattr(engine, "rerun_missile"):
        return engine.rerun_missile(state, aim, seed)
    from tabletop.physics import simulate_missile as sim

    return sim(monsters_in(state), terrain_in(state), aim, int(seed), params(), bounds(state))


def simulate_blast(state, centre):
    """The blast as it settles on `state`."""
    if engine is not None and hasattr(engine, "blast_preview"):
        return engine.blast_preview(state, centre)
    from tabletop.physics import simulate_blast as sim

    return sim(monsters_in(state), terrain_in(state), centre, params())


def plan_wall(state, seat: int, stroke):
    """The wall a stroke makes for `seat` on `state` (its footprint, clay, and why it is refused)."""
    if engine is not None and hasattr(engine, "wall_plan"):
        return engine.wall_plan(state, seat, stroke)
    from tabletop.physics import plan_wall as plan

    return plan(
        stroke,
        clay_left(state, seat),
        params(),
        monsters_in(state),
        terrain_in(state),
        smashed_in(state),
        bounds(state),
    )


def wall_at(state, point) -> Any | None:
    """The magic wall under a map point (within a little slack), if any."""
    from shapely.geometry import Point

    best = None
    for w in walls(state):
        d = wall_polygon(w).distance(Point(point))
        if d <= 0.15 and (best is None or d < best[0]):
            best = (d, w)
    return best[1] if best else None
