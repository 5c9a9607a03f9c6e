"""The games as the menu presents them, read from the catalogue (assets/games.toml).

The catalogue is the one source of titles, blurbs and which games are playable; it is
read through tabletop.content.registry.load_games(). If it cannot be read the menu still
opens, with the three games named and none of them marked playable.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

log = logging.getLogger("tabletop.ui")


@dataclass(frozen=True)
class GameInfo:
    """How a game is named and described on screen."""

    key: str
    title: str
    blurb: str
    playable: bool
    subtitle: str = ""
    players: str = ""


_FALLBACK = {
    "necromolds": "Necromolds",
    "rise": "Rise of the Necromancers",
    "corp": "NecronomiCORP",
}


def load_games_info() -> dict[str, GameInfo]:
    """The catalogue as GameInfo records by key, in menu order (a fallback if it cannot be read)."""
    try:
        from tabletop.content.registry import load_games

        catalogue = load_games()
    except Exception as exc:  # a broken catalogue must not keep the menu from opening
        log.warning("games catalogue: %s", exc)
        return {k: GameInfo(k, t, "", False) for k, t in _FALLBACK.items()}
    return {g.id: GameInfo(g.id, g.title, g.blurb, g.playable, g.subtitle, g.players) for g in catalogue.games}


GAMES: dict[str, GameInfo] = load_games_info()

# Names a save file may use for a game, mapped to our keys.
_ALIASES = {"necronomicorp": "corp", "rise_of_the_necromancers": "rise", "necromolds_monster_battles": "necromolds"}


def game_title(game: str) -> str:
    """The display title of a game key as found in a save (unknown keys shown as given)."""
    key = _ALIASES.get(game.lower(), game.lower())
    info = GAMES.get(key)
    return info.title if info else game
