"""Saving, loading and autosaving games from the UI, for any registered game.

A save is the core's save file (settings + seed + action log + snapshot); the UI keeps its
own choices (which seats are bots, the seats' colours) in `settings["ui"]`, which the
rules ignore, so a loaded game comes back with the same seats and colours.
The autosave is rewritten atomically after every action: a crash leaves the last one.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import logging
import os
import re
import threading
import time
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tabletop import paths
from tabletop.core.errors import SaveError, read_bytes
from tabletop.core.protocol import seat_count
from tabletop.core.save import MAX_SAVE_BYTES, read_save, write_save
from tabletop.core.session import Session
from tabletop.games import check_settings, get_game
from tabletop.replay import session_from

log = logging.getLogger("tabletop.ui")

# One colour per seat, up to six seats: candle amber, moss green, grave purple, ghost blue,
# ember red, bone white (the first two are the two-player game's as it always was).
DEFAULT_COLOURS: list[tuple[int, int, int]] = [
    (240, 172, 76),
    (118, 146, 84),
    (150, 96, 196),
    (110, 160, 200),
    (196, 84, 52),
    (228, 216, 188),
]
MAX_SEATS = 6
_AUTOSAVE_MARK = "_tabletop_autosave"


# -- the UI's part of the settings ------------------------------------------------------------


def default_colours(seats: int) -> list[tuple[int, int, int]]:
    """The colours of `seats` seats when nobody chose any (repeating past six)."""
    return [DEFAULT_COLOURS[i % len(DEFAULT_COLOURS)] for i in range(max(0, seats))]


def ui_settings(bot_seats: Iterable[int], colours) -> dict[str, Any]:
    """The JSON-ready `settings["ui"]` record for these seats and colours."""
    return {"bots": sorted(int(s) for s in bot_seats), "colours": [list(map(int, c)) for c in colours]}


def read_seats_and_colours(ui: Any, seats: int) -> tuple[set[int], list[tuple[int, int, int]]]:
    """(bot seats, one colour per seat) from a `settings["ui"]` record; odd or missing parts get defaults."""
    ui = ui if isinstance(ui, dict) else {}
    bots: set[int] = set()
    try:
        for s in ui.get("bots", []) or []:
            if 0 <= int(s) < seats:  # a seat the game does not have is ignored, not trusted
                bots.add(int(s))
    except (TypeError, ValueError):
        bots = set()
    colours = default_colours(seats)
    try:
        for i, c in enumerate(list(ui.get("colours", []) or [])[:seats]):
            r, g, b = (max(0, min(255, int(v))) for v in c)
            colours[i] = (r, g, b)
    except (TypeError, ValueError):
        pass
    return bots, colours


def seats_and_colours(session: Session) -> tuple[set[int], list[tuple[int, int, int]]]:
    """(bot seats, one colour per seat) as kept in a session's settings (defaults when absent or odd)."""
    seats = seat_count(session.game, session.state)
    return read_seats_and_colours(session.settings.get("ui"), seats)


# -- saves --------------------------------------------------------------------------------------


def _safe_name(name: str, fallback: str) -> str:
    cleaned = re.sub(r"[^A-Za-z0-9 _.-]+", "", name)
    cleaned = re.sub(r"\.+", ".", cleaned).strip(" .").replace(" ", "-")
    return cleaned[:60] or fallback


def save_game(session: Session, name: str | None = None) -> Path:
    """Save the game in paths.saves_dir() (named after the game and the time unless `name` is given)."""
    game = session.game.name
    stem = _safe_name(name, game) if name else f"{game}-" + dt.datetime.now().strftime("%Y%m%d-%H%M%S")
    path = paths.saves_dir() / f"{stem}.json"
    n = 2
    while not name and path.exists():  # two saves in one second: keep both
        path = paths.saves_dir() / f"{stem}-{n}.json"
        n += 1
    session.save(path)
    log.info("save: %s", path)
    return path


def load_game(path: Path, game: str | None = None) -> Session:
    """Replay a save into a session (SaveError, naming the file, when it cannot be).

    With `game`, a save of another game is refused.
    """
    session = session_from(Path(path), read_save(Path(path)))
    if session.unverified:  # it replays, which is all a game needs; noted for a bug report
        log.info("load: %s replayed but not verified: %s", path, "; ".join(session.unverified))
    if game is not None and session.game.name != game:
        from tabletop.ui.games_info import game_title

        raise SaveError(path, f"this is a {game_title(session.game.name)} save, not a {game_title(game)} one")
    return session


# -- the saves folder ------------------------------------------------------------------------------


@dataclass(frozen=True)
class SaveEntry:
    """One row of the list: a file, when it was written, and what it holds (or what is wrong)."""

    path: Path
    modified: float
    game: str | None  # None when the file could not be read
    error: str | None
    autosave: bool

    def row_text(self) -> str:
        """The row as the list shows it (unique per file, since it ends with the file name)."""
        when = dt.datetime.fromtimestamp(self.modified).strftime("%d %b %Y  %H:%M")
        from tabletop.ui.games_info import game_title

        what = game_title(self.game) if self.game else "⚠ unreadable save"
        name = "autosave" if self.autosave else self.path.name
        return f"{what}   ·   {when}   ·   {name}"


def check_save(path: Path) -> tuple[str | None, str | None]:
    """(game, None) for a readable save, else (None, message naming the file)."""
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
        game, error = check_save(path)
        entries.append(SaveEntry(path, modified, game, error, is_auto))
    entries.sort(key=lambda e: e.modified, reverse=True)
    return entries


# -- autosave -------------------------------------------------------------------------------------


class _BackgroundWriter:
    """Writes the latest autosave on a thread of its own, so a frame never waits on the disk.

    Each action hands over the record to write (made on the UI thread, so it is that
    moment's game); a newer one replaces one not yet written. The write itself is the same
    atomic, synced write, so a crash leaves the last complete autosave. `flush` waits for
    the latest to be on disk (at quit, and before the menu reads the file).
    """

    def __init__(self) -> None:
        self._lock = threading.Condition()
        self._pending: tuple[Path, Any, Session] | None = None
        self._busy = False
        self._thread: threading.Thread | None = None

    def put(self, path: Path, record: Any, session: Session) -> None:
        """Write this record next (replacing one still waiting)."""
        with self._lock:
            self._pending = (path, record, session)
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
                self._thread.start()
            self._lock.notify_all()

    def _run(self) -> None:
        while True:
            with self._lock:
                while self._pending is None:
                    if not self._lock.wait(timeout=5.0):
                        self._thread = None  # idle: the next put starts a new thread
                        return
                path, record, session = self._pending
                self._pending = None
                self._busy = True
            try:
                write_save(path, record)
                _remember_status(path, session)
            except Exception as exc:  # a full disk must not stop the game being played
                log.warning("autosave: could not write %s: %s", path, exc)
            finally:
                with self._lock:
                    self._busy = False
                    self._lock.notify_all()

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until the latest autosave is written; False if that took longer than `timeout`."""
        with self._lock:
            return self._lock.wait_for(lambda: self._pending is None and not self._busy, timeout=timeout)


_writer: _BackgroundWriter | None = None


def autosave_in_background(on: bool = True) -> None:
    """Write autosaves on a background thread (the app) or at once (tests, scripts: the default)."""
    global _writer
    if not on and _writer is not None:
        _writer.flush()
    _writer = _BackgroundWriter() if on else None


def flush_autosave(timeout: float = 10.0) -> bool:
    """Wait for a background autosave still being written (True when none is left)."""
    return _writer.flush(timeout) if _writer is not None else True


def _autosave_listener(session: Session, _action: Any, _events: Any) -> None:
    if _writer is None:
        write_autosave(session)
        return
    try:
        _writer.put(paths.autosave_path(), session.to_save(), session)
    except Exception as exc:  # the record could not even be made: say so, keep playing
        log.warning("autosave: could not prepare the autosave: %s", exc)


def write_autosave(session: Session) -> str | None:
    """Write the autosave now; returns a message instead of raising when it cannot be written."""
    try:
        session.save(paths.autosave_path())
        _remember_status(paths.autosave_path(), session)
        return None
    except Exception as exc:  # a full disk must not stop the game being played
        log.warning("autosave: could not write %s: %s", paths.autosave_path(), exc)
        return f"{paths.autosave_path()}: could not be written ({exc})"


def attach_autosave(session: Session, write_now: bool = True) -> Session:
    """Autosave `session` after every action (once per session, however often called)."""
    if not getattr(session, _AUTOSAVE_MARK, False):
        session.listeners.append(_autosave_listener)
        setattr(session, _AUTOSAVE_MARK, True)
    if write_now:
        write_autosave(session)
    return session


def fresh_seed() -> int:
    """A new game's seed, from the clock; NECRO_TABLETOP_SEED fixes it (tests, replaying a bug report)."""
    fixed = os.environ.get("NECRO_TABLETOP_SEED", "").strip()
    if fixed.isdigit():
        return int(fixed) & 0xFFFF_FFFF
    return time.time_ns() & 0xFFFF_FFFF


def start_session(game: str, settings, bot_seats: Iterable[int], colours, seed: int | None = None) -> Session:
    """A new autosaved session of `game` (a fresh seed unless one is given); the seats and colours go
    into settings["ui"] for loading later. ValueError, naming the setting, for settings outside the
    game's settings schema."""
    data = {k: v for k, v in check_settings(game, settings).items() if k != "ui"}
    data["ui"] = ui_settings(bot_seats, colours)
    return attach_autosave(Session(get_game(game), data, fresh_seed() if seed is None else int(seed)))


@dataclass(frozen=True)
class AutosaveStatus:
    """What the menu should offer about the autosave: kind is none, finished, ok or broken."""

    kind: str
    message: str = ""
    phase: str = ""
    actions: int = 0
    game: str = ""


def autosave_status() -> AutosaveStatus:
    """Whether an unfinished game of a playable game can be resumed, or why the autosave is unusable.

    Decided from the replayed game, never from the snapshot written in the file (which a hand
    edit could make say anything): the autosave is replayed and verified as Resume would.
    The answer is kept while the file's bytes are unchanged, so coming back to the menu costs
    a read, not a replay.
    """
    flush_autosave()  # the file the menu reads is the game's last action, not one before it
    path = paths.autosave_path()
    if not path.exists():
        return AutosaveStatus("none")
    try:
        key = _file_key(path)
    except SaveError as exc:
        return AutosaveStatus("broken", str(exc))
    cached = _status_cache.get("autosave")
    if cached is not None and cached[0] == key and _playable(cached[1]) == cached[2]:
        return cached[3]
    game, status, session = _replayed_status(path)
    _status_cache["autosave"] = (key, game, _playable(game), status)
    _replayed.clear()
    if session is not None:
        _replayed[key] = session  # Resume takes it from here rather than replaying the same bytes again
    return status


# The autosave's last status, with the file's identity and whether its game was playable then.
_status_cache: dict[str, tuple[tuple, str, bool, AutosaveStatus]] = {}
# The game the menu's check replayed, by the file's identity (at most one; taken by Resume).
_replayed: dict[tuple, Session] = {}


def _file_key(path: Path) -> tuple[str, bytes]:
    """The file's name and a hash of its bytes (any edit changes it)."""
    return str(path), hashlib.blake2b(read_bytes(path, SaveError, limit=MAX_SAVE_BYTES, what="save")).digest()


def _remember_status(path: Path, session: Session) -> None:
    """The status of an autosave just written from a live game: that game's state is what a replay gives."""
    game = session.game.name
    try:
        phase = str(session.game.snapshot(session.state).get("phase", ""))
        kind = "finished" if session.outcome() is not None else "ok"
        _status_cache["autosave"] = (
            _file_key(path),
            game,
            _playable(game),
            AutosaveStatus(kind, phase=phase, actions=len(session.actions), game=game),
        )
    except Exception:
        _status_cache.pop("autosave", None)


def _known(game: str) -> bool:
    """True for a game this app knows of (in its rules or its catalogue), playable or not yet."""
    from tabletop import games as rules
    from tabletop.ui import games_info

    return game in rules.GAMES or game in games_info.GAMES


def _playable(game: str) -> bool:
    from tabletop.ui import games_info

    try:
        return bool(game) and games_info.offered(game)
    except Exception:
        return False


def _replayed_status(path: Path) -> tuple[str, AutosaveStatus, Session | None]:
    """(the autosave's game, its status, the replayed game if it replays) from reading and replaying it."""
    try:
        data = read_save(path)
    except SaveError as exc:
        return "", AutosaveStatus("broken", str(exc)), None
    except Exception as exc:
        log.error("autosave: %s could not be read", path, exc_info=True)
        return "", AutosaveStatus("broken", f"{path}: could not be read ({type(exc).__name__}: {exc})"), None
    game = str(data.game)
    if not _playable(game):
        if not _known(game):
            return (
                game,
                AutosaveStatus("broken", f"{path}: unknown game {game!r}: this app has no game of that name"),
                None,
            )
        return game, AutosaveStatus("none"), None  # a game this app cannot show yet: nothing to resume here
    try:
        session = session_from(path, data)
    except SaveError as exc:
        return game, AutosaveStatus("broken", str(exc)), None
    except Exception as exc:
        log.error("autosave: %s could not be replayed", path, exc_info=True)
        return game, AutosaveStatus("broken", f"{path}: could not be replayed ({type(exc).__name__}: {exc})"), None
    phase = ""
    try:
        phase = str(session.game.snapshot(session.state).get("phase", ""))
    except Exception:
        pass
    kind = "finished" if session.outcome() is not None else "ok"
    return game, AutosaveStatus(kind, phase=phase, actions=len(session.actions), game=game), session


def resume_autosave() -> Session:
    """The autosaved game replayed, autosaving again from here (SaveError if it cannot be)."""
    flush_autosave()
    path = paths.autosave_path()
    try:
        session = _replayed.pop(_file_key(path), None)
    except SaveError:
        session = None  # load_game says what is wrong with the file
    _replayed.clear()
    if session is None:
        session = load_game(path)
    return attach_autosave(session, write_now=False)


def clean_stale_temps() -> list[Path]:
    """Delete the temporary files a crash mid-write left in our data folder (on start)."""
    from tabletop.core.save import clean_stale_temps as clean

    removed = clean(paths.user_dir(), names=(paths.autosave_path().name, paths.settings_path().name), suffixes=())
    removed += clean(paths.saves_dir(), suffixes=(".json",))
    return removed


def discard_autosave() -> None:
    """Delete the autosave (the player chose to throw a broken or unwanted one away)."""
    try:
        paths.autosave_path().unlink()
    except FileNotFoundError:
        pass
