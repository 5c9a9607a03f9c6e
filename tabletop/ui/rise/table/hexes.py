"""Hex geometry of the Rise board, pure (no pygame): axial (q, r) <-> board units <-> pixels.

Board units: a pointy-top hex of circumradius 1 centred at `hex_to_point(q, r)`. The platform's
Camera treats board units as its "map units", so pan and zoom work as on every table; `fit`
gives the scale and origin that make the whole board (spaces and card piles) fill a rectangle.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

SQRT3 = math.sqrt(3.0)
Point = tuple[float, float]


def hex_to_point(q: float, r: float) -> Point:
    """Centre of hex (q, r) in board units (pointy top, circumradius 1)."""
    return (SQRT3 * (q + r / 2.0), 1.5 * r)


def point_to_axial(x: float, y: float) -> tuple[float, float]:
    """Fractional axial coordinates of a board point."""
    r = y / 1.5
    q = x / SQRT3 - r / 2.0
    return q, r


def axial_round(q: float, r: float) -> tuple[int, int]:
    """The hex a fractional axial coordinate falls in (cube rounding)."""
    x, z = q, r
    y = -x - z
    rx, ry, rz = round(x), round(y), round(z)
    dx, dy, dz = abs(rx - x), abs(ry - y), abs(rz - z)
    if dx > dy and dx > dz:
        rx = -ry - rz
    elif dy > dz:
        ry = -rx - rz
    else:
        rz = -rx - ry
    return int(rx), int(rz)


def point_to_hex(x: float, y: float) -> tuple[int, int]:
    """The hex (q, r) containing a board point."""
    return axial_round(*point_to_axial(x, y))


def corners(q: float, r: float, size: float = 1.0) -> list[Point]:
    """The six corners of hex (q, r) in board units (pointy top), scaled by `size` about its centre."""
    cx, cy = hex_to_point(q, r)
    return [
        (cx + size * math.cos(math.radians(60 * k - 30)), cy + size * math.sin(math.radians(60 * k - 30)))
        for k in range(6)
    ]


def bounds(cells: Iterable[tuple[int, int]], pad: float = 1.1) -> tuple[float, float, float, float]:
    """(left, top, right, bottom) in board units around these hexes, padded."""
    xs, ys = [], []
    for q, r in cells:
        x, y = hex_to_point(q, r)
        xs.append(x)
        ys.append(y)
    if not xs:
        return (-1.0, -1.0, 1.0, 1.0)
    return (min(xs) - SQRT3 / 2 - pad, min(ys) - 1 - pad, max(xs) + SQRT3 / 2 + pad, max(ys) + 1 + pad)


def fit(box: tuple[float, float, float, float], rect: tuple[int, int, int, int]) -> tuple[float, float, float]:
    """(scale px per unit, origin_x, origin_y) that centre `box` (board units) in `rect` (pixels)."""
    left, top, right, bottom = box
    _x, _y, w, h = rect
    bw, bh = max(1e-6, right - left), max(1e-6, bottom - top)
    scale = min(w / bw, h / bh)
    cx, cy = (left + right) / 2, (top + bottom) / 2
    return scale, cx - w / 2 / scale, cy - h / 2 / scale


class HexIndex:
    """Spaces by hex, for hit-testing a board point to a space id."""

    def __init__(self, spaces: Iterable[tuple[str, int, int]]) -> None:
        self.by_hex: dict[tuple[int, int], str] = {}
        self.hex_of: dict[str, tuple[int, int]] = {}
        for sid, q, r in spaces:
            self.by_hex[(q, r)] = sid
            self.hex_of[sid] = (q, r)

    def at(self, x: float, y: float) -> str | None:
        """The space under board point (x, y), or None off the board."""
        return self.by_hex.get(point_to_hex(x, y))

    def centre(self, sid: str) -> Point:
        """Centre of a space in board units."""
        return hex_to_point(*self.hex_of[sid])
