"""Decks: build from counts, shuffle, draw, peek, put back in order, discard, reshuffle."""

import pytest

from tabletop.core.deck import Deck, DeckEmpty
from tabletop.core.rng import RNG


def test_from_counts_and_seeded_shuffle():
    a = Deck.from_counts({"bat": 3, "toad": 2, "ghoul": 1}, RNG(4))
    b = Deck.from_counts({"bat": 3, "toad": 2, "ghoul": 1}, RNG(4))
    assert len(a) == 6 and a.draw_pile == b.draw_pile
    assert sorted(a.draw_pile) == ["bat"] * 3 + ["ghoul"] + ["toad"] * 2


def test_draw_takes_from_top_and_peek_does_not():
    deck = Deck(["c", "b", "a"])  # a on top
    assert deck.peek(2) == ["a", "b"]
    assert len(deck) == 3
    assert deck.draw(2) == ["a", "b"]
    assert deck.draw_one() == "c"


def test_put_back_in_chosen_order():
    deck = Deck(["x", "c", "b", "a"])
    top = deck.draw(3)  # a, b, c
    deck.put_on_top([top[2], top[0], top[1]])  # player chose c, a, b
    assert deck.peek(4) == ["c", "a", "b", "x"]
    deck.put_on_bottom(["z"])
    assert deck.draw_pile[0] == "z"


def test_reorder_top():
    deck = Deck(["d", "c", "b", "a"])
    deck.reorder_top([2, 0, 1])  # peeked a, b, c -> c, a, b
    assert deck.peek(4) == ["c", "a", "b", "d"]
    with pytest.raises(ValueError):
        deck.reorder_top([0, 0, 1])


def test_reshuffles_discards_when_empty():
    deck = Deck(["a"])
    deck.discard(["b", "c", "d"])
    assert deck.draw(1) == ["a"]
    drawn = deck.draw(3, RNG(2))
    assert sorted(drawn) == ["b", "c", "d"] and deck.discard_pile == []


def test_empty_deck_raises():
    deck = Deck([], reshuffle_when_empty=False)
    with pytest.raises(DeckEmpty):
        deck.draw()
    with pytest.raises(DeckEmpty):
        Deck([]).draw()


def test_data_round_trip_and_copy():
    deck = Deck.from_counts({1: 2, 2: 2}, RNG(1))
    deck.discard([deck.draw_one()])
    clone = Deck.from_data(deck.to_data())
    assert clone.to_data() == deck.to_data()
    copy = deck.copy()
    copy.draw_one()
    assert len(copy) == len(deck) - 1
