"""Monsters as clay figures on round bases, and smashed clay as flattened blobs.

Sprites are made once per (spellbook, colour, pixel size) and cached, so a frame only
blits them. The base disc is drawn at the exact map footprint; the clay body rises from
it (taller models draw taller) with a highlight and a shadow, and a spellbook's features
(horns, wings, antennae...) plus its initials let the figure read at a glance.
"""

from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from tabletop.ui import look
from tabletop.ui.kit.emblems import draw_emblem
from tabletop.ui.necromolds.table.draw import darker, lighter, rulebook_icon

# A silhouette feature and a short mark per spellbook (unknown books get a plain blob).
FEATURES: dict[str, tuple[str, str]] = {
    "insectomite": ("antennae", "In"),
    "graveghoul": ("hood", "Gh"),
    "mud_mumps": ("drips", "M"),
    "veggitoad": ("leaf", "V"),
    "batadactyl": ("wings", "B"),
    "boneclaw": ("horns", "Bc"),
    "slimewick": ("drips", "S"),
    "cragmaw": ("horns", "Cm"),
    "wispwraith": ("hood", "W"),
    "thornback": ("spikes", "T"),
    "gargrizzle": ("wings", "Gz"),
}


def mark_of(book: str) -> str:
    """The short mark on a spellbook's figures."""
    return FEATURES.get(book, ("", book[:1].upper()))[1]


@lru_cache(maxsize=512)
def monster_sprite(
    book: str, colour: tuple[int, int, int], radius_px: int, height_in: float, base_in: float
) -> tuple[pygame.Surface, tuple[int, int]]:
    """(sprite, offset of the base centre inside it) for a figure whose base is radius_px."""
    R = max(3, radius_px)
    rise = int(R * (0.35 + 0.45 * min(2.4, height_in) / max(0.3, base_in) / 2.0))
    w, h = 2 * R + 8, 2 * R + rise + 10
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    cx, cy = w // 2, rise + R + 3  # base centre
    # shadow on the map, then the base: a dark rim in the player's colour
    pygame.draw.circle(surf, (0, 0, 0, 90), (cx + max(1, R // 6), cy + max(1, R // 5)), R)
    base = darker(colour, 0.55)
    pygame.draw.circle(surf, base, (cx, cy), R)
    pygame.draw.circle(surf, darker(colour, 0.25), (cx, cy), R, max(1, R // 7))
    pygame.draw.circle(surf, look.INK, (cx, cy), R, 1)
    feature, mark = FEATURES.get(book, ("", book[:1].upper()))
    clay = colour
    bw = R * 1.35
    bh = R * 1.1 + rise
    body = pygame.Rect(0, 0, int(bw), int(bh))
    body.midbottom = (cx, int(cy + R * 0.55))
    dark = darker(clay, 0.35)
    lw = max(1, R // 6)
    # features behind the body
    if feature == "wings":
        for sgn in (-1, 1):
            pts = [
                (cx + sgn * bw * 0.3, body.top + bh * 0.35),
                (cx + sgn * R * 1.05, body.top - R * 0.1),
                (cx + sgn * R * 1.0, body.top + bh * 0.45),
                (cx + sgn * R * 0.8, body.top + bh * 0.7),
            ]
            pygame.draw.polygon(surf, dark, pts)
    if feature == "spikes":
        for k in range(5):
            a = math.pi * (0.15 + 0.7 * k / 4)
            x, y = cx - math.cos(a) * bw * 0.5, body.top + bh * 0.45 - math.sin(a) * bh * 0.55
            pygame.draw.polygon(
                surf,
                dark,
                [
                    (x - R * 0.15, y + R * 0.1),
                    (x + R * 0.15, y + R * 0.1),
                    (cx + (x - cx) * 1.35, body.top + bh * 0.45 + (y - body.top - bh * 0.45) * 1.35),
                ],
            )
    # the clay body: darker below, a lit face, a highlight
    pygame.draw.ellipse(surf, dark, body)
    lit = body.inflate(-max(2, int(bw * 0.16)), -max(2, int(bh * 0.14))).move(-max(1, R // 10), -max(1, R // 8))
    pygame.draw.ellipse(surf, clay, lit)
    hl = pygame.Rect(0, 0, max(2, int(bw * 0.3)), max(2, int(bh * 0.22)))
    hl.center = (int(cx - bw * 0.18), int(body.top + bh * 0.25))
    pygame.draw.ellipse(surf, lighter(clay, 0.45), hl)
    pygame.draw.ellipse(surf, look.INK, body, 1)
    # features on top
    if feature == "antennae":
        for sgn in (-1, 1):
            p0 = (cx + sgn * bw * 0.15, body.top + 2)
            p1 = (cx + sgn * bw * 0.45, body.top - R * 0.35)
            pygame.draw.line(surf, look.INK, p0, p1, lw)
            pygame.draw.circle(surf, dark, p1, max(1, lw + 1))
    elif feature == "horns":
        for sgn in (-1, 1):
            pts = [
                (cx + sgn * bw * 0.18, body.top + bh * 0.12),
                (cx + sgn * bw * 0.36, body.top + bh * 0.2),
                (cx + sgn * bw * 0.55, body.top - R * 0.3),
            ]
            pygame.draw.polygon(surf, look.BONE, pts)
            pygame.draw.polygon(surf, look.INK, pts, 1)
    elif feature == "hood":
        pts = [
            (cx - bw * 0.42, body.top + bh * 0.42),
            (cx, body.top - R * 0.25),
            (cx + bw * 0.42, body.top + bh * 0.42),
        ]
        pygame.draw.polygon(surf, darker(clay, 0.5), pts)
        pygame.draw.polygon(surf, look.INK, pts, 1)
    elif feature == "leaf":
        leaf = pygame.Rect(0, 0, max(3, int(R * 0.5)), max(3, int(R * 0.8)))
        leaf.midbottom = (cx + int(bw * 0.1), body.top + 3)
        pygame.draw.ellipse(surf, (110, 170, 70), leaf)
        pygame.draw.ellipse(surf, look.INK, leaf, 1)
    elif feature == "drips":
        for k, dx in enumerate((-0.3, 0.05, 0.32)):
            x = cx + bw * dx
            y = body.bottom - bh * (0.25 + 0.08 * k)
            pygame.draw.circle(surf, dark, (x, y + R * 0.25), max(1, R // 6))
    # eyes: two bright dots make a lump of clay a creature
    if R >= 7:
        ey = body.top + bh * 0.36
        for sgn in (-1, 1):
            pygame.draw.circle(surf, (250, 240, 200), (cx + sgn * bw * 0.16, ey), max(1, R // 8))
            pygame.draw.circle(surf, look.INK, (cx + sgn * bw * 0.16, ey), max(1, R // 14))
    # the spellbook's mark on the belly
    if R >= 8:
        size = max(8, min(22, int(R * (0.75 if len(mark) == 1 else 0.6))))
        img = look.font("sans_bold", size).render(mark, True, lighter(clay, 0.8) if sum(clay) < 380 else look.INK)
        surf.blit(img, img.get_rect(center=(cx, int(body.top + bh * 0.66))))
    return surf, (cx, cy)


@lru_cache(maxsize=256)
def clay_blob(colour: tuple[int, int, int], radius_px: int, seed: int) -> pygame.Surface:
    """A flattened, cracked blob of smashed clay (irregular outline, seeded so it stays put) with the
    rulebook's Smashed icon pressed into it."""
    R = max(3, radius_px)
    rng = random.Random(seed)
    size = int(R * 2.6) + 6
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    flat = tuple(int(v * 0.55 + 90 * 0.45) for v in colour)  # dull, grey-washed clay
    pts = []
    n = 16
    for k in range(n):
        a = 2 * math.pi * k / n
        r = R * rng.uniform(0.95, 1.25)
        pts.append((c + r * math.cos(a), c + r * math.sin(a) * 0.92))
    pygame.draw.polygon(surf, (0, 0, 0, 80), [(x + 2, y + 3) for x, y in pts])
    pygame.draw.polygon(surf, darker(flat, 0.2), pts)
    inner = [(c + (x - c) * 0.78 - 1, c + (y - c) * 0.78 - 1) for x, y in pts]
    pygame.draw.polygon(surf, flat, inner)
    for _ in range(3):  # cracks
        a = rng.uniform(0, 2 * math.pi)
        r0, r1 = R * 0.15, R * rng.uniform(0.6, 0.95)
        mid = rng.uniform(-0.4, 0.4)
        pygame.draw.lines(
            surf,
            darker(flat, 0.45),
            False,
            [
                (c + r0 * math.cos(a), c + r0 * math.sin(a)),
                (c + (r0 + r1) / 2 * math.cos(a + mid), c + (r0 + r1) / 2 * math.sin(a + mid)),
                (c + r1 * math.cos(a), c + r1 * math.sin(a)),
            ],
            max(1, R // 9),
        )
    pygame.draw.polygon(surf, look.INK, pts, 1)
    if R >= 7:  # the rulebook's Smashed icon (NM-ICON-01): this clay is no longer a monster
        rulebook_icon(surf, "smashed", (c, c), R * 0.95, darker(flat, 0.55))
    return surf


def draw_monster(
    surface, camera, book: str, colour, x: float, y: float, radius_in: float, height_in: float, alpha: int = 255
) -> tuple[float, float, float]:
    """Draw a figure with its base centred on map point (x, y); returns (sx, sy, radius_px)."""
    rp = max(3, round(camera.length_to_pixels(radius_in)))
    sprite, (ox, oy) = monster_sprite(book, tuple(colour), rp, round(height_in, 2), round(radius_in, 2))
    sx, sy = camera.map_to_screen(x, y)
    if alpha < 255:
        sprite = sprite.copy()
        sprite.set_alpha(alpha)
    surface.blit(sprite, (round(sx - ox), round(sy - oy)))
    return sx, sy, rp


def draw_clay(surface, camera, colour, x: float, y: float, r_in: float) -> None:
    """Draw smashed clay at a map point."""
    rp = max(3, round(camera.length_to_pixels(r_in)))
    blob = clay_blob(tuple(colour), rp, int(x * 1000 + y * 7))
    sx, sy = camera.map_to_screen(x, y)
    surface.blit(blob, blob.get_rect(center=(round(sx), round(sy))))


def figure_at(camera, book: str, colour, x: float, y: float, radius_in: float, height_in: float, pos) -> bool:
    """Whether screen point `pos` falls on the drawn figure or base of a monster at map (x, y):
    its sprite's solid pixels (the shadow does not count), so the parts of a figure drawn past
    its base (above it, wings) are "on" it as the eye sees it."""
    rp = max(3, round(camera.length_to_pixels(radius_in)))
    sprite, (ox, oy) = monster_sprite(book, tuple(colour), rp, round(height_in, 2), round(radius_in, 2))
    sx, sy = camera.map_to_screen(x, y)
    px, py = int(pos[0] - round(sx - ox)), int(pos[1] - round(sy - oy))
    if not (0 <= px < sprite.get_width() and 0 <= py < sprite.get_height()):
        return False
    return sprite.get_at((px, py)).a >= 200


def contact_pairs(bases, tolerance: float) -> list[tuple[int, int]]:
    """Index pairs of bases (x, y, radius, owner) that touch: edge gap at most `tolerance`
    (NM-MOVE-13), between different owners only (a melee, not friends standing together)."""
    out = []
    for i in range(len(bases)):
        xi, yi, ri, oi = bases[i]
        for j in range(i + 1, len(bases)):
            xj, yj, rj, oj = bases[j]
            if oi != oj and math.dist((xi, yi), (xj, yj)) - ri - rj <= tolerance + 1e-9:
                out.append((i, j))
    return out


def draw_base_ring(
    surface,
    camera,
    colour,
    x: float,
    y: float,
    radius_in: float,
    alpha: int = 255,
    book: str | None = None,
    height_in: float = 0.0,
) -> None:
    """The base's edge drawn over every figure, so where a base ends always reads (figures are
    drawn past their bases, over their neighbours): a thin line in the player's colour on a dark
    one. With the monster's `book` the back half of the ring passes behind its own figure."""
    rp = max(3, round(camera.length_to_pixels(radius_in)))
    sx, sy = camera.map_to_screen(x, y)
    ring = _ring_sprite(tuple(colour), rp, book, round(height_in, 2), round(radius_in, 2))
    if alpha < 255:
        ring = ring.copy()
        ring.set_alpha(alpha)
    c = ring.get_width() // 2
    surface.blit(ring, (round(sx) - c, round(sy) - c))


@lru_cache(maxsize=256)
def _ring_sprite(
    colour: tuple[int, int, int], rp: int, book: str | None, height_in: float, radius_in: float
) -> pygame.Surface:
    w = 2 if rp >= 10 else 1
    size = 2 * rp + 6
    ring = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size // 2
    pygame.draw.circle(ring, (*look.INK, 200), (c, c), rp + 1, w + 2)
    pygame.draw.circle(ring, (*lighter(colour, 0.35), 235), (c, c), rp, w)
    if book is not None:  # hide the back half where the figure itself stands in front of it
        sprite, (ox, oy) = monster_sprite(book, colour, rp, height_in, radius_in)
        solid = pygame.mask.from_surface(sprite, 200).to_surface(setcolor=(0, 0, 0, 255), unsetcolor=(0, 0, 0, 0))
        hole = pygame.Surface((size, size), pygame.SRCALPHA)
        hole.blit(solid, (c - ox, c - oy))
        hole.fill((0, 0, 0, 0), (0, c, size, size - c))  # the front half stays over the figure
        ring.blit(hole, (0, 0), special_flags=pygame.BLEND_RGBA_SUB)
    return ring


def draw_base_emblem(surface, camera, owner: int, colour, x: float, y: float, radius_in: float) -> None:
    """The owner's emblem on the front edge of the base (issue 26: the clay colour is never the only
    way to tell whose monster it is): a small chip where the ring meets the table nearest the viewer."""
    rp = camera.length_to_pixels(radius_in)
    if rp < 6:  # too small to read: the colour alone at this zoom, as the figure itself
        return
    sx, sy = camera.map_to_screen(x, y)
    size = max(7.0, min(14.0, rp * 0.45))
    draw_emblem(surface, owner, (sx, sy + rp - size * 0.15), size / 2 + 1, lighter(tuple(colour), 0.35))


def draw_contact_mark(surface, camera, a, b, big: bool = False) -> None:
    """A mark where two bases (x, y, radius) touch: a small bright diamond on the point of contact,
    so two monsters in melee read as touching and two that merely look close do not (`big`: the
    contact a drag is about to make)."""
    (xa, ya, ra), (xb, yb, rb) = a, b
    d = math.dist((xa, ya), (xb, yb)) or 1.0
    # the middle of the gap (or overlap) along the centre line: the touching point
    t = (ra + (d - ra - rb) / 2) / d
    px, py = camera.map_to_screen(xa + (xb - xa) * t, ya + (yb - ya) * t)
    s = max(6 if big else 4, round(camera.length_to_pixels(0.18 if big else 0.12)))
    ux, uy = (xb - xa) / d, (yb - ya) / d  # along the centre line; the diamond is long across it
    pts = [
        (px + ux * s * 0.7, py + uy * s * 0.7),
        (px - uy * s * 1.4, py + ux * s * 1.4),
        (px - ux * s * 0.7, py - uy * s * 0.7),
        (px + uy * s * 1.4, py - ux * s * 1.4),
    ]
    pygame.draw.polygon(surface, look.INK, [(x + 1, y + 1) for x, y in pts])
    pygame.draw.polygon(surface, look.AMBER, pts)
    pygame.draw.polygon(surface, look.INK, pts, 1)


def draw_bases_over(surface, camera, placed, tolerance: float) -> None:
    """After every figure: each base's ring, then a contact mark between touching enemies.
    `placed` lists (x, y, radius, owner, colour, alpha, book, height) as the figures were drawn
    this frame."""
    for x, y, r, owner, colour, alpha, book, height in placed:
        draw_base_ring(surface, camera, colour, x, y, r, alpha, book, height)
        if alpha == 255:
            draw_base_emblem(surface, camera, owner, colour, x, y, r)
    for i, j in contact_pairs([(p[0], p[1], p[2], p[3]) for p in placed], tolerance):
        draw_contact_mark(surface, camera, placed[i][:3], placed[j][:3])
