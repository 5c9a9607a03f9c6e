"""Magic Missile at the table (NM-CLAY-05/06): aim with the mouse, click to drop, watch it fall.

`MissileTool` follows the mouse over the map with a target ring as wide as the scatter (the
ball lands somewhere inside it), the ball's size at its centre, the monsters it could reach
ringed, and the price; a click answers the engine's magic_missile action at that aim.

`MissileShow` plays the simulation the rules ran, frame by frame at its fixed time step (one
recorded frame per 1/120 s, replayed at `SLOW` x table time): the ball held at arm's length,
its shadow growing as it falls, the bounce and the roll, pushed bases sliding along their
tracks, monsters that tipped falling over along the blow, crushed ones flattened, and each
turning into the smashed clay the state holds. Nothing is simulated while it plays: it replays
precomputed frames, so a frame costs a few blits.
"""

from __future__ import annotations

import math

import pygame

from tabletop.games.necromolds import queries as NQ
from tabletop.ui import look
from tabletop.ui.necromolds.table import clay_draw as CD
from tabletop.ui.necromolds.table import clay_rules as CR
from tabletop.ui.necromolds.table import draw as D
from tabletop.ui.necromolds.table.clay_show_base import ClayShow
from tabletop.ui.necromolds.table.clay_tool import ClayTool
from tabletop.ui.necromolds.table.pieces import draw_monster
from tabletop.ui.necromolds.table.ranged_tool import draw_label
from tabletop.ui.necromolds.table.table_view import TableView
from tabletop.ui.tools import DONE, PASS

HOLD = 0.45  # s: the ball held over the map before it is let go
SLOW = 0.6  # simulated seconds per table second (the fall from an arm's length is 0.35 s)
TIP = 0.5  # s: a figure falling over
CRUSH = 0.22  # s: a figure squashed flat
TO_CLAY = 0.45  # s: a fallen figure becoming smashed clay
BALL_GONE = 0.5  # s: the ball is destroyed after it rests (NM-CLAY-05)
SETTLE = 0.3  # s: a pushed base the rules put back (its spot not legal) slides back


class MissileTool(ClayTool):
    """Aiming the Magic Missile: a click on the map drops it there."""

    name = "clay_missile"
    kind = CR.MISSILE

    def __init__(self, seat: int) -> None:
        super().__init__(seat)
        self.aim: tuple[float, float] | None = None  # the last map point under the mouse

    def handle(self, event, view: TableView):
        """Motion aims, a left click drops, a right click puts the ball down again."""
        if event.type == pygame.MOUSEMOTION and view.on_map(event.pos):
            self.aim = view.map_point(event.pos)
            return PASS  # the camera may still pan under it
        point, answer = self.map_click(event, view)
        return answer if point is None else self.drop(point)

    def drop(self, aim):
        """Drop the ball over `aim` (map inches): the action, and the tool is put down."""
        return [CR.missile_action(self.seat, aim), DONE]

    def prompt(self, view: TableView):
        """The banner while aiming."""
        return (
            f"Magic Missile ({CR.price(CR.MISSILE)} gems): click where to drop the ball; "
            "it lands inside the ring (right-click or Esc: put it down)",
            look.AMBER,
        )

    def at_risk(self, state, aim) -> list[str]:
        """Monsters the ball could come down on or strike from this aim (scatter plus its roll)."""
        p = CR.params()
        reach = p.scatter + p.ball_radius * 2.0
        out = []
        for m in state.alive():
            r, _h = NQ.base_of(m)
            if math.dist((m.x, m.y), aim) <= reach + r:
                out.append(m.id)
        return out

    def draw_map(self, surface, view: TableView) -> None:
        """The target ring at the mouse: scatter, ball, the monsters within reach, the price."""
        if not view.on_map(view.mouse):
            return
        cam = view.camera
        aim = view.map_point(view.mouse)
        p = CR.params()
        colour = view.colours[self.seat] if self.seat < len(view.colours) else look.AMBER
        for mid in self.at_risk(view.state, aim):
            m = view.state.monster(mid)
            r, _h = NQ.base_of(m)
            D.dashed_circle(surface, look.AMBER, cam.map_to_screen(m.x, m.y), cam.length_to_pixels(r) + 4, 2)
        sx, sy = cam.map_to_screen(*aim)
        rs = cam.length_to_pixels(p.scatter)
        veil = pygame.Surface((int(2 * rs) + 4, int(2 * rs) + 4), pygame.SRCALPHA)
        pygame.draw.circle(veil, (*colour[:3], 40), (int(rs) + 2, int(rs) + 2), int(rs))
        surface.blit(veil, veil.get_rect(center=(round(sx), round(sy))))
        D.dashed_circle(surface, look.INK, (sx + 1, sy + 1), rs, 3)
        D.dashed_circle(surface, D.lighter(colour, 0.4), (sx, sy), rs, 2)
        tick = max(6, int(rs * 0.25))
        for ux, uy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            pygame.draw.line(
                surface,
                look.BONE,
                (sx + ux * (rs - tick), sy + uy * (rs - tick)),
                (sx + ux * (rs + tick * 0.4), sy + uy * (rs + tick * 0.4)),
                2,
            )
        # the ball held high over the aim, its faint shadow on the map
        CD.draw_ball(surface, cam, aim[0], aim[1], 3.0, p.ball_radius, colour, alpha=215)
        left = CR.clay_left(view.state, self.seat)
        words = f"Magic Missile: {CR.price(CR.MISSILE)} gems · {p.missile_clay:g} of {left:g} dr clay"
        draw_label(surface, words, (sx, sy - rs - CD.lift_px(cam, 3.0) * 0.2), view.scale, look.AMBER, view.layout.map)


class MissileShow(ClayShow):
    """The drop as the rules simulated it, replayed frame by frame."""

    name = "clay_missile_show"

    def __init__(self, result, before, after, seat: int | None, colours) -> None:
        super().__init__()
        self.result = result
        self.seat = seat
        self.before = before
        self.colour = tuple(colours[seat]) if seat is not None and seat < len(colours) else look.BONE
        self.step = result.step
        self.events = {e.id: e for e in result.events}
        involved = list(dict.fromkeys([e.id for e in result.events] + list(result.tracks) + list(result.moved)))
        self.figures = {}
        for mid in involved:
            m = before.find(mid)
            if m is None:
                continue
            r, h = NQ.base_of(m)
            self.figures[mid] = (
                m.book,
                tuple(colours[m.owner]) if m.owner < len(colours) else look.BONE,
                r,
                h,
                (m.x, m.y),
            )
        # where each one that still stands ends in the state (a push the rules could not keep is undone)
        self.finals = {}
        for mid in self.figures:
            m = after.find(mid)
            if m is not None and m.alive and mid not in self.events:
                self.finals[mid] = (m.x, m.y)
        old = {(c.x, c.y, c.r) for c in before.clay}
        self.new_clay = [(c.x, c.y, c.r) for c in after.clay if (c.x, c.y, c.r) not in old]
        self.blobs = {}
        free = list(self.new_clay)
        for mid in [e.id for e in result.events]:
            if mid not in self.figures:
                continue
            at = self.figures[mid][4]  # the rules leave smashed clay where it stood before the drop
            if free:
                best = min(free, key=lambda c: math.dist((c[0], c[1]), at))
                free.remove(best)
                self.blobs[mid] = best
            else:
                self.blobs[mid] = (at[0], at[1], self.figures[mid][2])
        sim_end = len(result.frames) * self.step / SLOW
        last = max([self.event_time(e.id) + TIP + TO_CLAY for e in result.events], default=0.0)
        self.end = HOLD + max(sim_end + BALL_GONE, last)

    # -- time -------------------------------------------------------------------------------
    def frame_at(self, t: float) -> float:
        """The simulation's frame (fractional) shown at table time t."""
        return max(0.0, (t - HOLD) * SLOW / self.step)

    def event_time(self, mid) -> float:
        """Table time at which a monster's event happens."""
        return HOLD + self.events[mid].frame * self.step / SLOW

    # -- what the pieces' drawing leaves to this show ------------------------------------------
    def hidden_monsters(self) -> set:
        """Monsters the table must not draw while this plays (this draws them)."""
        return set(self.figures)

    def hidden_clay(self) -> list:
        """Smashed clay discs the table must not draw yet (this shows them appearing)."""
        return self.new_clay

    def pending_smashes(self) -> set:
        """Every monster the drop smashes: the panels count them until the show is over (as the log)."""
        return set(self.events) if self.playing() else set()

    def position(self, mid, frame: float) -> tuple[float, float]:
        """A monster's base centre at a (fractional) frame: its track, else where it stood."""
        track = self.result.tracks.get(mid)
        if not track:
            return self.figures[mid][4]
        k = int(frame)
        if k + 1 >= len(track):
            return tuple(track[-1])
        a, b = track[k], track[k + 1]
        f = frame - k
        return (a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f)

    def final_position(self, mid) -> tuple[float, float]:
        """Where a monster ends up in the replay (the state's place for one still standing)."""
        if mid in self.finals:
            return self.finals[mid]
        if mid in self.result.moved:
            return tuple(self.result.moved[mid])
        track = self.result.tracks.get(mid)
        if track:
            return tuple(track[-1])
        return self.figures[mid][4]

    def standing_at(self, mid, frame: float) -> tuple[float, float]:
        """A monster left standing: along its track, then settled where the state has it."""
        x, y = self.position(mid, frame)
        final = self.finals.get(mid)
        if final is None:
            return (x, y)
        end = len(self.result.tracks.get(mid) or (0,)) - 1
        k = min(1.0, max(0.0, (frame - end) * self.step / SLOW / SETTLE))
        return (x + (final[0] - x) * k, y + (final[1] - y) * k)

    def ball(self, frame: float) -> tuple[float, float, float]:
        """The ball (x, y, z of its bottom) at a fractional frame."""
        frames = self.result.frames
        k = int(frame)
        if k + 1 >= len(frames):
            return tuple(frames[-1])
        a, b = frames[k], frames[k + 1]
        f = frame - k
        return tuple(a[i] + (b[i] - a[i]) * f for i in range(3))

    # -- drawing ---------------------------------------------------------------------------------
    def draw_map(self, surface, view: TableView) -> None:
        """The figures involved, the ball and its shadow, the clay the smashed ones leave."""
        cam = view.camera
        t = self.t
        frame = self.frame_at(t)
        order = sorted(self.figures, key=lambda mid: self.position(mid, frame)[1])
        for mid in order:
            book, colour, r, h, _start = self.figures[mid]
            ev = self.events.get(mid)
            if ev is None:
                x, y = self.standing_at(mid, frame)
                draw_monster(surface, cam, book, colour, x, y, r, h)
                continue
            x, y = self.position(mid, min(frame, ev.frame))
            since = t - self.event_time(mid)
            span = TIP if ev.kind != "crushed" else CRUSH
            if since < 0:
                draw_monster(surface, cam, book, colour, x, y, r, h)
                continue
            p = since / span
            bx, by, br = self.blobs[mid]
            if p >= 1.0:
                k = min(1.0, (since - span) / TO_CLAY)
                CD.draw_blob(surface, cam, colour, bx, by, br, int(255 * k))
                if k < 1.0:
                    if ev.kind == "crushed":
                        CD.draw_flattened(surface, cam, book, colour, x, y, r, h, 1.0, int(255 * (1 - k)))
                    else:
                        CD.draw_toppling(surface, cam, book, colour, x, y, r, h, ev.direction, 1.0, int(255 * (1 - k)))
            elif ev.kind == "crushed":
                CD.draw_flattened(surface, cam, book, colour, x, y, r, h, p)
            else:
                CD.draw_toppling(surface, cam, book, colour, x, y, r, h, ev.direction, p)
        self._draw_ball(surface, view, frame)

    def _draw_ball(self, surface, view: TableView, frame: float) -> None:
        cam = view.camera
        res = self.result
        last = len(res.frames) - 1
        x, y, z = self.ball(frame)
        if self.result.landing is not None:
            land_frame = next((i for i, f in enumerate(res.frames) if f[2] <= 1e-6), None)
            if land_frame is not None and frame >= land_frame:
                p = (frame - land_frame) * self.step / SLOW / 0.5
                if p < 1.0:
                    CD.impact_ring(surface, cam, res.landing[0], res.landing[1], res.ball_radius, p)
        gone = 0.0
        if frame >= last:
            gone = min(1.0, (self.t - HOLD - last * self.step / SLOW) / BALL_GONE)
        if gone >= 1.0:
            return
        w, h = CR.bounds(view.state)
        if not (-2 <= x <= w + 2 and -2 <= y <= h + 2):
            return  # rolled off the table
        CD.draw_ball(surface, cam, x, y, z, res.ball_radius, self.colour, alpha=int(255 * (1 - gone)), squash=gone)

    def prompt(self, view: TableView):
        """What the banner says while the ball falls."""
        who = view.seat_name(self.seat) if self.seat is not None else "A player"
        n = len(self.result.events)
        if self.t < HOLD:
            return (f"{who} drops the Magic Missile…", look.AMBER)
        if self.frame_at(self.t) < len(self.result.frames) - 1 or n == 0:
            return ("Magic Missile: the ball falls, bounces and rolls", look.AMBER)
        return (f"Magic Missile: {n} monster{'s' if n != 1 else ''} smashed", look.AMBER)
