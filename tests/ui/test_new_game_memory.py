"""Each game's new-game form offers the last choices a game was started from (play-tests r17: NecronomiCORP's
Aliens & Spirits back to Off, Rise's players, levels and attack rule forgotten), kept in the user's folder;
the file is checked value by value (a broken one never stops the form), and Defaults brings the game's usual
choices back."""

from __future__ import annotations

import json
import logging

import pytest

from tabletop import games
from tabletop.ui.scene import push
from tabletop.ui.scenes import form_memory
from tests.ui.conftest import press

pytestmark = pytest.mark.ui


def new_game(app, game):
    factory = games.resolve(games.spec_of(game).screens.new_game)
    app.stack.apply(push(factory(app.ctx)))
    app.step()
    return app.stack.top


def leave(app):
    from tabletop.ui.scene import pop

    app.stack.apply(pop())
    app.step()


def chosen(scene) -> tuple:
    """Everything the form holds (a Necromolds form's own choices too)."""
    form = scene.form
    levels = tuple(form.level(i) for i in range(form.players))
    extras = getattr(scene, "extras", None)
    return form.players, form.seats, levels, dict(form.values), extras


def choose_corp(scene):
    scene.set_players(3)
    scene.set_seat(1, "human")
    scene.next_level(2)  # normal -> easy
    scene.set_characters("special")  # brings Aliens & Spirits with it


def choose_rise(scene):
    scene.set_players(4)
    scene.next_level(2)  # normal -> hard
    scene.set_value("side", "large")
    scene.set_value("pvp", True)


def choose_necromolds(scene):
    scene.set_value("mode", "basic")
    scene.toggle_step("basic_skills")
    scene.set_players(3)
    scene.next_level(1)
    scene._set_colour(0, "Moss Green")  # swaps with seat 2's
    scene._set_clay(scene._clay_name(0.5))
    scene.choose_map(scene.maps[-1].stem)
    scene.toggle_fan("fan_high_ground")


CHOICES = {"corp": choose_corp, "rise": choose_rise, "necromolds": choose_necromolds}


@pytest.mark.parametrize("game", ["corp", "rise", "necromolds"])
def test_the_form_offers_the_choices_the_last_game_started_from(app, game):
    scene = new_game(app, game)
    fresh = chosen(scene)
    CHOICES[game](scene)
    made = chosen(scene)
    assert made != fresh
    assert scene.start() is not None and scene.message is None  # the game starts: its choices are kept
    assert form_memory.memory_path(game).is_file()
    leave(app)
    again = new_game(app, game)
    assert chosen(again) == made
    if game == "corp":
        assert again.form.values["expansion"] is True and again.form.values["characters"] == "special"
    # Defaults: the game's usual choices, as a form never started from
    press(app, next(b for b in again._actions if b.text == "Defaults"))
    assert chosen(app.stack.top) == fresh


def test_leaving_the_form_without_starting_keeps_the_last_started_choices(app):
    scene = new_game(app, "rise")
    choose_rise(scene)
    leave(app)
    assert not form_memory.memory_path("rise").exists()
    assert new_game(app, "rise").form.players == games.SPECS["rise"].settings.starting_players


BROKEN = [
    b"\x00\xff not json at all",
    b'{"players": 3, "seats": ["human", "bot"',  # cut short
    b"[" * 100_000 + b"]" * 100_000,  # nested past the parser's depth (and over the size limit)
    b"[" * 5_000 + b"]" * 5_000,  # nested past the parser's depth, under the size limit
    b'"just a string"',
    b"\xef\xbb\xbf{}",
]


@pytest.mark.parametrize("text", BROKEN, ids=["bytes", "cut", "deep-big", "deep", "string", "bom-empty"])
@pytest.mark.parametrize("game", ["corp", "rise", "necromolds"])
def test_a_broken_file_opens_the_form_at_the_defaults_and_says_so_in_the_log(app, game, text, caplog):
    scene = new_game(app, game)
    fresh = chosen(scene)
    leave(app)
    path = form_memory.memory_path(game)
    path.write_bytes(text)
    with caplog.at_level(logging.WARNING, logger="tabletop.ui"):
        again = new_game(app, game)
    assert app.stack.top is again and again.root is not None  # the form opened
    assert chosen(again) == fresh
    if text != b"\xef\xbb\xbf{}":  # an empty record is no problem
        assert any(str(path) in r.getMessage() for r in caplog.records), caplog.text


def test_a_folder_in_the_files_place_opens_the_form(app, caplog):
    form_memory.memory_path("rise").mkdir()
    with caplog.at_level(logging.WARNING, logger="tabletop.ui"):
        scene = new_game(app, "rise")
    assert scene.root is not None and "not a file" in caplog.text


def test_each_bad_value_is_dropped_by_name_and_the_good_ones_kept(app, caplog):
    """Out-of-range values are dropped (logged with the file and the field), unknown keys ignored, the
    rest taken: NecronomiCORP."""
    path = form_memory.memory_path("corp")
    path.write_text(
        json.dumps(
            {
                "players": 5,
                "seats": ["human", "alien", "bot", 7, "human", "bot"],
                "levels": ["normal", "hard", "easy"],  # corp has no hard bot
                "values": {
                    "expansion": "yes",  # a switch is true or false in this file
                    "characters": "wizards",
                    "teams": 99,
                    "target": 30,
                    "made_up": {"deep": [1, 2]},
                },
                "extras": ["not", "an", "object"],
                "unknown_top": 1,
            }
        )
    )
    with caplog.at_level(logging.WARNING, logger="tabletop.ui"):
        scene = new_game(app, "corp")
    form = scene.form
    assert form.players == 5
    assert form.seats == ("human", "bot", "bot", "bot", "human")  # seat 2 and 4 dropped: their defaults
    assert form.level(2) == "easy" and form.level(1) == "normal"
    assert form.values["expansion"] is False and form.values["characters"] == "basic" and form.values["teams"] == 0
    assert form.values["target"] == 30 and "made_up" not in form.values
    text = caplog.text
    for field in ("seats[1]", "seats[3]", "levels[1]", "values.expansion", "values.characters", "values.teams"):
        assert f"{path}: {field} = " in text, field
    assert "extras" in text and "made_up" not in text and "unknown_top" not in text


def test_necromolds_own_remembered_choices_are_checked(app, caplog):
    path = form_memory.memory_path("necromolds")
    path.write_text(
        json.dumps(
            {
                "players": 4,
                "values": {"mode": "chaos", "youngest": 3, "fan_four_corners": True, "map": "../../etc/passwd"},
                "extras": {
                    "colours": ["Moss Green", "Moss Green", "Hot Pink", None],
                    "map": "no_such_map",
                    "clay": 0.3,
                },
            }
        )
    )
    with caplog.at_level(logging.WARNING, logger="tabletop.ui"):
        scene = new_game(app, "necromolds")
    assert scene.form.players == 4 and scene.form.values["mode"] == "standard"
    assert scene.form.values["youngest"] == 3 and not scene.form.values.get("fan_four_corners")  # two players only
    colours = scene.extras.colours
    assert len(colours) == 4 and len(set(colours)) == 4 and colours[0] == "Moss Green"
    assert scene.extras.map == scene.maps[0].stem and scene.extras.clay == 1.0
    assert "map" not in scene.form.values  # the map is the form's own choice, not a value from the file
    for field in (
        "values.mode",
        "extras.colours[1]",
        "extras.colours[2]",
        "extras.colours[3]",
        "extras.map",
        "extras.clay",
    ):
        assert f"{path}: {field} = " in caplog.text, field


def test_a_check_that_fails_unexpectedly_still_opens_the_form_at_the_defaults(app, monkeypatch, caplog):
    """The last net: whatever a check missed raises while the record is taken, the form opens at the defaults."""
    scene = new_game(app, "necromolds")
    fresh = chosen(scene)
    leave(app)
    form_memory.memory_path("necromolds").write_text('{"players": 3, "extras": {"colours": ["Moss Green"]}}')

    def broken(*_args):
        raise TypeError("a check missed this")

    monkeypatch.setattr("tabletop.ui.necromolds.form_recall.recalled", broken)
    with caplog.at_level(logging.WARNING, logger="tabletop.ui"):
        again = new_game(app, "necromolds")
    assert again.root is not None and chosen(again) == fresh
    assert "new-game-necromolds.json" in caplog.text and "a check missed this" in caplog.text


def test_a_seats_level_outlives_a_smaller_game_in_between(app):
    """Play-test r24: Player 2 set to Easy, then a solo game (1 player), then back to 2 players: the form
    offered Player 2 at Normal, the Easy forgotten because only the solo game's seats were remembered."""
    scene = new_game(app, "necromolds")
    scene.set_players(2)
    scene.set_seat(1, "bot")
    while scene.form.level(1) != "easy":
        scene.next_level(1)
    assert scene.start() is not None and scene.message is None
    leave(app)
    solo = new_game(app, "necromolds")
    assert solo.form.level(1) == "easy"
    solo.set_players(1)
    assert solo.start() is not None and solo.message is None
    leave(app)
    again = new_game(app, "necromolds")
    assert again.form.players == 1
    again.set_players(2)
    assert again.form.seats[1] == "bot" and again.form.level(1) == "easy"
    assert again.bot_levels() == {1: "easy"}
