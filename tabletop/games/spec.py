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

from tabletop.games.settings_schema import Choice, Flag, SettingsSchema, Text, Whole

__all__ = ["Choice", "Flag", "GameSpec", "Replay", "Screens", "SettingsSchema", "Text", "Whole"]


@dataclass(frozen=True)
class Replay:
    """How the replay viewer (tabletop/ui/replay, which names no game) shows a game; each hook an import
    string, None where the game has no such thing.

    `period`: the game's own word for the stretch of play the timeline marks and its Round buttons jump
    by, as its table says it ("Round"; "Turn" for a game that counts turns only: the timeline then marks
    each turn by its number); `table`: `(ctx, session, bots, colours) -> table`, the table without a
    set-up show or end screen (None: `scene_for_session`); `setup_show`: `(session, bots, colours) ->
    tool`, the set-up show a new game opens on, shown at position 0; `dealt_colours`: `(state) ->
    colours`, the seats' colours as the rules deal them, for a save without the table's record of them;
    `fight_window`: `(table, steps) -> None`, the table's fight window told by the fight's actions so
    far; `fight_dice`: `(events) -> bool`, whether one action's events roll a fight's dice (where "Fight >"
    lands, and a fight begun and ended in one action is found); `action_words`: `(state, action) -> str`,
    the words of an action whose events tell nobody anything."""

    period: str = "Round"
    table: Any = None
    setup_show: Any = None
    dealt_colours: Any = None
    fight_window: Any = None
    fight_dice: Any = None
    action_words: Any = None


@dataclass(frozen=True)
class Screens:
    """Where a game's screens live (tabletop.ui.registry reads these).

    `new_game`: `factory(ctx) -> Scene`, the new-game (set-up) screen; None for the shared form
    driven by the spec's settings schema (tabletop.ui.scenes.new_game); `scene_for_session`:
    `(ctx, session) -> Scene`, the screen that shows a session where it stands (after Load, on
    Resume); `scenarios`: a module with `names()` and `shot(ctx, name) -> (scene, frames)`;
    `finished`: optional `(snapshot) -> bool`, whether a saved game is over; `extra`: other screens
    worth a picture, by name: (what it shows, `factory(ctx) -> Scene`), for `tabletop screenshot --scene`;
    `sounds`: optional `(events) -> [tabletop.ui.sound.Cue]`, the sounds one action's events make at the
    table (the game screen plays them); `replay`: how the replay viewer shows the game (`Replay`)."""

    scene_for_session: Any
    new_game: Any = None
    scenarios: Any = None
    finished: Any = None
    sounds: Any = None
    extra: Mapping[str, tuple[str, Any]] = field(default_factory=dict)
    replay: Replay = field(default_factory=Replay)


@dataclass(frozen=True)
class GameSpec:
    """A game: its names, engine, bots, settings, screens, content, and what the generic protocol test covers.

    `title` and `rulebook`: how the game is named on screen and its rulebook's file stem (a save may
    name the game by either); `subtitle`, `players`, `blurb`: the menu's words for a game the
    catalogue (assets/games.toml) does not list; `engine`: "module:attribute" of a zero-argument
    factory returning the Game; `bots`: bot name -> "module:function" of `choose(game, view, seat,
    rng)`; `settings`: what a new game may be set to, with bounds and defaults (the new-game form
    offers it, loads and starts are checked against it); `content`: the modules that register the
    game's content kinds (tabletop.content.registry finds them by scanning its package too; these are
    for content kept elsewhere); `variants`: settings worth covering in tests/games/test_every_game.py
    beside the defaults (players, modes); `playout_budget`: seconds one random playout of a variant
    may take before that test fails as hung; `aliases`: other names a save file may use for the game."""

    name: str
    engine: Any
    title: str = ""
    rulebook: str = ""
    subtitle: str = ""
    players: str = ""
    blurb: str = ""
    bots: Mapping[str, Any] = field(default_factory=dict)
    screens: Screens | None = None
    settings: SettingsSchema = field(default_factory=SettingsSchema)
    content: tuple[str, ...] = ()
    variants: tuple[Mapping[str, Any], ...] = ()
    playout_budget: float = 60.0
    aliases: tuple[str, ...] = ()

    @property
    def display_title(self) -> str:
        """The title, or the name capitalised when the spec gives none."""
        return self.title or self.name.capitalize()
