"""`tabletop simulate GAME --set bots=hard,easy` (issue 25): one bot level per seat, recorded in the
save's settings so the game reloads with them; bad levels are a message, not a traceback."""

from __future__ import annotations

import json

from tabletop import simulate
from tabletop.core.save import read_save
from tabletop.replay import session_from


def test_bots_setting_is_taken_out_as_levels_per_seat():
    settings = {"players": 3, "bots": "hard,easy"}
    names = simulate.take_levels("rise", settings, 1)
    assert names == ["hard", "easy"]
    assert "bots" not in settings  # not a rule's setting: the engine never sees it
    assert settings["ui"]["levels"] == {"0": "hard", "1": "easy", "2": "easy"}  # the last level repeats
    assert settings["ui"]["bots"] == [0, 1, 2]
    plain = {"players": 2}
    assert simulate.take_levels("rise", plain, 1) is None and plain == {"players": 2}


def test_normal_is_the_games_default_bot():
    settings = {"bots": "normal,easy"}
    assert simulate.take_levels("corp", settings, 1) == ["default", "easy"]


def test_a_rise_game_at_two_levels_is_played_and_saved_with_them(tmp_path, capsys):
    code = simulate.main(
        [
            "rise",
            "--games",
            "1",
            "--seed",
            "4",
            "--players",
            "2",
            "--set",
            "bots=hard,easy",
            "--save-dir",
            str(tmp_path),
        ]
    )
    assert code == 0
    lines = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    assert lines[-1]["finished"] == 1 and lines[-1]["errors"] == 0
    save = tmp_path / "rise-4.json"
    data = read_save(save)
    assert data.settings["ui"]["levels"] == {"0": "hard", "1": "easy"}
    assert session_from(save, data).outcome() is not None  # the save replays to the same end


def test_an_unknown_level_is_a_message(capsys):
    assert simulate.main(["rise", "--games", "1", "--set", "bots=hard,brutal"]) == 2
    err = capsys.readouterr().err
    assert "bots: expected a bot level (easy, normal, hard), got 'brutal'" in err and "Traceback" not in err


def test_a_level_the_game_has_no_bot_for_is_a_message(capsys):
    assert simulate.main(["corp", "--games", "1", "--set", "bots=hard"]) == 2
    assert "corp has no hard bot; its levels: easy, normal" in capsys.readouterr().err


def test_levels_and_bot_names_together_are_refused(capsys):
    assert simulate.main(["rise", "--games", "1", "--bots", "default", "--set", "bots=hard"]) == 2
    assert "not both" in capsys.readouterr().err


def test_a_solo_necromolds_game_records_one_level_against_basalt():
    settings = {"players": 1, "bots": "hard"}
    assert simulate.take_levels("necromolds", settings, 1) == ["hard"]
    assert settings["ui"]["levels"] == {"0": "hard"}  # Basalt's seat is the rules' own


def test_bots_by_name_take_normal_as_the_default_bot(capsys):
    """The screens and the README call the default bot's level normal, so `--bots normal,easy` plays it
    (it was refused as no such bot); an unknown name is still a message naming the known ones."""
    from tabletop.ai import get_bot

    for game in ("necromolds", "rise", "corp"):
        assert get_bot(game, "normal") is get_bot(game, "default")
    code = simulate.main(["rise", "--games", "1", "--seed", "4", "--players", "2", "--bots", "normal,easy", "--json"])
    out, err = capsys.readouterr()
    assert code == 0 and json.loads(out.splitlines()[0])["seed"] == 4, err
    code = simulate.main(["rise", "--games", "1", "--bots", "middling", "--json"])
    out, err = capsys.readouterr()
    assert code != 0 and "middling" in err and "normal" in err and "Traceback" not in err
