"""Saving, loading and autosaving Necromolds games from the UI.

A save is the core's save file (settings + seed + action log + snapshot); the UI keeps its
own choices (which seats are bots, the player colours) in `settings["ui"]`, which the
rules ignore, so a loaded game comes back with the same seats and colours.
The autosave is rewritten atomically after every action: a crash leaves the last one.
"""
from __future__ import annotations

import datetime as dt
import logging
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Optional

from tabletop import paths
from tabletop.core.errors import SaveError
from tabletop.core.save import read_save
from tabletop.core.session import Session
from tabletop.games import get_game

log = logging.getLogger("tabletop.ui")

GAME = "necromolds"
DEFAULT_COLOURS = [(240, 172, 76), (118, 146, 84)]
_AUTOSAVE_MARK = "_necro_autosave"


# -- the UI's part of the settings ------------------------------------------------------------

def ui_settings(bot_seats, colours) -> dict[str, Any]:
    """The JSON-ready `settings["ui"]` record for these seats and colours."""
    return {"bots": sorted(int(s) for s in bot_seats), "colours": [list(map(int, c)) for c in colours]}


def seats_and_colours(session: Session) -> tuple[set[int], list[tuple[int, int, int]]]:
    """(bot seats, colours) as kept in a session's settings (defaults when absent or odd)."""
    ui = session.settings.get("ui") or {}
    try:
        bots = {int(s) for s in ui.get("bots", [])}
    except (TypeError, ValueError):
        bots = set()
    colours = list(DEFAULT_COLOURS)
    try:
        for i, c in enumerate(ui.get("colours", [])[:2]):
            r, g, b = (max(0, min(255, int(v))) for v in c)
            colours[i] = (r, g, b)
    except (TypeError, ValueError):
        pass
    return bots, colours


# -- saves --------------------------------------------------------------------------------------

def _safe_name(name: str) -> str:
    cleaned = re.sub(r"[^A-Za-z0-9 _.-]+", "", name)
    cleaned = re.sub(r"\.+", ".", cleaned).strip(" .").replace(" ", "-")
    return cleaned[:60] or "necromolds"


def save_game(session: Session, name: Optional[str] = None) -> Path:
    """Save the game in paths.saves_dir() (named by the time unless `name` is given); returns the file."""
    stem = _safe_name(name) if name else "necromolds-" + dt.datetime.now().strftime("%Y%m%d-%H%M%S")
    path = paths.saves_dir() / f"{stem}.json"
    n = 2
    while not name and path.exists():  # two saves in one second: keep both
        path = paths.saves_dir() / f"{stem}-{n}.json"
        n += 1
    session.save(path)
    log.info("save: %s", path)
    return path


def load_game(path: Path) -> Session:
    """Replay a save into a session (SaveError, naming the file, when it cannot be)."""
    session = Session.load(get_game, Path(path))
    if session.game.name != GAME:
        raise SaveError(path, f"this is a {session.game.name} save, not a Necromolds one")
    return session


# -- autosave -------------------------------------------------------------------------------------

def _autosave_listener(session: Session, _action: Any, _events: Any) -> None:
    write_autosave(session)


def write_autosave(session: Session) -> Optional[str]:
    """Write the autosave now; returns a message instead of raising when it cannot be written."""
    try:
        session.save(paths.autosave_path())
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


@dataclass(frozen=True)
class AutosaveStatus:
    """What the menu should offer about the autosave: kind is none, finished, ok or broken."""

    kind: str
    message: str = ""
    phase: str = ""
    actions: int = 0


def autosave_status() -> AutosaveStatus:
    """Whether an unfinished Necromolds game can be resumed, or why the autosave is unusable."""
    path = paths.autosave_path()
    if not path.exists():
        return AutosaveStatus("none")
    try:
        data = read_save(path)
    except SaveError as exc:
        return AutosaveStatus("broken", str(exc))
    except Exception as exc:  # never let a strange file take the menu down
        return AutosaveStatus("broken", f"{path}: could not be read ({type(exc).__name__}: {exc})")
    if data.game != GAME:
        return AutosaveStatus("none")
    phase = str((data.snapshot or {}).get("phase", ""))
    if phase == "over":
        return AutosaveStatus("finished", phase=phase, actions=len(data.actions))
    return AutosaveStatus("ok", phase=phase, actions=len(data.actions))


def resume_autosave() -> Session:
    """The autosaved game replayed, autosaving again from here (SaveError if it cannot be)."""
    session = load_game(paths.autosave_path())
    return attach_autosave(session, write_now=False)


def discard_autosave() -> None:
    """Delete the autosave (the player chose to throw a broken or unwanted one away)."""
    try:
        paths.autosave_path().unlink()
    except FileNotFoundError:
        pass
