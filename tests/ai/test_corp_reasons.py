"""The computer's reasons in the NecronomiCORP log (tabletop/ai/corp_reasons.py): read from public views
and the dice odds the bot decides by, named for the rule each choice is about."""

from __future__ import annotations

import random
import re

from tabletop.ai import corp_bot_fight as F
from tabletop.ai import corp_bot_kit as K
from tabletop.ai import corp_odds as O
from tabletop.ai import corp_reasons as R
from tabletop.core.protocol import Event
from tabletop.core.protocol import view as seat_view
from tabletop.core.session import Session
from tabletop.games import get_game
from tabletop.games.corp import actions as A
from tabletop.games.corp.fight_state import Foe
from tabletop.games.corp.state import Area, Machine, hall_key
from tests.ai.corp_views import CARDS, arm, make_state, put_in_room, start_fight


def _odds(text: str) -> list[int]:
    return [int(n) for n in re.findall(r"(\d+)%", text)]


def test_comes_to_help_names_the_foe_its_life_and_our_odds_NC_RESP_15():
    st = make_state(2)
    start_fight(st, 0, "manager#1", damage=1)
    st.fight.step = "help"
    st.fight.asker = 0
    st.fight.asked = [1]
    arm(st, 1, "axe")
    why = R.reason(st, A.Help(1, True), None, CARDS)
    assert why.startswith("comes to help: the Zombie Manager has 2 life left, our odds ")
    foes = F.foes_here(st, CARDS, 1)
    mine = F.best_kit_hands(st, CARDS, 1, foes[0])
    life, hands = F._pool(st, CARDS, 1, [0], foes[0])
    win, _ = F._outlook(st, CARDS, 1, foes, list(mine) + hands, life + st.players[1].life)
    assert _odds(why) == [round(win * 100)]
    # More damage on the monster: better odds told.
    st.areas["r#1"].foes[0].damage = 2
    assert "has 1 life left" in R.reason(st, A.Help(1, True), None, CARDS)
    assert _odds(R.reason(st, A.Help(1, True), None, CARDS))[0] >= _odds(why)[0]


def test_stays_out_tells_what_decided_it_NC_RESP_14():
    """Play-test: "stays out: with 17 life one attack could kill it (0%)" gave a 0% danger as the
    reason to stay out. The reason is now the test that decided it (`help_verdict`)."""
    st = make_state(2)
    start_fight(st, 0, "manager#1")
    st.fight.step = "help"
    st.fight.asker = 0
    st.players[1].life = 1
    assert R.reason(st, A.Help(1, False), None, CARDS) == "stays out: 1 life left"
    st.players[1].life = 2
    why = R.reason(st, A.Help(1, False), None, CARDS)
    assert why.startswith("stays out: with 2 life two attacks could kill it (")
    foes = F.foes_here(st, CARDS, 1)
    armor = K.armor(st, CARDS, 1)
    kills = O.p_monster_kills(2 * sum(f.menace for f in foes), 2, max(f.bonus for f in foes), 2 * armor)
    assert F.help_verdict(st, CARDS, 1, 0) == (False, why) and _odds(why) == [round(kills * 100)]
    st.players[1].life = st.players[1].life + 20  # strong: any refusal now is not for danger
    join, words = F.help_verdict(st, CARDS, 1, 0)
    why = R.reason(st, A.Help(1, False), None, CARDS)
    assert "could kill" not in why
    assert why == ("stays out of the fight" if join else words)
    assert F.would_help(st, CARDS, 1, 0) == join


def test_attack_tells_the_dice_the_damage_expected_and_the_odds_NC_RESP_07_NC_RESP_13():
    st = make_state(1)
    start_fight(st, 0, "manager#1")
    arm(st, 0, "axe")
    why = R.reason(st, A.Attack(0, ("axe",)), None, CARDS)
    # The Fire Axe: the base die and its two (NC-RESP-09): 3 dice, 1.5 damage expected (each 1/2).
    assert why.startswith("the Fire Axe: 3 dice for 1.5 damage expected; the Zombie Manager has 3 life left")
    assert "our odds" in why
    fists = R.reason(st, A.Attack(0, (A.FIST, A.FIST)), None, CARDS)
    assert fists.startswith("both fists: 2 dice for 1.0 damage expected")  # one die a fist (NC-RESP-12)
    assert _odds(fists)[0] < _odds(why)[0]
    # Hardness takes 1 off each roll (NC-ABIL-06): a fist's roll does nothing to the golem.
    start_fight(st, 0, "shredder#1", room="r#2")
    hard = R.reason(st, A.Attack(0, (A.FIST,)), None, CARDS)
    assert hard.startswith("a fist: 1 die for 0.0 damage expected")


def test_escape_tells_the_risk_of_staying_NC_RESP_02():
    st = make_state(1)
    start_fight(st, 0, "golem#1", level=3)
    st.players[0].life = 2
    why = R.reason(st, A.Escape(0), None, CARDS)
    away, risk, stay = _odds(why)  # (runs on a 4-6 at away%; staying: risk%, won stay%)
    assert risk == round(F.danger(st, CARDS, 0, F.foes_here(st, CARDS, 0)) * 100)
    assert risk > 50 and stay < 10
    assert away == 50  # one die, 4-6 (NC-RESP-02)


def test_ask_for_help_compares_alone_and_with_the_hallway_NC_RESP_14():
    st = make_state(2)
    start_fight(st, 0, "manager#1", room="r#2", level=3)
    st.players[0].life = 2
    st.players[1].level = 3
    arm(st, 1, "axe")
    assert F.would_help(st, CARDS, 1, 0)
    why = R.reason(st, A.AskHelp(0), None, CARDS)
    assert "alone our odds are" in why and "with Player 2" in why
    alone, together = _odds(why)
    assert together > alone


def test_enter_an_abandoned_monster_tells_its_life_and_the_odds_NC_ABAN_03():
    st = make_state(1)
    arm(st, 0, "axe")
    put_in_room(st, 0, "r#5")
    st.players[0].room = None  # back in the hallway; the room keeps its monster
    st.areas["r#5"].foes = [Foe(card="intern#1", damage=1)]
    why = R.reason(st, A.EnterRevealed(0, "r#5"), None, CARDS)
    assert why.startswith("to finish the abandoned Zombie Intern (1 life left), striking first; odds ")
    assert _odds(why)[0] > 50


def test_turn_reasons_read_what_lies_in_view_NC_TURN_04_NC_TURN_08():
    st = make_state(2)
    st.levels[1].open = True
    st.players[0].life = 3
    st.levels[0].rooms = ["r#9"]
    st.areas["r#9"] = Area(level=1, machines=[Machine("m#1", 2)])
    st.players[0].level = 2
    assert R.reason(st, A.GoToLevel(0, 1), None, CARDS) == "hurt (3 life): a vending machine waits on level 1"
    st.players[1].level = 1
    assert R.reason(st, A.GoToLevel(1, 2), None, CARDS) == "to the party's level"
    st.areas[hall_key(1)].weapons = []
    assert R.reason(st, A.Give(0, "axe", 1), None, CARDS) == "Player 2 carries no weapon"
    assert R.reason(st, A.UseItem(0, "kit#1", 0), None, CARDS) == "its 3 of 8 life"


def test_nothing_to_say_is_empty_and_a_bad_position_never_fails():
    st = make_state(1)
    assert R.reason(st, A.EndTurn(0), None, CARDS) == ""
    assert R.reason(None, A.EndTurn(0), None, CARDS) == ""
    assert R.reason(st, A.Attack(0, (A.FIST,)), None, CARDS) == ""  # no fight: nothing to weigh
    assert R.reason(st, A.EnterRevealed(0, "nowhere#1"), None, CARDS) == ""


def test_attach_joins_a_public_line_and_adds_a_line_after_a_private_one():
    batch = [Event("move", {}, "Player 2 opens a new door.")]
    R.attach(batch, 1, "A new door (8 life)")
    assert batch[0].text == "Player 2 opens a new door — a new door (8 life)."
    private = [Event("peek", {}, "Player 2 looks.", to=(1,))]
    R.attach(private, 1, "why not")
    assert [e.text for e in private] == ["Player 2 looks.", "Player 2 (computer): why not."]
    empty: list = []
    R.attach(empty, 1, "")
    assert empty == []


def test_reasons_in_a_real_game_come_from_the_public_view_alone():
    """Every bot action of a seeded four-player game gets its reason from the public view without
    failing, and the fight's answers tell their odds."""
    game = get_game("corp")
    from tabletop.ai.corp_bot import choose

    session = Session(game, {"players": 4}, 5)
    rng = random.Random(0)
    said = 0
    for _ in range(400):
        st = session.state
        acting = list(game.to_act(st))
        if not acting or session.outcome() is not None:
            break
        seat = acting[0]
        action = choose(game, seat_view(game, st, seat), seat, rng)
        before = seat_view(game, st, None)
        why = R.reason(before, action, None, game.cards)
        if isinstance(action, (A.Attack, A.Escape, A.AskHelp)) and why:
            said += 1
            assert "%" in why
        session.submit(action)
    assert said > 0


def test_a_boss_goes_by_its_name_NC_BOSS_01():
    from tabletop.games.corp.state import BOSS_ROOM, TOP

    st = make_state(2)
    start_fight(st, 0, "whateley#1", room=BOSS_ROOM, level=TOP)
    st.fight.step = "help"
    st.fight.asker = 0
    st.players[1].level = TOP
    assert R.reason(st, A.Help(1, True), None, CARDS).startswith("comes to help: W. Whateley has 12 life left")


def test_ending_a_turn_without_a_door_says_who_opens_them_NC_TURN_12():
    """NC-TURN-12: exploring is optional; the computer stays in the hallway while a friend in a room
    comes back out (so one is at hand to help, NC-RESP-14), waits while hurt, and gathers at the boss's
    door (NC-FAQ-11)."""
    from tabletop.games.corp.state import TOP

    st = make_state(2)
    arm(st, 1, "axe")  # Player 2 is the stronger
    put_in_room(st, 1, "empty#4")
    assert R.reason(st, A.EndTurn(0), None, CARDS) == (
        "stays in the hallway to help: Player 2 comes back out of a room next turn"
    )
    st.players[1].room = None
    st.players[0].life = 2
    assert R.reason(st, A.EndTurn(0), None, CARDS) == "hurt (2 life): a healthier friend opens the doors"
    st.players[0].life = 8
    st.players[0].level = TOP
    assert R.reason(st, A.EndTurn(0), None, CARDS) == "waits at the boss's door for Player 2"
    st.players[1].level = TOP
    assert R.reason(st, A.EndTurn(0), None, CARDS) == "Player 2 is the strongest: they open the boss's door"
    st.turn.flipped = True
    assert R.reason(st, A.EndTurn(0), None, CARDS) == ""


def test_a_found_weapon_let_lie_says_for_whom_or_why_NC_PLOT_07():
    st = make_state(2)
    arm(st, 0, "knife")
    st.turn.step = "claim"
    st.turn.claim_order = [0, 1]
    assert R.reason(st, A.Claim(0, "", ""), None, CARDS) == "leaves it for Player 2, who carries no weapon"
    arm(st, 1, "knife")
    assert R.reason(st, A.Claim(0, "", ""), None, CARDS) == "it would not improve its weapons"
    assert R.reason(st, A.Claim(0, "axe#1", ""), None, CARDS) == "the Fire Axe: +2D, two-handed, melee"


def test_an_escape_says_the_face_it_needs_after_its_bonus_NC_RESP_02():
    """Play-test: the escape's reason said "4-6 gets away" even where a drawback made it 5-6."""
    st = make_state(1)
    start_fight(st, 0, "manager#1")
    foes = F.foes_here(st, CARDS, 0)
    bonus = K.escape_bonus(st, CARDS, 0, foes[0], F.foe_level(st))
    why = R.reason(st, A.Escape(0), None, CARDS)
    assert why.startswith(f"runs (on a {max(2, 4 - bonus)}-6, "), why
    assert "4-6" not in why or bonus == 0
