"""Facing (Directional Attacks, NM-FAN-10/11): a model's front is the half-plane ahead of its
facing; "behind" a model is its rear half-plane. Angles are degrees from the map's +x axis toward
+y (map y grows down the map, so 90 faces the bottom edge). Pure math, no shapely.
"""

from __future__ import annotations

import math

XY = tuple[float, float]
FRONT_ARC = 180.0  # degrees: the front is a half-plane (NM-FAN-11)


def normalise(angle: float) -> float:
    """An angle in degrees within [0, 360)."""
    a = math.fmod(float(angle), 360.0)
    return a + 360.0 if a < 0 else (0.0 if a == 360.0 else a)


def facing_toward(here: XY, there: XY, default: float = 0.0) -> float:
    """The facing (degrees) of a model at `here` looking at `there` (`default` if they coincide)."""
    dx, dy = there[0] - here[0], there[1] - here[1]
    if abs(dx) < 1e-12 and abs(dy) < 1e-12:
        return normalise(default)
    return normalise(math.degrees(math.atan2(dy, dx)))


def ahead(facing: float, here: XY, point: XY) -> float:
    """Signed distance of `point` ahead of the line through `here` square to `facing` (> 0: in front)."""
    a = math.radians(facing)
    return (point[0] - here[0]) * math.cos(a) + (point[1] - here[1]) * math.sin(a)


def in_front(facing: float, here: XY, point: XY) -> bool:
    """Whether `point` lies in the front half-plane of a model at `here` facing `facing` (the
    dividing line counts as front)."""
    return ahead(facing, here, point) >= -1e-9


def behind(facing: float, here: XY, point: XY) -> bool:
    """Whether `point` lies strictly in the rear half-plane of a model at `here` facing `facing`."""
    return ahead(facing, here, point) < -1e-9


def front_arc(facing: float) -> tuple[float, float]:
    """The front arc as (from, to) degrees, counter-clockwise in map angles: facing -/+ 90."""
    return normalise(facing - FRONT_ARC / 2), normalise(facing + FRONT_ARC / 2)


__all__ = ["FRONT_ARC", "ahead", "behind", "facing_toward", "front_arc", "in_front", "normalise"]
