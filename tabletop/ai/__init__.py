"""Players that choose actions: bots for every game and seat.

A bot is a function `choose(game, state, seat, rng) -> action`; its randomness comes only
from the RNG it is given. `get_bot(game_name, bot_name)` finds one by name.
"""
from __future__ import annotations

import importlib
from typing import Any, Callable

Bot = Callable[[Any, Any, int, Any], Any]

# game -> bot name -> "module:function"
BOTS: dict[str, dict[str, str]] = {
    "necromolds": {"default": "tabletop.ai.necromolds_bot:choose"},
}


def random_bot(game, state, seat: int, rng):
    """Any game: a uniformly random legal action (a baseline and a protocol check)."""
    return rng.choice(game.legal_actions(state, seat))


def bot_names(game_name: str) -> list[str]:
    """Names of the bots that play a game ("random" plays every game)."""
    return sorted(set(BOTS.get(game_name, {})) | {"random"})


def get_bot(game_name: str, bot_name: str = "default") -> Bot:
    """The bot function; "default" falls back to "random" for games without their own bot."""
    table = BOTS.get(game_name, {})
    if bot_name == "random" or (bot_name == "default" and "default" not in table):
        return random_bot
    try:
        target = table[bot_name]
    except KeyError:
        raise KeyError(f"no bot {bot_name!r} for {game_name}; known: {', '.join(bot_names(game_name))}") from None
    module, _, attr = target.partition(":")
    return getattr(importlib.import_module(module), attr)
