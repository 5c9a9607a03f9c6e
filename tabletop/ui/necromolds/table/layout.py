"""Where the table's parts go for a window size and a state (plain rectangles, no pygame).

One function, `table_layout(size, state)`, places everything a click can hit: the map viewport
and the camera fitted to it, each seat's panel with its spellbook cards, their command slots
and the dice tray. The drawing code draws into these rectangles and the input code tests
against them, so tests (and the Xvfb end-to-end test) can compute where to press.

Two seats sit left and right, one full-height column each. Three or four seats (NM-MULTI)
share the two columns, top to bottom, left column first, in this round's turn order; players
who are out come last. The map keeps the middle at every seat count.

Room for the map (issue 10): the columns are as narrow as a card with its slots and a tray of
four dice allow, and either column can be collapsed to a slim strip (`collapsed`, remembered
in the settings). The map viewport runs from the top bar down to the log strip, and the log
strip takes only the height the fitted map leaves over (never less than a few lines and the
game buttons the mode can show), so a wide window grows the map instead of the log.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.ui.camera import Camera
from tabletop.ui.layout import table_scale

Rect = tuple[int, int, int, int]
MAP_MARGIN = 0.02  # of the viewport, around the map when fitted
FIGURE_ROOM = 0.8  # inches above the map's top edge: figures stand taller than their bases
SIDE = 256  # design pixels: a column fits a card's slots, a tray of four dice and a 3-4 player header, no more
SIDE_COMPACT = 272  # design pixels: 3-4 seats' compact cards carry the skills in the title band too
STRIP = 44  # design pixels: a collapsed column
LOG_MIN, LOG_MAX = 100, 150  # design pixels: the log strip keeps four lines, and takes at most today's height
BUTTON_H, BUTTON_GAP = 36, 6  # design pixels: a game button beside the log
DEFAULT_MAP = (24.0, 18.0)  # inches: the aspect used before a state is known
MIN_SCALE, MAX_SCALE = 6.0, 90.0  # pixels per inch the table's camera allows
SLOT_READABLE = 58  # pixels (not scaled): a command slot as wide as its distance label at SLOT_LABEL_PX
SLOT_LABEL_PX = 9  # pixels: the least size a slot's distance label is drawn at ("medium 5″" readable)
MAGIC_LEAST = 30  # design pixels: the magic slot's least width (its star and a die on it)
POOL_LINES_END = 64  # design pixels from a full card's top: below basic play's two lines of fixed dice
FULL_CARD = 112  # design pixels: a card at least this tall shows skills, slots and its magic ability's words


def inside(rect: Rect, point) -> bool:
    """True when point (x, y) is in rect (left/top inclusive, right/bottom exclusive, like pygame)."""
    x, y, w, h = rect
    return x <= point[0] < x + w and y <= point[1] < y + h


def centre_of(rect: Rect) -> tuple[int, int]:
    """The centre pixel of rect."""
    x, y, w, h = rect
    return x + w // 2, y + h // 2


def contains(outer: Rect, inner: Rect) -> bool:
    """True when rect `inner` lies wholly in rect `outer`."""
    ox, oy, ow, oh = outer
    x, y, w, h = inner
    return ox <= x and oy <= y and x + w <= ox + ow and y + h <= oy + oh


def overlaps(a: Rect, b: Rect) -> bool:
    """True when two rects share some pixels."""
    ax, ay, aw, ah = a
    bx, by, bw, bh = b
    return ax < bx + bw and bx < ax + aw and ay < by + bh and by < ay + ah


@dataclass(frozen=True)
class SlotBox:
    """A command slot on a spellbook card (slot -1 is the magic ability's slot)."""

    rect: Rect
    book: str
    slot: int


@dataclass(frozen=True)
class CardBox:
    """A spellbook card in a seat's panel and its slots (none in basic play without What Next step 4).

    style "full" shows the skills on their own row and the magic ability's words under the slots;
    "compact" (a short panel, 3-4 players) puts the skills in the title band and keeps one line of words
    when there is room."""

    rect: Rect
    book: str
    slots: tuple[SlotBox, ...]
    style: str = "full"


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
    order_card: Rect | None = None  # the seat's turn order card (3+ players, NM-MULTI-06)
    compact: bool = False
    collapsed: bool = False  # its column is a slim strip: no cards, no tray, nothing to hit but the strip

    def slot(self, book: str, slot: int) -> Rect | None:
        """The rect of a book's slot, if shown."""
        for c in self.cards:
            for s in c.slots:
                if s.book == book and s.slot == slot:
                    return s.rect
        return None

    def die(self, index: int) -> Rect | None:
        """The rect of die `index` in the tray, if it lies there."""
        return next((r for r, i in self.tray_dice if i == index), None)


@dataclass(frozen=True)
class TableLayout:
    """The table's regions: a banner on top, a panel per seat at the sides, the map, the log.

    `seats[k]` is seat k's panel area wherever it sits; `order` lists the seats as the panels are
    stacked (turn order with 3+ players). With a state, also the panels' contents (`panels[k]` is
    seat k's) and the camera that shows the whole map in `map`.
    """

    size: tuple[int, int]
    scale: float
    top: Rect
    seats: tuple[Rect, ...]
    map: Rect
    bottom: Rect
    log: Rect
    buttons: Rect
    panels: tuple[PanelLayout, ...] = ()
    camera: Camera | None = None  # fitted to the whole map; the scene's own camera starts here
    order: tuple[int, ...] = ()
    columns: tuple[Rect, Rect] = ((0, 0, 0, 0), (0, 0, 0, 0))  # the left and right side columns
    collapsed: tuple[bool, bool] = (False, False)  # each column narrowed to a strip
    handles: tuple[Rect, Rect] = ((0, 0, 0, 0), (0, 0, 0, 0))  # the tab on each column's map-side edge

    def button(self, k: int) -> Rect:
        """The k-th game button (Done, End command, ...) in the column beside the log."""
        bx, by, bw, _bh = self.buttons
        h = int(BUTTON_H * self.scale)
        return (bx, by + k * (h + int(BUTTON_GAP * self.scale)), bw, h)

    def to_screen(self, x: float, y: float) -> tuple[int, int]:
        """The pixel of a map point (inches) through the fitted camera."""
        sx, sy = self.camera.map_to_screen(x, y)
        return round(sx), round(sy)

    def panel(self, seat: int) -> PanelLayout | None:
        """Seat `seat`'s panel layout (None without a state)."""
        return next((p for p in self.panels if p.seat == seat), None)


def fit_camera(camera: Camera, map_rect: Rect, map_size: tuple[float, float]) -> Camera:
    """Point `camera` at the viewport map_rect and fit the whole map in it."""
    x, y, w, h = map_rect
    camera.resize((w, h), x, y)
    mw, mh = map_size
    usable = 1.0 - 2 * MAP_MARGIN
    pad_x, pad_y = mw * (1 / usable - 1) / 2, mh * (1 / usable - 1) / 2
    # The figures on the top edge reach above it: the fitted view keeps their heads in sight.
    camera.fit_box(-pad_x, -max(pad_y, FIGURE_ROOM), mw + pad_x, mh + pad_y)
    return camera


def in_tray(state, die) -> bool:
    """A die shown in its seat's tray: rolled, discarded or face down (another seat's committed die,
    NM-ROUND-05); without slots (basic play) also a die performed this round, a magic die that
    activated a magic ability included (it sits on no slot)."""
    return die.status in ("rolled", "discarded", "hidden") or (
        not state.uses_slots() and die.status in ("spent", "assigned")
    )


def seat_order(state, n: int) -> tuple[int, ...]:
    """The seats as their panels stack: this round's turn order (3+ players), the seats out last.

    Two seats keep seat order (Player 1 left, Player 2 right) whoever goes first."""
    if n <= 2 or state is None:
        return tuple(range(n))
    out = [s for s in (getattr(state, "out", None) or []) if 0 <= s < n]
    order = [s for s in (getattr(state, "turn_order", None) or []) if 0 <= s < n and s not in out]
    order += [s for s in range(n) if s not in order and s not in out]
    return tuple(dict.fromkeys(order + out))


def panel_layout(rect: Rect, state, seat: int, scale: float, compact: bool = False) -> PanelLayout:
    """Seat `seat`'s panel in rect: header, one card per spellbook with its slots, the tray and its dice.

    compact: a short panel (3-4 players) with a slimmer header and tray."""
    from tabletop.games.necromolds.library import library
    from tabletop.ui.necromolds.table.queries import books_of

    s = scale
    pad = int(8 * s)
    x0, y0, w0, h0 = rect
    inner = (x0 + (3 * pad) // 2, y0 + (3 * pad) // 2, w0 - 3 * pad, h0 - 3 * pad)
    ix, iy, iw, ih = inner
    header = (ix, iy, iw, int((42 if compact else 48) * s))
    tray_h = int((60 if compact else 92) * s)
    tray = (ix, iy + ih - tray_h, iw, tray_h)
    cards_top = header[1] + header[3] + int(4 * s)
    cards_bottom = iy + ih - tray_h - int(6 * s)
    books = books_of(state, seat)
    cards = []
    if books:
        gap = int((4 if compact else 6) * s)
        ch = min(int(132 * s), (cards_bottom - cards_top + gap) // len(books) - gap)
        style = "full" if ch >= int(FULL_CARD * s) else "compact"
        y = cards_top
        for b in books:
            crect = (ix, y, iw, ch)
            cards.append(CardBox(crect, b, _slots(crect, state, b, s, library(), style), style))
            y += ch + gap
    order_card = None
    cards_dealt = getattr(state, "order_cards", None) or []
    if len(cards_dealt) > seat and cards_dealt[seat]:  # a seat that is out gave its card back (0)
        side = header[3] - int(6 * s)
        order_card = (ix, iy + int(2 * s), int(side * 0.72), side)  # an upright little card
    px = int((36 if compact else 40) * s)
    gap = int((10 if compact else 12) * s)
    dx = tray[0] + int(12 * s)
    dy = tray[1] + int((20 if compact else 26) * s)
    dice = []
    for i, d in enumerate(state.seats[seat].dice):
        if in_tray(state, d):  # each die keeps its own place: taking one out never slides the others
            dice.append(((dx + i * (px + gap), dy, px, px), i))
    return PanelLayout(seat, rect, inner, header, tuple(cards), tray, tuple(dice), order_card, compact)


def _slots(card: Rect, state, book_id: str, s: float, lib, style: str = "full") -> tuple[SlotBox, ...]:
    if not state.uses_slots():  # basic play without What Next step 4: dice never go on slots
        return ()
    cx, cy, cw, chh = card
    if style == "full":
        # under the skills row, or under basic play's two lines of fixed dice ("Ranged: 2 dice against 2"
        # sat under the dice on the slots, play-test r21)
        sy = cy + int((56 if state.uses_skills() else POOL_LINES_END) * s)
        sh = min(int(50 * s), cy + chh - sy - int(22 * s))
    else:  # under the title band; a line of the magic ability's words below when the card has room
        sy = cy + int(28 * s)
        room = cy + chh - sy - int(4 * s)
        sh = min(int(50 * s), room - (int(15 * s) if room >= int(60 * s) else 0))
    magic = [-1] if state.uses_abilities() else []  # the magic ability's slot: What Next step 5 in basic play
    commands = len(lib.books[book_id].slots)
    count = commands + len(magic)
    gap = int(6 * s)
    room = cw - int(16 * s) - gap * (count - 1)
    # Slots keep their printed width, narrower only when a book has so many they would leave the card.
    sw = min(int(56 * s), room // max(1, count))
    magic_w = min(sw, int(50 * s))
    if sw < SLOT_READABLE and commands:
        # A small window: a command slot keeps the width its distance label needs at a readable size
        # ("medium 5″"), the magic slot (a star, no distance) giving up what it can (play-test r17).
        if magic:
            magic_w = max(int(MAGIC_LEAST * s), min(magic_w, room - commands * SLOT_READABLE))
        sw = max(sw, min(SLOT_READABLE, (room - (magic_w if magic else 0)) // commands))
    x = cx + int(8 * s)
    out = []
    for j in list(range(commands)) + magic:
        w = sw if j >= 0 else magic_w
        out.append(SlotBox((x, sy, w, sh), book_id, j))
        x += w + gap
    return tuple(out)


def button_rows(state) -> int:
    """How many game buttons can stand beside the log at once: Done, and in advanced play the
    reroll and change buttons under it (End command comes alone, in another phase)."""
    rows = 3 if state is not None and getattr(state, "mode", "") == "advanced" else 1
    if state is not None and "fan_command_gems" in getattr(state, "fan", ()):  # its Reroll button under Done
        rows += 1
    return rows


def log_height(s: float, avail: int, mid_w: int, map_size: tuple[float, float], rows: int) -> int:
    """The log strip's height: what the map, fitted to the middle's width, leaves of `avail`,
    between four lines (or the game buttons) and LOG_MAX."""
    pad = int(8 * s)
    buttons = rows * int(BUTTON_H * s) + (rows - 1) * int(BUTTON_GAP * s) + 2 * pad
    low, high = max(int(LOG_MIN * s), buttons), max(int(LOG_MAX * s), buttons)
    usable = 1.0 - 2 * MAP_MARGIN
    ppi = mid_w * usable / map_size[0]  # the map's scale were it as wide as the middle
    pad_y = map_size[1] * (1 / usable - 1) / 2
    need = int((map_size[1] + pad_y + max(pad_y, FIGURE_ROOM)) * ppi) + 1
    return max(low, min(high, avail - need))


def table_layout(size: tuple[int, int], state=None, collapsed: tuple[bool, bool] = (False, False)) -> TableLayout:
    """The layout for a window of `size` pixels; with a state, the panels' contents and the map camera too.

    collapsed: (left, right) columns narrowed to a strip, the map taking their room."""
    w, h = size
    s = table_scale(size)
    n = len(state.seats) if state is not None else 2
    collapsed = (bool(collapsed[0]), bool(collapsed[1]))
    top = int(52 * s)
    full = min(int((SIDE if n <= 2 else SIDE_COMPACT) * s), w // 4)
    strip = min(int(STRIP * s), full)
    widths = [strip if collapsed[c] else full for c in (0, 1)]
    columns = ((0, top, widths[0], h - top), (w - widths[1], top, widths[1], h - top))
    mid_x, mid_w = widths[0], w - widths[0] - widths[1]
    map_size = DEFAULT_MAP
    if state is not None:
        from tabletop.games.necromolds.library import library

        mp = library().maps[state.map]
        map_size = (mp.width, mp.height)
    bottom = log_height(s, h - top, mid_w, map_size, button_rows(state))
    map_rect = (mid_x, top, mid_w, h - top - bottom)
    bottom_rect = (mid_x, h - bottom, mid_w, bottom)
    pad = int(8 * s)
    bw = min(int(190 * s), mid_w // 3)
    log = (mid_x + pad, h - bottom + pad, mid_w - bw - 3 * pad, bottom - 2 * pad)
    buttons = (mid_x + mid_w - bw - pad, h - bottom + pad, bw, bottom - 2 * pad)
    hw, hh = int(16 * s), int(56 * s)  # a tab half over the column's frame, half over the map's margin
    hy = top + (h - top - hh) // 2
    handles = ((widths[0] - hw // 2, hy, hw, hh), (w - widths[1] - hw // 2, hy, hw, hh))
    order = seat_order(state, n)
    # Columns: left holds the first half of the order (rounded up), right the rest.
    left_n = (n + 1) // 2
    in_column = [order[:left_n], order[left_n:]]
    places: dict[int, Rect] = {}
    for col, seats_here in enumerate(in_column):
        x = 0 if col == 0 else w - widths[1]
        y = top
        heights = column_split(h - top, [len(_books(state, seat)) for seat in seats_here], s)
        for seat, ph in zip(seats_here, heights):
            places[seat] = (x, y, widths[col], ph)
            y += ph
    seats = tuple(places[k] for k in range(n))
    panels: tuple[PanelLayout, ...] = ()
    camera = None
    if state is not None:
        compact = n > 2
        column_of = {seat: col for col, here in enumerate(in_column) for seat in here}
        panels = tuple(
            strip_layout(seats[k], k) if collapsed[column_of[k]] else panel_layout(seats[k], state, k, s, compact)
            for k in range(n)
        )
        camera = fit_camera(Camera(viewport=size, min_scale=MIN_SCALE, max_scale=MAX_SCALE), map_rect, map_size)
    return TableLayout(
        size,
        s,
        (0, 0, w, top),
        seats,
        map_rect,
        bottom_rect,
        log,
        buttons,
        panels,
        camera,
        order,
        columns,
        collapsed,
        handles,
    )


READABLE_CARD = 60  # design pixels: a compact card shorter than this has slots too low to read or drop on
PANEL_FIXED = 136  # design pixels of a compact panel that are not its cards: pads, header, tray (panel_layout)
CARD_GAP = 4  # design pixels between a compact panel's cards


def _books(state, seat: int) -> list:
    if state is None:
        return []
    from tabletop.ui.necromolds.table.queries import books_of

    return books_of(state, seat)


def column_split(height: int, books: list[int], s: float) -> list[int]:
    """The heights of the panels stacked in one column, whose seats have `books` spellbooks each.

    Even shares, unless that leaves one panel's cards too low to read (six spellbooks under a seat of
    three, at 3-4 players: 36 px cards with 4 px slots, the lead's play r27); then the shares give
    every card in the column the same height, the most the column allows its lowest card."""
    k = max(1, len(books))
    even = [height // k] * (k - 1) + [height - (height // k) * (k - 1)]
    if k < 2:
        return even

    def card(ph: int, b: int) -> float:
        return (ph - PANEL_FIXED * s + CARD_GAP * s) / max(1, b) - CARD_GAP * s

    if min(card(ph, b) for ph, b in zip(even, books)) >= READABLE_CARD * s:
        return even
    fixed = PANEL_FIXED * s
    per_card = (height - k * fixed) / max(1, sum(max(1, b) for b in books))
    shares = [int(fixed + max(1, b) * per_card) for b in books[:-1]]
    shares.append(height - sum(shares))
    if min(card(ph, b) for ph, b in zip(shares, books)) <= min(card(ph, b) for ph, b in zip(even, books)):
        return even
    return shares


def strip_layout(rect: Rect, seat: int) -> PanelLayout:
    """A seat's panel in a collapsed column: the strip itself is its header; no cards, no tray."""
    x, y, w, h = rect
    return PanelLayout(seat, rect, rect, rect, (), (x, y + h, w, 0), (), None, False, True)


def notice_area(layout: TableLayout, state, seat: int | None) -> tuple[Rect, str]:
    """Where a refusal notice stands: the half of the map away from `seat`'s own army, against the
    middle line. Across the top it lay over the top edge's army, the very monster a tutorial step
    asks the person to drag (play-test r20)."""
    x, y, w, h = layout.map
    ys = [layout.to_screen(m.x, m.y)[1] for m in getattr(state, "monsters", ()) if m.owner == seat and m.deployed]
    mine_above = sum(ys) / len(ys) < y + h / 2 if ys else seat == 0  # seat 0 deploys along the top edge
    # the far half, with the notice by the middle line (notice_rect's `at`)
    return ((x, y + h // 2, w, h - h // 2), "top") if mine_above else ((x, y, w, h // 2), "bottom")
