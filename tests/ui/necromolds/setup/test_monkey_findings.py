"""Regressions for what the monkey (tests/ui/monkey.py) found on the set-up screens."""

from __future__ import annotations

from tabletop.games.necromolds.actions import Deploy, MoldPreset, Unmold
from tests.ui.necromolds.setup.conftest import click, press_button
from tests.ui.necromolds.setup.test_army_deploy import spot, to_army, to_deploy


def count_builds(scene, monkeypatch) -> list:
    """Record every rebuild of the screen's widgets."""
    calls: list = []
    original = scene.build_screen
    monkeypatch.setattr(scene, "build_screen", lambda: (calls.append(1), original())[1])
    return calls


def test_starting_tip_over_a_molded_army_rebuilds_the_screen_once(app, monkeypatch):
    """Monkey: the Starting Tip over a molded army unmolded it one action at a time, rebuilding every
    widget after each (10 rebuilds, ~0.4 s in one frame); now the screen is refreshed once."""
    session, scene = to_army(app)
    for _ in range(4):
        click(app, spot(scene, "mold:mud_mumps:0").rect.center)
    builds = count_builds(scene, monkeypatch)
    n = len(session.actions)
    press_button(app, scene.quick_button)
    done = session.actions[n:]
    assert [type(a) for a in done] == [Unmold] * 4 + [MoldPreset]
    assert len(builds) == 1
    assert scene.notice.startswith("Starting Tip")  # the screen still says what happened


def test_deploy_the_rest_rebuilds_the_screen_once(app, monkeypatch):
    """Monkey: 'deploy the rest' rebuilt the screen after each of the 9 monsters; now once, after the last."""
    session, scene = to_deploy(app)
    builds = count_builds(scene, monkeypatch)
    n = len(session.actions)
    press_button(app, scene.quick_button)
    assert [type(a) for a in session.actions[n:]] == [Deploy] * 9
    assert not scene.waiting() and len(builds) == 1
    assert scene.done_button.is_enabled  # the rebuilt Done button knows the army is all on the table


def test_a_refusal_inside_a_batch_still_refreshes_what_was_done(app, monkeypatch):
    """A batch that stops at a refusal still shows the actions it made before it."""
    session, scene = to_deploy(app)
    builds = count_builds(scene, monkeypatch)
    with scene.batch():
        m = scene.waiting()[0]
        x, y = scene.spots_for(m)[0]
        assert scene.deploy(m.id, x, y)
        assert not scene.deploy(m.id, 12.0, 9.0)  # the middle of the map: refused
    assert len(builds) == 1 and scene.refusal
    assert session.state.monster(m.id).deployed
