"""The battle table scene (skeleton: draws the map and the monsters; play comes next)."""
from __future__ import annotations

from typing import Optional

import pygame

from tabletop.core.session import Session
from tabletop.ui import look
from tabletop.ui.battle_map import draw_battle_map
from tabletop.ui.camera import Camera
from tabletop.ui.camera_input import CameraControl
from tabletop.ui.scene import Scene, Transition, pop


class TableScene(Scene):
    """Play a Necromolds game from the assign phase to the winner."""

    name = "necromolds_table"

    def __init__(self, ctx, session: Session, bot_seats: set[int] = frozenset(),
                 colours: Optional[list[tuple[int, int, int]]] = None) -> None:
        self.ctx = ctx
        self.session = session
        self.bot_seats = set(bot_seats)
        self.colours = list(colours or [look.AMBER, look.MOSS])
        self.camera = Camera(viewport=ctx.size)
        self.control = CameraControl(self.camera)

    @property
    def state(self):
        """The game state on the table now."""
        return self.session.state

    def enter(self) -> None:
        """Fit the map in the window."""
        from tabletop.games.necromolds.library import library

        mp = library().maps[self.state.map]
        self.camera.fit(mp.width, mp.height)

    def handle_event(self, event) -> Optional[Transition]:
        """Camera input; Esc leaves."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return pop()
        self.control.handle_event(event)
        return None

    def update(self, dt: float) -> Optional[Transition]:
        """Arrow panning."""
        self.control.update(dt)
        return None

    def draw(self, surface: pygame.Surface) -> None:
        """The map and the monsters."""
        from tabletop.games.necromolds import field
        from tabletop.games.necromolds.library import library

        surface.blit(look.table_texture(surface.get_size()), (0, 0))
        mp = library().maps[self.state.map]
        terrain = [(list(poly.exterior.coords), h) for p in self.state.terrain for poly, h in field.placed_parts(self.state, p)]
        draw_battle_map(surface, self.camera, (mp.width, mp.height), self.colours, mp.border, terrain)
        for m in self.state.monsters:
            if m.deployed and m.alive:
                r, _h = field.base_of(m)
                c = self.camera.map_to_screen(m.x, m.y)
                pygame.draw.circle(surface, self.colours[m.owner], c, max(2, round(self.camera.length_to_pixels(r))))
