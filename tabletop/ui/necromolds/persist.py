"""Saving, loading and autosaving Necromolds games from the UI.

The generic part (file names, the atomic autosave, listing, the seats and colours kept in
`settings["ui"]`) is `tabletop.ui.persist`; this module adds what is Necromolds' own: which
saves are of finished games, and loading that refuses another game's save.
"""

from __future__ import annotations

from pathlib import Path

from tabletop.core.session import Session
from tabletop.ui.persist import (  # the set-up and table screens use these names from here
    DEFAULT_COLOURS,
    AutosaveStatus,
    _autosave_listener,
    attach_autosave,
    autosave_status,
    discard_autosave,
    resume_autosave,
    save_game,
    seats_and_colours,
    ui_settings,
    write_autosave,
)
from tabletop.ui.persist import load_game as _load_any

GAME = "necromolds"
__all__ = [
    "DEFAULT_COLOURS",
    "GAME",
    "AutosaveStatus",
    "_autosave_listener",
    "attach_autosave",
    "autosave_status",
    "discard_autosave",
    "finished",
    "load_game",
    "resume_autosave",
    "save_game",
    "seats_and_colours",
    "ui_settings",
    "write_autosave",
]


def finished(snapshot: dict) -> bool:
    """True when a snapshot's phase says the game is over (the registry's hook; the menu no longer
    trusts a file's snapshot: it replays the autosave and asks the game's outcome)."""
    return snapshot.get("phase") == "over"


def load_game(path: Path) -> Session:
    """Replay a Necromolds save into a session (SaveError, naming the file, for another game's save)."""
    return _load_any(path, game=GAME)
