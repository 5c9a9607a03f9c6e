"""Necromolds' in-place apply (issue 25's speed: the simulator's fast path, protocol hook
apply_in_place) gives the same game as apply: the same events and the same state after every action
of seeded default-bot games, and no list or record of the state is reachable twice (a handler sharing
one between two places would make the in-place game drift from the copied one later)."""

from __future__ import annotations

import pytest

from tabletop.ai.necromolds_bot import choose
from tabletop.bench.simulate import FAN_AND_CLAY
from tabletop.core.rng import RNG
from tabletop.core.session import Session
from tabletop.games.necromolds.game import NecromoldsGame
from tests.in_place import play_both_ways

GAME = NecromoldsGame()


@pytest.mark.parametrize(
    "settings,seed,steps",
    [
        ({"players": 2}, 5, 400),
        ({"players": 1}, 6, 300),  # solo: Basalt's actions inside the person's, worded later too
        pytest.param({"players": 4}, 3, 500, marks=pytest.mark.slow),
        pytest.param({"players": 2, **FAN_AND_CLAY}, 8, 500, marks=pytest.mark.slow),
    ],
)
def test_in_place_apply_is_apply(settings, seed, steps):
    st = GAME.initial_state(settings, seed)
    play_both_ways(GAME, choose, st, len(st.seats), seed, steps)


def test_session_submits_in_place_only_when_asked():
    session = Session(GAME, {"players": 2}, 4)
    first = session.state
    seat = GAME.to_act(first)[0]
    session.submit(GAME.legal_actions(first, seat)[0])
    assert session.state is not first  # apply: a new state
    second = session.state
    session.submit(GAME.legal_actions(second, GAME.to_act(second)[0])[0], in_place=True)
    assert session.state is second  # apply_in_place: the same state, changed


def test_in_place_events_are_worded_when_read_and_copied_ones_at_once():
    """The simulator's path words no event it never reads (words.WORD_LATER): an in-place apply's events
    hold no text until it is asked for, then the words of the copied apply's; a copied apply's are worded
    at once, and the switch is off again after each apply."""
    from tabletop.core.protocol import WordedLater
    from tabletop.games.necromolds import words as W

    st = GAME.initial_state({"players": 2}, 5)
    rng = RNG(5, stream=1000)
    for _ in range(40):
        seat = GAME.to_act(st)[0]
        action = choose(GAME, GAME.view(st, seat), seat, rng)
        copied = GAME.apply(st, action)
        assert not any(isinstance(e, WordedLater) for e in copied.events)
        moved = GAME.apply_in_place(st, action)
        assert W.WORD_LATER.get() is False
        assert all(isinstance(e, WordedLater) and "_text" not in e.__dict__ for e in moved.events)
        assert [e.text for e in moved.events] == [e.text for e in copied.events]
