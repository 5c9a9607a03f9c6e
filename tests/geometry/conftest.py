"""Fixtures and helpers for the battlefield geometry tests."""

from __future__ import annotations

import numpy as np
import pytest
import shapely
from hypothesis import strategies as st

from tabletop.geometry import Base, Battlefield, TerrainPart


def rect(x0, y0, x1, y1):
    """Corner list of an axis-aligned rectangle."""
    return [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]


@pytest.fixture
def open_field():
    """A 24 x 24 map with nothing on it."""
    return Battlefield(24, 24)


def brute_force_sightline(bf: Battlefield, a, b, n=120, clearance=1e-3, spot=None):
    """Dense sampler: some segment between rim points of a and b clears every blocker by `clearance`.

    Segments between rim points suffice: any clear segment between the discs contains one.
    """
    pa, pb = bf.bases[a], bf.bases[b]
    ax, ay = spot if spot is not None else (pa.x, pa.y)
    hmin = min(pa.height, pb.height)
    th = np.linspace(0, 2 * np.pi, n, endpoint=False)
    A = np.stack([ax + pa.radius * np.cos(th), ay + pa.radius * np.sin(th)], 1)
    B = np.stack([pb.x + pb.radius * np.cos(th), pb.y + pb.radius * np.sin(th)], 1)
    i, j = np.meshgrid(np.arange(n), np.arange(n), indexing="ij")
    p1, p2 = A[i.ravel()], B[j.ravel()]
    ok = np.ones(len(p1), bool)
    for o in bf.bases.values():
        if o.id in (a, b) or o.height < hmin:
            continue
        dx, dy = p2[:, 0] - p1[:, 0], p2[:, 1] - p1[:, 1]
        t = np.clip(((o.x - p1[:, 0]) * dx + (o.y - p1[:, 1]) * dy) / np.maximum(dx * dx + dy * dy, 1e-300), 0, 1)
        d = np.hypot(p1[:, 0] + t * dx - o.x, p1[:, 1] + t * dy - o.y)
        ok &= d > o.radius + clearance
    polys = [t.polygon for t in bf.terrain.values() if t.height >= hmin]
    if polys and ok.any():
        u = shapely.union_all(polys)
        idx = np.flatnonzero(ok)
        segs = shapely.linestrings(np.stack([p1[idx], p2[idx]], 1))
        ok[idx] &= shapely.distance(segs, u) > clearance
    return bool(ok.any())


def segment_is_clear(bf: Battlefield, a, b, seg, slack=1e-5):
    """Independent check of a reported sightline: it joins the two discs and enters no blocker."""
    pa, pb = bf.bases[a], bf.bases[b]
    (x1, y1), (x2, y2) = seg
    ends = sorted([np.hypot(x1 - pa.x, y1 - pa.y) - pa.radius, np.hypot(x2 - pb.x, y2 - pb.y) - pb.radius])
    alt = sorted([np.hypot(x2 - pa.x, y2 - pa.y) - pa.radius, np.hypot(x1 - pb.x, y1 - pb.y) - pb.radius])
    if max(ends) > slack and max(alt) > slack:
        return False
    hmin = min(pa.height, pb.height)
    line = shapely.LineString(seg) if (x1, y1) != (x2, y2) else shapely.Point(x1, y1)
    for o in bf.bases.values():
        if o.id not in (a, b) and o.height >= hmin and line.distance(shapely.Point(o.x, o.y)) < o.radius - slack:
            return False
    return all(not (t.height >= hmin and line.intersects(t.polygon.buffer(-slack))) for t in bf.terrain.values())


@st.composite
def scenes(draw, n_terrain=(0, 3), n_bases=(2, 6), size=12.0):
    """Small random battlefields: a few terrain blocks and bases that do not overlap anything."""
    bf = Battlefield(size, size)
    for k in range(draw(st.integers(*n_terrain))):
        x = draw(st.floats(1, size - 3))
        y = draw(st.floats(1, size - 3))
        w = draw(st.floats(0.3, 3))
        h = draw(st.floats(0.3, 3))
        shape = draw(st.sampled_from(["rect", "tri", "ell"]))
        if shape == "rect":
            pts = rect(x, y, x + w, y + h)
        elif shape == "tri":
            pts = [(x, y), (x + w, y + draw(st.floats(-1, 1))), (x + draw(st.floats(0, w)), y + h)]
        else:  # an L: concave
            pts = [(x, y), (x + w, y), (x + w, y + 0.3), (x + 0.3, y + 0.3), (x + 0.3, y + h), (x, y + h)]
        poly = shapely.Polygon(pts)
        if not poly.is_valid or poly.area < 0.05:
            continue
        if any(poly.intersects(t.polygon) for t in bf.terrain.values()):
            continue
        bf.add_terrain(TerrainPart(f"t{k}", poly, draw(st.sampled_from([0.5, 1.0, 2.0, 3.0]))))
    want = draw(st.integers(*n_bases))
    k = 0
    tries = 0
    while k < want and tries < 40:
        tries += 1
        r = draw(st.sampled_from([0.4, 0.6, 0.8, 1.0]))
        x = draw(st.floats(r, size - r))
        y = draw(st.floats(r, size - r))
        if bf.can_place(x, y, r):
            bf.add_base(Base(f"b{k}", x, y, r, draw(st.sampled_from([0.8, 1.5, 2.5])), k % 2))
            k += 1
    return bf


def sightline_is_clear(bf: Battlefield, a, b, seg, tol=1e-7):
    """Independent check of a reported sightline, strict: it joins the two discs, no blocking
    terrain interior holds any length of it (grazing an edge or vertex is fine), and it keeps
    at least radius - tol from every blocking base centre (tol: the rounding allowed)."""
    pa, pb = bf.bases[a], bf.bases[b]
    p, q = np.asarray(seg[0]), np.asarray(seg[1])
    on = lambda x, o: np.hypot(x[0] - o.x, x[1] - o.y) <= o.radius + tol  # noqa: E731
    if not ((on(p, pa) and on(q, pb)) or (on(p, pb) and on(q, pa))):
        return False
    hmin = min(pa.height, pb.height)
    line = shapely.LineString([p, q]) if (p != q).any() else shapely.Point(p)
    for o in bf.bases.values():
        if o.id not in (a, b) and o.height >= hmin and line.distance(shapely.Point(o.x, o.y)) < o.radius - tol:
            return False
    for t in bf.terrain.values():
        # no length inside the polygon deeper than tol (an exact vertex graze leaves ~1e-15 in)
        if t.height >= hmin and line.intersection(t.polygon.buffer(-tol)).length > 0:
            return False
    return True


@st.composite
def grid_scenes(draw, size=12):
    """Axis-aligned battlefields: integer centres and corners, so bases and obstacle centres share
    x or y exactly; obstacles are buffered points (1 to 4 segments a quarter) and rectangles."""
    bf = Battlefield(size, size)
    coord = st.integers(1, size - 1)
    for k in range(draw(st.integers(1, 4))):
        x, y = draw(coord), draw(coord)
        if draw(st.booleans()):
            poly = shapely.Point(x, y).buffer(
                draw(st.sampled_from([0.5, 0.7, 1.0, 1.5])), quad_segs=draw(st.integers(1, 4))
            )
        else:
            poly = shapely.box(x, y, min(x + draw(st.integers(1, 3)), size), min(y + draw(st.integers(1, 3)), size))
        if any(poly.intersects(t.polygon) for t in bf.terrain.values()):
            continue
        bf.add_terrain(TerrainPart(f"t{k}", poly, draw(st.sampled_from([1.0, 2.0, 3.0]))))
    k = 0
    for _ in range(draw(st.integers(2, 12))):
        r = draw(st.sampled_from([0.45, 0.5, 1.0]))
        x, y = draw(coord), draw(coord)
        pt = shapely.Point(x, y)
        # touching is allowed, overlapping not (bases standing in terrain are not legal states)
        if bf.can_place(x, y, r) and all(t.polygon.distance(pt) >= r for t in bf.terrain.values()):
            bf.add_base(Base(f"b{k}", x, y, r, draw(st.sampled_from([0.8, 1.5, 2.5])), k % 2))
            k += 1
    return bf


def _map_pieces():
    """Every terrain piece of the shipped maps: a list of parts (polygon points, height)."""
    import tomllib

    from tabletop import paths

    out = []
    for f in sorted((paths.levels_dir() / "necromolds").glob("map_*.toml")):
        for piece in tomllib.loads(f.read_text())["pieces"]:
            out.append([(p["polygon"], p["height"]) for p in piece["parts"]])
    return out


MAP_PIECES = _map_pieces()
MAP_RADII = [0.45, 0.5, 0.6, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95, 1.1]  # the spellbooks' base sizes


@st.composite
def map_scenes(draw, size=(24, 18)):
    """Battlefields with the maps' own terrain pieces (concave, odd angles), moved and rotated."""
    from shapely import affinity

    w, h = size
    bf = Battlefield(w, h)
    for k in range(draw(st.integers(1, 4))):
        parts = draw(st.sampled_from(MAP_PIECES))
        rot = draw(st.one_of(st.sampled_from([0.0, 45.0, 90.0]), st.floats(0, 360)))
        x, y = draw(st.floats(2, w - 2)), draw(st.floats(2, h - 2))
        polys = [
            (affinity.translate(affinity.rotate(shapely.Polygon(pts), rot, origin=(0, 0)), x, y), ht)
            for pts, ht in parts
        ]
        if any(p.intersects(t.polygon) for p, _ in polys for t in bf.terrain.values()):
            continue
        for j, (p, ht) in enumerate(polys):
            bf.add_terrain(TerrainPart(f"p{k}#{j}", p, ht, f"p{k}"))
    k = 0
    for _ in range(draw(st.integers(1, 10))):
        r = draw(st.sampled_from(MAP_RADII))
        x, y = draw(st.floats(r, w - r)), draw(st.floats(r, h - r))
        if bf.can_place(x, y, r):
            bf.add_base(Base(f"b{k}", x, y, r, 1.5, k % 2))
            k += 1
    return bf
