"""A dragged monster dropped on or against an enemy (rulebook, Gameplay / Performing a Move Command:
NM-MOVE-10 base contact, -11 one enemy alone, -13 the distance): the screen's tolerance, the answer
per angle cell, and what reaching an enemy out of reach needs. Headless: a Battlefield and the search."""

from __future__ import annotations

import math

import pytest
from shapely.geometry import box

from tabletop.games.necromolds import contact, contact_snap
from tabletop.games.necromolds.contact import ContactSearch
from tabletop.games.necromolds.contact_snap import DropSnap
from tests.games.necromolds.test_contact_search import TOL, field


def _shortest_contact_by_brute_force(bf, mover, enemy, n=720):
    """The shortest legal move touching `enemy` alone, whatever the distance, sampling the ring finely."""
    me, e = bf.bases[mover], bf.bases[enemy]
    k = me.radius + e.radius + TOL * 0.4
    best = math.inf
    for i in range(n):
        a = 2 * math.pi * i / n
        path = bf.shortest_path(mover, (e.x + k * math.cos(a), e.y + k * math.sin(a)))
        if path:
            check = bf.check_move(mover, path, math.inf)
            if check.legal and list(check.contacts) == [enemy]:
                best = min(best, check.length)
    return best


def test_the_tolerance_is_a_few_pixels_at_any_zoom():
    """At the whole map (15 px an inch) a drop 1 in off an enemy's base means it; zoomed in, never
    less than the contact search's own slop (NM-MOVE-10)."""
    assert contact_snap.tolerance(15.0) == pytest.approx(contact_snap.TOLERANCE_PX / 15.0)
    assert contact_snap.tolerance(15.0, ui_scale=2.0) == pytest.approx(2 * contact_snap.TOLERANCE_PX / 15.0)
    assert contact_snap.tolerance(400.0) == contact.SNAP_DISTANCE
    assert contact_snap.tolerance(0.0) == contact.SNAP_DISTANCE  # a degenerate camera: no division by zero


def test_a_base_within_the_tolerance_means_that_enemy():
    """NM-MOVE-10: a drop whose base stops 0.8 in short of an enemy's means it at a zoom where 0.8 in
    is a few pixels; the search alone (0.3 in) would not; open ground means nobody."""
    bf = field(("m", 5, 5, 0.5, 1, 0), ("e", 9, 5, 0.5, 1, 1))
    drop = DropSnap(ContactSearch(bf, "m", 6.0))
    cursor = (9 - 1.0 - 0.8, 5.0)  # the bases 0.8 in apart
    assert drop.target(cursor) is None
    assert drop.target(cursor, reach=contact_snap.tolerance(15.0)) == "e"  # 16 px = 1.07 in
    assert drop.target(cursor, reach=contact_snap.tolerance(60.0)) is None  # 16 px = 0.27 in
    assert drop.target((5.5, 9.0), reach=contact_snap.tolerance(15.0)) is None
    snap = drop.snap("e", cursor)
    assert snap.point is not None and bf.check_move("m", snap.path, 6.0).contacts == ["e"]


def test_one_search_per_angle_cell():
    """A cursor sliding within one angle cell round an enemy reuses the answer (no path search a frame);
    crossing into the next cell asks again, and the answer is the search's own for that cell."""
    bf = field(("m", 5, 5, 0.5, 1, 0), ("e", 9, 5, 0.5, 1, 1))
    search = ContactSearch(bf, "m", 6.0)
    asked = []
    real = search.snap
    search.snap = lambda e, at: asked.append(at) or real(e, at)  # type: ignore[method-assign]
    drop = DropSnap(search)
    first = drop.snap("e", (8.2, 5.0))
    again = drop.snap("e", (8.4, 5.001))  # the same direction from the enemy's centre
    assert again is first and len(asked) == 1
    turned = drop.snap("e", (8.2, 5.2))  # 14 degrees round
    assert len(asked) == 2 and turned.point != first.point
    assert turned == ContactSearch(bf, "m", 6.0).snap("e", asked[1])


def test_out_of_reach_says_what_the_shortest_contact_needs():
    """NM-MOVE-13: behind a wall, the enemy's contact needs the walk round it; `need` is the shortest
    legal contact move (touching it alone, NM-MOVE-11), not the first one a search happens on."""
    wall = box(6.5, 1.0, 7.0, 9.0)
    bf = field(("m", 5, 5, 0.5, 1, 0), ("e", 9, 6, 0.5, 1, 1), terrain=[wall])
    drop = DropSnap(ContactSearch(bf, "m", 4.0))
    assert drop.snap("e", (9.0, 6.0)).problem == "out_of_reach"
    need = drop.need("e")
    assert need.problem == "out_of_reach" and need.point is not None
    best = _shortest_contact_by_brute_force(bf, "m", "e")
    assert best > 4.0 and need.length == pytest.approx(best, abs=0.06)  # a 3-degree sample of a 1 in ring
    assert need.beyond == pytest.approx(need.length - 4.0)
    check = bf.check_move("m", need.path, math.inf)
    assert check.legal and check.contacts == ["e"] and check.length == pytest.approx(need.length)
    assert drop.need("e") is need  # once per enemy per drag


def test_the_nearest_side_taken_by_a_friend_needs_the_walk_round_it():
    """NM-MOVE-09/-13: a friend stands on the enemy's side nearest the mover, so no move may end there;
    the shortest contact is round the friend (the shortest ring paths are illegal ends, not the end of
    the search)."""
    bf = field(("m", 3, 5, 0.5, 1, 0), ("e", 8, 5, 0.5, 1, 1), ("f", 7.0, 5, 0.5, 1, 0))
    drop = DropSnap(ContactSearch(bf, "m", 2.0))
    need = drop.need("e")
    assert need.problem == "out_of_reach" and need.point is not None
    assert need.length == pytest.approx(_shortest_contact_by_brute_force(bf, "m", "e"), abs=0.06)
    assert bf.check_move("m", need.path, math.inf).contacts == ["e"]


def test_no_room_needs_nothing():
    walls = [box(6.0, 3.0, 10.0, 3.6), box(6.0, 6.4, 10.0, 7.0), box(6.0, 3.0, 6.6, 7.0), box(9.4, 3.0, 10.0, 7.0)]
    bf = field(("m", 3, 5, 0.5, 1, 0), ("e", 8, 5, 0.5, 1, 1), terrain=walls)
    need = DropSnap(ContactSearch(bf, "m", 10.0)).need("e")
    assert need.point is None and need.problem == "no_room"


def test_the_words_for_too_far_to_reach():
    from tabletop.games.necromolds import words as W
    from tests.games.necromolds.helpers import position

    st = position([(0, "veggitoad", 5, 5), (1, "batadactyl", 8, 5)])
    bat = st.monsters[1].id
    name = W.monster_name(st, bat)
    assert W.too_far_to_reach(st, bat, 7.24, 6.0) == f"Too far to reach {name}: it needs 7.2 in, the move allows 6 in"
    # never "needs 6.0 in, the move allows 6 in"
    assert W.too_far_to_reach(st, bat, 6.02, 6.0) == f"Too far to reach {name}: it needs 6.02 in, the move allows 6 in"
