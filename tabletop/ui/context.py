"""What every scene may use from the app: the UI manager, the window size, the settings."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import pygame_gui

from tabletop.ui.settings_store import Settings
from tabletop.ui.sound import SoundBoard, silent


@dataclass
class Context:
    """Shared app services handed to every scene (scenes never reach into the App itself)."""

    manager: pygame_gui.UIManager
    size: tuple[int, int]
    settings: Settings
    settings_path: Path
    log_path: Path
    # Scenes ask for new settings; the app applies them between events (window changes).
    request_settings: Callable[[Settings], str | None] = field(default=lambda s: None)
    settings_message: str | None = None  # shown once, e.g. after a broken settings file
    sounds: SoundBoard = field(default_factory=silent)  # the app's sound layer (silent without an app)
