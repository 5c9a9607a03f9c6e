"""A bare table scene: a Necromolds battle map under the camera, for trying the camera out
(`tabletop screenshot --scene table_demo`; the Necromolds spec names it among its screens)."""

from __future__ import annotations

import pygame

from tabletop.ui import look
from tabletop.ui.camera import Camera
from tabletop.ui.camera_input import CameraControl
from tabletop.ui.layout import ui_scale
from tabletop.ui.necromolds.battle_map import DEFAULT_SIZE, draw_battle_map
from tabletop.ui.scene import Scene, Transition, pop

# A few round bases (centre x, y, radius in inches) to show that map units scale with zoom.
DEMO_BASES = ((6.0, 15.0, 0.75), (10.0, 15.8, 1.0), (14.0, 15.2, 0.75), (9.0, 3.0, 1.0), (15.0, 2.6, 0.75))


class TableScene(Scene):
    """Pan and zoom over a map; all map drawing goes through self.camera."""

    name = "table_demo"

    def __init__(self, ctx, map_size: tuple[float, float] = DEFAULT_SIZE) -> None:
        self.ctx = ctx
        self.map_size = map_size
        self.camera = Camera(viewport=ctx.size)
        self.control = CameraControl(self.camera)

    def enter(self) -> None:
        """Show the whole map."""
        self.camera.fit(*self.map_size)

    def resize(self, size: tuple[int, int]) -> None:
        """Keep the same map point centred in the new window."""
        self.camera.resize(size)

    def handle_event(self, event: pygame.event.Event) -> Transition | None:
        """Camera input; Esc goes back."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return pop()
        self.control.handle_event(event)
        return None

    def update(self, dt: float) -> Transition | None:
        """Arrow-key panning."""
        self.control.update(dt)
        return None

    def draw(self, surface: pygame.Surface) -> None:
        """Table, map, bases, and a hint line."""
        surface.blit(look.table_texture(surface.get_size()), (0, 0))
        draw_battle_map(surface, self.camera, self.map_size, edge_colours=(look.AMBER, look.MOSS))
        for x, y, r in DEMO_BASES:
            c = self.camera.map_to_screen(x, y)
            rad = max(2, round(self.camera.length_to_pixels(r)))
            pygame.draw.circle(surface, look.INK, (c[0] + 2, c[1] + 3), rad)
            pygame.draw.circle(surface, look.MOSS if y > 9 else look.AMBER, c, rad)
            pygame.draw.circle(surface, look.BONE, c, rad, 2)
        s = ui_scale(surface.get_size())
        hint = look.text(
            "serif_italic",
            int(16 * s),
            "Right- or middle-drag to pan · wheel to zoom · arrows pan · Esc back",
            look.BONE_DIM,
        )
        surface.blit(hint, (int(16 * s), surface.get_height() - hint.get_height() - int(10 * s)))
