"""Basalt's Turn Guide, the card he plays (rulebook: Basalt's Turn Guide, "choose the shared play card
with move or ranged command dice assigned to it that will result in the most combat"; NM-SOLO-43), on
set positions: the attacks a card's dice make this turn, counted as the guide performs them."""

from __future__ import annotations

from tabletop.games.necromolds import basalt
from tabletop.games.necromolds import basalt_reach as R
from tabletop.games.necromolds import solo_events as SE
from tabletop.games.necromolds import words as W
from tabletop.games.necromolds.state import BASALT, HUMAN, clone

from .helpers import basalt_runs, give, solo_position


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


def test_nm_solo_43_44_47_a_second_move_die_charges_after_the_first_brings_them_near():
    """NM-SOLO-43/44/47/48/52: two Boneclaws stand 8 inches from their enemies, beyond one medium move (5)
    but within their card's two (5 + 5): the first move die takes them toward their closest enemies (Q4,
    Strategic Movement) and the second charges (Q3, read again): two attacks. One Insectomite can charge
    now: one attack. (The count followed no die after a move: the Boneclaws made 0 and the Insectomite's
    card was played.) Played out, both Boneclaws charge with the second die. The table says "up to": the
    count after a move is a bound (most_combat), and a charge may yet be blocked."""
    humans = [(0, "insectomite", x, 4) for x in (3, 8, 13, 18)]
    claws = [(1, "boneclaw", x, 4 + 0.85 + 0.9 + 8.0) for x in (3, 8)]
    mites = [(1, "insectomite", 18, 4 + 0.85 + 0.85 + 3.0)]
    st = _his_turn(
        humans + claws + mites,
        [("move", "boneclaw", 0), ("move", "boneclaw", 1), ("move", "insectomite", 0)],
    )
    card = _card(st)
    assert card.book == "boneclaw" and card.count == 2
    assert W.event(st, card).text.endswith("the card that makes the most combat (up to 2 attacks)")
    assert basalt.most_combat(st, "boneclaw") == ("q4", 0, 2)
    assert basalt.most_combat(st, "insectomite") == ("q3", 2, 1)
    _after, events = basalt_runs(st)
    said = [e.record for e in events if isinstance(e.record, SE.BasaltChoice)]
    assert [r.rule for r in said if r.step == "command"][:2] == ["q4", "q3"]
    assert sum(1 for r in said if r.step == "target" and r.rule == "weak_target") == 2


def test_nm_solo_43_46_round_13_move_then_shoot_counts_the_shots_of_an_unstable_ranged_slot():
    """NM-SOLO-43/46 with NM-ROUND-13: three Wispwraiths can each move into range (Q2), but the ranged die
    performed after the move sits on the card's unstable slot: one of them shoots, one attack. Two
    Insectomites that can both charge make more combat. (The count was the movers, 3, as if each
    shot, and the Wispwraiths were played.)"""
    humans = [(0, "mud_mumps", x, 4) for x in (3, 8, 13, 18, 23)]
    wraiths = [(1, "wispwraith", x, 4 + 0.45 + 0.5 + 7.0) for x in (3, 8, 13)]
    mites = [(1, "insectomite", x, 4 + 0.45 + 0.85 + 4.0) for x in (18, 23)]
    st = _his_turn(
        humans + wraiths + mites,
        [("move", "wispwraith", 0), ("ranged", "wispwraith", 1), ("move", "insectomite", 0)],
    )
    card = _card(st)
    assert card.book == "insectomite" and card.count == 2
    assert basalt.most_combat(st, "wispwraith") == ("q2", 0, 1)


def test_nm_solo_43_46_47_a_charger_counts_for_the_ranged_die_performed_after_its_move(monkeypatch):
    """NM-SOLO-43/46/47: a monster that charges stands in contact with its enemy, so the card's ranged die
    performed after the move counts its shot too. On an open map a monster that can charge can also stop
    in range (Q2), so the spots in range are taken away here (as terrain or sight can): Graveghoul 1,
    which cannot charge, moves into range and shoots (Q2); Graveghoul 2 has no spot in range and charges
    in that move, then shoots: three attacks; with no spot in range for either, Graveghoul 2's charge is
    Q3 and its shot after it: two. (The count was Q2's movers alone, 1, and Q3's charges alone, 1.)"""
    humans = [(0, "mud_mumps", x, 4) for x in (4, 10)]
    ghouls = [(1, "graveghoul", 4, 4 + 0.45 + 0.6 + 6.0), (1, "graveghoul", 10, 4 + 0.45 + 0.6 + 4.0)]
    st = _his_turn(humans + ghouls, [("move", "graveghoul", 0), ("ranged", "graveghoul", 1)])
    plan = R.range_plan
    monkeypatch.setattr(R, "range_plan", lambda s, m, *a: None if m.id == "p1-graveghoul-2" else plan(s, m, *a))
    assert basalt.most_combat(st, "graveghoul") == ("q2", 0, 3)
    monkeypatch.setattr(R, "range_plan", lambda *a: None)
    assert basalt.most_combat(st, "graveghoul") == ("q3", 0, 2)


def _walled(gap: float):
    """Two Boneclaws `gap` inches below their enemies with a Crypt Wall across the way (6 in long, its
    doorway 1.4 in: too narrow for a Boneclaw's 1.8 in base), their card holding two medium move dice;
    an Insectomite 3 in from its enemy, its card holding a move die."""
    humans = [(0, "insectomite", x, 4) for x in (11, 13, 21)]
    claws = [(1, "boneclaw", x, 4 + 0.85 + 0.9 + gap) for x in (11, 13)]
    mites = [(1, "insectomite", 21, 4 + 0.85 + 0.85 + 3.0)]
    st = solo_position(humans + claws + mites, phase="turns", terrain=[("crypt_wall", 12, 9)])
    for face, book, slot in (("move", "boneclaw", 0), ("move", "boneclaw", 1), ("move", "insectomite", 0)):
        give(st, BASALT, face, book, slot)
    st.turn_seat = st.first = BASALT
    st.turn_order = [BASALT, HUMAN]
    return st


def test_nm_solo_43_44_47_52_a_wall_that_bends_the_first_move_leaves_the_second_no_charge():
    """NM-SOLO-43/44/47/52: the Boneclaws stand 8 in from their enemies in a straight line, within their
    two medium moves (5 + 5), but a wall lies across the way: the first move (Q4, Strategic Movement)
    goes round its end and the second cannot reach them: no attack. The Insectomite charges: one attack,
    and its card is played. Played out, the Boneclaws' two moves make no charge. (The count took the
    straight gap, counted the Boneclaws 2, and played their card.)"""
    st = _walled(8.0)
    card = _card(st)
    assert card.book == "insectomite" and card.count == 1
    assert basalt.most_combat(st, "boneclaw") == ("q4", 0, 0)
    claws = clone(st)
    claws.seats[BASALT].dice.pop()  # the Boneclaws' card alone
    _after, events = basalt_runs(claws)
    said = [e.record for e in events if isinstance(e.record, SE.BasaltChoice)]
    assert [r.rule for r in said if r.step == "command"] == ["q4", "q4"]
    assert not any(r.step == "target" and r.rule == "weak_target" for r in said)


def test_nm_solo_43_44_47_a_wall_the_first_move_clears_leaves_the_second_its_charges():
    """NM-SOLO-43/44/47: the same wall with the Boneclaws 7 in away: the first move clears its end and the
    second makes both charges (two attacks, their card played), as played out."""
    st = _walled(7.0)
    card = _card(st)
    assert card.book == "boneclaw" and card.count == 2
    _after, events = basalt_runs(st)
    said = [e.record for e in events if isinstance(e.record, SE.BasaltChoice)]
    assert [r.rule for r in said if r.step == "command"][:2] == ["q4", "q3"]
    assert sum(1 for r in said if r.step == "target" and r.rule == "weak_target") == 2


def test_nm_solo_47_round_13_turn_q3_performs_the_move_die_that_makes_the_charge():
    """NM-SOLO-47/44 with NM-ROUND-13: a Sprout 6 in from an enemy holds its card's medium move die (5 in,
    stable slot) and its far one (7 in, unstable slot). Q3 asks every move die: the far die makes the charge
    now, so he performs it first (the medium die is read again after). (Only the stable slot's die was
    asked: Q3 said No, and Q4 moved the Sprout with the medium die first.)"""
    humans = [(0, "insectomite", 12, 4)]
    st = _his_turn(
        humans + [(1, "veggitoad", 12, 4 + 0.85 + 0.5 + 6.0, 0)], [("move", "veggitoad", 0), ("move", "veggitoad", 1)]
    )
    action, reasons = basalt.choose(clone(st))
    command = next(r for r in reasons if r.step == "command")
    assert command.rule == "q3" and st.seats[BASALT].dice[action.die].slot == 1
    assert basalt.most_combat(st, "veggitoad")[:2] == ("q3", 1)
    _after, events = basalt_runs(st)
    said = [e.record for e in events if isinstance(e.record, SE.BasaltChoice)]
    assert [r.rule for r in said if r.step == "command"][:1] == ["q3"]
    assert any(r.step == "target" and r.rule == "weak_target" for r in said)
