"""Who acts now and what they may do: discrete choices plus sampled positions for moves,
deployment and terrain (continuous choices are checked exactly by `apply`)."""

from __future__ import annotations

import math

from tabletop.core.errors import IllegalAction
from tabletop.games.necromolds import actions as A
from tabletop.games.necromolds import clay as clay_rules
from tabletop.games.necromolds import combat, fan, field, rounds, setup, solo_rounds, solo_setup, stalemate
from tabletop.games.necromolds.library import library
from tabletop.games.necromolds.state import Monster, State
from tabletop.geometry import facing as F
from tabletop.geometry.distance import truncate


def to_act(state: State) -> list[int]:
    """Seats that may act now (several at once while molding and assigning command dice)."""
    p = state.phase
    if p == "over":
        return []
    if stalemate.pending(state):  # a draw on offer: its answers first (issue 25)
        return stalemate.answering(state)
    if p == "terrain":
        return [state.placer]
    if p == "army":
        return [s for s in range(len(state.seats)) if not state.seats[s].army_done]
    if p == "deploy":
        d = setup.deployer(state)
        return [] if d is None else [d]
    if p == "assign":
        return [s for s in state.in_play() if not state.seats[s].assign_done]
    if p == "order":  # Turn Order Choice (NM-FAN-02)
        return [state.first]
    if p == "draft":  # solo play's common pool (NM-SOLO-25)
        assert state.solo is not None
        return [state.solo.picker]
    if p == "combat":
        return [combat.deciding_seat(state)]
    return [state.turn_seat]


# -- geometry helpers ---------------------------------------------------------------------


def contact_point(
    state: State, mover: Monster, enemy: Monster, origin: tuple[float, float] | None = None, angle_offset: float = 0.0
) -> tuple[float, float]:
    """Where `mover`'s centre stands to touch `enemy`, on the side facing `origin`."""
    lib = library()
    books = lib.books
    r1 = books[mover.book].sizes[mover.size].radius  # field.base_of's radii, the content read once
    r2 = books[enemy.book].sizes[enemy.size].radius
    ox, oy = origin if origin else (mover.x, mover.y)
    ang = math.atan2(oy - enemy.y, ox - enemy.x) + angle_offset
    d = r1 + r2 + lib.rules.contact_tolerance * 0.4
    return enemy.x + d * math.cos(ang), enemy.y + d * math.sin(ang)


def try_move(state: State, mid: str, path: list[tuple[float, float]]) -> tuple[bool, list[str]]:
    """Would the current command accept this move? Returns (legal, enemy contacts)."""
    m = state.monster(mid)
    bf = field.battlefield(state)
    result = bf.check_move(mid, [(m.x, m.y)] + path, rounds.monster_distance(state, mid))
    decisive = fan.decisive(state)
    if not result.legal and not (decisive and result.problem == "two_enemies"):
        return False, []
    if fan.hinder_problem(state, m, [(m.x, m.y)] + list(path), result.length):
        return False, []
    contacts = [c for c in result.contacts if state.find(c) is not None and state.monster(c).owner != m.owner]
    return len(contacts) <= 1 or decisive, contacts


def path_toward(state: State, m: Monster, goal: tuple[float, float], length: float) -> list[tuple[float, float]] | None:
    """A shortest path toward `goal`, cut at `length` (points after the start), or None; with
    Hindering Terrain, cut again at the first clear spot past smashed clay (NM-FAN-22)."""
    bf = field.battlefield(state)
    path = bf.shortest_path(m.id, goal)
    if not path or len(path) < 2:
        return None
    cut = truncate([tuple(p) for p in path], length - 1e-3)
    if len(cut) < 2:
        return None
    return fan.hinder(state, m.id, [(round(x, 4), round(y, 4)) for x, y in cut[1:]])


def move_candidates(state: State, mid: str, enemies: int = 3, directions: int = 4) -> list[A.Move]:
    """A sample of legal moves for one monster: to contact with the nearest enemies, toward
    them as far as the distance allows, and straight moves in a few directions."""
    m = state.monster(mid)
    reach = rounds.monster_distance(state, mid)
    foes = sorted(state.enemies(m.owner), key=lambda e: (e.x - m.x) ** 2 + (e.y - m.y) ** 2)[:enemies]
    seen: set = set()
    out: list[A.Move] = []

    def consider(path):
        if not path:
            return
        key = tuple(path)
        if key in seen:
            return
        seen.add(key)
        ok, _ = try_move(state, mid, path)
        if ok:
            out.append(A.Move(seat=m.owner, monster=mid, path=tuple(path)))

    for foe in foes:
        for offset in (0.0, 0.6, -0.6):
            goal = contact_point(state, m, foe, angle_offset=offset)
            consider(path_toward(state, m, goal, reach))
    if len(state.seats) == 2:  # straight ahead: down the map for seat 0, up for seat 1
        ahead = math.pi / 2 if m.owner == 0 else -math.pi / 2
    else:  # toward the middle of the map, where the other armies are
        mp = library().maps[state.map]
        ahead = math.atan2(mp.height / 2 - m.y, mp.width / 2 - m.x)
    for k in range(directions):
        ang = 2 * math.pi * k / directions + ahead
        goal = (m.x + reach * 0.999 * math.cos(ang), m.y + reach * 0.999 * math.sin(ang))
        consider(fan.hinder(state, mid, [(round(goal[0], 4), round(goal[1], 4))]))
    if fan.directional(state) and out:  # NM-FAN-11: the first moves again, each facing an enemy
        facings = [F.facing_toward(out[0].path[-1], (e.x, e.y)) for e in foes[:2]]
        out += [A.Move(seat=m.owner, monster=mid, path=out[0].path, facing=round(f, 3)) for f in facings]
    return out


def ranged_targets(state: State, mid: str) -> list[str]:
    """Enemies the monster may shoot with the current command."""
    cmd = state.command
    assert cmd is not None
    m = state.monster(mid)
    reach = rounds.monster_distance(state, mid)
    bf = field.battlefield(state)  # one state: one battlefield for every enemy asked
    return [
        e.id
        for e in state.enemies(m.owner)
        if rounds.ranged_problem(state, mid, e.id, reach, cmd.line_of_sight, bf) is None
    ]


# -- the list -------------------------------------------------------------------------------


def legal_actions(state: State, seat: int) -> list[A.Action]:
    """Actions the seat may take now (positions sampled)."""
    if seat not in to_act(state):
        return []
    if stalemate.pending(state):
        return [A.AnswerDraw(seat=seat, accept=True), A.AnswerDraw(seat=seat, accept=False)]
    # OfferDraw is legal in play (stalemate.may_offer) but not listed: table talk, not a move of the
    # game; the table offers it as a button, and a bot chooses among the game's moves.
    return _choices(state, seat)


def _choices(state: State, seat: int) -> list[A.Action]:
    """The rules' choices of the phase (legal_actions adds the draw's)."""
    p = state.phase
    lib = library()
    out: list[A.Action] = []
    if p == "terrain":
        mp = lib.maps[state.map]
        placed = {t.piece for t in state.terrain}
        for piece in mp.pieces:
            if piece.id in placed:
                continue
            spots = [piece.suggested] + [
                (mp.width * fx, mp.height * fy) for fx in (0.25, 0.5, 0.75) for fy in (0.4, 0.6)
            ]
            for x, y in spots:
                action = A.PlaceTerrain(seat=seat, piece=piece.id, x=float(x), y=float(y))
                if _legal(state, action):
                    out.append(action)
        return out if state.solo is None else solo_setup.terrain_actions(state, seat, out)  # NM-SOLO-02
    if p == "army":
        clay = state.seats[seat].clay
        for book in lib.books.values():
            for i, size in enumerate(book.sizes):
                if size.clay <= clay:
                    out.append(A.Mold(seat=seat, book=book.id, size=i))
        for preset in lib.presets:
            if setup.more_fits(state, seat):
                out.append(A.MoldPreset(seat=seat, preset=preset))
        out += [A.Unmold(seat=seat, monster=m.id) for m in state.monsters if m.owner == seat]
        if not setup.more_fits(state, seat) and any(m.owner == seat for m in state.monsters):
            out.append(A.ArmyDone(seat=seat))
        return out
    if p == "deploy":
        todo = [m for m in state.monsters if m.owner == seat and not m.deployed]
        if fan.four_corners(state):  # NM-FAN-15/16
            return _corner_actions(state, seat, todo)
        for m in todo:
            if len(state.seats) == 2:
                spots = setup.deployment_spots(state, seat, m)[:6]
            else:  # packed from the zone's start, and a few spread along it
                every = setup.zone_spots(state, seat, m)
                spots = every[:3] + [p for p in every[:: max(1, len(every) // 3)] if p not in every[:3]][:3]
            out += [A.Deploy(seat=seat, monster=m.id, x=x, y=y) for x, y in spots]
        if todo and not out:  # nothing fits: close the gaps by moving placed bases up the zone
            out += _packing_moves(state, seat)
        if not todo:
            out.append(A.DeployDone(seat=seat))
        return out
    if p == "order":  # Turn Order Choice (NM-FAN-02)
        return [A.ChooseOrder(seat=seat, first=True), A.ChooseOrder(seat=seat, first=False)]
    if p == "assign":
        return _assign_actions(state, seat)
    if p == "draft":
        return list(solo_rounds.draft_actions(state, seat))
    if p == "turns":
        s = state.seats[seat]
        for i in state.pending(seat, state.active_book):
            if state.uses_slots() and s.dice[i].face == "wild":  # Wilder Wilds (NM-FAN-17)
                d = s.dice[i]
                assert d.book is not None and d.slot is not None  # pending with slots: on a spellbook's slot
                cmds = lib.books[d.book].slots[d.slot].commands
                out += [A.StartCommand(seat=seat, die=i, command=c) for c in cmds]
            elif not state.uses_slots() and s.dice[i].face == "wild":
                out += [A.StartCommand(seat=seat, die=i, command=c) for c in ("move", "ranged", "magic")]
            else:
                out.append(A.StartCommand(seat=seat, die=i))
            if not state.uses_slots() and state.uses_abilities() and s.dice[i].face in ("magic", "wild"):
                out += [
                    A.ActivateMagic(seat=seat, die=i, book=b)
                    for b in state.active_books(seat)
                    if not state.magic_active(seat, b)
                ]
        if state.clay_left:  # More Fun with Clay: a missile or blast during the turn (NM-CLAY-07)
            out += clay_rules.candidates(state, seat)
        return out
    if p == "turn_end":  # More Fun with Clay: walls, more clay magic, or end the turn (NM-CLAY-02/03)
        return clay_rules.candidates(state, seat)
    if p == "command":
        cmd = state.command
        assert cmd is not None
        if cmd.stage == "melee":  # Decisive Combat (NM-FAN-18/20)
            pairs = fan.melee_pairs(state)
            return [A.Melee(seat=seat, monster=m, target=t) for m, t in pairs] if pairs else [A.EndCommand(seat=seat)]
        out.append(A.EndCommand(seat=seat))
        for m in state.alive(seat):
            if rounds.can_act(state, m.id):
                continue
            if cmd.kind == "move":
                out += move_candidates(state, m.id)
            else:
                out += [A.Ranged(seat=seat, monster=m.id, target=t) for t in ranged_targets(state, m.id)]
        return out
    if p == "combat":
        c = state.combat
        assert c is not None
        if c.stage in ("att_buy", "def_buy"):
            pool, bought = (c.att_pool, c.att_bought) if c.stage == "att_buy" else (c.def_pool, c.def_bought)
            n = combat.max_buy(state, pool, state.seats[seat].gems, bought)
            return [A.BuyDice(seat=seat, count=k) for k in range(n + 1)]
        out.append(A.RerollsDone(seat=seat))
        attacker = c.stage == "att_reroll"
        faces = c.att_faces if attacker else c.def_faces
        die = lib.combat_die
        if attacker and c.kind == "melee" and not c.rage_used:
            gems = [i for i, f in enumerate(faces) if "gem" in die.faces[f]]
            if gems and state.seats[seat].gems >= 1:
                out.append(A.GemRage(seat=seat, dice=tuple(gems[: state.seats[seat].gems])))
                out += [A.GemRage(seat=seat, dice=(i,)) for i in gems[1:2]]
        used = c.att_support_used if attacker else c.def_support_used
        m = state.monster(c.attacker if attacker else c.defender)
        if not used and combat.supporter(state, m, combat.support_skill(c.kind, attacker)):
            out += [A.SupportReroll(seat=seat, die=i) for i in range(len(faces))]
        return out
    return out


def _packing_moves(state: State, seat: int) -> list[A.Action]:
    """Re-deploy actions that move a placed base nearer the start of its zone (never back), so
    the gaps between bases close up and a large base still to place finds room."""
    from shapely.geometry import LineString, Point

    line = LineString(setup.deploy_zone(state, seat))
    out: list[A.Action] = []
    for m in state.monsters:
        if m.owner != seat or not m.deployed:
            continue
        here = line.project(Point(m.x, m.y))
        ahead = [p for p in setup.zone_spots(state, seat, m, step=0.1) if line.project(Point(p)) < here - 0.05]
        out += [A.Deploy(seat=seat, monster=m.id, x=x, y=y) for x, y in ahead[:1]]
    return out


def _corner_actions(state: State, seat: int, todo: list[Monster]) -> list[A.Action]:
    """Four Corner Deployment (NM-FAN-15/16): choose the corners, then places near them."""
    if state.corners[seat] < 0:
        return [A.ChooseCorners(seat=seat, pair=0), A.ChooseCorners(seat=seat, pair=1)]
    out: list[A.Action] = []
    for m in todo:
        out += [A.Deploy(seat=seat, monster=m.id, x=x, y=y) for x, y in fan.corner_spots(state, seat, m)[:6]]
    if not todo:
        out.append(A.DeployDone(seat=seat))
    return out


def _assign_actions(state: State, seat: int) -> list[A.Action]:
    lib = library()
    s = state.seats[seat]
    out: list[A.Action] = []
    rolled = [i for i, d in enumerate(s.dice) if d.status == "rolled"]
    books = state.active_books(seat)
    if rolled and fan.on(state, "fan_command_gems") and s.gems >= fan.numbers().command_gems_cost:
        out.append(A.CommandGems(seat=seat, reroll=tuple(rolled)))  # NM-FAN-13: all of them...
        out += [A.CommandGems(seat=seat, reroll=(i,)) for i in rolled[:1]]  # ... or some
    for i in rolled:
        d = s.dice[i]
        if d.face == "wild":
            out += [A.Flip(seat=seat, die=i, to=c) for c in ("move", "ranged", "magic")]
            if rounds.wild_stays(state):  # Wilder Wilds (NM-FAN-17): as a wild on a combined slot
                out += [
                    A.Assign(seat=seat, die=i, book=b, slot=j)
                    for b in books
                    for j, slot in enumerate(lib.books[b].slots)
                    if len(slot.commands) > 1 and rounds.slot_open(state, seat, b, j)
                ]
            continue
        for b in books:
            if d.face == "magic" and state.uses_abilities() and rounds.slot_open(state, seat, b, -1):
                out.append(A.Assign(seat=seat, die=i, book=b, slot=-1))
            for j, slot in enumerate(lib.books[b].slots):
                if d.face in slot.commands and rounds.slot_open(state, seat, b, j):
                    out.append(A.Assign(seat=seat, die=i, book=b, slot=j))
    if state.mode == "advanced" and len(rolled) >= 2:
        for i in rolled:
            others = tuple(j for j in rolled if j != i)
            out.append(A.RerollCommands(seat=seat, discard=i, reroll=others))
        if len(rolled) >= 3:
            d1, d2, d3 = rolled[:3]
            out += [A.ChangeCommand(seat=seat, discard=(d1, d2), die=d3, to=t) for t in ("move", "ranged", "magic")]
    out.append(A.AssignDone(seat=seat))
    return out


def _legal(state: State, action: A.PlaceTerrain) -> bool:
    """Whether a terrain placement applies (what the game's check says for an acting seat: the
    action's bounds, then the placement's own check), without importing the game (no import cycle)."""
    if A.problem(action):
        return False
    try:
        setup.terrain_check(state, action)
    except IllegalAction:
        return False
    return True
