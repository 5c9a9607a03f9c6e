"""Monster, weapon, item, trauma, curse and skill effects that act in a NecronomiCORP fight (the
records.SPEC vocabulary), each by its kind and checklist ID, with forced dice."""

import pytest

from tabletop.games.corp import fight
from tabletop.games.corp.actions import FIST, Attack, Escape, Pass, Shoot
from tabletop.games.corp.state import Held
from tests.games.corp import fight_builder as fb
from tests.games.corp.fight_builder import do


@pytest.fixture(autouse=True)
def outside(monkeypatch):
    return fb.fake_outside(monkeypatch)


def reveal(st, card, seat=0, *faces, level=1):
    area = fb.room(st, card + "#1", level)
    fb.put(st, seat, level, area)
    c = fb.ctx(st, *faces)
    fight.start_reveal(c, seat, area, [card + "#1"])
    return c


def foe(st, card):
    return next(f for f in st.areas[card + "#1"].foes if f.card == card + "#1")


def test_hardness_nc_abil_06_08():
    """hardness (NC-ABIL-06, NC-ABIL-08): each roll's damage -1: a fist never hurts it, the axe's 3 hits
    do 2 (NC-ABIL-07)."""
    st = fb.state("bea")
    fb.arm(st, 0, "axe")
    c = reveal(st, "turtle", 0, 2)
    st.forced = [6, 2]
    do(c, Attack(0, hands=(FIST,)))
    assert foe(st, "turtle").damage == 0
    st.forced = [4, 5, 6, 2]
    do(c, Attack(0, hands=("axe",)))
    assert foe(st, "turtle").damage == 2


def test_reveal_damage_and_reveal_disarm_nc_fight_02():
    """reveal_damage, reveal_disarm (NC-FIGHT-02): step 1 abilities act on the revealer."""
    st = fb.state("bea")
    c = reveal(st, "leech", 0, 2)
    assert st.players[0].life == 8
    assert "Leech: Bea takes 2 damage." in fb.lines(c)
    st2 = fb.state("bea")
    fb.arm(st2, 0, "knife", "pen")
    reveal(st2, "thief", 0, 2)
    assert [h.card for h in st2.players[0].weapons] == ["pen"]
    assert [h.card for h in st2.areas["thief#1"].weapons] == ["knife"]


def test_summon_and_several_monsters_nc_contag_16_17(outside):
    """summon, NC-CONTAG-16, NC-CONTAG-17: the Caller brings the next monster of the stack; both attack
    at once, each its target; loot waits until no monster is left."""
    st = fb.state("bea")
    st.levels[0].stack = ["rat#1", "empty#1"]
    c = reveal(st, "caller", 0, 2, 2)  # caller 1 die, rat 1 die
    assert [f.card for f in st.areas["caller#1"].foes] == ["caller#1", "rat#1"]
    assert st.levels[0].stack == ["empty#1"]
    options = fight.legal(st, fb.CARDS, 0)
    assert (
        Attack(0, hands=(FIST,), target="rat#1") in options and Attack(0, hands=(FIST,), target="caller#1") in options
    )
    st.forced = [5, 5, 2]  # two fists on the rat: dies with the first; the second goes to nothing
    do(c, Attack(0, hands=(FIST, FIST), target="rat#1"))
    assert st.fight is not None and st.owed == [] and outside.kills == [(0, "rat#1")]
    assert st.fight.loot == [[0, 1]]
    st.forced = [5, 5]
    do(c, Attack(0, hands=(FIST, FIST)))
    assert st.fight is None and st.owed == [[0, 1], [0, 1]]
    st3 = fb.state("bea")
    st3.levels[0].stack = ["empty#1"]
    reveal(st3, "caller", 0, 2)
    assert st3.levels[0].stack == ["empty#1"] and len(st3.areas["caller#1"].foes) == 1


def test_zero_life_monster_dies_by_itself_nc_contag_11_12(outside):
    """NC-CONTAG-11, NC-CONTAG-12: the Wisp (life 0) triggers its ability, then dies alone: no loot,
    no points, no fight."""
    st = fb.state("bea")
    c = reveal(st, "wisp", 0)
    assert st.players[0].life == 9
    assert st.fight is None and st.owed == [] and outside.kills == []
    assert st.levels[0].discard == ["wisp#1"]
    assert "The Wisp has no life in it and falls apart by itself." in fb.lines(c)


def test_attack_bonus_and_level_bonus_nc_abil_02():
    """attack_bonus, level_bonus: the Brute's 3 becomes 4 (a hit); with the curse too, 2 becomes 4."""
    st = fb.state("bea")
    reveal(st, "brute", 0, 3, 2)
    assert st.players[0].life == 9
    st2 = fb.state("bea")
    st2.levels[0].curses = ["c_bonus#1"]
    reveal(st2, "brute", 0, 2, 1)
    assert st2.players[0].life == 9  # 2 -> 4 hits; the skull stays a skull


def test_level_menace_adds_a_die():
    st = fb.state("bea")
    st.levels[0].curses = ["c_menace#1"]
    reveal(st, "golem", 0, 4, 4, 4)
    assert st.players[0].life == 7


def test_regenerate_and_level_regenerate():
    """regenerate, level_regenerate: heal before each attack, never above its life (NC-FAQ-01)."""
    st = fb.state("bea")
    st.levels[0].curses = ["c_regen#1"]
    c = reveal(st, "troll", 0, 2)
    st.forced = [5, 2]
    do(c, Attack(0, hands=(FIST,)))  # 1 damage, then it heals 2 (regenerate 1 + curse 1), only 1 taken
    assert foe(st, "troll").damage == 0


def test_ranged_proof():
    """ranged_proof: a ranged shot deals no damage; the empty pistol used as melee does."""
    st = fb.state("bea")
    fb.arm(st, 0, "pistol")
    c = reveal(st, "ghost", 0)
    st.forced = [5, 5, 2]
    do(c, Shoot(0, weapons=("pistol",)))
    assert foe(st, "ghost").damage == 0
    st.players[0].weapons[0].charges = 0
    st.forced = [5, 2]
    do(c, Attack(0, hands=("pistol",)))
    assert foe(st, "ghost").damage == 1


def test_attacks_all():
    """attacks_all: the Horde rolls against every fighter, one at a time."""
    st = fb.state("bea", "cal")
    c = reveal(st, "horde", 0, 2)
    st.forced = []
    from tabletop.games.corp.actions import AskHelp, Help

    do(c, AskHelp(0))
    st.forced = [2, 5, 6]  # Cal's fist misses; then the horde attacks Bea (5) and Cal (6)
    do(c, Help(1, join=True))
    do(c, Attack(1, hands=(FIST,)))
    assert st.fight.step == "respond" and st.fight.rounds == 2
    assert st.players[0].life == 9 and st.players[1].life == 7


def test_death_damage():
    """death_damage: the Bomb Head hurts the seat that kills it."""
    st = fb.state("bea")
    c = reveal(st, "bomb", 0, 2)
    st.forced = [6]
    do(c, Attack(0, hands=(FIST,)))
    assert st.players[0].life == 8 and st.fight is None


def test_vanish_no_response_nc_contag_13(outside):
    """vanish, NC-CONTAG-13: after its first attack the Shade is gone: no response, no loot."""
    st = fb.state("bea")
    c = reveal(st, "shade", 0, 5, 2)
    assert st.players[0].life == 9 and st.fight is None and st.owed == []
    assert st.levels[0].discard == ["shade#1"] and outside.kills == []
    assert "The Shade vanishes." in fb.lines(c)


def test_hard_to_escape_and_level_escape_and_escape_bonus():
    """hard_to_escape, level_escape, escape_bonus: shifts on the escape die."""
    st = fb.state("bea")
    c = reveal(st, "slime", 0, 2)
    st.forced = [4, 2]
    do(c, Escape(0))  # 4 - 1 = 3: caught
    assert st.fight is not None
    st.forced = [5]
    do(c, Escape(0))
    assert st.fight is None
    st2 = fb.state("runner")
    st2.levels[0].curses = ["c_escape#1"]
    c2 = reveal(st2, "golem", 0, 2, 2)
    st2.forced = [4]
    do(c2, Escape(0))  # +1 -1
    assert st2.fight is None


def test_vs_and_pony_nc_abil_09_nc_faq_04():
    """vs (NC-ABIL-09): the Garlic Bat's +2D against a vampire; Pony Bovarsim (NC-FAQ-04): every monster
    is a pony, so the Saddle's vs pony counts and the Garlic Bat's does not."""
    st = fb.state("bea")
    fb.arm(st, 0, "garlic")
    c = reveal(st, "vamp", 0, 2, 2)
    st.forced = [4, 4, 4, 4]
    do(c, Attack(0, hands=("garlic",)))  # 4 dice: 4 hits kill the Vampire (life 4)
    assert st.fight is None and st.levels[0].discard == ["vamp#1"]
    st2 = fb.state("bea")
    st2.players[0].traumas = ["pony#1"]
    fb.arm(st2, 0, "saddle", "garlic")
    c2 = reveal(st2, "vamp", 0, 2, 2)
    st2.forced = [4, 4, 4, 2, 2, 2, 2]  # saddle 3 dice (vs pony), garlic 2 dice (no vs), the attack 2
    do(c2, Attack(0, hands=("saddle", "garlic")))
    assert foe(st2, "vamp").damage == 3 and st2.forced == []


def test_one_handed_drawback_crowbar_nc_plot_09():
    """one_handed_drawback (NC-PLOT-09): the Crowbar held in one hand, with a fist; each die -1."""
    st = fb.state("bea")
    fb.arm(st, 0, "crowbar")
    c = reveal(st, "golem", 0, 2, 2)
    options = fight.legal(st, fb.CARDS, 0)
    assert Attack(0, hands=("crowbar", FIST), one_handed=("crowbar",)) in options
    assert Attack(0, hands=("crowbar", FIST)) not in options
    assert Attack(0, hands=("crowbar",)) in options
    st.forced = [4, 5, 2, 2, 2]  # crowbar one-handed: 4->3, 5->4: 1 hit; fist 2
    do(c, Attack(0, hands=("crowbar", FIST), one_handed=("crowbar",)))
    assert foe(st, "golem").damage == 1


def test_all_in_stake_breaks_broom_does_not_nc_faq_08():
    """all_in (NC-FAQ-08): the Wooden Stake all in rolls 5 dice (and breaks by its card), the Broom 4."""
    st = fb.state("bea")
    fb.arm(st, 0, "stake")
    c = reveal(st, "vamp", 0, 2, 2)
    assert Attack(0, hands=("stake",), all_in="stake") in fight.legal(st, fb.CARDS, 0)
    st.forced = [4, 2, 2, 2, 2, 2, 2]
    do(c, Attack(0, hands=("stake",), all_in="stake"))
    assert foe(st, "vamp").damage == 1 and st.players[0].weapons == [] and "stake" in st.plot_discard
    assert st.forced == []
    st2 = fb.state("bea")
    fb.arm(st2, 0, "broom")
    c2 = reveal(st2, "vamp", 0, 2, 2)
    st2.forced = [4, 4, 4, 2, 2, 2]
    do(c2, Attack(0, hands=("broom",), all_in="broom"))
    assert foe(st2, "vamp").damage == 3 and st2.players[0].weapons[0].card == "broom"


def test_weapon_bonus_lucky_drawback():
    """weapon_bonus, lucky, drawback on attack dice."""
    st = fb.state("bea")
    fb.arm(st, 0, "stapler")
    st.players[0].items = ["charm#1"]
    c = reveal(st, "golem", 0, 2, 2)
    st.forced = [2, 2, 2]  # stapler +1, charm +1: 2 -> 4
    do(c, Attack(0, hands=("stapler",)))
    assert foe(st, "golem").damage == 1
    st2 = fb.state("bea")
    st2.players[0].traumas = ["shaky#1"]
    c2 = reveal(st2, "golem", 0, 2, 2)
    st2.forced = [4, 2, 2]
    do(c2, Attack(0, hands=(FIST,)))
    assert foe(st2, "golem").damage == 0


def test_extra_dice_boost_is_used_by_the_next_roll():
    """extra_dice: the fight's boost adds dice to the seat's next attack roll, then is gone."""
    st = fb.state("bea")
    c = reveal(st, "golem", 0, 2, 2)
    st.fight.boosts["0"] = 2
    st.forced = [4, 4, 4, 2, 2]
    do(c, Attack(0, hands=(FIST,)))
    assert foe(st, "golem").damage == 3 and st.fight.boosts == {}


def test_armor():
    """armor: each monster attack deals 1 less."""
    st = fb.state("bea")
    st.players[0].items = ["vest#1"]
    reveal(st, "golem", 0, 5, 5)
    assert st.players[0].life == 9


def test_auto_escape_escape_now():
    """auto_escape: escape_now leaves the fight without a roll."""
    st = fb.state("bea")
    c = reveal(st, "golem", 0, 2, 2)
    fight.escape_now(c, 0)
    assert st.fight is None and st.players[0].room is None
    assert "Bea gets away without a roll." in fb.lines(c)


def test_thanophobia_nc_faq_03():
    """thanophobia (NC-FAQ-03): effects, then ranged shots, then the attack; the first response can
    only be an escape; after it fails the player responds freely."""
    st = fb.state("bea")
    st.players[0].traumas = ["thanophobia#1"]
    fb.arm(st, 0, "pistol")
    c = reveal(st, "leech", 0)
    assert st.players[0].life == 8  # step 1 first
    assert st.fight.step == "ranged"
    st.forced = [2, 2, 2]
    do(c, Shoot(0, weapons=("pistol",)))  # then ranged; then the attack
    assert fight.legal(st, fb.CARDS, 0) == [Escape(0)]
    st.forced = [3, 2]
    do(c, Escape(0))
    options = fight.legal(st, fb.CARDS, 0)
    assert Escape(0) in options and Attack(0, hands=(FIST,)) in options


def test_fewer_dice_and_fist_dice():
    """fewer_dice never takes the base die (NC-ABIL-10); fist_dice rolls a fist with one more die."""
    st = fb.state("bea")
    st.players[0].traumas = ["weak#1"]
    fb.arm(st, 0, "knife")
    c = reveal(st, "golem", 0, 2, 2)
    st.forced = [4, 2, 2]
    do(c, Attack(0, hands=("knife",)))  # 1 die only
    assert foe(st, "golem").damage == 1 and st.forced == []
    st2 = fb.state("brawler")
    c2 = reveal(st2, "golem", 0, 2, 2)
    st2.forced = [4, 5, 2, 2]
    do(c2, Attack(0, hands=(FIST,)))
    assert foe(st2, "golem").damage == 2


def test_one_hand_trauma():
    """one_hand: one hand only: one fist or a one-handed weapon; no two-handed weapon."""
    st = fb.state("bea")
    st.players[0].traumas = ["sling#1"]
    fb.arm(st, 0, "knife", "axe")
    reveal(st, "golem", 0, 2, 2)
    hands = {a.hands for a in fight.legal(st, fb.CARDS, 0) if isinstance(a, Attack)}
    assert hands == {(FIST,), ("knife",)}


def test_level_no_ranged():
    """level_no_ranged: no shots, no charged ranged weapon in an attack; an empty one is melee."""
    st = fb.state("bea")
    st.levels[0].curses = ["c_noranged#1"]
    fb.arm(st, 0, "pistol")
    reveal(st, "golem", 0, 2, 2)
    assert st.fight.step == "respond"
    assert not any("pistol" in getattr(a, "hands", ()) for a in fight.legal(st, fb.CARDS, 0))
    st.players[0].weapons = [Held(card="pistol", charges=0)]
    assert Attack(0, hands=("pistol",)) in fight.legal(st, fb.CARDS, 0)


def test_ranged_bonus_skill():
    st = fb.state("sniper")
    fb.arm(st, 0, "pistol")
    c = reveal(st, "golem", 0)
    st.forced = [3, 3, 2, 2]
    do(c, Shoot(0, weapons=("pistol",)))
    assert foe(st, "golem").damage == 2


def test_nc_plot_13_shoot_only_with_charged_ranged_weapons():
    """NC-PLOT-13, NC-FIGHT-03: no shot with melee weapons or an empty ranged one; a use-less bow shoots."""
    st = fb.state("bea")
    fb.arm(st, 0, "knife")
    st.players[0].weapons.append(Held(card="pistol", charges=0))
    reveal(st, "golem", 0, 2, 2)
    assert st.fight.step == "respond"
    st2 = fb.state("bea")
    fb.arm(st2, 0, "bow")
    reveal(st2, "golem", 0)
    assert fight.legal(st2, fb.CARDS, 0) == [Shoot(0, weapons=("bow",)), Pass(0)]
