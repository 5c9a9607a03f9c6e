"""The engine's refusal reasons in the words of the table (edges by name, plurals that agree)."""
from __future__ import annotations

import re


def _plural(match: re.Match) -> str:
    n, word = int(match.group(1)), match.group(2)
    return f"{n} {word}" + ("" if n == 1 else "s")


def reason(text: str) -> str:
    """A refusal as a player reads it: 'the top edge', not 'the y = 0 edge'; '1 monster', '2 monsters'."""
    text = re.sub(r"\(the y = 0 edge\)", "(the top edge)", text)
    text = re.sub(r"\(the y = [0-9.]+ edge\)", "(the bottom edge)", text)
    text = re.sub(r"\b(\d+) (\w+)\(s\)", _plural, text)
    return text[:1].upper() + text[1:]
