"""Issue 20: the shared command line names no game. `simulate` takes settings as `--set KEY=VALUE` and
checks them against the game's settings schema (the one the new-game form is drawn from) before the
game's own check; `replay` checks a save's settings against the schema too; `--help` lists every
game's settings from its schema. The dropped-in test game "tally" is given a schema stricter than
its engine, so only the schema can refuse what these tests give."""

from __future__ import annotations

import dataclasses

import pytest

from tabletop import games, replay, simulate
from tabletop.games.settings_schema import SettingsSchema, Whole
from tests import fake_game

STRICT = SettingsSchema(players=(2, 3), options=(Whole("target", "Target", 5, 20),))


@pytest.fixture
def strict_tally(monkeypatch):
    """tally registered with a schema of 2-3 players and a target of 5-20 (its engine takes 2-6 and any)."""
    fake_game.register(monkeypatch)
    monkeypatch.setitem(games.SPECS, "tally", dataclasses.replace(games.SPECS["tally"], settings=STRICT))


@pytest.mark.parametrize(
    "args,named",
    [
        (["--set", "players=5"], "players=5"),
        (["--players", "5"], "players=5"),  # the README's short form is the same setting
        (["--set", "target=50"], "target=50"),
    ],
)
def test_simulate_checks_settings_against_the_schema(strict_tally, capsys, args, named):
    assert simulate.main(["tally", "--games", "1", *args]) == 2
    captured = capsys.readouterr()
    assert named in captured.err and "expected a whole number from" in captured.err
    assert "Traceback" not in captured.err and captured.out == ""


def test_simulate_plays_settings_the_schema_allows(strict_tally, capsys):
    assert simulate.main(["tally", "--games", "1", "--seed", "3", "--players", "3", "--set", "target=12"]) == 0
    assert '"seats": 3' in capsys.readouterr().out


def test_simulate_has_no_game_specific_options(capsys):
    """--map was Necromolds' own option; settings go through --set (its map: --set map=NAME)."""
    with pytest.raises(SystemExit) as stop:
        simulate.main(["necromolds", "--games", "1", "--map", "twins_vale"])
    assert stop.value.code == 2


def test_simulate_help_lists_each_games_settings_from_its_schema():
    text = simulate.settings_help()
    for name, spec in games.SPECS.items():
        line = next(x for x in text.splitlines() if x.strip().startswith(f"{name}:"))
        assert all(f" {o.key}=" in line for o in spec.settings.options)
        if spec.settings.players_key:
            low, high = spec.settings.players
            assert f"{spec.settings.players_key}={low}..{high}" in line


def test_replay_refuses_a_save_whose_settings_the_schema_refuses(monkeypatch, tmp_path, capsys):
    """A save of 5 players replays while the schema allows 6 and is refused, naming the setting, once it
    allows 3 (the engine alone would replay it)."""
    fake_game.register(monkeypatch)
    assert (
        simulate.main(["tally", "--games", "1", "--seed", "2", "--set", "players=5", "--save-dir", str(tmp_path)]) == 0
    )
    save = next(tmp_path.glob("tally-*.json"))
    assert replay.main([str(save), "--verify"]) == 0
    capsys.readouterr()
    monkeypatch.setitem(games.SPECS, "tally", dataclasses.replace(games.SPECS["tally"], settings=STRICT))
    assert replay.main([str(save), "--verify"]) == 1
    err = capsys.readouterr().err
    assert "settings cannot start a game: setting players" in err and save.name in err
