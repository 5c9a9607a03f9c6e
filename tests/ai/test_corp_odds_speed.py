"""The NecronomiCORP odds made faster (issue 23) give the same numbers, bit for bit: the fight chain's
outlook against the plain recursive chain it replaced (kept here as the reference), over many fights.
The bots compare these numbers, so equal to the last bit means the same decisions."""

from __future__ import annotations

import random

import pytest

from tabletop.ai import corp_odds as O


def reference_outlook(life, foe, mon, mine, foe_first):
    """The chain as first written: a recursive solve per call, its states kept in a dict per call."""
    memo: dict = {}
    mon_l = [(t, q) for t, q in enumerate(mon) if q]

    def solve(life, foe, foe_first):
        if foe <= 0:
            return 1.0, 0.0
        if life <= 0:
            return 0.0, 0.0
        key = (life, foe, foe_first)
        got = memo.get(key)
        if got is not None:
            return got
        if not foe_first:
            win = loss = 0.0
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
        stay = win = loss = 0.0
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
        got = (0.0, 0.0) if stay >= 1.0 else (win / (1.0 - stay), loss / (1.0 - stay))
        memo[key] = got
        return got

    return solve(life, foe, foe_first)


def _random_hands(rng):
    return tuple(
        (rng.randint(0 if rng.random() < 0.1 else 1, 5), rng.randint(-2, 2), rng.random() < 0.3)
        for _ in range(rng.randint(1, 4))
    )


@pytest.mark.parametrize("seed", range(6))
def test_outlook_equals_the_recursive_chain_bit_for_bit(seed):
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
        assert got == want  # exact: the same sums in the same order
