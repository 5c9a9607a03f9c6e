"""Every sense check of tabletop/content/corp/checks.py fails on a broken copy of a shipped file (read
through the loader, as a mod would give it), naming the field and what is wrong; the shipped files
pass them all (test_loader.py)."""

from __future__ import annotations

import msgspec
import pytest

from tabletop.content.corp import checks
from tabletop.content.corp.files import PlotsFile
from tabletop.content.corp.records import SPEC, Effect
from tabletop.content.corp.wording import WORDS, describe
from tests.content.corp.broken import broken, problems, shipped

LONG = "x" * 161

# (file, card id or None, old, new, a piece of the expected error)
CASES = [
    # ids, words
    ("rooms.toml", "supply_closet", 'id = "supply_closet"', 'id = "empty_cubicle"', "id 'empty_cubicle' is used twice"),
    ("rooms.toml", "zombie_intern", 'id = "zombie_intern"', 'id = "Zombie-Intern"', ".id: expected lowercase letters"),
    (
        "rooms.toml",
        "zombie_intern",
        'name = "Zombie Intern"',
        'name = "Zombie Intern of the Month, Again"',
        "name of 1 to 28",
    ),
    ("rooms.toml", "zombie_intern", 'text = "No special abilities."', 'text = ""', "the text is empty"),
    (
        "rooms.toml",
        "zombie_intern",
        'text = "No special abilities."',
        f'text = "{LONG}"',
        "at most 160 characters, got 161",
    ),
    (
        "rooms.toml",
        "zombie_intern",
        'flavor = "Unpaid',
        f'flavor = "{LONG}',
        ".flavor: expected at most 160 characters",
    ),
    # short names (play-test r25: "Dark Conference Room" read "Room", two guns "Gun +2D")
    ("rooms.toml", "dark_conference_room", 'short_name = "Conference"\n', "", "has a short name (at most 12)"),
    (
        "rooms.toml",
        "zombie_intern",
        'short_name = "Intern"',
        'short_name = "Zombie Interns"',
        "no longer than the name",
    ),
    ("bosses.toml", "the_undying_founder", 'short_name = "Founder"\n', "", "has a short name (at most 12)"),
    ("plots.toml", "nail_gun", 'short_name = "Nailer"', 'short_name = "Stapler"', "does not tell it from 'staple_gun'"),
    ("plots.toml", "fire_axe", 'short_name = "Axe"', 'short_name = "Broom"', "does not tell it from 'broom'"),
    ("plots.toml", "fire_axe", 'short_name = "Axe"', 'short_name = " Axe"', "without spaces at its ends"),
    # effects: a kind of SPEC, of the card's family, exactly its parameters in bounds, said by the text
    (
        "rooms.toml",
        "server_room_horror",
        '{ kind = "hardness" }',
        '{ kind = "hardnes" }',
        "unknown effect kind 'hardnes'",
    ),
    ("rooms.toml", "photocopier_mimic", "amount = 1 }", "amount = 9 }", "reveal_damage needs amount 1 to 3, got 9"),
    (
        "rooms.toml",
        "server_room_horror",
        '{ kind = "hardness" }',
        '{ kind = "hardness" }, { kind = "life_per_survivor", amount = 2, beyond = 5 }',
        "only a boss grows with its survivors",  # a room's monster is drawn for nobody
    ),
    (
        "rooms.toml",
        "hr_wraith",
        '{ kind = "ranged_proof" }',
        '{ kind = "ranged_proof", dice = 1 }',
        "ranged_proof takes no dice",
    ),
    (
        "rooms.toml",
        "hr_wraith",
        '{ kind = "ranged_proof" }',
        '{ kind = "lucky", amount = 1 }',
        "lucky is not an effect a monster has",
    ),
    (
        "rooms.toml",
        "hr_wraith",
        '{ kind = "ranged_proof" }',
        '{ kind = "ranged_proof" }, { kind = "ranged_proof" }',
        "twice on one card",
    ),
    (
        "rooms.toml",
        "photocopier_mimic",
        'text = "When revealed, you take 1 damage."',
        'text = "It jams."',
        "does not say what its reveal_damage does",
    ),
    # monsters
    ("rooms.toml", "zombie_intern", 'type = "zombie"', 'type = "zombi"', ".type: expected one of zombie, vampire"),
    ("rooms.toml", "zombie_intern", "menace = 1", "menace = 0", ".menace: expected 1 to 6, got 0"),
    ("rooms.toml", "zombie_intern", "level = 1", "level = 6", ".level: expected 1 to 5, got 6"),
    ("rooms.toml", "zombie_intern", "loot = 1", "loot = 4", ".loot: expected 0 to 3, got 4"),
    ("rooms.toml", "zombie_intern", "life = 2", "life = 0", "a 0-life monster is of the expansion"),
    (
        "rooms.toml",
        "probing_intern",
        "life = 1",
        "life = 0",
        "a 0-life monster dies at once: it needs one of reveal_damage",
    ),
    ("rooms.toml", "cubicle_poltergeist", "loot = 0", "loot = 1", "gives no loot (NC-CONTAG-12)"),
    # not monsters
    ("rooms.toml", "exit_1", "exit_level = 1", "exit_level = 1\nlevel = 2", ".level: only a monster has a level"),
    ("rooms.toml", "exit_1", "exit_level = 1", 'exit_level = 1\ntype = "zombie"', "only a monster has a type"),
    (
        "rooms.toml",
        "empty_cubicle",
        'kind = "empty"',
        'kind = "empty"\nexit_level = 2',
        "only an Exit has an exit_level",
    ),
    ("rooms.toml", "exit_2", "exit_level = 2", "exit_level = 6", "an Exit leads from a level 1 to 5, got 6"),
    (
        "rooms.toml",
        "empty_cubicle",
        'kind = "empty"',
        'kind = "empty"\nexpansion = true',
        "the expansion's Room cards are all monsters",
    ),
    # the box and the building (NC-COMP-01/02, NC-BUILD-10/12)
    (
        "rooms.toml",
        "empty_cubicle",
        "count = 4",
        "count = 3",
        "the core Room cards are 100 cards (NC-COMP-01), found 99",
    ),
    ("rooms.toml", "sleeper_agent_janitor", "count = 2", "count = 1", "the expansion monsters are 20 cards"),
    ("rooms.toml", "exit_2", "exit_level = 2", "exit_level = 1", "the core set has one Exit 2, found 0"),
    (
        "rooms.toml",
        "empty_cubicle",
        'kind = "empty"',
        'kind = "loot"',
        "at least 13 Empty rooms (NC-BUILD-10), found 12",
    ),
    ("rooms.toml", "zombie_board_member", "level = 4", "level = 5", "level 4 draws 14 cards from a pool of 11"),
    ("rooms.toml", "zombie_board_member", "level = 4", "level = 5", "3 core Room cards are left over after level 5"),
    # Plot cards
    ("plots.toml", "fire_axe", "hands = 2", "hands = 3", "a weapon is one- or two-handed: expected 1 or 2, got 3"),
    ("plots.toml", "letter_opener", "dice = 1", "dice = 4", ".dice: expected 0 to 3, got 4"),
    ("plots.toml", "staple_gun", "uses = 4", "uses = 9", ".uses: expected 0 to 8, got 9"),
    (
        "plots.toml",
        "fire_axe",
        'text = "+2D,',
        'text = "+3D,',
        "a weapon's text starts with its numbers: '+2D, two-handed, melee.'",
    ),
    ("plots.toml", "crowbar", "hands = 2", "hands = 1", "one_handed_drawback is for a two-handed weapon"),
    ("plots.toml", "executive_golf_club", 'type = "zombie"', 'type = "zombi"', "expected one of zombie, vampire"),
    ("plots.toml", "executive_golf_club", "dice = 1 }", "dice = 4 }", "vs needs dice 1 to 3, got 4"),
    ("plots.toml", "wooden_stake", "dice = 5", "dice = 9", "all_in needs dice 3 to 6, got 9"),
    ("plots.toml", "fire_axe", "hands = 2", "hands = 2\nfirst_aid = true", "a first-aid kit is an item"),
    ("plots.toml", "band_aids", 'kind = "item"', 'kind = "item"\ndice = 1', ".dice: only a weapon has dice"),
    ("plots.toml", "band_aids", 'kind = "item"', 'kind = "item"\nrange = "ranged"', "only a weapon has a range"),
    (
        "plots.toml",
        "band_aids",
        'effects = [{ kind = "heal", amount = 2 }]',
        "effects = []",
        "an item card does something",
    ),
    (
        "plots.toml",
        "band_aids",
        '{ kind = "heal", amount = 2 }',
        '{ kind = "heal", amount = 2 }, { kind = "lucky", amount = 1 }',
        "an item has one effect",
    ),
    (
        "plots.toml",
        "lucky_mug",
        'kind = "item"',
        'kind = "item"\nfirst_aid = true',
        "a first-aid kit is an item that heals",
    ),
    (
        "plots.toml",
        "boom",
        '{ kind = "boom", amount = 2 }',
        '{ kind = "heal", amount = 2 }',
        "heal is not an effect a event has",
    ),
    (
        "plots.toml",
        "burnout",
        '{ kind = "fewer_dice", dice = 1 }',
        '{ kind = "fewer_dice" }',
        "fewer_dice needs dice 1 to 1, got 0",
    ),
    (
        "plots.toml",
        "first_aid_kit",
        "count = 5",
        "count = 4",
        "the core Plot cards are 72 cards (NC-COMP-01), found 71",
    ),
    (
        "plots.toml",
        "haunted",
        "expansion = true",
        "expansion = false",
        "the expansion Plots are 20 cards (NC-COMP-02), found 19",
    ),
    # the cards the rulebook names keep their printed names and numbers
    ("plots.toml", "fire_axe", 'name = "Fire Axe"', 'name = "Fire Ax"', "the core set has the 'Fire Axe' card"),
    ("plots.toml", "fire_axe", "dice = 2", "dice = 3", "'Fire Axe' is as the rulebook prints it"),
    ("plots.toml", "wooden_stake", "dice = 5", "dice = 6", "'Wooden Stake' is as the rulebook prints it"),
    (
        "plots.toml",
        "crowbar",
        'flavor = "This is all I need."',
        'flavor = "Crowbar."',
        "'Barra de Fierro (Crowbar)' is as",
    ),
    (
        "plots.toml",
        "its_still_alive",
        'kind = "event"',
        'kind = "event"\nexpansion = true',
        'the core set has the "It\'s still alive!" card',
    ),
    (
        "plots.toml",
        "defibrillator",
        'kind = "revive", life = 4',
        'kind = "heal", amount = 4',
        "the core set has an item with revive",
    ),
    (
        "bosses.toml",
        "w_whateley",
        'flavor = "We always',
        'flavor = "We never',
        "W. Whateley with his printed ability and flavor",
    ),
    (
        "bosses.toml",
        "w_whateley",
        '{ kind = "heal_per_skull" }',
        '{ kind = "heal_per_skull" }, { kind = "regenerate", amount = 1 }',
        "W. Whateley's ability is heal_per_skull",
    ),
    ("bosses.toml", "abhoth", 'name = "Abhoth"', 'name = "Abhot"', "the core set has Abhoth and his zombies"),
    # bosses
    ("bosses.toml", "w_whateley", "difficulty = 3", "difficulty = 6", "a boss of the 1-3 stack is worth 3"),
    (
        "bosses.toml",
        "abhoth",
        'stack = "4-6"',
        'stack = "1-3"',
        "the core bosses of the 1-3 stack are 3 cards (NC-BOSS-03), found 4",
    ),
    ("bosses.toml", "abhoth", "count = 4, life = 2", "count = 7, life = 2", "zombie_shield needs count 1 to 6, got 7"),
    (
        "bosses.toml",
        "w_whateley",
        '{ kind = "heal_per_skull" }',
        '{ kind = "heal_per_skull" }, { kind = "hard_to_escape", amount = 1 }',
        "a boss is fought to the end",
    ),
    (
        "bosses.toml",
        "w_whateley",
        '{ kind = "heal_per_skull" }',
        '{ kind = "heal_per_skull" }, { kind = "life_per_survivor", amount = 2, beyond = 5 }',
        "life_per_survivor on a 1-3 boss needs beyond 1 to 2, got 5",  # a 1-3 boss never has six survivors
    ),
    (
        "bosses.toml",
        "abhoth",
        "amount = 8, beyond = 5",
        "amount = 6, beyond = 3",
        "life_per_survivor on a 4-6 boss needs beyond 4 to 5, got 3",
    ),
    ("bosses.toml", "w_whateley", "life = 10", "life = 0", ".life: expected 5 to 40, got 0"),
    ("bosses.toml", "w_whateley", 'type = "demon"', 'type = "boss"', ".type: expected one of"),
    (
        "bosses.toml",
        "the_haunted_boardroom",
        "expansion = true",
        "expansion = false",
        "the core bosses of the 4-6 stack are 3",
    ),
    # characters
    ("characters.toml", "kevin", "life = 14", "life = 0", ".life: expected 1 to 20, got 0"),
    (
        "characters.toml",
        "kevin",
        "life = 14",
        'life = 14\nskills = [{ kind = "medic", amount = 1 }]',
        "a basic character has no special skills",
    ),
    (
        "characters.toml",
        "vince",
        "special = true",
        "special = false",
        "the basic characters are 6 cards (NC-COMP-01), found 7",
    ),
    (
        "characters.toml",
        "vince",
        'skills = [{ kind = "fist_dice", dice = 1 }]',
        "skills = []",
        "a special character has skills",
    ),
    (
        "characters.toml",
        "vince",
        'kind = "fist_dice", dice = 1',
        'kind = "armor", amount = 1',
        "armor is not an effect a skill has",
    ),
    ("characters.toml", "vince", "expansion = true", "expansion = false", "the special characters are the expansion's"),
    # curses
    (
        "curses.toml",
        "crunch_time",
        'effects = [{ kind = "level_no_ranged" }]',
        "effects = []",
        "a curse does something to its level",
    ),
    (
        "curses.toml",
        "crunch_time",
        'kind = "level_no_ranged"',
        'kind = "hardness"',
        "hardness is not an effect a curse has",
    ),
    (
        "curses.toml",
        "crunch_time",
        'text = "No ranged attacks on this level."',
        'text = "Everything hurts."',
        "does not say what its level_no_ranged does",
    ),
    (
        "curses.toml",
        "crunch_time",
        'short = "No ranged attacks"',
        'short = "No ranged attacks anywhere on this level"',
        "expected at most 28 characters, got 40",
    ),
    (
        "curses.toml",
        None,
        "[[curses]]",
        '[[curses]]\nid = "extra"\nname = "Extra"\ntext = "No ranged attacks on this level."\neffects = [{ kind = "level_no_ranged" }]\n\n[[curses]]',
        "the Curse cards are 13 cards (NC-COMP-02), found 14",
    ),
]


@pytest.mark.parametrize(("name", "card", "old", "new", "expected"), CASES, ids=[f"{c[0]}:{c[4][:40]}" for c in CASES])
def test_a_broken_copy_is_refused_by_its_check(tmp_path, name, card, old, new, expected):
    errors = broken(tmp_path, name, card, old, new)
    assert any(expected in e for e in errors), errors
    assert all(f"corp/{name}" in e for e in errors)


def test_the_building_arithmetic_NC_BUILD_12():
    """Each level draws 29/24/19/14/9 cards from its pool (leftovers + its monsters); the core leaves none."""
    assert checks.building_problems(27, [12, 16, 18, 13, 9]) == []
    assert checks.building_problems(20, [5, 24, 19, 14, 9]) == [
        "level 1 draws 29 cards from a pool of 25 (leftovers 20 + 5)"
    ]
    assert checks.building_problems(27, [12, 16, 18, 13, 10]) == [
        "1 core Room cards are left over after level 5 (the core set leaves none)"
    ]
    assert "level 5 draws 9 cards from a pool of 8" in checks.building_problems(27, [12, 16, 18, 13, 8])[0]


def test_an_id_used_in_two_files_is_refused(tmp_path):
    """A card is named by its id alone (CorpCards.name, the saves): one id is one card in the whole box."""
    errors = broken(tmp_path, "curses.toml", "crunch_time", 'id = "crunch_time"', 'id = "fire_axe"')
    assert any("curses[" in e and "id 'fire_axe' is also a card of plots.toml" in e for e in errors), errors


def test_a_vs_weapon_against_a_type_no_monster_has_is_refused():
    """Pony Bovarsim makes every monster a pony, so a VS pony weapon always has its target."""
    from tabletop.content.corp.cards import load_cards
    from tabletop.content.corp.files import BossesFile, RoomsFile

    c = load_cards()
    rooms = RoomsFile(tuple(c.rooms.values()))
    bosses = BossesFile(tuple(c.bosses.values()))
    plots = PlotsFile(tuple(c.plots.values()))
    assert checks.vs_types_across(rooms, plots, bosses) == []
    no_vampires = RoomsFile(
        tuple(msgspec.structs.replace(r, type="zombie") if r.type == "vampire" else r for r in rooms.rooms)
    )
    found = checks.vs_types_across(no_vampires, plots, bosses)
    assert found and all(problem == "no monster of the box is a vampire" for _, problem in found)
    pony = PlotsFile(
        tuple(
            msgspec.structs.replace(p, effects=(Effect(kind="vs", type="pony", dice=1),))
            for p in plots.plots
            if p.kind == "weapon"
        )
    )
    assert checks.vs_types_across(no_vampires, pony, bosses) == []


def test_a_mod_that_leaves_a_shipped_vs_weapon_without_its_target_is_refused(tmp_path):
    """The cross check runs through the loader: a rooms file with no vampire breaks the shipped plots'
    VS vampire weapon, and the error names the mod's file."""
    text = shipped("rooms.toml").replace('type = "vampire"', 'type = "zombie"')
    errors = problems(tmp_path, "rooms.toml", text)
    assert errors and all("the shipped plots.toml no longer checks with this mod" in e for e in errors), errors
    assert any("no monster of the box is a vampire" in e for e in errors)


def test_the_start_needs_four_plus_one_weapons_and_the_solo_start_two_kits_NC_START_02_04():
    plots = msgspec.toml.decode(shipped("plots.toml").encode(), type=PlotsFile)
    assert checks.check_plots(plots) == []
    weaker = tuple(
        msgspec.structs.replace(p, dice=2, text=p.text.replace("+1D,", "+2D,", 1))
        if p.kind == "weapon" and p.dice == 1
        else p
        for p in plots.plots
    )
    found = [problem for _, problem in checks.check_plots(PlotsFile(weaker))]
    assert any("the start deals up to 4 +1D weapons (NC-START-04), found 0" in p for p in found), found
    no_solo_kits = tuple(msgspec.structs.replace(p, solo=False) if p.first_aid else p for p in plots.plots)
    found = [problem for _, problem in checks.check_plots(PlotsFile(no_solo_kits))]
    assert any("two first-aid kits of the solo deck (NC-START-02)" in p for p in found), found


def test_the_families_hold_every_kind_of_the_vocabulary_once_and_each_has_words():
    kinds = [k for family in checks.FAMILIES.values() for k in family]
    assert sorted(kinds) == sorted(SPEC) and len(kinds) == len(set(kinds))
    assert set(WORDS) == set(SPEC)


def test_an_effect_with_an_optional_parameter_may_leave_it_out():
    spec = dict(SPEC)
    try:
        SPEC["regenerate"] = {"amount?": (1, 2)}
        assert checks.check_effect("x", Effect(kind="regenerate"), "monster") == []
        assert checks.check_effect("x", Effect(kind="regenerate", amount=3), "monster") != []
    finally:
        SPEC.clear()
        SPEC.update(spec)


def test_the_words_of_an_effect_carry_its_numbers():
    assert describe(Effect(kind="vs", type="pony", dice=2)) == "+2D against ponies"
    assert describe(Effect(kind="attack_bonus", amount=-1)) == "Its attack dice get a -1 drawback."
    assert "top Room card of" in describe(Effect(kind="peek_rooms", count=1))
    assert "top 3 Room cards of" in describe(Effect(kind="peek_rooms", count=3))
    assert describe(Effect(kind="all_in", dice=4, breaks=1)).endswith("; then discard it")
