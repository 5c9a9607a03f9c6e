"""The NecronomiCORP default bot plans with the curses of Aliens & Spirits (NC-CURSE-07: a curse acts on
everyone on its level) and weighs a new door at low life (r27's play-test: it stayed in the hallway
waiting for help under Toxic Positivity and promised help in its reasons; it opened a door on level 4
at 1 life and the party was wiped in that fight).

The other curses were checked the same way and were known already: an escape drawback
(level_escape) is on the escape die the fight weighs (corp_bot_kit.escape_bonus), monsters healing 1
before each attack (level_regenerate) are in the foe's regeneration (corp_bot_kit.foe_info.heals)."""

from __future__ import annotations

import random

from tabletop.ai import corp_bot as B
from tabletop.ai import corp_bot_doors as D
from tabletop.ai import corp_bot_fight as F
from tabletop.ai import corp_bot_kit as K
from tabletop.ai import corp_reasons as R
from tabletop.games.corp import actions as A
from tabletop.games.corp.fight_state import Foe
from tabletop.games.corp.state import hall_key
from tests.ai.corp_views import CARDS, StubGame, arm, make_state, put_in_room, start_fight

RNG = random.Random(1)


def pick(st, seat, legal):
    return B.choose(StubGame(legal), st, seat, RNG)


# -- Toxic Positivity and its kind: nobody may ask for help on the level -------------------------------------


def _party_in_rooms(curse: str = ""):
    """Level 1: the bot healthy in the hallway, its two healthy friends in rooms of the level."""
    st = make_state(3)
    if curse:
        st.levels[0].curses = [curse]
    put_in_room(st, 1, "empty#1")
    put_in_room(st, 2, "empty#2")
    return st


def test_under_toxic_positivity_it_does_not_wait_for_help_that_may_not_come_NC_CURSE_07_NC_RESP_14():
    """Its friends in rooms would come back out to be at hand for a call for help; under the curse nobody
    may be called, so it opens the door alone instead of losing its turn (before: it ended the turn,
    'stays in the hallway to help: Player 2 and Player 3 come back out of their rooms next turn')."""
    legal = [A.EnterRoom(0), A.EndTurn(0)]
    st = _party_in_rooms()
    assert B.waited_for(st, CARDS, 0) == [1, 2]
    assert pick(st, 0, legal) == A.EndTurn(0)  # uncursed: it waits a turn for a friend to be at hand
    st = _party_in_rooms("toxic_positivity")
    assert B.waited_for(st, CARDS, 0) == []
    assert not B.stands_by(st, CARDS, 0)
    assert pick(st, 0, legal) == A.EnterRoom(0)


def test_a_trauma_that_forbids_asking_makes_it_open_alone_too_NC_RESP_14():
    """Trust Issues ('you cannot ask for help') on the bot itself: the same plan as under the curse."""
    st = _party_in_rooms()
    st.players[0].traumas = ["trust#1"]
    assert not D.may_ask(st, CARDS, 0, 1)
    assert pick(st, 0, [A.EnterRoom(0), A.EndTurn(0)]) == A.EnterRoom(0)


def test_its_reasons_promise_no_help_under_toxic_positivity_NC_CURSE_07_NC_RESP_14():
    """'opens a door (8 life); 1 friend in the hallway can come to help' was said under the curse."""
    st = make_state(2)
    assert "can come to help" in R.reason(st, A.EnterRoom(0), cards=CARDS)
    st.levels[0].curses = ["toxic_positivity"]
    why = R.reason(st, A.EnterRoom(0), cards=CARDS)
    assert "help" in why and "can come" not in why and "friend" not in why
    assert why == "opens a door alone (8 life): nobody may ask for help on this level"
    put_in_room(st, 0, "empty#1")
    assert R.reason(st, A.LeaveRoom(0), cards=CARDS) == "back to the hallway"
    st.levels[0].curses = []
    assert R.reason(st, A.LeaveRoom(0), cards=CARDS) == "back to the hallway, where the party can help"


# -- Hostile Work Environment and its kind: no ranged attacks on the level -------------------------------------


def test_under_hostile_work_environment_a_ranged_weapon_is_not_counted_on_NC_CURSE_07_NC_FIGHT_03():
    """An abandoned Shredder Golem (hardness: fists cannot hurt it, NC-ABIL-08) and a bot whose only weapon
    is a charged Nail Gun: it goes in to finish it, but not on a level where no ranged attack may be made
    (the Nail Gun is offered in no attack there, fight_legal), and a friend with it does not come to help
    there either. Before, the bot weighed the Nail Gun's dice on every level."""
    st = make_state(2)
    arm(st, 0, "nailgun", charges={"nailgun": 3})
    arm(st, 1, "nailgun", charges={"nailgun": 3})
    st.areas["shredder#1"] = st.areas[hall_key(1)].__class__(level=1, foes=[Foe(card="shredder#1")])
    st.levels[0].rooms = ["shredder#1"]
    legal = [A.EnterRevealed(0, "shredder#1"), A.EnterRoom(0), A.EndTurn(0)]
    foes = [K.foe_info(st, CARDS, 0, f, 1) for f in st.areas["shredder#1"].foes]
    assert F.enter_verdict(st, CARDS, 0, foes)[0] is True
    assert pick(st, 0, legal) == A.EnterRevealed(0, "shredder#1")
    st.levels[0].curses = ["hostile_work_environment"]
    foes = [K.foe_info(st, CARDS, 0, f, 1) for f in st.areas["shredder#1"].foes]
    assert F.enter_verdict(st, CARDS, 0, foes)[0] is False
    assert pick(st, 0, legal) == A.EnterRoom(0)
    # A friend asked in (a curse of the other kind would forbid asking at all: this one does not).
    start_fight(st, 0, "shredder#2")
    st.fight.step = "help"
    st.fight.asker = 0
    st.fight.asked = [1]
    assert F.would_help(st, CARDS, 1, 0) is False
    st.levels[0].curses = []
    assert F.would_help(st, CARDS, 1, 0) is True


# -- a new door at low life --------------------------------------------------------------------------------


def _level_4(players: int = 3):
    """The party on level 4, whose doors have shown monsters only (its discard)."""
    st = make_state(players)
    for lv in st.levels[:4]:
        lv.open = True
    st.levels[3].discard = ["intern#7", "manager#7", "wyrm#7"]
    for s in range(players):
        st.players[s].level = 4
    return st


def test_at_1_life_it_leaves_the_door_to_a_hurt_friend_who_would_stand_it_NC_FIGHT_09_NC_TURN_07():
    """At 1 life a monster's first attack kills it more often than not, before it can act; a friend at 3
    life (hurt too: no friend is healthy) would almost surely stand it. Before, every hurt bot opened
    doors once nobody was healthy (r27: 1 life on level 4, and the party was wiped)."""
    st = _level_4(2)
    st.players[0].life = 1
    st.players[1].life = 3
    legal = [A.EnterRoom(0), A.EndTurn(0)]
    assert not B.healthy(st, CARDS, 1)
    assert D.door_danger(st, CARDS, 0, 4) > D.DOOR_DANGER >= D.door_danger(st, CARDS, 1, 4)
    assert pick(st, 0, legal) == A.EndTurn(0)
    assert R.reason(st, A.EndTurn(0), cards=CARDS) == "hurt (1 life): a healthier friend opens the doors"
    assert pick(st, 1, [A.EnterRoom(1), A.EndTurn(1)]) == A.EnterRoom(1)  # the one at 3 life opens
    st.players[1].life = 1  # as hurt as it: nobody stands it better, it does not wait for ever
    assert not B.stands_by(st, CARDS, 0)


def test_alone_at_1_life_it_opens_its_doors_where_fewer_monsters_wait_NC_BUILD_06_NC_TURN_04():
    """The last of the party, at 1 life on level 4, where every door has hidden a monster; level 1 still
    has doors, and most of what it showed was Empty Rooms (its discard, public). It goes down and opens
    there (the stairs cost no flip, NC-TURN-04); before, it opened on level 4 and was killed. Whole again,
    it goes back up to the party's level."""
    st = _level_4(2)
    st.players[1].alive = False
    st.players[0].life = 1
    st.levels[0].discard = [f"empty#{n}" for n in range(10)] + ["intern#1", "intern#2"]
    st.levels[1].stack = st.levels[2].stack = []  # levels 2 and 3 have no door left
    legal = [A.GoToLevel(0, n) for n in (1, 2, 3)] + [A.EnterRoom(0), A.EndTurn(0)]
    assert D.door_danger(st, CARDS, 0, 1) < D.DOOR_DANGER < D.door_danger(st, CARDS, 0, 4)
    assert pick(st, 0, legal) == A.GoToLevel(0, 1)
    assert R.reason(st, A.GoToLevel(0, 1), cards=CARDS) == "1 life: fewer monsters wait behind the doors of level 1"
    st.players[0].level = 1
    assert pick(st, 0, [A.GoToLevel(0, n) for n in (2, 3, 4)] + [A.EnterRoom(0), A.EndTurn(0)]) == A.EnterRoom(0)
    st.levels[0].stack = []  # no door left there: it opens where it is wanted
    assert B.doors_level(st, CARDS, 0) == 4
    st.levels[0].stack = ["hidden"]
    st.players[0].life = 6  # healed: back to the party's level
    assert pick(st, 0, [A.GoToLevel(0, n) for n in (2, 3, 4)] + [A.EnterRoom(0), A.EndTurn(0)]) == A.GoToLevel(0, 4)
