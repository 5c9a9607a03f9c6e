"""Battle maps as the set-up screen offers them, and how a map is drawn through a camera.

Maps are the .toml files in levels/necromolds/ that the content layer reads as a
BattleMap; a file that fails to load is still offered (by its stem) with its error, so
the player sees why its preview is empty. Other files there (e.g. tool.toml) are skipped.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache

import numpy as np
import pygame

from tabletop.paths import levels_dir
from tabletop.ui import look
from tabletop.ui.camera import Camera

DEFAULT_SIZE = (24.0, 18.0)  # inches; only for the open table shown when no map loads
Polygon = list[tuple[float, float]]


@dataclass(frozen=True)
class MapChoice:
    """A battle map the set-up screen can offer, with what the preview needs."""

    stem: str
    name: str
    size: tuple[float, float] = DEFAULT_SIZE
    border: float = 1.0
    description: str = ""
    terrain: tuple[tuple[Polygon, float], ...] = field(default=())  # (polygon in map inches, height)
    error: str | None = None


def _from_record(stem: str, record) -> MapChoice:
    """A MapChoice from the content layer's BattleMap (terrain at its suggested places)."""
    terrain = []
    for piece in record.pieces:
        ox, oy = piece.suggested
        for part in piece.parts:
            terrain.append(([(ox + x, oy + y) for x, y in part.polygon], part.height))
    return MapChoice(
        stem, record.name, (record.width, record.height), record.border, record.description, tuple(terrain)
    )


def battle_maps() -> list[MapChoice]:
    """The maps in levels/necromolds/ and the active mods, by file name."""
    folder = levels_dir() / "necromolds"
    files = sorted(folder.glob("*.toml")) if folder.is_dir() else []
    try:
        from tabletop.content.mods import files_of

        files = files_of("necromolds-maps")  # shipped, with the mods' maps added or replacing
    except Exception:
        pass
    try:
        from tabletop.content.loader import load_toml
        from tabletop.content.necromolds import BattleMap
        from tabletop.core.errors import ContentError
    except ImportError as exc:  # content layer missing: offer the names, draw an open table
        return [
            MapChoice(p.stem, p.stem, error=f"maps cannot be read by this build ({exc})")
            for p in files
            if p.stem.startswith("map")
        ]
    out = []
    for path in files:
        try:
            out.append(_from_record(path.stem, load_toml(path, BattleMap)))
        except ContentError as exc:
            if path.stem.startswith("map"):
                out.append(MapChoice(path.stem, path.stem, error=str(exc)))
    return out


def _noise(rng: np.random.Generator, w: int, h: int, cells: int) -> np.ndarray:
    """Smooth value noise in [0, 1], shape (w, h)."""
    grid = rng.random((cells + 2, max(2, cells * h // max(1, w)) + 2)).astype(np.float32)
    small = pygame.Surface(grid.shape)
    pygame.surfarray.blit_array(small, (np.repeat(grid[..., None], 3, 2) * 255).astype(np.uint8))
    big = pygame.transform.smoothscale(small, (w, h))
    return pygame.surfarray.array3d(big)[..., 0].astype(np.float32) / 255.0


@lru_cache(maxsize=8)
def ground_texture(size_in: tuple[float, float], seed: int = 5) -> pygame.Surface:
    """The painted ground of a battle map (grass, earth and worn paths), 40 px per inch.

    Made once per map size and scaled to each zoom, so it costs a blit per frame.
    """
    w, h = max(8, int(size_in[0] * 40)), max(8, int(size_in[1] * 40))
    rng = np.random.default_rng(seed)
    broad = _noise(rng, w, h, 6)
    mid = _noise(rng, w, h, 22)
    fine = rng.random((w, h)).astype(np.float32)
    grass = np.array([78, 96, 54], np.float32)
    earth = np.array([104, 86, 60], np.float32)
    t = np.clip((broad * 0.7 + mid * 0.3 - 0.35) * 2.2, 0, 1)[..., None]
    rgb = grass * (1 - t) + earth * t
    rgb *= (0.9 + 0.16 * mid + 0.06 * fine)[..., None]
    # a worn path winding across the middle, where armies meet
    xs = np.arange(w, dtype=np.float32)[:, None]
    ys = np.arange(h, dtype=np.float32)[None, :]
    centre = h * 0.5 + np.sin(xs / w * math.pi * 2.2 + 0.6) * h * 0.08
    path = np.clip(1 - np.abs(ys - centre) / (h * 0.05 + mid * h * 0.02), 0, 1)[..., None]
    rgb = rgb * (1 - 0.55 * path) + np.array([132, 112, 80], np.float32) * 0.55 * path
    surf = pygame.Surface((w, h))
    pygame.surfarray.blit_array(surf, np.clip(rgb, 0, 255).astype(np.uint8))
    return surf


def terrain_colour(height: float) -> tuple[int, int, int]:
    """Stone that is lighter the taller it stands (as if it caught more of the candle)."""
    k = max(0.0, min(1.0, height / 4.5))
    return (int(112 + 88 * k), int(100 + 80 * k), int(104 + 72 * k))


def draw_terrain_part(
    surface: pygame.Surface, camera: Camera, polygon: Polygon, height: float, label: bool = True
) -> None:
    """One terrain part with height shading: a cast shadow as long as it is tall, a lit top face
    with bevelled edges, and its height written on it when there is room."""
    pts = [camera.map_to_screen(px, py) for px, py in polygon]
    if len(pts) < 3:
        return
    off = camera.length_to_pixels(0.12 * height)
    steps = max(1, min(12, int(off / 2)))
    xs = [p[0] for p in pts]
    ys = [p[1] for p in pts]
    box = pygame.Rect(
        int(min(xs)) - 2,
        int(min(ys)) - 2,
        int(max(xs) - min(xs) + off * 1.3) + 6,
        int(max(ys) - min(ys) + off * 1.3) + 6,
    )
    if box.width > 0 and box.height > 0:
        # the cast shadow: the footprint swept away from the candle, so tall pieces throw long shadows
        layer = pygame.Surface(box.size, pygame.SRCALPHA)
        for k in range(steps + 1):
            t = off * k / steps
            pygame.draw.polygon(layer, (8, 6, 8, 255), [(x - box.left + t, y - box.top + t * 1.2) for x, y in pts])
        layer.set_alpha(110)
        surface.blit(layer, box.topleft)
    base = terrain_colour(height)
    wall = tuple(int(c * 0.5) for c in base)
    pygame.draw.polygon(surface, wall, pts)
    lift = max(2, int(camera.length_to_pixels(0.05 * height)))
    top = [(x - lift * 0.6, y - lift) for x, y in pts]  # the top face, lifted as if seen from the south-east
    pygame.draw.polygon(surface, base, top)
    n = len(top)
    for i in range(n):  # bevel: edges facing the light are bright, the others dark
        a, b = top[i], top[(i + 1) % n]
        nx, ny = (b[1] - a[1]), -(b[0] - a[0])
        lit = (nx + ny) < 0
        col = tuple(min(255, c + 60) for c in base) if lit else tuple(int(c * 0.6) for c in base)
        pygame.draw.line(surface, col, a, b, 2)
    pygame.draw.polygon(surface, look.INK, pts, 1)
    if label and camera.scale >= 18:
        size = max(9, min(15, int(camera.scale * 0.4)))
        img = look.font("sans_bold", size).render(f"{height:g}\u2033", True, (24, 18, 22))
        # on the piece's top: its centre, or for an L (whose centre lies outside it) the point deepest inside,
        # and only when the whole label fits on the top: never half under a wall
        import shapely
        from shapely.ops import polylabel

        face = shapely.Polygon(top)
        if face.is_valid and face.area > 0:
            spot = face.centroid if face.contains(face.centroid) else polylabel(face, tolerance=1.0)
            box = img.get_rect(center=(int(spot.x), int(spot.y)))
            if face.buffer(1).contains(shapely.box(box.left, box.top, box.right, box.bottom)):
                surface.blit(img, box)
            else:  # a piece narrower than its label (a Bone Arch pillar): a tag beside it, on the ground
                box.midleft = (int(max(x for x, _y in pts) + off * 1.3) + 4, int(spot.y))
                plate = box.inflate(6, 2)
                pygame.draw.rect(surface, base, plate, border_radius=3)
                pygame.draw.rect(surface, look.INK, plate, 1, border_radius=3)
                surface.blit(img, box)


def draw_battle_map(
    surface: pygame.Surface,
    camera: Camera,
    size: tuple[float, float],
    edge_colours: Sequence[tuple[int, int, int]] = (),
    border: float = 1.0,
    terrain: Sequence[tuple[Polygon, float]] = (),
    strips: bool = True,
) -> None:
    """A painted battle map: textured ground, green deployment strips, player edges, terrain.

    Seat 0 deploys along y = 0 and seat 1 along y = height (as the map files say);
    `edge_colours` tints each seat's strip in that player's colour. `strips=False` leaves the
    two edge strips out (3-4 players deploy along zones the caller draws).
    """
    w, h = size
    x0, y0 = camera.map_to_screen(0, 0)
    x1, y1 = camera.map_to_screen(w, h)
    rect = pygame.Rect(round(x0), round(y0), round(x1 - x0), round(y1 - y0))
    pygame.draw.rect(surface, (18, 12, 10), rect.move(5, 7), border_radius=4)  # shadow on the table
    if 0 < rect.width <= 6000 and 0 < rect.height <= 6000:
        surface.blit(pygame.transform.smoothscale(ground_texture((float(w), float(h))), rect.size), rect)
    else:
        pygame.draw.rect(surface, (70, 60, 46), rect)
    step = 6.0
    grid = (96, 108, 70)
    x = step
    while x < w:
        sx = round(camera.map_to_screen(x, 0)[0])
        pygame.draw.line(surface, grid, (sx, rect.top), (sx, rect.bottom - 1))
        x += step
    y = step
    while y < h:
        sy = round(camera.map_to_screen(0, y)[1])
        pygame.draw.line(surface, grid, (rect.left, sy), (rect.right - 1, sy))
        y += step
    strip = max(2, round(camera.length_to_pixels(border)))
    bands = [
        pygame.Rect(rect.left, rect.top, rect.width, strip),
        pygame.Rect(rect.left, rect.bottom - strip, rect.width, strip),
    ]
    for i, band in enumerate(bands if strips else []):
        veil = pygame.Surface(band.size, pygame.SRCALPHA)
        veil.fill((*look.MOSS_DARK, 190))
        surface.blit(veil, band)
        if i < len(edge_colours):
            line = max(2, strip // 6)
            edge = pygame.Rect(band.left, band.top if i == 0 else band.bottom - line, band.width, line)
            pygame.draw.rect(surface, edge_colours[i], edge)
            inner = pygame.Rect(band.left, band.bottom - 2 if i == 0 else band.top, band.width, 2)
            pygame.draw.rect(surface, (96, 170, 80), inner)
    for polygon, height in terrain:
        draw_terrain_part(surface, camera, polygon, height)
    pygame.draw.rect(surface, look.MOSS, rect, 2, border_radius=2)
