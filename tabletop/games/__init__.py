"""The rules side of the game registry, headless: each game's engine and its bots, by name.

Every package under `tabletop/games/` with a `spec` module (`SPEC`, a `GameSpec`) is a game: a game
is added by its own folder, and nothing outside it names the game. Specs hold import strings, so
finding the games imports no engine: `get_game(name)` builds its Game, `tabletop.ai.get_bot(name,
bot)` finds its bots, and `tabletop.ui.registry` reads the screens from the same specs.
"""

from __future__ import annotations

import importlib
import logging
import pkgutil
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from tabletop.core.protocol import Game
from tabletop.games.spec import GameSpec, Screens

log = logging.getLogger("tabletop.games")


@dataclass(frozen=True)
class GameEntry:
    """Where a game's rules and bots live.

    `engine`: "module:attribute" of a zero-argument factory returning the Game (or the
    factory itself); `bots`: bot name -> "module:function" of `choose(game, view, seat, rng)`.
    """

    engine: Any
    bots: Mapping[str, Any] = field(default_factory=dict)


def discover(path: Iterable[str] | None = None) -> dict[str, GameSpec]:
    """The specs of the game packages found on `path` (this package's own folders by default), by name.

    A package without a `spec` module is not a game (e.g. a helper package); a spec that fails to
    import or is not a GameSpec is logged and skipped, so one broken game never hides the others."""
    found: dict[str, GameSpec] = {}
    for module in sorted(pkgutil.iter_modules(list(path if path is not None else __path__)), key=lambda m: m.name):
        if not module.ispkg:
            continue
        name = f"{__name__}.{module.name}.spec"
        try:
            spec = importlib.import_module(name).SPEC
        except ModuleNotFoundError as exc:
            if exc.name != name:
                log.warning("game package %s: %s", module.name, exc)
            continue
        except Exception as exc:  # a broken spec skips that game only
            log.warning("game package %s: its spec did not load: %s", module.name, exc)
            continue
        if not isinstance(spec, GameSpec):
            log.warning("game package %s: SPEC is a %s, not a GameSpec", module.name, type(spec).__name__)
            continue
        found[spec.name] = spec
    return found


def entry_of(spec: GameSpec) -> GameEntry:
    """The rules-side entry of a spec."""
    return GameEntry(engine=spec.engine, bots=dict(spec.bots))


# name -> spec and entry. The name is the game's `Game.name`, the key in saves and in assets/games.toml.
SPECS: dict[str, GameSpec] = discover()
GAMES: dict[str, GameEntry] = {name: entry_of(spec) for name, spec in SPECS.items()}


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


def spec_of(name: str) -> GameSpec:
    """The spec of a game; KeyError naming the known games if there is none."""
    try:
        return SPECS[name]
    except KeyError:
        raise KeyError(f"no game named {name!r}; known: {', '.join(game_names())}") from None


def check_settings(name: str, settings: Mapping[str, Any]) -> dict[str, Any]:
    """`settings` checked against the game's settings schema (what a form or a save gives, before the
    game is built from them): ValueError naming the first setting out of its bounds."""
    return spec_of(name).settings.check(settings)


def rescan() -> None:
    """Find the game packages again (after a folder was added to this package's path, as a test's
    dropped-in game is), keeping the same registry dictionaries."""
    found = discover()
    for table in (SPECS, GAMES):
        table.clear()
    SPECS.update(found)
    GAMES.update({name: entry_of(s) for name, s in found.items()})
    _register_content(found.values())


def _register_content(specs: Iterable[GameSpec]) -> None:
    """Tell the content registry about content modules a spec keeps outside tabletop/content/."""
    from tabletop.content import registry as content_registry

    for s in specs:
        for module in s.content:
            content_registry.add_source(module)


if any(s.content for s in SPECS.values()):
    _register_content(SPECS.values())


__all__ = [
    "GAMES",
    "SPECS",
    "GameEntry",
    "GameSpec",
    "Screens",
    "check_settings",
    "discover",
    "entry",
    "entry_of",
    "game_names",
    "get_game",
    "rescan",
    "resolve",
    "spec_of",
]
