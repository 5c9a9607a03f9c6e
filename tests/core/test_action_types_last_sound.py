"""core.action_types remembers the last action it found sound when nothing in it can change (a frozen
record of plain values), so the session's check and the game's own second check of the same object cost
one look. These tests hold the shortcut to the answer worked out from scratch: an action whose values
changed after its check (a record whose fields can be set again, a list inside a frozen one) is judged
again, never waved through."""

from __future__ import annotations

import dataclasses
import random

import msgspec

from tabletop.core import action_types as T
from tabletop.core.action_types import type_problem


class Frozen(msgspec.Struct, frozen=True):
    seat: int
    card: str = ""
    hands: tuple[str, ...] = ()


class Loose(msgspec.Struct):
    seat: int
    card: str = ""


@dataclasses.dataclass
class LooseData:
    seat: int
    count: int = 1


@dataclasses.dataclass(frozen=True)
class FrozenData:
    seat: int
    path: list[list[float]] = dataclasses.field(default_factory=list)


def _from_scratch(action) -> str | None:
    """type_problem with nothing remembered."""
    T._last_sound[0] = None
    return type_problem(action)


def test_a_record_whose_fields_can_be_set_again_is_judged_again():
    for loose in (Loose(seat=0), LooseData(seat=0)):
        assert type_problem(loose) is None
        assert type_problem(loose) is None
        loose.seat = None  # type: ignore[assignment]
        assert "seat must be a whole number, not None" in (type_problem(loose) or "")


def test_a_list_inside_a_frozen_record_is_judged_again():
    action = FrozenData(seat=0, path=[[1.0, 2.0]])
    assert type_problem(action) is None
    action.path.append(["x"])  # type: ignore[list-item]
    assert type_problem(action) is not None


def test_only_sealed_plain_actions_are_remembered():
    sound = Frozen(seat=1, card="a#1", hands=("fist",))
    assert type_problem(sound) is None and T._last_sound[0] is sound
    assert type_problem(Loose(seat=0)) is None and T._last_sound[0] is sound
    assert type_problem(FrozenData(seat=0, path=[[1.0, 2.0]])) is None and T._last_sound[0] is sound


def test_remembered_or_not_every_answer_is_the_answer_from_scratch():
    """Random actions, sound and not, each checked once, twice, and again after others: the same
    answer as with nothing remembered."""
    rnd = random.Random(23)
    seats = [0, 3, 5, None, "0", True, 2.5, 2**70]
    cards = ["a#1", "", 7, None]
    hands = [(), ("fist",), ("fist", "axe#1"), ["fist"], ("fist", 3), None]
    made = []
    for _ in range(400):
        kind = rnd.choice((Frozen, Loose, LooseData))
        if kind is LooseData:
            action = LooseData(seat=rnd.choice(seats), count=rnd.choice((1, 2.5, None)))  # type: ignore[arg-type]
        elif kind is Loose:
            action = Loose(seat=rnd.choice(seats), card=rnd.choice(cards))  # type: ignore[arg-type]
        else:
            action = Frozen(seat=rnd.choice(seats), card=rnd.choice(cards), hands=rnd.choice(hands))  # type: ignore[arg-type]
        made.append(action)
    expected = [_from_scratch(a) for a in made]
    T._last_sound[0] = None
    for _ in range(3):
        for index in rnd.sample(range(len(made)), len(made)):
            action = made[index]
            assert type_problem(action) == expected[index]
            assert type_problem(action) == expected[index]
    assert any(e is None for e in expected) and any(e is not None for e in expected)
