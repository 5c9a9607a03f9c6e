"""Benchmark: bot-vs-bot Necromolds games per second in standard play."""
from __future__ import annotations

import time

from tabletop.simulate import play_one


def run(games: int = 5, seed: int = 1000) -> dict:
    """Play a few standard games and report the rate."""
    started = time.perf_counter()
    actions = 0
    for k in range(games):
        actions += play_one("necromolds", {"mode": "standard"}, seed + k, ["default", "default"])["actions"]
    elapsed = time.perf_counter() - started
    return {"necromolds_games_per_second": round(games / elapsed, 3),
            "necromolds_actions_per_second": round(actions / elapsed, 1), "games": games}
