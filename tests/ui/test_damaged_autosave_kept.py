"""A damaged autosave (play-test r25: a truncated file, one of a newer save version): the menu says
which game it was, and Discard keeps the file in the saves folder, where Load game lists it with what
is wrong, instead of deleting it."""

from __future__ import annotations

import json

import pytest

from tabletop import paths
from tabletop.ui import persist


@pytest.fixture
def damaged(user_home):
    """Two damaged autosaves: Rise's cut short, NecronomiCORP's of a save version to come."""
    rise = paths.autosave_path("rise")
    rise.write_text('{"version": 1, "game": "rise", "seed": 5, "actions": [{"type": "play_ca')
    corp = paths.autosave_path("corp")
    corp.write_text(json.dumps({"version": 99, "game": "corp", "seed": 5, "settings": {}, "actions": []}))
    return rise, corp


def test_a_damaged_autosave_is_named_by_its_game(damaged):
    statuses = {s.path.name: s for s in persist.autosave_statuses()}
    assert statuses["autosave-rise.json"].kind == "broken" and statuses["autosave-rise.json"].game == "rise"
    assert statuses["autosave-corp.json"].kind == "broken" and statuses["autosave-corp.json"].game == "corp"
    assert persist.game_of_autosave(paths.legacy_autosave_path()) == ""
    assert persist.game_of_autosave(paths.user_dir() / "autosave-nosuchgame.json") == ""


def test_the_menu_line_names_the_damaged_games(app, damaged):
    from tabletop.ui.games_info import game_title
    from tabletop.ui.scenes.resume import row_lines

    menu = app.stack.top
    menu.refresh()
    line = menu.saves_line()
    assert f"{game_title('rise')} (damaged)" in line and f"{game_title('corp')} (damaged)" in line
    assert "a damaged autosave" not in line
    rise = next(s for s in menu.autosaves if s.game == "rise")
    assert row_lines(rise)[0] == f"{game_title('rise')}: damaged autosave"


def test_discard_keeps_the_file_in_the_saves_folder_for_load_game(app, damaged):
    from tabletop.ui.save_list import list_saves

    rise, _corp = damaged
    before = rise.read_bytes()
    kept = persist.discard_autosave(rise)
    assert not rise.exists()  # off the menu
    assert kept is not None and kept.parent == paths.saves_dir() and kept.name.startswith("rise-damaged-")
    assert kept.read_bytes() == before  # nothing the player had is lost
    listed = [e for e in list_saves() if e.path == kept]
    assert len(listed) == 1 and listed[0].error  # Load game lists it, with what is wrong
    assert all(s.path != rise for s in persist.autosave_statuses())
