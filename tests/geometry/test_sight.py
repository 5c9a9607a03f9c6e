"""Performing a Ranged Attack Command: line of sight (NM-RANGED-01, -03..06; NM-EXTURN-05, -10)."""

import pytest
from shapely.geometry import Point

from tabletop.geometry import Base, Battlefield, TerrainPart, ToolEdges

from .conftest import brute_force_sightline, rect, segment_is_clear


def pair(h_a=1.5, h_b=1.5):
    bf = Battlefield(24, 20)
    bf.add_base(Base("a", 3, 10, 0.6, h_a, 0))
    bf.add_base(Base("b", 15, 10, 0.6, h_b, 1))
    return bf


def test_open_ground_is_seen_NM_RANGED_01():
    bf = pair()
    s = bf.sightline("a", "b")
    assert s.seen and segment_is_clear(bf, "a", "b", s.segment)


def test_terrain_blocks_sight_NM_RANGED_03_NM_EXTURN_05():
    """NM-RANGED-03: sight cannot pass through solid terrain (Graveghoul C's sight is blocked)."""
    bf = pair()
    bf.add_terrain(TerrainPart("wall", rect(8, 5, 9, 15), 3))
    s = bf.sightline("a", "b")
    assert not s.seen and s.blocker == ("terrain", "wall")
    assert not brute_force_sightline(bf, "a", "b")


def test_sight_past_the_end_of_a_wall_NM_RANGED_05():
    """NM-RANGED-05 (reading B): any point of one base to any point of the other counts."""
    bf = pair()
    bf.add_terrain(TerrainPart("wall", rect(8, 10.5, 9, 15), 3))  # covers the centre line's upper half
    bf.add_terrain(TerrainPart("wall2", rect(8, 4, 9, 9.55), 3))  # leaves a slit of 0.95 in at 9.55..10.5
    assert bf.line_of_sight("a", "b")
    bf2 = pair()
    bf2.add_terrain(TerrainPart("wall", rect(8, 9.45, 9, 15), 3))  # the centre line is blocked...
    s = bf2.sightline("a", "b")
    assert s.seen and segment_is_clear(bf2, "a", "b", s.segment)  # ...but the bases' lower edges see
    assert s.segment[0][1] <= 9.45 + 1e-9  # it may graze the corner


def test_sight_through_a_window_NM_RANGED_04():
    """NM-RANGED-04: through openings in terrain: a gap between two tall parts of one piece."""
    bf = Battlefield(24, 20)
    bf.add_base(Base("a", 3, 14, 0.5, 1.5, 0))
    bf.add_base(Base("b", 15, 6, 0.5, 1.5, 1))
    bf.add_terrain(TerrainPart("left", rect(8, 0, 9, 10.2), 3, piece="window"))
    bf.add_terrain(TerrainPart("right", rect(8, 10.5, 9, 20), 3, piece="window"))  # a 0.3 in slit, oblique
    s = bf.sightline("a", "b")
    assert s.seen == brute_force_sightline(bf, "a", "b", n=240, clearance=1e-4)
    if s.seen:
        assert segment_is_clear(bf, "a", "b", s.segment)


def test_narrow_window_exists_and_is_found_NM_RANGED_04():
    bf = Battlefield(24, 20)
    bf.add_base(Base("a", 3, 10, 0.5, 1.5, 0))
    bf.add_base(Base("b", 15, 10.3, 0.5, 1.5, 1))
    bf.add_terrain(TerrainPart("left", rect(8, 0, 9, 9.98), 3))
    bf.add_terrain(TerrainPart("right", rect(8, 10.02, 9, 20), 3))  # a 0.04 in slit
    s = bf.sightline("a", "b")
    assert s.seen and segment_is_clear(bf, "a", "b", s.segment)


def test_closed_window_is_not_seen_NM_RANGED_04():
    bf = Battlefield(24, 20)
    bf.add_base(Base("a", 3, 4, 0.5, 1.5, 0))
    bf.add_base(Base("b", 15, 16, 0.5, 1.5, 1))
    bf.add_terrain(TerrainPart("left", rect(8, 0, 9, 9.9), 3))
    bf.add_terrain(TerrainPart("right", rect(8, 10.1, 9, 20), 3))  # too oblique for a 0.2 in slit
    assert not bf.line_of_sight("a", "b")
    assert not brute_force_sightline(bf, "a", "b", n=240, clearance=0)


def test_low_part_between_tall_parts_is_seen_over_NM_RANGED_04():
    """NM-RANGED-04: over shorter obstacles: a low middle part between tall ends is an opening."""
    bf = pair(1.5, 1.5)
    bf.add_terrain(TerrainPart("l", rect(8, 4, 9, 9), 3))
    bf.add_terrain(TerrainPart("mid", rect(8, 9, 9, 11), 1.0))
    bf.add_terrain(TerrainPart("r", rect(8, 11, 9, 16), 3))
    assert bf.line_of_sight("a", "b")
    tall = pair(0.9, 3)  # the lower model (0.9) cannot see over a 1.0 part
    tall.add_terrain(TerrainPart("mid", rect(8, 4, 9, 16), 1.0))
    assert not tall.line_of_sight("a", "b")


def test_other_monsters_block_friend_or_enemy_NM_RANGED_03():
    """NM-RANGED-03: sight cannot pass through other monsters, friendly or enemy."""
    for owner in (0, 1):
        bf = pair()
        bf.add_base(Base("x", 9, 10, 1.5, 2, owner))
        s = bf.sightline("a", "b")
        assert not s.seen and s.blocker == ("base", "x")


def test_shorter_monsters_are_seen_over_NM_RANGED_05():
    """NM-RANGED-05: a monster lower than both models does not block; one at least as tall as the lower does."""
    bf = pair(2, 2.5)
    bf.add_base(Base("low", 9, 10, 1.5, 1.9, 0))
    assert bf.line_of_sight("a", "b")
    bf.move_base("low", 9, 10.01)
    bf2 = pair(2, 2.5)
    bf2.add_base(Base("same", 9, 10, 1.5, 2.0, 0))
    assert not bf2.line_of_sight("a", "b")


def test_sight_past_the_edge_of_a_base_NM_RANGED_05():
    bf = pair()
    bf.add_base(Base("x", 9, 10.65, 1.2, 2, 0))  # leaves a sliver under it
    s = bf.sightline("a", "b")
    assert s.seen and segment_is_clear(bf, "a", "b", s.segment)
    assert brute_force_sightline(bf, "a", "b", n=240, clearance=1e-4)


def test_smashed_clay_never_blocks_sight_NM_RANGED_05_NM_COMBAT_16():
    bf = pair()
    bf.add_smashed_clay(rect(7, 5, 10, 15))
    assert bf.line_of_sight("a", "b")


def test_sight_is_symmetric_and_tabled():
    bf = pair()
    bf.add_base(Base("x", 9, 10.65, 1.2, 2, 0))
    bf.add_terrain(TerrainPart("wall", rect(8, 4, 9, 8.8), 3))
    table = bf.sight_table()
    for (a, b), seen in table.items():
        assert seen == table[(b, a)] == bf.line_of_sight(a, b) == bf.line_of_sight(b, a)


def test_touching_bases_see_each_other():
    bf = Battlefield(24, 20)
    bf.add_base(Base("a", 3, 10, 0.6, 1, 0))
    bf.add_base(Base("b", 4.2, 10, 0.6, 1, 1))
    assert bf.line_of_sight("a", "b")


def test_basic_play_without_terrain_has_only_base_blockers_NM_BASIC_20():
    """NM-BASIC-20 uses distance only; geometry still answers sight, which with no terrain is open."""
    bf = pair()
    assert bf.line_of_sight("a", "b")


@pytest.mark.parametrize("dy", [0.0, 0.3, 0.59, 0.61, 1.0])
def test_sight_matches_sampler_around_a_blocker(dy):
    bf = pair()
    bf.add_base(Base("x", 9, 10 + dy, 0.6, 2, 0))
    bf.add_base(Base("y", 9, 10 + dy - 1.2, 0.6, 2, 0))  # two touching bases form a wall with a seam
    s = bf.sightline("a", "b")
    if s.seen:
        assert segment_is_clear(bf, "a", "b", s.segment)
    if brute_force_sightline(bf, "a", "b", n=200, clearance=1e-4):
        assert s.seen


def _octagon_pair(radius):
    """Bases straight above one another, an octagon just off their common x (the reported case)."""
    bf = Battlefield(24, 18)
    bf.add_terrain(TerrainPart("t", Point(15.3, 7.3).buffer(radius, quad_segs=2), 1.4))
    bf.add_base(Base("a", 15, 5, 0.6, 1.5, 0))
    bf.add_base(Base("b", 15, 9.5, 0.45, 0.9, 1))
    return bf


def test_vertical_line_through_two_vertices_is_blocked_NM_RANGED_03():
    """The line x = 15.3 passes the octagon's bottom and top vertices: it crosses no edge properly
    but runs through the octagon. A small octagon is seen past (grazing its side vertex), a large
    one hides b; every way of asking agrees."""
    bf = _octagon_pair(0.7)
    s = bf.sightline("a", "b")
    assert s.seen and segment_is_clear(bf, "a", "b", s.segment, slack=1e-9)
    assert abs(s.segment[0][0] - 15.3) > 0.1
    edges = ToolEdges(3, 5, 7)
    for make in (lambda: _octagon_pair(1.2), lambda: _octagon_pair(1.2).copy()):
        assert not make().line_of_sight("a", "b")
        assert not make().sightline("a", "b").seen
        assert not make().sight_table()[("a", "b")]
        assert not make().threats("a", (15, 5), edges)[0].seen
        assert not make().sees_from("a", (15, 5), "b")
    assert not brute_force_sightline(_octagon_pair(1.2), "a", "b", n=240, clearance=0)


def test_sight_along_a_wall_face_is_clear_but_not_through_it_NM_RANGED_05():
    """A segment may run along a terrain edge (grazing), never along a line through its inside."""
    bf = Battlefield(24, 20)
    bf.add_base(Base("a", 4, 3, 1, 1.5, 0))
    bf.add_base(Base("b", 4, 15, 1, 1.5, 1))
    bf.add_terrain(TerrainPart("wall", rect(4, 8, 7, 10), 3))  # its left face on the bases' x
    s = bf.sightline("a", "b")
    assert s.seen and segment_is_clear(bf, "a", "b", s.segment, slack=1e-9)
    bf.add_terrain(TerrainPart("other", rect(1, 8, 4, 10), 3))  # closed: the faces meet at x = 4
    assert not bf.copy().line_of_sight("a", "b")
