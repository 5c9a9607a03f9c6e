"""The real fight inside the real game (corp-engine's CorpGame on its test cards, with the real death and
endgame): hand-laid fights through `apply`, and random playouts where every listed action is accepted
and the game's invariants hold after each."""

from __future__ import annotations

import random

import pytest

from tabletop.games.corp import actions as A
from tests.games.corp.helpers import building, empties, game, new, play

CASES = [
    {"players": 1},
    {"players": 2},
    {"players": 4, "teams": 2},
    {"players": 5, "expansion": True},
    {"players": 6, "teams": 3, "expansion": True, "special": True},
]


def _game(*levels, players=2, **kw):
    """A hand-laid building; the starting weapons put away (to the Plot discard) so no shot comes first."""
    g, st = new(players, test_building=building(*levels), characters=["c1", "c2", "c3", "c4"][:players], **kw)
    for p in st.players:
        st.plot_discard += [w.card for w in p.weapons]
        p.weapons = []
    return g, st


def test_a_monster_fight_through_the_game_nc_fight_01_nc_resp_18():
    """NC-FIGHT-01, NC-RESP-18 in the game: the door opens on a monster, it attacks, the player's blows
    kill it, its card goes to the level's discard and its loot is drawn once the fight is over."""
    g, st = _game(["m1#1", *empties(3)])
    st.forced = [5]
    st = play(g, st, A.EnterRoom(0))
    assert st.fight is not None and st.turn.step == "fight" and g.to_act(st) == [0]
    assert st.players[0].life == 9 - 1
    deck = len(st.plot_deck)
    st.forced = [6, 2, 6]
    st = play(g, st, A.Attack(0, hands=(A.FIST,)), A.Attack(0, hands=(A.FIST,)))
    assert st.fight is None and st.turn.step != "fight"
    assert "m1#1" in st.levels[0].discard and st.areas["m1#1"].discarded
    assert len(st.plot_deck) == deck - 1  # the one Plot of its loot, drawn after the fight (NC-ANAT-01)


def test_point_theft_through_the_game_nc_team_08():
    """NC-TEAM-08 in the game: a member of the other team comes to help and kills: their team scores."""
    g, st = _game(["m1#1", *empties(3)], players=4, teams=2)
    assert st.teams == [[0, 2], [1, 3]]
    st.forced = [2]
    st = play(g, st, A.EnterRoom(0), A.AskHelp(0))
    assert sorted(g.to_act(st)) == [1, 2, 3]
    st.forced = [6, 6]
    st = play(g, st, A.Help(2, join=False), A.Help(3, join=False), A.Help(1, join=True), A.Attack(1, hands=(A.FIST,)))
    assert st.points == [0, 0]
    st.forced = [2, 6]
    st = play(g, st, A.Attack(0, hands=(A.FIST,)), A.Attack(1, hands=(A.FIST,)))
    assert st.fight is None and st.points == [0, 1]


def test_contagion_through_the_game_nc_contag_01():
    """NC-CONTAG-01 in the game: the Alien (contagion) kills; at the end of the turn the dead character
    rises infected with two dice of life, and a fight with the others in that hallway follows if any."""
    g, st = _game(["x1#1", *empties(3)], players=2, expansion=True)
    st.players[0].life = 1
    st.forced = [6, 3, 4]  # the Alien's hit; then, the turn over, the two dice of the return
    st = play(g, st, A.EnterRoom(0))
    p = st.players[0]
    assert p.alive and p.infected == "alien" and p.life == 7 and p.room == "x1#1"
    assert st.turn.seat == 1 and st.fight is None  # Cal is in the hallway: no meeting


def _playout(settings: dict, seed: int, steps: int = 1500):
    g = game()
    st = g.initial_state(settings, seed)
    rng = random.Random(seed)
    fights = 0
    for _ in range(steps):
        acting = g.to_act(st)
        if not acting or st.winners is not None:
            break
        seat = rng.choice(acting)
        options = g.legal_actions(st, seat)
        assert options, f"seat {seat} must have a choice at step {st.turn.step}"
        flips = [a for a in options if isinstance(a, (A.EnterRoom, A.EnterRevealed))]
        ups = [a for a in options if isinstance(a, A.GoToLevel) and a.level > st.players[seat].level]
        attacks = [a for a in options if isinstance(a, (A.Attack, A.Shoot))]
        leaning = attacks or ups or flips
        action = rng.choice(leaning if leaning and rng.random() < 0.7 else options)
        was = st.fight
        st = g.apply(st, action).state
        fights += was is None and st.fight is not None
        assert g.problems(st) == [], (action, g.problems(st))
    return st, fights


@pytest.mark.parametrize("settings", CASES)
@pytest.mark.parametrize("seed", range(6))
def test_random_games_with_the_real_fight(settings, seed):
    _playout(settings, seed)


def test_random_games_do_fight():
    """The playouts above do reach fights (they are not a walk through empty rooms)."""
    assert sum(_playout({"players": 2}, seed)[1] for seed in range(3)) >= 3
