"""The Necromolds invariants the stateful test checks after every step (issue 9): each one
reports a state broken in its way, and a sound state reports nothing."""

from __future__ import annotations

import pytest

from tabletop.games.necromolds.state import Clay, Combat, Placed

from .helpers import GAME, position


def sound():
    return position([(0, "graveghoul", 5, 5), (1, "insectomite", 12, 12)], terrain=[("hut", 17, 7)])


def test_a_sound_position_has_no_problems():
    """issue 9: the positions the rules make report nothing (see also the stateful test)."""
    assert GAME.problems(sound()) == []
    assert GAME.problems(GAME.initial_state({"players": 4}, 3)) == []


def _off_map(s):
    s.monsters[0].x = -0.2


def _overlap(s):
    s.monsters[1].x, s.monsters[1].y = 5.3, 5.0


def _on_terrain(s):
    s.monsters[0].x, s.monsters[0].y = 17.5, 7.5


def _on_clay(s):
    s.clay.append(Clay(5.2, 5.0, 0.6))


def _nan(s):
    s.monsters[0].y = float("nan")


def _gems(s):
    s.seats[1].gems = -1


def _clay(s):
    s.seats[0].clay = -3


def _dice(s):
    s.seats[0].dice_count = 40


def _terrain_overlap(s):
    s.terrain.append(Placed("well", 17.0, 7.0))


def _terrain_off(s):
    s.terrain.append(Placed("well", 40.0, 7.0))


def _combat(s):
    s.phase = "combat"
    s.combat = Combat(
        kind="melee", attacker="p0-graveghoul-1", defender="p1-insectomite-1", att_pool=-2, def_pool=3, stage="att_buy"
    )


def _over(s):
    s.phase = "over"


@pytest.mark.parametrize(
    "breaks, words",
    [
        (_off_map, "hang off"),
        (_overlap, "overlap Insectomite"),
        (_on_terrain, "overlap terrain"),
        (_on_clay, "smashed clay"),
        (_nan, "no point"),
        (_gems, "-1 gems"),
        (_clay, "-3 dr"),
        (_dice, "40 command dice"),
        (_terrain_overlap, "overlaps other terrain"),
        (_terrain_off, "off the map"),
        (_combat, "pool below zero"),
        (_over, "winners"),
    ],
)
def test_each_invariant_reports_a_state_broken_its_way(breaks, words):
    """issue 9: nothing off the map or overlapping another base, terrain or clay; no negative clay,
    gems or dice; dice counts the rules give; terrain on the map and apart; a sane combat; the end."""
    s = sound()
    breaks(s)
    found = GAME.problems(s)
    assert any(words in p for p in found), found
