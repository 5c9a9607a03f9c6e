"""The Rise table's log strip: the kit's log panel (tabletop/ui/kit/log_panel.py) with a scroll bar,
in Rise's smaller, closer letter, its framed strip and its own colours (a seat's colour as it is, a dark one in dim bone, so
the black and the purple player stay readable on the dark strip).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from tabletop.ui import look
from tabletop.ui.kit.log_panel import FOLD_HINT, LogPanel
from tabletop.ui.kit.panels import panel, text
from tabletop.ui.rise.table.layout import letters

LOG_TIP = "The log: the wheel scrolls back through the game; a click on a fight's line shows that fight again, elsewhere opens the log taller"
FONT_SIZE = 11  # Rise's log letter (the kit's is 13): the strip beside the board is narrow
SPACING = 1.2  # the letter's own line height: as many lines as before fit the strip


def line_colour(line, colours) -> tuple:
    """A line in its seat's colour (a dark one, and lines about no seat, in bone)."""
    c = colours[line.seat] if line.seat is not None and 0 <= line.seat < len(colours) else look.BONE
    return look.BONE_DIM if sum(c) < 200 else c


def backing(surface, rect) -> None:
    """Rise's framed strip (brass corners), as the choices panel beside it."""
    look.draw_frame(surface, rect, 210)


def framed_later(surface, rect) -> None:
    """The kit's backing, left to RiseLog.draw: the frame goes round the whole strip, the lines inside it."""


# the kit's panel draws a line's seat emblem 8 px in from its left side, and its scroll bar 9 px (at scale 1)
# and its "newer below" words 8 px in from its right side
KIT_EMBLEM, KIT_BAR, KIT_WORDS = 8, 9, 8


def clear_of_studs(rect, scale: float) -> pygame.Rect:
    """The part of the framed strip the kit's panel lays its lines in: its sides drawn in so that the first
    and last lines' emblems and words, the scroll bar and the "newer below" words keep clear of the frame's
    corner studs (look.FRAME_STUD; r27 at 960x600: the last line's emblem lay over the lower left stud)."""
    r = pygame.Rect(rect)
    left = look.FRAME_STUD - KIT_EMBLEM
    bar = int(KIT_BAR * scale) - max(2, int(3 * scale))  # the bar's right edge, in from the panel's
    right = max(look.FRAME_STUD - KIT_WORDS, look.FRAME_STUD - bar) + 1
    return pygame.Rect(r.x + left, r.y, max(1, r.w - left - right), r.h)


@dataclass
class RiseLog(LogPanel):
    """The kit's panel, its letter taken up with Large text (layout.letters) each time it is measured (the
    table's update, before any drawing): the panel sets its lines by its letter's height. Its lines lie
    inside the frame clear of the corner studs (`clear_of_studs`): `area` (where lines are measured and
    found by a click) is that part of the kit's, and `draw` frames the whole strip round it."""

    def measure(self, lines, rect, scale: float) -> int:
        self.font_size = FONT_SIZE * letters(1.0)
        return super().measure(lines, rect, scale)

    def area(self, rect, scale: float) -> pygame.Rect:
        return clear_of_studs(super().area(rect, scale), scale)

    def draw(self, surface, rect, scale: float, lines, colours) -> None:
        """The frame round the whole of `rect`, the kit's lines inside it clear of its studs."""
        backing(surface, pygame.Rect(rect))
        super().draw(surface, clear_of_studs(rect, scale), scale, lines, colours)

    def draw_expanded(self, surface, rect, scale: float, lines, colours) -> None:
        """The log opened taller, framed as the strip (its fold tab as the kit's)."""
        whole = super().area(rect, scale)
        pygame.draw.rect(surface, (26, 18, 28), whole, border_radius=8)  # opaque: the strip below does not show
        self.draw(surface, whole, scale, lines, colours)
        tab = self.fold_tab(rect, scale)
        panel(surface, tab, alpha=230, radius=4)
        text(surface, "sans_italic", 12 * scale, FOLD_HINT, tab.center, look.BONE_DIM, anchor="center")


def log_panel() -> LogPanel:
    """The table's log panel."""
    return RiseLog(
        font_size=FONT_SIZE * letters(1.0), bar=True, tint=line_colour, spacing=SPACING, backing=framed_later
    )
