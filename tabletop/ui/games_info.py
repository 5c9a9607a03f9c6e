"""The games as the menu presents them, read from the catalogue (assets/games.toml).

The catalogue is the one source of titles, blurbs and which games are playable; it is
read through tabletop.content.registry.load_games(). If it cannot be read the menu still
opens, with the three games named and none of them marked playable.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass

from tabletop import games as rules

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


def _slug(text: str) -> str:
    """ "Rise of the Necromancers" -> "rise_of_the_necromancers" (how a save file may name a game)."""
    return re.sub(r"[^a-z0-9]+", "_", text.lower()).strip("_")


def load_games_info() -> tuple[dict[str, GameInfo], dict[str, str]]:
    """The catalogue as GameInfo records by key, in menu order, and the other names a save may use for
    each (its title and rulebook as a slug, and its spec's aliases). If the catalogue cannot be read, the
    games found by the registry, named by their keys and not offered."""
    aliases = {_slug(alias): name for name, spec in rules.SPECS.items() for alias in spec.aliases}
    try:
        from tabletop.content.registry import load_games

        catalogue = load_games()
    except Exception as exc:  # a broken catalogue must not keep the menu from opening
        log.warning("games catalogue: %s", exc)
        return {k: GameInfo(k, k.capitalize(), "", False) for k in rules.SPECS}, aliases
    for g in catalogue.games:
        aliases.setdefault(_slug(g.title), g.id)
        aliases.setdefault(_slug(getattr(g, "rulebook", "") or ""), g.id)
    aliases.pop("", None)
    return {g.id: GameInfo(g.id, g.title, g.blurb, g.playable, g.subtitle, g.players) for g in catalogue.games}, aliases


GAMES: dict[str, GameInfo]
_ALIASES: dict[str, str]  # names a save file may use for a game, mapped to our keys
GAMES, _ALIASES = load_games_info()


def game_title(game: str) -> str:
    """The display title of a game key as found in a save (unknown keys shown as given)."""
    key = _ALIASES.get(_slug(game), game.lower())
    info = GAMES.get(key)
    return info.title if info else game
