"""The kit's hand-over screen: Enter, Space or its button; the button ignores the click that was
meant for the table under it until the mouse has moved (DESIGN.md)."""

from __future__ import annotations

import pygame

from tabletop.ui.kit.buttons import GRACE
from tabletop.ui.kit.handover import HandoverScene
from tabletop.ui.scene import Scene
from tests.ui.kit.conftest import event


def up(pos):
    return event(pygame.MOUSEBUTTONUP, pos=pos, button=1)


def test_enter_or_space_says_the_player_is_here_and_then_replaces_it(ctx, screen):
    scene = HandoverScene(ctx, 1, "Player 2")
    assert scene.handle_event(event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0)).kind == "pop"
    then = Scene()
    step = HandoverScene(ctx, 1, "Player 2", then=then).handle_event(event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0))
    assert step.kind == "replace" and step.scene is then
    scene.draw(screen)


def test_the_button_under_the_last_players_cursor_waits_for_the_mouse_to_move(ctx, screen, monkeypatch):
    at = HandoverScene(ctx, 1, "Player 2").button_rect().center
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: at)
    scene = HandoverScene(ctx, 1, "Player 2")
    assert scene.handle_event(up(at)) is None, "the release of the click that ended the last turn"
    scene.update(GRACE + 0.1)
    assert scene.handle_event(up(at)) is None, "the mouse has not moved"
    scene.handle_event(event(pygame.MOUSEMOTION, pos=at, rel=(1, 0), buttons=(0, 0, 0)))
    assert scene.handle_event(up(at)).kind == "pop"


def test_a_button_that_was_away_from_the_cursor_takes_the_first_click(ctx, screen, monkeypatch):
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (5, 5))
    scene = HandoverScene(ctx, 0, "Player 1")
    assert scene.handle_event(up(scene.button_rect().center)).kind == "pop"
    assert scene.handle_event(up((5, 5))) is None


def test_the_seat_number_reads_on_a_dark_seats_disc(ctx):
    """Play-test: Black's number was drawn in dark ink on its dark disc. A dark seat's number is bone."""
    surface = pygame.Surface(ctx.size)
    black = (43, 37, 46)
    HandoverScene(ctx, 0, "Player 1", colour=black).draw(surface)
    cx, cy = ctx.size[0] // 2, int(ctx.size[1] * 0.34)
    light = sum(
        1 for x in range(cx - 12, cx + 12) for y in range(cy - 18, cy + 18) if sum(surface.get_at((x, y))[:3]) > 450
    )
    assert light > 20
