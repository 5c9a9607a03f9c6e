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
def test_rounds_are_marked_where_they_begin_and_fights_where_their_dice_roll(saves, game):
    """A fight is marked at the action that first rolls its dice, not where it begins (play-test r18: the
    Necromolds combat was landed on two steps before its roll, "?" dice), and every fight that rolled is
    marked, one begun and ended by a single move too (Rise's city fights had no mark): NM-COMBAT-04,
    NC-FIGHT-04, RN-COMBAT-04."""
    from tests.ui.replay.test_fight_dice import ROLLS

    timeline = load_timeline(saves[game])
    _engine, states = plain_states(saves[game])
    fights = [m.position for m in timeline.marks_of("fight")]
    assert fights, "a whole game has fights"

    def rolls(k: int) -> bool:
        return any(isinstance(e.record, ROLLS[game]) for e in timeline.batches[k])

    assert all(rolls(k) for k in fights), [k for k in fights if not rolls(k)]
    # each fight's first roll is its mark: the actions between the one that began it and its mark rolled nothing
    begun = [k for k in range(1, len(states)) if fighting(states[k]) and not fighting(states[k - 1])]
    for k in begun:
        rolled_at = next(p for p in range(k, len(states)) if rolls(p))
        assert all(fighting(states[q]) for q in range(k, rolled_at)), (k, rolled_at)
        assert rolled_at in fights, (k, rolled_at)
    # a roll with no fight on before it begins a fight of its own, and is marked
    alone = [k for k in range(1, len(states)) if rolls(k) and not fighting(states[k - 1])]
    assert set(alone) <= set(fights), sorted(set(alone) - set(fights))
    assert len(fights) == len(set(fights)) and fights == sorted(fights)
    rounds = [m.position for m in timeline.marks_of("round")]
    assert len(rounds) >= 3 and rounds == sorted(rounds)
    if round_of(states[-1]) is not None:  # a game with a round counter: a mark where it changes
        assert all(round_of(states[k]) != round_of(states[k - 1]) for k in rounds if k > 0)
    k = fights[0]
    assert timeline.next_mark(k - 1, "fight") == k and timeline.previous_mark(k + 1, "fight") == k


def test_a_fight_begun_and_ended_by_one_action_is_marked(saves):
    """Rise: a move into a city can fight the whole fight in one action (no fight on before or after it):
    it is marked at that move (RN-COMBAT-04)."""
    timeline = load_timeline(saves["rise"])
    fights = {m.position for m in timeline.marks_of("fight")}
    single = [
        k
        for k in range(1, timeline.end + 1)
        if not timeline.fights_on[k - 1] and not timeline.fights_on[k] and k in fights
    ]
    assert single, "the simulated Rise game has a fight fought in one action"


def test_a_game_counting_turns_marks_each_turn_in_its_own_word(saves):
    """NecronomiCORP counts turns, not rounds (NC-TURN-01), and its table says "Turn 12": the timeline
    marks each turn where it begins, with the table's word and number (it said "Round" and counted rounds
    of turns: play-test r18); the games that count rounds keep "Round"."""
    timeline = load_timeline(saves["corp"])
    assert timeline.period == "Turn"
    first = timeline.state_at(0)
    assert first.turn.number == 1 and timeline.round_label(0) == timeline.round_label(1) == "Turn 1"
    marks = timeline.marks_of("round")
    assert [m.position for m in marks] == [0] + [
        k
        for k in range(1, timeline.end + 1)
        if timeline.state_at(k).turn.number != timeline.state_at(k - 1).turn.number
    ]
    for m in marks:
        assert m.label == f"Turn {timeline.state_at(m.position).turn.number}", m
    for other in ("rise", "necromolds"):
        t = load_timeline(saves[other])
        assert t.period == "Round" and all(m.label.startswith("Round ") for m in t.marks_of("round"))


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
