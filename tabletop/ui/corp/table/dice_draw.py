"""NecronomiCORP's dice, drawn as dice: an ivory cube face with pips, the 1 a skull (NC-COMP-04), a
face moved by a bonus or drawback shown with its new pips and a small badge of the shift, the hit or
miss marked once it has landed, and a tumbling die while it is in the air. Shared by the fight window
and anything else that shows a die (the table's sheets, the set-up). Drawing changes nothing.

Faces are made once per size and look (`_face`, cached) and blitted; a tumbling die is a face turned
by an angle, so a fight full of dice costs a few blits a frame."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from tabletop.ui import look

IVORY = (238, 230, 210)
IVORY_DIM = (196, 188, 170)
PIP = (34, 24, 20)
SKULL_INK = (140, 28, 34)
HIT = (92, 190, 96)
MISS = (150, 60, 52)
MONSTER = (70, 26, 30)  # a monster's dice: dark red faces, bone pips
MONSTER_PIP = (236, 222, 196)

# The corner pips stand clear of the shift badge (top left) and the hit or miss mark (bottom right):
# play-test r24, at 22 px the badges hid them (a 2 with a miss read blank, a 4 moved up read 3)
PIP_STEP = 0.21  # a corner pip's distance from the centre, in the die's size
SHIFT_R, SHIFT_MIN = 0.25, 4  # the shift badge's radius, in the die's size, and at least
MARK_R, MARK_MIN = 0.2, 4  # the hit or miss mark's

# pip positions on a 3x3 grid (-1, 0, 1) for the faces 2-6 (1 is the skull)
PIPS = {
    2: [(-1, -1), (1, 1)],
    3: [(-1, -1), (0, 0), (1, 1)],
    4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
    5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
    6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
}


def draw_skull(surface: pygame.Surface, centre: tuple[int, int], size: int, ink=SKULL_INK, holes=IVORY) -> None:
    """A small skull `size` pixels tall: the cranium, two eye sockets, the nose, the jaw with teeth
    (`holes` the colour seen through them: the die's face)."""
    cx, cy = centre
    r = max(3, size // 2)
    head = pygame.Rect(0, 0, int(r * 1.7), int(r * 1.45))
    head.center = (cx, cy - r // 6)
    pygame.draw.ellipse(surface, ink, head)
    jaw = pygame.Rect(0, 0, int(r * 1.05), max(2, int(r * 0.55)))
    jaw.midtop = (cx, head.bottom - max(1, r // 5))
    pygame.draw.rect(surface, ink, jaw, border_radius=max(1, r // 6))
    eye = max(2, int(r * 0.42))
    for dx in (-1, 1):
        e = pygame.Rect(0, 0, eye, int(eye * 1.1))
        e.center = (cx + dx * int(r * 0.38), cy - r // 6)
        pygame.draw.ellipse(surface, holes, e)
    nose = [(cx, cy + r // 6), (cx - max(1, r // 7), cy + r // 3), (cx + max(1, r // 7), cy + r // 3)]
    pygame.draw.polygon(surface, holes, nose)
    if r >= 6:
        for k in (-1, 0, 1):
            x = cx + k * max(2, jaw.w // 4)
            pygame.draw.line(surface, holes, (x, jaw.top + 1), (x, jaw.bottom - 2), 1)


@lru_cache(maxsize=512)
def _face(size: int, face: int, monster: bool, dim: bool, skull: bool | None = None) -> pygame.Surface:
    """A die face `size` pixels square (with room for its shadow): pips, or the skull on a rolled 1
    (`skull` False: a face a drawback lowered to 1 is one pip, not a skull, NC-ABIL-04)."""
    surf = pygame.Surface((size + 2, size + 3), pygame.SRCALPHA)
    rect = pygame.Rect(0, 0, size, size)
    radius = max(2, size // 5)
    fill = MONSTER if monster else (IVORY_DIM if dim else IVORY)
    pip = MONSTER_PIP if monster else PIP
    pygame.draw.rect(surf, (12, 8, 8, 200), rect.move(2, 3), border_radius=radius)
    pygame.draw.rect(surf, fill, rect, border_radius=radius)
    # a lighter top-left edge and a darker bottom-right one: it reads as a cube, not a tile
    hi = tuple(min(255, c + 24) for c in fill)
    lo = tuple(max(0, c - 60) for c in fill)
    pygame.draw.rect(surf, lo, rect, max(1, size // 22), border_radius=radius)
    pygame.draw.line(surf, hi, (radius, 1), (size - radius, 1), max(1, size // 22))
    pygame.draw.line(surf, hi, (1, radius), (1, size - radius), max(1, size // 22))
    c = rect.center
    if face == 1 and skull is not False:
        draw_skull(surf, c, int(size * 0.62), MONSTER_PIP if monster else SKULL_INK, fill)
        return surf
    step = size * PIP_STEP
    pr = max(1, size // 10)
    for dx, dy in PIPS.get(face, [(0, 0)]):  # (a lowered 1: one pip in the middle)
        pygame.draw.circle(surf, pip, (round(c[0] + dx * step), round(c[1] + dy * step)), pr)
    return surf


def draw_face(
    surface: pygame.Surface,
    rect: pygame.Rect,
    face: int,
    *,
    monster: bool = False,
    dim: bool = False,
    shown: int | None = None,
) -> None:
    """A landed die in `rect` (square): the face it shows (`shown`, after a bonus or drawback; a skull is
    never moved), with a small badge of the shift when it moved."""
    size = min(rect.w, rect.h)
    visible = face if face == 1 or shown is None else shown
    surface.blit(_face(size, max(1, min(6, visible)), monster, dim, skull=face == 1), rect.topleft)
    if shown is not None and face != 1 and shown != face:
        _shift_badge(surface, rect, shown - face)


def _shift_badge(surface: pygame.Surface, rect: pygame.Rect, shift: int) -> None:
    r = max(SHIFT_MIN, int(rect.w * SHIFT_R))
    c = (rect.left + 1, rect.top + 1)
    pygame.draw.circle(surface, (20, 14, 12), c, r + 1)
    pygame.draw.circle(surface, look.AMBER if shift > 0 else (120, 120, 170), c, r)
    t = look.font("sans_bold", max(7, int(r * 1.3))).render(f"{shift:+d}", True, (20, 14, 12))
    surface.blit(t, t.get_rect(center=c))


def draw_mark(surface: pygame.Surface, rect: pygame.Rect, hit: bool) -> None:
    """A hit's tick or a miss's cross in a badge at the die's lower right corner."""
    r = max(MARK_MIN, int(rect.w * MARK_R))
    c = (rect.right - 1, rect.bottom - 1)
    pygame.draw.circle(surface, (20, 14, 12), c, r + 1)
    pygame.draw.circle(surface, HIT if hit else MISS, c, r)
    w = max(1, r // 3) + 1
    if hit:
        pts = [(c[0] - r * 0.55, c[1]), (c[0] - r * 0.1, c[1] + r * 0.45), (c[0] + r * 0.6, c[1] - r * 0.5)]
        pygame.draw.lines(surface, (250, 250, 240), False, pts, w)
    else:
        k = r * 0.45
        pygame.draw.line(surface, (250, 250, 240), (c[0] - k, c[1] - k), (c[0] + k, c[1] + k), w)
        pygame.draw.line(surface, (250, 250, 240), (c[0] - k, c[1] + k), (c[0] + k, c[1] - k), w)


def draw_rolled(
    surface: pygame.Surface,
    rect: pygame.Rect,
    face: int,
    shown: int,
    hit: bool | None,
    *,
    monster: bool = False,
) -> None:
    """A landed die of a roll: its face (and shift), ringed and marked green for a hit, a cross for a
    miss (`hit` None: no mark, e.g. a die whose meaning is only its number)."""
    draw_face(surface, rect, face, monster=monster, dim=hit is False, shown=shown)
    if hit is not None:
        ring = rect.inflate(2, 2)
        pygame.draw.rect(surface, HIT if hit else MISS, ring, 2, border_radius=max(2, rect.w // 5))
        draw_mark(surface, rect, hit)


def draw_tumbling(surface: pygame.Surface, rect: pygame.Rect, clock: float, i: int, *, monster: bool = False) -> None:
    """A die in the air: its face changing, turned and hopping, `clock` the seconds to its landing
    (negative before) and `i` its place in the roll (each tumbles out of step)."""
    t = abs(clock) + i * 0.17
    face = int(t * 19 + i * 5) % 6 + 1
    size = min(rect.w, rect.h)
    img = pygame.transform.rotate(_face(size, face, monster, False), (t * 540 + i * 40) % 360)
    hop = int(abs(math.sin(t * 9)) * size * 0.35)
    surface.blit(img, img.get_rect(center=(rect.centerx, rect.centery - hop)))


def draw_blank(surface: pygame.Surface, rect: pygame.Rect, *, monster: bool = False) -> None:
    """A die not rolled yet (a preview of what a choice would roll): an empty face, outlined."""
    size = min(rect.w, rect.h)
    radius = max(2, size // 5)
    r = pygame.Rect(rect.topleft, (size, size))
    fill = (120, 50, 52) if monster else (214, 204, 182)
    pygame.draw.rect(surface, (12, 8, 8), r.move(1, 2), border_radius=radius)
    pygame.draw.rect(surface, fill, r, border_radius=radius)
    pygame.draw.rect(surface, (60, 44, 30), r, 1, border_radius=radius)
    pygame.draw.circle(surface, (150, 136, 112) if not monster else (170, 110, 100), r.center, max(1, size // 9))
