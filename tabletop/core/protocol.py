"""The protocol every game implements, so AI, replay, the simulator and the UI are written once.

A game is a set of pure functions over an immutable-by-convention state:
- `initial_state(settings, seed)` builds the state, its RNG seeded from `seed`;
- `to_act(state)` says which seats may act now (empty when the game is over);
- `legal_actions(state, seat)` lists the actions a seat may take. Where a choice is
  continuous (a position on a gridless map) it lists the discrete choices and a sample of
  positions; `check(state, action)` tells whether any given action is legal and why not;
- `apply(state, action)` returns `Applied(new_state, events)` or raises `IllegalAction`;
  it never changes the state it was given. Dice and shuffles happen inside `apply`
  through the state's RNG, so the action log plus the seed is the whole game;
- `outcome(state)` is None while the game runs, then an `Outcome`;
- `encode_action` / `decode_action` turn actions into JSON-ready dicts and back;
- `snapshot(state)` is the full state as JSON-ready data (used to verify replays).
"""
from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from typing import Any, Mapping, Protocol, Sequence, runtime_checkable

from tabletop.core.errors import IllegalAction


@dataclass(frozen=True)
class Event:
    """Something that happened while applying an action (for the log and animations)."""

    kind: str
    data: Mapping[str, Any] = field(default_factory=dict)
    text: str = ""


@dataclass(frozen=True)
class Applied:
    """The result of a legal action: the next state and what happened."""

    state: Any
    events: tuple[Event, ...] = ()


@dataclass(frozen=True)
class Outcome:
    """How a game ended: the winning seats (0-based; several when they share the win)."""

    winners: tuple[int, ...]
    reason: str = ""


@runtime_checkable
class Game(Protocol):
    """What each game module provides (see the module docstring)."""

    name: str

    def initial_state(self, settings: Mapping[str, Any], seed: int) -> Any: ...
    def to_act(self, state: Any) -> Sequence[int]: ...
    def legal_actions(self, state: Any, seat: int) -> list[Any]: ...
    def check(self, state: Any, action: Any) -> str | None: ...
    def apply(self, state: Any, action: Any) -> Applied: ...
    def outcome(self, state: Any) -> Outcome | None: ...
    def encode_action(self, action: Any) -> dict: ...
    def decode_action(self, data: Mapping[str, Any]) -> Any: ...
    def snapshot(self, state: Any) -> dict: ...


def fingerprint(snapshot: Mapping[str, Any]) -> str:
    """A short stable hash of a state snapshot (canonical JSON)."""
    text = json.dumps(snapshot, sort_keys=True, separators=(",", ":"), default=str)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def try_apply(game: Game, state: Any, action: Any) -> tuple[Applied | None, str | None]:
    """Apply an action, turning a refusal into (None, reason) instead of an exception."""
    try:
        return game.apply(state, action), None
    except IllegalAction as refusal:
        return None, refusal.reason


__all__ = ["Event", "Applied", "Outcome", "Game", "IllegalAction", "fingerprint", "try_apply"]
