"""Basalt LaSeur's Revenge, whole games: the default bot in the human's seat against Basalt played by the
rules, from the terrain to a winner, saved and replayed (NM-SOLO-01, -17, -19/20; the simulator's
`--players 1`)."""

from __future__ import annotations

import json

import pytest

from tabletop import replay, simulate
from tabletop.ai import get_bot
from tabletop.core.rng import RNG
from tabletop.core.session import Session
from tabletop.games import get_game
from tabletop.games.necromolds import solo_events as SE
from tabletop.games.necromolds.state import BASALT, HUMAN


def _play(seed: int, settings=None, limit=3000):
    """(session, phases seen, Basalt's reasons) of one whole solo game, the bot choosing for the human."""
    game = get_game("necromolds")
    session = Session(game, {"players": 1, **(settings or {})}, seed)
    bot = get_bot("necromolds")
    rng = RNG(seed, stream=7)
    phases: set[str] = set()
    reasons: set[str] = set()
    while session.outcome() is None and len(session.actions) < limit:
        acting = game.to_act(session.state)
        assert acting == [HUMAN], f"only the human ever acts by choice, not {acting} ({session.state.phase})"
        phases.add(session.state.phase)
        events = session.submit(bot(game, game.view(session.state, HUMAN), HUMAN, rng))
        reasons |= {e.record.rule for e in events if isinstance(e.record, SE.BasaltChoice)}
    return session, phases, reasons


@pytest.mark.slow  # whole games to the end
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_nm_solo_17_whole_solo_games_end_with_a_winner(seed):
    """NM-SOLO-17: rounds are played until the human or Basalt wins; only the human's seat acts."""
    session, phases, reasons = _play(seed)
    outcome = session.outcome()
    assert outcome is not None and set(outcome.winners) <= {HUMAN, BASALT} and outcome.winners
    if len(outcome.winners) == 1:  # the outcome names Basalt as Basalt
        assert outcome.reason.startswith("Basalt" if outcome.winners[0] == BASALT else "Player 1")
    assert {"terrain", "army", "deploy", "draft", "turns", "command"} <= phases
    assert "assign" not in phases  # no standard assigning: the common pool's draft instead
    assert {"q1", "q4", "big_spender"} & reasons and "weak_target" in reasons


@pytest.mark.slow  # whole games to the end
def test_nm_solo_advanced_and_fan_rules_play_whole_solo_games():
    """NM-SOLO-01: solo in advanced play with Turn Order Choice and Turn Order Gems (NM-FAN-02..04)."""
    session, _phases, _ = _play(4, {"mode": "advanced", "fan_turn_order_choice": True, "fan_turn_order_gems": True})
    assert session.outcome() is not None


@pytest.mark.slow  # whole games to the end
def test_simulate_players_1_plays_solo_games_whose_saves_replay(tmp_path, capsys):
    """`tabletop simulate necromolds --players 1`: whole solo games, no error, saves that verify."""
    args = ["necromolds", "--players", "1", "--games", "3", "--seed", "21", "--json", "--save-dir", str(tmp_path)]
    assert simulate.main(args) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines() if line.startswith("{")]
    games = [line for line in lines if "seed" in line and "error" not in line]
    assert len(games) == 3 and all(line["winners"] for line in games)
    for path in sorted(tmp_path.glob("*.json")):
        assert replay.main([str(path), "--verify"]) == 0
