"""The words of the turn's event records (events.py): WORDS maps a record type to its wording."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tabletop.content.corp.records import CorpCards
from tabletop.core.protocol import EventRecord

WORDS: dict[type, Callable[[Any, CorpCards], str]] = {}


def text(record: EventRecord, cards: CorpCards) -> str | None:
    """The line for a record of this module's kinds; None for another module's."""
    say = WORDS.get(type(record))
    return say(record, cards) if say is not None else None
