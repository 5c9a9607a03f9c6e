"""The rules of each game, headless. `get_game(name)` returns the game object for a name."""
from __future__ import annotations

import importlib

from tabletop.core.protocol import Game

# name -> "module:attribute" of a zero-argument factory returning the Game.
GAMES: dict[str, str] = {
    "necromolds": "tabletop.games.necromolds.game:NecromoldsGame",
}


def game_names() -> list[str]:
    """Names of the games whose rules are implemented."""
    return sorted(GAMES)


def get_game(name: str) -> Game:
    """The Game for `name`; KeyError if no such game is implemented."""
    try:
        target = GAMES[name]
    except KeyError:
        raise KeyError(f"no game named {name!r}; known: {', '.join(game_names())}") from None
    module, _, attr = target.partition(":")
    return getattr(importlib.import_module(module), attr)()
