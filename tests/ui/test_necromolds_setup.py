"""The Necromolds set-up screen: choices, the map preview's camera, and Start."""
from __future__ import annotations

import pygame
import pygame_gui

from tabletop.ui.layout import centre, menu_layout
from tests.ui.conftest import post_click, press


def open_setup(app):
    post_click(app, centre(menu_layout(app.ctx.size).button("necromolds")))
    scene = app.stack.top
    assert scene.name == "necromolds_setup"
    return scene


def test_defaults_and_mode_and_seat_choices(app):
    scene = open_setup(app)
    assert scene.setup.mode == "standard" and scene.setup.seats == ("human", "bot")
    mode = scene._radios[0]
    press(app, mode.button_for("advanced"))
    assert scene.setup.mode == "advanced"
    assert mode.button_for("advanced").is_selected and not mode.button_for("standard").is_selected
    press(app, scene._radios[2].button_for("human"))
    assert scene.setup.seats == ("human", "human")


def test_players_never_share_a_colour(app):
    scene = open_setup(app)
    first, second = scene.setup.colours
    menu0 = next(m for m, seat in scene.colour_menus.items() if seat == 0)
    pygame.event.post(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, ui_element=menu0, text=second))
    app.step()
    assert scene.setup.colours == (second, first)


def test_maps_listed_by_file_stem(app):
    from tabletop.paths import levels_dir

    scene = open_setup(app)
    stems = sorted(p.stem for p in (levels_dir() / "necromolds").glob("map*.toml"))
    assert [m.stem for m in scene.maps] == stems
    if stems:
        assert scene.setup.map == stems[0]
        assert scene.map_menu is not None


def test_wheel_over_the_preview_zooms_around_the_cursor(app):
    scene = open_setup(app)
    cam = scene.preview.camera
    cursor = scene.preview.rect.center
    before_scale = cam.scale
    anchor = cam.screen_to_map(*cursor)
    scene.control.zoom_at_cursor(2, cursor)
    assert cam.scale > before_scale
    assert all(abs(a - b) < 1e-9 for a, b in zip(cam.screen_to_map(*cursor), anchor))
    # Right-drag pans; a drag starting outside the preview does nothing.
    x, y = cursor
    for ev in (
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=3),
        pygame.event.Event(pygame.MOUSEMOTION, pos=(x + 40, y + 10), rel=(40, 10), buttons=(0, 0, 1)),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x + 40, y + 10), button=3),
    ):
        pygame.event.post(ev)
    app.step()
    assert cam.map_to_screen(*anchor) == (x + 40, y + 10) or all(
        abs(a - b) < 1e-6 for a, b in zip(cam.map_to_screen(*anchor), (x + 40, y + 10))
    )


def test_start_opens_the_terrain_step_with_the_choices_in_the_settings(app):
    scene = open_setup(app)
    press(app, scene._radios[0].button_for("advanced"))
    start = next(b for b in scene._actions if b.text == "Start")
    press(app, start)
    top = app.stack.top
    assert top.name == "necromolds_terrain"
    settings = top.session.settings
    assert settings["mode"] == "advanced" and settings["map"] == top.session.state.map
    assert settings["ui"]["bots"] == [1]
    assert top.bots == {1} and top.colours[0] == tuple(settings["ui"]["colours"][0])


def test_changing_a_colour_keeps_the_preview_zoom(app):
    scene = open_setup(app)
    scene.control.zoom_at_cursor(3, scene.preview.rect.center)
    zoomed = scene.preview.camera.scale
    menu1 = next(m for m, seat in scene.colour_menus.items() if seat == 1)
    pygame.event.post(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, ui_element=menu1, text="Ghost Blue"))
    app.step()
    assert scene.setup.colours[1] == "Ghost Blue"
    assert scene.preview.camera.scale == zoomed


def test_the_map_dropdown_shows_map_names_not_file_stems(app):
    """Regression: the dropdown read "map_graveyard"; players choose by the map's name."""
    scene = open_setup(app)
    if len(scene.maps) < 2:
        return
    assert scene.map_menu.selected_option[0] == scene.chosen_map().name
    other = scene.maps[1]
    pygame.event.post(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, ui_element=scene.map_menu,
                                         text=other.name, selected_option_id=other.stem))
    app.step()
    assert scene.setup.map == other.stem
    assert scene.map_menu.selected_option[0] == other.name
