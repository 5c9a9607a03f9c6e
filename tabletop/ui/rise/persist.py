"""Saving, loading and autosaving Rise of the Necromancers games from the UI.

The generic part (file names, the atomic autosave, the seats and colours kept in
`settings["ui"]`) is `tabletop.ui.persist`; this adds what is Rise's own: which snapshots are
of finished games, and loading that refuses another game's save.
"""

from __future__ import annotations

from pathlib import Path

from tabletop.core.session import Session
from tabletop.ui.persist import attach_autosave, save_game, seats_and_colours, ui_settings
from tabletop.ui.persist import load_game as _load_any

GAME = "rise"
__all__ = ["GAME", "attach_autosave", "finished", "load_game", "save_game", "seats_and_colours", "ui_settings"]


def finished(snapshot: dict) -> bool:
    """True when a Rise snapshot names its winners (the registry's hook)."""
    return isinstance(snapshot, dict) and snapshot.get("winners") is not None


def load_game(path: Path) -> Session:
    """Replay a Rise save into a session (SaveError, naming the file, for another game's save)."""
    return _load_any(path, game=GAME)
