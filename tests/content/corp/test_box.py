"""The shipped NecronomiCORP box (assets/corp/*.toml): its counts (NC-COMP-01/02), the building it
makes (NC-BUILD-06/10/12), the level curve of its monsters (NC-ANAT-07), and the cards the rulebook
names with their printed names and numbers (NC-RESP-09, NC-PLOT-09, NC-FAQ-08/14, NC-BOSS-04 ...)."""

from __future__ import annotations

import random

import pytest

from tabletop.content.corp.cards import load_cards
from tabletop.content.corp.checks import DRAWN, FAMILIES
from tabletop.content.corp.records import MONSTER_TYPES, Plot, instance_ids
from tabletop.content.corp.wording import describe


@pytest.fixture(scope="module")
def cards():
    return load_cards()


def _n(cards_) -> int:
    return sum(getattr(c, "count", 1) for c in cards_)


def _core(table):
    return [c for c in table.values() if not c.expansion]


def _exp(table):
    return [c for c in table.values() if c.expansion]


def _kinds(card) -> set[str]:
    return {e.kind for e in getattr(card, "effects", ()) or getattr(card, "abilities", ())}


def _plot(cards, name: str) -> Plot:
    found = [p for p in cards.plots.values() if p.name == name]
    assert len(found) == 1, name
    return found[0]


# -- the box ---------------------------------------------------------------------------------------


def test_the_core_box_NC_COMP_01(cards):
    """72 Plot cards, 100 Room cards, 6 Final Bosses, 6 Characters."""
    assert _n(_core(cards.plots)) == 72
    assert _n(_core(cards.rooms)) == 100
    assert len(_core(cards.bosses)) == 6
    assert len(_core(cards.characters)) == 6


def test_the_expansion_box_NC_COMP_02(cards):
    """20 Plots, 20 monster Room cards, 2 Final Bosses, 4 Special Characters, 13 Curses."""
    assert _n(_exp(cards.plots)) == 20
    assert _n(_exp(cards.rooms)) == 20 and all(r.kind == "monster" for r in _exp(cards.rooms))
    assert len(_exp(cards.bosses)) == 2 and {b.stack for b in _exp(cards.bosses)} == {"1-3", "4-6"}
    specials = _exp(cards.characters)
    assert len(specials) == 4 and all(c.special and c.skills for c in specials)
    assert len(cards.curses) == 13


def test_the_tokens_and_life_counters_fit_the_box_NC_COMP_07(cards):
    """The 50 tokens are charge tokens, vending-machine tokens and monsters' damage: the core's weapons
    fully charged and its machines full take at most 40, leaving 10 for damage on the table; a life
    counter goes to 18, the most life any character has (raised from 12 for the balance, issue 23)."""
    core = _core(cards.plots)
    charges = sum(p.uses * p.count for p in core if p.kind == "weapon")
    vending = sum(e.tokens * p.count for p in core for e in p.effects if e.kind == "vending")
    assert charges > 0 and vending > 0 and charges + vending <= 40
    assert max(c.life for c in cards.characters.values()) <= 18


def test_the_characters_NC_COMP_08(cards):
    """6 basic characters of life 14-18 without skills; 4 special ones with a skill each."""
    basic = [c for c in cards.characters.values() if not c.special]
    assert len(basic) == 6 and all(14 <= c.life <= 18 and not c.skills for c in basic)
    special = [c for c in cards.characters.values() if c.special]
    skills = {e.kind for c in special for e in c.skills}
    assert skills == set(FAMILIES["skill"])  # one of each: fist_dice, escape_bonus, ranged_bonus, medic
    assert all(14 <= c.life <= 18 for c in special)


# -- the building ----------------------------------------------------------------------------------


def _core_pool(cards):
    shared = [i for r in _core(cards.rooms) if r.kind in ("empty", "loot") for i in instance_ids(r.id, r.count)]
    monsters = {lv: [] for lv in range(1, 6)}
    for r in _core(cards.rooms):
        if r.kind == "monster":
            monsters[r.level].extend(instance_ids(r.id, r.count))
    return shared, monsters


def test_the_set_up_arithmetic_from_the_data_NC_BUILD_12(cards):
    """Empty + Loot + level 1 >= 29, then leftovers + each level's monsters >= 24, 19, 14, and exactly 9
    for level 5; 95 cards besides the 5 Exits."""
    shared, monsters = _core_pool(cards)
    exits = sorted(r.exit_level for r in _core(cards.rooms) if r.kind == "exit")
    assert exits == [1, 2, 3, 4, 5]
    assert len(shared) + sum(len(m) for m in monsters.values()) == 95
    left = len(shared)
    for level, drawn in zip(range(1, 6), DRAWN):
        pool = left + len(monsters[level])
        assert pool >= drawn, level
        left = pool - drawn
    assert left == 0  # level 5's pool was exactly 9


def test_a_built_building_has_its_sizes_and_no_monster_below_its_level_NC_BUILD_06(cards):
    """The set-up run on the shipped cards: 30/25/20/15/10 cards, each level's Exit among them, no
    monster below its printed level, nothing left (NC-BUILD-03..07)."""
    shared, monsters = _core_pool(cards)
    level_of = {i: int(r.level) for r in cards.rooms.values() for i in instance_ids(r.id, r.count)}
    for seed in range(20):
        rng = random.Random(seed)
        left = list(shared)
        sizes = []
        for level, drawn in zip(range(1, 6), DRAWN):
            pool = left + monsters[level]
            rng.shuffle(pool)
            built, left = pool[:drawn] + [f"exit_{level}#1"], pool[drawn:]
            sizes.append(len(built))
            assert all(level_of.get(c, 0) <= level for c in built)
        assert sizes == [30, 25, 20, 15, 10] and left == []


def test_a_good_building_has_at_least_13_empty_rooms_NC_BUILD_10(cards):
    assert _n(r for r in _core(cards.rooms) if r.kind == "empty") >= 13
    assert _n(r for r in _core(cards.rooms) if r.kind == "loot") >= 1


# -- the monsters ----------------------------------------------------------------------------------

BANDS = {  # level: (menace, life, loot), the curve the default bots win 35-65% of games on (issue 23;
    # the Aliens & Spirits monsters a little lower, rooms.toml's header)
    1: ((1, 2), (1, 3), (1, 1)),
    2: ((1, 2), (1, 3), (1, 2)),
    3: ((1, 1), (1, 4), (2, 2)),
    4: ((1, 2), (3, 5), (2, 3)),
    5: ((2, 3), (5, 7), (3, 3)),
}


def test_the_monsters_follow_the_level_curve_NC_ANAT_07(cards):
    for r in cards.rooms.values():
        if r.kind != "monster" or r.life == 0:
            continue
        (m_lo, m_hi), (l_lo, l_hi), (o_lo, o_hi) = BANDS[r.level]
        assert m_lo <= r.menace <= m_hi and l_lo <= r.life <= l_hi and o_lo <= r.loot <= o_hi, r.id
        assert r.type in MONSTER_TYPES


def test_the_monsters_the_rules_name_exist_NC_ANAT_07(cards):
    """Hardness, VS-relevant types (zombies, at least one vampire), contagion and 0-life monsters (the
    last two in the expansion only, NC-CONTAG-01/11)."""
    monsters = [r for r in cards.rooms.values() if r.kind == "monster"]
    core = [r for r in monsters if not r.expansion]
    assert any("hardness" in _kinds(r) for r in core)
    assert any(r.type == "vampire" for r in core) and any(r.type == "zombie" for r in core)
    contagious = [r for r in monsters if "contagion" in _kinds(r)]
    assert contagious and all(r.expansion for r in contagious)
    zero = [r for r in monsters if r.life == 0]
    assert zero and all(r.expansion and r.loot == 0 for r in zero)
    # every type a VS weapon names is a type some monster or boss has
    named = {e.type for p in cards.plots.values() for e in p.effects if e.kind == "vs"}
    have = {r.type for r in monsters} | {b.type for b in cards.bosses.values()}
    assert named and named <= have


# -- the Plot cards the rulebook names (NC-PLOT-18, NC-FAQ-14) ----------------------------------------


def test_the_fire_axe_is_plus_two_dice_and_two_handed_NC_RESP_09(cards):
    axe = _plot(cards, "Fire Axe")
    assert (axe.kind, axe.dice, axe.hands, axe.range, axe.uses) == ("weapon", 2, 2, "melee", 0)


def test_the_crowbar_as_printed_NC_PLOT_09(cards):
    bar = _plot(cards, "Barra de Fierro (Crowbar)")
    assert bar.kind == "weapon" and bar.hands == 2 and bar.range == "melee"
    assert [(e.kind, e.amount) for e in bar.effects] == [("one_handed_drawback", 1)]
    assert "You can use this weapon as if it were a one-handed weapon with a -1 drawback." in bar.text
    assert bar.flavor == "This is all I need."


def test_the_wooden_stake_rolls_five_and_the_broom_four_decided_before_the_attack_NC_FAQ_08(cards):
    for name, dice in (("Wooden Stake", 5), ("Broom", 4)):
        card = _plot(cards, name)
        all_in = [e for e in card.effects if e.kind == "all_in"]
        assert card.kind == "weapon" and len(all_in) == 1 and all_in[0].dice == dice
        assert "before declaring an attack" in card.text.lower() and f"exactly {dice} dice" in card.text


def test_first_aid_kits_and_the_solo_deck_NC_START_08(cards):
    """At least 4 first-aid kits (the solo start deals two) that stay in the solo deck; the cards
    undesirable alone (no help to ask for, nobody to revive) are flagged solo = false."""
    kits = [p for p in _core(cards.plots) if p.first_aid]
    assert _n(kits) >= 4 and all(p.kind == "item" and "heal" in _kinds(p) and p.solo for p in kits)
    for p in cards.plots.values():
        if _kinds(p) & {"no_help", "revive", "thanophobia"}:
            assert not p.solo, p.id
    assert all(p.solo for p in cards.plots.values() if p.kind == "weapon")


def test_the_start_has_its_plus_one_weapons_NC_START_04(cards):
    """2 players take two +1D weapons each, 3-4 players one each: at least 4 in the core deck."""
    assert _n(p for p in _core(cards.plots) if p.kind == "weapon" and p.dice == 1) >= 4


def test_ranged_weapons_have_charges_and_melee_weapons_none_NC_PLOT_12(cards):
    weapons = [p for p in cards.plots.values() if p.kind == "weapon"]
    assert any(p.range == "ranged" for p in weapons)
    for p in weapons:
        assert (p.uses > 0) == (p.range == "ranged"), p.id


@pytest.mark.parametrize(
    ("name", "kind", "effect"),
    [
        ("Boom!", "event", "boom"),
        ("It's still alive!", "event", "still_alive"),
        ("Fire Drill", "event", "to_hallway"),
        ("Thanophobia", "trauma", "thanophobia"),
        ("Pony Bovarsim", "trauma", "pony"),
        ("Obsessive Precaution", "item", "boss_peek"),
        ("Defibrillator", "item", "revive"),
    ],
)
def test_the_named_plots_NC_PLOT_18_NC_FAQ_14(cards, name, kind, effect):
    card = _plot(cards, name)
    assert card.kind == kind and effect in _kinds(card) and not card.expansion
    assert all(describe(e).lower() in card.text.lower() for e in card.effects)


def test_vending_machines_are_several_events_NC_PLOT_02(cards):
    machines = [p for p in _core(cards.plots) if "vending" in _kinds(p)]
    assert len(machines) >= 2 and _n(machines) >= 4 and all(p.kind == "event" for p in machines)


def test_thanophobia_and_pony_say_what_the_faq_rules_NC_FAQ_03_NC_FAQ_04(cards):
    assert "first response must be to try to escape" in _plot(cards, "Thanophobia").text
    assert "if it fails, you respond freely" in _plot(cards, "Thanophobia").text
    assert "Every monster you fight is a pony" in _plot(cards, "Pony Bovarsim").text


# -- the bosses ------------------------------------------------------------------------------------


def test_w_whateley_as_printed_NC_BOSS_04(cards):
    (boss,) = [b for b in cards.bosses.values() if b.name == "W. Whateley"]
    assert boss.text == "Each time W. Whateley attacks, it heals one damage for each skull on the result."
    assert boss.flavor == "We always suspected that the one in top of this couldn't be entirely human."
    assert [e.kind for e in boss.abilities] == ["heal_per_skull"] and not boss.expansion


def test_abhoth_hides_behind_zombies_NC_FAQ_09(cards):
    (boss,) = [b for b in cards.bosses.values() if b.name == "Abhoth"]
    (shield,) = [e for e in boss.abilities if e.kind == "zombie_shield"]  # and it grows with six survivors
    assert shield.count >= 1 and shield.life >= 1
    assert "an attack hits the top zombie, damage beyond it is lost" in boss.text


def test_the_boss_stacks_and_difficulty_NC_BOSS_03_NC_BOSS_10(cards):
    """3 core bosses per stack (1-3: difficulty 3, 4-6: difficulty 6), one expansion boss each; life
    6-24, menace 3-7, the 4-6 stack harder on every count."""
    core = _core(cards.bosses)
    for stack, difficulty in (("1-3", 3), ("4-6", 6)):
        assert sorted(b.difficulty for b in core if b.stack == stack) == [difficulty] * 3
    for b in cards.bosses.values():
        assert 6 <= b.life <= 24 and 3 <= b.menace <= 7, b.id
    low = [b for b in cards.bosses.values() if b.stack == "1-3"]
    high = [b for b in cards.bosses.values() if b.stack == "4-6"]
    assert max(b.life for b in low) < min(b.life for b in high)
    assert sum(b.menace for b in low) < sum(b.menace for b in high)


def test_the_curses_NC_CURSE_08(cards):
    """13 curses, each saying what it does to its level, in the curse family only."""
    assert len(cards.curses) == 13
    for c in cards.curses.values():
        assert c.effects and all(e.kind in FAMILIES["curse"] for e in c.effects)
        assert all(describe(e).lower() in c.text.lower() for e in c.effects)
    assert len({c.name for c in cards.curses.values()}) == 13
