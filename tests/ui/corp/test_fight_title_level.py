"""A finished fight's heading names its level, as every other fight's does, also when the fight began
and ended in one action, so the window never saw it under way (play-test r27: "A fight · over" for a
Screaming Fax Spirit that fell apart by itself, and for a fight where everyone died)."""

from __future__ import annotations

from tabletop.games.corp import actions as A
from tabletop.ui.corp.table.fight_draw import title_words
from tests.ui.corp.fight_scenes import EMPTY, Table, start


def test_a_monster_that_vanishes_at_once_leaves_a_heading_with_its_level_NC_CONTAG_13():
    t = Table([[], ["whispering_spirit#1", "empty_cubicle#1", "supply_closet#1"]], expansion=True)
    t.st.players[0].level = 2
    t.st.levels[1].open = True
    t.do(A.EnterRoom(0), 1)  # its one attack misses, then it vanishes: the fight is over in one action
    assert t.st.fight is None and t.record is not None and t.record.over
    t.record.land_all()
    assert title_words(t.view(), t.record) == "A fight on level 2 · over"


def test_a_fight_where_everyone_died_at_once_keeps_its_level_NC_BOSS_05():
    t = Table([["zombie_auditor#1", *EMPTY]])
    t.st.players[0].life = 1
    t.do(A.EnterRoom(0), 6)  # its attack kills the one fighter: the fight (and the game) ends at once
    assert t.st.fight is None and t.record is not None and t.record.over
    t.record.land_all()
    assert title_words(t.view(), t.record) == "A fight on level 1 · over"


def test_a_boss_fight_over_keeps_its_title_beside_close_NC_BOSS_01():
    """Play-test r28 (one player, 960x600 Large): the boss killed the lone character, and the window's
    title read "The boss fight — no escape · ove" under the Close button: at its least letter the title
    gives up "no escape" (its card says it) before any letter of "over" is lost; a title with room stays
    whole."""
    from tabletop.ui import look

    t = Table([[*EMPTY]])
    t.st.players[0].life = 1
    start(t, "boss", 6, 6, 6, 6, 6, 6, seat=0)  # it kills the one character at once
    assert t.st.fight is None and t.record.over
    t.record.land_all()
    font = look.font("display", 15)  # the title's least letter at 960x600
    whole = "The boss fight — no escape · over"
    assert title_words(t.view(), t.record, lambda w: True) == whole
    room = font.size("The boss fight · over")[0] + 4
    got = title_words(t.view(), t.record, lambda w: font.size(w)[0] <= room)
    assert got == "The boss fight · over", got
