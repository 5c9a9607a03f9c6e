"""Rise of the Necromancers combat: the checks on what a caller hands in (rulebook "Combat"; checklist
RN-PVP, RN-SPELL-05). `_check_side` refuses a bad `Side`, naming the field: its types, seat and counts
within the bounds of combat_model, each fighter's id, role, kind and attacks, one Necromancer per player
side and none defending outside a Necromancer fight, who may defend a City or a Dungeon, the City's
towers, the ignored wounds and rerolls, and the Spells (cast by a Necromancer only); for a side the
engine built (`built`, see `_check_side`) only the numbers. Attack tuples found good are remembered by
identity (`_GOOD_ATTACKS`).
"""

from __future__ import annotations

from typing import Any

from tabletop.games.rise.combat_model import (
    ATTACKER,
    DEFENDER,
    MAX_ATTACKS,
    MAX_FIGHTERS,
    MAX_POWER,
    MAX_SPELL_LEVEL,
    MAX_TOWERS,
    MAX_WEAKEN,
    MINIONS,
    REROLL_UNITS,
    ROLES,
    SIDE_NAMES,
    TOWER,
    Attack,
    City,
    Fighter,
    Reroll,
    Side,
    Spells,
)


def _bad(path: str, problem: str) -> ValueError:
    return ValueError(f"{path}: {problem}")


_GOOD_ATTACKS: set[tuple] = set()  # tuples of Attacks found good (by value: tuples and Attacks are frozen)


def _known_good(attacks: tuple, good: set = _GOOD_ATTACKS) -> bool:
    """The tuple was checked before. An Attack holding something unhashable was not (its hash fails)."""
    try:
        return attacks in good
    except TypeError:
        return False


def _check_attacks(path: str | tuple, attacks: Any) -> None:
    """`path` names the attacks in a refusal: a string, or a tuple of parts joined only when refusing."""
    if isinstance(attacks, tuple) and _known_good(attacks):
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
    _GOOD_ATTACKS.add(attacks)


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
        if not (isinstance(attacks, tuple) and _known_good(attacks, good)):  # rules.side: one per kind of unit
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
