"""The easy NecronomiCORP bot (issue 25, bot levels): on a set position where the default bot escapes a
fight it is losing (NC-RESP-02), the easy bot ignores the threat and attacks; asked for help, it stays out."""

from __future__ import annotations

import random

from tabletop.ai import corp_bot as normal
from tabletop.ai import corp_easy as easy
from tabletop.games.corp import actions as A
from tests.ai.corp_views import StubGame, make_state, start_fight


def _respond_legal(seat):
    return [A.Attack(seat, (A.FIST,)), A.Attack(seat, (A.FIST, A.FIST)), A.Escape(seat), A.AskHelp(seat)]


def test_easy_attacks_where_normal_escapes_a_losing_fight_NC_RESP_02():
    st = make_state(1)
    start_fight(st, 0, "golem#1", level=3)
    st.players[0].life = 3
    game = StubGame(_respond_legal(0))
    assert normal.choose(game, st, 0, random.Random(1)) == A.Escape(0)
    assert easy.choose(game, st, 0, random.Random(1)) == A.Attack(0, (A.FIST, A.FIST))


def test_easy_stays_out_when_asked_for_help(monkeypatch):
    st = make_state(2)
    game = StubGame([A.Help(1, True), A.Help(1, False)])
    monkeypatch.setattr(normal, "choose", lambda g, v, s, r: A.Help(1, True))  # the default bot would join
    assert easy.choose(game, st, 1, random.Random(1)) == A.Help(1, False)
