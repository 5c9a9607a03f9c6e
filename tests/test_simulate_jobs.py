"""`tabletop simulate --jobs N` (issue 11): games played in N processes at once give the same lines,
in seed order, as one process; a game that raises in a worker is an error line, not the end."""

from __future__ import annotations

import json

import pytest

from tabletop import simulate
from tabletop.cli import main


def _lines(capsys):
    return [json.loads(line) for line in capsys.readouterr().out.strip().splitlines()]


@pytest.mark.slow  # a whole game (or several) to the end
def test_games_in_two_processes_are_the_games_of_one_in_seed_order(capsys, tmp_path):
    args = ["simulate", "rise", "--players", "3", "--games", "4", "--seed", "11", "--json"]
    assert main(args + ["--jobs", "1"]) == 0
    one = _lines(capsys)
    assert main(args + ["--jobs", "2", "--save-dir", str(tmp_path)]) == 0
    two = _lines(capsys)
    assert [g["seed"] for g in two[:-1]] == [11, 12, 13, 14]
    assert two[:-1] == one[:-1]  # every game line, timing-free, the same
    assert two[-1]["jobs"] == 2 and one[-1]["jobs"] == 1
    assert {k: two[-1][k] for k in ("games", "finished", "errors", "wins_per_seat")} == {
        k: one[-1][k] for k in ("games", "finished", "errors", "wins_per_seat")
    }
    saves = sorted(tmp_path.glob("rise-*.json"))
    assert len(saves) == 4 and main(["replay", str(saves[0]), "--verify"]) == 0


@pytest.mark.slow  # a whole game (or several) to the end
def test_a_game_raising_in_a_worker_is_an_error_line_and_the_run_goes_on(capsys, monkeypatch):
    real = simulate.play_one

    def flaky(game_name, settings, seed, bots, save_path=None, **kw):
        if seed == 6:
            raise RuntimeError("broken on purpose")
        return real(game_name, settings, seed, bots, save_path, **kw)

    monkeypatch.setattr(simulate, "play_one", flaky)  # the forked workers inherit it
    code = main(["simulate", "rise", "--players", "2", "--games", "3", "--seed", "5", "--jobs", "2", "--json"])
    out = _lines(capsys)
    capsys.readouterr()  # the workers' error output is not what this test checks
    assert code == 1
    assert [g["seed"] for g in out[:-1]] == [5, 6, 7]
    assert out[1]["error"] == "RuntimeError: broken on purpose" and "winners" in out[0] and "winners" in out[2]
    assert out[-1]["errors"] == 1 and out[-1]["finished"] == 2


@pytest.mark.parametrize("jobs", ["-1", "65"])
def test_a_job_count_out_of_bounds_is_refused_with_a_message(capsys, jobs):
    assert main(["simulate", "rise", "--games", "1", "--jobs", jobs]) == 2
    err = capsys.readouterr().err
    assert "--jobs" in err and "Traceback" not in err


def test_jobs_zero_is_one_per_core_and_never_more_than_the_games():
    assert simulate.resolve_jobs(5, 3) == 3
    assert simulate.resolve_jobs(1, 10) == 1
    assert 1 <= simulate.resolve_jobs(0, 100) <= simulate.MAX_JOBS


@pytest.mark.slow  # a whole game (or several) to the end
def test_the_rise_bench_reports_all_cores_throughput():
    from tabletop.bench.rise import speed_all_cores

    got = speed_all_cores(2, 2, jobs=2)
    assert got["jobs"] == 2 and got["errors"] == 0 and got["games_per_second"] > 0
