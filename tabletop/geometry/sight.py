"""Exact line of sight between two bases (NM-RANGED-03..05).

A sightline is a straight segment from any point of the attacker's base to any point of the
target's base that enters no blocking obstacle (terrain parts, and other monsters' bases, whose
height is at least the lower of the two models' heights; lower ones are seen over). Grazing an
obstacle's edge is allowed: sight passes "through openings in terrain".

Why checking finitely many segments is exact
--------------------------------------------
Let A, B be disjoint discs and O_1..O_n closed obstacles (polygons and discs), each disjoint from
A and B or touching them. A segment p-q (p in A, q in B) can be shortened to the part of its line
between the chord of A and the chord of B (the *connecting segment*), so a sightline exists iff
some line L meeting A and B has a connecting segment S(L) that enters no obstacle interior.
Write lines as (theta, s) = {x : n(theta).x = s}, with theta measured around the direction from
A to B. Lines meeting both discs have |theta - theta_AB| < pi/2, so the free set F of such lines
is a compact subset of an open strip of the (theta, s) plane. The boundary of F lies on the
constraint curves where S(L) stops meeting an obstacle or a disc: L tangent to A or B, L through
a convex vertex of a polygon obstacle (lines through reflex vertices enter the polygon), L
tangent to an obstacle disc, or S(L)'s end sliding past a point where an obstacle meets the rim
of A or B. Every one of these curves is a graph s = c.n(theta) +- r of theta (a "disc" of
radius r >= 0 at c: vertices and rim points are discs of radius 0). Take a non-empty component K
of F and its point P of least theta. If only one constraint were tight at P, K would continue
along that curve to smaller theta (the curve is a graph, never vertical), so at least two
constraint curves meet at P: P is a common tangent of two of these discs. Hence: a sightline
exists iff one of the common tangents of two features (A, B, obstacle discs, convex obstacle
vertices, rim contact points), trimmed to its connecting segment, is free. There are at most
four such lines per pair; features outside the convex hull of A and B never touch a connecting
segment, so only features near the hull are paired. Each candidate is tested with a slack of
1e-7 in (so the tight candidates themselves pass), which is all the rounding this admits: it is
blocked when it passes an obstacle disc's centre closer than its radius less the slack, or when
it touches the terrain shrunk by the slack at all. Touching, not only crossing an edge: one through
two opposite vertices (a vertical line through an octagon's top and bottom, common when things
share an x or y) crosses no edge properly, yet runs through the inside.

Speed: the centre line is tried first; obstacles are filtered by the hull; candidate lines,
their segments and all tests are numpy arrays; terrain is pre-merged per height threshold.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import shapely
from shapely.geometry import Polygon

SLACK = 1e-7  # obstacles are shrunk by this; the tight candidate lines must count as clear


@dataclass
class TerrainSight:
    """Terrain that blocks at one height threshold, pre-merged for sight tests."""

    union: object  # merged footprints (or None)
    vertices: np.ndarray  # convex vertices of the union (V x 2)
    p: np.ndarray  # edges of the union shrunk by SLACK: starts (E x 2)
    q: np.ndarray  # ... ends (E x 2)
    lo: np.ndarray  # edge bounding boxes (E x 2)
    hi: np.ndarray
    rp: np.ndarray  # edges of the unshrunk union (for rim contact points)
    rq: np.ndarray
    shrunk: object  # prepared shrunk union (points inside it are inside terrain)

    @staticmethod
    def build(polygons: list[Polygon]) -> TerrainSight:
        """Merge the footprints of the blocking parts."""
        if not polygons:
            z = np.zeros((0, 2))
            return TerrainSight(None, z, z, z, z, z, z, z, None)
        union = shapely.union_all(polygons)
        shrunk = union.buffer(-SLACK, join_style="mitre")
        shapely.prepare(shrunk)
        return TerrainSight(union, convex_vertices(union), *_edges(shrunk), *_edges(union)[:2], shrunk)


def _rings(geom) -> list[np.ndarray]:
    """Coordinate arrays (closed) of every ring, polygons oriented with interior on the left."""
    coords, starts = _ring_coords(geom)
    return np.split(coords, starts[1:]) if len(starts) else []


def _ring_coords(geom) -> tuple[np.ndarray, np.ndarray]:
    """Every ring of `_rings` in one array (each closed, one after the other) and where each starts.

    One call of each shapely function for all the rings (a planning outline has a dozen parts and
    rings, and asking each for its coordinates was most of the cost); the same rings in the same
    order, orientation and coordinates as one polygon at a time."""
    parts = shapely.get_parts(geom)
    parts = parts[(shapely.get_type_id(parts) == 3) & ~shapely.is_empty(parts)]
    if not len(parts):
        return np.zeros((0, 2)), np.zeros(0, int)
    rings = shapely.get_rings(shapely.orient_polygons(parts))  # per polygon: exterior, then holes
    coords, which = shapely.get_coordinates(rings, return_index=True)
    starts = np.flatnonzero(np.r_[True, which[1:] != which[:-1]])
    return coords, starts


def _edges(geom) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    z = np.zeros((0, 2))
    if geom is None or geom.is_empty:
        return z, z, z, z
    coords, starts = _ring_coords(geom)
    if not len(starts):
        return z, z, z, z
    # every ring's edges, ring after ring: from each vertex but its ring's last to the next
    last = np.r_[starts[1:], len(coords)] - 1
    tail = np.ones(len(coords), bool)
    tail[last] = False
    head = np.ones(len(coords), bool)
    head[starts] = False
    p, q = coords[tail], coords[head]
    return p, q, np.minimum(p, q), np.maximum(p, q)


def convex_vertices(geom) -> np.ndarray:
    """Vertices where the material's angle is below 180 degrees (the only ones a line can graze)."""
    out = []
    for ring in _rings(geom):
        v = ring[:-1]
        prev = np.roll(v, 1, axis=0)
        nxt = np.roll(v, -1, axis=0)
        cross = (v[:, 0] - prev[:, 0]) * (nxt[:, 1] - v[:, 1]) - (v[:, 1] - prev[:, 1]) * (nxt[:, 0] - v[:, 0])
        out.append(v[cross > 1e-12])
    return np.concatenate(out) if out else np.zeros((0, 2))


def point_segment_dist(px, py, ax, ay, bx, by):
    """Distances from points to segments (numpy broadcasting)."""
    dx, dy = bx - ax, by - ay
    ex, ey = px - ax, py - ay  # made once, used twice (the same numbers as making them twice)
    t = (ex * dx + ey * dy) / np.maximum(dx * dx + dy * dy, 1e-300)
    t = np.minimum(np.maximum(t, 0.0), 1.0)
    return np.hypot(ex - t * dx, ey - t * dy)


def _meets(a, b, p, q):
    """Whether closed segments a-b and p-q share a point (arrays broadcast; last axis is x, y).

    Touching counts: a segment through a vertex of the shrunk terrain, or along one of its edges,
    is inside the real terrain, yet crosses no edge properly (a vertical line through the top and
    bottom vertices of an octagon does exactly that).
    """

    def cross(u, v):
        return u[..., 0] * v[..., 1] - u[..., 1] * v[..., 0]

    e, s = q - p, b - a
    o1, o2 = cross(e, a - p), cross(e, b - p)
    o3, o4 = cross(s, p - a), cross(s, q - a)
    # the boxes must overlap too: collinear segments have all four products zero
    box = ((np.minimum(a, b) <= np.maximum(p, q)) & (np.minimum(p, q) <= np.maximum(a, b))).all(axis=-1)
    return (o1 * o2 <= 0) & (o3 * o4 <= 0) & box


def _crossings(s1, s2, p, q):
    """C x E matrix: segment s1-s2 meets edge p-q."""
    return _meets(s1[:, None], s2[:, None], p[None], q[None])


def segments_blocked(s1, s2, disc_xy, disc_r, terr: TerrainSight | None, edge_sel, check_inside):
    """Which segments (C x 2 starts and ends) enter an obstacle disc or the (shrunk) terrain."""
    if len(disc_r):
        d = point_segment_dist(
            disc_xy[None, :, 0], disc_xy[None, :, 1], s1[:, None, 0], s1[:, None, 1], s2[:, None, 0], s2[:, None, 1]
        )
        blocked = (d < disc_r[None, :] - SLACK).any(axis=1)
    else:
        blocked = np.zeros(len(s1), dtype=bool)
    if edge_sel is not None and len(edge_sel):
        assert terr is not None  # edges are only selected from a terrain
        blocked |= _crossings(s1, s2, terr.p[edge_sel], terr.q[edge_sel]).any(axis=1)
    if check_inside and terr is not None and terr.shrunk is not None:
        mid = (s1 + s2) / 2
        blocked |= shapely.contains_xy(terr.shrunk, s1[:, 0], s1[:, 1])
        blocked |= shapely.contains_xy(terr.shrunk, mid[:, 0], mid[:, 1])
    return blocked


def _circle_points(cx, cy, cr, xy, r):
    """Intersection points of circle (cx, cy, cr) with circles xy/r that touch or cross it."""
    d = np.hypot(xy[:, 0] - cx, xy[:, 1] - cy)
    ok = (d <= cr + r + 1e-9) & (d >= np.abs(cr - r)) & (d > 0)
    if not ok.any():
        return np.zeros((0, 2))
    d, ox, oy, r = d[ok], xy[ok, 0], xy[ok, 1], r[ok]
    a = (cr * cr - r * r + d * d) / (2 * d)
    h = np.sqrt(np.maximum(cr * cr - a * a, 0.0))
    ux, uy = (ox - cx) / d, (oy - cy) / d
    mx, my = cx + a * ux, cy + a * uy
    return np.concatenate([np.stack([mx - h * uy, my + h * ux], 1), np.stack([mx + h * uy, my - h * ux], 1)])


def _rim_points(cx, cy, cr, p, q):
    """Points where segments p-q touch or cross the circle (cx, cy, cr)."""
    if not len(p):
        return np.zeros((0, 2))
    d = q - p
    fx, fy = p[:, 0] - cx, p[:, 1] - cy
    a = (d * d).sum(1)
    b = 2 * (fx * d[:, 0] + fy * d[:, 1])
    c = fx * fx + fy * fy - cr * cr
    disc = b * b - 4 * a * c
    ok = (disc >= -1e-12) & (a > 0)
    out = []
    for sgn in (-1.0, 1.0):
        t = (-b[ok] + sgn * np.sqrt(np.maximum(disc[ok], 0))) / (2 * a[ok])
        good = (t >= -1e-9) & (t <= 1 + 1e-9)
        out.append(p[ok][good] + t[good, None] * d[ok][good])
    return np.concatenate(out)


def _candidates(fx, fy, fr):
    """All common tangent lines (n, s) of pairs of features (discs, radius 0 = points)."""
    i, j = np.triu_indices(len(fx), 1)
    ri, rj = fr[i], fr[j]
    dx, dy = fx[i] - fx[j], fy[i] - fy[j]
    dd = np.maximum(np.hypot(dx, dy), 1e-300)
    ux, uy = dx / dd, dy / dd
    # rows: (k = ri - rj, +), (k = ri - rj, -), (k = ri + rj, +), (k = ri + rj, -)
    k = np.stack([ri - rj, ri - rj, ri + rj, ri + rj]) / dd
    sgn = np.array([1.0, -1.0, 1.0, -1.0])[:, None]
    discs = (ri > 0) & (rj > 0)
    ok = (np.abs(k) <= 1 + 1e-12) & (dd > 1e-12)
    # with a point the two tangent families coincide, and two points make one line, not two
    ok[2:] &= discs
    ok[1] &= (ri > 0) | (rj > 0)
    root = np.sqrt(np.maximum(1 - k * k, 0.0))
    nx = k * ux - sgn * root * uy
    ny = k * uy + sgn * root * ux
    ss = nx * fx[i] + ny * fy[i] - ri
    return np.stack([nx[ok], ny[ok]], 1), ss[ok]


def _connecting(n, s, a, ra, b, rb):
    """Trim lines (n, s) to the part between the chords of disc a and disc b; mask of lines meeting both."""
    ux, uy = -n[:, 1], n[:, 0]
    da = n[:, 0] * a[0] + n[:, 1] * a[1] - s
    db = n[:, 0] * b[0] + n[:, 1] * b[1] - s
    ok = (np.abs(da) <= ra + 1e-9) & (np.abs(db) <= rb + 1e-9)
    ha = np.sqrt(np.maximum(ra * ra - da * da, 0.0))
    hb = np.sqrt(np.maximum(rb * rb - db * db, 0.0))
    ta = ux * a[0] + uy * a[1]
    tb = ux * b[0] + uy * b[1]
    fwd = ta <= tb
    t1 = np.where(fwd, ta + ha, tb + hb)
    t2 = np.where(fwd, tb - hb, ta - ha)
    ok &= t1 <= t2 + 1e-12
    ox, oy = n[:, 0] * s, n[:, 1] * s
    p1 = np.stack([ox + t1 * ux, oy + t1 * uy], 1)
    p2 = np.stack([ox + t2 * ux, oy + t2 * uy], 1)
    return p1, p2, ok


def rim_features(cx, cy, cr, disc_xy, disc_r, terr: TerrainSight | None) -> np.ndarray:
    """Points where obstacles (discs, terrain edges) touch or cross the rim of disc (cx, cy, cr)."""
    rims = [_circle_points(cx, cy, cr, disc_xy, disc_r)] if len(disc_r) else []
    if terr is not None and len(terr.rp):
        near = point_segment_dist(cx, cy, terr.rp[:, 0], terr.rp[:, 1], terr.rq[:, 0], terr.rq[:, 1]) <= cr + 1e-9
        if near.any():
            rims.append(_rim_points(cx, cy, cr, terr.rp[near], terr.rq[near]))
    return np.concatenate(rims) if rims else np.zeros((0, 2))


def centre_table(xy, r, h, terr_of) -> np.ndarray:
    """N x N: whether the trimmed centre-to-centre segment of each pair of bases is clear.

    One vectorised pass over all pairs; terr_of(hmin) gives the blocking terrain of a pair.
    """
    n = len(r)
    out = np.ones((n, n), dtype=bool)
    if n < 2:
        return out
    i, j = np.triu_indices(n, 1)
    clear = centre_pairs(xy, r, h, terr_of, i, j)
    out[i, j] = clear
    out[j, i] = clear
    return out


def centre_pairs(xy, r, h, terr_of, i: np.ndarray, j: np.ndarray) -> np.ndarray:
    """`centre_table` for the pairs (i[k], j[k]) only, the same answer for each pair (every test is
    made pair by pair): a state asked about a few pairs pays for those."""
    out = np.ones(len(i), dtype=bool)
    d = np.hypot(xy[j, 0] - xy[i, 0], xy[j, 1] - xy[i, 1])
    far = d > r[i] + r[j] + 1e-12
    if not far.any():
        return out
    i, j, d = i[far], j[far], d[far]
    ux, uy = (xy[j, 0] - xy[i, 0]) / d, (xy[j, 1] - xy[i, 1]) / d
    s1 = np.stack([xy[i, 0] + r[i] * ux, xy[i, 1] + r[i] * uy], 1)
    s2 = np.stack([xy[j, 0] - r[j] * ux, xy[j, 1] - r[j] * uy], 1)
    hmin = np.minimum(h[i], h[j])
    dist = point_segment_dist(
        xy[None, :, 0], xy[None, :, 1], s1[:, None, 0], s1[:, None, 1], s2[:, None, 0], s2[:, None, 1]
    )
    hit = (dist < r[None, :] - SLACK) & (h[None, :] >= hmin[:, None])
    rows = np.arange(len(i))
    hit[rows, i] = False
    hit[rows, j] = False
    blocked = hit.any(axis=1)
    groups: dict[int, list] = {}
    terrs = {}
    for k, hm in enumerate(hmin.tolist()):
        t = terr_of(hm)
        if t is not None and len(t.p):
            groups.setdefault(id(t), []).append(k)
            terrs[id(t)] = t
    for key, ks in groups.items():
        t = terrs[key]
        rows_k = np.array(ks)
        blocked[rows_k] |= _crossings(s1[rows_k], s2[rows_k], t.p, t.q).any(axis=1)
    out[far] = ~blocked
    return out


def find_sightline(
    a, ra, b, rb, disc_xy, disc_r, terr: TerrainSight | None, rim_a=None, rim_b=None, inside=None, centre_blocked=False
):
    """A clear segment ((x, y), (x, y)) from disc a to disc b past the obstacles, or None.

    rim_a / rim_b: precomputed `rim_features` of the two discs (computed here if None);
    inside: whether either disc may have its centre in terrain (tested here if None);
    centre_blocked: the caller already knows the centre line is blocked.
    """
    ax, ay = a
    bx, by = b
    dx, dy = bx - ax, by - ay
    d = math.hypot(dx, dy)
    if d <= ra + rb + 1e-12:  # touching or overlapping: a shared point sees itself
        if d == 0:
            return (a, a)
        ux, uy = dx / d, dy / d
        return ((ax + ra * ux, ay + ra * uy), (bx - rb * ux, by - rb * uy))
    reach = max(ra, rb)
    ux, uy = dx / d, dy / d
    # obstacle discs near the hull of A and B (the capsule around the centre line holds the hull)
    if len(disc_r):
        near = point_segment_dist(disc_xy[:, 0], disc_xy[:, 1], ax, ay, bx, by) <= disc_r + reach + 1e-9
        dxy, dr = disc_xy[near], disc_r[near]
    else:
        dxy, dr = disc_xy, disc_r
    edge_sel = None
    verts = None
    if terr is not None and len(terr.p):
        lo0, lo1 = min(ax - ra, bx - rb), min(ay - ra, by - rb)
        hi0, hi1 = max(ax + ra, bx + rb), max(ay + ra, by + rb)
        edge_sel = np.flatnonzero(
            (terr.hi[:, 0] >= lo0) & (terr.lo[:, 0] <= hi0) & (terr.hi[:, 1] >= lo1) & (terr.lo[:, 1] <= hi1)
        )
        if len(edge_sel) and len(terr.vertices):
            vd = point_segment_dist(terr.vertices[:, 0], terr.vertices[:, 1], ax, ay, bx, by)
            verts = terr.vertices[vd <= reach + 1e-9]
        if inside is None:
            # a base standing on terrain (never in a legal state; a hypothetical spot may)
            # needs the point-inside test as well as edge crossings
            inside = bool(shapely.contains_xy(terr.shrunk, ax, ay) or shapely.contains_xy(terr.shrunk, bx, by))
    else:
        inside = False
    c1 = np.array([[ax + ra * ux, ay + ra * uy]])
    c2 = np.array([[bx - rb * ux, by - rb * uy]])
    if not centre_blocked and not segments_blocked(c1, c2, dxy, dr, terr, edge_sel, inside)[0]:
        return (tuple(c1[0].tolist()), tuple(c2[0].tolist()))
    if rim_a is None:
        rim_a = rim_features(ax, ay, ra, dxy, dr, terr)
    if rim_b is None:
        rim_b = rim_features(bx, by, rb, dxy, dr, terr)
    parts = [np.array([[ax, ay, ra], [bx, by, rb]])]
    if len(dr):
        parts.append(np.column_stack([dxy, dr]))
    pts = [p for p in (verts, rim_a, rim_b) if p is not None and len(p)]
    if pts:
        points = np.concatenate(pts)
        parts.append(np.column_stack([points, np.zeros(len(points))]))
    f = np.concatenate(parts) if len(parts) > 1 else parts[0]
    n, s = _candidates(f[:, 0], f[:, 1], f[:, 2])
    p1, p2, ok = _connecting(n, s, (ax, ay), ra, (bx, by), rb)
    p1, p2 = p1[ok], p2[ok]
    if not len(p1):
        return None
    blocked = segments_blocked(p1, p2, dxy, dr, terr, edge_sel, inside)
    free = np.flatnonzero(~blocked)
    if not len(free):
        return None
    # prefer the free segment nearest the centre line (the one a player would draw)
    mid = (p1[free] + p2[free]) / 2
    off = np.abs((mid[:, 0] - ax) * uy - (mid[:, 1] - ay) * ux)
    k = free[int(np.argmin(off))]
    return (tuple(p1[k].tolist()), tuple(p2[k].tolist()))


_TRI: dict[int, tuple[np.ndarray, np.ndarray]] = {}


def _tri(k):
    t = _TRI.get(k)
    if t is None:
        t = _TRI[k] = np.triu_indices(k, 1)
    return t


def _ragged(owner, counts, offsets, flat):
    """Expand: for each row c, the counts[owner[c]] items flat[offsets[owner[c]] + 0..]; (rows, items)."""
    per = counts[owner]
    rows = np.repeat(np.arange(len(owner)), per)
    start = np.repeat(np.cumsum(per) - per, per)
    pos = np.arange(len(rows)) - start
    return rows, flat[offsets[owner[rows]] + pos]


def sight_many(dxy, dr, dh, nb, ia, ib, excl, terr_of, rim_of):
    """Sightlines for many pairs of discs at once (same answer as find_sightline, pair by pair).

    dxy, dr, dh: discs (centre, radius, height); the first nb are bases, which block; the rest are
    query discs (hypothetical spots) that never block. ia, ib: the two discs of each pair.
    excl: P x k base indices (or -1) that do not block that pair (the pair itself, a moving base).
    terr_of(hmin) -> TerrainSight or None; rim_of(disc index) -> rim feature points of that disc.
    Returns a list with a clear segment or None per pair.
    """
    P = len(ia)
    out: list = [None] * P
    if P == 0:
        return out
    A, B, ra, rb = dxy[ia], dxy[ib], dr[ia], dr[ib]
    hmin = np.minimum(dh[ia], dh[ib])
    dvec = B - A
    dist = np.hypot(dvec[:, 0], dvec[:, 1])
    close = dist <= ra + rb + 1e-12
    for p in np.flatnonzero(close).tolist():
        out[p] = find_sightline(tuple(A[p]), ra[p], tuple(B[p]), rb[p], dxy[:0], dr[:0], None)
    live = np.flatnonzero(~close)
    if not len(live):
        return out
    A, B, ra, rb, hmin, dist = A[live], B[live], ra[live], rb[live], hmin[live], dist[live]
    ia_l, ib_l, excl = ia[live], ib[live], excl[live]
    L = len(live)
    reach = np.maximum(ra, rb)
    ax, ay, bx, by = A[:, 0:1], A[:, 1:2], B[:, 0:1], B[:, 1:2]
    # blocking discs near each pair's hull
    bxy, br, bh = dxy[:nb], dr[:nb], dh[:nb]
    cd = point_segment_dist(bxy[None, :, 0], bxy[None, :, 1], ax, ay, bx, by)
    near_pairs = (cd <= br[None, :] + reach[:, None] + 1e-9) & (bh[None, :] >= hmin[:, None])
    rows = np.arange(L)
    for col in range(excl.shape[1]):
        e = excl[:, col]
        ok = e >= 0
        near_pairs[rows[ok], e[ok]] = False
    # terrain: one merged set per distinct height threshold
    terr_list, tid = [], np.full(L, -1)
    seen_t: dict[int, int] = {}
    for k, hm in enumerate(hmin.tolist()):
        t = terr_of(hm)
        if t is not None and len(t.p):
            j = seen_t.get(id(t))
            if j is None:
                j = seen_t[id(t)] = len(terr_list)
                terr_list.append(t)
            tid[k] = j
    inside = np.zeros(L, dtype=bool)
    if terr_list:
        ep = np.concatenate([t.p for t in terr_list])
        eq = np.concatenate([t.q for t in terr_list])
        etid = np.concatenate([np.full(len(t.p), j) for j, t in enumerate(terr_list)])
        vx = np.concatenate([t.vertices for t in terr_list])
        vtid = np.concatenate([np.full(len(t.vertices), j) for j, t in enumerate(terr_list)])
        # slab test: an edge whose ends are both beyond one side of the pair's capsule is irrelevant
        ux, uy = (dvec[live, 0] / dist)[:, None], (dvec[live, 1] / dist)[:, None]

        def slab(pts):
            rx, ry = pts[None, :, 0] - ax, pts[None, :, 1] - ay
            return rx * ux + ry * uy, ry * ux - rx * uy

        al1, pe1 = slab(ep)
        al2, pe2 = slab(eq)
        rr = reach[:, None] + 1e-9
        dd = dist[:, None]
        E = (
            (etid[None, :] == tid[:, None])
            & ~((pe1 > rr) & (pe2 > rr))
            & ~((pe1 < -rr) & (pe2 < -rr))
            & ~((al1 < -rr) & (al2 < -rr))
            & ~((al1 > dd + rr) & (al2 > dd + rr))
        )
        V = (vtid[None, :] == tid[:, None]) & (point_segment_dist(vx[None, :, 0], vx[None, :, 1], ax, ay, bx, by) <= rr)
        for j, t in enumerate(terr_list):
            sel = tid == j
            if sel.any() and t.shrunk is not None:
                inside[sel] = shapely.contains_xy(t.shrunk, A[sel, 0], A[sel, 1]) | shapely.contains_xy(
                    t.shrunk, B[sel, 0], B[sel, 1]
                )
    else:
        ep = eq = vx = np.zeros((0, 2))
        E = np.zeros((L, 0), dtype=bool)
        V = np.zeros((L, 0), dtype=bool)
    # each pair's blocking discs and terrain edges, flat (row-major) with per-pair counts
    o_cnt, o_flat = near_pairs.sum(axis=1), np.nonzero(near_pairs)[1]
    o_off = np.cumsum(o_cnt) - o_cnt
    Ohit = np.split(o_flat, o_off[1:]) if L else []
    e_cnt, e_flat = E.sum(axis=1), np.nonzero(E)[1]
    e_off = np.cumsum(e_cnt) - e_cnt

    def blocked_of(p1, p2, cp):
        """Candidate segments p1-p2 of pairs cp: blocked by one of their pair's discs or edges."""
        blocked = np.zeros(len(cp), dtype=bool)
        if len(o_flat) and len(cp):
            r_, k_ = _ragged(cp, o_cnt, o_off, o_flat)
            dd_ = point_segment_dist(bxy[k_, 0], bxy[k_, 1], p1[r_, 0], p1[r_, 1], p2[r_, 0], p2[r_, 1])
            blocked[r_[dd_ < br[k_] - SLACK]] = True
        if len(e_flat) and len(cp):
            r_, e_ = _ragged(cp, e_cnt, e_off, e_flat)
            hit = _crossings_flat(p1[r_], p2[r_], ep[e_], eq[e_])
            blocked[r_[hit]] = True
        if inside.any() and len(cp):
            # a disc standing in terrain: a segment starting or centred inside it is blocked too,
            # as segments_blocked(check_inside=True) says for the pair-by-pair routine
            for j, t in enumerate(terr_list):
                c = np.flatnonzero(inside[cp] & (tid[cp] == j))
                if len(c) and t.shrunk is not None:
                    mid = (p1[c] + p2[c]) / 2
                    blocked[c] |= shapely.contains_xy(t.shrunk, p1[c, 0], p1[c, 1]) | shapely.contains_xy(
                        t.shrunk, mid[:, 0], mid[:, 1]
                    )
        return blocked

    firsts: dict = {}  # pair -> (p1, p2) of its first free candidate
    # stage 1: the centre line of every pair, which is preferred when free (most pairs)
    n0 = np.stack([-dvec[live, 1] / dist, dvec[live, 0] / dist], 1)
    s0 = n0[:, 0] * A[:, 0] + n0[:, 1] * A[:, 1]
    p1, p2, ok = _connecting_many(n0, s0, A, ra, B, rb)
    cp = np.flatnonzero(ok)
    p1, p2 = p1[cp], p2[cp]
    for c in np.flatnonzero(~blocked_of(p1, p2, cp)).tolist():
        firsts[int(cp[c])] = (p1[c], p2[c])
    # stage 2: for the other pairs, the common tangents of their features (A, B, discs,
    # vertices, rims); the first free one in order, as if all had been tested together
    fx, fy, fr, g1s, g2s, pcs = [], [], [], [], [], []
    nfeat = 0
    for k in range(L):
        if k in firsts:
            continue
        disc_k = Ohit[k]
        vk = vx[V[k]] if V.shape[1] else vx[:0]
        rims = [rim_of(int(ia_l[k])), rim_of(int(ib_l[k]))]
        pts = np.concatenate([vk, *rims]) if (len(vk) or len(rims[0]) or len(rims[1])) else vx[:0]
        m = 2 + len(disc_k) + len(pts)
        fx.extend([A[k : k + 1, 0], B[k : k + 1, 0], bxy[disc_k, 0], pts[:, 0]])
        fy.extend([A[k : k + 1, 1], B[k : k + 1, 1], bxy[disc_k, 1], pts[:, 1]])
        fr.extend([ra[k : k + 1], rb[k : k + 1], br[disc_k], np.zeros(len(pts))])
        i1, i2 = _tri(m)
        g1s.append(i1 + nfeat)
        g2s.append(i2 + nfeat)
        pcs.append(np.full(len(i1), k))
        nfeat += m
    if g1s:
        fx, fy, fr = np.concatenate(fx), np.concatenate(fy), np.concatenate(fr)
        g1, g2, pc = np.concatenate(g1s), np.concatenate(g2s), np.concatenate(pcs)
        n, s, cp = _pair_tangents(fx, fy, fr, g1, g2, pc)
        p1, p2, ok = _connecting_many(n, s, A[cp], ra[cp], B[cp], rb[cp])
        cand = np.flatnonzero(ok)
        p1, p2, cp = p1[cand], p2[cand], cp[cand]
        free = np.flatnonzero(~blocked_of(p1, p2, cp))
        for c in free[::-1].tolist():
            firsts[int(cp[c])] = (p1[c], p2[c])
    for k in range(L):
        p = int(live[k])
        seg = firsts.get(k)
        if seg is not None:
            out[p] = (tuple(seg[0].tolist()), tuple(seg[1].tolist()))
    return out


def _pair_tangents(fx, fy, fr, g1, g2, pc):
    """Common tangent lines of the feature pairs (g1, g2); each line keeps its pair index pc."""
    ri, rj = fr[g1], fr[g2]
    dx, dy = fx[g1] - fx[g2], fy[g1] - fy[g2]
    dd = np.maximum(np.hypot(dx, dy), 1e-300)
    ux, uy = dx / dd, dy / dd
    k = np.stack([ri - rj, ri - rj, ri + rj, ri + rj]) / dd
    sgn = np.array([1.0, -1.0, 1.0, -1.0])[:, None]
    ok = (np.abs(k) <= 1 + 1e-12) & (dd > 1e-12)
    ok[2:] &= (ri > 0) & (rj > 0)
    ok[1] &= (ri > 0) | (rj > 0)
    root = np.sqrt(np.maximum(1 - k * k, 0.0))
    nx = k * ux - sgn * root * uy
    ny = k * uy + sgn * root * ux
    s = nx * fx[g1] + ny * fy[g1] - ri
    pcs = np.broadcast_to(pc, k.shape)
    return np.stack([nx[ok], ny[ok]], 1), s[ok], pcs[ok]


def _connecting_many(n, s, A, ra, B, rb):
    """Like _connecting, with one pair of discs per line."""
    ux, uy = -n[:, 1], n[:, 0]
    da = n[:, 0] * A[:, 0] + n[:, 1] * A[:, 1] - s
    db = n[:, 0] * B[:, 0] + n[:, 1] * B[:, 1] - s
    ok = (np.abs(da) <= ra + 1e-9) & (np.abs(db) <= rb + 1e-9)
    ha = np.sqrt(np.maximum(ra * ra - da * da, 0.0))
    hb = np.sqrt(np.maximum(rb * rb - db * db, 0.0))
    ta = ux * A[:, 0] + uy * A[:, 1]
    tb = ux * B[:, 0] + uy * B[:, 1]
    fwd = ta <= tb
    t1 = np.where(fwd, ta + ha, tb + hb)
    t2 = np.where(fwd, tb - hb, ta - ha)
    ok &= t1 <= t2 + 1e-12
    ox, oy = n[:, 0] * s, n[:, 1] * s
    return np.stack([ox + t1 * ux, oy + t1 * uy], 1), np.stack([ox + t2 * ux, oy + t2 * uy], 1), ok


def _crossings_flat(s1, s2, p, q):
    """Row by row: segment s1-s2 meets edge p-q."""
    return _meets(s1, s2, p, q)
