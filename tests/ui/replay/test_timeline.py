"""The replay viewer's timeline: every position of a saved game of each title, forward and back, is the
state a plain replay reaches there; rounds and fights are marked where they begin; a broken save is a
SaveError naming the file (issue 27)."""

from __future__ import annotations

import json
import time

import pytest

from tabletop.core.errors import SaveError
from tabletop.core.protocol import fingerprint
from tabletop.core.save import read_save
from tabletop.games import get_game
from tabletop.ui.replay.timeline import ALL, fighting, load_timeline, round_of


def plain_states(path):
    """Every state of the save, from a plain replay (the reference the timeline must agree with)."""
    data = read_save(path)
    game = get_game(data.game)
    states = [game.initial_state(dict(data.settings), data.seed)]
    for raw in data.actions:
        states.append(game.apply(states[-1], game.decode_action(raw)).state)
    return game, states


@pytest.mark.parametrize("game", ["rise", "corp", "necromolds"])
def test_every_position_forward_and_back_is_the_replayed_state(saves, game):
    timeline = load_timeline(saves[game])
    engine, states = plain_states(saves[game])
    assert timeline.end == len(states) - 1 > 50 and not timeline.unverified
    prints = [fingerprint(engine.snapshot(s)) for s in states]
    for k in [*range(timeline.end + 1), *range(timeline.end, -1, -1), timeline.end // 2, 3, timeline.end - 1]:
        assert fingerprint(engine.snapshot(timeline.state_at(k))) == prints[k], k


@pytest.mark.parametrize("game", ["rise", "corp", "necromolds"])
def test_marks_are_where_rounds_and_fights_begin(saves, game):
    timeline = load_timeline(saves[game])
    _engine, states = plain_states(saves[game])
    fights = [m.position for m in timeline.marks_of("fight")]
    assert fights, "a whole game has fights"
    assert fights == [k for k in range(1, len(states)) if fighting(states[k]) and not fighting(states[k - 1])]
    rounds = [m.position for m in timeline.marks_of("round")]
    assert len(rounds) >= 3 and rounds == sorted(rounds)
    if round_of(states[-1]) is not None:  # a game with a round counter: a mark where it changes
        assert all(round_of(states[k]) != round_of(states[k - 1]) for k in rounds if k > 0)
    k = fights[0]
    assert timeline.next_mark(k - 1, "fight") == k and timeline.previous_mark(k + 1, "fight") == k


def test_a_game_counting_turns_only_begins_in_round_1(saves):
    """NecronomiCORP counts turns, not rounds (NC-TURN-01): turn 1 is round 1, so every round mark
    stands where the first seat's turn begins and its number is the turn's round (turn 3 of two
    players was labelled "Round 1")."""
    timeline = load_timeline(saves["corp"])
    first = timeline.state_at(0)
    assert first.turn.number == 1 and timeline.round_label(0) == timeline.round_label(1) == "Round 1"
    players = len(first.order)
    for m in timeline.marks_of("round")[:6]:  # the first rounds, before anyone dies and leaves the order
        state = timeline.state_at(m.position)
        assert state.turn.seat == state.order[0]
        assert m.label == f"Round {(state.turn.number - 1) // players + 1}", (m, state.turn.number)


@pytest.mark.parametrize("game", ["rise", "corp", "necromolds"])
def test_a_seat_view_is_the_games_view_and_all_is_the_state(saves, game):
    timeline = load_timeline(saves[game])
    engine, states = plain_states(saves[game])
    hidden_somewhere = False
    for k in range(0, timeline.end + 1, max(1, timeline.end // 25)):
        whole = engine.snapshot(states[k])
        assert engine.snapshot(timeline.view_at(k, ALL)) == whole
        for seat in timeline.seats():
            mine = engine.snapshot(timeline.view_at(k, seat))
            assert mine == engine.snapshot(engine.view(states[k], seat))
            hidden_somewhere |= mine != whole
    assert hidden_somewhere, "a seat's view hides something at some point of the game"


def test_a_jump_across_the_game_is_well_under_a_second(saves):
    """The benchmark of issue 27's smoothness: from the end to the start and back, to any position (CPU time:
    a machine shared by many runs stretches the wall clock, not the work)."""
    timeline = load_timeline(saves["corp"])
    worst = 0.0
    for k in (0, timeline.end, 1, timeline.end - 1, timeline.end // 2, 17, timeline.end - 17):
        began = time.process_time()
        timeline.state_at(k)
        worst = max(worst, time.process_time() - began)
    assert worst < 0.2, worst


def test_a_broken_save_is_a_save_error_naming_the_file(saves, tmp_path):
    doc = json.loads(saves["rise"].read_text())
    doc["actions"][4]["seat"] = 1 - doc["actions"][4].get("seat", 0)
    broken = tmp_path / "broken.json"
    broken.write_text(json.dumps(doc))
    with pytest.raises(SaveError, match=r"broken\.json.*actions\[4\]"):
        load_timeline(broken)
    doc = json.loads(saves["rise"].read_text())
    doc["fingerprint"] = "0" * 16
    doc.pop("snapshot", None)
    forged = tmp_path / "forged.json"
    forged.write_text(json.dumps(doc))
    with pytest.raises(SaveError, match=r"forged\.json.*does not reproduce"):
        load_timeline(forged)
    garbage = tmp_path / "garbage.json"
    garbage.write_text("{not json")
    with pytest.raises(SaveError, match=r"garbage\.json"):
        load_timeline(garbage)
