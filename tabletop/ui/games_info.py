"""The games as the menu presents them: each game's words from its spec, the order from the catalogue.

A game with its own package names itself in its spec (`tabletop/games/<game>/spec.py`: title,
rulebook, subtitle, players, blurb, aliases); the catalogue (assets/games.toml, read through
tabletop.content.registry.load_games()) gives the menu's order, whether each game is offered, and
the words of a game listed before its package lands. A game package the catalogue does not list
(one dropped in) follows the listed ones, offered. If the catalogue cannot be read the menu still
opens, with every game package named by its spec and none of them offered.
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
    """ "The Game of Bones" -> "the_game_of_bones" (how a save file may name a game)."""
    return re.sub(r"[^a-z0-9]+", "_", text.lower()).strip("_")


def _from_spec(spec: rules.GameSpec, playable: bool) -> GameInfo:
    return GameInfo(spec.name, spec.display_title, spec.blurb, playable, spec.subtitle, spec.players)


def _aliases(names: list[tuple[str, str]]) -> dict[str, str]:
    """Slug -> key of every (key, other name) pair, the first claim of a slug kept."""
    out: dict[str, str] = {}
    for key, name in names:
        out.setdefault(_slug(name), key)
    out.pop("", None)
    return out


def load_games_info() -> tuple[dict[str, GameInfo], dict[str, str]]:
    """Every game as a GameInfo by key, in menu order, and the other names a save may use for each
    (its title and rulebook as a slug, and its spec's aliases)."""
    specs = rules.SPECS
    names = [(k, alias) for k, s in specs.items() for alias in (*s.aliases, s.title, s.rulebook)]
    try:
        from tabletop.content.registry import load_games

        catalogue = load_games().games
    except Exception as exc:  # a broken catalogue must not keep the menu from opening
        log.warning("games catalogue: %s", exc)
        return {k: _from_spec(s, False) for k, s in specs.items()}, _aliases(names)
    infos: dict[str, GameInfo] = {}
    for g in catalogue:
        if g.id in specs:
            infos[g.id] = _from_spec(specs[g.id], g.playable)
        else:
            infos[g.id] = GameInfo(g.id, g.title or g.id.capitalize(), g.blurb, g.playable, g.subtitle, g.players)
            names += [(g.id, g.title), (g.id, g.rulebook)]
    for key, spec in specs.items():
        if key not in infos:  # a game package the catalogue does not list yet: offered, after the listed ones
            infos[key] = _from_spec(spec, True)
    return infos, _aliases(names)


GAMES: dict[str, GameInfo] = {}
_ALIASES: dict[str, str] = {}  # names a save file may use for a game, mapped to our keys


def refresh() -> None:
    """Read the specs and the catalogue again (after the game registry found another package),
    keeping the same dictionaries."""
    infos, aliases = load_games_info()
    GAMES.clear()
    GAMES.update(infos)
    _ALIASES.clear()
    _ALIASES.update(aliases)


refresh()


def offered(game: str) -> bool:
    """True when the menu offers `game` and its package gives the rules and the screens to play it."""
    info = GAMES.get(game)
    spec = rules.SPECS.get(game)
    return info is not None and info.playable and game in rules.GAMES and spec is not None and spec.screens is not None


def game_title(game: str) -> str:
    """The display title of a game key as found in a save (unknown keys shown as given)."""
    key = _ALIASES.get(_slug(game), game.lower())
    info = GAMES.get(key)
    return info.title if info else game
