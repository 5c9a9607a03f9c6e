"""Issue 10, room to play: a bigger map that grows with the window, side columns that collapse to
strips (remembered in the settings), a zoom reset (Home and a button) and a camera that never
leaves the map."""

from __future__ import annotations

import dataclasses
from types import SimpleNamespace

import pygame
import pytest

from tabletop.games.necromolds.library import library
from tabletop.ui.layout import ui_scale
from tabletop.ui.necromolds.table import room
from tabletop.ui.necromolds.table.layout import button_rows, contains, overlaps, table_layout
from tests.ui.necromolds.table.conftest import SIZE, click, frame, scenario_scene
from tests.ui.necromolds.table.seats import assign_state

SIZES = [(1024, 640), (1280, 800), (1600, 900), (1920, 1080)]


def map_pixels(L, state) -> float:
    """The area the whole map takes on screen when fitted (px^2)."""
    mp = library().maps[state.map]
    return (mp.width * L.camera.scale) * (mp.height * L.camera.scale)


def before_issue_10(size, state) -> float:
    """The map's area with the layout before issue 10: 290-pixel columns, a 150-pixel log under the
    map, 3% margins (656x490 at 1280x800, about a third of the window)."""
    w, h = size
    s = ui_scale(size)
    side = min(int(290 * s), w // 4)
    mw, mh = w - 2 * side, h - int(52 * s) - int(150 * s)
    mp = library().maps[state.map]
    ppi = min(mw * 0.94 / mp.width, mh * 0.94 / mp.height)
    return mp.width * ppi * mp.height * ppi


def test_the_map_is_a_quarter_larger_at_1280x800_and_grows_with_the_window():
    state = assign_state(2)
    small, large = table_layout((1280, 800), state), table_layout((1920, 1080), state)
    assert before_issue_10((1280, 800), state) < 0.33 * 1280 * 800  # what the newcomer saw
    assert map_pixels(small, state) >= 1.25 * before_issue_10((1280, 800), state)
    assert map_pixels(small, state) >= 0.38 * 1280 * 800  # was under a third
    assert map_pixels(large, state) >= 1.15 * before_issue_10((1920, 1080), state)
    assert map_pixels(large, state) >= 2.0 * map_pixels(small, state)
    for n in (3, 4):  # more seats keep a bigger map too
        st = assign_state(n)
        assert map_pixels(table_layout((1280, 800), st), st) >= 1.15 * before_issue_10((1280, 800), st)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("n", [2, 3, 4])
@pytest.mark.parametrize("collapsed", [(False, False), (True, False), (True, True)])
def test_no_part_of_the_table_overlaps_another(size, n, collapsed):
    state = assign_state(n)
    L = table_layout(size, state, collapsed)
    window = (0, 0, *size)
    parts = {
        "top": L.top,
        "map": L.map,
        "log": L.log,
        "buttons": L.buttons,
        "left": L.columns[0],
        "right": L.columns[1],
    }
    for name, rect in parts.items():
        assert contains(window, rect), f"{name} {rect} leaves the window {size}"
        assert rect[2] > 0 and rect[3] > 0, name
    names = list(parts)
    for i, a in enumerate(names):
        for b in names[i + 1 :]:
            assert not overlaps(parts[a], parts[b]), f"{a} {parts[a]} overlaps {b} {parts[b]} at {size}"
    assert contains(L.bottom, L.log) and contains(L.bottom, L.buttons)
    for k in range(n):
        assert contains(L.columns[0], L.seats[k]) or contains(L.columns[1], L.seats[k])
    # the fitted map, and the heads of the figures on its top edge, are inside the viewport
    mp = library().maps[state.map]
    top_left = L.camera.map_to_screen(0, -0.7)
    bottom_right = L.camera.map_to_screen(mp.width, mp.height)
    assert contains(
        L.map,
        (int(top_left[0]), int(top_left[1]), int(bottom_right[0] - top_left[0]), int(bottom_right[1] - top_left[1])),
    )
    # the log keeps four lines of 13-pixel text and the game buttons the mode can show fit beside it
    lh = int(int(13 * L.scale) * 1.4)
    assert (L.log[3] - 10) // lh >= 4
    assert contains(L.buttons, L.button(button_rows(state) - 1))
    # each column's tab is on its edge and in the window
    for col, h in enumerate(L.handles):
        assert contains(window, h)
        edge = L.columns[col][0] + (L.columns[col][2] if col == 0 else 0)
        assert h[0] < edge < h[0] + h[2]


def test_collapsed_columns_give_the_map_their_room_and_hide_nothing_clickable():
    state = assign_state(2)
    open_, shut = table_layout(SIZE, state), table_layout(SIZE, state, (True, True))
    narrow = open_.columns[0][2] - shut.columns[0][2]
    assert narrow > 150 and shut.map[2] == open_.map[2] + 2 * narrow
    assert shut.camera.scale > open_.camera.scale  # the map is drawn bigger
    assert map_pixels(shut, state) >= 1.15 * map_pixels(open_, state)
    for p in shut.panels:
        assert p.collapsed and p.cards == () and p.tray_dice == ()
    one = table_layout(SIZE, state, (True, False))
    assert one.panel(0).collapsed and not one.panel(1).collapsed and one.panel(1).cards


def test_the_table_hit_tests_nothing_under_a_collapsed_column(ctx, screen):
    scene = scenario_scene(ctx, "assign_round1")
    L = table_layout(SIZE, scene.state)
    die_rect, _die = L.panels[0].tray_dice[0]
    slot = L.panels[0].cards[0].slots[0].rect
    scene.toggle_column(0)
    frame(scene, screen)
    assert scene.layout.collapsed == (True, False) and scene.layout.map[0] < L.map[0]
    assert scene._tray_die_at(die_rect[:2]) is None and scene._slot_at(slot[:2]) is None
    # the camera follows: the map is fitted to the wider viewport, as the pure layout says
    assert scene.camera.map_to_screen(3, 4) == scene.layout.camera.map_to_screen(3, 4)


def test_a_column_tab_collapses_it_and_the_settings_remember(screen):
    from tabletop.ui.necromolds import scenarios
    from tabletop.ui.settings_store import Settings

    asked = []

    def request(new):
        asked.append(new)
        ctx.settings = new
        return None

    ctx = SimpleNamespace(size=SIZE, manager=None, settings=Settings(), request_settings=request)
    scene, _ = scenarios.build(ctx, "assign_round1")
    scene.enter()
    scene.still()
    frame(scene, screen)
    tab = scene.buttons.get("column_1")
    assert tab is not None and tuple(tab.rect) == scene.layout.handles[1]
    click(scene, tab.rect.center)
    assert scene.collapsed == (False, True) and asked[-1].table_right_collapsed and not asked[-1].table_left_collapsed
    frame(scene, screen)
    # a new table opens the way the player left it
    again, _ = scenarios.build(ctx, "assign_round1")
    assert again.collapsed == (False, True) and again.layout.panel(1).collapsed
    # and the tab, now on the strip's edge, opens it again
    frame(scene, screen)
    click(scene, scene.buttons.get("column_1").rect.center)
    assert scene.collapsed == (False, False) and not ctx.settings.table_right_collapsed


def zoom_in(scene, notches=4):
    centre = pygame.Rect(scene.layout.map).center
    scene.mouse = centre
    for _ in range(notches):
        scene.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    frame(scene, pygame.display.get_surface())


def test_home_and_the_fit_button_reset_the_zoom(ctx, screen):
    scene = scenario_scene(ctx, "assign_round1")
    scene.still()
    frame(scene, screen)
    fitted = (scene.camera.scale, scene.camera.origin_x, scene.camera.origin_y)
    assert not scene.zoomed() and not scene.buttons.get("fit").enabled
    zoom_in(scene)
    assert scene.zoomed() and scene.camera.scale > fitted[0] * 1.5
    assert scene.buttons.get("fit").enabled
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_HOME, mod=0, unicode="", scancode=0))
    assert (scene.camera.scale, scene.camera.origin_x, scene.camera.origin_y) == pytest.approx(fitted)
    assert not scene.zoomed()
    zoom_in(scene)
    click(scene, scene.buttons.get("fit").rect.center)
    assert (scene.camera.scale, scene.camera.origin_x, scene.camera.origin_y) == pytest.approx(fitted)


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_the_toolbar_never_covers_the_map_and_a_zoomed_map_shows_each_edge_whole(size):
    pygame.init()
    surface = pygame.display.set_mode(size)
    ctx = SimpleNamespace(size=size, manager=None)
    scene = scenario_scene(ctx, "assign_round1")
    scene.still()
    frame(scene, surface)
    m = pygame.Rect(scene.layout.map)
    for b in scene.buttons.buttons:
        if not b.key.startswith("column_"):  # the column tabs sit on the columns' edges, not over pieces
            assert not b.rect.colliderect(m), f"{b.key} covers the map"
    mp = library().maps[scene.state.map]
    zoom_in(scene, 6)
    # drag the map far down: it stops with the top edge (and its figures' heads) in view, under the top bar
    scene.camera.pan_pixels(0, 5000)
    frame(scene, surface)
    top = scene.camera.map_to_screen(0, -0.7)[1]
    assert m.top <= top < m.top + 0.1 * m.height
    # and far up: the bottom edge comes whole into view above the log
    scene.camera.pan_pixels(0, -9000)
    frame(scene, surface)
    bottom = scene.camera.map_to_screen(0, mp.height)[1]
    assert m.bottom - 0.1 * m.height < bottom <= m.bottom
    # zoomed out past the whole map: it stays centred, never lost off the table
    scene.reset_zoom()
    for _ in range(10):
        scene.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
    scene.camera.pan_pixels(3000, 3000)
    frame(scene, surface)
    cx, cy = scene.camera.map_to_screen(mp.width / 2, mp.height / 2)
    assert m.collidepoint(cx, cy)


def test_keep_in_view_is_pure_and_a_fitted_camera_is_left_alone():
    from tabletop.ui.camera import Camera
    from tabletop.ui.necromolds.table.layout import fit_camera

    cam = fit_camera(Camera(viewport=(800, 600)), (100, 50, 800, 600), (24.0, 18.0))
    before = (cam.scale, cam.origin_x, cam.origin_y)
    room.keep_in_view(cam, (100, 50, 800, 600), (24.0, 18.0))
    assert (cam.scale, cam.origin_x, cam.origin_y) == pytest.approx(before)
    assert room.fitted(cam, (100, 50, 800, 600), (24.0, 18.0))
    cam.zoom_at(2.0, 500, 350)
    assert not room.fitted(cam, (100, 50, 800, 600), (24.0, 18.0))


def test_a_settings_file_with_a_bad_column_choice_is_refused(tmp_path):
    from tabletop.ui.settings_store import Settings, SettingsError, parse_settings, save_settings

    path = tmp_path / "settings.toml"
    save_settings(path, dataclasses.replace(Settings(), table_left_collapsed=True))
    back = parse_settings(path)
    assert back.table_left_collapsed is True and back.table_right_collapsed is False
    path.write_text('table_right_collapsed = "yes"\n')
    with pytest.raises(SettingsError, match=r"table_right_collapsed.*true or false"):
        parse_settings(path)
    path.write_text("table_left_collapsed = 1\n")
    with pytest.raises(SettingsError):
        parse_settings(path)
