"""Saving, loading and autosaving games from the UI, for any registered game.

A save is the core's save file (settings + seed + action log + snapshot); the UI keeps its
own choices (which seats are bots, the seats' colours) in `settings["ui"]`, which the
rules ignore, so a loaded game comes back with the same seats and colours.
The autosave is rewritten atomically after every action: a crash leaves the last one.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import hashlib
import json
import logging
import os
import re
import shutil
import threading
import time
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import msgspec

from tabletop import paths
from tabletop.ai.levels import NORMAL, seat_levels
from tabletop.core.errors import SaveError, read_bytes
from tabletop.core.protocol import seat_count
from tabletop.core.save import MAX_SAVE_BYTES, read_save, write_save
from tabletop.core.session import Session
from tabletop.games import check_settings, get_game
from tabletop.replay import session_from
from tabletop.ui import palette

log = logging.getLogger("tabletop.ui")

# One colour per seat, up to six seats: candle amber, moss green, grave purple, ghost blue,
# ember red, bone white (the first two are the two-player game's as it always was).
# (slots of the one colour-blind-safe player palette, tabletop/ui/palette.py)
DEFAULT_COLOURS: list[tuple[int, int, int]] = [
    palette.standard(slot) for slot in ("amber", "green", "purple", "blue", "red", "white")
]
MAX_SEATS = 6
_AUTOSAVE_MARK = "_tabletop_autosave"
_KEPT_MARK = "_tabletop_kept_aside"  # where starting this game moved the unfinished game it took the place of


# -- the UI's part of the settings ------------------------------------------------------------


def default_colours(seats: int) -> list[tuple[int, int, int]]:
    """The colours of `seats` seats when nobody chose any (repeating past six)."""
    return [DEFAULT_COLOURS[i % len(DEFAULT_COLOURS)] for i in range(max(0, seats))]


def ui_settings(bot_seats: Iterable[int], colours) -> dict[str, Any]:
    """The JSON-ready `settings["ui"]` record for these seats and colours; `bot_seats` given as
    {seat: level} also records each computer seat's bot level when any is not normal (issue 25)."""
    record: dict[str, Any] = {
        "bots": sorted(int(s) for s in bot_seats),
        "colours": [list(map(int, c)) for c in colours],
    }
    if isinstance(bot_seats, Mapping) and any(level != NORMAL for level in bot_seats.values()):
        # only a game with a level other than normal records them: an all-normal game's save stays in
        # the format it always had (a save without levels plays normal bots)
        record["levels"] = {str(int(s)): str(level) for s, level in sorted(bot_seats.items())}
    return record


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
    return bots, [palette.shown(c) for c in colours]  # painted in the palette the player chose


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


# -- autosave -------------------------------------------------------------------------------------


class _BackgroundWriter:
    """Writes the latest autosave on a thread of its own, so a frame never waits on the disk.

    Each action hands over the record to write (made on the UI thread, so it is that
    moment's game); a newer one of the same file replaces one not yet written (each game has
    its own autosave, so one game's write never takes another's place). The write itself is the same
    atomic, synced write, so a crash leaves the last complete autosave. `flush` waits for
    the latest to be on disk (at quit, and before the menu reads the file).
    """

    def __init__(self) -> None:
        self._lock = threading.Condition()
        self._pending: dict[Path, tuple[Any, Session]] = {}
        self._busy = False
        self._thread: threading.Thread | None = None

    def put(self, path: Path, record: Any, session: Session) -> None:
        """Write this record next (replacing one still waiting)."""
        with self._lock:
            self._pending[path] = (record, session)
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
                self._thread.start()
            self._lock.notify_all()

    def _run(self) -> None:
        while True:
            with self._lock:
                while not self._pending:
                    if not self._lock.wait(timeout=5.0):
                        self._thread = None  # idle: the next put starts a new thread
                        return
                path = next(iter(self._pending))
                record, session = self._pending.pop(path)
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
            return self._lock.wait_for(lambda: not self._pending and not self._busy, timeout=timeout)


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
        _writer.put(paths.autosave_path(session.game.name), session.to_save(), session)
    except Exception as exc:  # the record could not even be made: say so, keep playing
        log.warning("autosave: could not prepare the autosave: %s", exc)


def autosave_played(session: Session) -> None:
    """Write an autosaved game's autosave again as it stands now: the time on its file is when it was
    last played (Resume, Load and the menu show it), not its last action's, and a take-back (which
    replays the log without telling the listeners) is not undone by Resume. A game never autosaved
    (a scenario, a replay) is left alone."""
    if getattr(session, _AUTOSAVE_MARK, False):
        _autosave_listener(session, None, None)


def write_autosave(session: Session) -> str | None:
    """Write the game's autosave now; returns a message instead of raising when it cannot be written."""
    path = paths.autosave_path(session.game.name)
    try:
        session.save(path)
        _remember_status(path, session)
        return None
    except Exception as exc:  # a full disk must not stop the game being played
        log.warning("autosave: could not write %s: %s", path, exc)
        return f"{path}: could not be written ({exc})"


def attach_autosave(session: Session, write_now: bool = True) -> Session:
    """Autosave `session` after every action (once per session, however often called).

    Writing now takes the game's autosave over: an unfinished game there is first kept in the
    saves folder (`keep_unfinished`), so a new or loaded game never replaces one silently."""
    if not getattr(session, _AUTOSAVE_MARK, False):
        session.listeners.append(_autosave_listener)
        setattr(session, _AUTOSAVE_MARK, True)
    if write_now:
        kept = keep_unfinished(session.game.name, session)
        if kept is not None:
            setattr(session, _KEPT_MARK, kept)
        write_autosave(session)
    return session


def discard_unbegun(session: Session) -> None:
    """A game left by Back at its set-up, before any action, was never begun: its autosave goes (Resume
    does not offer it), the unfinished game its start moved into the saves folder comes back in its
    place, and the session is autosaved no more. A game with an action played is left as it is."""
    if session.actions or not getattr(session, _AUTOSAVE_MARK, False):
        return
    if _autosave_listener in session.listeners:
        session.listeners.remove(_autosave_listener)
    setattr(session, _AUTOSAVE_MARK, False)
    flush_autosave()
    path = paths.autosave_path(session.game.name)
    try:
        if path.is_file() and _is_prefix(path, session):  # this game's, with no action: never another's
            path.unlink()
            _status_cache.pop(str(path), None)
        kept = getattr(session, _KEPT_MARK, None)
        if kept is not None and Path(kept).is_file() and not path.exists():
            shutil.move(kept, path)  # a rename keeps its time: Resume says when it was last played
            log.info("autosave: %s is back as %s (the new game was not begun)", kept, path)
    except OSError as exc:
        log.warning("autosave: could not put back the game before %s: %s", path, exc)


def keep_unfinished(game: str, session: Session | None = None) -> Path | None:
    """Before another game of `game` takes its autosave: the game there, unfinished, damaged or finished,
    is moved into the saves folder, named for the game, how it stands and when it was last played, so
    Load still has it (and Watch: a finished game lived only in the autosave, and the next game of its
    title, a Rematch too, took it away, play-test r21). Returns where it went (None when there was
    nothing to keep). `session` is the game about to be autosaved: its own earlier autosave is not
    another game."""
    flush_autosave()
    path = paths.autosave_path(game)
    if not path.is_file():
        return None
    status = _status_at(path)
    if status.kind not in ("ok", "broken", "finished"):
        return None  # a game this app cannot show: left where it is
    if session is not None and _is_prefix(path, session):
        # this very game some actions ago (its own autosave, or the save just loaded is this game at
        # that point or further): nothing would be lost, and a copy of it on every Load cluttered the
        # saves folder with "-unfinished-" twins of the save (play-test r21)
        return None
    stamp = dt.datetime.fromtimestamp(status.modified or time.time()).strftime("%Y%m%d-%H%M%S")
    how = "finished" if status.kind == "finished" else "unfinished"
    target = paths.saves_dir() / f"{game}-{how}-{stamp}.json"
    n = 2
    while target.exists():
        target = target.with_name(f"{game}-{how}-{stamp}-{n}.json")
        n += 1
    try:
        shutil.move(path, target)  # a rename, or a copy when the saves folder is on another disk
    except OSError as exc:
        log.warning("autosave: could not keep %s as %s: %s", path, target, exc)
        return None
    log.info("autosave: the %s game in %s is kept as %s", how, path, target)
    _status_cache.pop(str(path), None)
    return target


def _is_prefix(path: Path, session: Session) -> bool:
    """True when the autosave at `path` is `session`'s game some actions ago (same seed and settings)."""
    try:
        data = read_save(path)
        # compared as the file holds them: an action's tuple is a list once written (a card pick's
        # `rest`), and a tuple never equals a list, so no such game was ever found to be a prefix
        mine = json.loads(json.dumps(msgspec.to_builtins(session.to_save())))
    except Exception:
        return False
    return (
        data.game == mine["game"]
        and data.seed == mine["seed"]
        and data.settings == mine["settings"]
        and data.actions == mine["actions"][: len(data.actions)]
    )


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
    checked = check_settings(game, settings)
    data = {k: v for k, v in checked.items() if k != "ui"}
    if not isinstance(bot_seats, Mapping):  # a rematch: the levels the seats played at before
        levels = seat_levels(checked.get("ui"))
        bot_seats = {int(s): levels.get(int(s), NORMAL) for s in bot_seats}
    data["ui"] = ui_settings(bot_seats, colours)
    return attach_autosave(Session(get_game(game), data, fresh_seed() if seed is None else int(seed)))


@dataclass(frozen=True)
class AutosaveStatus:
    """What the menu should offer about one autosave: kind is none, finished, ok or broken.

    `where` is the game's own line for where it stands, made from the replayed game (never from the
    snapshot written in the file); `modified` is when it was last written."""

    kind: str
    message: str = ""
    phase: str = ""
    actions: int = 0
    game: str = ""
    where: str = ""
    modified: float = 0.0
    path: Path | None = None
    # A broken autosave of an earlier version whose first `replays_to` of its `of` actions this version's
    # rules replay (all of them, to another position, when equal): it can be opened there (open_partial_autosave).
    replays_to: int = 0
    of: int = 0


def autosave_statuses() -> list[AutosaveStatus]:
    """Every game's autosave that can be resumed or is damaged (finished games left out), newest first.

    An earlier version's single autosave is moved to its game's name first (`migrate_autosave`)."""
    flush_autosave()  # the files the menu reads are the games' last actions, not ones before them
    migrate_autosave()
    files = paths.autosave_paths()
    if paths.legacy_autosave_path().is_file():  # one that could not be moved: shown as damaged
        files.append(paths.legacy_autosave_path())
    found = [_status_at(path) for path in files]
    live = {str(s.path) for s in found}
    for key in [k for k in _status_cache if k not in live]:
        _status_cache.pop(key, None)
    shown = [s for s in found if s.kind in ("ok", "broken")]
    return sorted(shown, key=lambda s: s.modified, reverse=True)


def autosave_status(game: str | None = None) -> AutosaveStatus:
    """The status of `game`'s autosave; without a game, the newest unfinished one (else a damaged one,
    else a finished one, else kind "none").

    Decided from the replayed game, never from the snapshot written in the file (which a hand
    edit could make say anything): the autosave is replayed and verified as Resume would.
    The answer is kept while the file's bytes are unchanged, so coming back to the menu costs
    a read, not a replay.
    """
    flush_autosave()
    if game is not None:
        return _status_at(paths.autosave_path(game))
    migrate_autosave()
    found = [_status_at(p) for p in paths.autosave_paths()]
    if paths.legacy_autosave_path().is_file():
        found.append(_status_at(paths.legacy_autosave_path()))
    for kind in ("ok", "broken", "finished"):
        mine = sorted((s for s in found if s.kind == kind), key=lambda s: s.modified, reverse=True)
        if mine:
            return mine[0]
    return AutosaveStatus("none")


# Each autosave's last status, by file name: the file's identity, whether its game was playable then.
_status_cache: dict[str, tuple[tuple, str, bool, AutosaveStatus]] = {}
# The games the menu's check replayed, by the file's identity (taken by Resume).
_replayed: dict[tuple, Session] = {}


def _status_at(path: Path) -> AutosaveStatus:
    """The status of the autosave at `path` (cached while its bytes and its game's playability stay)."""
    try:
        modified = path.stat().st_mtime
    except OSError:
        return AutosaveStatus("none")
    try:
        key = _file_key(path)
    except SaveError as exc:
        return AutosaveStatus("broken", str(exc), modified=modified, path=path, game=game_of_autosave(path))
    cached = _status_cache.get(str(path))
    if cached is not None and cached[0] == key and _playable(cached[1]) == cached[2]:
        return dataclasses.replace(cached[3], modified=modified, path=path)
    game, status, session = _replayed_status(path)
    status = dataclasses.replace(status, modified=modified, path=path)
    if status.kind == "broken" and not status.game:  # unreadable: its file's name still says its game
        status = dataclasses.replace(status, game=game_of_autosave(path))
    _status_cache[str(path)] = (key, game, _playable(game), status)
    for old in [k for k in _replayed if k[0] == str(path)]:
        _replayed.pop(old)
    if session is not None:
        _replayed[key] = session  # Resume takes it from here rather than replaying the same bytes again
    return status


def _file_key(path: Path) -> tuple[str, bytes]:
    """The file's name and a hash of its bytes (any edit changes it)."""
    return str(path), hashlib.blake2b(read_bytes(path, SaveError, limit=MAX_SAVE_BYTES, what="save")).digest()


def where_it_stands(session: Session) -> str:
    """The game's own line for where a replayed game stands (its `describe` hook on the replayed state's
    snapshot), without the game's title when the line repeats it; else the number of actions."""
    from tabletop.core.protocol import hook
    from tabletop.ui.games_info import game_title

    try:
        say = hook(session.game, "describe")
        text = str(say(session.game.snapshot(session.state))) if say is not None else ""
    except Exception:
        text = ""
    for title in (game_title(session.game.name), game_title(session.game.name).split(":")[0]):
        if text.startswith(title):
            text = text[len(title) :].lstrip(" ,:·")
            break
    return text or f"{len(session.actions)} actions played"


def _remember_status(path: Path, session: Session) -> None:
    """The status of an autosave just written from a live game: that game's state is what a replay gives."""
    game = session.game.name
    try:
        phase = str(session.game.snapshot(session.state).get("phase", ""))
        kind = "finished" if session.outcome() is not None else "ok"
        status = AutosaveStatus(
            kind,
            phase=phase,
            actions=len(session.actions),
            game=game,
            where=where_it_stands(session),
            modified=path.stat().st_mtime,
            path=path,
        )
        _status_cache[str(path)] = (_file_key(path), game, _playable(game), status)
    except Exception:
        _status_cache.pop(str(path), None)


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
                AutosaveStatus(
                    "broken", f"{path}: unknown game {game!r}: this app has no game of that name", game=game
                ),
                None,
            )
        return game, AutosaveStatus("none", game=game), None  # a game this app cannot show yet: nothing to resume
    try:
        session = session_from(path, data)
    except SaveError as exc:
        if exc.partial is not None:  # an earlier version's game: kept, to be opened as far as it replays
            status = AutosaveStatus("broken", str(exc), game=game, replays_to=exc.replayed, of=exc.total)
            return game, dataclasses.replace(status, where=where_it_stands(exc.partial)), exc.partial
        return game, AutosaveStatus("broken", str(exc), game=game), None
    except Exception as exc:
        log.error("autosave: %s could not be replayed", path, exc_info=True)
        message = f"{path}: could not be replayed ({type(exc).__name__}: {exc})"
        return game, AutosaveStatus("broken", message, game=game), None
    phase = ""
    try:
        phase = str(session.game.snapshot(session.state).get("phase", ""))
    except Exception:
        pass
    kind = "finished" if session.outcome() is not None else "ok"
    status = AutosaveStatus(kind, phase=phase, actions=len(session.actions), game=game, where=where_it_stands(session))
    return game, status, session


def resume_autosave(game: str | None = None) -> Session:
    """`game`'s autosaved game (without one: the newest unfinished one) replayed, autosaving again from
    here (SaveError if it cannot be)."""
    flush_autosave()
    if game is not None:
        path = paths.autosave_path(game)
    else:
        newest = autosave_status()
        path = newest.path if newest.path is not None else paths.legacy_autosave_path()
    try:
        session = _replayed.pop(_file_key(path), None)
    except SaveError:
        session = None  # load_game says what is wrong with the file
    if session is None:
        session = load_game(path)
    if path == paths.legacy_autosave_path():  # an earlier version's autosave: from now on, the game's own
        return attach_autosave(session, write_now=True)
    return attach_autosave(session, write_now=False)


def open_partial_autosave(path: Path) -> Session:
    """An autosave that this version's rules replay only in part (an earlier version's game): the game as
    far as it replays, autosaving from here (the file is written again at once, in this version's form).
    SaveError when none of it replays."""
    flush_autosave()
    session = _replayed.pop(_file_key(path), None)
    if session is None:
        try:
            session = load_game(path)
        except SaveError as exc:
            if exc.partial is None:
                raise
            session = exc.partial
    return attach_autosave(session, write_now=True)


def migrate_autosave() -> Path | None:
    """Move the single `autosave.json` of earlier versions to its game's autosave name (or, when that
    game already has a newer autosave, into the saves folder), so it is resumed like the others.
    One that cannot be read stays where it is (the menu shows it as damaged). Returns where it went."""
    legacy = paths.legacy_autosave_path()
    if not legacy.is_file():
        return None
    try:
        game = str(read_save(legacy).game)
    except Exception:
        return None
    target = paths.autosave_path(game)
    if target.exists():
        stamp = dt.datetime.fromtimestamp(legacy.stat().st_mtime).strftime("%Y%m%d-%H%M%S")
        target = paths.saves_dir() / f"{game}-autosave-{stamp}.json"
    try:
        shutil.move(legacy, target)
    except OSError as exc:
        log.warning("autosave: could not move %s to %s: %s", legacy, target, exc)
        return None
    log.info("autosave: %s (an earlier version's) is now %s", legacy, target)
    return target


def clean_stale_temps() -> list[Path]:
    """Delete the temporary files a crash mid-write left in our data folder (on start)."""
    from tabletop.core.save import clean_stale_temps as clean

    removed = clean(paths.user_dir(), names=(paths.settings_path().name,), suffixes=(".json",))
    removed += clean(paths.saves_dir(), suffixes=(".json",))
    return removed


def discard_autosave(path: Path) -> Path | None:
    """Take a damaged autosave off the menu (the player chose to start afresh): it is moved into the
    saves folder as `<game>-damaged-<date>.json`, where Load game lists it with what is wrong, never
    deleted (play-test r25: Discard deleted it, and a hand-fixable file, a truncated one or one of a
    newer version, was lost). Returns where it went (None: nothing was there, or it could not be moved
    and was deleted as before, said in the log)."""
    path = Path(path)
    _status_cache.pop(str(path), None)
    if not path.is_file():
        return None
    game = game_of_autosave(path) or "autosave"
    try:
        stamp = dt.datetime.fromtimestamp(path.stat().st_mtime).strftime("%Y%m%d-%H%M%S")
        target = paths.saves_dir() / f"{game}-damaged-{stamp}.json"
        n = 2
        while target.exists():
            target = target.with_name(f"{game}-damaged-{stamp}-{n}.json")
            n += 1
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.move(path, target)
    except OSError as exc:
        log.warning("autosave: could not keep the damaged %s in the saves folder (%s): deleted", path, exc)
        try:
            path.unlink()
        except FileNotFoundError:
            pass
        return None
    log.info("autosave: the damaged %s is kept as %s", path, target)
    return target


def game_of_autosave(path: Path) -> str:
    """The game an autosave's file name says it is of (`autosave-<game>.json`), "" for another name or a
    game this app does not know: a file too damaged to read still tells its game by its name."""
    name = Path(path).name
    if not (name.startswith("autosave-") and name.endswith(".json")):
        return ""
    game = name[len("autosave-") : -len(".json")]
    return game if _known(game) else ""
