"""A game's actions declared in one table: each action type, the phases (or stages) it may be taken
in, and its handler. Built at import, the table checks that every action of the game has exactly one
handler, so a new action without one fails as the game loads, not in play; dispatching is one lookup
instead of an if-chain, and the game calls the handler found with what its handlers take.
(boardgame.io's moves per phase, kept as data.)"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from tabletop.core.errors import IllegalAction

Handler = Callable[..., None]  # called by the game with what its handlers take (state, action, events...)


@dataclass(frozen=True)
class Row:
    """One action type's row: the phases it may be taken in (None: any) and its handler."""

    phases: frozenset[str] | None
    handler: Handler


def row(handler: Handler, *phases: str) -> Row:
    """A row for the table: `row(handler)` in any phase, `row(handler, "move", "play")` only in those."""
    return Row(frozenset(phases) if phases else None, handler)


class ActionTable:
    """The declared actions of a game and their handlers (see the module's docstring).

    `actions`: every action type the game has (its tagged union's members); `rows`: action type -> Row;
    `words`: how a phase is named in a refusal ("phase 3 (movement)"), by its key."""

    def __init__(
        self, game: str, actions: Iterable[type], rows: Mapping[type, Row], words: Mapping[str, str] | None = None
    ) -> None:
        actions = list(actions)
        missing = [a.__name__ for a in actions if a not in rows]
        unknown = [a.__name__ for a in rows if a not in actions]
        if missing or unknown:
            raise TypeError(
                f"{game}: the action table must name each action once: "
                + "; ".join(
                    part
                    for part in (
                        f"no handler for {', '.join(missing)}" if missing else "",
                        f"handlers for actions the game does not have: {', '.join(unknown)}" if unknown else "",
                    )
                    if part
                )
            )
        self.game = game
        self.rows: dict[type, Row] = dict(rows)
        self.words = dict(words or {})

    def phases_of(self, action_type: type) -> frozenset[str] | None:
        """The phases an action type may be taken in (None: any)."""
        return self.rows[action_type].phases

    def handler_for(self, action: Any, phase: str) -> Handler:
        """The handler of `action` in `phase`; IllegalAction for an action the game does not have, or one
        its phase does not allow ("not now: this is ...")."""
        found = self.rows.get(type(action))
        if found is None:
            raise IllegalAction(f"unknown action {type(action).__name__}")
        if found.phases is not None and phase not in found.phases:
            raise IllegalAction(f"not now: this is {self.words.get(phase, phase)}")
        return found.handler
