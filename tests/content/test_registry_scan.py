"""The content registry finds each game's content by scanning (it names no game), and loads a file of
a kind by its name the one way every game's scenarios are loaded."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tabletop import games
from tabletop.content import registry


def test_the_content_registry_and_the_menus_words_name_no_game():
    """Issue 20: nothing of one game stays in the shared modules (the replay viewer's too: it said
    "Round" in a game that counts turns, play-test r18)."""
    root = Path(registry.__file__).parents[1]
    shared = [
        "content/registry.py",
        "content/games.py",
        "core/save.py",
        "cli.py",
        "games/__init__.py",
        "games/spec.py",
        "games/settings_schema.py",
        "ui/app.py",
        "ui/games_info.py",
        "ui/persist.py",
        "ui/registry.py",
        "ui/screenshot.py",
        *(p.relative_to(root).as_posix() for p in (root / "ui" / "scenes").glob("*.py")),
        # the replay viewer: each game's word for a round, table, fight window... come from its spec
        *(p.relative_to(root).as_posix() for p in (root / "ui" / "replay").glob("*.py")),
    ]
    for rel in shared:
        text = (root / rel).read_text(encoding="utf-8").lower()
        for name in games.SPECS:
            assert not re.search(rf"\b{name}\b", text), f"{rel} names {name}"


def test_every_game_package_has_its_content_found_by_the_scan():
    modules = registry.content_modules()
    assert all(m.startswith("tabletop.content.") for m in modules)
    registry.gather(only=["games"])  # imports every content module
    found = {k.name.split("-")[0] for k in registry.KINDS}
    assert set(games.SPECS) <= found


def test_a_file_of_a_kind_is_loaded_by_its_name_and_an_unknown_name_lists_the_known_ones():
    registry.gather(only=["games"])
    kinds = [k for k in registry.KINDS if k.name.endswith("-scenarios")]
    assert kinds
    for kind in kinds:
        names = kind.stems()
        assert names and names == sorted(names)
        assert kind.load_named(names[0]) is not None
        with pytest.raises(ValueError) as err:
            kind.load_named("no_such_thing", noun="scenario")
        assert "unknown scenario 'no_such_thing'" in str(err.value) and names[0] in str(err.value)


def test_a_content_module_a_spec_names_outside_the_package_is_imported_with_the_rest(monkeypatch):
    """A spec's `content` modules (kept outside tabletop/content/) are gathered with the scanned ones."""
    monkeypatch.setattr(registry, "SOURCES", [])
    registry.add_source(__name__)
    registry.add_source(__name__)  # once, however often added
    modules = registry.content_modules()
    assert modules[-1] == __name__ and modules.count(__name__) == 1
