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
    assert top.bot_seats == {1} and top.colours[0] == tuple(settings["ui"]["colours"][0])


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
    pygame.event.post(
        pygame.event.Event(
            pygame_gui.UI_DROP_DOWN_MENU_CHANGED,
            ui_element=scene.map_menu,
            text=other.name,
            selected_option_id=other.stem,
        )
    )
    app.step()
    assert scene.setup.map == other.stem
    assert scene.map_menu.selected_option[0] == other.name


def test_what_next_toggles_only_in_basic_play_in_the_rulebooks_order(app):
    """NM-BASIC-37..42: the five What Next? steps show as toggles for Basic only, in the
    rulebook's order, each with the rulebook's words in its tooltip."""
    from tabletop.ui.necromolds.new_game import WHAT_NEXT

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
    assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :])
    assert min(r.top for r in rects) > scene._radios[0].button_for("basic").rect.bottom
    assert max(r.bottom for r in rects) < scene._radios[1].button_for("human").rect.top
    press(app, scene._radios[0].button_for("standard"))
    assert scene.step_buttons == {} and "basic_slots" not in scene.settings()


def test_what_next_toggles_reach_the_session_settings(app):
    scene = open_setup(app)
    press(app, scene._radios[0].button_for("basic"))
    assert scene.settings() == {
        "mode": "basic",
        "map": scene.settings()["map"],
        "basic_terrain": False,
        "basic_skills": False,
        "basic_distances": False,
        "basic_slots": False,
        "basic_abilities": False,
    }
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
    assert (
        settings["basic_terrain"] is False
        and settings["basic_skills"] is False
        and settings["basic_distances"] is False
    )
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


# -- 3-4 players (NM-MULTI), who is youngest (NM-BASIC-14) -----------------------------------


def _players_radio(scene):
    return next(g for g in scene._radios if 4 in g.buttons.values() and 2 in g.buttons.values())


def _choose(app, menu, text):
    pygame.event.post(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, ui_element=menu, text=text))
    app.step()


def test_nm_multi_01_02_two_to_four_players_each_a_person_or_the_computer_in_a_colour_of_their_own(app):
    """NM-MULTI-01, NM-MULTI-02: 2, 3 or 4 seats; each a person or the computer; no two seats share a colour."""
    from tabletop.ui.necromolds.new_game import PLAYER_COLOURS

    scene = open_setup(app)
    assert len(PLAYER_COLOURS) >= 4 and len(set(PLAYER_COLOURS.values())) == len(PLAYER_COLOURS)
    assert sorted(_players_radio(scene).buttons.values()) == [1, 2, 3, 4]  # 1: solo against Basalt (issue 25)
    press(app, _players_radio(scene).button_for(4))
    assert scene.setup.players == 4 and len(scene.colour_menus) == 4
    assert len(set(scene.setup.colours)) == 4
    assert scene.setup.seats == ("human", "bot", "bot", "bot")
    # seat 3 (radio after mode and seats 1-2) becomes a person
    press(app, scene._radios[3].button_for("human"))
    assert scene.setup.seats == ("human", "bot", "human", "bot") and scene.bot_seats() == {1, 3}
    # taking another seat's colour swaps the two: still four colours
    menu0 = next(m for m, seat in scene.colour_menus.items() if seat == 0)
    fourth = scene.setup.colours[3]
    first = scene.setup.colours[0]
    _choose(app, menu0, fourth)
    assert scene.setup.colours[0] == fourth and scene.setup.colours[3] == first and len(set(scene.setup.colours)) == 4
    # back to 3 players: the fourth seat goes, the others keep their choices
    press(app, _players_radio(scene).button_for(3))
    assert scene.setup.seats == ("human", "bot", "human") and scene.setup.colours[0] == fourth
    assert scene.settings()["players"] == 3
    press(app, _players_radio(scene).button_for(2))
    assert "players" not in scene.settings() and "clay" not in scene.settings()


def test_nm_multi_03_less_clay_for_three_or_more_the_same_for_everyone(app):
    """NM-MULTI-03: with 3+ players a reduced clay budget is offered; every seat gets it."""
    from tabletop.ui.necromolds.form_rules import clay_budget

    scene = open_setup(app)
    assert scene.clay_menu is None  # two players: the full container, as the standard game
    press(app, _players_radio(scene).button_for(3))
    assert scene.clay_menu is not None
    half = next(t for t in scene.clay_menu.options_list if "Half" in str(t))
    _choose(app, scene.clay_menu, half[0] if isinstance(half, tuple) else half)
    assert scene.settings()["clay"] == clay_budget() // 2
    press(app, next(b for b in scene._actions if getattr(b, "text", "") == "Start"))
    top = app.stack.top
    st = top.session.state
    assert len(st.seats) == 3 and {s.clay for s in st.seats} == {clay_budget() // 2}
    assert top.session.settings["ui"]["bots"] == [1, 2] and len(top.session.settings["ui"]["colours"]) == 3
    assert len(set(map(tuple, top.session.settings["ui"]["colours"]))) == 3


def test_nm_basic_14_the_new_game_screen_asks_who_is_youngest_in_basic_play(app):
    """NM-BASIC-14: basic play asks which player is youngest (optional: nobody means a roll-off)."""
    scene = open_setup(app)
    assert scene.youngest_menu is None  # standard play: roll-offs, no ages
    press(app, scene._radios[0].button_for("basic"))
    assert scene.youngest_menu is not None and "youngest" not in scene.settings()
    _choose(app, scene.youngest_menu, "Player 2")
    assert scene.settings()["youngest"] == 1 and "Player 2 is youngest" in scene.setup.summary()
    press(app, next(b for b in scene._actions if getattr(b, "text", "") == "Start"))
    assert app.stack.top.session.state.youngest == 1


def test_nm_basic_14_no_youngest_chosen_leaves_the_tie_to_a_roll_off(app):
    scene = open_setup(app)
    press(app, scene._radios[0].button_for("basic"))
    _choose(app, scene.youngest_menu, "Player 2")
    from tabletop.ui.necromolds.new_game import YOUNGEST_NONE

    _choose(app, scene.youngest_menu, YOUNGEST_NONE)
    assert "youngest" not in scene.settings()
    press(app, next(b for b in scene._actions if getattr(b, "text", "") == "Start"))
    assert app.stack.top.session.state.youngest is None


@pytest.mark.parametrize("size", [(1280, 800), (960, 600), (1920, 1080)])
def test_four_players_in_basic_play_fit_the_panel(user_home, size):
    """Basic play (toggles and youngest) with 4 seats: every widget in the panel, none overlapping."""
    from tabletop.ui.app import App

    app = App(size=size)
    try:
        app.step()
        post_click(app, centre(menu_layout(app.ctx.size).button("necromolds")))
        scene = app.stack.top
        press(app, scene._radios[0].button_for("basic"))
        press(app, _players_radio(scene).button_for(4))
        assert len(scene.colour_menus) == 4 and scene.clay_menu is not None
        if scene.youngest_menu is None:
            # a small window: basic play's steps, the youngest and the fan rules on a page of their own
            # (under the preview the fan rules' names were cut: "Turn Order Choic", play-test r20)
            more = next(b for b in scene._actions if b.object_ids and b.object_ids[-1] == "#fan_page")
            press(app, more)
            assert scene.youngest_menu is not None and scene.step_buttons
            for b in scene.fan_buttons.values():
                assert b.font.size(b.text)[0] <= b.rect.width - 12, (b.text, b.rect)
            press(app, next(b for b in scene._actions if b.object_ids and b.object_ids[-1] == "#fan_page"))
        x, y, w, h = scene.frame()["panel"]
        widgets = list(scene.step_buttons.values()) + [r for g in scene._radios for r in g.buttons]
        widgets += list(scene.colour_menus) + [scene.map_menu, scene.youngest_menu, scene.clay_menu]
        widgets = [wd for wd in widgets if wd is not None]
        for a in widgets:
            assert pygame.Rect(x, y, w, h).contains(a.rect), a
            assert not any(a.rect.colliderect(b.rect) for b in widgets if b is not a), a
        for g in scene._radios:
            for b in g.buttons:
                assert b.font.size(b.text)[0] < b.rect.width - 12, (b.text, b.rect)  # the theme pads the text
        assert app.errors == 0
    finally:
        app.close()


def test_the_necromolds_form_is_the_shared_form_with_its_own_parts_only(app):
    """Issue 20: the Necromolds new-game form kept its own layout and state beside the shared form.
    Now its choices are the shared form's (players, seats and the schema's values on FormChoices),
    its seat rows, players row, mode row, checks and Start are the shared ones, and it adds only what
    is Necromolds' own (the map and its preview, each seat's colour, the clay share, basic play's
    steps and youngest, the fan rules)."""
    from tabletop.ui.necromolds.new_game import NecromoldsNewGame
    from tabletop.ui.scenes.new_game import FormChoices, NewGameScene

    shared = ("start", "bot_seats", "set_seat", "seat_rows", "players_row", "option_row", "row_metrics")
    assert not [name for name in shared if name in NecromoldsNewGame.__dict__]
    assert issubclass(NecromoldsNewGame, NewGameScene)
    scene = open_setup(app)
    assert isinstance(scene.form, FormChoices) and scene.form.values["mode"] == "standard"
    press(app, scene._radios[0].button_for("advanced"))
    press(app, scene._radios[2].button_for("human"))
    players = next(g for g in scene._radios if set(g.buttons.values()) == {1, 2, 3, 4})  # 1: solo (issue 25)
    press(app, players.button_for(3))
    scene = app.stack.top
    assert scene.form.values["mode"] == "advanced" and scene.form.seats == ("human", "human", "bot")
    assert scene.bot_seats() == {2} and scene.settings()["players"] == 3
    assert len(scene.extras.colours) == 3 and len(set(scene.extras.colours)) == 3  # NM-MULTI-01


def test_a_refused_start_names_the_reason_and_the_choices_on_the_shared_start(app):
    """The shared Start refuses settings the rules cannot take with a message and the form stays; the
    Necromolds form adds its choices in one sentence."""
    scene = open_setup(app)
    scene.choose_map("map_nowhere")
    press(app, next(b for b in scene._actions if b.text == "Start"))
    assert app.stack.top is scene and scene._message_args[0] == "This game cannot start"
    assert "Standard game" in scene._message_args[1] and "Player 1 (human" in scene._message_args[1]


def test_the_preview_shows_the_empty_map_every_game_starts_on_NM_SETUP_07(app, monkeypatch):
    """Play-test r17: the preview showed the map's terrain in place, but every game starts on the empty
    map and the players place the pieces. It draws no terrain, says so, and the game Start opens has none."""
    from tabletop.games.necromolds import queries as NQ
    from tabletop.ui.necromolds import new_game

    drawn, shown = [], []
    real_map, real_text = new_game.draw_battle_map, new_game.look.text
    monkeypatch.setattr(new_game, "draw_battle_map", lambda *a, **k: drawn.append(a[5]) or real_map(*a, **k))
    monkeypatch.setattr(
        new_game.look,
        "text",
        lambda kind, size, words, *a, **k: shown.append(words) or real_text(kind, size, words, *a, **k),
    )
    scene = open_setup(app)
    assert scene.chosen_map().terrain, "the map has terrain pieces to place"
    app.step()
    assert drawn and all(len(t) == 0 for t in drawn), "the preview draws terrain no game starts with"
    notes = scene.terrain_notes()
    assert f"place {NQ.terrain_pieces()} terrain pieces" in notes[0]
    assert notes[0] in shown, "the preview says the players place the terrain"
    press(app, next(b for b in scene._actions if b.text == "Start"))
    assert app.stack.top.session.state.terrain == []


def test_basic_play_says_no_terrain_unless_what_next_step_1_NM_BASIC_05_37(app):
    """Play-test: in basic play the preview still said the players place terrain. NM-BASIC-05: no terrain
    step; NM-BASIC-37: What Next step 1 adds it."""
    scene = open_setup(app)
    press(app, scene._radios[0].button_for("basic"))
    scene = app.stack.top
    assert scene.terrain_notes()[0].startswith("No terrain in basic play")
    press(app, scene.step_buttons["basic_terrain"])
    assert "place" in app.stack.top.terrain_notes()[0]


def test_basic_plays_preview_and_clay_switch_are_whole(app):
    """Play-test: in basic play (its steps above, the fan rules under a shorter preview) the map was drawn
    over the preview's caption, and More Fun with Clay read "More Fu": the resized switch kept the words
    laid out for its first width. The map now lies below the caption and the switch's words have its width."""
    scene = open_setup(app)
    press(app, scene._radios[0].button_for("basic"))
    scene = app.stack.top
    b = scene.clay_button
    laid = b.drawable_shape.text_box_layout.layout_rect
    assert laid.width >= b.font.get_rect(b.text).width, (laid, b.rect)
    p = scene.preview
    chosen = scene.chosen_map()
    top = p.camera.map_to_screen(0, 0)[1]
    assert top >= p.rect.y + 40, "the map's top edge lies below the caption and its note"
    assert p.camera.map_to_screen(*chosen.size)[1] <= p.rect.bottom


def test_every_maps_description_reads_whole_under_the_preview(app):
    """Play-test r18: Mudbog Flats' two-line description showed one line and a scroll bar (the box held
    one). Each map's words are read without scrolling at 1280x800."""
    from pygame_gui.elements import UITextBox

    from tabletop.ui.necromolds.battle_map import battle_maps

    scene = open_setup(app)
    for m in battle_maps():
        if not m.stem:
            continue
        scene.choose_map(m.stem)
        app.step()
        scene = app.stack.top
        boxes = [
            e for e in scene.root.elements if isinstance(e, UITextBox) and m.description[:20] in (e.html_text or "")
        ]
        assert boxes, m.stem
        assert all(getattr(b, "scroll_bar", None) is None for b in boxes), f"{m.stem}: its description scrolls"


@pytest.mark.parametrize("size", [(960, 600), (1024, 640), (1280, 800)])
def test_the_level_button_and_the_fan_rules_read_whole(user_home, size):
    """A computer seat's level reads whole with room to its border ("Norma|" touched it at 960x600,
    play-test r20), and widening it keeps the fan rules' names whole: the column rule takes three
    columns only where each holds the longest name ("Directional Attacks" was cut)."""
    from tabletop.ui.app import App

    app = App(size=size)
    try:
        app.step()
        scene = open_setup(app)
        level = next(b for b in scene._actions if b.object_ids and b.object_ids[-1] == "#level1")
        assert level.text == "Normal"
        assert level.font.size(level.text)[0] <= level.rect.width - 16, (level.text, level.rect)
        for b in scene.fan_buttons.values():
            assert b.font.size(b.text)[0] <= b.rect.width - 12, (b.text, b.rect)  # the theme pads 6 a side
        b = scene.clay_button
        assert b.font.size(b.text)[0] <= b.rect.width - 12, (b.text, b.rect)
        from pygame_gui.elements import UITextBox

        words = [e for e in scene.root.elements if isinstance(e, UITextBox) and "Crypt walls" in (e.html_text or "")]
        assert words and all(getattr(e, "scroll_bar", None) is None for e in words), "the map's words scroll"
        assert app.errors == 0
    finally:
        app.close()
