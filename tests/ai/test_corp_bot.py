"""The NecronomiCORP default bot on hand-built positions: it shares weapons, heals when low, escapes when the
next attack could kill it in a fight it cannot win, asks for help and comes to help by the odds, shoots
first, picks the best hands (the Stake's all-in when it beats the normal roll), goes up, explores when
healthy and gathers the party before the strongest opens the boss's door."""

from __future__ import annotations

import random

from tabletop.ai import corp_bot as B
from tabletop.ai import corp_bot_fight as F
from tabletop.ai import corp_bot_kit as K
from tabletop.games.corp import actions as A
from tabletop.games.corp.fight_state import Foe
from tabletop.games.corp.state import BOSS_ROOM, TOP, Area, Held, Machine, hall_key
from tests.ai.corp_views import CARDS, StubGame, arm, make_state, put_in_room, start_fight

RNG = random.Random(1)


def pick(st, seat, legal):
    return B.choose(StubGame(legal), st, seat, RNG)


# -- weapons --------------------------------------------------------------------------------------------


def test_claims_a_better_weapon_and_drops_the_worse_NC_PLOT_07_NC_PLOT_08():
    st = make_state(1)
    arm(st, 0, "knife", "pistol", charges={"pistol": 0})  # the stapler gun is spent: a +0D (NC-PLOT-12)
    st.areas[hall_key(1)].weapons = [Held("knife#2")]
    st.turn.step = "claim"
    st.turn.claim_order = [0]
    st.turn.claim_area = hall_key(1)
    legal = [A.Claim(0, "", ""), A.Claim(0, "knife#2", "knife"), A.Claim(0, "knife#2", "pistol")]
    assert pick(st, 0, legal) == A.Claim(0, "knife#2", "pistol")
    st.areas[hall_key(1)].weapons = [Held("ruler#1")]
    legal = [A.Claim(0, "", ""), A.Claim(0, "ruler#1", "knife"), A.Claim(0, "ruler#1", "pistol")]
    assert pick(st, 0, legal) == A.Claim(0, "", "")  # a Steel Ruler adds nothing: it lets it lie


def test_leaves_a_found_weapon_to_a_friend_with_none_NC_PLOT_07():
    st = make_state(2)
    arm(st, 0, "knife")
    st.areas[hall_key(1)].weapons = [Held("axe#1")]
    st.turn.step = "claim"
    st.turn.claim_order = [0, 1]
    st.turn.claim_area = hall_key(1)
    legal = [A.Claim(0, "", ""), A.Claim(0, "axe#1", "")]
    assert pick(st, 0, legal) == A.Claim(0, "", "")
    arm(st, 1, "knife")  # the friend is armed: take it
    assert pick(st, 0, legal) == A.Claim(0, "axe#1", "")


def test_gives_a_second_weapon_to_a_friend_with_none_NC_TURN_03():
    st = make_state(2)
    arm(st, 0, "axe", "knife")
    legal = [A.Give(0, "axe", 1), A.Give(0, "knife", 1), A.EndTurn(0), A.EnterRoom(0)]
    assert pick(st, 0, legal) == A.Give(0, "knife", 1)  # keeps the Fire Axe, the better
    arm(st, 1, "pistol")
    assert pick(st, 0, legal) == A.EnterRoom(0)  # nobody unarmed: no gift, it explores


def test_picks_up_what_improves_its_weapons_NC_TURN_02():
    st = make_state(1)
    st.areas[hall_key(1)].weapons = [Held("axe#2")]
    legal = [A.PickUp(0, "axe#2"), A.EnterRoom(0), A.EndTurn(0)]
    assert pick(st, 0, legal) == A.PickUp(0, "axe#2")
    arm(st, 0, "axe", "crowbar")  # already as good: it goes exploring instead
    st.areas[hall_key(1)].weapons = [Held("ruler#1")]
    legal = [A.PickUp(0, "ruler#1", "axe"), A.PickUp(0, "ruler#1", "crowbar"), A.EnterRoom(0), A.EndTurn(0)]
    assert pick(st, 0, legal) == A.EnterRoom(0)


# -- care ------------------------------------------------------------------------------------------------


def test_heals_with_a_kit_when_low_NC_PLOT_04():
    st = make_state(1)
    st.players[0].items = ["kit#1"]
    legal = [A.UseItem(0, "kit#1", 0), A.EnterRoom(0), A.EndTurn(0)]
    assert pick(st, 0, legal) == A.EnterRoom(0)  # whole: the kit is kept
    st.players[0].life = 3
    assert pick(st, 0, legal) == A.UseItem(0, "kit#1", 0)


# -- fights ----------------------------------------------------------------------------------------------


def _respond_legal(seat, weapons=()):
    legal = [A.Attack(seat, (A.FIST,)), A.Attack(seat, (A.FIST, A.FIST)), A.Escape(seat), A.AskHelp(seat)]
    for w in weapons:
        legal.append(A.Attack(seat, (w,)))
        if CARDS.plot(w).hands == 1:
            legal.append(A.Attack(seat, (w, A.FIST)))
    return legal


def test_escapes_when_the_next_attack_could_kill_and_the_fight_is_lost_NC_RESP_02():
    st = make_state(1)
    start_fight(st, 0, "golem#1", level=3)
    st.players[0].life = 3
    assert pick(st, 0, _respond_legal(0)) == A.Escape(0)


def test_uses_an_item_that_escapes_without_rolling():
    st = make_state(1)
    start_fight(st, 0, "golem#1", level=3)
    st.players[0].life = 3
    st.players[0].items = ["exit_sign#1"]
    legal = [*_respond_legal(0), A.UseItem(0, "exit_sign#1")]
    assert pick(st, 0, legal) == A.UseItem(0, "exit_sign#1")


def test_attacks_a_fight_it_can_win_NC_RESP_05():
    st = make_state(1)
    arm(st, 0, "axe")
    start_fight(st, 0, "intern#1")
    got = pick(st, 0, _respond_legal(0, ["axe"]))
    assert got == A.Attack(0, ("axe",))  # the Fire Axe, two-handed: the best expected damage


def test_hardness_makes_fists_worthless_and_weapons_preferred_NC_ABIL_08():
    st = make_state(1)
    arm(st, 0, "knife")
    start_fight(st, 0, "shredder#1")
    attacks = [A.Attack(0, (A.FIST, A.FIST)), A.Attack(0, ("knife", A.FIST)), A.Attack(0, ("knife",))]
    foes = F.foes_here(st, CARDS, 0)
    best = F.best_attack(st, CARDS, 0, attacks, foes)
    # The knife alone beats two fists (0 damage each, and a skull's 2); with a fist added the fist only risks.
    assert best == A.Attack(0, ("knife",))


def test_stake_all_in_when_it_beats_the_normal_roll_NC_FAQ_08():
    st = make_state(1)
    arm(st, 0, "stake")
    start_fight(st, 0, "manager#1")
    attacks = [A.Attack(0, ("stake", A.FIST)), A.Attack(0, ("stake",), all_in="stake"), A.Attack(0, (A.FIST, A.FIST))]
    foes = F.foes_here(st, CARDS, 0)
    assert F.best_attack(st, CARDS, 0, attacks, foes) == A.Attack(0, ("stake",), all_in="stake")


def test_crowbar_one_handed_with_the_knife_NC_PLOT_09():
    st = make_state(1)
    arm(st, 0, "crowbar", "knife")
    start_fight(st, 0, "manager#1")
    attacks = [
        A.Attack(0, ("crowbar",)),
        A.Attack(0, ("crowbar", "knife"), one_handed=("crowbar",)),
        A.Attack(0, ("knife", A.FIST)),
    ]
    foes = F.foes_here(st, CARDS, 0)
    # 3 dice at -1 plus 2 dice beats 3 dice alone (expected 1 + 1 > 1.5).
    assert F.best_attack(st, CARDS, 0, attacks, foes) == attacks[1]


def test_shoots_first_with_its_ranged_weapon_NC_FIGHT_03():
    st = make_state(1)
    arm(st, 0, "pistol", charges={"pistol": 2})
    start_fight(st, 0, "manager#1", step="ranged")
    legal = [A.Shoot(0, ("pistol",)), A.Pass(0)]
    assert pick(st, 0, legal) == A.Shoot(0, ("pistol",))
    st.players[0].weapons = [Held("pistol", 0)]  # spent: it is a melee +0D now, nothing to shoot
    assert F.shoot(st, CARDS, 0, {A.Pass: [A.Pass(0)]}) == A.Pass(0)


def test_asks_for_help_when_a_friend_in_the_hallway_would_come_NC_RESP_14():
    st = make_state(2)
    start_fight(st, 0, "golem#1", level=3)
    st.players[0].life = 8
    st.players[1].level = 3  # in the level 3 hallway, armed and whole
    arm(st, 1, "axe")
    legal = [A.Attack(0, (A.FIST, A.FIST)), A.AskHelp(0)]
    assert F.would_help(st, CARDS, 1, 0) is False  # the golem: too strong to come for
    start_fight(st, 0, "manager#1", room="r#2", level=3)
    st.players[0].life = 2
    assert F.would_help(st, CARDS, 1, 0) is True
    assert pick(st, 0, legal) == A.AskHelp(0)
    st.players[1].level = 2  # on another level: nobody to ask (NC-EXPLAY-03)
    assert pick(st, 0, legal) == A.Attack(0, (A.FIST, A.FIST))


def test_comes_to_help_by_the_odds_and_the_weak_stay_out_of_the_boss_room_NC_RESP_15():
    st = make_state(2)
    start_fight(st, 0, "manager#1")
    st.fight.step = "help"
    st.fight.asker = 0
    st.fight.asked = [1]
    legal = [A.Help(1, True), A.Help(1, False)]
    assert pick(st, 1, legal) == A.Help(1, True)
    st.players[1].life = 1
    assert pick(st, 1, legal) == A.Help(1, False)
    # The boss: a fighter that one attack would likely kill keeps out.
    st2 = make_state(2)
    start_fight(st2, 0, "whateley#1", room=BOSS_ROOM, level=TOP)
    st2.fight.step = "help"
    st2.fight.asker = 0
    st2.players[1].level = TOP
    st2.players[1].life = 2
    assert pick(st2, 1, [A.Help(1, True), A.Help(1, False)]) == A.Help(1, False)
    st2.players[1].life = 8
    assert pick(st2, 1, [A.Help(1, True), A.Help(1, False)]) == A.Help(1, True)


# -- the turn ----------------------------------------------------------------------------------------------


def test_goes_up_to_the_highest_open_level_NC_TURN_04():
    st = make_state(1)
    st.levels[1].open = True
    legal = [A.GoToLevel(0, 2), A.EnterRoom(0), A.EndTurn(0)]
    assert pick(st, 0, legal) == A.GoToLevel(0, 2)


def test_explores_when_healthy_and_leaves_rooms_NC_TURN_06():
    st = make_state(2)
    legal = [A.EnterRoom(0), A.EndTurn(0)]
    assert pick(st, 0, legal) == A.EnterRoom(0)
    st.players[0].life = 2  # weak, with a healthy friend: it waits in the hallway
    assert pick(st, 0, legal) == A.EndTurn(0)
    st.players[1].life = 1  # nobody healthier: it goes anyway
    assert pick(st, 0, legal) == A.EnterRoom(0)
    put_in_room(st, 0, "empty#1")
    assert pick(st, 0, [A.LeaveRoom(0), A.EndTurn(0)]) == A.LeaveRoom(0)


def test_goes_into_a_revealed_room_for_a_weapon_NC_TURN_08():
    st = make_state(1)
    st.areas["empty#1"] = st.areas[hall_key(1)].__class__(level=1, weapons=[Held("axe#1")])
    st.levels[0].rooms = ["empty#1"]
    legal = [A.EnterRevealed(0, "empty#1"), A.EnterRoom(0), A.EndTurn(0)]
    assert pick(st, 0, legal) == A.EnterRevealed(0, "empty#1")


def test_gathers_the_party_before_the_strongest_opens_the_boss_door_NC_FAQ_11():
    st = make_state(3)
    st.top_open = True
    for s in range(3):
        st.players[s].level = TOP
    st.players[2].level = 5  # one still below
    arm(st, 1, "axe")
    legal1 = [A.EnterRoom(1), A.EndTurn(1)]
    assert pick(st, 1, legal1) == A.EndTurn(1)  # waits for the party
    st.players[2].level = TOP
    assert pick(st, 1, legal1) == A.EnterRoom(1)  # the strongest opens
    assert pick(st, 0, [A.EnterRoom(0), A.EndTurn(0)]) == A.EndTurn(0)  # the others wait for it
    st.players[2].alive = False  # the dead are not waited for
    st.players[2].level = 5
    assert B.opener(st, CARDS) == 1


def test_comes_up_to_the_top_hallway_once_exit_5_is_found_NC_ROOM_05():
    st = make_state(2)
    st.top_open = True
    st.players[0].level = 5
    legal = [A.GoToLevel(0, TOP), A.GoToLevel(0, 4), A.EnterRoom(0), A.EndTurn(0)]
    assert pick(st, 0, legal) == A.GoToLevel(0, TOP)


def test_an_infected_bot_keeps_away_from_the_party_NC_CONTAG_05():
    st = make_state(2)
    st.levels[1].open = True
    st.players[0].infected = "zombie"
    legal = [A.GoToLevel(0, 2), A.EnterRoom(0), A.EndTurn(0)]
    assert pick(st, 0, legal) == A.EndTurn(0)


def test_a_hurt_bot_goes_down_to_a_vending_machine_NC_TURN_13():
    st = make_state(1)
    st.levels[1].open = True
    st.players[0].level = 2
    st.players[0].life = 2
    st.areas["empty#3"] = Area(level=1, machines=[Machine("vending#1", 2)])
    st.levels[0].rooms = ["empty#3"]
    legal = [A.GoToLevel(0, 1), A.EnterRoom(0), A.EndTurn(0)]
    assert pick(st, 0, legal) == A.GoToLevel(0, 1)
    st.players[0].level = 1
    legal = [A.GoToLevel(0, 2), A.EnterRevealed(0, "empty#3"), A.EnterRoom(0), A.EndTurn(0)]
    assert pick(st, 0, legal) == A.EnterRevealed(0, "empty#3")
    put_in_room(st, 0, "empty#3")
    assert pick(st, 0, [A.UseMachine(0, "vending#1"), A.EndTurn(0)]) == A.UseMachine(0, "vending#1")
    st.players[0].life = 8  # whole again: back up to the party
    st.players[0].room = None
    assert pick(st, 0, [A.GoToLevel(0, 2), A.EnterRoom(0), A.EndTurn(0)]) == A.GoToLevel(0, 2)


def test_a_fight_nobody_can_win_or_leave_ends_NC_RESP_02():
    """After many rounds of one fight (nothing changing, no escape that can succeed) the bot strikes on
    rather than trying to escape again: a stalemate must end."""
    st = make_state(1)
    start_fight(st, 0, "golem#1", level=3)
    st.players[0].life = 3
    st.players[0].traumas = []
    legal = _respond_legal(0)
    assert pick(st, 0, legal) == A.Escape(0)  # the golem would kill it: away
    st.fight.rounds = 40
    assert isinstance(pick(st, 0, legal), A.Attack)
    st.fight.rounds = 80  # still nothing: fists, whose skulls end it one way or another
    assert pick(st, 0, legal) == A.Attack(0, (A.FIST, A.FIST))


def test_an_infected_bot_with_the_last_revive_card_walks_to_a_friend_or_lets_it_go_NC_CONTAG_19():
    """The whole party dead, an infected character holding a revive card (the game waits on it,
    NC-BOSS-09): it goes to a fallen friend; with none it could reach, it drops the card so the game ends."""
    st = make_state(2)
    st.levels[1].open = True
    st.players[0].infected = "vampire"
    st.players[0].items = ["defib#1"]
    put_in_room(st, 0, "empty#1")
    st.players[1].alive = False
    st.players[1].life = 0
    st.players[1].level = 2
    st.players[1].room = "empty#9"
    # a room still standing, with something left in it: it can be entered (NC-TURN-08/09); a bare one with
    # only the body in it could not (test_a_friend_fallen_in_a_room_nobody_may_enter_...)
    st.areas["empty#9"] = Area(level=2, items=["kit#2"])
    legal = [A.LeaveRoom(0), A.Drop(0, "defib#1"), A.EndTurn(0)]
    assert pick(st, 0, legal) == A.LeaveRoom(0)
    st.players[0].room = None
    assert pick(st, 0, [A.GoToLevel(0, 2), A.Drop(0, "defib#1"), A.EndTurn(0)]) == A.GoToLevel(0, 2)
    st.players[1].room = BOSS_ROOM  # fallen in the boss's room: out of its reach
    st.players[1].level = TOP
    assert pick(st, 0, [A.GoToLevel(0, 2), A.Drop(0, "defib#1"), A.EndTurn(0)]) == A.Drop(0, "defib#1")


def test_an_abandoned_monster_fled_again_and_again_is_left_alone_NC_ABAN_03_NC_TURN_08():
    """An abandoned monster it would likely beat draws it in (NC-ABAN-03: it strikes first); one that has
    outlasted STALEMATE attacks has been fled from again and again (the odds say go in, the fight's cost
    says get out), so the turn's flip goes to a new door instead. A six-player seeded game spent 240
    turns going in and out of such a room until the turn limit ended it."""
    st = make_state(1)
    arm(st, 0, "axe")
    st.areas["intern#1"] = Area(level=1, foes=[Foe(card="intern#1", attacks=3)])
    st.levels[0].rooms = ["intern#1"]
    legal = [A.EnterRevealed(0, "intern#1"), A.EnterRoom(0), A.EndTurn(0)]
    assert pick(st, 0, legal) == A.EnterRevealed(0, "intern#1")
    st.areas["intern#1"].foes[0].attacks = F.STALEMATE
    assert pick(st, 0, legal) == A.EnterRoom(0)


def test_a_friend_fallen_behind_a_monster_fled_again_and_again_is_not_walked_to_NC_BOSS_09():
    """A revive card and a fallen friend: it walks to the body (NC-BOSS-09), but not into a room whose
    monster has outlasted STALEMATE attacks: it would flee again before it could revive anyone."""
    st = make_state(2)
    st.levels[1].open = True
    st.players[0].items = ["defib#1"]
    st.players[0].level = 2
    st.players[1].alive = False
    st.players[1].life = 0
    st.areas["intern#1"] = Area(level=1, foes=[Foe(card="intern#1", attacks=3)])
    st.levels[0].rooms = ["intern#1"]
    st.players[1].room = "intern#1"
    legal = [A.GoToLevel(0, 1), A.EnterRoom(0), A.EndTurn(0)]
    assert pick(st, 0, legal) == A.GoToLevel(0, 1)
    st.areas["intern#1"].foes[0].attacks = F.STALEMATE
    assert pick(st, 0, legal) == A.EnterRoom(0)


def test_a_friend_fallen_in_a_room_nobody_may_enter_does_not_hold_the_party_NC_TURN_08():
    """A revive card, and a friend's body in a room left with nothing in it: nobody may go in (NC-TURN-08
    opens a revealed room for a living player, a weapon, an item or a monster), so it does not wait at
    that door for ever: it goes on up. A three-player seeded game waited there for 650 turns, the weak
    friend above waiting for it, until the turn limit."""
    st = make_state(3)
    st.levels[1].open = True
    st.players[0].items = ["defib#1"]
    st.players[1].alive = False
    st.players[1].life = 0
    st.areas["empty#3"] = Area(level=1)
    st.levels[0].rooms = ["empty#3"]
    st.players[1].room = "empty#3"
    legal = [A.GoToLevel(0, 2), A.EnterRoom(0), A.EndTurn(0)]
    assert pick(st, 0, legal) == A.GoToLevel(0, 2)
    st.areas["empty#3"].items = ["kit#1"]  # something to fetch there: the room is open, it goes in
    assert pick(st, 0, legal + [A.EnterRevealed(0, "empty#3")]) == A.EnterRevealed(0, "empty#3")


# -- round 18: the play-test's three stalls ----------------------------------------------------------------


def test_a_hard_regenerating_monster_it_cannot_hurt_is_not_entered_NC_ABAN_03_NC_ABIL_06():
    """A Letter Opener's two dice take at most 1 off a monster with hardness (NC-ABIL-06), and the monster
    heals 1 before each attack: the fight can never be won, so the bot does not go back into its room
    (a play-test bot went in turn after turn, its log saying 0.0 damage expected and odds of 100%, and
    fled each time). The judgement that sends it in is the fight's own: the same odds, the same zero."""
    st = make_state(1)
    for lv in st.levels:
        lv.open = True
    st.players[0].character = "janitor"
    st.players[0].level = 4
    st.players[0].life = 12
    arm(st, 0, "knife")
    st.areas["wyrm#1"] = Area(level=4, foes=[Foe(card="wyrm#1", damage=3, attacks=3)])
    st.levels[3].rooms = ["wyrm#1"]
    foes = [K.foe_info(st, CARDS, 0, f, 4) for f in st.areas["wyrm#1"].foes]
    hands = F.best_kit_hands(st, CARDS, 0, foes[0])
    assert F.damage_expected(foes, list(hands)) == 0.0
    assert F.enter_verdict(st, CARDS, 0, foes) == (False, 0.0)
    legal = [A.EnterRevealed(0, "wyrm#1"), A.EnterRoom(0), A.EndTurn(0)]
    assert pick(st, 0, legal) == A.EnterRoom(0)  # a new door instead
    arm(st, 0, "axe")  # three dice take 2 at times: more than it heals, and likely won
    assert F.enter_verdict(st, CARDS, 0, foes)[0] is True
    assert pick(st, 0, legal) == A.EnterRevealed(0, "wyrm#1")


def test_at_the_boss_it_calls_the_strong_friends_in_the_hallway_NC_RESP_14_NC_BOSS_01():
    """Alone against a 20-life boss with hardness, three well-armed friends in the top hallway: it asks
    for help (the party wins together; a play-test bot fought the boss alone down to 2 life). Before, the
    party's pooled life lost counted more than the win, and fists that cannot hurt the boss crowded the
    friends' weapons out of the weighing."""
    st = make_state(4)
    st.top_open = True
    for s in range(4):
        st.players[s].character = "janitor"
        st.players[s].life = 16
        st.players[s].level = TOP
        arm(st, s, "axe")
    start_fight(st, 0, "ceo#1", room=BOSS_ROOM, level=TOP)
    st.players[0].life = 10
    legal = [A.Attack(0, ("axe",)), A.Attack(0, (A.FIST, A.FIST)), A.AskHelp(0)]
    assert all(F.would_help(st, CARDS, h, 0) for h in (1, 2, 3))
    assert pick(st, 0, legal) == A.AskHelp(0)
    for s in (1, 2, 3):  # friends with bare fists cannot hurt it: they would not come, it fights on
        st.players[s].weapons = []
    assert not any(F.would_help(st, CARDS, h, 0) for h in (1, 2, 3))
    assert isinstance(pick(st, 0, legal), A.Attack)


def test_on_level_4_a_healthy_bot_opens_a_door_with_a_friend_at_hand_NC_TURN_07_NC_RESP_14():
    """Level 4, the party healthy in the hallway: the bot opens a door though a friend is stronger (before,
    only the strongest in the hallway opened, and the others stood by turn after turn: 2 doors in 30
    turns in a play-test). It waits only with a reason: while it is hurt, or while the only healthy
    friends of its level stand in rooms (one of them comes back out next turn, to be at hand)."""
    st = make_state(3)
    for lv in st.levels[:4]:
        lv.open = True
    for s in range(3):
        st.players[s].level = 4
    arm(st, 1, "axe")  # Player 2 is the strongest
    arm(st, 2, "axe")
    legal = [A.EnterRoom(0), A.EndTurn(0)]
    assert pick(st, 0, legal) == A.EnterRoom(0)
    put_in_room(st, 1, "empty#4", level=4)
    assert pick(st, 0, legal) == A.EnterRoom(0)  # Player 3 stays in the hallway to help
    put_in_room(st, 2, "empty#5", level=4)
    assert pick(st, 0, legal) == A.EndTurn(0)  # nobody left at hand: it waits for them to come out
    st.players[1].life = st.players[2].life = 2  # they are hurt: no help is coming, it goes alone
    assert pick(st, 0, legal) == A.EnterRoom(0)
    st.players[0].life = 2  # hurt, with healthy friends around: it waits
    st.players[1].life = 8
    assert pick(st, 0, legal) == A.EndTurn(0)


def test_it_weighs_the_life_a_boss_grew_with_the_survivors_NC_BOSS_02():
    """A boss drawn for six that grew (life_per_survivor) has its whole life to take, not the printed:
    the same boss with the same damage is two different fights (the memo tells them apart)."""
    st = make_state(players=2)
    printed = K.foe_info(st, CARDS, 0, Foe(card="ceo#1", damage=2), TOP)
    grown = K.foe_info(st, CARDS, 0, Foe(card="ceo#1", damage=2, more_life=6), TOP)
    assert (printed.left, grown.left) == (18, 24)
