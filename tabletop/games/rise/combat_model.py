"""Rise of the Necromancers combat: the model (rulebook "Combat"; checklist RN-COMBAT-01/03/04/06/10/11/
14/21/23, RN-RAISE-03..06/09, RN-SPEC-05/06, RN-SPELL-02/03, RN-EXDUNG-05, RN-DEATH-01..05, RN-DUNG-06,
RN-PLAY-05). What a combat is made of and what it makes: the bounds and names (kinds, sides, roles, the
four Minions, TOWER), the records handed in (`Attack`, `Fighter`, `City`, `Weaken`, `Spells`, `Reroll`,
`Side`) with their makers, the state (`SideState`, `CombatState`) and what comes out (`Decision`,
`Death`, `CombatResult`); the fast record making (`replace_fields`, `_fresh`), a fighter's attacks split by
roll step (`_split`), the story told (`_tell`: typed records, worded by words.py) and who is still in the fight
(`_absorbers`, `_in_combat`, `_towers_left`). combat.py is the module to import; it gathers this one
with combat_checks, combat_odds, combat_decisions and combat_flow.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, fields
from typing import Any

from tabletop.core.rng import RNG
from tabletop.games.rise import words as W

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
    """Where a combat stands. `phase` is the step in hand; `log` (not part of equality) the story so far,
    one record a line (events.FIGHT_STORY); `lines` the same in words."""

    kind: str
    sides: tuple[SideState, SideState]
    phase: str = "weaken:0"
    then: str = ""  # the phase after the allocation in hand
    ghost_wounds: bool = False  # the wounds in hand are Ghost strike wounds
    hits: tuple[int, int] = (0, 0)  # wounds each side inflicted in the step in hand, before rerolls
    log: tuple[Any, ...] = field(default=(), compare=False)
    quiet: bool = field(default=False, compare=False)

    @property
    def lines(self) -> tuple[str, ...]:
        """The story so far in words."""
        return tuple(W.fight_line(r) for r in self.log)


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
# Making records


_new = object.__new__
_set = object.__setattr__


def replace_fields(obj: Any, **changes: Any) -> Any:
    """`dataclasses.replace` without re-running __init__: the enumeration makes tens of thousands of
    states, and these frozen dataclasses have no __post_init__ to skip."""
    new = _new(type(obj))
    _set(new, "__dict__", {**obj.__dict__, **changes})
    return new


def _fresh(cls: type, defaults: dict, values: dict) -> Any:
    """cls(**values) with the other fields at their defaults, made without the frozen dataclass's
    __init__ (as `replace_fields`; `defaults` holds every field, in order)."""
    obj: Any = _new(cls)
    d = defaults.copy()
    d.update(values)
    _set(obj, "__dict__", d)
    return obj


# Every field of a state and its default (the ones without are given by `_begin`).
_SIDE_STATE = {f.name: f.default for f in fields(SideState)}
_COMBAT_STATE = {f.name: f.default for f in fields(CombatState)}
_DECISION = {f.name: f.default for f in fields(Decision)}
_SIDE = {f.name: f.default for f in fields(Side)}
_SPELLS = {f.name: f.default for f in fields(Spells)}
_COMBAT_RESULT = {f.name: f.default for f in fields(CombatResult)}


# ---------------------------------------------------------------------------------------------
# Fighters and attacks, in roll order


def _role_order(f: Fighter) -> int:
    return _ROLE_ORDER[f.role]


_SPLITS: dict[tuple, tuple] = {}  # a tuple of Attacks -> what `_split` makes of it (keyed by value: they are frozen)


def _split(attacks: tuple[Attack, ...]) -> tuple:
    """(attacks, the powers of its Ghost strikes, the powers of the others, its Attacks as plain
    tuples), in order; remembered by the tuple's value (tuples and Attacks are frozen, and rules.side
    hands out one per kind of unit, so a fight asks the same few again and again)."""
    got = _SPLITS.get(attacks)
    if got is None:
        if len(_SPLITS) > 2000:
            _SPLITS.clear()
        # `== True` / `== False`, as rolling_units compared the flag before this was remembered
        ghost = tuple(a.power for a in attacks if a.ghost_strike == True)  # noqa: E712
        rest = tuple(a.power for a in attacks if a.ghost_strike == False)  # noqa: E712
        got = _SPLITS[attacks] = (
            attacks,
            ghost,
            rest,
            tuple((a.__class__, a.power, a.ghost_strike) for a in attacks),
        )
    return got


# The story (records of games/rise/events.py, worded by words.py)


_count = W.count  # the decisions' prompts count in the story's words


def _tell(state: CombatState, *records: Any) -> CombatState:
    """Story lines, one record each (events.FIGHT_STORY); nothing in a quiet combat (the bot's odds)."""
    if state.quiet or not records:
        return state
    log: tuple | list = state.log
    if log.__class__ is list:  # inside `_run`: the run's list (see there)
        log += records
        return state
    return replace_fields(state, log=state.log + records)


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
