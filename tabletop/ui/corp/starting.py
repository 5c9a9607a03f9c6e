"""Starting a NecronomiCORP session, and the seat colours and seeds it starts with: what the new-game
form, the end screen and the table need without opening one another (flow.py re-exports these).

Six seat colours, readable on the cardboard building, each with a second cue for those who do not
tell colours apart: an emblem letter drawn on the character's token and sheet."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from tabletop.core.session import Session
from tabletop.ui import palette
from tabletop.ui.persist import fresh_seed  # one seed for every game's new session (re-exported)

GAME = "corp"

# (name, RGB, emblem letter), seat 1 first
# (the one colour-blind-safe player palette's slots, tabletop/ui/palette.py: saves keep these RGBs)
SEAT_COLOURS: tuple[tuple[str, tuple[int, int, int], str], ...] = tuple(
    (slot.capitalize(), palette.standard(slot), slot[0].upper()) for slot in palette.GAME_SLOTS["corp"]
)

__all__ = [
    "GAME",
    "SEAT_COLOURS",
    "dealt_colours",
    "emblem",
    "fresh_seed",
    "rematch_settings",
    "seat_colours",
    "start_session",
]


def seat_colours(seats: int) -> list[tuple[int, int, int]]:
    """The colour of each of `seats` seats, in seat order."""
    return [palette.shown(SEAT_COLOURS[i % len(SEAT_COLOURS)][1]) for i in range(max(0, seats))]


def dealt_colours(state) -> list[tuple[int, int, int]]:
    """The seats' colours a new game gives them (red, blue, yellow...), for a save that keeps none (a
    simulated game's): the replay viewer drew its seats in the kit's defaults, Player 1 a gold the
    table does not know, its token reading "1" among "G" and "P" (play-test r24)."""
    return seat_colours(len(state.players))


def emblem(seat: int, colour: tuple | None = None) -> str:
    """The letter drawn on a seat's token: its colour's (a kept colour the table does not know: the seat number)."""
    if colour is not None:
        slot = palette.slot_of(colour)  # a kept colour of any palette (or an old save's)
        for _name, rgb, letter in SEAT_COLOURS:
            if slot is not None and palette.slot_of(rgb) == slot:
                return letter
        return str(seat + 1)
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)][2]


def start_session(settings: Mapping[str, Any], bot_seats: Iterable[int], seed: int | None = None) -> Session:
    """A new autosaved NecronomiCORP session (fresh seed unless given); the seats and colours go into
    settings["ui"]. ValueError naming the setting when the rules refuse the settings."""
    from tabletop.games import get_game
    from tabletop.ui import persist as saves

    given = {k: v for k, v in dict(settings).items() if k != "ui"}
    game = get_game(GAME)
    game.validate_settings(given)  # the engine's refusal (teams for the count, special without the expansion)
    players = int(given.get("players", 4))
    return saves.start_session(GAME, given, bot_seats, seat_colours(players), seed)


def rematch_settings(session: Session) -> dict:
    """The settings a rematch starts from: the same players, expansion, characters kind, teams and target."""
    keep = ("players", "expansion", "special", "teams", "target")
    return {k: v for k, v in dict(session.settings).items() if k in keep}
