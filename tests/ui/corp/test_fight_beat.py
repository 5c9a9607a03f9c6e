"""Hot-seat, in the middle of a fight: when the other person is to answer (a call for help, a move in the
fight), the beat says what is asked ("Player 2: answer the call for help"), not a bare "Your turn", and
stands beside the fight window, not over its dice (play-test r21: "Your turn / Player 1" over the dice)."""

from __future__ import annotations

import pygame

from tabletop.games.corp import actions as A
from tabletop.ui.corp.table import fight_layout as FL
from tabletop.ui.kit.notices import beat_rect
from tests.ui import text_audit as TA
from tests.ui.corp.conftest import table
from tests.ui.corp.fight_scenes import EMPTY


def _hot_seat_call_for_help(ctx, size=(1280, 800)):
    """Two people; Player 1 opens a door on the Zombie Auditor and calls Player 2 (in the hallway)."""
    levels = [["zombie_auditor#1", *EMPTY], [], [], [], []]
    settings = {"players": 2, "characters": ["gary", "priya"], "test_building": {"levels": levels}}
    scene = table(ctx, settings, 5, bots=set(), size=size)
    for p in scene.session.state.players:  # no starting gear: no shot before the monster's attack
        p.weapons, p.items = [], []
    scene.update(0.1)
    scene.session.state.forced = [2]
    assert scene.submit(A.EnterRoom(0))
    scene.update(3.0)
    scene.update(0.1)
    assert scene.submit(A.AskHelp(0))
    scene.update(0.1)
    scene.update(0.1)
    return scene


def _drawn(scene, size) -> list[str]:
    with TA.recording():
        canvas = TA.TextSurface(size)
        scene.draw(canvas)
        scene.draw_overlay(canvas)  # the app's order: the scenes, then their overlays (the beat is one)
    return [ln.text for ln in canvas.lines]


def test_a_call_for_help_beat_says_what_is_asked_and_leaves_the_dice_clear_NC_RESP_14(ctx, screen):
    scene = _hot_seat_call_for_help(ctx)
    fight = scene.session.state.fight
    assert fight is not None and fight.asked == [1] and scene.seat_at_screen == 1
    assert scene.beat.on and scene.beat.seat == 1
    assert scene.beat_words(1) == ("Call for help", "Player 2: answer the call for help")
    box = beat_rect(scene.pace_area(), scene.layout.scale)
    window = FL.window_rect(scene.tool_view())
    assert not box.colliderect(window), (box, window)
    assert pygame.Rect(scene.layout.building).contains(box)
    texts = _drawn(scene, (1280, 800))
    assert "Call for help" in texts and "Player 2: answer the call for help" in texts
    assert "Your turn" not in texts


def test_a_helpers_move_in_the_fight_is_said_as_such(ctx, screen):
    """Player 2 comes in: Player 1 is to strike again (the monster's turn passed) or Player 2 to attack;
    whoever comes next in the fight is told "your move in the fight"."""
    scene = _hot_seat_call_for_help(ctx)
    assert scene.submit(A.Help(1, join=True))
    for _ in range(4):
        scene.update(1.0)
    seat = scene.seat_at_screen
    assert scene.session.state.fight is not None and seat is not None
    assert scene.beat_words(seat) == ("Your move", f"Player {seat + 1}: your move in the fight")


def test_out_of_a_fight_the_beat_is_your_turn_over_the_building(ctx, screen):
    levels = [[*EMPTY], [], [], [], []]
    settings = {"players": 2, "characters": ["gary", "priya"], "test_building": {"levels": levels}}
    scene = table(ctx, settings, 5, bots=set())
    assert scene.beat_words(1) == ("Your turn", "Player 2")
    assert scene.pace_area() == pygame.Rect(scene.layout.building)


def test_where_the_buildings_left_part_is_too_narrow_the_beat_stands_over_the_choices_panel(ctx, screen):
    from tabletop.ui.layout import set_preferences

    set_preferences(150)
    try:
        scene = _hot_seat_call_for_help(ctx)
        scene.resize((1280, 800))
        box = beat_rect(scene.pace_area(), scene.layout.scale)
        assert pygame.Rect(scene.layout.choices).contains(box)
        assert not box.colliderect(FL.window_rect(scene.tool_view()))
    finally:
        set_preferences()
