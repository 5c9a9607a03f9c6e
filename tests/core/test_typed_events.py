"""Typed events (issue 20): an Event made from a record carries it, its kind and data derived from it
(the same keys in the same order as the dicts they replace), and a seat that may not see it gets the
public record instead."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

import pytest

from tabletop.core.protocol import Event, EventRecord, events_for


@dataclass(frozen=True)
class Drew(EventRecord):
    KIND: ClassVar[str] = "draw"
    seat: int
    cards: list[str]


@dataclass(frozen=True)
class DrewSome(EventRecord):
    KIND: ClassVar[str] = "draw"
    seat: int
    count: int


@dataclass(frozen=True)
class Walked(EventRecord):
    KIND: ClassVar[str] = "move"
    OPTIONAL: ClassVar[frozenset[str]] = frozenset({"facing"})
    monster: str
    length: float
    facing: float | None = None


def test_an_event_of_a_record_has_the_records_kind_and_fields_as_its_data():
    e = Event.of(Drew(0, ["a", "b"]), "Player 1 draws A and B.")
    assert e.kind == "draw" and isinstance(e.record, Drew) and e.record.cards == ["a", "b"]
    assert e.data == {"seat": 0, "cards": ["a", "b"]} and dict(e.data) == {"seat": 0, "cards": ["a", "b"]}
    assert list(e.data) == ["seat", "cards"] and repr(e.data) == repr({"seat": 0, "cards": ["a", "b"]})
    assert e.data.get("seat") == 0 and "count" not in e.data and e.data.get("count") is None
    with pytest.raises(KeyError):
        e.data["count"]


def test_an_optional_field_is_left_out_of_the_data_while_it_is_none():
    assert dict(Event.of(Walked("m", 2.5), "").data) == {"monster": "m", "length": 2.5}
    assert dict(Event.of(Walked("m", 2.5, 90.0), "").data) == {"monster": "m", "length": 2.5, "facing": 90.0}


def test_a_seat_that_may_not_see_the_event_gets_the_public_record():
    e = Event.of(
        Drew(0, ["a"]), "Player 1 draws A.", to=(0,), public="Player 1 draws 1 card.", public_record=DrewSome(0, 1)
    )
    assert e.public_data == {"seat": 0, "count": 1}
    mine, theirs = events_for([e], 0)[0], events_for([e], 1)[0]
    assert mine is e
    assert theirs.text == "Player 1 draws 1 card." and isinstance(theirs.record, DrewSome) and theirs.to is None
    assert theirs.kind == "draw" and theirs.data == {"seat": 0, "count": 1} and theirs.public_record is None
    assert events_for([Event.of(Drew(0, ["a"]), "x", to=(0,))], 1) == ()


def test_events_made_the_old_way_still_work():
    e = Event("why", {"seat": 1}, "Player 2 (computer): because.")
    assert e.record is None and e.data == {"seat": 1} and e.for_seat(0) is e


def test_worded_later_words_only_when_read_and_is_an_event():
    """core.protocol.WordedLater (the simulator's fast path): the same kind, data, seats and records as
    Event.of; its text and public text are made by `words` when first read, once; replace and for_seat
    work on it as on an Event."""
    import dataclasses

    from tabletop.core.protocol import WordedLater

    @dataclasses.dataclass(frozen=True)
    class Said(EventRecord):
        KIND = "said"
        n: int

    asked: list = []

    def words(record) -> str:
        asked.append(record)
        return f"n is {record.n}"

    lazy = WordedLater.of_words(Said(1), words, to=(0,), public_record=Said(2), reveals=True)
    eager = Event.of(Said(1), "n is 1", (0,), "n is 2", Said(2), True)
    assert asked == []  # nothing worded yet
    assert (lazy.kind, dict(lazy.data), lazy.to, dict(lazy.public_data), lazy.reveals) == (
        eager.kind,
        dict(eager.data),
        eager.to,
        dict(eager.public_data),
        eager.reveals,
    )
    assert (lazy.text, lazy.public) == (eager.text, eager.public)
    # every field filled, as Event's own __init__ fills it
    assert [getattr(lazy, f.name) for f in dataclasses.fields(Event)] == [
        getattr(eager, f.name) for f in dataclasses.fields(Event)
    ]
    assert (lazy.text, lazy.public) == ("n is 1", "n is 2") and len(asked) == 2  # once each
    assert lazy.for_seat(1).text == "n is 2" and lazy.for_seat(0) is lazy
    assert dataclasses.replace(lazy, text="changed").text == "changed"
    alone = WordedLater.of_words(Said(3), words)
    assert alone.public == "" and alone.text == "n is 3"
