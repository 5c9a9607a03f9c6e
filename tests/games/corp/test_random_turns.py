"""Random turns on the test cards, the fight stood in for (conftest's FakeFight leaves monsters abandoned):
every listed action is accepted, the invariants hold after each, the views hide what they must, the same
seed and actions give the same game, and the action codec round-trips."""

from __future__ import annotations

import random

import pytest

from tabletop.games.corp import actions as A
from tabletop.games.corp.state import HIDDEN
from tests.games.corp.helpers import game

CASES = [
    {"players": 1},
    {"players": 3},
    {"players": 4, "teams": 2},
    {"players": 6, "expansion": True},
    {"players": 6, "teams": 3, "expansion": True, "special": True},
]


def _playout(settings: dict, seed: int, steps: int = 400):
    g = game()
    st = g.initial_state(settings, seed)
    rng = random.Random(seed)
    log = []
    for _ in range(steps):
        acting = g.to_act(st)
        if not acting:
            break
        seat = acting[0]
        options = g.legal_actions(st, seat)
        assert options, f"seat {seat} must have a choice at step {st.turn.step}"
        # lean on exploring so the building gets climbed
        flips = [a for a in options if isinstance(a, (A.EnterRoom, A.EnterRevealed, A.LeaveRoom))]
        ups = [a for a in options if isinstance(a, A.GoToLevel) and a.level > st.players[seat].level]
        pool = ups or flips if rng.random() < 0.7 and (ups or flips) else options
        action = rng.choice(pool)
        assert A.decode(A.encode(action)) == action
        applied = g.apply(st, action)
        st = applied.state
        log.append(action)
        assert g.problems(st) == [], (action, g.problems(st))
        for viewer in (seat, None):
            v = g.view(st, viewer)
            assert all(c == HIDDEN for lv in v.levels for c in lv.stack)
            assert all(c == HIDDEN for c in v.plot_deck)
            assert all(k == str(viewer) for k in v.peeks)
    return g, st, log


@pytest.mark.parametrize("settings", CASES)
@pytest.mark.parametrize("seed", range(3))
def test_random_turns_keep_the_invariants(settings, seed, fake_fight):
    _playout(settings, seed)


def test_the_same_seed_and_actions_give_the_same_game(fake_fight):
    g, st, log = _playout({"players": 4, "expansion": True}, 7, steps=200)
    again = g.initial_state({"players": 4, "expansion": True}, 7)
    for a in log:
        again = g.apply(again, a).state
    assert g.snapshot(again) == g.snapshot(st)


def test_the_building_gets_climbed(fake_fight):
    """With the fight stood in for, random exploring opens levels (exits found, the last card as exit)."""
    best = 0
    for seed in range(4):
        _, st, _ = _playout({"players": 2}, seed, steps=1500)
        best = max(best, sum(lv.open for lv in st.levels))
    assert best >= 3
