"""The fight window's choices are exactly the legal fight actions of the seat at the screen, in every
kind of moment of a fight: the ranged shots (NC-FIGHT-03), the response (NC-RESP-01/05), several
monsters (NC-CONTAG-16), the boss (NC-BOSS-01), the call for help and its answer (NC-RESP-14/15),
Thanophobia (NC-FAQ-03), an abandoned monster's first strike (NC-ABAN-04), an infected fight
(NC-CONTAG-18, NC-CONTAG-08/09). Real game, shipped cards, forced dice."""

from __future__ import annotations

import random

import pytest

from tabletop.core.session import Session
from tabletop.games.corp import actions as A
from tabletop.games.corp.game import CorpGame
from tabletop.ui.corp.table import fight_choices as FC
from tabletop.ui.corp.table.view import CorpView
from tests.ui.corp.fight_scenes import EMPTY, Table, start


def fight_actions(t: Table, seat: int = 0) -> set:
    return {a for a in t.g.legal_actions(t.st, seat) if isinstance(a, FC.FIGHT_ACTIONS)}


def exactly_legal(t: Table, seat: int = 0) -> FC.Offer:
    view = t.view(seat)
    offered = FC.offer(view)
    assert all(a in view.legal for a in offered.actions())
    assert FC.reachable(view) == fight_actions(t, seat)
    return offered


def test_nc_fight_03_ranged_shots_first_then_hold_fire():
    """NC-FIGHT-03: with a charged ranged weapon the window offers the shots and holding fire, nothing else."""
    t = Table([["zombie_intern#1", *EMPTY]], weapons={0: ["staple_gun#1", "nail_gun#1"]})
    t.do(A.EnterRoom(0))
    offered = exactly_legal(t)
    assert {c.group for c in offered.choices} == {"shoot", "pass"}
    assert any(c.label == "Hold fire" for c in offered.choices)


def test_nc_resp_05_every_attack_combination_and_escape_and_help():
    """NC-RESP-01, NC-RESP-05, NC-RESP-19: every attack the hands allow, in either order (the swap chip),
    the escape (4-6, NC-RESP-02) and the call for help when someone is in the hallway (NC-RESP-14)."""
    t = Table([["zombie_auditor#1", *EMPTY]], players=2, weapons={0: ["letter_opener#1", "mechanical_keyboard#1"]})
    t.do(A.EnterRoom(0), 2, 2, 2, 2)
    offered = exactly_legal(t)
    labels = [c.label for c in offered.choices]
    assert "Try to escape (4–6)" in labels and "Call for help" in labels
    assert "Two fists" in labels and "One fist" in labels
    swaps = [c for c in offered.choices if c.swap]
    assert len(swaps) == 3  # opener+fist, keyboard+fist, opener+keyboard: each in either order
    flipped = FC.offer(t.view(), order={c.key: 1 for c in swaps})
    assert {c.action for c in flipped.choices if c.swap}.isdisjoint({c.action for c in swaps})


def test_nc_boss_01_the_boss_fight_offers_no_escape():
    """NC-BOSS-01: facing the boss, no escape is offered; the window says so in its title."""
    from tabletop.ui.corp.table.fight_draw import title_words

    t = Table([EMPTY], weapons={0: ["fire_axe#1"]})
    start(t, "boss", 2, 2, 2)
    offered = exactly_legal(t)
    assert offered.choices and not any(isinstance(c.action, A.Escape) for c in offered.choices)
    assert "no escape" in title_words(t.view(), t.record)


def test_nc_contag_16_several_monsters_aim_chips():
    """NC-CONTAG-16: two monsters in the room (the Cult High Accountant calls the next card): the attacks
    are offered for the monster picked in the Aim chips; every target reachable."""
    t = Table([[], [], [], ["cult_high_accountant#1", "zombie_board_member#1", *EMPTY]])
    for lv in t.st.levels[:4]:
        lv.open = True
    t.st.players[0].level = 4
    t.do(A.EnterRoom(0), *[2] * 8)
    assert len(t.st.areas[t.st.fight.area].foes) == 2
    offered = exactly_legal(t)
    assert [w for _t, w in offered.aims] == ["Cult High Accountant", "Zombie Board Member"]
    other = FC.offer(t.view(), aim=offered.aims[1][0])
    assert {c.action.target for c in other.choices if isinstance(c.action, A.Attack)} == {offered.aims[1][0]}


def test_nc_resp_14_15_asked_seat_comes_in_or_stays_out():
    """NC-RESP-14/15: the seat asked for help is offered exactly Come in and fight / Stay out; the helper's
    first action is an attack only (no escape, no call)."""
    t = Table([["zombie_auditor#1", *EMPTY]], players=2, seat=1)
    t.do(A.EnterRoom(0), 2, 2)
    t.do(A.AskHelp(0))
    offered = exactly_legal(t, 1)
    assert [c.label for c in offered.choices] == ["Come in and fight", "Stay out"]
    t.do(A.Help(1, join=True))
    offered = exactly_legal(t, 1)
    assert {c.group for c in offered.choices} == {"attack"}


def test_nc_faq_03_thanophobia_only_escape():
    """NC-FAQ-03: with Thanophobia the first response is an escape, and the window offers nothing else."""
    t = Table([["zombie_auditor#1", *EMPTY]])
    t.st.players[0].traumas.append("thanophobia#1")
    t.do(A.EnterRoom(0), 2, 2)
    offered = exactly_legal(t)
    assert [c.group for c in offered.choices] == ["escape"]


def test_nc_aban_04_first_strike_on_an_abandoned_monster():
    """NC-ABAN-04: entering a room with an abandoned monster, the window offers melee first or holding back."""
    t = Table([["zombie_auditor#1", *EMPTY]], weapons={0: ["staple_gun#1", "letter_opener#1"]})
    t.do(A.EnterRoom(0))
    t.do(A.Pass(0), 2, 2)
    t.do(A.Escape(0), 5)
    assert t.st.fight is None
    t.do(A.EndTurn(0))
    t.do(A.EnterRevealed(0, room="zombie_auditor#1"))
    offered = exactly_legal(t)
    assert "Don't strike first" in [c.label for c in offered.choices]
    assert not any(c.group == "shoot" for c in offered.choices)
    assert not any("Staple Gun" in c.label for c in offered.choices)  # melee only


def test_nc_contag_18_infected_fight_targets_characters():
    """NC-CONTAG-18: an infected fight: the infected seat acts first (NC-CONTAG-06) and aims at a
    character; in a hallway the escape may lead elsewhere (NC-CONTAG-08/09)."""
    t = Table([EMPTY], players=3, seat=1)
    t.st.levels[1].open = True
    start(t, "pvp", seat=0, infected=1)
    assert t.g.to_act(t.st) == [1]
    offered = exactly_legal(t, 1)
    assert [w for _t, w in offered.aims] == ["Gary from IT", "Dolores, Receptionist"]
    assert any(c.label.startswith("Escape to the level 2 hallway") for c in offered.choices)


def test_nc_resp_02_the_escape_says_the_faces_it_needs():
    """NC-RESP-02 (4-6), with a monster's drawback on the escape die (the Janitor's Hound: -1, so 5-6) and
    its odds beside it."""
    t = Table([[], ["janitors_hound#1", *EMPTY]])
    t.st.levels[1].open = True
    t.st.players[0].level = 2
    t.do(A.EnterRoom(0), 2, 2)
    escape = next(c for c in FC.offer(t.view()).choices if c.group == "escape")
    assert escape.label == "Try to escape (5–6)" and round(escape.odds * 6) == 2
    t2 = Table([["zombie_auditor#1", *EMPTY]])
    t2.do(A.EnterRoom(0), 2)
    escape = next(c for c in FC.offer(t2.view()).choices if c.group == "escape")
    assert escape.label == "Try to escape (4–6)" and round(escape.odds * 6) == 3


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_fight_moment_of_random_games_offers_exactly_the_legal_actions(seed):
    """Random games (the expansion on: infected fights, several monsters): at every moment of every fight,
    for every seat that may act, the window's choices are exactly its legal fight actions."""
    g = CorpGame()
    session = Session(g, {"players": 3, "expansion": True}, seed)
    rng = random.Random(seed)
    checked = 0
    for _ in range(700):
        st = session.state
        if g.outcome(st) is not None:
            break
        acting = g.to_act(st)
        for seat in acting if st.fight is not None else []:
            legal = tuple(g.legal_actions(st, seat))
            view = CorpView(g.view(st, seat), g.cards, seat, tuple(acting), legal, frozenset(), (), (), None, None)
            assert FC.reachable(view) == {a for a in legal if isinstance(a, FC.FIGHT_ACTIONS)}
            checked += 1
        seat = rng.choice(acting)
        session.submit(rng.choice(g.legal_actions(st, seat)))
    assert checked > 5


def test_the_two_weapon_plaque_says_which_dice_each_hand_rolls_NC_RESP_05_NC_RESP_13():
    """Play-test r23: the plaque for fighting with the two weapons you carry (NC-PLOT-08) had the hint every
    attack had ("Each hand is its own roll: a base die plus the weapon's dice"), which said neither which
    weapon is in which hand nor what each rolls. Its hint says it in a player's words: one weapon in each
    hand, two attack rolls one after the other (NC-RESP-13), and each hand's dice."""
    t = Table([["zombie_auditor#1", *EMPTY]], weapons={0: ["letter_opener#1", "crowbar#1"]})
    t.do(A.EnterRoom(0), 2, 2, 2, 2)
    two = [c for c in FC.offer(t.view()).choices if len(c.rolls) == 2 and not any(r.fist for r in c.rolls)]
    assert two, [c.label for c in FC.offer(t.view()).choices]
    tip = two[0].tip
    assert tip.startswith("Two weapons, one in each hand"), tip
    first, second = two[0].rolls
    assert (
        f"first the {'Letter Opener' if first.hand.startswith('letter') else 'Crowbar'} in one hand: {first.dice} dice"
        in tip
    ), tip
    assert f"in the other hand: {second.dice} dice" in tip, tip
    assert "−1 on each" in tip  # the Crowbar held in one hand keeps its drawback (NC-PLOT-09)
    assert "rolls the other hand first" in tip  # the swap chip beside it
