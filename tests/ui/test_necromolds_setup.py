"""The Necromolds set-up screen: choices, the map preview's camera, and Start."""
from __future__ import annotations

import pygame
import pygame_gui
import pytest

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


def test_what_next_toggles_only_in_basic_play_in_the_rulebooks_order(app):
    """NM-BASIC-37..42: the five What Next? steps show as toggles for Basic only, in the
    rulebook's order, each with the rulebook's words in its tooltip."""
    from tabletop.ui.scenes.necromolds_setup import WHAT_NEXT

    scene = open_setup(app)
    assert scene.step_buttons == {}
    press(app, scene._radios[0].button_for("basic"))
    keys = [k for k, _l, _w in WHAT_NEXT]
    assert keys == ["basic_terrain", "basic_skills", "basic_distances", "basic_slots", "basic_abilities"]
    assert list(scene.step_buttons) == keys
    for n, (key, _label, words) in enumerate(WHAT_NEXT, 1):
        b = scene.step_buttons[key]
        assert b.text.startswith(f"{n}. ") and not b.is_selected
        assert words in b.tool_tip_text and f"step {n}" in b.tool_tip_text
    assert "Assign command dice to spellbook command slots." in scene.step_buttons["basic_slots"].tool_tip_text
    # in the panel, below the mode and above the players, none overlapping
    rects = [scene.step_buttons[k].rect for k in keys]
    assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    assert min(r.top for r in rects) > scene._radios[0].button_for("basic").rect.bottom
    assert max(r.bottom for r in rects) < scene._radios[1].button_for("human").rect.top
    press(app, scene._radios[0].button_for("standard"))
    assert scene.step_buttons == {} and "basic_slots" not in scene.settings()


def test_what_next_toggles_reach_the_session_settings(app):
    scene = open_setup(app)
    press(app, scene._radios[0].button_for("basic"))
    assert scene.settings() == {"mode": "basic", "map": scene.settings()["map"], "basic_terrain": False, "basic_skills": False,
                                "basic_distances": False, "basic_slots": False, "basic_abilities": False}
    for key in ("basic_slots", "basic_abilities", "basic_skills"):
        press(app, scene.step_buttons[key])
    press(app, scene.step_buttons["basic_skills"])  # and off again
    assert scene.step_buttons["basic_slots"].is_selected and not scene.step_buttons["basic_skills"].is_selected
    assert "What Next: 4. Dice on slots, 5. Abilities" in scene.setup.summary()
    press(app, next(b for b in scene._actions if getattr(b, "text", "") == "Start"))
    top = app.stack.top
    assert top.name == "necromolds_army"  # no terrain step: straight to molding
    settings = top.session.settings
    assert settings["mode"] == "basic" and settings["basic_slots"] is True and settings["basic_abilities"] is True
    assert settings["basic_terrain"] is False and settings["basic_skills"] is False and settings["basic_distances"] is False
    st = top.session.state
    assert st.uses_slots() and st.uses_abilities() and not st.uses_skills() and not st.uses_distances()


def test_what_next_terrain_step_starts_at_the_terrain_screen(app):
    scene = open_setup(app)
    press(app, scene._radios[0].button_for("basic"))
    press(app, scene.step_buttons["basic_terrain"])
    press(app, next(b for b in scene._actions if getattr(b, "text", "") == "Start"))
    assert app.stack.top.name == "necromolds_terrain" and app.stack.top.session.state.use_terrain


@pytest.mark.parametrize("size", [(1280, 800), (960, 600)])
def test_what_next_toggles_fit_at_the_design_and_smallest_window(user_home, size):
    """The toggles' labels fit their buttons and nothing leaves the panel or overlaps, at
    1280x800 and at the minimum window size."""
    from tabletop.ui.app import App

    app = App(size=size)
    try:
        app.step()
        post_click(app, centre(menu_layout(app.ctx.size).button("necromolds")))
        scene = app.stack.top
        press(app, scene._radios[0].button_for("basic"))
        for b in scene.step_buttons.values():
            assert b.font.size(b.text)[0] < b.rect.width - 8, (b.text, b.rect)
        x, y, w, h = scene.frame()["panel"]
        widgets = list(scene.step_buttons.values()) + [r for g in scene._radios for r in g.buttons]
        widgets += list(scene.colour_menus) + ([scene.map_menu] if scene.map_menu else [])
        for a in widgets:
            assert pygame.Rect(x, y, w, h).contains(a.rect), a
            assert not any(a.rect.colliderect(b.rect) for b in widgets if b is not a), a
        assert app.errors == 0
    finally:
        app.close()
