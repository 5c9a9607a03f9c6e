"""A drop on a kept table (`simulate_missile(..., keep=True)`, the bot's many drops) is the same drop,
bit for bit, as on a table built for it (the engine's drop, NM-CLAY-05/06)."""

from __future__ import annotations

import dataclasses

from tabletop.core.rng import RNG
from tabletop.physics import missile as M
from tabletop.physics import simulate_missile

# an L of wall beside a cluster, on a small map: the ball meets rims, tops, walls and the edge
TERRAIN = [
    ([(3.5, 5.3), (6.5, 5.3), (6.5, 7.7), (5.7, 7.7), (5.7, 6.1), (4.3, 6.1), (4.3, 7.7), (3.5, 7.7)], 2.2),
    ([(8.0, 2.0), (9.0, 2.0), (9.0, 3.0), (8.0, 3.0)], 1.0),
]


def _scenes(count: int, n: int = 9):
    """`count` crowded positions of n monsters (mixed sizes, some touching) with an aim among them."""
    rng = RNG(7)
    for k in range(count):
        mons = []
        for i in range(n):
            r = (0.5, 0.7, 0.95)[i % 3]
            mons.append((f"m{i}", 3.0 + 5.0 * rng.random(), 3.0 + 5.0 * rng.random(), r, 0.8 + 0.9 * r, 4 + 4 * r))
        aim = (3.5 + 4.0 * rng.random(), 3.5 + 4.0 * rng.random())
        yield mons, aim, 1000 + k


def _whole(r):
    return (r.seed_point, r.landing, r.events, r.frames, r.moved, r.tracks)


def test_a_kept_table_gives_the_drop_a_new_table_gives(params):
    """Drops of many positions on one kept table (cleared between them) equal drops on new tables: every
    frame, event, push and track. The monsters' shapes take the ids a new space gives them; without
    that, some drops here come out otherwise."""
    lively = dataclasses.replace(params, base_friction=0.2, lump=0.4)
    M._kept_tables().clear()
    smashed = 0
    for mons, aim, seed in _scenes(60):
        new = simulate_missile(mons, TERRAIN, aim, seed, lively, bounds=(12, 12))
        kept = simulate_missile(mons, TERRAIN, aim, seed, lively, bounds=(12, 12), keep=True)
        assert _whole(kept) == _whole(new), seed
        smashed += bool(new.events)
    assert smashed >= 20  # the drops tested do hit things
    assert len(M._kept_tables()) == 1  # one table served them all


def test_a_kept_table_is_left_as_built(params):
    """After a drop (and after a drop that fails), the kept space holds only the static parts."""
    M._kept_tables().clear()
    mons, aim, seed = next(_scenes(1))
    simulate_missile(mons, TERRAIN, aim, seed, params, bounds=(12, 12), keep=True)
    (table,) = M._kept_tables().values()
    assert not table.space.bodies and not table.space.constraints and table.sim is None
    statics = len(table.space.shapes)

    def boom(self):
        raise RuntimeError("a drop that fails")

    run = M._Sim.run
    M._Sim.run = boom
    try:
        try:
            simulate_missile(mons, TERRAIN, aim, seed, params, bounds=(12, 12), keep=True)
        except RuntimeError:
            pass
    finally:
        M._Sim.run = run
    assert not table.space.bodies and len(table.space.shapes) == statics and table.sim is None


def test_kept_tables_are_bounded(params):
    """Tables are kept per terrain, map and number of monsters, a few at most."""
    M._kept_tables().clear()
    mons, aim, seed = next(_scenes(1))
    for n in range(1, M.TABLES_KEPT + 4):
        simulate_missile(mons[:n], TERRAIN, aim, seed, params, bounds=(12, 12), keep=True)
    assert len(M._kept_tables()) == M.TABLES_KEPT


def test_each_thread_keeps_its_own_tables(params):
    """The rules' drop and a screen's re-run may run in two threads: they never share a table."""
    import threading

    M._kept_tables().clear()
    mons, aim, seed = next(_scenes(1))
    mine = simulate_missile(mons, TERRAIN, aim, seed, params, bounds=(12, 12), keep=True)
    seen = {}

    def other():
        seen["result"] = simulate_missile(mons, TERRAIN, aim, seed, params, bounds=(12, 12), keep=True)
        seen["tables"] = list(M._kept_tables().values())

    t = threading.Thread(target=other)
    t.start()
    t.join()
    assert _whole(seen["result"]) == _whole(mine)
    assert len(seen["tables"]) == 1 and seen["tables"][0] not in M._kept_tables().values()
