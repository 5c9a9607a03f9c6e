"""A click on the side panel's buttons while the computer molds its army at the same time (NM-SETUP-
07: the armies are molded at once). Lead's play r27: the first click on "Starting Tip army" did
nothing: the computer's molding rebuilt the panel's buttons between the mouse's press and its release,
and a button made after the press never saw it."""

from __future__ import annotations

import pygame

from tabletop.ui.necromolds.setup.army import ArmyStep
from tabletop.ui.necromolds.setup.terrain import TerrainStep
from tests.ui.necromolds.setup.conftest import new_session, open_game, post, steps


def _to_the_army(app, screen):
    for _ in range(600):
        step = screen.step
        if isinstance(step, ArmyStep):
            return step
        if isinstance(step, TerrainStep):
            step.settle()
            if step.finished:
                screen.press("done")
            elif step.is_human(step.placer):
                screen.press("quick")
        steps(app, 1)
    raise AssertionError("no army step")


def test_a_click_is_pressed_though_the_computer_molds_between_press_and_release(app):
    session = new_session(seed=1, bots=(1,))
    screen = open_game(app, session)
    screen.driver.delay = screen.driver.turn_pause = screen._turn_pause = 0.0
    step = _to_the_army(app, screen)
    assert step.seat == 0 and step.interactive()
    button = screen.setup_buttons.quick_button
    centre = button.rect.center
    post(app, (pygame.MOUSEMOTION, {"pos": centre, "rel": (0, 0), "buttons": (0, 0, 0)}), frames=1)
    molded = len([m for m in session.state.monsters if m.owner == 1])
    post(app, (pygame.MOUSEBUTTONDOWN, {"pos": centre, "button": 1}), frames=1)
    for _ in range(30):  # the computer molds on while the button is held
        if len([m for m in session.state.monsters if m.owner == 1]) > molded:
            break
        steps(app, 1)
    assert len([m for m in session.state.monsters if m.owner == 1]) > molded, "the computer did not mold"
    post(app, (pygame.MOUSEBUTTONUP, {"pos": centre, "button": 1}), frames=2)
    assert [m for m in session.state.monsters if m.owner == 0], "the click on Starting Tip army was lost"
