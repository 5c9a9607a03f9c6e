"""Every NecronomiCORP event worded once, from its typed record: the turn's records (events.py) by
turn_words.py, the fight's (fight_events.py) by fight_words.py. The table and the log show this text."""

from __future__ import annotations

from tabletop.content.corp.records import CorpCards
from tabletop.core.protocol import EventRecord
from tabletop.games.corp import fight_words, turn_words


def text(record: EventRecord, cards: CorpCards) -> str:
    """The player-facing line of an event record."""
    for module in (turn_words, fight_words):
        said = module.text(record, cards)
        if said is not None:
            return said
    raise KeyError(f"no words for the event {type(record).__name__}")
