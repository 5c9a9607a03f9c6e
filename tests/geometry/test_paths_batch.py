"""Shortest paths found together (`Battlefield.shortest_paths`, issue 25's speed work) are the paths
found one at a time, bit for bit: the bots weigh two dozen goals at once, and a faster search must
not change a single move (NM-MOVE-05, -06: around terrain and enemies)."""

from __future__ import annotations

import numpy as np

from tabletop.geometry import Base, Battlefield, TerrainPart

from .conftest import rect


def _field() -> Battlefield:
    bf = Battlefield(36, 24)
    bf.add_terrain(TerrainPart("wall", rect(10, 4, 12, 18), 3.0))
    bf.add_terrain(TerrainPart("rock", [(20, 10), (24, 9), (25, 13), (21, 15)], 2.0))
    bf.add_base(Base("me", 4, 12, 1.0, 1.0, 0))
    bf.add_base(Base("friend", 6, 14, 1.0, 1.0, 0))
    for k, (x, y) in enumerate([(16, 10), (28, 6), (30, 18), (17, 20), (8, 3)]):
        bf.add_base(Base(f"foe{k}", x, y, 0.75 + 0.25 * k, 1.0, 1))
    return bf


def test_paths_found_together_are_the_paths_found_alone_NM_MOVE_05_NM_MOVE_06():
    """Goals all over the map (free, blocked, in terrain, off the map, straight, round a wall): the
    same answer for each, None included."""
    bf = _field()
    rng = np.random.default_rng(7)
    goals = [(float(x), float(y)) for x, y in rng.uniform((-2, -2), (38, 26), size=(120, 2))]
    goals += [(16, 12.2), (13.2, 12), (9, 12), (4, 12), (30, 12)]
    together = bf.shortest_paths("me", goals)
    alone = [bf.shortest_path("me", g) for g in goals]
    assert together == alone
    assert sum(p is None for p in alone) > 5 and sum(p is not None and len(p) > 2 for p in alone) > 20


def test_no_goals_no_paths():
    """An empty batch is an empty answer (no search started)."""
    assert _field().shortest_paths("me", []) == []


def test_centre_lines_asked_pair_by_pair_are_the_table_NM_RANGED_03():
    """Sight's centre lines tested for only the pairs asked (`centre_pairs`) give the whole table's
    answer for every pair (terrain of two heights and bases of two heights in the way)."""
    from tabletop.geometry.sight import centre_pairs, centre_table

    bf = _field()
    bf.add_terrain(TerrainPart("low", rect(26, 14, 27, 16), 0.5))
    bf.add_base(Base("tall", 20, 19, 1.0, 3.0, 0))
    arr = bf._arrays()
    table = centre_table(arr["xy"], arr["r"], arr["h"], bf._terr_of)
    i, j = np.triu_indices(len(arr["r"]), 1)
    pairs = centre_pairs(arr["xy"], arr["r"], arr["h"], bf._terr_of, i, j)
    assert (pairs == table[i, j]).all() and (~pairs).sum() > 3
    for k in range(len(i)):  # one pair at a time, as a state is asked
        assert (
            centre_pairs(arr["xy"], arr["r"], arr["h"], bf._terr_of, i[k : k + 1], j[k : k + 1])[0] == table[i[k], j[k]]
        )


def test_paths_handed_out_one_by_one_are_the_paths_found_together_NM_MOVE_05_NM_MOVE_06():
    """`iter_shortest_paths` hands out `shortest_paths`'s answers in order, and builds the visibility
    graph only when the first goal that needs it is reached: a caller that stops before it (the bot
    stops at its first walk) asks for no graph and no search."""
    bf = _field()
    rng = np.random.default_rng(11)
    goals = [(float(x), float(y)) for x, y in rng.uniform((-2, -2), (38, 26), size=(60, 2))]
    assert list(bf.iter_shortest_paths("me", goals)) == bf.shortest_paths("me", goals)
    assert list(bf.iter_shortest_paths("me", [])) == []

    fresh = _field()
    straight, round_wall = (4.0, 16.0), (16.0, 12.2)  # in the open beside "me"; behind the wall
    paths = fresh.iter_shortest_paths("me", [straight, (-5.0, 12.0), round_wall])
    assert next(paths) == [(4.0, 12.0), straight]
    assert next(paths) is None  # off the map: no path, no graph either
    base = fresh.bases["me"]
    cs = fresh._config(base.radius, base.owner)
    assert cs._adj is None and not any(k[0] == "dist" for k in fresh._scache if isinstance(k, tuple))
    assert len(next(paths)) > 2  # round the wall: now the graph and its search
    assert cs._adj is not None
