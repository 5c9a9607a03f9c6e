"""`check-content` gives one verdict for a file, whether it is checked alone or in a mod folder,
and an error names the file that changed, not the shipped one it breaks (issue 22, "What is
accepted": `check-content games.toml` in file mode vs mod mode)."""

from __future__ import annotations

import shutil
from pathlib import Path

from tabletop import paths
from tabletop.cli import main
from tabletop.content import mods

SPELLBOOKS = paths.assets_dir() / "necromolds" / "spellbooks.toml"


def test_games_toml_is_refused_alone_as_in_a_mod_folder(tmp_path, capsys):
    """Issue 22: a copy of games.toml passed in file mode and was refused in a mod folder; now
    both refuse it with the same words, naming the copy."""
    lone = tmp_path / "games.toml"
    shutil.copy(paths.assets_dir() / "games.toml", lone)
    folder = tmp_path / "mod"
    folder.mkdir()
    shutil.copy(lone, folder / "games.toml")
    alone, in_folder = mods.check_path(lone), mods.check_path(folder)
    assert [e.problem for e in alone.errors] == [e.problem for e in in_folder.errors]
    assert [e.problem for e in alone.errors] == ["the game catalogue cannot be changed by a mod"]
    assert Path(alone.errors[0].path) == lone
    assert main(["check-content", str(lone)]) == 1
    assert f"error: {lone}: the game catalogue cannot be changed by a mod" in capsys.readouterr().err


def test_the_shipped_games_toml_checked_in_place_passes():
    """The shipped catalogue itself is the shipped content, not a mod."""
    assert not mods.check_path(paths.assets_dir() / "games.toml").errors


def _spellbooks_without(tmp_path: Path, book: str, instead: str) -> Path:
    """A mod's spellbooks.toml with `book` dropped (its presets use `instead`)."""
    books_part, presets = SPELLBOOKS.read_text().split("[[presets]]", 1)
    head, *books = books_part.split("[[spellbooks]]")
    kept = [b for b in books if f'id = "{book}"' not in b]
    assert len(kept) == len(books) - 1
    text = head + "".join("[[spellbooks]]" + b for b in kept)
    text += "[[presets]]" + presets.replace(f'"{book}"', f'"{instead}"')
    path = tmp_path / "mod" / "necromolds" / "spellbooks.toml"
    path.parent.mkdir(parents=True)
    path.write_text(text)
    return path


def test_a_spellbook_list_that_drops_a_monster_blames_the_mods_file(tmp_path, capsys):
    """Issue 22: a modded spellbook list dropping the monster the shipped clay.toml's wall names
    blamed clay.toml; the error now names the mod's spellbooks.toml (folder and file mode alike)
    and says which shipped file no longer checks and why."""
    mod_file = _spellbooks_without(tmp_path, "mud_mumps", "graveghoul")
    for checked in (mod_file.parent.parent, mod_file):
        found = mods.check_path(checked)
        assert [Path(e.path) for e in found.errors] == [mod_file]
        assert "the shipped clay.toml no longer checks with this mod" in found.errors[0].problem
        assert "wall.taller_than: unknown spellbook 'mud_mumps'" in found.errors[0].problem
    assert main(["check-content", str(mod_file.parent.parent)]) == 1
    err = capsys.readouterr().err
    assert f"error: {mod_file}: the shipped clay.toml" in err and "clay.toml:" not in err
