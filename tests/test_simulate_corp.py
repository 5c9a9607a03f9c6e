"""`tabletop simulate corp` (issue 23): one JSON line a game with an `outcome` word and the winners the
issue asks for, at every player count, with the teams variant and the expansion; the same seed gives
the same games; saved games verify by replay. A small number of games here; the 500-game soak is
`python -m tabletop.bench.corp --soak 500` (make corp-soak)."""

from __future__ import annotations

import json

import pytest

from tabletop import replay, simulate
from tabletop.bench import corp as bench

GAMES = 20
OUTCOMES = {"boss slain", "party wiped", "team points", "out of time"}  # the last: the turn limit (endgame)


def run(capsys, *args) -> list[dict]:
    assert simulate.main(["corp", "--json", *args]) == 0
    out = capsys.readouterr().out
    return [json.loads(line) for line in out.splitlines() if line.strip()]


def check_line(line: dict, settings: dict) -> None:
    assert "error" not in line, line
    assert line["outcome"] in OUTCOMES
    seats = line["seats"]
    assert seats == settings["players"]
    if line["outcome"] == "boss slain" and not settings.get("teams"):
        assert line["winners"] == list(range(seats))  # every seat wins (NC-START-12, NC-BOSS-01)
    if line["outcome"] == "party wiped" and not settings.get("teams"):
        assert line["winners"] == []
    if settings.get("teams"):
        teams = line["teams"]
        assert len(teams) == settings["teams"]
        winners = set(line["winners"])
        # The winners are whole teams: the one with most points, ties shared (NC-TEAM-07).
        assert winners == {s for t in teams if set(t) & winners for s in t}
    else:
        assert line["outcome"] != "team points"


@pytest.mark.slow
@pytest.mark.parametrize("settings", [v for n in bench.PLAYERS for v in bench.variants(n)], ids=str)
def test_simulate_corp_games_finish_with_an_outcome(capsys, settings):
    args = ["--games", str(GAMES), "--seed", "7"]
    for key, value in settings.items():
        args += ["--set", f"{key}={json.dumps(value)}"]
    lines = run(capsys, *args)
    summary = lines[-1]
    assert summary["summary"] and summary["errors"] == 0 and summary["finished"] == GAMES
    for line in lines[:-1]:
        check_line(line, settings)


@pytest.mark.slow
def test_same_seed_same_games_and_saves_verify(capsys, tmp_path):
    first = run(capsys, "--players", "3", "--games", "4", "--seed", "11", "--save-dir", str(tmp_path))
    again = run(capsys, "--players", "3", "--games", "4", "--seed", "11")
    strip = [{k: v for k, v in line.items() if k not in ("seconds", "games_per_second")} for line in first]
    strip2 = [{k: v for k, v in line.items() if k not in ("seconds", "games_per_second")} for line in again]
    assert strip[:-1] == strip2[:-1]
    saves = sorted(tmp_path.glob("corp-*.json"))
    assert len(saves) == 4
    for save in saves:
        assert replay.main([str(save), "--verify"]) == 0


@pytest.mark.slow
def test_bench_corp_quick_runs():
    from tabletop.bench.__main__ import available

    assert "corp" in available()
    figures = bench.run(quick=True, speed_games=1, winrate_games=1)
    assert figures["games_per_second_4p"] > 0
    assert 0 <= figures["win_rate_4p"] <= 1


def test_bench_corp_phases_account_for_the_time():
    """`python -m tabletop.bench.corp --phases N`: where an action's time goes, every part measured and the
    game's own legal_actions put back afterwards."""
    from tabletop.games import get_game

    got = bench.phases(2, 1)
    assert got["mean_actions"] > 10
    assert set(got["us_per_action"]) == {"view", "legal", "bot", "apply"}
    assert all(v >= 0 for v in got["us_per_action"].values()) and got["us_per_action"]["apply"] > 0
    assert "legal_actions" not in get_game("corp").__dict__


def test_bench_corp_speed_at_chosen_counts(capsys):
    """`python -m tabletop.bench.corp --speed N --players 1,2`: one line a count with its games a second
    (wall clock and CPU time); a bad count is refused with a message naming --players."""
    assert bench.main(["--speed", "1", "--players", "1,2"]) == 0
    lines = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    assert [x["players"] for x in lines] == [1, 2]
    assert all(x["games"] == 1 and x["cpu_games_per_second"] > 0 and x["mean_actions"] > 10 for x in lines)
    for bad in ("1,9", "four"):
        with pytest.raises(SystemExit):
            bench.main(["--speed", "1", "--players", bad])
        assert "--players" in capsys.readouterr().err
