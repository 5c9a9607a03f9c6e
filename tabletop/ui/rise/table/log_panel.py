"""The Rise table's log strip: the kit's log panel (tabletop/ui/kit/log_panel.py) with a scroll bar,
in Rise's smaller, closer letter, its framed strip and its own colours (a seat's colour as it is, a dark one in dim bone, so
the black and the purple player stay readable on the dark strip).
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.ui import look
from tabletop.ui.kit.log_panel import LogPanel
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


@dataclass
class RiseLog(LogPanel):
    """The kit's panel, its letter taken up with Large text (layout.letters) each time it is measured (the
    table's update, before any drawing): the panel sets its lines by its letter's height."""

    def measure(self, lines, rect, scale: float) -> int:
        self.font_size = FONT_SIZE * letters(1.0)
        return super().measure(lines, rect, scale)


def log_panel() -> LogPanel:
    """The table's log panel."""
    return RiseLog(font_size=FONT_SIZE * letters(1.0), bar=True, tint=line_colour, spacing=SPACING, backing=backing)
