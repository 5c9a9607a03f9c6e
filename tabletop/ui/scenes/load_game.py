"""The Load game screen: the saves (and the autosave), newest first, with game and date."""
from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from pathlib import Path
from typing import Optional

import pygame
import pygame_gui
from pygame_gui.elements import UISelectionList

from tabletop import paths
from tabletop.ui.games_info import game_title
from tabletop.ui.layout import ui_scale
from tabletop.ui.scene import replace
from tabletop.ui.scenes.base import UIScene


@dataclass(frozen=True)
class SaveEntry:
    """One row of the list: a file, when it was written, and what it holds (or what is wrong)."""

    path: Path
    modified: float
    game: Optional[str]  # None when the file could not be read
    error: Optional[str]
    autosave: bool

    def row_text(self) -> str:
        """The row as the list shows it (unique per file, since it ends with the file name)."""
        when = dt.datetime.fromtimestamp(self.modified).strftime("%d %b %Y  %H:%M")
        what = game_title(self.game) if self.game else "⚠ unreadable save"
        name = "autosave" if self.autosave else self.path.name
        return f"{what}   ·   {when}   ·   {name}"


def read_save(path: Path):
    """Read a save through the core (imported lazily: the core may load slowly or be absent)."""
    from tabletop.core.save import read_save as core_read_save

    return core_read_save(path)


def _check(path: Path) -> tuple[Optional[str], Optional[str]]:
    """(game, None) for a readable save, else (None, message naming the file)."""
    try:
        from tabletop.core.save import SaveError
    except ImportError as exc:
        return None, f"{path}: saves cannot be read by this build ({exc})"
    try:
        return str(read_save(path).game), None
    except SaveError as exc:
        return None, str(exc)
    except Exception as exc:  # a bug in reading must not take the menu down with it
        return None, f"{path}: could not be read ({type(exc).__name__}: {exc})"


def list_saves() -> list[SaveEntry]:
    """Every *.json in the saves folder plus the autosave, newest first."""
    files = [(p, False) for p in paths.saves_dir().glob("*.json") if p.is_file()]
    auto = paths.autosave_path()
    if auto.is_file():
        files.append((auto, True))
    entries = []
    for path, is_auto in files:
        try:
            modified = path.stat().st_mtime
        except OSError:
            continue  # deleted between the listing and now
        game, error = _check(path)
        entries.append(SaveEntry(path, modified, game, error, is_auto))
    entries.sort(key=lambda e: e.modified, reverse=True)
    return entries


class LoadScene(UIScene):
    """Pick a save and play on: a Necromolds save is replayed and opens at its screen.

    A save that cannot be read or no longer replays keeps the player here with a message
    naming the file; saves of games not playable yet say so.
    """

    name = "load"

    def __init__(self, ctx) -> None:
        super().__init__(ctx)
        self.entries: list[SaveEntry] = []
        self.chosen: Optional[SaveEntry] = None

    def enter(self) -> None:
        """Read the saves folder, then build."""
        self.entries = list_saves()
        self.chosen = self.entries[0] if self.entries else None
        super().enter()

    def build(self) -> None:
        """The list of saves (or a note when there are none) and a Load button."""
        f = self.add_heading_and_back("Load game")
        x, y, w, h = f["panel"]
        s = ui_scale(self.ctx.size)
        pad = int(40 * s)
        self.rows = {e.row_text(): e for e in self.entries}
        if self.entries:
            self.list = UISelectionList(
                pygame.Rect(x + pad, y + pad, w - 2 * pad, h - 2 * pad - int(30 * s)),
                list(self.rows),
                self.ctx.manager,
                container=self.root,
                object_id="#save_list",
                default_selection=self.chosen.row_text() if self.chosen else None,
            )
            self.label((x + pad, y + h - pad, w - 2 * pad, int(26 * s)), f"Saves folder: {paths.saves_dir()}", cls="note")
        else:
            self.list = None
            self.label((x + pad, y + h // 2 - int(50 * s), w - 2 * pad, int(48 * s)), "No saved games yet.", cls="heading")
            self.label((x + pad, y + h // 2 + int(10 * s), w - 2 * pad, int(26 * s)), f"Saves go in {paths.saves_dir()}", cls="note_centre")
        self.load_button = self.button(f["primary"], "Load", self.load_selected, cls="plaque", key="load_button")
        if not self.entries:
            self.load_button.disable()

    def choose(self, path: Path) -> None:
        """Select the row of `path` (as a click on it would)."""
        for entry in self.entries:
            if entry.path == path:
                self.chosen = entry
                self.rebuild()
                return
        raise KeyError(path)

    def load_selected(self):
        """Open the chosen save: show why it cannot be read, or when it can be played."""
        entry = self.chosen
        if entry is None:
            self.show_message("Load game", "Choose a save from the list first.")
            return None
        # Read again now: the file may have changed since the list was drawn.
        game, error = _check(entry.path)
        if error:
            self.show_message("This save cannot be loaded", error)
            return None
        if game == "necromolds":
            return self._open_necromolds(entry)
        self.show_message("Load game", f"{game_title(game)} games can be loaded once that game is playable.")
        return None

    def _open_necromolds(self, entry: SaveEntry):
        """Replay the save, autosave from here on, and open the screen of its phase."""
        from tabletop.core.errors import SaveError
        from tabletop.ui.necromolds import flow, persist

        try:
            session = persist.load_game(entry.path)
        except SaveError as exc:
            self.show_message("This save cannot be loaded", str(exc))
            return None
        except Exception as exc:  # a bug in replaying must cost a message, not the app
            self.show_message("This save cannot be loaded", f"{entry.path}: could not be replayed ({type(exc).__name__}: {exc})")
            return None
        persist.attach_autosave(session, write_now=not entry.autosave)
        return replace(flow.scene_for_session(self.ctx, session))

    def on_event(self, event: pygame.event.Event):
        """Clicking a row chooses it; double-clicking loads it."""
        if event.type == pygame_gui.UI_SELECTION_LIST_NEW_SELECTION and event.ui_element is self.list:
            self.chosen = self.rows.get(event.text, self.chosen)
        if event.type == pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION and event.ui_element is self.list:
            self.chosen = self.rows.get(event.text, self.chosen)
            return self.load_selected()
        return None

    def draw_scene(self, surface: pygame.Surface) -> None:
        """The panel behind the list."""
        self.draw_panel(surface)
