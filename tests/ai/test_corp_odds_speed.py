"""The NecronomiCORP odds made faster (issue 23) give the same numbers: the fight chain's outlook (its
rounds split into the foe's attack and the answer, its states kept per foe and attack across calls)
against the plain recursive chain it replaced (kept here as the reference) over many random fights, in
floats to rounding and in exact fractions. The sums are taken in another order, so the last bit may
differ: the bot's costs are compared to the billionth (corp_bot_fight.cost), which a test here checks
makes the choice the same whichever way the sums were taken."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from tabletop.ai import corp_bot_fight as F
from tabletop.ai import corp_odds as O


def reference_outlook(life, foe, mon, mine, foe_first):
    """The chain as first written: a recursive solve per call, its states kept in a dict per call; in
    exact fractions when the chances are fractions."""
    memo: dict = {}
    zero = mine[0][2] * 0 if mine else 0.0  # 0.0, or Fraction(0)
    one = zero + 1
    mon_l = [(t, q) for t, q in enumerate(mon) if q]

    def solve(life, foe, foe_first):
        if foe <= 0:
            return one, zero
        if life <= 0:
            return zero, zero
        key = (life, foe, foe_first)
        got = memo.get(key)
        if got is not None:
            return got
        if not foe_first:
            win = loss = zero
            for d, s, q in mine:
                if foe - d <= 0:
                    win += q
                    loss += q * min(s, life)
                elif life - s <= 0:
                    loss += q * life
                else:
                    w, lo = solve(life - s, foe - d, True)
                    win += q * w
                    loss += q * (s + lo)
            memo[key] = (win, loss)
            return win, loss
        stay = win = loss = zero
        for taken, qm in mon_l:
            if taken >= life:
                loss += qm * life
                continue
            left = life - taken
            for d, s, q in mine:
                p = qm * q
                if foe - d <= 0:
                    win += p
                    loss += p * (taken + min(s, left))
                elif taken == 0 and d == 0 and s == 0:
                    stay += p
                elif left - s <= 0:
                    loss += p * life
                else:
                    w, lo = solve(left - s, foe - d, True)
                    win += p * w
                    loss += p * (taken + s + lo)
        got = (zero, zero) if stay >= 1 else (win / (one - stay), loss / (one - stay))
        memo[key] = got
        return got

    return solve(life, foe, foe_first)


def _random_hands(rng):
    return tuple(
        (rng.randint(0 if rng.random() < 0.1 else 1, 5), rng.randint(-2, 2), rng.random() < 0.3)
        for _ in range(rng.randint(1, 4))
    )


TOLERANCE = 1e-12  # the sums' rounding, in chance and in life (some 1e-15 found)


@pytest.mark.parametrize("seed", range(6))
def test_outlook_equals_the_recursive_chain(seed):
    """Over many random fights (foe-first or not, fists, drawbacks, hardness, armour, lives up to 30),
    the outlook is the recursive chain's to rounding; the same again when the cache is warm."""
    rng = random.Random(seed)
    for _ in range(60):
        hands = _random_hands(rng)
        hardness, bonus, armor = rng.randint(0, 1), rng.randint(-1, 2), rng.randint(0, 1)
        menace = rng.randint(0, 7)
        first = rng.random() < 0.5
        life, foe = rng.randint(-1, 30), rng.randint(-1, 25)
        mine = O.attack_float(hands, hardness)
        mon = O.monster_float(menace, bonus, armor)
        want = reference_outlook(min(life, O.MAX_LIFE), min(foe, O.MAX_LIFE), mon, mine, first)
        got = O.outlook(life, foe, menace, hands, hardness, bonus, armor, first)
        assert got == pytest.approx(want, rel=TOLERANCE, abs=TOLERANCE)
        assert O.outlook(life, foe, menace, hands, hardness, bonus, armor, first) == got


def test_outlook_grows_its_solved_states_in_any_order():
    """A fight asked about small first and larger after (more lives, more of the foe's: the solved states
    are laid out again) gives to the bit what it gives asked in the other order, and the reference's."""
    hands = ((2, 0, False), (1, 0, True))
    mine, mon = O.attack_float(hands, 0), O.monster_float(3, 0, 0)
    asked = [
        (life, foe, first)
        for life, foe in [(3, 2), (10, 2), (4, 9), (25, 30), (7, 1), (40, 40)]
        for first in (True, False)
    ]
    O._chain_of.cache_clear()
    growing = {a: O._outlook(a[0], a[1], mon, mine, a[2]) for a in asked}
    O._chain_of.cache_clear()
    shrinking = {a: O._outlook(a[0], a[1], mon, mine, a[2]) for a in reversed(asked)}
    assert growing == shrinking
    for (life, foe, first), value in growing.items():
        assert value == pytest.approx(reference_outlook(life, foe, mon, mine, first), rel=TOLERANCE, abs=TOLERANCE)


@pytest.mark.parametrize("seed", range(3))
def test_outlook_equals_the_exact_chain_in_fractions(seed):
    """The float chain against the same chain in exact fractions (the hands' exact outcomes, the
    monster's exact damage): equal to rounding over random small fights."""
    rng = random.Random(100 + seed)
    for _ in range(12):
        hands = _random_hands(rng)[:2]
        hardness, bonus, armor = rng.randint(0, 1), rng.randint(-1, 1), rng.randint(0, 1)
        menace = rng.randint(1, 4)
        first = rng.random() < 0.5
        life, foe = rng.randint(1, 9), rng.randint(1, 7)
        mine = tuple((d, s, Fraction(q)) for d, s, q in O.attack_outcomes(hands, hardness))
        mon = tuple(O.monster_damage(menace, bonus, armor))
        win, loss = reference_outlook(life, foe, mon, mine, first)
        assert isinstance(win, Fraction)
        got = O.outlook(life, foe, menace, hands, hardness, bonus, armor, first)
        assert got == pytest.approx((float(win), float(loss)), rel=TOLERANCE, abs=TOLERANCE)


def test_costs_equal_to_rounding_are_a_tie():
    """Two ways through a fight whose odds differ only in the sums' rounding cost the same (so the
    first listed is chosen, whichever order the odds were summed in); a real difference still counts.
    The case found: a keyboard alone or with a fist that never matters, 1.8004234613789383 against
    ...378 by one order of the sums and ...385 against ...392 by another."""
    assert F.cost(0.9, 1.8004234613789383 - 0.6) == F.cost(0.9, 1.8004234613789392 - 0.6)
    assert F.cost(1.0, 0.1) == F.cost(1.0 - 1e-16, 0.1 + 2e-16)
    assert F.cost(1.0, 0.1) < F.cost(1.0, 0.1 + 1e-6)
    assert F.cost(0.5, 1.0) > F.cost(0.5 + 1e-6, 1.0)


def test_outlook_refuses_unordered_outcomes():
    """The chain reads the attack's outcomes in order of damage dealt (attack_float's order)."""
    with pytest.raises(ValueError, match="order of damage"):
        O._outlook(5, 5, (0.5, 0.5), ((2, 0, 0.5), (1, 0, 0.5)), True)
