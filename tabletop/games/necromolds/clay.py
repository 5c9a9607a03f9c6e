"""More Fun with Clay (rulebook "More Fun with Clay", NM-CLAY-01..11): Magic Missile, Magic Blast
and Magic Wall as rules of the engine, headless. The physics is tabletop/physics (pymunk and
shapely); the numbers are assets/necromolds/clay.toml (NM-CLAY-11), with the prices in its
`[actions]` table. This module is the one place these rules live; the table asks it.

Switch
    Settings key `clay_magic` (true/false, off by default; `settings.CLAY_MAGIC`, shown as
    `settings.CLAY_MAGIC_NAME` "More Fun with Clay"). Saved with the game's settings; a game
    without it snapshots exactly as before the rule existed (the new fields are left out while
    they hold their defaults). `clay_on(state)`.

State fields (tabletop/games/necromolds/state.py)
    `state.clay_left: list[int]`   drams left in each seat's extra container (NM-CLAY-01); [] when
                                   the rule is off. Only the clay actions use it.
    `state.walls: list[Wall]`      the Magic Walls standing, each `Wall(id, owner, footprint,
                                   height, clay, centreline, holes)`: `id` "wall-1", "wall-2"...;
                                   `footprint` the outline's points (map inches, not closed);
                                   `holes` rings inside it (a stroke drawn round in a loop);
                                   `height` in inches (clay.toml, taller than a Mud Mump).
    `state.walls_made: int`        walls built so far (ids are never reused).
    `state.blast: Blast | None`    a Magic Blast whose attacks are being resolved: `seat`,
                                   `centre` (where it came to rest), `under` (monster ids),
                                   `todo` (still to roll), `resume` (the phase after it).
    `state.combat.caster: int | None`  the marker of a blast attack: the casting seat; then
                                   `combat.attacker` is "" (no monster attacks) and `att_pool`
                                   is the blast's fixed dice (3). None for monster combats.
    `state.phase == "turn_end"`    the end of `state.turn_seat`'s turn (only with the rule): that
                                   seat may build or remove walls, cast a missile or blast, or
                                   `end_turn`. It opens when a turn's last command die is done
                                   (where the turn would pass) and the seat can pay for some clay
                                   action; it closes by itself when it can pay for none any more.

Actions (tabletop/games/necromolds/actions.py; JSON `{"type": ..., "seat": n, ...}`)
    `magic_missile {seat, aim: [x, y]}`     6 gems + an Insectomite's clay (10 dr). During your
        turn when no command die is part-way performed (phases "turns" and "turn_end", NM-CLAY-07).
    `magic_blast {seat, centre: [x, y]}`    8 gems + the blast's clay (10 dr). Same timing.
    `magic_wall {seat, stroke: [[x, y], ...]}`  3 gems + the wall's clay (cut where the clay runs
        out). At the end of your turn (phase "turn_end"); several as gems and clay allow
        (NM-CLAY-02/04). At most 1000 points: thin a mouse stroke before sending it.
    `remove_wall {seat, wall: "wall-2"}`    5 gems, any wall, its clay destroyed; at the end of
        your turn (NM-CLAY-03).
    `end_turn {seat}`                       pass: the turn goes on to the next player.
    Refused (IllegalAction with the reason in words, see `why_not` and words.py) unless the seat
    may act now, the rule is on and it can pay; a wall also with the plan's problems; a blast also
    where it would come to rest with no monster under it (NM-CLAY-08: it is lowered "until it
    makes contact with a monster"; `blast_preview(state, centre).under` is empty).

Events (kind: data)
    "magic_missile": {seat, aim, seed, gems, clay, release, landing, crushed, knocked_over,
        smashed, moved: {id: [x, y]} (pushes applied), kept: [ids pushed but left in place],
        rule: "clay_magic"}; then a "smash" event per smashed monster (as combat's), maybe
        "discard", "eliminated", "game_over".
        To animate it, re-run the very simulation: `rerun_missile(state_before, aim, seed)` on the
        state (or any seat's view) *before* the action gives the identical MissileResult (frames
        at 1/120 s, events, tracks).
    "magic_blast": {seat, centre (as aimed), rest (where it settled), radius, height, path,
        under, supports, gems, clay, rule}; then for each monster under it a blast attack, a
        normal ranged combat ("combat_start" with data `blast: True, caster: seat, attacker: ""`,
        "buy"/"buy_skipped", "roll", "combat_result" with `blast: True`, "smash"), then
        "blast_over": {seat, under, smashed}. `rerun_blast(state_before, centre)` re-settles it.
    "magic_wall": {seat, wall, footprint, holes, centreline, height, length, clay, gems,
        truncated, rule}.
    "wall_removed": {seat, wall, owner, gems, rule}.
    "turn_end": {seat} (the window opens); "end_turn": {seat} (the seat passes).

For the table (previews; all read a state or a view, none changes it)
    `clay_on(state)`, `clay_left(state, seat)`, `walls(state)`, `price(kind)`, `prices()`,
    `params()` (ClayParams), `why_not(state, seat, kind)` (None when the seat may take that action
    now, as far as timing and payment go), `wall_plan(state, seat, stroke)` (the WallPlan the rules
    would build: footprint, clay, problems), `missile_params(state)` / `missile_inputs(state)`
    (the monsters, terrain, params and bounds the missile simulation takes), `rerun_missile`,
    `blast_preview(state, centre)`, `physics_monsters(state)`, `physics_terrain(state)`,
    `smashed_clay(state)`, `bounds(state)`, `wall_part_id(wall_id)` (the wall's terrain part id
    in the geometry Battlefield: "magic_wall#wall-1").

Readings (AMBIGUOUS items, as the checklist names them)
- NM-CLAY-04: a wall's clay comes from the owner's extra container; it may not overlap monsters,
  terrain (walls included) or smashed clay, nor leave the map; several per turn end.
- NM-CLAY-06: the drop is `tabletop.physics.simulate_missile`, seeded by a number the engine draws
  from the game's RNG (so a replay drops it identically).
- NM-CLAY-07: no gems for monsters the missile smashes; "during your turn" = the seat's turn
  (phase "turns" or "turn_end") with no command die part-way performed (NM-FAQ-02).
- Pushed bases (the missile's `moved`): a base the ball pushed but did not knock over stands
  where the simulation left it when that spot is legal (on the map, off terrain and walls, not
  on another base or smashed clay, checked one by one in the simulation's order after the
  smashed monsters became clay); otherwise it stays where it stood. A push starts no combat and
  does not change a facing.
- Smashed monsters leave smashed clay where they stood before the drop, as combat's smashes do.
- NM-CLAY-09: each monster under a blast, in the order the simulation lists them, defends in its
  own ranged combat against exactly 3 attack dice (no gems or support for the caster; no cover,
  high ground or facing dice, which need an attacking monster); the defender may buy dice and
  use support, ties survive, step-5 gems go to the defender only.
- NM-CLAY-10: the end is checked once, after the whole missile or blast (its smashes are
  simultaneous): if every remaining player's last monster went, they all win; if only the
  caster's own did, the caster loses (`combat.check_end`).
- With High Ground on, raised surfaces are ground to the physics (a monster on one is as tall as
  its model plus the surface); the missile and blast see solid terrain and walls.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, NamedTuple

from tabletop.core.errors import IllegalAction
from tabletop.core.protocol import Event
from tabletop.core.rng import RNG
from tabletop.games.necromolds import combat, fan, field
from tabletop.games.necromolds import events as E
from tabletop.games.necromolds import words as W
from tabletop.games.necromolds.actions import EndTurn, MagicBlast, MagicMissile, MagicWall, RemoveWall
from tabletop.games.necromolds.library import library
from tabletop.games.necromolds.state import Blast, State, Wall

if TYPE_CHECKING:
    from tabletop.physics import ClayParams

MISSILE, BLAST, WALL, REMOVE = "magic_missile", "magic_blast", "magic_wall", "remove_wall"
KINDS = (MISSILE, BLAST, WALL, REMOVE)
TITLES = {MISSILE: "Magic Missile", BLAST: "Magic Blast", WALL: "Magic Wall", REMOVE: "Removing a Magic Wall"}
DURING_TURN = (MISSILE, BLAST)  # NM-CLAY-05/08: during your turn
AT_TURN_END = (WALL, REMOVE)  # NM-CLAY-02/03: at the end of your turn
WALL_PART = "magic_wall"  # the geometry's terrain part ids of walls: "magic_wall#wall-1"
RULE = "clay_magic"
SEED_RANGE = 2**31  # a missile's seed is drawn from [0, SEED_RANGE) through the game's RNG


# -- the switch and the numbers ------------------------------------------------------------------


def clay_on(state: State) -> bool:
    """True when the game plays More Fun with Clay (NM-CLAY-01)."""
    return bool(state.clay_left)


def clay_left(state: State, seat: int) -> int:
    """Drams left in `seat`'s extra container (0 without the rule)."""
    return state.clay_left[seat] if 0 <= seat < len(state.clay_left) else 0


def walls(state: State) -> list[Wall]:
    """The Magic Walls standing, in the order they were built."""
    return list(state.walls)


def wall_part_id(wall_id: str) -> str:
    """The id of a wall's terrain part in the geometry Battlefield ('magic_wall#wall-1')."""
    return f"{WALL_PART}#{wall_id}"


def prices() -> dict[str, int]:
    """Gems each clay action costs (clay.toml [actions]; the rulebook's 6, 8, 3 and 5)."""
    a = library().clay.actions
    return {MISSILE: a.missile_gems, BLAST: a.blast_gems, WALL: a.wall_gems, REMOVE: a.remove_gems}


def price(kind: str) -> int:
    """Gems the clay action `kind` ("magic_missile", "magic_blast", "magic_wall", "remove_wall") costs."""
    return prices()[kind]


def blast_dice() -> int:
    """Attack dice of each blast attack (NM-CLAY-09: 3)."""
    return library().clay.actions.blast_attack_dice


def params() -> ClayParams:
    """The physics' numbers (tabletop.physics.ClayParams) from clay.toml."""
    return library().clay_params


def clay_needed(kind: str) -> int:
    """Drams the action takes from the extra container at least (a wall: its shortest length's)."""
    p = params()
    if kind == MISSILE:
        return int(math.ceil(p.missile_clay - 1e-9))
    if kind == BLAST:
        return int(math.ceil(p.blast_clay - 1e-9))
    if kind == WALL:
        from tabletop.physics import wall_clay

        return max(1, wall_clay(p.wall_min_length, p))
    return 0


# -- what the physics takes from a state ---------------------------------------------------------


def bounds(state: State) -> tuple[float, float]:
    """The map's (width, height) in inches."""
    mp = library().maps[state.map]
    return float(mp.width), float(mp.height)


def physics_monsters(state: State) -> list[tuple]:
    """Every monster on the map as the physics takes it: (id, x, y, base radius, height, clay dr),
    in the state's order (the order is part of a replay). The height is the model's plus the
    raised surface it stands on (High Ground)."""
    out = []
    for m in state.monsters:
        if m.alive and m.deployed:
            r, h = field.base_of(m)
            lift = fan.elevation(state, m) if field.high_ground(state) else 0.0
            out.append((m.id, m.x, m.y, r, h + lift, float(library().size(m.book, m.size).clay)))
    return out


def physics_terrain(state: State, with_walls: bool = True) -> list[tuple]:
    """Terrain as the physics takes it: (polygon, height) of every solid part (raised surfaces are
    ground with High Ground on), then every Magic Wall."""
    out = [(poly, h) for p in state.terrain for _j, poly, h in field.solid_parts(state, p)]
    if with_walls:
        out += [(field.wall_polygon(w), w.height) for w in state.walls]
    return out


def smashed_clay(state: State) -> list[tuple[float, float, float]]:
    """Smashed clay as (x, y, r) discs."""
    return [(c.x, c.y, c.r) for c in state.clay]


class MissileInputs(NamedTuple):
    """What `tabletop.physics.simulate_missile` takes from a state (besides the aim and seed)."""

    monsters: list
    terrain: list
    params: ClayParams
    bounds: tuple[float, float]


def missile_inputs(state: State) -> MissileInputs:
    """The monsters, terrain, numbers and map the missile simulation runs on in this state."""
    return MissileInputs(physics_monsters(state), physics_terrain(state), params(), bounds(state))


missile_params = missile_inputs  # the name the brief of issue 13 uses


def rerun_missile(state: State, aim, seed: int):
    """The MissileResult the rules got for a missile aimed at `aim` with `seed` on `state` (the
    state, or any seat's view, *before* the magic_missile action): identical frames and smashes."""
    from tabletop.physics import simulate_missile

    i = missile_inputs(state)
    return simulate_missile(i.monsters, i.terrain, (float(aim[0]), float(aim[1])), int(seed), i.params, i.bounds)


def blast_preview(state: State, centre):
    """The BlastResult of a blast lowered at `centre` on this state (deterministic: it is what the
    rules will get): where it rests and who is under it."""
    from tabletop.physics import simulate_blast

    return simulate_blast(
        physics_monsters(state), physics_terrain(state), (float(centre[0]), float(centre[1])), params()
    )


rerun_blast = blast_preview


def wall_plan(state: State, seat: int, stroke):
    """The WallPlan a stroke makes for `seat` now: its footprint, clay and, when it may not be
    built, its problems in words (NM-CLAY-02/04). What the rules build is exactly this."""
    from tabletop.physics import plan_wall

    monsters = [m[:5] for m in physics_monsters(state)]
    terrain = [(poly, h) for p in state.terrain for poly, h in field.placed_parts(state, p)]
    terrain += [(field.wall_polygon(w), w.height) for w in state.walls]
    return plan_wall(stroke, clay_left(state, seat), params(), monsters, terrain, smashed_clay(state), bounds(state))


# -- may the seat act now ------------------------------------------------------------------------


def timing_problem(state: State, seat: int, kind: str) -> str | None:
    """Why `seat` may not take the clay action `kind` at this moment of the game (None: it may)."""
    if not clay_on(state):
        return W.clay_not_used()
    if state.phase == "over":
        return "the game is over"
    if not 0 <= seat < len(state.seats) or seat in state.out:
        return "you are not in the game"
    title = TITLES[kind]
    if state.phase == "combat":
        return W.clay_not_in_combat(title)
    mine = state.turn_seat == seat and state.phase in ("turns", "command", "turn_end")
    if not mine:
        return W.clay_not_your_turn(title, state, kind in AT_TURN_END)
    if kind in DURING_TURN:
        if state.phase == "command":
            return W.clay_finish_command(title)  # NM-CLAY-07, NM-FAQ-02
        return None
    if state.phase != "turn_end":
        return W.clay_at_turn_end(title)  # NM-CLAY-02/03
    return None


def payment_problem(state: State, seat: int, kind: str) -> str | None:
    """Why `seat` cannot pay for `kind` now (gems, clay, a wall to remove), or None."""
    gems = state.seats[seat].gems
    cost = price(kind)
    if gems < cost:
        return W.clay_gems(TITLES[kind], cost, gems)
    need = clay_needed(kind)
    if need and clay_left(state, seat) < need:
        return W.clay_short(TITLES[kind], need, clay_left(state, seat))
    if kind == REMOVE and not state.walls:
        return "no Magic Wall stands on the battle map"
    return None


def why_not(state: State, seat: int | None, kind: str) -> str | None:
    """Why `seat` may not take the clay action `kind` now, in words; None when the timing and the
    payment allow it (where it is aimed or drawn is checked by the action itself)."""
    if kind not in KINDS:
        return f"unknown clay action {kind!r}"
    if seat is None:
        return "you are watching"
    return timing_problem(state, seat, kind) or payment_problem(state, seat, kind)


def can_pay_any(state: State, seat: int) -> bool:
    """Whether `seat` can pay for some clay action (what keeps the end of its turn open)."""
    return any(payment_problem(state, seat, k) is None for k in KINDS)


def _check(state: State, seat: int, kind: str) -> None:
    why = why_not(state, seat, kind)
    if why:
        raise IllegalAction(why)


def _on_map(state: State, point, what: str) -> tuple[float, float]:
    x, y = float(point[0]), float(point[1])
    w, h = bounds(state)
    if not (0.0 <= x <= w and 0.0 <= y <= h):
        raise IllegalAction(W.clay_off_map(what))
    return x, y


def _rest_problem(result) -> str | None:
    """NM-CLAY-08: a blast is lowered "until it makes contact with a monster"; one that would come to
    rest with no monster under it is refused."""
    return None if result.under else W.blast_nothing_under()


def blast_problem(state: State, centre) -> str | None:
    """Why a Magic Blast may not be lowered at `centre` (off the map, or nothing under where it would
    come to rest), or None; the timing and payment are why_not's."""
    try:
        at = _on_map(state, centre, "lower the Magic Blast")
    except IllegalAction as e:
        return e.reason
    return _rest_problem(blast_preview(state, at))


def _pay(state: State, seat: int, kind: str, clay: int) -> int:
    cost = price(kind)
    state.seats[seat].gems -= cost
    left = list(state.clay_left)
    left[seat] -= clay
    state.clay_left = left
    return cost


# -- the end of a turn ---------------------------------------------------------------------------


def turn_over(state: State, events: list[Event], seat: int) -> bool:
    """A turn of `seat` is over (its last command die is done): with the rule on, a seat still in
    the game that can pay for some clay action gets the end of its turn (phase "turn_end") to
    build or remove walls (NM-CLAY-02/03) or cast; True if so, False when the turn passes at once."""
    if not clay_on(state) or state.phase == "over" or seat in state.out or not can_pay_any(state, seat):
        return False
    state.phase = "turn_end"
    state.turn_seat = seat
    state.active_book = None
    state.command = None
    events.append(W.event(state, E.TurnEnding(seat, RULE)))
    return True


# What the turn does after a clay action, carried out by the caller that holds the turn's flow
# (rounds.carry_on): the turn passes from the seat, or the seat's turn is over (it may get its end of
# turn). Returned rather than done here, so clay never calls back into rounds (no import cycle).
Then = tuple[str, int] | None
PASS, TURN_OVER = "pass", "turn_over"


def _stay_or_pass(state: State, seat: int) -> Then:
    """After an action at the end of a turn: stay while the seat can pay for more, else pass."""
    if state.phase == "turn_end" and not can_pay_any(state, seat):
        return PASS, seat
    return None


def end_turn(state: State, a: EndTurn, events: list[Event]) -> Then:
    """The seat ends its turn without (more) clay magic: the turn passes."""
    if not clay_on(state):
        raise IllegalAction(W.clay_not_used())
    if state.phase != "turn_end" or state.turn_seat != a.seat:
        raise IllegalAction(W.clay_no_turn_end(state, a.seat))
    events.append(W.event(state, E.TurnEnded(a.seat, RULE)))
    return PASS, a.seat


def _after_effect(state: State, seat: int, resume: str) -> Then:
    """Back to the caster's turn after a missile or blast: it goes on where it was, unless the
    caster is out or has no dice left to perform in it (its spellbook lost its last monster)."""
    if state.phase == "over":
        return None
    state.phase = resume
    if seat in state.out:
        return PASS, seat
    if resume == "turn_end":
        return _stay_or_pass(state, seat)
    if not state.pending(seat, state.active_book):
        state.active_book = None
        return TURN_OVER, seat
    return None


# -- Magic Missile (NM-CLAY-05..07, NM-CLAY-10) -----------------------------------------------------


def missile(state: State, a: MagicMissile, events: list[Event]) -> Then:
    """Drop a Magic Missile over `aim`: pay 6 gems and an Insectomite's clay, simulate the drop
    seeded from the game's RNG, smash every monster crushed or knocked over (no gems, NM-CLAY-07),
    apply the pushes that leave a base on a legal spot, then check the end (NM-CLAY-10)."""
    _check(state, a.seat, MISSILE)
    aim = _on_map(state, a.aim, "aim the Magic Missile")
    resume = state.phase
    inputs = missile_inputs(state)
    clay = clay_needed(MISSILE)
    gems = _pay(state, a.seat, MISSILE, clay)
    rng = RNG.from_state(state.rng)
    seed = rng.randbelow(SEED_RANGE)
    state.rng = rng.get_state()
    from tabletop.physics import simulate_missile

    result = simulate_missile(inputs.monsters, inputs.terrain, aim, seed, inputs.params, inputs.bounds, keep=True)
    smashed = [str(mid) for mid in dict.fromkeys(result.smashed)]  # the ids physics_monsters gave it
    moved: dict[str, list[float]] = {}
    kept: list[str] = []
    dropped = E.MissileDropped(
        seat=a.seat,
        aim=list(aim),
        seed=seed,
        gems=gems,
        clay=clay,
        release=list(result.seed_point),
        landing=list(result.landing),
        crushed=list(result.crushed),
        knocked_over=list(result.knocked_over),
        smashed=smashed,
        moved=moved,
        kept=kept,
        rule=RULE,
    )
    events.append(W.event(state, dropped))
    for mid in smashed:
        combat.smash(state, state.monster(mid), events)
    for mid, (x, y) in result.moved.items():  # the pushes, in the simulation's order
        m = state.find(mid)
        if m is None or not m.alive:
            continue
        x, y = round(float(x), 4), round(float(y), 4)
        if field.placement_problem(state, m, x, y) is None:
            m.x, m.y = x, y
            moved[mid] = [x, y]
        else:
            kept.append(mid)
    combat.check_end(state, events)  # NM-CLAY-10: once, after the whole drop
    return _after_effect(state, a.seat, resume)


# -- Magic Blast (NM-CLAY-08..10) -----------------------------------------------------------------


def blast(state: State, a: MagicBlast, events: list[Event]) -> Then:
    """Lower a Magic Blast at `centre`: pay 8 gems and its clay, settle it, then every monster under
    it (friend or foe) defends in its own 3-die ranged combat (NM-CLAY-09), one after another. It is
    lowered "until it makes contact with a monster" (NM-CLAY-08): one that would come to rest with
    no monster under it (bare ground, terrain, or slid off what it touched) is refused, unpaid."""
    _check(state, a.seat, BLAST)
    centre = _on_map(state, a.centre, "lower the Magic Blast")
    result = blast_preview(state, centre)
    why = _rest_problem(result)
    if why:
        raise IllegalAction(why)
    clay = clay_needed(BLAST)
    gems = _pay(state, a.seat, BLAST, clay)
    under = [str(mid) for mid in result.under]
    events.append(
        W.event(
            state,
            E.BlastLowered(
                seat=a.seat,
                centre=list(centre),
                rest=list(result.centre),
                radius=result.radius,
                height=result.height,
                path=[list(p) for p in result.path],
                under=under,
                supports=[str(s) for s in result.supports],
                gems=gems,
                clay=clay,
                rule=RULE,
            ),
        )
    )
    state.blast = Blast(seat=a.seat, centre=tuple(result.centre), under=under, todo=list(under), resume=state.phase)
    return _run_blast(state, events)


def _run_blast(state: State, events: list[Event]) -> Then:
    """Resolve the blast's attacks still to roll; stop while a defender has a choice to make."""
    b = state.blast
    assert b is not None
    while b.todo:
        mid = b.todo.pop(0)
        m = state.find(mid)
        if m is None or not m.alive:
            continue
        combat.start_blast(state, mid, b.seat, blast_dice(), events)
        if state.combat is not None:
            return None  # the defender buys dice or rerolls; after_combat goes on
    state.blast = None
    state.phase = b.resume
    smashed = [mid for mid in b.under if not state.monster(mid).alive]
    events.append(W.event(state, E.BlastOver(b.seat, list(b.under), smashed, RULE)))
    combat.check_end(state, events)  # NM-CLAY-10: once, after every blast attack
    return _after_effect(state, b.seat, b.resume)


def after_combat(state: State, events: list[Event]) -> Then:
    """A blast attack's combat went on (a defender chose): the next attack, once it is resolved."""
    if state.combat is None and state.blast is not None:
        return _run_blast(state, events)
    return None


# -- Magic Wall (NM-CLAY-02..04) ------------------------------------------------------------------


def wall(state: State, a: MagicWall, events: list[Event]) -> Then:
    """Build a Magic Wall along the stroke at the end of the turn: 3 gems and its clay; it is
    terrain at once (blocks moves and sight). Refused with the plan's problems."""
    _check(state, a.seat, WALL)
    plan = wall_plan(state, a.seat, a.stroke)
    if not plan.ok:
        raise IllegalAction(W.wall_refused(plan.problems))
    gems = _pay(state, a.seat, WALL, plan.clay)
    state.walls_made += 1
    wid = f"wall-{state.walls_made}"
    w = Wall(
        id=wid,
        owner=a.seat,
        footprint=[tuple(p) for p in plan.footprint],
        height=plan.height,
        clay=plan.clay,
        centreline=[tuple(p) for p in plan.centreline],
        holes=[[tuple(p) for p in ring] for ring in plan.holes],
    )
    state.walls = list(state.walls) + [w]
    events.append(
        W.event(
            state,
            E.WallRaised(
                seat=a.seat,
                wall=wid,
                footprint=[list(p) for p in plan.footprint],
                holes=[[list(p) for p in ring] for ring in plan.holes],
                centreline=[list(p) for p in plan.centreline],
                height=plan.height,
                length=plan.length,
                clay=plan.clay,
                gems=gems,
                truncated=plan.truncated,
                rule=RULE,
            ),
        )
    )
    return _stay_or_pass(state, a.seat)


def remove_wall(state: State, a: RemoveWall, events: list[Event]) -> Then:
    """Remove any Magic Wall at the end of the turn: 5 gems; its clay is destroyed (NM-CLAY-03)."""
    _check(state, a.seat, REMOVE)
    w = next((w for w in state.walls if w.id == a.wall), None)
    if w is None:
        raise IllegalAction("there is no such Magic Wall on the battle map")
    gems = _pay(state, a.seat, REMOVE, 0)
    state.walls = [x for x in state.walls if x.id != w.id]
    events.append(W.event(state, E.WallRemoved(a.seat, w.id, w.owner, gems, RULE)))
    return _stay_or_pass(state, a.seat)


# -- a few candidates for bots (legal.py) -----------------------------------------------------------


def cluster_points(state: State, seat: int, count: int = 3, reach: float = 2.5) -> list[tuple[float, float]]:
    """Up to `count` points over groups of `seat`'s enemies: the mean of each enemy and the enemies
    within `reach` of it, the fullest groups first (bounded aims for missiles and blasts)."""
    foes = state.enemies(seat)
    groups = []
    for e in foes:
        near = [f for f in foes if (f.x - e.x) ** 2 + (f.y - e.y) ** 2 <= reach * reach]
        cx = sum(f.x for f in near) / len(near)
        cy = sum(f.y for f in near) / len(near)
        groups.append((-len(near), e.id, (round(cx, 3), round(cy, 3))))
    groups.sort()
    out: list[tuple[float, float]] = []
    for _n, _id, p in groups:
        if all((p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2 > 1.0 for q in out):
            out.append(p)
        if len(out) >= count:
            break
    return out


def wall_strokes(state: State, seat: int, count: int = 2) -> list[tuple[tuple[float, float], ...]]:
    """Up to `count` strokes of walls that would stand between an enemy that can shoot and one of
    `seat`'s monsters it sees: across the sightline, just in front of the monster, as long as its
    base is wide and a little more (only strokes the rules would build)."""
    lib = library()
    bf = field.battlefield(state)
    far = lib.length("far")
    shooters = [e for e in state.enemies(seat) if lib.books[e.book].ranged > 0]
    mine = sorted(state.alive(seat), key=lambda m: -lib.size(m.book, m.size).clay)
    p = params()
    out: list[tuple[tuple[float, float], ...]] = []
    for m in mine:
        r, h = field.base_of(m)
        for e in sorted(shooters, key=lambda e: (e.x - m.x) ** 2 + (e.y - m.y) ** 2):
            if min(h, field.base_of(e)[1]) > p.wall_height:
                continue  # both see over a wall (terrain blocks sight only when tall enough)
            if not bf.within(e.id, m.id, far) or not bf.line_of_sight(e.id, m.id):
                continue
            dx, dy = e.x - m.x, e.y - m.y
            d = math.hypot(dx, dy)
            if d <= 2 * r + 1.0:
                continue
            ux, uy = dx / d, dy / d
            gap = r + p.wall_thickness / 2 + 0.25
            cx, cy = m.x + ux * gap, m.y + uy * gap
            half = r + 0.6
            stroke = (
                (round(cx - uy * half, 3), round(cy + ux * half, 3)),
                (round(cx + uy * half, 3), round(cy - ux * half, 3)),
            )
            if wall_plan(state, seat, stroke).ok:
                out.append(stroke)
            break
        if len(out) >= count:
            break
    return out


def candidates(state: State, seat: int) -> list:
    """A bounded sample of the clay actions `seat` may take now (for bots and random play): a few
    missile aims and blast centres over enemy groups, walls across enemy sightlines and the
    removal of walls (at the end of a turn), and ending the turn."""
    from tabletop.games.necromolds import actions as A

    if not clay_on(state):
        return []
    out: list = []
    if state.phase == "turn_end" and state.turn_seat == seat:
        out.append(A.EndTurn(seat=seat))
    aims = None
    for kind in (MISSILE, BLAST):
        if why_not(state, seat, kind) is None:
            aims = aims if aims is not None else cluster_points(state, seat)
            if kind == MISSILE:
                out += [A.MagicMissile(seat=seat, aim=p) for p in aims]
            else:  # NM-CLAY-08: only where the blast comes to rest on a monster
                out += [A.MagicBlast(seat=seat, centre=p) for p in aims if blast_preview(state, p).under]
    if why_not(state, seat, WALL) is None:
        out += [A.MagicWall(seat=seat, stroke=s) for s in wall_strokes(state, seat)]
    if why_not(state, seat, REMOVE) is None:
        out += [A.RemoveWall(seat=seat, wall=w.id) for w in state.walls[:3]]
    return out
