"""The building painted once per state and zoom level, then moved where the camera puts it.

Panning used to paint the whole cross-section again every frame (some 180 texts late in a six-player
game: 24 ms a frame at the median, 86 ms at p95). The picture of the building depends only on the state
and the zoom, so it is painted once into a layer the size of the whole building at this zoom and each
panned frame only blits it at the camera's offset. A zoom so close that the layer would be huge (over
MAX_PIXELS) paints directly, as before (the caller's fallback)."""

from __future__ import annotations

from dataclasses import replace

import pygame

from tabletop.ui.camera import Camera
from tabletop.ui.corp.table import building_draw as BD
from tabletop.ui.corp.table import building_plan as BP

MAX_PIXELS = 9_000_000  # about 36 MB of pixels: a building this large is painted directly instead


class BuildingLayer:
    def __init__(self) -> None:
        self.key: tuple | None = None
        self.surface: pygame.Surface | None = None
        self.paints = 0  # how many times the layer was painted (tests: panning paints nothing)

    def fits(self, camera) -> bool:
        """The layer at this zoom is small enough to keep."""
        x0, y0, x1, y1 = BP.bounds()
        return (x1 - x0) * camera.scale * (y1 - y0) * camera.scale <= MAX_PIXELS

    def draw(self, surface, view, plan: BP.Plan, state_key) -> None:
        """The building for `view` (painted again only when the state or the zoom changed) at the
        camera's offset, clipped to the building's rectangle."""
        cam = view.camera
        x0, y0, x1, y1 = BP.bounds()
        key = (state_key, cam.scale)
        if key != self.key or self.surface is None:
            w, h = int((x1 - x0) * cam.scale) + 2, int((y1 - y0) * cam.scale) + 2
            layer = pygame.Surface((w, h), pygame.SRCALPHA)
            flat = Camera(
                viewport=(w, h), scale=cam.scale, origin_x=x0, origin_y=y0, min_scale=cam.min_scale,
                max_scale=cam.max_scale,
            )  # fmt: skip
            BD.draw_building(
                layer, replace(view, camera=flat, layout=replace(view.layout, building=(0, 0, w, h))), plan
            )
            self.surface, self.key = layer, key
            self.paints += 1
        ox, oy = cam.map_to_screen(x0, y0)
        old = surface.get_clip()
        surface.set_clip(pygame.Rect(view.layout.building))
        surface.blit(self.surface, (round(ox), round(oy)))
        surface.set_clip(old)
