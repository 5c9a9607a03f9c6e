"""An action's fields out of bounds are refused in a player's words before any rule reads them
(tabletop/games/corp/actions.py `problem`, which reads only the fields each action type has)."""

from __future__ import annotations

import pytest

from tabletop.games.corp import actions as A

LONG = "x" * (A.MAX_ID + 1)


@pytest.mark.parametrize(
    ("action", "words"),
    [
        (A.EndTurn(A.MAX_SEAT + 1), "seat must be"),
        (A.PickUp(0, LONG), "card is longer than"),
        (A.PickUp(0, "axe#1", drop=LONG), "drop is longer than"),
        (A.EnterRevealed(0, LONG), "room is longer than"),
        (A.UseItem(0, "kit#1", weapon=LONG), "weapon is longer than"),
        (A.Attack(0, ("fist",), all_in=LONG), "all_in is longer than"),
        (A.Attack(0, ("fist",), target=LONG), "target is longer than"),
        (A.Escape(0, to=LONG), "to is longer than"),
        (A.Attack(0, ("fist", "fist", "fist")), "hands: at most 2"),
        (A.Attack(0, ("fist", LONG)), "hands is longer than"),
        (A.Attack(0, ("fist",), one_handed=(LONG,)), "one_handed is longer than"),
        (A.Shoot(0, (LONG,)), "weapons is longer than"),
        (A.Give(0, "axe#1", A.MAX_SEAT + 1), "to must be a seat"),
        (A.UseItem(0, "kit#1", target=-2), "target must be a seat"),
        (A.GoToLevel(0, A.MAX_LEVEL + 1), "level must be"),
    ],
)
def test_out_of_bounds_fields_are_named(action, words):
    assert words in (A.problem(action) or "")


@pytest.mark.parametrize(
    "action",
    [
        A.EndTurn(0),
        A.PickUp(5, "axe#1", drop="broom#1"),
        A.Give(0, "axe#1", 5),
        A.UseItem(0, "kit#1", target=-1),
        A.Attack(0, ("axe#1", "fist"), one_handed=("axe#1",), target="zombie#2"),
        A.Shoot(0, ("pistol#1",)),
        A.GoToLevel(0, A.MAX_LEVEL),
        A.Help(0, True),
    ],
)
def test_actions_in_bounds_have_no_problem(action):
    assert A.problem(action) is None
