"""The user's settings: what they are, and reading/writing them as a small TOML file.

A broken file never stops the app: it is renamed aside (settings.toml.broken) so the
user loses nothing, the defaults are used, and the caller gets a message to show.
"""

from __future__ import annotations

import math
import os
import tomllib
from dataclasses import asdict, dataclass, fields
from pathlib import Path

from tabletop.content.toml_guard import TomlShapeError, prescan
from tabletop.core.errors import read_bytes
from tabletop.core.save import atomic_write_text
from tabletop.ui.layout import UI_SCALES
from tabletop.ui.palette import PALETTES

WINDOW_SIZES: tuple[tuple[int, int], ...] = (
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


# Numbers with a narrower range than the default 0..10 (a volume above 1 would be refused by the mixer).
FLOAT_BOUNDS: dict[str, tuple[float, float]] = {"master_volume": (0.0, 1.0), "effects_volume": (0.0, 1.0)}
# Settings that take one of a few values.
CHOICES: dict[str, tuple] = {"ui_scale": UI_SCALES, "palette": tuple(PALETTES)}


class SettingsError(ValueError):
    """A settings file that cannot be used; the message names the file and the problem."""


def _check(path: Path, data: dict) -> Settings:
    """Build Settings from parsed TOML, rejecting wrong types and impossible values."""
    values = {}
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
            ok = isinstance(value, int) and not isinstance(value, bool) and 320 <= value <= 16384
            expected = "a whole number of pixels between 320 and 16384"
        else:
            low, high = FLOAT_BOUNDS.get(f.name, (0.0, 10.0))
            ok = isinstance(value, (int, float)) and not isinstance(value, bool) and low <= value <= high
            expected = f"a number between {low:g} and {high:g}"
        if not ok:
            raise SettingsError(f"{path}: {f.name} = {value!r}: expected {expected}")
        values[f.name] = float(value) if isinstance(default, float) else value
    return Settings(**values)


# The settings file holds a few short lines; 64 kB is far above anything the app writes.
MAX_SETTINGS_BYTES = 64 * 1024


def parse_settings(path: Path) -> Settings:
    """Read a settings file; raises SettingsError naming the file and what is wrong."""
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
        raise SettingsError(f"{path}: not valid TOML: {exc}") from exc
    except UnicodeDecodeError as exc:
        raise SettingsError(f"{path}: cannot be read: {exc}") from exc
    except RecursionError:
        raise SettingsError(f"{path}: not valid settings: nested too deeply") from None
    return _check(path, data)


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
    try:
        return parse_settings(path), None
    except SettingsError as exc:
        aside = _aside_path(path)
        try:
            os.replace(path, aside)
            kept = f"The file was kept as {aside}."
        except OSError as move_exc:
            kept = f"It could not be moved aside ({move_exc}); it will be overwritten if you change a setting."
        return Settings(), f"Your settings could not be read, so the defaults are used.\n{exc}\n{kept}"


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
