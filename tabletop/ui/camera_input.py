"""Mouse and keyboard control of a Camera: right/middle-drag pans, wheel zooms, arrows pan.

Key bindings are a table, not an if-chain, so a later options screen can remap them.
"""

from __future__ import annotations

import pygame

from tabletop.ui.camera import Camera

PAN_BUTTONS = (2, 3)  # middle and right: left is kept for selecting and moving pieces
WHEEL_STEP = 1.15  # zoom factor per wheel notch
ARROW_SPEED = 600.0  # pixels per second while an arrow key is held

ARROW_KEYS: dict[int, tuple[int, int]] = {
    pygame.K_LEFT: (1, 0),  # the view moves left, so the table slides right
    pygame.K_RIGHT: (-1, 0),
    pygame.K_UP: (0, 1),
    pygame.K_DOWN: (0, -1),
}


class CameraControl:
    """Turns pygame events inside a screen area into camera pans and zooms."""

    def __init__(self, camera: Camera, area: pygame.Rect | None = None) -> None:
        self.camera = camera
        self.area = area  # None means the whole window
        self._drag_from: tuple[int, int] | None = None
        self._held: set[int] = set()

    def _inside(self, pos: tuple[int, int]) -> bool:
        return self.area is None or self.area.collidepoint(pos)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Apply one event to the camera; True if it was used."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in PAN_BUTTONS and self._inside(event.pos):
            self._drag_from = event.pos
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button in PAN_BUTTONS and self._drag_from is not None:
            self._drag_from = None
            return True
        if event.type == pygame.MOUSEMOTION and self._drag_from is not None:
            dx, dy = event.pos[0] - self._drag_from[0], event.pos[1] - self._drag_from[1]
            self.camera.pan_pixels(dx, dy)
            self._drag_from = event.pos
            return True
        if event.type == pygame.MOUSEWHEEL:
            pos = pygame.mouse.get_pos()
            if self._inside(pos) and event.y:
                self.camera.zoom_at(WHEEL_STEP**event.y, *pos)
                return True
        if event.type == pygame.KEYDOWN and event.key in ARROW_KEYS:
            self._held.add(event.key)
            return True
        if event.type == pygame.KEYUP and event.key in ARROW_KEYS:
            self._held.discard(event.key)
            return True
        return False

    def zoom_at_cursor(self, notches: float, pos: tuple[int, int]) -> None:
        """Zoom as the wheel would with the cursor at `pos` (tests and touchpads)."""
        self.camera.zoom_at(WHEEL_STEP**notches, *pos)

    def update(self, dt: float) -> None:
        """Pan while arrow keys are held."""
        for key in self._held:
            sx, sy = ARROW_KEYS[key]
            self.camera.pan_pixels(sx * ARROW_SPEED * dt, sy * ARROW_SPEED * dt)
