"""High Ground (NM-FAN-07, NM-FAN-08, NM-FAN-09) on the set-up screens: the raised ground monsters may stand on is
drawn as a ledge with its height on the terrain and deploy screens, as at the table."""

from __future__ import annotations

import pygame
import pytest

from tabletop.games.necromolds import field
from tests.ui.necromolds.setup.conftest import steps


@pytest.mark.parametrize(
    "name,screen", [("fan_high_ground_terrain", "necromolds_terrain"), ("fan_high_ground_deploy", "necromolds_deploy")]
)
def test_nm_fan_09_raised_ground_drawn_on_the_setup_screens(app, name, screen, monkeypatch):
    from tabletop.ui.necromolds import scenarios
    from tabletop.ui.necromolds.table import fan_marks
    from tabletop.ui.scene import push

    drawn = []
    real = fan_marks.draw_surfaces

    def spy(surface, camera, state):
        drawn.append(state)
        return real(surface, camera, state)

    monkeypatch.setattr(fan_marks, "draw_surfaces", spy)
    scene, _scenario = scenarios.build(app.ctx, name)
    app.stack.apply(push(scene))
    steps(app, 3)
    assert app.stack.top.name == screen
    st = scene.state
    raised = field.surfaces(st)
    assert raised and drawn and field.surfaces(drawn[-1])
    # the ledge's top (lit earth) is on the screen where the surface is
    _pid, poly, height = raised[0]
    c = poly.centroid
    inner = poly.buffer(-min(0.35, 0.2 * height), join_style=2)
    y = c.y + 0.6 * (inner.bounds[3] - c.y)  # on the lit top, below the words "high ground"
    sx, sy = scene.step.camera.map_to_screen(c.x, y)
    lift = max(2, int(scene.step.camera.length_to_pixels(0.05 * height)))
    px = pygame.display.get_surface().get_at((int(sx - lift * 0.6), int(sy - lift)))[:3]
    ledge = fan_marks.D.lighter(fan_marks.LEDGE, 0.18)
    assert sum(abs(a - b) for a, b in zip(px, ledge)) < 40, (px, ledge)


def test_without_high_ground_no_ledges_on_setup_screens(app, monkeypatch):
    from tabletop.ui.necromolds import scenarios
    from tabletop.ui.necromolds.table import fan_marks
    from tabletop.ui.scene import push

    called = []
    monkeypatch.setattr(fan_marks, "draw_surfaces", lambda *a: called.append(a))
    scene, _scenario = scenarios.build(app.ctx, "setup_deploy")
    app.stack.apply(push(scene))
    steps(app, 3)
    assert not called
