"""Four Corner Deployment and Directional Attacks on the deploy screen, with the mouse
(NM-FAN-11, NM-FAN-15, NM-FAN-16): the chooser clicks a pair of corners, drags a monster into a corner
(a drop outside both is refused with the engine's words), the quick button splits the army
between the two corners, and the wheel turns a placed monster."""

from __future__ import annotations

import pygame

from tabletop.games.necromolds import actions as A
from tabletop.games.necromolds import fan, field
from tests.ui.necromolds.setup.conftest import click, drag, notice, post, steps


def _deploy_scene(app):
    """The game screen at the fan_corners scenario, a still picture: the computer waits, this test plays seat 0."""
    from tabletop.ui.necromolds import scenarios
    from tabletop.ui.scene import push

    screen, _sc = scenarios.build(app.ctx, "fan_corners")
    app.stack.apply(push(screen))
    steps(app, 3)
    assert screen.driver is None
    return screen


def test_nm_fan_15_16_choose_corners_then_deploy_into_both(app):
    screen = _deploy_scene(app)
    scene = screen.step
    assert screen.name == "necromolds_deploy" and scene.choosing_corners()
    assert not screen.setup_buttons.quick_button.is_enabled
    spot = next(s for s in scene.spots if s.key == "corners_1")
    click(app, spot.rect.center)
    assert isinstance(screen.session.actions[-1], A.ChooseCorners) and scene.state.corners == [1, 0]
    assert not scene.choosing_corners() and scene.spots == []
    # a drop in the middle of the map is refused with the engine's words, nothing deployed
    m = scene.waiting()[0]
    tray = scene.tray[m.id]
    mid_map = scene.camera.map_to_screen(12.0, 9.0)
    n = len(screen.session.actions)
    drag(app, tray.center, (int(mid_map[0]), int(mid_map[1])), frames=2)
    assert len(screen.session.actions) == n and "corner" in (notice(screen) or "") and screen.toast_bad
    # a drop at the top-right corner (pair 1) deploys it
    _r, _ = field.base_of(m)
    spot = fan.corner_spots(scene.state, 0, m)[0]
    to = scene.camera.map_to_screen(*spot)
    drag(app, tray.center, (int(to[0]), int(to[1])), frames=2)
    assert scene.state.monster(m.id).deployed
    press = screen.setup_buttons.quick_button
    post(
        app,
        (pygame.MOUSEBUTTONDOWN, {"pos": press.rect.center, "button": 1}),
        (pygame.MOUSEBUTTONUP, {"pos": press.rect.center, "button": 1}),
        frames=3,
    )
    mine = [x for x in scene.state.monsters if x.owner == 0]
    assert all(x.deployed for x in mine)
    used = {fan.corner_of(scene.state, 0, x.x, x.y) for x in mine}
    assert used == {0, 1}  # two groups, one per corner (NM-FAN-15)
    assert screen.session.game.check(scene.state, A.DeployDone(seat=0)) is None


def test_nm_fan_11_the_wheel_turns_a_placed_monster(app):
    screen = _deploy_scene(app)
    scene = screen.step
    click(app, next(s for s in scene.spots if s.key == "corners_0").rect.center)
    m = scene.waiting()[0]
    x, y = fan.corner_spots(scene.state, 0, m)[0]
    assert screen.submit(scene.deploy(m.id, x, y))
    steps(app, 1)
    before = scene.state.monster(m.id).facing
    assert before is not None  # the default facing, toward the map's middle
    at = scene.camera.map_to_screen(x, y)
    post(
        app,
        (pygame.MOUSEMOTION, {"pos": (int(at[0]), int(at[1])), "rel": (0, 0), "buttons": (0, 0, 0)}),
        (pygame.MOUSEWHEEL, {"x": 0, "y": -1, "flipped": False}),
        frames=2,
    )
    after = scene.state.monster(m.id).facing
    assert abs(((after - before) % 360) - 15) < 1e-3  # facings are sent to 3 decimals
    last = screen.session.actions[-1]
    assert isinstance(last, A.Deploy) and (last.x, last.y) == (x, y) and last.facing is not None
