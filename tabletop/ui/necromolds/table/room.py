"""Room to play (issue 10): the side columns a player may collapse to slim strips (remembered in
the settings), the zoom that goes back to the whole map, and a camera kept over the map.

The layout (layout.py) places the strips and their tabs; this module reads and writes the
choice, draws a collapsed column's strip, and keeps a zoomed camera from wandering off the map
(so each player's own edge can always be brought fully into view, below the top bar).
"""

from __future__ import annotations

import dataclasses
import logging

import pygame

from tabletop.ui import look
from tabletop.ui.camera import Camera
from tabletop.ui.necromolds.table import draw as D
from tabletop.ui.necromolds.table.layout import fit_camera

log = logging.getLogger("tabletop.ui")

FIELDS = ("table_left_collapsed", "table_right_collapsed")  # the settings that remember the columns


def columns_collapsed(ctx) -> tuple[bool, bool]:
    """(left, right) as the settings remember them (open when the context has no settings, as in tests)."""
    settings = getattr(ctx, "settings", None)
    return tuple(bool(getattr(settings, f, False)) is True for f in FIELDS)  # type: ignore[return-value]


def remember_columns(ctx, collapsed: tuple[bool, bool]) -> None:
    """Keep the columns' choice in the settings file, when the app has one to write."""
    settings = getattr(ctx, "settings", None)
    ask = getattr(ctx, "request_settings", None)
    if settings is None or ask is None or not dataclasses.is_dataclass(settings):
        return
    new = dataclasses.replace(settings, **{f: bool(c) for f, c in zip(FIELDS, collapsed)})
    problem = ask(new)
    if problem:  # the table goes on as chosen; only the remembering failed
        log.warning("the side columns' choice was not saved: %s", problem)


def fitted(camera: Camera, map_rect, map_size) -> bool:
    """True when the camera shows the whole map as the layout fits it (the zoom needs no reset)."""
    want = fit_camera(
        Camera(viewport=camera.viewport, min_scale=camera.min_scale, max_scale=camera.max_scale), map_rect, map_size
    )
    return (
        abs(want.scale - camera.scale) < 1e-6
        and abs(want.origin_x - camera.origin_x) < 1e-3
        and abs(want.origin_y - camera.origin_y) < 1e-3
    )


def keep_in_view(camera: Camera, map_rect, map_size) -> None:
    """Pan the camera back so the map never leaves its viewport.

    Along each axis the fitted box (the map, its margins and its figures' room) either covers the
    viewport, and then no side of the viewport goes past the box, or it is smaller, and then it is
    centred: a zoomed map can be panned edge to edge but never off the table."""
    box = fit_camera(
        Camera(viewport=camera.viewport, min_scale=camera.min_scale, max_scale=camera.max_scale), map_rect, map_size
    )
    # The fitted camera's viewport is exactly the box at its own scale.
    bw, bh = box.viewport[0] / box.scale, box.viewport[1] / box.scale
    left, top = box.origin_x, box.origin_y
    vw, vh = camera.viewport[0] / camera.scale, camera.viewport[1] / camera.scale  # inches the viewport shows now
    camera.origin_x = _clamp_axis(camera.origin_x, left, bw, vw)
    camera.origin_y = _clamp_axis(camera.origin_y, top, bh, vh)


def _clamp_axis(origin: float, start: float, span: float, view: float) -> float:
    if view >= span:
        return start + (span - view) / 2
    return max(start, min(start + span - view, origin))


def draw_strip(surface, panel, state, name: str, colour, scale: float, acting: bool, side: int) -> None:
    """A collapsed seat: its colour seal, its number, gems and dice left, stacked down a slim strip."""
    s = scale
    rect = pygame.Rect(panel.rect)
    box = rect.inflate(-int(6 * s), -int(8 * s))
    D.panel(surface, box, alpha=200, border=colour if acting else look.BRASS_DARK)
    cx = box.centerx
    y = box.top + int(18 * s)
    r = int(11 * s)
    pygame.draw.circle(surface, colour, (cx, y), r)
    pygame.draw.circle(surface, look.INK, (cx, y), r, 2)
    D.text(surface, "serif_bold", int(14 * s), str(panel.seat + 1), (cx, y), look.INK, anchor="center", shadow=False)
    y += r + int(12 * s)
    seat = state.seats[panel.seat]
    D.icon(surface, "gem", (cx, y + int(8 * s)), int(16 * s), D.GEM)
    D.text(surface, "sans_bold", int(13 * s), str(seat.gems), (cx, y + int(18 * s)), look.BONE, anchor="midtop")
    y += int(42 * s)
    left = sum(1 for d in seat.dice if d.status in ("rolled", "assigned", "hidden"))
    die = pygame.Rect(0, 0, int(22 * s), int(22 * s))
    die.midtop = (cx, y)
    pygame.draw.rect(surface, (236, 224, 192), die, border_radius=max(2, int(4 * s)))
    pygame.draw.rect(surface, look.INK, die, 1, border_radius=max(2, int(4 * s)))
    D.text(surface, "sans_bold", int(13 * s), str(left), die.center, look.INK, anchor="center", shadow=False)
    # The seat's name down the strip, so the strip still says whose it is.
    words = look.text("serif_bold", int(14 * s), name, D.lighter(colour, 0.3))
    words = pygame.transform.rotate(words, 90 if side == 0 else -90)
    room = box.bottom - die.bottom - int(16 * s)
    if words.get_height() <= room:
        surface.blit(words, words.get_rect(midtop=(cx, die.bottom + int(14 * s))))


def draw_tab_arrows(surface, layout) -> None:
    """The chevron on each column's tab: pointing the way the column will go when pressed."""
    for col, rect in enumerate(layout.handles):
        r = pygame.Rect(rect)
        if r.width <= 0:
            continue
        shut = layout.collapsed[col]
        outward = (col == 0) != shut  # an open left column folds left; a shut one opens right
        d = -1 if outward else 1
        half, tall = max(2, r.width // 4), max(4, r.width // 2)
        cx, cy = r.centerx, r.centery
        pts = [(cx - d * half, cy - tall), (cx + d * half, cy), (cx - d * half, cy + tall)]
        pygame.draw.lines(surface, look.BONE, False, pts, max(2, r.width // 7))
