"""The Load list's line of a finished game names the game once, in its title (play-test r24: a finished
Rise game read 'Game over · Play… · Rise of the Necromancers, 3 players, round 25: …' at 150 %: the row
repeated the title its first line gives and cut the winner to make room for it)."""

from __future__ import annotations

import pytest

from tabletop.core.save import read_save
from tabletop.simulate import play_one
from tabletop.ui.games_info import game_title
from tabletop.ui.save_list import describe_save


@pytest.mark.parametrize("game", ["rise", "corp"])
def test_a_finished_games_line_does_not_repeat_its_title(game, tmp_path, user_home):
    path = tmp_path / f"{game}.json"
    play_one(game, {"players": 2} if game == "rise" else {}, 42, [], save_path=path)
    line = describe_save(read_save(path))
    assert line.startswith("Game over"), line
    assert game_title(game) not in line, line
    if game == "rise":  # RN-WIN-01: who won, read whole
        assert " won · 2 players, round " in line, line
