"""The `tabletop` command: version, content check, and clear messages instead of tracebacks."""

import subprocess
import sys

import pytest

from tabletop import __version__
from tabletop.cli import main


def test_version(capsys):
    try:
        main(["--version"])
    except SystemExit as exit_:
        assert exit_.code == 0
    assert __version__ in capsys.readouterr().out


def test_check_content_passes_on_shipped_files(capsys):
    assert main(["check-content"]) == 0
    assert "0 with errors" in capsys.readouterr().out


def test_check_content_takes_a_file_or_a_mod_folder(tmp_path, capsys):
    """`tabletop check-content PATH`: file, field and what was expected for each error; exit 1 on any."""
    mod = tmp_path / "mod" / "necromolds"
    mod.mkdir(parents=True)
    (mod / "tool.toml").write_text("close = 3.0\nmedium = nan\nfar = 7.0\n")
    (mod / "dice.toml").write_text("\ufeff[command]\n".encode().decode())
    assert main(["check-content", str(tmp_path / "mod")]) == 1
    out = capsys.readouterr()
    assert f"error: {mod / 'tool.toml'}: medium: expected a finite number, got nan" in out.err
    assert f"error: {mod / 'dice.toml'}: starts with a byte-order mark (BOM)" in out.err
    assert "2 with errors" in out.out and "Traceback" not in out.err
    (mod / "dice.toml").unlink()
    (mod / "tool.toml").write_text("close = 3.0\nmedium = 5.0\nfar = 9.0\n")
    assert main(["check-content", str(tmp_path / "mod")]) == 0
    assert main(["check-content", str(mod / "tool.toml")]) == 0


def test_a_broken_content_file_is_a_message_not_a_traceback(tmp_path, monkeypatch, capsys):
    from tabletop.core.errors import ContentError
    from tabletop.ui import screenshot

    def broken(*args, **kwargs):
        raise ContentError(tmp_path / "broken.toml", "expected `int`, got `str`", "game.seed")

    monkeypatch.setattr(screenshot, "render_scenario", broken)
    code = main(["screenshot", "--game", "necromolds", "--scenario", "broken", "--out", str(tmp_path / "x.png")])
    err = capsys.readouterr().err
    assert code == 2
    assert "broken.toml: game.seed: expected `int`" in err and "Traceback" not in err


def test_unknown_scene_lists_the_known_ones(tmp_path):
    result = subprocess.run(
        [sys.executable, "-m", "tabletop", "screenshot", "--scene", "nope", "--out", str(tmp_path / "x.png")],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 2 and "menu" in result.stderr and "Traceback" not in result.stderr


def test_screenshot_list_names_every_registered_games_scenarios(capsys):
    from tabletop.ui import registry

    assert main(["screenshot", "--list"]) == 0
    out = capsys.readouterr().out
    assert "scenes (--scene NAME):" in out and "  menu " in out
    assert registry.scenario_games()
    for game in registry.scenario_games():
        assert f"scenarios of {game} (--game {game} --scenario NAME):" in out
        assert all(f"  {name}\n" in out for name in registry.scenario_names(game))
    assert main(["screenshot", "--list", "--game", "chess"]) == 2
    assert "no scenarios for game 'chess'" in capsys.readouterr().err


def test_simulate_names_a_setting_the_game_refuses(capsys):
    """`tabletop simulate GAME --set players=9`: the game validates it; a message naming it, no traceback."""
    from tabletop.games import game_names

    for game in game_names():
        assert main(["simulate", game, "--games", "1", "--set", "players=9"]) == 2
        err = capsys.readouterr().err
        assert "players=9" in err and "Traceback" not in err


@pytest.mark.slow  # a whole game (or several) to the end
def test_simulate_rise_with_a_bot_per_seat_by_comma_list(capsys, tmp_path):
    """Issue 11: `tabletop simulate rise --players N --games G --seed S [--bots a,b,...] [--save-dir DIR] --json`:
    one JSON line a game (winners a list, rounds, actions, seed) and the summary line; saves verify."""
    import json

    from tabletop.cli import main

    code = main(
        [
            "simulate",
            "rise",
            "--players",
            "3",
            "--games",
            "2",
            "--seed",
            "4",
            "--bots",
            "default,random,random",
            "--save-dir",
            str(tmp_path),
            "--json",
        ]
    )
    lines = [json.loads(line) for line in capsys.readouterr().out.strip().splitlines()]
    assert code == 0
    games, summary = lines[:-1], lines[-1]
    assert (
        summary["summary"] is True
        and summary["games"] == 2
        and summary["errors"] == 0
        and "games_per_second" in summary
    )
    for g in games:
        assert isinstance(g["winners"], list) and g["winners"] and {"rounds", "actions", "seed"} <= set(g)
    saves = sorted(tmp_path.glob("rise-*.json"))
    assert len(saves) == 2
    for path in saves:
        assert main(["replay", str(path), "--verify"]) == 0
    assert main(["simulate", "rise", "--games", "1", "--bots", "default,,random"]) == 2
    assert "expected names separated by commas" in capsys.readouterr().err


def test_a_closed_pipe_is_not_a_traceback():
    """`tabletop screenshot --list | head -1`: the reader goes away early; the command stops quietly."""
    import subprocess
    import sys

    proc = subprocess.Popen(
        [sys.executable, "-m", "tabletop", "screenshot", "--list"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env={**__import__("os").environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"},
    )
    assert proc.stdout is not None
    proc.stdout.readline()
    proc.stdout.close()  # the reader is gone before the list is written out
    err = proc.stderr.read().decode() if proc.stderr else ""
    assert proc.wait(timeout=60) == 0
    assert "Traceback" not in err
