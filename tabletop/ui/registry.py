"""The UI side of the game registry: each game's screens and scenarios, by name.

Each game's spec (`tabletop/games/<game>/spec.py`, `Screens`) names them with import strings, so
opening the menu imports no game:
- `new_game`: "module:attribute" of `factory(ctx) -> Scene`, the new-game (set-up) screen; None
  for the shared form drawn from the spec's settings schema (`tabletop.ui.scenes.new_game`);
- `scene_for_session`: `(ctx, session) -> Scene`, the screen that shows a session where it
  stands (a set-up step or the table): after Load, on Resume;
- `scenarios`: a module with `names() -> list[str]` and `shot(ctx, name) -> (scene, frames)`
  (the scene at a named position, and how many frames to run before its picture is taken);
- `finished`: optional `(snapshot) -> bool`, whether a saved game is over (no Resume for it);
- `extra`: other screens worth a picture by name (`tabletop screenshot --scene NAME`);
- `replay`: how the replay viewer shows the game (`tabletop.games.spec.Replay`: its word for a round,
  its table, set-up show, fight window, where a fight's dice are rolled...).

The rules side (engine, bots) is `tabletop.games.GAMES`; titles and blurbs come from the specs, the
order and whether a game is offered from the catalogue (both read by `tabletop.ui.games_info`).
A game is playable in the app when the catalogue says so and both sides have it registered.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from tabletop import games as rules
from tabletop.games import resolve
from tabletop.games.spec import Replay
from tabletop.ui import games_info
from tabletop.ui.games_info import GameInfo


@dataclass(frozen=True)
class UIEntry:
    """Where a game's screens live (import strings, or the objects themselves)."""

    scene_for_session: Any
    new_game: Any = None
    scenarios: Any = None
    finished: Any = None
    extra: Mapping[str, tuple[str, Any]] = field(default_factory=dict)
    replay: Replay = field(default_factory=Replay)


def ui_entry_of(screens) -> UIEntry:
    """The UI entry of a spec's screens (tabletop.games.spec.Screens)."""
    return UIEntry(
        new_game=screens.new_game,
        scene_for_session=screens.scene_for_session,
        scenarios=screens.scenarios,
        finished=screens.finished,
        extra=dict(screens.extra),
        replay=getattr(screens, "replay", None) or Replay(),
    )


# name -> where its screens live, from each game's spec (games/<game>/spec.py).
UI: dict[str, UIEntry] = {}


def refresh() -> None:
    """Read the screens of every spec again (after the game registry found another package)."""
    UI.clear()
    UI.update({name: ui_entry_of(s.screens) for name, s in rules.SPECS.items() if s.screens is not None})


refresh()


def rescan() -> None:
    """Scan the games package again and bring the rules, the menu's words and the screens up to date
    (a game dropped in beside the others appears everywhere)."""
    rules.rescan()
    games_info.refresh()
    refresh()


def ui_games() -> list[str]:
    """Names of the games that have screens, in catalogue order (then by name)."""
    order = list(games_info.GAMES)
    return sorted(UI, key=lambda g: (order.index(g) if g in order else len(order), g))


def entry(game: str) -> UIEntry:
    """The UI entry of a game; KeyError naming the known ones if it has none."""
    try:
        return UI[game]
    except KeyError:
        raise KeyError(f"no screens for game {game!r}; known: {', '.join(ui_games())}") from None


def info(game: str) -> GameInfo:
    """How the game is named on screen (its catalogue record; its name for a game not in the catalogue)."""
    found = games_info.GAMES.get(game)
    if found is not None:
        return found
    title = games_info.game_title(game)
    return GameInfo(game, title, "", game in UI and game in rules.GAMES)


def title(game: str) -> str:
    """The game's display title."""
    return info(game).title


def playable(game: str) -> bool:
    """True when the app can start and load games of `game`."""
    return info(game).playable and game in UI and game in rules.GAMES


def replay_of(game: str) -> Replay:
    """How the replay viewer shows `game` (its spec's `Screens.replay`; the plain defaults for a game
    without screens)."""
    found = UI.get(game)
    return found.replay if found is not None else Replay()


def new_game_scene(ctx, game: str):
    """The game's new-game (set-up) screen: its own, or the shared form drawn from its settings schema."""
    factory = entry(game).new_game
    if factory is None:
        from tabletop.ui.scenes.new_game import NewGameScene

        return NewGameScene(ctx, game)
    return resolve(factory)(ctx)


def scene_for_session(ctx, session):
    """The screen that shows `session` where it stands (a set-up step or the table)."""
    return resolve(entry(session.game.name).scene_for_session)(ctx, session)


def extra_scenes() -> dict[str, tuple[str, Any]]:
    """Every game's other named screens (its spec's `Screens.extra`): name -> (what it shows, ctx -> scene)."""
    out: dict[str, tuple[str, Any]] = {}
    for game in ui_games():
        for name, (what, factory) in UI[game].extra.items():
            out.setdefault(name, (what, lambda ctx, f=factory: resolve(f)(ctx)))
    return out


def scenario_games() -> list[str]:
    """Games with named scenarios for screenshots."""
    return [g for g in ui_games() if UI[g].scenarios is not None]


def _scenarios(game: str):
    if game not in UI or UI[game].scenarios is None:
        raise ValueError(f"no scenarios for game {game!r}; known: {', '.join(scenario_games())}")
    return resolve(UI[game].scenarios)


def scenario_names(game: str) -> list[str]:
    """The names of a game's scenarios (ValueError for a game without any)."""
    return list(_scenarios(game).names())


def scenario_shot(ctx, game: str, name: str) -> tuple[Any, int]:
    """(scene, frames to run) at scenario `name` of `game`; ValueError naming the known ones if unknown."""
    module = _scenarios(game)
    known = list(module.names())
    if name not in known:
        raise ValueError(f"unknown scenario {name!r} of {game}; known scenarios: {', '.join(known)}")
    return module.shot(ctx, name)


def finished(game: str, snapshot: dict | None) -> bool:
    """Whether a saved game of `game` (its snapshot) is over; False when the game cannot tell."""
    probe = UI[game].finished if game in UI else None
    if probe is None or snapshot is None:
        return False
    return bool(resolve(probe)(snapshot))
