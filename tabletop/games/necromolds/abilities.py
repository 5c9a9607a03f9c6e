"""Magic and passive abilities: each effect of the content vocabulary is answered here.

A passive ability is always on (NM-BOOK-13, NM-ROUND-18); a magic ability is on while a
magic die sits on its spellbook's magic slot (NM-BOOK-04, NM-ROUND-15..16). Basic play
uses no abilities (NM-BASIC-06) unless What Next step 5 is on (NM-BASIC-41).
"""

from __future__ import annotations

from tabletop.content.necromolds import Ability
from tabletop.games.necromolds.library import DISTANCES, library
from tabletop.games.necromolds.state import Monster, State


def active_abilities(state: State, seat: int, book: str) -> list[Ability]:
    """The abilities of a player's spellbook that are in effect now."""
    if not state.uses_abilities():  # basic play, unless What Next step 5 (NM-BASIC-41)
        return []
    record = library().books[book]
    out = [record.passive]
    if state.magic_active(seat, book):
        out.append(record.magic)
    return out


def _of(state: State, m: Monster, effect: str) -> list[Ability]:
    return [a for a in active_abilities(state, m.owner, m.book) if a.effect == effect]


def skill_bonus(state: State, m: Monster, skill: str, kind: str) -> int:
    """Extra dice for `skill` in a `kind` (melee/ranged) combat."""
    return sum(a.amount for a in _of(state, m, "skill_bonus") if a.skill == skill and a.when in ("any", kind))


def command_distance(state: State, seat: int, book: str, kind: str, slot_distance: str) -> str:
    """The distance a move / ranged command is performed at, after range and move overrides."""
    effect = "move_override" if kind == "move" else "range_override"
    best = slot_distance
    for a in active_abilities(state, seat, book):
        if a.effect == effect and a.distance and DISTANCES.index(a.distance) > DISTANCES.index(best):
            best = a.distance
    return best


def tie_survives(state: State, m: Monster, enemy: Monster) -> bool:
    """True if `m` is not smashed in a tied melee: it has tie_survive and the enemy does not (NM-FAQ-08)."""
    return bool(_of(state, m, "tie_survive")) and not _of(state, enemy, "tie_survive")


def ranged_ties_win(state: State, attacker: Monster) -> bool:
    """True if this monster's ranged attacks smash on a tie."""
    return bool(_of(state, attacker, "ranged_ties_win"))


def gems_on_smash(state: State, m: Monster) -> int:
    """Gems gained when `m` smashes an enemy monster."""
    return sum(a.amount for a in _of(state, m, "gems_on_smash"))


def gems_on_activate(book: str) -> int:
    """Gems gained when a magic die is placed on this spellbook's magic slot."""
    magic = library().books[book].magic
    return magic.amount if magic.effect == "gems_on_activate" else 0
