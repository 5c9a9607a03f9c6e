"""'More in the rules' from a hover (issue 27): what a table hovers names a section of its game's rules
page; the tooltip says so in its last line, and F2 opens the page at that section.

A table asks its game's rules module which section a hover is about (`section_for(...)`, each game's
own), adds `more_lines(lines, section)` (or `more_line()`) to the tooltip it draws, and answers
`asks_more(event)` with its `open_rules(at=section)`. Where a click on the table has no other meaning (the
replay viewer's watched table) the click opens it too, and the line says so (`offered_by_click`).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pygame

MORE_LINE = "Press F2: more in the rules"
MORE_BY_CLICK = "Click (or press F2): more in the rules"

_wording = [MORE_LINE]  # the line tooltips draw now (the last one pushed)


def more_line() -> str:
    """The tooltip's "more" line as it reads now: F2, or a click where a click offers it."""
    return _wording[-1]


@contextmanager
def offered_by_click() -> Iterator[None]:
    """While a table whose clicks mean nothing else draws (the replay viewer's): the line offers a click."""
    _wording.append(MORE_BY_CLICK)
    try:
        yield
    finally:
        _wording.pop()


def more_lines(lines: list[str], section: str | None) -> list[str]:
    """The tooltip's lines with the "more" line last, when the hover has a section (else as they are)."""
    return [*lines, more_line()] if lines and section else list(lines)


def asks_more(event) -> bool:
    """F2 pressed: open the rules at the section of what the mouse rests on."""
    return event.type == pygame.KEYDOWN and event.key == pygame.K_F2
