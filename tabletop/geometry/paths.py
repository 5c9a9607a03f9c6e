"""Movement of one base: its configuration space, exact path tests and shortest paths.

The centre of a moving base of radius r may not come within r of terrain or within r + R of an
enemy of radius R (NM-MOVE-05, -06), and stays within r of the map edge; friendly bases and
smashed clay may be crossed (NM-MOVE-07, -08). Two representations are used:

* exact tests of straight legs (`ConfigSpace.legs_clear`): distances to the real discs and to the
  real terrain footprints, with a slack of EPS; they decide legality (`check_move`);
* a polygonal configuration space U for planning: each obstacle grown by r plus SAFETY_MARGIN and
  drawn with straight edges *outside* the true rounded outline (`outer_buffer`: GEOS's round
  corners need more growth than NOTES.md says), so any segment that avoids U is legal with room
  to spare.

Shortest paths among polygons bend only at convex vertices of U, so a visibility graph over those
vertices, restricted to bitangent edges, holds every shortest path between them; first and last
legs are tested exactly, so a path may start or end touching an enemy (moving into melee). The
path found is the shortest among paths that wrap U (at most 1.3 % longer than the true shortest
path along the parts that wrap a base, and never shorter).
"""

from __future__ import annotations

import heapq
import math
from typing import TYPE_CHECKING

import numpy as np
import shapely
from shapely.geometry import Polygon

from .model import EPS, SAFETY_MARGIN
from .sight import _ring_coords, point_segment_dist

if TYPE_CHECKING:
    from .reach import RayScene

SIDES = 16  # edges per full circle in the planning polygons
GROW = 1.0 / math.cos(math.pi / SIDES)  # circumscribed: straight edges stay outside the circle
TANGENT_ROWS = 32  # rows of the graph's bitangent test computed at a time (`build_graph`)
FEW = 8  # legs or points tested one by one in Python floats rather than as arrays (timed: faster)


def outer_buffer(geom, dist: float, quad_segs: int = 6):
    """geom grown by a polygonal outline that stays at least dist from geom everywhere.

    GEOS rounds the number of chords of a round corner to the *nearest* integer, so one chord
    may span 1.5 times the nominal pi / (2 quad_segs) and cut up to dist (1 - cos(3 pi / (8
    quad_segs))) inside the true outline (2.4 % of dist at quad_segs = 4): growing by
    1 / cos(pi / (4 quad_segs)) does not suffice. With the default 6, chords span at most
    2 pi / SIDES and the growth is GROW, as for the regular polygons around bases.
    """
    return geom.buffer(dist / math.cos(3 * math.pi / (8 * quad_segs)), quad_segs=quad_segs)


def regular_polygons(xy: np.ndarray, radii: np.ndarray, sides: int = SIDES, phase=None) -> np.ndarray:
    """Regular polygons circumscribing the circles (xy, radii): an array of shapely Polygons."""
    if not len(radii):
        return np.array([], dtype=object)
    k = np.arange(sides) + 0.5
    ang = k[None, :] * (2 * math.pi / sides) + (0.0 if phase is None else np.asarray(phase)[:, None])
    rr = (radii / math.cos(math.pi / sides))[:, None]
    coords = np.stack([xy[:, 0:1] + rr * np.cos(ang), xy[:, 1:2] + rr * np.sin(ang)], axis=2)
    return shapely.polygons(coords)


def _ring_vertices(geom):
    """Vertices of every ring of geom (material on the left) with their ring neighbours."""
    coords, starts = _ring_coords(geom)
    if not len(starts):
        z = np.zeros((0, 2))
        return z, z, z
    # drop each ring's closing vertex; a vertex's neighbours are the next and previous along its
    # ring, wrapping at the ring's ends (as np.roll of each ring)
    ends = np.r_[starts[1:], len(coords)] - 1  # the closing vertices
    keep = np.ones(len(coords), bool)
    keep[ends] = False
    v = coords[keep]
    first = starts - np.arange(len(starts))  # ring starts and last vertices in v
    last = ends - np.arange(len(starts)) - 1
    k = np.arange(len(v))
    pi, ni = k - 1, k + 1
    pi[first] = last
    ni[last] = first
    return v, v[pi], v[ni]


def _cross(ax, ay, bx, by):
    return ax * by - ay * bx


def tangent_at(node, prev, nxt, other) -> np.ndarray:
    """Whether the line node->other leaves the obstacle corner at node on one side (bitangent test)."""
    dx, dy = other[..., 0] - node[..., 0], other[..., 1] - node[..., 1]
    c1 = _cross(dx, dy, prev[..., 0] - node[..., 0], prev[..., 1] - node[..., 1])
    c2 = _cross(dx, dy, nxt[..., 0] - node[..., 0], nxt[..., 1] - node[..., 1])
    return c1 * c2 >= -1e-12


OUTLINE_PARTS = ("U", "U_shrunk", "all_vertices", "all_prev", "all_next", "nodes", "prev", "next")


class _OutlinePart:
    """A part of a ConfigSpace's planning outline: builds the outline when first asked (a non-data
    descriptor: the instance's attribute of the same name, set by `_build_outline`, answers after)."""

    def __init__(self, doc: str):
        self.__doc__ = doc

    def __set_name__(self, owner, name: str) -> None:
        self.name = name

    def __get__(self, obj, owner=None):
        if obj is None:
            return self
        obj._build_outline()
        return obj.__dict__[self.name]


class ConfigSpace:
    """Where the centre of a base of radius r, owned by `owner`, may travel on one battlefield state."""

    _scene: RayScene  # set on first use by `reach.scene_of`, absent until then

    def __init__(
        self,
        width,
        height,
        r,
        terrain: list,
        enemy_ids: list,
        enemy_xy: np.ndarray,
        enemy_r: np.ndarray,
        terrain_union=None,
        graph: bool = True,
        grown: list | None = None,
        outline: bool = True,
    ):
        """graph=False leaves the visibility graph to a later `build_graph()` (a step of its own), or to
        the first question that needs it; outline=False leaves the planning outline U (and its
        corners) to the first question that needs it too: the exact tests of legs and points need
        neither, and a move that goes straight needs no graph. `grown` is `grow_terrain(terrain, r)`
        when the caller keeps it."""
        self.width, self.height, self.r = float(width), float(height), float(r)
        self.lo = np.array([r, r])
        self.hi = np.array([width - r, height - r])
        self.terrain = terrain  # [(id, polygon)]
        self.terrain_union = terrain_union  # prepared union of all footprints, or None
        self.enemy_ids = list(enemy_ids)
        self.enemy_xy = np.asarray(enemy_xy, dtype=float).reshape(-1, 2)
        self.enemy_R = np.asarray(enemy_r, dtype=float) + r  # centre-to-centre contact distance
        # the bounds of the exact tests, made once (the same numbers as made in each test)
        self._lo_eps, self._hi_eps, self._R_eps = self.lo - EPS, self.hi + EPS, self.enemy_R - EPS
        self._ex, self._ey = self.enemy_xy[None, :, 0], self.enemy_xy[None, :, 1]  # rows of every test
        self._bounds_py = (*self._lo_eps.tolist(), *self._hi_eps.tolist())  # for `_leg_open`
        self._enemies_py = [  # an enemy whose bound is not positive never blocks (a distance is >= 0)
            e for e in zip(self.enemy_xy[:, 0].tolist(), self.enemy_xy[:, 1].tolist(), self._R_eps.tolist()) if e[2] > 0
        ]
        self._boxes: np.ndarray | None = None  # see `_near_terrain`
        self._boxes_py: list | None = None
        self._grown = grown
        self._adj: list | None = None
        if outline or graph:
            self._build_outline()
        if graph:
            self.build_graph()

    def _build_outline(self) -> None:
        """U, its shrunk copy, its ring vertices and the convex corners (`nodes`) inside the map."""
        r, m = self.r, SAFETY_MARGIN
        grown = self._grown
        polys = list(grown) if grown is not None else ConfigSpace.grow_terrain([p for _, p in self.terrain], r)
        polys.extend(regular_polygons(self.enemy_xy, self.enemy_R + m))
        U = shapely.union_all(polys) if polys else Polygon()
        U_shrunk = U.buffer(-1e-7, join_style="mitre") if not U.is_empty else U
        shapely.prepare(U_shrunk)
        shapely.prepare(U)
        v, pv, nv = _ring_vertices(U)
        cross = (
            _cross(v[:, 0] - pv[:, 0], v[:, 1] - pv[:, 1], nv[:, 0] - v[:, 0], nv[:, 1] - v[:, 1])
            if len(v)
            else np.zeros(0)
        )
        inside = ((v >= self.lo + m / 2) & (v <= self.hi - m / 2)).all(axis=1) if len(v) else np.zeros(0, bool)
        keep = (cross > 1e-12) & inside
        parts = (U, U_shrunk, v, pv, nv, v[keep], pv[keep], nv[keep])
        self.__dict__.update(zip(OUTLINE_PARTS, parts))

    # the planning outline, built on first use (see __init__); `_build_outline` puts the eight parts in
    # the instance's own attributes, which then shadow these descriptors (asked in every loop of a search)
    U = _OutlinePart("the grown obstacles (planning), prepared")
    U_shrunk = _OutlinePart("U shrunk by 1e-7, prepared")
    all_vertices = _OutlinePart("every ring vertex of U")
    all_prev = _OutlinePart("each vertex's previous ring neighbour")
    all_next = _OutlinePart("each vertex's next ring neighbour")
    nodes = _OutlinePart("U's convex corners on the map: the graph's nodes")
    prev = _OutlinePart("each node's previous ring neighbour")
    next = _OutlinePart("each node's next ring neighbour")

    @property
    def adj(self) -> list:
        """The visibility graph's adjacency lists [(node, length)], built on first use."""
        if self._adj is None:
            self.build_graph()
        assert self._adj is not None
        return self._adj

    @staticmethod
    def grow_terrain(footprints, r: float) -> list:
        """The planning obstacles of terrain for a base of radius r: each footprint (a polygon, or a
        part with a `polygon`) grown by r plus SAFETY_MARGIN, outside its rounded outline."""
        return [outer_buffer(getattr(p, "polygon", p), r + SAFETY_MARGIN) for p in footprints]

    # ---- exact tests ---------------------------------------------------------------
    def _box_list(self) -> list:
        """The grown boxes of `_near_terrain`, one (x0, y0, x1, y1) list per part."""
        if self._boxes_py is None:
            self._near_terrain(np.zeros((0, 2)), np.zeros((0, 2)))  # makes the boxes
            assert self._boxes is not None
            self._boxes_py = self._boxes.T.tolist()
        return self._boxes_py

    def _near_terrain(self, lo: np.ndarray, hi: np.ndarray) -> np.ndarray:
        """Which boxes (lo, hi: N x 2 corners) come within r + 1e-6 of a terrain part's bounding box:
        a point or leg in any other box is farther than r from all terrain, so GEOS's `dwithin` of
        it at r - EPS is False (GEOS measures to ~1e-15 in); only these need asking."""
        if self._boxes is None:
            b = shapely.bounds(shapely.get_parts(self.terrain_union))
            g = self.r + 1e-6
            self._boxes = np.stack([b[:, 0] - g, b[:, 1] - g, b[:, 2] + g, b[:, 3] + g])
        x0, y0, x1, y1 = self._boxes
        near = lo[:, 0:1] <= x1
        near &= hi[:, 0:1] >= x0
        near &= lo[:, 1:2] <= y1
        near &= hi[:, 1:2] >= y0
        return near.any(axis=1)

    def points_free(self, pts: np.ndarray) -> np.ndarray:
        """Whether centres at pts are on the map and overlap no terrain or enemy (touching allowed)."""
        pts = np.asarray(pts, dtype=float).reshape(-1, 2)
        if len(pts) <= FEW and np.isfinite(pts).all():
            xy = pts.tolist()
            ok = [self._point_open(x, y) for x, y in xy]
            ask = [k for k, o in enumerate(ok) if o is None]  # near terrain: GEOS decides, in one call
            if ask:
                far = ~shapely.dwithin(shapely.points([xy[k] for k in ask]), self.terrain_union, self.r - EPS)
                for k, f in zip(ask, far.tolist()):
                    ok[k] = f
            return np.array(ok, dtype=bool)
        return self._points_free(pts)

    def _point_open(self, x: float, y: float) -> bool | None:
        """`_points_free` of one point in Python floats, the same answer (as `_leg_open`); None when
        it comes near a terrain part's box (GEOS must say)."""
        lx, ly, hx, hy = self._bounds_py
        if not (x >= lx and x <= hx and y >= ly and y <= hy):
            return False
        for px, py, re in self._enemies_py:
            u, v = x - px, y - py
            sq, bound = u * u + v * v, re * re
            if sq > bound * (1 + 1e-9):
                continue
            if sq < bound * (1 - 1e-9) or not np.hypot(np.array([u]), np.array([v]))[0] >= re:
                return False
        if self.terrain_union is None:
            return True
        for bx0, by0, bx1, by1 in self._box_list():
            if x <= bx1 and x >= bx0 and y <= by1 and y >= by0:
                return None
        return True

    def _points_free(self, pts: np.ndarray) -> np.ndarray:
        """`points_free` of an N x 2 array."""
        inside = (pts >= self._lo_eps) & (pts <= self._hi_eps)
        ok = inside[:, 0] & inside[:, 1]
        if len(self.enemy_R):
            d = np.hypot(pts[:, 0:1] - self._ex, pts[:, 1:2] - self._ey)
            ok &= (d >= self._R_eps).all(axis=1)
        if self.terrain_union is not None and ok.any():
            idx = ok.nonzero()[0]
            idx = idx[self._near_terrain(pts[idx], pts[idx])]
            if len(idx):
                ok[idx] &= ~shapely.dwithin(shapely.points(pts[idx]), self.terrain_union, self.r - EPS)
        return ok

    def legs_clear(self, p1: np.ndarray, p2: np.ndarray) -> np.ndarray:
        """Whether each straight leg p1->p2 keeps the base on the map, off terrain and off enemies."""
        p1 = np.asarray(p1, dtype=float).reshape(-1, 2)
        p2 = np.asarray(p2, dtype=float).reshape(-1, 2)
        if len(p1) == len(p2) <= FEW and np.isfinite(p1).all() and np.isfinite(p2).all():
            # most calls: a move's legs, straight goals, a first chunk of corners
            legs = [(*u, *v) for u, v in zip(p1.tolist(), p2.tolist())]
            ok = [self._leg_open(*leg) for leg in legs]
            ask = [k for k, o in enumerate(ok) if o is None]  # near terrain: GEOS decides, in one call
            if len(ask) == 1:
                (ax, ay, bx, by) = legs[ask[0]]
                ok[ask[0]] = not shapely.dwithin(
                    shapely.LineString([(ax, ay), (bx, by)]), self.terrain_union, self.r - EPS
                )
            elif ask:
                ends = np.array([legs[k] for k in ask]).reshape(-1, 2, 2)
                far = ~shapely.dwithin(shapely.linestrings(ends), self.terrain_union, self.r - EPS)
                for k, f in zip(ask, far.tolist()):
                    ok[k] = f
            return np.array(ok, dtype=bool)
        return self._legs_clear(p1, p2)

    def _leg_open(self, ax: float, ay: float, bx: float, by: float) -> bool | None:
        """`_legs_clear` of one leg in Python floats (a numpy call costs more than a float operation,
        and one leg makes a dozen calls), the same answer: the same arithmetic operation by operation
        (IEEE doubles either way) up to the distance, whose square decides unless it lies within a
        relative 1e-9 of the bound's, where numpy's hypot decides as in `_legs_clear`. None when
        only the terrain test is left and the leg comes near a part's box (GEOS must say)."""
        lx, ly, hx, hy = self._bounds_py
        if not (ax >= lx and bx >= lx and ax <= hx and bx <= hx and ay >= ly and by >= ly and ay <= hy and by <= hy):
            return False
        dx, dy = bx - ax, by - ay
        den = max(dx * dx + dy * dy, 1e-300)
        for px, py, re in self._enemies_py:
            ex, ey = px - ax, py - ay
            t = min(max((ex * dx + ey * dy) / den, 0.0), 1.0)
            u, v = ex - t * dx, ey - t * dy
            sq, bound = u * u + v * v, re * re
            if sq > bound * (1 + 1e-9):
                continue
            if sq < bound * (1 - 1e-9) or not np.hypot(np.array([u]), np.array([v]))[0] >= re:
                return False
        if self.terrain_union is None:
            return True
        x0, x1, y0, y1 = min(ax, bx), max(ax, bx), min(ay, by), max(ay, by)
        for bx0, by0, bx1, by1 in self._box_list():
            if x0 <= bx1 and x1 >= bx0 and y0 <= by1 and y1 >= by0:
                return None
        return True

    def _legs_clear(self, p1: np.ndarray, p2: np.ndarray) -> np.ndarray:
        """`legs_clear` of N x 2 arrays of ends."""
        # numpy's function-level calls (stack, flatnonzero) cost several times a ufunc's call, and even
        # these batches (a chunk of corners per goal, the start's legs) are a few dozen legs: ufuncs
        lo, hi = np.minimum(p1, p2), np.maximum(p1, p2)  # both ends inside <=> the box of the leg is
        inside = (lo >= self._lo_eps) & (hi <= self._hi_eps)
        ok = inside[:, 0] & inside[:, 1]
        if len(self.enemy_R) and ok.any():
            d = point_segment_dist(self._ex, self._ey, p1[:, 0:1], p1[:, 1:2], p2[:, 0:1], p2[:, 1:2])
            ok &= (d >= self._R_eps).all(axis=1)
        if self.terrain_union is not None and ok.any():
            idx = ok.nonzero()[0]
            near = self._near_terrain(lo[idx], hi[idx])
            if near.any():
                idx = idx[near]
                ends = np.concatenate([p1[idx], p2[idx]], axis=1).reshape(-1, 2, 2)
                ok[idx] &= ~shapely.dwithin(shapely.linestrings(ends), self.terrain_union, self.r - EPS)
        return ok

    # ---- visibility graph ----------------------------------------------------------
    def build_graph(self):
        """The visibility graph over the corners (bitangent, free edges): `adj`."""
        n = len(self.nodes)
        self._adj = [[] for _ in range(n)]
        if n < 2:
            return
        # the bitangent test on the full n x n matrix (row a: the line a->b leaves a's corner on
        # one side): plain broadcasting, no fancy indexing of every pair; the same arithmetic as
        # tangent_at element by element, so the same answers bit for bit (it was 17 ms a build).
        # TANGENT_ROWS rows at a time into buffers made once: a whole n x n float temporary (a few
        # hundred kB) is a fresh mapping of memory, faulted in page by page, each time (3x slower)
        x, y = self.nodes[:, 0], self.nodes[:, 1]
        px, py = (self.prev[:, 0] - x)[:, None], (self.prev[:, 1] - y)[:, None]
        nx, ny = (self.next[:, 0] - x)[:, None], (self.next[:, 1] - y)[:, None]
        tan = np.empty((n, n), dtype=bool)
        rows = min(TANGENT_ROWS, n)
        dx, dy, c1, t = (np.empty((rows, n)) for _ in range(4))
        for a in range(0, n, rows):
            b = min(a + rows, n)
            k = b - a
            dxk, dyk, c1k, tk = dx[:k], dy[:k], c1[:k], t[:k]
            np.subtract(x[None, :], x[a:b, None], out=dxk)
            np.subtract(y[None, :], y[a:b, None], out=dyk)
            np.multiply(dxk, py[a:b], out=c1k)
            np.multiply(dyk, px[a:b], out=tk)
            c1k -= tk
            c2k = np.multiply(dxk, ny[a:b], out=dxk)
            np.multiply(dyk, nx[a:b], out=tk)
            c2k -= tk
            c1k *= c2k
            np.greater_equal(c1k, -1e-12, out=tan[a:b])
        tan &= tan.T
        i, j = np.nonzero(tan)  # row by row: the pairs in the order np.triu's would give them
        up = i < j
        i, j = i[up], j[up]
        segs = shapely.linestrings(np.stack([self.nodes[i], self.nodes[j]], axis=1))
        free = ~shapely.intersects(self.U_shrunk, segs)
        i, j = i[free], j[free]
        w = np.hypot(*(self.nodes[i] - self.nodes[j]).T)
        adj = self._adj  # appended pair by pair: faster than slicing one sorted list (timed)
        for a_, b_, w_ in zip(i.tolist(), j.tolist(), w.tolist()):
            adj[a_].append((b_, w_))
            adj[b_].append((a_, w_))

    def start_legs(self, start) -> tuple[np.ndarray, np.ndarray]:
        """Nodes reachable by one straight, tangent, legal leg from start, and the leg lengths."""
        s = np.asarray(start, dtype=float)
        if not len(self.nodes):
            return np.zeros(0, int), np.zeros(0)
        cand = np.flatnonzero(tangent_at(self.nodes, self.prev, self.next, s[None, :]))
        if len(cand):
            cand = cand[self.legs_clear(np.repeat(s[None, :], len(cand), 0), self.nodes[cand])]
        return cand, np.hypot(*(self.nodes[cand] - s).T)

    def distances_from(self, start, limit=math.inf):
        """Dijkstra from start over the graph: (distance per node, predecessor per node; -1 = start)."""
        n = len(self.nodes)
        dist = np.full(n, math.inf)
        pred = np.full(n, -2, dtype=int)
        cand, legs = self.start_legs(start)
        heap = []
        for k, w in zip(cand.tolist(), legs.tolist()):
            if w < dist[k] and w <= limit:
                dist[k] = w
                pred[k] = -1
                heap.append((w, k))
        heapq.heapify(heap)
        adj = self.adj
        done = [False] * n  # a list: numpy's element access is slow in this loop
        distl = dist.tolist()
        predl = pred.tolist()
        pop, push = heapq.heappop, heapq.heappush  # locals: the loop runs a few hundred times a call
        while heap:
            d, u = pop(heap)
            if done[u]:
                continue
            done[u] = True
            for v, w in adj[u]:
                nd = d + w
                if nd < distl[v] and nd <= limit:
                    distl[v] = nd
                    predl[v] = u
                    push(heap, (nd, v))
        return np.array(distl), np.array(predl, dtype=int)

    def path_to(self, start, goal, dist, pred):
        """Shortest path start -> goal given the node distances from start; None if none."""
        s = np.asarray(start, dtype=float)
        g = np.asarray(goal, dtype=float)
        if not self.points_free(g[None, :])[0]:
            return None
        if self.legs_clear(s[None, :], g[None, :])[0]:
            return [(float(s[0]), float(s[1])), (float(g[0]), float(g[1]))]  # a straight line is shortest
        reach = np.flatnonzero(np.isfinite(dist))
        if not len(reach):
            return None
        # the cost through node k is dist[k] + |k g| exactly when the last leg is clear, so the
        # first clear leg in order of that bound is the optimum: test in growing chunks
        bound = dist[reach] + np.hypot(*(self.nodes[reach] - g).T)
        order = np.argsort(bound, kind="stable")
        reach = reach[order]
        chunk, pos = 8, 0
        while pos < len(reach):
            ks = reach[pos : pos + chunk]
            good = self.legs_clear(self.nodes[ks], np.repeat(g[None, :], len(ks), 0))
            if good.any():
                return self._unwind(s, g, int(ks[int(np.argmax(good))]), pred)
            pos += chunk
            chunk *= 4
        return None

    def paths_to(self, start, goals, dist, pred) -> list:
        """`path_to` for many goals at once, the same answer for each bit for bit: every goal's test is
        the same arithmetic, done in one numpy/shapely call for all goals per step instead of one each
        (a bot weighing two dozen goals paid that per-call overhead two dozen times)."""
        out, todo = self.straight_paths(start, goals)
        return self.graph_paths(start, goals, todo, dist, pred, out)

    def straight_paths(self, start, goals) -> tuple[list, np.ndarray]:
        """The first steps of `paths_to`, which need no graph: a path for each goal reached by a
        straight clear leg, None for the others, and the indices of the goals left to search (free
        goals whose straight leg is blocked)."""
        s = np.asarray(start, dtype=float)
        gs = np.asarray(goals, dtype=float).reshape(-1, 2)
        out: list = [None] * len(gs)
        idx = np.flatnonzero(self.points_free(gs))
        if not len(idx):
            return out, idx
        straight = self.legs_clear(np.repeat(s[None, :], len(idx), 0), gs[idx])
        for k in idx[straight].tolist():
            out[k] = [(float(s[0]), float(s[1])), (float(gs[k, 0]), float(gs[k, 1]))]
        return out, idx[~straight]

    def graph_paths(self, start, goals, todo: np.ndarray, dist, pred, out: list) -> list:
        """The last step of `paths_to`: the goals `todo` searched over the graph (dist, pred from
        `distances_from(start)`), their paths written into `out`."""
        s = np.asarray(start, dtype=float)
        gs = np.asarray(goals, dtype=float).reshape(-1, 2)
        reach = np.flatnonzero(np.isfinite(dist))
        if not len(todo) or not len(reach):
            return out
        # per goal, the nodes in order of the bound dist[k] + |k g| (as path_to), then the same growing
        # chunks, each chunk of every goal still open tested in one call
        nodes = self.nodes[reach]
        g = gs[todo]
        bound = dist[reach][None, :] + np.hypot(nodes[None, :, 0] - g[:, None, 0], nodes[None, :, 1] - g[:, None, 1])
        orders = reach[np.argsort(bound, axis=1, kind="stable")]
        open_rows = np.arange(len(todo))
        chunk, pos = 8, 0
        while len(open_rows) and pos < len(reach):
            ks = orders[open_rows, pos : pos + chunk]
            c = ks.shape[1]
            good = self.legs_clear(self.nodes[ks.ravel()], np.repeat(g[open_rows], c, 0)).reshape(-1, c)
            hit = good.any(axis=1)
            first = np.argmax(good, axis=1)
            for row in np.flatnonzero(hit).tolist():
                t = int(open_rows[row])
                out[int(todo[t])] = self._unwind(s, g[t], int(ks[row, first[row]]), pred)
            open_rows = open_rows[~hit]
            pos += chunk
            chunk *= 4
        return out

    def _unwind(self, s, g, k, pred):
        pts = [tuple(g)]
        while k >= 0:
            pts.append(tuple(self.nodes[k]))
            k = int(pred[k])
        pts.append(tuple(s))
        return [(float(x), float(y)) for x, y in reversed(pts)]
