"""corp-fight's modules as the turn calls them (fight.py, contagion.py), looked up in one place: the
turn's tests stand a fake fight in here (tests/games/corp/conftest.py) to test their side of the
interface alone. Import direction: the turn imports the fight, never the other way (DESIGN.md)."""

from __future__ import annotations

from types import ModuleType

_found: dict[str, ModuleType] = {}  # imported once: asked several times an action


def fight() -> ModuleType:
    """tabletop.games.corp.fight: start_reveal, start_abandoned, start_boss, start_pvp, to_act, legal, act,
    escape_now (the interface in the shared design)."""
    got = _found.get("fight")
    if got is None:
        from tabletop.games.corp import fight as module

        got = _found["fight"] = module
    return got


def contagion() -> ModuleType:
    """tabletop.games.corp.contagion: at_turn_end."""
    from tabletop.games.corp import contagion as module

    return module
