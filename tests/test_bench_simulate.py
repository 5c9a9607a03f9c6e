"""`make bench`'s simulation figures (issue 25): games per second for every game, and for Necromolds per
player count and with the fan rules and clay, per bot level once a game names levels among its bots."""

from __future__ import annotations

from tabletop.bench import simulate as bench
from tabletop.games import check_settings


def test_every_necromolds_variant_is_a_setting_the_game_accepts():
    """The benchmarked settings pass the settings schema (a misspelt key would be refused)."""
    for _label, settings in bench.VARIANTS["necromolds"]:
        check_settings("necromolds", settings)
    assert {s["players"] for _l, s in bench.VARIANTS["necromolds"]} == {2, 3, 4}


def test_figures_per_variant_and_per_level(monkeypatch):
    """One figure per game, per Necromolds variant and per bot level the game names (the games are
    faked here: only the report's shape is checked)."""
    played = []
    replayed = []

    def fake_play(name, settings, seed, bots, keep=None):
        played.append((name, dict(settings), bots[0]))
        if keep is not None:
            keep.append([])
        return {"actions": 10}

    def fake_replay(name, settings, seeds, kept, legal=False):
        replayed.append((name, dict(settings), len(kept), legal))
        return 0.5 if legal else 1.0

    monkeypatch.setattr(bench, "play_one", fake_play)
    monkeypatch.setattr(bench, "rules_rate", fake_replay)
    monkeypatch.setattr(bench, "bot_names", lambda name: ["default", "random", "hard"])
    figures = bench.run(games=1)
    for label, _settings in bench.VARIANTS["necromolds"]:
        assert figures[f"necromolds_{label}_games_per_second"] > 0
        assert figures[f"necromolds_{label}_hard_games_per_second"] > 0
    assert "necromolds_hard_games_per_second" in figures and "corp_games_per_second" in figures
    assert not any("random" in key for key in figures)
    assert ("necromolds", {"players": 4, **bench.FAN_AND_CLAY}, "hard") in played
    # the rules alone: the default bots' games replayed, once a cell, never a level's
    for label, settings in bench.VARIANTS["necromolds"]:
        assert figures[f"necromolds_{label}_rules_games_per_second"] == 1.0
        assert ("necromolds", settings, 1, False) in replayed
    assert "necromolds_rules_games_per_second" in figures and "corp_rules_games_per_second" in figures
    assert not any("hard_rules" in key for key in figures)
    # the floor of a bot that chooses from the legal list: NecronomiCORP's only (a Necromolds bot never
    # lists every move)
    assert figures["corp_rules_legal_games_per_second"] == 0.5
    assert ("corp", {}, 1, True) in replayed
    assert [k for k in figures if "rules_legal" in k] == ["corp_rules_legal_games_per_second"]


def test_only_picks_cells_by_their_figure_names_and_the_command_line_is_checked(monkeypatch, capsys):
    """`--only` runs just the cells asked for (the slow suite's bench test plays three, not 36); a count
    out of bounds is refused with a message, not a traceback (`--help` used to be read as a count)."""
    import json

    import pytest

    played = []
    monkeypatch.setattr(
        bench, "play_one", lambda n, s, seed, bots, keep=None: played.append((n, bots[0])) or {"actions": 1}
    )
    monkeypatch.setattr(bench, "rules_rate", lambda *a, **k: 1.0)
    monkeypatch.setattr(bench, "bot_names", lambda name: ["default", "hard"])
    figures = bench.run(games=1, only="necromolds_2p_games,corp_hard")
    assert {k for k in figures if k.endswith("_games_per_second")} == {
        "necromolds_2p_games_per_second",
        "necromolds_2p_rules_games_per_second",
        "corp_hard_games_per_second",
    }
    assert bench.main(["1", "--only", "corp_hard"]) == 0
    assert json.loads(capsys.readouterr().out)["corp_hard_games_per_second"] > 0
    for bad in (["0"], ["20000"], ["--help"]):
        with pytest.raises(SystemExit):
            bench.main(bad)
    assert "Traceback" not in capsys.readouterr().err


def test_the_legal_floor_replays_the_game_asking_the_legal_list_once_an_action(monkeypatch):
    """`rules_rate(..., legal=True)` (issue 23's floor): the same recorded game replayed to its end, the
    acting seat's legal actions listed once for each action, from that seat's view."""
    from tabletop.games import get_game

    kept: list = []
    bench.play_one("corp", {"players": 2}, 11, ["default"], keep=kept)
    game_class = type(get_game("corp"))  # get_game makes a new game each call: its class is patched
    asked = []
    real = game_class.legal_actions
    monkeypatch.setattr(
        game_class, "legal_actions", lambda self, state, seat: asked.append(seat) or real(self, state, seat)
    )
    assert bench.rules_rate("corp", {"players": 2}, range(11, 12), kept, legal=True) > 0
    assert len(asked) == len(kept[0])
    asked.clear()
    bench.rules_rate("corp", {"players": 2}, range(11, 12), kept)
    assert asked == []  # the rules alone, as before: any legal list asked is the engine's own (none here)
