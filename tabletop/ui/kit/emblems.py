"""A second cue for every player (issue 26): an emblem per seat beside its colour, never colour alone.

About one player in twelve cannot tell some clay colours apart, so every owned thing on a table (a
monster's base, a miniature, a character) and every place a seat is named (panels, the log) carries
its seat's emblem too: a filled shape that reads in greyscale and at a glance, seat 1 a circle, seat 2
a triangle, then a square, a diamond, a star and a cross.

    draw_emblem(surface, seat, centre, radius, colour)   # the shape in the seat's colour, inked round
    emblem_chip(seat, colour, size) -> Surface            # the same, cached, for beside a name
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from tabletop.ui import look

EMBLEMS = ("circle", "triangle", "square", "diamond", "star", "cross")


def emblem_of(seat: int) -> str:
    """The seat's emblem (seats past six take them again)."""
    return EMBLEMS[seat % len(EMBLEMS)]


def emblem_points(shape: str, centre: tuple[float, float], r: float) -> list[tuple[float, float]]:
    """The outline of a polygon emblem around `centre` with outer radius `r` ([] for the circle)."""
    cx, cy = centre
    if shape == "triangle":
        return [(cx + r * math.cos(a), cy + r * math.sin(a)) for a in (-math.pi / 2, math.pi / 6, 5 * math.pi / 6)]
    if shape == "square":
        s = r * 0.8
        return [(cx - s, cy - s), (cx + s, cy - s), (cx + s, cy + s), (cx - s, cy + s)]
    if shape == "diamond":
        return [(cx, cy - r), (cx + r * 0.62, cy), (cx, cy + r), (cx - r * 0.62, cy)]
    if shape == "star":
        pts = []
        for k in range(10):
            rr = r if k % 2 == 0 else r * 0.45
            a = -math.pi / 2 + k * math.pi / 5
            pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
        return pts
    if shape == "cross":
        a, b = r * 0.35, r * 0.95
        return [
            (cx - a, cy - b),
            (cx + a, cy - b),
            (cx + a, cy - a),
            (cx + b, cy - a),
            (cx + b, cy + a),
            (cx + a, cy + a),
            (cx + a, cy + b),
            (cx - a, cy + b),
            (cx - a, cy + a),
            (cx - b, cy + a),
            (cx - b, cy - a),
            (cx - a, cy - a),
        ]
    return []


def draw_emblem(surface, seat: int, centre, radius: float, colour, ink=look.INK) -> None:
    """The seat's emblem filled with its colour and inked round (it reads on any ground)."""
    shape = emblem_of(seat)
    r = max(2.0, float(radius))
    width = 1 if r < 7 else 2
    if shape == "circle":
        c = (round(centre[0]), round(centre[1]))
        pygame.draw.circle(surface, colour, c, round(r * 0.85))
        pygame.draw.circle(surface, ink, c, round(r * 0.85), width)
        return
    pts = emblem_points(shape, centre, r)
    pygame.draw.polygon(surface, colour, pts)
    pygame.draw.polygon(surface, ink, pts, width)


@lru_cache(maxsize=64)
def emblem_chip(seat: int, colour: tuple, size: int) -> pygame.Surface:
    """The emblem on a transparent square of `size` pixels, for beside a seat's name."""
    chip = pygame.Surface((size, size), pygame.SRCALPHA)
    draw_emblem(chip, seat, (size / 2, size / 2), size / 2 - 1, tuple(colour))
    return chip
