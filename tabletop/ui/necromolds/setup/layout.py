"""Where the set-up screens put things, as plain (x, y, w, h) rects from the window size.

Free of pygame, like tabletop.ui.layout, so the end-to-end test clicks where the app draws.
"""

from __future__ import annotations

from tabletop.ui.layout import Rect, ui_scale


def setup_layout(size: tuple[int, int]) -> dict[str, Rect]:
    """The common set-up frame: header strip, the big area (map or cards), the side panel and its buttons."""
    w, h = size
    s = ui_scale(size)
    m = int(14 * s)
    header_h = int(58 * s)
    side_w = int(336 * s)
    top = m + header_h + int(10 * s)
    side = (w - m - side_w, top, side_w, h - top - m)
    area = (m, top, w - 3 * m - side_w, h - top - m)
    pad = int(16 * s)
    sx, sy, sw, sh = side
    done_h, quick_h, small_h, gap = int(54 * s), int(44 * s), int(40 * s), int(10 * s)
    done = (sx + pad, sy + sh - pad - done_h, sw - 2 * pad, done_h)
    quick = (sx + pad, done[1] - gap - quick_h, sw - 2 * pad, quick_h)
    half = (sw - 2 * pad - gap) // 2
    row_y = quick[1] - gap - small_h
    return {
        "header": (m, m, w - 2 * m, header_h),
        "area": area,
        "side": side,
        "side_inner": (sx + pad, sy + pad, sw - 2 * pad, row_y - gap - sy - pad),
        "menu": (sx + pad, row_y, half, small_h),
        "save": (sx + pad + half + gap, row_y, half, small_h),
        "quick": quick,
        "done": done,
    }


def card_grid(area: Rect, count: int, size: tuple[int, int], columns: int = 4) -> list[Rect]:
    """Rects of `count` spellbook cards in rows of `columns` filling `area`."""
    s = ui_scale(size)
    gap = int(10 * s)
    x, y, w, h = area
    rows = max(1, -(-count // columns))
    cw = (w - gap * (columns - 1)) // columns
    ch = (h - gap * (rows - 1)) // rows
    return [(x + (i % columns) * (cw + gap), y + (i // columns) * (ch + gap), cw, ch) for i in range(count)]


def centre(rect: Rect) -> tuple[int, int]:
    """Centre point of a rect."""
    x, y, w, h = rect
    return (x + w // 2, y + h // 2)
