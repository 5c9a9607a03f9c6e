"""Rise combat, Cities, death and special situations through the engine, each test named by the
checklist IDs it checks (RN-COMBAT, RN-EXCITY, RN-DEATH, RN-SPEC, RN-CITY), with forced dice.

Dice order inside a combat step (combat.py): the attacker's units (Minions, Apprentice, Golems,
Necromancer), then the defender's (guards, then the City's attacks)."""

from __future__ import annotations

import msgspec

from tabletop.games.rise import actions as A
from tabletop.games.rise import combat as C
from tabletop.games.rise import events as E
from tabletop.games.rise import rules as R
from tabletop.games.rise.content import board, cards
from tabletop.games.rise.state import Fight, counters_placed
from tests.games.rise.test_engine_kit import G, act, give, new, own, scene, texts
from tests.games.rise.test_engine_kit import guard as _guard

CARDS = cards()


def _deck_top(st, card):
    st.dungeon_deck.remove(card)
    st.dungeon_deck.insert(0, card)
    return st


def _sides(st, seat, purpose, space, card=None):
    return R.build_sides(R.Ctx(st), seat, Fight(kind="", purpose=purpose, space=space, card=card))


# ---------------------------------------------------------------------------------------------
# Attack rolls


def test_RN_COMBAT_06_a_six_always_misses_even_at_power_six_or_more():
    for power in (5, 6, 9, C.MAX_POWER):
        att = C.Side(0, (C.necromancer("N", power),))
        foe = C.Side(1, (C.monster("Foe", 1),))
        assert not C.result(C.start("dungeon", att, foe, [6, 6])).attacker_won
        assert C.result(C.start("dungeon", att, foe, [5, 6])).attacker_won
    assert C.hit_chance(9) == C.hit_chance(5) == 5 / 6
    # In the engine: the Decayed Baron with five Zombies has power 6 and still misses on a 6.
    st = _deck_top(scene(new(), 0, "move", "ashen_fields", dice=[6, 6, 6]), "troll_chieftain")
    st.players[0].necromancer = "decayed_baron"
    give(st, 0, zombie=5)
    assert _sides(st, 0, "dungeon_foe", "ossuary_pit", "troll_chieftain")[0].fighters[0].attacks == [[6, 0]]
    st, ev = act(st, A.Move(0, "ossuary_pit"))
    assert "ossuary_pit" not in st.dominion and "Troll Chieftain takes a wound" not in texts(ev)


def test_RN_COMBAT_07_attacks_come_from_the_cards_the_player_board_and_the_game_board():
    """RN-COMBAT-07: attacks come from the Necromancer, Apprentice, Golem and Dungeon cards, the Minions of the Player board and the City on the Game board."""
    st = scene(new(), 0, "move", "valley")
    p = st.players[0]
    p.necromancer, p.apprentice, p.golems = "decayed_baron", "gravedigger", ["blood_golem"]
    give(st, 0, hell_knight=1, skeletal_dragon=1)
    own(st, 1, "gallowmere", 3)
    _guard(st, 1, "gallowmere", ghost=1)
    att, dfd = _sides(st, 0, "city", "gallowmere")
    by = {f.role if f.role != "minion" else f.kind: [a[0] for a in f.attacks] for f in att.fighters}
    assert by["necromancer"] == list(CARDS.necromancers["decayed_baron"].power)
    assert by["apprentice"] == list(CARDS.apprentices["gravedigger"].power)
    assert by["golem"] == list(CARDS.dungeons["blood_golem"].foe)
    assert by["hell_knight"] == list(CARDS.minion("hell_knight").power)
    assert by["skeletal_dragon"] == list(CARDS.minion("skeletal_dragon").power)
    space = board("small").space("gallowmere")
    assert dfd.city[1] == space.towers and [a[0] for a in dfd.city[2]] == list(space.attacks)
    assert [a for f in dfd.fighters for a in f.attacks] == [[3, 1]]  # the guard Ghost, Ghost strike
    _, foe = _sides(st, 0, "dungeon_foe", "ossuary_pit", "hill_giant")
    assert [a[0] for a in foe.fighters[0].attacks] == list(CARDS.dungeons["hill_giant"].foe)


def test_RN_COMBAT_09_items_spells_and_academies_raise_power_and_attacks():
    st = scene(new(), 0, "move", "valley")
    give(st, 0, zombie=1, skeletal_dragon=1)
    plain = {f.kind or f.role: f.attacks for f in _sides(st, 0, "city", "hollowell")[0].fighters}
    assert plain == {"necromancer": [[1, 0]], "zombie": [[1, 0]], "skeletal_dragon": [[4, 0]]}
    p = st.players[0]
    p.items = ["dragon_bone_saddle"]  # Item: +1 to Skeletal dragons
    p.headmasters = ["green", "bone"]  # Academy of Decay: Zombies +1; of Bone: an extra Necromancer attack
    p.spells = ["death_bolt_1"]  # Spell: one power-3 final attack (with a Scroll to cast it)
    give(st, 0, scroll=1)
    att, _ = _sides(st, 0, "city", "hollowell")
    got = {f.kind or f.role: f.attacks for f in att.fighters}
    assert got["zombie"] == [[2, 0]] and got["skeletal_dragon"] == [[5, 0]]
    assert len(got["necromancer"]) == 2
    assert att.bolt == [[3, 0]]


def test_RN_COMBAT_16_both_sides_roll_before_wounds_are_allocated():
    """Step 2: the attacker's Ghost wounds the guard Ghost, yet the guard Ghost still rolls in that
    step (and wounds); step 3: the removed Ghost does not roll again."""
    st = own(scene(new(), 0, "move", "crowfoot_moor", dice=[1, 1]), 1, "hollowell", 1)
    give(st, 0, ghost=1, zombie=1)
    _guard(st, 1, "hollowell", ghost=1)
    # step 2: my Ghost 1 (hit), its Ghost 1 (hit): both rolled before anyone allocates
    st, ev = act(st, A.Move(0, "hollowell"))
    assert "Ghost rolls 1" in texts(ev) and texts(ev).count("rolls") == 2
    assert G.to_act(st) == [0]  # my wound first (the attacker allocates first)
    assert {a.choice for a in G.legal_actions(st, 0)} == {"minion:zombie:0", "minion:ghost:0"}
    # I lose my Zombie; the defender's wound goes to its Ghost. Step 3: Necromancer 6, City 6 — no die
    # for either Ghost (Ghost strike) nor for the removed Zombie.
    st.forced = [6, 6]
    st, ev = act(st, A.Choose(0, "minion:zombie:0"))
    assert st.forced == [6, 6]  # the defender allocates before step 3 rolls
    assert G.to_act(st) == [1]
    st, ev = act(st, A.Choose(1, "guard:ghost:0"))
    assert st.forced == [] and texts(ev).count("rolls") == 2 and "Zombie rolls" not in texts(ev)
    assert "hollowell" not in st.guards and st.players[0].army["zombie"] == 0


def test_RN_COMBAT_17_RN_DUNG_06_step_three_rolls_the_units_left_and_no_minions_in_a_dungeon():
    st = _deck_top(scene(new(), 0, "move", "ashen_fields", dice=[6, 6, 6, 6]), "troll_chieftain")
    st.players[0].apprentice = "gravedigger"
    give(st, 0, zombie=2, hell_knight=1)
    st, ev = act(st, A.Move(0, "ossuary_pit"))
    # Apprentice, Necromancer, the Troll's two attacks: four dice, none for the Minions outside
    assert st.forced == [] and texts(ev).count(" rolls ") == 3
    assert "Zombie rolls" not in texts(ev) and "Hell knight rolls" not in texts(ev)
    assert st.players[0].army == {"zombie": 2, "hell_knight": 1, "ghost": 0, "skeletal_dragon": 0}


def test_RN_COMBAT_18_a_ghost_strike_rolls_in_step_two_only():
    st = give(scene(new(), 0, "move", "valley", dice=[6, 1, 6]), 0, ghost=1)
    st, ev = act(st, A.Move(0, "mudwick"))  # Ghost 6 (step 2); Necromancer 1, City 6 (step 3)
    assert texts(ev).count("Ghost rolls") == 1 and st.forced == []
    assert st.dominion["mudwick"].seat == 0


def test_RN_COMBAT_20_RN_COMBAT_19_the_combat_ends_after_death_bolt_and_zombie_explosion():
    st = scene(new(), 0, "move", "crowfoot_moor")
    p = st.players[0]
    p.spells = ["death_bolt_1", "zombie_explosion_1"]
    give(st, 0, zombie=1, scroll=1)
    # Hollowell: one tower. Step 3: Zombie 6, Necromancer 6, City 6 -> Death Bolt?
    st.forced = [6, 6, 6]
    st, _ev = act(st, A.Move(0, "hollowell"))
    assert G.to_act(st) == [0] and st.turn.stage == "combat" and "Death Bolt" in st.fight.prompt
    st.forced = [6]
    st, _ev = act(st, A.Choose(0, "yes"))  # the bolt misses: the combat is not over yet
    assert st.turn.stage == "combat" and "Zombies" in st.fight.prompt
    st, _ev = act(st, A.Choose(0, "1"))  # the Zombie explodes on the tower: now it ends, won
    assert st.fight is None and st.dominion["hollowell"].seat == 0
    assert st.players[0].army["zombie"] == 0 and st.players[0].stock["scroll"] == 0


def test_RN_COMBAT_28_your_minions_fight_minions_guarding_a_dungeon():
    st = own(scene(new(), 0, "move", "ashen_fields"), 1, "ossuary_pit", 1)
    _guard(st, 1, "ossuary_pit", zombie=1)
    give(st, 0, hell_knight=1)
    att, dfd = _sides(st, 0, "dungeon_guard", "ossuary_pit")
    assert any(f.kind == "hell_knight" for f in att.fighters) and dfd.seat == 1
    _deck_top(st, "troll_chieftain")
    # Hell knight 1 (the guard falls), Necromancer 6, guard Zombie 6; then the Troll: Necromancer 1, Troll 6 6
    st.forced = [1, 6, 6, 1, 6, 6]
    st, ev = act(st, A.Move(0, "ossuary_pit"))
    assert "Hell knight rolls 1" in texts(ev) and "ossuary_pit" not in st.guards
    assert "Troll Chieftain" in texts(ev) and st.dominion["ossuary_pit"].seat == 0
    assert st.players[0].army["hell_knight"] == 1  # waited outside the Dungeon


def test_RN_COMBAT_10_RN_COMBAT_11_the_owner_of_the_dungeon_or_of_the_guards_is_the_opponent():
    """RN-COMBAT-10, RN-COMBAT-11: the player with the Dominion counter on a Dungeon is the opponent who
    rolls for its foe (and allocates the defending side's wounds), not the player to the left; the
    owner of Minions guarding an Academy is the opponent of that fight; only when nobody owns the
    space does the player to the left act (RN-EXDUNG-02)."""
    st = _deck_top(scene(new(3), 0, "move", "ashen_fields"), "troll_chieftain")
    assert R.left_of(st, 0) == 2  # seat 1 owns the Dungeon; seat 2 sits to the left
    free = _sides(st, 0, "dungeon_foe", "ossuary_pit", "troll_chieftain")[1]
    assert free.seat == 2  # nobody owns it: the player to the left
    own(st, 1, "ossuary_pit", 1)
    assert _sides(st, 0, "dungeon_foe", "ossuary_pit", "troll_chieftain")[1].seat == 1
    # Through the engine: the owner rolls for the Troll and is the fight's defending player.
    st.forced = [1, 6, 6]  # the Necromancer wounds the Troll, whose two attacks miss
    st, ev = act(st, A.Move(0, "ossuary_pit"))
    troll = [e.record for e in ev if isinstance(e.record, E.Rolled) and e.record.side == "defender"]
    assert troll and all(r.seat == 1 for r in troll)
    result = next(e.data for e in ev if e.kind == "combat_result")
    assert result["defender_seat"] == 1 and result["attacker_won"] and st.dominion["ossuary_pit"].seat == 0
    # Minions guarding an Academy: their owner (the Headmaster), not the player to the left.
    st = scene(new(3), 0, "move", "whispering_stacks")
    st.headmasters["blue"] = 1
    st.players[1].headmasters.append("blue")
    own(st, 1, "academy_of_mist", 2)
    _guard(st, 1, "academy_of_mist", zombie=1)
    assert _sides(st, 0, "academy_guard", "academy_of_mist")[1].seat == 1


# ---------------------------------------------------------------------------------------------
# Combat Example 2 (the City combat), played through the engine


def _example_2(monkeypatch):
    """Hollowell made the Example's City: one tower, two power-1 attacks; the opponent holds it with
    a Ghost. You: a power-2 Necromancer (Plague Mother), two Zombies and a Ghost."""
    b = board("small")
    city = msgspec.structs.replace(
        b.space("hollowell"), attacks=(1, 1) if isinstance(b.space("hollowell").attacks, tuple) else [1, 1]
    )
    spaces = dict(b._by_id)
    spaces["hollowell"] = city
    monkeypatch.setitem(b.__dict__, "_by_id", spaces)
    st = own(scene(new(), 0, "move", "crowfoot_moor"), 1, "hollowell", 1)
    st.players[0].necromancer = "plague_mother"
    give(st, 0, zombie=2, ghost=1)
    _guard(st, 1, "hollowell", ghost=1)
    return st


def test_RN_EXCITY_01_06_combat_example_2_through_the_engine(monkeypatch):
    st = _example_2(monkeypatch)
    # Step 2: your Ghost rolls 2, the opponent's Ghost 3: a wound each.
    st.forced = [2, 3]
    st, ev = act(st, A.Move(0, "hollowell"))
    assert "Ghost rolls 2: one wound" in texts(ev) and "Ghost rolls 3: one wound" in texts(ev)
    assert G.to_act(st) == [0]  # RN-EXCITY-02: step 1 made the City's owner the opponent...
    st, ev = act(st, A.Choose(0, "minion:zombie:0"))  # you remove one of your Zombies
    assert G.to_act(st) == [1]  # ...and it allocates the wound you inflicted
    # Step 3: your Zombie 5 (miss), your Necromancer 1 (wound); the City (one attack left) 3 (miss).
    st.forced = [5, 1, 3]
    st, ev = act(st, A.Choose(1, "tower"))
    log = texts(ev)
    assert "loses its power-1 attack" in log  # RN-COMBAT-14
    assert "Zombie rolls 5: miss" in log and "Necromancer rolls 1: one wound" in log
    assert "Hollowell rolls 3: miss" in log and log.count("Ghost rolls") == 0  # the Ghosts sit out step 3
    assert "Ghost takes a wound and is removed" in log
    # RN-EXCITY-05: you win: the opponent's counter goes, yours is placed.
    assert st.dominion["hollowell"].seat == 0 and counters_placed(st, 1) == 0
    assert "hollowell" not in st.guards
    assert st.players[0].army == {"zombie": 1, "hell_knight": 0, "ghost": 1, "skeletal_dragon": 0}
    assert st.forced == []


def test_RN_EXCITY_06_the_log_tracks_every_attack_roll_and_allocation(monkeypatch):
    st = _example_2(monkeypatch)
    st.forced = [2, 3]
    st, ev1 = act(st, A.Move(0, "hollowell"))
    st, ev2 = act(st, A.Choose(0, "minion:zombie:0"))
    st.forced = [5, 1, 3]
    st, ev3 = act(st, A.Choose(1, "tower"))
    lines = [e.text for e in ev1 + ev2 + ev3 if e.kind == "combat"]
    rolls = [x for x in lines if " rolls " in x]
    assert len(rolls) == 5  # every die rolled in the combat, one line per unit
    allocations = [x for x in lines if "takes a wound" in x or "allocated to a tower" in x]
    assert len(allocations) == 3  # every wound allocated, named
    assert lines[0].startswith("Combat (City)") and lines[-1].startswith("The attacker wins")


# ---------------------------------------------------------------------------------------------
# Spells and effects inside the engine


def test_weaken_in_the_engine_makes_the_city_miss_and_costs_an_ichor():
    st = give(scene(new(), 0, "move", "crowfoot_moor"), 0, ichor=1)
    st.players[0].spells = ["weaken_1"]
    st, ev = act(st, A.Move(0, "hollowell"))
    assert G.to_act(st) == [0] and "Weaken" in st.fight.prompt
    st.forced = [1, 2]  # Necromancer 1 (the tower), Hollowell 2 (power 2 - 1 = 1: a miss)
    st, ev = act(st, A.Choose(0, "yes"))
    assert "casts Weaken" in texts(ev) and st.dominion["hollowell"].seat == 0
    assert st.players[0].stock["ichor"] == 0 and st.players[0].space == "hollowell"
    # Not cast: the same 2 kills the Necromancer.
    st2 = give(scene(new(), 0, "move", "crowfoot_moor"), 0, ichor=1)
    st2.players[0].spells = ["weaken_1"]
    st2, _ = act(st2, A.Move(0, "hollowell"))
    st2.forced = [1, 2]
    st2, ev = act(st2, A.Choose(0, "no"))
    assert st2.players[0].space == "valley" and st2.players[0].stock["ichor"] == 1


def test_zombie_explosion_in_the_engine_wounds_without_a_roll():
    st = give(scene(new(), 0, "move", "crowfoot_moor", dice=[6, 6, 6, 6]), 0, zombie=2)
    st.players[0].spells = ["zombie_explosion_1", "zombie_explosion_2"]
    st, ev = act(st, A.Move(0, "hollowell"))  # both Zombies and the Necromancer miss, the City too
    assert {a.choice for a in G.legal_actions(st, 0)} == {"0", "1", "2"}
    st, ev = act(st, A.Choose(0, "1"))
    assert "Zombie Explosion" in texts(ev) and st.dominion["hollowell"].seat == 0
    assert st.players[0].army["zombie"] == 1 and st.supply["zombie"] == CARDS.supply("zombie") - 1


def test_zombie_explosion_is_not_offered_in_a_dungeon():
    st = _deck_top(give(scene(new(), 0, "move", "ashen_fields", dice=[6, 6, 6]), 0, zombie=2), "troll_chieftain")
    st.players[0].spells = ["zombie_explosion_1"]
    st, _ev = act(st, A.Move(0, "ossuary_pit"))
    assert st.fight is None and st.turn.seat == 1  # lost, no decision offered


def test_ignore_wound_in_the_engine_the_ossuary_knight_shrugs_off_a_dungeon_wound():
    st = _deck_top(scene(new(), 0, "move", "ashen_fields", dice=[1, 1, 6]), "troll_chieftain")
    st.players[0].necromancer = "ossuary_knight"
    st, ev = act(st, A.Move(0, "ossuary_pit"))  # Necromancer 1, Troll 1 (ignored) and 6
    assert "ignores one wound" in texts(ev) and st.players[0].space == "ossuary_pit"
    assert st.dominion["ossuary_pit"].seat == 0
    # Only in Dungeon combat (where = dungeon): at Hollowell the City's wound kills it.
    st = scene(new(), 0, "move", "crowfoot_moor", dice=[6, 1])
    st.players[0].necromancer = "ossuary_knight"
    st, ev = act(st, A.Move(0, "hollowell"))
    assert "ignores" not in texts(ev) and st.players[0].space == "valley"


# ---------------------------------------------------------------------------------------------
# Death


def test_RN_DEATH_02_no_treasure_when_the_necromancer_dies_even_killing_the_foe():
    st = _deck_top(scene(new(), 0, "move", "ashen_fields", dice=[1, 1, 6]), "troll_chieftain")
    ichor = st.players[0].stock["ichor"]
    st, ev = act(st, A.Move(0, "ossuary_pit"))  # both wound: the Troll and the Necromancer die
    assert "Troll Chieftain takes a wound" in texts(ev) and st.players[0].space == "valley"
    assert st.players[0].stock["ichor"] == ichor and "ossuary_pit" not in st.dominion
    assert st.dungeon_discard[-1] == "troll_chieftain"


def test_RN_DEATH_02_no_resources_even_from_a_quest_paid_before_dying():
    st = _deck_top(scene(new(), 0, "move", "ashen_fields", dice=[6]), "collapsing_tunnel")
    before = dict(st.players[0].stock)
    st, _ev = act(st, A.Move(0, "ossuary_pit"))  # the test fails with a wound: nobody else to take it
    assert st.players[0].space == "valley" and st.players[0].stock == before and st.turn.seat == 1


def test_RN_DEATH_02_nothing_collected_in_the_turn_the_necromancer_dies_stays_collected():
    """RN-DEATH-02: "You cannot collect any Resources or Corpses during the turn in which your Necromancer
    dies." What was collected earlier in that turn (the Well of Souls' Dark water at its start, the
    Rotting Tome's corpses in phase 1) goes back to the supply when the Necromancer dies, and no
    collection gives anything for the rest of that turn (a Necromancer killed in another player's
    turn included)."""
    # The Well of Souls: 1 Dark water at the start of Player 1's turn; then death in the Dungeon.
    st = scene(new(), 1, "move", "ashen_fields")
    st.players[0].space, st.players[0].items = "whispering_stacks", ["well_of_souls"]
    _deck_top(st, "collapsing_tunnel")
    st, ev = act(st, A.Move(1, "valley"))  # Player 2's turn ends; Player 1's begins
    assert st.turn.seat == 0 and st.players[0].stock["dark_water"] == 1 and "gains 1 Dark water" in texts(ev)
    while st.turn.stage in ("play", "raise"):  # nothing played, nothing raised
        st, _ = act(st, A.EndPlay(0) if st.turn.stage == "play" else A.EndRaise(0))
    st.forced = [6]  # the quest's test fails with a wound: nobody else to take it
    st, ev = act(st, A.Move(0, "ossuary_pit"))
    assert st.players[0].space == "valley" and st.turn.seat == 1
    assert st.players[0].stock["dark_water"] == 0 and st.supply["dark_water"] == CARDS.supply("dark_water")
    assert "RN-DEATH-02" in texts(ev)
    # The Rotting Tome used in phase 1, then death in the same turn: the corpses go back too.
    st = _deck_top(scene(new(), 0, "play", "ashen_fields"), "collapsing_tunnel")
    st.players[0].items = ["rotting_tome"]
    st, _ = act(st, A.UseItem(0, "rotting_tome"))
    assert st.players[0].stock["lesser_corpse"] == 2
    while st.turn.stage in ("play", "raise"):
        st, _ = act(st, A.EndPlay(0) if st.turn.stage == "play" else A.EndRaise(0))
    st.forced = [6]
    st, _ = act(st, A.Move(0, "ossuary_pit"))
    assert st.players[0].space == "valley" and st.players[0].stock["lesser_corpse"] == 0
    assert st.supply["lesser_corpse"] == CARDS.supply("lesser_corpse") and st.players[0].used == ["rotting_tome"]
    # For the rest of the turn nothing more is collected: every collection goes through R.gain.
    st = scene(new(), 0, "move", "ashen_fields")
    ctx = R.Ctx(st)
    ctx.st.turn.dead = [0]  # Player 1's Necromancer has died this turn
    assert R.gain(ctx, 0, "ichor", 2) == 0 and ctx.st.players[0].stock["ichor"] == 0
    assert R.gain(ctx, 1, "ichor", 2) == 2  # a living Necromancer's player still collects


def test_RN_DEATH_04_05_the_army_stays_and_the_next_turn_starts_in_the_valley():
    """RN-DEATH-04, RN-DEATH-05: the Player board, the Game board and the hand are untouched; the next turn starts in the Valley."""
    # A Quest wound with nobody to take it: the Necromancer dies; its Player board is untouched.
    st = _deck_top(scene(new(), 0, "move", "ashen_fields", dice=[6]), "collapsing_tunnel")
    give(st, 0, hell_knight=1, zombie=2)
    own(st, 0, "mudwick", 1)
    _guard(st, 0, "mudwick", ghost=1)
    st.players[0].hand = ["weaken_1"]
    st, _ev = act(st, A.Move(0, "ossuary_pit"))
    p = st.players[0]
    assert p.space == "valley" and p.army["hell_knight"] == 1 and p.army["zombie"] == 2
    assert st.guards["mudwick"].army["ghost"] == 1 and st.dominion["mudwick"].count == 1
    assert p.hand == ["weaken_1"]
    # RN-DEATH-04: its next turn is played normally from the Valley.
    while st.turn.seat != 0:  # seat 1 plays a quiet turn
        seat = st.turn.seat
        legal = G.legal_actions(st, seat)
        pick = (
            next((a for a in legal if isinstance(a, (A.EndPlay, A.EndRaise))), None)
            or next((a for a in legal if isinstance(a, A.Move) and a.to == "valley"), None)
            or next(a for a in legal if isinstance(a, A.Move))
        )
        st, _ = act(st, pick)
        while st.turn.seat == seat and st.turn.stage not in ("play", "raise", "move"):
            st, _ = act(st, G.legal_actions(st, seat)[0])
    assert st.turn.start == "valley" and st.players[0].space == "valley"
    st = scene(st, 0, "move", number=st.turn.number)
    assert {a.to for a in G.legal_actions(st, 0) if isinstance(a, A.Move)} >= {"ashen_fields", "mudwick"}


# ---------------------------------------------------------------------------------------------
# Special situations


def test_RN_SPEC_02_a_city_without_towers_still_rolls_every_attack():
    # Mudwick (no towers, one power-1 attack): the City rolls and its wound still removes the Zombie.
    st = give(scene(new(), 0, "move", "valley", dice=[6, 6, 1]), 0, zombie=1)
    st, ev = act(st, A.Move(0, "mudwick"))
    assert "Mudwick rolls 1: one wound" in texts(ev) and st.forced == []
    assert st.players[0].army["zombie"] == 0 and st.dominion["mudwick"].seat == 0  # RN-SPEC-01 still won


def test_RN_SPEC_06_golems_are_outside_the_apprentice_limits_and_absorb_wounds():
    st = scene(new(), 0, "play")
    p = st.players[0]
    p.necromancer, p.necromancer_turn, p.golems = "plague_mother", 1, ["flesh_golem"]
    p.hand = ["gravedigger"]
    assert R.why_not_play(R.Ctx(st), 0, "gravedigger") is None  # a Golem is not an Apprentice
    st, _ = act(st, A.PlayCard(0, "gravedigger"))
    assert st.players[0].apprentice == "gravedigger" and st.players[0].golems == ["flesh_golem"]
    # In a Dungeon the Golem absorbs a wound: the dead-Apprentice count does not move.
    st = _deck_top(scene(st, 0, "move", "ashen_fields", dice=[6, 6, 6, 1, 6]), "troll_chieftain")
    st, _ev = act(st, A.Move(0, "ossuary_pit"))  # Apprentice 6, Golem 6, Necromancer 6; Troll 1, 6
    assert G.to_act(st) == [0]
    assert {a.choice for a in G.legal_actions(st, 0)} == {"apprentice", "golem:0:flesh_golem"}
    st, _ev = act(st, A.Choose(0, "golem:0:flesh_golem"))
    assert st.players[0].golems == [] and st.players[0].apprentice == "gravedigger"
    assert st.players[0].apprentices_dead == 0


# ---------------------------------------------------------------------------------------------
# Cities


def test_RN_CITY_01_ending_on_a_city_you_do_not_hold_attacks_it():
    """RN-CITY-01: ending a move on a City without your counter (free or a rival's) attacks it."""
    for owner in (None, 1):
        st = scene(new(), 0, "move", "crowfoot_moor", dice=[6, 6])
        if owner is not None:
            own(st, owner, "hollowell", 1)
        st, ev = act(st, A.Move(0, "hollowell"))
        assert "Combat (City)" in texts(ev) and st.players[0].space == "crowfoot_moor"


def test_RN_CITY_02_ending_on_your_city_collects_every_citys_tax():
    """RN-CITY-02: ending on your City collects the tax of every City with your counters, none from a rival's."""
    st = own(own(own(scene(new(), 0, "move", "valley"), 0, "mudwick", 1), 0, "thornbury", 1), 0, "duskhaven", 2)
    own(st, 1, "hollowell", 1)  # not mine: no tax from it
    st, ev = act(st, A.Move(0, "mudwick"))
    s = st.players[0].stock
    assert (s["lesser_corpse"], s["dark_water"], s["scroll"], s["ichor"]) == (2, 1, 1, 0)
    assert "Combat" not in texts(ev)


def test_RN_CITY_03_standing_still_on_your_city_several_turns_in_a_row():
    """RN-CITY-03, RN-MOVE-08: you may stand still on your City and collect tax several turns in a row; not on a City you do not hold."""
    st = own(scene(new(), 0, "move", "mudwick"), 0, "mudwick", 1)
    for turn in (1, 2, 3):
        assert A.Stay(0) in G.legal_actions(st, 0)
        st, _ = act(st, A.Stay(0))
        assert st.players[0].stock["lesser_corpse"] == turn and st.players[0].space == "mudwick"
        st = scene(st, 0, "move", number=st.turn.number + 2)
    # Not on a City you do not hold (RN-MOVE-08).
    assert A.Stay(0) not in G.legal_actions(scene(st, 0, "move", "hollowell"), 0)


def test_RN_CITY_04_no_tax_in_the_turn_you_conquer_a_city():
    """RN-CITY-04: no tax in the turn you conquer a City; both pay next turn."""
    st = own(scene(new(), 0, "move", "valley", dice=[6, 6]), 0, "thornbury", 1)
    st, ev = act(st, A.Move(0, "mudwick"))  # conquered (no towers)
    assert "conquers Mudwick" in texts(ev) and st.turn.seat == 1
    assert st.players[0].stock["dark_water"] == 0 and st.players[0].stock["lesser_corpse"] == 0
    # Next turn: both Cities pay.
    st = scene(st, 0, "move", number=st.turn.number + 1)
    st, _ = act(st, A.Stay(0))
    assert st.players[0].stock["dark_water"] == 1 and st.players[0].stock["lesser_corpse"] == 1
    # The engine's own guard: a turn marked conquered collects nothing.
    st2 = own(scene(new(), 0, "move", "mudwick"), 0, "mudwick", 1)
    st2.turn.conquered = True
    st2, _ = act(st2, A.Stay(0))
    assert st2.players[0].stock["lesser_corpse"] == 0


def test_RN_CITY_05_the_orange_players_two_cities_pay_corpse_ichor_and_dark_water():
    """RN-CITY-05: the orange player's two Cities pay 1 Lesser corpse, 1 Ichor and 1 Dark water together."""
    st = new(2, side="large")
    st = own(own(scene(st, 0, "move", "mudwick"), 0, "mudwick", 1), 0, "saltgrave", 2)
    st, _ = act(st, A.Stay(0))
    s = st.players[0].stock
    assert (s["lesser_corpse"], s["ichor"], s["dark_water"], s["scroll"], s["greater_corpse"]) == (1, 1, 1, 0, 0)


def test_RN_CITY_07_towers_attacks_and_tax_icons_as_printed_and_counters_placed():
    for side in ("small", "large"):
        for s in board(side).spaces:
            if s.kind != "city":
                continue
            assert 0 <= s.towers <= 5 and 1 <= len(s.tax) <= 3 and s.dominion == len(s.tax)
            assert all(1 <= a <= 6 for a in s.attacks)
    # Conquering Duskhaven (two towers, two power-2 attacks, two tax icons) places two counters.
    st = give(scene(new(), 0, "move", "valley"), 0, skeletal_dragon=1)
    st.players[0].space = "academy_of_blood"
    st.turn.start = "academy_of_blood"
    _att, dfd = _sides(st, 0, "city", "duskhaven")
    assert dfd.city[1:] == [2, [[2, 0], [2, 0]]]
    st.forced = [1, 1, 6, 6]  # dragon 1, Necromancer 1; the City 6, 6
    st, _ev = act(st, A.Move(0, "duskhaven"))
    assert st.dominion["duskhaven"].count == 2 and counters_placed(st, 0) == 2
