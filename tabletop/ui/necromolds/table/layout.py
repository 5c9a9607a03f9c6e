"""Where the table's parts go for a window size (plain rectangles, no pygame)."""
from __future__ import annotations

from dataclasses import dataclass

from tabletop.ui.layout import ui_scale

Rect = tuple[int, int, int, int]


@dataclass(frozen=True)
class TableLayout:
    """The table's regions: a banner on top, a panel per seat at the sides, the map, the log."""

    size: tuple[int, int]
    scale: float
    top: Rect
    seats: tuple[Rect, Rect]
    map: Rect
    bottom: Rect
    log: Rect
    buttons: Rect


def table_layout(size: tuple[int, int]) -> TableLayout:
    """The layout for a window of `size` pixels."""
    w, h = size
    s = ui_scale(size)
    top = int(52 * s)
    side = min(int(290 * s), w // 4)
    bottom = int(150 * s)
    map_rect = (side, top, w - 2 * side, h - top - bottom)
    bottom_rect = (side, h - bottom, w - 2 * side, bottom)
    pad = int(8 * s)
    bw = int(190 * s)
    log = (side + pad, h - bottom + pad, w - 2 * side - bw - 3 * pad, bottom - 2 * pad)
    buttons = (w - side - bw - pad, h - bottom + pad, bw, bottom - 2 * pad)
    return TableLayout(size, s, (0, 0, w, top), ((0, top, side, h - top), (w - side, top, side, h - top)),
                       map_rect, bottom_rect, log, buttons)
