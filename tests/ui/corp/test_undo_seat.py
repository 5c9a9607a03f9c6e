"""Undo at a hot-seat NecronomiCORP table takes back the seat at the screen's own action only: play-test
r24, in a team game Player 2, whose turn had just come after the hand-over, pressed Undo and took back
Player 1's last action (a rival's: the pick-up that had ended Player 1's turn)."""

from __future__ import annotations

from tabletop.games.corp import actions as A
from tests.ui.corp.conftest import table


def test_nc_team_01_a_person_cannot_take_back_the_action_of_the_person_who_handed_over(ctx, screen):
    scene = table(ctx, {"players": 4, "teams": 2}, 11, bots={2, 3})
    assert scene.session.game.to_act(scene.session.state) == [0]
    assert scene.submit(A.EndTurn(0))
    assert scene.can_undo()  # still Player 1's screen: their own action may be taken back
    for _ in range(5):
        scene.update(0.5)
    assert scene.session.game.to_act(scene.session.state) == [1]
    assert scene.acting_seat() == 1  # Player 2 at the screen, after the hand-over
    assert scene.session.can_undo()  # the rules would allow it
    assert not scene.can_undo(), "Player 2 may not take back Player 1's action"
    before = list(scene.session.actions)
    scene.undo()
    assert scene.session.actions == before
    assert scene.toast is not None and "Player 1" in scene.toast[0]


def test_a_person_against_the_computer_still_takes_back_their_own_action(ctx, screen):
    scene = table(ctx, {"players": 2}, 11, bots={1})
    assert scene.submit(A.EndTurn(0))
    assert scene.can_undo()
    scene.undo()
    assert scene.session.actions == []
