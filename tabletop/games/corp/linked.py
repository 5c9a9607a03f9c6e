"""corp-fight's modules as the turn calls them (fight.py, contagion.py), looked up in one place: the
turn's tests stand a fake fight in here (tests/games/corp/conftest.py) to test their side of the
interface alone. Import direction: the turn imports the fight, never the other way (DESIGN.md)."""

from __future__ import annotations

from types import ModuleType


def fight() -> ModuleType:
    """tabletop.games.corp.fight: start_reveal, start_abandoned, start_boss, start_pvp, to_act, legal, act,
    escape_now (the interface in the shared design)."""
    from tabletop.games.corp import fight as module

    return module


def contagion() -> ModuleType:
    """tabletop.games.corp.contagion: at_turn_end."""
    from tabletop.games.corp import contagion as module

    return module
