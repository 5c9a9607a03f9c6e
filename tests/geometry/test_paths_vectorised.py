"""The planning outline's rings and the visibility graph built with one numpy/shapely call per step
(issue 25's speed) give the answers of the plain loops they replaced, bit for bit, on random
configuration spaces (NM-MOVE-05/06): the same ring vertices and neighbours in the same order, the
same edges, and each node's adjacency list in the same order with the same lengths (Dijkstra breaks
ties by that order, so the bots' paths depend on it)."""

from __future__ import annotations

import numpy as np
import pytest
import shapely
from shapely.geometry import Polygon

from tabletop.geometry.model import TerrainPart
from tabletop.geometry.paths import ConfigSpace, _ring_vertices
from tabletop.geometry.sight import _edges, _rings

from .conftest import rect


def _rings_by_part(geom) -> list[np.ndarray]:
    """The loop `_rings` was: each polygon oriented and asked for its rings' coordinates."""
    out = []
    for part in shapely.get_parts(geom):
        if part.is_empty or not isinstance(part, Polygon):
            continue
        part = shapely.orient_polygons(part)
        for ring in [part.exterior, *part.interiors]:
            out.append(np.asarray(ring.coords))
    return out


def _ring_vertices_by_ring(geom):
    rings = _rings_by_part(geom)
    if not rings:
        z = np.zeros((0, 2))
        return z, z, z
    vs = [r[:-1] for r in rings]
    return (
        np.concatenate(vs),
        np.concatenate([np.roll(v, 1, axis=0) for v in vs]),
        np.concatenate([np.roll(v, -1, axis=0) for v in vs]),
    )


def _adjacency_by_pairs(cs: ConfigSpace) -> list:
    """The loop `build_graph` was: every bitangent pair (i < j) tested, free ones appended row by row."""
    n = len(cs.nodes)
    adj: list = [[] for _ in range(n)]
    x, y = cs.nodes[:, 0], cs.nodes[:, 1]
    dx, dy = x[None, :] - x[:, None], y[None, :] - y[:, None]
    px, py = (cs.prev[:, 0] - x)[:, None], (cs.prev[:, 1] - y)[:, None]
    nx, ny = (cs.next[:, 0] - x)[:, None], (cs.next[:, 1] - y)[:, None]
    tan = (dx * py - dy * px) * (dx * ny - dy * nx) >= -1e-12
    tan &= tan.T
    i, j = np.nonzero(np.triu(tan, 1))
    free = ~shapely.intersects(cs.U_shrunk, shapely.linestrings(np.stack([cs.nodes[i], cs.nodes[j]], axis=1)))
    i, j = i[free], j[free]
    w = np.hypot(*(cs.nodes[i] - cs.nodes[j]).T)
    for a, b, c in zip(i.tolist(), j.tolist(), w.tolist()):
        adj[a].append((b, c))
        adj[b].append((a, c))
    return adj


def _space(seed: int) -> ConfigSpace:
    """Terrain (one part with a hole) and 4-14 enemies at random, some overlapping each other and terrain."""
    rng = np.random.default_rng(seed)
    ring = Polygon(rect(20, 4, 28, 12), [rect(22, 6, 26, 10)])
    terrain = [
        TerrainPart("wall", rect(8, 3, 10, 16), 3.0),
        TerrainPart("ring", ring, 2.0),
        TerrainPart("rock", [(12, 18), (16, 17), (17, 21), (13, 22)], 2.0),
    ]
    k = int(rng.integers(4, 15))
    xy = rng.uniform((1, 1), (35, 23), size=(k, 2))
    radii = rng.choice([0.5, 0.75, 1.0, 1.25], size=k)
    return ConfigSpace(
        36, 24, float(rng.choice([0.5, 1.0])), [(t.id, t.polygon) for t in terrain], list(range(k)), xy, radii
    )


@pytest.mark.parametrize("seed", range(8))
def test_outline_rings_are_the_per_polygon_rings_NM_MOVE_05(seed):
    """`_rings`, `_edges` and `_ring_vertices` of a random outline (several parts, holes, an empty
    geometry) are those of the polygon-by-polygon loop, in the same order."""
    cs = _space(seed)
    for geom in (cs.U, cs.U_shrunk, Polygon()):
        ref = _rings_by_part(geom)
        got = _rings(geom)
        assert len(got) == len(ref) and all(np.array_equal(a, b) for a, b in zip(got, ref))
        p, q, lo, hi = _edges(geom)
        rp = np.concatenate([r[:-1] for r in ref]) if ref else np.zeros((0, 2))
        rq = np.concatenate([r[1:] for r in ref]) if ref else np.zeros((0, 2))
        assert np.array_equal(p, rp) and np.array_equal(q, rq)
        assert np.array_equal(lo, np.minimum(rp, rq)) and np.array_equal(hi, np.maximum(rp, rq))
        for a, b in zip(_ring_vertices(geom), _ring_vertices_by_ring(geom)):
            assert np.array_equal(a, b)
    assert len(_rings(cs.U)) > 3  # several parts and the ring's hole


@pytest.mark.parametrize("seed", range(8))
def test_graph_adjacency_is_the_pair_by_pair_one_NM_MOVE_05(seed):
    """Every node's adjacency list (neighbour, length) equals, in order and bit for bit, the list the
    pair-by-pair loop appended."""
    cs = _space(seed)
    ref = _adjacency_by_pairs(cs)
    assert cs.adj == ref
    assert sum(map(len, ref)) > 50  # a real graph


@pytest.mark.parametrize("rows", [1, 6, 32, 10_000])
def test_graph_tested_a_few_rows_at_a_time_is_the_whole_matrix_one_NM_MOVE_05(monkeypatch, rows):
    """The bitangent test done TANGENT_ROWS rows at a time (a last block shorter than the others, one
    block for the whole matrix) gives every adjacency list of the whole-matrix test, bit for bit."""
    from tabletop.geometry import paths

    monkeypatch.setattr(paths, "TANGENT_ROWS", rows)
    for seed in range(3):
        cs = _space(seed)
        assert len(cs.nodes) > 32 and len(cs.nodes) % 32  # several blocks, the last one shorter
        assert cs.adj == _adjacency_by_pairs(cs)
