"""The log panel: the game screen's log lines (the engine's own words, as the seat at the
screen sees them), newest at the bottom, scrollable with the wheel. A line about a computer
seat carries a small bot mark in front; the words are never rewritten here.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from tabletop.ui import look
from tabletop.ui.necromolds.table import draw as D

HIGHLIGHT_KINDS = ("combat_result", "smash", "game_over", "round_start", "reveal")


def line_colour(line, colours) -> tuple:
    """The colour of a log line: big moments amber, a seat's doings in its colour, the screen's notes dim."""
    if line.kind in HIGHLIGHT_KINDS or line.kind == "title":
        return look.AMBER
    if line.kind == "note":
        return look.BONE_DIM
    if line.seat is not None and 0 <= line.seat < len(colours):
        return D.lighter(colours[line.seat], 0.3)
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


@dataclass
class LogPanel:
    """Where the log is scrolled to (the lines themselves are the game screen's)."""

    scroll: int = 0  # lines scrolled back from the newest
    seen: int = 0  # how many lines there were last time (a new line brings the view back to the newest)

    def wheel(self, dy: int, count: int) -> None:
        """Scroll back (positive) or forward over `count` lines."""
        self.scroll = max(0, min(max(0, count - 3), self.scroll + dy))

    def follow(self, count: int) -> None:
        """New lines arrived: show the newest."""
        if count != self.seen:
            self.scroll = 0
            self.seen = count

    def rows(self, lines, colours, width: int, size: int, n: int) -> list:
        """The screen rows (text, colour, bot mark) of the newest whole lines that fit in n rows:
        long lines wrap, not cut, and the top row never starts in the middle of a line."""
        end = len(lines) - self.scroll
        groups: list = []
        used = 0
        for line in reversed(lines[max(0, end - n) : end]):
            colour = line_colour(line, colours)
            parts = D.wrap(line.text, "sans", size, width)
            group = [(("   " if k else "") + part, colour, line.bot and k == 0) for k, part in enumerate(parts)]
            if used + len(group) > n:
                if not groups:  # the newest line alone is taller than the panel: its beginning
                    groups.append(group[:n])
                break
            groups.append(group)
            used += len(group)
        return [row for group in reversed(groups) for row in group]

    def draw(self, surface, rect, scale: float, lines, colours) -> None:
        """The newest lines that fit in rect."""
        rect = pygame.Rect(rect)
        D.panel(surface, rect, alpha=200)
        size = int(13 * scale)
        lh = int(size * 1.4)
        n = max(1, (rect.height - 10) // lh)
        f = look.font("sans", size)
        mark = int(size * 0.95)
        indent = mark + int(5 * scale)
        y = rect.top + 6
        for text, colour, bot in self.rows(lines, colours, rect.width - 30 - indent, size, n):
            while f.size(text)[0] > rect.width - 20 - indent and len(text) > 4:
                text = text[:-4] + "…"
            if bot:
                draw_bot_mark(surface, (rect.left + 10, y + (lh - mark) // 2 - 1), mark, look.BONE_DIM)
            surface.blit(f.render(text, True, colour), (rect.left + 10 + indent, y))
            y += lh
        if self.scroll:
            D.text(
                surface,
                "sans_italic",
                11 * scale,
                f"↑ {self.scroll} newer below (wheel)",
                (rect.right - 8, rect.bottom - 4),
                look.BONE_DIM,
                anchor="bottomright",
            )
