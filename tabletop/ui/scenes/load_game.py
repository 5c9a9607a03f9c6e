"""The Load game screen: the saves (and each game's autosave), newest first: the game, its players
and options and how far it went, the date and the file.

The files are listed at once; a worker reads and describes them (tabletop.ui.save_list) and rows
fill in as they are ready, so no file, however crafted, holds up the window."""

from __future__ import annotations

import html
import time
from pathlib import Path

import pygame
import pygame_gui
from pygame_gui.elements import UISelectionList

from tabletop import games as rules
from tabletop import paths
from tabletop.core.save import MAX_SAVE_BYTES
from tabletop.ui import games_info, registry
from tabletop.ui.layout import ui_scale
from tabletop.ui.save_list import SaveEntry, SaveReader, check_save, save_files
from tabletop.ui.scene import push, replace
from tabletop.ui.scenes.base import UIScene


def row_text(entry: SaveEntry, description: str, fits=None) -> str:
    """A row of the list: the game, what the save holds, when, and the file (so rows stay unique).

    `fits(text)` says whether a row fits the list's width: a row that does not first names the game
    shortly, then cuts the middle of the description short with "…" (the details line under the list
    shows it whole); its first and last parts, the date and the file always stay. The cut is found in
    logarithmic steps (a binary search), not one measure per character cut."""
    if not description:
        return entry.row_text()
    game, _sep, rest = entry.row_text().partition("   ·   ")
    row = f"{game}   ·   {description}   ·   {rest}"
    if fits is None or fits(row):
        return row
    game = game.split(":")[0]  # "A Game: Its Subtitle" -> "A Game"
    parts = description.split(" · ")
    row = f"{game}  ·  {' · '.join(parts)}  ·  {rest}"
    if fits(row):
        return row
    if len(parts) >= 3:
        middle = " · ".join(parts[1:-1])

        def cut(n: int) -> str:
            return f"{game}  ·  {parts[0]} · {middle[:n].rstrip(' ,(')}… · {parts[-1]}  ·  {rest}"

        n = longest(len(middle) - 1, lambda n: fits(cut(n)))  # the longest cut of the middle that fits
        if n > 0:
            return cut(n)
        row = f"{game}  ·  {parts[0]} · {parts[-1]}  ·  {rest}"
    if fits(row):
        return row
    # Still too wide (a long file name): its end is cut, as little as fits.
    return row[: longest(len(row) - 1, lambda n: fits(row[:n].rstrip() + "…"))].rstrip() + "…"


def longest(most: int, fits) -> int:
    """The largest n in 0..most for which fits(n) holds (fits(0) assumed), in logarithmic steps."""
    low, high = 0, max(0, most)
    while low < high:
        mid = (low + high + 1) // 2
        if fits(mid):
            low = mid
        else:
            high = mid - 1
    return low


def details(entry: SaveEntry) -> str:
    """The line under the list: what the chosen save holds, whole (or why it cannot be read)."""
    if entry.pending:
        return "Reading this save…"
    if entry.error:
        return entry.error
    if not entry.description:
        return entry.row_text()
    from tabletop.ui.games_info import game_title

    return f"{game_title(entry.game or '')}: {entry.description}  ·  {entry.path.name}"  # the file's whole name


# A folder of real saves (25 to 60 kB each) is read in milliseconds: under this many bytes the screen
# waits up to SMALL_WAIT for them (a busy machine), so it opens on rows already read; a larger folder
# opens at once on rows not read yet, which come in as the worker reads them.
SMALL_FOLDER = 2 * 1024 * 1024
SMALL_WAIT = 0.8
# How often the list is redone while rows come in (each redo builds its visible rows again).
REFILL_EVERY = 0.5


class LoadScene(UIScene):
    """Pick a save and play on: a save of a playable game is replayed and opens at its screen.

    A save that cannot be read or no longer replays keeps the player here with a message
    naming the file; saves of games not playable yet say so.
    """

    name = "load"

    def __init__(self, ctx) -> None:
        super().__init__(ctx)
        self.entries: list[SaveEntry] = []
        self.chosen: SaveEntry | None = None
        self.reader: SaveReader | None = None
        self.list = None
        self._shown_at = 0.0
        self._updates = 0

    def enter(self) -> None:
        """List the saves folder and build its rows (not read yet), then start the worker reading the
        files; when it reads them all at once (a few real saves), the rows are shown read from the start."""
        from tabletop.ui.persist import migrate_autosave

        migrate_autosave()  # an earlier version's autosave is listed under its game's name
        self.entries = save_files()
        self.chosen = self.entries[0] if self.entries else None
        super().enter()  # before the worker starts: building the list never waits on it
        self._shown_at = time.monotonic()
        # a file over the size limit is refused by its size, unread: it costs nothing to "read"
        if sum(e.size for e in self.entries if e.size <= MAX_SAVE_BYTES) > SMALL_FOLDER:
            return  # many or large files: the first frame is drawn first, then `update` starts the worker
        self.reader = SaveReader(self.entries)
        until = time.monotonic() + SMALL_WAIT
        while self.entries and not self.reader.finished() and time.monotonic() < until:
            time.sleep(0.005)
        if self.reader.finished() and self._take(self.reader.ready()):
            self.rebuild()  # every row read, from the first frame (else they come in with `update`)

    def exit(self) -> None:
        """Stop reading files nobody will see."""
        if self.reader is not None:
            self.reader.stop()
        super().exit()

    def _take(self, read: list[SaveEntry]) -> bool:
        """Put read entries in their rows' places; True if any came."""
        if not read:
            return False
        by_path = {e.path: e for e in read}
        self.entries = [by_path.get(e.path, e) for e in self.entries]
        if self.chosen is not None and self.chosen.path in by_path:
            self.chosen = by_path[self.chosen.path]
        return True

    def update(self, dt: float):
        """Rows fill in as the worker reads their files (the list is redone once per frame at most)."""
        if self.reader is None and any(e.pending for e in self.entries):
            self._updates += 1
            if self._updates >= 2:  # the first frame was drawn without a worker taking turns with it
                self.reader = SaveReader(self.entries)
            return None
        reader = self.reader
        if reader is None or self.list is None or time.monotonic() - self._shown_at < REFILL_EVERY:
            return None
        if self._take(reader.ready()):
            self._refill()
            self._shown_at = time.monotonic()
        return None

    def _refill(self) -> None:
        """The rows' texts as now read, changed in place (the rows keep their order, so the chosen one
        stays chosen and no row's widget is made again), and the details line."""
        assert self.list is not None
        rows = self._rows()
        items = self.list.item_list
        if len(items) != len(rows):
            self.rebuild()
            return
        for item, text in zip(items, rows, strict=True):
            if item["text"] != text:
                item["text"] = text
                if item["button_element"] is not None:
                    item["button_element"].set_text(text)
        self.list._raw_item_list = list(rows)  # what the list rebuilds from on a theme change
        self.rows = rows
        self.detail.set_text(html.escape(self.detail_text()))

    def _rows(self) -> dict[str, SaveEntry]:
        """Row text -> entry, each row unique (a number added to a repeated one)."""
        rows: dict[str, SaveEntry] = {}
        for entry in self.entries:
            text = self.row_of(entry)
            n = 2
            while text in rows:
                text = f"{self.row_of(entry)} ({n})"
                n += 1
            rows[text] = entry
        return rows

    def build(self) -> None:
        """The list of saves (or a note when there are none) and a Load button."""
        f = self.add_heading_and_back("Load game")
        x, y, w, h = f["panel"]
        s = ui_scale(self.ctx.size)
        pad = int(40 * s)
        self.list_width = w - 2 * pad
        self.rows = self._rows()
        if self.entries:
            self.list = UISelectionList(
                pygame.Rect(x + pad, y + pad, w - 2 * pad, h - 2 * pad - int(84 * s)),
                list(self.rows),
                self.ctx.manager,
                container=self.root,
                object_id="#save_list",
                default_selection=next((r for r, e in self.rows.items() if e is self.chosen), None),
            )
            # two wrapped lines: a finished game's description ("Game over · armies · why") is long
            self.detail = self.text_box(
                (x + pad, y + h - pad - int(56 * s), w - 2 * pad, int(54 * s)),
                html.escape(self.detail_text()),
                plain=True,
            )
            self.label((x + pad, y + h - pad, w - 2 * pad, int(26 * s)), self.folder_line(), cls="note")
        else:
            self.list = None
            self.label(
                (x + pad, y + h // 2 - int(50 * s), w - 2 * pad, int(48 * s)), "No saved games yet.", cls="heading"
            )
            self.label(
                (x + pad, y + h // 2 + int(10 * s), w - 2 * pad, int(26 * s)),
                self.folder_line("Saves go in"),
                cls="note_centre",
            )
        self.load_button = self.button(f["primary"], "Load", self.load_selected, cls="plaque", key="load_button")
        px, py, _w, ph = f["primary"]
        watch = (px - int(196 * s), py, int(180 * s), ph)  # beside Load: watch the game instead of playing on
        tip = "Watch the game from its start: a timeline, every seat's view"
        self.watch_button = self.button(watch, "Watch", self.watch_selected, cls="plaque", tooltip=tip, key="watch")
        if not self.entries:
            self.load_button.disable()
            self.watch_button.disable()

    def folder_line(self, words: str = "Saves folder:") -> str:
        """Where saves go; when `saves` could not be a folder, the one used instead, said as such."""
        folder, problem = paths.saves_folder()
        if not problem:
            return f"{words} {folder}"
        where = str(folder) if len(str(folder)) <= 56 else "…" + str(folder)[-55:]  # its end says most
        return f"{words} {where}  (a file is named “saves”)"

    def row_of(self, entry: SaveEntry) -> str:
        """The list's row for a save (the game, round, armies and whose turn, when, the file), fitted
        to the list's width in the list's own font."""
        from tabletop.ui import look
        from tabletop.ui.theme import font_scale, scaled

        font = look.font("sans", scaled(16, font_scale(self.ctx.size)))  # the theme's list item font
        # the list's text padding each side, its border and a scroll bar's width: a fitted row keeps
        # clear of the list's edge even once enough saves make the list scroll
        room = getattr(self, "list_width", self.ctx.size[0]) - 2 * 14 - 2 * 4 - int(24 * ui_scale(self.ctx.size))
        return row_text(entry, entry.description, fits=lambda text: font.size(text)[0] <= room)

    def detail_text(self) -> str:
        """The line under the list: what the chosen save holds, whole."""
        return "" if self.chosen is None else details(self.chosen)

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
        game, error = check_save(entry.path)
        if error:
            self.show_message("This save cannot be loaded", error)
            return None
        if registry.playable(game):
            return self._open(entry)
        if game in games_info.GAMES or game in rules.GAMES:
            self.show_message("Load game", f"{registry.title(game)} games can be loaded once that game is playable.")
        else:
            self.show_message(
                "This save cannot be loaded", f"{entry.path}: unknown game {game!r}: this app has no game of that name"
            )
        return None

    def watch_selected(self):
        """Open the chosen save (a finished game too) in the replay viewer; a message when it cannot be."""
        entry = self.chosen
        if entry is None:
            self.show_message("Watch", "Choose a save from the list first.")
            return None
        game, error = check_save(entry.path)
        if error:
            self.show_message("This save cannot be watched", error)
            return None
        if not registry.playable(game):
            self.show_message("Watch", f"{registry.title(game)} games can be watched once that game is playable.")
            return None
        from tabletop.ui.replay.scene import open_viewer, watch_error

        try:
            viewer = open_viewer(self.ctx, entry.path)
        except Exception as exc:  # SaveError names the file and what is wrong; anything else is said too
            self.show_message("This save cannot be watched", watch_error(exc, entry.path))
            return None
        return push(viewer)

    def _open(self, entry: SaveEntry):
        """Replay the save, autosave from here on, and open the game's screen where it stands."""
        from tabletop.core.errors import SaveError
        from tabletop.ui import persist

        try:
            session = persist.load_game(entry.path)
        except SaveError as exc:
            self.show_message("This save cannot be loaded", str(exc))
            return None
        except Exception as exc:  # a bug in replaying must cost a message, not the app
            self.show_message(
                "This save cannot be loaded", f"{entry.path}: could not be replayed ({type(exc).__name__}: {exc})"
            )
            return None
        persist.attach_autosave(session, write_now=not entry.autosave)
        return replace(registry.scene_for_session(self.ctx, session))

    def on_event(self, event: pygame.event.Event):
        """Clicking a row chooses it; double-clicking loads it."""
        if event.type == pygame_gui.UI_SELECTION_LIST_NEW_SELECTION and event.ui_element is self.list:
            self.chosen = self.rows.get(event.text, self.chosen)
            self.detail.set_text(html.escape(self.detail_text()))
        if event.type == pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION and event.ui_element is self.list:
            self.chosen = self.rows.get(event.text, self.chosen)
            return self.load_selected()
        return None

    def draw_scene(self, surface: pygame.Surface) -> None:
        """The panel behind the list."""
        self.draw_panel(surface)
