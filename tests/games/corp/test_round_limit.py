"""The safety net (no printed rule, like Rise's round limit): a game no party can end (a foe nobody can
hurt or leave, an abandoned monster re-entered for ever) ends after TURN_LIMIT turns, the building
winning in co-op and the most points in the teams variant (NC-TEAM-07's reading); a game short of it
goes on."""

from tabletop.games.corp import actions as A
from tabletop.games.corp.endgame import TURN_LIMIT
from tabletop.games.corp.game import CorpGame
from tabletop.games.corp.state import clone


def _last_turn(settings):
    game = CorpGame()
    st = game.initial_state(settings, 3)
    st = clone(st)
    st.turn.number = TURN_LIMIT - 1
    return game, st


def test_co_op_ends_out_of_time_after_the_round_limit():
    game, st = _last_turn({"players": 2})
    seat = st.turn.seat
    after = game.apply(st, A.EndTurn(seat=seat)).state
    out = game.outcome(after)
    assert out is not None and out.winners == () and "turns" in out.reason
    assert after.outcome_word == "out of time" and not game.to_act(after)


def test_a_turn_short_of_the_limit_goes_on():
    game, st = _last_turn({"players": 2})
    st.turn.number -= 1
    after = game.apply(st, A.EndTurn(seat=st.turn.seat)).state
    assert game.outcome(after) is None and game.to_act(after)


def test_teams_end_on_the_most_points_at_the_round_limit():
    """NC-TEAM-07 (the reading: the most points win when the game ends without the boss)."""
    game, st = _last_turn({"players": 4, "teams": 2})
    st.points = [3, 7]
    after = game.apply(st, A.EndTurn(seat=st.turn.seat)).state
    out = game.outcome(after)
    assert out is not None and sorted(out.winners) == sorted(st.teams[1])
    assert after.outcome_word == "team points"
