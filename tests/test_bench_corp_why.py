"""The balance analysis of NecronomiCORP (tabletop/bench/corp_why.py, issue 23): one game is the
simulator's game (same outcome for the same seed), and the summary counts the boss fights it saw."""

from __future__ import annotations

from tabletop.bench import corp_why
from tabletop.simulate import play_one


def test_a_game_is_the_simulators_and_its_boss_fight_is_counted():
    seed = 40_000
    line = play_one("corp", {"players": 4}, seed, ["default"])
    got = corp_why.one(4, False, seed)
    assert got["outcome"] == line["outcome"]
    assert got["alive_at_boss"] is None or 1 <= got["alive_at_boss"] <= 4
    summary = corp_why.summary([got], 4)
    assert summary["games"] == 1 and summary["win_rate"] == (1.0 if line["outcome"] == "boss slain" else 0.0)
