"""Magic Blast at the table (NM-CLAY-08/09): a flattened disc of clay that follows the mouse.

`BlastTool` hovers the disc over the mouse, with its footprint where it would come down (the
rules' own settle, `simulate_blast`, worked out once per cursor cell of `CELL` inches, not per
frame): if it would slide off a tall monster the footprint is drawn where it ends and the slide
as a dashed line; the monsters under it are ringed in red and counted. A click lowers it: the
engine's magic_blast action at that centre.

`BlastShow` plays it coming down: lowered from above, sliding along the settle's path when it
slid, pressed onto the monsters under it (ringed), then the blast clay is destroyed; each of
those monsters' combats then follows in the table's combat window (it waits for the show).
"""

from __future__ import annotations

from collections import OrderedDict

import pygame

from tabletop.games.necromolds import queries as NQ
from tabletop.ui import look
from tabletop.ui.necromolds.table import clay_draw as CD
from tabletop.ui.necromolds.table import clay_rules as CR
from tabletop.ui.necromolds.table import draw as D
from tabletop.ui.necromolds.table.clay_show_base import ClayShow
from tabletop.ui.necromolds.table.clay_tool import ClayTool
from tabletop.ui.necromolds.table.ranged_tool import draw_label
from tabletop.ui.necromolds.table.table_view import TableView
from tabletop.ui.tools import DONE

CELL = 0.1  # in: the preview's settle is worked out once per cell of the cursor
HOVER = 2.5  # in: how high the disc hovers while aimed
START = 7.0  # in: how high it is when it starts coming down
LOWER = 0.7  # s: lowered onto the map
SLIDE = 0.35  # s: each slide off what held it
PRESS = 0.3  # s: pressed down on what is under it
MARK = 0.7  # s: the monsters under it ringed
FADE = 0.45  # s: the blast clay destroyed


def under_words(state, seat: int, under) -> str:
    """'comes down on 3 monsters (1 of yours)' and the like."""
    n = len(under)
    if n == 0:
        return "touches no monster"
    mine = sum(1 for mid in under if state.monster(mid).owner == seat)
    words = f"comes down on {n} monster{'s' if n != 1 else ''}"
    return words + (f" ({mine} of yours)" if mine else "")


class BlastTool(ClayTool):
    """Hovering the Magic Blast: a click lowers it there."""

    name = "clay_blast"
    kind = CR.BLAST

    def __init__(self, seat: int) -> None:
        super().__init__(seat)
        self._cache: OrderedDict[tuple, object] = OrderedDict()
        self._key = None  # the state the cache was made for

    def preview(self, state, point):
        """How the disc would settle lowered at `point` (cached per cursor cell and state)."""
        key = (id(state), len(state.monsters), len(state.clay))
        if key != self._key:
            self._cache.clear()
            self._key = key
        cell = (round(point[0] / CELL), round(point[1] / CELL))
        hit = self._cache.get(cell)
        if hit is None:
            hit = CR.simulate_blast(state, (cell[0] * CELL, cell[1] * CELL))
            self._cache[cell] = hit
            while len(self._cache) > 256:
                self._cache.popitem(last=False)
        return hit

    def handle(self, event, view: TableView):
        """A left click lowers the disc, a right click puts it down."""
        point, answer = self.map_click(event, view)
        return answer if point is None else self.lower(point)

    def lower(self, centre):
        """Lower the disc at `centre` (map inches): the action, and the tool is put down."""
        return [CR.blast_action(self.seat, centre), DONE]

    def prompt(self, view: TableView):
        """The banner while the disc hovers."""
        return (
            f"Magic Blast ({CR.price(CR.BLAST)} gems): move the disc over the monsters and click to lower it "
            "(right-click or Esc: put it down)",
            look.AMBER,
        )

    def draw_map(self, surface, view: TableView) -> None:
        """The disc over the mouse, its footprint where it settles, the monsters under it."""
        if not view.on_map(view.mouse):
            return
        cam = view.camera
        st = view.state
        aim = view.map_point(view.mouse)
        res = self.preview(st, aim)
        colour = view.colours[self.seat] if self.seat < len(view.colours) else look.AMBER
        danger = D.RED_BAD if res.under else look.BONE
        if res.slid:
            D.dashed_line(surface, look.BONE, cam.map_to_screen(*aim), cam.map_to_screen(*res.centre), 2, 7, 5)
        CD.footprint_ring(surface, cam, res.centre[0], res.centre[1], res.radius, danger, 2)
        for mid in res.under:
            m = st.monster(mid)
            r, _h = NQ.base_of(m)
            c = cam.map_to_screen(m.x, m.y)
            pygame.draw.circle(surface, look.INK, c, cam.length_to_pixels(r) + 5, 4)
            pygame.draw.circle(surface, D.RED_BAD, c, cam.length_to_pixels(r) + 5, 2)
        CD.draw_disc(surface, cam, aim[0], aim[1], res.radius, HOVER, CR.params().blast_thickness, colour, alpha=200)
        words = f"Magic Blast: {CR.price(CR.BLAST)} gems · {under_words(st, self.seat, res.under)}"
        if res.slid:
            words += " · slides off"
        anchor = cam.map_to_screen(aim[0], aim[1] - res.radius)
        draw_label(
            surface,
            words,
            (anchor[0], anchor[1] - CD.lift_px(cam, HOVER)),
            view.scale,
            D.RED_BAD if res.under else look.AMBER,
            view.layout.map,
        )


class BlastShow(ClayShow):
    """The disc coming down where the rules settled it."""

    name = "clay_blast_show"

    def __init__(self, result, seat: int | None, colours, before=None) -> None:
        super().__init__()
        self.result = result
        self.seat = seat
        self.colour = tuple(colours[seat]) if seat is not None and seat < len(colours) else look.BONE
        self.slides = max(0, len(result.path) - 1)
        self.settled_at = LOWER + self.slides * SLIDE
        self.end = self.settled_at + PRESS + MARK + FADE
        self.before = before

    def where(self, t: float) -> tuple[float, float, float, float]:
        """(x, y, z, tilt) of the disc at table time t."""
        path = self.result.path
        rest = self.result.height
        if t < LOWER:
            p = t / LOWER
            z = START + (rest - START) * p * p  # falling faster as it comes down
            return path[0][0], path[0][1], max(rest, z), 0.0
        k = int((t - LOWER) / SLIDE) if self.slides else 0
        if k < self.slides:
            f = (t - LOWER - k * SLIDE) / SLIDE
            a, b = path[k], path[k + 1]
            ease = f * f * (3 - 2 * f)
            return a[0] + (b[0] - a[0]) * ease, a[1] + (b[1] - a[1]) * ease, rest, (1 - abs(2 * f - 1)) * 1.0
        return self.result.centre[0], self.result.centre[1], rest, 0.0

    def draw_map(self, surface, view: TableView) -> None:
        """The disc coming down, then pressing the monsters under it."""
        cam = view.camera
        t = self.t
        res = self.result
        x, y, z, tilt = self.where(t)
        alpha = 255
        if t > self.end - FADE:
            alpha = int(255 * max(0.0, (self.end - t) / FADE))
        if t >= self.settled_at:
            p = min(1.0, (t - self.settled_at) / PRESS)
            if p < 1.0:
                CD.impact_ring(surface, cam, x, y, res.radius * 0.6, p)
            for mid in res.under:
                m = view.state.find(mid)
                if m is None:
                    continue
                r, _h = NQ.base_of(m)
                c = cam.map_to_screen(m.x, m.y)
                pulse = 3 + 3 * abs(((t * 3) % 2) - 1)
                pygame.draw.circle(surface, D.RED_BAD, c, cam.length_to_pixels(r) + pulse, 3)
        CD.draw_disc(
            surface, cam, x, y, res.radius, z, CR.params().blast_thickness, self.colour, alpha=alpha, tilt=tilt
        )

    def prompt(self, view: TableView):
        """What the banner says while it comes down."""
        who = view.seat_name(self.seat) if self.seat is not None else "A player"
        if self.t < self.settled_at:
            return (
                f"{who} lowers the Magic Blast" + ("; it slides off" if self.slides and self.t > LOWER else ""),
                look.AMBER,
            )
        n = len(self.result.under)
        return (
            f"Magic Blast: {n} monster{'s' if n != 1 else ''} under it"
            + (": each fights a 3-die ranged attack" if n else ""),
            look.AMBER,
        )
