"""Basalt's Turn Guide, the card he plays (rulebook: Basalt's Turn Guide, "choose the shared play card
with move or ranged command dice assigned to it that will result in the most combat"; NM-SOLO-43), on
set positions: the attacks a card's dice make this turn, counted as the guide performs them."""

from __future__ import annotations

from tabletop.games.necromolds import basalt
from tabletop.games.necromolds import solo_events as SE
from tabletop.games.necromolds.state import BASALT, HUMAN, clone

from .helpers import give, solo_position


def _his_turn(monsters, dice):
    """Round 1, his turn, his `dice` (face, book, slot) on his cards."""
    st = solo_position(monsters, phase="turns")
    for face, book, slot in dice:
        give(st, BASALT, face, book, slot)
    st.turn_seat = st.first = BASALT
    st.turn_order = [BASALT, HUMAN]
    return st


def _card(st) -> SE.BasaltChoice:
    _action, reasons = basalt.choose(clone(st))
    return next(r for r in reasons if r.step == "card")


def test_nm_solo_43_round_13_a_move_die_on_an_unstable_slot_makes_one_attack():
    """NM-SOLO-43 with NM-ROUND-13: three Mud Mumps could each charge, but their move die sits on the
    unstable slot: one of them moves, one attack. Two Veggitoads that can both charge make more combat.
    (The count was every Mud Mump that could charge: 3, and the Mud Mumps were played.)"""
    humans = [(0, "insectomite", x, 4) for x in (3, 8, 13, 18, 23)]
    mumps = [(1, "mud_mumps", x, 4 + 0.85 + 0.45 + 2.0) for x in (3, 8, 13)]
    sprouts = [(1, "veggitoad", x, 4 + 0.85 + 0.5 + 3.0, 0) for x in (18, 23)]
    st = _his_turn(humans + mumps + sprouts, [("move", "mud_mumps", 1), ("move", "veggitoad", 0)])
    card = _card(st)
    assert card.book == "veggitoad" and card.count == 2
    assert basalt.most_combat(st, "mud_mumps") == ("q3", 0, 1)
    assert basalt.most_combat(st, "veggitoad") == ("q3", 1, 2)


def test_nm_solo_43_44_47_a_card_that_shoots_and_then_charges_makes_the_most_combat():
    """NM-SOLO-43/44/45/47: Graveghoul 1 can shoot now (Q1) and both Graveghouls can then charge with the
    card's move die (Q3, read again after the shot): three attacks. The Insectomites' move die makes two
    charges. (The count was the first command's alone, one shot, and the Insectomites were played.)"""
    humans = [(0, "mud_mumps", x, 4) for x in (4, 10, 16, 22)]
    ghouls = [(1, "graveghoul", 4, 4 + 0.45 + 0.6 + 2.0), (1, "graveghoul", 10, 4 + 0.45 + 0.6 + 4.0)]
    mites = [(1, "insectomite", x, 4 + 0.45 + 0.85 + 4.0) for x in (16, 22)]
    st = _his_turn(
        humans + ghouls + mites,
        [("ranged", "graveghoul", 1), ("move", "graveghoul", 0), ("move", "insectomite", 0)],
    )
    card = _card(st)
    assert card.book == "graveghoul" and card.count == 3
    assert basalt.most_combat(st, "graveghoul") == ("q1", 0, 3)
    assert basalt.most_combat(st, "insectomite")[2] == 2
