"""Rise of the Necromancers cards, Minions and supplies (assets/rise/*.toml; tabletop/content/rise/cards.py):
the box's counts (RN-CONT-01..05, RN-CONT-10), every card and number the rulebook names, the effect
vocabulary and its wording, and damaged copies refused naming the file and the field."""

from __future__ import annotations

import shutil
from pathlib import Path

import msgspec
import pytest

from tabletop import paths
from tabletop.content import registry
from tabletop.content.rise import cards as C
from tabletop.core.errors import ContentError

RISE = paths.assets_dir() / "rise"
FILES = ("necromancers", "apprentices", "headmasters", "items", "spells", "dungeons", "minions", "supplies")


@pytest.fixture(scope="module")
def cards() -> C.Cards:
    return C.load_cards()


def by_name(table: dict, name: str):
    return next(c for c in table.values() if c.name == name)


# -- the shipped content -----------------------------------------------------------------------


def test_shipped_rise_cards_check_clean_and_every_file_is_a_kind():
    """`tabletop check-content` reads all eight files with 0 errors."""
    found = registry.gather(only=C.KIND_NAMES)
    assert not found.errors, found.errors
    loaded = {p.name for k in C.KIND_NAMES for p, _ in found.all(k)}
    assert loaded == {f"{f}.toml" for f in FILES}


def test_load_cards_is_cached_and_finds_cards_by_id(cards):
    assert C.load_cards() is cards
    assert cards.card("decayed_baron").name == "Decayed Baron"
    assert cards.card("death_bolt_6").name == "Death Bolt"
    assert cards.card("headmaster_mist").colour == "blue"
    assert cards.colour("troll_chieftain") is None and cards.colour("bone_golem") == "bone"
    with pytest.raises(KeyError):
        cards.card("nobody")


def test_rn_cont_02_card_decks_as_in_the_box(cards):
    """RN-CONT-02: 16 Necromancers, 16 Apprentices, 4 Headmasters, 24 Items, 24 Spells, 30 Dungeons."""
    assert len(cards.deck("necromancers")) == 16
    assert len(cards.deck("apprentices")) == 16
    assert len(cards.headmasters) == 4
    assert len(cards.deck("items")) == 24
    assert len(cards.deck("spells")) == 24
    assert len(cards.deck("dungeons")) == 30
    every = (
        cards.deck("necromancers")
        + cards.deck("apprentices")
        + cards.deck("items")
        + cards.deck("spells")
        + cards.deck("dungeons")
        + [h.id for h in cards.headmasters.values()]
    )
    assert len(set(every)) == len(every) == 114


def test_rn_cont_03_04_06_supplies_are_the_box_counts(cards):
    """RN-CONT-03: 20 Lesser / 15 Greater corpses; RN-CONT-04: 20 Ichor, Dark water, Scroll (limited, RN-CONT-06)."""
    assert {k: cards.supply(k) for k in C.STOCK} == {
        "lesser_corpse": 20,
        "greater_corpse": 15,
        "ichor": 20,
        "dark_water": 20,
        "scroll": 20,
    }


def test_rn_cont_05_rn_raise_10_minion_supply(cards):
    """RN-CONT-05 / RN-RAISE-10: 28 Zombies, 15 Hell knights, 15 Ghosts, 12 Skeletal dragons."""
    assert [cards.supply(m) for m in C.MINIONS] == [28, 15, 15, 12]


def test_rn_cont_01_rn_cont_10_rn_setup_10_colours_and_dominion(cards):
    """RN-CONT-01: 13 Dominion counters in each of 5 colours; RN-CONT-10: black, orange, pink and two more;
    RN-SETUP-10: black first; RN-PLAY-05: the unnamed Necromancer has power 1 and move 1."""
    s = cards.supplies
    assert s.dominion_per_colour * len(s.colours) == 65
    ids = [c.id for c in s.colours]
    assert ids[0] == "black" and {"orange", "pink"} <= set(ids) and len(set(ids)) == 5
    assert s.player_board.unnamed_power == [1] and s.player_board.unnamed_move == 1
    assert s.player_board.track_max == 3


def test_rn_raise_03_to_06_rn_raise_09_minions_as_printed():
    """RN-RAISE-03..06: costs, power, move, Academy; Ghost strike on the Ghost; one attack each (RN-RAISE-09)."""
    z, h, g, d = (C.minion(k) for k in C.MINIONS)
    assert (z.power, z.move, z.colour, [c.items() for c in z.costs]) == ([1], 1, "green", [[("lesser_corpse", 1)]])
    assert (h.power, h.move, h.colour) == ([2], 2, "red")
    assert [dict(c.items()) for c in h.costs] == [{"lesser_corpse": 1, "ichor": 1}, {"lesser_corpse": 1, "scroll": 1}]
    assert (g.power, g.move, g.colour, dict(g.costs[0].items())) == (
        [3],
        1,
        "blue",
        {"greater_corpse": 1, "dark_water": 1},
    )
    assert [e.kind for e in g.effects] == ["ghost_strike"] and g.text == "Your Ghosts' attacks have Ghost strike."
    assert (d.power, d.move, d.colour) == ([4], 3, "bone")
    assert dict(d.costs[0].items()) == {"greater_corpse": 1, "ichor": 1, "scroll": 1}
    assert not any(e.kind == "ghost_strike" for m in (z, h, d) for e in m.effects)


def test_rn_raise_08_each_minion_has_an_academy_colour(cards):
    """RN-RAISE-08: every Minion counts toward one Academy: the four colours, one Minion each."""
    assert sorted(m.colour for m in cards.minions.values()) == sorted(C.COLOURS)


def test_rn_play_08_gravedigger_free_leper_one_ichor(cards):
    """RN-PLAY-08: Gravedigger is free to play; Leper costs 1 Ichor."""
    assert by_name(cards.apprentices, "Gravedigger").cost.total() == 0
    assert by_name(cards.apprentices, "Leper").cost.items() == [("ichor", 1)]


def test_rn_combat_08_elder_wizard_attacks_1_2_3(cards):
    """RN-COMBAT-08 / RN-CONT-08: the Elder Wizard has three attacks, of power 1, 2 and 3."""
    assert by_name(cards.necromancers, "Elder Wizard").power == [1, 2, 3]


def test_rn_spec_03_decayed_baron_plus_one_per_zombie_controlled(cards):
    """RN-SPEC-03: +1 power for each Zombie he controls (Player board and Game board, even in a Dungeon)."""
    baron = by_name(cards.necromancers, "Decayed Baron")
    (e,) = baron.effects
    assert (e.kind, e.unit, e.amount, e.per, e.where) == ("attack_bonus", "necromancer", 1, "zombie", None)
    assert baron.text == "Your Necromancer's attacks get +1 power for each Zombie you control."


def test_rn_exdung_01_04_troll_chieftain_and_a_weak_apprentice(cards):
    """RN-EXDUNG-01: the Troll Chieftain has two power-2 attacks; a Necromancer of power 2 exists; RN-EXDUNG-04:
    an Apprentice misses on a 4 (every Apprentice's attacks are power 3 or less)."""
    troll = cards.dungeons["troll_chieftain"]
    assert (troll.type, troll.foe, troll.ghost_strike, troll.golem) == ("combat", [2, 2], False, False)
    assert troll.treasure  # RN-EXDUNG-06: a treasure printed on the card
    assert any(n.power == [2] for n in cards.necromancers.values())
    assert max(p for a in cards.apprentices.values() for p in a.power) <= 3


def test_rn_exdung_05_death_bolt_level_1_one_power_3_attack(cards):
    """RN-EXDUNG-05: Death Bolt at level 1 gives the Necromancer an additional power-3 attack, after step 3."""
    (e,) = C.spell_effect("death_bolt", 1)
    assert (e.kind, e.count, e.power) == ("final_attack", 1, 3)
    assert cards.spells["death_bolt"].timing == "combat_step_3_end"


def test_rn_spell_06_07_08_12_four_spells_one_per_colour_six_cards_three_levels(cards):
    """RN-SPELL-08 (reading A): each colour is one Spell; RN-SPELL-12: 6 cards each; RN-SPELL-06, RN-SPELL-07: levels 1-3,
    same cast cost, more powerful; RN-SPELL-09: a fourth card stays at level 3."""
    spells = cards.spells
    assert {s.name for s in spells.values()} == {"Weaken", "Death Bolt", "Zombie Explosion", "Mist Walk"}
    assert {s.id: s.colour for s in spells.values()} == {
        "zombie_explosion": "green",
        "death_bolt": "bone",
        "weaken": "red",
        "mist_walk": "blue",
    }
    for s in spells.values():
        assert s.copies == 6 and len(s.levels) == 3
        assert sum(1 for c, sid in cards.spell_cards.items() if sid == s.id) == 6
        for n in (1, 2):
            assert C._stronger(list(cards.spell_effect(s.id, n)), list(cards.spell_effect(s.id, n + 1)))
        assert cards.spell_effect(s.id, 4) == cards.spell_effect(s.id, 3)
    with pytest.raises(ValueError):
        cards.spell_effect("weaken", 0)
    assert cards.spell("mist_walk_2") is spells["mist_walk"]


def test_rn_spell_03_cast_costs(cards):
    """RN-SPELL-03: a Resource for each cast, Zombies for Zombie Explosion."""
    casts = {s.id: s.cast for s in cards.spells.values()}
    assert casts["zombie_explosion"] == "zombie"
    assert all(casts[s] in C.RESOURCES for s in ("weaken", "death_bolt", "mist_walk"))


def test_rn_spec_08_to_12_when_each_spell_is_cast(cards):
    """RN-SPEC-08: Mist Walk at the start of movement, improves move; RN-SPEC-09: Weaken in step 1, weakens the
    opponent; RN-SPEC-10: Death Bolt at the end of step 3; RN-SPEC-11, RN-SPEC-12: Zombie Explosion after it, up to its
    level in Zombies, each one wound, never in a Dungeon."""
    s = cards.spells
    assert s["mist_walk"].timing == "movement" and C.spell_effect("mist_walk", 1)[0].kind == "move_bonus"
    assert s["weaken"].timing == "combat_step_1" and C.spell_effect("weaken", 1)[0].kind == "weaken"
    assert s["zombie_explosion"].timing == "combat_step_3_end"
    for level in (1, 2, 3):
        (e,) = C.spell_effect("zombie_explosion", level)
        assert (e.kind, e.count) == ("zombie_explosion", level)
        assert "not in a Dungeon" in C.describe(e) and "one wound" in C.describe(e)


def test_rn_dom_04_named_items_and_the_track_example(cards):
    """RN-DOM-04: Leper Bell, Staff of Pestilence, Blood Chalice, Cat Familiar: two share a colour (Item track 2);
    Death Bolt, Weaken, Zombie Explosion are three colours (Spell track 1)."""
    named = [by_name(cards.items, n) for n in C.PRINTED_ITEMS]
    colours = [c.colour for c in named]
    assert max(colours.count(c) for c in colours) == 2
    spell_colours = [cards.spells[s].colour for s in ("death_bolt", "weaken", "zombie_explosion")]
    assert max(spell_colours.count(c) for c in spell_colours) == 1


def test_rn_dom_10_three_blue_spells_exist(cards):
    """RN-DOM-10 / RN-SPELL-10: a player can hold 3 blue Spells (and 2 red Items)."""
    assert sum(1 for sid in cards.spell_cards.values() if cards.spells[sid].colour == "blue") >= 3
    assert sum(1 for i in cards.items.values() if i.colour == "red") >= 2


def test_rn_item_01_02_04_items_have_colours_costs_effects_some_once(cards):
    """RN-ITEM-04: 24 Items with colours, costs and effects; RN-ITEM-01, RN-ITEM-02: some are once during the game."""
    items = list(cards.items.values())
    assert all(i.cost.total() > 0 and i.effects for i in items)
    assert {c: sum(1 for i in items if i.colour == c) for c in C.COLOURS} == dict.fromkeys(C.COLOURS, 6)
    once = [i for i in items if any(e.once for e in i.effects)]
    assert 2 <= len(once) < len(items)
    assert all(C.describe(e).startswith("Once during the game") for i in once for e in i.effects if e.once)


def test_rn_acad_01_05_12_headmasters_one_per_academy_bonus_at_once(cards):
    """RN-ACAD-01, RN-ACAD-12: one Headmaster card per Academy colour; RN-ACAD-05: its bonus takes effect at once."""
    assert sorted(cards.headmasters) == sorted(C.COLOURS)
    for colour, h in cards.headmasters.items():
        assert C.ACADEMIES[colour] in h.name
        assert any(e.kind == "gain" and e.when == "now" for e in h.effects)


def test_rn_spec_04_05_rn_dung_13_dungeon_deck(cards):
    """RN-DUNG-13: Quest, Quest-Choice and Combat cards; RN-SPEC-04, RN-SPEC-05: Golems join you, with a colour and attacks."""
    d = list(cards.dungeons.values())
    assert {c.type for c in d} == {"quest", "quest_choice", "combat"}
    golems = [c for c in d if c.golem]
    assert len(golems) >= 2
    assert all(g.type == "combat" and g.foe and g.colour and not g.treasure for g in golems)
    assert all("joins you like an Apprentice" in g.text for g in golems)
    assert all(c.quest for c in d if c.type != "combat")
    assert all(c.treasure for c in d if not c.golem)


def test_rn_app_02_rn_cont_08_09_academies_and_powers(cards):
    """RN-CONT-08, RN-CONT-09: 4 Necromancers and 4 Apprentices per Academy; powers are 1-6, Necromancers total 1-7."""
    for table in (cards.necromancers, cards.apprentices):
        assert {c: sum(1 for x in table.values() if x.colour == c) for c in C.COLOURS} == dict.fromkeys(C.COLOURS, 4)
    assert all(1 <= sum(n.power) <= 7 for n in cards.necromancers.values())
    assert all(1 <= p <= 6 for n in cards.necromancers.values() for p in n.power)


def test_rn_acad_08_academy_weight(cards):
    """RN-ACAD-08: a coloured card counts once toward its Academy, an academy_count card more; a Golem counts."""
    assert C.academy_weight(cards.card("leper")) == 1
    assert C.academy_weight(cards.card("ossified_squire")) == 2
    assert C.academy_weight(cards.card("bone_golem")) == 1 and C.academy_weight(cards.card("troll_chieftain")) == 0
    assert C.academy_weight(cards.headmasters["blue"]) == 1


def test_costlier_cards_are_stronger(cards):
    """Balance sanity: the average strength rises with the cost, per card type."""
    for table in (cards.necromancers, cards.apprentices, cards.items):
        by_cost: dict[int, list[float]] = {}
        for c in table.values():
            by_cost.setdefault(c.cost.total(), []).append(C.strength(c))
        means = [sum(v) / len(v) for _, v in sorted(by_cost.items())]
        assert means == sorted(means)


# -- the vocabulary and its words ----------------------------------------------------------------


def test_every_card_text_is_its_effects_in_words(cards):
    """A card says exactly what the engine does: its text is card_text() of its effects."""
    every = [
        *cards.necromancers.values(),
        *cards.apprentices.values(),
        *cards.headmasters.values(),
        *cards.items.values(),
        *cards.dungeons.values(),
        *cards.minions.values(),
    ]
    for card in every:
        assert card.text == C.card_text(card), card.name
        if getattr(card, "effects", None) or isinstance(card, C.DungeonCard):
            assert card.text
    for s in cards.spells.values():
        for level in s.levels:
            assert level.text == C.describe_all(level.effects)


def test_the_vocabulary_is_small_closed_and_documented():
    """15-25 kinds; each is in the module docstring, has parameters and words; the shipped cards use most."""
    assert 15 <= len(C.KINDS) <= 25 and set(C.SPEC) == set(C.KINDS)
    for kind in C.KINDS:
        assert f"- {kind}(" in C.__doc__, kind
    used = {e.kind for e in _all_effects(C.load_cards())}
    assert len(used) >= len(C.KINDS) - 1, set(C.KINDS) - used


def _all_effects(cards):
    for table in (cards.necromancers, cards.apprentices, cards.headmasters, cards.items, cards.minions):
        for c in table.values():
            yield from c.effects
    for s in cards.spells.values():
        for level in s.levels:
            yield from level.effects
    for d in cards.dungeons.values():
        yield from d.quest
        yield from d.treasure


@pytest.mark.parametrize(
    "effect, words",
    [
        (
            {"kind": "attack_bonus", "unit": "zombie", "amount": 1, "where": "city"},
            "Your Zombies' attacks get +1 power in City combat.",
        ),
        (
            {"kind": "extra_attack", "unit": "necromancer", "count": 2, "power": 3},
            "Your Necromancer has 2 extra attacks of power 3.",
        ),
        (
            {"kind": "final_attack", "count": 1, "power": 3},
            "At the end of combat step 3, your Necromancer makes 1 extra attack of power 3.",
        ),
        ({"kind": "weaken", "count": 2}, "In combat step 1, its 2 strongest attacks are removed, for this combat."),
        ({"kind": "gain", "what": "ichor", "amount": 1, "when": "tax"}, "Whenever you collect tax, gain 1 Ichor."),
        ({"kind": "gain", "what": "zombie", "amount": 2, "when": "now"}, "Gain 2 Zombies."),
        (
            {"kind": "reduce_cost", "what": "ghost", "resource": "dark_water", "amount": 1},
            "Raising a Ghost costs 1 Dark water less.",
        ),
        ({"kind": "pay", "what": "apprentice", "amount": 1}, "Sacrifice your Apprentice."),
        ({"kind": "test", "power": 3, "what": "wound"}, "Roll a die: 3 or less passes, otherwise you take a wound."),
        ({"kind": "move_bonus", "amount": 2, "once": True}, "Once during the game, in one movement phase: +2 move."),
        ({"kind": "ignore_wound", "count": 2}, "The first 2 wounds inflicted on you in each combat are ignored."),
    ],
)
def test_describe_words_each_kind(effect, words):
    assert C.describe(msgspec.convert(effect, C.Effect)) == words


@pytest.mark.parametrize(
    "effect, field, problem",
    [
        ({"kind": "attack_bonus", "unit": "necromancer"}, "amount", "needs its amount"),
        ({"kind": "attack_bonus", "unit": "necromancer", "amount": 9}, "amount", "expected 1 to 3"),
        ({"kind": "attack_bonus", "unit": "dragon", "amount": 1}, "unit", "expected one of"),
        ({"kind": "move_bonus", "amount": 1, "power": 3}, "power", "takes no power"),
        ({"kind": "gain", "what": "gold", "amount": 1, "when": "now"}, "what", "expected one of"),
        ({"kind": "weaken"}, "", "an amount, a count or both"),
        ({"kind": "pay", "what": "apprentice", "amount": 2}, "amount", "one Apprentice"),
        ({"kind": "gain", "what": "ichor", "amount": 1, "when": "tax", "once": True}, "when", "happens now"),
        ({"kind": "zombie_explosion", "count": 1, "once": True}, "once", "cannot be a once"),
    ],
)
def test_check_effect_refuses_bad_parameters(effect, field, problem):
    p: list = []
    C.check_effect(p, "e", msgspec.convert(effect, C.Effect), set(C.KINDS))
    assert any(f == ("e." + field if field else "e") and problem in msg for f, msg in p), p


# -- damaged copies are refused, naming the file and the field --------------------------------------


def _damaged(tmp_path: Path, name: str, old: str, new: str) -> Path:
    src = RISE / f"{name}.toml"
    text = src.read_text()
    assert old in text, old
    path = tmp_path / "rise" / f"{name}.toml"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text.replace(old, new, 1))
    return path


DAMAGE = [
    # (file, old, new, field that must be named, words in the problem)
    ("necromancers", "power = [1, 2, 3]", "power = [1, 2]", "necromancers[4].power", "rulebook prints [1, 2, 3]"),
    ("necromancers", 'name = "Decayed Baron"', 'name = "Decayed Count"', "necromancers", "'Decayed Baron' is missing"),
    ("necromancers", 'per = "zombie"', 'per = "ghost"', "necromancers", "Decayed Baron must get +1"),
    ("necromancers", "power = [2, 2]", "power = [2, 7]", "necromancers[8].power[1]", "power of 1 to 6"),
    ("necromancers", "power = [2, 2]", "power = [6, 6]", "necromancers[8].power", "totalling 1 to 7"),
    ("necromancers", 'id = "rot_lord"', 'id = "plague_mother"', "necromancers[2].id", "duplicate id"),
    ("necromancers", 'colour = "blue"', 'colour = "purple"', "necromancers[12].colour", "expected one of"),
    ("necromancers", 'kind = "move_bonus"', 'kind = "fly"', "necromancers[12].effects[0].kind", "expected one of"),
    ("necromancers", 'text = "+1 move."', 'text = "+2 move."', "necromancers[12].text", "must read '+1 move.'"),
    (
        "necromancers",
        "cost = { lesser_corpse = 1 }",
        "cost = { lesser_corpse = 99 }",
        "necromancers[0].cost.lesser_corpse",
        "the box holds 20",
    ),
    ("necromancers", "cost = { lesser_corpse = 1 }", "cost = { gold = 1 }", "necromancers[0].cost", "unknown field"),
    (
        "necromancers",
        '[[necromancers]]\nid = "haemomancer"',
        '[[nope]]\nid = "haemomancer"',
        "(top level)",
        "unknown field `nope`",
    ),
    (
        "apprentices",
        'cost = { ichor = 1 }\neffects = [\n  { kind = "weaken"',
        'cost = { ichor = 2 }\neffects = [\n  { kind = "weaken"',
        "apprentices[1].cost",
        "rulebook prints {'ichor': 1}",
    ),
    ("apprentices", "power = [3]", "power = [4]", "apprentices[9].power[0]", "power of 1 to 3"),
    (
        "apprentices",
        'id = "cutthroat"\nname = "Cutthroat"\ncolour = "red"\npower = [3]',
        'id = "cutthroat"\nname = "Cutthroat"\ncolour = "red"\npower = [3, 3]',
        "apprentices[9]",
        "strength",
    ),
    ("headmasters", 'colour = "blue"', 'colour = "red"', "headmasters", "got 2 red"),
    (
        "headmasters",
        '{ kind = "gain", what = "dark_water", amount = 2, when = "now" },\n',
        "",
        "headmasters[3].effects",
        "at once",
    ),
    (
        "items",
        'name = "Cat Familiar"\ncolour = "blue"',
        'name = "Cat Familiar"\ncolour = "green"',
        "items",
        "exactly two share a colour",
    ),
    (
        "items",
        'kind = "weaken", amount = 1, once = true',
        'kind = "zombie_explosion", count = 1',
        "items[0].effects[0].kind",
        "cannot be used here",
    ),
    ("spells", "copies = 6", "copies = 7", "spells[0].copies", "6 cards of each colour"),
    (
        "spells",
        'effects = [{ kind = "final_attack", count = 1, power = 3 }]',
        'effects = [{ kind = "final_attack", count = 1, power = 2 }]',
        "spells[1].levels[0]",
        "power 3",
    ),
    (
        "spells",
        'effects = [{ kind = "zombie_explosion", count = 2 }]',
        'effects = [{ kind = "zombie_explosion", count = 1 }]',
        "spells[2].levels[1]",
        "must do more",
    ),
    ("spells", 'timing = "movement"', 'timing = "combat_step_1"', "spells[3].timing", "Mist Walk is cast at movement"),
    ("spells", 'cast = "scroll"', 'cast = "zombie"', "spells[1].cast", "only it, is paid in Zombies"),
    ("spells", 'colour = "bone"', 'colour = "red"', "spells", "each colour has exactly one Spell"),
    ("dungeons", "foe = [2, 2]\ntreasure", "foe = [2, 3]\ntreasure", "dungeons[0].foe", "rulebook prints [2, 2]"),
    ("dungeons", "foe = [1, 1, 1]", "foe = [1, 1, 9]", "dungeons[1].foe[2]", "power of 1 to 5"),
    ("dungeons", 'type = "quest"', 'type = "riddle"', "dungeons[14].type", "expected one of"),
    (
        "dungeons",
        '{ kind = "test", power = 3, what = "wound" }',
        '{ kind = "test", power = 3, what = "maybe" }',
        "dungeons[14].quest[0].what",
        "expected one of fail, wound",
    ),
    (
        "dungeons",
        '{ kind = "test", power = 3, what = "wound" }',
        '{ kind = "gain", what = "ichor", amount = 1, when = "now" }',
        "dungeons[14].quest[0].kind",
        "cannot be used here",
    ),
    ("dungeons", 'golem = true\ncolour = "bone"', "golem = true", "dungeons[11].colour", "a Golem has a colour"),
    (  # RN-DUNG-06: Minions wait outside, so a quest that would take one is refused as content
        "dungeons",
        'what = "greater_corpse", amount = 1 },\n]',
        'what = "zombie", amount = 1 },\n]',
        "dungeons[22].quest[0].what",
        "Minions wait outside a Dungeon",
    ),
    ("minions", "supply = 28", "supply = 30", "minions[0].supply", "rulebook prints 28"),
    ("minions", "move = 3", "move = 4", "minions[3].move", "rulebook prints 3"),
    (
        "minions",
        'effects = [\n  { kind = "ghost_strike", unit = "ghost" },\n]\ntext = "Your Ghosts\' attacks have Ghost strike."',
        'text = ""',
        "minions[2].effects",
        "rulebook prints True",
    ),
    ("supplies", "greater_corpse = 15", "greater_corpse = 16", "supply.greater_corpse", "the box has 15"),
    ("supplies", "dominion_per_colour = 13", "dominion_per_colour = 12", "dominion_per_colour", "the box has 13"),
    ("supplies", 'id = "pink"', 'id = "green"', "colours", "pink player colour is missing"),
    ("supplies", "scroll = 20", "scroll = nan", "supply.scroll", "expected `int`"),
]


@pytest.mark.parametrize("name, old, new, field, words", DAMAGE, ids=[f"{d[0]}:{d[3]}" for d in DAMAGE])
def test_a_damaged_copy_is_refused_naming_the_file_and_field(tmp_path, name, old, new, field, words):
    path = _damaged(tmp_path, name, old, new)
    _record, errors = registry.kind(f"rise-{name}").load_all(path)
    assert errors, "the damaged file was accepted"
    assert all(e.path == path for e in errors)
    assert any(e.field == field and words in e.problem for e in errors), [str(e) for e in errors]


def test_a_card_id_used_in_two_files_is_refused_by_the_cross_check(tmp_path):
    """Every card id is unique across the decks (the engine finds a card by id alone)."""
    path = _damaged(tmp_path, "items", 'id = "leper_bell"', 'id = "leper"')
    found = registry.gather({("assets", "rise/items.toml"): path}, only=C.KIND_NAMES)
    assert any(e.path == path and e.field == "items[0].id" and "'leper'" in e.problem for e in found.errors), [
        str(e) for e in found.errors
    ]


def test_load_game_content_refuses_broken_content_with_the_first_problem(tmp_path):
    path = _damaged(tmp_path, "minions", "supply = 28", "supply = 30")
    with pytest.raises(ContentError) as info:
        C.load_game_content({("assets", "rise/minions.toml"): path})
    assert info.value.path == path and info.value.field == "minions[0].supply"


def test_a_mod_may_replace_a_card_file(tmp_path):
    """A mod's rise/items.toml replaces the shipped one (same relative path), checked alike."""
    path = tmp_path / "rise" / "items.toml"
    path.parent.mkdir(parents=True)
    shutil.copy(RISE / "items.toml", path)
    text = path.read_text().replace('name = "Bone Wand"', 'name = "Femur Wand"')
    path.write_text(text)
    cards = C.load_game_content({("assets", "rise/items.toml"): path})
    assert cards.items["bone_wand"].name == "Femur Wand"
