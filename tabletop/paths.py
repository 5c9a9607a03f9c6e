"""Where the app finds its data (assets/, levels/) and keeps the user's files.

Running from a checkout, data sits beside the package; in a PyInstaller build it is
unpacked under `sys._MEIPASS`. User files (settings, saves, autosave, logs, mods) live under
$NECRO_TABLETOP_HOME, else the platform's data folder, so tests can point it elsewhere.
"""

from __future__ import annotations

import os
import sys
import tempfile
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


def saves_folder() -> tuple[Path, str | None]:
    """(where saved games go, None) — or, when `saves` in the user's folder cannot be a folder (a
    file took its name, no permission), (the folder used instead, a sentence saying why and where).

    Saving somewhere the player is told of beats an app that will not start.
    """
    home = user_dir()
    wanted = home / "saves"
    problem = None
    for folder in (wanted, home / "saved-games", Path(tempfile.gettempdir()) / "necro-tabletop-saves"):
        try:
            folder.mkdir(parents=True, exist_ok=True)  # FileExistsError when a file has the name
        except OSError as exc:
            if problem is None:
                problem = (
                    f"{wanted} is a file, not a folder"
                    if wanted.is_file()
                    else f"{wanted} cannot be made ({exc.strerror or exc})"
                )
            continue
        if folder == wanted:
            return folder, None
        return folder, f"{problem}, so saved games go in {folder} instead. Move that file away to use {wanted} again."
    raise OSError(f"no folder for saved games could be made ({problem})")


def saves_dir() -> Path:
    """Where saved games go (see saves_folder for when `saves` cannot be used)."""
    return saves_folder()[0]


def autosave_path(game: str) -> Path:
    """The autosave of `game`'s last game, rewritten after every action: one per game, so starting
    a game of one title never replaces an unfinished game of another."""
    return user_dir() / f"autosave-{game}.json"


def autosave_paths() -> list[Path]:
    """Every game's autosave in the user's folder (whatever games this app has now)."""
    return sorted(p for p in user_dir().glob("autosave-*.json") if p.is_file())


def legacy_autosave_path() -> Path:
    """The single autosave earlier versions wrote, whatever the game (moved to its game's name on start)."""
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
