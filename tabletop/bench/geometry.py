"""Benchmark of the battlefield geometry: a drag frame, a reachable area, all sightlines.

Scene: a 24 x 24 in map, 6 terrain pieces (an L-shaped concave block, a wall with a window, a
wall with a low middle part between tall ends, a pillar, a low hedge, a rock) and 40 bases of
radius 0.5-1.5 in placed by a fixed-seed generator. Tool edges: 3 / 5 / 7 in (levels/necromolds).
"""

from __future__ import annotations

import statistics
import time

import numpy as np
import shapely

from tabletop.geometry import Base, Battlefield, TerrainPart, ToolEdges

EDGES = ToolEdges(3.0, 5.0, 7.0)


def scene(seed: int = 7) -> Battlefield:
    """The benchmark battlefield (deterministic)."""
    bf = Battlefield(24, 24)
    parts = [
        TerrainPart("tower", [(9, 9), (13, 9), (13, 10.2), (10.2, 10.2), (10.2, 13), (9, 13)], 3.0, "tower"),
        TerrainPart("window_l", [(3, 16), (6, 16), (6, 16.6), (3, 16.6)], 3.0, "window"),
        TerrainPart("window_r", [(6.6, 16), (9.5, 16), (9.5, 16.6), (6.6, 16.6)], 3.0, "window"),
        TerrainPart("wall_l", [(15, 5), (16.2, 5), (16.2, 5.7), (15, 5.7)], 3.5, "lowwall"),
        TerrainPart("wall_mid", [(16.2, 5), (18.6, 5), (18.6, 5.7), (16.2, 5.7)], 0.8, "lowwall"),
        TerrainPart("wall_r", [(18.6, 5), (20, 5), (20, 5.7), (18.6, 5.7)], 3.5, "lowwall"),
        TerrainPart("pillar", [(17.8, 15.8), (18.8, 16.2), (18.8, 17.2), (17.8, 17.4), (17.2, 16.6)], 4.0, "pillar"),
        TerrainPart("hedge", [(4, 6), (8, 6.4), (8, 7), (4, 6.6)], 1.0, "hedge"),
        TerrainPart("rock", [(13, 19), (15, 19.5), (14.5, 21), (12.8, 20.5)], 2.0, "rock"),
    ]
    for p in parts:
        bf.add_terrain(p)
    rng = np.random.default_rng(seed)
    n = 0
    while n < 40:
        r = float(rng.choice([0.5, 0.75, 1.0, 1.25, 1.5]))
        owner = n % 2
        # each side starts in its own half, with a few raiders across the middle
        y_lo, y_hi = (r, 13.0) if owner == 0 else (11.0, 24 - r)
        x = float(rng.uniform(r, 24 - r))
        y = float(rng.uniform(y_lo, y_hi))
        if bf.can_place(x, y, r):
            bf.add_base(Base(f"m{n}", x, y, r, float(rng.uniform(0.8, 2.5)), owner))
            n += 1
    return bf


def _ms(fn, repeat=1):
    t = time.perf_counter()
    for _ in range(repeat):
        fn()
    return (time.perf_counter() - t) * 1000 / repeat


def run() -> dict:
    """Run the geometry benchmark and return its figures (milliseconds)."""
    bf = scene()
    ids = list(bf.bases)
    far = EDGES.far
    # the mover: the monster with the most room to move (so the drag crosses open ground)
    probe = bf.copy()
    probe._scache = {}
    mover = max(ids, key=lambda i: probe.reachable_area(i, far).area)
    b0 = bf.bases[mover]

    # cold: first use of a state (configuration space + visibility graph for the mover's radius);
    # the probe above filled the terrain cache's kept spaces: forget them
    bf._tcache.pop("cs-kept", None)
    graph_ms = _ms(lambda: bf._config(b0.radius, b0.owner))

    reach_runs = []
    for _ in range(5):
        fresh = bf.copy()
        fresh._scache = {("cs", b0.radius, b0.owner): bf._config(b0.radius, b0.owner)}  # built at turn start
        reach_runs.append(_ms(lambda fresh=fresh: fresh.reachable_area(mover, far)))
    area = fresh.reachable_area(mover, far)

    # a drag: 200 cursor spots along the route to the far end of the reachable area
    ring = np.asarray(max(shapely.get_parts(area), key=lambda g: g.area).exterior.coords)
    target = ring[np.argmax(np.hypot(ring[:, 0] - b0.x, ring[:, 1] - b0.y))]
    route = shapely.LineString(bf.shortest_path(mover, tuple(target)))
    frames = []
    legal = 0
    path_found = 0
    for k in range(200):
        cx, cy = route.interpolate(k / 199, normalized=True).coords[0]
        t0 = time.perf_counter()
        path = bf.shortest_path(mover, (cx, cy))
        if path is not None:
            path_found += 1
            legal += bf.check_move(mover, path, far).legal
        bf.threats(mover, (cx, cy), EDGES)
        frames.append((time.perf_counter() - t0) * 1000)

    # single calls, on a fresh state each time (graph for the radius already built)
    goal = (b0.x + 4.0, b0.y + 5.0)
    sp = []
    cm = []
    for _ in range(20):
        st = bf.copy()
        st._scache = {}
        st._scache[("cs", b0.radius, b0.owner)] = bf._config(b0.radius, b0.owner)
        sp.append(_ms(lambda st=st: st.shortest_path(mover, goal)))
        p = st.shortest_path(mover, goal) or [goal]
        cm.append(_ms(lambda st=st, p=p: st.check_move(mover, p, far)))

    # all ordered pairs at a turn start, on a fresh state: the rules engine calls sight_table()
    def all_pairs():
        st = bf.copy()
        st._scache = {}
        return sum(st.sight_table().values())

    def all_pairs_lazy():
        st = bf.copy()
        st._scache = {}
        return sum(st.line_of_sight(a, b) for a in ids for b in ids if a != b)

    all_pairs()  # terrain unions per height threshold are built once per map
    los_runs, lazy_runs = [], []
    seen = seen_lazy = 0
    for _ in range(5):
        t0 = time.perf_counter()
        seen = all_pairs()
        los_runs.append((time.perf_counter() - t0) * 1000)
        t0 = time.perf_counter()
        seen_lazy = all_pairs_lazy()
        lazy_runs.append((time.perf_counter() - t0) * 1000)
    pairs = len(ids) * (len(ids) - 1)
    assert seen == seen_lazy, "batched and pair-by-pair sightlines disagree"

    # sanity: results are not trivial
    assert 0 < seen < pairs, "sightlines all seen or all blocked"
    assert path_found > 0 and legal > 0, "the drag found no legal path"
    assert area.area > 1.0, "empty reachable area"
    return {
        "drag_frame_ms": round(statistics.median(frames), 3),
        "drag_frame_p95_ms": round(sorted(frames)[int(0.95 * len(frames))], 3),
        "reachable_area_ms": round(statistics.median(reach_runs), 3),
        "los_all_pairs_ms": round(statistics.median(los_runs), 3),
        "los_all_pairs_one_by_one_ms": round(statistics.median(lazy_runs), 3),
        "check_move_ms": round(statistics.median(cm), 3),
        "shortest_path_ms": round(statistics.median(sp), 3),
        "graph_build_ms": round(graph_ms, 3),
        "mover": mover,
        "pairs": pairs,
        "pairs_seen": int(seen),
        "drag_paths_found": path_found,
        "drag_paths_legal": int(legal),
        "reach_area_sq_in": round(area.area, 2),
    }
