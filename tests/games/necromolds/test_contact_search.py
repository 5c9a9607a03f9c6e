"""Moving into contact by hand: the legal contact point nearest the cursor (rulebook, Gameplay /
Performing a Move Command: NM-MOVE-09, -10, -11, -13). Headless: a Battlefield and the search."""

from __future__ import annotations

import math

from shapely.geometry import box

from tabletop.games.necromolds import contact
from tabletop.games.necromolds.contact import ContactSearch
from tabletop.geometry.battlefield import Battlefield
from tabletop.geometry.model import Base, TerrainPart

TOL = 0.05


def field(*bases, terrain=()):
    bf = Battlefield(24, 18, TOL)
    for b in bases:
        bf.add_base(Base(*b))
    for i, poly in enumerate(terrain):
        bf.add_terrain(TerrainPart(f"t{i}", poly, 2.0))
    return bf


def legal_contact(bf, mover, enemy, point, limit):
    """The move to point is legal within limit and touches `enemy` alone."""
    path = bf.shortest_path(mover, point)
    assert path, "a path to the contact point"
    check = bf.check_move(mover, path, limit)
    return check.legal and list(check.contacts) == [enemy]


def nearest_legal_by_brute_force(bf, mover, enemy, cursor, limit, n=1440):
    """The distance from cursor to the nearest legal contact point, sampling the ring finely."""
    me, e = bf.bases[mover], bf.bases[enemy]
    k = me.radius + e.radius + TOL * 0.4
    best = math.inf
    for i in range(n):
        a = 2 * math.pi * i / n
        p = (e.x + k * math.cos(a), e.y + k * math.sin(a))
        path = bf.shortest_path(mover, p)
        if not path:
            continue
        check = bf.check_move(mover, path, limit)
        if check.legal and list(check.contacts) == [enemy]:
            best = min(best, math.dist(p, cursor))
    return best


def test_open_ground_contact_is_the_radial_point():
    bf = field(("m", 5, 5, 0.5, 1, 0), ("e", 8, 5, 0.5, 1, 1))
    search = ContactSearch(bf, "m", 5.0)
    cursor = (7.6, 5.3)  # over the enemy's base
    assert search.target(cursor) == "e"
    snap = search.snap("e", cursor)
    assert snap.point is not None and not snap.problem
    ang = math.atan2(cursor[1] - 5, cursor[0] - 8)
    assert abs(math.atan2(snap.point[1] - 5, snap.point[0] - 8) - ang) < 1e-9  # straight toward the cursor
    gap = math.dist(snap.point, (8, 5)) - 1.0
    assert 0 <= gap <= TOL  # NM-MOVE-13: touching, not overlapping
    assert legal_contact(bf, "m", "e", snap.point, 5.0)
    assert snap.path[0] == (5.0, 5.0) and snap.path[-1] == snap.point


def test_blocked_radial_point_goes_to_the_nearest_legal_one():
    # a rock just left of the enemy: the contact point straight toward the cursor is on it
    rock = box(6.3, 4.7, 7.0, 5.3)
    bf = field(("m", 5, 5, 0.5, 1, 0), ("e", 8, 5, 0.5, 1, 1), terrain=[rock])
    search = ContactSearch(bf, "m", 6.0)
    cursor = (7.2, 5.05)
    snap = search.snap("e", cursor)
    assert snap.point is not None
    assert legal_contact(bf, "m", "e", snap.point, 6.0)
    radial = (8 - 1.02, 5.0)
    assert math.dist(snap.point, radial) > 0.2  # moved off the rock
    best = nearest_legal_by_brute_force(bf, "m", "e", cursor, 6.0)
    assert math.dist(snap.point, cursor) <= best + 0.002  # no legal contact point is nearer


def test_blocked_by_a_friend_standing_at_the_radial_point():
    bf = field(("m", 4, 8, 0.5, 1, 0), ("f", 6.9, 5, 0.5, 1, 0), ("e", 8, 5, 0.5, 1, 1))
    search = ContactSearch(bf, "m", 6.0)
    cursor = (7.4, 5.0)
    snap = search.snap("e", cursor)
    assert snap.point is not None and legal_contact(bf, "m", "e", snap.point, 6.0)
    assert math.dist(snap.point, (6.9, 5)) >= 1.0 - 1e-6  # NM-MOVE-09: not on the friend's base
    assert math.dist(snap.point, cursor) <= nearest_legal_by_brute_force(bf, "m", "e", cursor, 6.0) + 0.002


def test_out_of_reach_does_not_snap_and_says_by_how_much():
    bf = field(("m", 5, 5, 0.5, 1, 0), ("e", 10, 5, 0.5, 1, 1))
    search = ContactSearch(bf, "m", 2.0)
    snap = search.snap("e", (9.4, 5.0))
    assert snap.point is None and snap.path is None
    assert snap.problem == "out_of_reach"
    assert abs(snap.beyond - (5.0 - 1.02 - 2.0)) < 0.01


def test_out_of_reach_is_measured_along_the_path_round_terrain():
    wall = box(6.5, 2.0, 7.0, 8.0)  # straight ahead is 3 in, but the path goes round the wall
    bf = field(("m", 5, 5, 0.5, 1, 0), ("e", 9, 5, 0.5, 1, 1), terrain=[wall])
    search = ContactSearch(bf, "m", 3.5)
    snap = search.snap("e", (8.2, 5.0))
    assert snap.problem == "out_of_reach"
    assert snap.beyond > 1.0  # the walk round the wall is far longer than 3.5 in


def test_two_enemies_the_one_under_the_cursor_and_never_both():
    # two enemies 0.1 in apart: a mover of 1 in across cannot touch the one without the other
    # on their shared side
    bf = field(("m", 5, 8, 0.5, 1, 0), ("a", 8, 5, 0.5, 1, 1), ("b", 8, 6.1, 0.5, 1, 1))
    search = ContactSearch(bf, "m", 8.0)
    cursor = (8.05, 5.45)  # on a's base, toward b
    assert search.target(cursor) == "a"
    snap = search.snap("a", cursor)
    assert snap.point is not None
    assert legal_contact(bf, "m", "a", snap.point, 8.0)  # touches a alone (NM-MOVE-11)
    assert bf.check_move("m", snap.path, 8.0).contacts == ["a"]
    assert math.dist(snap.point, cursor) <= nearest_legal_by_brute_force(bf, "m", "a", cursor, 8.0) + 0.002
    # the figure under the pointer wins over a nearer base
    assert search.target((8.0, 5.9), over="a") == "a"
    assert search.target((8.0, 5.9)) == "b"


def test_no_room_beside_a_boxed_in_enemy():
    walls = [box(6.0, 3.0, 10.0, 3.6), box(6.0, 6.4, 10.0, 7.0), box(6.0, 3.0, 6.6, 7.0), box(9.4, 3.0, 10.0, 7.0)]
    bf = field(("m", 3, 5, 0.5, 1, 0), ("e", 8, 5, 0.5, 1, 1), terrain=walls)
    snap = ContactSearch(bf, "m", 10.0).snap("e", (7.0, 5.0))
    assert snap.point is None and snap.problem == "no_room"


def test_only_near_enemies_are_targets():
    bf = field(("m", 5, 5, 0.5, 1, 0), ("e", 9, 5, 0.5, 1, 1), ("f", 12, 5, 0.5, 1, 0))
    search = ContactSearch(bf, "m", 6.0)
    assert search.target((7.0, 5.0)) is None  # 1 in short: no snap
    assert search.target((9 - 1.0 - contact.SNAP_DISTANCE + 0.01, 5.0)) == "e"
    assert search.target((12.0, 5.0), over="f") is None  # a friend is nobody to fight
    assert search.nearest((7.0, 5.0)) == ("e", 1.0)
    assert search.nearest((3.0, 5.0))[0] is None


def test_samples_are_tested_once_per_drag():
    rock = box(6.3, 4.7, 7.0, 5.3)
    bf = field(("m", 5, 5, 0.5, 1, 0), ("e", 8, 5, 0.5, 1, 1), terrain=[rock])
    search = ContactSearch(bf, "m", 6.0)
    search.snap("e", (7.2, 5.05))
    tested = len(search._rings["e"])
    assert tested < contact.SAMPLES // 2  # nearest first, stopping at the first legal one
    search.snap("e", (7.2, 5.06))
    assert len(search._rings["e"]) == tested  # the next frame reuses them


def test_the_words_for_short_and_out_of_reach():
    from tabletop.games.necromolds import words as W
    from tests.games.necromolds.helpers import position

    st = position([(0, "veggitoad", 5, 5), (1, "batadactyl", 8, 5)])
    bat = st.monsters[1].id
    name = W.monster_name(st, bat)
    assert W.short_of(st, bat, 0.12) == f"0.1 in short of {name}: drop on it to fight"
    assert W.short_of(st, bat, 0.01) == f"0.1 in short of {name}: drop on it to fight"  # never "0.0 in short"
    assert W.no_contact(st, bat, "out_of_reach", 1.24) == f"{name} is 1.2 in out of reach"
    assert W.no_contact(st, bat, "no_room") == f"no room beside {name} to touch it alone"
