"""The pieces on the map as drawn this frame: clay left by fallen monsters, monsters (part way
along an animated move, glowing when they may act, faded while dragged) and the dragged one's
ghost at the cursor.
"""
from __future__ import annotations

import math

import pygame

from tabletop.games.necromolds.library import library
from tabletop.ui import look
from tabletop.ui.necromolds.table import draw as D
from tabletop.ui.necromolds.table import queries as Q
from tabletop.ui.necromolds.table.pieces import draw_clay, draw_monster


class MapPiecesMixin:
    """Draws from the state, scene.anims and scene.move; changes nothing."""

    def _draw_clay(self, surface) -> None:
        st = self.state
        for c in st.clay:
            colour = look.BONE_DIM
            for m in st.monsters:
                if not m.alive and abs(m.x - c.x) < 1e-6 and abs(m.y - c.y) < 1e-6:
                    colour = self.colours[m.owner]
                    break
            draw_clay(surface, self.camera, colour, c.x, c.y, c.r)

    def _anim_pos(self, mid):
        a = self.anims.get(mid)
        if a is None:
            return None
        left = a["d"]
        pts = a["pts"]
        for p, q in zip(pts, pts[1:]):
            d = math.dist(p, q)
            if d >= left and d > 0:
                t = left / d
                return (p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t)
            left -= d
        return pts[-1]

    def _draw_monsters(self, surface) -> None:
        st = self.state
        lib = library()
        actors = set(Q.actors(st)) if st.phase == "command" and self.human(st.command.seat) else set()
        pulse = abs((self.t * 1.6) % 2 - 1)
        for m in sorted(st.alive(), key=lambda m: m.y):
            size = lib.size(m.book, m.size)
            x, y = m.x, m.y
            pos = self._anim_pos(m.id)
            if pos is not None:
                x, y = pos
            alpha = 255
            if self.move is not None and self.move.monster == m.id:
                alpha = 90
            if m.id in actors and alpha == 255:
                c = self.camera.map_to_screen(x, y)
                rp = self.camera.length_to_pixels(size.radius)
                pygame.draw.circle(surface, look.AMBER, c, rp + 3 + 2 * pulse, 2)
            draw_monster(surface, self.camera, m.book, self.colours[m.owner], x, y, size.radius, size.height, alpha)
            if self.selected == m.id and self.tool == "rings":
                c = self.camera.map_to_screen(x, y)
                pygame.draw.circle(surface, look.BONE, c, self.camera.length_to_pixels(size.radius) + 4, 2)
        if self.move is not None:
            m = st.monster(self.move.monster)
            size = lib.size(m.book, m.size)
            ex, ey = self.move.path[-1]
            draw_monster(surface, self.camera, m.book, self.colours[m.owner], ex, ey, size.radius, size.height, 235)
            c = self.camera.map_to_screen(ex, ey)
            pygame.draw.circle(surface, D.GREEN_OK if self.move.legal else D.RED_BAD, c,
                               self.camera.length_to_pixels(size.radius) + 3, 3)
