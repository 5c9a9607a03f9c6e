"""The Load game screen: the saves (and each game's autosave), newest first, each row in two lines: the
game, the date and the file, then its players and options and how far it went (large text cut the one
line rows before the file, play-test r17); the rows go onto pages when the panel cannot hold them all.

The files are listed at once; a worker reads and describes them (tabletop.ui.save_list) and rows
fill in as they are ready, so no file, however crafted, holds up the window."""

from __future__ import annotations

import html
import time
from functools import partial
from pathlib import Path
from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton, UILabel

from tabletop import games as rules
from tabletop import paths
from tabletop.core.save import MAX_SAVE_BYTES
from tabletop.ui import games_info, registry
from tabletop.ui.kit.pages import PageTurns, page_labels
from tabletop.ui.layout import ui_scale
from tabletop.ui.save_list import SaveEntry, SaveReader, load_check, save_files
from tabletop.ui.scene import Scene, Transition, pop, push, replace
from tabletop.ui.scenes.base import UIScene
from tabletop.ui.scenes.confirm import ConfirmScene
from tabletop.ui.scenes.resume import shorter_lists


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


def fitted_end(text: str, fits) -> str:
    """`text` whole when it fits, else cut at its end with "…" as little as fits."""
    if fits(text):
        return text
    return text[: longest(len(text) - 1, lambda n: fits(text[:n].rstrip() + "…"))].rstrip() + "…"


def title_line(entry: SaveEntry, fits) -> str:
    """A row's first line: the game, when, and the file, which keeps the rows apart and so gives way last:
    the game's subtitle goes first, then the date, then the game; a file name too long alone is cut."""
    line = entry.row_text()
    game, sep, rest = line.partition("   ·   ")
    if not sep:
        return fitted_end(line, fits)
    when, _sep, name = rest.partition("   ·   ")
    short = game.split(":")[0]
    for text in (line, f"{short}  ·  {when}  ·  {name}", f"{short}  ·  {name}", name):
        if fits(text):
            return text
    return fitted_end(name, fits)


def description_line(entry: SaveEntry, fits) -> str:
    """A row's second line: what the save holds (or why it cannot be read), its middle cut short with
    "…" when too long (the details line under the list says it whole); its first and last parts stay."""
    if entry.pending:
        return "Reading this save…"
    if entry.cannot_start:  # why it cannot be played, in a player's words (the details line adds the reason)
        return fitted_end(entry.cannot_start, fits)
    if entry.error:
        return fitted_end(entry.error.removeprefix(f"{entry.path}: "), fits)
    text = entry.description
    if not text or fits(text):
        return text
    for shorter in shorter_lists(text):  # the rosters' first names and "N more": whole words, no "…"
        if fits(shorter):
            return shorter
    parts = text.split(" · ")
    if len(parts) >= 3 and any(" vs " in part for part in parts[1:-1]) and fits(f"{parts[0]} · {parts[-1]}"):
        # the armies' lists leave out whole, rather than a name cut in its middle ("vs P2 Gravegho…",
        # play-test r22): the first and last parts read whole, and the details line says the rest
        return f"{parts[0]} · {parts[-1]}"
    if len(parts) >= 3:
        middle = " · ".join(parts[1:-1])

        def cut(n: int) -> str:
            return f"{parts[0]} · {middle[:n].rstrip(' ,(')}… · {parts[-1]}"

        n = longest(len(middle) - 1, lambda n: fits(cut(n)))
        if n > 0:
            return cut(n)
    return fitted_end(text, fits)


class Words(UILabel):
    """A line of a row's words over its button: the pointer passes through to the button (its hover)."""

    def hover_point(self, hover_x: float, hover_y: float) -> bool:
        return False


def details(entry: SaveEntry) -> str:
    """The line under the list: what the chosen save holds, whole (or why it cannot be read)."""
    if entry.pending:
        return "Reading this save…"
    if entry.cannot_start:
        return f"{entry.cannot_start}.  ({entry.error})"
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


class LoadScene(PageTurns, UIScene):
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
        self.rows: dict[str, SaveEntry] = {}  # a row's two lines (joined by a newline) -> its save
        self.detail: Any = None  # the chosen save's details under the list (a text box)
        self.page = 0  # the page of rows shown
        self.pages = 1
        self.per_page = 1
        self.row_buttons: dict[UIButton, SaveEntry] = {}
        self.row_words: list[tuple[SaveEntry, UILabel, UILabel]] = []
        self._fonts: tuple = (None, None)
        self._shown_at = 0.0
        self._updates = 0
        self._opened: Scene | None = None  # a game to open in this screen's place (partial_question)

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
        if self._opened is not None:  # a game opened from the rules-changed question
            opened, self._opened = self._opened, None
            return replace(opened)
        if self.reader is None and any(e.pending for e in self.entries):
            self._updates += 1
            if self._updates >= 2:  # the first frame was drawn without a worker taking turns with it
                self.reader = SaveReader(self.entries)
            return None
        reader = self.reader
        if reader is None or not self.row_buttons or time.monotonic() - self._shown_at < REFILL_EVERY:
            return None
        if self._take(reader.ready()):
            self._refill()
            self._shown_at = time.monotonic()
        return None

    def _refill(self) -> None:
        """The rows' words as now read, changed in place (the rows keep their order, so the chosen one
        stays chosen and no row's widget is made again), and the details line."""
        rows = self._rows()
        if len(rows) != len(self.rows):
            self.rebuild()
            return
        self.rows = rows
        read = {entry.path: (entry, text.split("\n", 1)) for text, entry in rows.items()}
        words = []
        for entry, first, second in self.row_words:
            now, (top, bottom) = read.get(entry.path, (entry, (first.text, second.text)))
            if first.text != top:
                first.set_text(top)
            if second.text != bottom:
                second.set_text(bottom)
            words.append((now, first, second))
        self.row_words = words
        self.row_buttons = {b: read.get(old.path, (old, None))[0] for b, old in self.row_buttons.items()}
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

    ROW = 57  # a row's height in design pixels: its two lines and the gap under it

    def build(self) -> None:
        """The rows of saves (or a note when there are none), a page bar when they take more than one
        page, the chosen save's details, and Watch and Load."""
        f = self.add_heading_and_back("Load game")
        x, y, w, h = f["panel"]
        s = ui_scale(self.ctx.size)
        pad = int(40 * s)
        self.list_width = w - 2 * pad
        self.row_buttons, self.row_words = {}, []
        if self.entries:
            probes = [self.label((0, 0, 10, 10), "", cls=cls) for cls in ("", "note")]
            self._fonts = (probes[0].font, probes[1].font)  # the rows' own fonts, to fit their words
            for probe in probes:
                probe.kill()
            self.rows = self._rows()
            # the details: DETAIL_LINES wrapped lines in the box's own font (a finished game's description,
            # "Game over · armies · why", is long), and a scroll bar for the rest (play-test r23: a long one
            # ran out of a two-line box whose bar had no room for its thumb)
            detail_h = max(int(54 * s), self.detail_height())
            detail_top = y + h - pad - int(2 * s) - detail_h
            area = pygame.Rect(x + pad, y + pad, w - 2 * pad, detail_top - int(10 * s) - (y + pad))
            self.list_rect = area
            self._build_rows(area, s)
            self.detail = self.text_box(
                (x + pad, detail_top, w - 2 * pad, detail_h), html.escape(self.detail_text()), plain=True
            )
            self.label(
                (x + pad, y + h - pad, w - 2 * pad, int(26 * s)), self.folder_line(width=w - 2 * pad), cls="note"
            )
        else:
            self.rows = {}
            self.label(
                (x + pad, y + h // 2 - int(50 * s), w - 2 * pad, int(48 * s)), "No saved games yet.", cls="heading"
            )
            self.label(
                (x + pad, y + h // 2 + int(10 * s), w - 2 * pad, int(26 * s)),
                self.folder_line("Saves go in", w - 2 * pad, "note_centre"),
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

    DETAIL_LINES = 3  # the details box's height in its lines: room for a scroll bar's arrows and thumb

    def detail_height(self) -> int:
        """The height of DETAIL_LINES lines in the details box's own font (large text, UI scale): where a
        probe's last line ends (a box too short for its text lays it out squeezed: the probe is tall)."""
        probe = self.text_box((0, 0, 400, 2000), "<br>".join(["Xg"] * self.DETAIL_LINES), plain=True)
        layout = probe.text_box_layout
        rows = getattr(layout, "layout_rows", None) or []
        height = max((int(r.bottom) for r in rows), default=0)
        probe.kill()
        return height + 4

    def detail_arrows(self) -> list[UIButton]:
        """The details' scroll bar's arrows (none when the text fits): the keyboard's way to scroll it."""
        bar = getattr(self.detail, "scroll_bar", None)
        if bar is None or not bar.alive():
            return []
        return [b for b in (bar.top_button, bar.bottom_button) if b is not None]

    def scroll_detail(self, notches: int) -> bool:
        """Scroll the details as `notches` of the wheel over them would (up: positive); False when they fit."""
        bar = getattr(self.detail, "scroll_bar", None)
        if bar is None or not bar.alive() or not notches:
            return False
        bar.scroll_wheel_moved = True
        bar.scroll_wheel_amount = notches
        return True

    def focusable(self) -> list:
        """The buttons a key may focus, and the details' scroll arrows when the details need scrolling
        (Enter or Space on an arrow scrolls them a notch, as a click on it or the wheel over them does)."""
        return sorted(
            [*super().focusable(), *(b for b in self.detail_arrows() if b.visible and b.is_enabled)],
            key=lambda b: (b.rect.centery // 8, b.rect.x),
        )

    def press_focused(self):
        """A focused scroll arrow scrolls the details a notch; Enter on the chosen row loads it, as a double
        click does (play-test r25: Enter on a lit row did nothing; only the Load button loaded); any other
        focused button is pressed (a row: the first Enter chooses it)."""
        arrows = self.detail_arrows()
        if self._focus in arrows:
            self.scroll_detail(1 if self._focus is arrows[0] else -1)
            return None
        entry = self.row_buttons.get(self._focus)
        if entry is not None and entry is self.chosen:
            return self.load_selected()
        return super().press_focused()

    def _build_rows(self, area: pygame.Rect, s: float) -> None:
        """This page's rows in `area`: a button each (click: choose it; double-click: load it) with its
        two lines of words over it; the page bar at the foot when there is more than one page."""
        row_h = int(self.ROW * s)
        bar_h = int(46 * s)
        rows = list(self.rows.items())
        self.per_page = max(1, area.height // row_h)
        if len(rows) > self.per_page:
            self.per_page = max(1, (area.height - bar_h) // row_h)
        self.pages = -(-len(rows) // self.per_page)
        self.page = max(0, min(self.page, self.pages - 1))
        first = self.page * self.per_page
        inset = int(12 * s)
        for k, (text, entry) in enumerate(rows[first : first + self.per_page]):
            r = pygame.Rect(area.x, area.y + k * row_h, area.width, row_h - int(5 * s))
            b = UIButton(
                r,
                "",
                self.ctx.manager,
                container=self.root,
                object_id=ObjectID(f"#save_row_{k}", "@choice"),
                allow_double_clicks=True,
            )
            if entry is self.chosen:
                b.select()
            self._actions[b] = partial(self.pick, b)
            self.row_buttons[b] = entry
            top, bottom = text.split("\n", 1)
            lines = []
            for (dy, hh), words, cls in (((2, 26), top, None), ((27, 24), bottom, "@note")):
                lines.append(
                    Words(
                        pygame.Rect(r.x + inset, r.y + int(dy * s), r.width - 2 * inset, int(hh * s)),
                        words,
                        self.ctx.manager,
                        container=self.root,
                        object_id=ObjectID(None, cls),
                    )
                )
            self.row_words.append((entry, lines[0], lines[1]))
        if self.pages > 1:
            by, bw = area.bottom - bar_h + int(6 * s), int(170 * s)
            mid, gap = area.centerx, int(110 * s)
            back, forward = page_labels(self.page, self.pages)  # round at the ends, and saying so there
            # but "Last page" on page 1 read as "the final page" to a newcomer (play-test r19): the back
            # button says "Previous page" everywhere (from page 1 it goes round to the last page)
            back = "Previous page"
            self.button(
                (mid - gap - bw, by, bw, bar_h - int(8 * s)),
                back,
                lambda: self.turn(-1),
                "plaque_small",
                key="page_prev",
            )
            self.label(
                (mid - gap, by, 2 * gap, bar_h - int(8 * s)), f"Page {self.page + 1} of {self.pages}", cls="note_centre"
            )
            self.button(
                (mid + gap, by, bw, bar_h - int(8 * s)),
                forward,
                lambda: self.turn(1),
                "plaque_small",
                key="page_next",
            )

    def pick(self, button: UIButton) -> None:
        """A click on a row (or Enter on it): it is the chosen save, shown lit, its details under the list."""
        entry = self.row_buttons.get(button)
        if entry is None:
            return
        self.chosen = entry
        for b in self.row_buttons:
            b.select() if b is button else b.unselect()
        self.detail.set_text(html.escape(self.detail_text()))

    def folder_line(self, words: str = "Saves folder:", width: int = 0, cls: str = "note") -> str:
        """Where saves go; when `saves` could not be a folder, the one used instead, said as such. With
        `width`, the folder's start gives way ("…" and its end, which says most) until the line fits that
        many pixels in the font of `cls` (a long folder ran out of its label with Large text, r26)."""
        folder, problem = paths.saves_folder()
        tail = "  (a file is named “saves”)" if problem else ""
        where = str(folder) if not problem or len(str(folder)) <= 56 else "…" + str(folder)[-55:]
        if not width:
            return f"{words} {where}{tail}"
        probe = self.label((0, 0, 10, 10), "", cls=cls)
        font = probe.font
        probe.kill()
        room = width - 12  # the label's own padding

        def line(n: int) -> str:
            return f"{words} {where if n >= len(where) else '…' + where[len(where) - n :]}{tail}"

        if font is None or font.get_rect(line(len(where))).width <= room:
            return line(len(where))
        return line(longest(len(where) - 1, lambda n: font.get_rect(line(n)).width <= room))

    def row_of(self, entry: SaveEntry) -> str:
        """A save's row, its two lines joined by a newline: the game, when and the file; what it holds. Each
        fitted to the row in its line's own font."""
        first, second = self._fonts
        room = getattr(self, "list_width", self.ctx.size[0]) - 2 * int(12 * ui_scale(self.ctx.size)) - 12

        def fits_in(font):
            return lambda text: font is None or font.get_rect(text).width <= room

        return f"{title_line(entry, fits_in(first))}\n{description_line(entry, fits_in(second))}"

    def detail_text(self) -> str:
        """The line under the list: what the chosen save holds, whole."""
        return "" if self.chosen is None else details(self.chosen)

    def choose(self, path: Path) -> None:
        """Select the row of `path` (as a click on it would)."""
        for entry in self.entries:
            if entry.path == path:
                self.chosen = entry
                at = next((i for i, e in enumerate(self.rows.values()) if e is entry), 0)
                self.page = at // max(1, self.per_page)  # the page that shows it
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
        game, error, refusal = load_check(entry.path)
        if error:
            self.show_message("This save cannot be loaded", error)
            return None
        if refusal is not None and refusal.message and registry.playable(game):
            # said at once, in a player's words, as its row says it: nothing is replayed to find it out
            self.show_message("This save cannot be loaded", f"{refusal.message}\n\n{entry.path}: {refusal.reason}")
            return None
        if registry.playable(game):
            return self._open(entry)
        self._not_playable(entry, game, "Load game", "loaded")
        return None

    def _not_playable(self, entry: SaveEntry, game: str | None, title: str, done: str) -> None:
        """The message for a save whose game cannot be played: one this app knows of is promised for when
        it is playable; one it has never heard of is named as such (Watch promised it too, play-test r21)."""
        if game in games_info.GAMES or game in rules.GAMES:
            self.show_message(title, f"{registry.title(game)} games can be {done} once that game is playable.")
        else:
            self.show_message(
                f"This save cannot be {done}", f"{entry.path}: unknown game {game!r}: this app has no game of that name"
            )

    def watch_selected(self):
        """Open the chosen save (a finished game too) in the replay viewer; a message when it cannot be."""
        entry = self.chosen
        if entry is None:
            self.show_message("Watch", "Choose a save from the list first.")
            return None
        game, error, refusal = load_check(entry.path)
        if error:
            self.show_message("This save cannot be watched", error)
            return None
        if (
            refusal is not None and refusal.message and registry.playable(game)
        ):  # its game cannot start: there is nothing to watch
            self.show_message("This save cannot be watched", f"{refusal.message}\n\n{entry.path}: {refusal.reason}")
            return None
        if not registry.playable(game):
            self._not_playable(entry, game, "Watch", "watched")
            return None
        from tabletop.core.errors import SaveError
        from tabletop.ui.replay.scene import open_viewer, watch_error

        try:
            viewer = open_viewer(self.ctx, entry.path)
        except SaveError as exc:
            if exc.partial is not None:  # an earlier version's rules: the game can be watched as far as it replays
                return push(self.partial_question(exc, watch=True))
            self.show_message("This save cannot be watched", watch_error(exc, entry.path))
            return None
        except Exception as exc:  # anything else is said too
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
            if exc.partial is not None:  # an earlier version's rules: offer the game as far as it replays
                return push(self.partial_question(exc))
            self.show_message("This save cannot be loaded", str(exc))
            return None
        except Exception as exc:  # a bug in replaying must cost a message, not the app
            self.show_message(
                "This save cannot be loaded", f"{entry.path}: could not be replayed ({type(exc).__name__}: {exc})"
            )
            return None
        persist.attach_autosave(session, write_now=not entry.autosave)
        return replace(registry.scene_for_session(self.ctx, session))

    def partial_question(self, error, watch: bool = False) -> ConfirmScene:
        """A save this version's rules replay only so far (or to another state): open the game there (or
        with `watch`, watch it so far), rather than lose all of it; the file itself is left as it is."""
        from tabletop.ui.persist import where_it_stands
        from tabletop.ui.scenes.resume import PARTIAL_TITLE, partial_words

        session = error.partial
        offer = "Watch it that far?" if watch else "Open it there?"
        why = str(error.problem).rstrip(".")
        where = where_it_stands(session)
        name = Path(error.path).name if error.path else ""
        text = partial_words(session.game.name, error.replayed, error.total, where, offer, why, file=name)
        if watch:
            from tabletop.ui.replay.scene import ReplayScene
            from tabletop.ui.replay.timeline import Timeline

            def watch_there() -> Transition:
                return replace(ReplayScene(self.ctx, Timeline(Path(error.path), session), position=0))

            return ConfirmScene(self.ctx, PARTIAL_TITLE, text, "Watch it", "Cancel", watch_there)

        def open_there() -> Transition:
            from tabletop.ui import persist

            persist.attach_autosave(session, write_now=True)
            self._opened = registry.scene_for_session(self.ctx, session)
            return pop()  # the question closes; `update` opens the game in this screen's place

        return ConfirmScene(self.ctx, PARTIAL_TITLE, text, "Open it there", "Cancel", open_there)

    def on_event(self, event: pygame.event.Event):
        """Double-clicking a row loads it; Page Down / Page Up and the wheel turn the pages (the wheel over
        details that scroll scrolls them: their scroll bar takes it first)."""
        if event.type == pygame_gui.UI_BUTTON_DOUBLE_CLICKED and event.ui_element in self.row_buttons:
            self.chosen = self.row_buttons[event.ui_element]
            return self.load_selected()
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
            self.turn(1 if event.key == pygame.K_PAGEDOWN else -1, round_=False)
        elif event.type == pygame.MOUSEWHEEL and event.y:
            self.turn(-1 if event.y > 0 else 1, round_=False)
        return None

    def draw_scene(self, surface: pygame.Surface) -> None:
        """The panel behind the list."""
        self.draw_panel(surface)
