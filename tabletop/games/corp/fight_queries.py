"""Read-only questions about a NecronomiCORP fight, for the table's fight window (and anyone else who
must not call the fight's internals): the dice each attack choice would roll, hand by hand, before it
is rolled; whom each monster will attack and why; the odds of an escape die; whether this is the boss.

Nothing here changes the state or throws a die: the answers are computed with the same functions the
fight uses to roll (fight_rolls.plan_hand, fight_rolls.escape_shift), so a preview is what the engine
rolls (tests/ui/corp/test_fight_preview.py checks it against forced dice)."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.content.corp.records import CorpCards
from tabletop.games.corp import effects, fight_foes
from tabletop.games.corp.actions import FIST, Attack, Shoot
from tabletop.games.corp.fight_rolls import HIT, SKULL, escape_shift, plan_hand, shifted
from tabletop.games.corp.state import Fight, Foe, State

__all__ = [
    "HandRoll",
    "Target",
    "attack_rolls",
    "boss_fight",
    "escape_odds",
    "foe_target",
    "hit_odds",
    "targets",
]


@dataclass(frozen=True)
class HandRoll:
    """One hand's roll of an attack, before the dice are thrown: `hand` FIST or the weapon's instance id,
    `dice` how many dice, `shift` the bonus (+) or drawback (-) on every face but a skull, `ranged` a
    charged ranged weapon fired, `all_in` a weapon's own number of dice (the Wooden Stake, NC-FAQ-08)."""

    hand: str
    dice: int
    shift: int
    ranged: bool = False
    all_in: bool = False

    @property
    def fist(self) -> bool:
        return self.hand == FIST


def _foe_type(st: State, cards: CorpCards, seat: int, target: str) -> str:
    """What the attacker is fighting, as its weapons' VS see it (a pony under Pony Bovarsim, NC-FAQ-04;
    "" for a character in an infected fight)."""
    fight = st.fight
    if fight is None or target.startswith("seat:"):
        return ""
    foes = st.areas[fight.area].foes if fight.area in st.areas else []
    foe = next((f for f in foes if f.card == target), foes[0] if foes else None)
    if foe is None:
        return ""
    pony = effects.has(effects.on_character(st, cards, seat), "pony")
    return fight_foes.seen_type(fight_foes.card(cards, foe.card), pony)


def attack_rolls(st: State, cards: CorpCards, action: Attack | Shoot) -> list[HandRoll]:
    """The rolls an Attack (or a Shoot) would make, in the order rolled (NC-RESP-07, NC-RESP-13: one roll
    per hand; NC-FIGHT-03: one per ranged weapon). An item's extra dice go to the first roll, as the
    fight spends them."""
    seat = action.seat
    p = st.players[seat]
    mine = effects.on_character(st, cards, seat)
    boost = st.fight.boosts.get(str(seat), 0) if st.fight is not None else 0
    foe_type = _foe_type(st, cards, seat, action.target)
    hands = action.weapons if isinstance(action, Shoot) else action.hands
    out: list[HandRoll] = []
    for hand in hands:
        weapon = None if hand == FIST else next((h for h in p.weapons if h.card == hand), None)
        if hand != FIST and weapon is None:
            continue
        plot = cards.plot(hand) if weapon is not None else None
        one_handed = isinstance(action, Attack) and hand in action.one_handed
        all_in = isinstance(action, Attack) and hand == action.all_in and hand != FIST
        plan = plan_hand(
            plot,
            weapon.charges if weapon is not None else None,
            mine,
            foe_type,
            one_handed=one_handed,
            all_in=all_in,
            boost=boost,
        )
        boost = 0
        out.append(HandRoll(hand, plan.dice, plan.shift, plan.ranged, all_in))
    return out


def hit_odds(shift: int) -> float:
    """The chance one die hits (4-6 after the shift, never a skull, NC-RESP-08, NC-ABIL-02..05)."""
    return sum(1 for face in range(1, 7) if face != SKULL and shifted([face], shift)[0] >= HIT) / 6


def escape_odds(st: State, cards: CorpCards, seat: int) -> tuple[int, float]:
    """(the shift on the seat's escape die, the chance it succeeds) in the fight now (NC-RESP-02)."""
    fight = st.fight
    if fight is None:
        return 0, 0.0
    foes = st.areas[fight.area].foes if fight.area in st.areas else []
    abilities = [a for f in foes for a in fight_foes.card(cards, f.card).abilities]
    shift = escape_shift(effects.on_character(st, cards, seat), effects.on_level(st, cards, fight.level), abilities)
    return shift, hit_odds(shift)


def boss_fight(st: State, cards: CorpCards) -> bool:
    """The fight in hand is against the boss: nobody escapes it (NC-BOSS-01)."""
    fight = st.fight
    if fight is None or fight.area not in st.areas:
        return False
    return any(fight_foes.card(cards, f.card).boss for f in st.areas[fight.area].foes)


@dataclass(frozen=True)
class Target:
    """Whom a monster will attack next and why (NC-RESP-16): `why` "wounded" (the last to injure it),
    "entered" (the last to come into the room), "all" (it attacks every fighter) or "" (the last fighter)."""

    seats: tuple[int, ...]
    why: str


def foe_target(fight: Fight, foe: Foe, cards: CorpCards) -> Target:
    """The target of `foe`'s next attack, as the fight picks it (fight.target_of, NC-RESP-16)."""
    if effects.has(fight_foes.card(cards, foe.card).abilities, "attacks_all"):
        return Target(tuple(fight.fighters), "all")
    if foe.last_hit_by in fight.fighters:
        return Target((foe.last_hit_by,), "wounded")
    if fight.last_entered in fight.fighters:
        return Target((fight.last_entered,), "entered")
    return Target(tuple(fight.fighters[-1:]), "")


def targets(st: State, cards: CorpCards) -> dict[str, Target]:
    """Every monster of the fight in hand -> whom it will attack next (empty in an infected fight)."""
    fight = st.fight
    if fight is None or fight.step == "pvp" or fight.area not in st.areas:
        return {}
    return {f.card: foe_target(fight, f, cards) for f in st.areas[fight.area].foes}
