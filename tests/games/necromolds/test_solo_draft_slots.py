"""Basalt's Dice Draft Guide: which slot of a card a move die goes on (rulebook: Basalt's Dice Draft Guide,
Q3 "Can Basalt's monster move to make a melee attack this round? If Yes: Select and assign it a move
command die", Q4; NM-SOLO-20/31/32/33/38 with NM-ROUND-12/13), on set positions.

A card may have two open slots taking a move die: Mud Mumps a stable combined move/ranged slot and an
unstable move slot; Veggitoad a stable medium and an unstable far one. The guide says which card; the
slot is the best choice (NM-SOLO-20/33): the one whose die makes the most actions, and among those one
that leaves the card a slot for a ranged die."""

from __future__ import annotations

from tabletop.games.necromolds import basalt
from tabletop.games.necromolds import solo_events as SE
from tabletop.games.necromolds.state import BASALT, HUMAN, clone

from .helpers import basalt_runs, give, solo_position

# radii: insectomite 0.85, mud mump 0.45, sprout 0.5


def _below(y_enemy: float, r_enemy: float, r_own: float, gap: float) -> float:
    """The y of a base `gap` inches below an enemy base at y_enemy."""
    return y_enemy + r_enemy + r_own + gap


def _pick(state):
    action, reasons = basalt.choose(clone(state))
    return action, reasons[0]


def _ranged_slot_open(state) -> bool:
    from tabletop.games.necromolds import command_dice

    return command_dice.slot_open(state, BASALT, "mud_mumps", 0)


def test_nm_solo_31_33_round_13_a_q3_move_die_for_one_mud_mump_keeps_their_only_ranged_slot_open():
    """NM-SOLO-31/33 with NM-ROUND-12/13: of three Mud Mumps one can charge (2 in from an enemy; the others
    11 in away). A move die on the unstable slot makes that one charge as well as the stable combined
    move/ranged slot would, and leaves the combined slot, the card's only ranged slot, open. (It went on
    the combined slot, leaving the Mud Mumps no slot for a ranged die that round.)"""
    humans = [(0, "insectomite", x, 4) for x in (3, 12, 21)]
    mumps = [(1, "mud_mumps", 3, _below(4, 0.85, 0.45, 2.0))]
    mumps += [(1, "mud_mumps", x, _below(4, 0.85, 0.45, 11.0)) for x in (12, 21)]
    st = solo_position(humans + mumps, pool=["move", "move"])
    action, why = _pick(st)
    assert why.rule == "q3" and why.count == 1
    assert (action.book, action.slot) == ("mud_mumps", 1)
    after, _ = basalt_runs(st)
    assert _ranged_slot_open(after)


def test_nm_solo_31_33_38_a_q3_move_die_that_makes_more_charges_on_the_combined_slot_goes_there():
    """NM-SOLO-31/33/38: all three Mud Mumps can charge: the stable combined slot makes three charges, the
    unstable slot one (NM-ROUND-13): the die goes on the combined slot."""
    humans = [(0, "insectomite", x, 4) for x in (3, 12, 21)]
    mumps = [(1, "mud_mumps", x, _below(4, 0.85, 0.45, 2.0)) for x in (3, 12, 21)]
    st = solo_position(humans + mumps, pool=["move", "move"])
    action, why = _pick(st)
    assert why.rule == "q3" and why.count == 3 and (action.book, action.slot) == ("mud_mumps", 0)


def test_nm_solo_32_33_a_q4_move_die_for_a_lone_mud_mump_keeps_the_ranged_slot_open():
    """NM-SOLO-32/33: a lone Mud Mump far from every enemy is given Q4's move die ("the monster that is
    furthest from an enemy"). Either slot moves it; the unstable one leaves the combined move/ranged slot
    open, and the ranged die left in the pool still fits the card. (The die went on the combined slot.)"""
    humans = [(0, "insectomite", 12, 2)]
    st = solo_position(humans + [(1, "mud_mumps", 12, 16)], pool=["move", "ranged"])
    action, why = _pick(st)
    assert why.rule == "q4" and (action.book, action.slot) == ("mud_mumps", 1)
    after, _ = basalt_runs(st)
    assert _ranged_slot_open(after)


def test_nm_solo_32_38_a_q4_move_die_for_several_mud_mumps_moves_them_all():
    """NM-SOLO-32/38 with NM-ROUND-13: with three Mud Mumps the stable combined slot moves all three, the
    unstable one only one: Q4's die goes on the combined slot (the most actions)."""
    humans = [(0, "insectomite", 12, 2)]
    st = solo_position(humans + [(1, "mud_mumps", x, 16) for x in (10, 12, 14)], pool=["move", "ranged"])
    action, why = _pick(st)
    assert why.rule == "q4" and (action.book, action.slot) == ("mud_mumps", 0)


def test_nm_solo_31_33_q3_asks_every_move_slot_a_veggitoad_reaches_with_its_far_unstable_slot():
    """NM-SOLO-31/33: a Sprout 6 in from an enemy cannot reach it with its medium slot (5 in) but can with
    its far unstable slot (7 in): Q3 says "Yes" and the die goes on the far slot. (Q3 asked the stable
    medium slot alone, said "No", and Q4 gave the die to the medium slot as a move toward the enemy.)"""
    humans = [(0, "insectomite", 12, 4)]
    st = solo_position(humans + [(1, "veggitoad", 12, _below(4, 0.85, 0.5, 6.0), 0)], pool=["move"])
    action, why = _pick(st)
    assert why.rule == "q3" and why.count == 1 and (action.book, action.slot) == ("veggitoad", 1)


def _behind_the_wall():
    """Three Insectomites 7 in below their enemies with a Crypt Wall across the way (6 in long, its doorway
    1.4 in: too narrow for an Insectomite's 1.7 in base), two Graveghouls 7 in from theirs in the open;
    each card holds its move die (medium, 5 in), one ranged die (close, 3 in) is left in the pool."""
    humans = [(0, "mud_mumps", x, 4) for x in (10, 12, 14, 19, 21)]
    mites = [(1, "insectomite", x, _below(4, 0.45, 0.85, 7.0)) for x in (10, 12, 14)]
    ghouls = [(1, "graveghoul", x, _below(4, 0.45, 0.6, 7.0)) for x in (19, 21)]
    st = solo_position(humans + mites + ghouls, pool=["ranged"], terrain=[("crypt_wall", 12, 10)])
    give(st, BASALT, "move", "insectomite", 0)
    give(st, BASALT, "move", "graveghoul", 0)
    return st


def test_nm_solo_36_38_46_a_ranged_die_goes_to_the_card_that_shoots_after_its_move_not_one_a_wall_stops():
    """NM-SOLO-36/38/46 (Q4's OTHERWISE, Action Priority): the Insectomites' enemies are within their move
    and reach in a straight line (5 + 3 in), but the wall bends the way: after the move none of them is in
    range and sight. Both Graveghouls move into range and shoot. The ranged die goes to the Graveghouls.
    Played out with the die, the Insectomites' turn is two Q4 commands and no shot. (The measure was the
    straight-line gap: three shots for the Insectomites, and the die went to them.)"""
    st = _behind_the_wall()
    action, why = _pick(st)
    assert why.rule == "best" and (action.book, action.slot) == ("graveghoul", 1)
    mites = clone(st)
    mites.solo.pool = []
    mites.seats[BASALT].dice.pop()  # the Graveghouls' move die: the Insectomites' card alone
    give(mites, BASALT, "ranged", "insectomite", 1)
    mites.phase, mites.turn_seat, mites.first, mites.turn_order = "turns", BASALT, BASALT, [BASALT, HUMAN]
    _after, events = basalt_runs(mites)
    said = [e.record for e in events if isinstance(e.record, SE.BasaltChoice)]
    assert [r.rule for r in said if r.step == "command"] == ["q4", "q4"]
    assert not any(r.step == "target" and r.rule == "weak_target" for r in said)
