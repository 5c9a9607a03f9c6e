"""The new-game forms and Settings by keys (play-test r18 B1, B3): Tab reaches every drop-down (a seat's
colour NM-MULTI-01, the battle map, the window size) in reading order with the same ring, Enter or Space
on one steps its choice as a click would, and Enter with the focus off presses the form's Start."""

from __future__ import annotations

import pygame
import pytest
from pygame_gui.elements import UIDropDownMenu

from tabletop.ui.scene import push
from tests.ui.conftest import post_key

pytestmark = pytest.mark.ui


def _necromolds_form(app):
    from tabletop.ui.necromolds.new_game import NecromoldsNewGame

    app.stack.apply(push(NecromoldsNewGame(app.ctx)))
    app.step()
    return app.stack.top


def _tab_to(app, scene, wanted):
    for _ in range(len(scene.focusable()) + 1):
        if scene._focus is wanted:
            return
        post_key(app, pygame.K_TAB, frames=1)
    raise AssertionError(f"Tab never reached {wanted.most_specific_combined_id}")


def test_tab_reaches_the_colour_and_map_drop_downs_in_reading_order(app):
    """NM-MULTI-01: the seats' colours and the battle map can be chosen without a mouse."""
    form = _necromolds_form(app)
    order = form.focusable()
    menus = [el for el in order if isinstance(el, UIDropDownMenu)]
    ids = [m.most_specific_combined_id.split(".")[-1] for m in menus]
    assert "#colour0" in ids and "#colour1" in ids and "#map" in ids
    assert ids.index("#colour0") < ids.index("#colour1") < ids.index("#map")  # top to bottom
    _tab_to(app, form, form.map_menu)
    surface = pygame.Surface(app.ctx.size)
    surface.fill((0, 0, 0))
    app.stack.draw_overlays(surface)
    r = form.map_menu.rect
    assert surface.get_at((r.centerx, r.top - 4))[:3] != (0, 0, 0)  # the ring round it


def test_enter_on_a_focused_drop_down_steps_its_choice_as_a_click_would(app):
    form = _necromolds_form(app)
    if len(form.maps) > 1:
        before = form.setup.map
        _tab_to(app, form, form.map_menu)
        post_key(app, pygame.K_RETURN)
        assert form.setup.map != before  # the scene's own handler ran (the preview refits)
        assert form.map_menu.selected_option[1] == form.setup.map
    colour = form.extras.colours[0]
    menu = next(m for m in form.colour_menus if form.colour_menus[m] == 0)
    _tab_to(app, form, menu)
    post_key(app, pygame.K_SPACE)
    assert form.extras.colours[0] != colour
    # the form was rebuilt (the other seat's colour may swap): the focus stays on the same drop-down
    assert form._focus is not None and form._focus.most_specific_combined_id.endswith("#colour0")
    assert form._focus.selected_option[0] == form.extras.colours[0]


def test_settings_window_size_is_reached_and_changed_by_keys(app):
    from tabletop.ui.scenes.settings import SettingsScene

    app.stack.apply(push(SettingsScene(app.ctx)))
    app.step()
    scene = app.stack.top
    _tab_to(app, scene, scene.size_menu)
    before = scene.size_menu.selected_option[0]
    post_key(app, pygame.K_RETURN, frames=3)
    scene = app.stack.top
    assert scene.size_menu.selected_option[0] != before


def test_enter_with_the_focus_off_presses_start(app):
    form = _necromolds_form(app)
    assert form._focus is None
    post_key(app, pygame.K_RETURN, frames=3)
    assert app.stack.top is not form  # the game started (its first screen is on top)


def test_a_held_enter_from_the_screen_before_is_not_a_start(app):
    form = _necromolds_form(app)
    form._enter_held = True  # the Enter that opened the form, still down and repeating
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0))
    app.step()
    assert app.stack.top is form
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="", scancode=0))
    app.step()
    post_key(app, pygame.K_RETURN, frames=3)  # its key-up came; the next Enter is the player's
    assert app.stack.top is not form


def test_enter_on_the_window_size_list_steps_past_a_size_too_large_for_the_screen(user_home, monkeypatch):
    """Play-test r25: by Enter, the Window size list went to the first size too large for the screen; the
    window took the screen's room (a smaller size, shown in the list) and the next Enter stepped from that
    to the same size again, so the larger sizes were out of reach but by Shift+Enter going round. Enter
    steps on from the size chosen; Shift+Enter steps back from it."""
    from tabletop.ui import app as app_module
    from tabletop.ui.scenes.settings import SettingsScene

    monkeypatch.setattr(app_module, "desktop_size", lambda: (1400, 900))
    app = app_module.App(size=(1280, 800))
    try:
        app.step()
        app.stack.apply(push(SettingsScene(app.ctx)))
        app.step()
        scene = app.stack.top
        _tab_to(app, scene, scene.size_menu)
        chosen = []
        for _ in range(3):
            post_key(app, pygame.K_RETURN, frames=3)  # the next size
            chosen.append(app.ctx.settings.window_size)
            if scene.message is not None:
                post_key(app, pygame.K_RETURN, frames=2)  # "does not fit on this screen": Dismiss
            assert scene.message is None and scene._focus is scene.size_menu
        assert chosen == [(1440, 900), (1600, 1000), (1920, 1200)]
        assert app.window.get_size() == (1312, 820)  # the screen's room, each time
        post_key(app, pygame.K_RETURN, frames=3)  # round to the smallest, which fits
        assert app.ctx.settings.window_size == app.window.get_size() == (960, 600)
        assert scene.message is None
        for key_mod, wanted in ((pygame.KMOD_SHIFT, (1920, 1200)), (pygame.KMOD_SHIFT, (1600, 1000))):
            pygame.event.post(
                pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=key_mod, unicode="", scancode=0)
            )
            pygame.event.post(
                pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=key_mod, unicode="", scancode=0)
            )
            for _ in range(3):
                app.step()
            assert app.ctx.settings.window_size == wanted
            post_key(app, pygame.K_RETURN, frames=2)  # Dismiss
    finally:
        app.close()


@pytest.mark.parametrize("game", ["necromolds", "rise", "corp"])
def test_with_the_focus_off_a_form_rings_its_start_which_enter_presses(app, game):
    """Play-test r25 (first run by keyboard): a new-game form opens with the focus off, where Enter
    presses Start, but nothing on the screen said so (no ring, no hint). Start is ringed then, as a
    question's answer and a message's Dismiss are; once Tab moves the focus, the ring goes with it."""
    from tabletop.ui import registry

    app.stack.apply(push(registry.new_game_scene(app.ctx, game)))
    app.step()
    form = app.stack.top
    start = next(b for b in form._actions if b.text == "Start")
    assert form._focus is None

    def ringed(button) -> bool:
        surface = pygame.Surface(app.ctx.size)
        surface.fill((0, 0, 0))
        form.draw_focus(surface)
        return surface.get_at(button.rect.inflate(8, 8).midtop)[:3] != (0, 0, 0)

    assert ringed(start)
    post_key(app, pygame.K_TAB, frames=1)
    assert form._focus is not None and form._focus is not start
    assert ringed(form._focus) and not ringed(start)
