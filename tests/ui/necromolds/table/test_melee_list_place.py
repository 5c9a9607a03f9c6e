"""Decisive Combat's list of melees to fight (NM-FAN-18..20) leaves the monsters in sight: fixed in the
map's top-left corner it hid the player's Insectomite and two Graveghouls deployed there (play-test r24,
960x600). It now stands in the corner when that is free, else where along the map's top or bottom edge
it covers the fewest monsters; its buttons are where it is drawn."""

from __future__ import annotations

import pygame

from tabletop.games.necromolds import actions as A
from tabletop.games.necromolds import fan
from tabletop.ui.necromolds.table import fan_tools
from tests.ui.necromolds.table.conftest import click, frame, scenario_scene


def window_of(rows, s) -> pygame.Rect:
    return pygame.Rect(
        rows[0].left - int(8 * s),
        rows[0].top - int(44 * s),
        rows[0].width + int(16 * s),
        rows[-1].bottom - rows[0].top + int(52 * s),
    )


def test_the_melee_list_moves_off_monsters_standing_in_the_corner(ctx, screen):
    scene = scenario_scene(ctx, "fan_melee")
    frame(scene, screen)
    view = scene.tool_view()
    st = view.state
    assert st.command.stage == "melee"
    s = view.scale
    corner = window_of(fan_tools.melee_rows(view), s)
    fighting = {mid for pair in fan.melee_pairs(st) for mid in pair}
    idle = [m for m in st.alive() if m.id not in fighting]
    assert len(idle) >= 2
    for k, m in enumerate(idle[:3]):  # the idle monsters gather under where the list stood
        m.x, m.y = view.camera.screen_to_map(corner.left + 30 + 60 * k, corner.centery)
    frame(scene, screen)
    view = scene.tool_view()
    rows = fan_tools.melee_rows(view)
    window = window_of(rows, s)
    assert window != corner
    near = int(24 * s)
    for m in view.state.alive():
        assert not window.inflate(near, near).collidepoint(view.camera.map_to_screen(m.x, m.y)), m.id
    assert pygame.Rect(view.layout.map).contains(window)
    b = scene.buttons.get("melee_0")  # the buttons are where the list is drawn, and act
    assert b is not None and b.rect == rows[0]
    click(scene, b.rect.center)
    last = next(a for a in reversed(scene.session.actions) if isinstance(a, A.Melee))
    assert (last.monster, last.target) == fan.melee_pairs(st)[0]


def test_with_the_corner_free_the_list_stays_in_it(ctx, screen):
    scene = scenario_scene(ctx, "fan_melee")
    frame(scene, screen)
    view = scene.tool_view()
    m = pygame.Rect(view.layout.map)
    rows = fan_tools.melee_rows(view)
    s = view.scale
    assert rows[0].topleft == (m.left + int(12 * s), m.top + int(12 * s) + int(44 * s))
