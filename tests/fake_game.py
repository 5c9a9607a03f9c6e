"""The test game "tally" for the registry's tests: its rules are tests/dropin/tally/game.py, a game
package with its own spec (tests/dropin/tally/spec.py), and these helpers register it for one test."""

from __future__ import annotations

from tests.dropin.drop import DROPIN
from tests.dropin.tally.game import REAL, SEEN, Bank, TallyGame, TallyState, recording_bot

__all__ = ["DROPIN", "REAL", "SEEN", "Bank", "TallyGame", "TallyState", "dropped_in_spec", "recording_bot", "register"]


def dropped_in_spec(monkeypatch):
    """Put tests/dropin on tabletop.games' path for one test and find the game there as the registry
    finds every game (its scan of the games packages); returns its spec."""
    from tabletop import games

    monkeypatch.setattr(games, "__path__", [*games.__path__, str(DROPIN)])
    return games.discover([str(DROPIN)])["tally"]


def register(monkeypatch, bots=None) -> None:
    """Register the game on the rules side for one test, from its own package (tests/dropin/tally)."""
    import dataclasses

    from tabletop import games

    spec = dropped_in_spec(monkeypatch)
    if bots:
        spec = dataclasses.replace(spec, bots=bots)
    monkeypatch.setitem(games.SPECS, "tally", spec)
    monkeypatch.setitem(games.GAMES, "tally", games.entry_of(spec))
    SEEN.clear()
