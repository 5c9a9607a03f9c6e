"""The Rise table scene: drawing, the hidden hand, moves with the mouse and whole games by gesture."""

from __future__ import annotations

import pygame
import pytest

from tabletop.games.rise import actions as A
from tests.ui.rise.conftest import click, play_by_gestures, table


def to_stage(scene, screen, stage: str, limit: int = 400):
    """Play on with gestures (preferring 'Done' buttons) until the seat at the screen is at `stage`."""
    for _ in range(limit):
        scene.update(0.5)
        if scene.acting_seat() is not None and scene.session.state.turn.stage == stage:
            scene.draw(screen)
            return True
        if scene.acting_seat() is not None:
            targets = scene.targets()
            done = [p for label, p in targets if label.startswith("Done")]
            click(scene, done[0] if done else targets[0][1])
    return False


def test_draws_the_board_pieces_and_panels(ctx, screen):
    scene = table(ctx, 5, 3)
    scene.update(1 / 60)
    scene.draw(screen)
    # the board area is painted (not the bare wood): the Valley's hex at the centre has its purple
    valley = scene.space_pos("valley")
    assert scene.space_at(valley) == "valley"
    assert len(scene.layout.players) == 5


def test_the_hand_shows_only_the_seat_at_the_screen(ctx, screen):
    scene = table(ctx, 3, 5)
    seat = scene.seat_at_screen
    assert seat == 0
    mine = scene.tool_view().hand()
    assert mine and "hidden" not in mine
    assert mine == list(scene.session.state.players[0].hand)
    # what the table draws from: other seats' hands are hidden cards
    for s in (1, 2):
        assert set(scene.view.players[s].hand) <= {"hidden"}
    for label, _pos in scene.targets():
        assert not any(c in label for c in scene.session.state.players[1].hand)


def test_a_move_by_clicking_a_lit_space(ctx, screen):
    scene = table(ctx, 3, 11)
    assert to_stage(scene, screen, "move")
    offer = scene.offer()
    assert offer.moves, "movement offers the reachable spaces"
    sid = next(iter(offer.moves))
    path = scene.path_to(sid)
    assert path[0] == scene.view.players[0].space and path[-1] == sid
    # hovering shows it, then a click moves there
    scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=scene.space_pos(sid), rel=(0, 0), buttons=(0, 0, 0)))
    scene.draw(screen)
    n = len(scene.session.actions)
    click(scene, scene.space_pos(sid))
    assert isinstance(scene.session.actions[n], A.Move) and scene.session.actions[n].to == sid


def test_an_unreachable_space_says_why(ctx, screen):
    scene = table(ctx, 3, 11)
    assert to_stage(scene, screen, "move")
    offer = scene.offer()
    far = next(
        s.id
        for s in __import__("tabletop.content.rise.board", fromlist=["x"]).load_board(scene.view.side).spaces
        if s.id not in offer.moves and s.id != scene.view.players[0].space
    )
    n = len(scene.session.actions)
    click(scene, scene.space_pos(far))
    assert len(scene.session.actions) == n
    assert scene.toast is not None and scene.toast_bad


def test_zoom_keeps_hit_testing_right(ctx, screen):
    scene = table(ctx, 4, 2)
    pos = scene.space_pos("valley")
    scene.camera.zoom_at(1.6, *pos)
    scene.draw(screen)
    assert scene.space_at(scene.space_pos("valley")) == "valley"
    scene.reset_zoom()
    assert scene.space_at(scene.space_pos("valley")) == "valley"


@pytest.mark.parametrize("players,seed", [(2, 3), (3, 1), (5, 4)])
def test_a_whole_game_by_the_scenes_gestures_ends_with_a_winner(ctx, screen, players, seed):
    scene = table(ctx, players, seed)
    clicks = play_by_gestures(scene, screen, seed)
    out = scene.session.outcome()
    assert out is not None and out.winners, "the game ends with a winner"
    assert clicks > 10
    # every action the person took came from a gesture of the scene
    assert any(a.seat == 0 for a in scene.session.actions)
    scene.draw(screen)
    # the game over, a click anywhere but a button goes to the end screen, the last fight's panel up or not
    from tabletop.ui.rise.end_screen import RiseEndScene

    went = scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=scene.space_pos("valley"), button=1))
    assert went is not None and isinstance(getattr(went, "scene", None), RiseEndScene)


def test_hot_seat_hands_stay_hidden(ctx, screen):
    scene = table(ctx, 2, 8, bots=())
    seat = scene.seat_at_screen
    other = 1 - seat
    assert set(scene.view.players[other].hand) <= {"hidden"}
