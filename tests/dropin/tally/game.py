"""A tiny game with hidden hands for 2..6 seats, to test the registry and the bots' views generically.

Each seat holds a secret number (1..3, drawn through the state's RNG). On its turn a seat
banks its number into its score and draws a new one. The first seat to reach `target`
ends the game; everyone's score is its points. A seat's view shows only its own number:
the others are None, and the view says whose it is (`viewer`), so a test can tell a view
from the real state. Found only when a test drops this folder in beside the real games
(tests/dropin/drop.py).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from tabletop.core.errors import IllegalAction
from tabletop.core.protocol import Applied, Event, Outcome
from tabletop.core.rng import RNG

REAL = "real"  # the viewer of the real state: not any seat


@dataclass(frozen=True)
class Bank:
    """Bank your secret number and draw another."""

    seat: int


@dataclass(frozen=True)
class TallyState:
    hands: tuple[int | None, ...]
    scores: tuple[int, ...]
    turn: int
    target: int
    rng: dict
    viewer: int | str | None = REAL


def _draw(rng: RNG) -> int:
    return rng.randint(1, 3)


class TallyGame:
    """The rules (see the module docstring)."""

    name = "tally"

    def initial_state(self, settings, seed):
        players = settings.get("players", 2)
        if not isinstance(players, int) or not 2 <= players <= 6:
            raise ValueError(f"players must be a whole number from 2 to 6, not {players!r}")
        target = settings.get("target", 12)
        if not isinstance(target, int) or target < 1:
            raise ValueError(f"a game must be able to end: {target!r} can never be reached")
        rng = RNG(int(seed))
        hands = tuple(_draw(rng) for _ in range(players))
        return TallyState(hands, (0,) * players, 0, target, rng.get_state())

    def to_act(self, state):
        return [] if self.outcome(state) else [state.turn]

    def legal_actions(self, state, seat):
        return [Bank(seat)] if seat in self.to_act(state) else []

    def check(self, state, action):
        try:
            self.apply(state, action)
        except IllegalAction as refusal:
            return refusal.reason
        return None

    def apply(self, state, action):
        if state.viewer != REAL:
            raise IllegalAction("a seat's view cannot be played on")
        if self.outcome(state):
            raise IllegalAction("the game is over")
        if not isinstance(action, Bank) or action.seat != state.turn:
            raise IllegalAction(f"it is seat {state.turn}'s turn")
        rng = RNG.from_state(state.rng)
        hands, scores = list(state.hands), list(state.scores)
        banked = hands[action.seat]
        scores[action.seat] += banked
        hands[action.seat] = _draw(rng)
        events = (
            Event(
                "bank",
                {"seat": action.seat, "value": banked},
                f"seat {action.seat} banks {banked}",
                to=(action.seat,),
                public=f"seat {action.seat} banks",
            ),
            # the turn passing is public: every seat's view changes with it (the generic test's rule)
            Event("turn", {"seat": (state.turn + 1) % len(scores)}, f"seat {(state.turn + 1) % len(scores)}'s turn"),
        )
        new = replace(
            state, hands=tuple(hands), scores=tuple(scores), turn=(state.turn + 1) % len(scores), rng=rng.get_state()
        )
        return Applied(new, events)

    def outcome(self, state):
        if max(state.scores) < state.target:
            return None
        best = max(state.scores)
        winners = tuple(s for s, v in enumerate(state.scores) if v == best)
        return Outcome(winners, "reached the target", points=tuple(state.scores))

    def view(self, state, seat):
        hands = tuple(h if s == seat else None for s, h in enumerate(state.hands))
        return replace(state, hands=hands, viewer=seat)

    def seat_count(self, state):
        return len(state.scores)

    def encode_action(self, action):
        return {"seat": action.seat}

    def decode_action(self, data):
        return Bank(int(data["seat"]))

    def snapshot(self, state):
        return {
            "hands": list(state.hands),
            "scores": list(state.scores),
            "turn": state.turn,
            "target": state.target,
            "rng": state.rng,
        }


SEEN: list[tuple[int, Any]] = []  # (seat, what the bot was handed), for the tests to inspect


def recording_bot(game, state, seat, rng):
    """Banks; remembers what it was handed."""
    SEEN.append((seat, state))
    return game.legal_actions(state, seat)[0]
