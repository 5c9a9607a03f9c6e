"""NecronomiCORP golden games (issue 23's speed work): the default bots' seeded games recorded before the
engine and the bots were made faster, and checked to stay identical: the same outcome, the same number of
actions, the same winners, the same actions (a hash of the saved log) and the same final state (the
save's fingerprint). A speed change that alters a rule or a bot's decision fails here.

The lines in corp_golden.json cover 1-6 players, co-op with and without Aliens & Spirits, the teams
variant and the special characters. A content change (balance numbers) changes the games: record them
again with `PYTHONPATH=. .venv/bin/python tests/ai/test_corp_golden.py` and say so in the commit.
"""

from __future__ import annotations

import hashlib
import json
import sys
import tempfile
from pathlib import Path

import pytest

from tabletop.simulate import play_one

GOLDEN_FILE = Path(__file__).with_name("corp_golden.json")

# (settings, seeds): what the golden file records.
PLAN: list[tuple[dict, tuple[int, ...]]] = [
    *[({"players": n}, (1, 2, 3)) for n in range(1, 7)],
    *[({"players": n, "expansion": True}, (1, 2, 3)) for n in range(1, 7)],
    ({"players": 4, "teams": 2}, (1, 2)),
    ({"players": 4, "teams": 2, "expansion": True}, (1,)),
    ({"players": 6, "teams": 2}, (1,)),
    ({"players": 6, "teams": 3, "expansion": True}, (1,)),
    ({"players": 3, "expansion": True, "special": True}, (1, 2)),
]
FAST = 4  # the first lines of the file checked in make test-fast; the rest are marked slow


def golden_line(settings: dict, seed: int) -> dict:
    """One game's figures: its summary line's outcome, actions and winners, a hash of its action log and
    the fingerprint of its final state, from its save."""
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "game.json"
        line = play_one("corp", settings, seed, ["default"], path)
        save = json.loads(path.read_text())
    log = json.dumps(save["actions"], sort_keys=True, separators=(",", ":"))
    return {
        "settings": settings,
        "seed": seed,
        "outcome": line["outcome"],
        "actions": line["actions"],
        "winners": line["winners"],
        "log": hashlib.sha256(log.encode()).hexdigest()[:16],
        "fingerprint": save["fingerprint"],
    }


def _golden() -> list[dict]:
    return json.loads(GOLDEN_FILE.read_text())


def _ids(line: dict) -> str:
    return "-".join(f"{k}{v}" for k, v in line["settings"].items()) + f"-seed{line['seed']}"


GOLDEN = _golden() if GOLDEN_FILE.exists() else []


@pytest.mark.parametrize(
    "want",
    [
        pytest.param(g, id=_ids(g)) if i < FAST else pytest.param(g, id=_ids(g), marks=pytest.mark.slow)
        for i, g in enumerate(GOLDEN)
    ],
)
def test_default_bot_games_unchanged(want):
    """A seeded default-bot game is the recorded one, action for action and to its final state."""
    assert golden_line(want["settings"], want["seed"]) == want


def test_golden_file_covers_the_plan():
    """Every recorded line is one of the plan's games (1-6 players, the expansion, the teams variant)."""
    planned = [(s, seed) for s, seeds in PLAN for seed in seeds]
    assert [(g["settings"], g["seed"]) for g in GOLDEN] == planned
    assert {g["settings"]["players"] for g in GOLDEN} == set(range(1, 7))


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
