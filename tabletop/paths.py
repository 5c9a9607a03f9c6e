"""Where the app finds its data (assets/, levels/) and keeps the user's files.

Running from a checkout, data sits beside the package; in a PyInstaller build it is
unpacked under `sys._MEIPASS`. User files (settings, saves, autosave, logs, mods) live under
$NECRO_TABLETOP_HOME, else the platform's data folder, so tests can point it elsewhere.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path


def app_root() -> Path:
    """The folder that holds assets/ and levels/."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen)
    return Path(__file__).resolve().parent.parent


def assets_dir() -> Path:
    """The shipped content: themes, fonts, game data."""
    return app_root() / "assets"


def levels_dir() -> Path:
    """The shipped maps, board sides, building set-ups and scenarios."""
    return app_root() / "levels"


def user_dir() -> Path:
    """The user's own folder (created on first use)."""
    env = os.environ.get("NECRO_TABLETOP_HOME")
    if env:
        base = Path(env)
    elif sys.platform.startswith("win"):
        base = Path(os.environ.get("APPDATA", Path.home())) / "NecroTabletop"
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support" / "NecroTabletop"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME", Path.home() / ".local" / "share")) / "necro-tabletop"
    base.mkdir(parents=True, exist_ok=True)
    return base


def saves_dir() -> Path:
    """Where saved games go."""
    path = user_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path


def autosave_path() -> Path:
    """The single autosave file, rewritten after every action."""
    return user_dir() / "autosave.json"


def settings_path() -> Path:
    """The user's settings file."""
    return user_dir() / "settings.toml"


def log_path() -> Path:
    """The app's log file (scene changes, errors) — also what end-to-end tests read."""
    return user_dir() / "tabletop.log"


def mods_dir() -> Path:
    """The user's mods folder: each subfolder is one mod (see README, "Mods")."""
    path = user_dir() / "mods"
    path.mkdir(parents=True, exist_ok=True)
    return path
