"""The saves the Load screen lists: the files (found at once), and each one read and described
on a worker thread that only reads files, so a hostile file never holds up the window.

A row's description comes from bounded, checked fields only: the game's name (checked by the
core's reader), its settings checked against the game's settings schema (the number of players
and the chosen options' own labels), the number of actions, and, for the game's own words (round,
armies, whose turn), a snapshot no larger than any real game's (a real one holds under a thousand
values; a crafted one of ten thousand monsters is not read at all), typed by the game's own
`describe` hook. Its text is cleaned of control characters and cut short. So describing any save
costs milliseconds, whatever the file holds.
"""

from __future__ import annotations

import datetime as dt
import multiprocessing
import queue
import sys
import threading
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from tabletop import paths
from tabletop.core.errors import SaveError
from tabletop.core.save import SaveData, read_save
from tabletop.games.settings_schema import Choice

# Settings a real game has: a dozen; more is no game's, and is not worth checking for a row.
MAX_SETTINGS = 64
# Options named in a row besides the number of players (the details line has them all).
ROW_OPTIONS = 2
# A real game's snapshot holds 300 to 500 values (a four-player Necromolds round, a five-player Rise
# game 400 actions in); a larger one is no game's, and is not read for a row.
MAX_SNAPSHOT_VALUES = 3_000
# The game's line for a row: a real one is under 150 characters.
MAX_WHERE = 300


@dataclass(frozen=True)
class SaveEntry:
    """One row of the list: a file, when it was written, and what it holds (or what is wrong).

    `pending` while the file is still being read (the row says so)."""

    path: Path
    modified: float
    game: str | None  # None when the file could not be read (or is not read yet)
    error: str | None
    autosave: bool
    description: str = ""
    pending: bool = False
    size: int = 0  # bytes, as listed
    # why its settings cannot start its game, in a player's words for its row ("" when they can, or when
    # the file cannot be read at all: `error` says that); `error` then holds the reason Load would give
    cannot_start: str = ""

    def row_text(self) -> str:
        """The row as the list shows it (unique per file, since it ends with the file name)."""
        when = dt.datetime.fromtimestamp(self.modified).strftime("%d %b %Y  %H:%M")
        from tabletop.ui.games_info import game_title

        if self.pending:
            what = "reading…"
        else:
            # no sign before it: "⚠" is in none of the list's fonts, and was drawn as a box (play-test r21)
            what = game_title(self.game) if self.game else "Unreadable save"
        name = "autosave" if self.autosave else self.path.name
        return f"{what}   ·   {when}   ·   {name}"


def save_files() -> list[SaveEntry]:
    """Every *.json in the saves folder plus each game's autosave, newest first, not read yet
    (a listing and a stat per file: instant, whatever the files hold)."""
    files = [(p, False) for p in paths.saves_dir().glob("*.json") if p.is_file()]
    files += [(p, True) for p in paths.autosave_paths()]
    if paths.legacy_autosave_path().is_file():
        files.append((paths.legacy_autosave_path(), True))
    entries = []
    for path, is_auto in files:
        try:
            stat = path.stat()
        except OSError:
            continue  # deleted between the listing and now
        entries.append(SaveEntry(path, stat.st_mtime, None, None, is_auto, pending=True, size=stat.st_size))
    entries.sort(key=lambda e: e.modified, reverse=True)
    return entries


def read_entry(entry: SaveEntry) -> SaveEntry:
    """`entry` read: its game and description, or the message naming the file."""
    try:
        data = read_save(entry.path)
    except SaveError as exc:
        return SaveEntry(entry.path, entry.modified, None, str(exc), entry.autosave)
    except Exception as exc:  # a bug in reading must not take the screen down with it
        message = f"{entry.path}: could not be read ({type(exc).__name__}: {exc})"
        return SaveEntry(entry.path, entry.modified, None, message, entry.autosave)
    refusal = settings_refusal(data)
    if refusal is not None:
        # said in its row, as a damaged save's is (play-test r25: it read "145 actions" until loaded)
        return SaveEntry(
            entry.path,
            entry.modified,
            str(data.game),
            f"{entry.path}: {refusal.reason}",
            entry.autosave,
            cannot_start=refusal.row,
        )
    return SaveEntry(entry.path, entry.modified, str(data.game), None, entry.autosave, describe_save(data))


@dataclass(frozen=True)
class Refusal:
    """Why a save's settings cannot start its game: `reason` in the words loading it would give ("settings
    cannot start a game: unknown setting 'cheat': …"), `row` the same for a player in a row's few words,
    `message` in whole sentences, with what to do, for Load and Watch to say at once ("" for a value out of
    its bounds: the row gives the reason itself, and Load gives it as the game refuses to start, before any
    action is replayed)."""

    reason: str
    row: str
    message: str


def _plain(value: object) -> str:
    """A setting's name or value from a file, as a row may show it: printable, short."""
    text = value if isinstance(value, str) else repr(value)
    text = "".join(c if c.isprintable() else " " for c in text[:80])
    return text if len(text) <= 40 else text[:39] + "…"


def settings_refusal(data: SaveData) -> Refusal | None:
    """Why a save's settings cannot start its game (Refusal), or None when they can, or for a game this app
    does not play. Checked as loading checks them, without building a game or replaying anything: first
    against the game's settings schema (bounds), then by the game's own check of its settings (its
    `validate_settings`: the settings it has, those only its tests may give, the content they name, such as
    a map whose file is missing). A bounded number of settings, each bounded by the save's reader: the
    work is small whatever the file holds."""
    from tabletop import games as rules
    from tabletop.core.protocol import hook
    from tabletop.games.settings_schema import MissingContent, TestOnlySetting, UnknownSetting

    if data.game not in rules.GAMES or not isinstance(data.settings, dict):
        return None
    if len(data.settings) > MAX_SETTINGS:  # not read one by one: a game refuses a setting it does not have
        return Refusal(
            f"settings cannot start a game: {len(data.settings)} settings, more than any game has",
            f"Cannot be played here: {len(data.settings)} settings, more than any game has",
            f"This save has {len(data.settings)} settings, far more than any game has: it was changed by "
            "hand, and cannot be played.",
        )
    try:
        rules.check_settings(data.game, data.settings)
        check = hook(rules.get_game(data.game), "validate_settings")
        if check is not None:
            check(dict(data.settings))
    except UnknownSetting as exc:
        key = _plain(exc.key)
        return Refusal(
            f"settings cannot start a game: {exc}",
            f"Cannot be played here: it has a setting this game does not know, “{key}”",
            f"This save has a setting, “{key}”, that this version of the game does not have. It was made "
            "by another version of this app, or changed by hand, and cannot be played here.",
        )
    except TestOnlySetting as exc:
        key = _plain(exc.key)
        return Refusal(
            f"settings cannot start a game: {exc}",
            "Not a game to play: a save made by the app's own tests",
            f"This save was made by the app's own tests, not by a game: its setting “{key}” is one only "
            "the tests may use (it fixes what a game leaves to chance), so the save cannot be played.",
        )
    except MissingContent as exc:
        option = rules.spec_of(data.game).settings.option(exc.key)
        what = (option.label if option is not None else exc.key).lower()
        value = _plain(exc.value)
        return Refusal(
            f"settings cannot start a game: {exc}",
            f"Cannot be played here: its {what} “{value}” is missing",
            f"This save is played on the {what} “{value}”, which this app does not have: its file is "
            "missing (it may have come with a mod that is no longer in use). Put the file back, or turn "
            "that mod on again, to play this save.",
        )
    except (KeyError, TypeError, ValueError) as exc:
        reason = f"settings cannot start a game: {exc}"
        return Refusal(reason, reason, "")  # Load says it in the same words, as the game refuses to start
    except Exception:  # a bug in checking: the row says what it can; loading says the rest
        return None
    return None


def load_check(path: Path) -> tuple[str | None, str | None, Refusal | None]:
    """(game, None, refusal or None) for a readable save, else (None, message naming the file, None): what
    Load and Watch check before replaying (the file may have changed since its row was read)."""
    try:
        data = read_save(path)
    except SaveError as exc:
        return None, str(exc), None
    except Exception as exc:  # a bug in reading must not take the screen down with it
        return None, f"{path}: could not be read ({type(exc).__name__}: {exc})", None
    return str(data.game), None, settings_refusal(data)


def list_saves() -> list[SaveEntry]:
    """Every save and autosave read and described, newest first (the Load screen reads them on a worker)."""
    return [read_entry(e) for e in save_files()]


def describe_save(data: SaveData) -> str:
    """What a save holds for its row: "3 players · Standard · 42 actions", from checked fields only
    (the game's settings schema, the number of actions); "" for a game this app does not have."""
    from tabletop import games as rules
    from tabletop.ui import games_info

    if data.game not in rules.GAMES:
        if data.game in games_info.GAMES:
            return ""  # a game this app knows of but cannot play yet: its row's title says which
        # its name alone in the title read as a game's (play-test r21); the name is checked short and plain
        return f"unknown game: this app has no game named {data.game!r}"
    parts = []
    settings = data.settings if len(data.settings) <= MAX_SETTINGS else None
    try:
        schema = rules.spec_of(data.game).settings
        checked = rules.check_settings(data.game, settings) if settings is not None else None
    except Exception:  # settings out of bounds: the row says nothing of them (loading says what is wrong)
        checked = None
    if checked is not None:
        high = schema.players[1]
        key = schema.players_key
        # a save without the key plays the game's default count (what the engine starts it with)
        players = schema.check_players(checked[key]) if key is not None and key in checked else schema.starting_players
        if high > 1:
            parts.append(f"{players} player{'s' if players != 1 else ''}")
        for option in schema.options:
            if not isinstance(option, Choice) or option.key not in checked:
                continue  # a choice among labelled values names itself; a switch or a number would not
            label = next((lab for lab, value in option.options if value == checked[option.key] and value != ""), None)
            if label and len(parts) < 1 + ROW_OPTIONS:
                parts.append(label)
    n = len(data.actions)
    parts.append(f"{n} action{'s' if n != 1 else ''}")
    if checked is not None:
        where = game_words(data)
        if where:
            return where
    return " · ".join(parts)


def game_words(data: SaveData) -> str:
    """The game's own line for where a save stands (its `describe` hook), from a snapshot no larger than
    a real game's and typed by the hook; control characters removed, cut short; "" when it cannot say."""
    from tabletop import games as rules
    from tabletop.core.protocol import hook
    from tabletop.ui.games_info import game_title

    snapshot = data.snapshot
    if not isinstance(snapshot, dict) or not snapshot or _values(snapshot, MAX_SNAPSHOT_VALUES) > MAX_SNAPSHOT_VALUES:
        return ""
    try:
        say = hook(rules.get_game(data.game), "describe")
        text = str(say(snapshot)) if say is not None else ""
    except Exception:  # a snapshot the game's types refuse: the row says what the checked fields say
        return ""
    text = " ".join("".join(c if c.isprintable() else " " for c in text[: MAX_WHERE * 2]).split())
    title = game_title(data.game)
    # "Rise of the Necromancers, 3 players, …": the row names the game already, also after a finished
    # game's "Game over · Player 3 won · " (play-test r24: the repeat cut the winner to "Play…")
    parts = text.split(" · ")
    for k, part in enumerate(parts):
        if part.startswith(title):
            parts[k] = part[len(title) :].lstrip(" ,:·")
            break
    text = " · ".join(p for p in parts if p)
    return text if len(text) <= MAX_WHERE else text[: MAX_WHERE - 1] + "…"


def _values(value: object, limit: int) -> int:
    """How many values `value` holds, counting no further than just past `limit`."""
    count = 1
    stack = [value]
    while stack:
        item = stack.pop()
        children = list(item.values()) if type(item) is dict else item if type(item) is list else []
        count += len(children)
        if count > limit:
            return count
        stack.extend(child for child in children if type(child) in (dict, list))
    return count


# A file this large (a real save is tens of kilobytes) is read in a helper process: reading it parses
# megabytes in single calls that hold Python's one lock for a tenth of a second or more, and the window
# would wait for each of them (seconds, on a loaded machine).
BIG_FILE = 256 * 1024


def _helper_pool() -> ProcessPoolExecutor | None:
    """One worker process forked from this one, on Linux; None elsewhere (macOS's and Windows' windows
    do not survive a fork, and a spawned process would start the app's imports over): there the
    thread reads every file."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        return ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("fork"))
    except (OSError, ValueError):
        return None


def _read_apart(pool: ProcessPoolExecutor | None, entry: SaveEntry) -> SaveEntry:
    """`entry` read in the helper process (the thread waits without the lock), else here."""
    if pool is not None:
        try:
            return pool.submit(read_entry, entry).result()
        except Exception:  # the helper died or could not start (out of memory, say): read it here
            pass
    return read_entry(entry)


class SaveReader:
    """Reads and describes saves on a worker thread (it only reads files; a large one it hands to a
    helper process, BIG_FILE); `ready()` hands over the entries read since the last call, for the
    screen to show as they come. `stop()` ends the worker after the file it is on; `hold()` makes it
    wait before the next file until `go()` (the screen holds it while it builds its widgets, so the two
    do not take turns at Python's one lock)."""

    def __init__(self, entries: list[SaveEntry]) -> None:
        self._todo = list(entries)
        self._done: queue.Queue[SaveEntry] = queue.Queue()
        self._stop = threading.Event()
        self._go = threading.Event()
        self._go.set()
        self._thread = threading.Thread(target=self._run, name="load-screen reader", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        pool: ProcessPoolExecutor | None = None
        asked = False
        try:
            for entry in self._todo:
                self._go.wait()
                if self._stop.is_set():
                    return
                if (entry.size or 0) > BIG_FILE:
                    if not asked:  # made once, at the first large file
                        pool, asked = _helper_pool(), True
                    self._done.put(_read_apart(pool, entry))
                else:
                    self._done.put(read_entry(entry))
        finally:
            if pool is not None:
                pool.shutdown(wait=False, cancel_futures=True)

    def ready(self, wait: float = 0.0) -> list[SaveEntry]:
        """The entries read since the last call; with `wait`, waits up to that long for the first."""
        out = []
        try:
            out.append(self._done.get(timeout=wait) if wait > 0 else self._done.get_nowait())
            while True:
                out.append(self._done.get_nowait())
        except queue.Empty:
            pass
        return out

    def finished(self) -> bool:
        """True when every file was read (what `ready()` has not handed over yet included)."""
        return not self._thread.is_alive()

    def hold(self) -> None:
        """Read no further file until `go()`."""
        self._go.clear()

    def go(self) -> None:
        """Read on after `hold()`."""
        self._go.set()

    def stop(self) -> None:
        """Read no further file."""
        self._stop.set()
        self._go.set()
