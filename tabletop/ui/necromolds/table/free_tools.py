"""The free tools of a real table, usable at any time: a ruler, a sightline checker and range
rings. They measure only; they never submit actions. Each is a tool on the table's stack
(RulerTool, SightTool, RingsTool): it takes presses on the map while in hand, Esc or its
button puts it down."""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from tabletop.games.necromolds import queries as NQ
from tabletop.ui.necromolds.table import draw as D
from tabletop.ui.necromolds.table import queries as Q
from tabletop.ui.necromolds.table.ranged_tool import draw_label, draw_verdict, verdict
from tabletop.ui.necromolds.table.table_view import TableTool, TableView
from tabletop.ui.tools import HANDLED, PASS


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

    def draw(self, surface, camera, scale: float, bounds=None) -> None:
        """The ruler with inch ticks and its reading (kept inside `bounds`, the map view)."""
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
        draw_label(surface, ruler_text(length), pb, scale, D.look.BONE, bounds, outline=False)


@dataclass
class SightCheck:
    """The free sightline checker: pick a monster, then hover or pick another."""

    a: str | None = None
    b: str | None = None

    def draw(self, surface, camera, state, scale: float, bounds=None) -> None:
        """The sightline between the two picked monsters (its reading kept inside `bounds`)."""
        if self.a and state.find(self.a) and state.monster(self.a).alive:
            m = state.monster(self.a)
            r, _ = NQ.base_of(m)
            pygame.draw.circle(
                surface, (255, 220, 120), camera.map_to_screen(m.x, m.y), camera.length_to_pixels(r) + 5, 3
            )
            if self.b and self.b != self.a and state.find(self.b) and state.monster(self.b).alive:
                draw_verdict(
                    surface, camera, state, self.a, self.b, verdict(state, self.a, self.b, None), None, scale, bounds
                )


def ring_label_spots(centre, radius: float, size, bounds=None, taken=()) -> pygame.Rect | None:
    """Where a ring's name goes: just outside the ring, at the top if it fits in `bounds` (the map
    view), else the first spot round the ring (bottom, sides, diagonals) that fits and overlaps no
    label in `taken`; None when the ring shows nowhere a label fits (drawn without one, never clipped)."""
    cx, cy = centre
    w, h = size
    area = pygame.Rect(bounds) if bounds is not None else None
    for deg in (90, 270, 0, 180, 45, 135, 315, 225, 60, 120, 300, 240, 30, 150, 330, 210):
        a = math.radians(deg)
        # the label's near side touches the ring from outside
        px, py = cx + (radius + 2) * math.cos(a), cy - (radius + 2) * math.sin(a)
        box = pygame.Rect(0, 0, w, h)
        box.center = (int(px + math.cos(a) * w / 2), int(py - math.sin(a) * h / 2))
        if area is not None and not area.contains(box):
            continue
        if any(box.colliderect(t) for t in taken):
            continue
        return box
    return None


def draw_rings(surface, camera, state, mid: str, scale: float, bounds=None) -> list:
    """Close, medium and far rings around a monster: an enemy base touching a ring is at that edge.
    Each ring is named where the name fits inside `bounds`; returns the names' rects."""
    m = state.find(mid)
    if m is None or not m.alive:
        return []
    r, _ = NQ.base_of(m)
    c = camera.map_to_screen(m.x, m.y)
    placed: list = []
    for name, ln in Q.edges().items():
        rp = camera.length_to_pixels(r + ln)
        col = D.EDGE_COLOURS[name]
        veil = pygame.Surface((int(rp * 2) + 4, int(rp * 2) + 4), pygame.SRCALPHA)
        pygame.draw.circle(veil, (*col, 22), (rp + 2, rp + 2), rp)
        surface.blit(veil, (c[0] - rp - 2, c[1] - rp - 2))
        pygame.draw.circle(surface, col, c, rp, 2)
        words = f"{name} {ln:g}\u2033"
        img = D.look.text("sans_bold", int(12 * scale), words, col)
        box = ring_label_spots(c, rp, img.get_size(), bounds, placed)
        if box is not None:
            surface.blit(img, box)
            placed.append(box)
    return placed


class FreeTool(TableTool):
    """A measuring tool in hand: presses on the map are its own, everything else goes below."""

    key = ""
    label = ""

    def press(self, pos, view: TableView) -> None:
        """A left press on the map."""

    def handle(self, event, view: TableView):
        """Presses on the map are the tool's; motion, wheel and keys go on."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and view.on_map(event.pos):
            self.press(event.pos, view)
            return HANDLED
        return PASS


class RulerTool(FreeTool):
    """Drag anywhere on the map to measure."""

    key, name = "ruler", "ruler"

    def __init__(self, ruler: Ruler | None = None) -> None:
        self.ruler = ruler or Ruler()

    def press(self, pos, view: TableView) -> None:
        """Start a ruler here."""
        mp = view.map_point(pos)
        self.ruler = Ruler(mp, mp, True)

    def handle(self, event, view: TableView):
        """While dragging, motion stretches the ruler (the camera does not pan)."""
        if self.ruler.dragging:
            if event.type == pygame.MOUSEMOTION:
                self.ruler.b = view.map_point(event.pos)
                return HANDLED
            if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
                self.ruler.dragging = False
                return HANDLED
        return super().handle(event, view)

    def draw_map(self, surface, view: TableView) -> None:
        """The ruler."""
        self.ruler.draw(surface, view.camera, view.scale, view.layout.map)

    def hover_blocked(self) -> bool:
        """No tooltips while measuring."""
        return True


class SightTool(FreeTool):
    """Click a monster, then point at (or click) another: the sightline between them."""

    key, name = "sight", "sight"

    def __init__(self, sight: SightCheck | None = None) -> None:
        self.sight = sight or SightCheck()

    def press(self, pos, view: TableView) -> None:
        """The first click picks the looker, later clicks the target; the looker again starts over."""
        who = view.monster_at(pos)
        if who and self.sight.a and who != self.sight.a:
            self.sight.b = who
        elif who:
            self.sight = SightCheck(who, None)

    def handle(self, event, view: TableView):
        """Pointing at another monster checks the sight to it (the camera still pans)."""
        if event.type == pygame.MOUSEMOTION and self.sight.a:
            other = view.monster_at(event.pos)
            if other and other != self.sight.a:
                self.sight.b = other
            return PASS
        return super().handle(event, view)

    def draw_map(self, surface, view: TableView) -> None:
        """The sightline."""
        self.sight.draw(surface, view.camera, view.state, view.scale, view.layout.map)

    def hover_blocked(self) -> bool:
        """No tooltips while checking sight."""
        return True


class RingsTool(FreeTool):
    """Click a monster: close, medium and far rings around it."""

    key, name = "rings", "rings"

    def __init__(self, selected: str | None = None) -> None:
        self.selected = selected

    def press(self, pos, view: TableView) -> None:
        """Pick the monster (or none)."""
        self.selected = view.monster_at(pos)

    def draw_under(self, surface, view: TableView) -> None:
        """The rings, under the pieces."""
        if self.selected:
            draw_rings(surface, view.camera, view.state, self.selected, view.scale, view.layout.map)

    def draw_map(self, surface, view: TableView) -> None:
        """The picked monster ringed."""
        m = view.state.find(self.selected) if self.selected else None
        if m is not None and m.alive:
            r, _ = NQ.base_of(m)
            pygame.draw.circle(
                surface, D.look.BONE, view.camera.map_to_screen(m.x, m.y), view.camera.length_to_pixels(r) + 4, 2
            )


FREE_TOOLS = {t.key: t for t in (RulerTool, SightTool, RingsTool)}
