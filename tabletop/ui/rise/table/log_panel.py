"""The Rise table's log strip: the log's lines wrapped to the strip, the newest last, scrolled back by
the wheel, with a scroll bar. Kept apart so the table kit's log panel replaces it by one import.

The wrapping is cached here (one object per table); the scroll range is read by input and by drawing
alike through `max_scroll`, so drawing never has to correct the table's scroll.
"""

from __future__ import annotations

import pygame

from tabletop.ui import look

LOG_TIP = "The log: the wheel scrolls back through the game"


def log_font(scale: float):
    """The log's letter at this scale."""
    return look.font("sans", max(8, int(11 * scale)))


def line_colour(line, colours) -> tuple:
    """A line in its seat's colour (a dark one, and lines about no seat, in bone)."""
    c = colours[line.seat] if line.seat is not None and line.seat < len(colours) else look.BONE
    return look.BONE_DIM if sum(c) < 200 else c


class LogPanel:
    """The wrapped lines of the log for one strip width (remade when the log or the width changes)."""

    def __init__(self) -> None:
        self._key: tuple | None = None
        self._wrapped: list[tuple[str, tuple]] = []

    def wrapped(self, key: tuple, lines, rect, scale: float, colours) -> tuple[list, int]:
        """The lines wrapped to the strip (newest last) and how many whole lines fit; `key` names the
        log as it stands (its version, who reads it, whether the newest lines wait)."""
        r = pygame.Rect(rect)
        f = log_font(scale)
        if self._key != (key, r.w):
            out: list[tuple[str, tuple]] = []
            for line in lines():
                c = line_colour(line, colours)
                out += [(part, c) for part in look.wrap_lines(line.text, f, r.w - int(24 * scale))]
            self._key, self._wrapped = (key, r.w), out
        room = max(1, (r.h - int(16 * scale)) // f.get_linesize())
        return self._wrapped, room

    def max_scroll(self, key: tuple, lines, rect, scale: float, colours) -> int:
        """How far back the log can be scrolled."""
        wrapped, room = self.wrapped(key, lines, rect, scale, colours)
        return max(0, len(wrapped) - room)

    def draw(self, surface, key: tuple, lines, rect, scale: float, colours, scroll: int) -> None:
        """The strip: its frame, the lines `scroll` back from the newest, and a scroll bar when they do not all fit."""
        r, s = pygame.Rect(rect), scale
        look.draw_frame(surface, r, 210)
        f = log_font(scale)
        wrapped, room = self.wrapped(key, lines, rect, scale, colours)
        scroll = max(0, min(scroll, max(0, len(wrapped) - room)))
        end = len(wrapped) - scroll
        y = r.y + int(8 * s)
        for text, c in wrapped[max(0, end - room) : end]:
            surface.blit(f.render(text, True, c), (r.x + int(10 * s), y))
            y += f.get_linesize()
        if len(wrapped) > room:  # a scroll bar: where these lines sit in the whole log
            track = pygame.Rect(r.right - int(9 * s), r.y + int(8 * s), max(2, int(3 * s)), r.h - int(16 * s))
            pygame.draw.rect(surface, (60, 44, 34), track)
            h = max(6, track.h * room // len(wrapped))
            top = track.y + (track.h - h) * max(0, end - room) // max(1, len(wrapped) - room)
            pygame.draw.rect(surface, look.BRASS, (track.x, top, track.w, h))
