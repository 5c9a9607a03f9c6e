"""Distance Tool (NM-DIST-01, NM-DIST-02, NM-DIST-03, NM-DIST-04) and ranged distance (NM-RANGED-02); contact (NM-MOVE-13)."""

import math

import pytest

from tabletop.geometry import Base, Battlefield, ToolEdges


def two(gap, ra=1.0, rb=0.5):
    bf = Battlefield(30, 10)
    bf.add_base(Base("a", 5, 5, ra, 1, 0))
    bf.add_base(Base("b", 5 + ra + rb + gap, 5, rb, 1, 1))
    return bf


def test_gap_is_edge_to_edge_NM_DIST_01():
    """NM-DIST-01: no grid; the measure between bases is the gap between their edges."""
    assert two(3.25).gap("a", "b") == pytest.approx(3.25)
    bf = Battlefield(20, 20)
    bf.add_base(Base("a", 2, 2, 1, 1, 0))
    bf.add_base(Base("b", 5, 6, 0.5, 1, 1))
    assert bf.gap("a", "b") == pytest.approx(5 - 1.5)


def test_gap_of_overlapping_bases_is_zero():
    assert two(-0.3).gap("a", "b") == 0.0


@pytest.mark.parametrize("gap,length,expected", [(2.99, 3, True), (3.0, 3, True), (3.01, 3, False), (0, 3, True)])
def test_within_edge_when_both_bases_touch_it_NM_RANGED_02(gap, length, expected):
    """NM-RANGED-02: a ranged attack is allowed when both bases can touch the edge at once: gap <= edge."""
    assert two(gap).within("a", "b", length) is expected


def test_tool_edges_record_NM_DIST_02_NM_DIST_04():
    """NM-DIST-02: exactly three edges; NM-DIST-04: their lengths come from data (close < medium < far)."""
    e = ToolEdges(3.0, 5.0, 7.0)
    assert [n for n, _ in e.items()] == ["close", "medium", "far"]
    assert e.close < e.medium < e.far


@pytest.mark.parametrize("gap,expected", [(0.0, True), (0.019, True), (0.02, True), (0.021, False), (-0.1, True)])
def test_contact_tolerance_NM_MOVE_13(gap, expected):
    """NM-MOVE-13: bases are in contact when their gap is at most the tolerance (0.02 in by default)."""
    assert two(gap).in_contact("a", "b") is expected


def test_contact_tolerance_from_data_NM_MOVE_13():
    """NM-MOVE-13: the tolerance is kept in data; the rules engine passes it in."""
    bf = Battlefield(30, 10, contact_tolerance=0.05)
    bf.add_base(Base("a", 5, 5, 1, 1, 0))
    bf.add_base(Base("b", 5 + 2 + 0.04, 5, 1, 1, 1))
    assert bf.in_contact("a", "b")


def test_threat_preview_lists_edges_reaching_each_enemy():
    bf = Battlefield(30, 10)
    bf.add_base(Base("me", 2, 5, 0.5, 1, 0))
    bf.add_base(Base("e1", 10, 5, 0.6, 1, 1))
    bf.add_base(Base("e2", 20, 5, 0.5, 1, 1))
    threats = {t.enemy: t for t in bf.threats("me", (5, 5), ToolEdges(3, 5, 7))}
    assert threats["e1"].gap == pytest.approx(3.9)
    assert threats["e1"].edges == ("medium", "far")
    assert threats["e2"].edges == ()
    assert threats["e1"].seen and not threats["e2"].seen  # e1, wider, stands in front of e2
    assert math.isclose(threats["e2"].gap, 14.0)
