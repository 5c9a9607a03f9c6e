"""Where everything sits on the Rise table, pure rectangles (x, y, w, h) in pixels (no pygame).

    +------------------------------------------------------+----------------+
    | top bar: round, whose turn, what to do                                |
    +------------------------------------------------------+----------------+
    |                                                      | player board 1 |
    |                 the Game board (camera)              | player board 2 |
    |                                                      | ...  (2-5)     |
    +-----------------------------------+------------------+----------------+
    | hand of the seat at the screen    | choices panel    | log            |
    +-----------------------------------+------------------+----------------+

Designed at 1280x800; larger windows scale it (`scale`), nothing overlaps for 2-5 seats.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tabletop.ui.layout import preferences, table_scale

Rect = tuple[int, int, int, int]
DESIGN = (1280, 800)
MIN_SIZE = (960, 600)  # the app's smallest window (app.MIN_SIZE): the table fits it whole
# Large text: the table's words a step larger than its boxes. The boxes grow with the table's scale, which
# the window's room holds back (0.75 to 0.87 at 960x600), and most words sat at their least size, so they
# grew a pixel at most (r26: 9 to 10 px). Each panel spaces its lines by its letters' own height, and a
# seat's board too short for five rows at this size takes a smaller one (never below its boxes' scale).
LARGE_LETTERS = 1.2


def letters(scale: float) -> float:
    """The scale of the table's words at the table's `scale`: LARGE_LETTERS more with Large text."""
    return scale * (LARGE_LETTERS if preferences()[1] else 1.0)


@dataclass(frozen=True)
class Layout:
    """The table's rectangles for one window size and seat count."""

    size: tuple[int, int]
    scale: float
    top: Rect
    board: Rect
    players: tuple[Rect, ...]
    hand: Rect
    choices: Rect
    log: Rect
    window: Rect  # where the Library / Workshop look is drawn: over the board
    dock: Rect = (0, 0, 0, 0)  # the combat panel, docked at the board's right (the board is fitted beside it)
    strip: Rect = (0, 0, 0, 0)  # the combat panel minimised: one line at the top of the dock
    extra: dict = field(default_factory=dict, compare=False)

    def all_rects(self) -> list[tuple[str, Rect]]:
        """Every named rectangle that must not overlap another (the window floats over the board)."""
        out = [
            ("top", self.top),
            ("board", self.board),
            ("hand", self.hand),
            ("choices", self.choices),
            ("log", self.log),
        ]
        out += [(f"player{i}", r) for i, r in enumerate(self.players)]
        return out


def table_layout(size: tuple[int, int], seats: int) -> Layout:
    """The rectangles for a window of `size` and 2-5 seats."""
    w, h = max(MIN_SIZE[0], int(size[0])), max(MIN_SIZE[1], int(size[1]))
    s = table_scale((w, h))  # the window's scale times the player's UI scale (Settings)
    seats = max(1, min(5, int(seats)))
    top_h = int(30 * s)
    col_w = int(300 * s)
    bottom_h = int(140 * s)
    choices_w = int(300 * s)
    gap = max(2, int(4 * s))
    board = (0, top_h, w - col_w - gap, h - top_h - bottom_h - gap)
    col_x = w - col_w
    col_h = h - top_h - bottom_h - gap
    each = (col_h - gap * (seats - 1)) // seats
    players = tuple((col_x, top_h + i * (each + gap), col_w, each) for i in range(seats))
    y_bottom = h - bottom_h
    hand_w = w - col_w - choices_w - 2 * gap
    hand = (0, y_bottom, hand_w, bottom_h)
    choices = (hand_w + gap, y_bottom, choices_w, bottom_h)
    log = (col_x, y_bottom, col_w, bottom_h)
    win_w, win_h = int(board[2] * 0.86), int(board[3] * 0.9)
    window = (board[0] + (board[2] - win_w) // 2, board[1] + (board[3] - win_h) // 2, win_w, win_h)
    dock_w = max(int(360 * s), int(board[2] * 0.42))
    dock = (board[0] + board[2] - dock_w, board[1], dock_w, board[3])
    strip = (dock[0], board[1], dock_w, int(34 * s))
    return Layout((w, h), s, (0, 0, w, top_h), board, players, hand, choices, log, window, dock, strip)


def beside_dock(L: Layout) -> Rect:
    """The part of the board area the docked combat panel leaves free (the board is fitted into it)."""
    x, y, _w, h = L.board
    return (x, y, max(1, L.dock[0] - x), h)


def left_free(L: Layout, combat: bool, folded: bool) -> Rect:
    """The part of the board area the combat panel leaves free: beside it docked, under its strip folded,
    else all of it. The board is fitted into it and a notice sits in it (r30: folded, the strip lay over
    the Headmaster of Blood's card and name at the board's top right)."""
    if combat and not folded:
        return beside_dock(L)
    x, y, w, h = L.board
    if not combat:
        return L.board
    top = max(y, L.strip[1] + L.strip[3])
    return (x, top, w, max(1, y + h - top))


def overlaps(a: Rect, b: Rect) -> bool:
    """True when two rectangles share any area."""
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def inside(a: Rect, size: tuple[int, int]) -> bool:
    """True when rectangle a lies within a window of `size`."""
    return a[0] >= 0 and a[1] >= 0 and a[0] + a[2] <= size[0] and a[1] + a[3] <= size[1] and a[2] > 0 and a[3] > 0


def contains(rect: Rect, pos) -> bool:
    """True when a pixel lies in a rectangle."""
    return rect[0] <= pos[0] < rect[0] + rect[2] and rect[1] <= pos[1] < rect[1] + rect[3]
