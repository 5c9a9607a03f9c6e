"""What the Optional Fan Rules add to the table's pictures and words (NM-FAN-*), read from the
view state and the rules' queries (tabletop.games.necromolds.queries); drawing changes nothing.

- Directional Attacks: a front wedge on every base (`draw_facing`), the facing a drag or a
  deployment is about to give (`dial`), "not in front" on targets the shooter faces away from.
- Partial Cover, High Ground, from behind: the aim's extra words (`aim_words`), from the same
  `queries.bonuses` the combat adds its free dice from, plus the covered share below the threshold.
- High Ground: raised surfaces drawn as ledges with their height (`draw_surfaces`, into the
  map's static layer), a monster standing on one marked (`draw_standing`).
- Decisive Combat: the contacts still to fight, numbered on the map (`draw_melee_pairs`), and
  the ranged targets declared (`draw_declared`).
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from tabletop.games.necromolds import queries as NQ
from tabletop.games.necromolds import words as W
from tabletop.games.necromolds.library import library
from tabletop.ui import look
from tabletop.ui.necromolds.table import draw as D

FACING_STEP = 15.0  # degrees a wheel notch or a Q/E press turns a monster
FRONT = (250, 236, 190)  # the front wedge's bone white: reads on every clay colour
LEDGE = (170, 146, 102)  # the top of a raised surface: sun-dried earth, lighter than walls


def facing_on(state) -> bool:
    """True when monsters have a facing in this game (Directional Attacks)."""
    return NQ.directional(state)


def turn(facing: float, notches: float) -> float:
    """A facing turned by wheel notches (positive: clockwise on screen, as map angles grow)."""
    return (float(facing) + FACING_STEP * notches) % 360.0


# -- Directional Attacks --------------------------------------------------------------------


@lru_cache(maxsize=1024)
def _wedge(rp: int, step: int, colour: tuple, strong: bool) -> tuple[pygame.Surface, int]:
    """The front marks of a base of rp pixels facing step * 5 degrees: the front half of the rim
    drawn bright, and an arrowhead just outside it; (sprite, its centre offset)."""
    ang = math.radians(step * 5.0)
    tip = max(5, int(rp * (0.55 if strong else 0.45)))
    size = 2 * (rp + tip + 3)
    c = size // 2
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    arc = [
        (c + (rp + 1) * math.cos(ang + math.radians(a)), c + (rp + 1) * math.sin(ang + math.radians(a)))
        for a in range(-90, 91, 10)
    ]
    width = 3 if rp >= 10 else 2
    pygame.draw.lines(surf, (*look.INK, 200), False, arc, width + 2)
    pygame.draw.lines(surf, (*D.lighter(colour, 0.55), 235), False, arc, width)
    ux, uy = math.cos(ang), math.sin(ang)
    half = math.radians(26)
    base_r = rp - max(1, rp // 6)
    pts = [
        (c + (rp + tip) * ux, c + (rp + tip) * uy),
        (c + base_r * math.cos(ang + half), c + base_r * math.sin(ang + half)),
        (c + base_r * math.cos(ang - half), c + base_r * math.sin(ang - half)),
    ]
    pygame.draw.polygon(surf, FRONT if not strong else look.AMBER, pts)
    pygame.draw.polygon(surf, look.INK, pts, 1)
    return surf, c


def draw_facing(
    surface, camera, x: float, y: float, radius_in: float, facing: float | None, colour, strong: bool = False
) -> None:
    """The front of a base at map (x, y) facing `facing` degrees (nothing when None)."""
    if facing is None:
        return
    rp = max(3, round(camera.length_to_pixels(radius_in)))
    step = int(round((facing % 360.0) / 5.0)) % 72
    img, c = _wedge(rp, step, tuple(colour[:3]), strong)
    sx, sy = camera.map_to_screen(x, y)
    surface.blit(img, (round(sx) - c, round(sy) - c))


def draw_all_facings(surface, camera, state, colours, positions=None, skip=()) -> None:
    """Every monster's front (Directional Attacks); `positions` overrides where a walking one is."""
    if not facing_on(state):
        return
    lib = library()
    for m in state.alive():
        if m.id in skip or m.facing is None or not m.deployed:
            continue
        x, y = (positions or {}).get(m.id, (m.x, m.y))
        draw_facing(surface, camera, x, y, lib.size(m.book, m.size).radius, m.facing, colours[m.owner])


def dial(
    surface,
    camera,
    x: float,
    y: float,
    radius_in: float,
    facing: float,
    scale: float,
    ok: bool = True,
    words: bool = True,
) -> None:
    """The facing a drag is about to give, big: the front half-plane shaded and its name (`words`:
    False where a label beside it names the facing already)."""
    rp = camera.length_to_pixels(radius_in)
    sx, sy = camera.map_to_screen(x, y)
    r = rp + max(14, int(22 * scale))
    a = math.radians(facing)
    pts = [(sx, sy)] + [
        (sx + r * math.cos(a + math.radians(d)), sy + r * math.sin(a + math.radians(d))) for d in range(-90, 91, 10)
    ]
    # the shaded half-disc on a surface just its size (a whole-window veil cost ~1 ms a frame)
    x0, y0 = int(min(p[0] for p in pts)) - 1, int(min(p[1] for p in pts)) - 1
    x1, y1 = int(max(p[0] for p in pts)) + 2, int(max(p[1] for p in pts)) + 2
    veil = pygame.Surface((max(1, x1 - x0), max(1, y1 - y0)), pygame.SRCALPHA)
    pygame.draw.polygon(veil, (250, 236, 190, 46) if ok else (232, 84, 70, 50), [(px - x0, py - y0) for px, py in pts])
    surface.blit(veil, (x0, y0))
    pygame.draw.lines(surface, FRONT if ok else D.RED_BAD, False, pts[1:], 2)
    if not words:
        return
    D.text(
        surface,
        "sans_bold",
        11 * scale,
        W.facing_name(facing, "faces"),
        (sx + (r + 4) * math.cos(a), sy + (r + 4) * math.sin(a)),
        FRONT,
        anchor="center",
    )


def in_front(state, mid: str, target_xy, facing: float | None = None, at=None) -> bool:
    """Whether a point is in the front half of monster `mid` (at `at`, facing `facing`, or where
    it stands and faces now); True without the rule."""
    if not facing_on(state):
        return True
    from tabletop.geometry import facing as F

    m = state.monster(mid)
    f = m.facing if facing is None else facing
    if f is None:
        return True
    return F.in_front(f, at or (m.x, m.y), target_xy)


# -- the aim's words ---------------------------------------------------------------------------


def aim_words(state, shooter: str, target: str) -> list[tuple[str, tuple]]:
    """The fan rules' lines for a ranged aim from `shooter` at `target`: the covered share (with
    Partial Cover), attacking down (High Ground), from behind (Directional Attacks), each as
    (words, colour); [] with none of them on."""
    if not state.fan:
        return []
    att, dfn = state.monster(shooter), state.monster(target)
    out: list[tuple[str, tuple]] = []
    bonuses = NQ.bonuses(state, "ranged", att, dfn)
    if NQ.fan_on(state, "fan_partial_cover") and not any(b.rule == "fan_partial_cover" for b in bonuses):
        share = NQ.cover(state, shooter, target)
        if share >= 0.005:  # some cover, not enough for the die (more than half, NM-FAN-05)
            out.append((W.cover_text(share, 0) + ": no extra die (over 50% earns one)", look.BONE_DIM))
    for b in bonuses:
        text = b.text
        if b.rule == "fan_high_ground":
            text = f"attacking down: +{b.dice} {'die' if b.dice == 1 else 'dice'}"
        elif b.rule == "fan_directional":
            text = f"from behind: +{b.dice} {'die' if b.dice == 1 else 'dice'}"
        out.append((text, D.GREEN_OK if b.side == "attack" else (120, 180, 240)))
    return out


# -- High Ground ---------------------------------------------------------------------------------


def draw_surfaces(surface, camera, state) -> None:
    """Raised ground monsters stand on (High Ground): a lit ledge over the terrain's block, its
    rim stepped, the height and "high ground" written on it (drawn into the static map layer)."""
    for _pid, poly, height in NQ.surfaces(state):
        pts = [camera.map_to_screen(x, y) for x, y in list(poly.exterior.coords)[:-1]]
        if len(pts) < 3:
            continue
        lift = max(2, int(camera.length_to_pixels(0.05 * height)))
        top = [(x - lift * 0.6, y - lift) for x, y in pts]
        pygame.draw.polygon(surface, D.darker(LEDGE, 0.1), top)
        inner = poly.buffer(-min(0.35, 0.2 * height), join_style=2)
        if not inner.is_empty and inner.geom_type == "Polygon":
            ipts = [camera.map_to_screen(x, y) for x, y in list(inner.exterior.coords)[:-1]]
            ipts = [(x - lift * 0.6, y - lift) for x, y in ipts]
            if len(ipts) >= 3:
                pygame.draw.polygon(surface, D.lighter(LEDGE, 0.18), ipts)
                pygame.draw.lines(surface, D.darker(LEDGE, 0.3), True, ipts, 1)
        pygame.draw.lines(surface, D.lighter(LEDGE, 0.5), True, top, 2)
        pygame.draw.polygon(surface, look.INK, top, 1)
        sign = _sign(poly, height, camera)
        if sign is not None:
            img, box, plate = sign
            pygame.draw.rect(surface, D.lighter(LEDGE, 0.25), plate, border_radius=4)
            pygame.draw.rect(surface, D.darker(LEDGE, 0.3), plate, 1, border_radius=4)
            surface.blit(img, box)


def _sign(poly, height: float, camera):
    """(the words, where they go, their plate) of a surface's "high ground" sign; None when the map
    is drawn too small for it."""
    if camera.scale < 14:
        return None
    lift = max(2, int(camera.length_to_pixels(0.05 * height)))
    size = max(9, min(14, int(camera.scale * 0.36)))
    img = look.text("sans_bold", size, f"high ground {height:g}\u2033", (40, 28, 18), shadow=False)
    sx, sy = _label_spot(poly, camera, img.get_height())
    box = img.get_rect(center=(int(sx - lift * 0.6), int(sy - lift)))
    return img, box, box.inflate(8, 2)


def sign_plates(state, camera) -> list[pygame.Rect]:
    """Where the "high ground" signs' plates lie on screen (High Ground on), for words that must keep
    off them: a placed piece's name lay on its sign ("Broken Terrace" over "high ground 1.2\u2033")."""
    if "fan_high_ground" not in state.fan:
        return []
    out = []
    for _pid, poly, height in NQ.surfaces(state):
        sign = _sign(poly, height, camera)
        if sign is not None:
            out.append(sign[2])
    return out


def _label_spot(poly, camera, height: int) -> tuple[float, float]:
    """Where a surface's "high ground" sign goes: on a plate just above the face, like a caption,
    clear of the height the battle map prints on the piece and of a monster standing on it (issue
    21: the labels lay on each other, and a monster's horns on the words)."""
    c = poly.representative_point()
    cx, _cy = camera.map_to_screen(c.x, c.y)
    _minx, miny, _maxx, maxy = poly.bounds
    top = min(camera.map_to_screen(c.x, miny)[1], camera.map_to_screen(c.x, maxy)[1])
    return cx, top - 0.75 * height


_HEIGHTS: dict = {}  # (map, terrain, x, y) -> how high a base centred there stands: no geometry per frame


def terrain_key(state) -> tuple:
    """What the heights depend on: the map and its placed terrain."""
    return (state.map, tuple((p.piece, p.x, p.y, p.rotation) for p in state.terrain))


def height_at(state, x: float, y: float, terrain: tuple | None = None) -> float:
    """fan.elevation_at, remembered per map, terrain and point (High Ground); `terrain`:
    terrain_key(state), when the caller asks for many points."""
    key = (terrain or terrain_key(state), round(x, 3), round(y, 3))
    h = _HEIGHTS.get(key)
    if h is None:
        if len(_HEIGHTS) > 4096:
            _HEIGHTS.clear()
        h = _HEIGHTS[key] = NQ.elevation_at(state, x, y)
    return h


def draw_standing(surface, camera, state, scale: float, positions=None) -> None:
    """A small height tag on every monster standing on raised ground (High Ground)."""
    if not NQ.fan_on(state, "fan_high_ground"):
        return
    lib = library()
    tk = terrain_key(state)  # once per frame, not per monster
    for m in state.alive():
        x, y = (positions or {}).get(m.id, (m.x, m.y))
        h = height_at(state, x, y, tk)
        if h <= 0:
            continue
        r = camera.length_to_pixels(lib.size(m.book, m.size).radius)
        sx, sy = camera.map_to_screen(x, y)
        tag = f"\u2191{h:g}\u2033"
        img = look.font("sans_bold", max(10, int(11 * scale))).render(tag, True, (40, 28, 18))
        box = img.get_rect(midleft=(sx + r * 0.75, sy + r * 0.75)).inflate(8, 2)
        pygame.draw.rect(surface, D.lighter(LEDGE, 0.35), box, border_radius=4)
        pygame.draw.rect(surface, look.INK, box, 1, border_radius=4)
        surface.blit(img, img.get_rect(center=box.center))


# -- Decisive Combat ---------------------------------------------------------------------------------


def draw_melee_pairs(surface, camera, state, pairs, scale: float, hover: int | None = None) -> None:
    """The contacts still to fight (Decisive Combat), numbered as the list beside the map names them."""
    for k, (a, b) in enumerate(pairs):
        ma, mb = state.find(a), state.find(b)
        if ma is None or mb is None:
            continue
        pa, pb = camera.map_to_screen(ma.x, ma.y), camera.map_to_screen(mb.x, mb.y)
        col = look.AMBER if k == hover else (240, 120, 90)
        pygame.draw.line(surface, look.INK, pa, pb, 6)
        pygame.draw.line(surface, col, pa, pb, 3)
        mid = ((pa[0] + pb[0]) / 2, (pa[1] + pb[1]) / 2)
        r = int(11 * scale)
        pygame.draw.circle(surface, look.INK, mid, r + 2)
        pygame.draw.circle(surface, col, mid, r)
        D.text(surface, "sans_bold", 13 * scale, str(k + 1), mid, look.INK, anchor="center", shadow=False)


def draw_declared(surface, camera, state, scale: float) -> None:
    """Ranged targets declared and not yet resolved (Decisive Combat): a dashed arrow each."""
    cmd = state.command
    if cmd is None or not cmd.declared:
        return
    for k, (a, b) in enumerate(cmd.declared):
        ma, mb = state.find(a), state.find(b)
        if ma is None or mb is None:
            continue
        pa, pb = camera.map_to_screen(ma.x, ma.y), camera.map_to_screen(mb.x, mb.y)
        D.dashed_line(surface, (255, 220, 120), pa, pb, 3, 10, 6)
        rb = camera.length_to_pixels(library().size(mb.book, mb.size).radius) + 5
        pygame.draw.circle(surface, (255, 220, 120), pb, rb, 2)
        D.text(
            surface,
            "sans_bold",
            12 * scale,
            f"aimed {k + 1}",
            (pb[0], pb[1] - rb - 2),
            (255, 220, 120),
            anchor="midbottom",
        )


def pair_label(state, pair) -> str:
    """'Graveghoul 2 attacks Insectomite 1'."""
    a, b = pair
    return f"{W.monster_name(state, a)} attacks {W.monster_name(state, b)}"
