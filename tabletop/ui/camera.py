"""The camera of a table scene: the one place where map units (inches) become pixels.

Pure Python on purpose (no pygame): rules code and tests can reason about what the
player sees without a display. A point on the map maps to the screen as
`screen = (map - origin) * scale`, where `origin` is the map point at the viewport's
top-left corner and `scale` is pixels per inch.
"""

from __future__ import annotations

from dataclasses import dataclass

Point = tuple[float, float]


@dataclass
class Camera:
    """Pan and zoom over a map measured in inches, drawn into a viewport of pixels."""

    viewport: tuple[int, int] = (1280, 800)
    scale: float = 20.0  # pixels per inch
    origin_x: float = 0.0  # map inches at the viewport's left edge
    origin_y: float = 0.0  # map inches at the viewport's top edge
    min_scale: float = 4.0
    max_scale: float = 160.0
    viewport_x: int = 0  # where the viewport sits on the window, so mouse positions map right
    viewport_y: int = 0

    def __post_init__(self) -> None:
        if not 0 < self.min_scale <= self.max_scale:
            raise ValueError(f"need 0 < min_scale <= max_scale, got {self.min_scale}, {self.max_scale}")
        self.scale = self._clamp(self.scale)

    def _clamp(self, scale: float) -> float:
        return max(self.min_scale, min(self.max_scale, scale))

    def map_to_screen(self, x: float, y: float) -> Point:
        """Screen pixel (float) of a map point in inches."""
        return (
            self.viewport_x + (x - self.origin_x) * self.scale,
            self.viewport_y + (y - self.origin_y) * self.scale,
        )

    def screen_to_map(self, sx: float, sy: float) -> Point:
        """Map point in inches under a screen pixel."""
        return (
            self.origin_x + (sx - self.viewport_x) / self.scale,
            self.origin_y + (sy - self.viewport_y) / self.scale,
        )

    def length_to_pixels(self, inches: float) -> float:
        """A map length in inches as pixels at the current zoom."""
        return inches * self.scale

    def pixels_to_length(self, pixels: float) -> float:
        """A length in pixels as inches on the map at the current zoom."""
        return pixels / self.scale

    def pan_pixels(self, dx: float, dy: float) -> None:
        """Move the view so the map follows a drag of (dx, dy) pixels."""
        # Dragging the table right means the map point under the hand moves right,
        # so the viewport's origin moves left on the map.
        self.origin_x -= dx / self.scale
        self.origin_y -= dy / self.scale

    def zoom_at(self, factor: float, sx: float, sy: float) -> None:
        """Zoom by `factor` keeping the map point under screen pixel (sx, sy) fixed."""
        if factor <= 0:
            raise ValueError(f"zoom factor must be positive, got {factor}")
        anchor_x, anchor_y = self.screen_to_map(sx, sy)
        self.scale = self._clamp(self.scale * factor)
        # Solve map_to_screen(anchor) == (sx, sy) for the new origin.
        self.origin_x = anchor_x - (sx - self.viewport_x) / self.scale
        self.origin_y = anchor_y - (sy - self.viewport_y) / self.scale

    def center_on(self, x: float, y: float) -> None:
        """Put map point (x, y) at the centre of the viewport."""
        w, h = self.viewport
        self.origin_x = x - w / 2 / self.scale
        self.origin_y = y - h / 2 / self.scale

    def fit(self, width: float, height: float, margin: float = 0.05) -> None:
        """Zoom and pan so a map of width x height inches fills the viewport with a margin."""
        w, h = self.viewport
        usable = 1.0 - 2 * margin
        self.scale = self._clamp(min(w * usable / width, h * usable / height))
        self.center_on(width / 2, height / 2)

    def fit_box(self, left: float, top: float, right: float, bottom: float) -> None:
        """Zoom and pan so the map box [left, right] x [top, bottom] (inches) just fills the viewport."""
        w, h = self.viewport
        bw, bh = max(1e-6, right - left), max(1e-6, bottom - top)
        self.scale = self._clamp(min(w / bw, h / bh))
        self.center_on((left + right) / 2, (top + bottom) / 2)

    def resize(self, viewport: tuple[int, int], x: int = 0, y: int = 0) -> None:
        """Change the viewport size and position, keeping the map point at its centre."""
        cx, cy = self.screen_to_map(self.viewport_x + self.viewport[0] / 2, self.viewport_y + self.viewport[1] / 2)
        self.viewport = (int(viewport[0]), int(viewport[1]))
        self.viewport_x, self.viewport_y = int(x), int(y)
        self.center_on(cx, cy)
