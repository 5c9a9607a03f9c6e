"""The clay data of More Fun with Clay (NM-CLAY-11) loads, is checked, and means what the rules say."""

from __future__ import annotations

import math

from tabletop import paths
from tabletop.content import mods
from tabletop.content.necromolds_clay import load_clay

CLAY = paths.assets_dir() / "necromolds" / "clay.toml"


def _spellbooks():
    from tabletop.content.registry import gather

    return gather(only=["necromolds-spellbooks"]).one("necromolds-spellbooks")


def test_extra_container_and_missile_clay():
    """NM-CLAY-01, NM-CLAY-05, NM-CLAY-11: the extra container is a standard 3.5 oz (56 dr) one, and
    the missile is an Insectomite's worth of clay."""
    record, drams = load_clay()
    assert record.extra_clay == 56
    insectomite = next(b for b in _spellbooks().spellbooks if b.id == "insectomite")
    assert drams == insectomite.sizes[0].clay


def test_wall_is_taller_than_a_mud_mump(params):
    """NM-CLAY-02: a Magic Wall is taller than a Mud Mump."""
    mump = next(b for b in _spellbooks().spellbooks if b.id == "mud_mumps")
    assert params.wall_height > max(s.height for s in mump.sizes)


def test_blast_disc_is_at_least_as_thick_as_a_base(params):
    """NM-CLAY-08: the flattened ball is at least as thick as a monster's base; its size comes from its clay."""
    record, _ = load_clay()
    assert record.blast.thickness >= record.blast.base_thickness
    volume = math.pi * params.blast_radius**2 * params.blast_thickness
    assert math.isclose(volume * params.density, params.blast_clay)


def _mod_with(tmp_path, old: str, new: str):
    text = CLAY.read_text()
    assert old in text
    mod = tmp_path / "mod"
    (mod / "necromolds").mkdir(parents=True)
    (mod / "necromolds" / "clay.toml").write_text(text.replace(old, new, 1))
    return mods.check_path(mod)


def test_a_wall_lower_than_a_mud_mump_is_refused_by_file_and_field(tmp_path):
    """NM-CLAY-02 / NM-CLAY-11: check-content names the file and the field."""
    found = _mod_with(tmp_path, "height = 1.25", "height = 0.5")
    assert any("clay.toml" in str(e) and e.field == "wall.height" and "Mud Mump" in str(e) for e in found.errors)


def test_strange_numbers_are_refused_in_words(tmp_path):
    """NM-CLAY-11: every number is bounded (NaN, infinity, negatives)."""
    for old, new, field in [
        ("scatter = 1.5", "scatter = nan", "missile.scatter"),
        ("drop_height = 24.0", "drop_height = -3.0", "missile.drop_height"),
        ("tip_factor = 1.0", "tip_factor = inf", "missile.tip_factor"),
        ('like = "insectomite"', 'like = "nobody"', "missile.like"),
        ("thickness = 0.15", "thickness = 0.1", "blast.thickness"),
    ]:
        found = _mod_with(tmp_path / field, old, new)
        assert any(e.field == field and "clay.toml" in str(e) for e in found.errors), (field, found.errors)
