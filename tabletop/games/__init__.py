"""The rules side of the game registry, headless: each game's engine and its bots, by name.

A game registers here once, with import strings (nothing is imported until it is asked
for): `get_game(name)` builds its Game, `tabletop.ai.get_bot(name, bot)` finds its bots.
The UI side (set-up screen, table, scenarios) registers in `tabletop.ui.registry`.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from tabletop.core.protocol import Game


@dataclass(frozen=True)
class GameEntry:
    """Where a game's rules and bots live.

    `engine`: "module:attribute" of a zero-argument factory returning the Game (or the
    factory itself); `bots`: bot name -> "module:function" of `choose(game, view, seat, rng)`.
    """

    engine: Any
    bots: Mapping[str, Any] = field(default_factory=dict)


# name -> entry. The name is the game's `Game.name`, the key in saves and in assets/games.toml.
GAMES: dict[str, GameEntry] = {
    "necromolds": GameEntry(
        engine="tabletop.games.necromolds.game:NecromoldsGame",
        bots={"default": "tabletop.ai.necromolds_bot:choose"},
    ),
    "rise": GameEntry(
        engine="tabletop.games.rise.game:RiseGame",
        bots={"default": "tabletop.ai.rise_bot:choose", "random": "tabletop.ai:random_bot"},
    ),
}


def resolve(target: Any) -> Any:
    """The object an import string "module:attribute" names (anything else is returned as it is)."""
    if not isinstance(target, str):
        return target
    module, _, attr = target.partition(":")
    obj = importlib.import_module(module)
    for part in attr.split(".") if attr else ():
        obj = getattr(obj, part)
    return obj


def game_names() -> list[str]:
    """Names of the games whose rules are implemented."""
    return sorted(GAMES)


def entry(name: str) -> GameEntry:
    """The registry entry of a game; KeyError naming the known games if there is none."""
    try:
        return GAMES[name]
    except KeyError:
        raise KeyError(f"no game named {name!r}; known: {', '.join(game_names())}") from None


def get_game(name: str) -> Game:
    """The Game for `name`; KeyError if no such game is implemented."""
    return resolve(entry(name).engine)()
