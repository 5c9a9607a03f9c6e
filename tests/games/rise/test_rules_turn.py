"""Rise rules through the engine: set-up, the turn, phase 1 (cards) and phase 2 (raising)
(RN-SETUP, RN-TURN, RN-PLAY, RN-NEC, RN-APP, RN-SPELL, RN-ITEM, RN-RAISE, RN-CONT), plus once-only
Items, raise cost reductions and extra raises. Every test plays RiseGame's own actions."""

from __future__ import annotations

import pytest

from tabletop.core.errors import IllegalAction
from tabletop.games.rise import actions as A
from tabletop.games.rise import rules as R
from tabletop.games.rise.content import academy_count, cards
from tabletop.games.rise.state import HIDDEN, MINION_KINDS, STOCK, clone, counters_placed
from tests.games.rise.test_engine_kit import G, act, give, new, scene, texts

C = cards()


def _hand(st, seat, *card_ids):
    st.players[seat].hand = list(card_ids)
    return st


def _named(st, seat, necro="plague_mother", turn=1):
    st.players[seat].necromancer, st.players[seat].necromancer_turn = necro, turn
    return st


def _fighter(st, seat, role, where="city"):
    return [f for f in R._fighters(R.Ctx(st), seat, where) if f.role == role]


def _plays(st, seat):
    return {a.card for a in G.legal_actions(st, seat) if isinstance(a, A.PlayCard)}


# ------------------------------------------------------------------------------------------ set-up


@pytest.mark.parametrize("players", [2, 5])
def test_RN_SETUP_03_every_player_takes_a_player_board(players):
    """RN-SETUP-03: one Player board a player: empty tracks, no army, the unnamed Necromancer."""
    st = new(players)
    assert len(st.players) == players
    for p in st.players:
        assert p.spell_track == 0 and p.item_track == 0 and p.necromancer is None
        assert set(p.army) == set(MINION_KINDS) and set(p.stock) == set(STOCK)


def test_RN_SETUP_04_the_general_supply_holds_the_whole_box():
    """RN-SETUP-04: Resources, corpses and Minions form the general supply, all of them."""
    st = new(3)
    assert st.supply == {
        "ichor": 20,
        "dark_water": 20,
        "scroll": 20,
        "lesser_corpse": 20,
        "greater_corpse": 15,
        "zombie": 28,
        "hell_knight": 15,
        "ghost": 15,
        "skeletal_dragon": 12,
    }


def test_RN_SETUP_05_item_spell_and_dungeon_decks_are_shuffled_face_down():
    """RN-SETUP-05: the three decks are complete, shuffled (seed dependent) and face down in every view."""
    a, b = new(2, seed=1), new(2, seed=2)
    for deck, box in (
        ("item_deck", C.deck("items")),
        ("spell_deck", C.deck("spells")),
        ("dungeon_deck", C.deck("dungeons")),
    ):
        assert sorted(getattr(a, deck)) == sorted(box)
        assert getattr(a, deck) != box or getattr(b, deck) != box  # not in box order
    assert a.item_deck != b.item_deck and a.spell_deck != b.spell_deck and a.dungeon_deck != b.dungeon_deck
    for seat in (0, 1, None):
        v = G.view(a, seat)
        assert set(v.item_deck) == set(v.spell_deck) == set(v.dungeon_deck) == {HIDDEN}


def test_RN_SETUP_06_the_four_headmaster_cards_start_unclaimed():
    """RN-SETUP-06: the 4 Academy Headmaster cards lie face up; nobody is Headmaster."""
    st = new(4)
    assert sorted(C.headmasters) == ["blue", "bone", "green", "red"]
    assert st.headmasters == {} and all(p.headmasters == [] for p in st.players)
    for colour in C.headmasters:
        assert academy_count(st, 0, colour) == 0


def test_RN_SETUP_11_one_die_each_and_only_the_tied_lowest_roll_again():
    """RN-SETUP-11: one power die (1-6) per player; only those tied for lowest re-roll, until one is lowest."""
    # 4 players roll 3 3 3 5: seats 0-2 re-roll 2 2 4: seats 0-1 re-roll 6 1: seat 1 is black.
    st = new(4, rolls=[3, 3, 3, 5, 2, 2, 4, 6, 1])
    assert st.rolloff == [[3, 13, 23, 35], [2, 12, 24], [6, 11]]
    assert st.order[0] == 1 and st.players[1].colour == "black" and G.to_act(st) == [1]
    assert st.forced == []  # nine dice: no seat rolled beyond what the rule asks


def test_RN_SETUP_12_RN_SETUP_13_colours_in_turn_order_after_black():
    """RN-SETUP-12, RN-SETUP-13: the others take their miniature and 13 counters in turn order after black."""
    st = new(4, rolls=[5, 6, 2, 4])  # seat 2 is black; turn order 2, 3, 0, 1
    assert st.order == [2, 3, 0, 1]
    colours = [x.id for x in C.supplies.colours]
    assert [st.players[s].colour for s in st.order] == colours[:4]
    assert len({p.colour for p in st.players}) == 4
    assert all(counters_placed(st, s) == 0 for s in range(4)) and C.supplies.dominion_per_colour == 13


def test_RN_SETUP_16_nothing_to_start_with_and_an_unnamed_necromancer():
    """RN-SETUP-16: no Resources, corpses, Minions or cards in play; move 1, power 1."""
    st = new(3)
    for s, p in enumerate(st.players):
        assert not any(p.stock.values()) and not any(p.army.values())
        assert p.necromancer is None and p.apprentice is None and not p.spells and not p.items and not p.golems
        ctx = R.Ctx(scene(st, s, "move"))
        assert R.allowance(ctx, s) == 1
        assert [f.attacks for f in R._fighters(ctx, s, "city")] == [[[1, 0]]]


# ------------------------------------------------------------------------------------------ the turn


def test_RN_TURN_02_five_phases_in_order():
    """RN-TURN-02: play cards, raise, move, the action, then Dominion counters, never out of order."""
    st = give(_hand(scene(new(), 0, "play", "valley", dice=[1]), 0, "weaken_1"), 0, lesser_corpse=1)
    with pytest.raises(IllegalAction, match="phase 1"):
        G.apply(st, A.Raise(0, "zombie", 0))  # phase 2 waits for phase 1
    with pytest.raises(IllegalAction, match="phase 1"):
        G.apply(st, A.Move(0, "ashen_fields"))
    st, e1 = act(st, A.PlayCard(0, "weaken_1"))
    assert st.turn.stage == "raise"  # nothing else to play: phase 2
    with pytest.raises(IllegalAction, match="phase 2"):
        G.apply(st, A.Move(0, "ashen_fields"))
    st, e2 = act(st, A.Raise(0, "zombie", 0))
    assert st.turn.stage == "move"
    with pytest.raises(IllegalAction, match="phase 3"):
        G.apply(st, A.EndRaise(0))
    st, e3 = act(st, A.Move(0, "ashen_fields"))
    kinds = [e.kind for e in e1 + e2 + e3]
    order = [kinds.index(k) for k in ("play", "raise", "move", "roll", "dominion", "turn")]
    assert order == sorted(order)  # the Land action (phase 4) before the Spell-track counter (phase 5)
    assert st.players[0].stock["ichor"] == 1 and st.players[0].spell_track == 1 and st.turn.seat == 1


def test_RN_TURN_03_phases_1_and_2_optional_3_and_4_mandatory_5_automatic():
    """RN-TURN-03: EndPlay/EndRaise skip phases 1-2; phase 3 has no pass; phase 4 needs no choice; phase 5 is done for you."""
    st = give(_hand(scene(new(), 0, "play", "valley", dice=[4]), 0, "weaken_1"), 0, lesser_corpse=1)
    assert A.EndPlay(0) in G.legal_actions(st, 0)
    st, _ = act(st, A.EndPlay(0))
    assert A.EndRaise(0) in G.legal_actions(st, 0)
    st, _ = act(st, A.EndRaise(0))
    moves = G.legal_actions(st, 0)
    assert moves and all(isinstance(a, A.Move) for a in moves)  # no way to skip the move
    st, ev = act(st, A.Move(0, "barrow_downs"))  # the Land action happens at once (dice 4 then 1 by the RNG)
    assert "Land dice" in texts(ev) and st.turn.seat == 1 and st.turn.stage in ("play", "raise", "move")
    assert st.players[0].hand == ["weaken_1"] and st.players[0].stock["lesser_corpse"] >= 1


# ------------------------------------------------------------------------------------------ phase 1


def test_RN_PLAY_01_any_number_of_cards_but_only_in_phase_1():
    """RN-PLAY-01: a Necromancer, a Spell and an Item in one phase 1; no card after phase 1."""
    st = _hand(scene(new(), 0, "play"), 0, "plague_mother", "weaken_1", "leper_bell", "mist_walk_1")
    give(st, 0, lesser_corpse=2)
    for card in ("plague_mother", "weaken_1", "leper_bell"):
        st, _ = act(st, A.PlayCard(0, card))
    p = st.players[0]
    assert p.necromancer == "plague_mother" and p.spells == ["weaken_1"] and p.items == ["leper_bell"]
    st, _ = act(st, A.EndPlay(0))
    assert st.turn.stage == "raise" and not _plays(st, 0)
    with pytest.raises(IllegalAction, match="phase 2"):
        G.apply(st, A.PlayCard(0, "mist_walk_1"))


def test_RN_PLAY_02_cards_in_hand_have_no_effect():
    """RN-PLAY-02: a hand full of blue cards counts for no Academy, no track, no ability."""
    st = _hand(
        scene(new(), 0, "move", "ashen_fields"),
        0,
        "mist_walk_1",
        "mist_walk_2",
        "mist_walk_3",
        "cat_familiar",
        "shroud_of_leagues",
        "pale_wanderer",
        "mist_runner",
    )
    assert academy_count(st, 0, "blue") == 0
    assert R.allowance(R.Ctx(st), 0) == 1  # Shroud of Leagues and the Pale Wanderer in hand: no +1
    st, _ = act(st, A.Move(0, "valley"))
    assert st.players[0].spell_track == 0 and st.players[0].item_track == 0 and counters_placed(st, 0) == 0


def test_RN_PLAY_04_the_necromancer_card_covers_the_unnamed_one():
    """RN-PLAY-04: the played Necromancer goes on the Player board: its attacks replace power 1."""
    st = give(_hand(scene(new(), 0, "play"), 0, "elder_wizard", "bone_collector"), 0, scroll=2)
    assert [f.attacks for f in _fighter(st, 0, "necromancer")] == [[[1, 0]]]
    st, ev = act(st, A.PlayCard(0, "elder_wizard"))
    assert st.players[0].necromancer == "elder_wizard" and "Elder Wizard" in texts(ev)
    assert [f.attacks for f in _fighter(st, 0, "necromancer")] == [[[1, 0], [2, 0], [3, 0]]]


def test_RN_PLAY_07_a_hand_holds_four_kinds_of_cards():
    """RN-PLAY-07: Necromancer, Apprentice, Spell and Item cards are all hand cards, each played its way."""
    st = _hand(scene(new(), 0, "play"), 0, "bone_collector", "bone_scribe", "death_bolt_1", "bone_wand")
    give(st, 0, scroll=1)
    kinds = (
        (C.necromancers, "bone_collector"),
        (C.apprentices, "bone_scribe"),
        (C.spell_cards, "death_bolt_1"),
        (C.items, "bone_wand"),
    )
    assert all(card in table for table, card in kinds)
    assert _plays(st, 0) == {"bone_collector", "death_bolt_1", "bone_wand"}  # the Apprentice waits
    for card in ("bone_collector", "death_bolt_1", "bone_wand"):
        st, _ = act(st, A.PlayCard(0, card))
    later = scene(st, 0, "play", number=st.turn.number + 2)
    later, _ = act(later, A.PlayCard(0, "bone_scribe"))
    p = later.players[0]
    assert (p.necromancer, p.apprentice, p.spells, p.items) == (
        "bone_collector",
        "bone_scribe",
        ["death_bolt_1"],
        ["bone_wand"],
    )


def test_RN_PLAY_09_no_hand_limit_and_unaffordable_cards_stay_in_hand():
    """RN-PLAY-09: a hand of any size; a card you cannot pay for cannot be played."""
    st = scene(new(), 0, "move", "valley")
    st.players[0].hand = list(st.item_deck[3:20]) + st.players[0].hand  # 23 cards
    st, _ = act(st, A.Move(0, "tinker_s_gibbet"))
    st, _ = act(st, A.Pick(0, st.turn.peek[0]))
    assert len(st.players[0].hand) == 24
    poor = give(_hand(scene(new(), 0, "play"), 0, "elder_wizard", "hellforged_blade"), 0, scroll=1, ichor=1)
    assert _plays(poor, 0) == set()  # Elder Wizard costs 2 Scrolls, the Hellforged Blade 2 Ichor
    with pytest.raises(IllegalAction, match="RN-PLAY-09"):
        G.apply(poor, A.PlayCard(0, "elder_wizard"))
    give(poor, 0, scroll=1)
    assert _plays(poor, 0) == {"elder_wizard"}


def test_RN_NEC_01_the_necromancer_played_is_who_you_are_for_the_game():
    """RN-NEC-01: its power and special rules apply from the moment it is played, every turn after."""
    st = give(_hand(scene(new(), 0, "play"), 0, "pale_wanderer"), 0, dark_water=1)
    assert R.allowance(R.Ctx(st), 0) == 1
    st, _ = act(st, A.PlayCard(0, "pale_wanderer"))
    assert R.allowance(R.Ctx(st), 0) == 2  # its special rule: move +1
    assert [f.attacks for f in _fighter(st, 0, "necromancer")] == [[[2, 0]]]  # its power
    later = scene(st, 0, "move", number=st.turn.number + 10)
    assert R.allowance(R.Ctx(later), 0) == 2 and later.players[0].necromancer == "pale_wanderer"


def test_RN_NEC_03_a_named_necromancer_moves_as_its_slowest_minion():
    """RN-NEC-03: no move value on the card: 1 without Minions, else the slowest Minion's."""
    st = _named(scene(new(), 0, "move"), 0, "plague_mother")
    assert R.allowance(R.Ctx(st), 0) == 1
    give(st, 0, skeletal_dragon=1)
    assert R.allowance(R.Ctx(st), 0) == 3
    give(st, 0, zombie=1)
    assert R.allowance(R.Ctx(st), 0) == 1


def test_RN_APP_01_apprentice_only_after_a_necromancer_of_an_earlier_turn():
    """RN-APP-01: not without a Necromancer, not in the turn it was played, yes in a later turn."""
    st = _hand(scene(new(), 0, "play", number=7), 0, "plague_mother", "gravedigger")
    assert _plays(st, 0) == {"plague_mother"}
    st, _ = act(st, A.PlayCard(0, "plague_mother"))
    assert st.players[0].necromancer_turn == 7
    with pytest.raises(IllegalAction, match="RN-APP-01"):
        G.apply(scene(st, 0, "play", number=7), A.PlayCard(0, "gravedigger"))
    nxt, _ = act(scene(st, 0, "play", number=9), A.PlayCard(0, "gravedigger"))
    assert nxt.players[0].apprentice == "gravedigger"


def test_RN_APP_02_an_apprentice_has_its_own_abilities():
    """RN-APP-02: the Mist Runner's +1 move and the Wisp Child's Ghost strike work while it is in play."""
    st = _named(scene(new(), 0, "move"), 0)
    assert R.allowance(R.Ctx(st), 0) == 1
    st.players[0].apprentice = "mist_runner"
    assert R.allowance(R.Ctx(st), 0) == 2
    st.players[0].apprentice = "wisp_child"
    assert [f.attacks for f in _fighter(st, 0, "apprentice")] == [[[1, 1]]]  # power 1, Ghost strike


def test_RN_APP_03_the_apprentice_fights_in_cities_and_dungeons():
    """RN-APP-03: the Apprentice fights beside the Necromancer in a City and in a Dungeon (Minions wait outside)."""
    st = give(_named(scene(new(), 0, "move"), 0), 0, zombie=2)
    st.players[0].apprentice = "cutthroat"
    city = [f.role for f in R._fighters(R.Ctx(st), 0, "city")]
    dungeon = [f.role for f in R._fighters(R.Ctx(st), 0, "dungeon")]
    assert city == ["necromancer", "apprentice", "minion", "minion"]
    assert dungeon == ["necromancer", "apprentice"]
    # in the engine: the Cutthroat (power 3) rolls in the Troll Chieftain's Dungeon
    st = scene(st, 0, "move", "ashen_fields", dice=[3, 6, 6, 6])
    st.dungeon_deck.remove("troll_chieftain")
    st.dungeon_deck.insert(0, "troll_chieftain")
    st, ev = act(st, A.Move(0, "ossuary_pit"))
    assert "succeeds in the Dungeon" in texts(ev) and st.players[0].apprentice == "cutthroat"


def test_RN_APP_04_one_apprentice_at_a_time():
    """RN-APP-04: with an Apprentice in play no other can be played."""
    st = _hand(_named(scene(new(), 0, "play"), 0), 0, "gravedigger", "cutthroat")
    assert _plays(st, 0) == {"gravedigger", "cutthroat"}
    st, _ = act(st, A.PlayCard(0, "cutthroat"))
    st = scene(st, 0, "play", number=9)
    assert _plays(st, 0) == set()
    with pytest.raises(IllegalAction, match="RN-APP-04"):
        G.apply(st, A.PlayCard(0, "gravedigger"))


def _kill_apprentice(st):
    """A Troll Chieftain fight in which the Apprentice takes the Troll's wound and Death Bolt wins."""
    st = scene(st, 0, "move", "ashen_fields", dice=[4, 3, 2, 3, 2])
    st.players[0].spells, st.players[0].cast = ["death_bolt_1"], []
    st.dominion.pop("ossuary_pit", None)  # not yet won (RN-DUNG-02)
    give(st, 0, scroll=1)
    for pile in (st.dungeon_deck, st.dungeon_discard):
        if "troll_chieftain" in pile:
            pile.remove("troll_chieftain")
    st.dungeon_deck.insert(0, "troll_chieftain")
    st, _ = act(st, A.Move(0, "ossuary_pit"))
    st, ev = act(st, A.Choose(0, "yes"))
    assert "Apprentice dies" in texts(ev)
    return st


def test_RN_APP_05_another_apprentice_after_a_death_but_not_after_the_third():
    """RN-APP-05: a dead Apprentice may be replaced in a later phase 1 (paying its cost); after the third, never."""
    st = _hand(_named(scene(new(), 0, "play"), 0, "plague_mother"), 0, "cutthroat", "wisp_child", "leper")
    st.players[0].apprentice = "gravedigger"
    st = _kill_apprentice(st)
    p = st.players[0]
    assert p.apprentice is None and p.apprentices_dead == 1 and "gravedigger" not in p.hand
    st = scene(st, 0, "play", number=20)
    ichor = st.players[0].stock["ichor"]  # the Troll's treasure
    assert _plays(st, 0) == {"cutthroat", "wisp_child", "leper"}
    st, _ = act(st, A.PlayCard(0, "leper"))  # paying its 1 Ichor
    assert st.players[0].stock["ichor"] == ichor - 1 and st.players[0].apprentice == "leper"
    # the third death: no Apprentice may come again, whatever is in hand
    st.players[0].apprentices_dead, st.players[0].apprentice = 2, "gravedigger"
    st = _kill_apprentice(st)
    st = scene(st, 0, "play", number=40)
    assert st.players[0].apprentices_dead == 3 and _plays(st, 0) == set()
    with pytest.raises(IllegalAction, match="RN-APP-05"):
        G.apply(st, A.PlayCard(0, "cutthroat"))


def test_RN_APP_06_no_action_discards_an_apprentice_in_play():
    """RN-APP-06: every action of phases 1-3 keeps the Apprentice; only death takes it."""
    st = _hand(_named(scene(new(), 0, "play"), 0), 0, "cutthroat", "weaken_1")
    st.players[0].apprentice = "gravedigger"
    give(st, 0, lesser_corpse=1)
    seen = 0
    while st.turn.seat == 0 and st.turn.stage in ("play", "raise", "move"):
        for a in G.legal_actions(st, 0):
            after, ev = act(st, a)
            assert after.players[0].apprentice == "gravedigger" or "Apprentice dies" in texts(ev), a
            seen += 1
        st, _ = act(st, G.legal_actions(st, 0)[0])
    assert seen > 5 and st.players[0].apprentice == "gravedigger"


def test_RN_APP_08_necromancer_and_apprentice_of_one_academy_count_together():
    """RN-APP-08: a green Necromancer and a green Apprentice are two green cards toward Headmaster."""
    st = _named(scene(new(), 0, "move"), 0, "decayed_baron")
    assert academy_count(st, 0, "green") == 1
    st.players[0].apprentice = "gravedigger"
    assert academy_count(st, 0, "green") == 2
    st.players[0].apprentice = "cutthroat"  # red
    assert academy_count(st, 0, "green") == 1 and academy_count(st, 0, "red") == 1


def test_RN_SPELL_01_putting_a_spell_in_play_is_free():
    """RN-SPELL-01: with nothing in stock a Spell goes in play in phase 1, face up."""
    st = _hand(scene(new(), 0, "play"), 0, "death_bolt_1")
    supply = dict(st.supply)
    st, ev = act(st, A.PlayCard(0, "death_bolt_1"))
    assert st.players[0].spells == ["death_bolt_1"] and st.supply == supply and ev[0].reveals


def _mist(st, *cards_, seat=0):
    st.players[seat].spells = list(cards_)
    return st


def test_RN_SPELL_02_cast_for_the_rest_of_the_game_at_most_once_a_turn():
    """RN-SPELL-02: Mist Walk once this turn; again in a later turn."""
    st = give(_mist(scene(new(), 0, "move", "valley", number=5), "mist_walk_1"), 0, dark_water=2)
    st, _ = act(st, A.MistWalk(0))
    assert A.MistWalk(0) not in G.legal_actions(st, 0)
    with pytest.raises(IllegalAction):
        G.apply(st, A.MistWalk(0))
    later = scene(st, 0, "move", "valley", number=7)
    later.players[0].cast = list(st.players[0].cast)
    later, _ = act(later, A.MistWalk(0))
    assert later.players[0].stock["dark_water"] == 0


def test_RN_SPELL_04_a_spell_is_cast_when_its_card_says():
    """RN-SPELL-04: Mist Walk at the start of movement only (not in phase 1 or 2, not after moving);
    Death Bolt at the end of combat step 3 (the Combat Example's decision comes after the rolls)."""
    st = give(_mist(scene(new(), 0, "play", "valley"), "mist_walk_1"), 0, dark_water=1)
    st.players[0].hand = ["weaken_1"]
    assert {s.id: s.timing for s in C.spells.values()} == {
        "weaken": "combat_step_1",
        "death_bolt": "combat_step_3_end",
        "zombie_explosion": "combat_step_3_end",
        "mist_walk": "movement",
    }
    assert A.MistWalk(0) not in G.legal_actions(st, 0)
    with pytest.raises(IllegalAction, match="phase 1"):
        G.apply(st, A.MistWalk(0))
    st, _ = act(st, A.EndPlay(0))
    assert st.turn.stage == "move" and A.MistWalk(0) in G.legal_actions(st, 0)
    # Death Bolt: asked for only once steps 2 and 3 have been rolled (five dice: 3 rolled before the question)
    bolt = scene(new(), 0, "move", "ashen_fields", dice=[6, 6, 6, 1])
    bolt.players[0].spells = ["death_bolt_1"]
    give(bolt, 0, scroll=1)
    bolt.dungeon_deck.remove("troll_chieftain")
    bolt.dungeon_deck.insert(0, "troll_chieftain")
    bolt, _ev = act(bolt, A.Move(0, "ossuary_pit"))
    assert G.legal_actions(bolt, 0) == [A.Choose(0, "yes"), A.Choose(0, "no")] or {
        a.choice for a in G.legal_actions(bolt, 0)
    } == {"yes", "no"}
    assert bolt.forced == [1]  # the Necromancer's and the Troll's two dice are rolled first


@pytest.mark.parametrize("level,bonus,through", [(1, 1, False), (2, 2, False), (3, 2, True)])
def test_RN_SPELL_07_mist_walk_costs_the_same_at_every_level_and_does_more(level, bonus, through):
    """RN-SPELL-07 (and Mist Walk's levels): one Dark water at levels 1-3; +1, +2, +2 and passing Cities."""
    st = give(
        _mist(scene(new(), 0, "move", "valley"), *[f"mist_walk_{i}" for i in range(1, level + 1)]), 0, dark_water=1
    )
    before = set(R.destinations(R.Ctx(st), 0))
    st, ev = act(st, A.MistWalk(0))
    assert st.players[0].stock["dark_water"] == 0 and st.supply["dark_water"] == 20 and "Mist Walk" in texts(ev)
    assert R.allowance(R.Ctx(st), 0) == 1 + bonus and st.turn.through is through
    after = R.destinations(R.Ctx(st), 0)
    assert before < set(after)
    # past Mudwick (a neutral City ends a move) only with level 3
    assert ("hollowell" in after and after["hollowell"] == "crowfoot_moor") or not through
    assert ("academy_of_bone" in after) is True  # 2 steps round the City either way from level 1
    passed = any(after.get(n) == "mudwick" for n in after)
    assert passed is through


def test_RN_SPELL_11_a_spell_from_the_library_waits_for_the_next_turn():
    """RN-SPELL-11: kept at a Library, not playable this turn, no counter until played next turn."""
    st = scene(new(), 0, "move", "valley")
    spell = st.spell_deck[0]
    st, _ = act(st, A.Move(0, "whispering_stacks"))
    st, _ = act(st, A.Pick(0, spell))
    assert spell in st.players[0].hand and spell in st.players[0].fresh
    assert st.players[0].spell_track == 0 and st.turn.seat == 1
    assert R.why_not_play(R.Ctx(scene(st, 0, "play", number=st.turn.number)), 0, spell).endswith(
        "(RN-SPELL-11, RN-WORK-02)"
    )
    # seat 1 plays a turn through the engine, then seat 0's next phase 1 may play it
    st.forced = [1]
    while G.to_act(st) == [1]:
        legal = G.legal_actions(st, 1)
        ends = [a for a in legal if isinstance(a, (A.EndPlay, A.EndRaise))]
        st, _ = act(st, ends[0] if ends else A.Move(1, "ashen_fields"))
    assert st.turn.seat == 0 and st.turn.stage == "play" and A.PlayCard(0, spell) in G.legal_actions(st, 0)
    st, _ = act(st, A.PlayCard(0, spell))
    st, _ = act(scene(st, 0, "move", "whispering_stacks", number=st.turn.number), A.Move(0, "valley"))
    assert st.players[0].spell_track == 1


def test_RN_ITEM_02_a_once_item_is_turned_over_and_stays_in_play():
    """RN-ITEM-02 (and UseItem): the Rotting Tome gives 2 Lesser corpses once; it stays in play turned over,
    still counting for the Item track and for green."""
    st = give(_hand(scene(new(), 0, "play", "ashen_fields"), 0, "rotting_tome"), 0, scroll=1)
    st, _ = act(st, A.PlayCard(0, "rotting_tome"))
    assert st.players[0].stock["lesser_corpse"] == 0  # a once effect waits to be used
    assert A.UseItem(0, "rotting_tome") in G.legal_actions(st, 0)
    st, _ev = act(st, A.UseItem(0, "rotting_tome"))
    p = st.players[0]
    assert p.stock["lesser_corpse"] == 2 and p.used == ["rotting_tome"] and p.items == ["rotting_tome"]
    assert A.UseItem(0, "rotting_tome") not in G.legal_actions(st, 0)
    with pytest.raises(IllegalAction):
        G.apply(st, A.UseItem(0, "rotting_tome"))
    assert academy_count(st, 0, "green") == 1
    st, _ = act(st, A.EndPlay(0)) if st.turn.stage == "play" else (st, [])
    while st.turn.stage == "raise":
        st, _ = act(st, A.EndRaise(0))
    st, _ = act(st, A.Move(0, "valley"))
    assert st.players[0].item_track == 1
    later = scene(st, 0, "play", number=30)
    assert A.UseItem(0, "rotting_tome") not in G.legal_actions(later, 0)  # once during the game


def test_once_items_of_every_timing_through_the_engine():
    """UseItem: Tome of Bones draws 2 Spells in phase 1; the Drowned Bell and Heart Jar are chosen before a
    combat you start and work in that combat only; each is then turned over."""
    st = scene(new(), 0, "play", "ashen_fields")
    st.players[0].items = ["tome_of_bones", "heart_jar", "drowned_bell"]
    top = st.spell_deck[:2]
    assert {a.card for a in G.legal_actions(st, 0) if isinstance(a, A.UseItem)} == {"tome_of_bones"}
    st, _ = act(st, A.UseItem(0, "tome_of_bones"))
    assert st.players[0].hand[-2:] == top and st.players[0].fresh == top
    st, _ = act(st, A.EndPlay(0)) if st.turn.stage == "play" else (st, [])
    st.dungeon_deck.remove("troll_chieftain")
    st.dungeon_deck.insert(0, "troll_chieftain")
    st, _ = act(st, A.Move(0, "ossuary_pit"))
    assert st.turn.stage == "ready"
    assert {a.card for a in G.legal_actions(st, 0) if isinstance(a, A.UseItem)} == {"heart_jar", "drowned_bell"}
    plain = clone(st)
    plain.forced = [6, 6, 6, 1]
    plain, ev = act(plain, A.Fight(0))
    assert "fails in the Dungeon" in texts(ev) and plain.players[0].used == [
        "tome_of_bones"
    ]  # no Heart Jar, no 4th die
    st, _ = act(st, A.UseItem(0, "heart_jar"))
    assert st.players[0].used == ["tome_of_bones"] and A.UseItem(0, "heart_jar") not in G.legal_actions(st, 0)
    st.forced = [6, 6, 6, 1]  # the Necromancer 6, the Troll 6 and 6, then the Heart Jar's final attack 1
    st, ev = act(st, A.Fight(0))
    while G.to_act(st) == [0] and st.turn.stage == "combat":
        st, more = act(st, A.Choose(0, "yes"))
        ev = tuple(ev) + tuple(more)
    assert "succeeds in the Dungeon" in texts(ev) and st.forced == []
    p = st.players[0]
    assert set(p.used) == {"tome_of_bones", "heart_jar"}
    assert set(p.items) == {"tome_of_bones", "heart_jar", "drowned_bell"}  # turned over, still in play
    assert R.once_items(st, 0, R.COMBAT_ONCE) == ["drowned_bell"]


def test_RN_ITEM_03_an_item_is_put_in_play_in_phase_1_for_its_cost():
    """RN-ITEM-03: the Hellforged Blade's 2 Ichor go to the supply; short of them, or after phase 1, it stays in hand."""
    st = give(_hand(scene(new(), 0, "play"), 0, "hellforged_blade", "weaken_1"), 0, ichor=1)
    assert "hellforged_blade" not in _plays(st, 0)
    give(st, 0, ichor=1)
    late, _ = act(st, A.EndPlay(0))
    with pytest.raises(IllegalAction, match="phase"):
        G.apply(late, A.PlayCard(0, "hellforged_blade"))
    st, _ = act(st, A.PlayCard(0, "hellforged_blade"))
    assert st.players[0].items == ["hellforged_blade"] and st.players[0].stock["ichor"] == 0
    assert st.supply["ichor"] == 20 and "hellforged_blade" not in st.players[0].hand
    assert [f.attacks for f in _fighter(st, 0, "necromancer")] == [[[2, 0]]]  # in play: +1 power at once


# ------------------------------------------------------------------------------------------ phase 2


def test_RN_RAISE_02_choose_pay_and_place_on_the_player_board():
    """RN-RAISE-02: the cost shown goes to the supply; the Minion joins the army on the Player board."""
    st = give(scene(new(), 0, "raise", "valley"), 0, lesser_corpse=1, ichor=1)
    st, _ev = act(st, A.Raise(0, "hell_knight", 0))
    p = st.players[0]
    assert p.army["hell_knight"] == 1 and p.stock["lesser_corpse"] == 0 and p.stock["ichor"] == 0
    assert st.supply["lesser_corpse"] == 20 and st.supply["ichor"] == 20 and st.supply["hell_knight"] == 14
    assert R.allowance(R.Ctx(st), 0) == 2  # it travels with the miniature (move 2)


def test_RN_RAISE_05_the_ghost():
    """RN-RAISE-05: 1 Greater corpse and 1 Dark water; power 3, move 1, Ghost strike; blue."""
    st = give(scene(new(), 0, "raise", "valley"), 0, greater_corpse=1)
    assert not any(isinstance(a, A.Raise) and a.kind == "ghost" for a in G.legal_actions(st, 0))
    give(st, 0, dark_water=1)
    st, _ = act(st, A.Raise(0, "ghost", 0))
    assert not any(st.players[0].stock.values()) and st.players[0].army["ghost"] == 1
    assert [f.attacks for f in _fighter(st, 0, "minion")] == [[[3, 1]]]
    assert R.allowance(R.Ctx(st), 0) == 1 and academy_count(st, 0, "blue") == 1


def test_RN_RAISE_06_the_skeletal_dragon():
    """RN-RAISE-06: 1 Greater corpse, 1 Ichor and 1 Scroll; power 4, move 3; bone."""
    st = give(scene(new(), 0, "raise", "valley"), 0, greater_corpse=1, ichor=1)
    assert not any(isinstance(a, A.Raise) and a.kind == "skeletal_dragon" for a in G.legal_actions(st, 0))
    give(st, 0, scroll=1)
    st, _ = act(st, A.Raise(0, "skeletal_dragon", 0))
    assert not any(st.players[0].stock.values()) and st.players[0].army["skeletal_dragon"] == 1
    assert [f.attacks for f in _fighter(st, 0, "minion")] == [[[4, 0]]]
    assert R.allowance(R.Ctx(st), 0) == 3 and academy_count(st, 0, "bone") == 1


def test_raise_cost_reductions_through_the_engine():
    """reduce_cost: the Dragon Caller's Dragons cost no Scroll, the Dragon Groom's no Ichor: together a
    Greater corpse alone; the Ghost Whisperer's Ghosts cost no Dark water."""
    st = give(_named(scene(new(), 0, "raise", "valley"), 0, "dragon_caller"), 0, greater_corpse=2, ichor=1)
    st, _ = act(st, A.Raise(0, "skeletal_dragon", 0))
    assert st.players[0].stock == {**st.players[0].stock, "ichor": 0, "greater_corpse": 1, "scroll": 0}
    st = scene(st, 0, "raise", number=9)
    st.players[0].apprentice = "dragon_groom"
    st, _ = act(st, A.Raise(0, "skeletal_dragon", 0))  # a Greater corpse only
    assert st.players[0].army["skeletal_dragon"] == 2 and not any(st.players[0].stock.values())
    gh = give(scene(new(), 0, "raise", "valley"), 0, greater_corpse=1)
    gh.players[0].apprentice = "ghost_whisperer"
    gh, _ = act(gh, A.Raise(0, "ghost", 0))
    assert gh.players[0].army["ghost"] == 1 and gh.supply["dark_water"] == 20


def test_extra_raises_through_the_engine():
    """extra_raise: the Rot Lord may raise one more Zombie (paying for it), not a third, not another kind."""
    st = give(_named(scene(new(), 0, "raise", "valley"), 0, "rot_lord"), 0, lesser_corpse=4, ichor=1)
    st, _ = act(st, A.Raise(0, "zombie", 0))
    assert st.turn.stage == "raise"
    legal = [a for a in G.legal_actions(st, 0) if isinstance(a, A.Raise)]
    assert legal == [A.Raise(0, "zombie", 0)]  # not a Hell knight
    st, _ = act(st, A.Raise(0, "zombie", 0))
    assert st.players[0].army["zombie"] == 2 and st.players[0].stock["lesser_corpse"] == 2
    assert st.turn.stage == "move"
    # with the Maggot Crown too: two more Zombies
    st = give(_named(scene(new(), 0, "raise", "valley"), 0, "rot_lord"), 0, lesser_corpse=4)
    st.players[0].items = ["maggot_crown"]
    for _ in range(3):
        st, _ = act(st, A.Raise(0, "zombie", 0))
    assert st.players[0].army["zombie"] == 3 and st.turn.stage == "move"
    # without it: one only
    one = give(_named(scene(new(), 0, "raise", "valley"), 0, "plague_mother"), 0, lesser_corpse=2)
    one, _ = act(one, A.Raise(0, "zombie", 0))
    assert one.turn.stage == "move" and one.players[0].army["zombie"] == 1


# ------------------------------------------------------------------------------------------ contents


def test_RN_CONT_07_every_attack_is_rolled_however_many():
    """RN-CONT-07: no cap at the 6 physical dice: a Necromancer and 8 Zombies roll 9 dice, the City 1."""
    st = give(scene(new(), 0, "move", "valley", dice=[6] * 10 + [2] * 3), 0, zombie=8)
    st, ev = act(st, A.Move(0, "mudwick"))
    assert st.forced == [2] * 3  # exactly ten dice rolled
    assert "conquers Mudwick" in texts(ev)


def test_RN_CONT_09_sixteen_apprentices_with_cost_power_colour_and_abilities():
    """RN-CONT-09: 16 Apprentices, 4 a colour; each fights with its printed power; one has power below 4."""
    assert len(C.apprentices) == 16
    colours = [a.colour for a in C.apprentices.values()]
    assert all(colours.count(c) == 4 for c in ("green", "bone", "red", "blue"))
    st = _named(scene(new(), 0, "move"), 0)
    for aid, card in C.apprentices.items():
        st.players[0].apprentice = aid
        (f,) = _fighter(st, 0, "apprentice")
        ghost = int(any(e.kind == "ghost_strike" and e.unit == "apprentice" for e in card.effects))
        assert f.attacks == [[p, ghost] for p in card.power], aid
        assert card.name and card.cost is not None
    assert any(max(a.power) < 4 for a in C.apprentices.values())
    assert sum(1 for a in C.apprentices.values() if a.effects) >= 12  # unique abilities, nearly all


def test_RN_CONT_11_the_rule_summary_screen_is_built_from_the_rules_content():
    """RN-CONT-11: view.rules_summary() (the player aid for the table): the win at 13, the five phases in
    order, every Minion's cost, power and move, and every Spell's levels, from the engine's content."""
    from tabletop.games.rise.view import rules_summary

    summary = dict(rules_summary())
    assert list(summary)[:2] == ["Winning", "Turn sequence"] and "13" in summary["Winning"][0]
    assert [line[0] for line in summary["Turn sequence"]] == ["1", "2", "3", "4", "5"]
    assert "optional" in summary["Turn sequence"][0] and "mandatory" in summary["Turn sequence"][2]
    minions = "\n".join(summary["Minions"])
    for k in MINION_KINDS:
        m = C.minion(k)
        assert f"{m.name}: " in minions and f"move {m.move}" in minions
    assert "Ghost: 1 Dark Water + 1 Greater Corpse; power 3, move 1" in minions
    assert "Hell knight: 1 Ichor + 1 Lesser Corpse or 1 Scroll + 1 Lesser Corpse" in minions
    spells = "\n".join(next(v for k, v in summary.items() if k.startswith("Spells")))
    for s in C.spells.values():
        assert all(lv.text in spells for lv in s.levels)
