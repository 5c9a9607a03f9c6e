"""A side panel's status line speaks to the person at the screen: their own panel says "your turn" on
their turn, a computer's or another player's says "their turn" (play-test r20: a newcomer's own panel
read "9 monsters on the map · their turn" while it was their turn)."""

from __future__ import annotations

import pytest

from tests.ui.necromolds.table.conftest import frame, scenario_scene


@pytest.mark.parametrize("name", ["turns_3p", "drag_midgame"])
def test_your_own_panel_says_your_turn(ctx, screen, name):
    scene = scenario_scene(ctx, name)
    frame(scene, screen)
    me = scene.seat_at_screen
    assert scene.view.turn_seat == me and scene.human(me)
    assert scene.panel_look(me).status == "your turn"
    assert all(scene.panel_look(k).status == "" for k in range(len(scene.view.seats)) if k != me)


def test_a_computers_panel_says_their_turn(ctx, screen):
    scene = scenario_scene(ctx, "tools_ruler")
    frame(scene, screen)
    seat = scene.view.turn_seat
    assert not scene.human(seat) and seat != scene.seat_at_screen
    assert scene.panel_look(seat).status == "their turn"
    assert scene.panel_look(scene.seat_at_screen).status == ""
