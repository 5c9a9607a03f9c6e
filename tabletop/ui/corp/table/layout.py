"""Where everything sits on the NecronomiCORP table, pure rectangles (x, y, w, h) in pixels (no pygame).

    +-----------------------------------------------------------+-------------------+
    | top bar: turn, whose, the step and what may be done; buttons; team scoreboard  |
    +-----------------------------------------------------------+-------------------+
    |                                                           | character sheet 1 |
    |         the building in cross-section (camera)            | sheet 2           |
    |         [the fight window floats over its right part]     | ... (1-6)         |
    +-----------------------------------------------------------+-------------------+
    | what you may do now (buttons with the engine's choices)   | log               |
    +-----------------------------------------------------------+-------------------+

Designed at 1280x800; larger windows scale it (`scale`); nothing overlaps for 1-6 seats.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.ui.layout import preferences, table_scale

Rect = tuple[int, int, int, int]
DESIGN = (1280, 800)
MIN_SIZE = (960, 600)  # the app's smallest window (app.MIN_SIZE): the table fits it whole
# Large text: the sheets', the log's and the choices' words a step larger than their boxes. The table keeps
# its whole least room with Large text (table_layout), so its scale grows a ninth at 960x600 (0.75 to 0.83)
# and most words sat at their least size (9-10 px) with it or without (r26). A sheet too low for its chips
# at this size takes a smaller letter (sheets.sheet_letters), never below its boxes' scale.
LARGE_LETTERS = 1.2


def letters(scale: float) -> float:
    """The scale of the table's words at the table's `scale`: LARGE_LETTERS more with Large text."""
    return scale * (LARGE_LETTERS if preferences()[1] else 1.0)


@dataclass(frozen=True)
class TableLayout:
    """The table's rectangles for one window size and seat count."""

    size: tuple[int, int]
    scale: float
    top: Rect
    building: Rect
    sheets: tuple[Rect, ...]
    choices: Rect
    log: Rect
    fight: Rect  # the fight window: over the building's right part

    @property
    def board(self) -> Rect:
        """The game screen's name for the play area (the beat and notices are drawn over it)."""
        return self.building

    def all_rects(self) -> list[tuple[str, Rect]]:
        """Every named rectangle that must not overlap another (the fight window floats over the building)."""
        out = [("top", self.top), ("building", self.building), ("choices", self.choices), ("log", self.log)]
        return out + [(f"sheet{i}", r) for i, r in enumerate(self.sheets)]


def table_layout(size: tuple[int, int], seats: int) -> TableLayout:
    """The rectangles for a window of `size` and 1-6 seats."""
    w, h = max(MIN_SIZE[0], int(size[0])), max(MIN_SIZE[1], int(size[1]))
    # the window's scale times the player's UI scale (Settings); with Large text the whole of the table's
    # least room is kept: the building's crowded rows (four tokens on a squeezed card) and a fight card's
    # words do not yet hold the larger letters the other screens take (r26)
    s = table_scale((w, h), large_room=1.0)
    seats = max(1, min(6, int(seats)))
    gap = max(2, int(4 * s))
    top_h = int(34 * s)
    col_w = int(330 * s)
    bottom_h = int(140 * s)
    main_h = h - top_h - bottom_h - 2 * gap
    building = (0, top_h + gap, w - col_w - gap, main_h)
    col_x = w - col_w
    each = (main_h - gap * (seats - 1)) // seats
    sheets = tuple((col_x, top_h + gap + i * (each + gap), col_w, each) for i in range(seats))
    y_bottom = h - bottom_h
    choices = (0, y_bottom, w - col_w - gap, bottom_h)
    log = (col_x, y_bottom, col_w, bottom_h)
    fw = max(int(420 * s), int(building[2] * 0.5))
    fight = (building[0] + building[2] - fw - gap, building[1] + gap, fw, building[3] - 2 * gap)
    return TableLayout((w, h), s, (0, 0, w, top_h), building, sheets, choices, log, fight)


def overlaps(a: Rect, b: Rect) -> bool:
    """True when two rectangles share any area."""
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def contains(rect: Rect, pos) -> bool:
    """True when a pixel lies in a rectangle."""
    return rect[0] <= pos[0] < rect[0] + rect[2] and rect[1] <= pos[1] < rect[1] + rect[3]
