"""A game's settings schema: what a new game may be set to, each setting with its bounds and default.

The shared new-game form (tabletop.ui.scenes.new_game) is drawn from it: the number of players,
who sits in each seat (a person or the computer), and the game's options (a choice among values,
a switch, a whole number in a range). Settings from the form or a save are checked against it
before the game is built (`SettingsSchema.check`), so nothing from a file reaches the engine out
of bounds; the engine's own check stays the authority on everything the schema does not describe
(combinations, content ids), and tests keep the two in agreement.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

HUMAN, BOT = "human", "bot"
SEAT_KINDS: tuple[tuple[str, str], ...] = (("Human", HUMAN), ("Bot", BOT))
# Keys any game's settings may hold that are not the rules' (the UI's seats and colours).
UI_KEY = "ui"
# A computer seat's bot level (issue 25), kept in settings["ui"]["levels"] as {"seat": level}: normal is
# each game's default bot, easy one a first-time player can beat, hard one that searches.
LEVELS: tuple[str, ...] = ("easy", "normal", "hard")
NORMAL = "normal"
LEVEL_LABELS: tuple[tuple[str, str], ...] = (("Easy", "easy"), ("Normal", "normal"), ("Hard", "hard"))
LEVELS_KEY = "levels"
# No setting's text comes near this long (a map's id, a mode): longer is refused unread.
MAX_TEXT = 64


# The words a switch may be written as in a file or on the command line (`simulate --set k=on`):
# a save written that way must load, so the schema reads what the most lenient engine reads.
FLAG_WORDS = {"1": True, "true": True, "yes": True, "on": True, "0": False, "false": False, "no": False, "off": False}


def _number(value: Any) -> int | None:
    """A whole number as a file may write it (3, 3.0, "3"); None for anything else."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float) and math.isfinite(value) and value.is_integer():
        return int(value)
    if isinstance(value, str) and len(value) <= 20 and value.strip().lstrip("-").isdigit():
        return int(value.strip())
    return None


class SettingRefused(ValueError):
    """A game's refusal of a setting for what it is, not for its value out of bounds: `key` names the
    setting, `value` what was given. Its message is the game's own (as any ValueError's); the kind (the
    subclass) lets a screen say it in a player's words without reading the game's English."""

    def __init__(self, message: str, key: str, value: Any = None) -> None:
        super().__init__(message)
        self.key = key
        self.value = value


class UnknownSetting(SettingRefused):
    """A setting the game does not have (another version's, or a file edited by hand)."""


class TestOnlySetting(SettingRefused):
    """A setting only the rules' tests may give (forced dice): a saved or started game cannot."""

    __test__ = False  # not a test class, whatever pytest makes of its name


class MissingContent(SettingRefused):
    """A setting naming content this app does not have (a map whose file is missing, a mod not installed)."""


def show_value(value: Any) -> str:
    """A value for an error message, cut short (a hostile file's value may be huge)."""
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def check_level(value: Any, where: str = "bot level") -> str:
    """A bot level (easy, normal, hard), or ValueError saying what was given and what may be."""
    if not isinstance(value, str) or value not in LEVELS:
        raise ValueError(f"{where}: expected a bot level ({', '.join(LEVELS)}), got {show_value(value)}")
    return value


def check_ui_levels(ui: Any, most_seats: int, levels: tuple[str, ...] = LEVELS) -> None:
    """The bot levels of a `settings["ui"]` record: {"seat": level} for seats 0 .. most_seats-1, each a
    level of `levels`; ValueError naming the seat and the level. A record without levels is fine (normal)."""
    if not isinstance(ui, Mapping) or ui.get(LEVELS_KEY) is None:
        return
    given = ui[LEVELS_KEY]
    where = f"setting {UI_KEY}.{LEVELS_KEY}"
    if not isinstance(given, Mapping):
        raise ValueError(f'{where}: expected seats and their bot levels, e.g. {{"1": "hard"}}, got {show_value(given)}')
    for seat, level in given.items():
        number = _number(seat)
        if number is None or not 0 <= number < most_seats:
            raise ValueError(f"{where}: {show_value(seat)} is not a seat (0 to {most_seats - 1})")
        if not isinstance(level, str) or level not in levels:
            raise ValueError(
                f"{where}: seat {number + 1}'s bot level must be one of {', '.join(levels)}, not {show_value(level)}"
            )


def read_flag(value: Any) -> bool | None:
    """A switch's value as true/false (also 1/0, and yes/no, on/off, true/false as text); None when it is
    none of those. The one reading of a switch: the schema and the engines' own settings use it."""
    if isinstance(value, bool):
        return value
    if isinstance(value, int) and value in (0, 1):
        return bool(value)
    if isinstance(value, str) and value.strip().lower() in FLAG_WORDS:
        return FLAG_WORDS[value.strip().lower()]
    return None


@dataclass(frozen=True)
class Choice:
    """One of a few values, each with its label: `options` are (label, value) pairs."""

    key: str
    label: str
    options: tuple[tuple[str, Any], ...]
    default: Any
    tip: str = ""

    def check(self, value: Any) -> Any:
        """The value, or ValueError naming the setting and what it may be."""
        for _label, allowed in self.options:
            if value == allowed and type(value) is type(allowed):
                return value
        allowed_text = ", ".join(show_value(v) for _l, v in self.options)
        raise ValueError(f"setting {self.key}: expected one of {allowed_text}, got {show_value(value)}")


@dataclass(frozen=True)
class Flag:
    """A switch, on or off."""

    key: str
    label: str
    default: bool = False
    tip: str = ""

    @property
    def options(self) -> tuple[tuple[str, bool], ...]:
        """Off and On, as the form offers them."""
        return (("Off", False), ("On", True))

    def check(self, value: Any) -> bool:
        """The switch's value (true/false, also 1/0 or yes/no, on/off as text), or ValueError naming it."""
        got = read_flag(value)
        if got is None:
            raise ValueError(f"setting {self.key}: expected true or false, got {show_value(value)}")
        return got


@dataclass(frozen=True)
class Whole:
    """A whole number from `low` to `high`."""

    key: str
    label: str
    low: int
    high: int
    default: int | None = None  # None: the game's own default (the form leaves the setting out)
    tip: str = ""

    @property
    def options(self) -> tuple[tuple[str, int], ...]:
        """Every allowed number, as the form offers them (a schema keeps these ranges short)."""
        return tuple((str(n), n) for n in range(self.low, self.high + 1))

    def check(self, value: Any) -> int:
        """The number (also as 3.0 or "3"), or ValueError naming the setting and its bounds."""
        number = _number(value)
        if number is None or not self.low <= number <= self.high:
            raise ValueError(
                f"setting {self.key}: expected a whole number from {self.low} to {self.high}, got {show_value(value)}"
            )
        return number


@dataclass(frozen=True)
class Text:
    """A short word the game checks against its content (a map's id): the schema bounds only its length."""

    key: str
    label: str
    default: str | None = None
    tip: str = ""

    @property
    def options(self) -> tuple[tuple[str, str], ...]:
        """None: the game's content lists them (its own screen offers them)."""
        return ()

    def check(self, value: Any) -> str:
        """The value, or ValueError naming the setting."""
        if not isinstance(value, str) or not 0 < len(value) <= MAX_TEXT:
            raise ValueError(
                f"setting {self.key}: expected a name of 1 to {MAX_TEXT} characters, got {show_value(value)}"
            )
        return value


Option = Choice | Flag | Whole | Text


@dataclass(frozen=True)
class SettingsSchema:
    """What a new game may be set to.

    `players`: the fewest and most players (inclusive); `default_players`: how many the form
    starts with; `seat_kinds`: (label, kind) of who may sit in a seat, the first for seat 1 and the
    last for the others by default; `options`: the game's settings beyond the number of players, in
    the form's order; `players_key`: the settings key the number of players goes under (None when a
    game has a fixed number and no such setting)."""

    players: tuple[int, int] = (2, 2)
    default_players: int | None = None
    seat_kinds: tuple[tuple[str, str], ...] = SEAT_KINDS
    options: tuple[Option, ...] = ()
    players_key: str | None = "players"
    # The player counts the new-game form offers, when fewer than `players` (None: all of them): a
    # count whose table is not built yet is played by the simulator and saves, not offered on the form.
    form_players: tuple[int, int] | None = None
    # The bot levels a computer seat may play at (issue 25): those the game has bots for.
    levels: tuple[str, ...] = LEVELS

    @property
    def offered_players(self) -> tuple[int, int]:
        """The fewest and most players the new-game form offers."""
        return self.form_players or self.players

    def __post_init__(self) -> None:
        low, high = self.players
        if not 1 <= low <= high:
            raise ValueError(f"players: expected 1 <= fewest <= most, got {self.players}")
        if self.form_players is not None and not low <= self.form_players[0] <= self.form_players[1] <= high:
            raise ValueError(f"form_players: expected {self.form_players} within {self.players}")
        if not low <= self.starting_players <= high:
            raise ValueError(f"default_players {self.default_players} is outside {low}..{high}")
        for option in self.options:
            if option.default is not None:
                option.check(option.default)  # a schema whose default it would refuse is a bug, found at import
        if NORMAL not in self.levels or not set(self.levels) <= set(LEVELS):
            raise ValueError(f"levels: expected normal and others of {LEVELS}, got {self.levels}")
        keys = [o.key for o in self.options]
        if len(set(keys)) != len(keys) or self.players_key in keys or UI_KEY in keys:
            raise ValueError(f"settings schema: keys must be unique and not {self.players_key!r} or {UI_KEY!r}")

    @property
    def starting_players(self) -> int:
        """How many players the form starts with."""
        return self.default_players if self.default_players is not None else self.players[0]

    def option(self, key: str) -> Option | None:
        """The option of that key, if the schema has it."""
        return next((o for o in self.options if o.key == key), None)

    def default_seats(self, players: int) -> tuple[str, ...]:
        """Who sits where by default: the first kind in seat 1, the last in the others."""
        first, rest = self.seat_kinds[0][1], self.seat_kinds[-1][1]
        return (first,) + (rest,) * (players - 1)

    def defaults(self) -> dict[str, Any]:
        """The settings the form starts from (options without a default left to the game)."""
        out: dict[str, Any] = {o.key: o.default for o in self.options if o.default is not None}
        if self.players_key is not None:
            out[self.players_key] = self.starting_players
        return out

    def check_players(self, value: Any) -> int:
        """The number of players, or ValueError naming the setting and its bounds."""
        low, high = self.players
        number = _number(value)
        if number is None or not low <= number <= high:
            raise ValueError(
                f"setting {self.players_key}: expected a whole number from {low} to {high}, got {show_value(value)}"
            )
        return number

    def check(self, settings: Any) -> dict[str, Any]:
        """The settings with every value the schema describes within its bounds; ValueError naming the
        first setting that is not. Keys the schema does not describe are passed on for the engine to
        judge (it refuses unknown ones), so a game keeps settings only its rules know. Values are checked,
        not rewritten: a number written as text is bounded here and read by the engine as it reads it."""
        if not isinstance(settings, Mapping):
            raise ValueError(f"settings must be a table of names and values, not {show_value(settings)}")
        out: dict[str, Any] = {}
        for key, value in settings.items():
            if not isinstance(key, str) or len(key) > MAX_TEXT:
                raise ValueError(f"a setting's name must be a short text, not {show_value(key)}")
            if isinstance(value, float) and not math.isfinite(value):
                raise ValueError(f"setting {key}: {value} is not a number a game uses")
            if key == self.players_key:
                self.check_players(value)
            elif key == UI_KEY:
                check_ui_levels(value, self.players[1], self.levels)
            else:
                option = self.option(key)
                if option is not None and not (value is None and option.default is None):
                    option.check(value)
            out[key] = value
        return out
