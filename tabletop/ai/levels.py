"""Bot levels (issue 25): easy, normal and hard, one per computer seat, in every game.

A level is a name the settings schema checks (`tabletop.games.settings_schema.LEVELS`); each game's
spec lists its bots by name, normal being its "default" bot (today's), and "easy" and "hard" the
levels it has. A seat's level is kept in the save's `settings["ui"]["levels"]` ({"1": "hard"}: seat
numbers from 0, as text), so a loaded game's bots play as they did; a save without levels (made
before them) plays normal bots.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop.ai import Bot, get_bot
from tabletop.games import spec_of
from tabletop.games.settings_schema import LEVELS, NORMAL, check_level

__all__ = ["LEVELS", "NORMAL", "bot_name", "level_bot", "levels_of", "parse_levels", "seat_levels"]


def bot_name(level: str) -> str:
    """The registry's name of a level's bot: normal is each game's default bot."""
    return "default" if level == NORMAL else level


def levels_of(game_name: str) -> tuple[str, ...]:
    """The levels a game has bots for, easiest first (normal always)."""
    bots = spec_of(game_name).bots
    return tuple(level for level in LEVELS if level == NORMAL or bot_name(level) in bots)


def level_bot(game_name: str, level: str) -> Bot:
    """The bot playing `level` in a game; ValueError naming the level when the game has none."""
    check_level(level)
    if level not in levels_of(game_name):
        have = ", ".join(levels_of(game_name))
        raise ValueError(f"{game_name} has no {level} bot; its levels: {have}")
    return get_bot(game_name, bot_name(level))


def parse_levels(text: Any, seats: int | None = None) -> list[str]:
    """Levels per seat from `--set bots=hard,easy` (or a list): each checked; ValueError saying which
    is not a level, or that there are more than `seats`."""
    items = text if isinstance(text, (list, tuple)) else str(text).split(",")
    levels = [str(item).strip().lower() for item in items]
    if not levels or not all(levels):
        raise ValueError(f"bots: expected levels separated by commas, e.g. bots=hard,easy, got {text!r}")
    for level in levels:
        check_level(level, "bots")
    if seats is not None and len(levels) > seats:
        raise ValueError(f"bots: {len(levels)} levels given for {seats} seats played by bots")
    return levels


def seat_levels(ui: Any) -> dict[int, str]:
    """Each seat's level from a `settings["ui"]` record (checked when the save was read); a seat not
    named there plays normal."""
    levels = ui.get("levels") if isinstance(ui, Mapping) else None
    if not isinstance(levels, Mapping):
        return {}
    return {int(seat): str(level) for seat, level in levels.items() if str(seat).isdigit() and level in LEVELS}
