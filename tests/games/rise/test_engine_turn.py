"""Rise turns: playing cards, raising, moving and the Land, Valley and Library actions
(RN-PLAY, RN-NEC, RN-APP, RN-SPELL, RN-RAISE, RN-MOVE, RN-ACT, RN-VALLEY, RN-LAND, RN-LIB, RN-WORK)."""

from __future__ import annotations

import pytest

from tabletop.core.errors import IllegalAction
from tabletop.games.rise import actions as A
from tabletop.games.rise import rules as R
from tabletop.games.rise.content import cards
from tabletop.games.rise.state import HIDDEN
from tests.games.rise.test_engine_kit import G, act, give, new, own, scene, texts

C = cards()


def _hand(st, seat, *card_ids):
    st.players[seat].hand = list(card_ids)
    return st


def test_RN_PLAY_06_RN_APP_01_RN_NEC_02_apprentice_only_after_an_earlier_turn_and_one_necromancer():
    st = _hand(scene(new(), 0, "play"), 0, "plague_mother", "decayed_baron", "gravedigger")
    legal = G.legal_actions(st, 0)
    assert A.PlayCard(0, "plague_mother") in legal and A.PlayCard(0, "gravedigger") not in legal
    st, _ = act(st, A.PlayCard(0, "plague_mother"))
    assert st.players[0].necromancer == "plague_mother"
    assert "decayed_baron" not in st.players[0].hand and "decayed_baron" in st.box  # RN-NEC-02
    assert st.turn.stage == "move"  # RN-PLAY-06: nothing left to play this turn
    assert "earlier turn" in R.why_not_play(R.Ctx(scene(st, 0, "play", number=st.turn.number)), 0, "gravedigger")
    later = scene(st, 0, "play", number=st.turn.number + 2)
    later, _ = act(later, A.PlayCard(0, "gravedigger"))  # RN-PLAY-08: Gravedigger is free
    assert later.players[0].apprentice == "gravedigger"


def test_RN_PLAY_08_09_leper_costs_one_ichor_and_unaffordable_cards_cannot_be_played():
    st = scene(new(), 0, "play")
    st.players[0].necromancer, st.players[0].necromancer_turn = "plague_mother", 1
    _hand(st, 0, "leper")
    assert A.PlayCard(0, "leper") not in G.legal_actions(st, 0)
    give(st, 0, ichor=1)
    st, _ = act(st, A.PlayCard(0, "leper"))
    assert st.players[0].stock["ichor"] == 0 and st.supply["ichor"] == 20  # RN-PLAY-03: paid to the supply


def test_RN_SPELL_01_spells_are_free_and_RN_SPELL_11_a_card_drawn_this_turn_waits():
    st = _hand(scene(new(), 0, "play"), 0, "weaken_1", "weaken_2")
    st.players[0].fresh = ["weaken_2"]
    assert A.PlayCard(0, "weaken_1") in G.legal_actions(st, 0)
    assert A.PlayCard(0, "weaken_2") not in G.legal_actions(st, 0)
    st, _ = act(st, A.PlayCard(0, "weaken_1"))
    assert st.players[0].spells == ["weaken_1"]


def test_RN_RAISE_01_02_07_one_minion_paid_to_the_supply():
    st = scene(new(), 0, "raise")
    assert not [a for a in G.legal_actions(st, 0) if isinstance(a, A.Raise)]  # RN-RAISE-07
    give(st, 0, lesser_corpse=2, scroll=1)
    legal = G.legal_actions(st, 0)
    assert A.Raise(0, "hell_knight", 1) in legal and A.Raise(0, "hell_knight", 0) not in legal  # RN-RAISE-04
    st, _ = act(st, A.Raise(0, "hell_knight", 1))
    assert st.players[0].army["hell_knight"] == 1 and st.supply["hell_knight"] == 14
    assert st.turn.stage == "move"  # RN-RAISE-01: only one (the stage moved on)


def test_RN_RAISE_10_none_left_in_the_supply():
    st = give(scene(new(), 0, "raise"), 0, lesser_corpse=1)
    st.supply["zombie"] = 0
    st.players[1].army["zombie"] = 28
    with pytest.raises(IllegalAction, match="supply"):
        G.apply(st, A.Raise(0, "zombie", 0))


def test_RN_MOVE_03_04_the_slowest_minion_sets_the_allowance():
    st = give(scene(new(), 0, "move", "valley"), 0, skeletal_dragon=1, zombie=1)
    ctx = R.Ctx(st)
    assert R.allowance(ctx, 0) == 1
    st.players[0].army["zombie"] = 0
    st.supply["zombie"] += 1
    assert R.allowance(R.Ctx(st), 0) == 3
    st.players[0].army["skeletal_dragon"] = 0
    st.supply["skeletal_dragon"] += 1
    assert R.allowance(R.Ctx(st), 0) == 1  # no Minions: 1


def test_RN_MOVE_06_08_10_stops_no_standing_still_and_no_shared_spaces():
    st = give(scene(new(), 0, "move", "valley"), 0, skeletal_dragon=1)  # move 3
    st.players[1].space = "crowfoot_moor"
    where = R.destinations(R.Ctx(st), 0)
    assert "crowfoot_moor" not in where  # RN-MOVE-10: occupied
    assert "mudwick" in where and "rotwood" in where
    # RN-MOVE-06, RN-MOVE-10: the Academy of Bone lies past the neutral City (which ends a move) or the occupied
    # moor; round about it is 4 steps: out of reach
    assert "academy_of_bone" not in where
    assert "valley" not in where  # RN-MOVE-08, RN-MOVE-09: never back to the start
    assert not any(isinstance(a, A.Stay) for a in G.legal_actions(st, 0))
    with pytest.raises(IllegalAction):
        G.apply(st, A.Move(0, "valley"))


def test_RN_MOVE_07_opposing_counters_end_the_move():
    st = give(scene(new(), 0, "move", "valley"), 0, skeletal_dragon=1)
    own(st, 1, "ossuary_pit", 1)
    where = R.destinations(R.Ctx(st), 0)
    assert "ossuary_pit" in where
    assert where.get("lich_s_cellar") != "ossuary_pit"


def test_RN_MOVE_11_blocked_on_every_side_skips_movement_and_action():
    st = new(4, side="small")
    st = scene(st, 0, "raise", "maw_of_the_wyrm")
    for seat, n in zip((1, 2, 3), ("cinder_marsh", "sunken_crypt", "bone_scriptorium")):
        st.players[seat].space = n
    give(st, 0, lesser_corpse=1)
    st, ev = act(st, A.EndRaise(0))
    assert "cannot move" in texts(ev) and st.turn.seat != 0 and st.players[0].space == "maw_of_the_wyrm"


def test_RN_MOVE_12_13_fortify_and_pick_up():
    st = give(own(scene(new(), 0, "move", "mudwick"), 0, "mudwick", 1), 0, ghost=2)
    st, _ = act(st, A.Fortify(0, "ghost"))
    assert st.guards["mudwick"].army["ghost"] == 1 and st.players[0].army["ghost"] == 1
    st, _ = act(st, A.PickUp(0, "ghost"))
    assert "mudwick" not in st.guards and st.players[0].army["ghost"] == 2
    bare = give(scene(new(), 0, "move", "ashen_fields"), 0, ghost=1)
    with pytest.raises(IllegalAction):
        G.apply(bare, A.Fortify(0, "ghost"))  # no counters of yours here


def test_RN_LAND_01_03_roll_and_collect_what_the_supply_holds():
    st = scene(new(), 0, "move", "valley", dice=[3])  # the Resource die's third face: Dark water
    st, ev = act(st, A.Move(0, "ashen_fields"))
    assert st.players[0].stock["dark_water"] == 1 and "Land dice" in texts(ev)
    assert st.turn.seat == 1  # phase 5 then the next player's turn
    st = scene(st, 0, "move", "valley", dice=[1])
    st.supply["ichor"] = 0
    st.players[1].stock["ichor"] = 20
    st, ev = act(st, A.Move(0, "ashen_fields"))
    assert st.players[0].stock["ichor"] == 0 and "only 0" in texts(ev)  # RN-CONT-06


def test_RN_VALLEY_01_no_action():
    st = scene(new(), 0, "move", "ashen_fields")
    st, ev = act(st, A.Move(0, "valley"))
    assert "darkness and fog" in texts(ev) and not any(st.players[0].stock.values())


def test_RN_LIB_01_look_keep_one_put_back_in_order_seen_only_by_the_looker():
    st = scene(new(), 0, "move", "valley")
    top = st.spell_deck[:3]
    st, ev = act(st, A.Move(0, "whispering_stacks"))
    assert st.turn.stage == "look" and st.turn.peek == top
    look = next(e for e in ev if e.kind == "look")
    assert look.to == (0,) and look.public and top[0] not in look.public
    assert G.view(st, 1).turn.peek == [HIDDEN] * 3 and G.view(st, 0).turn.peek == top
    st, ev = act(st, A.Pick(0, top[1], (top[2], top[0])))
    assert top[1] in st.players[0].hand and st.spell_deck[:2] == [top[2], top[0]]
    with pytest.raises(IllegalAction):
        G.apply(scene(st, 0, "look"), A.Pick(0, "death_bolt_1"))


def test_RN_WORK_01_and_RN_LIB_02_a_short_deck():
    st = scene(new(), 0, "move", "valley")
    st.item_deck = st.item_deck[:2]
    st.box += []
    st, _ = act(st, A.Move(0, "tinker_s_gibbet"))
    assert len(st.turn.peek) == 2
