"""What Basalt's monsters can do from where they stand, as his guides ask it (NM-SOLO-29..31, -34,
-45..47, -50..53): shoot now, move just far enough to shoot (Strategic Movement), move into melee, or
move toward the closest enemy; and which enemy he attacks (Weak Targets). Read-only: each answer is a
move or a target the rules then check as any player's (rounds.move, rounds.ranged).

Judged on the positions now, real paths and line of sight (NM-SOLO-34): a path is the battlefield's
shortest path, a contact end the contact search's (contact.py), a spot in range the first point along
the path toward the enemy, every SAMPLE inches, from which it is within the distance and in sight."""

from __future__ import annotations

import itertools
import math
from typing import NamedTuple

from tabletop.games.necromolds import basalt_judge as J
from tabletop.games.necromolds import combat, contact, fan, field, legal, rounds
from tabletop.games.necromolds.library import library
from tabletop.games.necromolds.state import BASALT, Monster, State
from tabletop.geometry.distance import truncate

SAMPLE = 0.1  # inches between the spots tried along a path toward a target (NM-SOLO-53)
SLACK = 1e-6


class Plan(NamedTuple):
    """A move for one monster: its path (points after the start), the enemy it is for, and why
    ('weak_target' into melee, 'in_range' to shoot, 'strategic' toward the closest enemy), and why the
    judge chose its path where it had a choice ("" for the fixed order, basalt_judge.py)."""

    monster: str
    path: tuple[tuple[float, float], ...]
    target: str
    why: str
    verdict: J.Verdict = J.FIXED


def weak_key(state: State, attacker: Monster, enemy: Monster, kind: str, gap: float) -> tuple:
    """NM-SOLO-50/51: the weakest defense skill first, then the larger enemy, then the one he is most
    likely to smash (his pool against its), then the closest, then a fixed order (its id).

    Reading: the defense skill is the spellbook's printed rating; a die an ability or a fan rule adds
    this round (Chitin Shell's "+1 defense die", cover) is a die, not the skill, and counts only in the
    likely-to-smash step."""
    book = library().books[enemy.book]
    att, dfn = combat.base_pools(state, kind, attacker, enemy)
    return (book.defense, -library().size(enemy.book, enemy.size).clay, dfn - att, round(gap, 6), enemy.id)


def weak_target(state: State, attacker: Monster, enemies: list[str], kind: str) -> str | None:
    """The enemy among `enemies` Basalt attacks (Weak Targets), or None when there is none."""
    if not enemies:
        return None
    bf = field.battlefield(state)
    return min(enemies, key=lambda e: weak_key(state, attacker, state.monster(e), kind, bf.gap(attacker.id, e)))


def shots(state: State, m: Monster, reach: float) -> list[str]:
    """Enemies `m` could shoot from where it stands at `reach` inches (in range, sight, facing)."""
    bf = field.battlefield(state)  # one state: one battlefield for every enemy asked
    return [
        e.id
        for e in state.enemies(BASALT)
        if rounds.ranged_problem(state, m.id, e.id, reach, state.use_terrain, bf) is None
    ]


def _move_ok(state: State, m: Monster, path: list[tuple[float, float]], length: float) -> list[str] | None:
    """The enemies a move along `path` ends touching if it is legal at `length` (None if not)."""
    if not path:
        return None
    bf = field.battlefield(state)
    full = [(m.x, m.y), *path]
    check = bf.check_move(m.id, full, length)
    if not check.legal or fan.hinder_problem(state, m, full, check.length):
        return None
    return [c for c in check.contacts if state.find(c) is not None and state.monster(c).owner != BASALT]


def melee_moves(state: State, m: Monster, length: float) -> list[Plan]:
    """NM-SOLO-31/47: each enemy `m` can move into base contact with (that enemy alone), and how."""
    bf = field.battlefield(state)
    search = contact.ContactSearch(bf, m.id, length)
    out = []
    for e in state.enemies(BASALT):
        if bf.gap(m.id, e.id) > length + 1e-3:
            continue
        snap = search.snap(e.id, (m.x, m.y))
        if snap.problem or not snap.path:
            continue
        path = [(round(x, 4), round(y, 4)) for x, y in snap.path[1:]]
        if _move_ok(state, m, path, length) == [e.id]:
            out.append(Plan(m.id, tuple(path), e.id, "weak_target"))
    return out


def melee_plan(state: State, m: Monster, length: float) -> Plan | None:
    """The melee move Basalt makes with `m`: into contact with the Weak Target among those it reaches."""
    moves = {p.target: p for p in melee_moves(state, m, length)}
    best = weak_target(state, m, list(moves), "melee")
    return None if best is None else moves[best]


BACK_OFF = (0.25, 0.5, 1.0, 1.5, 2.0, 3.0)  # inches short of contact, tried when no contact side is open


def _toward(state: State, m: Monster, e: Monster) -> list[list[tuple[float, float]]]:
    """Shortest paths toward base contact with `e` from a few sides (the whole way, start included);
    when terrain hugs the enemy on every side tried, paths to places a little short of those sides
    (NM-SOLO-52: he still moves toward it; a play-test saw an Insectomite stand still all turn, its
    enemy's near side against a coffin pile)."""
    bf = field.battlefield(state)
    sides = [legal.contact_point(state, m, e, angle_offset=offset) for offset in (0.0, 0.6, -0.6)]
    out = _paths(bf, m, sides)
    if not out:
        short = []
        for back in BACK_OFF:
            for gx, gy in sides:
                k = math.hypot(gx - e.x, gy - e.y) or 1.0
                short.append((gx + (gx - e.x) / k * back, gy + (gy - e.y) / k * back))
        out = _paths(bf, m, short)[:3]  # the nearest short of each side first (goals in that order)
    return out


def _paths(bf, m: Monster, goals) -> list[list[tuple[float, float]]]:
    """The shortest paths of `m` to each goal it can reach (the whole way, start included)."""
    out = []
    for goal in goals:
        try:
            path = bf.shortest_path(m.id, goal)
        except Exception:  # a goal the base cannot stand on while moving: no path that way
            path = None
        if path and len(path) >= 2:
            out.append([(float(x), float(y)) for x, y in path])
    return out


def range_plan(state: State, m: Monster, length: float, reach: float) -> Plan | None:
    """NM-SOLO-30/46/53: the shortest move (along the path toward an enemy) after which `m` is within
    `reach` of it and sees it, not touching any enemy; among the enemies it can so reach, the Weak
    Target; None when none (or when it can already shoot: it need not move)."""
    bf = field.battlefield(state)
    r = field.base_of(m)[0]
    found: dict[str, tuple[float, list[tuple[float, float]]]] = {}
    for e in state.enemies(BASALT):
        if bf.gap(m.id, e.id) > length + reach + 1e-6:
            continue
        re = field.base_of(e)[0]
        for full in _toward(state, m, e):
            total = min(length, sum(math.dist(a, b) for a, b in itertools.pairwise(full)))
            d = SAMPLE
            hit = None
            while d <= total + 1e-9 and hit is None:
                cut = truncate(full, min(d, total))
                x, y = cut[-1]
                gap = math.dist((x, y), (e.x, e.y)) - r - re
                seen = gap <= reach - SLACK and not bf.end_problem(m.id, x, y)
                if seen and (not state.use_terrain or bf.sees_from(m.id, (x, y), e.id)):
                    path = [(round(px, 4), round(py, 4)) for px, py in cut[1:]]
                    if _move_ok(state, m, path, length) == []:
                        hit = (min(d, total), path)
                d += SAMPLE
            if hit is not None and (e.id not in found or hit[0] < found[e.id][0]):
                found[e.id] = hit
    best = weak_target(state, m, list(found), "ranged")
    return None if best is None else Plan(m.id, tuple(found[best][1]), best, "in_range")


def closest_enemy(state: State, m: Monster) -> Monster | None:
    """The enemy whose base is nearest `m`'s (a fixed order on a tie)."""
    bf = field.battlefield(state)
    foes = state.enemies(BASALT)
    return min(foes, key=lambda e: (round(bf.gap(m.id, e.id), 6), e.id)) if foes else None


COARSE, FINE = 0.25, 0.05  # inches: the steps back along a path to a legal end, then forward again


def strategic_plan(state: State, m: Monster, length: float, judge: J.Judge = J.fixed) -> Plan | None:
    """NM-SOLO-52: toward its closest enemy, as far as the move goes (cut shorter when the full move
    would end where no base may end); None when it cannot move toward it at all. The shortest paths
    from a few sides of the enemy each give one such move; which side is the judge's ("path", offered
    straight on first, then the sides in a fixed order)."""
    e = closest_enemy(state, m)
    if e is None:
        return None
    ways: list[J.Candidate] = []

    def legal_cut(full, far: float):
        """The path along `full` cut at `far` inches, when it is a legal move there (else None)."""
        cut = truncate(full, far - 1e-3)
        if len(cut) < 2 or math.dist(cut[0], cut[-1]) < 0.05:
            return None
        path = fan.hinder(state, m.id, [(round(x, 4), round(y, 4)) for x, y in cut[1:]])
        return path if path and _move_ok(state, m, path, length) is not None else None

    for full in _toward(state, m, e):
        # as far along it as a base may end (NM-SOLO-52, "the best choice possible", NM-SOLO-19): the whole
        # move, else back a quarter inch at a time, then forward again in twentieths to the farthest legal end
        # (it tried only 100/75/50/25 %, and stopped half a move short where most of it was free: play-test)
        far, path = length, legal_cut(full, length)
        while path is None and far > COARSE:
            far -= COARSE
            path = legal_cut(full, far)
        if path is not None and far < length:
            for k in range(int(COARSE / FINE) - 1, 0, -1):
                longer = legal_cut(full, min(length, far + k * FINE))
                if longer is not None:
                    path = longer
                    break
        if path is not None and all(w.path != tuple(path) for w in ways):
            ways.append(J.Candidate(monster=m.id, target=e.id, path=tuple(path), rule="strategic"))
        if ways and judge is J.fixed:  # the fixed order takes the first side: no need to find the others
            break
    if not ways:
        return None
    verdict = J.decide(judge, state, "path", ways)
    return Plan(m.id, ways[verdict.pick].path, e.id, "strategic", verdict)


def nearest_gap(state: State, m: Monster) -> float:
    """How far `m`'s base is from the nearest enemy's (inf with no enemy)."""
    e = closest_enemy(state, m)
    return math.inf if e is None else field.battlefield(state).gap(m.id, e.id)
