"""Dice defined by their faces in data, rolled through the RNG."""

import pytest

from tabletop.core.dice import Die, faces_of, roll_pool, tally
from tabletop.core.rng import RNG

COMBAT = Die.from_data("combat", [["attack"], ["attack", "attack"], ["defense"], ["gem"], [], ["attack", "gem"]])


def test_faces_come_from_data():
    assert COMBAT.faces[1] == ("attack", "attack")
    assert COMBAT.symbols() == {"attack", "defense", "gem"}


def test_roll_goes_through_rng_and_is_reproducible():
    a = roll_pool(COMBAT, 10, RNG(11))
    b = roll_pool(COMBAT, 10, RNG(11))
    assert a == b and all(0 <= i < 6 for i in a)


def test_every_face_turns_up():
    rng = RNG(1)
    assert set(roll_pool(COMBAT, 600, rng)) == set(range(6))


def test_tally_counts_double_symbols():
    counts = tally(faces_of(COMBAT, [1, 1, 5, 4]))
    assert counts["attack"] == 5 and counts["gem"] == 1 and counts["defense"] == 0


def test_probabilities():
    assert COMBAT.probability("attack") == pytest.approx(3 / 6)
    assert COMBAT.probability("attack", at_least=2) == pytest.approx(1 / 6)
    assert COMBAT.expected("attack") == pytest.approx(4 / 6)


def test_die_needs_faces():
    with pytest.raises(ValueError):
        Die("empty", ())
