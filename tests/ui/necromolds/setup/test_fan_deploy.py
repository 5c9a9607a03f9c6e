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


def test_nm_fan_15_16_the_lit_corner_area_is_where_the_rules_accept_a_base(app):
    """The corner area the deploy screen lights (corner_strips, within the reach's arc) is the rules'
    own (queries.corner_problem): a base anywhere in it is accepted, one further along the edge refused."""
    import math

    from tabletop.games.necromolds import queries as NQ
    from tabletop.games.necromolds.library import library
    from tabletop.ui.necromolds.setup.deploy import corner_strips

    screen = _deploy_scene(app)
    scene = screen.step
    click(app, next(s for s in scene.spots if s.key == "corners_0").rect.center)
    state = scene.state
    assert state.corners[0] == 0
    m = scene.waiting()[0]
    r, _ = field.base_of(m)
    reach, border = NQ.corner_reach(), library().maps[state.map].border
    for i in fan.CORNER_PAIRS[0]:
        corner = fan.corner_list(state)[i]
        for (x0, y0), (x1, y1) in corner_strips(corner, reach, border):
            for fx in (0.0, 0.25, 0.5, 0.75, 1.0):
                for fy in (0.0, 0.5, 1.0):
                    x, y = x0 + (x1 - x0) * fx, y0 + (y1 - y0) * fy
                    if math.dist((x, y), corner) <= reach:
                        assert NQ.corner_problem(state, 0, m, x, y) is None, (corner, x, y)
        cx, cy = corner
        beyond = reach + r + 0.3  # along the top or bottom edge, inside the strip, past the arc
        x = cx + beyond if cx == 0 else cx - beyond
        y = cy + border / 2 if cy == 0 else cy - border / 2
        assert NQ.corner_problem(state, 0, m, x, y) is not None
