"""The user's settings: what they are, and reading/writing them as a small TOML file.

A broken file never stops the app: it is renamed aside (settings.toml.broken) so the
user loses nothing, and the caller gets a message to show. A file that cannot be read at all
gives the defaults; one with some values out of range keeps the others (play-test r21: a window
size of 99999x5 also threw away the volume and palette), and is written again without the bad ones;
one that is not TOML as a whole (a line typed by hand, a setting given twice) is read line by line,
each line that cannot be read named and the rest kept.
"""

from __future__ import annotations

import math
import os
import tomllib
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any

from tabletop.content.toml_guard import TomlShapeError, prescan
from tabletop.core.errors import read_bytes
from tabletop.core.save import atomic_write_text
from tabletop.ui.layout import MIN_SIZE, UI_SCALES
from tabletop.ui.palette import PALETTES

# The Settings screen's window sizes, smallest first: from the smallest the screens are laid out for up.
WINDOW_SIZES: tuple[tuple[int, int], ...] = (
    MIN_SIZE,
    (1024, 640),
    (1280, 800),
    (1440, 900),
    (1600, 1000),
    (1920, 1200),
)
ANIMATION_SPEEDS: tuple[tuple[str, float], ...] = (
    ("Slow", 0.5),
    ("Normal", 1.0),
    ("Fast", 2.0),
    ("Instant", 0.0),
)


@dataclass
class Settings:
    """Everything the Settings screen can change."""

    fullscreen: bool = False
    window_width: int = 1280
    window_height: int = 800
    animation_speed: float = 1.0  # multiplier; 0 means animations are skipped
    show_fps: bool = False
    # The battle table's side columns narrowed to slim strips (issue 10: room for the map)
    table_left_collapsed: bool = False
    table_right_collapsed: bool = False
    # Sound (issue 26): loudness 0..1 of everything and of the table's effects, all off, and
    # whether the computer's actions make their sounds too
    master_volume: float = 0.8
    effects_volume: float = 0.8
    mute: bool = False
    sound_for_computer: bool = True
    # How it looks (issue 26): the UI scale in percent (one of UI_SCALES), large text, and the
    # player colours' palette (one of PALETTES: colour-blind safe, or high contrast)
    ui_scale: int = 100
    large_text: bool = False
    palette: str = "standard"

    @property
    def window_size(self) -> tuple[int, int]:
        """Window size in pixels as (width, height)."""
        return (self.window_width, self.window_height)


# Window sizes in pixels: the Settings screen offers 960x600 to 1920x1200; 7680x4320 (8K) is the
# largest screen sold. A window of 16384x16384 was accepted and took the app past 6 GB of memory,
# drawing nothing (play-test r21); below 320 no screen could be laid out.
INT_BOUNDS: dict[str, tuple[int, int]] = {"window_width": (320, 7680), "window_height": (320, 4320)}
# Numbers with a narrower range than the default 0..10 (a volume above 1 would be refused by the mixer).
FLOAT_BOUNDS: dict[str, tuple[float, float]] = {"master_volume": (0.0, 1.0), "effects_volume": (0.0, 1.0)}
# Settings that take one of a few values.
CHOICES: dict[str, tuple] = {"ui_scale": UI_SCALES, "palette": tuple(PALETTES)}


class SettingsError(ValueError):
    """A settings file that cannot be used; the message names the file and the problem."""


def _check(path: Path, data: dict) -> Settings:
    """Build Settings from parsed TOML, rejecting wrong types and impossible values."""
    settings, problems = _checked(data)
    if problems:
        raise SettingsError(f"{path}: {'; '.join(problems)}")
    return settings


def _checked(data: dict) -> tuple[Settings, list[str]]:
    """Settings from parsed TOML, each wrong value left at its default, and what was wrong with each
    ("NAME = VALUE: expected ..."), so one bad value costs only itself."""
    values: dict[str, Any] = {}
    problems: list[str] = []
    for f in fields(Settings):
        if f.name not in data:
            continue  # a missing key keeps its default, so old files stay valid
        value = data[f.name]
        default = getattr(Settings, f.name)
        if f.name in CHOICES:
            ok = type(value) is type(default) and value in CHOICES[f.name]
            expected = "one of " + ", ".join(repr(c) for c in CHOICES[f.name])
        elif isinstance(default, bool):
            ok = isinstance(value, bool)
            expected = "true or false"
        elif isinstance(default, int):
            low_px, high_px = INT_BOUNDS.get(f.name, (320, 7680))
            ok = isinstance(value, int) and not isinstance(value, bool) and low_px <= value <= high_px
            expected = f"a whole number of pixels between {low_px} and {high_px}"
        else:
            low, high = FLOAT_BOUNDS.get(f.name, (0.0, 10.0))
            ok = isinstance(value, (int, float)) and not isinstance(value, bool) and low <= value <= high
            expected = f"a number between {low:g} and {high:g}"
        if not ok:
            problems.append(f"{f.name} = {_shown(value)}: expected {expected}")
            continue
        values[f.name] = float(value) if isinstance(default, float) else value
    return Settings(**values), problems


def _shown(value: object) -> str:
    """A value for a message, cut short (a hand-edited file may hold a long text or a big table)."""
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


# The settings file holds a few short lines; 64 kB is far above anything the app writes.
MAX_SETTINGS_BYTES = 64 * 1024


def parse_settings(path: Path) -> Settings:
    """Read a settings file; raises SettingsError naming the file and what is wrong."""
    return _check(path, _read(path))


def _read(path: Path) -> dict:
    """The settings file's TOML table; SettingsError naming the file when it cannot be read as one."""
    try:
        raw = read_bytes(Path(path), _SettingsFileError, limit=MAX_SETTINGS_BYTES, what="settings file")
        text = raw.decode("utf-8-sig")
        prescan(text)  # a dotted-key bomb of 64 kB would take the parser 30 s (issue 22)
        data = tomllib.loads(text)
    except _SettingsFileError as exc:
        raise SettingsError(f"{path}: {exc.problem}") from None
    except TomlShapeError as exc:
        raise SettingsError(f"{path}: not valid settings: {exc}") from None
    except tomllib.TOMLDecodeError as exc:
        raise _NotToml(f"{path}: not valid TOML: {exc}", text) from exc
    except UnicodeDecodeError as exc:
        raise SettingsError(f"{path}: cannot be read: {exc}") from exc
    except RecursionError:
        raise SettingsError(f"{path}: not valid settings: nested too deeply") from None
    return data


class _NotToml(SettingsError):
    """A settings file that reads as text but not as TOML: its lines may still be read one by one."""

    def __init__(self, message: str, text: str) -> None:
        super().__init__(message)
        self.text = text


def _salvage(text: str) -> tuple[dict, list[str]]:
    """The settings of a file that is not valid TOML as a whole, read line by line (the app writes one
    `name = value` a line), and what was wrong: a line no TOML reader can read is named with its number,
    and a setting given twice (a line added by hand below the old one) is named with both lines and
    left at its default, since either value might be the one meant. Play-test r25: one such line threw
    every setting away, the large text and the colours with it."""
    data: dict[str, Any] = {}
    problems: list[str] = []
    lines_of: dict[str, list[int]] = {}
    for number, line in enumerate(text.splitlines(), start=1):
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            continue
        try:
            part = tomllib.loads(stripped)
        except (tomllib.TOMLDecodeError, RecursionError):
            problems.append(f"line {number}, {_shown(stripped)}: expected name = value")
            continue
        for key, value in part.items():
            lines_of.setdefault(key, []).append(number)
            data[key] = value
    for key, numbers in lines_of.items():
        if len(numbers) > 1:
            del data[key]
            problems.append(f"{key} is set on lines {', '.join(map(str, numbers))}: expected once")
    return data, problems


class _SettingsFileError(Exception):
    def __init__(self, path, problem: str):
        super().__init__(problem)
        self.problem = problem


def _aside_path(path: Path) -> Path:
    """A free name beside `path` for a broken file, never overwriting an older one."""
    candidate = path.with_name(path.name + ".broken")
    n = 2
    while candidate.exists():
        candidate = path.with_name(f"{path.name}.broken.{n}")
        n += 1
    return candidate


def load_settings(path: Path) -> tuple[Settings, str | None]:
    """Settings from `path` (defaults when absent) and a message if the file was broken."""
    if not path.exists():
        return Settings(), None
    line_problems: list[str] = []
    try:
        data = _read(path)
    except _NotToml as exc:
        data, line_problems = _salvage(exc.text)
        if not set(data) & {f.name for f in fields(Settings)}:  # nothing of the settings in it: the defaults
            return Settings(), f"Your settings could not be read, so the defaults are used.\n{exc}\n{_set_aside(path)}"
    except SettingsError as exc:
        return Settings(), f"Your settings could not be read, so the defaults are used.\n{exc}\n{_set_aside(path)}"
    settings, problems = _checked(data)
    problems = line_problems + problems
    if not problems:
        return settings, None
    # Some values are wrong: only those go back to their defaults. The file as it was is kept aside
    # and the rest written again, so the next start neither asks again nor loses the good ones.
    kept = _set_aside(path)
    try:
        save_settings(path, settings)
    except OSError as exc:
        kept += f" The corrected settings could not be written ({exc})."
    which, back = (
        ("This setting", "it is back to its default")
        if len(problems) == 1
        else (
            "These settings",
            "they are back to their defaults",
        )
    )
    return settings, (
        f"{which} in {path} could not be used, so {back}; the others are kept.\n" + "\n".join(problems) + f"\n{kept}"
    )


def _set_aside(path: Path) -> str:
    """Rename a broken settings file to a free name beside it; the sentence saying where it went."""
    aside = _aside_path(path)
    try:
        os.replace(path, aside)
        return f"The file was kept as {aside}."
    except OSError as move_exc:
        return f"It could not be moved aside ({move_exc}); it will be overwritten if you change a setting."


def _toml_value(value: object) -> str:
    """One TOML value: only strings, numbers and booleans are needed here."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        if math.isnan(value):
            return "nan"
        if math.isinf(value):
            return "inf" if value > 0 else "-inf"
        text = repr(value)
        return text if any(c in text for c in ".eE") else text + ".0"
    if isinstance(value, str):
        escaped = (
            value.replace("\\", "\\\\")
            .replace('"', '\\"')
            .replace("\n", "\\n")
            .replace("\t", "\\t")
            .replace("\r", "\\r")
        )
        # Other control characters are not allowed raw in a TOML basic string.
        escaped = "".join(c if ord(c) >= 0x20 and ord(c) != 0x7F else f"\\u{ord(c):04X}" for c in escaped)
        return f'"{escaped}"'
    raise TypeError(f"cannot write {type(value).__name__} to TOML: {value!r}")


def dumps_toml(data: dict[str, object]) -> str:
    """A flat TOML document (keys to strings, numbers or booleans)."""
    lines = []
    for key, value in data.items():
        bare = key and all(c.isascii() and (c.isalnum() or c in "_-") for c in key)
        lines.append(f"{key if bare else _toml_value(key)} = {_toml_value(value)}")
    return "\n".join(lines) + "\n"


def save_settings(path: Path, settings: Settings) -> None:
    """Write settings the way saves are written (synced temporary file, rename, synced folder),
    so a crash mid-write leaves the old file or the new one, never half a file."""
    atomic_write_text(Path(path), "# Necro Tabletop settings\n" + dumps_toml(asdict(settings)))
