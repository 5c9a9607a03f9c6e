"""The declared action table (tabletop/core/phases.py) every game dispatches through."""

from __future__ import annotations

from dataclasses import dataclass
from typing import get_args

import pytest

from tabletop.core.errors import IllegalAction
from tabletop.core.phases import ActionTable, row


@dataclass
class Draw:
    seat: int


@dataclass
class Pass:
    seat: int


@dataclass
class Shout:
    seat: int


def _draw(state, action):
    state.append(("draw", action.seat))


def _pass(state, action):
    state.append(("pass", action.seat))


def test_an_action_without_a_handler_or_a_handler_without_an_action_fails_as_the_game_loads():
    with pytest.raises(TypeError, match=r"no handler for Shout"):
        ActionTable("toy", [Draw, Pass, Shout], {Draw: row(_draw), Pass: row(_pass)})
    with pytest.raises(TypeError, match=r"handlers for actions the game does not have: Shout"):
        ActionTable("toy", [Draw, Pass], {Draw: row(_draw), Pass: row(_pass), Shout: row(_pass)})


def test_the_handler_is_found_by_type_and_a_phase_not_allowed_is_refused_in_words():
    table = ActionTable("toy", [Draw, Pass], {Draw: row(_draw, "draw"), Pass: row(_pass)}, {"play": "the play phase"})
    log: list = []
    table.handler_for(Draw(0), "draw")(log, Draw(0))
    table.handler_for(Pass(1), "play")(log, Pass(1))  # no phases named: any phase
    assert log == [("draw", 0), ("pass", 1)]
    with pytest.raises(IllegalAction, match="not now: this is the play phase"):
        table.handler_for(Draw(0), "play")
    with pytest.raises(IllegalAction, match="unknown action Shout"):
        table.handler_for(Shout(0), "draw")
    assert table.phases_of(Draw) == frozenset({"draw"}) and table.phases_of(Pass) is None


def test_necromolds_declares_every_action_once():
    """Necromolds dispatches through its table: one row per member of its action union."""
    from tabletop.games.necromolds import actions as A
    from tabletop.games.necromolds.game import ACTIONS

    assert set(ACTIONS.rows) == set(get_args(A.AnyAction))


def test_rise_declares_every_action_once_with_its_stage():
    """Rise dispatches through its table: one row per member of its action union, a move only in phase 3."""
    from tabletop.games.rise import actions as A
    from tabletop.games.rise.game import ACTIONS

    assert set(ACTIONS.rows) == set(get_args(A.AnyAction))
    assert ACTIONS.phases_of(A.Move) == frozenset({"move"}) and ACTIONS.phases_of(A.UseItem) is None
    with pytest.raises(IllegalAction, match=r"not now: this is phase 1 \(play cards\)"):
        ACTIONS.handler_for(A.Move(0, "x"), "play")
