"""The log panel: the game screen's log lines (the engine's own words, as the seat at the screen
sees them), newest at the bottom, long lines wrapped (never cut), scrolled with the wheel.

A line about a computer seat carries a small bot mark in front; a seat's doings are in its colour,
the big moments (the kinds a table names in `highlight`) in amber, the screen's notes dim. The
words are never rewritten here.

The scroll range is worked out in `measure` (call it from the table's update, with the rectangle
the panel is drawn in): the wheel then stops where the oldest line reaches the top. `draw` only
reads.

A click on the panel opens it taller (`toggle`; issue 21: seven lines were not enough to read a
turn): `area(rect, scale)` is then a panel of EXPAND_ROWS lines grown up and to the left from the
table's strip, which the game screen draws over the table (`GameScreen.draw_overlay`) and whose
wheel it serves; another click folds it again.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import pygame

from tabletop.ui import look
from tabletop.ui.kit.emblems import emblem_chip
from tabletop.ui.kit.panels import panel, readable, text, wrap


def line_colour(line, colours, highlight: Sequence[str] = ()) -> tuple:
    """The colour of a log line: big moments amber, a seat's doings in its colour, the screen's notes dim."""
    if line.kind in highlight or line.kind == "title":
        return look.AMBER
    if line.kind == "note":
        return look.BONE_DIM
    if line.seat is not None and 0 <= line.seat < len(colours):
        return readable(colours[line.seat])
    return look.BONE


def draw_bot_mark(surface, pos, size: int, colour) -> None:
    """A little robot head: this line is about a computer seat."""
    x, y = pos
    head = pygame.Rect(x, y + size // 5, size, size - size // 5)
    pygame.draw.rect(surface, colour, head, 1, border_radius=max(1, size // 5))
    pygame.draw.line(surface, colour, (x + size // 2, y), (x + size // 2, y + size // 5), 1)
    r = max(1, size // 8)
    pygame.draw.circle(surface, colour, (x + size // 3, head.centery), r)
    pygame.draw.circle(surface, colour, (x + size - size // 3, head.centery), r)


@dataclass(frozen=True)
class LogMetrics:
    """How the panel sets its lines in a rectangle at a scale."""

    size: int  # font size
    line_height: int
    rows: int  # screen rows that fit
    mark: int  # the bot mark's size (and the seat emblem's)
    indent: int  # room left for the seat's emblem and the bot mark
    wrap_width: int  # the width a line is wrapped to
    gap: int = 3  # between the emblem and the bot mark

    @classmethod
    def of(cls, rect, scale: float, font_size: float = 13, spacing: float = 1.4) -> LogMetrics:
        rect = pygame.Rect(rect)
        size = int(font_size * scale)
        lh = int(size * spacing)
        mark = int(size * 0.95)
        gap = max(2, int(3 * scale))
        indent = 2 * mark + gap + int(5 * scale)
        return cls(size, lh, max(1, (rect.height - 10) // max(1, lh)), mark, indent, rect.width - 30 - indent, gap)


EXPAND_ROWS = 26  # lines of the log opened taller
CONTINUED = "   "  # in front of a long line's wrapped rows
# in front of the top row when it is the end of a line begun above the panel's top; not "…": nothing is cut
# short, the line's beginning is a wheel away, and "…" means words left out (tests/ui/test_nothing_clipped.py)
ABOVE = "↑ "
EXPAND_WIDTH = 560  # its width (design pixels), at least the strip's
FOLD_HINT = "click to fold the log"


def expanded_rect(rect, scale: float, font_size: float = 13, spacing: float = 1.4) -> pygame.Rect:
    """The log opened taller: EXPAND_ROWS lines high and EXPAND_WIDTH wide, its bottom right corner
    where the strip's is, never above the top bar nor past the window's left edge."""
    rect = pygame.Rect(rect)
    m = LogMetrics.of(rect, scale, font_size, spacing)
    height = EXPAND_ROWS * m.line_height + int(30 * scale)
    top = max(int(60 * scale), rect.bottom - height)
    width = max(rect.width, int(EXPAND_WIDTH * scale))
    left = max(int(4 * scale), rect.right - width)
    return pygame.Rect(left, top, rect.right - left, rect.bottom - top)


@dataclass
class LogPanel:
    """Where the log is scrolled to (the lines themselves are the game screen's)."""

    highlight: tuple[str, ...] = ()  # the kinds of line shown in amber (a game's big moments)
    font_size: float = 13
    bar: bool = False  # a scroll bar at the right edge when the log is longer than the panel (Rise's)
    tint: Callable | None = None  # a table's own line colour, tint(line, colours) (None: line_colour's)
    spacing: float = 1.4  # line height over font size (Rise sets its lines closer)
    backing: Callable | None = None  # a table's own panel, backing(surface, rect) (None: the kit's panel)
    scroll: int = 0  # lines scrolled back from the newest
    seen: int = 0  # how many lines there were last time (a new line brings the view back to the newest)
    most: int = 0  # the furthest back the wheel goes (measure): the oldest line at the top
    expanded: bool = False  # opened taller over the table (a click on it; another folds it)
    _measured: tuple = field(default=(), repr=False)
    _drawn_key: tuple = field(default=(), repr=False)  # what the rendered rows below were made for
    _drawn: list = field(default_factory=list, repr=False)

    def measure(self, lines, rect, scale: float) -> int:
        """Work out the scroll range for these lines in rect; returns it. The furthest scroll is the one
        that shows the oldest line at the top of a full panel (the newest line alone when it is taller
        than the panel)."""
        m = LogMetrics.of(self.area(rect, scale), scale, self.font_size, self.spacing)
        key = (len(lines), lines[-1].text if lines else "", m)
        if key != self._measured:
            used = shown = 0
            for line in lines:
                used += len(wrap(line.text, "sans", m.size, m.wrap_width))
                if used > m.rows:
                    break
                shown += 1
            self.most = max(0, len(lines) - max(1, shown))
            self._measured = key
        self.scroll = min(self.scroll, self.most)
        return self.most

    def area(self, rect, scale: float) -> pygame.Rect:
        """Where the panel is now: the table's strip, or the taller panel when opened."""
        if self.expanded:
            return expanded_rect(rect, scale, self.font_size, self.spacing)
        return pygame.Rect(rect)

    def bounds(self, rect, scale: float) -> pygame.Rect:
        """The whole panel as it stands (what a click, the wheel or a tooltip over it meets): the kit's
        `area`, even where a table lays its lines further in (`area` overridden: Rise's clear of its studs)."""
        return LogPanel.area(self, rect, scale)

    def toggle(self) -> None:
        """Open the log taller, or fold it back to the strip (the newest lines shown)."""
        self.expanded = not self.expanded
        self.scroll = 0
        self._measured = ()

    def draw_expanded(self, surface, rect, scale: float, lines, colours) -> None:
        """The log opened taller (over the table), with the words that fold it."""
        area = self.area(rect, scale)
        pygame.draw.rect(surface, (26, 18, 28), area, border_radius=8)  # opaque: the strip below does not show
        self.draw(surface, area, scale, lines, colours)
        tab = self.fold_tab(rect, scale)
        panel(surface, tab, alpha=230, radius=4)
        text(surface, "sans_italic", 12 * scale, FOLD_HINT, tab.center, look.BONE_DIM, anchor="center")

    def fold_tab(self, rect, scale: float) -> pygame.Rect:
        """The tab on the opened panel's top edge whose words fold it (a click there folds it too)."""
        area = self.area(rect, scale)
        f = look.font("sans_italic", max(9, int(12 * scale)))
        tab = pygame.Rect(area.left, 0, f.size(FOLD_HINT)[0] + int(20 * scale), f.get_linesize() + int(6 * scale))
        tab.bottom = area.top + 2  # clear of its lines
        return tab

    def wheel(self, dy: int) -> None:
        """Scroll back (positive) or forward, within the range `measure` found."""
        self.scroll = max(0, min(self.most, self.scroll + dy))

    def follow(self, count: int) -> None:
        """New lines arrived: show the newest."""
        if count != self.seen:
            self.scroll = 0
            self.seen = count

    def rows(self, lines, colours, width: int, size: int, n: int) -> list:
        """The screen rows (text, colour, bot mark) of the newest lines that fit in n rows: long lines wrap,
        not cut; the rows left over by a line too long to show whole take its end, the top row begun with
        "↑ " (ABOVE), so a panel is never left mostly blank while there is more to read."""
        return [row[:3] for row in self._rows(lines, colours, width, size, n)]

    def _rows(self, lines, colours, width: int, size: int, n: int) -> list:
        """`rows` with a fourth field: the seat whose emblem goes in front of the row (its line's first
        row only; None for other rows and lines about no seat)."""
        end = len(lines) - self.scroll
        groups: list = []
        used = 0
        for line in reversed(lines[max(0, end - n) : end]):
            colour = self.tint(line, colours) if self.tint else line_colour(line, colours, self.highlight)
            # wrapped narrower by the continuation rows' indent, so a wrapped row is never cut short
            parts = wrap(line.text, "sans", size, width - look.font("sans", size).size(CONTINUED)[0])
            seat = line.seat if line.seat is not None and 0 <= line.seat < len(colours) else None
            group = [
                ((CONTINUED if k else "") + part, colour, line.bot and k == 0, seat if k == 0 else None)
                for k, part in enumerate(parts)
            ]
            if used + len(group) > n:
                if not groups:  # the newest line alone is taller than the panel: its beginning
                    groups.append(group[:n])
                elif used < n:  # the rows left: the older line's last ones, marked as going on above it
                    groups.append(self._tail(line.text, colour, seat, size, width, n - used))
                break
            groups.append(group)
            used += len(group)
        return [row for group in reversed(groups) for row in group]

    @staticmethod
    def _tail(words: str, colour, seat, size: int, width: int, room: int) -> list:
        """The last `room` rows of a line too long to show whole above the newer ones, the first begun with
        ABOVE (r29: the whole-lines rule left one line and blank space under a long line; issue 10: a row
        from a line's middle, unmarked, read as the line's start)."""
        f = look.font("sans", size)
        parts = wrap(words, "sans", size, width - max(f.size(CONTINUED)[0], f.size(ABOVE)[0]))[-room:]
        return [
            ((ABOVE if k == 0 else CONTINUED) + part, colour, False, seat if k == 0 else None)
            for k, part in enumerate(parts)
        ]

    def draw(self, surface, rect, scale: float, lines, colours) -> None:
        """The newest lines that fit in rect (or those the wheel went back to)."""
        rect = pygame.Rect(rect)
        if self.backing is not None:
            self.backing(surface, rect)
        else:
            panel(surface, rect, alpha=200)
        m = LogMetrics.of(rect, scale, self.font_size, self.spacing)
        y = rect.top + 6
        for image, bot, seat in self._rendered(lines, colours, m, rect.width):
            top = y + (m.line_height - m.mark) // 2 - 1
            if seat is not None:  # the seat's emblem: its colour is never the only cue (issue 26)
                surface.blit(emblem_chip(seat, tuple(colours[seat]), m.mark), (rect.left + 8, top))
            if bot:
                draw_bot_mark(surface, (rect.left + 10 + m.mark + m.gap, top), m.mark, look.BONE_DIM)
            surface.blit(image, (rect.left + 10 + m.indent, y))
            y += m.line_height
        if self.bar and self.most:
            self.draw_bar(surface, rect, scale, len(lines))
        if self.scroll:
            text(
                surface,
                "sans_italic",
                11 * scale,
                f"↑ {self.scroll} newer below (wheel)",
                (rect.right - 8, rect.bottom - 4),
                look.BONE_DIM,
                anchor="bottomright",
            )

    def _rendered(self, lines, colours, m: LogMetrics, width: int) -> list:
        """The rows' text images, made again only when the lines, the scroll or the panel change (the log
        is drawn every frame; wrapping and rendering its text is most of that frame's cost)."""
        end = len(lines) - self.scroll
        shown = tuple((ln.text, ln.kind, ln.bot, ln.seat) for ln in lines[max(0, end - m.rows) : end])
        key = (len(lines), shown, self.scroll, m, width, tuple(map(tuple, colours)))
        if key != self._drawn_key:
            f = look.font("sans", m.size)
            out = []
            for line, colour, bot, seat in self._rows(lines, colours, m.wrap_width, m.size, m.rows):
                while f.size(line)[0] > width - 20 - m.indent and len(line) > 4:
                    line = line[:-4] + "…"
                out.append((f.render(line, True, colour), bot, seat))
            self._drawn_key, self._drawn = key, out
        return self._drawn

    def bar_rect(self, rect, scale: float, count: int) -> pygame.Rect | None:
        """The scroll bar's thumb: where the lines shown sit in the whole log (None when all fit)."""
        if not self.most or count <= 0:
            return None
        rect = pygame.Rect(rect)
        track = pygame.Rect(rect.right - int(9 * scale), rect.top + int(8 * scale), max(2, int(3 * scale)), 0)
        track.height = rect.height - int(16 * scale)
        shown = max(1, count - self.most)  # lines on a full panel, roughly
        h = max(6, track.height * shown // count)
        top = track.top + (track.height - h) * (self.most - self.scroll) // max(1, self.most)
        return pygame.Rect(track.left, top, track.width, h)

    def draw_bar(self, surface, rect, scale: float, count: int) -> None:
        """The track and the thumb."""
        thumb = self.bar_rect(rect, scale, count)
        if thumb is None:
            return
        rect = pygame.Rect(rect)
        track = pygame.Rect(thumb.left, rect.top + int(8 * scale), thumb.width, rect.height - int(16 * scale))
        pygame.draw.rect(surface, (60, 44, 34), track)
        pygame.draw.rect(surface, look.BRASS, thumb)
