"""The pygame_gui side of the look: loading assets/theme.json and preloading its fonts.

Font paths in theme.json are relative to assets/ so the file works from a checkout and
from a PyInstaller bundle alike; pygame_gui would resolve them against the working
directory, so they are made absolute here before the theme is handed over.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pygame_gui

from tabletop.paths import assets_dir

PATH_KEYS = ("regular_path", "bold_path", "italic_path", "bold_italic_path")

# Fonts that pygame_gui asks for at run time but that no theme block names directly:
# the bold and italic faces used by <b>/<i> in text boxes and message windows.
EXTRA_FONTS = [
    {"name": "dejavu_serif", "point_size": 18, "style": "bold"},
    {"name": "dejavu_serif", "point_size": 18, "style": "italic"},
    {"name": "dejavu_serif", "point_size": 16, "style": "regular"},
    {"name": "dejavu_serif", "point_size": 16, "style": "bold"},
    {"name": "dejavu_sans", "point_size": 16, "style": "bold"},
    {"name": "dejavu_sans", "point_size": 16, "style": "italic"},
    {"name": "dejavu_sans", "point_size": 14, "style": "regular"},
]


def theme_path() -> Path:
    """The one theme file."""
    return assets_dir() / "theme.json"


def _absolutise(node: Any, base: Path) -> Any:
    """Copy of a theme tree with every font path made absolute against `base`."""
    if isinstance(node, dict):
        out = {}
        for key, value in node.items():
            if key in PATH_KEYS and isinstance(value, str) and not Path(value).is_absolute():
                out[key] = str(base / value)
            else:
                out[key] = _absolutise(value, base)
        return out
    return node


def load_theme_dict() -> dict:
    """theme.json as a dict with absolute font paths."""
    with open(theme_path(), encoding="utf-8") as fh:
        return _absolutise(json.load(fh), assets_dir())


def make_manager(size: tuple[int, int]) -> pygame_gui.UIManager:
    """A UIManager with our theme and all its fonts preloaded (so pygame_gui does not warn)."""
    theme = load_theme_dict()
    manager = pygame_gui.UIManager(size, theme, enable_live_theme_updates=False)
    fonts = assets_dir() / "fonts"
    manager.add_font_paths(
        "dejavu_serif",
        str(fonts / "DejaVuSerif.ttf"),
        str(fonts / "DejaVuSerif-Bold.ttf"),
        str(fonts / "DejaVuSerif-Italic.ttf"),
    )
    manager.add_font_paths(
        "dejavu_sans",
        str(fonts / "DejaVuSans.ttf"),
        str(fonts / "DejaVuSans-Bold.ttf"),
        str(fonts / "DejaVuSans-Oblique.ttf"),
    )
    fd = manager.get_theme().get_font_dictionary()
    # The theme already preloaded the fonts it names; asking again would warn.
    missing = [
        f
        for f in EXTRA_FONTS
        if fd.create_font_id(int(f["point_size"]), str(f["name"]), "bold" in str(f["style"]), "italic" in str(f["style"]))
        not in fd.loaded_fonts
    ]
    manager.preload_fonts(missing)
    return manager
