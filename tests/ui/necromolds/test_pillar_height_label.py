"""Play-test r18 (D9): on the terrain screen the Bone Arch pillars' "2.5″" labels were wider than the
pillars, hanging over both their sides. A height label now lies whole on a piece's top, or, on a piece
narrower than it, as a tag beside the piece on the ground; never astride its edge (NM-TERRAIN)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui import look
from tabletop.ui.camera import Camera
from tabletop.ui.necromolds.battle_map import draw_terrain_part
from tests.ui import text_audit as TA

pytestmark = pytest.mark.ui

PILLAR = [(-1.6, -0.35), (-0.9, -0.35), (-0.9, 0.35), (-1.6, 0.35)]  # the Bone Arch's left pillar (graveyard map)
WALL = [(-1.5, -0.3), (1.5, -0.3), (1.5, 0.3), (-1.5, 0.3)]


def labels(polygon, scale: float = 34.5):
    """(the "2.5″" lines drawn, the piece's footprint on screen) with the map at `scale` px an inch (the
    terrain screen at 1280x800)."""
    pygame.init()
    cam = Camera(viewport=(400, 300))
    cam.scale = scale
    cam.origin_x, cam.origin_y = -5.0, -4.0
    with TA.recording():
        look.clear_font_cache()
        try:
            canvas = TA.TextSurface((400, 300))
            draw_terrain_part(canvas, cam, polygon, 2.5)
        finally:
            look.clear_font_cache()
    pts = [cam.map_to_screen(x, y) for x, y in polygon]
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    foot = pygame.Rect(int(min(xs)), int(min(ys)), int(max(xs) - min(xs)), int(max(ys) - min(ys)))
    return [ln for ln in canvas.lines if ln.text == "2.5\u2033"], foot


def test_a_pillar_narrower_than_its_label_has_it_beside():
    said, foot = labels(PILLAR)
    assert len(said) == 1, said
    box = said[0].box
    assert not box.colliderect(foot), (tuple(box), tuple(foot))  # beside, not astride the pillar's sides


def test_a_wide_piece_keeps_its_label_on_its_top():
    said, foot = labels(WALL)
    assert len(said) == 1 and foot.inflate(4, 4).contains(said[0].box), (said, tuple(foot))
