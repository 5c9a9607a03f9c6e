"""Rise Dungeons through the engine, each test named by the checklist IDs it checks (RN-DUNG:
entering, guards, Quests, Quest-Choices, Combat cards, treasure, the deck, Golems), forced dice."""

from __future__ import annotations

from tabletop.games.rise import actions as A
from tabletop.games.rise.content import cards
from tabletop.games.rise.state import counters_placed
from tests.games.rise.test_engine_kit import G, act, give, new, own, scene, texts
from tests.games.rise.test_engine_kit import guard as _guard

CARDS = cards()
DUNGEON = "ossuary_pit"  # next to ashen_fields, where each test starts


def _top(st, card):
    st.dungeon_deck.remove(card)
    st.dungeon_deck.insert(0, card)
    return st


def _at(card=None, dice=()):
    st = scene(new(), 0, "move", "ashen_fields", dice=dice)
    return _top(st, card) if card else st


def test_RN_DUNG_01_04_ending_on_a_free_dungeon_enters_it_and_reveals_the_top_card():
    """RN-DUNG-01, RN-DUNG-04: the top card is taken and shown to everyone."""
    st = _at("ferrymans_toll")
    give(st, 0, ichor=1)
    deck = len(st.dungeon_deck)
    st, ev = act(st, A.Move(0, DUNGEON))
    shown = [e for e in ev if e.kind == "dungeon"]
    assert len(shown) == 1 and shown[0].to is None and shown[0].data["card"] == "ferrymans_toll"  # to all
    assert len(st.dungeon_deck) == deck - 1 and "Ferryman's Toll" in shown[0].text


def test_RN_DUNG_02_a_dungeon_you_hold_gives_no_action():
    st = own(_at("troll_chieftain"), 0, DUNGEON, 1)
    deck = list(st.dungeon_deck)
    st, ev = act(st, A.Move(0, DUNGEON))
    assert st.dungeon_deck == deck and "no action" in texts(ev) and "Combat" not in texts(ev)
    assert st.dominion[DUNGEON].count == 1 and st.turn.seat == 1


def test_RN_DUNG_03_guards_are_fought_first_and_winning_enters():
    """RN-DUNG-03, RN-COMBAT-27: another player's guards on the Dungeon are fought first; winning enters it."""
    st = own(_at("troll_chieftain"), 1, DUNGEON, 1)
    _guard(st, 1, DUNGEON, zombie=1)
    deck = len(st.dungeon_deck)
    # vs the guard: Necromancer 1, guard Zombie 6 (won); then the Troll: Necromancer 1, Troll 6 6
    st.forced = [1, 6, 1, 6, 6]
    st, ev = act(st, A.Move(0, DUNGEON))
    log = texts(ev)
    assert log.index("Combat (versus Minions)") < log.index("enters the Dungeon")
    assert st.dominion[DUNGEON].seat == 0 and len(st.dungeon_deck) == deck - 1
    assert counters_placed(st, 1) == 0  # RN-DUNG-10: the opposing counter returned


def test_RN_DUNG_03_losing_to_the_guards_ends_the_turn_without_entering():
    """RN-DUNG-03: losing to the guards ends the turn without entering the Dungeon."""
    st = own(_at("troll_chieftain", dice=[6, 6]), 1, DUNGEON, 1)
    _guard(st, 1, DUNGEON, zombie=1)
    deck = list(st.dungeon_deck)
    st, ev = act(st, A.Move(0, DUNGEON))
    assert "enters the Dungeon" not in texts(ev) and st.dungeon_deck == deck
    assert st.guards[DUNGEON].army["zombie"] == 1 and st.turn.seat == 1 and st.dominion[DUNGEON].seat == 1


def test_guard_fight_the_owner_allocates_and_may_lose_a_chosen_guard():
    st = own(_at("troll_chieftain"), 1, DUNGEON, 1)
    _guard(st, 1, DUNGEON, zombie=1, hell_knight=1)
    give(st, 0, skeletal_dragon=1)
    # Dragon 1, Necromancer 6 (one wound); guards: Zombie 6, Hell knight 6
    st.forced = [1, 6, 6, 6]
    st, _ev = act(st, A.Move(0, DUNGEON))
    assert G.to_act(st) == [1]
    assert {a.choice for a in G.legal_actions(st, 1)} == {"guard:zombie:0", "guard:hell_knight:0"}
    st, _ev = act(st, A.Choose(1, "guard:zombie:0"))
    assert st.guards[DUNGEON].army == {"zombie": 0, "hell_knight": 1, "ghost": 0, "skeletal_dragon": 0}
    assert st.players[0].space == DUNGEON and st.turn.seat == 1  # lost: the turn is over
    assert st.supply["zombie"] == CARDS.supply("zombie")  # the wounded guard went back to the supply


def test_RN_DUNG_07_a_quest_must_be_followed():
    """RN-DUNG-07: a Quest card is followed without a choice."""
    st = give(_at("ferrymans_toll"), 0, ichor=1)
    st, _ev = act(st, A.Move(0, DUNGEON))
    assert st.turn.stage != "quest" and st.players[0].stock["ichor"] == 0  # paid without being asked
    assert st.players[0].stock["greater_corpse"] == 1 and st.dominion[DUNGEON].seat == 0


def test_RN_DUNG_07_a_quest_you_cannot_pay_fails():
    """RN-DUNG-07: a Quest whose price you cannot pay fails."""
    st = _at("ferrymans_toll")
    st, ev = act(st, A.Move(0, DUNGEON))
    assert "fails in the Dungeon" in texts(ev) and DUNGEON not in st.dominion
    assert st.dungeon_discard == ["ferrymans_toll"]


def test_RN_DUNG_07_a_failed_test_with_fail_ends_the_quest_and_a_wound_test_costs_a_wound():
    """RN-DUNG-07: a Quest's failed test either fails the quest or costs a wound, as the card says."""
    st = _at("poisoned_well", dice=[5])  # power 4: 5 fails
    st, ev = act(st, A.Move(0, DUNGEON))
    assert "failed" in texts(ev) and DUNGEON not in st.dominion and st.players[0].stock["dark_water"] == 0
    assert "dies" not in texts(ev) and st.players[0].space == DUNGEON  # a failed quest, not a wound
    st = _at("collapsing_tunnel", dice=[4])  # power 3, wound: the Apprentice takes it, the quest succeeds
    st.players[0].apprentice = "gravedigger"
    st, ev = act(st, A.Move(0, DUNGEON))
    p = st.players[0]
    assert p.apprentice is None and p.apprentices_dead == 1 and p.space == DUNGEON
    assert p.stock["lesser_corpse"] == 1 and st.dominion[DUNGEON].seat == 0


def test_quest_wound_goes_to_a_golem_before_the_apprentice():
    st = _at("collapsing_tunnel", dice=[6])
    p = st.players[0]
    p.apprentice, p.golems = "gravedigger", ["flesh_golem"]
    st, _ev = act(st, A.Move(0, DUNGEON))
    p = st.players[0]
    assert p.golems == [] and p.apprentice == "gravedigger" and st.dominion[DUNGEON].seat == 0


def test_RN_DUNG_08_a_quest_choice_may_be_declined():
    """RN-DUNG-08, RN-DUNG-12: a Quest-Choice may be declined (nothing paid, the card discarded) or followed."""
    st = give(_at("smugglers_den"), 0, dark_water=1)
    st, ev = act(st, A.Move(0, DUNGEON))
    assert st.turn.stage == "quest" and set(G.legal_actions(st, 0)) == {A.Quest(0, True), A.Quest(0, False)}
    no, ev = act(st, A.Quest(0, False))
    assert "declines" in texts(ev) and no.players[0].stock["dark_water"] == 1 and DUNGEON not in no.dominion
    assert no.dungeon_discard == ["smugglers_den"] and no.turn.seat == 1  # RN-DUNG-12
    yes, ev = act(st, A.Quest(0, True))
    assert yes.players[0].stock["dark_water"] == 0 and yes.players[0].stock["ichor"] == 2
    assert yes.dominion[DUNGEON].seat == 0 and yes.dungeon_discard == ["smugglers_den"]


def test_a_quest_you_cannot_finish_takes_no_part_payment():
    """Alchemist's Lab: pay 1 Ichor and 1 Dark water. With only the Ichor the quest fails before
    anything is paid (the engine checks every payment first)."""
    st = give(_at("alchemists_lab"), 0, ichor=1)
    st, _ = act(st, A.Move(0, DUNGEON))
    st, ev = act(st, A.Quest(0, True))
    assert "fails in the Dungeon" in texts(ev) and st.players[0].stock["ichor"] == 1


def test_RN_DUNG_06_minions_wait_outside_so_a_quest_cannot_sacrifice_them(monkeypatch):
    """RN-DUNG-06 (the checklist's reading; rulebook, Dungeons: "only your Necromancer and Apprentice can
    participate in combat and quests in the Dungeon"): the Minions on the Player board wait outside, so no
    quest may take one. The shipped deck asks none (the content check refuses such a card, see
    test_cards_content; Dark Altar and Tomb of a King were re-authored to ask corpses and resources), and a
    hand-made card that did (Dark Altar asking 1 Zombie, Tomb of a King 1 Minion of any kind) fails before
    anything is paid (RN-DUNG-07): nothing taken from the army, no treasure, no counter, the card discarded
    (RN-DUNG-12). No Minion is ever chosen, so no choice of which Minion arises."""
    import msgspec

    from tabletop.content.rise.cards import MINIONS, Effect
    from tabletop.games.rise.content import cards

    deck = cards().dungeons
    assert not any(
        e.kind == "pay" and (e.what in MINIONS or e.what == "minion") for c in deck.values() for e in c.quest
    )
    asks = {"dark_altar": "zombie", "tomb_of_a_king": "minion"}
    for card, army in (("dark_altar", {"zombie": 2}), ("tomb_of_a_king", {"zombie": 1, "skeletal_dragon": 1})):
        made = msgspec.structs.replace(deck[card], quest=[Effect(kind="pay", what=asks[card], amount=1)])
        monkeypatch.setitem(deck, card, made)
        st = give(_at(card), 0, **army)
        before, hand = dict(st.players[0].army), list(st.players[0].hand)
        st, _ = act(st, A.Move(0, DUNGEON))
        assert st.turn.stage == "quest", card  # a Quest-Choice: it may still be declined (RN-DUNG-08)
        st, ev = act(st, A.Quest(0, True))
        p = st.players[0]
        assert p.army == before and "wait outside" in texts(ev) and "fails in the Dungeon" in texts(ev), card
        assert DUNGEON not in st.dominion and st.dungeon_discard == [card] and p.hand == hand, card
        assert p.stock["greater_corpse"] == p.stock["scroll"] == p.stock["ichor"] == 0, card


def test_RN_DUNG_07_the_re_authored_dark_altar_takes_a_greater_corpse_and_gives_its_treasure():
    """RN-DUNG-07, RN-DUNG-13: Dark Altar (re-authored for RN-DUNG-06): pay 1 Greater corpse; treasure 2 Ichor
    and 1 Dark water; the counter is placed."""
    st = give(_at("dark_altar"), 0, greater_corpse=1)
    st, _ = act(st, A.Move(0, DUNGEON))
    st, ev = act(st, A.Quest(0, True))
    p = st.players[0]
    assert p.stock["greater_corpse"] == 0 and p.stock["ichor"] == 2 and p.stock["dark_water"] == 1
    assert st.dominion[DUNGEON].seat == 0 and "fails" not in texts(ev)


def test_RN_DUNG_09_one_wound_kills_a_combat_cards_foe_whatever_its_attacks():
    """RN-DUNG-09, RN-COMBAT-25: one wound kills a Combat card's foe, however many attacks it has; no wound loses."""
    st = _at("goblin_band", dice=[1, 6, 6, 6])  # Necromancer 1; Goblins 6, 6, 6
    st, ev = act(st, A.Move(0, DUNGEON))
    assert "Goblin Band takes a wound and is removed" in texts(ev) and st.dominion[DUNGEON].seat == 0
    st = _at("goblin_band", dice=[6, 6, 6, 6])
    st, ev = act(st, A.Move(0, DUNGEON))
    assert DUNGEON not in st.dominion and st.turn.seat == 1  # RN-COMBAT-25: lost, turn over


def test_RN_DUNG_10_success_treasure_opposing_counters_back_card_discarded_own_counter():
    st = own(_at("hill_giant", dice=[1, 6, 6]), 1, DUNGEON, 1)
    st, _ev = act(st, A.Move(0, DUNGEON))
    p = st.players[0]
    assert p.stock["greater_corpse"] == 2 and p.stock["ichor"] == 1
    assert st.dominion[DUNGEON].seat == 0 and st.dominion[DUNGEON].count == 1 and counters_placed(st, 1) == 0
    assert st.dungeon_discard == ["hill_giant"]


def test_RN_DUNG_11_an_empty_deck_is_made_again_from_the_discards():
    """RN-DUNG-11: an empty Dungeon deck is made again by shuffling the discard pile."""
    st = _at(dice=[1, 6, 6])
    st.dungeon_discard = ["troll_chieftain"]
    st.dungeon_deck = []
    st, ev = act(st, A.Move(0, DUNGEON))
    assert "shuffled into a new Dungeon deck" in texts(ev) and "Troll Chieftain" in texts(ev)
    assert st.dungeon_discard == ["troll_chieftain"] and st.dungeon_deck == []
    st = _at()
    st.dungeon_deck, st.dungeon_discard = [], []
    st, ev = act(st, A.Move(0, DUNGEON))
    assert "no Dungeon cards left" in texts(ev)


def test_RN_DUNG_12_a_card_not_completed_is_discarded_and_opposing_counters_stay():
    for card, dice, answer in (
        ("troll_chieftain", [6, 6, 6], None),
        ("poisoned_well", [6], None),
        ("smugglers_den", [], False),
    ):
        st = own(_at(card, dice=dice), 1, DUNGEON, 1)
        st, _ = act(st, A.Move(0, DUNGEON))
        if answer is not None:
            st, _ = act(st, A.Quest(0, answer))
        assert st.dungeon_discard == [card] and st.dominion[DUNGEON].seat == 1, card


def test_RN_SPEC_04_a_golem_beaten_joins_you_and_leaves_the_deck():
    st = _at("flesh_golem", dice=[1, 6])
    st, _ev = act(st, A.Move(0, DUNGEON))
    assert st.players[0].golems == ["flesh_golem"] and "flesh_golem" not in st.dungeon_discard
    assert st.dominion[DUNGEON].seat == 0
