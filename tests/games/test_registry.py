"""The rules-side registry, and `simulate` / `replay` finding any registered game through it.

The test game `tests.fake_game` (hidden hands, 2..6 seats) is registered for a test at a time,
by import strings as a real game is; nothing outside the registry entry names it.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabletop import replay, simulate
from tabletop.ai import bot_names, get_bot
from tabletop.core.protocol import Game
from tabletop.games import GAMES, game_names, get_game, resolve
from tests import fake_game


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_registered_game_resolves_its_engine_and_bots(name):
    game = get_game(name)
    assert isinstance(game, Game) and game.name == name  # the name saves record finds the game again
    assert "random" in bot_names(name)
    for bot in GAMES[name].bots:
        assert callable(get_bot(name, bot))
    assert callable(get_bot(name, "default"))


def test_an_unknown_game_or_bot_names_the_known_ones():
    with pytest.raises(KeyError) as err:
        get_game("chess")
    assert all(name in str(err.value) for name in game_names())
    with pytest.raises(KeyError) as err:
        get_bot(game_names()[0], "grandmaster")
    assert "random" in str(err.value)


def test_resolve_reads_import_strings_and_passes_objects_through():
    assert resolve("tests.fake_game:TallyGame") is fake_game.TallyGame
    assert resolve("tests.fake_game:TallyGame.view") is fake_game.TallyGame.view
    assert resolve(fake_game.recording_bot) is fake_game.recording_bot


def lines_of(capsys):
    return [json.loads(x) for x in capsys.readouterr().out.splitlines()]


def test_simulate_plays_three_seats_with_per_seat_figures_and_bots_see_views(monkeypatch, capsys, tmp_path):
    """`--set players=3` reaches the game; each line has three seats' figures (points from the outcome);
    the summary counts each seat's wins; every bot was handed its own seat's view."""
    fake_game.register(monkeypatch)
    args = ["tally", "--games", "4", "--seed", "9", "--set", "players=3", "--json", "--save-dir", str(tmp_path)]
    assert simulate.main(args) == 0
    lines = lines_of(capsys)
    games, summary = lines[:-1], lines[-1]
    assert len(games) == 4 and summary["errors"] == 0 and summary["finished"] == 4
    for line in games:
        assert line["seats"] == 3 and len(line["won"]) == 3 and len(line["points"]) == 3
        assert [s for s in range(3) if line["won"][s]] == line["winners"]
        assert max(line["points"]) >= 12 and line["points"][line["winners"][0]] == max(line["points"])
    assert len(summary["wins_per_seat"]) == 3
    assert summary["wins_per_seat"] == [sum(g["won"][s] for g in games) for s in range(3)]
    seats_seen = set()
    for seat, seen in fake_game.SEEN:
        seats_seen.add(seat)
        assert seen.viewer == seat and all(h is None for s, h in enumerate(seen.hands) if s != seat)
    assert seats_seen == {0, 1, 2}
    # The saves replay through the registry, and replay reports the points.
    save = sorted(tmp_path.glob("tally-*.json"))[0]
    assert replay.main([str(save), "--verify"]) == 0
    out = capsys.readouterr().out
    assert "tally" in out and "points [" in out and "verified" in out


def test_simulate_six_seats_and_one_bot_name_for_all(monkeypatch, capsys):
    fake_game.register(monkeypatch)
    assert simulate.main(["tally", "--games", "1", "--seed", "2", "--set", "players=6", "--bot", "random"]) == 0
    line = lines_of(capsys)[0]
    assert line["seats"] == 6 and len(line["points"]) == 6
    assert fake_game.SEEN == []  # "random" played every seat, not the default bot


@pytest.mark.parametrize(
    "setting,named", [("players=9", "players=9"), ('players="three"', 'players="three"'), ("target=0", "target=0")]
)
def test_a_bad_setting_is_a_message_naming_it(monkeypatch, capsys, setting, named):
    """The game validates its settings; simulate names the refused one (found even when the game's
    message does not say which: target) and prints no traceback."""
    fake_game.register(monkeypatch)
    assert simulate.main(["tally", "--games", "2", "--set", setting]) == 2
    captured = capsys.readouterr()
    assert named in captured.err and "Traceback" not in captured.err and captured.out == ""


def test_a_set_without_a_value_is_a_message(monkeypatch, capsys):
    fake_game.register(monkeypatch)
    assert simulate.main(["tally", "--set", "players"]) == 2
    assert "KEY=VALUE" in capsys.readouterr().err


def test_simulate_an_unknown_game_lists_the_known_ones(capsys):
    assert simulate.main(["chess", "--games", "1"]) == 2
    err = capsys.readouterr().err
    assert "chess" in err and all(name in err for name in game_names())


def test_replay_of_a_save_of_an_unregistered_game_is_a_message(monkeypatch, tmp_path, capsys):
    """Only the registry knows games: a save of a game it does not list fails with a message."""
    fake_game.register(monkeypatch)
    assert simulate.main(["tally", "--games", "1", "--save-dir", str(tmp_path)]) == 0
    save = next(tmp_path.glob("*.json"))
    monkeypatch.delitem(GAMES, "tally")
    assert replay.main([str(save)]) == 1
    assert "unknown game 'tally'" in capsys.readouterr().err


def test_every_game_package_with_a_spec_is_found_by_the_scan():
    """A game is its own folder: the registry's games are exactly the packages under tabletop/games/
    with a spec, each registered under its spec's name; the test game is not among them until dropped in."""
    import pkgutil

    from tabletop import games

    with_spec = {
        m.name
        for m in pkgutil.iter_modules(games.__path__)
        if m.ispkg and (Path(m.module_finder.path) / m.name / "spec.py").exists()
    }
    assert set(games.discover()) == set(games.SPECS) == set(GAMES) and len(with_spec) == len(GAMES) >= 2
    assert "tally" not in games.SPECS


def test_a_broken_spec_skips_that_game_only(tmp_path, monkeypatch, caplog):
    """A package whose spec fails to import (or is no GameSpec) is logged and skipped; the rest are found."""
    from tabletop import games

    (tmp_path / "broken").mkdir()
    (tmp_path / "broken" / "__init__.py").write_text("")
    (tmp_path / "broken" / "spec.py").write_text("raise RuntimeError('half written')\n")
    (tmp_path / "odd").mkdir()
    (tmp_path / "odd" / "__init__.py").write_text("")
    (tmp_path / "odd" / "spec.py").write_text("SPEC = 'not a spec'\n")
    (tmp_path / "helpers").mkdir()  # no spec: not a game, and no warning
    (tmp_path / "helpers" / "__init__.py").write_text("")
    monkeypatch.setattr(games, "__path__", [*games.__path__, str(tmp_path)])
    found = games.discover()
    assert set(found) == set(GAMES)
    assert "half written" in caplog.text and "not a GameSpec" in caplog.text and "helpers" not in caplog.text


def test_the_test_game_dropped_in_as_a_package_passes_the_generic_protocol_test(monkeypatch):
    """The fake game, dropped in as a package (tests/dropin/tally with its spec), is found by the scan and
    checked by the generic protocol test through its spec's variants, with no line changed elsewhere."""
    from tabletop import games
    from tests.games import test_every_game as generic

    fake_game.register(monkeypatch)
    assert "tally" in game_names() and get_game("tally").name == "tally"
    spec = games.SPECS["tally"]
    assert spec.variants, "the spec names variants for the generic test"
    for settings in [dict(v) for v in spec.variants]:
        for seed in generic.FORGE_SEEDS:
            generic.test_random_playouts_keep_the_protocol("tally", settings, seed)
            generic.test_no_seat_acts_for_another("tally", settings, seed)
