"""Necromolds content: spellbooks, dice, clay, tool and maps (NM-COMP-*, NM-BOOK-*, NM-DIST-04, NM-ADV-19..21)."""

from itertools import combinations_with_replacement

import pytest

from tabletop.content import registry
from tabletop.content.necromolds import SUPPORT_TYPES
from tabletop.core.errors import ContentError
from tabletop.games.necromolds.library import library


def test_all_content_validates():
    """`tabletop check-content` passes for every Necromolds file."""
    checked, errors = registry.check_all()
    assert not errors, errors
    assert checked >= 8


def _can_show(n, attack=0, defense=0, gem=0):
    faces = library().combat_die.faces
    for combo in combinations_with_replacement(faces, n):
        counts = {s: sum(f.count(s) for f in combo) for s in ("attack", "defense", "gem")}
        if counts == {"attack": attack, "defense": defense, "gem": gem}:
            return True
    return False


def test_nm_comp_11_combat_faces_allow_the_printed_rolls():
    """NM-COMP-11: 3 dice → 6 attack hits, 0 gems; 4 → 4 attack + 1 gem; 4 → 4 defense + 2 gems; 5 → 5 defense, 0 gems."""
    assert _can_show(3, attack=6)
    assert _can_show(4, attack=4, gem=1)
    assert _can_show(4, defense=4, gem=2)
    assert _can_show(5, defense=5)


def test_nm_comp_10_command_die_has_every_command():
    """NM-COMP-10: the command die shows move, ranged, magic and wild."""
    assert {f[0] for f in library().command_die.faces} == {"move", "ranged", "magic", "wild"}


def test_nm_comp_14_clay_budget_in_size_units():
    """NM-COMP-14: 3.5 oz = 56 dr, the unit of every Size."""
    assert library().rules.clay_budget == 56


def test_nm_book_15_to_18_named_spellbooks():
    """NM-BOOK-15, NM-BOOK-16, NM-BOOK-17, NM-BOOK-18, NM-COMP-12: what the rulebook states about the named spellbooks."""
    books = library().books
    g = books["graveghoul"]
    assert (g.melee, g.ranged) == (3, 3)
    assert any("ranged" in s.commands and s.distance == "close" for s in g.slots)
    assert any("move" in s.commands and s.distance in ("medium", "far") for s in g.slots)
    assert g.magic.effect == "range_override" and g.magic.distance == "far"
    i = books["insectomite"]
    assert i.defense == 4 and i.support_type == "guardian"
    assert (
        i.passive.effect == "tie_survive" and i.passive.text == "When tied in combat, friendly monster is not smashed."
    )
    assert any(sorted(s.commands) == ["move", "ranged"] for s in books["mud_mumps"].slots)
    assert len(books["veggitoad"].sizes) >= 2
    assert books["batadactyl"].support_type == "tormentor"
    assert {b for b, r in books.items() if r.in_box} == {"insectomite", "graveghoul", "mud_mumps"}
    assert len(books) >= 11


def test_nm_adv_19_21_support_types_match_skills():
    """NM-ADV-13, NM-ADV-19, NM-ADV-21: every book's blue skills are its support type's; all 8 types are used."""
    for book in library().books.values():
        assert sorted(book.support_skills) == sorted(SUPPORT_TYPES[book.support_type])
    assert {b.support_type for b in library().books.values()} == set(SUPPORT_TYPES)


def test_nm_adv_21_loader_refuses_mismatched_support_skills(tmp_path):
    """NM-ADV-21: a spellbook whose blue skills disagree with its type is refused, naming the field."""
    src = (registry.paths.assets_dir() / "necromolds" / "spellbooks.toml").read_text()
    bad = src.replace('support_skills = ["defense"]', 'support_skills = ["melee"]', 1)
    path = tmp_path / "spellbooks.toml"
    path.write_text(bad)
    kind = next(k for k in registry.KINDS if k.name == "necromolds-spellbooks")
    with pytest.raises(ContentError) as err:
        kind.load(path)
    assert "support_skills" in str(err.value) and "spellbooks[0]" in str(err.value)


def test_every_ability_effect_is_known_and_used():
    """Every ability shipped uses the engine's vocabulary; every effect of it is shipped."""
    effects = {a.effect for b in library().books.values() for a in (b.magic, b.passive)}
    assert effects == {
        "skill_bonus",
        "range_override",
        "move_override",
        "tie_survive",
        "gems_on_activate",
        "gems_on_smash",
        "ranged_ties_win",
    }


def test_nm_dist_04_tool_and_maps():
    """NM-DIST-02..04, NM-COMP-08, NM-COMP-09: close < medium < far; four maps with 6 pieces, some concave, some with gaps."""
    t = library().tool
    assert 0 < t.close < t.medium < t.far
    maps = library().maps
    assert len(maps) >= 4
    from shapely.geometry import Polygon

    concave = gaps = 0
    for m in maps.values():
        assert len(m.pieces) == 6
        for piece in m.pieces:
            polys = [Polygon(p.polygon) for p in piece.parts]
            concave += any(p.convex_hull.area - p.area > 1e-6 for p in polys)
            gaps += len(polys) > 1
    assert concave and gaps
