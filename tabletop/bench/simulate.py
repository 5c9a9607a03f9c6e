"""Benchmark: bot-vs-bot games per second for every registered game, with its default settings."""

from __future__ import annotations

import time

from tabletop.games import game_names
from tabletop.simulate import play_one


def run(games: int = 5, seed: int = 1000) -> dict:
    """Play a few games of each registered game and report the rates."""
    figures: dict = {"games": games}
    for name in game_names():
        started = time.perf_counter()
        actions = 0
        for k in range(games):
            actions += play_one(name, {}, seed + k, ["default"])["actions"]
        elapsed = time.perf_counter() - started
        figures[f"{name}_games_per_second"] = round(games / elapsed, 3)
        figures[f"{name}_actions_per_second"] = round(actions / elapsed, 1)
    return figures
