"""The NecronomiCORP odds (tabletop/ai/corp_odds.py) against exhaustive enumeration of the faces."""

from __future__ import annotations

import itertools
import random
from fractions import Fraction

import pytest

from tabletop.ai import corp_odds as O


def faces(n):
    return itertools.product(range(1, 7), repeat=n)


def enum_hits(roll, bonus):
    """Hits of one rolled set of faces, the rulebook's way, independent of the module's helper."""
    hits = 0
    for f in roll:
        if f == 1:  # a skull: never modified, never a hit (NC-ABIL-05)
            continue
        g = min(6, max(1, f + bonus))
        hits += g >= 4
    return hits


def enum_damage(n, bonus=0, hardness=0):
    dist: dict[int, Fraction] = {}
    for roll in faces(n):
        k = max(0, enum_hits(roll, bonus) - hardness)
        dist[k] = dist.get(k, Fraction(0)) + Fraction(1, 6**n)
    return dist


@pytest.mark.parametrize("n", [1, 2, 3, 4])
@pytest.mark.parametrize("bonus", [-2, -1, 0, 1, 2, 3])
@pytest.mark.parametrize("hardness", [0, 1, 2])
def test_roll_damage_matches_enumeration_NC_RESP_08_NC_ABIL_02_05_06(n, bonus, hardness):
    want = enum_damage(n, bonus, hardness)
    got = O.roll_damage(n, bonus, hardness)
    assert sum(got) == 1
    for k in range(n + 1):
        assert (got[k] if k < len(got) else Fraction(0)) == want.get(k, Fraction(0))
    for k in range(n + 2):
        assert O.p_at_least(n, k, bonus, hardness) == sum((q for d, q in want.items() if d >= k), Fraction(0))
    assert O.expected_damage(n, bonus, hardness) == sum((d * q for d, q in want.items()), Fraction(0))


def test_fire_axe_three_dice_NC_RESP_09():
    """The Fire Axe: base die + 2, each 4-6 one damage: 0..3, 3/2 on average."""
    assert len(O.roll_damage(3)) == 4
    assert O.expected_damage(3) == Fraction(3, 2)
    assert O.p_at_least(3, 3) == Fraction(1, 8)


def test_bonus_example_and_skulls_NC_ABIL_03_04_05():
    # Bonus +1: a 3 becomes a 4 (a hit); a skull stays a skull; a drawback's 1 is no skull but no hit.
    assert O.face_hits(3, 1) and O.face_hits(5, 1)
    assert not O.face_hits(1, 3)
    assert not O.face_hits(2, -1)
    assert O.p_hit(0) == Fraction(1, 2)
    assert O.p_hit(1) == Fraction(2, 3)
    assert O.p_hit(5) == Fraction(5, 6)  # the skull is never lifted
    assert O.p_hit(-3) == 0


def test_hardness_stops_fists_NC_ABIL_08():
    outs = O.hand_outcomes((1, 0, True), 1)
    assert all(d == 0 for d, _s, _q in outs)
    assert O.attack_expected(((1, 0, True),), 1) == 0


@pytest.mark.parametrize("n", [1, 2, 3])
def test_all_skulls_discards_the_weapon_NC_RESP_10(n):
    want = Fraction(sum(1 for roll in faces(n) if all(f == 1 for f in roll)), 6**n)
    assert O.p_all_skulls(n) == want


def test_fist_hurts_one_in_six_NC_RESP_11():
    assert O.p_fist_hurts() == Fraction(1, 6)
    outs = {(d, s): q for d, s, q in O.hand_outcomes((1, 0, True))}
    assert outs[(0, O.FIST_SELF_DAMAGE)] == Fraction(1, 6)
    assert outs[(1, 0)] == Fraction(1, 2)
    assert outs[(0, 0)] == Fraction(1, 3)


def enum_attack(hands, hardness):
    """Every face of every hand's roll, each hand its own roll (NC-RESP-13)."""
    total_dice = sum(n for n, _b, _f in hands)
    dist: dict[tuple[int, int], Fraction] = {}
    for roll in faces(total_dice):
        dealt = hurt = 0
        at = 0
        for n, bonus, fist in hands:
            part = roll[at : at + n]
            at += n
            dealt += max(0, enum_hits(part, bonus) - hardness)
            if fist and 1 in part:  # a fist's skull hurts (NC-RESP-11)
                hurt += 2
        key = (dealt, hurt)
        dist[key] = dist.get(key, Fraction(0)) + Fraction(1, 6**total_dice)
    return dist


@pytest.mark.parametrize(
    "hands",
    [
        ((1, 0, True), (1, 0, True)),  # two fists, two rolls (NC-RESP-12)
        ((3, 0, False), (1, 0, True)),  # a weapon and a fist
        ((2, 0, False), (2, -1, False)),  # two weapons, one with a drawback (the Crowbar one-handed)
        ((4, 1, False),),
        ((2, 1, True),),  # a fist with a skill's extra die: any skull hurts
    ],
)
@pytest.mark.parametrize("hardness", [0, 1])
def test_attack_of_hands_matches_enumeration_NC_RESP_05_NC_RESP_13(hands, hardness):
    want = enum_attack(hands, hardness)
    got = {(d, s): q for d, s, q in O.attack_outcomes(hands, hardness)}
    assert got == {k: v for k, v in want.items() if v}


@pytest.mark.parametrize("menace", [1, 2, 3, 4])
@pytest.mark.parametrize("bonus", [-1, 0, 1])
@pytest.mark.parametrize("armor", [0, 1])
def test_monster_attack_matches_enumeration_NC_FIGHT_08(menace, bonus, armor):
    want = enum_damage(menace, bonus, armor)
    for k in range(menace + 2):
        assert O.p_monster_at_least(menace, k, bonus, armor) == sum((q for d, q in want.items() if d >= k), Fraction(0))
    assert O.p_monster_kills(menace, 2, bonus, armor) == pytest.approx(
        float(O.p_monster_at_least(menace, 2, bonus, armor))
    )


@pytest.mark.parametrize("bonus", [-2, -1, 0, 1, 2])
def test_escape_one_die_NC_RESP_02(bonus):
    assert O.p_escape(bonus) == Fraction(sum(1 for f in range(1, 7) if f != 1 and min(6, f + bonus) >= 4), 6)


def simulate_fight(life, foe, menace, hands, hardness, foe_first, rng, n=40000):
    wins = 0
    for _ in range(n):
        me, it, first = life, foe, foe_first
        while True:
            if first:
                me -= sum(1 for _ in range(menace) if rng.randint(1, 6) >= 4)
                if me <= 0:
                    break
            first = True
            for dice, bonus, fist in hands:
                roll = [rng.randint(1, 6) for _ in range(dice)]
                it -= max(0, enum_hits(roll, bonus) - hardness)
                if fist and 1 in roll:
                    me -= 2
            if it <= 0:
                wins += 1
                break
            if me <= 0:
                break
    return wins / n


@pytest.mark.parametrize(
    "life,foe,menace,hands,hardness,first",
    [
        (6, 3, 2, ((3, 0, False),), 0, True),
        (4, 5, 3, ((2, 0, False), (1, 0, True)), 1, True),
        (3, 2, 1, ((1, 0, True), (1, 0, True)), 0, False),
    ],
)
def test_fight_chain_agrees_with_playing_it_out(life, foe, menace, hands, hardness, first):
    p = O.p_win_fight(life, foe, menace, hands, hardness, 0, 0, first)
    sim = simulate_fight(life, foe, menace, hands, hardness, first, random.Random(7))
    assert p == pytest.approx(sim, abs=0.015)


def test_fight_chain_edges():
    assert O.p_win_fight(5, 0, 3, ((1, 0, True),)) == 1.0
    assert O.p_win_fight(0, 3, 3, ((1, 0, True),)) == 0.0
    # A foe that cannot be hurt and cannot hurt: never won.
    assert O.p_win_fight(5, 3, 0, ((1, 0, True),), hardness=1) == 0.0
    # More dice never lower the odds.
    assert O.p_win_fight(6, 4, 2, ((3, 0, False),)) > O.p_win_fight(6, 4, 2, ((2, 0, False),))


def simulate_outlook(life, foe, menace, hands, hardness, foe_first, rng, n=40000):
    wins = lost = 0
    for _ in range(n):
        me, it, first = life, foe, foe_first
        while True:
            if first:
                me -= sum(1 for _ in range(menace) if rng.randint(1, 6) >= 4)
                if me <= 0:
                    break
            first = True
            for dice, bonus, fist in hands:
                roll = [rng.randint(1, 6) for _ in range(dice)]
                it -= max(0, enum_hits(roll, bonus) - hardness)
                if fist and 1 in roll:
                    me -= 2
            if it <= 0:
                wins += 1
                break
            if me <= 0:
                break
        lost += life - max(0, me)
    return wins / n, lost / n


@pytest.mark.parametrize(
    "life,foe,menace,hands,hardness,first",
    [
        (6, 3, 2, ((3, 0, False),), 0, True),
        (4, 5, 3, ((2, 0, False), (1, 0, True)), 1, False),
        (9, 2, 1, ((2, 0, False), (1, 0, True)), 0, False),
    ],
)
def test_outlook_agrees_with_playing_it_out(life, foe, menace, hands, hardness, first):
    win, loss = O.outlook(life, foe, menace, hands, hardness, 0, 0, first)
    assert win == pytest.approx(O.p_win_fight(life, foe, menace, hands, hardness, 0, 0, first))
    sim_win, sim_loss = simulate_outlook(life, foe, menace, hands, hardness, first, random.Random(3))
    assert win == pytest.approx(sim_win, abs=0.015)
    assert loss == pytest.approx(sim_loss, abs=0.05)


def test_a_fist_costs_more_life_than_it_saves_against_a_weak_foe():
    """Against a Menace 1 foe with 1 life left, a +1D weapon alone loses less life than with a fist."""
    _w1, alone = O.outlook(8, 1, 1, ((2, 0, False),), foe_first=False)
    _w2, with_fist = O.outlook(8, 1, 1, ((2, 0, False), (1, 0, True)), foe_first=False)
    assert alone < with_fist


def test_regeneration_lowers_the_outlook():
    """A foe that heals 1 before each attack is harder to kill than one that does not (NC-ANAT-06)."""
    plain = O.outlook(8, 4, 2, ((2, 0, False),), foe_first=False)
    healing = O.outlook(8, 4, 2, ((2, 0, False),), foe_first=False, regen=1)
    assert healing[0] < plain[0] and healing[1] > plain[1]
