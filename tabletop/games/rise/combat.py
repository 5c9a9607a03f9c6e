"""Rise of the Necromancers combat, pure and exact (rulebook "Combat"; checklist RN-COMBAT, RN-DEATH,
RN-EXDUNG, RN-EXCITY, RN-SPEC, RN-PVP-07/08/13/14).

Combat takes plain data: the engine builds each `Side` (its fighters with their attacks already
computed, bonuses such as the Decayed Baron's included, RN-SPEC-03; a City's towers and attacks;
the Spells its Necromancer may cast, already paid for or affordable) and drives a small immutable
state machine:

    state = start(kind, attacker, defender, dice)     # dice: an RNG or a list of forced rolls
    while (d := pending(state)) is not None:          # who must decide what
        state = apply(state, choice_from(options(state)), dice)
    result(state)                                     # winner, deaths, losses, move back...

`start` and `apply` roll every die that comes before the next decision, from the `RNG` given or
from a list of forced rolls (which must be used up exactly, so a printed example replays step by
step; `start_built` is `start` for rules.start_fight's own sides, checked less, see `_check_side`).
`state.log` is the combat in plain words (`events(before, after)` the new lines);
fighters are named in it as the caller names them ("Orange's Ghost"). `begin` + `roll` split
`start` for a caller that wants to roll later. `hit_chance`, `odds` (from any state) and
`win_probability` (before the first roll) give exact odds by enumeration, decisions made by
`default_policy` or a given policy, for the bot.

Readings taken (the checklist's AMBIGUOUS items): both sides roll a step's attacks, then the
attacker allocates, then the defender (RN-COMBAT-16, Example 2); wounds beyond what a side without
a Necromancer can absorb are lost (RN-COMBAT-21); Zombie Explosion wounds need no roll
(RN-SPEC-12); in a Necromancer fight the attacker declares each Spell first and both casts
resolve together (RN-PVP-13). The reroll effect (cards.py): after a step's rolls, before any
allocation, each side whose reroll is unused may roll again some of that step's missed rolls its
effects cover (the attacker decides first; the most powerful misses are taken; the second roll
stands); choosing 0 keeps it for a later step; several reroll effects of one side are one use.
Not in the rulebook, chosen here: a Necromancer killed in step 2
neither rolls in step 3 nor casts (it is dead), and the rest of its side fights on; Weaken's
"remove attacks" removes the opponent's strongest attacks.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, fields
from fractions import Fraction
from functools import partial
from typing import Any, Literal, cast, overload

from tabletop.core.errors import IllegalAction
from tabletop.core.rng import RNG

KINDS = ("city", "dungeon", "minions", "pvp")
ATTACKER, DEFENDER = 0, 1
SIDE_NAMES = ("attacker", "defender")
ROLES = ("minion", "apprentice", "golem", "necromancer", "monster")
# Roll order within a side: Minions, then Apprentice and Golems, then the Necromancer (the two
# printed examples roll the Apprentice / Zombie before the Necromancer); a City rolls last.
_ROLE_ORDER = {role: i for i, role in enumerate(ROLES)}
# The four Minions (RN-RAISE-03..06, RN-RAISE-09): one attack of their power; the Ghost's strikes first.
MINIONS = {
    "zombie": ("Zombie", 1, False),
    "hell_knight": ("Hell knight", 2, False),
    "ghost": ("Ghost", 3, True),
    "skeletal_dragon": ("Skeletal dragon", 4, False),
}
TOWER = "tower"  # the allocation choice "a wound to the City"

# Bounds on what a caller may hand in (bonuses raise powers and counts; these are far above any card).
MAX_POWER = 20
MAX_ATTACKS = 12
MAX_FIGHTERS = 80
MAX_TOWERS = 5
MAX_SPELL_LEVEL = 3
MAX_WEAKEN = 6


# ---------------------------------------------------------------------------------------------
# Data handed in


@dataclass(frozen=True)
class Attack:
    """One attack: one power die; it wounds on a roll of `power` or less, never on a 6 (RN-COMBAT-04/06)."""

    power: int
    ghost_strike: bool = False


@dataclass(frozen=True)
class Fighter:
    """A Necromancer, Apprentice, Golem, Minion or Dungeon monster: one wound (RN-COMBAT-03) and its attacks."""

    id: str
    name: str
    role: str
    attacks: tuple[Attack, ...] = ()
    kind: str = ""  # a Minion's kind (zombie, hell_knight, ghost, skeletal_dragon)


@dataclass(frozen=True)
class City:
    """A City fought over: its towers (one wound each, 0-5) and its attacks (RN-COMBAT-03, RN-CITY-07)."""

    name: str
    towers: int
    attacks: tuple[Attack, ...] = ()


@dataclass(frozen=True)
class Weaken:
    """Weaken's effect at the caster's level (from the Spell card): every opposing attack loses
    `reduce` power (not below 0) and then the opponent's `remove` strongest attacks are dropped."""

    reduce: int = 0
    remove: int = 0


@dataclass(frozen=True)
class Spells:
    """The combat Spells a side's Necromancer may cast in this combat (the engine leaves out what it
    cannot pay for or has cast this turn, RN-SPELL-02/03): Weaken's effect, Death Bolt's extra attacks
    (level 1: one power-3 attack, RN-EXDUNG-05) and Zombie Explosion's level (0 = not in play)."""

    weaken: Weaken | None = None
    death_bolt: tuple[Attack, ...] = ()
    zombie_explosion: int = 0


@dataclass(frozen=True)
class Reroll:
    """The reroll effect: once per combat the side may roll again up to `count` missed attack rolls of
    `unit` (necromancer, apprentice, golems, minions or a Minion kind); the second roll stands."""

    unit: str
    count: int = 1


REROLL_UNITS = ("necromancer", "apprentice", "golems", "minions") + tuple(MINIONS)


@dataclass(frozen=True)
class Side:
    """One side of a combat. `seat` is the player who rolls and allocates for it (the opponent
    determined in step 1, RN-COMBAT-10/11); None only when no choice can ever arise."""

    seat: int | None
    fighters: tuple[Fighter, ...]
    city: City | None = None
    spells: Spells = Spells()
    ignore: int = 0  # ignore_wound: the first `ignore` wounds inflicted on this side are ignored
    rerolls: tuple[Reroll, ...] = ()  # reroll effects (used together, once per combat)


def make_fighter(id: str, name: str, role: str, attacks: tuple[Attack, ...], kind: str = "") -> Fighter:
    """Fighter(id, name, role, attacks, kind), the same record made without the frozen dataclass's
    __init__ (the engine makes one per Minion for every fight and every odds the bot works out)."""
    f = _new(Fighter)
    _set(f, "__dict__", {"id": id, "name": name, "role": role, "attacks": attacks, "kind": kind})
    return f


def make_side(
    seat: int | None,
    fighters: tuple[Fighter, ...],
    city: City | None = None,
    spells: Spells | None = None,
    ignore: int = 0,
    rerolls: tuple[Reroll, ...] = (),
) -> Side:
    """Side(seat, fighters, city, spells, ignore, rerolls), the same record made without the frozen
    dataclass's __init__ (rules.side makes two per fight); spells None: Side's default."""
    return _fresh(
        Side,
        _SIDE,
        {
            "seat": seat,
            "fighters": fighters,
            "city": city,
            "spells": _SIDE["spells"] if spells is None else spells,
            "ignore": ignore,
            "rerolls": rerolls,
        },
    )


def make_spells(weaken: Weaken | None = None, death_bolt: tuple[Attack, ...] = (), zombie_explosion: int = 0) -> Spells:
    """Spells(weaken, death_bolt, zombie_explosion), made as `make_side` makes a Side."""
    return _fresh(Spells, _SPELLS, {"weaken": weaken, "death_bolt": death_bolt, "zombie_explosion": zombie_explosion})


def _attacks(powers: Sequence[int | Attack], ghost_strike: bool = False) -> tuple[Attack, ...]:
    return tuple(p if isinstance(p, Attack) else Attack(p, ghost_strike) for p in powers)


def necromancer(name: str, *powers: int | Attack, id: str = "necromancer") -> Fighter:
    """A Necromancer with attacks of these powers (the unnamed Necromancer: power 1, RN-PLAY-05)."""
    return Fighter(id, name, "necromancer", _attacks(powers))


def apprentice(name: str, *powers: int | Attack, id: str = "apprentice") -> Fighter:
    """An Apprentice with attacks of these powers."""
    return Fighter(id, name, "apprentice", _attacks(powers))


def golem(name: str, *powers: int | Attack, id: str = "golem") -> Fighter:
    """A Golem: treated exactly like an Apprentice (RN-SPEC-05/06)."""
    return Fighter(id, name, "golem", _attacks(powers))


def minion(kind: str, id: str | None = None) -> Fighter:
    """A Minion of this kind with its one attack (RN-RAISE-09)."""
    if kind not in MINIONS:
        raise ValueError(f"minion kind: {kind!r} is not one of {', '.join(MINIONS)}")
    name, power, ghost = MINIONS[kind]
    return Fighter(id or kind, name, "minion", (Attack(power, ghost),), kind)


def monster(name: str, *powers: int | Attack, id: str = "monster", ghost_strike: bool = False) -> Fighter:
    """A Dungeon card's foe (one wound, RN-COMBAT-03)."""
    return Fighter(id, name, "monster", _attacks(powers, ghost_strike))


# ---------------------------------------------------------------------------------------------
# State


@dataclass(frozen=True)
class SideState:
    """A side during combat. `fighters` and `city_attacks` are as weakened; `removed` lists the fighters
    removed by wounds in order, `exploded` the Zombies discarded for Zombie Explosion."""

    seat: int | None
    fighters: tuple[Fighter, ...]
    city: City | None
    city_attacks: tuple[Attack, ...]
    spells: Spells
    removed: tuple[str, ...] = ()
    exploded: tuple[str, ...] = ()
    necromancer_dead: bool = False
    tower_wounds: int = 0
    city_attacks_lost: int = 0  # to Ghost strike wounds (RN-COMBAT-14)
    wounds_lost: int = 0  # beyond what a side without a Necromancer can absorb (RN-COMBAT-21)
    pending: int = 0  # wounds inflicted on this side, still to allocate
    weaken: bool = False
    bolt: bool = False
    boom: int = 0
    ignore: int = 0  # wounds still to be ignored (ignore_wound)
    rerolls: tuple[Reroll, ...] = ()
    reroll_used: bool = False
    misses: tuple[int, ...] = ()  # this step's missed rolls it may roll again (powers, best first)
    rerolling: int = 0  # how many of them it rolls again now


@dataclass(frozen=True)
class CombatState:
    """Where a combat stands. `phase` is the step in hand; `log` (not part of equality) the story so far."""

    kind: str
    sides: tuple[SideState, SideState]
    phase: str = "weaken:0"
    then: str = ""  # the phase after the allocation in hand
    ghost_wounds: bool = False  # the wounds in hand are Ghost strike wounds
    hits: tuple[int, int] = (0, 0)  # wounds each side inflicted in the step in hand, before rerolls
    log: tuple[str, ...] = field(default=(), compare=False)
    quiet: bool = field(default=False, compare=False)
    # (index of a log line, the typed fact it reports: a roll, a wound, a cast, the end) for the table
    facts: tuple[tuple[int, dict], ...] = field(default=(), compare=False)


@dataclass(frozen=True)
class Decision:
    """A choice a player must make now. `kind`: "weaken" / "death_bolt" (cast: True or False),
    "zombie_explosion" (how many Zombies, 0..level), "reroll" (how many of this step's missed rolls to
    roll again, 0..; the best chances first), "allocate" (where the next of `wounds` wounds
    goes: a fighter's id or TOWER)."""

    seat: int | None
    side: str
    kind: str
    options: tuple[Any, ...]
    wounds: int = 0
    text: str = ""


@dataclass(frozen=True)
class Death:
    """A Necromancer who died (RN-DEATH-01..05): it returns to the Valley of Souls; its owner collects
    no Resources or corpses this turn; its Minions, Apprentice, Items, Spells and hand are untouched
    (Minions and Apprentice on its Player board travel with it); the attacker's turn is over."""

    seat: int | None
    side: str
    return_to_valley: bool = True
    no_resources_this_turn: bool = True
    army_stays: bool = True
    turn_over: bool = False


@dataclass(frozen=True)
class CombatResult:
    """How a finished combat came out, for the engine to carry out."""

    kind: str
    attacker_won: bool
    winner: str  # "attacker" or "defender"
    deaths: tuple[Death, ...]
    lost: tuple[tuple[str, ...], tuple[str, ...]]  # fighter ids removed by wounds, per side
    exploded: tuple[tuple[str, ...], tuple[str, ...]]  # Zombies discarded, per side (back to the supply)
    tower_wounds: int
    towers: int
    city_attacks_lost: int
    wounds_lost: int
    move_back: bool  # lost a City (or Necromancer) fight alive: back to the space you came from
    turn_over: bool  # the attacker's turn ends (lost, or died)
    city_regains_wounds: bool = True  # RN-COMBAT-23: nothing to keep on the City


Dice = RNG | Sequence[int]


# ---------------------------------------------------------------------------------------------
# Start


_new = object.__new__
_set = object.__setattr__


def _replace(obj: Any, **changes: Any) -> Any:
    """`dataclasses.replace` without re-running __init__: the enumeration makes tens of thousands of
    states, and these frozen dataclasses have no __post_init__ to skip."""
    new = _new(type(obj))
    _set(new, "__dict__", {**obj.__dict__, **changes})
    return new


def _bad(path: str, problem: str) -> ValueError:
    return ValueError(f"{path}: {problem}")


_GOOD_ATTACKS: dict[int, tuple] = {}  # id -> a tuple of Attacks found good (tuples and Attacks are frozen)


def _check_attacks(path: str | tuple, attacks: Any) -> None:
    """`path` names the attacks in a refusal: a string, or a tuple of parts joined only when refusing."""
    if _GOOD_ATTACKS.get(id(attacks)) is attacks:
        return  # the same tuple was checked before (rules.side hands out one per kind of unit)
    if not isinstance(path, str):
        path = "".join(map(str, path))
    if not isinstance(attacks, tuple) or len(attacks) > MAX_ATTACKS:
        raise _bad(path, f"a tuple of at most {MAX_ATTACKS} attacks is needed")
    for j, a in enumerate(attacks):
        if not isinstance(a, Attack):
            raise _bad(f"{path}[{j}]", "not an Attack")
        if not isinstance(a.power, int) or isinstance(a.power, bool) or not 0 <= a.power <= MAX_POWER:
            raise _bad(f"{path}[{j}].power", f"{a.power!r} is not a whole number from 0 to {MAX_POWER}")
    if len(_GOOD_ATTACKS) > 2000:
        _GOOD_ATTACKS.clear()
    _GOOD_ATTACKS[id(attacks)] = attacks  # held, so its id is not reused while remembered


def _check_side(kind: str, side: Any, index: int, built: bool = False) -> None:
    """Refuse a bad side, naming the field. `built`: the side is one `rules.side` made from the specs
    `rules.build_sides` has just made from the game's state (its only caller with `built`, through
    `start_built`): what is right by construction there (the types, each fighter's id, role and
    kind, one Necromancer per player side, who may defend what, distinct ids, Spells only with a
    Necromancer) is not checked again; every number the cards in play set is (counts and powers of
    attacks, towers, ignored wounds, rerolls, Weaken, Zombie Explosion's level)."""
    label = SIDE_NAMES[index]
    if built:
        _check_built(side, label)
        return
    if not isinstance(side, Side):
        raise _bad(label, "not a Side")
    if side.seat is None and index == ATTACKER:
        raise _bad(f"{label}.seat", "the attacker is a player")
    _check_seat_and_count(side, label)
    roles = []
    for i, f in enumerate(side.fighters):
        if not isinstance(f, Fighter):
            raise _bad(f"{label}.fighters[{i}]", "not a Fighter")
        if not isinstance(f.id, str) or not f.id or f.id == TOWER:
            raise _bad(f"{label}.fighters[{i}].id", f"{f.id!r} is not a usable id")
        if f.role not in ROLES:
            raise _bad(f"{label}.fighters[{i}].role", f"{f.role!r} is not one of {', '.join(ROLES)}")
        if f.role == "minion" and f.kind not in MINIONS:
            raise _bad(f"{label}.fighters[{i}].kind", f"{f.kind!r} is not a Minion kind")
        _check_attacks((label, ".fighters[", i, "].attacks"), f.attacks)
        roles.append(f.role)
    nec = roles.count("necromancer")
    if index == ATTACKER or kind == "pvp":
        if nec != 1:
            raise _bad(f"{label}.fighters", f"exactly one Necromancer is needed, not {nec}")
    elif nec:
        raise _bad(f"{label}.fighters", "no defending Necromancer outside a Necromancer fight (RN-PVP)")
    if index == ATTACKER and "monster" in roles:
        raise _bad(f"{label}.fighters", "a Dungeon monster cannot attack")
    if index == DEFENDER:
        if kind == "dungeon" and (not roles or set(roles) != {"monster"}):
            raise _bad(f"{label}.fighters", "a Dungeon combat is fought against the card's foe(s) only")
        if kind != "dungeon" and "monster" in roles:
            raise _bad(f"{label}.fighters", "Dungeon monsters fight only in Dungeon combat")
        if kind == "minions" and (not roles or set(roles) != {"minion"}):
            raise _bad(f"{label}.fighters", "a combat versus Minions needs defending Minions and nothing else")
        if kind == "city" and set(roles) - {"minion"}:
            raise _bad(f"{label}.fighters", "only Minions defend a City outside a Necromancer fight")
    ids = [f.id for f in side.fighters]
    if len(set(ids)) != len(ids):
        raise _bad(f"{label}.fighters", "two fighters share an id")
    city = side.city
    if city is not None:
        if index == ATTACKER:
            raise _bad(f"{label}.city", "only the defender fights with a City")
        if not isinstance(city, City):
            raise _bad(f"{label}.city", "not a City")
        _check_towers(city, label)
    elif kind == "city" and index == DEFENDER:
        raise _bad(f"{label}.city", "a City combat needs the City")
    if city is not None and kind not in ("city", "pvp"):
        raise _bad(f"{label}.city", f"no City in a {kind} combat")
    _check_effects(side, label)
    sp = side.spells
    if not isinstance(sp, Spells):
        raise _bad(f"{label}.spells", "not Spells")
    if sp != Spells() and not nec:
        raise _bad(f"{label}.spells", "Spells are cast by a Necromancer on the space (RN-SPELL-05)")
    _check_spells(sp, label)


def _check_seat_and_count(side: Side, label: str) -> None:
    if side.seat is not None and (
        not isinstance(side.seat, int) or isinstance(side.seat, bool) or not 0 <= side.seat < 5
    ):
        raise _bad(f"{label}.seat", f"{side.seat!r} is not a seat 0-4")
    if not isinstance(side.fighters, tuple) or len(side.fighters) > MAX_FIGHTERS:
        raise _bad(f"{label}.fighters", f"a tuple of at most {MAX_FIGHTERS} fighters is needed")


def _check_towers(city: City, label: str) -> None:
    if not isinstance(city.towers, int) or isinstance(city.towers, bool) or not 0 <= city.towers <= MAX_TOWERS:
        raise _bad(f"{label}.city.towers", f"{city.towers!r} is not 0 to {MAX_TOWERS}")
    _check_attacks(f"{label}.city.attacks", city.attacks)


def _check_effects(side: Side, label: str) -> None:
    """The card effects a side brings: ignored wounds and rerolls."""
    if not isinstance(side.ignore, int) or isinstance(side.ignore, bool) or not 0 <= side.ignore <= MAX_ATTACKS:
        raise _bad(f"{label}.ignore", f"{side.ignore!r} is not 0 to {MAX_ATTACKS}")
    if not isinstance(side.rerolls, tuple) or len(side.rerolls) > MAX_ATTACKS:
        raise _bad(f"{label}.rerolls", f"a tuple of at most {MAX_ATTACKS} Rerolls is needed")
    for j, r in enumerate(side.rerolls):
        if not isinstance(r, Reroll) or r.unit not in REROLL_UNITS:
            raise _bad(f"{label}.rerolls[{j}]", f"a Reroll of one of {', '.join(REROLL_UNITS)} is needed")
        if not isinstance(r.count, int) or isinstance(r.count, bool) or not 1 <= r.count <= MAX_ATTACKS:
            raise _bad(f"{label}.rerolls[{j}].count", f"{r.count!r} is not 1 to {MAX_ATTACKS}")


def _check_built(side: Side, label: str) -> None:
    """What `_check_side` still checks of a side built by the engine (see there): the numbers."""
    _check_seat_and_count(side, label)
    good = _GOOD_ATTACKS
    for i, f in enumerate(side.fighters):
        attacks = f.attacks
        if good.get(id(attacks)) is not attacks:  # rules.side hands out one tuple per kind of unit
            _check_attacks((label, ".fighters[", i, "].attacks"), attacks)
    if side.city is not None:
        _check_towers(side.city, label)
    if side.ignore or side.rerolls:
        _check_effects(side, label)
    _check_spells(side.spells, label)


def _check_spells(sp: Spells, label: str) -> None:
    if sp.weaken is not None:
        w = sp.weaken
        for name in ("reduce", "remove"):
            v = getattr(w, name)
            top = MAX_WEAKEN if name == "reduce" else MAX_ATTACKS
            if not isinstance(v, int) or isinstance(v, bool) or not 0 <= v <= top:
                raise _bad(f"{label}.spells.weaken.{name}", f"{v!r} is not 0 to {top}")
    _check_attacks(f"{label}.spells.death_bolt", sp.death_bolt)
    z = sp.zombie_explosion
    if not isinstance(z, int) or isinstance(z, bool) or not 0 <= z <= MAX_SPELL_LEVEL:
        raise _bad(f"{label}.spells.zombie_explosion", f"{z!r} is not a level 0 to {MAX_SPELL_LEVEL}")


def begin(kind: str, attacker: Side, defender: Side, *, quiet: bool = False) -> CombatState:
    """A combat at step 1, nothing rolled yet (`start` rolls on to the first decision)."""
    return _begin(kind, attacker, defender, quiet, False)


def _fresh(cls: type, defaults: dict, values: dict) -> Any:
    """cls(**values) with the other fields at their defaults, made without the frozen dataclass's
    __init__ (as `_replace`; `defaults` holds every field, in order)."""
    obj: Any = _new(cls)
    d = defaults.copy()
    d.update(values)
    _set(obj, "__dict__", d)
    return obj


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
    lines = [f"Combat ({_KIND_WORDS[kind]}): {_describe(state, ATTACKER)} against {_describe(state, DEFENDER)}."]
    if kind == "dungeon":
        waiting = [f.name for f in attacker.fighters if f.role == "minion"]
        if waiting:  # RN-DUNG-06, RN-SPEC-07
            lines.append(f"{_names(waiting)} wait{'s' if len(waiting) == 1 else ''} outside the Dungeon.")
    return _say(state, *lines)


def _role_order(f: Fighter) -> int:
    return _ROLE_ORDER[f.role]


# Every field of a state and its default (the ones without are given by `_begin`).
_SIDE_STATE = {f.name: f.default for f in fields(SideState)}
_COMBAT_STATE = {f.name: f.default for f in fields(CombatState)}
_DECISION = {f.name: f.default for f in fields(Decision)}
_SIDE = {f.name: f.default for f in fields(Side)}
_SPELLS = {f.name: f.default for f in fields(Spells)}
_COMBAT_RESULT = {f.name: f.default for f in fields(CombatResult)}


def start(kind: str, attacker: Side, defender: Side, dice: Dice = ()) -> CombatState:
    """Begin a combat and roll on to the first decision (or the end)."""
    return _run(_begin(kind, attacker, defender, False, False), dice)


def start_built(kind: str, attacker: Side, defender: Side, dice: Dice = ()) -> CombatState:
    """`start` for rules.start_fight alone: sides `rules.side` made from the specs `rules.build_sides`
    has just built from the game's own state. What is right by construction there is not checked
    again (see `_check_side`); every other caller uses `start`, which checks everything."""
    return _run(_begin(kind, attacker, defender, False, True), dice)


# ---------------------------------------------------------------------------------------------
# Words


_KIND_WORDS = {
    "city": "City",
    "dungeon": "Dungeon",
    "minions": "versus Minions",
    "pvp": "Necromancer against Necromancer",
}
_COUNT_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


def _count(n: int, noun: str) -> str:
    word = _COUNT_WORDS[n] if n < len(_COUNT_WORDS) else str(n)
    return f"{word} {noun}{'' if n == 1 else 's'}"


_WOUNDS = ("miss",) + tuple(_count(n, "wound") for n in range(1, len(_COUNT_WORDS)))  # a roll's words, made once


def _names(items: Sequence[object]) -> str:
    if len(items) == 1:
        return str(items[0])
    words = [str(i) for i in items]
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]


def _describe(state: CombatState, i: int) -> str:
    s = state.sides[i]
    parts = [f.name for f in s.fighters if not (state.kind == "dungeon" and i == ATTACKER and f.role == "minion")]
    if s.city is not None:
        parts.append(f"{s.city.name} ({_count(s.city.towers, 'tower')})")
    return _names(parts) or "nobody"


def _say(state: CombatState, *lines: str) -> CombatState:
    if state.quiet or not lines:
        return state
    log: tuple[str, ...] | list[str] = state.log
    if log.__class__ is list:  # inside `_run`: the run's lists (see there)
        log += lines
        return state
    return _replace(state, log=state.log + lines)


def _tell(state: CombatState, line: str, *facts: dict) -> CombatState:
    """A log line with the typed facts it reports (see `facts`)."""
    if state.quiet:
        return state
    log: tuple[str, ...] | list[str] = state.log
    n = len(log)
    if log.__class__ is list:  # inside `_run`: the run's lists (see there)
        log.append(line)
        cast(list, state.facts).extend([(n, f) for f in facts])  # a list too, in the run
        return state
    return _replace(state, log=state.log + (line,), facts=state.facts + tuple((n, f) for f in facts))


def _fact(state: CombatState, i: int, what: str, **data: Any) -> dict:
    return {"what": what, "side": SIDE_NAMES[i], "seat": state.sides[i].seat, **data}


# ---------------------------------------------------------------------------------------------
# Who is in the fight


def _fighter(state: CombatState, i: int, fid: str) -> Fighter | None:
    for f in state.sides[i].fighters:
        if f.id == fid:
            return f
    return None


def _in_combat(state: CombatState, i: int, f: Fighter) -> bool:
    s = state.sides[i]
    if f.id in s.removed or f.id in s.exploded:
        return False
    if f.role == "necromancer":
        return not s.necromancer_dead
    # Minions wait outside a Dungeon: they neither attack nor take wounds (RN-COMBAT-01, RN-DUNG-06).
    return not (state.kind == "dungeon" and f.role == "minion")


def _absorbers(state: CombatState, i: int) -> list[Fighter]:
    """Fighters that can take a wound instead of the Necromancer (everyone in the fight but it)."""
    return [f for f in state.sides[i].fighters if f.role != "necromancer" and _in_combat(state, i, f)]


def _towers_left(s: SideState) -> int:
    return (s.city.towers - s.tower_wounds) if s.city else 0


def _has_necromancer(state: CombatState, i: int) -> bool:
    return any(f.role == "necromancer" for f in state.sides[i].fighters)


def _zombies(state: CombatState, i: int) -> list[Fighter]:
    return [f for f in state.sides[i].fighters if f.kind == "zombie" and _in_combat(state, i, f)]


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


def _choose(state: CombatState, choice: Any, d: Decision | None = None) -> CombatState:
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
        s = _replace(s, weaken=choice)
    elif d.kind == "death_bolt":
        s = _replace(s, bolt=choice)
    elif d.kind == "reroll":
        if choice:
            return _set_side(state, i, _replace(s, reroll_used=True, rerolling=choice), f"again:{i}")
        return _replace(state, phase=_NEXT[state.phase])
    else:
        s = _replace(s, boom=choice)
    return _set_side(state, i, s, _NEXT[state.phase])


def _set_side(state: CombatState, i: int, s: SideState, phase: str | None = None) -> CombatState:
    """The state with side i now `s` (and, given, the phase moved on to `phase`: one new state)."""
    sides = (s, state.sides[1]) if i == 0 else (state.sides[0], s)
    if phase is not None:
        return _replace(state, sides=sides, phase=phase)
    return _replace(state, sides=sides)


# ---------------------------------------------------------------------------------------------
# Wounds


def _allocate_one(state: CombatState, i: int, target: str) -> CombatState:
    """One wound on side i goes to `target` (a fighter id or TOWER)."""
    s = state.sides[i]
    if target == TOWER:
        s = _replace(s, tower_wounds=s.tower_wounds + 1, pending=s.pending - 1)
        state = _set_side(state, i, s)
        state = _tell(
            state,
            f"A wound is allocated to a tower of {s.city.name} ({s.tower_wounds} of {s.city.towers}).",
            _fact(
                state,
                i,
                "wound",
                wound_to=TOWER,
                fighter_name=s.city.name,
                tower=s.tower_wounds,
                towers=s.city.towers,
                ghost_strike=state.ghost_wounds,
            ),
        )
        if state.ghost_wounds and s.city_attacks:
            # RN-COMBAT-14: each Ghost strike wound on a City costs it one of its strongest attacks.
            k = max(range(len(s.city_attacks)), key=lambda j: (s.city_attacks[j].power, -j))
            lost = s.city_attacks[k]
            s = _replace(
                s, city_attacks=s.city_attacks[:k] + s.city_attacks[k + 1 :], city_attacks_lost=s.city_attacks_lost + 1
            )
            state = _say(_set_side(state, i, s), f"{s.city.name} loses its power-{lost.power} attack for this combat.")
        return state
    f = _fighter(state, i, target)
    assert f is not None  # the allocation's options are this side's fighters (and TOWER)
    s = _replace(s, removed=s.removed + (target,), pending=s.pending - 1)
    state = _set_side(state, i, s)
    return _tell(
        state,
        f"{f.name} takes a wound and is removed.",
        _fact(
            state,
            i,
            "wound",
            wound_to=target,
            fighter_name=f.name,
            role=f.role,
            kind=f.kind,
            ghost_strike=state.ghost_wounds,
        ),
    )


def _settle_allocation(state: CombatState, i: int) -> CombatState:
    """Allocate side i's wounds that leave no choice: all of them when they cover every fighter and
    tower (the excess kills the Necromancer, RN-COMBAT-15, or is lost, RN-COMBAT-21), or one at a time
    while a single choice remains."""
    s = state.sides[i]
    absorbers = _absorbers(state, i)
    if s.pending >= len(absorbers) + _towers_left(s):
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
                s = _replace(s, necromancer_dead=True, pending=0)
                state = _set_side(state, i, s)
                state = _tell(
                    state,
                    f"{nec.name} takes the last wound and dies.",
                    _fact(
                        state,
                        i,
                        "wound",
                        wound_to=nec.id,
                        fighter_name=nec.name,
                        role=nec.role,
                        kind="",
                        ghost_strike=state.ghost_wounds,
                        dies=True,
                    ),
                )
            else:
                s = _replace(s, wounds_lost=s.wounds_lost + excess, pending=0)
                state = _say(
                    _set_side(state, i, s),
                    f"{_count(excess, 'more wound').capitalize()} cannot be"
                    f" allocated: {'it is' if excess == 1 else 'they are'} lost.",
                )
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
        state = _say(
            state, *[f"The {SIDE_NAMES[i]} ignores {_count(n, 'wound')}." for i, n in ((0, ia), (1, id_)) if n]
        )
    pa, pd = by_defender - ia, by_attacker - id_
    if ia or a.pending != pa:  # a side nothing changes is kept (the same values)
        a = _replace(a, pending=pa, ignore=a.ignore - ia)
    if id_ or d.pending != pd:
        d = _replace(d, pending=pd, ignore=d.ignore - id_)
    return _replace(state, sides=(a, d), phase="alloc:0", then=then, ghost_wounds=ghost)


# ---------------------------------------------------------------------------------------------
# Phases

_NEXT = {
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
        _replace(f, attacks=tuple(_replace(a, power=max(0, a.power - w.reduce)) for a in f.attacks)) for f in s.fighters
    ]
    city = tuple(_replace(a, power=max(0, a.power - w.reduce)) for a in s.city_attacks)
    # Drop the `remove` strongest attacks (ties: the first in roll order).
    slots = [
        (a.power, k, j) for k, f in enumerate(fighters) for j, a in enumerate(f.attacks) if _in_combat(state, o, f)
    ]
    slots += [(a.power, len(fighters), j) for j, a in enumerate(city)]
    slots.sort(key=lambda t: (-t[0], t[1], t[2]))
    gone = {(k, j) for _, k, j in slots[: w.remove]}
    fighters = [
        _replace(f, attacks=tuple(a for j, a in enumerate(f.attacks) if (k, j) not in gone))
        for k, f in enumerate(fighters)
    ]
    city = tuple(a for j, a in enumerate(city) if (len(fighters), j) not in gone)
    state = _set_side(state, o, _replace(s, fighters=tuple(fighters), city_attacks=city))
    bits = []
    if w.reduce:
        bits.append(f"-{w.reduce} power to every attack")
    if w.remove:
        bits.append(f"{_count(min(w.remove, len(slots)), 'strongest attack')} removed")
    return _tell(
        state,
        f"The {SIDE_NAMES[caster]} casts Weaken on the {SIDE_NAMES[o]}: {', '.join(bits) or 'no effect'}.",
        _fact(state, caster, "cast", spell="weaken", reduce=w.reduce, remove=w.remove, step=1),
    )


def _settle(state: CombatState) -> CombatState:
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
            phase = _NEXT[phase]
            continue
        if what == "cast":
            if _can_cast(state, i, spell):
                break  # a decision (`_choose` moves the phase on)
            phase = _NEXT[phase]
            continue
        if what == "alloc" and not state.sides[i].pending:
            phase = "alloc:1" if i == 0 else state.then  # what _settle_allocation leaves of no wounds
            continue
        if what == "weakened" and not (state.sides[0].weaken or state.sides[1].weaken):
            phase = "roll:ghost"
            continue
        if phase != state.phase and what not in _SETS_PHASE:
            state = _replace(state, phase=phase)
        state = _settle_step(state, what, i)
        if what == "alloc" and state.sides[i].pending:
            if state.phase != phase:
                state = _replace(state, phase=phase)
            return state  # a decision, in this phase
        phase = state.phase
    if phase != state.phase:
        state = _replace(state, phase=phase)
    return state


# The steps `_settle_step` carries out that read no phase and leave one set (or, an allocation
# waiting on a decision, the one `_settle` then sets): `_settle` moves the phase on for them only once.
_SETS_PHASE = frozenset({"rerolled", "weakened", "boom", "alloc"})


def _settle_step(state: CombatState, what: str, i: int) -> CombatState:
    """One step of `_settle` that changes more than the phase."""
    if what == "rerolled":
        return _inflict(_clear_misses(state), state.hits[0], state.hits[1], state.ghost_wounds, state.then)
    if what == "weakened":
        # Both Weakens resolve together once both sides have declared, the attacker first (RN-PVP-13).
        for c in (0, 1):
            if state.sides[c].weaken:
                state = _weaken(state, c)
        return _replace(state, phase="roll:ghost")
    if what == "boom":
        counts = [0, 0]
        for i in (0, 1):
            n = state.sides[i].boom
            if n:
                gone = tuple(f.id for f in _zombies(state, i)[-n:])
                s = state.sides[i]
                state = _set_side(state, i, _replace(s, exploded=s.exploded + gone))
                state = _tell(
                    state,
                    f"The {SIDE_NAMES[i]} casts Zombie Explosion: {_count(n, 'Zombie')}"
                    f" explode{'s' if n == 1 else ''}, {_count(n, 'wound')}.",
                    _fact(state, i, "cast", spell="zombie_explosion", zombies=list(gone), wounds=n, step=3),
                )
                counts[i] = n
        return _inflict(state, counts[0], counts[1], False, "over")
    if what == "alloc":
        state = _settle_allocation(state, i)
        if state.sides[i].pending:
            return state  # a decision (the phase is unchanged: _settle stops)
        return _replace(state, phase="alloc:1" if i == 0 else state.then)
    raise AssertionError(f"unknown combat phase {state.phase!r}")


def _units(state: CombatState, i: int, stage: str, ids: bool = False) -> list[tuple]:
    """The attacks side i rolls at this stage, by unit: (name, powers, (role, kind) or None for a City),
    and with `ids` the unit's fighter id ("city" for a City's attacks) as a fourth item."""
    s = state.sides[i]
    out: list[tuple] = []
    if stage == "roll:bolt":
        if s.bolt and not s.necromancer_dead:
            nec = next(f for f in s.fighters if f.role == "necromancer")
            out.append(
                (f"{nec.name}'s Death Bolt", tuple(a.power for a in s.spells.death_bolt), ("necromancer", ""))
                + ((nec.id,) if ids else ())
            )
        return out
    k = 1 if stage == "roll:ghost" else 2  # RN-COMBAT-13/17/18: ghost strikes roll in step 2 only
    splits = _SPLITS
    for f in s.fighters:
        attacks = f.attacks
        got = splits.get(id(attacks))  # _split(attacks), its lookup done here (a call less per fighter)
        powers = (got if got is not None and got[0] is attacks else _split(attacks))[k]
        if powers and _in_combat(state, i, f):
            out.append((f.name, powers, (f.role, f.kind), f.id) if ids else (f.name, powers, (f.role, f.kind)))
    if s.city is not None:
        powers = _split(s.city_attacks)[k]
        if powers:
            out.append((s.city.name, powers, None, "city") if ids else (s.city.name, powers, None))
    return out


_SPLITS: dict[int, tuple] = {}  # id of a tuple of Attacks -> what `_split` makes of it


def _split(attacks: tuple[Attack, ...]) -> tuple:
    """(attacks, the powers of its Ghost strikes, the powers of the others, its Attacks as plain
    tuples), in order; remembered by the tuple (rules.side hands out one per kind of unit, and tuples
    and Attacks are frozen)."""
    got = _SPLITS.get(id(attacks))
    if got is None or got[0] is not attacks:
        if len(_SPLITS) > 2000:
            _SPLITS.clear()
        # `== True` / `== False`, as _units compared the flag before this was remembered; the tuple is
        # held, so its id is not reused while remembered
        ghost = tuple(a.power for a in attacks if a.ghost_strike == True)  # noqa: E712
        rest = tuple(a.power for a in attacks if a.ghost_strike == False)  # noqa: E712
        got = _SPLITS[id(attacks)] = (
            attacks,
            ghost,
            rest,
            tuple((a.__class__, a.power, a.ghost_strike) for a in attacks),
        )
    return got


def _roll_units(state: CombatState, i: int, stage: str) -> list[tuple[str, tuple[int, ...]]]:
    """The attacks side i rolls at this stage, by unit: (name, powers)."""
    return [(name, powers) for name, powers, _ in _units(state, i, stage)]


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


def _can_reroll(s: SideState) -> bool:
    return bool(s.rerolls) and not s.reroll_used and s.seat is not None


def _eligible(s: SideState, tag: tuple[str, str] | None) -> bool:
    return _can_reroll(s) and any(_reroll_matches(r.unit, tag) for r in s.rerolls)


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
        state = _replace(state, sides=(_replace(a, misses=(), rerolling=0), _replace(d, misses=(), rerolling=0)))
    return state


def _after_roll(
    state: CombatState, stage: str, totals: Sequence[int], misses: Sequence[Sequence[tuple[int, tuple[str, str]]]]
) -> CombatState:
    """A step's rolls are in: a reroll decision for each side that may make one, else the wounds."""
    ghost, then = stage == "roll:ghost", _AFTER_ROLL[stage]
    again = [_rerollable(state.sides[i], misses[i]) if _can_reroll(state.sides[i]) else () for i in (0, 1)]
    if not any(again):
        return _inflict(state, totals[0], totals[1], ghost, then)
    a, d = state.sides
    sides = (_replace(a, misses=again[0], rerolling=0), _replace(d, misses=again[1], rerolling=0))
    return _replace(state, sides=sides, phase="reroll:0", then=then, ghost_wounds=ghost, hits=(totals[0], totals[1]))


def hits(roll: int, power: int) -> bool:
    """RN-COMBAT-04/06: a wound on a roll equal to or less than the power; a 6 always misses."""
    return roll != 6 and roll <= power


@overload
def hit_chance(power: int, exact: Literal[False] = False) -> float: ...
@overload
def hit_chance(power: int, exact: bool) -> float | Fraction: ...
def hit_chance(power: int, exact: bool = False) -> float | Fraction:
    """The chance one attack of this power wounds: power/6, at most 5/6 (a 6 misses), 0 at power 0."""
    p = Fraction(min(max(power, 0), 5), 6)
    return p if exact else float(p)


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
    units = (_units(state, 0, stage, True), _units(state, 1, stage, True))
    if not units[0] and not units[1] and not state.sides[0].pending and not state.sides[1].pending:
        # Nobody rolls (no Ghost strikes, no Death Bolt): what _after_roll and _inflict make of no wounds
        # (after no Ghost strikes, what _settle makes of that at once: on to step 3's rolls).
        then = _AFTER_ROLL[stage]
        return _replace(state, phase="roll:rest" if ghost else "alloc:0", then=then, ghost_wounds=ghost)
    roll = roller.roll
    bolt = stage == "roll:bolt"
    n0 = len(state.log)
    lines: list[str] = []
    told: list[tuple[int, dict]] = []  # (line, fact), as `_tell` would
    for i in (0, 1):
        side = state.sides[i]
        can_reroll = _can_reroll(side)
        seat, who = side.seat, SIDE_NAMES[i]
        missed = misses[i]
        for name, powers, tag, fid in units[i]:
            eligible = can_reroll and _eligible(side, tag)
            k = n0 + len(lines)
            if bolt and not quiet:
                told.append((k, _fact(state, i, "cast", spell="death_bolt", step=3)))
            rolls = []
            n = 0
            for p in powers:  # one loop for the dice, their wounds, misses and facts (most units roll one die)
                r = roll()
                h = r != 6 and r <= p  # combat.hits
                rolls.append(r)
                if h:
                    n += 1
                elif eligible:
                    missed.append((p, tag))
                if not quiet:
                    told.append(
                        (
                            k,
                            {
                                "what": "roll",
                                "side": who,
                                "seat": seat,
                                "fighter": fid,
                                "fighter_name": name,
                                "power": p,
                                "roll": r,
                                "hit": h,
                                "ghost_strike": ghost,
                                "step": step,
                                "again": False,
                            },
                        )
                    )
            totals[i] += n
            if not quiet:
                lines.append(f"{name} rolls {_names(rolls)}: {_WOUNDS[n] if n < len(_WOUNDS) else _count(n, 'wound')}.")
    if lines:  # every line told at once (as _tell one by one would)
        log: tuple[str, ...] | list[str] = state.log
        if log.__class__ is list:  # inside `_run`: the run's lists (see there)
            log += lines
            cast(list, state.facts).extend(told)  # a list too, in the run
        else:
            state = _replace(state, log=state.log + tuple(lines), facts=state.facts + tuple(told))
    return _after_roll(state, stage, totals, misses)


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
        f"The {SIDE_NAMES[i]} rolls {_count(len(powers), 'missed attack')} again:"
        f" {_names(rolls)}: {_count(n, 'wound') if n else 'miss'}.",
        *[
            _fact(
                state,
                i,
                "roll",
                fighter="",
                fighter_name=f"the {SIDE_NAMES[i]}'s missed attack",
                power=p,
                roll=r,
                hit=hits(r, p),
                ghost_strike=ghost,
                step=2 if ghost else 3,
                again=True,
            )
            for r, p in zip(rolls, powers)
        ],
    )
    return _replace(state, hits=hits_, phase=_NEXT[f"reroll:{i}"])


def _finish(state: CombatState) -> CombatState:
    r = result(state)
    assert r is not None  # called when the combat is over
    line = f"The {r.winner} wins."
    for d in r.deaths:
        line += f" The {d.side}'s Necromancer is dead and returns to the Valley of Souls."
    if r.move_back:
        line += " The attacker moves back to the space it came from."
    return _tell(state, line, {"what": "end", "winner": r.winner})


_NO_CHOICE = object()


def _run(state: CombatState, dice: Dice, choice: Any = _NO_CHOICE) -> CombatState:
    """Make `choice` (if any), then roll on to the next decision (or the end).

    Lazily told: the lines and facts told on the way go to two lists that this run's states share
    (`_say`, `_tell` and `_roll_stage` append to them; no state of the run but the last is seen
    outside it, and the state handed in keeps its own tuples), made the last state's tuples once at
    the end, instead of a new log tuple, facts tuple and state for every line."""
    d = pending(state) if choice is not _NO_CHOICE else None  # asked of the state handed in (remembered)
    if not state.quiet:
        state = _replace(state, log=list(state.log), facts=list(state.facts))
    if choice is not _NO_CHOICE:
        state = _choose(state, choice, d)
    roller = _Roller(dice)
    was_over = is_over(state)
    state = _settle(state)
    while needs_dice(state):
        state = _settle(_roll_stage(state, roller))
    roller.finish()
    if is_over(state) and not was_over:
        state = _finish(state)
    if not state.quiet:
        told = _replace(state, log=tuple(state.log), facts=tuple(state.facts))
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


def events(before: CombatState | None, after: CombatState) -> tuple[str, ...]:
    """The log lines `after` added to `before` (all of them when `before` is None)."""
    return after.log[len(before.log) :] if before is not None else after.log


def facts(before: CombatState | None, after: CombatState) -> tuple[tuple[str, tuple[dict, ...]], ...]:
    """The log lines `after` added to `before`, each with its typed facts: {"what": "roll", "side",
    "seat", "fighter" (an id, "city", or "" for a reroll), "fighter_name", "power", "roll", "hit",
    "ghost_strike", "step", "again"}, {"what": "wound", "side", "seat", "wound_to" (a fighter id or
    TOWER), "fighter_name", ...}, {"what": "cast", "side", "seat", "spell", ...}, {"what": "end",
    "winner"}; narration has none."""
    start = len(before.log) if before is not None else 0
    by_line: dict[int, list[dict]] = {}
    for n, f in after.facts:
        if n >= start:
            by_line.setdefault(n, []).append(f)
    return tuple((after.log[n], tuple(by_line.get(n, ()))) for n in range(start, len(after.log)))


# ---------------------------------------------------------------------------------------------
# Odds, exact by enumeration

Policy = Callable[[CombatState, Decision], Any]


def _future_hit_loss(state: CombatState, i: int, f: Fighter) -> float:
    """How many hits removing `f` now costs its side later in this combat (its attacks yet to roll)."""
    then = state.then
    if then == "roll:rest":
        return sum(hit_chance(a.power) for a in f.attacks if not a.ghost_strike)
    return 0.0


def default_policy(state: CombatState, decision: Decision) -> Any:
    """A sensible player: casts Weaken and Death Bolt when it can; explodes Zombies only when that
    many wounds finish the combat; gives each wound where it costs least (the fewest hits still to
    roll, then the weakest fighter, Minions before Golems before the Apprentice; a tower before a
    fighter unless a Ghost strike wound would cost the City an attack worth more)."""
    if decision.kind in ("weaken", "death_bolt"):
        return True
    if decision.kind == "reroll":
        return decision.options[-1]  # every miss it may roll again, at the first chance
    i = SIDE_NAMES.index(decision.side)
    if decision.kind == "zombie_explosion":
        o = 1 - i
        need = len(_absorbers(state, o)) + _towers_left(state.sides[o])
        if state.kind == "pvp" and not state.sides[o].necromancer_dead:
            need += 1  # the last wound, on the Necromancer
        top = decision.options[-1]
        return need if 0 < need <= top else 0

    def cost(opt: str) -> tuple:
        if opt == TOWER:
            s = state.sides[i]
            loss = 0.0
            if state.ghost_wounds and s.city_attacks:
                loss = max(hit_chance(a.power) for a in s.city_attacks)
            return (loss, 0, -1)
        f = _fighter(state, i, opt)
        assert f is not None  # the other options are this side's fighters
        rank = {"minion": 0, "monster": 0, "golem": 1, "apprentice": 2}[f.role]
        return (_future_hit_loss(state, i, f), sum(a.power for a in f.attacks), rank)

    return min(decision.options, key=cost)


@dataclass(frozen=True)
class Odds:
    """Chances from a state: the attacker wins; the attacker's / defender's Necromancer dies."""

    win: float | Fraction
    attacker_dies: float | Fraction
    defender_dies: float | Fraction


def _distribution(powers: Sequence[int], exact: bool) -> list:
    """P(exactly k hits) for k = 0..len(powers): the attacks are independent dice."""
    one = Fraction(1) if exact else 1.0
    dist = [one]
    for p in powers:
        q = hit_chance(p, exact)
        nxt = [one * 0] * (len(dist) + 1)
        for k, v in enumerate(dist):
            nxt[k] += v * (1 - q)
            nxt[k + 1] += v * q
        dist = nxt
    return dist


def _outcomes(state: CombatState, i: int, exact: bool) -> list[tuple[Any, int, tuple]]:
    """(chance, hits, the missed rolls a reroll could take) for side i's rolls at this step: hits are
    pooled as in `_distribution`; only the misses of attacks its reroll effects cover are told apart."""
    one = Fraction(1) if exact else 1.0
    plain: list[int] = []
    marked: list[tuple[int, tuple[str, str]]] = []
    s = state.sides[i]
    for _, powers, tag in _units(state, i, state.phase):
        if _eligible(s, tag):
            marked += [(p, tag) for p in powers]
        else:
            plain += powers
    table: dict[tuple[int, tuple], Any] = {(0, ()): one}
    for p, tag in marked:
        q = hit_chance(p, exact)
        nxt: dict[tuple[int, tuple], Any] = {}
        for (h, m), v in table.items():
            if q:
                nxt[(h + 1, m)] = nxt.get((h + 1, m), 0) + v * q
            miss = (h, tuple(sorted(m + ((p, tag),))))
            nxt[miss] = nxt.get(miss, 0) + v * (1 - q)
        table = nxt
    out = []
    for k, pk in enumerate(_distribution(plain, exact)):
        for (h, m), v in table.items():
            out.append((pk * v, k + h, m))
    return out


def _key(s: CombatState) -> tuple:
    """What decides the rest of a combat started from one `begin`: the fighters change only by the
    Weaken flags, the City's attacks only by Weaken and the count lost to Ghost strikes."""
    return (
        s.phase,
        s.then,
        s.ghost_wounds,
        s.hits,
        tuple(
            (
                x.removed,
                x.exploded,
                x.necromancer_dead,
                x.tower_wounds,
                x.city_attacks_lost,
                x.pending,
                x.weaken,
                x.bolt,
                x.boom,
                x.ignore,
                x.reroll_used,
                x.misses,
                x.rerolling,
            )
            for x in s.sides
        ),
    )


def odds(state: CombatState, *, exact: bool = False, policy: Policy | None = None) -> Odds:
    """Exact odds from any state, every decision made by `policy` (default: `default_policy`).

    Enumerates the number of wounds each side inflicts at each roll (the sum over independent dice;
    which die hit does not matter, since a side's wounds are pooled) and memoises states, so a fight
    costs about (attacks+1)^2 branches per roll step: milliseconds for ordinary fights. Fractions
    when `exact`, floats otherwise."""
    policy = policy or default_policy
    memo: dict[tuple, tuple] = {}
    zero = Fraction(0) if exact else 0.0
    one = Fraction(1) if exact else 1.0

    def value(s: CombatState) -> tuple:
        s = _settle(s)
        key = _key(s)
        if key in memo:
            return memo[key]
        if is_over(s):
            r = result(s)
            assert r is not None
            out: tuple[float | Fraction, ...] = (
                one if r.attacker_won else zero,
                one if s.sides[0].necromancer_dead else zero,
                one if s.sides[1].necromancer_dead else zero,
            )
        elif s.phase.startswith("again:"):
            i = int(s.phase[-1])
            side = s.sides[i]
            acc = [zero, zero, zero]
            for n, pn in enumerate(_distribution(side.misses[: side.rerolling], exact)):
                if not pn:
                    continue
                hits_ = (s.hits[0] + n, s.hits[1]) if i == 0 else (s.hits[0], s.hits[1] + n)
                v = value(_replace(s, hits=hits_, phase=_NEXT[f"reroll:{i}"]))
                for k in range(3):
                    acc[k] += pn * v[k]
            out = tuple(acc)
        elif needs_dice(s):
            if any(_can_reroll(x) for x in s.sides):
                da, dd = _outcomes(s, 0, exact), _outcomes(s, 1, exact)
            else:
                da = [
                    (pa, ha, ())
                    for ha, pa in enumerate(
                        _distribution([p for _, ps in _roll_units(s, 0, s.phase) for p in ps], exact)
                    )
                ]
                dd = [
                    (pd, hd, ())
                    for hd, pd in enumerate(
                        _distribution([p for _, ps in _roll_units(s, 1, s.phase) for p in ps], exact)
                    )
                ]
            acc = [zero, zero, zero]
            for pa, ha, ma in da:
                if not pa:
                    continue
                for pd, hd, md in dd:
                    if not pd:
                        continue
                    v = value(_after_roll(s, s.phase, (ha, hd), (ma, md)))
                    for k in range(3):
                        acc[k] += pa * pd * v[k]
            out = tuple(acc)
        else:
            d = pending(s)
            assert d is not None  # not over and no dice: a decision waits
            out = value(_choose(s, policy(s, d)))
        memo[key] = out
        return out

    w, ad, dd = value(_replace(state, quiet=True, log=()))
    return Odds(w, ad, dd)


def win_probability(
    kind: str, attacker: Side, defender: Side, *, exact: bool = False, policy: Policy | None = None
) -> float | Fraction:
    """The chance the attacker wins this combat before a die is rolled (see `odds`). With the default
    policy, answers are remembered (the bot asks about the same fights again and again)."""
    if policy is not None:
        return odds(begin(kind, attacker, defender, quiet=True), exact=exact, policy=policy).win
    key = (kind, attacker, defender, exact)
    if key not in _WIN_CACHE:
        if len(_WIN_CACHE) >= _WIN_CACHE_SIZE:
            _WIN_CACHE.clear()  # simple bound; a bot's working set is far smaller
        _WIN_CACHE[key] = odds(begin(kind, attacker, defender, quiet=True), exact=exact).win
    return _WIN_CACHE[key]


_WIN_CACHE: dict[tuple, float | Fraction] = {}
_WIN_CACHE_SIZE = 4096
