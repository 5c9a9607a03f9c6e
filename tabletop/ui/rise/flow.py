"""Which Rise of the Necromancers screen shows a session, and starting one.

A new game opens on the table (`table.RiseTableScene`) in its set-up phase: the set-up shown
(`setup.SetupShown`, a modal tool over the table: decks shuffled, cards dealt face down, the roll
for the black miniature, all from the engine's `setup_events`) until Begin, then play on the same
session and screen. A game with an action played opens at the table as it stands (the set-up is
not shown again); a finished game shows the end screen. Load and Resume come
here through `scene_for_session`, with the seats and colours kept in the save's settings["ui"].

Colours are the engine's: RN-SETUP-10/13 give black to whoever rolls lowest and the others follow
in turn order, so the table's colours are read from the state, never chosen here.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from tabletop.core.session import Session
from tabletop.ui.rise import persist
from tabletop.ui.rise.setup import SetupShown, setup_shown
from tabletop.ui.rise.starting import (
    COLOURS,
    FALLBACK,
    colour_names,
    colour_rgb,
    fresh_seed,
    rematch_settings,
    seat_colours,
    start_session,
)
from tabletop.ui.setup_back import back_to_the_form


def table_scene(ctx, session: Session, bot_seats: Iterable[int], colours):
    """The table (built in tabletop.ui.rise.table), imported only when a game is shown."""
    from tabletop.ui.rise.table import RiseTableScene

    return RiseTableScene(ctx, session, set(bot_seats), [tuple(c) for c in colours])


__all__ = [
    "COLOURS",
    "FALLBACK",
    "SetupShown",
    "colour_names",
    "colour_rgb",
    "fresh_seed",
    "new_game_scene",
    "rematch_settings",
    "scene_for",
    "scene_for_session",
    "seat_colours",
    "setup_shown",
    "start_session",
    "table_scene",
]


def scene_for(ctx, session: Session, bot_seats: Iterable[int], colours, show_setup: bool = True):
    """The scene for where the session stands: the table at its set-up (no action yet), the table, or the end."""
    bots = set(bot_seats)
    colours = [tuple(c) for c in colours]
    if session.outcome() is not None:
        from tabletop.ui.rise.end_screen import RiseEndScene

        return RiseEndScene(ctx, session, bots, colours)
    table = table_scene(ctx, session, bots, colours)
    if show_setup and not session.actions:
        shown = setup_shown(session, bots, colours)
        shown.back = lambda: back_to_the_form(ctx, session)
        table.tools.push(shown)
    return table


def new_game_scene(ctx, settings: Mapping[str, Any], bot_seats: Iterable[int]):
    """A new game with these settings (fresh seed) at its set-up: Start, or a rematch."""
    session = start_session(settings, bot_seats)
    bots, colours = persist.seats_and_colours(session)
    return scene_for(ctx, session, bots, colours)


def scene_for_session(ctx, session: Session):
    """The scene for a loaded or resumed session, with the seats and colours kept in its settings."""
    bots, colours = persist.seats_and_colours(session)
    if not (session.settings.get("ui") or {}).get("colours"):
        colours = seat_colours(session.state)  # a save written without the UI's record
    return scene_for(ctx, session, bots, colours)
