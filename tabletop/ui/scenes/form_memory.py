"""The new-game forms remember each game's last choices (play-test: every form forgot them, Aliens &
Spirits back to Off, the bot levels back to normal) in the user's folder, one small JSON file a game,
`new-game-<game>.json`, written when a game starts from the form.

The file is the user's and may be anything: every value is checked against the form's schema (and the
game's own checks for what only its form holds) before the form takes it. An unknown key is ignored; a
value out of bounds is dropped, with a line in the log naming the file and the field, and the form's
default stays; a file that cannot be read at all leaves the whole form at its defaults. Nothing in it
ever stops the form from opening.

This module imports no game: the schema and the game's checks come from the form.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tabletop import paths
from tabletop.core.errors import read_bytes
from tabletop.core.save import atomic_write_text
from tabletop.games.settings_schema import Flag, SettingsSchema, show_value

if TYPE_CHECKING:
    from tabletop.ui.scenes.new_game import FormChoices

log = logging.getLogger("tabletop.ui")

VERSION = 1
# The file holds a few short lines; anything near this is not one the app wrote.
MAX_BYTES = 64 * 1024
# A check of a value only the game's form holds: the value to use, or ValueError saying what it may be.
Check = Callable[[Any], Any]


class _Unreadable(Exception):
    def __init__(self, path, problem: str):
        super().__init__(problem)
        self.problem = problem


def memory_path(game: str) -> Path:
    """Where the last choices of `game`'s new-game form are kept."""
    return paths.user_dir() / f"new-game-{game}.json"


def read(game: str) -> dict[str, Any]:
    """The record kept for `game` ({} when there is none, or when the file cannot be read: logged)."""
    path = memory_path(game)
    try:
        if not path.exists():
            return {}
        text = read_bytes(path, _Unreadable, limit=MAX_BYTES, what="remembered new-game choices").decode("utf-8-sig")
        record = json.loads(text)
    except _Unreadable as exc:
        return _unusable(path, exc.problem)
    except (OSError, UnicodeDecodeError, ValueError, RecursionError) as exc:  # JSONDecodeError is a ValueError
        return _unusable(path, f"not readable as JSON ({type(exc).__name__}: {str(exc)[:120]})")
    if not isinstance(record, dict):
        return _unusable(path, f"expected an object of choices, got {type(record).__name__}")
    return record


def _unusable(path: Path, problem: str) -> dict[str, Any]:
    log.warning("new-game form: %s: %s; the form opens at the game's defaults", path, problem)
    return {}


def write(game: str, record: Mapping[str, Any]) -> None:
    """Keep `record` as `game`'s last choices (a failure to write is logged: the game starts anyway)."""
    path = memory_path(game)
    try:
        atomic_write_text(path, json.dumps({"version": VERSION, **record}, indent=1, sort_keys=True) + "\n")
    except (OSError, TypeError, ValueError) as exc:
        log.warning("new-game form: %s: the last choices could not be kept (%s)", path, exc)


def dropped(path: Path, field: str, value: Any, why: str) -> None:
    """Log a remembered value the form does not take (the default stays)."""
    log.warning("new-game form: %s: %s = %s dropped: %s; the default is offered", path, field, show_value(value), why)


def restore(
    form: FormChoices,
    schema: SettingsSchema,
    record: Mapping[str, Any],
    path: Path,
    checks: Mapping[str, Check] | None = None,
) -> FormChoices:
    """`form` (the defaults) with every remembered choice in `record` that passes its check: the number
    of players the form offers, each seat's kind and bot level, each option's value (the schema's check,
    or the game's `checks` for values only its form holds). What fails is dropped and logged."""
    checks = checks or {}
    low, high = schema.offered_players
    players = record.get("players")
    if players is not None:
        if isinstance(players, int) and not isinstance(players, bool) and low <= players <= high:
            form = form.with_players(players, schema)
        else:
            dropped(path, "players", players, f"expected a whole number from {low} to {high}")
    kinds = [kind for _label, kind in schema.seat_kinds]
    for i, kind in enumerate(_listed(path, record, "seats")[: form.players]):
        if isinstance(kind, str) and kind in kinds:
            form = form.with_seat(i, kind)
        else:
            dropped(path, f"seats[{i}]", kind, f"expected one of {', '.join(kinds)}")
    for i, level in enumerate(_listed(path, record, "levels")[:high]):  # seats left out now kept for later
        if isinstance(level, str) and level in schema.levels:
            form = form.with_level(i, level)
        else:
            dropped(path, f"levels[{i}]", level, f"expected one of {', '.join(schema.levels)}")
    values = record.get("values", {})
    if not isinstance(values, Mapping):
        dropped(path, "values", values, "expected an object of option values")
        values = {}
    for key, value in values.items():
        try:
            form = form.with_value(key, _checked(schema, checks, key, value))
        except KeyError:
            continue  # not an option of this form (an older version's, or made up): ignored
        except ValueError as exc:
            dropped(path, f"values.{key}", value, str(exc))
    return form


def _listed(path: Path, record: Mapping[str, Any], field: str) -> list:
    """The list under `field` ([] when absent; a value that is not a list is dropped)."""
    given = record.get(field, [])
    if isinstance(given, list):
        return given
    dropped(path, field, given, "expected a list, one a seat")
    return []


def _checked(schema: SettingsSchema, checks: Mapping[str, Check], key: Any, value: Any) -> Any:
    """The value for option `key`, or ValueError; KeyError for a key the form does not have."""
    if not isinstance(key, str):
        raise KeyError(key)
    if key in checks:
        return checks[key](value)
    option = schema.option(key)
    if option is None:
        raise KeyError(key)
    if value is None and option.default is None:
        return None  # "not set": the game's own default (a youngest player nobody named)
    if isinstance(option, Flag) and not isinstance(value, bool):
        raise ValueError(f"setting {key}: expected true or false, got {show_value(value)}")  # no "on" from a file
    return option.check(value)
