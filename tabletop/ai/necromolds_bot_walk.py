"""The normal Necromolds bot's moves that are not a goal's shortest path cut at the reach: the Move
itself (facing the right way), and the walks it falls back on when no such cut is a legal end.

A cut end is most often refused because it lands on a friend's base or on smashed clay (a move may
cross both but not end there, NM-MOVE-07/08). When no goal's path gives a legal end,
`back_off` stops short along the refused paths (`stop_short`), as a player would, and only when that
finds nothing either does `reach_toward` build the reachable area (about 7 ms at four players, against
a fraction of a millisecond for a few move checks).

Measured and left out: stopping short at once, for the first refused walk toward an enemy, instead of
trying that enemy's other sides first. It made two-player games 13% faster, but four-player games
took a quarter more moves (stopping short holds a monster back where another side's path slides past
the friend) and each move cost more: 2.99 -> 2.18 games a second.
"""

from __future__ import annotations

import itertools
import math

from tabletop.games.necromolds import actions as A
from tabletop.games.necromolds import queries as NQ
from tabletop.games.necromolds.state import Monster, State
from tabletop.geometry import facing as F
from tabletop.geometry.distance import truncate

BACK_STEP = 0.5  # inches a refused end steps back along its path, each try
BACK_TRIES = 6  # tries per path: up to 3 inches short of the reach
BACK_PATHS = 4  # refused paths tried, the nearest enemy's first


def facing_move(state: State, m: Monster, path, contacts, foes: list[Monster]):
    """The Move; with Directional Attacks facing the enemy it touches (the default) or else the
    nearest enemy, so its next attack is ahead and its back is not offered."""
    if not NQ.directional(state) or contacts or not foes:
        return A.Move(seat=m.owner, monster=m.id, path=tuple(path))
    end = tuple(path[-1])
    foe = min(foes, key=lambda f: math.dist(end, (f.x, f.y)))
    return A.Move(seat=m.owner, monster=m.id, path=tuple(path), facing=round(F.facing_toward(end, (foe.x, foe.y)), 3))


def cut_move(state: State, bf, m: Monster, full, length: float):
    """(the path, the enemies it ends touching) of the move along the shortest path `full` (whole, from
    the start) cut at `length` inches, with Hindering Terrain's stop; None when that is no legal move.
    `bf` is the state's battlefield: its end test is asked before the whole move check (most refused
    moves end on a friend, terrain or clay)."""
    cut = truncate([tuple(p) for p in full], length)
    if len(cut) < 2:
        return None
    path = NQ.hinder(state, m.id, [(round(x, 4), round(y, 4)) for x, y in cut[1:]])
    if not path or bf.end_problem(m.id, *path[-1]):
        return None
    ok, contacts = NQ.try_move(state, m.id, path)
    return (path, contacts) if ok else None


def stop_short(state: State, m: Monster, full, top: float):
    """(the path, the enemies it ends touching, its length) of the longest legal move along the
    shortest path `full` (whole, from the start) that stops short of `top` inches by a multiple of
    BACK_STEP, at most BACK_TRIES of them; or None."""
    bf = NQ.battlefield(state)
    for k in range(1, BACK_TRIES + 1):
        length = top - k * BACK_STEP
        if length <= BACK_STEP / 2:
            return None
        move = cut_move(state, bf, m, full, length)
        if move is not None:
            return move[0], move[1], length
    return None


def back_off(state: State, m: Monster, refused: list, reach: float, foes: list[Monster]):
    """The longest legal move short of the reach along one of the `refused` shortest paths (whole,
    from the start; their cut ends were no legal end), or None. Ends touching an enemy are kept only
    when the rules accept them (one enemy, as any move)."""
    for full in refused[:BACK_PATHS]:
        total = sum(math.dist(p, q) for p, q in itertools.pairwise(full))
        stop = stop_short(state, m, full, min(reach, total))
        if stop is not None:
            return facing_move(state, m, stop[0], stop[1], foes)
    return None


def reach_toward(state: State, m: Monster, foe: Monster):
    """Fallback: a legal end in the reachable area, as near the foe as a checked path allows."""
    from shapely.geometry import Point
    from shapely.ops import nearest_points

    bf = NQ.battlefield(state)
    length = NQ.command_reach(state, m.id)
    area = bf.reachable_area(m.id, length)
    if area is None or area.is_empty:
        return None
    target = Point(foe.x, foe.y)
    goals = [nearest_points(area, target)[0]]
    minx, miny, maxx, maxy = area.bounds
    step = max((maxx - minx), (maxy - miny)) / 8 or 1.0
    grid = [Point(minx + i * step, miny + j * step) for i in range(9) for j in range(9)]
    goals += sorted((g for g in grid if area.contains(g)), key=lambda g: g.distance(target))
    here = (m.x, m.y)
    goals = [g for g in goals[:16] if math.dist((g.x, g.y), here) > 0.05]
    paths = bf.shortest_paths(m.id, [(g.x, g.y) for g in goals])  # all at once: the same paths
    for goal, path in zip(goals, paths):
        options = []
        if path and len(path) >= 2:
            options.append(truncate([tuple(p) for p in path], length - 1e-3)[1:])
        options.append([(goal.x, goal.y)])
        for option in options:
            pts = NQ.hinder(state, m.id, [(round(x, 4), round(y, 4)) for x, y in option])
            if not pts:
                continue
            ok, contacts = NQ.try_move(state, m.id, pts)
            if ok:
                return facing_move(state, m, pts, contacts, state.enemies(m.owner))
    return None
