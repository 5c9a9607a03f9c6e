"""Rise of the Necromancers combat: the flow (rulebook "Combat"; checklist RN-COMBAT-13/17/18/22/25/27,
RN-SPEC-01/07/09/11/12, RN-SPELL-05, RN-PVP-07/13, RN-DUNG-06, the printed examples RN-EXDUNG and
RN-EXCITY). Beginning a combat (`begin`, `start`, `start_built`), the steps that need neither a decision
nor dice (`settle`: Weaken cast by both sides together, Zombie Explosion, the wounds of a step), the
rolls of each step (`rolling_units`: Ghost strikes in step 2, the rest in step 3, then Death Bolt;
`_roll_stage`; the reroll effect, `_rerollable` and `_roll_again`; `_Roller`, an RNG or forced rolls
used up exactly), the run from one decision to the next (`_run`, `apply`, `roll`) and how the combat
came out (`result`, remembered for the state last told; `told`, the new story records, and `events`,
their words).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import Any

from tabletop.core.rng import RNG
from tabletop.games.rise import events as E
from tabletop.games.rise import words as W
from tabletop.games.rise.combat_checks import _check_side
from tabletop.games.rise.combat_decisions import (
    _AFTER_ROLL,
    _PHASES,
    _UNKNOWN,
    NEXT_PHASE,
    _inflict,
    _set_side,
    _settle_allocation,
    choose,
    is_over,
    needs_dice,
    pending,
)
from tabletop.games.rise.combat_model import (
    _COMBAT_RESULT,
    _COMBAT_STATE,
    _SIDE_STATE,
    _SPLITS,
    ATTACKER,
    DEFENDER,
    KINDS,
    MINIONS,
    SIDE_NAMES,
    CombatResult,
    CombatState,
    Death,
    Dice,
    Side,
    SideState,
    _absorbers,
    _fresh,
    _has_necromancer,
    _in_combat,
    _role_order,
    _split,
    _tell,
    _towers_left,
    _zombies,
    replace_fields,
)
from tabletop.games.rise.combat_odds import hit_chance, hits

# ---------------------------------------------------------------------------------------------
# Start


def begin(kind: str, attacker: Side, defender: Side, *, quiet: bool = False) -> CombatState:
    """A combat at step 1, nothing rolled yet (`start` rolls on to the first decision)."""
    return _begin(kind, attacker, defender, quiet, False)


def _begin(kind: str, attacker: Side, defender: Side, quiet: bool, built: bool) -> CombatState:
    if kind not in KINDS:
        raise ValueError(f"kind: {kind!r} is not one of {', '.join(KINDS)}")
    _check_side(kind, attacker, ATTACKER, built)
    _check_side(kind, defender, DEFENDER, built)
    sides = []
    for side in (attacker, defender):
        order = tuple(sorted(side.fighters, key=_role_order))
        sides.append(
            _fresh(
                SideState,
                _SIDE_STATE,
                {
                    "seat": side.seat,
                    "fighters": order,
                    "city": side.city,
                    "city_attacks": side.city.attacks if side.city else (),
                    "spells": side.spells,
                    "ignore": side.ignore,
                    "rerolls": side.rerolls,
                },
            )
        )
    state = _fresh(CombatState, _COMBAT_STATE, {"kind": kind, "sides": (sides[0], sides[1]), "quiet": quiet})
    if quiet:
        return state
    a, d = state.sides
    dungeon = kind == "dungeon"
    told: list = [
        E.FightBegins(
            kind,
            [f.name for f in a.fighters if not (dungeon and f.role == "minion")],  # they wait outside
            [f.name for f in d.fighters],
            a.city.name if a.city else "",
            a.city.towers if a.city else 0,
            d.city.name if d.city else "",
            d.city.towers if d.city else 0,
            a.seat,
            d.seat,
        )
    ]
    if dungeon:
        waiting = [f.name for f in attacker.fighters if f.role == "minion"]
        if waiting:  # RN-DUNG-06, RN-SPEC-07
            told.append(E.WaitOutside(waiting))
    return _tell(state, *told)


def start(kind: str, attacker: Side, defender: Side, dice: Dice = ()) -> CombatState:
    """Begin a combat and roll on to the first decision (or the end)."""
    return _run(_begin(kind, attacker, defender, False, False), dice)


def start_built(kind: str, attacker: Side, defender: Side, dice: Dice = ()) -> CombatState:
    """`start` for rules.start_fight alone: sides `rules.side` made from the specs `rules.build_sides`
    has just built from the game's own state. What is right by construction there is not checked
    again (see `_check_side`); every other caller uses `start`, which checks everything."""
    return _run(_begin(kind, attacker, defender, False, True), dice)


# ---------------------------------------------------------------------------------------------
# Spells and the steps that need no decision


def _can_cast(state: CombatState, i: int, spell: str) -> bool:
    s = state.sides[i]
    # What the side holds first (the cheap test), then a Spell is cast by the Necromancer (RN-SPELL-05).
    if spell == "weaken":
        if s.spells.weaken is None:
            return False
    elif spell == "bolt":
        if not s.spells.death_bolt:
            return False
    elif state.kind == "dungeon" or s.spells.zombie_explosion <= 0:
        return False  # RN-SPEC-11: not in a Dungeon
    if s.necromancer_dead or not _has_necromancer(state, i):
        return False
    return spell != "boom" or bool(_zombies(state, i))  # RN-SPEC-11: not without Zombies


def _weaken(state: CombatState, caster: int) -> CombatState:
    """Weaken cast by side `caster` on the other side (RN-SPEC-09)."""
    w = state.sides[caster].spells.weaken
    assert w is not None  # cast only by a side that has it (_can_cast)
    o = 1 - caster
    s = state.sides[o]
    fighters = [
        replace_fields(f, attacks=tuple(replace_fields(a, power=max(0, a.power - w.reduce)) for a in f.attacks))
        for f in s.fighters
    ]
    city = tuple(replace_fields(a, power=max(0, a.power - w.reduce)) for a in s.city_attacks)
    # Drop the `remove` strongest attacks (ties: the first in roll order).
    slots = [
        (a.power, k, j) for k, f in enumerate(fighters) for j, a in enumerate(f.attacks) if _in_combat(state, o, f)
    ]
    slots += [(a.power, len(fighters), j) for j, a in enumerate(city)]
    slots.sort(key=lambda t: (-t[0], t[1], t[2]))
    gone = {(k, j) for _, k, j in slots[: w.remove]}
    fighters = [
        replace_fields(f, attacks=tuple(a for j, a in enumerate(f.attacks) if (k, j) not in gone))
        for k, f in enumerate(fighters)
    ]
    city = tuple(a for j, a in enumerate(city) if (len(fighters), j) not in gone)
    state = _set_side(state, o, replace_fields(s, fighters=tuple(fighters), city_attacks=city))
    seat = state.sides[caster].seat
    return _tell(state, E.WeakenCast(SIDE_NAMES[caster], seat, w.reduce, w.remove, min(w.remove, len(slots))))


def settle(state: CombatState) -> CombatState:
    """Carry out every step that needs neither a decision nor dice. Steps that only move the phase on
    (a Spell nobody can cast, no reroll, nothing to allocate, no Weaken) change `phase` alone: the
    state is made once with it (the same state as made step by step)."""
    phase = state.phase
    while True:
        what, i, spell = _PHASES.get(phase, _UNKNOWN)
        if what == "over" or what == "dice":
            break
        if what == "reroll":
            s = state.sides[i]
            if s.misses and not s.reroll_used and s.seat is not None:
                break  # a decision
            phase = NEXT_PHASE[phase]
            continue
        if what == "cast":
            if _can_cast(state, i, spell):
                break  # a decision (`choose` moves the phase on)
            phase = NEXT_PHASE[phase]
            continue
        if what == "alloc" and not state.sides[i].pending:
            phase = "alloc:1" if i == 0 else state.then  # what _settle_allocation leaves of no wounds
            continue
        if what == "weakened" and not (state.sides[0].weaken or state.sides[1].weaken):
            phase = "roll:ghost"
            continue
        if phase != state.phase and what not in _SETS_PHASE:
            state = replace_fields(state, phase=phase)
        state = _settle_step(state, what, i)
        if what == "alloc" and state.sides[i].pending:
            if state.phase != phase:
                state = replace_fields(state, phase=phase)
            return state  # a decision, in this phase
        phase = state.phase
    if phase != state.phase:
        state = replace_fields(state, phase=phase)
    return state


# The steps `_settle_step` carries out that read no phase and leave one set (or, an allocation
# waiting on a decision, the one `settle` then sets): `settle` moves the phase on for them only once.
_SETS_PHASE = frozenset({"rerolled", "weakened", "boom", "alloc"})


def _settle_step(state: CombatState, what: str, i: int) -> CombatState:
    """One step of `settle` that changes more than the phase."""
    if what == "rerolled":
        return _inflict(_clear_misses(state), state.hits[0], state.hits[1], state.ghost_wounds, state.then)
    if what == "weakened":
        # Both Weakens resolve together once both sides have declared, the attacker first (RN-PVP-13).
        for c in (0, 1):
            if state.sides[c].weaken:
                state = _weaken(state, c)
        return replace_fields(state, phase="roll:ghost")
    if what == "boom":
        counts = [0, 0]
        for i in (0, 1):
            n = state.sides[i].boom
            if n:
                gone = tuple(f.id for f in _zombies(state, i)[-n:])
                s = state.sides[i]
                state = _set_side(state, i, replace_fields(s, exploded=s.exploded + gone))
                state = _tell(state, E.ZombiesExploded(SIDE_NAMES[i], s.seat, list(gone), n))
                counts[i] = n
        return _inflict(state, counts[0], counts[1], False, "over")
    if what == "alloc":
        state = _settle_allocation(state, i)
        if state.sides[i].pending:
            return state  # a decision (the phase is unchanged: settle stops)
        return replace_fields(state, phase="alloc:1" if i == 0 else state.then)
    raise AssertionError(f"unknown combat phase {state.phase!r}")


# ---------------------------------------------------------------------------------------------
# Rolls


def rolling_units(state: CombatState, i: int, stage: str, ids: bool = False) -> list[tuple]:
    """The attacks side i rolls at this stage, by unit: (name, powers, (role, kind) or None for a City),
    and with `ids` the unit's fighter id ("city" for a City's attacks) as a fourth item. Death Bolt's
    attacks are its Necromancer's (name and id)."""
    s = state.sides[i]
    out: list[tuple] = []
    if stage == "roll:bolt":
        if s.bolt and not s.necromancer_dead:
            nec = next(f for f in s.fighters if f.role == "necromancer")
            out.append(
                (nec.name, tuple(a.power for a in s.spells.death_bolt), ("necromancer", ""))
                + ((nec.id,) if ids else ())
            )
        return out
    k = 1 if stage == "roll:ghost" else 2  # RN-COMBAT-13/17/18: ghost strikes roll in step 2 only
    splits = _SPLITS
    for f in s.fighters:
        attacks = f.attacks
        got = splits.get(attacks)  # _split(attacks), its lookup done here (a call less per fighter)
        powers = (got if got is not None else _split(attacks))[k]
        if powers and _in_combat(state, i, f):
            out.append((f.name, powers, (f.role, f.kind), f.id) if ids else (f.name, powers, (f.role, f.kind)))
    if s.city is not None:
        powers = _split(s.city_attacks)[k]
        if powers:
            out.append((s.city.name, powers, None, "city") if ids else (s.city.name, powers, None))
    return out


def roll_units(state: CombatState, i: int, stage: str) -> list[tuple[str, tuple[int, ...]]]:
    """The attacks side i rolls at this stage, by unit: (name, powers)."""
    return [(name, powers) for name, powers, _ in rolling_units(state, i, stage)]


def _reroll_matches(unit: str, tag: tuple[str, str] | None) -> bool:
    if tag is None:
        return False  # a City's attacks belong to no unit of yours
    role, kind = tag
    if unit == "golems":
        return role == "golem"
    if unit == "minions":
        return role == "minion"
    if unit in MINIONS:
        return role == "minion" and kind == unit
    return role == unit


def may_reroll(s: SideState) -> bool:
    """The side still has a reroll to use in this combat (RN-COMBAT reroll effects; a City never has)."""
    return bool(s.rerolls) and not s.reroll_used and s.seat is not None


def reroll_covers(s: SideState, tag: tuple[str, str] | None) -> bool:
    """A miss of the unit `tag` (role, kind) is one the side's unused reroll may take again."""
    return may_reroll(s) and any(_reroll_matches(r.unit, tag) for r in s.rerolls)


def _rerollable(s: SideState, misses: Sequence[tuple[int, tuple[str, str]]]) -> tuple[int, ...]:
    """Of a step's missed eligible rolls (power, unit), those the side's reroll effects cover, the best
    chances first: each effect takes up to `count` of its unit's misses, most powerful first (a Minion
    kind's effect before the all-Minions one). Misses that can never hit (power 0) are left out."""
    left = sorted((m for m in misses if hit_chance(m[0]) > 0), key=lambda m: -m[0])
    out: list[int] = []
    for r in sorted(s.rerolls, key=lambda r: r.unit == "minions"):
        took = 0
        for m in list(left):
            if took < r.count and _reroll_matches(r.unit, m[1]):
                out.append(m[0])
                left.remove(m)
                took += 1
    return tuple(sorted(out, reverse=True))


def _clear_misses(state: CombatState) -> CombatState:
    a, d = state.sides
    if a.misses or d.misses or a.rerolling or d.rerolling:
        state = replace_fields(
            state, sides=(replace_fields(a, misses=(), rerolling=0), replace_fields(d, misses=(), rerolling=0))
        )
    return state


def after_roll(
    state: CombatState, stage: str, totals: Sequence[int], misses: Sequence[Sequence[tuple[int, tuple[str, str]]]]
) -> CombatState:
    """A step's rolls are in: a reroll decision for each side that may make one, else the wounds."""
    ghost, then = stage == "roll:ghost", _AFTER_ROLL[stage]
    again = [_rerollable(state.sides[i], misses[i]) if may_reroll(state.sides[i]) else () for i in (0, 1)]
    if not any(again):
        return _inflict(state, totals[0], totals[1], ghost, then)
    a, d = state.sides
    sides = (replace_fields(a, misses=again[0], rerolling=0), replace_fields(d, misses=again[1], rerolling=0))
    return replace_fields(
        state, sides=sides, phase="reroll:0", then=then, ghost_wounds=ghost, hits=(totals[0], totals[1])
    )


class _Roller:
    rng: RNG | None
    forced: list[int] | None  # None with an RNG, a list without
    used: int

    def __init__(self, dice: Dice):
        if isinstance(dice, RNG):
            self.rng, self.forced = dice, None
            # what `roll` does with an RNG, one call less a die; mypy refuses any assignment over a method
            self.roll = partial(dice.randint, 1, 6)  # type: ignore[method-assign]
        else:
            if isinstance(dice, (str, bytes)) or not hasattr(dice, "__len__") or len(dice) > 10_000:
                raise ValueError("dice: an RNG or a list of forced rolls is needed")
            for r in dice:
                if not isinstance(r, int) or isinstance(r, bool) or not 1 <= r <= 6:
                    raise ValueError(f"dice: forced roll {r!r} is not 1 to 6")
            self.rng, self.forced, self.used = None, list(dice), 0

    def roll(self) -> int:
        if self.rng is not None:
            return self.rng.randint(1, 6)
        assert self.forced is not None
        if self.used >= len(self.forced):
            raise ValueError(f"dice: the combat needs more than the {len(self.forced)} forced rolls given")
        self.used += 1
        return self.forced[self.used - 1]

    def finish(self) -> None:
        if self.forced is not None and self.used != len(self.forced):  # no RNG: forced rolls
            raise ValueError(
                f"dice: {len(self.forced) - self.used} forced rolls left over (the combat used {self.used})"
            )


def _roll_stage(state: CombatState, roller: _Roller) -> CombatState:
    stage = state.phase
    if stage.startswith("again:"):
        return _roll_again(state, roller)
    totals = [0, 0]
    misses: list[list[tuple[int, tuple[str, str]]]] = [[], []]
    ghost = stage == "roll:ghost"
    quiet = state.quiet
    step = 2 if ghost else 3
    units = (rolling_units(state, 0, stage, True), rolling_units(state, 1, stage, True))
    if not units[0] and not units[1] and not state.sides[0].pending and not state.sides[1].pending:
        # Nobody rolls (no Ghost strikes, no Death Bolt): what after_roll and _inflict make of no wounds
        # (after no Ghost strikes, what settle makes of that at once: on to step 3's rolls).
        then = _AFTER_ROLL[stage]
        return replace_fields(state, phase="roll:rest" if ghost else "alloc:0", then=then, ghost_wounds=ghost)
    roll = roller.roll
    bolt = stage == "roll:bolt"
    told: list = []  # the story's records, told at once at the end (as `_tell` one by one would)
    Die, Rolled = E.Die, E.Rolled
    for i in (0, 1):
        side = state.sides[i]
        can_reroll = may_reroll(side)
        seat, who = side.seat, SIDE_NAMES[i]
        missed = misses[i]
        for name, powers, tag, fid in units[i]:
            eligible = can_reroll and reroll_covers(side, tag)
            if bolt and not quiet:
                told.append(E.DeathBoltCast(who, seat))
            dice = []
            n = 0
            for p in powers:  # one loop for the dice, their wounds, misses and records (most units roll one die)
                r = roll()
                h = r != 6 and r <= p  # combat.hits
                if h:
                    n += 1
                elif eligible:
                    missed.append((p, tag))
                if not quiet:
                    dice.append(Die(p, r, h))
            totals[i] += n
            if not quiet:
                told.append(Rolled(who, seat, fid, name, ghost, step, False, dice, bolt))
    if told:
        state = _tell(state, *told)
    return after_roll(state, stage, totals, misses)


def _roll_again(state: CombatState, roller: _Roller) -> CombatState:
    """The reroll chosen: roll again the `rerolling` best missed rolls; the second roll stands."""
    i = int(state.phase[-1])
    s = state.sides[i]
    powers = s.misses[: s.rerolling]
    rolls = [roller.roll() for _ in powers]
    n = sum(hits(r, p) for r, p in zip(rolls, powers))
    hits_ = (state.hits[0] + n, state.hits[1]) if i == 0 else (state.hits[0], state.hits[1] + n)
    ghost = state.ghost_wounds
    state = _tell(
        state,
        E.Rolled(
            SIDE_NAMES[i],
            s.seat,
            "",
            "",
            ghost,
            2 if ghost else 3,
            True,
            [E.Die(p, r, hits(r, p)) for r, p in zip(rolls, powers)],
        ),
    )
    return replace_fields(state, hits=hits_, phase=NEXT_PHASE[f"reroll:{i}"])


# ---------------------------------------------------------------------------------------------
# Running


def _finish(state: CombatState) -> CombatState:
    r = result(state)
    assert r is not None  # called when the combat is over
    return _tell(state, E.FightOver(r.winner, [d.side for d in r.deaths], r.move_back))


_NO_CHOICE = object()


def _run(state: CombatState, dice: Dice, choice: Any = _NO_CHOICE) -> CombatState:
    """Make `choice` (if any), then roll on to the next decision (or the end).

    Lazily told: the records told on the way go to a list that this run's states share (`_tell`
    appends to it; no state of the run but the last is seen outside it, and the state handed in keeps
    its own tuple), made the last state's tuple once at the end, instead of a new log tuple and state
    for every line."""
    d = pending(state) if choice is not _NO_CHOICE else None  # asked of the state handed in (remembered)
    if not state.quiet:
        state = replace_fields(state, log=list(state.log))
    if choice is not _NO_CHOICE:
        state = choose(state, choice, d)
    roller = _Roller(dice)
    was_over = is_over(state)
    state = settle(state)
    while needs_dice(state):
        state = settle(_roll_stage(state, roller))
    roller.finish()
    if is_over(state) and not was_over:
        state = _finish(state)
    if not state.quiet:
        told = replace_fields(state, log=tuple(state.log))
        last = _last_result
        if last[0] is state:  # the result `_finish` told is the one of the state handed out
            _remember_result(told, last[1])
        state = told
    return state


def apply(state: CombatState, choice: Any, dice: Dice = ()) -> CombatState:
    """Make the pending decision, then roll on to the next decision (or the end).
    Raises IllegalAction for a choice not allowed now (the state is unchanged: states are immutable)."""
    return _run(state, dice, choice)


def roll(state: CombatState, dice: Dice) -> CombatState:
    """Roll on from a state that `needs_dice` (one made by `begin`, or by the enumeration)."""
    return _run(state, dice)


# ---------------------------------------------------------------------------------------------
# Result


def _defender_cleared(state: CombatState) -> bool:
    d = state.sides[DEFENDER]
    return not _absorbers(state, DEFENDER) and _towers_left(d) == 0


def result(state: CombatState) -> CombatResult | None:
    """How the combat came out (RN-COMBAT-22/25/27, RN-SPEC-01, RN-PVP-07), or None while it runs."""
    if not is_over(state):
        return None
    last = _last_result  # (state, its result): the run's end tells it, the engine then carries it out
    if last[0] is state:
        return last[1]
    r = _result(state)
    _remember_result(state, r)
    return r


def _remember_result(state: CombatState, r: CombatResult) -> None:
    global _last_result
    _last_result = (state, r)  # one tuple, swapped whole


_last_result: tuple = (None, None)


def _result(state: CombatState) -> CombatResult:
    a, d = state.sides
    if state.kind == "pvp":
        won = d.necromancer_dead  # RN-PVP-07: the attacker wins by killing the defending Necromancer
    else:
        won = _defender_cleared(state) and not a.necromancer_dead
    deaths = []
    if a.necromancer_dead:
        deaths.append(Death(a.seat, "attacker", turn_over=True))
    if d.necromancer_dead:
        deaths.append(Death(d.seat, "defender"))
    move_back = not won and not a.necromancer_dead and state.kind in ("city", "pvp")
    return _fresh(
        CombatResult,
        _COMBAT_RESULT,
        {
            "kind": state.kind,
            "attacker_won": won,
            "winner": "attacker" if won else "defender",
            "deaths": tuple(deaths),
            "lost": (a.removed, d.removed),
            "exploded": (a.exploded, d.exploded),
            "tower_wounds": d.tower_wounds,
            "towers": d.city.towers if d.city else 0,
            "city_attacks_lost": d.city_attacks_lost,
            "wounds_lost": d.wounds_lost,
            "move_back": move_back,
            "turn_over": not won or a.necromancer_dead,
        },
    )


def told(before: CombatState | None, after: CombatState) -> tuple:
    """The story's records `after` added to `before` (all of them when `before` is None)."""
    return after.log[len(before.log) :] if before is not None else after.log


def events(before: CombatState | None, after: CombatState) -> tuple[str, ...]:
    """The story's lines `after` added to `before`, in words."""
    return tuple(W.fight_line(r) for r in told(before, after))
