"""Saves of a simulated game of each title, made once per session (`tabletop simulate --save-dir`)."""

from __future__ import annotations

from pathlib import Path

import pytest

# (game, seed, simulate's arguments): short whole games, each with fights and hidden cards
GAMES = {
    "rise": ["rise", "--seed", "1"],
    "corp": ["corp", "--seed", "5", "--players", "2"],
    "necromolds": ["necromolds", "--seed", "6"],
}


@pytest.fixture(scope="session")
def saves(tmp_path_factory) -> dict[str, Path]:
    """game -> the save file of one finished simulated game."""
    from tabletop import simulate

    out: dict[str, Path] = {}
    for game, argv in GAMES.items():
        folder = tmp_path_factory.mktemp(f"sim-{game}")
        assert simulate.main([*argv, "--games", "1", "--save-dir", str(folder)]) == 0
        (found,) = sorted(folder.glob("*.json"))
        out[game] = found
    return out
