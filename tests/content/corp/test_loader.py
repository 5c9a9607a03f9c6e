"""The NecronomiCORP loader (tabletop/content/corp/cards.py): the shipped cards load whole and pass
every check, `tabletop check-content` checks the corp files, and a broken file is refused naming the
file and the field."""

from __future__ import annotations

import pytest

from tabletop import paths
from tabletop.cli import main
from tabletop.content import registry
from tabletop.content.corp import cards
from tabletop.content.corp.records import CorpCards, instance_ids
from tabletop.core.errors import ContentError
from tests.content.corp.broken import broken, change, shipped

FILES = ("rooms.toml", "plots.toml", "bosses.toml", "characters.toml", "curses.toml")


def test_the_shipped_cards_load_and_pass_every_check():
    found = registry.gather(only=cards.KIND_NAMES)
    assert found.errors == []
    assert found.checked == len(FILES)
    loaded = cards.load_cards()
    assert isinstance(loaded, CorpCards)
    assert loaded.rooms and loaded.plots and loaded.bosses and loaded.characters and loaded.curses
    first_aid = next(p for p in loaded.plots.values() if p.first_aid)
    assert loaded.plot(instance_ids(first_aid.id, first_aid.count)[-1]) is first_aid
    assert loaded.name("fire_axe#2") == "Fire Axe"


def test_active_cards_are_loaded_once_while_the_mods_are_unchanged():
    assert cards.active_cards() is cards.active_cards()
    assert set(cards.active_cards().rooms) == set(cards.load_cards().rooms)


def test_check_content_checks_the_corp_files_with_no_error(capsys):
    """`tabletop check-content`: every kind registered, each corp file checked, 0 errors."""
    names = {k.name for k in registry.KINDS}
    assert set(cards.KIND_NAMES) <= names
    everything = registry.gather()
    corp_files = {str(path) for name in cards.KIND_NAMES for path, _ in everything.all(name)}
    assert len(corp_files) == len(FILES)  # the corp files are among those check-content loads
    assert main(["check-content"]) == 0
    assert f"checked {everything.checked} content files: 0 with errors" in capsys.readouterr().out
    for name in FILES:  # each shipped file, checked alone as a one-file mod
        assert main(["check-content", str(paths.assets_dir() / "corp" / name)]) == 0
        assert ": 0 with errors" in capsys.readouterr().out


def test_check_content_names_the_file_and_the_field_of_a_broken_corp_file(tmp_path, capsys):
    path = tmp_path / "mod" / "corp" / "rooms.toml"
    path.parent.mkdir(parents=True)
    path.write_text(change(shipped("rooms.toml"), "zombie_intern", "menace = 1", "menace = 0"), encoding="utf-8")
    assert main(["check-content", str(tmp_path / "mod")]) == 1
    err = capsys.readouterr().err
    assert str(path) in err and ".menace: expected 1 to 6, got 0" in err


def test_a_broken_file_given_to_the_loader_is_a_content_error_naming_file_and_field(tmp_path):
    path = tmp_path / "corp" / "plots.toml"
    path.parent.mkdir()
    path.write_text(change(shipped("plots.toml"), "fire_axe", "hands = 2", "hands = 3"), encoding="utf-8")
    with pytest.raises(ContentError) as err:
        cards.load_cards({("assets", "corp/plots.toml"): path})
    assert err.value.path == path and err.value.field is not None and err.value.field.endswith(".hands")


def test_a_misspelt_key_is_refused_by_its_field(tmp_path):
    errors = broken(tmp_path, "rooms.toml", "zombie_intern", "menace = 1", "menac = 1")
    assert len(errors) == 1 and "unknown field `menac`" in errors[0] and "rooms[" in errors[0]


def test_a_file_that_is_not_toml_is_refused_in_words(tmp_path):
    path = tmp_path / "corp" / "curses.toml"
    path.parent.mkdir()
    path.write_text("[[curses]\nid = 1\n", encoding="utf-8")
    with pytest.raises(ContentError) as err:
        cards.load_cards({("assets", "corp/curses.toml"): path})
    assert "is not valid TOML" in str(err.value)


def test_a_missing_file_is_refused(tmp_path, monkeypatch):
    monkeypatch.setattr(paths, "assets_dir", lambda: tmp_path)
    (tmp_path / "corp").mkdir()
    with pytest.raises(ContentError) as err:
        cards.load_cards()
    assert "file not found" in str(err.value) and "(and 4 more problems" in str(err.value)


def test_an_active_mod_changes_the_active_cards_and_leaving_it_restores_them(tmp_path):
    """A mod's corp/plots.toml replaces the shipped one for active_cards(); without it, the shipped cards."""
    from tabletop.content import mods

    mod = tmp_path / "sharper" / "corp" / "plots.toml"
    mod.parent.mkdir(parents=True)
    mod.write_text(
        change(shipped("plots.toml"), "letter_opener", 'name = "Letter Opener"', 'name = "Sharp Letter Opener"')
    )
    shipped_cards = cards.active_cards()
    mods.activate([tmp_path / "sharper"])
    try:
        assert cards.active_cards().plots["letter_opener"].name == "Sharp Letter Opener"
    finally:
        mods.activate(())
    assert cards.active_cards() is shipped_cards and shipped_cards.plots["letter_opener"].name == "Letter Opener"
