"""Where the set-up screens put things, as plain (x, y, w, h) rects from the window size.

Free of pygame, like tabletop.ui.layout, so the end-to-end test clicks where the app draws.
"""

from __future__ import annotations

from dataclasses import dataclass

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


# The least a spellbook card is drawn at, in design pixels: its three ratings on one line and its
# slots and abilities whole. Where the area has less room (a larger UI scale in a small window) the
# grid takes fewer columns and turns into pages of whole cards, never smaller or overlapping ones.
CARD_LEAST = (206, 212)
CARD_COLUMNS = 4  # the most columns: four, as the 1280x800 design has them


@dataclass(frozen=True)
class CardPages:
    """The army builder's cards in `area`: the places of one page (the same on every page), how many
    pages, and the page-turning strip (None when every card fits on one page)."""

    places: tuple[Rect, ...]
    pages: int
    pager: Rect | None

    def page_of(self, index: int) -> int:
        """The page the card number `index` is on."""
        return index // len(self.places)

    def place(self, index: int) -> Rect:
        """Where card number `index` is drawn when its page is shown."""
        return self.places[index % len(self.places)]


def card_pages(area: Rect, count: int, size: tuple[int, int]) -> CardPages:
    """`count` cards in a grid filling `area`: as many columns (at most CARD_COLUMNS) and rows as leave
    each card at least CARD_LEAST; the rows that do not fit go on further pages, turned from a strip
    along the area's foot."""
    s = ui_scale(size)
    gap = int(10 * s)
    x, y, w, h = area
    least_w, least_h = int(CARD_LEAST[0] * s), int(CARD_LEAST[1] * s)
    columns = max(1, min(CARD_COLUMNS, count, (w + gap) // (least_w + gap)))
    rows_needed = -(-count // columns)
    rows = max(1, (h + gap) // (least_h + gap))
    pager = None
    if rows < rows_needed:  # pages: the strip of page buttons takes the foot of the area
        pager_h = int(36 * s)
        h -= pager_h + gap
        rows = max(1, (h + gap) // (least_h + gap))
        pager = (x, y + h + gap, w, pager_h)
    else:
        rows = rows_needed
    cw = (w - gap * (columns - 1)) // columns
    ch = (h - gap * (rows - 1)) // rows
    places = tuple(
        (x + (i % columns) * (cw + gap), y + (i // columns) * (ch + gap), cw, ch) for i in range(columns * rows)
    )
    return CardPages(places, -(-count // len(places)), pager)


def centre(rect: Rect) -> tuple[int, int]:
    """Centre point of a rect."""
    x, y, w, h = rect
    return (x + w // 2, y + h // 2)
