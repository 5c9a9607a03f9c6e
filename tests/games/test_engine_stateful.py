"""A hypothesis stateful test of every registered game's engine (issue 9).

For each game in `tabletop.games.game_names()` a RuleBasedStateMachine plays random legal
actions (and the game's default bot, so games reach their later stages) and throws illegal ones
at the engine: a legal action under a seat that may not act now, a legal action with one of its
numbers, names or lists made absurd (10**18, NaN, infinity, 100,000 characters or items), and
actions from an earlier state. After every step: the game's own invariants hold
(`problems(state)`: for Necromolds nothing off the map or overlapping another base or terrain,
no negative clay, gems or dice, dice counts the rules give), apply never changed its input,
an illegal action raised IllegalAction quickly and changed nothing, and check agreed with apply.
A game registered later gets a machine here without a line of this file changing.
"""

from __future__ import annotations

import json
import math
import time

import pytest
from hypothesis import HealthCheck, Phase, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from tabletop.ai import get_bot
from tabletop.core.errors import IllegalAction
from tabletop.core.protocol import fingerprint, problems, seat_count, view
from tabletop.core.rng import RNG
from tabletop.games import game_names, get_game
from tests.games.test_every_game import VARIANTS

# Whole games played by the bots and then random steps: slow (make test runs it, make test-fast does not).
pytestmark = pytest.mark.slow

WARMUP = 400  # most bot actions played before the random steps (a whole Necromolds game is ~300-600)
QUICK = 0.5  # seconds: refusing an absurd action does no work that depends on it
ABSURD_NUMBERS = (10**18, -(10**18), 2**70, float("nan"), float("inf"), float("-inf"), 1e300)
LONG = 100_000
KEPT = 40  # actions remembered from earlier states
# No shrinking: each step of a real engine is slow, and the printed steps already replay a failure.
RUN = settings(
    max_examples=6,
    stateful_step_count=20,
    deadline=None,
    phases=[Phase.explicit, Phase.reuse, Phase.generate],
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


def _snap(game, state) -> str:
    return fingerprint(game.snapshot(state))


def _absurd(value, pick: int):
    """An absurd stand-in for one encoded value: no rule of any game allows it."""
    if isinstance(value, bool):
        return None
    if isinstance(value, (int, float)):
        return ABSURD_NUMBERS[pick % len(ABSURD_NUMBERS)]
    if isinstance(value, str) or value is None:
        return "x" * LONG
    if isinstance(value, (list, tuple)):
        if value and pick % 2:  # an absurd item inside the list
            return [_absurd(value[0], pick // 2) or value[0]] + list(value[1:])
        return [value[0] if value else 10**18] * LONG
    return None


def machine_for(name: str):
    """The state machine for one registered game."""
    game = get_game(name)
    bot = get_bot(name, "default")
    variants = VARIANTS.get(name, [{}])

    class EngineMachine(RuleBasedStateMachine):
        """Random legal and illegal actions against one game's engine."""

        @initialize(variant=st.sampled_from(variants), seed=st.integers(0, 2**16), warmup=st.integers(0, WARMUP))
        def start(self, variant, seed, warmup):
            self.state = game.initial_state(variant, seed)
            self.rng = RNG(seed, stream=13)
            self.past: list = []
            for _ in range(warmup):
                if not game.to_act(self.state):
                    break
                self._apply(self._bot_action())

        # -- helpers ---------------------------------------------------------------------
        def _bot_action(self):
            seat = self.rng.choice(list(game.to_act(self.state)))
            return bot(game, view(game, self.state, seat), seat, self.rng)

        def _apply(self, action):
            before = _snap(game, self.state)
            applied = game.apply(self.state, action)
            assert _snap(game, self.state) == before, f"apply changed the state it was given: {action!r}"
            self.past = (self.past + [action])[-KEPT:]
            self.state = applied.state

        def _refuses(self, action, why: str) -> None:
            """The action is illegal: IllegalAction, quickly, nothing changed, check agrees."""
            before = _snap(game, self.state)
            start = time.perf_counter()
            with pytest.raises(IllegalAction) as refusal:
                game.apply(self.state, action)
            took = time.perf_counter() - start
            assert took < QUICK, f"{why}: {took:.2f} s to refuse {str(action)[:200]}"
            assert refusal.value.reason, f"{why}: a refusal without words"
            assert game.check(self.state, action) == refusal.value.reason
            assert _snap(game, self.state) == before, f"{why}: a refusal changed the state"

        def _legal_pick(self, data):
            acting = list(game.to_act(self.state))
            seat = data.draw(st.sampled_from(acting), label="seat")
            actions = game.legal_actions(self.state, seat)
            assert actions, f"seat {seat} must act but has no legal action"
            return seat, acting, data.draw(st.sampled_from(actions), label="action")

        # -- rules -----------------------------------------------------------------------
        @precondition(lambda self: game.to_act(self.state))
        @rule(data=st.data())
        def legal_action(self, data):
            """A random legal action applies (and survives JSON encoding)."""
            _seat, _acting, action = self._legal_pick(data)
            assert game.decode_action(json.loads(json.dumps(game.encode_action(action)))) == action
            self._apply(action)

        @precondition(lambda self: game.to_act(self.state))
        @rule()
        def bot_action(self):
            """The default bot moves the game on (to later stages than random play reaches)."""
            self._apply(self._bot_action())

        @precondition(lambda self: game.to_act(self.state))
        @rule(data=st.data())
        def forged_seat(self, data):
            """A legal action under a seat that may not act now is refused."""
            seat, acting, action = self._legal_pick(data)
            waiting = [s for s in range(seat_count(game, self.state)) if s not in acting]
            others = waiting + [-1, seat_count(game, self.state), 10**18]
            other = data.draw(st.sampled_from(others), label="forged seat")
            forged = game.decode_action({**game.encode_action(action), "seat": other})
            self._refuses(forged, f"seat {other} acting for seat {seat}")

        @precondition(lambda self: game.to_act(self.state))
        @rule(data=st.data(), pick=st.integers(0, 1000))
        def absurd_value(self, data, pick):
            """A legal action with one number, name or list made absurd is refused."""
            _seat, _acting, action = self._legal_pick(data)
            encoded = game.encode_action(action)
            keys = [k for k, v in encoded.items() if k not in ("type", "seat") and _absurd(v, pick) is not None]
            if not keys:
                return
            key = data.draw(st.sampled_from(keys), label="field")
            hostile = {**encoded, key: _absurd(encoded[key], pick)}
            try:
                forged = game.decode_action(hostile)
            except ValueError:
                return  # the codec refuses it already
            self._refuses(forged, f"{key} made absurd")

        @precondition(lambda self: game.to_act(self.state) and self.past)
        @rule(data=st.data())
        def stale_action(self, data):
            """An action from an earlier state is refused without change, or is legal here too."""
            action = data.draw(st.sampled_from(self.past), label="earlier action")
            reason = game.check(self.state, action)
            if reason is None:
                self._apply(action)
            else:
                self._refuses(action, "an action from an earlier state")

        @precondition(lambda self: not game.to_act(self.state))
        @rule(data=st.data())
        def after_the_end(self, data):
            """Once the game is over, every action is refused (the last ones played, any seat)."""
            if not self.past:
                return
            action = data.draw(st.sampled_from(self.past), label="action after the end")
            seat = data.draw(st.integers(0, seat_count(game, self.state) - 1), label="seat")
            self._refuses(game.decode_action({**game.encode_action(action), "seat": seat}), "an action after the end")

        # -- after every step --------------------------------------------------------------
        @invariant()
        def sound(self):
            """The game's own invariants hold, and the game is over exactly when nobody acts."""
            if not hasattr(self, "state"):
                return
            wrong = problems(game, self.state)
            assert not wrong, f"{name}: " + "; ".join(wrong)
            assert (game.outcome(self.state) is None) == bool(game.to_act(self.state))
            snapshot = json.dumps(game.snapshot(self.state), default=str)
            assert "NaN" not in snapshot and "Infinity" not in snapshot

    EngineMachine.__name__ = f"{name.title()}Machine"
    EngineMachine.TestCase.settings = RUN
    return EngineMachine


for _name in game_names():
    globals()[f"TestEngine_{_name}"] = machine_for(_name).TestCase
del _name


def test_every_registered_game_has_a_machine():
    """The machine above covers each registered game (none is skipped by a name list)."""
    assert set(game_names()) == {k[len("TestEngine_") :] for k in globals() if k.startswith("TestEngine_")}
    assert math.isnan(ABSURD_NUMBERS[3])
