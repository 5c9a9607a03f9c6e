"""Benchmark: how fast this machine runs plain Python right now, to read the other figures by.

The shared machines these benchmarks run on are not always equally fast: the same tree ran two-player
Necromolds at 4.7 games a second one afternoon and 8.0 that evening (the evening's figures are the
README's, taken with this loop at 0.35 s per ten million additions). `make bench` prints this reading
beside the games a second, so figures taken at different times can be compared: a figure is judged
against a target at the speed it was measured at (`relative_speed` 1.0 is the reference below).
"""

from __future__ import annotations

import time

REFERENCE_LOOP_SECONDS = 0.35  # ten million additions in `loop_seconds`, when the README's figures were taken
LOOP = 2_000_000  # a fifth of the reference loop: about a fifth of a second here
TRIES = 3  # the best of three: another process can only slow a run, never speed it


def loop_seconds(additions: int = LOOP, tries: int = TRIES) -> float:
    """CPU seconds for `additions` additions in a plain loop, best of `tries`."""
    if additions < 1 or tries < 1:
        raise ValueError("additions and tries must be at least 1")
    best = float("inf")
    for _ in range(tries):
        started = time.process_time()
        total = 0
        for i in range(additions):
            total += i
        best = min(best, time.process_time() - started)
    return best


def run(additions: int = LOOP) -> dict:
    """The loop's time scaled to ten million additions, and the speed relative to the reference."""
    per_ten_million = max(loop_seconds(additions), 1e-9) * (10_000_000 / additions)
    return {
        "loop_seconds_per_10M": round(per_ten_million, 3),
        "relative_speed": round(REFERENCE_LOOP_SECONDS / per_ten_million, 2),
    }


if __name__ == "__main__":
    import json

    print(json.dumps(run()))
