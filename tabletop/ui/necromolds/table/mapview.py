"""The battle map's static layer (ground, borders or 3-4 player zones, terrain), pre-rendered per zoom level.

A pan only moves where the layer is blitted; a new zoom or new terrain renders it again.
"""

from __future__ import annotations

from collections import OrderedDict

import pygame

from tabletop.games.necromolds import queries as NQ
from tabletop.games.necromolds.library import library
from tabletop.ui.camera import Camera
from tabletop.ui.necromolds.battle_map import draw_battle_map

MARGIN = 12  # pixels around the map for its shadow

_LAYERS: OrderedDict[tuple, pygame.Surface] = OrderedDict()


def terrain_polygons(state) -> list[tuple[list[tuple[float, float]], float, str]]:
    """Every placed terrain part as (polygon, height, part id)."""
    out = []
    for p in state.terrain:
        for j, (poly, h) in enumerate(NQ.placed_parts(state, p)):
            out.append((list(poly.exterior.coords)[:-1], h, f"{p.piece}#{j}"))
    return out


def _key(state, scale: float, colours) -> tuple:
    return (
        state.map,
        len(state.seats),
        tuple((p.piece, p.x, p.y, p.rotation) for p in state.terrain),
        round(scale, 3),
        tuple(tuple(c) for c in colours),
        "fan_high_ground" in state.fan,
    )


def layer(state, scale: float, colours) -> pygame.Surface:
    """The map drawn at `scale` px/in with its top-left map corner at (MARGIN, MARGIN)."""
    key = _key(state, scale, colours)
    surf = _LAYERS.get(key)
    if surf is not None:
        _LAYERS.move_to_end(key)
        return surf
    mp = library().maps[state.map]
    w, h = int(mp.width * scale) + 2 * MARGIN, int(mp.height * scale) + 2 * MARGIN
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    cam = Camera(viewport=(w, h), scale=scale, min_scale=scale, max_scale=scale)
    cam.origin_x = cam.origin_y = -MARGIN / scale
    terrain = [(poly, hgt) for poly, hgt, _id in terrain_polygons(state)]
    if len(state.seats) > 2:  # 3-4 players: each seat's zone along its edge or corner (NM-MULTI-04)
        from tabletop.ui.necromolds.setup.draw import draw_map

        draw_map(surf, cam, state, colours, 1.0, terrain, zone_names=False)  # with raised ground (High Ground)
    else:
        draw_battle_map(surf, cam, (mp.width, mp.height), colours, mp.border, terrain)
        if "fan_high_ground" in state.fan:  # raised ground to stand on (NM-FAN-07..09), drawn once per zoom
            from tabletop.ui.necromolds.table.fan_marks import draw_surfaces

            draw_surfaces(surf, cam, state)
    _LAYERS[key] = surf
    while len(_LAYERS) > 6:
        _LAYERS.popitem(last=False)
    return surf


def draw(surface: pygame.Surface, camera: Camera, state, colours) -> None:
    """Blit the static layer where the camera puts the map."""
    surf = layer(state, camera.scale, colours)
    x, y = camera.map_to_screen(0, 0)
    surface.blit(surf, (round(x) - MARGIN, round(y) - MARGIN))
