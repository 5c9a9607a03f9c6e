"""Starting a Rise session, and the colours and seeds it starts with: what the set-up, end and table
screens need without opening one another (tabletop.ui.rise.flow, which opens the screens, re-exports
these). Colours are the engine's: RN-SETUP-10/13 give black to whoever rolls lowest."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from tabletop.core.session import Session
from tabletop.ui import palette
from tabletop.ui.persist import fresh_seed  # one seed for every game's new session (re-exported)
from tabletop.ui.rise import persist

# The five Rise colours (assets/rise/supplies.toml, ids in the engine's state) as the table paints
# them: black is a soot grey so it still reads on dark wood.
# Slots of the one colour-blind-safe player palette (tabletop/ui/palette.py; orange is its amber).
COLOURS: dict[str, tuple[int, int, int]] = {
    colour: palette.standard("amber" if colour == "orange" else colour)
    for colour in ("black", "orange", "pink", "purple", "white")
}
FALLBACK = (180, 180, 180)


def colour_rgb(colour: str) -> tuple[int, int, int]:
    """The RGB of a Rise colour id (grey for one the table does not know)."""
    rgb = COLOURS.get(colour)
    return FALLBACK if rgb is None else palette.shown(rgb)  # in the palette the player chose


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


def rematch_settings(session: Session) -> dict:
    """The settings a rematch starts from: the same players, side and options (not the UI's record)."""
    return {k: v for k, v in dict(session.settings).items() if k in ("players", "side", "pvp")}
