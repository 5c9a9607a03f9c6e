"""The three games as the menu presents them (names and a one-line blurb)."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class GameInfo:
    """How a game is named and described on screen."""

    key: str
    title: str
    blurb: str
    playable: bool


GAMES: dict[str, GameInfo] = {
    "necromolds": GameInfo(
        "necromolds",
        "Necromolds: Monster Battles",
        "Build golem armies of Spell Clay and smash them across a gridless battle map. 2–4 players, or solo against Basalt LaSeur.",
        True,
    ),
    "rise": GameInfo(
        "rise",
        "Rise of the Necromancers",
        "Raise the dead across a board of spaces and outwit rival necromancers. 2–5 players.",
        False,
    ),
    "corp": GameInfo(
        "corp",
        "NecronomiCORP",
        "Climb a haunted office building room by room, together, to face the boss at the top. 1–6 players, co-operative.",
        False,
    ),
}

# Names a save file may use for a game, mapped to our keys.
_ALIASES = {"necronomicorp": "corp", "rise_of_the_necromancers": "rise", "necromolds_monster_battles": "necromolds"}


def game_title(game: str) -> str:
    """The display title of a game key as found in a save (unknown keys shown as given)."""
    key = _ALIASES.get(game.lower(), game.lower())
    info = GAMES.get(key)
    return info.title if info else game
