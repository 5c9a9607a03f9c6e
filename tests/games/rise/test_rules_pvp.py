"""The optional rule Necromancers Can Attack Each Other through the engine (setting pvp), each test
named by the checklist IDs it checks (RN-PVP: flee, stay and fight, in a City / Dungeon / Academy /
elsewhere, Spells cast together, the defender's once-only Items), forced dice.

Dice order in a fight: the attacker's units (Minions, Apprentice, Golems, Necromancer), then the
defender's (the same, then its City's attacks)."""

from __future__ import annotations

import pytest

from tabletop.core.errors import IllegalAction
from tabletop.games.rise import actions as A
from tabletop.games.rise import rules as R
from tabletop.games.rise.state import clone, counters_placed
from tests.games.rise.test_engine_kit import G, act, give, new, own, scene, texts


def _pvp(att_space, def_space, dice=()):
    st = scene(new(2, pvp=True), 0, "move", att_space, dice=dice)
    st.players[1].space = def_space
    return st


def _attack(st, to, stand=True):
    """Seat 0 moves onto seat 1; seat 1 stays and fights (stand) or the fight is forced."""
    st, ev = act(st, A.Move(0, to))
    if stand and st.turn.stage == "defend":
        st, more = act(st, A.Flee(1, False))
        ev = tuple(ev) + tuple(more)
    return st, ev


def test_RN_PVP_01_with_the_option_moving_onto_a_rival_attacks_it_and_never_passes_through():
    """RN-PVP-01: with the option, moving onto a rival's space attacks it (never passing through); off, the space stays closed (RN-MOVE-10)."""
    st = give(_pvp("valley", "ashen_fields"), 0, hell_knight=1)  # move 2
    where = R.destinations(R.Ctx(st), 0)
    assert "ashen_fields" in where
    assert all(parent != "ashen_fields" for parent in where.values())  # no moving on beyond the rival
    st, ev = act(st, A.Move(0, "ashen_fields"))
    assert "attacks Player 2's Necromancer" in texts(ev) and st.turn.stage == "defend"
    # Without the option the rival's space is closed (RN-MOVE-10).
    off = scene(new(2), 0, "move", "valley")
    off.players[1].space = "ashen_fields"
    assert "ashen_fields" not in R.destinations(R.Ctx(off), 0)


def test_RN_PVP_02_sharing_the_valley_never_starts_an_attack():
    """RN-PVP-02: sharing the Valley of Souls never starts an attack."""
    st = _pvp("ashen_fields", "valley")
    st, ev = act(st, A.Move(0, "valley"))
    assert "attacks" not in texts(ev) and "darkness and fog" in texts(ev)
    assert st.players[0].space == st.players[1].space == "valley" and st.turn.seat == 1


def test_RN_PVP_03_the_defender_chooses_to_flee_or_to_fight():
    """RN-PVP-03: the defending Necromancer, and only it, chooses to flee or to fight."""
    st = _pvp("valley", "ashen_fields")
    st, _ = act(st, A.Move(0, "ashen_fields"))
    assert G.to_act(st) == [1]
    assert set(G.legal_actions(st, 1)) == {A.Flee(1, True), A.Flee(1, False)}
    assert G.legal_actions(st, 0) == []
    with pytest.raises(IllegalAction):
        G.apply(st, A.Flee(0, True))


def test_RN_PVP_05_after_a_flee_the_attacker_takes_the_spaces_action_and_moves_no_more():
    st = _pvp("valley", "ashen_fields")
    st, _ = act(st, A.Move(0, "ashen_fields"))
    st, _ = act(st, A.Flee(1, True))
    assert G.to_act(st) == [0] and all(isinstance(a, A.FleeTo) for a in G.legal_actions(st, 0))
    st.forced = [1]  # the Land die of Ashen Fields
    st, ev = act(st, A.FleeTo(0, "whispering_stacks"))
    assert st.players[1].space == "whispering_stacks" and st.players[0].space == "ashen_fields"
    assert "rolls the Land dice of Ashen Fields" in texts(ev) and st.forced == []
    assert st.turn.seat == 1  # the turn is over: no further move


def test_RN_PVP_06_with_nowhere_to_flee_the_defender_must_fight():
    """RN-PVP-06: with no legal space to flee to the defender is not asked and must fight."""
    # The Maw of the Wyrm: the attacker comes from the Sunken Crypt, which holds its counter; the two
    # other neighbours are occupied by the other players.
    st = scene(new(4, side="small", pvp=True), 0, "move", "sunken_crypt", dice=[6, 6])
    own(st, 0, "sunken_crypt", 1)
    st.players[1].space, st.players[2].space, st.players[3].space = (
        "maw_of_the_wyrm",
        "cinder_marsh",
        "bone_scriptorium",
    )
    there = R.Ctx(clone(st))
    there.st.players[0].space = "maw_of_the_wyrm"  # once the attacker stands there, no way out
    assert R.flee_spaces(there, 1) == []
    st, ev = act(st, A.Move(0, "maw_of_the_wyrm"))
    assert "flees" not in texts(ev) and "Combat (Necromancer against Necromancer)" in texts(ev)
    assert st.forced == [] and st.players[0].space == "sunken_crypt"  # both missed: moved back (RN-PVP-07)
    # One neighbour free: the defender is asked.
    st = scene(new(4, side="small", pvp=True), 0, "move", "sunken_crypt")
    st.players[1].space, st.players[2].space = "maw_of_the_wyrm", "cinder_marsh"
    st, ev = act(st, A.Move(0, "maw_of_the_wyrm"))
    assert st.turn.stage == "defend" and set(R.flee_spaces(R.Ctx(st), 1)) == {"sunken_crypt", "bone_scriptorium"}


def test_RN_PVP_09_a_dying_attacker_goes_to_the_valley_too():
    st = _pvp("valley", "ashen_fields", dice=[6, 1])  # the attacker misses, the defender wounds
    st, ev = _attack(st, "ashen_fields")
    assert st.players[0].space == "valley" and st.players[1].space == "ashen_fields"
    assert "Player 1's Necromancer dies" in texts(ev) and st.turn.seat == 1
    st = _pvp("valley", "ashen_fields", dice=[1, 1])  # both wound: both die
    st, ev = _attack(st, "ashen_fields")
    assert st.players[0].space == st.players[1].space == "valley"


def test_RN_PVP_10_winning_on_a_dungeon_then_takes_its_action():
    """RN-PVP-10: an attacker who wins on a Dungeon space then enters the Dungeon as normal."""
    st = _pvp("ashen_fields", "ossuary_pit", dice=[1, 6, 1, 6, 6])  # the fight, then the Troll
    st.dungeon_deck.remove("troll_chieftain")
    st.dungeon_deck.insert(0, "troll_chieftain")
    st, ev = _attack(st, "ossuary_pit")
    assert st.players[1].space == "valley" and "Troll Chieftain" in texts(ev)
    assert st.dominion["ossuary_pit"].seat == 0 and st.players[0].stock["ichor"] == 2


def test_RN_PVP_10_winning_on_an_academy_then_takes_its_action():
    """RN-PVP-10: an attacker who wins on an Academy space then becomes Headmaster as normal."""
    st = _pvp("whispering_stacks", "academy_of_mist", dice=[1, 6])
    p = st.players[0]
    p.necromancer, p.apprentice = "fog_seer", "wisp_child"  # the Apprentice has Ghost strike: step 2
    p.spells, p.items = ["mist_walk_1", "mist_walk_2", "mist_walk_3"], ["mist_cloak"]  # six blue
    st, _ev = _attack(st, "academy_of_mist")
    assert st.players[1].space == "valley" and st.headmasters["blue"] == 0
    assert st.dominion["academy_of_mist"].count == 2


def test_RN_PVP_11_winning_in_the_defenders_city_conquers_it():
    """RN-PVP-11, RN-PVP-14: winning in the defender's City conquers it: their counters out, yours in."""
    st = own(_pvp("crowfoot_moor", "hollowell"), 1, "hollowell", 1)
    give(st, 0, skeletal_dragon=1)
    probe = R.Ctx(clone(st))
    probe.st.turn.defender = 1
    _att, dfd = R.build_sides(probe, 0, R.Fight(kind="", purpose="pvp", space="hollowell"))

    assert dfd.city is not None and dfd.city[1] == 1  # the City's tower and attack defend it (RN-PVP-14)
    st.forced = [1, 1, 6, 6]  # dragon 1, Necromancer 1 (the tower, then the Necromancer); defender 6, City 6
    st, ev = _attack(st, "hollowell")
    assert st.players[1].space == "valley" and st.dominion["hollowell"].seat == 0
    assert counters_placed(st, 1) == 0 and "conquers Hollowell" in texts(ev)


def test_RN_PVP_11_one_wound_short_the_city_stands_and_the_attacker_moves_back():
    """RN-PVP-11, RN-PVP-07: one wound short, the City stays the defender's and the attacker moves back."""
    st = own(_pvp("crowfoot_moor", "hollowell", dice=[1, 6, 6]), 1, "hollowell", 1)
    st, _ev = _attack(st, "hollowell")  # the only wound goes to the tower: the Necromancer lives
    assert st.players[1].space == "hollowell" and st.dominion["hollowell"].seat == 1
    assert st.players[0].space == "crowfoot_moor"


def test_RN_PVP_12_winning_elsewhere_spends_the_turn_fighting():
    """RN-PVP-12: winning on any other space spends the turn: no Land dice, no further action."""
    st = _pvp("valley", "ashen_fields", dice=[1, 6])
    before = dict(st.players[0].stock)
    st, ev = _attack(st, "ashen_fields")
    assert st.players[1].space == "valley" and st.players[0].space == "ashen_fields"
    assert "Land dice" not in texts(ev) and st.players[0].stock == before and st.forced == []
    assert st.turn.seat == 1


def test_RN_PVP_13_both_cast_weaken_the_attacker_declares_first_both_resolve_together():
    st = _pvp("valley", "ashen_fields")
    for seat in (0, 1):
        st.players[seat].spells = ["weaken_1"]
        give(st, seat, ichor=1)
    st, _ = _attack(st, "ashen_fields")
    assert G.to_act(st) == [0] and "Weaken" in st.fight.prompt
    st, ev = act(st, A.Choose(0, "yes"))
    assert G.to_act(st) == [1] and "Weaken" in st.fight.prompt and "casts Weaken" not in texts(ev)
    st.forced = [1, 1]  # both powers 1 - 1 = 0: nobody can wound
    st, ev = act(st, A.Choose(1, "yes"))
    log = texts(ev)
    assert log.count("casts Weaken on the") == 2 and log.index("attacker casts") < log.index("defender casts")
    assert st.players[0].space == "valley" and st.players[1].space == "ashen_fields"  # moved back, nobody hurt
    assert st.players[0].stock["ichor"] == st.players[1].stock["ichor"] == 0


def test_the_defender_may_use_its_once_only_items():
    st = _pvp("valley", "ashen_fields")
    st.players[1].items = ["heart_jar"]  # once: a final power-3 attack
    st, _ = act(st, A.Move(0, "ashen_fields"))
    st, _ev = act(st, A.Flee(1, False))
    assert st.turn.stage == "ready" and G.to_act(st) == [1]
    assert set(G.legal_actions(st, 1)) == {A.UseItem(1, "heart_jar"), A.Fight(1)}
    st, _ = act(st, A.UseItem(1, "heart_jar"))
    st.forced = [6, 6]  # both Necromancers miss in step 3
    st, _ev = act(st, A.Fight(1))
    assert G.to_act(st) == [1] and "Death Bolt" in st.fight.prompt  # the Heart Jar joins Death Bolt
    st.forced = [1]
    st, _ev = act(st, A.Choose(1, "yes"))
    assert st.players[0].space == "valley" and st.players[1].used == ["heart_jar"]
    assert st.players[0].used == []


def test_the_attacker_chooses_its_once_items_first_then_the_defender():
    st = _pvp("valley", "ashen_fields")
    st.players[0].items = ["leper_bell"]
    st.players[1].items = ["heart_jar"]
    st, _ = act(st, A.Move(0, "ashen_fields"))
    st, _ = act(st, A.Flee(1, False))
    assert G.to_act(st) == [0] and A.UseItem(0, "leper_bell") in G.legal_actions(st, 0)
    assert A.UseItem(1, "heart_jar") not in G.legal_actions(st, 0)
    st, _ = act(st, A.Fight(0))
    assert G.to_act(st) == [1] and st.turn.stage == "ready"
    st.forced = [6, 6]
    st, _ = act(st, A.Fight(1))  # declined: the fight starts, nothing used
    assert st.players[1].used == [] and st.players[0].used == []


def test_RN_ACT_02_RN_MOVE_10_a_fled_necromancer_never_takes_the_space_a_city_attacker_must_move_back_to():
    """RN-ACT-02, RN-MOVE-10 (with RN-PVP-04/05 and RN-COMBAT-24): only the Valley of Souls holds several
    Necromancers, so the flight and the move back must never put two on one other space.

    The reading a player expects: the attacker picks any adjacent unoccupied space for the flight
    (RN-PVP-04), except the space it came from when its action on the space it took is a City fight,
    because losing that fight sends it back there at once (RN-COMBAT-24) and it could not enter a space
    held by the Necromancer it sent there. Where its action cannot send it back (a Land, say), the
    space it came from stays a choice like any other."""
    # Player 2 stands on its own City, Hollowell; Player 1 comes from Crowfoot Moor.
    st = own(_pvp("crowfoot_moor", "hollowell"), 1, "hollowell", 1)
    st, _ = act(st, A.Move(0, "hollowell"))
    st, _ = act(st, A.Flee(1, True))
    spaces = {a.to for a in G.legal_actions(st, 0)}
    assert "crowfoot_moor" not in spaces and spaces == set(R.flee_spaces(R.Ctx(st), 1))
    assert spaces == {"sallow_hollow", "weeping_fen", "academy_of_bone", "bellows_of_grue"}
    with pytest.raises(IllegalAction):
        G.apply(st, A.FleeTo(0, "crowfoot_moor"))
    # The fled Necromancer goes elsewhere; the attacker loses the City fight and moves back alone.
    st.forced = [6, 6]  # the attacker's Necromancer misses the tower; the City's attack misses
    st, ev = act(st, A.FleeTo(0, "weeping_fen"))
    assert "moves back to Crowfoot Moor" in texts(ev) and st.turn.seat == 1
    assert st.players[0].space == "crowfoot_moor" and st.players[1].space == "weeping_fen"
    # On a Land the action cannot send the attacker back: the space it came from may be chosen.
    st = _pvp("whispering_stacks", "ashen_fields")
    st, _ = act(st, A.Move(0, "ashen_fields"))
    st, _ = act(st, A.Flee(1, True))
    assert A.FleeTo(0, "whispering_stacks") in G.legal_actions(st, 0)
