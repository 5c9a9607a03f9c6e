"""What the four clay tools (missile, blast, wall, remove wall) share: the seat that casts, no
monster tooltips while aiming (they covered the clay buttons), put down as soon as the seat may no
longer cast (the engine's why_not for the tool's `kind`), and a click read as a point of the map."""

from __future__ import annotations

import pygame

from tabletop.ui.necromolds.table import clay_rules as CR
from tabletop.ui.necromolds.table.table_view import TableTool, TableView
from tabletop.ui.tools import DONE, HANDLED, PASS


class ClayTool(TableTool):
    """Base of the clay tools; `kind` is the action (CR.MISSILE, CR.BLAST, CR.WALL, CR.REMOVE)."""

    kind = ""

    def __init__(self, seat: int) -> None:
        self.seat = seat

    def hover_blocked(self) -> bool:
        """Aiming clay: no monster tooltips over the map."""
        return True

    def on_state(self, view: TableView):
        """Put down when the seat may no longer cast."""
        return DONE if CR.why_not(view.state, self.seat, self.kind) else None

    @staticmethod
    def map_click(event, view: TableView):
        """A mouse press: (point, None) for a left click inside the battle map, in map inches;
        otherwise (None, the tool's answer): a right click puts the tool down, a click off the
        map passes on, a click in the view but off the battle map is taken and does nothing."""
        if event.type != pygame.MOUSEBUTTONDOWN:
            return None, PASS
        if event.button == 3:
            return None, DONE
        if event.button != 1 or not view.on_map(event.pos):
            return None, PASS
        x, y = view.map_point(event.pos)
        w, h = CR.bounds(view.state)
        if not (0 <= x <= w and 0 <= y <= h):
            return None, HANDLED
        return (x, y), None
