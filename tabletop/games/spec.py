"""What a game package declares about itself, in one place: `games/<game>/spec.py` holds `SPEC`.

The registry (`tabletop.games`) finds every package under `tabletop/games/` that has a `spec`
module, so a game is added by its own folder. A spec names things by import strings
("module:attribute"): reading the specs imports no engine, bot or screen, and keeps the headless
layers free of the UI (a screen is only a string here until the app resolves it).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Screens:
    """Where a game's screens live (tabletop.ui.registry reads these).

    `new_game`: `factory(ctx) -> Scene`, the new-game (set-up) screen; `scene_for_session`:
    `(ctx, session) -> Scene`, the screen that shows a session where it stands (after Load, on
    Resume); `scenarios`: a module with `names()` and `shot(ctx, name) -> (scene, frames)`;
    `finished`: optional `(snapshot) -> bool`, whether a saved game is over."""

    new_game: Any
    scene_for_session: Any
    scenarios: Any = None
    finished: Any = None


@dataclass(frozen=True)
class GameSpec:
    """A game: its engine, bots, screens, and what the generic protocol test covers.

    `engine`: "module:attribute" of a zero-argument factory returning the Game; `bots`: bot name ->
    "module:function" of `choose(game, view, seat, rng)`; `variants`: settings worth covering in
    tests/games/test_every_game.py beside the defaults (players, modes); `playout_budget`: seconds one
    random playout of a variant may take before that test fails as hung; `aliases`: other names a
    save file may use for the game."""

    name: str
    engine: Any
    bots: Mapping[str, Any] = field(default_factory=dict)
    screens: Screens | None = None
    variants: tuple[Mapping[str, Any], ...] = ()
    playout_budget: float = 60.0
    aliases: tuple[str, ...] = ()
