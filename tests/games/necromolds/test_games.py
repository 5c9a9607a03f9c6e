"""Whole games through actions alone, in every mode; the protocol's promises; replay and the
simulator (NM-GAME-01, NM-END-*, NM-GOBS-01)."""

import json
from pathlib import Path

import pytest

from tabletop import replay, simulate
from tabletop.ai import get_bot
from tabletop.core.protocol import fingerprint
from tabletop.core.rng import RNG
from tabletop.core.session import Session
from tabletop.games import get_game
from tabletop.games.necromolds import actions as A

ROOT = Path(__file__).resolve().parents[3]


def bot_game(mode, seed, map_id="twins_vale", limit=5000):
    game = get_game("necromolds")
    session = Session(game, {"mode": mode, "map": map_id}, seed)
    bot = get_bot("necromolds")
    rngs = [RNG(seed, stream=7), RNG(seed, stream=8)]
    phases = set()
    while session.outcome() is None and len(session.actions) < limit:
        seat = game.to_act(session.state)[0]
        phases.add(session.state.phase)
        session.submit(bot(game, session.state, seat, rngs[seat]))
    return session, phases


@pytest.mark.slow  # a whole game (or several) to the end
@pytest.mark.parametrize("mode", ["basic", "standard", "advanced"])
def test_whole_game_from_setup_to_a_winner(mode):
    """NM-OVR-01, NM-GAME-01 / NM-BASIC-11 / NM-ADV-01: armies molded from clay, then set-up to a winner through actions alone."""
    session, phases = bot_game(mode, 5)
    outcome = session.outcome()
    assert outcome is not None and outcome.winners
    expected = {"army", "deploy", "turns", "command"} | ({"assign"} if mode != "basic" else set())
    assert expected <= phases
    state = session.state
    alive = [len(state.alive(s)) for s in (0, 1)]
    assert all(alive[w] > 0 for w in outcome.winners) or alive == [0, 0]
    assert isinstance(session.actions[0], A.PlaceTerrain if mode != "basic" else A.Mold)


@pytest.mark.slow  # a whole game (or several) to the end
@pytest.mark.parametrize("map_id", ["graveyard", "mudbog", "ridge"])
def test_every_map_plays(map_id):
    """Each battle map supports a whole standard game."""
    session, _ = bot_game("standard", 3, map_id)
    assert session.outcome() is not None


def test_apply_never_mutates_and_is_deterministic():
    """Protocol: apply leaves its input alone; the same seed and actions give the same state."""
    game = get_game("necromolds")
    session, _ = bot_game("advanced", 9, limit=400)
    state = game.initial_state(session.settings, session.seed)
    for action in session.actions:
        before = fingerprint(game.snapshot(state))
        new = game.apply(state, action).state
        assert fingerprint(game.snapshot(state)) == before
        state = new
    assert fingerprint(game.snapshot(state)) == fingerprint(game.snapshot(session.state))
    json.dumps(game.snapshot(state))


def test_actions_encode_and_decode():
    """Every action of a game round-trips through JSON."""
    game = get_game("necromolds")
    session, _ = bot_game("standard", 4, limit=300)
    for action in session.actions:
        data = json.loads(json.dumps(game.encode_action(action)))
        assert game.decode_action(data) == action
    with pytest.raises(ValueError):
        game.decode_action({"type": "fly", "seat": 0})


def test_legal_actions_are_legal():
    """Every listed action in a sample of positions is accepted by check()."""
    game = get_game("necromolds")
    session, _ = bot_game("advanced", 12, limit=250)
    state = game.initial_state(session.settings, session.seed)
    for k, action in enumerate(session.actions):
        if k % 7 == 0:
            for seat in game.to_act(state):
                for legal in game.legal_actions(state, seat)[:25]:
                    assert game.check(state, legal) is None, (legal, game.check(state, legal))
        state = game.apply(state, action).state


def test_replay_verifies_a_save(tmp_path, capsys):
    """`tabletop replay FILE --verify` reproduces the saved state; a broken file exits 1 with a message."""
    session, _ = bot_game("standard", 21)
    path = tmp_path / "game.json"
    session.save(path)
    assert replay.main([str(path), "--verify"]) == 0
    assert "verified" in capsys.readouterr().out
    doc = json.loads(path.read_text())
    doc["fingerprint"] = "0" * 16
    path.write_text(json.dumps(doc))
    assert replay.main([str(path), "--verify"]) == 1
    err = capsys.readouterr().err
    assert str(path) in err and "Traceback" not in err
    path.write_text("{ not json")
    assert replay.main([str(path), "--verify"]) == 1
    doc["fingerprint"] = None
    doc["actions"][40] = {"type": "move", "seat": 0, "monster": "nobody", "path": [[1, 1]]}
    path.write_text(json.dumps(doc))
    assert replay.main([str(path)]) == 1
    assert "actions[40]" in capsys.readouterr().err


def test_undo_stops_at_seen_rolls():
    """Undo never crosses a seen roll (DESIGN: the flow of one action)."""
    game = get_game("necromolds")
    session = Session(game, {"mode": "standard"}, 3)
    session.submit(game.legal_actions(session.state, session.state.placer)[0])
    assert session.can_undo()
    assert session.undo()
    bot = get_bot("necromolds")
    rng = RNG(1)
    while session.state.phase != "assign":
        session.submit(bot(game, session.state, game.to_act(session.state)[0], rng))
    assert not session.can_undo()  # the command dice of round 1 have been seen


@pytest.mark.slow  # a whole game (or several) to the end
def test_simulate_runs_games_and_is_reproducible(tmp_path, capsys):
    """The simulator: one line per game, a summary with no errors, the same lines for the same seed,
    save files that replay."""
    args = ["necromolds", "--games", "20", "--seed", "40", "--json", "--save-dir", str(tmp_path)]
    assert simulate.main(args) == 0
    lines = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    summary = lines[-1]
    assert summary["summary"] and summary["games"] == 20 and summary["errors"] == 0
    games = lines[:-1]
    assert all(g["game"] == "necromolds" and g["winners"] and g["rounds"] >= 1 for g in games)
    assert {"monsters_left", "gems"} <= set(games[0])
    saves = sorted(tmp_path.glob("*.json"))
    assert len(saves) == 20
    assert replay.main([str(saves[3]), "--verify"]) == 0
    capsys.readouterr()
    assert simulate.main(["necromolds", "--games", "3", "--seed", "40", "--json"]) == 0
    again = [json.loads(x) for x in capsys.readouterr().out.splitlines()][:-1]
    assert again == games[:3]


@pytest.mark.slow  # a whole game (or several) to the end
@pytest.mark.parametrize("mode", ["basic", "advanced"])
def test_simulate_modes(mode, capsys):
    """Basic and advanced play simulate without errors."""
    assert simulate.main(["necromolds", "--games", "8", "--seed", "70", "--mode", mode, "--json"]) == 0
    assert json.loads(capsys.readouterr().out.splitlines()[-1])["errors"] == 0


def test_simulate_counts_a_raising_game_as_an_error(monkeypatch, capsys):
    """A game that raises is an error line; the run goes on."""
    real = simulate.play_one

    def flaky(game, settings, seed, bots, save=None, **kw):
        if seed == 2:
            raise RuntimeError("boom")
        return real(game, settings, seed, bots, save, **kw)

    monkeypatch.setattr(simulate, "play_one", flaky)
    assert simulate.main(["necromolds", "--games", "3", "--seed", "1", "--mode", "basic", "--json"]) == 1
    out, err = capsys.readouterr()
    lines = [json.loads(x) for x in out.splitlines()]
    assert lines[1]["error"] == "RuntimeError: boom" and lines[-1]["errors"] == 1
    assert "Traceback" in err


@pytest.mark.slow  # a whole game (or several) to the end
def test_bench_simulate_reports_games_per_second():
    """tabletop/bench/simulate.py run() gives the standard-play rate."""
    from tabletop.bench import simulate as bench

    cells = ("necromolds", "necromolds_2p", "necromolds_4p_fan_clay")
    result = bench.run(games=2, only=",".join(f"{key}_games" for key in cells))
    assert {k for k in result if k.endswith("games_per_second")} == {
        f"{key}{kind}_games_per_second" for key in cells for kind in ("", "_rules")
    }, "only the cells asked for"
    assert result["necromolds_games_per_second"] > 0
    # beside each default-bot figure, what the rules alone allow: the same games without the bots
    for key in cells:
        assert result[f"{key}_rules_games_per_second"] > result[f"{key}_games_per_second"]


def test_bench_rules_rate_replays_the_same_games():
    """The rules-alone figure replays the games `rate` played (their actions kept), to their end; actions
    that do not end the game are refused, so the figure is never of a shorter game."""
    import pytest

    from tabletop.bench.simulate import rate, rules_rate

    kept: list = []
    rate("necromolds", {"players": 2}, range(7, 9), "default", kept)
    assert len(kept) == 2 and all(kept)
    assert rules_rate("necromolds", {"players": 2}, range(7, 9), kept) > 0
    with pytest.raises(RuntimeError, match="seed 8"):
        rules_rate("necromolds", {"players": 2}, range(7, 9), [kept[0], kept[1][:-3]])


def test_saves_record_the_content_version(tmp_path):
    """A save names the content it was played with (core: SaveData.content_version)."""
    from tabletop.core.save import read_save
    from tabletop.core.session import Session
    from tabletop.games import get_game
    from tabletop.games.necromolds.library import content_version

    session = Session(get_game("necromolds"), {"mode": "standard"}, 5)
    path = tmp_path / "g.json"
    session.save(path)
    version = read_save(path).content_version
    assert version == content_version() and len(version) == 12
