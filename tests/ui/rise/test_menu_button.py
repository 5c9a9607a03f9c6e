"""Play-test r18 C5: the Rise table's top bar had no Menu button (only Esc left); the other two tables have
one. It asks "Leave for the menu?" as Esc does; Leave goes to the menu with the game autosaved."""

from __future__ import annotations

import pygame

from tabletop import paths
from tabletop.core.save import read_save
from tabletop.ui.rise import flow
from tabletop.ui.scene import push
from tests.ui.conftest import post_click


def _table(app):
    session = flow.start_session({"players": 3}, {1, 2}, seed=7)
    table = flow.scene_for_session(app.ctx, session)
    app.stack.apply(push(table))
    table.tools.clear()  # Begin: the set-up put down
    app.step()
    return table


def test_the_top_bar_has_menu_at_its_right_end_clear_of_the_others(app):
    table = _table(app)
    top = [b for b in table.buttons if b.key in ("menu", "rules", "fit", "save", "undo")]
    menu = next(b for b in top if b.key == "menu")
    assert menu.label == "Menu" and menu.rect.right == max(b.rect.right for b in top)
    assert pygame.Rect(table.layout.top).contains(menu.rect)
    for i, b in enumerate(top):
        assert not any(b.rect.colliderect(c.rect) for c in top[i + 1 :])


def test_menu_asks_and_leave_goes_to_the_menu_with_the_game_autosaved(app):
    table = _table(app)
    session = table.session
    menu = next(b for b in table.buttons if b.key == "menu")
    post_click(app, menu.rect.center)
    ask = app.stack.top
    assert ask.name == "confirm" and ask.title == "Leave for the menu?"
    _yes, no = ask.button_rects()
    post_click(app, no.center)
    assert app.stack.top is table  # Stay: the game as it was
    post_click(app, menu.rect.center)
    yes, _no = app.stack.top.button_rects()
    post_click(app, yes.center, frames=3)
    assert app.stack.top.name == "menu"
    assert len(read_save(paths.autosave_path("rise")).actions) == len(session.actions)
