"""Rise Academies through the engine, each test named by the checklist IDs it checks (RN-ACAD:
becoming Headmaster, taking the title over, guards, what counts, the cards' colours)."""

from __future__ import annotations

from tabletop.content.rise.cards import COLOURS
from tabletop.games.rise import actions as A
from tabletop.games.rise import rules as R
from tabletop.games.rise.content import academy_count, cards, effects
from tabletop.games.rise.state import counters_placed
from tests.games.rise.test_engine_kit import act, give, new, own, scene, texts
from tests.games.rise.test_engine_kit import guard as _guard

CARDS = cards()
MIST = "academy_of_mist"  # blue; next to whispering_stacks, where each test starts


def _at(dice=()):
    return scene(new(), 0, "move", "whispering_stacks", dice=dice)


def _head(st, seat, colour="blue", space=MIST):
    st.headmasters[colour] = seat
    st.players[seat].headmasters.append(colour)
    own(st, seat, space, 2)
    return st


def test_RN_ACAD_02_06_six_blue_cards_and_minions_make_the_pink_player_headmaster():
    """RN-ACAD-02, RN-ACAD-06: cards in play and Minions (Player and Game board) of the colour count, never the hand."""
    st = _at()
    p = st.players[0]
    p.necromancer, p.apprentice = "fog_seer", "wisp_child"  # 2 blue cards in play
    p.spells, p.items = ["mist_walk_1"], ["mist_cloak"]  # 2 more
    p.hand = ["mist_walk_2", "cat_familiar"]  # blue cards in hand never count
    give(st, 0, ghost=1)  # a blue Minion on the Player board
    _guard(st, 0, "mudwick", ghost=0)
    assert academy_count(st, 0, "blue") == 5
    five, ev = act(st, A.Move(0, MIST))
    assert "cannot become Headmaster" in texts(ev) and "blue" not in five.headmasters
    st.guards["mudwick"].army["ghost"] = 1  # a Ghost on the Game board counts too (RN-SPEC-07)
    st.supply["ghost"] -= 1
    st, ev = act(st, A.Move(0, MIST))
    assert st.headmasters["blue"] == 0 and st.players[0].headmasters == ["blue"]
    assert st.dominion[MIST].count == 2 and st.players[0].stock["dark_water"] == 2


def test_RN_ACAD_03_more_than_the_headmaster_whose_card_counts_one_takes_the_title():
    st = _head(give(_at(), 1, ghost=6), 1)
    assert academy_count(st, 1, "blue") == 7  # six Ghosts and the Headmaster card
    give(st, 0, ghost=7)
    tie, _ev = act(st, A.Move(0, MIST))
    assert tie.headmasters["blue"] == 1  # 7 against 7: a tie does not take it
    give(st, 0, ghost=1)
    st, _ev = act(st, A.Move(0, MIST))
    assert st.headmasters["blue"] == 0 and st.players[1].headmasters == []
    assert st.dominion[MIST].seat == 0 and counters_placed(st, 1) == 0


def test_RN_ACAD_04_the_headmasters_guards_are_fought_first():
    """RN-ACAD-04, RN-COMBAT-27: the Headmaster's guards are fought first; beating them makes you Headmaster."""
    st = _head(give(_at(), 1, ghost=1), 1)
    _guard(st, 1, MIST, zombie=1)
    give(st, 0, ghost=6)
    # The guard fight: my Ghosts strike first (six dice in step 2): one hits the Zombie, the rest miss.
    st.forced = [1, 6, 6, 6, 6, 6, 6]  # ... then step 3: my Necromancer 6 (the Zombie is gone)
    st, ev = act(st, A.Move(0, MIST))
    assert "Combat (versus Minions)" in texts(ev) and st.fight is None
    assert st.headmasters["blue"] == 0 and MIST not in st.guards


def test_RN_ACAD_04_losing_to_the_guards_leaves_the_headmaster():
    """RN-ACAD-04: losing to the Headmaster's guards leaves the Headmaster in place and ends the turn."""
    st = _head(_at(dice=[6] * 6 + [6, 1]), 1)
    _guard(st, 1, MIST, zombie=1)
    give(st, 0, ghost=6)
    st, _ev = act(st, A.Move(0, MIST))  # all my Ghosts miss; Necromancer 6, the Zombie 1 (on a Ghost)
    assert st.players[0].army["ghost"] == 5 and st.forced == []
    assert st.headmasters["blue"] == 1 and st.guards[MIST].army["zombie"] == 1 and st.turn.seat == 1


def test_RN_ACAD_04_after_beating_the_guards_the_headmaster_test_is_applied_again():
    """RN-ACAD-04 (with RN-ACAD-02/03/09): the guards are beaten first, then the Headmaster test is made
    again with what is left: a Ghost lost in the guard fight leaves five blue, short of six, so the
    title stays with the Headmaster (whose counters stay too) and the turn ends."""
    st = _head(give(_at(), 1, ghost=1), 1)  # the Headmaster: its card and a Ghost (2 blue)
    _guard(st, 1, MIST, zombie=1)
    give(st, 0, ghost=6)  # exactly six blue before the fight
    # Step 2: my six Ghost strikes miss; step 3: my Necromancer 1 (the Zombie falls), the Zombie 1 (a Ghost falls).
    st.forced = [6] * 6 + [1, 1]
    st, ev = act(st, A.Move(0, MIST))
    assert "Combat (versus Minions)" in texts(ev) and MIST not in st.guards and st.forced == []
    assert st.players[0].army["ghost"] == 5 and "cannot become Headmaster" in texts(ev)
    assert st.headmasters["blue"] == 1 and st.players[0].headmasters == [] and st.dominion[MIST].seat == 1
    assert st.turn.seat == 1


def test_RN_ACAD_07_a_headmaster_below_six_keeps_the_title_and_its_bonus():
    """RN-ACAD-07: a Headmaster with fewer than six of the colour keeps the title and the card's bonus until someone takes it (RN-ACAD-09)."""
    st = _head(_at(), 0)
    assert academy_count(st, 0, "blue") == 1
    assert st.headmasters["blue"] == 0 and any(e.kind == "move_bonus" for e in effects(st, 0))
    assert R.allowance(R.Ctx(st), 0) == 2  # 1 without Minions + the Academy of Mist's +1
    give(st, 1, ghost=5)  # and a challenger with five cannot take it either (RN-ACAD-09)
    st1 = scene(st, 1, "move", "whispering_stacks")
    st1, _ = act(st1, A.Move(1, MIST))
    assert st1.headmasters["blue"] == 0


def test_RN_ACAD_09_taking_over_from_a_weak_headmaster_still_needs_six():
    st = _head(give(_at(), 1, ghost=2), 1)  # the Headmaster has 3 (two Ghosts and the card)
    give(st, 0, ghost=5)
    five, _ = act(st, A.Move(0, MIST))
    assert five.headmasters["blue"] == 1  # 5 > 3 but not six: reading B
    give(st, 0, ghost=1)
    st, _ = act(st, A.Move(0, MIST))
    assert st.headmasters["blue"] == 0


def test_RN_ACAD_10_the_card_its_bonus_and_the_counters_pass_to_the_new_headmaster():
    """RN-ACAD-10, RN-DOM-08: the card and its bonus pass to the new Headmaster; the old one's counters on the space return to them."""
    st = _head(_at(), 1)
    st.guards.clear()
    assert any(e.kind == "move_bonus" for e in effects(st, 1))
    give(st, 0, ghost=6)
    st, ev = act(st, A.Move(0, MIST))
    assert st.players[1].headmasters == [] and not any(e.kind == "move_bonus" for e in effects(st, 1))
    assert any(e.kind == "move_bonus" for e in effects(st, 0))
    assert st.dominion[MIST].seat == 0 and st.dominion[MIST].count == 2 and counters_placed(st, 1) == 0
    assert "returns" in texts(ev) or "return to them" in texts(ev)


def test_RN_ACAD_11_your_own_academy_or_one_you_do_not_qualify_for_is_no_action():
    st = _head(give(_at(), 0, ghost=6), 0)
    st.players[0].stock["dark_water"] = 0
    st, ev = act(st, A.Move(0, MIST))
    assert "cannot become Headmaster" in texts(ev) and st.players[0].stock["dark_water"] == 0
    assert st.dominion[MIST].count == 2 and st.turn.seat == 1
    # Not qualifying: the guards there are not fought.
    st = _head(_at(), 1)
    _guard(st, 1, MIST, zombie=1)
    st, ev = act(st, A.Move(0, MIST))
    assert "Combat" not in texts(ev) and st.forced == [] and st.guards[MIST].army["zombie"] == 1


def test_RN_ACAD_12_four_headmaster_cards_and_every_card_has_an_academy_colour():
    assert sorted(CARDS.headmasters) == sorted(COLOURS)
    for colour, card in CARDS.headmasters.items():
        assert card.effects, colour
    for deck in (CARDS.necromancers, CARDS.apprentices, CARDS.items, CARDS.spells):
        for cid, card in deck.items():
            assert card.colour in COLOURS, cid
    golems = [d for d, c in CARDS.dungeons.items() if c.golem]
    assert golems and all(CARDS.dungeons[g].colour in COLOURS for g in golems)
    # The colours are what the engine counts: a green Golem counts toward the Academy of Decay.
    st = _at()
    st.players[0].golems = ["flesh_golem"]
    assert academy_count(st, 0, "green") == 1 and academy_count(st, 0, "red") == 0
    st.players[0].apprentice = "ossified_squire"  # academy_count: counts as more than one card
    squire = CARDS.apprentices["ossified_squire"]
    extra = next(e.amount for e in squire.effects if e.kind == "academy_count")
    assert academy_count(st, 0, squire.colour) == 1 + extra + (squire.colour == "green")


def test_RN_ACAD_02_03_headmaster_problem_is_the_rule_the_move_applies_and_the_table_says():
    """RN-ACAD-02, RN-ACAD-03, RN-ACAD-11: rules.headmaster_problem (which the table shows before a
    move) gives words exactly when the move would not make the seat Headmaster."""
    st = _at()
    assert R.headmaster_problem(st, 0, "blue") == "needs 6 blue cards and Minions (you have 0)"
    give(st, 0, ghost=6)
    assert R.headmaster_problem(st, 0, "blue") == ""
    _head(give(st, 1, ghost=6), 1)  # seven for the Headmaster (six Ghosts and the card): 6 is not more
    assert (
        R.headmaster_problem(st, 0, "blue")
        == "needs more blue cards and Minions than its Headmaster, Player 2 (7; you have 6)"
    )
    assert R.headmaster_problem(st, 1, "blue") == "you are its Headmaster already"
    for ghosts, takes in ((0, False), (1, False), (2, True)):  # 7 against 7 is a tie: no title
        trial = _head(give(_at(), 1, ghost=6), 1)
        give(trial, 0, ghost=6 + ghosts)
        after, _ = act(trial, A.Move(0, MIST))
        assert (after.headmasters["blue"] == 0) is takes
        assert (R.headmaster_problem(trial, 0, "blue") == "") is takes
