"""Dragging a monster through a move command: the shortest legal path follows the cursor, the
distance tool's edge is laid along it, the reachable area is shaded, an illegal end is shown
red with its reason, and a threat preview marks the enemies around the spot.

What is expensive is computed once at drag start (the battlefield, the reachable area and its
picture); each cursor move costs a shortest path, a move check and one batched threat query.
"Could reach it next" comes from the enemies' own reachable areas (threat_reach), computed in
the background after drag start; an enemy not known yet is marked "?" (not "…": that reads as words cut).
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass, field

import pygame

from tabletop.games.necromolds import actions as A
from tabletop.games.necromolds import queries as NQ
from tabletop.games.necromolds import words as W
from tabletop.games.necromolds.library import library
from tabletop.games.necromolds.words import move_refusal, no_contact, short_of
from tabletop.geometry import facing as F
from tabletop.ui import look
from tabletop.ui.necromolds.table import draw as D
from tabletop.ui.necromolds.table import queries as Q
from tabletop.ui.necromolds.table import threat_reach
from tabletop.ui.necromolds.table.pieces import draw_base_ring, draw_contact_mark, draw_monster, figure_at
from tabletop.ui.necromolds.table.table_view import TableTool, TableView
from tabletop.ui.tools import DONE, HANDLED, PASS, Say

REACH_FILL = (120, 200, 255, 46)
REACH_EDGE = (150, 214, 255)


def path_length(path) -> float:
    """Length of a polyline."""
    return sum(math.dist(a, b) for a, b in itertools.pairwise(path))


@dataclass
class Threat:
    """An enemy seen from the spot under the cursor."""

    enemy: str
    gap: float
    edges: tuple
    seen: bool
    reaches: bool | None  # None: not known yet (the enemy's reach is still being computed)
    front: bool = True  # in the dragged monster's front at the end (always, without Directional Attacks)


@dataclass
class MoveDrag:
    """A monster being dragged during a move command."""

    state: object
    monster: str
    limit: float
    start: tuple
    bf: object = None
    area: object = None
    area_img: pygame.Surface | None = None
    area_key: tuple = ()
    cursor: tuple = (0.0, 0.0)  # map inches
    path: list = field(default_factory=list)
    legal: bool = False
    reason: str = ""
    length: float = 0.0
    contact: str | None = None
    threats: list = field(default_factory=list)
    enemy_reach: object = None  # threat_reach.EnemyReach
    end: tuple = ()
    search: NQ.ContactSearch | None = None  # contact points per enemy, cached for the drag
    target: str | None = None  # the enemy the cursor is on or near (the drop goes into contact with it)
    note: str = ""  # near an enemy but not in contact: how far short, or why contact cannot be made
    over: str | None = None  # the enemy figure under the pointer at the last update
    facing: float | None = None  # Directional Attacks: the way it will face at the end (NM-FAN-11)
    turned: float | None = None  # the facing the player turned it to (wheel, Q/E); None: the default
    hindered: bool = False  # Hindering Terrain cut the path just past smashed clay (NM-FAN-21/22)
    stopped: bool = False  # dropped past its reach: the path ends at the reach (NM-MOVE-01)
    contacts: list = field(default_factory=list)  # every enemy touched at the end (Decisive Combat: several)
    drop: NQ.DropSnap | None = None  # which enemy a drop means and where it lands (cached per angle cell)
    reach: float | None = None  # map inches: a base this near an enemy's means it (a few pixels at the zoom)
    far: bool = False  # the drop means an enemy out of reach: the reason says what reaching it needs
    # the contact end of the last update (enemy, point, turned): the same again changes nothing
    _seen: tuple | None = field(default=None, init=False, repr=False)

    @classmethod
    def begin(cls, state, mid: str) -> MoveDrag:
        """Start dragging: cache the battlefield and the reachable area."""
        m = state.monster(mid)
        drag = cls(state, mid, NQ.command_reach(state, mid), (m.x, m.y))  # per spellbook with step 3 in basic play
        drag.bf = NQ.battlefield(state)
        drag.area = drag.bf.reachable_area(mid, drag.limit)
        drag.enemy_reach = threat_reach.enemy_reach(state, mid, drag.limit)
        drag.search = NQ.contact_search(drag.bf, mid, drag.limit)
        drag.drop = NQ.drop_snap(drag.search)
        drag.update((m.x, m.y))
        return drag

    def update(self, goal, over: str | None = None) -> None:
        """Recompute the path, its verdict and the threat preview for a cursor at `goal` (inches);
        `over` is the enemy whose figure is under the pointer, if any. On or near an enemy, the
        end goes to the legal contact point nearest the cursor (NM-MOVE-10), as a hand would; out
        of its reach, to its nearest contact point, refused with what reaching it needs."""
        self.cursor = goal
        self.over = over
        drop = self.drop
        found = drop.target(goal, over, self.reach) if drop is not None else None
        target = None if found is None else str(found)
        snap = drop.snap(target, goal) if drop is not None and target is not None else None
        need = drop.need(target) if drop is not None and snap is not None and snap.point is None else None
        end = snap.point if snap is not None and snap.point is not None else (need.point if need else None)
        seen = (target, end, self.turned) if end is not None else None
        if seen is not None and seen == self._seen:
            return  # the cursor moved within one contact end: path, verdict and threats stand
        self._seen = seen
        self.target = target
        self.note = ""
        self.hindered = False
        path = snap.path if snap is not None and snap.point is not None else (need.path if need else None)
        if path is None:
            try:
                path = self.bf.shortest_path(self.monster, goal)
            except Exception:  # a goal inside an obstacle: no path, shown as a straight red line
                path = None
        if not path or len(path) < 2:
            path = [self.start, tuple(goal)]
        path = [tuple(p) for p in path]
        blocked = ""
        if self.state.clay and NQ.fan_on(self.state, "fan_hindering_terrain") and len(path) >= 2:
            cut = NQ.hinder(self.state, self.monster, path[1:])  # NM-FAN-21/22: stop just past the clay
            if cut is None:
                blocked = W.hindered(self.state, self.monster, None)
            elif len(cut) != len(path) - 1 or any(math.dist(a, b) > 1e-6 for a, b in zip(cut, path[1:])):
                path = [path[0]] + [tuple(p) for p in cut]
                self.hindered = True
        result = self.bf.check_move(self.monster, path, self.limit)
        self.stopped = False
        if result.problem == "too_far" and need is None and target is None and not blocked:
            # dropped past its reach in the open: it walks the path as far as the reach, as a hand stops
            # the model at the tool's end (r27 play-testers: "5.1 in of 5 in" refused the whole move)
            cut = _cut(path, self.limit - REACH_STOP)
            there = self.bf.check_move(self.monster, cut, self.limit) if len(cut) >= 2 else None
            if there is not None and there.legal:
                path, result, self.stopped = [tuple(p) for p in cut], there, True
        self.path = path
        self.length = path_length(path)
        decisive = NQ.decisive(self.state)  # NM-FAN-20: ending against several enemies is allowed
        self.legal = bool(result.legal) or (decisive and result.problem == "two_enemies")
        self.reason = "" if self.legal else move_refusal(self.state, result, self.limit)
        if blocked:
            self.legal, self.reason = False, blocked
        self.far = need is not None and need.point is not None
        if need is not None:  # dropped on an enemy it cannot reach: nothing moves, and the words say why
            self.legal = False
            self.reason = (
                W.too_far_to_reach(self.state, str(target), need.length, self.limit)
                if need.point is not None
                else W.no_contact(self.state, str(target), "no_room")
            )
        enemies = [
            c
            for c in (result.contacts or [])
            if self.state.find(c) and self.state.monster(c).owner != self.state.monster(self.monster).owner
        ]
        self.contacts = enemies if self.legal else []
        self.contact = enemies[0] if (self.legal and enemies) else None
        end = path[-1]
        self.end = end
        self._face(end)
        if self.legal and not self.contact:
            near, gap = self.search.nearest(end)
            if near is not None and drop is not None:
                there = drop.snap(near, end)
                self.note = (
                    short_of(self.state, near, gap)
                    if there.point is not None
                    else no_contact(self.state, near, there.problem, there.beyond)
                )
        out = []
        for th in self.bf.threats(self.monster, end, Q.edges()):
            e = self.state.find(th.enemy)
            front = self.facing is None or e is None or F.in_front(self.facing, end, (e.x, e.y))
            out.append(
                Threat(th.enemy, th.gap, tuple(th.edges), bool(th.seen), self.enemy_reach.reaches(th.enemy, end), front)
            )
        self.threats = out

    def refusal(self, where: str) -> str:
        """Why the monster cannot be let go at the cursor: "Can't end here: ..." (`where`), or for a
        drop on an enemy out of reach, the whole of what reaching it needs."""
        if self.far:
            return self.reason
        return f"Can't end {where}: {self.reason}"

    def _face(self, end) -> None:
        """Directional Attacks (NM-FAN-11): the facing at the end, as the engine gives it unless
        turned (toward the enemy touched, else along the last step), and whether a turned facing
        still has the enemy it touches in front (NM-FAN-10)."""
        if not NQ.directional(self.state):
            self.facing = None
            return
        m = self.state.monster(self.monster)
        if self.turned is not None:
            self.facing = self.turned
        elif self.contacts:
            e = self.state.monster(self.contacts[0])
            self.facing = F.facing_toward(end, (e.x, e.y))
        else:
            self.facing = next(
                (F.facing_toward(p, end) for p in reversed(self.path[:-1]) if math.dist(p, end) > 1e-6),
                m.facing if m.facing is not None else 90.0,
            )
        if self.legal and self.contacts and self.turned is not None and not NQ.decisive(self.state):
            e = self.state.monster(self.contacts[0])
            if not F.in_front(self.facing, end, (e.x, e.y)):
                self.legal = False
                self.reason = (
                    f"turn {W.monster_name(self.state, self.monster)} toward {W.monster_name(self.state, e.id)}: "
                    f"it attacks only ahead (Directional Attacks)"
                )

    def turn(self, notches: float) -> None:
        """Turn the monster in hand by wheel notches (Directional Attacks), then judge the spot again."""
        from tabletop.ui.necromolds.table.fan_marks import turn

        self.turned = turn(self.facing if self.facing is not None else 90.0, notches)
        self.update(self.cursor, self.over)

    def refresh_reach(self) -> None:
        """Fill in 'could reach' answers that were unknown when the cursor last moved (once per frame)."""
        for th in self.threats:
            if th.reaches is None:
                th.reaches = self.enemy_reach.reaches(th.enemy, self.end)

    def action_path(self) -> tuple:
        """The Move action's path (points after the start)."""
        return tuple((round(x, 4), round(y, 4)) for x, y in self.path[1:])

    # -- drawing --------------------------------------------------------------------------
    def _area_picture(self, camera, surface_size):
        key = (round(camera.scale, 4), round(camera.origin_x, 4), round(camera.origin_y, 4), surface_size)
        if self.area_img is not None and key == self.area_key:
            return self.area_img
        img = pygame.Surface(surface_size, pygame.SRCALPHA)
        geoms = getattr(self.area, "geoms", [self.area]) if self.area is not None and not self.area.is_empty else []
        for g in geoms:
            if g.geom_type != "Polygon":
                continue
            ext = [camera.map_to_screen(x, y) for x, y in g.exterior.coords]
            if len(ext) >= 3:
                pygame.draw.polygon(img, REACH_FILL, ext)
            for hole in g.interiors:
                pts = [camera.map_to_screen(x, y) for x, y in hole.coords]
                if len(pts) >= 3:
                    pygame.draw.polygon(img, (0, 0, 0, 0), pts)
            if len(ext) >= 3:
                pygame.draw.lines(img, REACH_EDGE, True, ext, 2)
        self.area_img, self.area_key = img, key
        return img

    def draw_under(self, surface, camera) -> None:
        """The reachable area (under the pieces)."""
        surface.blit(self._area_picture(camera, surface.get_size()), (0, 0))

    def draw_over(self, surface, camera, scale: float) -> None:
        """The path with the tool edge along it, the verdict and the threat preview."""
        state = self.state
        pts = [camera.map_to_screen(x, y) for x, y in self.path]
        ok = D.GREEN_OK if self.legal else D.RED_BAD
        # the distance tool edge: a wooden strip from the start along the path
        edge_w = max(6, int(camera.length_to_pixels(0.35)))
        used = _cut(self.path, min(self.length, self.limit))
        if len(used) >= 2:
            strip = [camera.map_to_screen(x, y) for x, y in used]
            pygame.draw.lines(surface, (120, 84, 48), False, strip, edge_w + 4)
            pygame.draw.lines(surface, (210, 170, 110), False, strip, edge_w)
        left = self.limit - self.length
        if left > 0.05 and len(self.path) >= 2:  # the rest of the edge, straight on
            (x0, y0), (x1, y1) = self.path[-2], self.path[-1]
            d = math.dist((x0, y0), (x1, y1)) or 1
            tip = (x1 + (x1 - x0) / d * left, y1 + (y1 - y0) / d * left)
            D.dashed_line(
                surface,
                (210, 170, 110),
                camera.map_to_screen(x1, y1),
                camera.map_to_screen(*tip),
                max(3, edge_w // 2),
                10,
                6,
            )
        # inch ticks along the used part
        for k in range(1, int(min(self.length, self.limit)) + 1):
            p = _point_at(self.path, float(k))
            if p:
                sx, sy = camera.map_to_screen(*p)
                pygame.draw.circle(surface, (80, 56, 30), (sx, sy), max(2, edge_w // 4))
        if len(pts) >= 2:
            pygame.draw.lines(surface, ok, False, pts, 2)
        # threat preview (its "could reach" answers are filled in by update, not here)
        tags: list[pygame.Rect] = []  # the range words drawn: one never over another (they were unreadable)
        for th in self.threats:
            e = state.find(th.enemy)
            if e is None:
                continue
            r, _ = NQ.base_of(e)
            c = camera.map_to_screen(e.x, e.y)
            rp = camera.length_to_pixels(r) + 4
            if th.edges:
                col = D.EDGE_COLOURS[th.edges[0]] if th.front else (190, 180, 166)
                if th.seen and th.front:
                    pygame.draw.circle(surface, col, c, rp, 3)
                else:
                    D.dashed_circle(surface, col, c, rp, 3)
                # the range in a word ("close", as the line by the cursor counts them), not a lone letter
                tag = th.edges[0] + ("" if th.seen else " · no sight") + ("" if th.front else " · not in front")
                w, h = look.font("sans_bold", int(12 * scale)).size(tag)
                box = pygame.Rect(0, 0, w, h)
                box.midbottom = (int(c[0]), int(c[1] - rp - 2))
                if box.collidelist(tags) < 0:
                    tags.append(box)
                    D.text(surface, "sans_bold", 12 * scale, tag, box.midbottom, col, anchor="midbottom")
            if th.reaches:
                D.icon(surface, "move", (c[0] + rp, c[1] + rp * 0.7), int(14 * scale), D.RED_BAD)
            elif th.reaches is None:
                D.text(surface, "sans_bold", 12 * scale, "?", (c[0] + rp, c[1] + rp * 0.7), look.BONE, anchor="center")
        foe = state.find(self.contact) if self.contact else None
        if foe is not None:  # where the bases will touch, over the rings around them
            r1, _ = NQ.base_of(state.monster(self.monster))
            r2, _ = NQ.base_of(foe)
            draw_contact_mark(surface, camera, (*self.path[-1], r1), (foe.x, foe.y, r2), big=True)
        # the verdict next to the cursor
        end = camera.map_to_screen(*self.path[-1])
        if self.legal:
            line1 = f"{self.length:.1f} in used · {max(0.0, self.limit - self.length):.1f} in left"
            if self.contact:
                after = " after the moves" if NQ.decisive(state) else ""
                line1 += f" · melee with {', '.join(Q.monster_name(state, c) for c in self.contacts)}{after}"
        else:
            line1 = self.refusal("here")
        lines = [line1] + ([(self.note, look.AMBER)] if self.note else [])
        if self.hindered:
            lines.append(
                ("Smashed clay: the move stops at the first clear spot past it (Hindering Terrain)", look.AMBER)
            )
        if self.facing is not None:
            how = "turned" if self.turned is not None else "wheel or Q/E turns it"
            lines.append((f"{W.facing_name(self.facing).capitalize()} · {how}", (250, 236, 190)))
        near = [t for t in self.threats if t.edges]
        summary = []
        for name in ("close", "medium", "far"):
            n = sum(1 for t in near if t.edges and t.edges[0] == name and t.seen and t.front)
            if n:
                summary.append(f"{n} {name}")
        behind = sum(1 for t in near if t.seen and not t.front)
        if behind:
            summary.append(f"{behind} not in front")
        reach = sum(1 for t in self.threats if t.reaches)
        unknown = any(t.reaches is None for t in self.threats)
        line2 = (
            ("In range and sight: " + ", ".join(summary) if summary else "No enemy in range and sight")
            + (f" · {reach} could reach here" if reach else "")
            + (" · reach: checking" if unknown else "")
        )
        foe = state.find(self.contact or self.target) if (self.contact or self.target) else None
        avoid = None
        if foe is not None:  # keep the enemy being fought (its figure rises above its base) in view
            r, _ = NQ.base_of(foe)
            fx, fy = camera.map_to_screen(foe.x, foe.y)
            rp = camera.length_to_pixels(r)
            avoid = pygame.Rect(int(fx - rp), int(fy - 2.2 * rp), int(2 * rp), int(3.2 * rp))
        _label(surface, end, lines + [line2], ok, scale, avoid)


class MoveTool(TableTool):
    """A monster in hand during a move command: it follows the mouse; letting go moves it there."""

    name = "move"

    def __init__(self, drag: MoveDrag) -> None:
        self.drag = drag
        self.pointer: tuple | None = None  # the screen point of the last motion event

    @classmethod
    def pick_up(cls, view: TableView, mid: str) -> MoveTool:
        """Pick up a monster: in hand where it stands, until the pointer moves (then it follows it). Put at
        the pressed pixel's map point at once, a monster on the map's edge was judged a hair off it: "Can't
        end here: that would leave the battle map" before anything moved (play-test r25, by keys)."""
        tool = cls(MoveDrag.begin(view.state, mid))
        tool.drag.reach = snap_reach(view)
        tool.drag.update(tool.drag.start, None)
        tool.pointer = tuple(view.mouse)
        return tool

    def handle(self, event, view: TableView):
        """Motion drags, the release drops; wheel and keys go on to the camera."""
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP):
            self.drag.reach = snap_reach(view)  # the zoom may have changed since the last event
        if event.type == pygame.MOUSEMOTION:
            self.pointer = tuple(event.pos)
            self.drag.update(view.map_point(event.pos), enemy_figure_at(view, self.drag.monster, event.pos))
            return HANDLED
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if tuple(event.pos) != self.pointer:  # released where no motion event said the pointer was
                self.drag.update(view.map_point(event.pos), enemy_figure_at(view, self.drag.monster, event.pos))
            return [DONE, self.drop()]
        if event.type == pygame.MOUSEBUTTONDOWN:
            return HANDLED
        if self.drag.facing is not None:  # Directional Attacks: the wheel or Q/E turns the monster in hand
            if event.type == pygame.MOUSEWHEEL and event.y:
                self.drag.turn(-event.y)
                return HANDLED
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_q, pygame.K_e):
                self.drag.turn(-1 if event.key == pygame.K_q else 1)
                return HANDLED
        return PASS

    def takes_wheel(self, view: TableView) -> bool:
        """The wheel turns the monster in hand (Directional Attacks) instead of zooming."""
        return self.drag.facing is not None

    def prompt(self, view: TableView):
        """With Directional Attacks: how to turn the monster in hand."""
        if self.drag.facing is None:
            return None
        m = view.state.monster(self.drag.monster)
        return (
            f"{Q.monster_name(view.state, m.id)}: let go where it should stand · wheel or Q/E turns it to face "
            f"(it attacks only ahead)",
            view.colours[m.owner],
        )

    def drop(self):
        """What letting go here does: a Move for a legal end, why not for an illegal one, nothing for a twitch."""
        drag = self.drag
        if drag.length < 0.05:
            return None
        if not drag.legal:
            return Say(drag.refusal("there"), bad=True)
        m = drag.state.monster(drag.monster)
        turned = None if drag.turned is None else round(drag.turned, 3)
        return A.Move(seat=m.owner, monster=drag.monster, path=drag.action_path(), facing=turned)

    def update(self, dt: float, view: TableView):
        """Fill in the enemies' reach answers computed in the background since the last frame."""
        self.drag.refresh_reach()
        return None

    def on_state(self, view: TableView):
        """The drag was over a state that is gone."""
        return DONE

    def draw_under(self, surface, view: TableView) -> None:
        """The reachable area."""
        self.drag.draw_under(surface, view.camera)

    def draw_map(self, surface, view: TableView) -> None:
        """The monster at the cursor, the path, the verdict and the threats."""
        m = view.state.find(self.drag.monster)
        if m is not None:
            size = library().size(m.book, m.size)
            ex, ey = self.drag.path[-1]
            draw_monster(surface, view.camera, m.book, view.colours[m.owner], ex, ey, size.radius, size.height, 235)
            draw_base_ring(surface, view.camera, view.colours[m.owner], ex, ey, size.radius, 255, m.book, size.height)
            c = view.camera.map_to_screen(ex, ey)
            pygame.draw.circle(
                surface,
                D.GREEN_OK if self.drag.legal else D.RED_BAD,
                c,
                view.camera.length_to_pixels(size.radius) + 3,
                3,
            )
            if self.drag.facing is not None:  # Directional Attacks: the front it will have
                from tabletop.ui.necromolds.table import fan_marks

                fan_marks.dial(
                    surface,
                    view.camera,
                    ex,
                    ey,
                    size.radius,
                    self.drag.facing,
                    view.scale,
                    self.drag.legal,
                    words=False,
                )  # the drag's label names the facing (it hid the dial's words)
                fan_marks.draw_facing(
                    surface, view.camera, ex, ey, size.radius, self.drag.facing, view.colours[m.owner], strong=True
                )
        self.drag.draw_over(surface, view.camera, view.scale)

    def hover_blocked(self) -> bool:
        """No tooltips while dragging."""
        return True


def snap_reach(view: TableView) -> float:
    """Map inches within which a dropped base means an enemy: a few pixels at the current zoom."""
    return NQ.snap_tolerance(view.camera.scale, view.scale)


def enemy_figure_at(view: TableView, mover: str, pos) -> str | None:
    """The enemy of `mover` whose drawn figure or base is under screen point pos (the front one
    when figures overlap, as they are drawn), or None."""
    if not view.on_map(pos):
        return None
    me = view.state.find(mover)
    if me is None:
        return None
    lib = library()
    for m in sorted(view.state.alive(), key=lambda m: -m.y):  # drawn back to front: test front first
        if m.owner == me.owner:
            continue
        size = lib.size(m.book, m.size)
        if figure_at(view.camera, m.book, view.colours[m.owner], m.x, m.y, size.radius, size.height, pos):
            return m.id
    return None


REACH_STOP = 1e-3  # inches short of the reach where a drop past it stops (the rules' check is exact)


def _cut(path, length):
    out = [path[0]]
    left = length
    for a, b in itertools.pairwise(path):
        d = math.dist(a, b)
        if d <= left:
            out.append(b)
            left -= d
            continue
        if d > 0 and left > 1e-6:
            t = left / d
            out.append((a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t))
        break
    return out


def _point_at(path, dist):
    left = dist
    for a, b in itertools.pairwise(path):
        d = math.dist(a, b)
        if d >= left and d > 0:
            t = left / d
            return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)
        left -= d
    return None


def place_label(anchor, size, area, offset=(18, 16), avoid=None) -> tuple[int, int]:
    """Where a label of `size` goes beside `anchor` (the cursor) so it stays inside `area` (the
    map view): below right of it, flipped to the left or above near the right or bottom edge.
    `avoid` (a screen rect: the enemy being fought) is not covered when another corner can."""
    ax, ay = anchor
    w, h = size
    left, top, aw, ah = area
    x = ax + offset[0] if ax + offset[0] + w <= left + aw - 4 else ax - offset[0] - w
    y = ay + offset[1] if ay + offset[1] + h <= top + ah - 4 else ay - offset[1] - h
    first = max(left + 4, min(x, left + aw - w - 4)), max(top + 4, min(y, top + ah - h - 4))
    if avoid is None or not pygame.Rect(first, size).colliderect(avoid):
        return first
    for x, y in (
        (ax + offset[0], ay + offset[1]),
        (ax - offset[0] - w, ay + offset[1]),
        (ax + offset[0], ay - offset[1] - h),
        (ax - offset[0] - w, ay - offset[1] - h),
    ):
        inside = left + 4 <= x <= left + aw - w - 4 and top + 4 <= y <= top + ah - h - 4
        if inside and not pygame.Rect((x, y), size).colliderect(avoid):
            return x, y
    return first


def _label(surface, anchor, lines, colour, scale, avoid=None):
    """A box of lines beside the cursor: the first bold in `colour`, the rest plain; a line may
    be (text, colour)."""

    def plain(x):
        text, col = x if isinstance(x, tuple) else (x, look.BONE)
        return look.font("sans", int(12 * scale)).render(text, True, col)

    imgs = [look.font("sans_bold", int(14 * scale)).render(lines[0], True, colour)] + [plain(x) for x in lines[1:]]
    w = max(i.get_width() for i in imgs) + 16
    h = sum(i.get_height() for i in imgs) + 10
    x, y = place_label(anchor, (w, h), tuple(surface.get_clip()), avoid=avoid)  # the clip is the map view
    box = pygame.Surface((w, h), pygame.SRCALPHA)
    box.fill((20, 14, 18, 220))
    surface.blit(box, (x, y))
    pygame.draw.rect(surface, colour, (x, y, w, h), 1, border_radius=3)
    yy = y + 5
    for i in imgs:
        surface.blit(i, (x + 8, yy))
        yy += i.get_height()
