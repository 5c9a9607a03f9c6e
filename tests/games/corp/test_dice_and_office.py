"""The dice the rules roll (NC-COMP-04/05) and the Office Rules that are not rules (NC-OFFICE-04)."""

from __future__ import annotations

from typing import get_args

from tabletop.games.corp import actions as A
from tabletop.games.corp.ctx import Ctx
from tests.games.corp.helpers import CARDS, new


def test_six_faces_forced_first_NC_COMP_04():
    """NC-COMP-04: six-sided dice, 1 (the skull) to 6; forced results (the tests' hook) come first."""
    _, st = new(2, test_forced_faces=[1, 6])
    ctx = Ctx(st, CARDS)
    assert ctx.roll(2) == [1, 6]
    faces = ctx.roll(600)
    assert set(faces) == {1, 2, 3, 4, 5, 6}


def test_no_cap_on_dice_NC_COMP_05():
    """NC-COMP-05: the box has 5 dice, a roll may have more (the Wooden Stake's five plus bonuses)."""
    _, st = new(2)
    ctx = Ctx(st, CARDS)
    assert len(ctx.roll(9)) == 9


def test_no_dispute_procedure_NC_OFFICE_04():
    """NC-OFFICE-04: no action asks the table to agree, skip a rule or flip a coin: the rules apply as written,
    and a game is its seed plus its actions (the same ones give the same state)."""
    names = {t.__name__.lower() for t in get_args(A.AnyAction)}
    assert not any(word in n for n in names for word in ("agree", "vote", "coin", "skip", "dispute"))
    g, st = new(3, seed=11)
    again = g.initial_state({"players": 3}, 11)
    assert g.snapshot(st) == g.snapshot(again)
