"""The replay viewer's bar at the bottom of the window: the timeline strip (every action a tick, every
round and fight marked, the position a cursor) and the controls under it. Geometry is worked out from
the window's size alone (`bar_layout`), so the scene, its drawing and the tests agree on where things are;
drawing reads and changes nothing."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from tabletop.ui import look
from tabletop.ui.layout import ui_scale
from tabletop.ui.replay.timeline import ALL, Timeline

ROUND_INK = (190, 150, 78)
FIGHT_INK = (214, 74, 58)
TICK_INK = (120, 104, 86)
CURSOR_INK = (240, 172, 76)


@dataclass(frozen=True)
class BarLayout:
    """Where the bar's parts are, in window pixels."""

    bar: pygame.Rect  # the whole bar
    table: pygame.Rect  # the window above it, where the table is drawn
    strip: pygame.Rect  # the timeline strip
    controls: pygame.Rect  # the row of buttons under it
    scale: float
    below: pygame.Rect | None = None  # a second row under the buttons for the bar's words, when they need it

    def position_at(self, x: int, end: int) -> int:
        """The position a click at x on the strip asks for."""
        if end <= 0:
            return 0
        k = round((x - self.strip.x) / max(1, self.strip.width) * end)
        return max(0, min(end, k))

    def x_of(self, position: int, end: int) -> int:
        """Where position lies along the strip."""
        return self.strip.x + (round(position / end * self.strip.width) if end > 0 else 0)


def bar_layout(size: tuple[int, int], below: int = 0) -> BarLayout:
    """The bar's geometry for a window of `size`; `below`: the height of a second row under the buttons
    (0: none) for the words, and the seat picker, that have no room beside them (the bar grows by it)."""
    w, h = size
    s = ui_scale(size)
    base = int(96 * s)
    pad = int(12 * s)
    row_h = base - int(8 * s) - int(30 * s) - int(18 * s)  # the buttons' row, the same with a second row or not
    gap = int(4 * s)
    height = base + (below + gap if below > 0 else 0)
    bar = pygame.Rect(0, h - height, w, height)
    strip = pygame.Rect(pad, bar.y + int(8 * s), w - 2 * pad, int(30 * s))
    controls = pygame.Rect(pad, strip.bottom + int(10 * s), w - 2 * pad, row_h)
    second = pygame.Rect(pad, controls.bottom + gap, w - 2 * pad, below) if below > 0 else None
    return BarLayout(bar, pygame.Rect(0, 0, w, h - height), strip, controls, s, second)


def seat_label(seat: int | str) -> str:
    """The seat picker's word for a choice: "All" or "P2"."""
    return "All" if seat == ALL else f"P{int(seat) + 1}"


def label_x(x: int, width: int, strip: pygame.Rect) -> int:
    """Where a round's number `width` wide goes for its line at x: right of the line, or left of it where
    the strip ends first (the last turn's "T103" was cut to "T10" by the strip's end, found watching)."""
    return x + 3 if x + 3 + width <= strip.right - 2 else x - 3 - width


def draw_strip(surface: pygame.Surface, lay: BarLayout, timeline: Timeline, position: int) -> None:
    """The strip: a tick per action (when they fit), round marks with their number, fight marks, the cursor."""
    s, strip, end = lay.scale, lay.strip, timeline.end
    pygame.draw.rect(surface, (24, 16, 14), lay.bar)
    pygame.draw.line(surface, look.BRASS_DARK, lay.bar.topleft, lay.bar.topright, 2)
    pygame.draw.rect(surface, (40, 28, 24), strip, border_radius=4)
    played = pygame.Rect(strip.x, strip.y, lay.x_of(position, end) - strip.x, strip.height)
    pygame.draw.rect(surface, (70, 50, 36), played, border_radius=4)
    if end > 0 and strip.width / end >= 3:  # every action, where a tick has room
        for k in range(1, end + 1):
            x = lay.x_of(k, end)
            pygame.draw.line(surface, TICK_INK, (x, strip.bottom - int(6 * s)), (x, strip.bottom - 1))
    small = look.font("sans", max(9, int(10 * s)))
    # a round's number where it has room; a crowded round (many short rounds) keeps its line below the
    # numbers, so no line is drawn through the number before it
    label_until = -1
    labels: list[tuple[pygame.Surface, int]] = []
    low = strip.y + small.get_linesize() + 1
    word = timeline.period or "Round"
    for mark in timeline.marks_of("round"):
        x = lay.x_of(mark.position, end)
        img = small.render(mark.label.replace(f"{word} ", word[:1]), True, ROUND_INK)  # "R3", "T12"
        at = label_x(x, img.get_width(), strip)
        labelled = at > label_until
        if labelled:
            labels.append((img, at))
            label_until = at + img.get_width() + 4
        pygame.draw.line(surface, ROUND_INK, (x, strip.y if labelled else low), (x, strip.bottom - 1), 2)
    for img, x in labels:
        surface.blit(img, (x, strip.y + 1))
    for mark in timeline.marks_of("fight"):
        x = lay.x_of(mark.position, end)
        r = max(3, int(4 * s))
        pygame.draw.polygon(
            surface,
            FIGHT_INK,
            [
                (x, strip.bottom - 2 * r - 2),
                (x + r, strip.bottom - r - 2),
                (x, strip.bottom - 2),
                (x - r, strip.bottom - r - 2),
            ],
        )
    x = lay.x_of(position, end)
    pygame.draw.line(surface, CURSOR_INK, (x, strip.y - 3), (x, strip.bottom + 2), max(2, int(3 * s)))
