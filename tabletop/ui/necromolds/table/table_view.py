"""What a table tool is handed: a read-only picture of the table this moment.

The view state (what the seat at the screen may see), the camera, the layout and its hit
areas, the mouse, the clock, who plays which seat, and hit tests over them. Tools read it and
answer with results; they never write to it or to the scene.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

import pygame

from tabletop.games.necromolds import queries as NQ
from tabletop.ui.kit.names import seat_name
from tabletop.ui.tools import Tool


@dataclass(frozen=True)
class TableView:
    """The table as a tool sees it."""

    state: Any  # the view state of the seat at the screen
    camera: Any
    layout: Any
    hits: dict  # seat -> cards.PanelHits
    mouse: tuple
    t: float
    seat: int | None  # the seat at the screen (None: a spectator)
    bots: frozenset
    colours: tuple
    animating: bool = False  # monsters are still walking their moves (windows wait for them)
    speed: float = 1.0  # the settings' animation speed

    @property
    def scale(self) -> float:
        """The layout's scale (1 at 1280x800)."""
        return self.layout.scale

    def human(self, seat: int | None) -> bool:
        """True for a seat played at this screen."""
        return seat is not None and seat not in self.bots

    def seat_name(self, seat: int) -> str:
        """'Player 1' or 'Player 2 (computer)'."""
        return seat_name(seat, self.bots)

    def on_map(self, pos) -> bool:
        """The point is over the map."""
        return pygame.Rect(self.layout.map).collidepoint(pos)

    def map_point(self, pos) -> tuple[float, float]:
        """A screen point in map inches."""
        return self.camera.screen_to_map(*pos)

    def monster_at(self, pos, seats: Iterable[int] | None = None) -> str | None:
        """The monster under a screen point (optionally of some seats only)."""
        if not self.on_map(pos):
            return None
        x, y = self.camera.screen_to_map(*pos)
        allowed = None if seats is None else set(seats)
        best = None
        for m in self.state.alive():
            if allowed is not None and m.owner not in allowed:
                continue
            r, _ = NQ.base_of(m)
            d = math.dist((x, y), (m.x, m.y))
            if d <= r + 0.12 and (best is None or d < best[0]):
                best = (d, m.id)
        return best[1] if best else None

    def slot_at(self, pos):
        """(seat, book, slot, die on it or None) under a screen point."""
        for seat, hits in self.hits.items():
            for rect, book, slot, die in hits.slots:
                if rect.collidepoint(pos):
                    return seat, book, slot, die
        return None

    def tray_die_at(self, pos):
        """(seat, die) of a tray die under a screen point."""
        for seat, hits in self.hits.items():
            for rect, die in hits.tray:
                if rect.collidepoint(pos):
                    return seat, die
        return None

    def card_at(self, pos):
        """(seat, book) of a spellbook card under a screen point."""
        for seat, hits in self.hits.items():
            for rect, book in hits.cards:
                if rect.collidepoint(pos):
                    return seat, book
        return None

    def enemies_of(self, seat: int) -> list[int]:
        """Every other seat (all seats are enemies in Necromolds)."""
        return [s for s in range(len(self.state.seats)) if s != seat]


class TableTool(Tool):
    """A Necromolds table tool: besides `draw` (over everything, after the buttons) it may draw
    under the pieces, over them on the map, or as a window under the buttons."""

    def draw_under(self, surface, view: TableView) -> None:
        """On the map, under the pieces (read-only)."""

    def draw_map(self, surface, view: TableView) -> None:
        """On the map, over the pieces (read-only)."""

    def draw_window(self, surface, view: TableView) -> None:
        """Over the table, under the buttons (a window whose buttons the toolbar adds)."""

    def buttons(self, view: TableView) -> list:
        """Buttons this tool adds this frame (their actions return results)."""
        return []

    def hover_blocked(self) -> bool:
        """True when this tool covers what is under the mouse (no tooltips from below)."""
        return False

    def takes_wheel(self, view: TableView) -> bool:
        """True when this tool wants the mouse wheel now (it does not zoom the map then)."""
        return False
