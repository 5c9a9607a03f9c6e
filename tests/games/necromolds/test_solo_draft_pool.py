"""Basalt's Dice Draft Guide answers "Yes" only with dice the pool has now (rulebook: Basalt's Dice Draft
Guide, "if the required command die is not available, continue on to the next question"; NM-SOLO-28),
counting every die the "Yes" takes, in the order his picks take them: Q2's move die and the ranged die
it promises for his next pick (NM-SOLO-30/35), a magic die after the other dice (Magic Last, NM-SOLO-42),
each pick taking a wild die while one is left (Wild First, NM-SOLO-37).

Play-tests r26 and r27 saw Q2 give Mud Mumps and a Graveghoul move dice in a round whose pool had no
ranged die left, and say so ("a ranged die follows on his next pick"). The same flaw let Q1 and Q3 count a
wild die twice: as the die taken now and as the magic die to come after it.

Each position has a second card of Basalt's far from the enemy, so a "No" that reads on to Q4 gives the
move die to that card (the monster furthest from an enemy) and the pick itself changes."""

from __future__ import annotations

import pytest

from tabletop.games.necromolds import actions as A
from tabletop.games.necromolds import basalt, basalt_draft
from tabletop.games.necromolds.state import BASALT, clone

from .helpers import basalt_runs, give, solo_position

# radii: insectomite 0.85, graveghoul 0.6, mud mump 0.45, slimewick 0.5
FAR = (3, 17)  # a monster of Basalt's about 14 in from the enemy: beyond any move and shot


def _below(y_enemy: float, r_enemy: float, r_own: float, gap: float) -> float:
    return y_enemy + r_enemy + r_own + gap


def _pick(state):
    action, reasons = basalt.choose(clone(state))
    return action, reasons[0]


def _slimewick(pool):
    """A Slimewick (move close 3 in, ranged medium 5 in) 7.5 in from an Insectomite: it can move and shoot
    (Q2), not shoot from where it stands even with Long Spit (far, 7 in), nor reach melee; Mud Mumps far."""
    y = _below(4, 0.85, 0.5, 7.5)
    return solo_position(
        [(0, "insectomite", 12, 4), (1, "slimewick", 12, y), (1, "mud_mumps", *FAR)], pool=pool, picker=BASALT
    )


@pytest.mark.parametrize("pool", [["move", "magic"], ["wild", "move"], ["wild", "magic", "move"]])
def test_nm_solo_28_30_35_q2_needs_the_promised_ranged_die_in_the_pool_now(pool):
    """NM-SOLO-28/30/35: Q2's "Yes" takes a move die now and promises a ranged die for his next pick. With
    no ranged die in the pool (a wild taken as the move die counts once), Q2 is a "No": Q3 is a "No" too,
    and Q4 gives the move die to the Mud Mumps, furthest from an enemy (on the unstable slot: it moves the
    lone Mud Mump as well and leaves the combined move/ranged slot open, test_solo_draft_slots.py). No
    promise is made or worded."""
    st = _slimewick(pool)
    action, why = _pick(st)
    assert (why.rule, action.book, action.slot) == ("q4", "mud_mumps", 1)
    after, events = basalt_runs(st)
    assert after.solo.promise == ""
    assert not any("a ranged die follows" in e.text for e in events)


@pytest.mark.parametrize("pool", [["move", "ranged"], ["wild", "ranged"], ["wild", "wild"], ["ranged", "wild", "move"]])
def test_nm_solo_30_35_37_q2_with_both_dice_in_the_pool_still_says_yes(pool):
    """NM-SOLO-30/35/37: a move (or wild) die now and a ranged (or another wild) die left for the promise:
    Q2 says "Yes" for the Slimewick and promises the ranged die, which is still in the pool."""
    st = _slimewick(pool)
    action, why = _pick(st)
    assert (why.rule, action.book, action.slot) == ("q2", "slimewick", 1)
    after, events = basalt_runs(st)
    assert after.solo.promise == "slimewick" and ({"ranged", "wild"} & set(after.solo.pool))
    assert any("a ranged die follows on his next pick" in e.text for e in events)


def _graveghoul(gap: float, pool):
    """A Graveghoul (move medium 5 in, ranged close 3 in; Grave Bolt: ranged far, 7 in) `gap` inches from
    an Insectomite, and Mud Mumps far from it."""
    y = _below(4, 0.85, 0.6, gap)
    return solo_position(
        [(0, "insectomite", 12, 4), (1, "graveghoul", 12, y), (1, "mud_mumps", *FAR)], pool=pool, picker=BASALT
    )


def test_nm_solo_28_34_37_42_q1_does_not_count_the_wild_it_takes_as_the_magic_die_to_come():
    """NM-SOLO-29/34/37/42: 6 in away the Graveghoul shoots only with Grave Bolt. The pool's one wild die
    would be taken now as the ranged die (Wild First), so no magic die is left for the bolt: Q1 is a "No".
    Q2 is a "Yes" (move 5 in, then a close shot), and the wild is taken as its move die."""
    st = _graveghoul(6.0, ["wild", "ranged", "move"])
    action, why = _pick(st)
    assert why.rule == "q2" and action == A.Draft(seat=BASALT, die=0, book="graveghoul", slot=0, face="move")
    after, _ = basalt_runs(st)
    assert after.solo.magic_for == [] and after.solo.promise == "graveghoul"


def test_nm_solo_29_42_q1_with_a_magic_die_left_after_the_wild_says_yes():
    """NM-SOLO-29/37/42: the wild die is taken as the ranged die and a magic die is left for Grave Bolt:
    Q1 says "Yes", and the magic die comes on his next pick (Magic Last)."""
    st = _graveghoul(6.0, ["wild", "magic", "move"])
    action, why = _pick(st)
    assert why.rule == "q1" and action == A.Draft(seat=BASALT, die=0, book="graveghoul", slot=1, face="ranged")
    assert basalt_runs(st)[0].solo.magic_for == ["graveghoul"]


@pytest.mark.parametrize("pool", [["wild", "ranged", "move"], ["wild", "wild", "move"]])
def test_nm_solo_30_35_37_42_q2_needs_move_ranged_and_then_magic_in_the_pool(pool):
    """NM-SOLO-30/35/37/42: 10 in away the Graveghoul can move and shoot only with Grave Bolt: Q2 needs a
    move die now, the promised ranged die next and the magic die last. Wild First takes a wild at each of
    those picks while one is left, so these pools run out before the magic die: Q2 is a "No", Q3 too (no
    melee), and Q4 gives the move die to the Mud Mumps, furthest from an enemy."""
    st = _graveghoul(10.0, pool)
    action, why = _pick(st)
    assert (why.rule, action.book) == ("q4", "mud_mumps")
    after, _ = basalt_runs(st)
    assert after.solo.promise == "" and after.solo.magic_for == []


def test_nm_solo_30_42_q2_with_move_ranged_and_magic_dice_in_the_pool_says_yes():
    """NM-SOLO-30/35/42: the wild as the move die, the ranged die for the promise, the magic die last."""
    st = _graveghoul(10.0, ["wild", "ranged", "magic"])
    action, why = _pick(st)
    assert why.rule == "q2" and action == A.Draft(seat=BASALT, die=0, book="graveghoul", slot=0, face="move")
    after, _ = basalt_runs(st)
    assert after.solo.promise == "graveghoul" and after.solo.magic_for == ["graveghoul"]


def _mud_mumps(pool):
    """A Mud Mump 4 in from an Insectomite (move close 3 in; Mudslide: move medium, 5 in), its card's
    ranged slot already holding a die (no Q1 or Q2 for it), and a Graveghoul far from the enemy."""
    y = _below(4, 0.85, 0.45, 4.0)
    st = solo_position(
        [(0, "insectomite", 12, 4), (1, "mud_mumps", 12, y), (1, "graveghoul", *FAR)], pool=pool, picker=BASALT
    )
    give(st, BASALT, "ranged", "mud_mumps", 0)
    return st


def test_nm_solo_28_31_37_42_q3_does_not_count_the_wild_it_takes_as_the_magic_die_to_come():
    """NM-SOLO-31/34/37/42: the Mud Mump reaches melee only with Mudslide. The one wild die would be taken
    now as its move die (Wild First), leaving no magic die: Q3 is a "No", and Q4 gives the move die (the
    wild) to the Graveghoul, furthest from an enemy."""
    st = _mud_mumps(["wild", "ranged"])
    action, why = _pick(st)
    assert (why.rule, action.book, action.face) == ("q4", "graveghoul", "move")
    assert basalt_runs(st)[0].solo.magic_for == []


def test_nm_solo_31_42_q3_with_a_magic_die_left_after_the_wild_says_yes():
    """NM-SOLO-31/37/42: a magic die is left after the wild: Q3 says "Yes" for the Mud Mump, Mudslide
    to come on his next pick."""
    st = _mud_mumps(["wild", "magic"])
    action, why = _pick(st)
    assert (why.rule, action.book, action.slot, action.face) == ("q3", "mud_mumps", 1, "move")
    assert basalt_runs(st)[0].solo.magic_for == ["mud_mumps"]


@pytest.mark.parametrize(
    ("pool", "kinds", "held"),
    [
        (["wild"], ("move", "ranged"), False),
        (["wild", "wild"], ("move", "ranged"), True),
        (["move", "ranged"], ("move", "ranged"), True),
        (["move", "move"], ("move", "ranged"), False),
        (["wild", "ranged", "magic"], ("move", "ranged", "magic"), True),
        (["wild", "ranged"], ("ranged", "magic"), False),  # Wild First takes the wild for the ranged die
        (["magic", "ranged"], ("ranged", "magic"), True),
    ],
)
def test_nm_solo_28_37_in_pool_takes_each_die_by_wild_first(pool, kinds, held):
    """NM-SOLO-28/37: the dice of a "Yes", taken in order from the pool as it is now, a wild first."""
    st = solo_position([(0, "insectomite", 12, 4), (1, "graveghoul", 12, 15)], pool=pool)
    assert basalt_draft.in_pool(st, kinds) is held


@pytest.mark.parametrize("seed", [500, 503, 506])
def test_nm_solo_28_35_42_over_whole_games_every_promised_die_is_in_the_pool_when_promised(seed, monkeypatch):
    """NM-SOLO-28/35/42 over whole solo games (the default bot for the human): whenever Basalt answers Q2
    the pool left after his pick holds a ranged (or wild) die for the promise, and whenever he remembers a
    magic die for Magic Last, a magic (or wild) die. Before r28 each of these games broke such a promise
    (seed 500: two Q2s promised a ranged die the pool did not have)."""
    from tabletop.simulate import play_one

    real = basalt_draft.choose
    broken: list[tuple[str, list[str]]] = []

    def checked(state, judge=None):
        before = list(state.solo.magic_for)
        action, why = real(state, judge) if judge is not None else real(state)
        left = list(state.solo.pool)
        left.pop(action.die)
        if why.rule == "q2" and not {"ranged", "wild"} & set(left):
            broken.append(("q2", left))
        if len(state.solo.magic_for) > len(before) and not {"magic", "wild"} & set(left):
            broken.append(("magic_last", left))
        return action, why

    monkeypatch.setattr(basalt_draft, "choose", checked)
    line = play_one("necromolds", {"players": 1}, seed, ["default"])
    assert line.get("winners") and not broken
