"""A fight's cost solved as one sum (tabletop/ai/corp_odds_cost.py, issue 23's speed) is what the chain of
corp_odds.outlook gives, loss + death * (1 - win), over many random fights, and the plain recursive chain's
(tests/ai/test_corp_odds_speed.py's reference); the bot's rounded cost of a fight is the same both ways."""

from __future__ import annotations

import random

import pytest

from tabletop.ai import corp_bot_fight as F
from tabletop.ai import corp_odds as O
from tabletop.ai import corp_odds_cost as OC
from tests.ai.corp_views import CARDS, arm, make_state, start_fight
from tests.ai.test_corp_odds_speed import _random_hands, reference_outlook

TOLERANCE = 1e-11  # the sums' rounding over a long chain, in life (some 5e-13 found)


@pytest.mark.parametrize("seed", range(6))
def test_cost_is_the_outlooks_loss_and_death(seed):
    """Random fights (foe first or not, fists, drawbacks, hardness, armour, regeneration, lives up to 42,
    several weights of a death): the one sum is the outlook's, and the same asked again (warm)."""
    rng = random.Random(seed)
    for _ in range(80):
        hands = _random_hands(rng)
        hardness, bonus, armor = rng.randint(0, 1), rng.randint(-1, 2), rng.randint(0, 1)
        menace, regen = rng.randint(0, 7), rng.choice((0, 0, 1, 2))
        first = rng.random() < 0.5
        life, foe = rng.randint(-1, 42), rng.randint(-1, 25)
        death = rng.choice((0.0, 1.0, F.DEATH, 10.5))
        win, loss = O.outlook(life, foe, menace, hands, hardness, bonus, armor, first, regen)
        got = OC.outlook_cost(life, foe, menace, hands, hardness, bonus, armor, first, regen, death)
        assert got == pytest.approx(loss + death * (1.0 - win), rel=TOLERANCE, abs=TOLERANCE)
        assert OC.outlook_cost(life, foe, menace, hands, hardness, bonus, armor, first, regen, death) == got


def test_cost_equals_the_recursive_chain():
    rng = random.Random(77)
    for _ in range(40):
        hands = _random_hands(rng)
        menace, first = rng.randint(1, 6), rng.random() < 0.5
        life, foe = rng.randint(1, 20), rng.randint(1, 12)
        mine, mon = O.attack_float(hands, 0), O.monster_float(menace, 0, 0)
        win, loss = reference_outlook(life, foe, mon, mine, first)
        got = OC.outlook_cost(life, foe, menace, hands, 0, 0, 0, first, 0, F.DEATH)
        assert got == pytest.approx(loss + F.DEATH * (1.0 - win), rel=TOLERANCE, abs=TOLERANCE)


def test_the_cost_chain_grows_in_any_order_to_the_bit():
    """Asked small first and larger after (the states laid out again) or the other way round: the same."""
    hands = ((2, 0, False), (1, 0, True))
    mine, mon = O.attack_float(hands, 0), O.monster_float(3, 0, 0)
    asked = [(life, foe) for life, foe in [(3, 2), (10, 2), (4, 9), (25, 30), (7, 1), (40, 40)]]

    def answers(order):
        chain = OC._CostChain(mon, mine, F.DEATH)
        out = {}
        for life, foe in order:
            chain.solve(life, foe)
            at = life * chain.stride + foe
            out[(life, foe)] = (chain.cost[at], chain.ans_cost[at])
        return {k: (chain.cost[k[0] * chain.stride + k[1]], chain.ans_cost[k[0] * chain.stride + k[1]]) for k in out}

    assert answers(asked) == answers(list(reversed(asked)))


def test_a_fight_nothing_can_change_costs_a_death_and_no_life():
    """No damage either way ever (no dice on either side): never won, no life lost, as the outlook reads it."""
    assert OC.outlook_cost(5, 3, 0, ((0, 0, False),), 0, 0, 0, True, 0, F.DEATH) == F.DEATH
    assert O.outlook(5, 3, 0, ((0, 0, False),), 0, 0, 0, True) == (0.0, 0.0)
    assert OC.outlook_cost(5, 0, 3, ((1, 0, True),), death=F.DEATH) == 0.0
    assert OC.outlook_cost(0, 3, 3, ((1, 0, True),), death=F.DEATH) == F.DEATH


def test_the_bots_fight_cost_is_its_rounded_outlook():
    """corp_bot_fight.fight_cost against cost(*_outlook(...)) on hand-built fights: equal, or one
    billionth apart where the sums' rounding straddles the cost's last place."""
    for foe, weapons, life in [("intern#1", ("axe",), 8), ("golem#1", ("knife",), 3), ("manager#1", (), 5)]:
        st = make_state(2)
        arm(st, 0, *weapons)
        start_fight(st, 0, foe, level=3 if foe.startswith("golem") else 1)
        st.players[0].life = life
        foes = F.foes_here(st, CARDS, 0)
        for hands in (((1, 0, True), (1, 0, True)), ((3, 0, False),), ((2, 1, False), (1, 0, True), (3, -1, False))):
            for first in (True, False):
                want = F.cost(*F._outlook(st, CARDS, 0, foes, list(hands), life, first))
                assert abs(F.fight_cost(st, CARDS, 0, foes, list(hands), life, first) - want) <= 1.5e-9


def test_the_hands_in_any_order_cost_the_same_to_the_bit():
    """Rolled together, the hands' order changes nothing: every order is one chain, to the bit; and a
    different set of hands costs differently."""
    rng = random.Random(3)
    for _ in range(30):
        hands = _random_hands(rng)
        life, foe, menace = rng.randint(1, 24), rng.randint(1, 9), rng.randint(1, 6)
        first = rng.random() < 0.5
        got = {OC.outlook_cost(life, foe, menace, tuple(order), 0, 0, 0, first, 0, F.DEATH) for order in _orders(hands)}
        assert len(got) == 1
    one = OC.outlook_cost(10, 5, 3, ((2, 0, False), (1, 0, True)), death=F.DEATH)
    assert OC.outlook_cost(10, 5, 3, ((2, 0, False), (1, 1, True)), death=F.DEATH) != one


def _orders(hands):
    from itertools import permutations

    return set(permutations(hands))


def _fresh_chain(args):
    OC._cost_chain_for.cache_clear()
    OC._cost_chain_of.cache_clear()
    OC.outlook_cost.cache_clear()
    _life, _foe, menace, hands, hardness, bonus, armor, _first, regen, death = args
    return OC._cost_chain_for(menace, hands, hardness, bonus, armor, regen, death)


@pytest.mark.parametrize("seed", range(4))
def test_a_chains_floor_is_never_above_its_cost(seed):
    """The floor a bot reads before solving a chain (_CostChain.floor: the first round, and the foe's
    attacks before the answers can have dealt its life) is never above the cost solved whole, over
    random fights (foe first or not, fists, hardness, armour, regeneration, lives up to 40, the boss's
    weight of a death), and it is more than nothing: it bounds something (issue 23's speed)."""
    rng = random.Random(100 + seed)
    ratios = []
    for _ in range(150):
        hands = tuple(sorted(_random_hands(rng)))
        life, foe = rng.randint(1, 40), rng.randint(1, 25)
        args = (life, foe, rng.randint(0, 7), hands, rng.randint(0, 1), rng.randint(-1, 2), rng.randint(0, 1))
        args += (rng.random() < 0.5, rng.choice((0, 0, 1, 2)), rng.choice((F.DEATH, F.BOSS_DEATH)))
        floor = _fresh_chain(args).floor(life, foe, args[7])
        whole = OC.outlook_cost(*args)
        assert floor <= whole + TOLERANCE, args
        ratios.append(floor / whole if whole else 1.0)
    assert sum(ratios) / len(ratios) > 0.3


def test_a_cost_over_the_mark_is_left_unsolved():
    """outlook_cost_over: the cost itself when it is at most the mark, and with no chain solved a number
    above the mark when its floor already is (a strong party against a weak foe, asked for less)."""
    args = (12, 6, 3, ((2, 0, False), (1, 0, True)), 0, 0, 0, False, 0, F.DEATH)
    chain = _fresh_chain(args)
    whole = OC.outlook_cost(*args)
    low = chain.floor(12, 6, False)
    assert 0.0 < low <= whole
    chain = _fresh_chain(args)
    got = OC.outlook_cost_over(low / 2, *args)
    assert got > low / 2 and chain.lives == 0  # unsolved: a floor in its place
    assert OC.outlook_cost_over(whole + 1.0, *args) == whole and chain.lives == 12
    assert OC.outlook_cost_over(low / 2, *args) == whole  # solved now: the cost, whatever the mark
    # The first round's floor above the mark already: the dearer floor (the answers to kill) is not worked out.
    OC._answers_to_kill.cache_clear()
    assert 0.0 < chain.floor(12, 6, False, 0.0) <= low
    assert OC._answers_to_kill.cache_info().misses == 0
    chain.floor(12, 6, False)
    assert OC._answers_to_kill.cache_info().misses == 1
