"""Battle maps as the set-up screen offers them, and how a map is drawn through a camera.

Maps are the .toml files in levels/necromolds/ that the content layer reads as a
BattleMap; a file that fails to load is still offered (by its stem) with its error, so
the player sees why its preview is empty. Other files there (e.g. tool.toml) are skipped.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional, Sequence

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
    error: Optional[str] = None


def _from_record(stem: str, record) -> MapChoice:
    """A MapChoice from the content layer's BattleMap (terrain at its suggested places)."""
    terrain = []
    for piece in record.pieces:
        ox, oy = piece.suggested
        for part in piece.parts:
            terrain.append(([(ox + x, oy + y) for x, y in part.polygon], part.height))
    return MapChoice(stem, record.name, (record.width, record.height), record.border, record.description, tuple(terrain))


def battle_maps() -> list[MapChoice]:
    """The maps in levels/necromolds/, by file name."""
    folder = levels_dir() / "necromolds"
    files = sorted(folder.glob("*.toml")) if folder.is_dir() else []
    try:
        from tabletop.content.loader import load_toml
        from tabletop.content.necromolds import BattleMap
        from tabletop.core.errors import ContentError
    except ImportError as exc:  # content layer missing: offer the names, draw an open table
        return [MapChoice(p.stem, p.stem, error=f"maps cannot be read by this build ({exc})") for p in files if p.stem.startswith("map")]
    out = []
    for path in files:
        try:
            out.append(_from_record(path.stem, load_toml(path, BattleMap)))
        except ContentError as exc:
            if path.stem.startswith("map"):
                out.append(MapChoice(path.stem, path.stem, error=str(exc)))
    return out


def draw_battle_map(
    surface: pygame.Surface,
    camera: Camera,
    size: tuple[float, float],
    edge_colours: Sequence[tuple[int, int, int]] = (),
    border: float = 1.0,
    terrain: Sequence[tuple[Polygon, float]] = (),
) -> None:
    """A felt battle map: green deployment strips, a faint 6-inch grid, terrain, player edges.

    Seat 0 deploys along y = 0 and seat 1 along y = height (as the map files say);
    `edge_colours` tints each seat's strip in that player's colour.
    """
    w, h = size
    x0, y0 = camera.map_to_screen(0, 0)
    x1, y1 = camera.map_to_screen(w, h)
    rect = pygame.Rect(round(x0), round(y0), round(x1 - x0), round(y1 - y0))
    pygame.draw.rect(surface, (18, 12, 10), rect.move(5, 7), border_radius=4)  # shadow on the table
    pygame.draw.rect(surface, (70, 60, 46), rect)
    step = 6.0
    grid = (86, 74, 58)
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
    strips = [pygame.Rect(rect.left, rect.top, rect.width, strip), pygame.Rect(rect.left, rect.bottom - strip, rect.width, strip)]
    for i, band in enumerate(strips):
        pygame.draw.rect(surface, look.MOSS_DARK, band)
        if i < len(edge_colours):
            pygame.draw.rect(surface, edge_colours[i], band.inflate(0, -max(2, strip * 2 // 3)).move(0, 0))
    for polygon, height in terrain:
        pts = [camera.map_to_screen(px, py) for px, py in polygon]
        if len(pts) < 3:
            continue
        # Taller terrain is lighter, as if it caught more of the candle.
        shade = max(0, min(60, int(height * 14)))
        pygame.draw.polygon(surface, (60 + shade, 54 + shade, 62 + shade), pts)
        pygame.draw.polygon(surface, look.INK, pts, 1)
    pygame.draw.rect(surface, look.MOSS, rect, 2, border_radius=2)
