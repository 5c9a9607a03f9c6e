"""A character sheet's line of tags at the NecronomiCORP table (sheets.py)."""

from __future__ import annotations

import pytest

from tabletop.ui import screenshot
from tests.ui.test_nothing_clipped import _audit_frame


@pytest.mark.parametrize("size", [(1280, 800), (960, 600)])
def test_every_sheet_names_its_team_however_long_the_name_NC_TEAM_01(size):
    """Play-test: in a six-player game of three teams, Mr. Hobbs, Night Janitor's sheet had no "team 3":
    a narrow sheet drops its last tags first, and the team came after where he stood. The team (and an
    infection) now come first, where the token on the building already shows where a character is."""
    *_found, lines, _top, _widgets = _audit_frame(screenshot._scenario_maker("corp", "teams_six"), size, 100)
    tags = [ln.text for ln in lines if " · team " in ln.text]
    assert len(tags) == 6, tags
    assert {t.split(" · ")[1] for t in tags} == {"team 1", "team 2", "team 3"}


@pytest.mark.parametrize("size", [(1280, 800), (960, 600)])
def test_every_sheet_says_where_its_character_stands_however_long_the_name(size):
    """Play-test (r17): with a long name in a teams game the sheet read "Mr. Hobbs, Night Janitor ·
    team 1" and "level 1, in the hallway" was gone (a token in a room hidden behind the fight window
    is not seen either). The tags now go on to a second row, whole, and the chips move down for it."""
    *_found, lines, _top, _widgets = _audit_frame(screenshot._scenario_maker("corp", "teams_six"), size, 100)
    where = [ln.text for ln in lines if ln.text.endswith("level 1, in the hallway")]
    assert len(where) == 6, [ln.text for ln in lines if "team" in ln.text]


@pytest.mark.parametrize("size", [(1280, 800), (960, 600)])
def test_a_special_characters_sheet_says_its_skill_NC_START_10(size):
    """Play-test (r19): with special characters the skill ("Each of your fists rolls +1D.") was said on
    the set-up screen and nowhere at the table (no chip carries it, no tooltip). Each sheet now says it
    first under the chips, before the cards' words."""
    *_found, lines, _top, _widgets = _audit_frame(screenshot._scenario_maker("corp", "special_start"), size, 100)
    said = [ln.text for ln in lines if ln.text.startswith("Special: ")]
    assert len(said) == 3, [ln.text for ln in lines]
    assert "Special: Each of your fists rolls +1D." in said


def test_a_fallen_characters_sheet_shows_no_fists(ctx, screen):
    """Play-test (r19): a dead character's sheet showed "Fist Fist" beside its traumas."""
    from tabletop.ui.corp.table.sheets import sheet_boxes
    from tests.ui.corp.conftest import table

    scene = table(ctx, {"players": 2}, 3)
    p = scene.session.state.players[1]
    p.weapons = []  # bare hands: two fists while alive
    scene._key, scene._view_key = None, ()
    view = scene.tool_view()
    assert len([k for k, key, *_r in sheet_boxes(view) if k == "fist" and key[0] == 1]) == 2
    p.alive, p.life = False, 0
    scene._key, scene._view_key = None, ()
    view = scene.tool_view()
    assert not [k for k, key, *_r in sheet_boxes(view) if k == "fist" and key[0] == 1]
