"""Necromolds golden games (issue 25's speed work): the normal bot's seeded games recorded before the
geometry and the bot were made faster, and checked to stay identical: the same outcome, the same number
of actions, the same winners, the same actions (a hash of the saved log) and the same final state (the
save's fingerprint). A speed change that alters a rule or a bot's decision fails here.

The lines in necromolds_golden.json cover 2, 3 and 4 players, the fan rules with More Fun with Clay and
two maps. A content or bot change that alters the games: record them again with
`PYTHONPATH=. .venv/bin/python tests/ai/test_necromolds_golden.py` and say why in the commit.
"""

from __future__ import annotations

import hashlib
import json
import sys
import tempfile
from pathlib import Path

import pytest

from tabletop.simulate import play_one

GOLDEN_FILE = Path(__file__).with_name("necromolds_golden.json")

# Every fan rule that a 2-4 player game may switch on, with More Fun with Clay.
FAN_AND_CLAY = {
    "fan_turn_order_choice": True,
    "fan_turn_order_gems": True,
    "fan_partial_cover": True,
    "fan_high_ground": True,
    "fan_directional": True,
    "fan_command_gems": True,
    "fan_wilder_wilds": True,
    "fan_decisive_combat": True,
    "fan_hindering_terrain": True,
    "clay_magic": True,
}
# (settings, seeds): what the golden file records.
PLAN: list[tuple[dict, tuple[int, ...]]] = [
    ({"players": 2}, (1, 2, 3, 4, 5, 6)),
    ({"players": 3}, (1, 2, 3)),
    ({"players": 4}, (1, 2, 3)),
    ({"players": 2, **FAN_AND_CLAY}, (1, 2, 3)),
    ({"players": 2, "fan_four_corners": True}, (1,)),
    ({"players": 3, **FAN_AND_CLAY}, (1,)),
    ({"players": 2, "mode": "advanced"}, (1, 2)),
    ({"players": 2, "mode": "basic"}, (1,)),
]
FAST = 3  # the first lines of the file checked in make test-fast; the rest are marked slow


def golden_line(settings: dict, seed: int) -> dict:
    """One game's figures: its outcome, actions and winners, a hash of its action log and the fingerprint
    of its final state, from its save."""
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "game.json"
        line = play_one("necromolds", settings, seed, ["default"], path)
        save = json.loads(path.read_text())
    log = json.dumps(save["actions"], sort_keys=True, separators=(",", ":"))
    return {
        "settings": settings,
        "seed": seed,
        "reason": line["reason"],
        "actions": line["actions"],
        "winners": line["winners"],
        "log": hashlib.sha256(log.encode()).hexdigest()[:16],
        "fingerprint": save["fingerprint"],
    }


def _golden() -> list[dict]:
    return json.loads(GOLDEN_FILE.read_text())


def _ids(line: dict) -> str:
    short = {k.removeprefix("fan_"): v for k, v in line["settings"].items()}
    if len(short) > 4:
        short = {"players": line["settings"]["players"], "fanclay": "all"}
    return "-".join(f"{k}{v}" for k, v in short.items()) + f"-seed{line['seed']}"


GOLDEN = _golden() if GOLDEN_FILE.exists() else []


@pytest.mark.parametrize(
    "want",
    [
        pytest.param(g, id=_ids(g)) if i < FAST else pytest.param(g, id=_ids(g), marks=pytest.mark.slow)
        for i, g in enumerate(GOLDEN)
    ],
)
def test_normal_bot_games_unchanged(want):
    """A seeded normal-bot Necromolds game is the recorded one, action for action and to its final state."""
    assert golden_line(want["settings"], want["seed"]) == want


@pytest.mark.parametrize(
    "settings",
    [
        pytest.param({"players": 2}, id="2p"),
        pytest.param({"players": 3, **FAN_AND_CLAY}, id="3p-fanclay", marks=pytest.mark.slow),
    ],
)
def test_same_seed_same_game_with_warm_caches(settings):
    """Determinism: a seed played twice in one process (the second time every geometry cache is warm
    from the first) is the same game, action for action and to its final state."""
    assert golden_line(settings, 17) == golden_line(settings, 17)


def test_golden_file_covers_the_plan():
    """Every recorded line is one of the plan's games (2-4 players, the fan rules and clay)."""
    planned = [(s, seed) for s, seeds in PLAN for seed in seeds]
    assert [(g["settings"], g["seed"]) for g in GOLDEN] == planned
    assert {g["settings"]["players"] for g in GOLDEN} == {2, 3, 4}


def record() -> None:
    """Play the plan's games and write the golden file."""
    lines = []
    for settings, seeds in PLAN:
        for seed in seeds:
            lines.append(golden_line(settings, seed))
            print(json.dumps(lines[-1]), flush=True)
    GOLDEN_FILE.write_text(json.dumps(lines, indent=1) + "\n")


if __name__ == "__main__":
    record()
    sys.exit(0)
