"""The game protocol, checked on every registered game by random playouts.

For each game in `tabletop.games.game_names()` and each of its settings variants: playouts from
many seeds end; `apply` never changes its input; every listed legal action applies and `check`
agrees with `apply`; actions survive encode/decode (as JSON); a save replays to the same
fingerprint; and no seat's view changes when another seat does something hidden from it.
A game registered later is checked here without a line of this file changing; its spec's variants
add settings worth covering (players, modes) and its playout budget bounds each playout.
"""

from __future__ import annotations

import json

import msgspec
import pytest

from tabletop.ai import get_bot
from tabletop.core.errors import IllegalAction
from tabletop.core.protocol import seat_count, validate_settings, view
from tabletop.core.rng import RNG
from tabletop.core.session import Session
from tabletop.games import SPECS, game_names, get_game

# Settings worth covering per game, from each game's spec (a game without any is played with its defaults).
VARIANTS = {name: [dict(v) for v in spec.variants] for name, spec in SPECS.items() if spec.variants}
SEEDS = range(4)
# Seconds one playout of a variant may take before it fails as hung (pytest-timeout): the spec's
# playout_budget; each seed is a test of its own, so the suite runs them side by side.
PLAYOUT_BUDGET = {name: spec.playout_budget for name, spec in SPECS.items()}
DEFAULT_BUDGET = 60.0
RANDOM_STEPS = 1500  # then the game's default bot plays on, so a playout ends (random
# monsters on a gridless map can dodge each other forever); every step is checked alike
STEP_LIMIT = 6000
DEEP_EVERY = 17  # every this many steps, apply every legal action (costly on gridless maps)


def _variant_id(name, settings) -> str:
    return f"{name}-" + "-".join(f"{k}={v}" for k, v in settings.items())


def _cases():
    for name in game_names():
        for settings in VARIANTS.get(name, [{}]):
            yield pytest.param(name, settings, id=_variant_id(name, settings))


def _seeded_cases(seeds):
    """Each variant and seed, a whole playout each: slow, and bounded by the game's budget."""
    for name in game_names():
        budget = PLAYOUT_BUDGET.get(name, DEFAULT_BUDGET)
        for settings in VARIANTS.get(name, [{}]):
            for seed in seeds:
                yield pytest.param(
                    name,
                    settings,
                    seed,
                    id=f"{_variant_id(name, settings)}-seed{seed}",
                    marks=[pytest.mark.slow, pytest.mark.timeout(budget)],
                )


def _supported(game, settings) -> bool:
    try:
        game.initial_state(settings, 0)
    except ValueError:
        return False
    return True


# The snapshot's canonical bytes (keys and sets sorted, as the JSON fingerprint sorts them): compared
# whole, never hashed, and about twenty times cheaper than the JSON the fingerprint makes.
_ENCODER = msgspec.msgpack.Encoder(order="deterministic", enc_hook=str)


def _snap(game, state) -> bytes:
    return _ENCODER.encode(game.snapshot(state))


def _hidden_from(events, seat) -> bool:
    """True when none of these events shows `seat` anything beyond a public version."""
    return bool(events) and all(e.to is not None and seat not in e.to for e in events)


def _check_legal_all(game, state, seat) -> None:
    for action in game.legal_actions(state, seat):
        assert game.check(state, action) is None, f"listed legal but refused: {action!r}"


@pytest.mark.parametrize("name,settings,seed", list(_seeded_cases(SEEDS)))
def test_random_playouts_keep_the_protocol(name, settings, seed):
    """Random playouts: end, pure apply, legal = applies, check = apply, codecs, views."""
    game = get_game(name)
    if not _supported(game, settings):
        pytest.skip(f"{name} does not accept {settings} yet")
    bot = get_bot(name, "default")
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
        events = session.submit(action)
        assert _snap(game, state) == before, "apply changed the state it was given"
        # `state` is unchanged (just checked), so each seat's view of it is what that seat saw before
        for other in range(seat_count(game, state)):
            if other != seat and _hidden_from(events, other):
                seen = _snap(game, view(game, state, other))
                assert _snap(game, view(game, session.state, other)) == seen, (
                    f"seat {other}'s view changed when seat {seat} did something hidden from it: {action!r}"
                )
        steps += 1
    outcome = game.outcome(session.state)
    assert outcome is not None
    seats = range(seat_count(game, session.state))
    assert all(w in seats for w in outcome.winners) and outcome.reason
    again = Session.from_save(game, session.to_save())
    assert _snap(game, again.state) == _snap(game, session.state)


@pytest.mark.parametrize("name", game_names())
def test_settings_are_validated_before_a_game_starts(name):
    """issue 9: every game refuses an unknown settings key with a ValueError naming it, refuses
    the test hook of forced dice on the registry's game, and allows `ui` (the table's own
    record) without the rules seeing it; `validate_settings` fills in the defaults, and the
    settings it returns start the same game."""
    game = get_game(name)
    with pytest.raises(ValueError, match="no_such_setting"):
        game.initial_state({"no_such_setting": 1}, 0)
    with pytest.raises(ValueError, match="test_forced_faces"):
        game.initial_state({"test_forced_faces": [0]}, 0)
    ui = {"bots": [1], "colours": [[200, 40, 40], [40, 40, 200]]}
    assert _snap(game, game.initial_state({"ui": ui}, 0)) == _snap(game, game.initial_state({}, 0))
    for settings in VARIANTS.get(name, [{}]) + [{"ui": ui}]:
        if _supported(game, settings):  # the settings filled in start the very same game
            filled = validate_settings(game, settings)
            assert _snap(game, game.initial_state(filled, 3)) == _snap(game, game.initial_state(settings, 3))


FORGE_SEEDS = range(2)
FORGE_RANDOM = 0.3  # share of random legal actions among the bot's, so the states vary


def _forge(game, action, seat):
    """The action as if `seat` took it: re-encoded with its `seat` changed, decoded again."""
    return game.decode_action({**game.encode_action(action), "seat": seat})


def _refused(game, state, action) -> str | None:
    """apply's refusal (None when it applied); check must give a refusal exactly then."""
    try:
        game.apply(state, action)
        reason = None
    except IllegalAction as refusal:
        reason = refusal.reason or "(no reason)"
    assert (game.check(state, action) is None) == (reason is None), f"check and apply disagree on {action!r}"
    return reason


@pytest.mark.parametrize("name,settings,seed", list(_seeded_cases(FORGE_SEEDS)))
def test_no_seat_acts_for_another(name, settings, seed):
    """issue 9: no seat acts for another. At every state of bot-and-random playouts, each legal
    action of an acting seat, re-encoded under every seat that may not act now
    (`decode_action({**encode_action(a), "seat": other})`), is refused by apply and by check;
    under another seat that may act too (both mold, all assign at once) check and apply agree.
    (A Move or Ranged whose seat was not the command's seat was accepted: 8,126 of 8,126.)"""
    game = get_game(name)
    if not _supported(game, settings):
        pytest.skip(f"{name} does not accept {settings} yet")
    bot = get_bot(name, "default")
    forged_kinds: set[str] = set()
    rng = RNG(seed, stream=7)
    state = game.initial_state(settings, seed)
    steps = 0
    while game.to_act(state):
        assert steps < STEP_LIMIT, f"{name} seed {seed}: no end after {STEP_LIMIT} actions"
        acting = list(game.to_act(state))
        seat = rng.choice(acting)
        actions = game.legal_actions(state, seat)
        for action in actions:
            data = game.encode_action(action)
            assert data.get("seat") == seat, f"an action must name the seat taking it: {data!r}"
            for other in range(seat_count(game, state)):
                if other == seat:
                    continue
                forged = _forge(game, action, other)
                reason = _refused(game, state, forged)
                if other not in acting:
                    assert reason is not None, (
                        f"seat {other} may not act now, yet {forged!r} was accepted (seat {seat}'s action)"
                    )
                    forged_kinds.add(str(data.get("type", type(action).__name__)))
        action = rng.choice(actions) if rng.random() < FORGE_RANDOM else bot(game, view(game, state, seat), seat, rng)
        state = game.apply(state, action).state
        steps += 1
    # a solo game (NecronomiCORP's one player) has no other seat to forge an action for
    assert forged_kinds or seat_count(game, state) == 1, (
        "no action was ever forged: the playouts never had a seat waiting"
    )
