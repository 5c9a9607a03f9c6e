"""The hard Necromolds bot molds its army by exact odds (issue 25, "Necromolds hard ... clay"): every
size of every spellbook weighed by the melee it wins and survives per dram of clay, the army molded
from the two spellbooks worth most (NM-SETUP-14's recommendation), all its clay spent (NM-SETUP-13)."""

from __future__ import annotations

from tabletop.ai import necromolds_bot as normal
from tabletop.ai import necromolds_hard as hard
from tabletop.ai import necromolds_hard_army as army
from tabletop.core.rng import RNG
from tabletop.games.necromolds import actions as A
from tabletop.games.necromolds.library import library
from tests.games.necromolds.helpers import GAME


def molded(settings, bot, seed=3):
    """A new game played by `bot` for both seats until the armies are done: the army state."""
    s = GAME.initial_state(settings, seed)
    rng = RNG(seed, stream=5)
    while s.phase in ("terrain", "army"):
        seat = GAME.to_act(s)[0]
        s = GAME.apply(s, bot.choose(GAME, s, seat, rng)).state
    return s


def army_worth(s, seat) -> float:
    """The army's melee worth: each monster's worth per dram times its drams."""
    lib = library()
    return sum(army.worth(s, m.book, m.size) * lib.size(m.book, m.size).clay for m in s.monsters if m.owner == seat)


def test_nm_setup_13_hard_army_spends_its_clay_in_two_spellbooks_worth_most():
    """NM-SETUP-13/14: the hard army is molded from the plan's two spellbooks, the best twice as often,
    until less clay is left than the smallest monster costs."""
    s = molded({"players": 2, "mode": "standard"}, hard)
    plan = army.plan(s)
    for seat in (0, 1):
        mine = [m for m in s.monsters if m.owner == seat]
        assert {(m.book, m.size) for m in mine} == set(plan)
        first = sum(1 for m in mine if (m.book, m.size) == plan[0])
        assert first == 2 * (len(mine) - first)
        assert s.seats[seat].clay < library().smallest_clay()


def test_hard_army_is_worth_more_than_the_normal_bots_random_army():
    """The normal bot molds a varied army at random; the hard army's exact-odds worth is higher than
    every one the normal bot molds over a run of seeds."""
    settings = {"players": 2, "mode": "standard"}
    best = army_worth(molded(settings, hard), 0)
    for seed in range(1, 9):
        s = molded(settings, normal, seed)
        assert army_worth(s, 0) < best - 0.5
        assert army_worth(s, 1) < best - 0.5


def test_worth_counts_the_exact_odds_of_the_skills():
    """Two sizes of the same clay (10 drams): the Cragmaw's melee 4 beats the Insectomite's 3 (same
    defense 4); the same spellbook's larger size is worth less a dram (a Sprout over a Bloated Toad)."""
    s = molded({"players": 2, "mode": "standard"}, hard)
    assert army.worth(s, "cragmaw", 0) > army.worth(s, "insectomite", 0) + 0.005
    assert army.worth(s, "veggitoad", 0) > army.worth(s, "veggitoad", 2) * 1.5
    assert army.plan(s)[0] == ("veggitoad", 0)  # melee 3, defense 3 for 5 drams: the most a dram


def test_basic_play_fixed_pools_make_the_cheapest_monster_worth_most():
    """NM-BASIC-24..26: basic play's pools are the same for every monster (a larger one adds a die), so
    a dram goes furthest in the cheapest monster: the Mud Mumps lead the plan there, not in standard."""
    basic = molded({"players": 2, "mode": "basic"}, hard)
    standard = molded({"players": 2, "mode": "standard"}, hard)
    assert army.plan(basic)[0] == ("mud_mumps", 0)
    assert army.plan(standard)[0] != ("mud_mumps", 0)
    assert any(m.book == "mud_mumps" for m in basic.monsters)


def test_hard_army_steps_are_legal_and_end_with_army_done():
    """Every army step the hard bot takes is one of the rules' legal actions, ending with ArmyDone."""
    s = GAME.initial_state({"players": 2}, 4)
    rng = RNG(4, stream=5)
    steps = []
    while s.phase in ("terrain", "army"):
        seat = GAME.to_act(s)[0]
        action = hard.choose(GAME, s, seat, rng)
        if s.phase == "army":
            assert action in GAME.legal_actions(s, seat)
            steps.append(action)
        s = GAME.apply(s, action).state
    assert isinstance(steps[-1], A.ArmyDone)
