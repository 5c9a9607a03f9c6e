"""Players that choose actions: bots for every game and seat.

A bot is a function `choose(game, view, seat, rng) -> action`. It is handed the seat's view
of the state (`tabletop.core.protocol.view`), never the state itself, and its randomness
comes only from the RNG it is given. Each game lists its bots in its registry entry
(`tabletop.games.GAMES`); `get_bot(game_name, bot_name)` finds one by name.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tabletop.games import GAMES, resolve
from tabletop.games.settings_schema import NORMAL

Bot = Callable[[Any, Any, int, Any], Any]


def random_bot(game, state, seat: int, rng):
    """Any game: a uniformly random legal action (a baseline and a protocol check)."""
    return rng.choice(game.legal_actions(state, seat))


def _table(game_name: str) -> dict[str, Any]:
    entry = GAMES.get(game_name)
    return dict(entry.bots) if entry is not None else {}


def bot_names(game_name: str) -> list[str]:
    """Names of the bots that play a game ("random" plays every game)."""
    return sorted(set(_table(game_name)) | {"random"})


def get_bot(game_name: str, bot_name: str = "default") -> Bot:
    """The bot function; "default" falls back to "random" for games without their own bot. "normal" is
    "default" by the name the new-game screens give its level (`--bots normal,hard` as `--set bots=...`)."""
    if bot_name == NORMAL:  # the level's name for the default bot (levels.bot_name)
        bot_name = "default"
    table = _table(game_name)
    if bot_name == "random" or (bot_name == "default" and "default" not in table):
        return random_bot
    try:
        target = table[bot_name]
    except KeyError:
        known = ", ".join(bot_names(game_name))
        raise KeyError(f"no bot {bot_name!r} for {game_name}; known: {known} (and normal, the default)") from None
    return resolve(target)
