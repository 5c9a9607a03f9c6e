"""The main menu drawn headless: what is on screen, and that clicks and Esc move between scenes."""

from __future__ import annotations

import pygame

from tabletop.ui.layout import centre, menu_items, menu_layout
from tests.ui.conftest import post_click, post_key


def test_menu_draws_a_picture_not_a_blank(app):
    surface = app.window
    w, h = surface.get_size()
    colours = {tuple(surface.get_at((x, y)))[:3] for x in range(0, w, 37) for y in range(0, h, 29)}
    assert len(colours) > 200  # wood grain, title, plaques: far from uniform


def test_menu_buttons_in_order_with_labels_and_rects(app):
    menu = app.stack.top
    assert menu.name == "menu"
    layout = menu_layout(app.ctx.size)
    labels = [label for _k, label, _r in layout.buttons]
    assert labels[0].startswith("Necromolds")
    assert labels == [label for _k, label, _kind in menu_items()]
    assert labels[3:] == ["Load game", "Settings", "Keys", "Quit"]  # Keys: issue 26
    for key, label, rect in layout.buttons:
        button = menu.buttons[key]
        assert button.text == label
        assert tuple(button.rect) == rect
    # Plaques stack downwards: games first, then the small row.
    ys = [rect[1] for _k, _l, rect in layout.buttons]
    assert ys[0] < ys[1] < ys[2] < ys[3] == ys[4] == ys[5] == ys[6]


def test_buttons_are_drawn_over_the_table(app):
    surface = app.window
    layout = menu_layout(app.ctx.size)
    x, y, _w, h = layout.button("necromolds")
    inside = tuple(surface.get_at((x + 12, y + h // 2)))[:3]
    outside = tuple(surface.get_at((x - 60, y + h // 2)))[:3]
    # The plaques are bone-coloured; the table round them is dark wood or lacquer.
    assert sum(inside) > 3 * 150
    assert sum(outside) < 3 * 110
    assert inside != outside


def test_title_area_has_text(app):
    surface = app.window
    layout = menu_layout(app.ctx.size)
    cx, cy = layout.title_centre
    bright = 0
    for x in range(cx - 400, cx + 400, 2):
        for y in range(cy - 20, cy + 20, 2):
            r, g, b, _a = surface.get_at((x, y))
            bright += r + g + b > 500  # bone-white letters on dark wood
    assert bright > 300


def test_click_necromolds_opens_setup_and_escape_returns(app, user_home):
    rect = menu_layout(app.ctx.size).button("necromolds")
    post_click(app, centre(rect))
    assert app.stack.top.name == "necromolds_setup"
    assert len(app.stack) == 2
    post_key(app, pygame.K_ESCAPE)
    assert app.stack.top.name == "menu"
    log = (user_home / "tabletop.log").read_text()
    assert "scene: menu -> necromolds_setup" in log
    assert "scene: necromolds_setup -> menu" in log


def test_every_game_of_the_box_opens_its_new_game_form(app):
    """Issue 24: the "soon" seal is off NecronomiCORP, the last game of the box."""
    for key in ("corp",):
        post_click(app, centre(menu_layout(app.ctx.size).button(key)))
        scene = app.stack.top
        assert scene.name == f"{key}_setup"
        post_key(app, pygame.K_ESCAPE)
        assert app.stack.top.name == "menu"


def test_load_and_settings_open_and_back_button_returns(app):
    for key, name in (("load", "load"), ("settings", "settings")):
        post_click(app, centre(menu_layout(app.ctx.size).button(key)))
        assert app.stack.top.name == name
        back = next(b for b in app.stack.top._actions if b.text == "Back")
        post_click(app, back.rect.center)
        assert app.stack.top.name == "menu"


def test_quit_button_ends_the_loop(app, user_home):
    post_click(app, centre(menu_layout(app.ctx.size).button("quit")))
    assert app.stack.quit_requested
    assert app.exit_code == 0
    assert "scene: menu -> (quit)" in (user_home / "tabletop.log").read_text()


def test_escape_on_the_menu_does_not_quit(app):
    post_key(app, pygame.K_ESCAPE)
    assert app.stack.top.name == "menu" and not app.stack.quit_requested


def test_window_close_quits(app):
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.step()
    assert app.stack.quit_requested and app.exit_code == 0


def test_the_game_plaques_come_from_the_catalogue(monkeypatch):
    """The menu names no game: its plaques are the catalogue's games, in its order and words."""
    from tabletop.ui import games_info

    extra = games_info.GameInfo("tiny", "A Tiny Game", "", False)
    monkeypatch.setitem(games_info.GAMES, "tiny", extra)
    items = menu_items()
    assert [k for k, _l, kind in items if kind == "game"][-1] == "tiny"
    layout = menu_layout((1280, 800))
    assert layout.button("tiny")[1] > layout.button("corp")[1]  # below the others, above the small row
    assert layout.button("load")[1] > layout.button("tiny")[1]


def test_only_a_title_in_capitals_is_letter_spaced(app):
    """Play-test: at 150 % a dialog's title passed the size the menu's engraved capitals are spaced
    from, and read "L e a v e  f o r  t h e  m e n u ?". Only capitals are spaced now."""
    from tabletop.ui import look

    sentence, caps = look.render_title("Leave for the menu?", 48), look.render_title("LEAVE FOR THE MENU?", 48)
    plain = look.font("display", 48).size("Leave for the menu?")[0]
    assert sentence.get_width() < plain * 1.5 < caps.get_width()
