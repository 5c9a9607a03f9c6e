"""Rise phase 4 and 5 with forced dice: Cities, Dungeons, Academies, death, Dominion and the win
(RN-CITY, RN-COMBAT-10, RN-COMBAT-22, RN-COMBAT-24, RN-COMBAT-25, RN-DEATH, RN-DUNG, RN-ACAD, RN-DOM, RN-WIN, RN-EXDUNG, RN-PVP)."""

from __future__ import annotations

import pytest

from tabletop.core.errors import IllegalAction
from tabletop.games.rise import actions as A
from tabletop.games.rise import rules as R
from tabletop.games.rise.state import counters_placed
from tests.games.rise.test_engine_kit import G, act, give, new, own, scene, texts


def test_RN_CITY_01_06_RN_SPEC_01_RN_DOM_05_a_city_without_towers_falls_to_a_survivor():
    # Mudwick: no towers, one power-1 attack, 1 tax icon. The Necromancer rolls 6, the City 6.
    st = scene(new(), 0, "move", "valley", dice=[6, 6])
    st, ev = act(st, A.Move(0, "mudwick"))
    assert "conquers Mudwick" in texts(ev)
    assert st.dominion["mudwick"].seat == 0 and st.dominion["mudwick"].count == 1
    assert counters_placed(st, 0) == 1 and st.turn.seat == 1


def test_RN_DEATH_01_02_dying_in_a_city_returns_to_the_valley_and_ends_the_turn():
    st = give(scene(new(), 0, "move", "valley", dice=[6, 1]), 0, zombie=0)
    st, ev = act(st, A.Move(0, "mudwick"))
    assert "dies" in texts(ev) and st.players[0].space == "valley" and "mudwick" not in st.dominion
    assert st.turn.seat == 1  # RN-DEATH-01: the turn is over


def test_RN_COMBAT_24_losing_alive_moves_back_to_the_space_you_came_from():
    # Hollowell: one tower, one power-2 attack; a Hell knight (move 2) and the Necromancer all miss.
    st = give(scene(new(), 0, "move", "valley", dice=[6, 6, 6]), 0, hell_knight=1)
    where = R.destinations(R.Ctx(st), 0)
    st, _ev = act(st, A.Move(0, "hollowell"))
    assert st.players[0].space == where["hollowell"] == "crowfoot_moor"
    assert "hollowell" not in st.dominion and st.turn.seat == 1


def test_RN_COMBAT_10_11_the_city_owner_allocates_its_guards_wounds():
    # Seat 1 holds Hollowell with two different guards; seat 0's dragon and Necromancer wound twice...
    st = own(scene(new(), 0, "move", "valley"), 1, "hollowell", 1)
    give(st, 0, skeletal_dragon=1)
    give(st, 1, ghost=1, zombie=1)
    st.guards["hollowell"] = R.Guard(seat=1, army={"zombie": 1, "ghost": 1, "hell_knight": 0, "skeletal_dragon": 0})
    st.players[1].army.update(ghost=0, zombie=0)
    # step 2: seat 1's Ghost misses (6); step 3: dragon 1 (hit), Necromancer 6, guards' Zombie 6, City 6
    st.forced = [6, 1, 6, 6, 6]
    st, _ev = act(st, A.Move(0, "hollowell"))
    assert G.to_act(st) == [1]  # the owner chooses where the wound goes (RN-COMBAT-11)
    assert {a.choice for a in G.legal_actions(st, 1)} == {"guard:zombie:0", "guard:ghost:0", "tower"}
    st, _ev = act(st, A.Choose(1, "tower"))
    assert st.players[0].space == "crowfoot_moor"  # the guards stand: seat 0 lost and moved back
    assert st.guards["hollowell"].army["zombie"] == 1


def test_RN_CITY_02_03_05_tax_from_every_city_standing_still():
    st = own(own(scene(new(), 0, "move", "mudwick"), 0, "mudwick", 1), 0, "thornbury", 1)
    assert A.Stay(0) in G.legal_actions(st, 0)
    st, _ev = act(st, A.Stay(0))
    assert st.players[0].stock["lesser_corpse"] == 1 and st.players[0].stock["dark_water"] == 1


def test_RN_DUNG_04_09_10_a_won_dungeon_combat_pays_treasure_and_one_counter():
    st = scene(new(), 0, "move", "ashen_fields", dice=[1, 6, 6])
    st.dungeon_deck.remove("troll_chieftain")
    st.dungeon_deck.insert(0, "troll_chieftain")
    st, ev = act(st, A.Move(0, "ossuary_pit"))
    assert "Troll Chieftain" in texts(ev)
    assert st.players[0].stock["ichor"] == 2 and st.dominion["ossuary_pit"].count == 1
    assert st.dungeon_discard == ["troll_chieftain"]


def test_RN_EXDUNG_01_06_combat_example_1_in_the_engine():
    """The Troll Chieftain: the Apprentice rolls 4, the Necromancer (power 2) 3, the Troll 2 and 3 (one
    wound, on the Apprentice); Death Bolt level 1 rolls 2: the Troll dies, the Zombie and Ghost wait outside."""
    st = scene(new(), 0, "move", "ashen_fields", dice=[4, 3, 2, 3, 2])
    p = st.players[0]
    p.necromancer, p.apprentice, p.spells = "plague_mother", "gravedigger", ["death_bolt_1"]
    give(st, 0, scroll=1, zombie=1, ghost=1)
    st.dungeon_deck.remove("troll_chieftain")
    st.dungeon_deck.insert(0, "troll_chieftain")
    st, _ev = act(st, A.Move(0, "ossuary_pit"))
    assert G.to_act(st) == [0] and {a.choice for a in G.legal_actions(st, 0)} == {"yes", "no"}  # Death Bolt?
    st, _ev = act(st, A.Choose(0, "yes"))
    p = st.players[0]
    assert p.apprentice is None and p.apprentices_dead == 1  # RN-APP-07
    assert p.army["zombie"] == 1 and p.army["ghost"] == 1 and p.stock["scroll"] == 0  # paid the Scroll
    assert st.dominion["ossuary_pit"].count == 1 and p.stock["ichor"] == 2


def test_RN_DUNG_02_your_own_dungeon_is_no_action():
    st = own(scene(new(), 0, "move", "ashen_fields"), 0, "ossuary_pit", 1)
    deck = list(st.dungeon_deck)
    st, ev = act(st, A.Move(0, "ossuary_pit"))
    assert st.dungeon_deck == deck and "no action" in texts(ev)


def test_RN_ACAD_02_05_06_six_of_the_colour_makes_a_headmaster():
    st = give(scene(new(), 0, "move", "whispering_stacks"), 0, ghost=5)
    _st2, ev = act(st, A.Move(0, "academy_of_mist"))
    assert "cannot become Headmaster" in texts(ev)  # five is not enough
    give(st, 0, ghost=1)
    st, ev = act(st, A.Move(0, "academy_of_mist"))
    assert st.headmasters["blue"] == 0 and st.dominion["academy_of_mist"].count == 2
    assert st.players[0].stock["dark_water"] == 2  # the Headmaster card's bonus, at once


def test_RN_ACAD_03_08_a_tie_does_not_take_the_title():
    st = give(scene(new(), 0, "move", "whispering_stacks"), 0, ghost=6)
    give(st, 1, ghost=6)
    st.headmasters["blue"] = 1
    st.players[1].headmasters = ["blue"]
    own(st, 1, "academy_of_mist", 2)
    st.players[0].army["ghost"] -= 1
    st.supply["ghost"] += 1
    st.players[0].spells = ["mist_walk_1", "mist_walk_2"]  # 5 Ghosts + 2 blue Spells = 7 = 6 + the card
    st, _ev = act(st, A.Move(0, "academy_of_mist"))
    assert st.headmasters["blue"] == 1


def test_RN_DOM_10_RN_WIN_02_the_dominion_example_wins_at_thirteen():
    """5 on the Player board (3 blue Spells, 2 red Items) + 8 on the Game board (Mist Academy 2,
    one small and one big City 1 + 3, two Dungeons 1 + 1) = 13: the Necromancer King."""
    st = scene(new(), 0, "move", "ashen_fields")
    p = st.players[0]
    p.spells = ["mist_walk_1", "mist_walk_2", "mist_walk_3"]
    p.items = ["blood_chalice", "sacrificial_dagger"]
    for space, n in (
        ("academy_of_mist", 2),
        ("mudwick", 1),
        ("ravenspire", 3),
        ("sunken_crypt", 1),
        ("ossuary_pit", 1),
    ):
        own(st, 0, space, n)
    assert counters_placed(st, 0) == 8 and G.outcome(st) is None
    st, _ev = act(st, A.Move(0, "valley"))
    assert st.players[0].spell_track == 3 and st.players[0].item_track == 2
    out = G.outcome(st)
    assert out is not None and out.winners == (0,) and "13th" in out.reason
    assert G.to_act(st) == [] and counters_placed(st, 0) == 13


def test_RN_DOM_02_04_tracks_count_the_most_of_one_colour():
    st = scene(new(), 0, "move", "ashen_fields")
    st.players[0].spells = ["weaken_1", "death_bolt_1", "zombie_explosion_1"]
    st, _ = act(st, A.Move(0, "valley"))
    assert st.players[0].spell_track == 1


def test_RN_DOM_08_opposing_counters_return_when_you_place():
    st = own(scene(new(), 0, "move", "ashen_fields", dice=[1, 6, 6]), 1, "ossuary_pit", 1)
    st.dungeon_deck.remove("troll_chieftain")
    st.dungeon_deck.insert(0, "troll_chieftain")
    st, _ = act(st, A.Move(0, "ossuary_pit"))  # RN-DUNG-05: entered although seat 1 holds it
    assert st.dominion["ossuary_pit"].seat == 0 and counters_placed(st, 1) == 0


def test_RN_PVP_03_07_flee_or_fight():
    st = new(2, pvp=True)
    st = scene(st, 0, "move", "valley")
    st.players[1].space = "ashen_fields"
    assert "ashen_fields" in R.destinations(R.Ctx(st), 0)
    st, _ev = act(st, A.Move(0, "ashen_fields"))
    assert G.to_act(st) == [1] and A.Flee(1, True) in G.legal_actions(st, 1)
    fled, _ = act(st, A.Flee(1, True))
    to = G.legal_actions(fled, 0)[0]
    fled, _ = act(fled, to)  # RN-PVP-04, RN-PVP-05: the attacker places the fleer and takes the action
    assert fled.players[1].space == to.to and fled.players[0].space == "ashen_fields"
    st.forced = [1, 6]  # fight: the attacker hits, the defender misses: the defender dies
    fought, _ev = act(st, A.Flee(1, False))
    assert fought.players[1].space == "valley" and fought.players[0].space == "ashen_fields"


def test_RN_PVP_01_off_by_default_no_entering_occupied_spaces():
    st = scene(new(), 0, "move", "valley")
    st.players[1].space = "ashen_fields"
    with pytest.raises(IllegalAction):
        G.apply(st, A.Move(0, "ashen_fields"))
