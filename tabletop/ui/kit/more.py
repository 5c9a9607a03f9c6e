"""'More in the rules' from a hover (issue 27): what a table hovers names a section of its game's rules
page; the tooltip says so in its last line, and F2 opens the page at that section.

A table asks its game's rules module which section a hover is about (`section_for(...)`, each game's
own), adds `more_lines(lines, section)` to the tooltip it draws, and answers `asks_more(event)` with
its `open_rules(at=section)`.
"""

from __future__ import annotations

import pygame

MORE_LINE = "F2: more in the rules"


def more_lines(lines: list[str], section: str | None) -> list[str]:
    """The tooltip's lines with the "more" line last, when the hover has a section (else as they are)."""
    return [*lines, MORE_LINE] if lines and section else list(lines)


def asks_more(event) -> bool:
    """F2 pressed: open the rules at the section of what the mouse rests on."""
    return event.type == pygame.KEYDOWN and event.key == pygame.K_F2
