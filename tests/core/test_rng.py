"""Seeded RNG: same seed same draws, state saves and restores exactly (DESIGN: Conventions)."""

import json
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop.core.rng import RNG


def test_same_seed_same_sequence():
    a, b = RNG(42), RNG(42)
    assert [a.randint(1, 6) for _ in range(100)] == [b.randint(1, 6) for _ in range(100)]


def test_different_seeds_differ():
    a, b = RNG(1), RNG(2)
    assert [a.randbelow(1000) for _ in range(20)] != [b.randbelow(1000) for _ in range(20)]


def test_known_sequence_is_stable_across_versions():
    # Guards against an accidental change of the generator: old saves would replay differently.
    rng = RNG(5)
    assert [rng.randint(1, 6) for _ in range(10)] == [6, 4, 6, 3, 1, 3, 1, 3, 5, 2]


@given(seed=st.integers(0, 2**64 - 1), skip=st.integers(0, 50))
@settings(max_examples=50, deadline=None)
def test_state_round_trips_through_json(seed, skip):
    rng = RNG(seed)
    for _ in range(skip):
        rng.random()
    saved = json.loads(json.dumps(rng.get_state()))
    expected = [rng.randbelow(97) for _ in range(30)]
    restored = RNG.from_state(saved)
    assert [restored.randbelow(97) for _ in range(30)] == expected


def test_copy_is_independent():
    rng = RNG(7)
    twin = rng.copy()
    rng.random()
    assert rng != twin
    twin.random()
    assert rng == twin


def test_randint_is_roughly_uniform_and_in_range():
    rng = RNG(123)
    counts = Counter(rng.randint(1, 6) for _ in range(12000))
    assert set(counts) == {1, 2, 3, 4, 5, 6}
    for face in range(1, 7):
        assert 1800 < counts[face] < 2200


def test_random_float_range_and_large_bounds():
    rng = RNG(9)
    values = [rng.random() for _ in range(1000)]
    assert all(0.0 <= v < 1.0 for v in values)
    big = [rng.randbelow(10**15) for _ in range(100)]
    assert all(0 <= v < 10**15 for v in big) and len(set(big)) > 90


def test_shuffle_is_a_permutation_and_seeded():
    items = list(range(20))
    a, b = items[:], items[:]
    RNG(3).shuffle(a)
    RNG(3).shuffle(b)
    assert a == b and sorted(a) == items and a != items


def test_bad_state_is_refused():
    with pytest.raises(ValueError):
        RNG.from_state({"state": 1, "inc": 2})
    with pytest.raises(ValueError):
        RNG(1).randint(3, 2)
