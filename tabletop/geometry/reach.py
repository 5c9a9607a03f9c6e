"""The area where a base may end a move of at most a given length (NM-MOVE-01..11).

The geodesic ball of radius L around the start, in the planning space U of `paths`, is the union
of *fans*: the region seen straight from the start within L, and for every graph corner j with
distance d_j < L the region seen from j within L - d_j, inside the wedge between the straight
continuation of the path arriving at j and the obstacle edge at j (a shortest path turns at j
only towards the obstacle it wraps). Fans are cast as rays against the edges of U: a ray at the
angle of every vertex in range (and just beside it at silhouette vertices, where visibility
jumps, and where an edge crosses the fan's arc), plus enough rays that chords of the outer arc stay within DRAW_TOL of it. Consecutive
rays hit the same edge or the arc, so every fan lies inside the true fan: the area is a subset of
the legal end points (up to 1e-6 in), and misses only what U's margin, its 16-gon outlines and the
arc chords cut off (within the 0.05 in drawing tolerance). End positions on friends, smashed clay
or touching two enemies are then cut away.
"""

from __future__ import annotations

import math

import numpy as np
import shapely
from shapely.geometry import Polygon

from .model import SAFETY_MARGIN
from .paths import GROW, ConfigSpace, outer_buffer, regular_polygons, tangent_at
from .sight import _rim_points, point_segment_dist

DRAW_TOL = 0.004  # sagitta of the outer arc's chords
DELTA = 1e-7  # angle offset of the rays beside a silhouette vertex


def _edges_of(geom):
    from .sight import _edges

    p, q, _, _ = _edges(geom)
    return p, q


class RayScene:
    """Edges and vertices of U, for casting fans."""

    def __init__(self, cs: ConfigSpace, geom=None):
        geom = cs.U if geom is None else geom
        p, q = _edges_of(geom) if not geom.is_empty else (np.zeros((0, 2)), np.zeros((0, 2)))
        # the map bounds are not cast against (a start on the bound would see through it): the
        # union of fans is clipped to them instead, which is exact since the bounds are convex
        self.p, self.q = p, q
        self.is_rect = np.zeros(len(p), bool)
        if geom is cs.U:
            self.v, self.vp, self.vn = cs.all_vertices, cs.all_prev, cs.all_next
        else:
            from .paths import _ring_vertices

            self.v, self.vp, self.vn = _ring_vertices(geom)


def scene_of(cs: ConfigSpace) -> RayScene:
    """The ray scene of a configuration space, built once."""
    sc = getattr(cs, "_scene", None)
    if sc is None:
        sc = cs._scene = RayScene(cs)
    return sc


def cast_fan(scene: RayScene, o, radius, lo=None, hi=None):
    """Polygon of the points seen from o within radius (in the angle range lo..hi if given)."""
    ox, oy = o
    full = lo is None
    # edges that face o (a ray enters material through those only) and come within the radius
    e = scene.q - scene.p
    facing = (e[:, 0] * (oy - scene.p[:, 1]) - e[:, 1] * (ox - scene.p[:, 0]) < 0) | scene.is_rect
    near = facing & (point_segment_dist(ox, oy, scene.p[:, 0], scene.p[:, 1], scene.q[:, 0], scene.q[:, 1]) < radius)
    P, E = scene.p[near], e[near]
    angles = []
    if len(scene.v):
        dv = scene.v - (ox, oy)
        dist = np.hypot(dv[:, 0], dv[:, 1])
        sel = (dist < radius) & (dist > 1e-9)
        va = np.arctan2(dv[sel, 1], dv[sel, 0])
        sil = tangent_at(scene.v[sel], scene.vp[sel], scene.vn[sel], np.array([ox, oy]))
        angles += [va, va[sil] - DELTA, va[sil] + DELTA]
    if len(P):
        # where an edge leaves the disc the fan's outline turns from the edge to the arc
        cut = _rim_points(ox, oy, radius, P, P + E)
        if len(cut):
            angles.append(np.arctan2(cut[:, 1] - oy, cut[:, 0] - ox))
    step = min(0.1, 2 * math.acos(max(-1.0, 1 - DRAW_TOL / radius)))
    if full:
        angles.append(np.linspace(-math.pi, math.pi, int(math.ceil(2 * math.pi / step)) + 1)[:-1])
        ang = np.concatenate(angles)
        ang = np.mod(ang + math.pi, 2 * math.pi) - math.pi
    else:
        width = hi - lo
        angles.append(np.linspace(lo, hi, int(math.ceil(width / step)) + 2))
        ang = np.concatenate(angles)
        ang = lo + np.mod(ang - lo, 2 * math.pi)
        ang = ang[ang <= hi]
    ang = np.unique(np.round(ang, 12))
    d = np.stack([np.cos(ang), np.sin(ang)], 1)
    t = np.full(len(ang), float(radius))
    if len(P):
        wx, wy = P[:, 0] - ox, P[:, 1] - oy
        den = d[:, None, 0] * E[None, :, 1] - d[:, None, 1] * E[None, :, 0]
        with np.errstate(divide="ignore", invalid="ignore"):
            th = (wx[None, :] * E[None, :, 1] - wy[None, :] * E[None, :, 0]) / den
            u = (wx[None, :] * d[:, None, 1] - wy[None, :] * d[:, None, 0]) / den
        ok = (np.abs(den) > 1e-15) & (u >= -1e-12) & (u <= 1 + 1e-12) & (th > 1e-9)
        th = np.where(ok, th, np.inf)
        t = np.minimum(t, th.min(axis=1))
    pts = np.stack([ox + t * d[:, 0], oy + t * d[:, 1]], 1)
    if not full:
        pts = np.concatenate([[[ox, oy]], pts])
    if len(pts) < 3:
        return None
    poly = Polygon(pts)
    if not poly.is_valid:
        poly = shapely.make_valid(poly)
    return poly


def _wedge(v, prev, nxt, came_from):
    """Angles (lo, hi) into which a shortest path arriving at corner v from came_from can leave."""
    din = v - came_from
    th = math.atan2(din[1], din[0])

    def rel(x):
        return math.atan2(din[0] * x[1] - din[1] * x[0], din[0] * x[0] + din[1] * x[1])

    ap, an = rel(prev - v), rel(nxt - v)
    if ap > 0 and an > 0:
        return th, th + min(ap, an)
    if ap < 0 and an < 0:
        return th + max(ap, an), th
    # the path does not arrive tangentially: allow every free direction at v
    ep = math.atan2(prev[1] - v[1], prev[0] - v[0])
    en = math.atan2(nxt[1] - v[1], nxt[0] - v[0])
    free = (en - ep) % (2 * math.pi)
    return ep, ep + free


def start_scene(cs: ConfigSpace, start) -> RayScene:
    """The ray scene for the start fan; obstacles the start already touches are redrawn tight around it."""
    sx, sy = start
    if cs.U.is_empty or not shapely.contains_xy(cs.U, sx, sy):
        return scene_of(cs)
    parts = []
    for _pid, poly in cs.terrain:
        dist = poly.distance(shapely.Point(sx, sy))
        if dist < (cs.r + SAFETY_MARGIN) * GROW:
            # GEOS's arcs undercut the true outline by at most r (1 - cos(3 pi / 128)) < 0.003 r
            # (see outer_buffer)
            parts.append(poly.buffer(max(min(dist, cs.r) - 1e-6, 0.0), quad_segs=16))
        else:
            parts.append(outer_buffer(poly, cs.r + SAFETY_MARGIN))  # as in cs.U
    if len(cs.enemy_R):
        dv = np.hypot(cs.enemy_xy[:, 0] - sx, cs.enemy_xy[:, 1] - sy)
        radius = cs.enemy_R + 1e-3
        touch = dv < radius / math.cos(math.pi / 16)
        radius = np.where(touch, np.minimum(dv, cs.enemy_R) - 1e-7, radius)
        phase = np.arctan2(sy - cs.enemy_xy[:, 1], sx - cs.enemy_xy[:, 0])  # start faces an edge midpoint
        parts.extend(regular_polygons(cs.enemy_xy, radius, phase=np.where(touch, phase, 0.0)))
    return RayScene(cs, shapely.union_all(parts))


def reachable(cs: ConfigSpace, start, length, dist, pred, forbid=None):
    """Centre points where the base may end a move of at most `length` (a shapely geometry)."""
    return run(reachable_steps(cs, start, length, dist, pred, lambda: forbid))


FANS_PER_STEP = 1  # a fan costs ~0.3 ms, a long one up to ~3 ms: a step stays inside an idle frame's slack


def reachable_steps(cs: ConfigSpace, start, length, dist, pred, forbid=lambda: None):
    """`reachable` cut into short steps: a generator that yields between them and returns the area.

    The work and its order are those of one call, so the area is the same; `forbid` is called
    when it is needed (it is a step of its own). Run it to the end with `run`.
    """
    s = np.asarray(start, dtype=float)
    fans = []
    first = start_scene(cs, s)
    yield
    f = cast_fan(first, s, length)
    if f is not None:
        fans.append(f)
    scene = scene_of(cs)
    yield
    for n, k in enumerate(np.flatnonzero(dist < length - 1e-3).tolist(), 1):
        src = s if pred[k] == -1 else cs.nodes[pred[k]]
        lo, hi = _wedge(cs.nodes[k], cs.prev[k], cs.next[k], src)
        f = cast_fan(scene, cs.nodes[k], length - dist[k], lo, hi)
        if f is not None and not f.is_empty:
            fans.append(f)
        if n % FANS_PER_STEP == 0:
            yield
    yield
    area = shapely.union_all(fans) if fans else Polygon()
    area = area.intersection(shapely.box(cs.lo[0], cs.lo[1], cs.hi[0], cs.hi[1]))
    yield
    forbid = forbid()
    if forbid is not None and not forbid.is_empty:
        yield
        area = area.difference(forbid)
    return area


def run(steps):
    """Drive a step generator to its end; its return value."""
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value
