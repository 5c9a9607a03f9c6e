"""NecronomiCORP's in-place apply (issue 23's speed: the simulator's fast path, protocol hook
apply_in_place) gives the same game as apply: the same events and the same state after every action of
seeded default-bot games, and no list or record of the state is ever reachable twice (a handler that
shared one between two places would make the in-place game drift from the copied one later)."""

from __future__ import annotations

import pytest

from tabletop.ai.corp_bot import choose
from tabletop.core.rng import RNG
from tabletop.core.session import Session
from tabletop.games.corp.game import CorpGame
from tests.in_place import play_both_ways

GAME = CorpGame()


@pytest.mark.parametrize(
    "settings,seed,steps",
    [
        ({"players": 4}, 5, 250),
        pytest.param({"players": 2, "expansion": True}, 8, 700, marks=pytest.mark.slow),
        pytest.param({"players": 6, "teams": 3, "expansion": True}, 3, 700, marks=pytest.mark.slow),
        pytest.param({"players": 5, "expansion": True}, 9, 1500, marks=pytest.mark.slow),
    ],
)
def test_in_place_apply_is_apply(settings, seed, steps):
    st = GAME.initial_state(settings, seed)
    play_both_ways(GAME, choose, st, st.players_n, seed, steps, records=True)


def test_session_submits_in_place_only_when_asked():
    session = Session(GAME, {"players": 2}, 4)
    first = session.state
    session.submit(GAME.legal_actions(first, GAME.to_act(first)[0])[-1])
    assert session.state is not first  # apply: a new state
    second = session.state
    session.submit(GAME.legal_actions(second, GAME.to_act(second)[0])[-1], in_place=True)
    assert session.state is second  # the hook: the same state, changed


@pytest.mark.parametrize(
    "settings,seed",
    [({"players": 4}, 5), pytest.param({"players": 6, "teams": 3, "expansion": True}, 3, marks=pytest.mark.slow)],
)
def test_in_place_words_read_late_are_the_words(settings, seed):
    """The in-place apply words its events only when their text is read (core WordedLater): read at the
    end of the game, every text is the one the copying apply worded at once, so no record shares a list
    that the game changes afterwards."""
    st = GAME.initial_state(settings, seed)
    copied_st = GAME.initial_state(settings, seed)
    rngs = [RNG(seed, stream=1000 + s) for s in range(st.players_n)]
    late, eager = [], []
    for _ in range(400):
        if GAME.outcome(st) is not None:
            break
        seat = GAME.to_act(st)[0]
        action = choose(GAME, GAME.view(st, seat), seat, rngs[seat])
        copied = GAME.apply(copied_st, action)
        copied_st = copied.state
        eager += [(e.text, e.public) for e in copied.events]
        late += GAME.apply_in_place(st, action).events
    assert len(late) == len(eager) > 100
    assert [(e.text, e.public) for e in late] == eager


def test_in_place_events_are_worded_only_when_read():
    st = GAME.initial_state({"players": 2}, 4)
    seat = GAME.to_act(st)[0]
    events = GAME.apply_in_place(st, GAME.legal_actions(st, seat)[-1]).events
    assert events and all(e.__dict__.get("_text") is None for e in events)
    assert all(e.text for e in events)  # and worded on reading
