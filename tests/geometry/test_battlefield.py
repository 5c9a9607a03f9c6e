"""The Battlefield as a whole: building, copies, serialisation, placement, headlessness."""

import ast
from pathlib import Path

import pytest
import shapely

from tabletop.geometry import Base, Battlefield, TerrainPart

from .conftest import rect


def sample():
    bf = Battlefield(24, 18)
    bf.add_terrain(TerrainPart("tower", [(9, 9), (13, 9), (13, 10), (10, 10), (10, 13), (9, 13)], 3, piece="t"))
    bf.add_terrain(TerrainPart("ring", shapely.Polygon(rect(2, 2, 6, 6), [rect(3, 3, 5, 5)]), 2))
    bf.add_base(Base("a", 15, 5, 0.6, 1.5, 0))
    bf.add_base(Base("b", 15, 15, 0.85, 1.3, 1))
    bf.add_smashed_clay(rect(18, 8, 19, 9))
    return bf


def test_polygons_as_lists_or_shapely():
    bf = Battlefield(10, 10)
    bf.add_terrain(TerrainPart("p", [(1, 1), (2, 1), (2, 2)], 1))
    bf.add_smashed_clay(shapely.Polygon(rect(5, 5, 6, 6)))
    assert isinstance(bf.terrain["p"].polygon, shapely.Polygon)


def test_duplicate_ids_are_refused():
    bf = sample()
    with pytest.raises(ValueError):
        bf.add_base(Base("a", 1, 1, 0.5, 1, 0))
    with pytest.raises(ValueError):
        bf.add_terrain(TerrainPart("tower", rect(0, 0, 1, 1), 1))


def test_copy_is_independent():
    bf = sample()
    assert bf.line_of_sight("a", "b")
    other = bf.copy()
    other.move_base("a", 11.5, 11.5)  # inside the tower's notch, hidden
    other.add_base(Base("c", 20, 3, 0.5, 1, 0))
    assert bf.bases["a"].x == 15 and "c" not in bf.bases
    assert bf.line_of_sight("a", "b")
    assert bf.gap("a", "b") != other.gap("a", "b")


def test_serialisation_round_trip():
    bf = sample()
    again = Battlefield.from_dict(bf.to_dict())
    assert again.to_dict() == bf.to_dict()
    assert again.sight_table() == bf.sight_table()
    assert again.terrain["ring"].polygon.equals(bf.terrain["ring"].polygon)


def test_can_place_for_deployment_NM_SETUP_20():
    """NM-SETUP-20: bases may not overlap each other or terrain, and lie on the map."""
    bf = sample()
    assert bf.can_place(20, 15, 1)
    assert not bf.can_place(10.5, 11.5, 1)  # on the tower
    assert bf.can_place(11, 11.5, 1)  # touching it
    assert not bf.can_place(15.5, 5, 0.5)  # on base a
    assert bf.can_place(15.5, 5, 0.5, ignore="a")
    assert not bf.can_place(18.5, 8.5, 0.5)  # on smashed clay
    assert not bf.can_place(0.4, 9, 0.5)  # off the map
    assert bf.can_place(4, 4, 0.9)  # inside the ring's hole


def test_removed_base_no_longer_blocks():
    bf = sample()
    bf.add_base(Base("x", 15, 10, 1.5, 3, 0))
    assert not bf.line_of_sight("a", "b")
    bf.remove_base("x")
    assert bf.line_of_sight("a", "b")


def test_move_and_sees_from():
    bf = sample()
    assert bf.sees_from("a", (15, 6), "b")
    bf.add_base(Base("x", 15, 10, 1.5, 3, 0))
    assert not bf.sees_from("a", (15, 6), "b")
    assert bf.sees_from("a", (20, 6), "b")


def test_geometry_never_imports_pygame():
    """Rules and geometry are headless (DESIGN.md)."""
    pkg = Path(__file__).resolve().parents[2] / "tabletop" / "geometry"
    for path in pkg.rglob("*.py"):
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            assert not any(n.split(".")[0] == "pygame" for n in names), path
