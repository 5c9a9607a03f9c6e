"""Bot levels (issue 25, "Bots at three levels, in every game"): the registry of levels, the settings
schema's level per seat, and the reading of a save's levels."""

from __future__ import annotations

import pytest

from tabletop import games
from tabletop.ai import corp_easy, necromolds_easy, necromolds_hard, rise_easy, rise_hard
from tabletop.ai.levels import bot_name, level_bot, levels_of, parse_levels, seat_levels
from tabletop.games.settings_schema import LEVELS, SettingsSchema, check_level


def test_every_game_has_easy_and_normal_and_the_board_games_hard():
    assert levels_of("necromolds") == ("easy", "normal", "hard")
    assert levels_of("rise") == ("easy", "normal", "hard")
    assert levels_of("corp") == ("easy", "normal")
    for game in games.game_names():
        assert games.spec_of(game).settings.levels == levels_of(game), game  # the form offers what exists


def test_each_level_is_its_own_bot_and_normal_is_the_default():
    assert level_bot("necromolds", "easy") is necromolds_easy.choose
    assert level_bot("necromolds", "hard") is necromolds_hard.choose
    assert level_bot("rise", "easy") is rise_easy.choose and level_bot("rise", "hard") is rise_hard.choose
    assert level_bot("corp", "easy") is corp_easy.choose
    from tabletop.ai import get_bot

    for game in ("necromolds", "rise", "corp"):
        assert level_bot(game, "normal") is get_bot(game, "default")
    assert bot_name("normal") == "default" and bot_name("hard") == "hard"


def test_a_level_a_game_has_no_bot_for_is_refused_by_name():
    with pytest.raises(ValueError, match="corp has no hard bot; its levels: easy, normal"):
        level_bot("corp", "hard")
    with pytest.raises(ValueError, match="expected a bot level"):
        level_bot("rise", "brutal")


def test_levels_from_the_command_line():
    assert parse_levels("hard,easy") == ["hard", "easy"]
    assert parse_levels(" Hard , normal ") == ["hard", "normal"]
    assert parse_levels(["easy"]) == ["easy"]
    with pytest.raises(ValueError, match=r"bots: expected a bot level .* got 'brutal'"):
        parse_levels("hard,brutal")
    with pytest.raises(ValueError, match="separated by commas"):
        parse_levels("hard,,easy")
    with pytest.raises(ValueError, match="3 levels given for 2 seats"):
        parse_levels("hard,easy,normal", seats=2)


def test_the_schema_checks_each_seats_level_in_the_ui_record():
    schema = games.spec_of("necromolds").settings
    ok = {"players": 2, "ui": {"bots": [1], "levels": {"1": "hard"}}}
    assert schema.check(ok) == ok
    assert schema.check({"players": 2, "ui": {"bots": [1]}})["ui"] == {"bots": [1]}  # an old save: normal
    with pytest.raises(
        ValueError, match=r"setting ui.levels: seat 2's bot level must be one of easy, normal, hard, not 'brutal'"
    ):
        schema.check({"players": 2, "ui": {"bots": [1], "levels": {"1": "brutal"}}})
    with pytest.raises(ValueError, match=r"setting ui.levels: '9' is not a seat \(0 to 3\)"):
        schema.check({"ui": {"levels": {"9": "easy"}}})
    with pytest.raises(ValueError, match=r"setting ui.levels: expected seats and their bot levels"):
        schema.check({"ui": {"levels": ["hard"]}})
    corp = games.spec_of("corp").settings
    with pytest.raises(ValueError, match="seat 1's bot level must be one of easy, normal, not 'hard'"):
        corp.check({"players": 2, "ui": {"levels": {"0": "hard"}}})


def test_a_schema_must_offer_normal():
    assert check_level("easy") == "easy" and LEVELS == ("easy", "normal", "hard")
    with pytest.raises(ValueError, match="levels: expected normal"):
        SettingsSchema(levels=("easy", "hard"))


def test_a_saves_levels_are_read_per_seat_and_odd_ones_left_to_normal():
    assert seat_levels({"bots": [1, 2], "levels": {"1": "hard", "2": "easy"}}) == {1: "hard", 2: "easy"}
    assert seat_levels({"bots": [1]}) == {} and seat_levels(None) == {} and seat_levels({"levels": "x"}) == {}
