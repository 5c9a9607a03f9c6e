"""The dice of a NecronomiCORP fight (fight_rolls.py), by checklist ID, over every face."""

from itertools import product

import pytest

from tabletop.games.corp import fight_rolls as R
from tests.games.corp.fight_builder import CARDS, E


@pytest.mark.parametrize("face", range(1, 7))
def test_nc_comp_04_four_to_six_hit_and_the_skull_never_does(face):
    """NC-COMP-04, NC-RESP-08: 4-6 hit, 1 is the skull and never hits."""
    assert R.hits([face]) == (1 if face >= 4 else 0)
    assert R.skulls([face]) == (1 if face == 1 else 0)


@pytest.mark.parametrize("face,shift", list(product(range(1, 7), range(-3, 4))))
def test_nc_abil_02_05_shift_moves_every_face_but_the_skull(face, shift):
    """NC-ABIL-02: a bonus/drawback moves a face, clamped 1..6; NC-ABIL-05: a skull never moves;
    NC-ABIL-04: a face lowered to 1 is not a skull."""
    shown = R.shifted([face], shift)[0]
    if face == 1:
        assert shown == 1 and R.skulls([face]) == 1
    else:
        assert shown == min(6, max(1, face + shift))
    assert R.hits([face], shift) == (1 if face != 1 and shown >= 4 else 0)


def test_nc_abil_04_a_drawback_to_one_is_no_skull():
    """NC-ABIL-04: 2 with a drawback of 1 shows 1 but is no skull (skulls count raw faces)."""
    assert R.shifted([2], -1) == [1]
    assert R.skulls([2]) == 0


def test_nc_abil_03_bonus_turns_5_3_into_6_4():
    """NC-ABIL-03 (printed example): bonus +1 turns 5 and 3 into 6 and 4: two hits instead of one."""
    assert R.shifted([5, 3], 1) == [6, 4]
    assert R.hits([5, 3], 0) == 1
    assert R.hits([5, 3], 1) == 2


def test_nc_abil_05_a_bonus_cannot_lift_a_skull():
    """NC-ABIL-05: with bonus +3 a skull stays a skull and misses; a 1 is never lifted."""
    assert R.hits([1, 1], 3) == 0
    assert R.shifted([1], 3) == [1]


@pytest.mark.parametrize("damage", range(6))
def test_nc_abil_06_11_hardness_takes_one_off_each_roll(damage):
    """NC-ABIL-06, NC-ABIL-11: hardness -1 per attack roll, never below 0."""
    assert R.after_hardness(damage, True) == max(0, damage - 1)
    assert R.after_hardness(damage, False) == damage


def test_nc_abil_07_three_damage_on_hardness_is_two():
    """NC-ABIL-07 (printed example): 3 damage on a card with hardness becomes 2."""
    assert R.after_hardness(3, True) == 2


@pytest.mark.parametrize("face", range(1, 7))
def test_nc_abil_08_a_single_fist_never_hurts_hardness(face):
    """NC-ABIL-08: a bare fist's one die deals at most 1, which hardness takes away."""
    plan = R.plan_hand(None, None, [], "beast")
    assert plan.dice == 1
    assert R.after_hardness(R.hits([face], plan.shift), True) == 0


@pytest.mark.parametrize("extra", range(-4, 4))
def test_nc_abil_10_always_the_base_die(extra):
    """NC-ABIL-10, NC-RESP-07: 1 base die + the extra, never fewer than 1."""
    assert R.dice_count(extra) == max(1, 1 + extra)


@pytest.mark.parametrize("faces", [[1], [1, 1], [1, 1, 1], [1, 2], [4, 1, 1], [2, 3]])
def test_nc_resp_10_all_skulls_discard_the_weapon(faces):
    """NC-RESP-10: only a roll whose every die is a skull loses the weapon."""
    assert R.all_skulls(faces) == all(f == 1 for f in faces)


@pytest.mark.parametrize("face", range(1, 7))
def test_nc_resp_11_a_fist_skull_costs_two(face):
    """NC-RESP-11, NC-FAQ-02: a fist rolling a skull deals 2 damage to its owner."""
    assert R.fist_hurt([face]) == (2 if face == 1 else 0)


def test_nc_resp_09_fire_axe_rolls_three_dice():
    """NC-RESP-09 (printed example): the Fire Axe (+2D) rolls the base die and two: 3 dice, 0-3 damage."""
    plan = R.plan_hand(CARDS.plots["axe"], None, [], "zombie")
    assert plan.dice == 3 and plan.shift == 0 and not plan.ranged
    assert max(R.hits(list(f)) for f in product(range(1, 7), repeat=3)) == 3
    assert min(R.hits(list(f)) for f in product(range(1, 7), repeat=3)) == 0


def test_nc_abil_01_plus_and_minus_dice():
    """NC-ABIL-01: +nD/-nD add or take dice on each roll (a weapon's dice, a trauma's fewer_dice, a boost)."""
    knife = CARDS.plots["knife"]
    assert R.plan_hand(knife, None, [], "x").dice == 2
    assert R.plan_hand(knife, None, [E("fewer_dice", dice=1)], "x").dice == 1
    assert R.plan_hand(knife, None, [], "x", boost=2).dice == 4


def test_nc_plot_09_crowbar_one_handed_gets_a_drawback():
    """NC-PLOT-09: the Crowbar used one-handed: every die -1."""
    bar = CARDS.plots["crowbar"]
    assert R.plan_hand(bar, None, [], "x").shift == 0
    assert R.plan_hand(bar, None, [], "x", one_handed=True).shift == -1


def test_nc_plot_12_15_an_empty_weapon_is_plus_zero_melee():
    """NC-PLOT-12, NC-PLOT-15: out of charges a weapon rolls only the base die, as melee; with no use
    number it never runs out."""
    pistol = CARDS.plots["pistol"]
    assert R.plan_hand(pistol, 2, [], "x") == R.HandPlan(2, 0, True)
    assert R.plan_hand(pistol, 0, [], "x") == R.HandPlan(1, 0, False)
    assert not R.is_empty(CARDS.plots["bow"], None)


def test_nc_faq_08_stake_five_broom_four():
    """NC-FAQ-08: all in, the Wooden Stake rolls five dice and the Broom four."""
    assert R.plan_hand(CARDS.plots["stake"], None, [], "x", all_in=True).dice == 5
    assert R.plan_hand(CARDS.plots["broom"], None, [], "x", all_in=True).dice == 4
    assert R.plan_hand(CARDS.plots["stake"], None, [], "x").dice == 2


def test_nc_abil_09_vs_only_against_its_type():
    """NC-ABIL-09: the Garlic Bat's +2D works against vampires only; NC-FAQ-04: under Pony Bovarsim the
    type a seat sees is pony."""
    bat = CARDS.plots["garlic"]
    assert R.plan_hand(bat, None, [], "vampire").dice == 4
    assert R.plan_hand(bat, None, [], "zombie").dice == 2
    assert R.plan_hand(CARDS.plots["saddle"], None, [], "pony").dice == 3


def test_bonuses_of_skills_items_and_weapons():
    """lucky (+1), drawback (-1), weapon_bonus (+1), ranged_bonus (+1 on ranged only), fist_dice (+1 die)."""
    assert R.plan_hand(None, None, [E("lucky", amount=1)], "x").shift == 1
    assert R.plan_hand(None, None, [E("drawback", amount=1)], "x").shift == -1
    assert R.plan_hand(CARDS.plots["stapler"], None, [], "x").shift == 1
    assert R.plan_hand(CARDS.plots["pistol"], 1, [E("ranged_bonus", amount=1)], "x").shift == 1
    assert R.plan_hand(CARDS.plots["knife"], None, [E("ranged_bonus", amount=1)], "x").shift == 0
    assert R.plan_hand(None, None, [E("fist_dice", dice=1)], "x").dice == 2


@pytest.mark.parametrize("face", range(1, 7))
def test_nc_resp_02_escape_die(face):
    """NC-RESP-02: an escape succeeds on 4-6; escape_bonus, level_escape and hard_to_escape shift it."""
    assert R.escapes(face, 0) == (face >= 4)
    shift = R.escape_shift(
        [E("escape_bonus", amount=1)], [E("level_escape", amount=1)], [E("hard_to_escape", amount=1)]
    )
    assert shift == -1
    assert R.escapes(face, shift) == (face >= 5)
