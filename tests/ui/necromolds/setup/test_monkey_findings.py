"""Regressions for what the monkey (tests/ui/monkey.py) found on the set-up screens."""

from __future__ import annotations

from tabletop.games.necromolds.actions import Deploy, MoldPreset, Unmold
from tests.ui.necromolds.setup.conftest import click, notice, press_button, steps
from tests.ui.necromolds.setup.test_army_deploy import spot, to_army, to_deploy


def count_builds(scene, monkeypatch) -> tuple[list, list]:
    """Record every layout of the step's hotspots and every rebuild of the side panel's buttons."""
    step, buttons = scene.step, scene.setup_buttons
    calls: list = []
    widgets: list = []
    original, build = step.build_screen, buttons.build
    monkeypatch.setattr(step, "build_screen", lambda: (calls.append(1), original())[1])
    monkeypatch.setattr(buttons, "build", lambda s: (widgets.append(1), build(s))[1])
    return calls, widgets


def test_starting_tip_over_a_molded_army_rebuilds_the_screen_once(app, monkeypatch):
    """Monkey: the Starting Tip over a molded army unmolded it one action at a time, rebuilding every
    widget after each (10 rebuilds, ~0.4 s in one frame); now the screen is refreshed once."""
    session, scene = to_army(app)
    for _ in range(4):
        click(app, spot(scene, "mold:mud_mumps:0").rect.center)
    builds, widgets = count_builds(scene, monkeypatch)
    n = len(session.actions)
    press_button(app, scene.setup_buttons.quick_button)
    done = session.actions[n:]
    assert [type(a) for a in done] == [Unmold] * 4 + [MoldPreset]
    assert len(builds) == 1 and len(widgets) <= 1  # the buttons at most once (in place since r27)
    assert notice(scene).startswith("Starting Tip")  # the screen still says what happened


def test_deploy_the_rest_rebuilds_the_screen_once(app, monkeypatch):
    """Monkey: 'deploy the rest' rebuilt the screen after each of the 9 monsters; now once, after the last."""
    session, scene = to_deploy(app)
    builds, widgets = count_builds(scene, monkeypatch)
    n = len(session.actions)
    press_button(app, scene.setup_buttons.quick_button)
    assert [type(a) for a in session.actions[n:]] == [Deploy] * 9
    # the side panel's buttons at most once (since r27 they are brought up to date in place)
    assert not scene.step.waiting() and len(builds) == 1 and len(widgets) <= 1
    done = scene.setup_buttons.done_button
    assert done.is_enabled  # the Done button knows the army is all on the table


def test_a_refusal_inside_a_batch_still_refreshes_what_was_done(app, monkeypatch):
    """A run of actions that stops at a refusal still shows the actions it made before it, and the
    refusal's reason."""
    session, scene = to_deploy(app)
    step = scene.step
    builds, _widgets = count_builds(scene, monkeypatch)
    m = step.waiting()[0]
    x, y = step.spots_for(m)[0]
    other = step.waiting()[1]
    n = len(session.actions)
    # the middle of the map is refused: the list stops there
    scene.carry_out([step.deploy(m.id, x, y), step.deploy(other.id, 12.0, 9.0), step.deploy(other.id, x, y)])
    steps(app, 1)
    assert len(builds) == 1 and scene.toast_bad and "green border" in notice(scene)
    assert session.state.monster(m.id).deployed and len(session.actions) == n + 1
