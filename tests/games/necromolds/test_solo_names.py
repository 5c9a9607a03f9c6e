"""Solo log (NM-SOLO-01): every one of Basalt's monsters is named his, whether or not the person has a
monster of the same name: "Slimewick 2 moves" stood beside "Basalt's Slimewick 1 moves" (play-test
r20, fmolds p22). The person's own keep their plain names unless Basalt has one alike."""

from __future__ import annotations

from tabletop.games.necromolds import words as W

from .helpers import position, solo_position


def test_nm_solo_01_basalts_monsters_are_always_named_his():
    st = solo_position(
        [(0, "slimewick", 4, 2), (0, "insectomite", 8, 2), (1, "slimewick", 4, 16), (1, "graveghoul", 20, 16)]
    )
    assert W.monster_name(st, "p1-graveghoul-1") == "Basalt's Graveghoul 1"  # no Graveghoul of the person's
    assert W.monster_name(st, "p1-slimewick-1") == "Basalt's Slimewick 1"
    assert W.monster_name(st, "p0-insectomite-1") == "Insectomite 1"
    assert W.monster_name(st, "p0-slimewick-1") == "Player 1's Slimewick 1"  # told apart from his
    assert W.monster_name(st, "p1-graveghoul-1", whose=False) == "Graveghoul 1"  # a line naming him beside it


def test_outside_solo_an_owner_is_named_only_where_names_clash():
    st = position([(0, "insectomite", 4, 2), (1, "graveghoul", 20, 16)])
    assert W.monster_name(st, "p1-graveghoul-1") == "Graveghoul 1"
