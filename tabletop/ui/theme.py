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
from tabletop.ui.layout import preferences, ui_scale

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


# Pixel sizes in the theme's "misc" blocks that grow with the window, like the fonts do.
SCALED_MISC = ("title_bar_height", "list_item_height")
# Blocks scaled with the text but never below their design size: the message window's Dismiss button,
# which pygame_gui makes 24 px tall (UIScene.show_message grows it to its text). It was left unscaled, so
# Large text did not reach it (play-test r25).
FLOORED_BLOCKS = ("message_window.#dismiss_button",)


def font_scale(size: tuple[int, int]) -> float:
    """The text scale for a window size, in steps of 0.1 so a resize drag rarely crosses one; with Large
    text in steps of 0.05 (to the nearest 0.1, the smallest window's 0.94 drew its text at 0.9, against 0.8
    without Large text: letters a pixel or two larger, play-test r25)."""
    steps = 20 if preferences()[1] else 10
    return round(ui_scale(size) * steps) / steps


def scaled(points: float, scale: float) -> int:
    """A font or metric size at a text scale."""
    return max(8, round(float(points) * scale))


def _scale_theme(theme: dict, scale: float) -> dict:
    """Copy of a theme with font sizes and a few metrics multiplied by `scale`."""
    out = {}
    for block, body in theme.items():
        k = max(1.0, scale) if block in FLOORED_BLOCKS else scale
        if not isinstance(body, dict) or k == 1.0:
            out[block] = body
            continue
        body = dict(body)
        if isinstance(body.get("font"), dict) and "size" in body["font"]:
            body["font"] = {**body["font"], "size": str(scaled(body["font"]["size"], k))}
        if isinstance(body.get("misc"), dict):
            body["misc"] = {key: (str(scaled(v, k)) if key in SCALED_MISC else v) for key, v in body["misc"].items()}
        out[block] = body
    return out


def load_theme_dict(scale: float = 1.0) -> dict:
    """theme.json as a dict with absolute font paths, its text scaled by `scale`."""
    with open(theme_path(), encoding="utf-8") as fh:
        return _scale_theme(_absolutise(json.load(fh), assets_dir()), scale)


def make_manager(size: tuple[int, int]) -> pygame_gui.UIManager:
    """A UIManager with our theme (text scaled to the window) and all its fonts preloaded."""
    scale = font_scale(size)
    theme = load_theme_dict(scale)
    manager = pygame_gui.UIManager(size, theme, enable_live_theme_updates=False)
    manager.text_scale = scale  # remembered so the app knows when a resize needs a new manager
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
    wanted = [{**f, "point_size": scaled(f["point_size"], scale)} for f in EXTRA_FONTS]
    missing = [
        f
        for f in wanted
        if fd.create_font_id(
            int(f["point_size"]), str(f["name"]), "bold" in str(f["style"]), "italic" in str(f["style"])
        )
        not in fd.loaded_fonts
    ]
    manager.preload_fonts(missing)
    return manager
