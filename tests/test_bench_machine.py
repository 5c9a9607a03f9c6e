"""The machine-speed reading `make bench` prints beside its games a second (tabletop/bench/machine.py)."""

import pytest

from tabletop.bench import machine
from tabletop.bench.__main__ import available


def test_machine_reading_is_a_benchmark_of_make_bench():
    assert "machine" in available()


def test_reading_scales_the_loop_to_ten_million_and_compares_with_the_reference(monkeypatch):
    monkeypatch.setattr(machine, "loop_seconds", lambda additions: 0.32 * additions / 2_000_000)
    got = machine.run(additions=1_000_000)
    assert got["loop_seconds_per_10M"] == pytest.approx(1.6)
    assert got["relative_speed"] == pytest.approx(round(machine.REFERENCE_LOOP_SECONDS / 1.6, 2))


def test_a_real_short_loop_takes_some_time_and_grows_with_its_length():
    short = machine.loop_seconds(20_000, tries=1)
    long = machine.loop_seconds(400_000, tries=1)
    assert 0 < short < long


def test_nonsense_lengths_are_refused():
    with pytest.raises(ValueError):
        machine.loop_seconds(0)
    with pytest.raises(ValueError):
        machine.loop_seconds(10, tries=0)
