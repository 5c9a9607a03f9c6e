"""The NecronomiCORP monster fight's flow (fight.py), by checklist ID, on hand-built states with forced dice."""

import pytest

from tabletop.games.corp import fight
from tabletop.games.corp.actions import FIST, AskHelp, Attack, Escape, Help, Pass, Shoot
from tabletop.games.corp.state import Fight, Foe, hall_key
from tests.games.corp import fight_builder as fb
from tests.games.corp.fight_builder import do


@pytest.fixture(autouse=True)
def outside(monkeypatch):
    return fb.fake_outside(monkeypatch)


def reveal(st, card, seat=0, *faces, level=1):
    """`seat` opens the door of `card` on `level` with the dice `faces` forced."""
    area = fb.room(st, card + "#1", level)
    fb.put(st, seat, level, area)
    c = fb.ctx(st, *faces)
    fight.start_reveal(c, seat, area, [card + "#1"])
    return c


def test_nc_fight_01_04_08_the_monster_attacks_first_with_its_menace():
    """NC-FIGHT-01, NC-FIGHT-04, NC-ANAT-02, NC-FIGHT-08: revealed, the Copier Golem (Menace 2) attacks
    at once with two dice, 1 damage a 4-6; then Bea must respond (NC-FIGHT-05)."""
    st = fb.state("bea")
    c = reveal(st, "golem", 0, 5, 1)
    assert st.players[0].life == 9
    assert "The Copier Golem attacks Bea: 5, skull: 1 hit, 1 damage (Bea 9/10)." in fb.lines(c)
    assert st.turn.step == "fight" and st.fight.step == "respond"
    assert fight.to_act(st) == [0]
    kinds = {type(a) for a in fight.legal(st, fb.CARDS, 0)}
    assert kinds == {Attack, Escape}  # nobody to ask for help (NC-RESP-14)


def test_nc_fight_03_ranged_weapons_shoot_before_the_monster_attacks():
    """NC-FIGHT-03: with a charged ranged weapon the player may shoot first; each shot spends a charge
    (NC-PLOT-12); the monster attacks after."""
    st = fb.state()
    fb.arm(st, 0, "pistol")
    c = reveal(st, "golem", 0)
    assert st.fight.step == "ranged" and fight.to_act(st) == [0]
    assert set(fight.legal(st, fb.CARDS, 0)) == {Shoot(0, weapons=("pistol",)), Pass(0)}
    st.forced = [4, 5, 2, 2]
    do(c, Shoot(0, weapons=("pistol",)))
    golem = st.areas["golem#1"].foes[0]
    assert golem.damage == 2 and golem.last_hit_by == 0
    assert st.players[0].weapons[0].charges == 1
    assert st.fight.step == "respond" and st.players[0].life == 10


def test_nc_fight_03_pass_then_attack():
    st = fb.state()
    fb.arm(st, 0, "pistol")
    c = reveal(st, "golem", 0)
    st.forced = [2, 2]
    do(c, Pass(0))
    assert st.fight.step == "respond" and st.areas["golem#1"].foes[0].damage == 0


def test_nc_fight_06_07_rounds_repeat_attack_then_respond_abilities_once():
    """NC-FIGHT-06, NC-FIGHT-07 (reading B), NC-RESP-17: step-1 abilities act once; each round the
    monster attacks and the fighter responds again, until it dies."""
    st = fb.state()
    c = reveal(st, "leech", 0, 2)  # reveal: Bea takes 2; attack: 2 misses
    assert st.players[0].life == 8
    st.forced = [4, 2]  # fist hits (1 damage); leech attacks: 2 misses
    do(c, Attack(0, hands=(FIST,)))
    assert st.players[0].life == 8 and st.fight.rounds == 2 and st.fight.step == "respond"
    st.forced = [6]
    do(c, Attack(0, hands=(FIST,)))
    assert st.fight is None and st.turn.step == "end"


def test_nc_resp_05_06_attack_combinations_exactly():
    """NC-RESP-05, NC-RESP-06: fists, one-handed weapons alone or with a fist, two one-handed weapons,
    a two-handed weapon alone; never a weapon twice."""
    st = fb.state()
    fb.arm(st, 0, "knife", "pen")
    reveal(st, "golem", 0, 2, 2)
    hands = {a.hands for a in fight.legal(st, fb.CARDS, 0) if isinstance(a, Attack)}
    assert hands == {
        (FIST,),
        (FIST, FIST),
        ("knife",),
        ("knife", FIST),
        (FIST, "knife"),
        ("pen",),
        ("pen", FIST),
        (FIST, "pen"),
        ("knife", "pen"),
        ("pen", "knife"),
    }
    st2 = fb.state()
    fb.arm(st2, 0, "axe", "knife")
    reveal(st2, "golem", 0, 2, 2)
    hands = {a.hands for a in fight.legal(st2, fb.CARDS, 0) if isinstance(a, Attack)}
    assert ("axe",) in hands and ("axe", FIST) not in hands and ("axe", "knife") not in hands
    assert ("knife", FIST) in hands


def test_nc_resp_09_fire_axe_three_dice_each_hit_one_damage():
    """NC-RESP-09 (printed example): the Fire Axe rolls the base die + 2; each 4-6 deals 1 damage."""
    st = fb.state()
    fb.arm(st, 0, "axe")
    c = reveal(st, "golem", 0, 2, 2)
    st.forced = [4, 6, 3, 2, 2]
    do(c, Attack(0, hands=("axe",)))
    assert st.areas["golem#1"].foes[0].damage == 2


def test_nc_resp_07_12_13_each_hand_its_own_roll_and_a_fist_skull_hurts():
    """NC-RESP-07, NC-RESP-12, NC-RESP-13 (reading B), NC-RESP-11: two fists are two one-die rolls; the
    skulled fist deals 2 to its owner; the other still hits."""
    st = fb.state()
    c = reveal(st, "golem", 0, 2, 2)
    st.forced = [1, 5, 2, 2]
    do(c, Attack(0, hands=(FIST, FIST)))
    assert st.players[0].life == 8
    assert st.areas["golem#1"].foes[0].damage == 1
    assert any("hurts their own fist for 2" in line for line in fb.lines(c))


def test_nc_resp_10_an_all_skull_weapon_roll_discards_it():
    """NC-RESP-10: the knife's two dice both skulls: discarded; one skull of two keeps it."""
    st = fb.state()
    fb.arm(st, 0, "knife")
    c = reveal(st, "golem", 0, 2, 2)
    st.forced = [1, 2, 2, 2]
    do(c, Attack(0, hands=("knife",)))
    assert [h.card for h in st.players[0].weapons] == ["knife"]
    st.forced = [1, 1, 2, 2]
    do(c, Attack(0, hands=("knife",)))
    assert st.players[0].weapons == [] and "knife" in st.plot_discard
    assert st.players[0].life == 10  # a weapon's skulls never hurt the hand


def test_nc_resp_18_anat_01_a_kill_discards_scores_and_owes_the_loot(outside):
    """NC-RESP-18, NC-ANAT-01, NC-ANAT-03, NC-ANAT-04: at its life in damage the monster dies: its card to
    the level's discard pile (the room discarded, NC-TURN-09), the kill scored, its loot (2) owed to
    the killer when the fight ends."""
    st = fb.state()
    fb.arm(st, 0, "axe")
    c = reveal(st, "golem", 0, 2, 2)
    st.forced = [4, 5, 6, 2, 2]
    do(c, Attack(0, hands=("axe",)))
    st.forced = [5]
    do(c, Attack(0, hands=(FIST,)))
    assert st.fight is None and st.turn.step == "end"
    assert st.levels[0].discard == ["golem#1"] and "golem#1" not in st.levels[0].rooms
    assert st.areas["golem#1"].discarded and st.areas["golem#1"].foes == []
    assert st.owed == [[0, 2]] and outside.kills == [(0, "golem#1")]
    assert any(line == "Bea kills the Copier Golem (2 Plot cards to draw)." for line in fb.lines(c))


def test_nc_resp_02_03_04_aban_01_02_escape_leaves_it_abandoned_with_its_damage():
    """NC-RESP-02, NC-RESP-03, NC-RESP-04, NC-ABAN-01, NC-ABAN-02: a 4-6 escape puts Bea in the hallway, without spending
    her flip; everyone gone, the monster stays in its room with its damage."""
    st = fb.state()
    c = reveal(st, "golem", 0, 2, 2)
    st.forced = [5, 2, 2]
    do(c, Attack(0, hands=(FIST,)))
    st.forced = [3, 2, 2]
    do(c, Escape(0))  # 3 fails: the monster attacks again
    assert st.fight is not None and st.players[0].room == "golem#1"
    st.forced = [4]
    do(c, Escape(0))
    assert st.fight is None and st.players[0].room is None and st.players[0].area() == hall_key(1)
    assert not st.turn.flipped
    foes = st.areas["golem#1"].foes
    assert [f.card for f in foes] == ["golem#1"] and foes[0].damage == 1
    assert st.owed == []


def test_nc_aban_03_04_reentering_strikes_first_with_melee_only():
    """NC-ABAN-03, NC-ABAN-04: back into an abandoned monster's room, no reveal abilities; the player may
    strike first with melee (no shot), or pass; then it attacks."""
    st = fb.state()
    fb.arm(st, 0, "pistol", "knife")
    fb.room(st, "leech#1")
    st.areas["leech#1"].foes = [Foe(card="leech#1", damage=1)]
    fb.put(st, 0, 1, "leech#1")
    c = fb.ctx(st)
    fight.start_abandoned(c, 0, "leech#1")
    assert st.players[0].life == 10  # no reveal damage again
    options = fight.legal(st, fb.CARDS, 0)
    assert Pass(0) in options and Attack(0, hands=("knife",)) in options
    assert not any(isinstance(a, Shoot) or (isinstance(a, Attack) and "pistol" in a.hands) for a in options)
    st.forced = [5, 2]
    do(c, Attack(0, hands=(FIST,)))
    assert st.fight is None and st.levels[0].discard == ["leech#1"]


def test_nc_resp_16_the_monster_attacks_the_last_who_hurt_it_else_the_last_in():
    """NC-RESP-16: whom the monster attacks."""
    st = fb.state()
    f = Fight(area="x", level=1, fighters=[0, 1], last_entered=1)
    foe = Foe(card="golem#1")
    assert fight.target_of(f, foe) == 1
    foe.last_hit_by = 0
    assert fight.target_of(f, foe) == 0
    f.fighters = [1]
    assert fight.target_of(f, foe) == 1
    del st


def test_nc_fight_09_a_character_dies_at_zero(outside):
    """NC-FIGHT-09: at 0 life the character is killed at once (the turn's death), out of the fight; with
    nobody left the monster stays."""
    st = fb.state()
    st.players[0].life = 2
    reveal(st, "golem", 0, 5, 6)
    assert outside.deaths == [(0, "golem#1")]
    assert st.fight is None and st.areas["golem#1"].foes[0].card == "golem#1"


def test_nc_boss_07_the_floor_is_locked_while_a_monster_lives(outside):
    """NC-BOSS-07: the dead character's gear lies in the room; while the monster lives there nobody may take it."""
    st = fb.state()
    st.players[0].life = 1
    fb.arm(st, 0, "knife")
    reveal(st, "golem", 0, 5, 2)
    assert [h.card for h in st.areas["golem#1"].weapons] == ["knife"]
    assert fight.floor_locked(st, "golem#1")
    st.areas["golem#1"].foes = []
    assert not fight.floor_locked(st, "golem#1")


def test_nc_resp_14_ask_help_only_with_someone_in_the_hallway():
    """NC-RESP-14, NC-EXPLAY-03: help comes only from the same level's hallway: nobody can come when
    the others are in a room or on another level."""
    st = fb.state("bea", "cal", "dot")
    fb.room(st, "empty#1")
    fb.put(st, 1, 1, "empty#1")  # Cal in a room
    fb.put(st, 2, 2)  # Dot on level 2
    reveal(st, "golem", 0, 2, 2)
    assert AskHelp(0) not in fight.legal(st, fb.CARDS, 0)
    st2 = fb.state("bea", "cal")
    reveal(st2, "golem", 0, 2, 2)
    assert AskHelp(0) in fight.legal(st2, fb.CARDS, 0)


def test_nc_resp_01_every_fighter_answers_each_attack():
    """NC-RESP-01: each time the monster attacks, every player in the fight chooses one action: attack,
    escape or ask for help."""
    st = fb.state("bea", "cal", "dot")
    c = reveal(st, "golem", 0, 2, 2)
    do(c, AskHelp(0))
    st.forced = [2, 2, 2]
    do(c, Help(1, join=True))
    do(c, Help(2, join=False))
    do(c, Attack(1, hands=(FIST,)))  # then the golem attacks again
    assert fight.to_act(st) == [0, 1]
    for seat in (0, 1):
        kinds = {type(a) for a in fight.legal(st, fb.CARDS, seat)}
        assert {Attack, Escape} <= kinds and kinds <= {Attack, Escape, AskHelp}
    st.forced = [2]
    do(c, Escape(0))
    assert fight.to_act(st) == [1]  # one action each: Bea has answered this attack


def test_nc_plot_10_11_14_a_weapons_dice_hands_and_ability():
    """NC-PLOT-10 (its dice: the Knife +1D rolls 2), NC-PLOT-11 (its hands: the two-handed Fire Axe goes
    alone, the one-handed Knife with a fist), NC-PLOT-14 (its ability: the Crowbar's one-handed use)."""
    st = fb.state("bea")
    fb.arm(st, 0, "knife", "crowbar")
    c = reveal(st, "golem", 0, 2, 2)
    options = fight.legal(st, fb.CARDS, 0)
    assert Attack(0, hands=("knife", FIST)) in options
    assert Attack(0, hands=("knife", "crowbar"), one_handed=("crowbar",)) in options
    assert Attack(0, hands=("knife", "crowbar")) not in options
    st.forced = [4, 4, 2, 2]
    do(c, Attack(0, hands=("knife",)))
    assert st.areas["golem#1"].foes[0].damage == 2 and st.forced == []


def test_nc_comp_05_no_cap_on_the_dice_of_a_roll():
    """NC-COMP-05: five physical dice, but a roll may have more: a Fire Axe boosted by 4 rolls 7."""
    st = fb.state("bea")
    fb.arm(st, 0, "axe")
    c = reveal(st, "vamp", 0, 2, 2)
    st.fight.boosts["0"] = 4
    st.forced = [2, 2, 2, 2, 2, 2, 4, 2, 2]
    do(c, Attack(0, hands=("axe",)))
    assert st.areas["vamp#1"].foes[0].damage == 1 and st.forced == []


def test_nc_anat_05_06_type_and_abilities_act_flavor_does_not(monkeypatch):
    """NC-ANAT-05 (the type is what VS reads), NC-ANAT-06 (abilities act as printed; flavor text has no
    effect): the same monster with a flavor text fights the same."""
    import msgspec

    lines = []
    for flavor in ("", "It copies everything. Even you."):
        golem = msgspec.structs.replace(fb.CARDS.rooms["golem"], flavor=flavor)
        monkeypatch.setitem(fb.CARDS.rooms, "golem", golem)
        st = fb.state("bea")
        fb.arm(st, 0, "garlic")
        c = reveal(st, "golem", 0, 5, 2)
        st.forced = [4, 4, 2, 2]  # the Garlic Bat is +2D against vampires only: 2 dice on a machine
        do(c, Attack(0, hands=("garlic",)))
        lines.append(fb.lines(c))
    assert lines[0] == lines[1]
    assert "(Copier Golem 2/4)" in lines[0][-2]


@pytest.mark.parametrize(
    "action,why",
    [
        (Escape(1), "it is not for you to act in this fight now"),
        (Shoot(0, weapons=("pistol",)), "that is not an attack you can make"),
        (Attack(0, hands=("axe",)), "that is not an attack you can make"),
        (Attack(0, hands=(FIST, FIST, FIST)), "that is not an attack you can make"),
        (AskHelp(0), "nobody can come to help"),
    ],
)
def test_an_illegal_fight_action_is_refused_with_its_reason(action, why):
    """act refuses what legal does not list, with the reason (the turn calls act without checking)."""
    from tabletop.core.errors import IllegalAction

    st = fb.state("bea", "cal")
    fb.put(st, 1, 2)
    c = reveal(st, "golem", 0, 2, 2)
    with pytest.raises(IllegalAction, match=why):
        fight.act(c, action)


def test_a_monster_back_in_its_own_discarded_room_makes_it_stand_again():
    """It's still alive! where the monster died (NC-FAQ-07's event): its room card is its body again, so
    the room is no longer discarded while it lives, and is discarded again when it dies."""
    st = fb.state("bea")
    fb.arm(st, 0, "axe")
    c = reveal(st, "rat", 0, 2)
    st.forced = [6]
    do(c, Attack(0, hands=(FIST,)))
    assert st.fight is None and st.areas["rat#1"].discarded
    st.levels[0].discard.remove("rat#1")  # the turn takes it from the discard pile
    st.forced = [2]
    fight.start_reveal(c, 0, "rat#1", ["rat#1"])
    assert not st.areas["rat#1"].discarded and st.levels[0].rooms == ["rat#1"]
    st.forced = [6, 2, 2]
    do(c, Attack(0, hands=("axe",)))
    assert st.areas["rat#1"].discarded and st.levels[0].discard == ["rat#1"] and st.levels[0].rooms == []
