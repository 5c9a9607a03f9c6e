"""What the table reads of More Fun with Clay (NM-CLAY-01..11): whether it is on, the clay and
gems a seat has for it, the walls standing, the prices, whether a seat may cast now (and why not),
the physics' numbers, and the actions the clay tools answer. One place, so the tools and the buttons
agree, and so the animation re-runs the very simulation the rules ran (same inputs, same seed).

Every rule answer is the engine's (tabletop/games/necromolds/queries.py over clay.py); this module
only names them for the table's clay tools and builds their actions.
"""

from __future__ import annotations

import math
from typing import Any

from tabletop.games.necromolds import actions as A
from tabletop.games.necromolds import queries as NQ

MAX_STROKE = NQ.STROKE_POINTS  # points of a wall's stroke an action takes (a longer one is thinned first)
MISSILE, BLAST, WALL, REMOVE = NQ.MISSILE, NQ.BLAST, NQ.WALL, NQ.REMOVE
TITLES = {MISSILE: "Magic Missile", BLAST: "Magic Blast", WALL: "Magic Wall", REMOVE: "Remove wall"}  # button labels

params = NQ.clay_params
price = NQ.clay_price
clay_on = NQ.clay_on
clay_left = NQ.clay_left
walls = NQ.walls
wall_polygon = NQ.wall_polygon
bounds = NQ.map_bounds


def why_not(state, seat: int | None, kind: str) -> str | None:
    """Why `seat` may not take a clay action now, in the rules' words (None: it may)."""
    return NQ.why_not_clay(state, seat, kind)


# -- the actions the tools answer -------------------------------------------------------------


def _action(data: dict) -> Any:
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
    return NQ.rerun_missile(state, aim, seed)


def simulate_blast(state, centre):
    """The blast as it settles on `state`."""
    return NQ.blast_preview(state, centre)


def plan_wall(state, seat: int, stroke):
    """The wall a stroke makes for `seat` on `state` (its footprint, clay, and why it is refused)."""
    return NQ.wall_plan(state, seat, stroke)


def wall_at(state, point) -> Any | None:
    """The magic wall under a map point (within a little slack), if any."""
    from shapely.geometry import Point

    best = None
    for w in walls(state):
        d = wall_polygon(w).distance(Point(point))
        if d <= 0.15 and (best is None or d < best[0]):
            best = (d, w)
    return best[1] if best else None
