"""After the computer's turn, the person's next choices come up in the choices panel where the pointer was
left resting. A plaque that came up under a pointer that has not moved since takes no click, however long the
pointer rests, until it moves: the person may never have seen it (play-test r27, corp2: "Leave the room for
the hallway" came up where "Take the Fire Axe" had been; the click guard made a quick click wait, but a click
a while later took what was never seen). It is not lit as ready meanwhile, and a click on it says why;
once the pointer moves, it takes the next click (NC-TURN-01: the turn is the person's)."""

from __future__ import annotations

import pygame

from tabletop.games.corp import actions as A
from tabletop.ui.corp.table import chrome
from tabletop.ui.corp.table import offer as OF
from tests.ui.corp.conftest import move, table


def _press(scene, pos):
    pos = (int(pos[0]), int(pos[1]))
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def _to_the_persons_next_turn(scene, rest):
    """The person ends turn 1 with the pointer resting on the first plaque's place; the computer plays."""
    move(scene, rest)
    for _ in range(40):
        st = scene.session.state
        if st.turn.number > 1:
            break
        legal = scene.session.game.legal_actions(st, 0)
        end = [a for a in legal if isinstance(a, A.EndTurn)]
        assert scene.submit(end[0] if end else legal[0])
        scene.update(0.1)
    for _ in range(600):  # the computer's turn, the beat: the pointer never moves
        scene.update(0.1)
        if scene.acting_seat() == 0 and scene.session.state.turn.number > 2 and not scene.busy():
            break
    for _ in range(30):
        scene.update(0.1)
    assert scene.acting_seat() == 0 and scene.session.state.turn.number > 2


def _new_plaque_under_resting_pointer(ctx):
    """(the table, the resting pointer, the plaque of the person's next turn under it): the pointer rested
    on the first plaque's place while the computer played its turn."""
    scene = table(ctx, {"players": 2}, 5, bots={1}, bot_delay=0.0)
    scene.update(0.1)
    rest = chrome.choice_grid(scene.layout)[0][0].center
    _to_the_persons_next_turn(scene, rest)
    return scene, rest, scene.buttons.at(rest)


def test_a_plaque_that_came_up_under_the_resting_pointer_waits_for_it_to_move_NC_TURN_01(ctx, screen):
    scene, rest, new = _new_plaque_under_resting_pointer(ctx)
    assert new is not None and new.key.startswith("choice"), "a plaque of the new turn stands under the pointer"
    for _ in range(50):  # five seconds and more, the pointer resting: long past any wait
        scene.update(0.1)
    taken = len(scene.session.actions)
    _press(scene, rest)
    assert len(scene.session.actions) == taken, f"{new.label!r} was pressed though the pointer never moved"
    assert scene.toast is not None and scene.toast[0] == OF.UNSEEN
    move(scene, (rest[0] + 3, rest[1]))  # the pointer moves: the plaque is seen, and takes a click
    scene.update(0.5)
    _press(scene, (rest[0] + 3, rest[1]))
    assert len(scene.session.actions) > taken or scene.tools.top.name == "choice_menu"


def test_the_plaque_is_not_lit_as_ready_while_it_waits(ctx, screen):
    scene, rest, new = _new_plaque_under_resting_pointer(ctx)
    waiting = pygame.Surface(scene.layout.size)
    scene.draw(waiting)
    move(scene, (rest[0] + 3, rest[1]))
    scene.update(0.5)
    lit = pygame.Surface(scene.layout.size)
    scene.draw(lit)
    far = pygame.Surface(scene.layout.size)
    move(scene, (2, 2))
    scene.update(0.5)
    scene.draw(far)
    r = new.rect
    box = pygame.Rect(r.x + 2, r.y + 2, r.w - 4, r.h - 4)
    same_as_unlit = all(
        waiting.get_at(p) == far.get_at(p) for p in [(x, box.centery) for x in range(box.x, box.right, 3)]
    )
    assert same_as_unlit, "the waiting plaque is drawn as with the pointer away"
    assert any(lit.get_at(p) != far.get_at(p) for p in [(x, box.centery) for x in range(box.x, box.right, 3)])
