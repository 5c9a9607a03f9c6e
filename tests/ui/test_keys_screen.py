"""The menu's Keys screen (issue 26): every binding of every table's KeyTable is on it, read from the
tables themselves (no list written twice), and the menu's Keys plaque opens it."""

from __future__ import annotations

import importlib
import pkgutil

import pygame
import pytest

import tabletop.ui
from tabletop.ui import look
from tabletop.ui.kit.keys import KeyTable
from tabletop.ui.layout import centre, menu_layout
from tests.ui.conftest import post_click


@pytest.fixture(autouse=True)
def _fresh_fonts():
    """Fonts cached before another test quit pygame without forgetting them (tests/ui/kit/test_rules_page.py's
    app) are dead: forget them before this module's app starts."""
    look.clear_font_cache()


def every_key_table() -> list[KeyTable]:
    """Every KeyTable the UI makes, found apart from the screen's own convention: every module of
    tabletop.ui imported, then every KeyTable held by any of them (the app freezes the collector's
    objects, so they are looked for in the modules, not through gc)."""
    found = {}
    for mod in pkgutil.walk_packages(tabletop.ui.__path__, "tabletop.ui."):
        if mod.name.endswith("__main__"):
            continue
        module = importlib.import_module(mod.name)
        for value in vars(module).values():
            # by the class's name: a drop-in rescan may have imported the kit's module afresh since
            if type(value).__name__ == KeyTable.__name__ and getattr(value, "bindings", None):
                found[id(value)] = value
    return list(found.values())


def test_every_binding_of_every_key_table_is_on_the_keys_screen(app):
    post_click(app, centre(menu_layout(app.ctx.size).button("keys")), frames=3)
    screen = app.stack.top
    assert screen.name == "keys_screen"
    titles = [title for _g, title, _table in screen.tables]
    tables = every_key_table()
    assert len({t.title for t in tables}) >= 3
    for table in tables:
        assert table.title in titles, f"{table.title} is not on the keys screen"
        k = titles.index(table.title)
        rows = screen.rows(k)
        for b in table.bindings:
            assert any(
                set(b.label().split(" / ")) <= set(keys.split(" / ")) and b.does == does for keys, does, _w in rows
            ), (table.title, b)
    for k in range(len(titles)):
        screen.pick(k)
        app.step()  # drawn with every row
    assert [g for g, _t, _table in screen.tables][:3] == ["necromolds", "rise", "corp"], "the menu's order"
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    app.step()
    app.step()
    assert app.stack.top.name == "menu"


def test_left_and_right_show_another_games_keys(app):
    post_click(app, centre(menu_layout(app.ctx.size).button("keys")), frames=3)
    screen = app.stack.top
    first = screen.rows()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode=""))
    app.step()
    assert screen.shown == 1 and screen.rows() != first
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0, unicode=""))
    app.step()
    assert screen.shown == 0


@pytest.mark.parametrize("size", [(960, 600), (1280, 800)])
def test_large_text_puts_the_keys_on_pages_at_full_size(user_home, size):
    """Play-test r25: the Keys screen squeezed all 26 rows of a table into its panel, closer and
    smaller, so its letters were 11-13 pixels with Large text on as well as off. The rows now go on
    pages of as many as fit at full size, turned with Page Down / Page Up (or Down / Up, the wheel),
    every row on one of them, the page said in the hint line (which fits the panel)."""
    from tabletop.ui.app import App
    from tabletop.ui.kit.keys import FULL_STEP
    from tabletop.ui.layout import ui_scale
    from tabletop.ui.settings_store import Settings, save_settings
    from tests.ui.conftest import post_key

    save_settings(user_home / "settings.toml", Settings(large_text=True, palette="high_contrast"))
    app = App(size=size)
    try:
        app.step()
        post_click(app, centre(menu_layout(app.ctx.size).button("keys")), frames=3)
        screen = app.stack.top
        s = ui_scale(app.ctx.size)
        for k in range(len(screen.tables)):
            screen.pick(k)
            pages = screen.pages()
            assert [row for page in pages for row in page] == screen.rows(k)
            body, top, bottom_room = screen._rows_area()
            room = body.bottom - int(bottom_room * s) - top
            assert all(len(page) * int(FULL_STEP * s) <= room for page in pages)
            assert max(map(len, pages)) - min(map(len, pages)) <= 1  # shared evenly, no page of two rows
        screen.pick(0)
        assert len(screen.pages()) > 1
        post_key(app, pygame.K_PAGEDOWN)
        assert screen.page == 1
        post_key(app, pygame.K_UP)
        assert screen.page == 0
        post_key(app, pygame.K_PAGEUP)
        assert screen.page == 0  # held at the first
        hint = f"Page 1 of {len(screen.pages())} · Page Up / Page Down: more keys · Left / Right: another game's keys · F1 at a table shows its own · Esc: back"
        assert look.font("sans_italic", int(12 * s)).size(hint)[0] < body.width
        post_key(app, pygame.K_RIGHT)
        assert screen.shown == 1 and screen.page == 0
    finally:
        app.close()
