"""Rise of the Necromancers combat: the phases, the decisions and the wounds (rulebook "Combat";
checklist RN-COMBAT-14/15/16/21, RN-PVP-08/13, RN-DEATH-01). The phase table (`NEXT_PHASE`, `_AFTER_ROLL`,
`_PHASES`: what each step is and what follows it), the decision a combat waits for (`pending`,
remembered for the state last asked about; `options`, `needs_dice`, `is_over`), making a choice
(`choose`: cast a Spell, explode Zombies, roll misses again, allocate a wound) and the wounds:
inflicted after ignored ones (`_inflict`), allocated by the attacker then the defender, one at a time
(`_allocate_one`, a Ghost strike wound on a tower costing the City an attack) or all at once when no
choice is left, the excess killing the Necromancer or lost (`_settle_allocation`).
"""

from __future__ import annotations

from typing import Any

from tabletop.core.errors import IllegalAction
from tabletop.games.rise import events as E
from tabletop.games.rise.combat_model import (
    _DECISION,
    SIDE_NAMES,
    TOWER,
    CombatState,
    Decision,
    SideState,
    _absorbers,
    _count,
    _fighter,
    _fresh,
    _split,
    _tell,
    _towers_left,
    _zombies,
    replace_fields,
)

# ---------------------------------------------------------------------------------------------
# Phases

NEXT_PHASE = {
    "weaken:0": "weaken:1",
    "weaken:1": "weakened",
    "bolt:0": "bolt:1",
    "bolt:1": "roll:bolt",
    "boom:0": "boom:1",
    "boom:1": "boom",
    "reroll:0": "reroll:1",
    "reroll:1": "rerolled",
}
_AFTER_ROLL = {"roll:ghost": "roll:rest", "roll:rest": "bolt:0", "roll:bolt": "boom:0"}


# Every phase: (what it is, the side it concerns, the Spell of a cast phase). "dice": a roll comes
# next; "cast": a Spell may be cast; the rest are named by themselves.
_PHASES: dict[str, tuple[str, int, str]] = {
    "over": ("over", 0, ""),
    "roll:ghost": ("dice", 0, ""),
    "roll:rest": ("dice", 0, ""),
    "roll:bolt": ("dice", 0, ""),
    "again:0": ("dice", 0, ""),
    "again:1": ("dice", 1, ""),
    "weakened": ("weakened", 0, ""),
    "boom": ("boom", 0, ""),
    "rerolled": ("rerolled", 0, ""),
    **{f"{spell}:{i}": ("cast", i, spell) for spell in ("weaken", "bolt", "boom") for i in (0, 1)},
    **{f"{what}:{i}": (what, i, "") for what in ("reroll", "alloc") for i in (0, 1)},
}
_UNKNOWN = ("unknown", 0, "")


# ---------------------------------------------------------------------------------------------
# Decisions


def pending(state: CombatState) -> Decision | None:
    """The decision the combat waits for, or None when it needs dice or is over (see `needs_dice`)."""
    last = _last_pending  # (state, its decision): the engine asks about one state several times in a row
    if last[0] is state:  # (states are immutable, decisions frozen)
        return last[1]
    d = _pending(state)
    _remember_pending(state, d)
    return d


def _remember_pending(state: CombatState, d: Decision | None) -> None:
    global _last_pending
    _last_pending = (state, d)  # one tuple, swapped whole


_last_pending: tuple = (None, None)


def _pending(state: CombatState) -> Decision | None:
    phase = state.phase
    if phase.startswith(("weaken:", "bolt:", "boom:")):
        i = int(phase[-1])
        s = state.sides[i]
        name, who = phase[:-2], SIDE_NAMES[i]
        if name == "weaken":
            return _decision(s.seat, who, "weaken", (True, False), text="Cast Weaken?")
        if name == "bolt":
            return _decision(s.seat, who, "death_bolt", (True, False), text="Cast Death Bolt?")
        top = min(s.spells.zombie_explosion, len(_zombies(state, i)))
        return _decision(
            s.seat, who, "zombie_explosion", tuple(range(top + 1)), text=f"Explode how many Zombies (up to {top})?"
        )
    if phase.startswith("reroll:"):
        i = int(phase[-1])
        s = state.sides[i]
        return _decision(
            s.seat,
            SIDE_NAMES[i],
            "reroll",
            tuple(range(len(s.misses) + 1)),
            text=f"Roll again how many missed attacks (up to {len(s.misses)}, once per combat)?",
        )
    if phase.startswith("alloc:"):
        i = int(phase[-1])
        s = state.sides[i]
        return _decision(
            s.seat,
            SIDE_NAMES[i],
            "allocate",
            _allocation_options(state, i),
            wounds=s.pending,
            text=f"Allocate {_count(s.pending, 'wound')}: remove a fighter"
            + (" or wound a tower." if _towers_left(s) else "."),
        )
    return None


def _decision(seat: int | None, side: str, kind: str, options: tuple, wounds: int = 0, text: str = "") -> Decision:
    """Decision(...), made as `_fresh` makes a state."""
    return _fresh(
        Decision,
        _DECISION,
        {"seat": seat, "side": side, "kind": kind, "options": options, "wounds": wounds, "text": text},
    )


def options(state: CombatState) -> tuple[Any, ...]:
    """The legal choices for the pending decision (empty when none is pending). For an allocation,
    one fighter id per distinct kind of fighter (identical Zombies are one choice) and TOWER."""
    d = pending(state)
    return d.options if d else ()


def needs_dice(state: CombatState) -> bool:
    """True when the combat must roll before anything else (`roll` or `apply` with dice)."""
    return _PHASES.get(state.phase, _UNKNOWN)[0] == "dice"


def is_over(state: CombatState) -> bool:
    return state.phase == "over"


def _allocation_options(state: CombatState, i: int) -> tuple[str, ...]:
    seen: dict[tuple, str] = {}
    for f in _absorbers(state, i):
        # the attacks as plain tuples: equal exactly when the Attacks are, hashed without Attack.__hash__
        seen.setdefault((f.name, f.role, f.kind, _split(f.attacks)[3]), f.id)
    opts = tuple(seen.values())
    return opts + ((TOWER,) if _towers_left(state.sides[i]) else ())


def _legal_target(state: CombatState, i: int, choice: Any) -> bool:
    if choice == TOWER:
        return _towers_left(state.sides[i]) > 0
    return isinstance(choice, str) and any(f.id == choice for f in _absorbers(state, i))


def choose(state: CombatState, choice: Any, d: Decision | None = None) -> CombatState:
    """Record a decision (no dice); `d`, when given, is pending(state)."""
    if d is None:
        d = pending(state)
    if d is None:
        raise IllegalAction("the combat is over" if is_over(state) else "the combat must roll first")
    i = SIDE_NAMES.index(d.side)
    if d.kind == "allocate":
        if not _legal_target(state, i, choice):
            raise IllegalAction(f"a wound cannot go to {choice!r}; choose one of {', '.join(map(str, d.options))}")
        return _allocate_one(state, i, choice)
    wanted = bool if d.kind not in ("zombie_explosion", "reroll") else int
    if not isinstance(choice, wanted) or (wanted is int and isinstance(choice, bool)) or choice not in d.options:
        raise IllegalAction(f"{d.text} {choice!r} is not one of {', '.join(map(str, d.options))}")
    s = state.sides[i]
    if d.kind == "weaken":
        s = replace_fields(s, weaken=choice)
    elif d.kind == "death_bolt":
        s = replace_fields(s, bolt=choice)
    elif d.kind == "reroll":
        if choice:
            return _set_side(state, i, replace_fields(s, reroll_used=True, rerolling=choice), f"again:{i}")
        return replace_fields(state, phase=NEXT_PHASE[state.phase])
    else:
        s = replace_fields(s, boom=choice)
    return _set_side(state, i, s, NEXT_PHASE[state.phase])


def _set_side(state: CombatState, i: int, s: SideState, phase: str | None = None) -> CombatState:
    """The state with side i now `s` (and, given, the phase moved on to `phase`: one new state)."""
    sides = (s, state.sides[1]) if i == 0 else (state.sides[0], s)
    if phase is not None:
        return replace_fields(state, sides=sides, phase=phase)
    return replace_fields(state, sides=sides)


# ---------------------------------------------------------------------------------------------
# Wounds


def _allocate_one(state: CombatState, i: int, target: str) -> CombatState:
    """One wound on side i goes to `target` (a fighter id or TOWER)."""
    s = state.sides[i]
    if target == TOWER:
        s = replace_fields(s, tower_wounds=s.tower_wounds + 1, pending=s.pending - 1)
        state = _set_side(state, i, s)
        state = _tell(
            state,
            E.TowerWounded(SIDE_NAMES[i], s.seat, s.city.name, s.tower_wounds, s.city.towers, state.ghost_wounds),
        )
        if state.ghost_wounds and s.city_attacks:
            # RN-COMBAT-14: each Ghost strike wound on a City costs it one of its strongest attacks.
            k = max(range(len(s.city_attacks)), key=lambda j: (s.city_attacks[j].power, -j))
            lost = s.city_attacks[k]
            s = replace_fields(
                s, city_attacks=s.city_attacks[:k] + s.city_attacks[k + 1 :], city_attacks_lost=s.city_attacks_lost + 1
            )
            state = _tell(_set_side(state, i, s), E.CityAttackLost(SIDE_NAMES[i], s.seat, s.city.name, lost.power))
        return state
    f = _fighter(state, i, target)
    assert f is not None  # the allocation's options are this side's fighters (and TOWER)
    s = replace_fields(s, removed=s.removed + (target,), pending=s.pending - 1)
    state = _set_side(state, i, s)
    return _tell(state, E.FighterRemoved(SIDE_NAMES[i], s.seat, target, f.name, f.role, f.kind, state.ghost_wounds))


def _settle_allocation(state: CombatState, i: int) -> CombatState:
    """Allocate side i's wounds that leave no choice: all of them when they cover every fighter and
    tower (the excess kills the Necromancer, RN-COMBAT-15, or is lost, RN-COMBAT-21), or one at a time
    while a single choice remains."""
    s = state.sides[i]
    absorbers = _absorbers(state, i)
    if s.pending >= len(absorbers) + _towers_left(s):
        taken = len(absorbers) + _towers_left(s)
        for f in absorbers:
            state = _allocate_one(state, i, f.id)
        for _ in range(_towers_left(state.sides[i])):
            state = _allocate_one(state, i, TOWER)
        s = state.sides[i]
        excess = s.pending
        if excess:
            nec = next((f for f in s.fighters if f.role == "necromancer"), None)
            if nec is not None and not s.necromancer_dead:
                # The Necromancer takes the last wound (RN-COMBAT-15, RN-PVP-08) and dies (RN-DEATH-01).
                s = replace_fields(s, necromancer_dead=True, pending=0)
                state = _set_side(state, i, s)
                state = _tell(state, E.NecromancerKilled(SIDE_NAMES[i], s.seat, nec.id, nec.name, state.ghost_wounds))
            else:
                s = replace_fields(s, wounds_lost=s.wounds_lost + excess, pending=0)
                state = _tell(_set_side(state, i, s), E.WoundsLost(SIDE_NAMES[i], s.seat, excess, taken))
        return state
    while state.sides[i].pending:
        opts = _allocation_options(state, i)
        if len(opts) != 1:
            break
        state = _allocate_one(state, i, opts[0])
    return state


def _inflict(state: CombatState, by_attacker: int, by_defender: int, ghost: bool, then: str) -> CombatState:
    """Wounds inflicted by each side this step; both sides then allocate, the attacker first (RN-COMBAT-16)."""
    a, d = state.sides
    # ignore_wound: the first wounds inflicted on a side in a combat are ignored before allocation.
    ia, id_ = min(a.ignore, by_defender), min(d.ignore, by_attacker)
    if ia or id_:
        state = _tell(
            state, *[E.WoundsIgnored(SIDE_NAMES[i], state.sides[i].seat, n) for i, n in ((0, ia), (1, id_)) if n]
        )
    pa, pd = by_defender - ia, by_attacker - id_
    if ia or a.pending != pa:  # a side nothing changes is kept (the same values)
        a = replace_fields(a, pending=pa, ignore=a.ignore - ia)
    if id_ or d.pending != pd:
        d = replace_fields(d, pending=pd, ignore=d.ignore - id_)
    return replace_fields(state, sides=(a, d), phase="alloc:0", then=then, ghost_wounds=ghost)
