"""Rise of the Necromancers combat (tabletop/games/rise/combat.py): the printed examples step by step
(RN-EXDUNG, RN-EXCITY) and every combat rule (RN-COMBAT, RN-DEATH, RN-SPEC, RN-PVP), with forced dice."""

import re
from fractions import Fraction

import pytest

from tabletop.ai import rise_combat_odds as CO
from tabletop.core.errors import IllegalAction
from tabletop.core.rng import RNG
from tabletop.games.rise import combat as C
from tabletop.games.rise.combat import Attack, City, Side, Spells, Weaken


def nec(power=1, name="Necromancer", id="necromancer"):
    return C.necromancer(name, power, id=id)


def zombies(n, prefix="z"):
    return tuple(C.minion("zombie", f"{prefix}{k}") for k in range(1, n + 1))


def kinds(state):
    d = C.pending(state)
    return d.kind if d else None


# -- The printed examples --------------------------------------------------------------------


def troll_fight():
    """RN-EXDUNG-01: a Necromancer of power 2, an Apprentice, a Zombie and a Ghost against the Troll
    Chieftain (two power-2 attacks); Death Bolt level 1 is one power-3 attack."""
    you = Side(
        0,
        (
            C.minion("zombie", "zombie"),
            C.minion("ghost", "ghost"),
            C.apprentice("Apprentice", 3),
            nec(2, "Your Necromancer"),
        ),
        spells=Spells(death_bolt=(Attack(3),)),
    )
    troll = Side(1, (C.monster("Troll Chieftain", 2, 2),))  # RN-EXDUNG-02: the player on your left rolls
    return you, troll


def test_rn_exdung_01_to_06_troll_chieftain_as_printed():
    """RN-EXDUNG-01..06 (and RN-COMBAT-25, RN-APP-07): the dungeon combat comes out as printed."""
    you, troll = troll_fight()
    # RN-EXDUNG-03, RN-EXDUNG-04: no Ghost strike rolls (the Ghost waits outside); the Apprentice rolls 4,
    # the Necromancer 3, the Troll 2 and 3 -- exactly four dice.
    s = C.start("dungeon", you, troll, [4, 3, 2, 3])
    assert s.lines[1:] == (
        "Zombie and Ghost wait outside the Dungeon.",
        "Apprentice rolls 4: miss.",
        "Your Necromancer rolls 3: miss.",
        "Troll Chieftain rolls 2 and 3: one wound.",
        "Apprentice takes a wound and is removed.",
    )
    a, d = s.sides
    assert a.removed == ("apprentice",) and not a.necromancer_dead  # the wound had to go to the Apprentice
    assert d.removed == ()  # the Troll still stands
    # RN-EXDUNG-05: end of step 3, Death Bolt at level 1.
    decision = C.pending(s)
    assert (decision.kind, decision.seat, decision.options) == ("death_bolt", 0, (True, False))
    before = s
    s = C.apply(s, True, [2])
    assert C.events(before, s) == (
        "The attacker casts Death Bolt.",
        "Your Necromancer's Death Bolt rolls 2: one wound.",
        "Troll Chieftain takes a wound and is removed.",
        "The attacker wins.",
    )
    # RN-EXDUNG-06: won although the Apprentice died.
    r = C.result(s)
    assert r.attacker_won and r.winner == "attacker" and r.deaths == ()
    assert r.lost == (("apprentice",), ("monster",))
    assert not r.move_back and not r.turn_over
    assert C.pending(s) is None and C.is_over(s)


def city_fight():
    """RN-EXCITY-01: Necromancer (power 2), two Zombies and a Ghost against a one-tower City with two
    power-1 attacks, guarded by its owner's Ghost."""
    you = Side(0, (nec(2), C.minion("zombie", "z1"), C.minion("zombie", "z2"), C.minion("ghost", "g1")))
    owner = Side(1, (C.minion("ghost", "their-ghost"),), city=City("City", 1, (Attack(1), Attack(1))))
    return you, owner


def test_rn_excity_01_to_06_city_combat_as_printed():
    """RN-EXCITY-01..06 (and RN-COMBAT-10, RN-COMBAT-14, RN-COMBAT-16, RN-COMBAT-18, RN-COMBAT-22): the city combat comes out as printed."""
    you, owner = city_fight()
    # RN-EXCITY-03: your Ghost rolls 2, theirs 3: a wound each way.
    s = C.start("city", you, owner, [2, 3])
    assert s.lines[1:] == ("Ghost rolls 2: one wound.", "Ghost rolls 3: one wound.")
    d = C.pending(s)  # you allocate first
    assert (d.kind, d.seat, d.side, d.wounds, d.options) == ("allocate", 0, "attacker", 1, ("z1", "g1"))
    s = C.apply(s, "z1")  # "You choose to remove one of your Zombies"
    assert s.sides[0].removed == ("z1",)
    d = C.pending(s)  # RN-EXCITY-02 / RN-COMBAT-10: the City's controller allocates for it
    assert (d.seat, d.side, d.options) == (1, "defender", ("their-ghost", C.TOWER))
    # RN-EXCITY-04: the Zombie rolls 5, the Necromancer 1, the City's one remaining attack 3.
    before = s
    s = C.apply(s, C.TOWER, [5, 1, 3])
    assert C.events(before, s) == (
        "A wound is allocated to a tower of City (1 of 1).",
        "City loses its power-1 attack for this combat.",
        "Zombie rolls 5: miss.",
        "Necromancer rolls 1: one wound.",
        "City rolls 3: miss.",
        "Ghost takes a wound and is removed.",
        "The attacker wins.",
    )
    # RN-EXCITY-05: all Minions and towers wounded, your Necromancer unhurt.
    r = C.result(s)
    assert r.attacker_won and r.deaths == ()
    assert r.lost == (("z1",), ("their-ghost",))
    assert (r.tower_wounds, r.towers, r.city_attacks_lost) == (1, 1, 1)
    assert r.city_regains_wounds and not r.move_back  # RN-COMBAT-23


# -- Attack rolls ------------------------------------------------------------------------------


def test_rn_combat_04_06_a_six_always_misses():
    """RN-COMBAT-04, RN-COMBAT-06: a roll at or under the power wounds; a 6 misses even at power 6 or more."""
    assert C.hits(3, 3) and C.hits(1, 3) and not C.hits(4, 3)
    assert not C.hits(6, 6) and not C.hits(6, 9) and C.hits(5, 9)
    assert [C.hit_chance(p, exact=True) for p in (0, 1, 3, 5, 6, 12)] == [
        0,
        Fraction(1, 6),
        Fraction(1, 2),
        Fraction(5, 6),
        Fraction(5, 6),
        Fraction(5, 6),
    ]
    # In a fight: a power-7 Necromancer rolling 6 does not wound the Zombie it attacks.
    s = C.start("minions", Side(0, (nec(7),)), Side(1, zombies(1)), [6, 6])
    r = C.result(s)
    assert s.lines[1] == "Necromancer rolls 6: miss." and not r.attacker_won and r.lost == ((), ())


def test_rn_combat_05_08_elder_wizard_three_attacks():
    """RN-COMBAT-05, RN-COMBAT-08: the Elder Wizard's attacks of power 1, 2 and 3 roll three dice, one per attack."""
    wizard = C.necromancer("Elder Wizard", 1, 2, 3)
    s = C.start("minions", Side(0, (wizard,)), Side(1, zombies(3, "d")), [1, 2, 3, 6, 6, 6])
    assert s.lines[1] == "Elder Wizard rolls 1, 2 and 3: three wounds."
    assert C.result(s).attacker_won and C.result(s).lost[1] == ("d1", "d2", "d3")
    s = C.start("minions", Side(0, (wizard,)), Side(1, zombies(3, "d")), [2, 3, 4, 6, 6, 6])
    assert s.lines[1] == "Elder Wizard rolls 2, 3 and 4: miss."


def test_rn_raise_09_minions_have_one_attack_of_their_power():
    """RN-RAISE-09, RN-RAISE-03..06: one attack of power 1/2/3/4; only the Ghost's is a Ghost strike."""
    got = {k: C.minion(k).attacks for k in C.MINIONS}
    assert got == {
        "zombie": (Attack(1),),
        "hell_knight": (Attack(2),),
        "ghost": (Attack(3, True),),
        "skeletal_dragon": (Attack(4),),
    }


# -- The sequence ------------------------------------------------------------------------------


def test_rn_combat_13_16_17_18_ghost_strike_first_and_casualties_do_not_attack():
    """RN-COMBAT-13, RN-COMBAT-16, RN-COMBAT-17, RN-COMBAT-18: Ghost strikes roll first; a fighter removed then does not roll in step 3,
    and a Ghost strike attack is not rolled again."""
    att = Side(0, (nec(1), C.minion("ghost", "g")))
    dfn = Side(1, (C.minion("hell_knight", "hk"), C.minion("ghost", "dg")))
    s = C.start("minions", att, dfn, [1, 6])
    assert s.lines[1:] == ("Ghost rolls 1: one wound.", "Ghost rolls 6: miss.")
    d = C.pending(s)
    assert (d.side, d.seat, d.options) == ("defender", 1, ("hk", "dg"))
    s = C.apply(s, "hk", [6])  # step 3: only the attacker's Necromancer rolls
    assert not any(line.startswith(("Hell knight rolls", "Ghost rolls")) for line in s.lines[4:])
    assert s.lines[4] == "Necromancer rolls 6: miss."
    r = C.result(s)
    assert r.lost == ((), ("hk",)) and not r.attacker_won  # the other Ghost still stands (RN-COMBAT-27)


def test_rn_combat_14_ghost_wounds_cost_a_city_its_strongest_attacks():
    """RN-COMBAT-14: each Ghost strike wound on a tower removes one of the City's strongest attacks."""
    att = Side(0, (nec(1), C.minion("ghost", "g1"), C.minion("ghost", "g2")))
    keep = City("Keep", 2, (Attack(1), Attack(3), Attack(2)))
    s = C.start("city", att, Side(1, (), city=keep), [1, 1, 6, 1])
    assert "Keep loses its power-3 attack for this combat." in s.lines
    assert "Keep loses its power-2 attack for this combat." in s.lines
    assert "Keep rolls 1: one wound." in s.lines  # one die left, the power-1 attack
    r = C.result(s)
    assert r.city_attacks_lost == 2 and r.tower_wounds == 2 and r.attacker_won
    assert len(r.lost[0]) == 1  # one Ghost took the City's wound


def test_rn_combat_14_ordinary_wounds_leave_city_attacks():
    """RN-COMBAT-14: wounds from remaining attacks cost the City no attacks."""
    att = Side(0, (nec(5), C.minion("hell_knight", "h1"), C.minion("hell_knight", "h2")))
    keep = City("Keep", 2, (Attack(1), Attack(3), Attack(2)))
    s = C.start("city", att, Side(1, (), city=keep), [1, 1, 6, 6, 6, 6])
    assert C.result(s).city_attacks_lost == 0 and C.result(s).attacker_won
    assert "Keep rolls 6, 6 and 6: miss." in s.lines


def test_rn_combat_15_rn_death_01_05_unallocatable_wounds_kill_the_necromancer():
    """RN-COMBAT-15, RN-DEATH-01..05, RN-COMBAT-24: wounds beyond the Minions kill the Necromancer, who
    returns to the Valley of Souls; no move back, the turn is over, no resources this turn."""
    att = Side(2, (nec(1), C.minion("zombie", "z")))
    fort = City("Fort", 0, (Attack(5), Attack(5), Attack(5)))
    s = C.start("city", att, Side(1, (), city=fort), [6, 6, 1, 1, 1])
    assert s.lines[-3:] == (
        "Zombie takes a wound and is removed.",
        "Necromancer takes the last wound and dies.",
        "The defender wins.",  # the death told once, by the game's own line after (play-test r19)
    )
    r = C.result(s)
    assert not r.attacker_won and r.lost == (("z",), ())
    (death,) = r.deaths
    assert (death.seat, death.side) == (2, "attacker")
    assert death.return_to_valley and death.no_resources_this_turn and death.turn_over  # RN-DEATH-01, RN-DEATH-02
    assert death.army_stays  # RN-DEATH-03, RN-DEATH-05: survivors stay on the Player board
    assert not r.move_back and r.turn_over


def test_rn_combat_21_excess_wounds_on_an_absent_owner_are_lost():
    """RN-COMBAT-21: wounds beyond the defending Minions never reach the absent owner."""
    s = C.start("minions", Side(0, (C.necromancer("N", 1, 1),)), Side(1, zombies(1)), [1, 1, 6])
    r = C.result(s)
    assert r.attacker_won and r.wounds_lost == 1 and r.deaths == ()
    assert "One more wound cannot be allocated: it is lost." in s.lines


def test_rn_combat_15_owner_chooses_and_identical_minions_are_one_choice():
    """RN-COMBAT-15: the wounded side's owner removes a Minion or the Apprentice (identical Zombies are one
    choice); an illegal choice is refused and changes nothing."""
    att = Side(0, (nec(1),) + zombies(2) + (C.apprentice("Aide", 1),))
    fort = City("Fort", 0, (Attack(5),))
    s = C.start("city", att, Side(1, (), city=fort), [6, 6, 6, 6, 1])
    assert C.options(s) == ("z1", "apprentice")
    with pytest.raises(IllegalAction):
        C.apply(s, "necromancer")  # the Necromancer only takes the last wound
    with pytest.raises(IllegalAction):
        C.apply(s, C.TOWER)
    s2 = C.apply(s, "z2")  # any Zombie will do
    assert s2.sides[0].removed == ("z2",) and s.sides[0].removed == ()  # the old state is untouched
    assert C.result(s2).attacker_won


# -- Dungeons, Golems, Minions -----------------------------------------------------------------


def test_rn_combat_01_rn_dung_06_rn_spec_07_minions_wait_outside_a_dungeon():
    """RN-COMBAT-01, RN-DUNG-06, RN-SPEC-07: Minions neither roll nor take wounds in a Dungeon, so a wound
    with no Apprentice kills the Necromancer; RN-COMBAT-25: the Dungeon combat is lost."""
    att = Side(0, (nec(1),) + zombies(2))
    s = C.start("dungeon", att, Side(1, (C.monster("Ogre", 3),)), [6, 1])  # only two dice are rolled
    r = C.result(s)
    assert r.lost == ((), ()) and r.deaths[0].side == "attacker" and not r.attacker_won
    assert r.turn_over and not r.move_back


def test_rn_spec_05_06_golems_absorb_wounds_like_an_apprentice():
    """RN-SPEC-05, RN-SPEC-06: a Golem fights in the Dungeon and can take a wound, alongside the Apprentice."""
    att = Side(0, (nec(1), C.apprentice("Acolyte", 2), C.golem("Clay Golem", 2)) + zombies(1))
    s = C.start("dungeon", att, Side(1, (C.monster("Ogre", 3, 3),)), [6, 6, 6, 1, 6])
    assert C.options(s) == ("apprentice", "golem")
    s = C.apply(s, "golem")
    r = C.result(s)
    assert r.lost == (("golem",), ()) and not r.attacker_won and r.deaths == ()


def test_rn_spec_03_attacks_come_computed_even_in_a_dungeon():
    """RN-SPEC-03, RN-COMBAT-02, RN-COMBAT-09: bonuses are the caller's (attacks come in computed); the Decayed Baron's +1 per Zombie is the caller's; his power-4 attack (2 + two Zombies
    waiting outside) wounds on a 4 in a Dungeon."""
    baron = C.necromancer("Decayed Baron", 4)
    s = C.start("dungeon", Side(0, (baron,) + zombies(2)), Side(1, (C.monster("Rat King", 1),)), [4, 6])
    assert C.result(s).attacker_won


def test_rn_combat_27_28_combat_versus_minions_with_your_minions():
    """RN-COMBAT-26, RN-COMBAT-27, RN-COMBAT-28: against Minions guarding a Dungeon or Academy your Minions fight; you win by
    wounding every guard and surviving."""
    att = Side(0, (nec(1), C.minion("skeletal_dragon", "d")))
    s = C.start("minions", att, Side(1, (C.minion("hell_knight", "hk"),)), [4, 6, 6])
    assert s.lines[1] == "Skeletal dragon rolls 4: one wound."
    r = C.result(s)
    assert r.attacker_won and not r.turn_over and not r.move_back


def test_rn_combat_22_24_losing_a_city_alive_moves_back():
    """RN-COMBAT-22, RN-COMBAT-24: a tower left unwounded loses the City combat; alive, you move back."""
    s = C.start("city", Side(0, (nec(1),)), Side(1, (), city=City("Town", 2, ())), [1])
    r = C.result(s)
    assert (r.tower_wounds, r.towers) == (1, 2) and not r.attacker_won
    assert r.move_back and r.turn_over and r.deaths == ()
    assert r.city_regains_wounds  # RN-COMBAT-23


def test_rn_spec_01_02_city_without_towers():
    """RN-SPEC-01, RN-SPEC-02, RN-CITY-06: a towerless City falls unless the attacker dies; its attacks are still rolled."""
    hamlet = City("Hamlet", 0, (Attack(1),))
    s = C.start("city", Side(0, (nec(1),)), Side(1, (), city=hamlet), [6, 6])
    assert "Hamlet rolls 6: miss." in s.lines and "Necromancer rolls 6: miss." in s.lines
    assert C.result(s).attacker_won
    s = C.start("city", Side(0, (nec(1),)), Side(1, (), city=hamlet), [6, 1])
    assert not C.result(s).attacker_won and C.result(s).deaths[0].side == "attacker"


# -- Spells ------------------------------------------------------------------------------------


def test_rn_spec_09_rn_combat_12_weaken_reduces_power_in_step_1():
    """RN-SPEC-09, RN-COMBAT-12: Weaken is decided first (step 1) and lowers the opponent's attacks."""
    att = Side(0, (nec(1),), spells=Spells(weaken=Weaken(reduce=1)))
    tower = Side(1, (), city=City("Tower", 0, (Attack(2), Attack(2))))
    s = C.start("city", att, tower)  # nothing is rolled before Weaken is decided
    assert kinds(s) == "weaken" and s.sides[1].city_attacks == (Attack(2), Attack(2))
    won = C.apply(s, True, [6, 2, 2])
    assert "Tower rolls 2 and 2: miss." in won.lines and C.result(won).attacker_won
    assert won.sides[1].city_attacks == (Attack(1), Attack(1))
    lost = C.apply(s, False, [6, 2, 2])
    assert "Tower rolls 2 and 2: two wounds." in lost.lines and not C.result(lost).attacker_won


def test_rn_spec_09_weaken_removes_the_strongest_attacks():
    """RN-SPEC-09: Weaken that removes attacks takes the opponent's strongest."""
    att = Side(0, (nec(1),), spells=Spells(weaken=Weaken(remove=1)))
    tower = Side(1, (), city=City("Tower", 0, (Attack(1), Attack(4))))
    s = C.apply(C.start("city", att, tower), True, [6, 2])
    assert "Tower rolls 2: miss." in s.lines and C.result(s).attacker_won


def test_rn_spec_10_11_rn_combat_19_20_death_bolt_then_zombie_explosion():
    """RN-SPEC-10, RN-SPEC-11, RN-COMBAT-19, RN-COMBAT-20: after the remaining attacks, Death Bolt, then Zombie Explosion;
    then the combat ends."""
    att = Side(0, (nec(1),) + zombies(3), spells=Spells(death_bolt=(Attack(3),), zombie_explosion=2))
    town = Side(1, (), city=City("Town", 3, ()))
    s = C.start("city", att, town, [6, 6, 6, 6])  # the three Zombies and the Necromancer miss
    assert kinds(s) == "death_bolt"
    s = C.apply(s, True, [1])
    assert s.sides[1].tower_wounds == 1 and kinds(s) == "zombie_explosion"
    assert C.options(s) == (0, 1, 2)  # no more than the Spell's level
    with pytest.raises(IllegalAction):
        C.apply(s, 3)
    with pytest.raises(IllegalAction):
        C.apply(s, True)
    s = C.apply(s, 2)  # RN-SPEC-12: no roll; Zombies that already rolled may explode
    r = C.result(s)
    assert r.attacker_won and r.tower_wounds == 3 and len(r.exploded[0]) == 2 and r.lost == ((), ())
    assert "The attacker casts Zombie Explosion: two Zombies explode, two wounds." in s.lines


def test_rn_spec_11_zombie_explosion_limits():
    """RN-SPEC-11: never in a Dungeon, never without Zombies, at most the level and the Zombies there."""
    boom = Spells(zombie_explosion=3)
    # Level 3 but one Zombie: 0 or 1.
    s = C.start("city", Side(0, (nec(1),) + zombies(1), spells=boom), Side(1, (), city=City("T", 2, ())), [6, 6])
    assert C.options(s) == (0, 1)
    # No Zombies: no decision, the combat simply ends.
    s = C.start("city", Side(0, (nec(1),), spells=boom), Side(1, (), city=City("T", 2, ())), [6])
    assert C.is_over(s) and not C.result(s).attacker_won
    # A Dungeon: no Zombie Explosion even with Zombies (they wait outside).
    s = C.start("dungeon", Side(0, (nec(1),) + zombies(2), spells=boom), Side(1, (C.monster("Ogre", 1),)), [6, 6])
    assert C.is_over(s)


def test_rn_spell_05_a_dead_necromancer_casts_nothing():
    """RN-SPELL-05: Spells are cast by the Necromancer; one killed in step 3 casts no Death Bolt."""
    att = Side(0, (nec(1),), spells=Spells(death_bolt=(Attack(3),)))
    s = C.start("city", att, Side(1, (), city=City("T", 1, (Attack(5),))), [6, 1])
    assert C.is_over(s) and C.result(s).deaths[0].side == "attacker"


# -- Necromancer against Necromancer (optional rule) --------------------------------------------


def pvp_sides(hell_knights):
    att = Side(0, (nec(5, "Attacker"),) + tuple(C.minion("hell_knight", f"hk{k}") for k in range(hell_knights)))
    dfn = Side(1, (nec(1, "Defender"), C.apprentice("Aide", 1), C.minion("zombie", "dz")))
    return att, dfn


def test_rn_pvp_08_14_the_defending_necromancer_takes_the_last_wound():
    """RN-PVP-08, RN-PVP-14, RN-PVP-07: Minions and Apprentice go first; two wounds kill them but the attack fails
    (the losses stand) and the attacker moves back."""
    att, dfn = pvp_sides(2)
    s = C.start("pvp", att, dfn, [1, 1, 6, 6, 6, 6])
    r = C.result(s)
    assert not r.attacker_won and r.lost == ((), ("dz", "apprentice")) and r.deaths == ()
    assert r.move_back and r.turn_over


def test_rn_pvp_07_09_killing_the_defender_wins():
    """RN-PVP-07, RN-PVP-09: the third wound kills the defending Necromancer: the attacker wins; the defender
    returns to the Valley of Souls (its turn is not the one that ends)."""
    att, dfn = pvp_sides(3)
    s = C.start("pvp", att, dfn, [1, 1, 1, 6, 6, 6, 6])
    r = C.result(s)
    assert r.attacker_won and "Defender takes the last wound and dies." in s.lines
    (death,) = r.deaths
    assert (death.seat, death.side, death.return_to_valley, death.turn_over) == (1, "defender", True, False)


def test_rn_pvp_14_a_defender_in_its_city_has_its_towers():
    """RN-PVP-14, RN-PVP-08: in the defender's own City its towers take wounds before the Necromancer."""
    att = Side(0, (nec(5), C.minion("hell_knight", "hk")))
    dfn = Side(1, (nec(1, "Defender"),), city=City("Seat", 1, ()))
    s = C.start("pvp", att, dfn, [1, 6, 6])
    r = C.result(s)
    assert r.tower_wounds == 1 and r.deaths == () and not r.attacker_won and r.move_back


def test_rn_pvp_13_both_weaken_attacker_declares_first_and_they_resolve_together():
    """RN-PVP-13: the attacker declares first; both Weakens then act on the attacks as they were."""
    att = Side(0, (nec(3, "Attacker"),), spells=Spells(weaken=Weaken(reduce=1)))
    dfn = Side(1, (nec(3, "Defender"),), spells=Spells(weaken=Weaken(reduce=2)))
    s = C.start("pvp", att, dfn)
    assert (C.pending(s).kind, C.pending(s).seat) == ("weaken", 0)
    s = C.apply(s, True)
    assert (C.pending(s).kind, C.pending(s).seat) == ("weaken", 1)
    assert s.sides[1].fighters[0].attacks == (Attack(3),)  # nothing resolved yet
    s = C.apply(s, True, [6, 6])
    assert s.sides[0].fighters[0].attacks == (Attack(1),) and s.sides[1].fighters[0].attacks == (Attack(2),)
    assert C.result(s).move_back


# -- Bounds, dice, determinism -------------------------------------------------------------------


@pytest.mark.parametrize(
    "kind,att,dfn,field",
    [
        ("brawl", Side(0, (nec(),)), Side(1, zombies(1)), "kind"),
        ("minions", Side(0, (C.necromancer("N", 99),)), Side(1, zombies(1)), "attacker.fighters[0].attacks[0].power"),
        ("city", Side(0, (nec(),)), Side(1, (), city=City("C", 6, ())), "defender.city.towers"),
        ("city", Side(0, (nec(),)), Side(1, ()), "defender.city"),
        ("minions", Side(0, (nec(),) + zombies(1) + zombies(1)), Side(1, zombies(1)), "attacker.fighters"),
        ("minions", Side(0, ()), Side(1, zombies(1)), "attacker.fighters"),
        ("minions", Side(0, (nec(),)), Side(1, (nec(),)), "defender.fighters"),
        (
            "minions",
            Side(0, (nec(),), spells=Spells(zombie_explosion=4)),
            Side(1, zombies(1)),
            "attacker.spells.zombie_explosion",
        ),
        (
            "minions",
            Side(0, (nec(),), spells=Spells(weaken=Weaken(reduce=9))),
            Side(1, zombies(1)),
            "attacker.spells.weaken.reduce",
        ),
        ("minions", Side(0, (nec(),)), Side(1, zombies(1), spells=Spells(zombie_explosion=1)), "defender.spells"),
        ("dungeon", Side(0, (nec(),)), Side(1, zombies(1)), "defender.fighters"),
        ("minions", Side(7, (nec(),)), Side(1, zombies(1)), "attacker.seat"),
        ("minions", Side(None, (nec(),)), Side(1, zombies(1)), "attacker.seat"),
    ],
)
def test_bad_sides_name_the_field(kind, att, dfn, field):
    """Every number handed in is bounded; a bad side names the field at fault (RN-COMBAT-03: 0-5 towers)."""
    with pytest.raises(ValueError, match=f"^{re.escape(field)}: "):
        C.start(kind, att, dfn, [6, 6])


def test_forced_dice_are_checked_and_used_up_exactly():
    """Forced rolls must be 1-6 and exactly as many as the combat rolls (a replay that drifts fails)."""
    fight = ("minions", Side(0, (nec(),)), Side(1, zombies(1)))
    with pytest.raises(ValueError, match="forced roll 7"):
        C.start(*fight, [7, 1])
    with pytest.raises(ValueError, match="more than the 1 forced"):
        C.start(*fight, [1])
    with pytest.raises(ValueError, match="1 forced rolls left over"):
        C.start(*fight, [1, 1, 1])


def test_rng_combats_are_deterministic_and_finish():
    """A combat driven by a seeded RNG and the default policy always ends, the same way for the same seed."""
    you, owner = city_fight()

    def play(seed):
        rng = RNG(seed)
        s = C.start("city", you, owner, rng)
        while (d := C.pending(s)) is not None:
            s = C.apply(s, C.default_policy(s, d), rng)
        return s.lines, C.result(s)

    for seed in range(20):
        assert play(seed) == play(seed)


# -- Odds ----------------------------------------------------------------------------------------


def test_win_probability_exact_by_hand():
    """Exact odds by enumeration agree with hand sums: the Troll fight is 8/9 x 5/6 = 20/27; a power-2
    Necromancer against a towerless City with one power-1 attack survives 5/6."""
    you, troll = troll_fight()
    assert CO.win_probability("dungeon", you, troll, exact=True) == Fraction(20, 27)
    hamlet = Side(1, (), city=City("Hamlet", 0, (Attack(1),)))
    assert CO.win_probability("city", Side(0, (nec(2),)), hamlet, exact=True) == Fraction(5, 6)

    # A player who never casts Death Bolt: 8/9 x 2/3.
    def no_bolt(state, decision):
        return False if decision.kind == "death_bolt" else C.default_policy(state, decision)

    assert CO.win_probability("dungeon", you, troll, exact=True, policy=no_bolt) == Fraction(16, 27)
    # From a state part-way: only the Death Bolt (power 3) can still win Example 1.
    s = C.start("dungeon", you, troll, [4, 3, 2, 3])
    o = CO.odds(s, exact=True)
    assert (o.win, o.attacker_dies) == (Fraction(1, 2), 0)


def test_win_probability_matches_sampling():
    """The enumeration's odds match seeded play with the same policy (Example 2's fight, 4000 games)."""
    you, owner = city_fight()
    exact = CO.win_probability("city", you, owner)
    rng, wins, n = RNG(11), 0, 4000
    for _ in range(n):
        s = C.start("city", you, owner, rng)
        while (d := C.pending(s)) is not None:
            s = C.apply(s, C.default_policy(s, d), rng)
        wins += C.result(s).attacker_won
    assert abs(wins / n - exact) < 0.025


def test_rn_combat_21_the_only_wound_lost_is_not_one_more():
    """RN-COMBAT-21 in words (play-test r26): on a City with no tower, the attack's only wound is lost,
    not "one more"; two are "the two wounds"; after wounds were allocated the rest are "more"."""
    hamlet = City("Thornbury", 0, (Attack(1),))
    s = C.start("city", Side(0, (nec(1),)), Side(1, (), city=hamlet), [1, 6])
    assert "There is nothing to take the wound: it is lost." in s.lines
    assert not any("more wound" in line for line in s.lines)
    assert C.result(s).attacker_won  # the rules are the same: the towerless City falls
    two = C.start("city", Side(0, (nec(1), C.minion("hell_knight", "hk"))), Side(1, (), city=hamlet), [1, 1, 6])
    assert "There is nothing to take the two wounds: they are lost." in two.lines, two.lines
    s = C.start("minions", Side(0, (C.necromancer("N", 1, 1),)), Side(1, zombies(1)), [1, 1, 6])
    assert "One more wound cannot be allocated: it is lost." in s.lines
