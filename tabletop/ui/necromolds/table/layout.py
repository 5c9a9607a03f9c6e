"""Where the table's parts go for a window size and a state (plain rectangles, no pygame).

One function, `table_layout(size, state)`, places everything a click can hit: the map viewport
and the camera fitted to it, each seat's panel with its spellbook cards, their command slots
and the dice tray. The drawing code draws into these rectangles and the input code tests
against them, so tests (and the Xvfb end-to-end test) can compute where to press.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from tabletop.ui.camera import Camera
from tabletop.ui.layout import ui_scale

Rect = tuple[int, int, int, int]
MAP_MARGIN = 0.03  # of the map's size, around it when fitted
MIN_SCALE, MAX_SCALE = 6.0, 90.0  # pixels per inch the table's camera allows


def inside(rect: Rect, point) -> bool:
    """True when point (x, y) is in rect (left/top inclusive, right/bottom exclusive, like pygame)."""
    x, y, w, h = rect
    return x <= point[0] < x + w and y <= point[1] < y + h


def centre_of(rect: Rect) -> tuple[int, int]:
    """The centre pixel of rect."""
    x, y, w, h = rect
    return x + w // 2, y + h // 2


@dataclass(frozen=True)
class SlotBox:
    """A command slot on a spellbook card (slot -1 is the magic ability's slot)."""

    rect: Rect
    book: str
    slot: int


@dataclass(frozen=True)
class CardBox:
    """A spellbook card in a seat's panel and its slots (none in basic play without What Next step 4)."""

    rect: Rect
    book: str
    slots: tuple[SlotBox, ...]


@dataclass(frozen=True)
class PanelLayout:
    """One seat's side panel: header, spellbook cards, and the command dice tray."""

    seat: int
    rect: Rect
    inner: Rect
    header: Rect
    cards: tuple[CardBox, ...]
    tray: Rect
    tray_dice: tuple[tuple[Rect, int], ...]  # (rect, die index) for each die lying in the tray

    def slot(self, book: str, slot: int) -> Optional[Rect]:
        """The rect of a book's slot, if shown."""
        for c in self.cards:
            for s in c.slots:
                if s.book == book and s.slot == slot:
                    return s.rect
        return None

    def die(self, index: int) -> Optional[Rect]:
        """The rect of die `index` in the tray, if it lies there."""
        return next((r for r, i in self.tray_dice if i == index), None)


@dataclass(frozen=True)
class TableLayout:
    """The table's regions: a banner on top, a panel per seat at the sides, the map, the log.

    With a state, also the panels' contents and the camera that shows the whole map in `map`.
    """

    size: tuple[int, int]
    scale: float
    top: Rect
    seats: tuple[Rect, Rect]
    map: Rect
    bottom: Rect
    log: Rect
    buttons: Rect
    panels: tuple[PanelLayout, ...] = ()
    camera: Optional[Camera] = None  # fitted to the whole map; the scene's own camera starts here

    def button(self, k: int) -> Rect:
        """The k-th game button (Done, End command, ...) in the column beside the log."""
        bx, by, bw, _bh = self.buttons
        h = int(36 * self.scale)
        return (bx, by + k * (h + int(6 * self.scale)), bw, h)

    def to_screen(self, x: float, y: float) -> tuple[int, int]:
        """The pixel of a map point (inches) through the fitted camera."""
        sx, sy = self.camera.map_to_screen(x, y)
        return round(sx), round(sy)


def fit_camera(camera: Camera, map_rect: Rect, map_size: tuple[float, float]) -> Camera:
    """Point `camera` at the viewport map_rect and fit the whole map in it."""
    x, y, w, h = map_rect
    camera.resize((w, h), x, y)
    camera.fit(map_size[0], map_size[1], margin=MAP_MARGIN)
    return camera


def in_tray(state, die) -> bool:
    """A die shown in its seat's tray: rolled or discarded; without slots (basic play) also a die
    performed this round, a magic die that activated a magic ability included (it sits on no slot)."""
    return die.status in ("rolled", "discarded") or (not state.uses_slots() and die.status in ("spent", "assigned"))


def panel_layout(rect: Rect, state, seat: int, scale: float) -> PanelLayout:
    """Seat `seat`'s panel in rect: header, one card per spellbook with its slots, the tray and its dice."""
    from tabletop.games.necromolds.library import library
    from tabletop.ui.necromolds.table.queries import books_of

    s = scale
    pad = int(8 * s)
    x0, y0, w0, h0 = rect
    inner = (x0 + (3 * pad) // 2, y0 + (3 * pad) // 2, w0 - 3 * pad, h0 - 3 * pad)
    ix, iy, iw, ih = inner
    header = (ix, iy, iw, int(48 * s))
    tray_h = int(92 * s)
    tray = (ix, iy + ih - tray_h, iw, tray_h)
    cards_top = iy + int(52 * s)
    cards_bottom = iy + ih - tray_h - int(6 * s)
    books = books_of(state, seat)
    cards = []
    if books:
        ch = min(int(132 * s), (cards_bottom - cards_top) // len(books) - int(6 * s))
        y = cards_top
        for b in books:
            crect = (ix, y, iw, ch)
            cards.append(CardBox(crect, b, _slots(crect, state, b, s, library())))
            y += ch + int(6 * s)
    px, gap = int(40 * s), int(12 * s)
    dx, dy = tray[0] + int(12 * s), tray[1] + int(26 * s)
    dice = []
    for i, d in enumerate(state.seats[seat].dice):
        if in_tray(state, d):  # each die keeps its own place: taking one out never slides the others
            dice.append(((dx + i * (px + gap), dy, px, px), i))
    return PanelLayout(seat, rect, inner, header, tuple(cards), tray, tuple(dice))


def _slots(card: Rect, state, book_id: str, s: float, lib) -> tuple[SlotBox, ...]:
    if not state.uses_slots():  # basic play without What Next step 4: dice never go on slots
        return ()
    cx, cy, _cw, chh = card
    sy = cy + int(56 * s)
    sh = min(int(50 * s), cy + chh - sy - int(22 * s))
    x = cx + int(8 * s)
    out = []
    magic = [-1] if state.uses_abilities() else []  # the magic ability's slot: What Next step 5 in basic play
    for j in list(range(len(lib.books[book_id].slots))) + magic:
        w = int(56 * s) if j >= 0 else int(50 * s)
        out.append(SlotBox((x, sy, w, sh), book_id, j))
        x += w + int(6 * s)
    return tuple(out)


def table_layout(size: tuple[int, int], state=None) -> TableLayout:
    """The layout for a window of `size` pixels; with a state, the panels' contents and the map camera too."""
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
    seats = ((0, top, side, h - top), (w - side, top, side, h - top))
    panels: tuple[PanelLayout, ...] = ()
    camera = None
    if state is not None:
        from tabletop.games.necromolds.library import library

        panels = tuple(panel_layout(seats[k], state, k, s) for k in (0, 1))
        mp = library().maps[state.map]
        camera = fit_camera(Camera(viewport=size, min_scale=MIN_SCALE, max_scale=MAX_SCALE), map_rect, (mp.width, mp.height))
    return TableLayout(size, s, (0, 0, w, top), seats, map_rect, bottom_rect, log, buttons, panels, camera)
