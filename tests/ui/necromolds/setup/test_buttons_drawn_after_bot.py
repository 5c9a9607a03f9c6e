"""The side panel's buttons as the window shows them when the computer's move changes them (NM-SETUP-19,
NM-SETUP-20; play-test r18 B.8): right after the computer finished deploying, "Deploy all along my
edge" was drawn greyed although the player had 9 monsters to place.

The buttons are rebuilt in the frame's update, after the widget manager's own update; the manager
draws the list of visible widgets it made in its update, so that frame drew the computer's greyed
button, and an idle app drew nothing more until the next input. The app now brings the manager up
to date when the scene changed its widgets (App.update)."""

from __future__ import annotations

from tabletop.ui.necromolds.setup.deploy import DeployStep
from tabletop.ui.necromolds.setup.terrain import TerrainStep
from tests.ui.necromolds.setup.conftest import new_session, open_game, steps


def shown_as_built(app, button) -> bool:
    """True when the window shows the button's own picture where the button is (a row of pixels)."""
    r = button.rect
    y = r.height // 2
    return all(
        app.window.get_at((r.x + x, r.y + y))[:3] == button.image.get_at((x, y))[:3] for x in range(4, r.width - 4, 7)
    )


def test_deploy_all_is_drawn_enabled_the_frame_the_computer_finishes_deploying(app):
    """Seed 1: Player 1 places the first terrain piece, so the computer (Player 2) deploys first; the bots
    act inside the app's frames (no pacing, as a live game between two frames). The frame the
    computer's last action hands the deployment to Player 1 draws their enabled helper button."""
    session = new_session(seed=1, bots=(1,))
    screen = open_game(app, session)
    screen.driver.delay = screen.driver.turn_pause = screen._turn_pause = 0.0
    for _ in range(600):
        step = screen.step
        if isinstance(step, DeployStep) and step.seat == 0:
            break
        if isinstance(step, TerrainStep):
            step.settle()  # the roll-off dice have landed
            if step.finished:
                screen.press("done")
            elif step.is_human(step.placer):
                screen.press("quick")
        elif step is not None and step.is_human(step.seat) and not isinstance(step, DeployStep):
            screen.press("quick")  # the Starting Tip army
            screen.press("done")
        steps(app, 1)
    assert isinstance(screen.step, DeployStep) and screen.step.seat == 0
    assert session.actions[-1].seat == 1  # the computer's action handed the deployment over this frame
    button = screen.setup_buttons.quick_button
    assert button.is_enabled and button.text == "Deploy all along my edge"
    assert shown_as_built(app, button), "the window still shows the computer's greyed button"
