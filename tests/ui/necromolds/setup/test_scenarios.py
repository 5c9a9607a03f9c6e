"""The set-up scenarios render on the game screen at their step (as still pictures) and show what they say."""

from __future__ import annotations

import pytest

from tests.ui.necromolds.setup.conftest import steps


@pytest.mark.parametrize(
    "name,screen", [("army_builder", "necromolds_army"), ("terrain_rolloff", "necromolds_terrain")]
)
def test_setup_scenarios_open_the_setup_screens(app, name, screen):
    scenarios = pytest.importorskip("tabletop.ui.necromolds.scenarios")
    from tabletop.ui.scene import push

    scene, _scenario = scenarios.build(app.ctx, name)
    app.stack.apply(push(scene))
    steps(app, 90)  # 1.5 s: a still picture, so no bot moves on
    assert app.stack.top is scene and scene.name == screen and scene.driver is None  # no bot moves on
    n = len(scene.session.actions)
    assert n == len(_scenario.recipe.actions)
    if name == "army_builder":
        from tabletop.games.necromolds.library import library

        step = scene.step
        used = sum(library().size(m.book, m.size).clay for m in scene.state.monsters if m.owner == 0)
        assert step.seat == 0 and used > 0 and step.seat_state.clay == library().rules.clay_budget - used
        cragmaw = library().books["cragmaw"].sizes[0].clay
        assert next(s for s in step.spots if s.key == "mold:cragmaw:0").enabled == (cragmaw <= step.seat_state.clay)


def test_render_scenario_writes_a_picture(tmp_path):
    pytest.importorskip("tabletop.ui.necromolds.scenarios")
    screenshot = pytest.importorskip("tabletop.ui.screenshot")
    if not hasattr(screenshot, "render_scenario"):
        pytest.skip("render_scenario not there yet")
    out = tmp_path / "army.png"
    screenshot.render_scenario("necromolds", "army_builder", out)
    assert out.stat().st_size > 10_000
