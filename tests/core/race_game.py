"""A tiny two-seat dice race implementing the game protocol, to test the engine generically.

Each turn a seat either rolls the die (adds the face to its score) or nudges (adds 1, no roll,
undoable). First to `target` wins.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from tabletop.core.action_types import require_typed
from tabletop.core.dice import Die
from tabletop.core.errors import IllegalAction
from tabletop.core.protocol import Applied, Event, Outcome
from tabletop.core.rng import RNG

D6 = Die.from_data("d6", [["pip"] * n for n in range(1, 7)])


@dataclass(frozen=True)
class Act:
    seat: int
    kind: str  # "roll" | "nudge"


@dataclass(frozen=True)
class RaceState:
    scores: tuple[int, int]
    turn: int
    target: int
    rng_state: dict


class RaceGame:
    name = "race"

    def initial_state(self, settings, seed):
        return RaceState((0, 0), 0, int(settings["target"]), RNG(seed).get_state())

    def to_act(self, state):
        return [] if self.outcome(state) else [state.turn]

    def legal_actions(self, state, seat):
        if seat not in self.to_act(state):
            return []
        return [Act(seat, "roll"), Act(seat, "nudge")]

    def check(self, state, action):
        if self.outcome(state):
            return "the game is over"
        if action.seat != state.turn:
            return f"it is seat {state.turn}'s turn"
        if action.kind not in ("roll", "nudge"):
            return f"unknown action {action.kind!r}"
        return None

    def apply(self, state, action):
        require_typed(action)  # a seat of None or "0" is refused before `check` compares it
        reason = self.check(state, action)
        if reason:
            raise IllegalAction(reason)
        rng = RNG.from_state(state.rng_state)
        if action.kind == "roll":
            face = D6.roll(rng)
            gain, events = face + 1, (Event("roll", {"seat": action.seat, "face": face}),)
        else:
            gain, events = 1, (Event("nudge", {"seat": action.seat}),)
        scores = list(state.scores)
        scores[action.seat] += gain
        new = replace(state, scores=tuple(scores), turn=1 - state.turn, rng_state=rng.get_state())
        return Applied(new, events)

    def outcome(self, state):
        winners = tuple(i for i, s in enumerate(state.scores) if s >= state.target)
        return Outcome(winners, "reached the target") if winners else None

    def encode_action(self, action):
        return {"seat": action.seat, "kind": action.kind}

    def decode_action(self, data):
        if set(data) != {"seat", "kind"}:
            raise ValueError(f"expected keys seat, kind; got {sorted(data)}")
        return Act(int(data["seat"]), str(data["kind"]))

    def snapshot(self, state):
        return {"scores": list(state.scores), "turn": state.turn, "target": state.target, "rng": state.rng_state}
