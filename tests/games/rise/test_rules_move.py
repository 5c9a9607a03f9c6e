"""Rise rules through the engine: phase 3 movement and phase 4 on the Valley, Land, Library and
Workshop spaces (RN-MOVE, RN-ACT, RN-VALLEY, RN-LAND, RN-LIB, RN-WORK), Mist Walk at the start of
movement, extra Library/Workshop looks and decks that run out (never reshuffled)."""

from __future__ import annotations

import pytest

from tabletop.core.errors import IllegalAction
from tabletop.games.rise import actions as A
from tabletop.games.rise import rules as R
from tabletop.games.rise.content import cards, dice
from tabletop.games.rise.state import HIDDEN
from tests.games.rise.test_engine_kit import G, act, give, new, own, scene, texts

C = cards()


def _moves(st, seat=0):
    return {a.to for a in G.legal_actions(st, seat) if isinstance(a, A.Move)}


def _top(st, card):
    for pile in (st.dungeon_deck, st.dungeon_discard):
        if card in pile:
            pile.remove(card)
    st.dungeon_deck.insert(0, card)
    return st


# ------------------------------------------------------------------------------------------ movement


def test_RN_MOVE_01_movement_may_cast_mist_walk_move_and_leave_or_pick_up_minions():
    """RN-MOVE-01: on your own space with Minions there and on the board, phase 3 offers all four."""
    st = give(own(scene(new(), 0, "move", "mudwick"), 0, "mudwick", 1), 0, zombie=1, ghost=1, dark_water=1)
    st.players[0].spells = ["mist_walk_1"]
    st.guards["mudwick"] = R.Guard(seat=0, army={"zombie": 0, "hell_knight": 0, "ghost": 1, "skeletal_dragon": 0})
    st.players[0].army["ghost"] = 0
    kinds = {type(a) for a in G.legal_actions(st, 0)}
    assert {A.MistWalk, A.Fortify, A.PickUp, A.Move, A.Stay} <= kinds
    st, _ = act(st, A.Fortify(0, "zombie"))
    st, _ = act(st, A.PickUp(0, "ghost"))
    st, _ = act(st, A.MistWalk(0))
    st, _ = act(st, A.Move(0, "ashen_fields"))
    assert st.guards["mudwick"].army["zombie"] == 1 and st.players[0].army["ghost"] == 1


def test_RN_MOVE_02_the_miniature_carries_apprentice_and_player_board_minions():
    """RN-MOVE-02: after the move, the Apprentice and every Player-board Minion fight on the new space."""
    st = give(scene(new(), 0, "move", "valley", dice=[6] * 5), 0, zombie=2)
    st.players[0].necromancer, st.players[0].apprentice = "plague_mother", "gravedigger"
    st, ev = act(st, A.Move(0, "mudwick"))
    assert texts(ev).count("rolls") == 5  # Necromancer, Apprentice, 2 Zombies, the City: together at Mudwick
    assert st.players[0].army["zombie"] == 2 and st.players[0].apprentice == "gravedigger"
    assert "valley" not in st.guards and st.dominion["mudwick"].seat == 0


def test_RN_MOVE_03_the_slowest_player_board_minion_or_one():
    """RN-MOVE-03: the allowance is the slowest Minion's move; 1 with no Minions."""
    st = scene(new(), 0, "move", "valley")
    assert R.allowance(R.Ctx(st), 0) == 1 and _moves(st) == set(R.Ctx(st).board.neighbours("valley"))
    give(st, 0, hell_knight=1)
    assert R.allowance(R.Ctx(st), 0) == 2 and "rotwood" in _moves(st)
    give(st, 0, ghost=1)
    assert R.allowance(R.Ctx(st), 0) == 1 and "rotwood" not in _moves(st)


def test_RN_MOVE_04_dragon_and_zombie_move_1_dragon_alone_3():
    """RN-MOVE-04: a Skeletal dragon and a Zombie move 1 space; a Skeletal dragon alone 3."""
    st = give(scene(new(), 0, "move", "valley"), 0, skeletal_dragon=1, zombie=1)
    assert R.allowance(R.Ctx(st), 0) == 1
    st.players[0].army["zombie"], st.supply["zombie"] = 0, 28
    assert R.allowance(R.Ctx(st), 0) == 3
    assert "gravesend_heath" in _moves(st) and "lich_s_cellar" in _moves(st)  # 2 and 3 spaces away


def test_RN_MOVE_05_any_distance_up_to_the_allowance_passing_spaces_without_their_action():
    """RN-MOVE-05: 1, 2 or 3 spaces; the Land passed through rolls nothing."""
    st = give(scene(new(), 0, "move", "valley", dice=[1, 1]), 0, skeletal_dragon=1)
    where = R.destinations(R.Ctx(st), 0)
    assert {"ashen_fields", "academy_of_decay", "gallowmere"} <= set(where)  # 1, 2 and 3 away
    assert where["academy_of_decay"] == "ashen_fields"
    st, ev = act(st, A.Move(0, "academy_of_decay"))
    assert "Land dice" not in texts(ev) and not any(st.players[0].stock.values()) and st.forced == [1, 1]
    assert st.players[0].space == "academy_of_decay"


def test_RN_MOVE_07_an_opposing_counter_ends_the_move():
    """RN-MOVE-07: a Hell knight (move 2) from the Ashen Fields reaches Lich's Cellar only past the Ossuary Pit."""
    st = give(scene(new(), 0, "move", "ashen_fields"), 0, hell_knight=1)
    assert R.destinations(R.Ctx(st), 0)["lich_s_cellar"] == "ossuary_pit"
    mine = own(scene(st, 0, "move"), 0, "ossuary_pit", 1)
    assert "lich_s_cellar" in _moves(mine)  # your own counter: no stop
    theirs = own(scene(st, 0, "move"), 1, "ossuary_pit", 1)
    assert "lich_s_cellar" not in _moves(theirs) and "ossuary_pit" in _moves(theirs)
    with pytest.raises(IllegalAction, match="RN-MOVE"):
        G.apply(theirs, A.Move(0, "lich_s_cellar"))
    theirs.players[0].items = ["mist_cloak"]  # move_through: the stop is lifted
    assert "lich_s_cellar" in _moves(theirs)


def test_RN_MOVE_09_no_voluntary_return_to_the_start_but_a_forced_retreat_may():
    """RN-MOVE-09: never back to the start by a loop; a lost City combat's move back may end there."""
    st = give(scene(new(), 0, "move", "crowfoot_moor", dice=[6, 6, 6]), 0, hell_knight=1)
    assert "crowfoot_moor" not in _moves(st)  # 2 steps out and back: refused
    with pytest.raises(IllegalAction):
        G.apply(st, A.Move(0, "crowfoot_moor"))
    st, ev = act(st, A.Move(0, "hollowell"))  # one tower, everybody misses: lost, alive
    assert st.players[0].space == "crowfoot_moor" and "moves back" in texts(ev) and st.turn.seat == 1


def test_RN_MOVE_11_all_neighbours_occupied_skips_movement_and_action():
    """RN-MOVE-11: hemmed in by Necromancers: no move, no action (no Land roll), the turn passes."""
    st = scene(new(4, side="small"), 0, "raise", "maw_of_the_wyrm", dice=[1, 1])
    for seat, n in zip((1, 2, 3), ("cinder_marsh", "sunken_crypt", "bone_scriptorium")):
        st.players[seat].space = n
    give(st, 0, lesser_corpse=1)
    st, ev = act(st, A.Raise(0, "zombie", 0))
    assert "cannot move" in texts(ev) and st.turn.seat != 0 and st.players[0].space == "maw_of_the_wyrm"
    assert "dungeon" not in [e.kind for e in ev] and st.forced == [1, 1]
    free = scene(new(4, side="small"), 0, "move", "maw_of_the_wyrm")
    for seat, n in zip((1, 2), ("cinder_marsh", "sunken_crypt")):
        free.players[seat].space = n
    assert _moves(free) == {"bone_scriptorium"}


def test_RN_MOVE_12_fortify_only_where_you_have_counters_at_the_start():
    """RN-MOVE-12: Minions left on your own space at the start of movement; not elsewhere, not after moving."""
    st = give(own(scene(new(), 0, "move", "mudwick"), 0, "mudwick", 1), 0, ghost=2, zombie=1)
    assert {a.kind for a in G.legal_actions(st, 0) if isinstance(a, A.Fortify)} == {"ghost", "zombie"}
    st, _ = act(st, A.Fortify(0, "ghost"))
    st, _ = act(st, A.Fortify(0, "ghost"))
    assert st.guards["mudwick"].army["ghost"] == 2 and st.players[0].army["ghost"] == 0
    with pytest.raises(IllegalAction):
        G.apply(st, A.Fortify(0, "ghost"))  # none left on the board
    bare = give(scene(new(), 0, "move", "ashen_fields"), 0, ghost=1)
    assert not any(isinstance(a, A.Fortify) for a in G.legal_actions(bare, 0))
    with pytest.raises(IllegalAction, match="RN-MOVE-12"):
        G.apply(bare, A.Fortify(0, "ghost"))


def test_RN_MOVE_13_pick_up_your_minions_where_you_begin():
    """RN-MOVE-13: any of your Minions on the start space may rejoin the Player board."""
    st = own(scene(new(), 0, "move", "mudwick"), 0, "mudwick", 1)
    st.supply["ghost"] -= 2
    st.guards["mudwick"] = R.Guard(seat=0, army={"zombie": 0, "hell_knight": 0, "ghost": 2, "skeletal_dragon": 0})
    st, _ = act(st, A.PickUp(0, "ghost"))
    assert st.guards["mudwick"].army["ghost"] == 1 and st.players[0].army["ghost"] == 1
    st, _ = act(st, A.PickUp(0, "ghost"))
    assert "mudwick" not in st.guards and st.players[0].army["ghost"] == 2
    elsewhere = scene(st, 0, "move", "valley")
    elsewhere.guards["mudwick"] = R.Guard(
        seat=0, army={"zombie": 0, "hell_knight": 0, "ghost": 1, "skeletal_dragon": 0}
    )
    elsewhere.players[0].army["ghost"] = 1
    with pytest.raises(IllegalAction, match="RN-MOVE-13"):
        G.apply(elsewhere, A.PickUp(0, "ghost"))


def test_RN_MOVE_14_minions_left_behind_stay_and_do_not_slow_you():
    """RN-MOVE-14: leaving the Zombie on your City lets the Dragon move 3; the Zombie stays."""
    st = give(own(scene(new(), 0, "move", "mudwick"), 0, "mudwick", 1), 0, skeletal_dragon=1, zombie=1)
    assert R.allowance(R.Ctx(st), 0) == 1
    st, _ = act(st, A.Fortify(0, "zombie"))
    assert R.allowance(R.Ctx(st), 0) == 3 and "gallowmere" in _moves(st)
    st, _ = act(st, A.Move(0, "academy_of_decay"))
    assert st.guards["mudwick"].army["zombie"] == 1 and st.players[0].space == "academy_of_decay"


def test_RN_MOVE_15_fortify_first_then_mist_walk_then_the_allowance_then_the_move():
    """RN-MOVE-15: after Mist Walk no more fortifying or picking up; the allowance counts the Minions
    on the board when you move, plus Mist Walk."""
    st = give(own(scene(new(), 0, "move", "mudwick"), 0, "mudwick", 1), 0, skeletal_dragon=1, zombie=1, dark_water=1)
    st.players[0].spells = ["mist_walk_1"]
    st, _ = act(st, A.Fortify(0, "zombie"))  # first: the Zombie stays
    st, _ = act(st, A.MistWalk(0))  # then Mist Walk
    assert R.allowance(R.Ctx(st), 0) == 4  # the Dragon's 3 + 1
    assert not any(isinstance(a, (A.Fortify, A.PickUp)) for a in G.legal_actions(st, 0))
    with pytest.raises(IllegalAction, match="RN-MOVE-15"):
        G.apply(st, A.PickUp(0, "zombie"))
    with pytest.raises(IllegalAction, match="RN-MOVE-15"):
        G.apply(give(st, 0, ghost=1), A.Fortify(0, "ghost"))
    assert st.players[0].space == "mudwick" and not st.turn.moved


def test_mist_walk_is_cast_at_the_start_of_movement_and_not_after():
    """Mist Walk (RN-SPEC-08): only before moving; it widens this move only."""
    st = give(scene(new(), 0, "move", "valley"), 0, dark_water=1)
    st.players[0].spells = ["mist_walk_1", "mist_walk_2"]
    st, _ = act(st, A.MistWalk(0))
    assert st.turn.mist == 2 and "rotwood" in _moves(st)
    st, _ = act(st, A.Move(0, "rotwood"))  # the Land action ends the turn
    nxt = scene(st, 0, "move", "rotwood", number=st.turn.number + 2)
    assert nxt.turn.mist == 0 and R.allowance(R.Ctx(nxt), 0) == 1


# ------------------------------------------------------------------------------------------ phase 4


def test_RN_ACT_01_the_action_of_the_space_you_end_on_happens():
    """RN-ACT-01: the Land is rolled and the Library looked at with no choice to skip; none when RN-MOVE-11 applies."""
    st = scene(new(), 0, "move", "valley", dice=[5])
    st, ev = act(st, A.Move(0, "ashen_fields"))
    assert st.players[0].stock["scroll"] == 1 and "Land dice" in texts(ev)
    lib = scene(new(), 0, "move", "valley")
    lib, _ = act(lib, A.Move(0, "whispering_stacks"))
    assert lib.turn.stage == "look" and all(isinstance(a, A.Pick) for a in G.legal_actions(lib, 0))


def test_RN_ACT_02_only_the_valley_holds_several_necromancers():
    """RN-ACT-02: everyone starts in the Valley and may return to it beside others; no other space is shared."""
    st = new(3)
    assert {p.space for p in st.players} == {"valley"}
    st = scene(st, 0, "move", "ashen_fields")
    st.players[1].space = "mudwick"
    assert "valley" in _moves(st) and "mudwick" not in _moves(st)
    st, _ = act(st, A.Move(0, "valley"))
    assert [p.space for p in st.players].count("valley") == 2
    assert not G.problems(st)


def test_RN_ACT_03_resources_pay_for_cards_spells_items_and_minions():
    """RN-ACT-03: a card (Leper), an Item (Leper Bell), a Minion (Zombie) and a Spell cast (Mist Walk)
    are all paid from the stock to the supply."""
    st = scene(new(), 0, "play", "valley", number=9)
    p = st.players[0]
    p.necromancer, p.necromancer_turn, p.spells, p.hand = "plague_mother", 1, ["mist_walk_1"], ["leper", "leper_bell"]
    give(st, 0, ichor=1, lesser_corpse=2, dark_water=1)
    st, _ = act(st, A.PlayCard(0, "leper"))
    st, _ = act(st, A.PlayCard(0, "leper_bell"))
    st, _ = act(st, A.Raise(0, "zombie", 0))
    st, _ = act(st, A.MistWalk(0))
    assert not any(st.players[0].stock.values())
    assert st.supply["ichor"] == st.supply["dark_water"] == st.supply["lesser_corpse"] == 20


def test_RN_ACT_04_the_action_is_not_optional():
    """RN-ACT-04: ending on a neutral City attacks it, on a Dungeon enters it, on an Academy you qualify for
    makes you Headmaster, with no choice to decline; only a Quest-Choice card may be declined."""
    st = scene(new(), 0, "move", "valley", dice=[6, 6, 6])
    st, ev = act(st, A.Move(0, "crowfoot_moor"))
    city = give(scene(new(), 0, "move", "crowfoot_moor", dice=[6, 6]), 0)
    city, ev = act(city, A.Move(0, "hollowell"))
    assert "Combat" in texts(ev) and city.players[0].space == "crowfoot_moor"  # fought, lost, moved back
    dun = _top(scene(new(), 0, "move", "ashen_fields"), "dark_altar")
    dun, ev = act(dun, A.Move(0, "ossuary_pit"))
    assert "enters the Dungeon" in texts(ev) and G.legal_actions(dun, 0) == [A.Quest(0, True), A.Quest(0, False)]
    acad = give(scene(new(), 0, "move", "whispering_stacks"), 0, ghost=6)
    acad, ev = act(acad, A.Move(0, "academy_of_mist"))
    assert acad.headmasters == {"blue": 0}


def test_RN_VALLEY_02_everyone_starts_in_the_valley_and_the_dead_return_there():
    """RN-VALLEY-02: all miniatures start there; a Necromancer that dies is put back there at once."""
    st = new(5)
    assert all(p.space == "valley" for p in st.players)
    st = scene(new(), 0, "move", "crowfoot_moor", dice=[6, 1])  # Hollowell's power-2 attack rolls 1
    st, ev = act(st, A.Move(0, "hollowell"))
    assert "dies" in texts(ev) and st.players[0].space == "valley"


@pytest.mark.parametrize(
    "faces,got",
    [
        ((5, 4), {"scroll": 1, "greater_corpse": 1}),
        ((1, 6), {"ichor": 1}),
        ((3, 2), {"dark_water": 1, "lesser_corpse": 1}),
    ],
)
def test_RN_LAND_02_the_dice_faces_and_the_dice_each_land_shows(faces, got):
    """RN-LAND-02: the Resource die (Ichor, Ichor, Dark water, Dark water, Scroll, Scroll) and the corpse die
    (Lesser x3, Greater x2, nothing); the Barrow Downs shows one of each."""
    d = dice()
    assert list(d.die("resource").faces) == [
        ("ichor",),
        ("ichor",),
        ("dark_water",),
        ("dark_water",),
        ("scroll",),
        ("scroll",),
    ]
    assert list(d.die("corpse").faces) == [("lesser_corpse",)] * 3 + [("greater_corpse",)] * 2 + [()]
    b = R.Ctx(new()).board
    assert b.space("barrow_downs").dice() == ("resource", "corpse") and b.space("ashen_fields").dice() == ("resource",)
    st = scene(new(), 0, "move", "valley", dice=list(faces))
    st, _ = act(st, A.Move(0, "barrow_downs"))
    assert {k: v for k, v in st.players[0].stock.items() if v} == got


def test_RN_LAND_03_you_collect_only_what_the_supply_still_holds():
    """RN-LAND-03: a Greater corpse rolled when none is left gives nothing; the rest still comes."""
    st = scene(new(), 0, "move", "valley", dice=[5, 4])
    st.supply["greater_corpse"] = 0
    st.players[1].stock["greater_corpse"] = 15
    st, ev = act(st, A.Move(0, "barrow_downs"))
    assert st.players[0].stock["greater_corpse"] == 0 and st.players[0].stock["scroll"] == 1
    assert "only 0" in texts(ev)


def test_RN_LIB_01_three_spells_one_kept_two_back_on_top_in_your_order_unseen_by_others():
    """RN-LIB-01: the top three Spell cards are seen only by you; one to hand; the other two on top in your order."""
    st = scene(new(), 0, "move", "valley")
    top, below = st.spell_deck[:3], st.spell_deck[3:]
    st, ev = act(st, A.Move(0, "whispering_stacks"))
    assert st.turn.peek == top and G.view(st, 1).turn.peek == [HIDDEN] * 3 and G.view(st, 0).turn.peek == top
    look = next(e for e in ev if e.kind == "look")
    assert look.to == (0,) and not any(c in look.public for c in top)
    assert {a.card for a in G.legal_actions(st, 0)} == set(top)
    with pytest.raises(IllegalAction):
        G.apply(st, A.Pick(0, top[0], (top[1], below[0])))  # only the cards looked at go back
    st, ev = act(st, A.Pick(0, top[0], (top[2], top[1])))
    assert st.spell_deck == [top[2], top[1]] + below and st.players[0].hand[-1] == top[0]
    assert all(e.to == (0,) or top[0] not in e.public for e in ev)


def test_RN_LIB_02_a_short_spell_deck_and_an_empty_one_are_never_reshuffled():
    """RN-LIB-02: two left: look at both, keep one; none left: nothing, and no reshuffle."""
    st = scene(new(), 0, "move", "valley")
    st.box += st.spell_deck[2:]  # out of the way (the box is outside the game)
    st.spell_deck = st.spell_deck[:2]
    two = list(st.spell_deck)
    st, _ = act(st, A.Move(0, "whispering_stacks"))
    assert st.turn.peek == two
    st, _ = act(st, A.Pick(0, two[0]))
    assert st.spell_deck == [two[1]]
    st = scene(st, 0, "move", "valley")
    st.spell_deck = []
    hand = list(st.players[0].hand)
    st, ev = act(st, A.Move(0, "whispering_stacks"))
    assert st.players[0].hand == hand and st.spell_deck == [] and "empty" in texts(ev)
    assert "shuffle" not in [e.kind for e in ev] and st.turn.seat == 1


def test_RN_WORK_01_three_items_one_kept_two_back_in_your_order():
    """RN-WORK-01: the top three Item cards, seen only by you; one kept, the others back on top in your order."""
    st = scene(new(), 0, "move", "valley")
    top, below = st.item_deck[:3], st.item_deck[3:]
    st, ev = act(st, A.Move(0, "tinker_s_gibbet"))
    assert st.turn.peek == top and G.view(st, 1).turn.peek == [HIDDEN] * 3
    assert next(e for e in ev if e.kind == "look").to == (0,)
    st, _ = act(st, A.Pick(0, top[1], (top[2], top[0])))
    assert st.item_deck == [top[2], top[0]] + below and top[1] in st.players[0].hand


def test_RN_WORK_02_an_item_from_the_workshop_waits_for_the_next_turn():
    """RN-WORK-02: not playable this turn, no counter this turn; playable and counted from the next phase 1."""
    st = scene(new(), 0, "move", "valley")
    st.item_deck.remove("bone_wand")
    st.item_deck.insert(0, "bone_wand")
    st, _ = act(st, A.Move(0, "tinker_s_gibbet"))
    st, _ = act(st, A.Pick(0, "bone_wand"))
    assert st.players[0].item_track == 0 and "bone_wand" in st.players[0].fresh
    same = give(scene(st, 0, "play", number=st.turn.number), 0, scroll=1)
    assert A.PlayCard(0, "bone_wand") not in G.legal_actions(same, 0)
    with pytest.raises(IllegalAction, match="RN-WORK-02"):
        G.apply(same, A.PlayCard(0, "bone_wand"))
    give(st, 0, scroll=1)
    st.forced = [1]
    while G.to_act(st) == [1]:  # seat 1's turn, through the engine
        legal = G.legal_actions(st, 1)
        ends = [a for a in legal if isinstance(a, (A.EndPlay, A.EndRaise))]
        st, _ = act(st, ends[0] if ends else A.Move(1, "ashen_fields"))
    assert st.turn.seat == 0 and A.PlayCard(0, "bone_wand") in G.legal_actions(st, 0)
    st, _ = act(st, A.PlayCard(0, "bone_wand"))
    st, _ = act(st, A.EndPlay(0)) if st.turn.stage == "play" else (st, [])
    while st.turn.stage == "raise":
        st, _ = act(st, A.EndRaise(0))
    st, _ = act(st, A.Move(0, "valley"))
    assert st.players[0].item_track == 1


def test_RN_WORK_03_a_short_item_deck_and_an_empty_one():
    """RN-WORK-03: as RN-LIB-02 for Items: look at what remains; empty gives nothing; no reshuffle."""
    st = scene(new(), 0, "move", "valley")
    st.box += st.item_deck[1:]
    st.item_deck = st.item_deck[:1]
    one = list(st.item_deck)
    st, _ = act(st, A.Move(0, "tinker_s_gibbet"))
    assert st.turn.peek == one and [a.card for a in G.legal_actions(st, 0)] == one
    st, _ = act(st, A.Pick(0, one[0]))
    assert st.item_deck == []
    st = scene(st, 0, "move", "valley")
    st, ev = act(st, A.Move(0, "tinker_s_gibbet"))
    assert "empty" in texts(ev) and st.item_deck == [] and "shuffle" not in [e.kind for e in ev]


@pytest.mark.parametrize(
    "where,cards_,n",
    [
        ("whispering_stacks", {"apprentice": "bone_scribe"}, 4),
        ("whispering_stacks", {"necromancer": "fog_seer", "items": ["cat_familiar"]}, 5),
        ("tinker_s_gibbet", {"items": ["ossuary_key"]}, 4),
        ("tinker_s_gibbet", {"apprentice": "bone_scribe"}, 3),
    ],
)
def test_extra_library_and_workshop_looks(where, cards_, n):
    """extra_look: the Bone Scribe sees 4 Spells; the Fog Seer and Cat Familiar 5; the Ossuary Key 4 Items;
    a Library bonus does nothing at a Workshop. The cards not kept all go back on top."""
    st = scene(new(), 0, "move", "valley")
    p = st.players[0]
    p.necromancer = cards_.get("necromancer", "plague_mother")
    p.apprentice = cards_.get("apprentice")
    p.items = cards_.get("items", [])
    deck = "spell_deck" if where == "whispering_stacks" else "item_deck"
    top, size = getattr(st, deck)[:n], len(getattr(st, deck))
    st, _ = act(st, A.Move(0, where))
    assert st.turn.peek == top
    st, _ = act(st, A.Pick(0, top[-1]))
    assert getattr(st, deck)[: n - 1] == top[:-1] and len(getattr(st, deck)) == size - 1
