"""Distances between bases: the distance tool (NM-DIST-*, NM-RANGED-02) and contact (NM-MOVE-13)."""

from __future__ import annotations

import itertools
import math

import numpy as np


def disc_gap(ax: float, ay: float, ar: float, bx: float, by: float, br: float) -> float:
    """Edge-to-edge distance between two discs (0 when they touch or overlap)."""
    return max(0.0, math.hypot(bx - ax, by - ay) - ar - br)


def disc_gaps(x: float, y: float, r: float, xy: np.ndarray, radii: np.ndarray) -> np.ndarray:
    """Signed edge-to-edge distances from one disc to many (negative when overlapping)."""
    if len(radii) == 0:
        return np.zeros(0)
    return np.hypot(xy[:, 0] - x, xy[:, 1] - y) - r - radii


def within_edge(gap: float, length: float) -> bool:
    """Both bases can touch one straight edge of `length` at once: the gap is at most the length.

    Two discs at gap g can both touch a segment of length L iff g <= L: lay the segment along the
    line of centres between the two nearest points (NM-RANGED-02).
    """
    return gap <= length + 1e-9


def touching(gap: float, tolerance: float) -> bool:
    """Bases count as in contact when the gap between their edges is at most the tolerance."""
    return gap <= tolerance + 1e-12


def truncate(path: list[tuple[float, float]], length: float) -> list[tuple[float, float]]:
    """The first `length` inches of a polyline (the first point is the start)."""
    out = [path[0]]
    left = length
    for (x0, y0), (x1, y1) in itertools.pairwise(path):
        seg = math.hypot(x1 - x0, y1 - y0)
        if seg <= left:
            out.append((x1, y1))
            left -= seg
            continue
        if seg > 0 and left > 1e-6:
            t = left / seg
            out.append((x0 + (x1 - x0) * t, y0 + (y1 - y0) * t))
        break
    return out
