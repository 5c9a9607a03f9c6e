"""The reroll effect (tabletop/content/rise/cards.py): once per combat you may roll again up to `count`
missed attack rolls of `unit`; the second roll stands. In combat.py and through the engine."""

from __future__ import annotations

from fractions import Fraction

import pytest

from tabletop.ai import rise_combat_odds as CO
from tabletop.core.errors import IllegalAction
from tabletop.games.rise import actions as A
from tabletop.games.rise import combat as C
from tests.games.rise.test_engine_kit import G, act, new, scene, texts


def _nec(*powers, rerolls=(("necromancer", 1),), seat=0, others=()):
    return C.Side(
        seat, (C.necromancer("N", *powers),) + tuple(others), rerolls=tuple(C.Reroll(u, n) for u, n in rerolls)
    )


FOE = C.Side(1, (C.monster("Foe", 1),))


def test_a_miss_may_be_rolled_again_and_the_second_roll_stands():
    st = C.start("dungeon", _nec(3), FOE, [5, 6])  # N misses (5), the foe misses (6)
    d = C.pending(st)
    assert d.kind == "reroll" and d.side == "attacker" and d.options == (0, 1) and d.seat == 0
    won = C.apply(st, 1, [2])
    assert C.result(won).attacker_won and "rolls one missed attack again: 2: one wound" in "\n".join(won.lines)
    lost = C.apply(st, 1, [4])  # the second roll stands: a miss again
    assert not C.result(lost).attacker_won and C.result(lost).lost == ((), ())


def test_no_decision_without_a_miss_or_without_the_effect():
    assert C.is_over(C.start("dungeon", _nec(3), FOE, [1, 6]))  # a hit: nothing to roll again
    assert C.is_over(C.start("dungeon", _nec(3, rerolls=()), FOE, [5, 6]))


def test_declining_keeps_it_for_a_later_step_and_it_is_once_per_combat():
    # A Ghost strike necromancer is not possible; use Death Bolt: step 3 then the bolt step.
    side = C.Side(
        0, (C.necromancer("N", 2),), spells=C.Spells(death_bolt=(C.Attack(3),)), rerolls=(C.Reroll("necromancer", 1),)
    )
    st = C.start("dungeon", side, FOE, [5, 6])
    assert C.pending(st).kind == "reroll"
    st = C.apply(st, 0)  # decline now
    assert C.pending(st).kind == "death_bolt"
    st = C.apply(st, True, [4])  # the bolt misses: the reroll is offered again
    assert C.pending(st).kind == "reroll"
    st = C.apply(st, 1, [1])
    assert C.result(st).attacker_won
    # Used in step 3: not offered again after the bolt.
    st = C.apply(C.start("dungeon", side, FOE, [5, 6]), 1, [5])
    st = C.apply(st, True, [4])
    assert C.is_over(st) and not C.result(st).attacker_won


def test_only_the_units_misses_and_at_most_count_the_best_first():
    # The Necromancer (powers 1 and 4) and a Zombie all miss; reroll necromancer 1: one die, the power-4 one.
    att = _nec(1, 4, others=(C.minion("zombie"),))
    st = C.start("city", att, C.Side(1, (), C.City("Town", 1)), [6, 6, 6])
    d = C.pending(st)
    assert d.options == (0, 1)
    assert st.sides[0].misses == (4,)
    st = C.apply(st, 1, [4])  # 4 <= 4: the power-4 attack was the one rolled again
    assert C.result(st).attacker_won


def test_a_reroll_of_minions_covers_each_minion_and_never_a_city():
    att = C.Side(
        0,
        (C.necromancer("N", 1), C.minion("zombie", "z1"), C.minion("hell_knight", "h1")),
        rerolls=(C.Reroll("minions", 2),),
    )
    st = C.start("city", att, C.Side(1, (), C.City("Town", 2, (C.Attack(1),))), [6, 6, 6, 6])
    assert st.sides[0].misses == (2, 1)
    st = C.apply(st, 2, [2, 1])
    assert C.result(st).attacker_won


def test_the_defender_in_a_necromancer_fight_decides_after_the_attacker():
    att = _nec(2)
    dfd = _nec(2, seat=1)
    st = C.start("pvp", att, dfd, [6, 6])
    assert C.pending(st).side == "attacker"
    st = C.apply(st, 0)
    assert C.pending(st).side == "defender" and C.pending(st).seat == 1
    with pytest.raises(IllegalAction):
        C.apply(st, 2)
    st = C.apply(st, 1, [1])
    r = C.result(st)
    assert r.deaths[0].side == "attacker" and not r.attacker_won


def test_odds_include_the_reroll_exactly():
    # Power 3: 1/2 to hit, 3/4 with one reroll; the foe (power 1) kills the lone Necromancer 1/6 of the time.
    assert CO.win_probability("dungeon", _nec(3), FOE, exact=True) == Fraction(3, 4) * Fraction(5, 6)
    assert CO.win_probability("dungeon", _nec(3, rerolls=()), FOE, exact=True) == Fraction(1, 2) * Fraction(5, 6)
    # Declining always: the same as no reroll.
    never = CO.win_probability(
        "dungeon", _nec(3), FOE, exact=True, policy=lambda s, d: 0 if d.kind == "reroll" else C.default_policy(s, d)
    )
    assert never == Fraction(5, 12)
    # Two attacks, one reroll: P(at least one hit) = 1 - P(both miss and the reroll misses).
    p = CO.win_probability("dungeon", _nec(3, 3), FOE, exact=True)
    assert p == (1 - Fraction(1, 2) ** 3) * Fraction(5, 6)
    o = CO.odds(C.start("dungeon", _nec(3), FOE, [5, 6]), exact=True)
    assert o.win == Fraction(1, 2)  # from the decision: the reroll hits half the time


def test_odds_match_a_monte_carlo_of_the_engine():
    from tabletop.core.rng import RNG

    att = C.Side(0, (C.necromancer("N", 2), C.apprentice("A", 2)), rerolls=(C.Reroll("apprentice", 1),))
    dfd = C.Side(1, (C.minion("zombie", "z1"), C.minion("ghost", "g1")), city=C.City("Town", 1, (C.Attack(2),)))
    exact = CO.win_probability("city", att, dfd)
    rng = RNG(5)
    wins = 0
    n = 3000
    for _ in range(n):
        st = C.start("city", att, dfd, rng)
        while (d := C.pending(st)) is not None:
            st = C.apply(st, C.default_policy(st, d), rng)
        wins += C.result(st).attacker_won
    assert abs(wins / n - exact) < 0.03


def test_bad_rerolls_are_refused():
    with pytest.raises(ValueError):
        C.begin("dungeon", C.Side(0, (C.necromancer("N", 1),), rerolls=(C.Reroll("city", 1),)), FOE)
    with pytest.raises(ValueError):
        C.begin("dungeon", C.Side(0, (C.necromancer("N", 1),), rerolls=(C.Reroll("necromancer", 0),)), FOE)


def _troll_first(st):
    st.dungeon_deck.remove("troll_chieftain")
    st.dungeon_deck.insert(0, "troll_chieftain")
    return st


def test_engine_the_haemomancer_rolls_a_miss_again():
    """The Haemomancer (power 1, reroll necromancer 1) against the Troll Chieftain (two power-2 attacks)."""
    st = _troll_first(scene(new(), 0, "move", "ashen_fields", dice=[6, 6, 6]))
    st.players[0].necromancer = "haemomancer"
    st, ev = act(st, A.Move(0, "ossuary_pit"))
    assert G.to_act(st) == [0]
    assert {a.choice for a in G.legal_actions(st, 0)} == {"0", "1"}
    assert st.fight.attacker.rerolls == [["necromancer", 1]]
    st.forced = [1]
    st, ev = act(st, A.Choose(0, "1"))
    assert "again" in texts(ev) and st.dominion["ossuary_pit"].seat == 0


def test_engine_the_skull_lantern_and_the_blood_taster_stack():
    st = _troll_first(scene(new(), 0, "move", "ashen_fields", dice=[6, 6, 6, 6]))
    p = st.players[0]
    p.necromancer, p.apprentice, p.items = "haemomancer", "blood_taster", ["skull_lantern"]
    st, _ev = act(st, A.Move(0, "ossuary_pit"))
    assert st.fight.attacker.rerolls == [["necromancer", 1], ["necromancer", 1], ["necromancer", 1]]
    # The Necromancer has one attack: only that miss may be rolled again.
    assert {a.choice for a in G.legal_actions(st, 0)} == {"0", "1"}
    st.forced = [5]
    st, _ev = act(st, A.Choose(0, "1"))  # missed again: the foe stands, the turn is over
    assert "ossuary_pit" not in st.dominion and st.turn.seat == 1
