"""The player colours of all three games, from one palette chosen for colour-blind players (issue 26).

Each game names its seats' colours its own way (Necromolds' "Candle Amber", NecronomiCORP's "Red",
Rise's component colours "black" ... "white"), but every one of them is a *slot* of this palette, and
the table paints a slot in the palette the player chose in the Settings:

- "standard": chosen so that, within each game's set, every pair of colours stays at least ΔE 25 apart
  (CIE76, in CIELAB) for normal sight and under simulated protanopia, deuteranopia and tritanopia
  (Machado, Oliveira & Fernandes 2009, severity 1; see tests/ui/test_palette.py), and at least 10
  apart in lightness alone, so the seats still differ in a greyscale picture; the emblems
  (kit/emblems.py) are the second cue that never depends on colour at all.
- "high_contrast": the same slots, more saturated and spread further apart in lightness, for a
  bright room or weak eyes.

Saves keep the RGB the seats were given (always the standard palette's); `shown` turns a kept colour
into the active palette's at draw time, and leaves a colour it does not know (an old save) alone.
Pure data: no pygame, so the settings and the rules-free tests read it.
"""

from __future__ import annotations

RGB = tuple[int, int, int]

# slot -> (standard, high contrast)
SLOTS: dict[str, tuple[RGB, RGB]] = {
    "amber": ((255, 198, 35), (242, 140, 24)),
    "red": ((199, 49, 23), (191, 0, 0)),
    "yellow": ((234, 199, 59), (255, 214, 10)),
    "green": ((59, 191, 105), (17, 217, 127)),
    "blue": ((114, 135, 196), (89, 136, 222)),
    "purple": ((73, 36, 181), (145, 66, 255)),
    "pink": ((253, 102, 170), (255, 55, 146)),
    "white": ((255, 247, 235), (247, 252, 255)),
    "black": ((43, 37, 46), (45, 45, 45)),
}
PALETTES: dict[str, str] = {"standard": "Colour-blind safe", "high_contrast": "High contrast"}

# Each game's seat colours as slots, in the order its screens offer them.
GAME_SLOTS: dict[str, tuple[str, ...]] = {
    "necromolds": ("amber", "green", "white", "purple", "red", "blue"),
    "corp": ("red", "blue", "yellow", "green", "white", "purple"),
    "rise": ("black", "amber", "pink", "purple", "white"),
}

_active = {"name": "standard"}


def set_palette(name: str) -> bool:
    """Adopt a palette by name (an unknown name keeps the standard one); True when it changed."""
    name = name if name in PALETTES else "standard"
    changed = name != _active["name"]
    _active["name"] = name
    return changed


def active() -> str:
    """The palette now in force."""
    return _active["name"]


def colour(slot: str, palette: str | None = None) -> RGB:
    """A slot's colour in `palette` (the active one by default)."""
    standard, contrast = SLOTS[slot]
    return contrast if (palette or _active["name"]) == "high_contrast" else standard


def standard(slot: str) -> RGB:
    """A slot's colour as saves keep it."""
    return SLOTS[slot][0]


# The colours saves kept before this palette (issue 26), so an old game is painted in the new one.
LEGACY: dict[RGB, str] = {
    (240, 172, 76): "amber", (118, 146, 84): "green", (228, 216, 188): "white", (150, 96, 196): "purple",
    (196, 84, 52): "red", (110, 160, 200): "blue", (104, 150, 222): "blue", (186, 104, 168): "pink",
    (214, 72, 60): "red", (70, 130, 220): "blue", (232, 196, 64): "yellow", (92, 176, 96): "green",
    (232, 228, 218): "white", (164, 100, 210): "purple", (58, 54, 64): "black", (232, 132, 44): "amber",
    (226, 120, 168): "pink", (138, 92, 196): "purple", (236, 230, 214): "white", (44, 40, 46): "black",
    (236, 128, 176): "pink", (132, 78, 182): "purple", (236, 232, 220): "white",
}  # fmt: skip
# Any palette's colour of a slot is that slot (a table's colours may go back into a rematch's save).
_SLOT_OF: dict[RGB, str] = {**LEGACY, **{rgb: slot for slot, pair in SLOTS.items() for rgb in reversed(pair)}}


def slot_of(rgb) -> str | None:
    """The slot a seat colour (of any palette, or kept by an old save) is; None for one of no slot."""
    return _SLOT_OF.get((int(rgb[0]), int(rgb[1]), int(rgb[2])))


def shown(rgb, palette: str | None = None) -> RGB:
    """A kept seat colour as the active palette paints it (a colour of no slot: itself)."""
    kept = (int(rgb[0]), int(rgb[1]), int(rgb[2]))
    slot = _SLOT_OF.get(kept)
    return kept if slot is None else colour(slot, palette)


def game_colours(game: str, palette: str | None = None) -> list[RGB]:
    """A game's seat colours in order, in `palette`."""
    return [colour(slot, palette) for slot in GAME_SLOTS[game]]
