"""Benchmark of the clay physics (issue 13): one whole Magic Missile drop, a blast settle, a wall.

Scene: the geometry benchmark's 24 x 24 in map (9 terrain parts, 40 bases of radius 0.5-1.5 in),
with the shipped clay numbers (assets/necromolds/clay.toml). `magic_missile_ms` is the median
over 25 seeded drops (each a whole drop, from the arm's-length release until everything rests)
aimed at the bases in turn; the target is under 20 ms.
"""

from __future__ import annotations

import statistics
import time

from tabletop.bench.geometry import scene
from tabletop.content.necromolds_clay import load_clay
from tabletop.physics import ClayParams, plan_wall, simulate_blast, simulate_missile

DROPS = 25


def _inputs():
    bf = scene()
    monsters = [(b.id, b.x, b.y, b.radius, b.height) for b in bf.bases.values()]
    terrain = [(t.polygon, t.height) for t in bf.terrain.values()]
    return bf, monsters, terrain


def run() -> dict:
    """Run the physics benchmark and return its figures (milliseconds)."""
    record, drams = load_clay()
    params = ClayParams.from_content(record, drams)
    bf, monsters, terrain = _inputs()
    aims = [(m[1], m[2]) for m in monsters]
    simulate_missile(monsters, terrain, aims[0], 0, params, bounds=(bf.width, bf.height))  # warm imports
    times, frames, smashed = [], [], []
    for k in range(DROPS):
        t0 = time.perf_counter()
        r = simulate_missile(monsters, terrain, aims[k % len(aims)], 1000 + k, params, bounds=(bf.width, bf.height))
        times.append((time.perf_counter() - t0) * 1000)
        frames.append(len(r.frames))
        smashed.append(len(r.smashed))
    blast = []
    for k in range(DROPS):
        t0 = time.perf_counter()
        simulate_blast(monsters, terrain, aims[k % len(aims)], params)
        blast.append((time.perf_counter() - t0) * 1000)
    stroke = [(2.0 + 0.05 * i, 20.0 + 0.3 * ((i % 7) / 7.0)) for i in range(200)]
    wall = []
    for _ in range(DROPS):
        t0 = time.perf_counter()
        plan_wall(stroke, record.extra_clay, params, monsters, terrain, bounds=(bf.width, bf.height))
        wall.append((time.perf_counter() - t0) * 1000)
    return {
        "magic_missile_ms": round(statistics.median(times), 2),
        "magic_missile_max_ms": round(max(times), 2),
        "missile_frames_median": statistics.median(frames),
        "missile_smashed_mean": round(statistics.mean(smashed), 2),
        "magic_blast_ms": round(statistics.median(blast), 2),
        "magic_wall_ms": round(statistics.median(wall), 2),
        "monsters": len(monsters),
        "drops": DROPS,
    }
