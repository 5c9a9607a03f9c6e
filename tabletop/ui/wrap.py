"""Words filled into lines of a width, measured by whatever measures them (a pygame font, the rules
page's fonts by kind): pure, so the layouts that only place words (kit/rules_flow.py) need no pygame."""

from __future__ import annotations

from collections.abc import Callable, Iterable


def fill_lines(words: Iterable[str], width_of: Callable[[str], int], width: int) -> list[str]:
    """`words` filled into lines at most `width` wide by `width_of` (a word longer than the width
    gets a line of its own; no words, no lines)."""
    lines: list[str] = []
    cur = ""
    for word in words:
        trial = f"{cur} {word}" if cur else word
        if not cur or width_of(trial) <= width:
            cur = trial
        else:
            lines.append(cur)
            cur = word
    if cur:
        lines.append(cur)
    return lines
