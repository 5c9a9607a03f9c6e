"""Starting a Necromolds session and its seed: what the table (a rematch) and the new-game screen need
without opening the set-up flow (tabletop.ui.necromolds.flow, which opens the screens, re-exports these)."""

from __future__ import annotations

import os
import time
from collections.abc import Iterable, Mapping
from typing import Any

from tabletop.core.session import Session
from tabletop.ui.necromolds import persist


def fresh_seed() -> int:
    """A new game's seed, from the clock; NECRO_TABLETOP_SEED fixes it (tests, replaying a bug report)."""
    fixed = os.environ.get("NECRO_TABLETOP_SEED", "").strip()
    if fixed.isdigit():
        return int(fixed) & 0xFFFF_FFFF
    return time.time_ns() & 0xFFFF_FFFF


def start_session(settings: Mapping[str, Any], bot_seats: Iterable[int], colours, seed: int | None = None) -> Session:
    """A new autosaved session; the seats and colours go into settings["ui"] for loading later."""
    from tabletop.ui import persist as saves

    return saves.start_session(persist.GAME, settings, bot_seats, colours, fresh_seed() if seed is None else seed)
