"""The free tools of a real table, usable at any time: a ruler, a sightline checker and range
rings. They measure only; they never submit actions."""
from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from tabletop.games.necromolds import field as nm_field
from tabletop.ui.necromolds.table import draw as D
from tabletop.ui.necromolds.table import queries as Q
from tabletop.ui.necromolds.table.ranged_tool import draw_verdict, verdict


def ruler_text(length: float) -> str:
    """'4.3 in — fits medium, far' for a ruler of that length."""
    fits = [n for n, ln in Q.edges().items() if length <= ln + 1e-9]
    if not fits:
        return f"{length:.1f} in — longer than the far edge ({Q.edges().far:g} in)"
    return f"{length:.1f} in — fits {', '.join(fits)}"


@dataclass
class Ruler:
    """A straight ruler from a to b (map inches)."""

    a: tuple | None = None
    b: tuple | None = None
    dragging: bool = False

    def draw(self, surface, camera, scale: float) -> None:
        """The ruler with inch ticks and its reading."""
        if self.a is None or self.b is None:
            return
        pa, pb = camera.map_to_screen(*self.a), camera.map_to_screen(*self.b)
        length = math.dist(self.a, self.b)
        w = max(6, int(camera.length_to_pixels(0.3)))
        pygame.draw.line(surface, (60, 40, 20), pa, pb, w + 4)
        pygame.draw.line(surface, (226, 196, 130), pa, pb, w)
        for name, ln in Q.edges().items():  # where each edge would end
            if ln <= length + 3:
                t = ln / max(length, 1e-6)
                if t <= 1.0:
                    p = (pa[0] + (pb[0] - pa[0]) * t, pa[1] + (pb[1] - pa[1]) * t)
                    pygame.draw.circle(surface, D.EDGE_COLOURS[name], p, max(4, w // 2 + 1))
        for k in range(1, int(length) + 1):
            t = k / length
            p = (pa[0] + (pb[0] - pa[0]) * t, pa[1] + (pb[1] - pa[1]) * t)
            pygame.draw.circle(surface, (60, 40, 20), p, 2)
        txt = ruler_text(length)
        img = D.look.font("sans_bold", int(15 * scale)).render(txt, True, D.look.BONE)
        box = pygame.Rect(0, 0, img.get_width() + 14, img.get_height() + 8)
        box.midbottom = (int(pb[0]), int(pb[1]) - 12)
        bg = pygame.Surface(box.size, pygame.SRCALPHA)
        bg.fill((20, 14, 18, 225))
        surface.blit(bg, box)
        surface.blit(img, (box.left + 7, box.top + 4))


@dataclass
class SightCheck:
    """The free sightline checker: pick a monster, then hover or pick another."""

    a: str | None = None
    b: str | None = None

    def draw(self, surface, camera, state, scale: float) -> None:
        """The sightline between the two picked monsters."""
        if self.a and state.find(self.a) and state.monster(self.a).alive:
            m = state.monster(self.a)
            r, _ = nm_field.base_of(m)
            pygame.draw.circle(surface, (255, 220, 120), camera.map_to_screen(m.x, m.y), camera.length_to_pixels(r) + 5, 3)
            if self.b and self.b != self.a and state.find(self.b) and state.monster(self.b).alive:
                draw_verdict(surface, camera, state, self.a, self.b, verdict(state, self.a, self.b, None), None, scale)


def draw_rings(surface, camera, state, mid: str, scale: float) -> None:
    """Close, medium and far rings around a monster: an enemy base touching a ring is at that edge."""
    m = state.find(mid)
    if m is None or not m.alive:
        return
    r, _ = nm_field.base_of(m)
    c = camera.map_to_screen(m.x, m.y)
    for name, ln in Q.edges().items():
        rp = camera.length_to_pixels(r + ln)
        col = D.EDGE_COLOURS[name]
        veil = pygame.Surface((int(rp * 2) + 4, int(rp * 2) + 4), pygame.SRCALPHA)
        pygame.draw.circle(veil, (*col, 22), (rp + 2, rp + 2), rp)
        surface.blit(veil, (c[0] - rp - 2, c[1] - rp - 2))
        pygame.draw.circle(surface, col, c, rp, 2)
        D.text(surface, "sans_bold", 12 * scale, f"{name} {ln:g}\u2033", (c[0], c[1] - rp - 2), col, anchor="midbottom")
