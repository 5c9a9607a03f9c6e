"""The game protocol, checked on every registered game by random playouts.

For each game in `tabletop.games.game_names()` and each of its settings variants: playouts from
many seeds end; `apply` never changes its input; every listed legal action applies and `check`
agrees with `apply`; actions survive encode/decode (as JSON); a save replays to the same
fingerprint; and no seat's view changes when another seat does something hidden from it.
A game registered later is checked here without a line of this file changing; VARIANTS only
adds settings worth covering (players, modes) where a game has them.
"""
from __future__ import annotations

import json

import pytest

from tabletop.ai import get_bot
from tabletop.core.errors import IllegalAction
from tabletop.core.protocol import fingerprint, seat_count, view
from tabletop.core.rng import RNG
from tabletop.core.session import Session
from tabletop.games import game_names, get_game

# Settings worth covering per game; a game not named here is played with its defaults.
VARIANTS = {
    "necromolds": [{"mode": "basic"}, {"mode": "standard"}, {"mode": "advanced"},
                   {"mode": "standard", "players": 3}, {"mode": "advanced", "players": 4}],
}
SEEDS = range(4)
RANDOM_STEPS = 1500  # then the game's default bot plays on, so a playout ends (random
# monsters on a gridless map can dodge each other forever); every step is checked alike
STEP_LIMIT = 6000
DEEP_EVERY = 17  # every this many steps, apply every legal action (costly on gridless maps)


def _cases():
    for name in game_names():
        for settings in VARIANTS.get(name, [{}]):
            yield pytest.param(name, settings, id=f"{name}-" + "-".join(f"{k}={v}" for k, v in settings.items()))


def _supported(game, settings) -> bool:
    try:
        game.initial_state(settings, 0)
    except ValueError:
        return False
    return True


def _snap(game, state) -> str:
    return fingerprint(game.snapshot(state))


def _hidden_from(events, seat) -> bool:
    """True when none of these events shows `seat` anything beyond a public version."""
    return bool(events) and all(e.to is not None and seat not in e.to for e in events)


def _check_legal_all(game, state, seat) -> None:
    for action in game.legal_actions(state, seat):
        assert game.check(state, action) is None, f"listed legal but refused: {action!r}"


@pytest.mark.parametrize("name,settings", list(_cases()))
def test_random_playouts_keep_the_protocol(name, settings):
    """Random playouts: end, pure apply, legal = applies, check = apply, codecs, views."""
    game = get_game(name)
    if not _supported(game, settings):
        pytest.skip(f"{name} does not accept {settings} yet")
    bot = get_bot(name, "default")
    for seed in SEEDS:
        rng = RNG(seed, stream=11)
        session = Session(game, settings, seed)
        steps = 0
        while game.to_act(session.state):
            assert steps < STEP_LIMIT, f"{name} seed {seed}: no end after {STEP_LIMIT} actions"
            state = session.state
            before = _snap(game, state)
            seat = rng.choice(list(game.to_act(state)))
            actions = game.legal_actions(state, seat)
            assert actions, f"seat {seat} must act but has no legal action"
            action = rng.choice(actions) if steps < RANDOM_STEPS else bot(game, view(game, state, seat), seat, rng)
            data = game.encode_action(action)
            assert game.decode_action(json.loads(json.dumps(data))) == action
            if steps % DEEP_EVERY == 0:
                _check_legal_all(game, state, seat)
            views_before = {s: _snap(game, view(game, state, s)) for s in range(seat_count(game, state)) if s != seat}
            events = session.submit(action)
            assert _snap(game, state) == before, "apply changed the state it was given"
            for other, seen in views_before.items():
                if _hidden_from(events, other):
                    assert _snap(game, view(game, session.state, other)) == seen, (
                        f"seat {other}'s view changed when seat {seat} did something hidden from it: {action!r}")
            steps += 1
        outcome = game.outcome(session.state)
        assert outcome is not None
        seats = range(seat_count(game, session.state))
        assert all(w in seats for w in outcome.winners) and outcome.reason
        again = Session.from_save(game, session.to_save())
        assert _snap(game, again.state) == _snap(game, session.state)


@pytest.mark.parametrize("name", game_names())
def test_check_agrees_with_apply_on_refusals(name):
    """An action of a seat that may not act now is refused by check and by apply alike."""
    game = get_game(name)
    rng = RNG(5, stream=3)
    state = game.initial_state({}, 5)
    tried = 0
    for _ in range(400):
        acting = list(game.to_act(state))
        if not acting:
            break
        seat = rng.choice(acting)
        for other in range(seat_count(game, state)):
            if other in acting:
                continue
            # the acting seat's actions, as if another seat took them
            for action in game.legal_actions(state, seat)[:3]:
                forged = game.decode_action({**game.encode_action(action), "seat": other})
                reason = game.check(state, forged)
                try:
                    game.apply(state, forged)
                    refused = False
                except IllegalAction:
                    refused = True
                assert (reason is not None) == refused, f"check and apply disagree on {forged!r}"
                tried += 1
        state = game.apply(state, rng.choice(game.legal_actions(state, seat))).state
    assert tried > 0
