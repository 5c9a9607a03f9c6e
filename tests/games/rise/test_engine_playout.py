"""Seeded full Rise games with the default bot at every seat end with a Necromancer King (RN-WIN-01),
every state sound, views never showing another seat's hand (RN-SETUP-09)."""

from __future__ import annotations

import pytest

from tabletop.ai.rise_bot import choose
from tabletop.core.protocol import view
from tabletop.core.rng import RNG
from tabletop.games.rise.game import RiseGame
from tabletop.games.rise.state import HIDDEN


@pytest.mark.slow  # a whole game (or several) to the end
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_RN_WIN_01_bots_play_a_whole_game_to_a_necromancer_king(players):
    g = RiseGame()
    st = g.initial_state({"players": players}, 7)
    rngs = [RNG(7, stream=50 + s) for s in range(players)]
    steps = 0
    while g.to_act(st):
        seat = g.to_act(st)[0]
        v = view(g, st, seat)
        assert all(p.hand == [HIDDEN] * len(p.hand) for s, p in enumerate(v.players) if s != seat)
        st = g.apply(st, choose(g, v, seat, rngs[seat])).state
        assert not g.problems(st)
        steps += 1
        assert steps < 5000
    out = g.outcome(st)
    assert len(out.winners) == 1 and "13th" in out.reason and out.points[out.winners[0]] == 13


@pytest.mark.slow  # a whole game (or several) to the end
def test_the_same_seed_plays_the_same_game():
    g = RiseGame()

    def play():
        st = g.initial_state({"players": 3}, 3)
        rngs = [RNG(3, stream=s) for s in range(3)]
        while g.to_act(st):
            seat = g.to_act(st)[0]
            st = g.apply(st, choose(g, view(g, st, seat), seat, rngs[seat])).state
        return g.snapshot(st)

    assert play() == play()
