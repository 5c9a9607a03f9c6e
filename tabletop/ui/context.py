"""What every scene may use from the app: the UI manager, the window size, the settings."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

import pygame_gui

from tabletop.ui.settings_store import Settings
from tabletop.ui.sound import SoundBoard, silent


class RequestSettings(Protocol):
    """The app's `request_settings`: adopt and save new settings (`resize`: the window size in them was
    chosen, so the window takes it); a message when they could not be saved."""

    def __call__(self, new: Settings, resize: bool = False) -> str | None: ...


def _no_app(new: Settings, resize: bool = False) -> str | None:
    """Without an app (a test's context) there is nothing to apply and nothing to save."""
    return None


@dataclass
class Context:
    """Shared app services handed to every scene (scenes never reach into the App itself)."""

    manager: pygame_gui.UIManager
    size: tuple[int, int]
    settings: Settings
    settings_path: Path
    log_path: Path
    # Scenes ask for new settings; the app applies them between events (window changes).
    request_settings: RequestSettings = field(default=_no_app)
    settings_message: str | None = None  # shown once, e.g. after a broken settings file
    sounds: SoundBoard = field(default_factory=silent)  # the app's sound layer (silent without an app)
