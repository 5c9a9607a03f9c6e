"""Set-up: terrain roll-off and placement, army molding, deployment (NM-SETUP-*, NM-BASIC-03..09)."""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import Any

import shapely
from shapely.geometry import LineString, Point, box

from tabletop.core.errors import IllegalAction
from tabletop.core.protocol import Event
from tabletop.core.rng import RNG
from tabletop.games.necromolds import chance, fan, field
from tabletop.games.necromolds import events as E
from tabletop.games.necromolds import words as W
from tabletop.games.necromolds.actions import (
    ArmyDone,
    ChooseCorners,
    Deploy,
    DeployDone,
    Mold,
    MoldPreset,
    PlaceTerrain,
    Unmold,
)
from tabletop.games.necromolds.library import library
from tabletop.games.necromolds.settings import BASIC_STEPS, Settings, validate
from tabletop.games.necromolds.state import Monster, Placed, Seat, State


def initial_state(settings: Mapping[str, Any] | Settings, seed: int, allow_test_hooks: bool = False) -> State:
    """A new game from settings (see settings.SETTINGS: `mode`, `map`, `players` (2 to 4),
    `clay` (drams, the same for every player: a reduced budget for faster games, NM-MULTI-03),
    `youngest` and, in basic play, the What Next switches `basic_terrain`, `basic_skills`,
    `basic_distances`, `basic_slots`, `basic_abilities` (NM-BASIC-37..42)). An unknown key or a
    value the game does not allow is refused with a ValueError naming the key; the test hook
    `test_forced_faces` only with `allow_test_hooks`."""
    s = settings if isinstance(settings, Settings) else validate(settings, allow_test_hooks)
    rules = library().rules
    gems = rules.basic.starting_gems if s.mode == "basic" else rules.starting_gems
    seats = [Seat(gems=gems, clay=s.clay, dice_count=rules.command_dice) for _ in range(s.players)]
    use_terrain = s.mode != "basic" or s.basic_terrain
    state = State(
        mode=s.mode,
        map=s.map,
        phase="terrain" if use_terrain else "army",
        rng=RNG(int(seed)).get_state(),
        seats=seats,
        forced=list(s.forced),
        use_terrain=use_terrain,
        youngest=s.youngest,
        fan=list(s.fan),
    )
    if "fan_four_corners" in s.fan:  # NM-FAN-15: corners chosen before deployment
        state.corners = [-1] * s.players
    if s.clay_magic:  # NM-CLAY-01: an extra container each, only for the clay actions
        state.clay_left = [int(library().clay.extra_clay)] * s.players
    if s.mode == "basic":  # each step replaces only the basic rule it names (NM-BASIC-42)
        for key in BASIC_STEPS:
            setattr(state, key, getattr(s, key))
    # NM-SETUP-07/09: 3 combat dice each, most attack hits places first; ties re-roll (2 players)
    # or go by turn order cards (NM-MULTI-08/11). The same order ranks deployment, last placer
    # first (NM-SETUP-20), also when basic play has no terrain.
    ranking = _terrain_rolloff(state) if s.players == 2 else _terrain_ranking(state)
    state.terrain_first = ranking[0]
    state.placer = ranking[0]
    state.deploy_order = ranking[::-1]
    return state


def _terrain_rolloff(state: State) -> list[int]:
    """Two players: roll off, re-rolling ties (NM-SETUP-07/09); winner first."""
    lib = library()
    winner, history = chance.rolloff(state, lib.combat_die, lib.rules.rolloff_dice, [0, 1])
    state.rolloff = history
    return [winner, 1 - winner]


def _terrain_ranking(state: State) -> list[int]:
    """3+ players (NM-MULTI-08/11): turn order cards are dealt at random (nobody has an army
    yet, so all are tied); each player rolls 3 combat dice; most attack hits first, ties by card."""
    lib = library()
    seats = list(range(len(state.seats)))
    state.order_cards = chance.deal(state, list(range(1, len(seats) + 1)))
    faces = {s: chance.roll(state, lib.combat_die, lib.rules.rolloff_dice) for s in seats}
    hits = {s: chance.count(lib.combat_die, f, "attack") for s, f in faces.items()}
    state.rolloff = [{"faces": {str(s): f for s, f in faces.items()}, "hits": {str(s): h for s, h in hits.items()}}]
    return sorted(seats, key=lambda s: (-hits[s], state.order_cards[s]))


def terrain_order(state: State) -> list[int]:
    """Seats in the order they place terrain (the roll-off ranking), cycled until 3 are placed."""
    return state.deploy_order[::-1]


def setup_events(state: State) -> list[Event]:
    """The chance of set-up as events: the terrain roll-off (NM-SETUP-07/09, NM-MULTI-11)."""
    if not state.rolloff:
        return []
    order = terrain_order(state)
    return [W.event(state, E.SetupRollOff(state.rolloff, order, list(state.order_cards), bool(state.use_terrain)))]


# -- terrain ---------------------------------------------------------------------------------


def place_terrain(state: State, a: PlaceTerrain, events: list[Event]) -> None:
    """NM-SETUP-07/08/10: the placer puts an unused piece wholly on the map, not overlapping another."""
    terrain_check(state, a)
    state.terrain.append(Placed(a.piece, float(a.x), float(a.y), float(a.rotation), a.seat))
    events.append(W.event(state, E.TerrainPlaced(a.seat, a.piece, a.x, a.y)))
    rules = library().rules
    if len(state.terrain) >= (rules.solo.most_terrain if state.solo is not None else rules.terrain_pieces_placed):
        state.phase = "army"
    else:  # NM-SETUP-08, NM-MULTI-11: the next in roll-off order, cycling
        order = terrain_order(state)
        state.placer = order[len(state.terrain) % len(order)]


def terrain_check(state: State, a: PlaceTerrain) -> None:
    """Raise IllegalAction when `place_terrain` would refuse the placement (NM-SETUP-07/08/10); the
    state is not changed (the legal placements are listed by this, without a copy of the state)."""
    if state.phase != "terrain":
        raise IllegalAction("terrain is placed only during set-up")
    if a.seat != state.placer:
        raise IllegalAction(f"it is {W.player(state.placer)}'s turn to place terrain")
    pieces = {p.id for p in library().maps[state.map].pieces}
    if a.piece not in pieces:
        raise IllegalAction("there is no such terrain piece on this map")
    if any(p.piece == a.piece for p in state.terrain):
        raise IllegalAction(f"the {W.piece_name(state, a.piece)} is already on the battle map")
    if not -360.0 <= a.rotation <= 360.0:
        raise IllegalAction("turn a terrain piece by at most a full turn")
    mp, reach = library().maps[state.map], field.piece_reach(state.map, a.piece)
    if not (-reach <= a.x <= mp.width + reach and -reach <= a.y <= mp.height + reach):
        raise IllegalAction("a terrain piece must lie wholly on the battle map")
    parts = field.piece_parts(state.map, a.piece, float(a.x), float(a.y), float(a.rotation))
    board = field.map_board(state)
    for poly, _h in parts:
        if not board.contains(poly):
            raise IllegalAction("a terrain piece must lie wholly on the battle map")
    others = field.terrain_union(state)
    if others is not None:
        for poly, _h in parts:
            if poly.intersection(others).area > 1e-9:
                raise IllegalAction("terrain pieces cannot overlap")


# -- army ----------------------------------------------------------------------------------


def _army_check(state: State, seat: int) -> None:
    if state.phase != "army":
        raise IllegalAction("armies are molded only during set-up")
    if state.seats[seat].army_done:
        raise IllegalAction("your army is finished")


def _add_monster(state: State, seat: int, book: str, size: int) -> Monster:
    n = 1 + sum(1 for m in state.monsters if m.owner == seat and m.book == book)
    mid = f"p{seat}-{book}-{n}"
    while state.find(mid) is not None:
        n += 1
        mid = f"p{seat}-{book}-{n}"
    monster = Monster(id=mid, owner=seat, book=book, size=size)
    state.monsters.append(monster)
    state.seats[seat].clay -= library().size(book, size).clay
    return monster


def mold(state: State, a: Mold, events: list[Event]) -> None:
    """NM-SETUP-11/12, NM-OVR-02: a monster costs its Size; only whole monsters."""
    _army_check(state, a.seat)
    book = library().books.get(a.book)
    if book is None:
        raise IllegalAction("there is no such spellbook")
    if not 0 <= a.size < len(book.sizes):
        raise IllegalAction(f"{book.name} has no such size option")
    cost = book.sizes[a.size].clay
    if state.seats[a.seat].clay < cost:
        raise IllegalAction(
            f"not enough clay: {book.sizes[a.size].name} needs {cost} dr, {state.seats[a.seat].clay} dr left"
        )
    m = _add_monster(state, a.seat, a.book, a.size)
    events.append(W.event(state, E.Molded(a.seat, m.id)))


def unmold(state: State, a: Unmold, events: list[Event]) -> None:
    """Return a molded monster's clay while the army is still being built."""
    _army_check(state, a.seat)
    m = state.find(a.monster)
    if m is None or m.owner != a.seat:
        raise IllegalAction("you can only unmold your own monsters")
    name = W.monster_name(state, m.id)
    state.monsters.remove(m)
    state.seats[a.seat].clay += library().size(m.book, m.size).clay
    events.append(W.event(state, E.Unmolded(a.seat, m.id, name)))


def mold_preset(state: State, a: MoldPreset, events: list[Event]) -> None:
    """NM-SETUP-18: mold a suggested army (e.g. the Starting Tip) with the clay left."""
    _army_check(state, a.seat)
    preset = library().presets.get(a.preset)
    if preset is None:
        raise IllegalAction("there is no such suggested army")
    for book, count in preset.monsters:
        for _ in range(count):
            if state.seats[a.seat].clay >= library().size(book, 0).clay:
                _add_monster(state, a.seat, book, 0)
    if preset.fill:
        while state.seats[a.seat].clay >= library().size(preset.fill, 0).clay:
            _add_monster(state, a.seat, preset.fill, 0)
    events.append(W.event(state, E.PresetMolded(a.seat, a.preset)))


def more_fits(state: State, seat: int) -> bool:
    """NM-SETUP-13: another monster fits in the clay the seat has left (so its army is not final)."""
    return state.seats[seat].clay >= library().smallest_clay()


def army_done(state: State, a: ArmyDone, events: list[Event]) -> None:
    """NM-SETUP-13: the army is final only when no further monster fits in the clay left."""
    _army_check(state, a.seat)
    seat = state.seats[a.seat]
    if more_fits(state, a.seat):
        raise IllegalAction(f"keep molding: {seat.clay} dr of clay is enough for another monster")
    if not any(m.owner == a.seat for m in state.monsters):
        raise IllegalAction("an army needs at least one monster")
    seat.army_done = True
    army = [m for m in state.monsters if m.owner == a.seat]
    used = sum(library().size(m.book, m.size).clay for m in army)
    events.append(W.event(state, E.ArmyDone(a.seat, seat.clay, len(army), used)))
    if all(s.army_done for s in state.seats):
        state.phase = "deploy"


# -- deployment ----------------------------------------------------------------------------


def deployer(state: State) -> int | None:
    """The seat deploying now (the second terrain placer first, NM-SETUP-20)."""
    for seat in state.deploy_order:
        if not state.seats[seat].deploy_done:
            return seat
    return None


def deploy_zone(state: State, seat: int) -> list[tuple[float, float]]:
    """The seat's deployment border as map points along the outline: the top or bottom edge
    with 2 players (NM-SETUP-19), the map's authored zone with 3-4 (NM-MULTI-04/05)."""
    mp = library().maps[state.map]
    if len(state.seats) == 2:
        y = 0.0 if seat == 0 else float(mp.height)
        return [(0.0, y), (float(mp.width), y)]
    return [tuple(p) for p in _zone(state.map, len(state.seats), seat).points]


def _zone(map_id: str, players: int, seat: int):
    mp = library().maps[map_id]
    for dep in mp.deployments:
        if dep.players == players:
            return dep.zones[seat]
    raise ValueError(f"the battle map {mp.name} has no deployment zones for {players} players")


@lru_cache(maxsize=64)
def _strip(map_id: str, players: int, seat: int):
    """The green strip of a 3-4 player zone: `border` wide along the zone, square-ended, on the map."""
    mp = library().maps[map_id]
    line = LineString(_zone(map_id, players, seat).points)
    strip = line.buffer(mp.border, cap_style="flat", join_style="mitre").intersection(box(0, 0, mp.width, mp.height))
    shapely.prepare(strip)
    return strip


def deploy_strip(state: State, seat: int) -> list[tuple[float, float]]:
    """The outline of the seat's green strip (map points), for drawing."""
    mp = library().maps[state.map]
    if len(state.seats) == 2:
        y0, y1 = (0.0, mp.border) if seat == 0 else (mp.height - mp.border, float(mp.height))
        return [(0.0, y0), (float(mp.width), y0), (float(mp.width), y1), (0.0, y1)]
    return [tuple(p) for p in _strip(state.map, len(state.seats), seat).exterior.coords[:-1]]


def border_problem(state: State, seat: int, radius: float, y: float, x: float | None = None) -> str | None:
    """NM-SETUP-19, NM-MULTI-04: a base must touch or overlap its own zone's green border strip.
    With 2 players only `y` matters; with 3-4 the zone may be any part of the outline, so `x` is needed."""
    m = library().maps[state.map]
    tol = library().rules.contact_tolerance
    if len(state.seats) == 2:
        if seat == 0 and y - radius > m.border + tol:
            return f"the base must touch your green border ({W.edge_of(0)})"
        if seat == 1 and y + radius < m.height - m.border - tol:
            return f"the base must touch your green border ({W.edge_of(1)})"
        return None
    if x is None:
        raise TypeError("border_problem needs x with 3 or more players")
    if _strip(state.map, len(state.seats), seat).distance(Point(x, y)) > radius + tol:
        return f"the base must touch your green border ({W.edge_of(seat, state)})"
    return None


def zone_touched(state: State, seat: int, radius: float, points: list[tuple[float, float]]) -> list[bool]:
    """With 3-4 players, for each (x, y): `border_problem(state, seat, radius, y, x) is None`, the
    strip's distances found in one vectorised call (deployment's candidate spots)."""
    if not points:
        return []
    tol = library().rules.contact_tolerance
    gaps = shapely.distance(_strip(state.map, len(state.seats), seat), shapely.points(points)).tolist()
    return [not gap > radius + tol for gap in gaps]


def deploy(state: State, a: Deploy, events: list[Event]) -> None:
    """Place one monster touching the seat's border, not overlapping anything."""
    if state.phase != "deploy":
        raise IllegalAction("monsters are deployed only during set-up")
    who = deployer(state)
    if a.seat != who:
        assert who is not None  # the deploy phase ends when every seat is done
        raise IllegalAction(f"{W.player(who)} deploys now")
    m = state.find(a.monster)
    if m is None or m.owner != a.seat:
        raise IllegalAction("you can only deploy your own monsters")
    problem = fan.facing_problem(state, a.facing)
    if problem:
        raise IllegalAction(problem)
    radius, _ = field.base_of(m)
    if fan.four_corners(state):  # NM-FAN-15/16 instead of the edge (NM-SETUP-19)
        problem = fan.corner_problem(state, a.seat, m, float(a.x), float(a.y)) or field.placement_problem(
            state, m, float(a.x), float(a.y)
        )
    else:
        problem = border_problem(state, a.seat, radius, float(a.y), float(a.x)) or field.placement_problem(
            state, m, float(a.x), float(a.y)
        )
    if problem:
        raise IllegalAction(problem)
    m.x, m.y, m.deployed = float(a.x), float(a.y), True
    facing = None
    if fan.directional(state):  # NM-FAN-11: a facing is chosen at deployment
        m.facing = facing = (
            float(a.facing) % 360.0 if a.facing is not None else fan.deploy_facing(state, a.seat, m.x, m.y)
        )
    events.append(W.event(state, E.Deployed(a.seat, m.id, m.x, m.y, facing)))


def choose_corners(state: State, a: ChooseCorners, events: list[Event]) -> None:
    """Four Corner Deployment (NM-FAN-15/16): the player who went second placing terrain (who
    deploys first) takes a pair of opposite corners; the other player gets the other pair."""
    if state.phase != "deploy" or not fan.four_corners(state):
        raise IllegalAction("corners are chosen only at deployment with Four Corner Deployment")
    chooser = fan.corners_chooser(state)
    if a.seat != chooser:
        raise IllegalAction(f"{W.player(chooser)} chooses the corners (they went second placing terrain)")
    if state.corners[a.seat] >= 0:
        raise IllegalAction("the corners are already chosen")
    if a.pair not in (0, 1):
        raise IllegalAction("choose corner pair 0 (top-left and bottom-right) or 1 (top-right and bottom-left)")
    for s in range(len(state.seats)):
        state.corners[s] = a.pair if s == a.seat else 1 - a.pair
    events.append(
        W.event(state, E.CornersChosen(a.seat, list(state.corners), fan.PAIR_NAMES[a.pair], fan.PAIR_NAMES[1 - a.pair]))
    )


def deploy_done(state: State, a: DeployDone, events: list[Event]) -> bool:
    """Finish a seat's deployment; returns True when every army is in position."""
    if state.phase != "deploy" or a.seat != deployer(state):
        raise IllegalAction("you are not deploying now")
    missing = [m.id for m in state.monsters if m.owner == a.seat and not m.deployed]
    if missing:
        raise IllegalAction(f"{W.count(len(missing), 'monster')} still to deploy")
    if fan.four_corners(state):  # NM-FAN-15: the army is split into two groups, one per corner
        army = [m for m in state.monsters if m.owner == a.seat]
        used = {fan.corner_of(state, a.seat, m.x, m.y) for m in army}
        if len(army) >= 2 and len(used) < 2:
            raise IllegalAction(
                "split your army into two groups: put monsters in both of your corners (Four Corner Deployment)"
            )
    state.seats[a.seat].deploy_done = True
    events.append(W.event(state, E.DeployDone(a.seat)))
    return all(s.deploy_done for s in state.seats)


def zone_spots(
    state: State, seat: int, monster: Monster, count: int = 60, step: float | None = None
) -> list[tuple[float, float]]:
    """Free positions in every row of the seat's strip (3-4 players): along the edge, then
    further in while the base still touches the strip (the 2-player spots otherwise)."""
    if len(state.seats) == 2:
        return deployment_spots(state, seat, monster, count)
    border = library().maps[state.map].border
    spots: list[tuple[float, float]] = []
    for inset in (0.0, 0.5 * border, 0.95 * border):
        spots += [p for p in deployment_spots(state, seat, monster, count, inset, step) if p not in spots]
    return spots


def deployment_spots(
    state: State, seat: int, monster: Monster, count: int = 40, inset: float = 0.0, step: float | None = None
) -> list[tuple[float, float]]:
    """Free positions along the seat's border for a monster (for bots and legal_actions), in
    order along the zone; with 3-4 players `inset` moves them further in from the map's edge
    and `step` sets the spacing (default: a base's width, or the zone over `count`)."""
    mp = library().maps[state.map]
    radius, _ = field.base_of(monster)
    if len(state.seats) == 2:
        y = radius + 0.01 if seat == 0 else mp.height - radius - 0.01
        along: list[tuple[float, float]] = []
        step = max(2 * radius + 0.15, (mp.width - 2 * radius) / count)
        x = radius + 0.01
        while x <= mp.width - radius:
            along.append((x, y))
            x += step
        # every spot's placement test at once (field.free_spots: placement_problem's answers)
        return [
            (round(x, 3), round(y, 3)) for (x, y), free in zip(along, field.free_spots(state, monster, along)) if free
        ]
    line = LineString(deploy_zone(state, seat))
    step = step or max(2 * radius + 0.15, line.length / count)
    low, high = radius + 0.01, (mp.width - radius - 0.01, mp.height - radius - 0.01)
    ds: list[float] = []
    d = 0.0
    while d <= line.length + 1e-9:
        ds.append(d)
        d += step
    candidates = []
    for px, py in shapely.get_coordinates(shapely.line_interpolate_point(line, ds)).tolist():
        # in from whichever edges the point lies on, far enough for the base to stay on the map
        x = min(max(px, low + inset if px < 1e-6 else low), high[0] - (inset if px > mp.width - 1e-6 else 0.0))
        y = min(max(py, low + inset if py < 1e-6 else low), high[1] - (inset if py > mp.height - 1e-6 else 0.0))
        candidates.append((round(x, 3), round(y, 3)))
    # each spot once, in order along the zone; the border's and the placement's tests on all at once
    unique = list(dict.fromkeys(candidates))
    tried = [p for p, touches in zip(unique, zone_touched(state, seat, radius, unique)) if touches]
    return [spot for spot, free in zip(tried, field.free_spots(state, monster, tried)) if free]
