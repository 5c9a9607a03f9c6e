"""What a foe is (a monster's Room card or the boss's card, one shape for both) and what happens to
it: damage through hardness and Abhoth's zombies, healing never above its life, its card to the level's
discard pile. Used by the fight's flow (fight.py), its attacks (fight_resolve.py) and its choices."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.content.corp.records import CorpCards, Effect, card_of
from tabletop.games.corp.fight_events import FoeHealed, ZombieFell
from tabletop.games.corp.fight_rolls import after_hardness
from tabletop.games.corp.state import BOSS_ROOM, Foe, State


@dataclass(frozen=True)
class FoeCard:
    """A foe's printed numbers (NC-ANAT): the same for a monster and a boss."""

    name: str
    life: int
    menace: int
    type: str
    loot: int
    level: int
    abilities: tuple[Effect, ...]
    boss: bool


MAX_MEMO = 4096  # foe cards kept per cards object (a game has a few hundred instance ids)


def card(cards: CorpCards, foe: str) -> FoeCard:
    """The printed card of a foe's instance id; made once per id and cards (kept on the cards object)."""
    memo = cards.__dict__.get("_corp_foe_cards")
    if memo is None:
        memo = cards.__dict__["_corp_foe_cards"] = {}
    got = memo.get(foe)
    if got is None:
        if len(memo) >= MAX_MEMO:
            memo.clear()
        got = memo[foe] = _card(cards, foe)
    return got


def _card(cards: CorpCards, foe: str) -> FoeCard:
    if card_of(foe) in cards.bosses:
        b = cards.boss(foe)
        return FoeCard(b.name, b.life, b.menace, b.type, 0, b.difficulty, b.abilities, True)
    r = cards.room(foe)
    return FoeCard(r.name, r.life, r.menace, r.type, r.loot, r.level, r.abilities, False)


def ability(c: FoeCard, kind: str) -> Effect | None:
    return next((e for e in c.abilities if e.kind == kind), None)


def life(cards: CorpCards, foe: Foe) -> int:
    """Its whole life: the printed, and more for a boss that grew with the survivors (life_per_survivor)."""
    return card(cards, foe.card).life + foe.more_life


def left(cards: CorpCards, foe: Foe) -> int:
    """The life it has left."""
    return max(0, life(cards, foe) - foe.damage)


def seen_type(c: FoeCard, pony: bool) -> str:
    """Its type as a seat fights it: every monster is a pony under Pony Bovarsim (NC-FAQ-04)."""
    return "pony" if pony else c.type


def wound(cards: CorpCards, foe: Foe, damage: int, ranged: bool, tell) -> int:
    """One attack roll's `damage` (hits) on a foe: none from a ranged attack on a ranged-proof one,
    hardness takes 1 off the roll (NC-ABIL-06), Abhoth's top zombie takes it all with no carry-over
    (NC-FAQ-09). Returns the damage the foe itself took."""
    c = card(cards, foe.card)
    if ranged and ability(c, "ranged_proof") is not None:
        return 0
    damage = after_hardness(damage, ability(c, "hardness") is not None)
    shield = ability(c, "zombie_shield")
    if foe.zombies and shield is not None and damage > 0:
        foe.zombies[0] += damage
        if foe.zombies[0] >= shield.life:
            foe.zombies.pop(0)  # what it could not take is lost (NC-FAQ-09)
            tell(ZombieFell(foe.card, len(foe.zombies)))
        return 0
    foe.damage += damage
    return damage


def heal(cards: CorpCards, foe: Foe, amount: int, why: str, tell, round_: int = 0) -> None:
    """Heal a foe, never above its printed life (NC-FAQ-01); `round_`: the monsters' round it regenerates
    at the start of (told in its words, so two rounds' like heals never read as one line twice)."""
    healed = min(amount, foe.damage)
    if healed > 0:
        foe.damage -= healed
        whole = life(cards, foe)
        tell(FoeHealed(foe.card, why, healed, whole - foe.damage, whole, round_))


def discard(st: State, area: str, foe: Foe, level: int) -> None:
    """A dead or vanished foe leaves the area; a monster's card goes to its level's discard pile, and the
    room it was becomes a discarded room nobody may enter (NC-RESP-18, NC-TURN-09)."""
    a = st.areas[area]
    a.foes = [f for f in a.foes if f.card != foe.card]
    if area == BOSS_ROOM or not 1 <= level <= len(st.levels):
        return
    lv = st.levels[level - 1]
    if foe.card in lv.rooms:
        lv.rooms.remove(foe.card)
    lv.discard.append(foe.card)
    if not a.foes and not area.startswith("hall:") and area not in lv.rooms:
        # the room's own card is gone (to the discard; or, since its own monster died while others fought on
        # there, back into the stack by Restructuring, NC-FAQ-10, or fighting elsewhere by It's still alive!,
        # NC-FAQ-07) once its last monster is: nobody may enter it again
        a.discarded = True
