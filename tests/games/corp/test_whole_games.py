"""Whole games on the shipped cards with the real fight: random play ends with an outcome, the invariants
hold after every action, the building is right for every seed (NC-BUILD on the real box)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tabletop.games.corp.game import CorpGame
from tabletop.games.corp.setup import room_pool

GAME = CorpGame()
SETTINGS = [
    {"players": 1},
    {"players": 4},
    {"players": 6, "expansion": True},
    {"players": 4, "teams": 2},
    {"players": 6, "teams": 3, "expansion": True},
    {"players": 3, "expansion": True, "special": True},
]


@pytest.mark.parametrize("settings", SETTINGS, ids=lambda s: "-".join(f"{k}={v}" for k, v in s.items()))
@pytest.mark.parametrize("seed", range(3))
def test_random_games_end_sound(settings, seed):
    st = GAME.initial_state(settings, seed)
    rng = random.Random(seed)
    for _ in range(20_000):
        if not GAME.to_act(st):
            break
        seat = rng.choice(GAME.to_act(st))
        st = GAME.apply(st, rng.choice(GAME.legal_actions(st, seat))).state
        assert GAME.problems(st) == []
    out = GAME.outcome(st)
    assert out is not None and out.reason
    assert st.outcome_word in ("boss slain", "party wiped", "team points", "out of time")  # random play may run out
    if settings.get("teams"):
        assert st.outcome_word == "team points" and out.winners


@pytest.mark.parametrize("expansion", [False, True])
def test_the_real_building_NC_BUILD_01_06_08(expansion):
    """NC-BUILD-01/06/08 on the shipped box, many seeds: sizes, one exit each, no monster below its level,
    with the expansion no Loot and the rest set aside."""
    cards = GAME.cards
    for seed in range(25):
        st = GAME.initial_state({"players": 4, "expansion": expansion}, seed)
        assert [len(lv.stack) for lv in st.levels] == [30, 25, 20, 15, 10]
        for lv in st.levels:
            assert [cards.room(c).exit_level for c in lv.stack if cards.room(c).kind == "exit"] == [lv.number]
            assert all(cards.room(c).level <= lv.number for c in lv.stack if cards.room(c).kind == "monster")
        placed = [c for lv in st.levels for c in lv.stack]
        assert Counter(placed + st.leftovers) == Counter(room_pool(cards, expansion))
        assert bool(st.leftovers) == expansion
        assert not expansion or not any(cards.room(c).kind == "loot" for c in placed + st.leftovers)
