"""The Optional Fan Rules (rulebook "Optional Fan Rules", NM-FAN-01..23): the questions each
rule asks of a state, in one place, for the rules, the bots and the table.

Each rule is a setting (settings.FAN_RULES), off by default, kept in `state.fan`; with a rule
off, nothing here changes the game. Where the rules flow changes (turn order, command dice,
deployment, moves, combat) the modules of the flow call these functions:

- Turn Order Choice / Turn Order Gems (NM-FAN-02..04): `turns.py` and `rounds.choose_order`.
- Partial Cover (NM-FAN-05/06): `cover`, `covered`; the table's aim tool says `words.cover_text`.
- High Ground (NM-FAN-07..09): `elevation`, `attacking_down`. A raised surface is a terrain part
  authored with `stand = true` (levels/necromolds/map_terraces.toml has three). With the rule on it
  is not an obstacle: a monster moves onto it like open ground (no climbing cost: the edge of a
  surface is a ramp all round), and a monster *stands on it when its base's centre ends inside
  the surface's footprint*; it then stands at the surface's height. Surfaces block neither moves
  nor sight with the rule on. Without the rule they are solid terrain like any other.
- Directional Attacks (NM-FAN-10..12): `facing_of`, `can_attack`, `from_behind`, `front_arc`.
  Every monster's front is the marked side of its base (the model is drawn looking that way; the
  same for every model, which is how NM-FAN-12 is authored here). A facing is set when a monster
  is deployed and at the end of each of its moves (the `facing` field of Deploy and Move;
  defaults: `deploy_facing`, and for a move the direction of its last leg, or toward the enemy
  it ends touching).
- Command Gems (NM-FAN-13/14): `rounds.command_gems`.
- Four Corner Deployment (NM-FAN-15/16): `corner_points`, `corner_problem`, `corner_spots`.
- Wilder Wilds (NM-FAN-17): `rounds.assign` / `rounds.start_command`.
- Decisive Combat (NM-FAN-18..20): `melee_pairs`; the stages in `rounds`.
- Hindering Terrain (NM-FAN-21/22): `hinder`, `hinder_problem`.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from shapely.geometry import Point

from tabletop.games.necromolds import field
from tabletop.games.necromolds.library import library
from tabletop.games.necromolds.state import Monster, State
from tabletop.geometry import facing as F
from tabletop.geometry.distance import truncate

CORNER_PAIRS = ((0, 2), (1, 3))  # indices into corner_list: top-left & bottom-right, top-right & bottom-left
CORNER_NAMES = ("the top-left corner", "the top-right corner", "the bottom-right corner", "the bottom-left corner")
PAIR_NAMES = ("the top-left and bottom-right corners", "the top-right and bottom-left corners")


def on(state: State, key: str) -> bool:
    """True if the fan rule `key` is switched on (NM-FAN-01)."""
    return key in state.fan


def numbers():
    """The fan rules' numbers (assets/necromolds/rules.toml [fan])."""
    return library().rules.fan


# -- High Ground (NM-FAN-07..09) --------------------------------------------------------------


def elevation_at(state: State, x: float, y: float) -> float:
    """How high a base whose centre is at (x, y) stands: the tallest raised surface under its
    centre with the High Ground rule on (0.0 on the ground, and always without the rule)."""
    best = 0.0
    for _pid, poly, height in field.surfaces(state):
        if poly.covers(Point(x, y)):
            best = max(best, height)
    return best


def elevation(state: State, m: Monster) -> float:
    """How high monster `m` stands (see `elevation_at`)."""
    return elevation_at(state, m.x, m.y)


def attacking_down(state: State, att: Monster, dfn: Monster) -> bool:
    """High Ground (NM-FAN-08's reading): the attacker's base stands higher than the target's."""
    return on(state, "fan_high_ground") and elevation(state, att) > elevation(state, dfn) + 1e-9


# -- Partial Cover (NM-FAN-05/06) -------------------------------------------------------------


def cover(state: State, attacker: str, defender: str) -> float:
    """The share (0..1) of the defender covered by terrain as seen from the attacker: sightlines
    from the attacker's centre to 19 points of the defender's base that terrain (tall enough to
    block sight between them) cuts (NM-FAN-06; see tabletop.geometry.cover). Works with the rule
    off too (the aim tool may show it); only `covered` decides the die."""
    bf = field.battlefield(state)
    if attacker not in bf.bases or defender not in bf.bases:
        return 0.0
    return bf.covered_fraction(attacker, defender)


def earns_cover(fraction: float) -> bool:
    """A covered fraction earns the Partial Cover die: more than the threshold (50%, NM-FAN-05)."""
    return fraction > numbers().cover_fraction


def covered(state: State, attacker: str, defender: str) -> bool:
    """Partial Cover is on and the defender is more than the threshold (50%) covered."""
    return on(state, "fan_partial_cover") and earns_cover(cover(state, attacker, defender))


# -- Directional Attacks (NM-FAN-10..12) --------------------------------------------------------


def directional(state: State) -> bool:
    """True if monsters have a facing in this game (Directional Attacks, NM-FAN-10)."""
    return on(state, "fan_directional")


def facing_of(state: State, m: Monster) -> float | None:
    """The way `m` faces (degrees, see tabletop.geometry.facing), None without the rule."""
    if not directional(state):
        return None
    return m.facing


def deploy_facing(state: State, seat: int, x: float, y: float) -> float:
    """The facing a monster deployed at (x, y) gets unless its player gives one: toward the far
    edge with 2 players (seat 0 down the map, seat 1 up), toward the map's middle otherwise (and
    with Four Corner Deployment)."""
    mp = library().maps[state.map]
    if len(state.seats) == 2 and not on(state, "fan_four_corners"):
        return 90.0 if seat == 0 else 270.0
    return F.facing_toward((x, y), (mp.width / 2, mp.height / 2))


def can_attack(state: State, att: Monster, target: Monster) -> bool:
    """Directional Attacks (NM-FAN-10/11): a monster attacks only a target whose base centre is
    in its front half-plane; always True without the rule."""
    f = facing_of(state, att)
    return f is None or F.in_front(f, (att.x, att.y), (target.x, target.y))


def from_behind(state: State, att: Monster, dfn: Monster) -> bool:
    """Directional Attacks (NM-FAN-11): the attacker's base centre is in the target's rear half-plane."""
    f = facing_of(state, dfn)
    return f is not None and F.behind(f, (dfn.x, dfn.y), (att.x, att.y))


def front_arc(state: State, mid: str) -> tuple[float, float] | None:
    """A monster's front arc (from, to) in degrees, counter-clockwise in map angles (the table
    draws it; the threat preview keeps targets inside it); None without the rule."""
    m = state.find(mid)
    f = facing_of(state, m) if m is not None else None
    return None if f is None else F.front_arc(f)


def facing_problem(state: State, facing: float | None) -> str | None:
    """Why a facing given with a Deploy or Move is refused, or None."""
    if facing is None:
        return None
    if not directional(state):
        return "a monster's facing counts only with the Directional Attacks fan rule (NM-FAQ-05)"
    if not (math.isfinite(facing) and -360.0 <= facing <= 360.0):
        return "a facing is an angle from -360 to 360 degrees"
    return None


# -- combat dice ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Bonus:
    """A free die a fan rule adds to one side of a combat: `side` attack or defense."""

    rule: str  # the settings key
    side: str
    dice: int
    text: str
    fraction: float | None = None  # Partial Cover: the covered share


def bonuses(state: State, kind: str, att: Monster, dfn: Monster) -> list[Bonus]:
    """The free dice the fan rules switched on add to a combat of `kind` (melee/ranged) between
    these monsters where they stand now (NM-FAN-05, -07, -10)."""
    if not state.fan:
        return []
    from tabletop.games.necromolds import words as W

    n = numbers()
    out: list[Bonus] = []
    if kind == "ranged" and on(state, "fan_partial_cover") and n.cover_dice:
        frac = cover(state, att.id, dfn.id)
        if earns_cover(frac):
            out.append(
                Bonus(
                    "fan_partial_cover",
                    "defense",
                    n.cover_dice,
                    W.bonus_text("fan_partial_cover", n.cover_dice, frac),
                    frac,
                )
            )
    if n.high_ground_dice and attacking_down(state, att, dfn):
        out.append(
            Bonus(
                "fan_high_ground",
                "attack",
                n.high_ground_dice,
                W.bonus_text("fan_high_ground", n.high_ground_dice),
            )
        )
    if n.behind_dice and from_behind(state, att, dfn):
        out.append(
            Bonus(
                "fan_directional",
                "attack",
                n.behind_dice,
                W.bonus_text("fan_directional", n.behind_dice),
            )
        )
    return out


def bonus_data(b: Bonus) -> dict:
    """A bonus as the combat_start event carries it (the combat window reads these typed fields)."""
    return {"rule": b.rule, "side": b.side, "dice": b.dice, "text": b.text, "fraction": b.fraction}


def bonus_dice(state: State, kind: str, att: Monster, dfn: Monster) -> tuple[int, int]:
    """(attack, defence) free dice of `bonuses`."""
    a = d = 0
    for b in bonuses(state, kind, att, dfn):
        if b.side == "attack":
            a += b.dice
        else:
            d += b.dice
    return a, d


# -- Hindering Terrain (NM-FAN-21/22) ------------------------------------------------------------

HINDER_STEP = 0.02  # inches between the points a path is tested at for the first clear spot
HINDER_SLACK = HINDER_STEP + 1e-6  # a move may end this far past that spot


def hinder(state: State, mid: str, path: list[tuple[float, float]]) -> list[tuple[float, float]] | None:
    """The path (points after the start) cut at the first legal spot past the smashed clay it
    crosses (NM-FAN-22's reading); the path unchanged when it crosses none or the rule is off;
    None when it crosses clay and reaches no legal spot past it (that crossing is not allowed).
    The table's move drag and the bots cut their paths with this."""
    if not on(state, "fan_hindering_terrain") or not state.clay or not path:
        return list(path)
    m = state.monster(mid)
    bf = field.battlefield(state)
    stop = bf.clay_stop(mid, [(m.x, m.y)] + list(path), on(state, "fan_decisive_combat"), HINDER_STEP)
    if stop is None:
        return list(path)
    point, length = stop
    if point is None:
        return None
    cut = truncate([(m.x, m.y)] + [(x, y) for x, y in path], length)
    if len(cut) < 2:
        return None
    cut[-1] = point
    return [(round(x, 4), round(y, 4)) for x, y in cut[1:]]


def hinder_problem(state: State, m: Monster, path: list[tuple[float, float]], length: float) -> str | None:
    """Why a move along `path` (its full polyline from the start, `length` inches long) breaks
    Hindering Terrain: it goes on past the first legal spot beyond smashed clay; None if not."""
    if not on(state, "fan_hindering_terrain") or not state.clay:
        return None
    bf = field.battlefield(state)
    stop = bf.clay_stop(m.id, path, on(state, "fan_decisive_combat"), HINDER_STEP)
    if stop is None:
        return None
    from tabletop.games.necromolds import words as W

    point, at = stop
    if point is None or length > at + HINDER_SLACK:
        return W.hindered(state, m.id, None if point is None else at)
    return None


# -- Four Corner Deployment (NM-FAN-15/16) --------------------------------------------------------


def corner_list(state: State) -> list[tuple[float, float]]:
    """The map's corners: top-left, top-right, bottom-right, bottom-left."""
    mp = library().maps[state.map]
    return [(0.0, 0.0), (float(mp.width), 0.0), (float(mp.width), float(mp.height)), (0.0, float(mp.height))]


def four_corners(state: State) -> bool:
    """True when armies deploy in corners (Four Corner Deployment, NM-FAN-15)."""
    return on(state, "fan_four_corners") and len(state.seats) == 2


def corners_chooser(state: State) -> int:
    """The seat that chooses its corners: the one that went second placing terrain, who also
    deploys first (NM-FAN-15; without terrain, the one the roll-off sends to deploy first)."""
    return state.deploy_order[0]


def corner_points(state: State, seat: int) -> list[tuple[float, float]]:
    """The two corners a seat deploys in ([] until the corners are chosen)."""
    if not state.corners or state.corners[seat] < 0:
        return []
    pts = corner_list(state)
    return [pts[i] for i in CORNER_PAIRS[state.corners[seat]]]


def corner_problem(state: State, seat: int, m: Monster, x: float, y: float) -> str | None:
    """NM-FAN-15/16: the base must touch the green border (the `border`-wide strip along either map
    edge that meets at the corner) at one of the seat's corners, and its nearest point must be
    within the medium edge of that corner point."""
    radius, _ = field.base_of(m)
    rules = library().rules
    mp = library().maps[state.map]
    reach = library().length(numbers().corner_distance)
    tol = rules.contact_tolerance
    corners = corner_points(state, seat)
    if not corners:
        return "choose your corners first (Four Corner Deployment)"
    for cx, cy in corners:
        near = math.dist((x, y), (cx, cy)) - radius
        edge_ok = ((y - radius <= mp.border + tol) if cy == 0.0 else (y + radius >= mp.height - mp.border - tol)) or (
            (x - radius <= mp.border + tol) if cx == 0.0 else (x + radius >= mp.width - mp.border - tol)
        )
        if near <= reach + 1e-9 and edge_ok:
            return None
    names = " or ".join(CORNER_NAMES[i] for i in CORNER_PAIRS[state.corners[seat]])
    return (
        f"the base must touch the green border within {numbers().corner_distance} distance of {names} "
        f"(Four Corner Deployment)"
    )


def corner_of(state: State, seat: int, x: float, y: float) -> int:
    """Which of the seat's two corners (0 or 1) a point is nearer."""
    a, b = corner_points(state, seat)
    return 0 if math.dist((x, y), a) <= math.dist((x, y), b) else 1


def corner_spots(state: State, seat: int, m: Monster, step: float = 0.5) -> list[tuple[float, float]]:
    """Free legal positions for `m` near the seat's corners, nearest the corners first, the two
    corners alternating (for the bots and legal_actions)."""
    radius, _ = field.base_of(m)
    mp = library().maps[state.map]
    reach = library().length(numbers().corner_distance)
    per: list[list[tuple[float, float, float]]] = []
    for cx, cy in corner_points(state, seat):
        found = []
        sx = 1.0 if cx == 0.0 else -1.0
        sy = 1.0 if cy == 0.0 else -1.0
        across = [radius + 0.01 + k * 0.3 for k in range(4)]  # rows inside the green strip
        along = [radius + 0.01 + k * step for k in range(int((reach + radius) / step) + 1)]
        seen: set = set()
        for dx, dy in [(a, b) for b in across for a in along] + [(b, a) for b in across for a in along]:
            x, y = round(cx + sx * dx, 3), round(cy + sy * dy, 3)  # along the top/bottom, then the side
            if (x, y) in seen or not (0 <= x <= mp.width and 0 <= y <= mp.height):
                continue
            seen.add((x, y))
            if corner_problem(state, seat, m, x, y) is None and field.placement_problem(state, m, x, y) is None:
                found.append((math.dist((x, y), (cx, cy)), x, y))
        per.append(sorted(found))
    out: list[tuple[float, float]] = []
    for k in range(max((len(p) for p in per), default=0)):
        for p in per:
            if k < len(p):
                out.append((p[k][1], p[k][2]))
    return out


# -- Decisive Combat (NM-FAN-18..20) -------------------------------------------------------------


def decisive(state: State) -> bool:
    """True when moves come before every melee and ranged targets are declared first (NM-FAN-18)."""
    return on(state, "fan_decisive_combat")


def melee_pairs(state: State) -> list[tuple[str, str]]:
    """Decisive Combat's melee stage: (attacker, target) pairs still to choose from: a monster
    that moved in this command, still on the map, touching an enemy (in front of it with
    Directional Attacks) it has not fought yet. A monster touching several enemies fights each
    contact in turn, in the order its player chooses; once a target is smashed, monsters touching
    only it have none (NM-FAN-20)."""
    cmd = state.command
    if cmd is None:
        return []
    bf = field.battlefield(state)
    out = []
    for mid in cmd.acted:
        m = state.find(mid)
        if m is None or not m.alive or mid not in bf.bases:
            continue
        for eid in bf.contacts(mid):
            e = state.find(eid)
            if e is None or not e.alive or e.owner == m.owner or [mid, eid] in cmd.fought:
                continue
            if can_attack(state, m, e):
                out.append((mid, eid))
    return out


__all__ = [
    "Bonus",
    "attacking_down",
    "bonus_dice",
    "bonuses",
    "can_attack",
    "corner_points",
    "corner_problem",
    "corner_spots",
    "corners_chooser",
    "cover",
    "covered",
    "deploy_facing",
    "elevation",
    "elevation_at",
    "facing_of",
    "from_behind",
    "front_arc",
    "hinder",
    "hinder_problem",
    "melee_pairs",
    "on",
]
