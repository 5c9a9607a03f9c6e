"""Mods (issue 9): folders in the user's mods folder that add or replace content, checked with the
shipped content; a broken one is skipped with its message; a working one is what the game reads."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tabletop import paths
from tabletop.cli import main
from tabletop.content import mods, registry
from tabletop.core.errors import ContentError

MAP = paths.levels_dir() / "necromolds" / "map_twins_vale.toml"


def new_map(folder: Path, map_id: str = "fen", name: str = "Fen Hollow", file: str | None = None) -> Path:
    """A mod folder with one new battle map (twins_vale's terrain under another id and name)."""
    text = (
        MAP.read_text()
        .replace('id = "twins_vale"', f'id = "{map_id}"')
        .replace('name = "Twins Vale"', f'name = "{name}"')
    )
    path = folder / "necromolds" / (file or f"map_{map_id}.toml")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    return folder


@pytest.fixture(autouse=True)
def shipped_only_after():
    """Every test leaves the shipped content active, whatever it activated."""
    yield
    mods.activate(())


def test_mods_folder_is_in_the_users_folder(user_home):
    assert paths.mods_dir() == user_home / "mods" and paths.mods_dir().is_dir()


def test_a_good_mod_checks_clean_and_its_map_is_read_by_the_game(tmp_path, capsys):
    """check-content PATH passes a good mod; made active, the library has its map, and a game starts on it."""
    from tabletop.games import get_game
    from tabletop.games.necromolds.library import library

    mod = new_map(tmp_path / "fen")
    assert main(["check-content", str(mod)]) == 0
    assert "0 with errors" in capsys.readouterr().out
    assert "fen" not in library().maps
    mods.activate([mod])
    assert library().maps["fen"].name == "Fen Hollow"
    state = get_game("necromolds").initial_state({"map": "fen"}, 3)
    assert state.map == "fen"
    mods.activate(())
    assert "fen" not in library().maps


def test_a_mod_file_of_the_same_name_replaces_the_shipped_one(tmp_path):
    """A mod's necromolds/spellbooks.toml replaces the shipped spellbooks (the content version changes too)."""
    from tabletop.games.necromolds.library import content_version, library

    shipped = content_version()
    src = (paths.assets_dir() / "necromolds" / "spellbooks.toml").read_text()
    target = tmp_path / "tough" / "necromolds" / "spellbooks.toml"
    target.parent.mkdir(parents=True)
    target.write_text(src.replace("defense = 4", "defense = 5", 1))
    assert not mods.check_path(tmp_path / "tough").errors
    mods.activate([tmp_path / "tough"])
    assert library().books["insectomite"].defense == 5
    assert content_version() != shipped


def test_scan_skips_a_broken_mod_with_its_message_and_uses_the_working_one(user_home):
    """The menu's scan: 2 found, 1 skipped; the skipped one says which file and field is wrong."""
    from tabletop.games.necromolds.library import library

    new_map(paths.mods_dir() / "fen")
    broken = new_map(paths.mods_dir() / "swamp", "swamp", "Swamp")
    path = broken / "necromolds" / "map_swamp.toml"
    path.write_text(path.read_text().replace("width = 24.0", "width = nan"))
    found = mods.refresh()
    assert [(m.name, m.ok) for m in found] == [("fen", True), ("swamp", False)]
    assert found[1].errors[0] == "necromolds/map_swamp.toml: width: expected a finite number, got nan"
    assert mods.summary(found) == "Mods: 2 found, 1 skipped"
    report = mods.report(found)
    assert "In use: fen" in report and "Skipped: swamp: necromolds/map_swamp.toml: width" in report
    assert str(paths.mods_dir()) in report and "tabletop check-content" in report
    assert mods.active() == (paths.mods_dir() / "fen",)
    assert "fen" in library().maps and "swamp" not in library().maps


def test_two_mods_that_clash_the_second_is_skipped(user_home):
    """Each mod is fine alone, but both add a map with the same id: the later one is skipped, naming the clash."""
    new_map(paths.mods_dir() / "a_fen")
    new_map(paths.mods_dir() / "b_fen", file="map_fen_too.toml")
    found = mods.refresh()
    assert [m.ok for m in found] == [True, False]
    assert "'fen' is also the id of" in found[1].errors[0] and "(with a_fen)" in found[1].errors[0]
    assert mods.active() == (paths.mods_dir() / "a_fen",)


def test_no_mods_no_line(user_home):
    assert mods.refresh() == [] and mods.summary([]) == "" and mods.active() == ()


def test_a_missing_spellbooks_file_is_an_error_not_zero_files(tmp_path, monkeypatch, capsys):
    """Issue 9: without the spellbooks file, check-content fails naming it (not "0 with errors"),
    and the engine refuses to load."""
    from tabletop.games.necromolds.library import library

    assets = tmp_path / "assets"
    shutil.copytree(paths.assets_dir(), assets, ignore=shutil.ignore_patterns("fonts"))
    (assets / "necromolds" / "spellbooks.toml").unlink()
    monkeypatch.setattr(paths, "assets_dir", lambda: assets)
    assert main(["check-content"]) == 1
    out = capsys.readouterr()
    assert "spellbooks.toml: file not found: the spellbooks must be there" in out.err
    assert "0 with errors" not in out.out
    mods.activate([new_map(tmp_path / "fen")])  # a new mod set: the library loads afresh, and refuses
    with pytest.raises(ContentError, match="file not found"):
        library()


def test_a_path_that_does_not_exist(tmp_path, capsys):
    assert main(["check-content", str(tmp_path / "nope")]) == 1
    assert "nope: file or folder not found" in capsys.readouterr().err


def test_a_huge_file_is_refused_by_its_size_before_it_is_parsed(tmp_path):
    path = new_map(tmp_path / "big") / "necromolds" / "map_fen.toml"
    path.write_text(path.read_text() + "# " + "x" * 1_100_000 + "\n")
    errors = mods.check_path(tmp_path / "big").errors
    assert len(errors) == 1 and "larger than any content file this app reads" in str(errors[0])


def test_a_single_file_is_checked_against_the_shipped_content(tmp_path, capsys):
    """A lone map file is checked as if added; a lone file of the shipped name replaces the shipped one."""
    lone = tmp_path / "map_fen.toml"
    shutil.copy(new_map(tmp_path / "m") / "necromolds" / "map_fen.toml", lone)
    assert main(["check-content", str(lone)]) == 0
    tool = tmp_path / "tool.toml"
    tool.write_text("close = 3.0\nmedium = 5.0\nfar = 7.0\n")
    assert main(["check-content", str(tool)]) == 0
    tool.write_text("close = 3.0\nmedium = 5.0\nfar = 2.0\n")
    assert main(["check-content", str(tool)]) == 1
    assert "tool.toml: close: edges must satisfy 0 < close < medium < far" in capsys.readouterr().err


def test_a_mod_may_add_a_scenario_on_its_own_map(tmp_path):
    """References resolve across the shipped content and the mod: a scenario may name the mod's map."""
    mod = new_map(tmp_path / "fen")
    src = (paths.levels_dir() / "necromolds" / "scenarios" / "drag_midgame.toml").read_text()
    scenario = mod / "necromolds" / "scenarios" / "fen_drag.toml"
    scenario.parent.mkdir()
    scenario.write_text(src.replace('map = "graveyard"', 'map = "fen"'))
    assert not mods.check_path(mod).errors
    scenario.write_text(src.replace('map = "graveyard"', 'map = "fen2"'))
    assert "got 'fen2'" in str(mods.check_path(mod).errors[0])


def test_scenario_action_types_are_the_engines():
    """The scenario check's action vocabulary is exactly the engine's action tags."""
    import msgspec

    from tabletop.content.necromolds_scenarios import ACTION_TYPES
    from tabletop.games.necromolds import actions

    tags = {
        cls.__struct_config__.tag
        for cls in vars(actions).values()
        if isinstance(cls, type)
        and issubclass(cls, actions.Action)
        and cls is not actions.Action
        and isinstance(cls.__struct_config__.tag, str)
    }
    assert tags == set(ACTION_TYPES)
    assert msgspec  # the tags are msgspec struct tags


def test_every_kind_but_the_catalogue_is_moddable_and_named():
    registry._import_game_content()
    for kind in registry.KINDS:
        assert kind.what or kind.name == "necromolds-scenarios"
        assert kind.moddable == (kind.name != "games")


def test_a_mod_edited_while_the_app_runs_is_read_afresh_on_the_next_scan(user_home):
    """The menu scans again when the mods folder changed; the game then reads the edited file."""
    import os

    from tabletop.games.necromolds.library import library

    path = new_map(paths.mods_dir() / "fen") / "necromolds" / "map_fen.toml"
    mods.refresh()
    assert library().maps["fen"].name == "Fen Hollow"
    path.write_text(path.read_text().replace('name = "Fen Hollow"', 'name = "Fen Deep"'))
    os.utime(path, ns=(path.stat().st_atime_ns, path.stat().st_mtime_ns + 10**9))
    mods.refresh()
    assert library().maps["fen"].name == "Fen Deep"


def test_a_pipe_in_a_mod_is_refused_without_waiting_for_it(tmp_path):
    """A FIFO named like a map would block a plain read forever: it is refused at once."""
    import os

    folder = tmp_path / "pipe" / "necromolds"
    folder.mkdir(parents=True)
    os.mkfifo(folder / "map_pipe.toml")
    errors = mods.check_path(tmp_path / "pipe").errors
    assert len(errors) == 1 and "not a file (a folder, pipe or device cannot be read as a content file)" in str(
        errors[0]
    )
