"""The normal Necromolds bot's fallback walks (tabletop/ai/necromolds_bot_walk.py): when every goal's
path cut at the reach ends where no base may end (NM-MOVE-07/08: a friend's base, smashed clay), it
stops short along the same path before it builds the reachable area."""

from __future__ import annotations

import math

import pytest

from tabletop.ai import necromolds_bot as normal
from tabletop.ai import necromolds_bot_walk as walk
from tabletop.core.rng import RNG
from tabletop.games.necromolds import queries as NQ
from tests.ai.test_bot_level_choices import commanding
from tests.games.necromolds.helpers import GAME

MOVER = "p0-graveghoul-1"


@pytest.mark.parametrize("friend_x", [8.0, 9.0])  # 9.0: half an inch short is already free
def test_a_move_whose_reach_ends_on_a_friend_stops_short_along_its_path(monkeypatch, friend_x):
    """NM-MOVE-08: the Graveghoul's 5 in toward the far Thornback would end on its own Insectomite; it
    walks the same line and stops at the first half inch short where its base is free."""
    s = commanding([(0, "graveghoul", 3, 9), (0, "insectomite", friend_x, 9), (1, "thornback", 20, 9)], "graveghoul")
    reach = NQ.command_reach(s, MOVER)
    assert reach == 5.0
    full_end = [(8.0 - 1e-3, 9.0)]
    assert not NQ.try_move(s, MOVER, full_end)[0]  # the cut at the reach: on the friend

    def no_area(*_args):
        raise AssertionError("the reachable area was built though a shorter stop was legal")

    monkeypatch.setattr(normal, "reach_toward", no_area)
    move = normal.choose(GAME, s, 0, RNG(1))
    assert move.monster == MOVER and len(move.path) == 1
    (x, y), friend = move.path[0], s.monster("p0-insectomite-1")
    assert y == 9.0 and 3.0 < x < 8.0  # along the line toward the enemy, short of the friend
    assert NQ.try_move(s, MOVER, list(move.path)) == (True, [])
    # the longest such stop: half an inch further would overlap the friend
    assert not NQ.try_move(s, MOVER, [(x + walk.BACK_STEP, 9.0)])[0]
    assert math.dist((x, y), (friend.x, friend.y)) < 2.0


def test_back_off_gives_none_when_no_stop_is_legal():
    """A path with no legal stop within the tries: None (the bot then builds the reachable area)."""
    s = commanding([(0, "graveghoul", 3, 9), (0, "insectomite", 8, 9), (1, "thornback", 20, 9)], "graveghoul")
    m = s.monster(MOVER)
    foes = s.enemies(0)
    # a path straight onto the friend and no further: every stop short of 5 in within 3 in is tried
    assert walk.back_off(s, m, [[(3.0, 9.0), (8.0, 9.0)]], 5.0, foes) is not None
    # a path of 0.2 in: too short to stop anywhere short of its end
    assert walk.back_off(s, m, [[(3.0, 9.0), (3.2, 9.0)]], 5.0, foes) is None
