"""Drawing the clay of More Fun with Clay on the map: the missile ball and its shadow, the blast
disc, walls standing up from the map in their owner's clay, figures toppling over and figures
flattened. Pure drawing in pixels through the camera; nothing here reads or changes game state.

Height reads the way the figures' sprites read: a thing `z` inches above the map is drawn
`LIFT` x its height in map pixels higher up the screen, a little bigger the higher it is, over a
shadow on the map that is small and faint while it is high and grows dark as it comes down.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from tabletop.ui import look
from tabletop.ui.necromolds.table.draw import darker, lighter
from tabletop.ui.necromolds.table.pieces import clay_blob, monster_sprite

LIFT = 0.55  # screen pixels up per map pixel of height (the figures' sprites rise about so much)
EYE = 60.0  # in: the eye's height over the table (how much bigger a high ball looks)
MAX_LIFT_IN = 4.0  # in: higher than this the lift grows slowly (an arm's length stays on screen)


def lift_px(camera, z: float) -> float:
    """Pixels up the screen for a height of `z` inches."""
    z = max(0.0, z)
    if z > MAX_LIFT_IN:  # above this, compressed: the drop from an arm's length still shows on the map
        z = MAX_LIFT_IN + (z - MAX_LIFT_IN) * 0.3
    return camera.length_to_pixels(z) * LIFT


def perspective(z: float) -> float:
    """How much bigger a thing `z` inches up looks."""
    return EYE / max(EYE - min(z, EYE * 0.6), 1.0)


@lru_cache(maxsize=128)
def _ball_sprite(colour: tuple, rp: int) -> pygame.Surface:
    """A hand-rolled ball of clay: lit from the top left, a little lumpy."""
    size = 2 * rp + 4
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    pts = []
    for k in range(18):
        a = 2 * math.pi * k / 18
        r = rp * (1.0 + 0.05 * math.sin(3 * a + 1.3) + 0.03 * math.cos(5 * a))
        pts.append((c + r * math.cos(a), c + r * math.sin(a)))
    pygame.draw.polygon(surf, darker(colour, 0.4), pts)
    inner = [(c + (x - c) * 0.82 - rp * 0.08, c + (y - c) * 0.82 - rp * 0.1) for x, y in pts]
    pygame.draw.polygon(surf, colour, inner)
    hl = pygame.Rect(0, 0, max(2, int(rp * 0.7)), max(2, int(rp * 0.5)))
    hl.center = (int(c - rp * 0.35), int(c - rp * 0.4))
    pygame.draw.ellipse(surf, lighter(colour, 0.5), hl)
    for k in range(3):  # thumb marks
        a = 0.8 + k * 2.1
        pygame.draw.arc(
            surf,
            darker(colour, 0.25),
            (c + rp * 0.3 * math.cos(a) - rp * 0.3, c + rp * 0.3 * math.sin(a) - rp * 0.2, rp * 0.6, rp * 0.4),
            0.3,
            2.6,
            1,
        )
    pygame.draw.polygon(surf, look.INK, pts, 1)
    return surf


def shadow(surface, centre, radius_px: float, alpha: int) -> None:
    """A soft dark ellipse on the map."""
    r = max(2, int(radius_px))
    img = pygame.Surface((4 * r + 4, 2 * r + 4), pygame.SRCALPHA)
    for k, a in ((1.0, alpha // 3), (0.8, alpha // 2), (0.6, alpha)):
        rect = pygame.Rect(0, 0, int(4 * r * k), int(2 * r * k) + 1)
        rect.center = (2 * r + 2, r + 2)
        pygame.draw.ellipse(img, (0, 0, 0, max(0, min(255, a))), rect)
    surface.blit(img, img.get_rect(center=(int(centre[0]), int(centre[1]))))


def ball_shadow(surface, camera, x: float, y: float, z: float, radius_in: float) -> None:
    """The falling ball's shadow: small and faint high up, big and dark near the map."""
    near = 1.0 / (1.0 + z / 4.0)
    rp = camera.length_to_pixels(radius_in) * (0.55 + 0.5 * near)
    shadow(surface, camera.map_to_screen(x, y), rp, int(50 + 150 * near))


def draw_ball(
    surface, camera, x: float, y: float, z: float, radius_in: float, colour, alpha: int = 255, squash: float = 0.0
) -> None:
    """The missile ball with its bottom `z` inches over map point (x, y), and its shadow."""
    ball_shadow(surface, camera, x, y, z, radius_in)
    k = perspective(z + radius_in)
    rp = max(3, round(camera.length_to_pixels(radius_in) * k))
    img = _ball_sprite(tuple(colour), rp)
    if squash > 0:  # flattening as it is destroyed
        img = pygame.transform.smoothscale(
            img, (int(img.get_width() * (1 + 0.5 * squash)), max(2, int(img.get_height() * (1 - 0.7 * squash))))
        )
    if alpha < 255:
        img = img.copy()
        img.set_alpha(alpha)
    sx, sy = camera.map_to_screen(x, y)
    bottom = sy - lift_px(camera, z)
    clip = surface.get_clip()
    if clip.height > 4 * rp:  # kept inside the map's view: a ball over the top edge is still seen coming down
        bottom = max(bottom, clip.top + 2 * rp + 4)
    surface.blit(img, img.get_rect(midbottom=(round(sx), round(bottom + rp * 0.35))))


def draw_disc(
    surface,
    camera,
    cx: float,
    cy: float,
    radius_in: float,
    z: float,
    thickness_in: float,
    colour,
    alpha: int = 235,
    outline=None,
    tilt: float = 0.0,
) -> None:
    """The flattened blast disc `z` inches up over (cx, cy): a slab of clay with its shadow on the
    map (where its footprint will come down). `tilt` leans it (sliding off something)."""
    sx, sy = camera.map_to_screen(cx, cy)
    rp = camera.length_to_pixels(radius_in)
    near = 1.0 / (1.0 + z / 3.0)
    shadow_img = pygame.Surface((int(2 * rp) + 8, int(2 * rp) + 8), pygame.SRCALPHA)
    pygame.draw.circle(shadow_img, (0, 0, 0, int(40 + 90 * near)), (int(rp) + 4, int(rp) + 4), int(rp))
    surface.blit(shadow_img, shadow_img.get_rect(center=(round(sx + 3), round(sy + 4))))
    k = perspective(z)
    w = int(2 * rp * k)
    h = int(2 * rp * k * (1.0 - 0.12 * abs(tilt)))
    edge = max(2, int(camera.length_to_pixels(thickness_in) * LIFT * k) + 2)
    img = pygame.Surface((w + 4, h + edge + 4), pygame.SRCALPHA)
    top = pygame.Rect(2, 2, w, h)
    side = top.move(0, edge)
    pygame.draw.ellipse(img, darker(colour, 0.5), side)
    pygame.draw.rect(img, darker(colour, 0.5), (top.left, top.centery, top.width, edge))
    pygame.draw.ellipse(img, darker(colour, 0.2), top)
    inner = top.inflate(-max(2, w // 8), -max(2, h // 8)).move(-max(1, w // 30), -max(1, h // 30))
    pygame.draw.ellipse(img, colour, inner)
    for k2 in range(4):  # fingers pressed it flat
        a = 0.6 + k2 * 1.5
        px, py = top.centerx + w * 0.25 * math.cos(a), top.centery + h * 0.25 * math.sin(a)
        pygame.draw.ellipse(img, darker(colour, 0.12), (px - w * 0.1, py - h * 0.06, w * 0.2, h * 0.12))
    hl = pygame.Rect(0, 0, max(2, w // 3), max(2, h // 6))
    hl.center = (int(top.centerx - w * 0.18), int(top.top + h * 0.22))
    pygame.draw.ellipse(img, lighter(colour, 0.4), hl)
    pygame.draw.ellipse(img, outline or look.INK, top, 2 if outline else 1)
    if tilt:
        img = pygame.transform.rotate(img, -tilt * 12.0)
    if alpha < 255:
        img.set_alpha(alpha)
    lift = lift_px(camera, z + thickness_in)
    surface.blit(img, img.get_rect(center=(round(sx), round(sy - lift + edge / 2))))


def footprint_ring(surface, camera, cx: float, cy: float, radius_in: float, colour, width: int = 2) -> None:
    """Where a disc will come down: its outline on the map."""
    sx, sy = camera.map_to_screen(cx, cy)
    rp = camera.length_to_pixels(radius_in)
    veil = pygame.Surface((int(2 * rp) + 4, int(2 * rp) + 4), pygame.SRCALPHA)
    pygame.draw.circle(veil, (*colour[:3], 46), (int(rp) + 2, int(rp) + 2), int(rp))
    surface.blit(veil, veil.get_rect(center=(round(sx), round(sy))))
    pygame.draw.circle(surface, colour, (round(sx), round(sy)), max(2, round(rp)), width)


# -- walls ----------------------------------------------------------------------------------


def _screen(camera, pts):
    return [camera.map_to_screen(x, y) for x, y in pts]


def _swept(base, holes, lift: float) -> list:
    """The outline of a footprint swept `lift` pixels up the screen, as (exterior, [holes]) rings
    of screen points: one shape (shapely's union of the base, the top and each edge's face)."""
    from shapely.geometry import Polygon
    from shapely.ops import unary_union

    parts = []
    foot = Polygon(base, [r for r in holes if len(r) >= 3]).buffer(0)
    parts += [foot, Polygon([(x, y - lift) for x, y in base]).buffer(0)]
    for ring in [base] + [r for r in holes if len(r) >= 3]:
        for (ax, ay), (bx, by) in zip(ring, ring[1:] + ring[:1]):
            quad = Polygon([(ax, ay), (bx, by), (bx, by - lift), (ax, ay - lift)])
            if quad.area > 1e-6:
                parts.append(quad.buffer(0))
    shape = unary_union([p for p in parts if not p.is_empty]).buffer(0.25, join_style=2).buffer(-0.25, join_style=2)
    polys = list(getattr(shape, "geoms", [shape]))
    out = []
    for poly in polys:
        if poly.is_empty or not hasattr(poly, "exterior"):
            continue
        out.append((list(poly.exterior.coords)[:-1], [list(r.coords)[:-1] for r in poly.interiors]))
    return out


def _shade_faces(img, mask, base, lift: float) -> None:
    """A little shading on the faces: lighter just under the top's edge, darker toward the map."""
    w, h = img.get_size()
    band = pygame.Surface((w, h), pygame.SRCALPHA)
    steps = max(2, int(lift))
    top_y = min(y for _x, y in base) - lift
    for i in range(steps):  # a vertical ramp, the same for the whole wall (no per-segment edges)
        k = i / max(1, steps - 1)
        y0 = int(top_y + k * (h - top_y))
        y1 = int(top_y + (k + 1 / steps) * (h - top_y)) + 1
        a = int(38 * k)
        band.fill((0, 0, 0, a), pygame.Rect(0, y0, w, max(1, y1 - y0)))
    band.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    img.blit(band, (0, 0))


def draw_wall(
    surface, camera, footprint, height_in: float, colour, alpha: int = 255, rise: float = 1.0, outline=None, holes=()
) -> None:
    """A wall of clay standing `height_in` x `rise` tall on its footprint: its shadow, the faces
    seen from the viewer's side, and its top in the owner's clay."""
    if len(footprint) < 3:
        return
    base = _screen(camera, footprint)
    lift = lift_px(camera, height_in * max(0.0, rise))
    xs, ys = [p[0] for p in base], [p[1] for p in base]
    pad = 4
    x0, y0 = int(min(xs)) - pad, int(min(ys) - lift) - pad
    w, h = int(max(xs)) - x0 + pad + 6, int(max(ys)) - y0 + pad + 6
    if w <= 0 or h <= 0:
        return
    img = pygame.Surface((w, h), pygame.SRCALPHA)
    b = [(x - x0, y - y0) for x, y in base]
    t = [(x, y - lift) for x, y in b]
    hole_pts = [[(x - x0, y - y0) for x, y in _screen(camera, ring)] for ring in holes]
    pygame.draw.polygon(img, (0, 0, 0, 90), [(x + 3, y + 4) for x, y in b])  # its shadow on the map
    if lift >= 1:
        # the faces as one shape: the footprint swept up to its top (the union of the base, the
        # top and every edge's face), so a long stroke's segments leave no seams between them
        body = _swept(b, hole_pts, lift)
        front = darker(colour, 0.28)
        for ring, holes_of in body:
            pygame.draw.polygon(img, front, ring)
            for hole in holes_of:
                pygame.draw.polygon(img, (0, 0, 0, 0), hole)
        # soft clay: shaded lower down, darker where the wall meets the map (the silhouette only)
        shade = pygame.Surface((w, h), pygame.SRCALPHA)
        for ring, holes_of in body:
            pygame.draw.polygon(shade, (0, 0, 0, 255), ring)
            for hole in holes_of:
                pygame.draw.polygon(shade, (0, 0, 0, 0), hole)
        _shade_faces(img, shade, b, lift)
        for ring, _holes in body:
            pygame.draw.lines(img, darker(colour, 0.6), True, ring, 1)
    pygame.draw.polygon(img, colour, t)
    for ring in hole_pts:
        pygame.draw.polygon(img, (0, 0, 0, 0), [(x, y - lift) for x, y in ring])
    # a ridge highlight along the top
    pygame.draw.lines(img, lighter(colour, 0.35), True, t, 1)
    pygame.draw.lines(img, outline or look.INK, True, t, 2 if outline else 1)
    if alpha < 255:
        img.set_alpha(alpha)
    surface.blit(img, (x0, y0))


# -- figures falling over ---------------------------------------------------------------------


def _sprite(camera, book: str, colour, radius_in: float, height_in: float):
    rp = max(3, round(camera.length_to_pixels(radius_in)))
    return monster_sprite(book, tuple(colour), rp, round(height_in, 2), round(radius_in, 2))


def draw_toppling(
    surface,
    camera,
    book: str,
    colour,
    x: float,
    y: float,
    radius_in: float,
    height_in: float,
    direction,
    progress: float,
    alpha: int = 255,
) -> None:
    """A figure falling over its base edge along `direction` (map), `progress` 0 (standing) to 1
    (lying on the map)."""
    sprite, (ox, oy) = _sprite(camera, book, colour, radius_in, height_in)
    p = max(0.0, min(1.0, progress))
    ease = p * p  # it falls slowly at first, fast at the end
    dx, dy = direction
    if dx == 0 and dy == 0:
        dx = 1.0
    angle = math.degrees(math.atan2(dx, -dy))  # clockwise from up
    angle = max(-105.0, min(105.0, angle))
    sy_scale = 1.0 - 0.45 * ease * min(1.0, abs(dy))  # toward or away from the eye: foreshortened
    img = sprite
    if sy_scale < 0.999:
        img = pygame.transform.smoothscale(img, (img.get_width(), max(2, int(img.get_height() * sy_scale))))
        oy = oy * sy_scale
    rot = -angle * ease
    out = pygame.transform.rotate(img, rot)
    # rotate about the base's far edge toward the fall (its pivot), not the sprite's centre
    rp = camera.length_to_pixels(radius_in)
    n = math.hypot(dx, dy)
    pivot_off = (dx / n * rp * ease, dy / n * rp * ease * 0.7)
    cx, cy = img.get_width() / 2, img.get_height() / 2
    vx, vy = ox - cx, oy - cy  # base centre relative to the sprite's centre
    a = math.radians(-rot)
    rx, ry = vx * math.cos(a) - vy * math.sin(a), vx * math.sin(a) + vy * math.cos(a)
    sx, sy = camera.map_to_screen(x, y)
    centre = (sx + pivot_off[0] - rx, sy + pivot_off[1] - ry)
    if alpha < 255:
        out = out.copy()
        out.set_alpha(alpha)
    surface.blit(out, out.get_rect(center=(round(centre[0]), round(centre[1]))))


def draw_flattened(
    surface,
    camera,
    book: str,
    colour,
    x: float,
    y: float,
    radius_in: float,
    height_in: float,
    progress: float,
    alpha: int = 255,
) -> None:
    """A figure crushed from above: squashed down onto its base and spread, `progress` 0..1."""
    sprite, (_ox, oy) = _sprite(camera, book, colour, radius_in, height_in)
    p = max(0.0, min(1.0, progress))
    w = int(sprite.get_width() * (1.0 + 0.35 * p))
    h = max(2, int(sprite.get_height() * (1.0 - 0.8 * p)))
    img = pygame.transform.smoothscale(sprite, (w, h))
    if alpha < 255:
        img.set_alpha(alpha)
    sx, sy = camera.map_to_screen(x, y)
    bottom = sy + (sprite.get_height() - oy) * (1.0 - 0.8 * p)
    surface.blit(img, img.get_rect(midbottom=(round(sx), round(bottom))))


def draw_blob(surface, camera, colour, x: float, y: float, r_in: float, alpha: int = 255) -> None:
    """Smashed clay as the map draws it (pieces.draw_clay), faded in by `alpha`."""
    rp = max(3, round(camera.length_to_pixels(r_in)))
    blob = clay_blob(tuple(colour), rp, int(x * 1000 + y * 7))
    if alpha < 255:
        blob = blob.copy()
        blob.set_alpha(alpha)
    sx, sy = camera.map_to_screen(x, y)
    surface.blit(blob, blob.get_rect(center=(round(sx), round(sy))))


def impact_ring(surface, camera, x: float, y: float, radius_in: float, progress: float, colour=look.BONE) -> None:
    """Dust where the ball lands: a ring that spreads and fades."""
    p = max(0.0, min(1.0, progress))
    rp = camera.length_to_pixels(radius_in) * (1.0 + 2.0 * p)
    img = pygame.Surface((int(2 * rp) + 6, int(2 * rp) + 6), pygame.SRCALPHA)
    pygame.draw.ellipse(
        img, (*colour[:3], int(170 * (1 - p))), img.get_rect().inflate(-2, -2), max(1, int(3 * (1 - p)) + 1)
    )
    sx, sy = camera.map_to_screen(x, y)
    surface.blit(img, img.get_rect(center=(round(sx), round(sy))))
