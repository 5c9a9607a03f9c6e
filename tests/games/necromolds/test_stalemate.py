"""No battle without an end (issue 25; a reading beyond the checklist, see games/necromolds/stalemate.py):
a draw by agreement, and ten rounds in a row without a fight end the battle in a shared result."""

from __future__ import annotations

import pytest

from tabletop.ai.necromolds_bot import choose
from tabletop.core.errors import IllegalAction
from tabletop.core.rng import RNG
from tabletop.games.necromolds import actions as A
from tabletop.games.necromolds import events as E
from tabletop.games.necromolds import queries as NQ
from tabletop.games.necromolds import stalemate, words
from tabletop.games.necromolds.game import NecromoldsGame

GAME = NecromoldsGame()


def _to(phase: str, seed: int = 3, settings=None):
    """A standard two-player game played by the bot until `phase` begins."""
    st = GAME.initial_state(settings or {"players": 2, "mode": "standard"}, seed)
    for k in range(3000):
        if st.phase == phase:
            return st
        seat = GAME.to_act(st)[0]
        st = GAME.apply(st, choose(GAME, GAME.view(st, seat), seat, RNG(seed, stream=k))).state
    raise AssertionError(f"no {phase} phase reached")


def test_a_draw_offered_is_answered_first_then_accepted_ends_the_battle_shared():
    st = _to("assign")
    new = GAME.apply(st, A.OfferDraw(seat=0))
    assert any(isinstance(e.record, E.DrawOffered) for e in new.events)
    st = new.state
    assert GAME.to_act(st) == [1] and NQ.draw_answerer(st) == 1
    assert GAME.legal_actions(st, 1) == [A.AnswerDraw(seat=1, accept=True), A.AnswerDraw(seat=1, accept=False)]
    assert GAME.legal_actions(st, 0) == []
    with pytest.raises(IllegalAction):
        GAME.apply(st, A.AnswerDraw(seat=0, accept=True))  # the offerer does not answer its own offer
    with pytest.raises(IllegalAction):
        GAME.apply(st, A.AssignDone(seat=1))  # the offer is answered first
    done = GAME.apply(st, A.AnswerDraw(seat=1, accept=True))
    out = GAME.outcome(done.state)
    assert out is not None and set(out.winners) == {0, 1}
    assert "draw, agreed" in out.reason.lower()


def test_a_refused_draw_goes_back_to_play_and_is_offered_once_a_round():
    st = _to("assign")
    st = GAME.apply(st, A.OfferDraw(seat=0)).state
    st = GAME.apply(st, A.AnswerDraw(seat=1, accept=False)).state
    assert GAME.outcome(st) is None and st.draw_by == -1
    assert set(GAME.to_act(st)) == {0, 1}  # both assign again, where they stood
    with pytest.raises(IllegalAction, match="this round already"):
        GAME.apply(st, A.OfferDraw(seat=0))
    assert NQ.why_no_draw_offer(st, 1) is None  # the other may still offer this round


def test_no_draw_is_offered_during_set_up():
    st = GAME.initial_state({"players": 2, "mode": "standard"}, 3)
    with pytest.raises(IllegalAction, match="only in play"):
        GAME.apply(st, A.OfferDraw(seat=GAME.to_act(st)[0]))


def test_ten_rounds_without_a_fight_end_the_battle_in_a_shared_result():
    st = _to("assign")
    st.quiet_rounds, st.fought = stalemate.QUIET_ROUNDS - 1, False
    events: list = []
    assert stalemate.round_ends(st, events)
    assert st.phase == "over" and set(st.winners) == {0, 1} and st.draw == "quiet"
    assert any(isinstance(e.record, E.GameOver) for e in events)
    assert "ten rounds without a fight" in GAME.outcome(st).reason


def test_a_round_with_a_fight_starts_the_count_again():
    st = _to("assign")
    st.quiet_rounds, st.fought = stalemate.QUIET_ROUNDS - 1, True
    assert not stalemate.round_ends(st, [])
    assert st.quiet_rounds == 0 and not st.fought and st.phase != "over"


def test_a_combat_or_a_smash_marks_the_round_as_fought():
    st = _to("assign")

    class Seen:
        def __init__(self, record):
            self.record = record

    stalemate.note_fights(st, [Seen(E.RoundEnds(1))])
    assert not st.fought
    stalemate.note_fights(st, [Seen(E.Smashed(monster="x", owner=1, **_rest(E.Smashed, 2)))])
    assert st.fought


def _rest(cls, start):
    import dataclasses

    return {
        f.name: [] if "list" in str(f.type) else 0
        for f in dataclasses.fields(cls)[start:]
        if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING
    }


def test_the_words_say_the_number_of_quiet_rounds():
    assert {10: "ten"}[stalemate.QUIET_ROUNDS] == words.QUIET_WORDS


def test_the_bot_takes_a_draw_when_not_ahead_and_plays_on_when_ahead():
    st = _to("assign")
    st = GAME.apply(st, A.OfferDraw(seat=0)).state
    answer = choose(GAME, GAME.view(st, 1), 1, RNG(1))
    assert isinstance(answer, A.AnswerDraw) and answer.seat == 1
    for m in st.alive(0)[1:]:  # the offerer loses all but one monster: seat 1 is ahead now
        m.alive = False
    assert len(st.alive(1)) > 1
    assert choose(GAME, GAME.view(st, 1), 1, RNG(1)) == A.AnswerDraw(seat=1, accept=False)


@pytest.mark.slow
def test_the_four_player_game_that_never_ended_now_ends():
    """Issue 25: `simulate necromolds --players 4 --seed 11` moved two Mud Mumps 1.7 in apart for 370
    rounds until the 6,000-action limit. The bots press on, and the quiet battle ends what they do not:
    the game ends well within the limit, with a winner or the quiet battle's shared result. (Since the
    fourth speed round the normal bot's walks reach a fight and a winner in 10 rounds; before it, the
    quiet battle ended this game. The quiet battle's own tests are above.)"""
    from tabletop.simulate import MAX_ACTIONS, play_one

    line = play_one("necromolds", {"players": 4}, 11, ["default"])
    assert line["winners"] and line["actions"] < MAX_ACTIONS // 4
    assert "last monsters" in line["reason"] or "rounds without a fight" in line["reason"]


def test_basalt_refuses_a_draw_in_solo_play():
    """NM-SOLO-19 (Basalt always makes the best choice to raise his chance of victory): offered a draw,
    the rules answer for him and refuse; play goes on."""
    st = GAME.initial_state({"players": 1, "mode": "standard"}, 5)
    for k in range(3000):
        if st.phase in ("draft", "turns", "command") and 0 in GAME.to_act(st):
            break
        st = GAME.apply(st, choose(GAME, GAME.view(st, 0), 0, RNG(5, stream=k))).state
    applied = GAME.apply(st, A.OfferDraw(seat=0))
    assert GAME.outcome(applied.state) is None and applied.state.draw_by == -1
    assert any(isinstance(e.record, E.DrawAnswered) and not e.record.accept for e in applied.events)
