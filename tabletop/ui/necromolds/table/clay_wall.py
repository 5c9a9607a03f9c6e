"""Magic Wall at the table (NM-CLAY-02/03/04): draw a wall with the mouse, or pay to remove one.

`WallTool`: press on the map and draw; the wall's footprint follows the stroke as the rules
would build it (`plan_wall`: simplified, cut where the seat's extra clay runs out), standing in
the owner's clay, with what it uses ("Wall: 7.2 in of 10.7 in, 3 gems"); where the rules
would refuse it, it is red and says why in words. Releasing builds it (the engine's magic_wall
action with the stroke drawn); a refused stroke is cleared to draw again.

`RemoveWallTool`: point at a wall (lit, "Remove wall: 5 gems") and click to pay to remove it.
"""

from __future__ import annotations

import itertools
import math

import pygame

from tabletop.ui import look
from tabletop.ui.necromolds.table import clay_draw as CD
from tabletop.ui.necromolds.table import clay_rules as CR
from tabletop.ui.necromolds.table import draw as D
from tabletop.ui.necromolds.table.clay_show import draw_walls, seat_clay
from tabletop.ui.necromolds.table.clay_tool import ClayTool
from tabletop.ui.necromolds.table.ranged_tool import draw_label
from tabletop.ui.necromolds.table.table_view import TableView
from tabletop.ui.tools import DONE, HANDLED, PASS, Say

SPACING = 0.04  # in: a stroke point is kept when the mouse has moved this far


def wall_words(plan, clay_left: float) -> str:
    """What a wall uses, or why it may not stand."""
    if plan.problems:
        return "; ".join(plan.problems)[:1].upper() + "; ".join(plan.problems)[1:]
    most = clay_left / CR.params().wall_drams_per_inch
    cut = " (clay runs out)" if plan.truncated else ""
    return f"Wall: {plan.length:.1f} in of {most:.1f} in{cut}, {CR.price(CR.WALL)} gems"


class WallTool(ClayTool):
    """Drawing a Magic Wall: press, draw, release."""

    name = "clay_wall"
    kind = CR.WALL

    def __init__(self, seat: int) -> None:
        super().__init__(seat)
        self.stroke: list[tuple[float, float]] = []
        self.drawing = False
        self.straight = False  # started by keys: the stroke runs straight from its first end to the pointer
        self._plan = (None, None)  # (key, plan)

    def plan(self, state):
        """The wall the stroke makes now (cached per stroke and state)."""
        key = (id(state), len(self.stroke), self.stroke[-1] if self.stroke else None)
        if self._plan[0] != key:
            self._plan = (key, CR.plan_wall(state, self.seat, CR.thin(self.stroke)))  # what the engine will get
        return self._plan[1]

    def handle(self, event, view: TableView):
        """Press starts the stroke on the map, motion draws it, release builds it."""
        if event.type == pygame.MOUSEBUTTONDOWN:
            if event.button == 3:
                return DONE
            if event.button != 1 or not view.on_map(event.pos):
                return PASS
            self.drawing = True
            self.straight = bool(getattr(event, "keyboard", False))  # the arrows draw no curves: end to end
            self.stroke = [view.map_point(event.pos)]
            return HANDLED
        if event.type == pygame.MOUSEMOTION and self.drawing:
            self.add(view.map_point(event.pos))
            return HANDLED
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drawing:
            self.add(view.map_point(event.pos))
            return self.release(view)
        return PASS

    def add(self, point) -> None:
        """Add a map point to the stroke (when the mouse has moved far enough); a stroke drawn by keys
        is its first end and this point."""
        if self.straight and self.stroke:
            first = self.stroke[0]
            far = math.dist(first, point) >= SPACING
            self.stroke = [first, (float(point[0]), float(point[1]))] if far else [first]
            return
        far_enough = not self.stroke or math.dist(self.stroke[-1], point) >= SPACING
        if far_enough and len(self.stroke) < CR.params().wall_max_points:
            self.stroke.append((float(point[0]), float(point[1])))

    def release(self, view: TableView):
        """Build the wall drawn, or say why not and clear the stroke."""
        self.drawing = False
        plan = self.plan(view.state)
        stroke, self.stroke = self.stroke, []
        if not plan.ok:
            return Say(wall_words(plan, CR.clay_left(view.state, self.seat)), bad=True)
        return [CR.wall_action(self.seat, stroke), DONE]

    def sent(self):
        """The stroke as it will be sent (thinned to what the engine takes)."""
        return CR.thin(self.stroke)

    def prompt(self, view: TableView):
        """The banner while the wall is drawn."""
        if self.drawing and self.straight:
            return ("Magic Wall: the arrows carry the wall's other end, Enter builds it (Esc: start again)", look.AMBER)
        if self.drawing:
            return ("Magic Wall: draw the wall, release to build it (Esc: start again)", look.AMBER)
        most = CR.clay_left(view.state, self.seat) / CR.params().wall_drams_per_inch
        return (
            f"Magic Wall ({CR.price(CR.WALL)} gems): press on the map and draw the wall, up to {most:.1f} in "
            "(right-click or Esc: put it down)",
            look.AMBER,
        )

    def draw_map(self, surface, view: TableView) -> None:
        """The wall as the stroke makes it (red with why where refused), and what it uses."""
        cam = view.camera
        if not self.drawing or len(self.stroke) < 1:
            if view.on_map(view.mouse):
                c = view.mouse
                pygame.draw.line(surface, look.BONE, (c[0] - 8, c[1] + 8), (c[0] + 2, c[1] - 2), 3)
                pygame.draw.circle(surface, seat_clay(self.seat, view.colours), (c[0] + 4, c[1] - 4), 4)
            return
        st = view.state
        plan = self.plan(st)
        # the whole stroke drawn, faint and dashed where the clay does not reach
        pts = [cam.map_to_screen(*p) for p in self.stroke]
        for a, b in itertools.pairwise(pts):
            D.dashed_line(surface, look.BONE_DIM, a, b, 2, 5, 4)
        colour = seat_clay(self.seat, view.colours)
        if plan.footprint:
            bad = not plan.ok
            CD.draw_wall(
                surface,
                cam,
                list(plan.footprint),
                plan.height or CR.params().wall_height,
                D.RED_BAD if bad else colour,
                alpha=190 if bad else 255,  # opaque: the stroke under it hidden
                outline=D.RED_BAD if bad else D.GREEN_OK,
                holes=list(plan.holes),
            )
        end = self.stroke[-1]
        words = wall_words(plan, CR.clay_left(st, self.seat))
        anchor = cam.map_to_screen(*end)
        draw_label(
            surface,
            words,
            (anchor[0], anchor[1] - CD.lift_px(cam, CR.params().wall_height) - 6),
            view.scale,
            D.RED_BAD if not plan.ok else look.AMBER,
            view.layout.map,
        )


def wall_on_screen(view: TableView, pos):
    """The magic wall drawn under a screen point: its footprint on the map or anywhere up its
    faces and top, which are drawn raised by its height (a click on the wall as seen hits it)."""
    cam = view.camera
    best = None
    for w in CR.walls(view.state):
        lift = CD.lift_px(cam, float(w.height))
        steps = max(1, int(lift // 3))
        for k in range(steps + 1):
            hit = CR.wall_at(view.state, cam.screen_to_map(pos[0], pos[1] + lift * k / steps))
            if hit is not None and hit.id == w.id:
                if best is None or k < best[0]:
                    best = (k, w)
                break
    return best[1] if best else None


class RemoveWallTool(ClayTool):
    """Paying to remove a magic wall: point at it and click."""

    name = "clay_remove_wall"
    kind = CR.REMOVE

    def wall_under(self, view: TableView, pos=None):
        """The wall under the mouse (or `pos`), if any."""
        pos = view.mouse if pos is None else pos
        if not view.on_map(pos):
            return None
        return wall_on_screen(view, pos)

    def handle(self, event, view: TableView):
        """A left click on a wall removes it; a right click puts the tool down."""
        if event.type != pygame.MOUSEBUTTONDOWN:
            return PASS
        if event.button == 3:
            return DONE
        if event.button != 1 or not view.on_map(event.pos):
            return PASS
        wall = self.wall_under(view, event.pos)
        if wall is None:
            return Say("Click a magic wall to remove it", bad=True)
        return self.remove(wall)

    def remove(self, wall):
        """Pay to remove `wall`."""
        return [CR.remove_action(self.seat, wall.id), DONE]

    def prompt(self, view: TableView):
        """The banner while a wall is chosen."""
        return (
            f"Remove wall ({CR.price(CR.REMOVE)} gems): click the magic wall to remove "
            "(right-click or Esc: put it down)",
            look.AMBER,
        )

    def draw_map(self, surface, view: TableView) -> None:
        """The wall under the mouse lit, with the price."""
        wall = self.wall_under(view)
        if wall is None:
            return
        draw_walls(surface, view.camera, view.state, view.colours, (), highlight=wall)
        cam = view.camera
        top = min(wall.footprint, key=lambda p: p[1])
        anchor = cam.map_to_screen(*top)
        draw_label(
            surface,
            f"Remove wall: {CR.price(CR.REMOVE)} gems",
            (anchor[0], anchor[1] - CD.lift_px(cam, wall.height)),
            view.scale,
            look.AMBER,
            view.layout.map,
        )
