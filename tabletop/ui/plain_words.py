"""What the rules engine says, as a player reads it: without the checklist's rule numbers.

The engine names the rule behind a refusal or an event ("you must move: only on your own City may you
stand still (RN-MOVE-08)"): its tests match on them and a developer finds the rule by them. A player has
no checklist, and to them "(RN-MOVE-08)" reads as a debug view (a play-test found about a hundred such
strings at the tables). The screens show engine words through `plain`: the refusal, the log, tooltips
and wrapped text."""

from __future__ import annotations

import re

_ID = r"(?:RN|NM|NC)-[A-Z]+(?:-[A-Z]+)?-\d+[a-z]?"
# a bracket of rule numbers only: "(RN-APP-01, RN-PLAY-06)", "(NM-CLAY-02/04)", "(NM-SOLO-06..)"
_BRACKET = re.compile(rf"\s?\(\s*{_ID}(?:\s*(?:,|/|and|or|\.\.)\s*(?:{_ID}|\d+[a-z]?)?)*\s*\)")
# a rule number after other words in a bracket: "(no towers: RN-CITY-05)" keeps "(no towers)"
_TAIL = re.compile(rf"[\s,;:]+{_ID}(?:\s*(?:,|/|and)\s*(?:{_ID}|\d+[a-z]?))*(?=\))")


def plain(text: str) -> str:
    """`text` without the checklist's rule numbers (and the space or bracket that held them)."""
    if "-" not in text:
        return text  # most lines: nothing to do, no regular expression run
    return _TAIL.sub("", _BRACKET.sub("", text))
