"""corp-fight's modules (fight.py, contagion.py), as the turn calls them: looked up when first called,
so the turn's rules load, and are tested on non-monster rooms, while the fight is built beside them."""

from __future__ import annotations

import importlib
from typing import Any


def fight() -> Any:
    """tabletop.games.corp.fight: start_reveal, start_abandoned, start_boss, start_pvp, to_act, legal, act,
    escape_now (the interface in the shared design)."""
    return importlib.import_module("tabletop.games.corp.fight")


def contagion() -> Any:
    """tabletop.games.corp.contagion: at_turn_end."""
    return importlib.import_module("tabletop.games.corp.contagion")
