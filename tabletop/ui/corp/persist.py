"""Saving, loading and autosaving NecronomiCORP games from the UI. The generic part (file names, the
atomic autosave, the seats and colours kept in `settings["ui"]`) is `tabletop.ui.persist`; this adds
which snapshots are of finished games and loading that refuses another game's save."""

from __future__ import annotations

from pathlib import Path

from tabletop.core.session import Session
from tabletop.ui.persist import attach_autosave, save_game, seats_and_colours, ui_settings
from tabletop.ui.persist import load_game as _load_any

GAME = "corp"
__all__ = ["GAME", "attach_autosave", "finished", "load_game", "save_game", "seats_and_colours", "ui_settings"]


def finished(snapshot: dict) -> bool:
    """True when a NecronomiCORP snapshot names its winners (an empty list: the party was wiped)."""
    return isinstance(snapshot, dict) and snapshot.get("winners") is not None


def load_game(path: Path) -> Session:
    """Replay a NecronomiCORP save into a session (SaveError, naming the file, for another game's save)."""
    return _load_any(path, game=GAME)
