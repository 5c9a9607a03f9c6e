"""Play-test r24 (a real window under Xvfb, 4 players, two at one screen): what players tripped on."""

from __future__ import annotations

import pygame

from tabletop.ui.rise.table import hover_tips as HT
from tests.ui.rise.conftest import bot_step, table
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


def test_undo_after_the_hand_over_never_takes_back_the_other_persons_action(ctx, screen):
    """Two people at one screen: Player 1 declined a Dungeon's quest, which ended the turn, and the table
    passed to Player 2. Player 2 pressed Undo on their own turn and took back Player 1's decision ("Undone:
    Player 1 declines the quest"), the table going back to Player 1. Undo takes back only the seat at the
    screen's own action: once the hand-over has come, Player 1's is not Player 2's to undo."""

    checked = 0
    for seed in (3, 5, 8, 11):
        scene = table(ctx, 2, seed, bots=set())
        scene.update(1 / 60)
        for _ in range(300):
            if scene.session.outcome() is not None or checked >= 2:
                break
            first = bot_step(scene)
            if first is None:
                continue
            now = scene.session.game.to_act(scene.session.state)  # the seat the turn passed to
            for _ in range(400):
                if scene.update(1 / 10) is not None:
                    break  # the hand-over screen: the next person comes to the table
            assert scene.seat_at_screen == now[0] != first
            if scene.session.can_undo() and scene.session.actions[-1].seat == first:
                before = scene.session.state
                assert not scene.can_undo(), "Player 2 may not take back Player 1's action"
                scene.undo()
                assert scene.session.state is before
                checked += 1
    assert checked, "no hand-over after an action the rules let be taken back"


def test_back_from_the_hand_over_the_table_takes_the_pointer_where_it_is(ctx, screen, monkeypatch):
    """The table last saw the pointer on the set-up's Begin, over where its log lies; the next person
    pressed 'I am Player 2' on the hand-over screen, the pointer now over the board, and the log's
    tooltip ('The log: the wheel scrolls back ...') stood over the board: the table still took the
    pointer to be on its log (RN-SETUP-09: the hand-over between people)."""
    from tabletop.ui.kit.handover import HandoverScene

    scene = table(ctx, 2, 5, bots=set())
    log = pygame.Rect(scene.layout.log)
    _point_at(scene, log.center)
    over = HandoverScene(ctx, 1, "Player 2")
    scene.pause()  # the hand-over stands over the table; the person clicks its button
    board = pygame.Rect(scene.layout.board).center
    monkeypatch.setattr(pygame.mouse, "get_focused", lambda: True)
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: board)
    over.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=board, rel=(0, 0), buttons=(0, 0, 0)))
    scene.resume()
    assert scene.mouse == board
    assert not log.collidepoint(scene.mouse)
