"""Play-test r24 (a real window under Xvfb, 4 players, two at one screen): what players tripped on."""

from __future__ import annotations

import pygame

from tabletop.ui.rise.table import hover_tips as HT
from tests.ui.rise.conftest import table
from tests.ui.rise.test_keyboard_turn import labels, press


def _point_at(scene, pos) -> None:
    scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


def test_enter_on_a_space_leaves_no_board_tooltip_where_the_keys_clicked(ctx, screen):
    """Keyboard only (issue 26): Enter on 'Move to ...' clicks the space through the table's own mouse
    events, but the pointer stays where the player left it. The table took the made-up click's point as
    the pointer's, so once it 'rested' there the space's tooltip ('Gravesend Heath ... Here: Black
    Necromancer', or 'Out of reach this turn' after a confirm) stood over the board through the next
    turns and the hand-over, over spaces the next player wanted (RN-MOVE-01 by keys)."""
    scene = table(ctx, 2, 5)
    real = (pygame.Rect(scene.layout.log).centerx, pygame.Rect(scene.layout.log).centery)  # off the board
    _point_at(scene, real)
    for _ in range(200):
        scene.update(0.5)
        if scene.acting_seat() is None or scene.dice_in_air():
            continue
        moves = [t for t in labels(scene) if t.startswith("Move to ")]
        if moves:
            break
        press(scene, labels(scene)[0])
    else:
        raise AssertionError("no move offered")
    press(scene, moves[0])
    for _ in range(8):
        scene.update(0.5)  # long past the tooltip's rest
    assert scene.mouse == real, "the table's pointer is the real one, not the point the keys clicked"
    view = scene.tool_view()
    assert view.hover is None
    assert HT.board_tip(view, view.hover, True) is None
