"""Interaction as a stack of tools (after the python-tcod tutorial's input handlers).

A game screen keeps a `ToolStack`. Input goes to the top tool first; a tool answers each
event with a *result*:

- `PASS`: not mine, the tool below gets the event;
- `None` or `HANDLED`: taken, nothing else happens;
- an engine action (any other object): the screen submits it (a refusal is shown with its reason);
- another `Tool`: pushed on top;
- `DONE`: the tool that answered is popped; `Drop(tool)` pops a given tool;
- `Say(text)`: a short message shown over the table;
- a scene `Transition`: handed to the scene stack (leave the table, open a menu);
- a function of the view: called once the results before it are carried out (so it sees the
  state they made), its answer carried out in turn;
- a list of results: carried out in order; an action that is refused stops the rest.

A tool sees the table only through the read-only `view` it is handed (the view state of the
seat at the screen, the camera, the layout and hit tests: whatever the game's screen puts
there) and keeps its own state; it never writes the screen's attributes. `draw` changes
nothing. Esc pops the top tool (the screen does that, so every tool gets it for free).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any


class _Marker:
    def __init__(self, name: str) -> None:
        self.name = name

    def __repr__(self) -> str:
        return self.name


PASS = _Marker("PASS")  # the event is not this tool's: offer it to the tool below
HANDLED = _Marker("HANDLED")  # taken; nothing to submit
DONE = _Marker("DONE")  # pop this tool


@dataclass(frozen=True)
class Drop:
    """A result: pop this tool (wherever it is in the stack)."""

    tool: Tool


@dataclass(frozen=True)
class Say:
    """A result: show `text` over the table for a moment (`bad` for a warning)."""

    text: str
    bad: bool = False


class Tool:
    """One way of handling input; subclasses override what they need."""

    name = "tool"
    modal = False  # a modal tool takes every event (a window): nothing below sees input

    def handle(self, event: Any, view: Any) -> Any:
        """React to one input event; return a result (see the module docstring)."""
        return PASS

    def update(self, dt: float, view: Any) -> Any:
        """Advance the tool's own animations; may return a result (e.g. DONE when it has run out)."""
        return None

    def on_state(self, view: Any) -> Any:
        """The state changed (any seat's action, an undo): refresh, or return DONE to leave."""
        return None

    def draw(self, surface: Any, view: Any) -> None:
        """Draw what the tool shows (read-only)."""

    def prompt(self, view: Any) -> tuple[str, tuple] | None:
        """A line for the banner while this tool is in hand (None: the screen's own prompt)."""
        return None


class ToolStack:
    """The tools in hand, bottom first. The bottom tool (the screen's idle handler) is never popped."""

    def __init__(self, base: Tool | None = None) -> None:
        self._tools: list[Tool] = [base] if base is not None else []

    def __iter__(self) -> Iterator[Tool]:
        return iter(self._tools)

    def __len__(self) -> int:
        return len(self._tools)

    @property
    def top(self) -> Tool | None:
        """The tool that gets input first."""
        return self._tools[-1] if self._tools else None

    def push(self, tool: Tool) -> Tool:
        """Put a tool on top."""
        self._tools.append(tool)
        return tool

    def pop(self, tool: Tool | None = None) -> Tool | None:
        """Remove `tool` (default the top one); the base tool stays."""
        if len(self._tools) <= 1:
            return None
        if tool is None:
            return self._tools.pop()
        if tool in self._tools[1:]:
            self._tools.remove(tool)
            return tool
        return None

    def find(self, kind: type) -> Tool | None:
        """The topmost tool of a type, if any."""
        for tool in reversed(self._tools):
            if isinstance(tool, kind):
                return tool
        return None

    def remove_all(self, kind: type) -> int:
        """Remove every tool of a type (never the base); returns how many."""
        keep = self._tools[:1] + [t for t in self._tools[1:] if not isinstance(t, kind)]
        n = len(self._tools) - len(keep)
        self._tools = keep
        return n

    def clear(self) -> None:
        """Drop everything in hand (the base tool stays)."""
        del self._tools[1:]

    def in_hand(self) -> bool:
        """True when any tool above the base is in hand."""
        return len(self._tools) > 1

    def route(self, event: Any, view: Any) -> tuple[Tool | None, Any]:
        """Offer an event top down; returns (the tool that took it, its result) or (None, PASS)."""
        for tool in reversed(list(self._tools)):
            result = tool.handle(event, view)
            if result is not PASS:
                return tool, result
            if tool.modal:
                return tool, HANDLED
        return None, PASS

    def draw(self, surface: Any, view: Any) -> None:
        """Draw the tools bottom up."""
        for tool in list(self._tools):
            tool.draw(surface, view)


def flatten(result: Any) -> Iterable[Any]:
    """A result as a list of single results (lists and tuples of results are carried out in order)."""
    if isinstance(result, list):
        for r in result:
            yield from flatten(r)
    else:
        yield result
