"""Issue 10, no stall on pick-up: the caches and short steps a drag's first work is done in.

Every cached or stepped answer must equal the answer of a fresh battlefield asked at once, and a
changed battlefield must never be handed a stale one.
"""

from __future__ import annotations

import random

import numpy as np
import pytest
import shapely

from tabletop.geometry import Base, Battlefield, TerrainPart, ToolEdges
from tabletop.geometry import battlefield as battlefield_module
from tabletop.geometry.paths import ConfigSpace, tangent_at
from tabletop.geometry.reach import reachable, reachable_steps, run
from tabletop.geometry.sight import find_sightline, sight_many

from .conftest import rect


def busy_field(seed: int = 3) -> Battlefield:
    """A 24 x 18 map with a wall, a hut and an L-shaped hedge, and 20 bases of two sides."""
    bf = Battlefield(24, 18)
    bf.add_terrain(TerrainPart("wall", rect(6, 7, 7, 12), 2.0))
    bf.add_terrain(TerrainPart("hut", [(14, 3), (17, 3), (17, 6), (15.5, 7.5), (14, 6)], 3.0))
    bf.add_terrain(TerrainPart("hedge", [(10, 13), (15, 13), (15, 14), (11, 14), (11, 16), (10, 16)], 0.7))
    rng = random.Random(seed)
    k = 0
    while len(bf.bases) < 20:
        x, y = rng.uniform(1, 23), rng.uniform(1, 17)
        r = rng.choice([0.5, 0.6, 0.75])
        if bf.can_place(x, y, r) and all(np.hypot(b.x - x, b.y - y) > b.radius + r + 0.05 for b in bf.bases.values()):
            bf.add_base(Base(f"b{k}", x, y, r, rng.choice([1.0, 1.5, 2.5]), k % 2))
        k += 1
    return bf


def fresh(bf: Battlefield) -> Battlefield:
    """The same state with no caches at all."""
    return Battlefield.from_dict(bf.to_dict())


def same_space(a: ConfigSpace, b: ConfigSpace) -> bool:
    return (
        np.array_equal(a.nodes, b.nodes)
        and a.adj == b.adj
        and a.enemy_ids == b.enemy_ids
        and np.array_equal(a.enemy_xy, b.enemy_xy)
        and a.U.equals(b.U)
    )


def mover_of(bf: Battlefield, owner: int):
    return next(b for b in bf.bases.values() if b.owner == owner)


def test_graph_is_the_pairwise_bitangent_graph():
    """The n x n bitangent test keeps exactly the pairs the pairwise tangent_at test keeps."""
    bf = busy_field()
    me = mover_of(bf, 0)
    cs = bf._config(me.radius, me.owner)
    n = len(cs.nodes)
    assert n > 50
    i, j = np.triu_indices(n, 1)
    ok = tangent_at(cs.nodes[i], cs.prev[i], cs.next[i], cs.nodes[j]) & tangent_at(
        cs.nodes[j], cs.prev[j], cs.next[j], cs.nodes[i]
    )
    i, j = i[ok], j[ok]
    free = ~shapely.intersects(cs.U_shrunk, shapely.linestrings(np.stack([cs.nodes[i], cs.nodes[j]], 1)))
    want = [[] for _ in range(n)]
    for a, b, w in zip(
        i[free].tolist(), j[free].tolist(), np.hypot(*(cs.nodes[i[free]] - cs.nodes[j[free]]).T).tolist()
    ):
        want[a].append((b, w))
        want[b].append((a, w))
    assert cs.adj == want
    assert sum(len(a) for a in want) > 0


def test_space_is_kept_when_only_friends_moved():
    """A friend's move leaves the mover's space alone: the next state reuses it, and it equals a fresh one."""
    bf = busy_field()
    me = mover_of(bf, 0)
    cs = bf._config(me.radius, me.owner)
    friend = next(b for b in bf.bases.values() if b.owner == 0 and b.id != me.id)
    nxt = bf.copy()
    nxt.move_base(friend.id, friend.x + 0.01, friend.y)
    again = nxt._config(me.radius, me.owner)
    assert again is cs
    assert same_space(again, fresh(nxt)._config(me.radius, me.owner))


def test_space_is_rebuilt_when_an_enemy_moved():
    """An enemy's move changes the space: the cache must not hand back the old one."""
    bf = busy_field()
    me = mover_of(bf, 0)
    cs = bf._config(me.radius, me.owner)
    enemy = mover_of(bf, 1)
    nxt = bf.copy()
    nxt.move_base(enemy.id, enemy.x + 0.3, enemy.y)
    again = nxt._config(me.radius, me.owner)
    assert again is not cs
    assert same_space(again, fresh(nxt)._config(me.radius, me.owner))
    # and going back to the first state finds the first space again, still right
    back = nxt.copy()
    back.move_base(enemy.id, enemy.x, enemy.y)
    assert back._config(me.radius, me.owner) is cs


def test_space_depends_on_the_radius_and_side():
    bf = busy_field()
    a = bf._config(0.5, 0)
    assert bf._config(0.75, 0) is not a
    assert bf._config(0.5, 1) is not a
    assert same_space(bf._config(0.75, 0), fresh(bf)._config(0.75, 0))


def test_kept_spaces_are_bounded():
    bf = busy_field()
    enemy = mover_of(bf, 1)
    cur = bf
    for k in range(battlefield_module.CONFIG_KEEP + 4):
        cur = cur.copy()
        cur.move_base(enemy.id, enemy.x + 0.01 * (k + 1), enemy.y)
        cur._config(0.5, 0)
    assert len(bf._tcache["cs-kept"]) == battlefield_module.CONFIG_KEEP


def test_new_terrain_drops_the_kept_spaces():
    bf = busy_field()
    cs = bf._config(0.5, 0)
    bf.add_terrain(TerrainPart("rock", rect(19, 10, 20, 11), 1.0))
    cs2 = bf._config(0.5, 0)
    assert cs2 is not cs
    assert same_space(cs2, fresh(bf)._config(0.5, 0))


def test_stepped_reach_is_the_reach():
    """reachable_steps run to its end gives reachable's area, in more than one step."""
    bf = busy_field()
    me = mover_of(bf, 0)
    cs, dist, pred = bf._distances(me, 7.0)
    forbid = bf._forbidden_ends(me)
    steps = reachable_steps(cs, (me.x, me.y), 7.0, dist, pred, lambda: forbid)
    n = 0
    while True:
        try:
            next(steps)
            n += 1
        except StopIteration as done:
            area = done.value
            break
    assert n >= 3
    assert area.equals_exact(reachable(cs, (me.x, me.y), 7.0, dist, pred, forbid), 0)
    assert run(reachable_steps(cs, (me.x, me.y), 7.0, dist, pred, lambda: forbid)).equals_exact(area, 0)


@pytest.mark.parametrize("length", [3.0, 7.0, 10.0])
def test_warm_steps_answer_as_asking_at_once(length):
    """After warm_steps, the drag's questions are answered from the cache, as a fresh battlefield answers them."""
    bf = busy_field()
    me = mover_of(bf, 0)
    steps = list(bf.warm_steps(me.id, length))
    assert len(steps) >= 4  # short steps, not one long one
    assert ("reach", me.id, me.x, me.y, length) in bf._scache
    ref = fresh(bf)
    assert bf.reachable_area(me.id, length).equals_exact(ref.reachable_area(me.id, length), 0)
    rng = random.Random(5)
    edges = ToolEdges(2, 4, 7)
    for _ in range(15):
        goal = (rng.uniform(1, 23), rng.uniform(1, 17))
        try:
            want = ref.shortest_path(me.id, goal)
        except Exception as exc:
            with pytest.raises(type(exc)):
                bf.shortest_path(me.id, goal)
            continue
        assert bf.shortest_path(me.id, goal) == want
        got = [(t.enemy, t.gap, t.edges, t.seen) for t in bf.threats(me.id, goal, edges)]
        assert got == [(t.enemy, t.gap, t.edges, t.seen) for t in ref.threats(me.id, goal, edges)]


def test_warm_steps_stop_when_the_battlefield_changes():
    """A change between two steps ends the warm-up; nothing of the old state is kept for the new one."""
    bf = busy_field()
    me = mover_of(bf, 0)
    steps = bf.warm_steps(me.id, 7.0)
    for _ in range(4):  # into the reachable area's fans
        next(steps)
    enemy = mover_of(bf, 1)
    bf.move_base(enemy.id, enemy.x + 0.4, enemy.y)
    rest = list(steps)
    assert len(rest) <= 1
    assert ("reach", me.id, me.x, me.y, 7.0) not in bf._scache
    assert bf.reachable_area(me.id, 7.0).equals_exact(fresh(bf).reachable_area(me.id, 7.0), 0)


def test_sight_many_is_find_sightline_pair_by_pair():
    """The two-stage batch (centre lines first, tangents only where they are blocked) answers as the
    single-pair routine, blocked and clear pairs alike."""
    bf = busy_field(seed=11)
    arr = bf._arrays()
    n = len(arr["ids"])
    i, j = np.triu_indices(n, 1)
    terr_of = bf._terr_of
    rim = {}

    def rim_of(k):
        if k not in rim:
            from tabletop.geometry.sight import rim_features

            others = np.arange(n) != k
            t = bf._terrain_sight(-np.inf)
            rim[k] = rim_features(*arr["xy"][k], arr["r"][k], arr["xy"][others], arr["r"][others], t)
        return rim[k]

    segs = sight_many(arr["xy"], arr["r"], arr["h"], n, i, j, np.stack([i, j], 1), terr_of, rim_of)
    seen = blocked = 0
    for k, (a, b) in enumerate(zip(i.tolist(), j.tolist())):
        hmin = min(arr["h"][a], arr["h"][b])
        mask = (arr["h"] >= hmin) & (np.arange(n) != a) & (np.arange(n) != b)
        want = find_sightline(
            tuple(arr["xy"][a]),
            arr["r"][a],
            tuple(arr["xy"][b]),
            arr["r"][b],
            arr["xy"][mask],
            arr["r"][mask],
            terr_of(hmin),
        )
        assert (segs[k] is None) == (want is None), (a, b)
        seen += want is not None
        blocked += want is None
    assert seen > 20 and blocked > 5


@pytest.mark.parametrize("spot", [(6.5, 9.5), (15.5, 4.5), (10.5, 15.0), (6.2, 7.2)])
def test_threats_from_a_spot_in_terrain_match_the_single_pair_routine(spot):
    """A cursor over terrain puts the spot's disc in it: its sightlines, now batched with the
    rest (the point-inside test applied to each candidate), say what find_sightline says."""
    bf = busy_field(seed=11)
    me = mover_of(bf, 0)
    arr = bf._arrays()
    threats = bf.threats(me.id, spot, ToolEdges(2, 4, 7))
    assert threats
    for th in threats:
        e = bf.bases[th.enemy]
        hmin = min(me.height, e.height)
        mask = (arr["h"] >= hmin) & np.array([i not in (me.id, e.id) for i in arr["ids"]])
        want = find_sightline(spot, me.radius, (e.x, e.y), e.radius, arr["xy"][mask], arr["r"][mask], bf._terr_of(hmin))
        assert th.seen == (want is not None), th.enemy
