"""The menu's Keys screen: every game's key bindings, read from the same KeyTables the tables dispatch
through and their F1 help shows (tabletop/ui/kit/keys.py), so no list of keys is written twice.

A table's keys live in a `keys` module of its package under tabletop/ui (`<game>/table/keys.py`)
with a `TABLE`; the screen finds them by that convention (naming no game) and orders them as the
menu orders the games. One game's keys at a time: its plaque in the row at the top, or Left/Right
(Tab) to the next; the rows that do not fit at their full size (a small window, Large text) go on pages
that Page Up / Page Down, Up / Down or the wheel turn; Esc or Back returns to the menu.
"""

from __future__ import annotations

import importlib
import logging
from pathlib import Path

import pygame

from tabletop.ui import look, registry
from tabletop.ui.kit.keys import KeyTable, draw_rows, rows_per_page
from tabletop.ui.kit.panels import text
from tabletop.ui.layout import ui_scale
from tabletop.ui.scenes.base import UIScene

log = logging.getLogger("tabletop.ui")
UI_DIR = Path(__file__).resolve().parent.parent  # tabletop/ui


def key_tables() -> list[tuple[str, str, KeyTable]]:
    """(game, title, table) of every table's keys, in the menu's order of the games."""
    found: list[tuple[str, str, KeyTable]] = []
    for path in sorted(UI_DIR.glob("*/**/keys.py")):
        parts = path.relative_to(UI_DIR).with_suffix("").parts
        if parts[0] in ("kit", "scenes"):
            continue
        name = "tabletop.ui." + ".".join(parts)
        try:
            module = importlib.import_module(name)
        except Exception as exc:  # a table that cannot load is left out, with why, never a crash
            log.warning("keys screen: %s did not load: %s", name, exc)
            continue
        table = getattr(module, "TABLE", None)
        if isinstance(table, KeyTable):
            found.append((parts[0], table.title, table))
            if isinstance(getattr(module, "TAB", None), str):  # a screen that is no game names its plaque
                _TABS[parts[0]] = module.TAB
    order = registry.ui_games()
    found.sort(key=lambda g: (order.index(g[0]) if g[0] in order else len(order), g[0], g[1]))
    return found


_TABS: dict[str, str] = {}  # the plaque of a screen's keys that is no game's (the replay viewer's), by folder


def game_title(game: str) -> str:
    """The game's title as the menu writes it (or the plaque's words of a screen that is no game)."""
    return _TABS.get(game) or registry.info(game).title


class KeysScreen(UIScene):
    """Every game's keys, one game at a time (see the module docstring)."""

    focus_keys = False  # Left, Right and Tab are its own: the next game's keys

    name = "keys_screen"

    def __init__(self, ctx) -> None:
        super().__init__(ctx)
        self.tables = key_tables()
        self.shown = 0
        self.page = 0  # of the shown table's rows (play-test r25: every row squeezed into the panel at once
        # drew 26 rows of 12-pixel letters, with Large text on as well as off)

    def rows(self, k: int | None = None) -> list[tuple[str, str, str]]:
        """The rows shown for table k (default the one shown): the table's own help rows."""
        if not self.tables:
            return []
        return self.tables[self.shown if k is None else k][2].rows()

    def pick(self, k: int) -> None:
        """Show table k (its plaque pressed; the keys rebuild the row to match)."""
        if self.tables:
            self.shown = k % len(self.tables)
            self.page = 0

    def _rows_area(self) -> tuple[pygame.Rect, int, int]:
        """Where the rows go: the box, the first row's top and the room kept at its foot for the hint."""
        s = ui_scale(self.ctx.size)
        x, y, w, h = self.frame()["panel"]
        panel = pygame.Rect(x, y, w, h)
        top = y + int(76 * s) + int(44 * s) + self._below_tabs(s)
        return panel.inflate(-int(64 * s), 0), top, 36

    def _below_tabs(self, s: float) -> int:
        """How much lower everything under the plaques is drawn when they take two rows."""
        return (getattr(self, "tab_rows", 1) - 1) * int(52 * s)

    def pages(self) -> list[list[tuple[str, str, str]]]:
        """The shown table's rows cut into pages of as many as fit at full size."""
        rows = self.rows()
        body, top, bottom_room = self._rows_area()
        s = ui_scale(self.ctx.size)
        most = rows_per_page(body.bottom - int(bottom_room * s) - top, s)
        per = -(-len(rows) // -(-len(rows) // most)) if rows else 1  # as many pages, the rows shared evenly
        return [rows[i : i + per] for i in range(0, len(rows), per)] or [[]]

    def turn(self, step: int) -> None:
        """The page before (-1) or after (+1), held at the first and the last."""
        self.page = max(0, min(len(self.pages()) - 1, self.page + step))

    def build(self) -> None:
        """Heading, Back, and one plaque per game's table: in one row, or two when their words would not
        fit one (the viewer's keys made a fourth plaque, and a game's long title was cut)."""
        f = self.add_heading_and_back("Keys")
        self.tab_rows = 1
        if len(self.tables) > 1:
            x, y, w, _h = f["panel"]
            s = ui_scale(self.ctx.size)
            options = [(game_title(g), k) for k, (g, _t, _table) in enumerate(self.tables)]
            for rows in (1, 2):
                per = -(-len(options) // rows)
                groups = []
                for r in range(rows):
                    tabs = (x + int(24 * s), y + int(18 * s) + r * int(52 * s), w - int(48 * s), int(44 * s))
                    part = options[r * per : (r + 1) * per]
                    if part:
                        groups.append(self.radio(tabs, part, self.shown, self._picked, key=f"keys_game{r or ''}"))
                buttons = [b for g in groups for b in g.buttons]
                if rows == 2 or all(
                    b.font is None or b.font.get_rect(b.text).width <= b.rect.width - 8 for b in buttons
                ):
                    self.tab_rows = rows
                    break
                for g in groups:  # too tight: made again in two rows
                    self._radios.remove(g)
                    for b in g.buttons:
                        b.kill()

    def _picked(self, k: int) -> None:
        """A plaque pressed: its keys, and every row of plaques lit to match."""
        self.pick(k)
        self.rebuild()

    def on_event(self, event) -> None:
        """Left/Right or Tab (Shift+Tab back): the next game's keys; Page Up/Down, Up/Down or the wheel:
        its other page."""
        if event.type == pygame.MOUSEWHEEL:
            self.turn(-1 if event.y > 0 else 1)
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_UP):
            self.turn(-1)
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEDOWN, pygame.K_DOWN):
            self.turn(1)
        if event.type == pygame.KEYDOWN and self.tables:
            back = event.key == pygame.K_LEFT or (event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT)
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB):
                self.pick(self.shown + (-1 if back else 1))
                self.rebuild()
        return None

    def draw_scene(self, surface: pygame.Surface) -> None:
        """The panel, the shown table's title and its rows (read-only)."""
        self.draw_panel(surface)
        if not self.tables:
            return
        s = ui_scale(surface.get_size())
        x, y, w, h = self.frame()["panel"]
        panel = pygame.Rect(x, y, w, h)
        title_y = y + int(76 * s) + self._below_tabs(s)
        _game, title, _table = self.tables[self.shown]
        text(surface, "serif_bold", int(22 * s), title, (panel.centerx, title_y), look.AMBER, "midtop")
        body, top, bottom_room = self._rows_area()
        pages = self.pages()
        self.page = min(self.page, len(pages) - 1)  # a larger window (or smaller text) has fewer pages
        draw_rows(surface, body, pages[self.page], top, s, bottom_room=bottom_room)
        hint = "Left / Right: another game's keys · F1 at a table shows its own · Esc: back"
        if len(pages) > 1:
            hint = f"Page {self.page + 1} of {len(pages)} · Page Up / Page Down: more keys · " + hint
        text(
            surface,
            "sans_italic",
            int(12 * s),
            hint,
            (panel.centerx, panel.bottom - int(12 * s)),
            look.BONE_DIM,
            "midbottom",
        )
