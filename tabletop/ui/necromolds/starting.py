"""Starting a Necromolds session and its seed: what the table (a rematch) and the new-game screen need
without opening the set-up flow (tabletop.ui.necromolds.flow, which opens the screens, re-exports these)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from tabletop.core.session import Session
from tabletop.ui.necromolds import persist
from tabletop.ui.persist import fresh_seed  # one seed for every game's new session (re-exported)


def start_session(settings: Mapping[str, Any], bot_seats: Iterable[int], colours, seed: int | None = None) -> Session:
    """A new autosaved session; the seats and colours go into settings["ui"] for loading later."""
    from tabletop.ui import persist as saves

    return saves.start_session(persist.GAME, settings, bot_seats, colours, fresh_seed() if seed is None else seed)
