"""How a game object hands its content to its rules: a game is made with its content (cards, maps,
dice: `game.content`) and each of its calls runs with that content in the game's slot, where the
rules' content accessor finds it. Outside a game's call the slot is empty and the accessor gives the
content of the active mods (what a new game would be made with).

A context variable rather than an argument through every rule: the rules of a game ask for content
in hundreds of places, and the slot is per thread and per call, so two games with different content
(a mod, a test's own cards) may be played side by side."""

from __future__ import annotations

import functools
from collections.abc import Callable
from contextvars import ContextVar
from typing import Any, Generic, TypeVar

T = TypeVar("T")
F = TypeVar("F", bound=Callable[..., Any])


class ContentSlot(Generic[T]):
    """The content of the game whose call is running (None outside one)."""

    def __init__(self, name: str):
        self._var: ContextVar[T | None] = ContextVar(name, default=None)
        # The content now: the variable's own get, no method around it (the rules ask thousands of times a game).
        self.get: Callable[[], T | None] = self._var.get

    def method(self, fn: F) -> F:
        """A game method that runs with its game's `content` in this slot."""
        var = self._var

        @functools.wraps(fn)
        def run(game, *args, **kwargs):
            token = var.set(game.content)
            try:
                return fn(game, *args, **kwargs)
            finally:
                var.reset(token)

        return run  # type: ignore[return-value]
