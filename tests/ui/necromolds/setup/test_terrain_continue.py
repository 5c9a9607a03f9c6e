"""Issue 10: after the last terrain piece the finished battlefield stays on screen, with a Continue
button where the helper button was, until a player presses it; only then the army builder."""

from __future__ import annotations

import pygame

from tabletop.ui.necromolds.setup.layout import setup_layout
from tests.ui.necromolds.setup.conftest import new_session, notice, open_game, steps

SEED_P1_FIRST = 1


def test_the_finished_layout_waits_for_continue_before_the_army_builder(app):
    session = new_session(seed=SEED_P1_FIRST, bots=(1,))
    scene = open_game(app, session)
    step = scene.step
    steps(app, 100)  # the roll-off settles
    for _ in range(3):
        if session.state.phase == "terrain" and step.is_human(step.placer):
            scene.press("quick")
        steps(app, 80)  # the computer places its piece after a pause
    assert session.state.phase == "army" and len(session.state.terrain) == 3
    steps(app, 120)  # two seconds: nothing moves on by itself, the computer does not build its army behind it
    assert app.stack.top is scene and scene.step is step and step.finished
    n = len(session.actions)
    assert n == 3  # three pieces, and no army molded by the computer while the layout is shown
    button = scene.setup_buttons.done_button
    assert button is not None and button.text == "Continue" and button.is_enabled
    assert scene.setup_buttons.quick_button is None
    assert tuple(button.rect) == tuple(setup_layout(app.ctx.size)["done"])
    # the tray no longer hands out pieces
    free = next(iter(step.tray.values()))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=free.center, button=1))
    steps(app, 1)
    assert step.drag is None and notice(scene) is None
    # the picture says what to do
    surface = pygame.Surface(app.ctx.size)
    scene.draw(surface)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button.rect.center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=button.rect.center, button=1))
    steps(app, 3)
    assert app.stack.top is scene and scene.name == "necromolds_army"
    assert len(session.actions) >= n  # nothing was undone on the way


def test_enter_also_continues(app):
    from tabletop.games.necromolds import actions as A

    session = new_session(seed=SEED_P1_FIRST, bots=())
    scene = open_game(app, session)
    steps(app, 100)
    while session.state.phase == "terrain":
        scene.press("quick")
    steps(app, 2)
    assert app.stack.top is scene and scene.step.finished
    assert not isinstance(session.actions[-1], A.MoldPreset)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    steps(app, 2)
    assert app.stack.top is scene and scene.name == "necromolds_army"
