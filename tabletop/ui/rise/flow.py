"""Which Rise of the Necromancers screen shows a session, and starting one.

A new game opens on the set-up shown (`setup.SetupShownScene`: decks shuffled, cards dealt face
down, the roll for the black miniature, all from the engine's `setup_events`); Begin goes on to
the table (`table.RiseTableScene`). A finished game shows the end screen. Load and Resume come
here through `scene_for_session`, with the seats and colours kept in the save's settings["ui"].

Colours are the engine's: RN-SETUP-10/13 give black to whoever rolls lowest and the others follow
in turn order, so the table's colours are read from the state, never chosen here.
"""

from __future__ import annotations

import os
import time
from collections.abc import Iterable, Mapping
from typing import Any

from tabletop.core.session import Session
from tabletop.ui.rise import persist

# The five Rise colours (assets/rise/supplies.toml, ids in the engine's state) as the table paints
# them: black is a soot grey so it still reads on dark wood.
COLOURS: dict[str, tuple[int, int, int]] = {
    "black": (58, 54, 64),
    "orange": (232, 132, 44),
    "pink": (226, 120, 168),
    "purple": (138, 92, 196),
    "white": (236, 230, 214),
}
FALLBACK = (180, 180, 180)


def fresh_seed() -> int:
    """A new game's seed, from the clock; NECRO_TABLETOP_SEED fixes it (tests, replaying a bug report)."""
    fixed = os.environ.get("NECRO_TABLETOP_SEED", "").strip()
    if fixed.isdigit():
        return int(fixed) & 0xFFFF_FFFF
    return time.time_ns() & 0xFFFF_FFFF


def colour_rgb(colour: str) -> tuple[int, int, int]:
    """The RGB of a Rise colour id (grey for one the table does not know)."""
    return COLOURS.get(colour, FALLBACK)


def colour_names() -> list[tuple[str, str]]:
    """(id, name) of the five colours in turn order (black first), from the content."""
    try:
        from tabletop.content.rise.cards import load_cards

        return [(c.id, c.name) for c in load_cards().supplies.colours]
    except Exception:  # unreadable content: the rules will say so when the game starts
        return [(c, c.capitalize()) for c in COLOURS]


def seat_colours(state) -> list[tuple[int, int, int]]:
    """Each seat's colour as RGB, as the engine dealt them (black to the lowest roll)."""
    return [colour_rgb(p.colour) for p in state.players]


def start_session(settings: Mapping[str, Any], bot_seats: Iterable[int], seed: int | None = None) -> Session:
    """A new autosaved Rise session; seats and the engine's colours go into settings["ui"]."""
    from tabletop.games import get_game
    from tabletop.ui import persist as saves

    seed = fresh_seed() if seed is None else int(seed)
    game = get_game(persist.GAME)
    given = {k: v for k, v in dict(settings).items() if k != "ui"}
    game.validate_settings(given)  # a ValueError naming the key before anything is written
    colours = seat_colours(game.initial_state(given, seed))
    return saves.start_session(persist.GAME, given, bot_seats, colours, seed)


def table_scene(ctx, session: Session, bot_seats: Iterable[int], colours):
    """The table (built in tabletop.ui.rise.table), imported only when a game is shown."""
    from tabletop.ui.rise.table import RiseTableScene

    return RiseTableScene(ctx, session, set(bot_seats), [tuple(c) for c in colours])


def scene_for(ctx, session: Session, bot_seats: Iterable[int], colours, show_setup: bool = True):
    """The scene for where the session stands: set-up shown (no action yet), the table, or the end."""
    bots = set(bot_seats)
    colours = [tuple(c) for c in colours]
    if session.outcome() is not None:
        from tabletop.ui.rise.end_screen import RiseEndScene

        return RiseEndScene(ctx, session, bots, colours)
    if show_setup and not session.actions:
        from tabletop.ui.rise.setup import SetupShownScene

        return SetupShownScene(ctx, session, bots, colours)
    return table_scene(ctx, session, bots, colours)


def new_game_scene(ctx, settings: Mapping[str, Any], bot_seats: Iterable[int]):
    """A new game with these settings (fresh seed) at its set-up: Start, or a rematch."""
    session = start_session(settings, bot_seats)
    bots, colours = persist.seats_and_colours(session)
    return scene_for(ctx, session, bots, colours)


def rematch_settings(session: Session) -> dict:
    """The settings a rematch starts from: the same players, side and options (not the UI's record)."""
    return {k: v for k, v in dict(session.settings).items() if k in ("players", "side", "pvp")}


def scene_for_session(ctx, session: Session):
    """The scene for a loaded or resumed session, with the seats and colours kept in its settings."""
    bots, colours = persist.seats_and_colours(session)
    if not (session.settings.get("ui") or {}).get("colours"):
        colours = seat_colours(session.state)  # a save written without the UI's record
    return scene_for(ctx, session, bots, colours)
