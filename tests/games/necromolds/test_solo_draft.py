"""Basalt LaSeur's Revenge, phase 1 of the round and Basalt's Dice Draft Guide (rulebook: Solo Play /
Gameplay, Basalt's Dice Draft Guide, Other Basalt Dice Draft Rules; NM-SOLO-17..42), question by
question on set positions. The human's monsters stand near the top edge, Basalt's below them."""

from __future__ import annotations

import pytest

from tabletop.core.errors import IllegalAction
from tabletop.games.necromolds import actions as A
from tabletop.games.necromolds import basalt, rounds, solo_rounds
from tabletop.games.necromolds import basalt_judge as J
from tabletop.games.necromolds import events as E
from tabletop.games.necromolds import solo_events as SE
from tabletop.games.necromolds.state import BASALT, HUMAN, clone

from .helpers import GAME, basalt_runs, combat_face, command_face, give, solo_position

# radii: insectomite 0.85, graveghoul 0.6, mud mump 0.45, slimewick 0.5, boneclaw 0.9


def _below(y_enemy: float, r_enemy: float, r_own: float, gap: float) -> float:
    """The y of a base `gap` inches below an enemy base at y_enemy."""
    return y_enemy + r_enemy + r_own + gap


def _pick(state):
    """Basalt's pick in the state (the Draft action) and his reason."""
    action, reasons = basalt.choose(clone(state))
    return action, reasons[0] if reasons else None


def test_nm_solo_17_18_21_a_round_rolls_one_pool_then_drafts_then_decides_the_first_turn():
    """NM-SOLO-17/18/21: 8 command dice in one pool; the first turn is decided only after the draft."""
    st = solo_position([(0, "insectomite", 12, 4), (1, "insectomite", 12, 14)], phase="turns")
    events: list = []
    st.round = 0
    rounds.start_round(st, events)
    assert st.phase == "draft" and len(st.solo.pool) == 8 and st.round == 1
    assert isinstance(events[0].record, SE.PoolRolled) and not any(isinstance(e.record, E.RoundStarts) for e in events)


def _start(st, forced=()):
    st.forced = list(forced)
    events: list = []
    solo_rounds.start(st, events)
    return next(e.record for e in events if isinstance(e.record, SE.DraftOrder))


def test_nm_solo_22_the_side_with_more_active_spellbooks_chooses_first():
    """NM-SOLO-22: most active spellbooks choose the first die."""
    st = solo_position([(0, "insectomite", 6, 3), (0, "graveghoul", 12, 3), (1, "mud_mumps", 12, 15)])
    order = _start(st)
    assert order.first == HUMAN and order.how == "books" and st.solo.picker == HUMAN


def test_nm_solo_23_tied_on_spellbooks_the_fewest_monsters_choose_first():
    """NM-SOLO-23: tied on spellbooks, the side with the fewest monsters chooses first."""
    st = solo_position(
        [(0, "insectomite", 6, 3), (0, "insectomite", 12, 3), (1, "mud_mumps", 12, 15)], cards=["mud_mumps"]
    )
    order = _start(st)
    assert order.first == BASALT and order.how == "monsters"


def test_nm_solo_23_24_still_tied_a_rolloff_of_three_dice_rerolled_on_a_tie():
    """NM-SOLO-23/24: 3 combat dice each, most attack hits first; a tie is rolled again."""
    st = solo_position([(0, "insectomite", 6, 3), (1, "insectomite", 12, 15)])
    pool = [command_face("move")] * 8
    tie = [combat_face("attack")] * 6
    human_wins = [combat_face("attack", "attack")] * 3 + [combat_face("gem")] * 3
    order = _start(st, pool + tie + human_wins)
    assert order.how == "rolloff" and order.first == HUMAN and len(order.rolloff) == 2


def test_nm_solo_25_sides_alternate_and_each_die_is_assigned_at_once():
    """NM-SOLO-25: the human picks and assigns at once, then Basalt, until no die is left; the human may
    discard instead (a magic die gives 2 gems, NM-ROUND-19); nobody picks out of turn."""
    st = solo_position(
        [(0, "insectomite", 6, 3), (1, "boneclaw", 12, 15)], pool=["move", "magic", "move", "ranged"], picker=HUMAN
    )
    with pytest.raises(IllegalAction):
        GAME.apply(st, A.Draft(seat=BASALT, die=0, book="boneclaw", slot=0))
    applied = GAME.apply(st, A.Draft(seat=HUMAN, die=0, book="insectomite", slot=0))
    after = applied.state
    assert after.seats[HUMAN].dice[0].status == "assigned" and after.seats[HUMAN].dice[0].book == "insectomite"
    assert len(after.seats[BASALT].dice) == 1 and after.solo.picker == HUMAN and len(after.solo.pool) == 2
    gems = after.seats[HUMAN].gems
    magic = after.solo.pool.index("magic") if "magic" in after.solo.pool else None
    if magic is not None:
        discarded = GAME.apply(after, A.Draft(seat=HUMAN, die=magic)).state
        assert discarded.seats[HUMAN].gems == gems + 2 and discarded.seats[HUMAN].dice[-1].status == "discarded"


def test_nm_solo_26_after_the_draft_the_fewest_monsters_take_the_first_turn():
    """NM-SOLO-26: phase 2 begins with the side with fewest monsters (the standard two-player rule)."""
    st = solo_position(
        [(0, "insectomite", 6, 3), (1, "mud_mumps", 10, 15), (1, "mud_mumps", 14, 15)], pool=["move"], picker=HUMAN
    )
    applied = GAME.apply(st, A.Draft(seat=HUMAN, die=0, book="insectomite", slot=0))
    starts = [e.record for e in applied.events if isinstance(e.record, E.RoundStarts)]
    assert starts and starts[0].first == HUMAN and applied.state.phase in ("turns", "command", "combat")


def test_nm_solo_26_fan_turn_order_gems_applies_to_the_solo_first_turn_rolloff():
    """NM-SOLO-26 tie: a 3-dice roll-off; with Turn Order Gems its loser gains its gem symbols (NM-FAN-04)."""
    st = solo_position([(0, "insectomite", 6, 3), (1, "insectomite", 12, 15)], pool=["move"], picker=HUMAN)
    st.fan = ["fan_turn_order_gems"]
    st.forced = [combat_face("attack", "attack")] * 3 + [combat_face("gem")] * 3
    applied = GAME.apply(st, A.Draft(seat=HUMAN, die=0, book="insectomite", slot=0))
    assert any(isinstance(e.record, E.FirstTurnRollOff) for e in applied.events)
    gems = [e.record for e in applied.events if isinstance(e.record, E.RollOffGems)]
    assert gems and gems[0].seat == BASALT and gems[0].gems == 3


def test_nm_solo_28_29_q1_a_monster_that_can_shoot_this_round_gets_a_ranged_die():
    """NM-SOLO-28/29: Q1 "Yes" and a ranged die in the pool: he takes it for that monster's card."""
    st = solo_position(
        [(0, "insectomite", 12, 4), (1, "graveghoul", 12, _below(4, 0.85, 0.6, 2.0))], pool=["move", "ranged"]
    )
    action, why = _pick(st)
    assert action == A.Draft(seat=BASALT, die=1, book="graveghoul", slot=1)
    assert why.rule == "q1" and "Draft question 1" in basalt_runs(st)[1][0].text


def test_nm_solo_28_a_yes_whose_die_is_not_in_the_pool_reads_on():
    """NM-SOLO-28: Q1 says "Yes" but no ranged (or wild) die is left: the next question decides."""
    st = solo_position(
        [(0, "insectomite", 12, 4), (1, "graveghoul", 12, _below(4, 0.85, 0.6, 2.0))], pool=["magic", "move"]
    )
    action, why = _pick(st)
    assert why.rule == "q3" and action.book == "graveghoul" and action.slot == 0  # 2 in: a move reaches melee


def test_nm_solo_30_35_q2_move_die_now_and_the_promised_ranged_die_next():
    """NM-SOLO-30/35: a monster that can move into range takes a move die; on his next pick, the ranged
    die for that card before any question."""
    y = _below(4, 0.85, 0.5, 7.0)  # Slimewick: ranged medium (5 in), move close (3 in)
    st = solo_position([(0, "insectomite", 12, 4), (1, "slimewick", 12, y)], pool=["ranged", "move", "move"])
    action, why = _pick(st)
    assert why.rule == "q2" and action == A.Draft(seat=BASALT, die=1, book="slimewick", slot=1)
    after, _ = basalt_runs(st)
    assert after.solo.promise == "slimewick" and after.solo.picker == HUMAN
    applied = GAME.apply(after, A.Draft(seat=HUMAN, die=after.solo.pool.index("move"), book="insectomite", slot=0))
    reasons = [e.record for e in applied.events if isinstance(e.record, SE.BasaltChoice)]
    assert reasons[0].rule == "promise"
    assert [d.face for d in applied.state.seats[BASALT].dice if d.book == "slimewick"] == ["move", "ranged"]


def test_nm_solo_31_q3_a_monster_that_can_reach_melee_gets_a_move_die():
    """NM-SOLO-31: Q3: a Boneclaw Brute (no ranged slot) 4 in from an enemy takes a move die."""
    st = solo_position(
        [(0, "graveghoul", 12, 4), (1, "boneclaw", 12, _below(4, 0.6, 0.9, 4.0))], pool=["ranged", "move"]
    )
    action, why = _pick(st)
    assert why.rule == "q3" and action == A.Draft(seat=BASALT, die=1, book="boneclaw", slot=0)


def _far_apart(**kw):
    return solo_position(
        [
            (0, "insectomite", 4, 2),
            (1, "graveghoul", 22, 16.5),  # about 24 in from the enemy
            (1, "insectomite", 6, _below(2, 0.85, 0.85, 9.0)),  # 9 in: beyond move 5 + range 3
        ],
        **kw,
    )


def test_nm_solo_32_q4_a_move_die_for_the_monster_furthest_from_an_enemy():
    """NM-SOLO-32: nothing can attack this round: a move die for the furthest monster's card."""
    action, why = _pick(_far_apart(pool=["move", "move"]))
    assert why.rule == "q4" and why.count == 0 and action.book == "graveghoul" and action.slot == 0


def test_nm_solo_36_q4_or_else_the_closest_monsters_card_then_best_effort():
    """NM-SOLO-36: the furthest monster's card cannot take a move die: the closest monster's; with no
    move slot open, the most advantageous usable die (here a ranged die)."""
    st = _far_apart(pool=["move", "ranged"])
    give(st, BASALT, "move", "graveghoul", 0)
    action, why = _pick(st)
    assert why.rule == "q4" and why.count == 1 and action.book == "insectomite"
    give(st, BASALT, "move", "insectomite", 0)
    action, why = _pick(st)
    assert why.rule == "best" and action.book in ("graveghoul", "insectomite") and action.slot == 1


def test_nm_solo_37_wild_first_the_wild_die_flipped_to_what_the_question_needs():
    """NM-SOLO-37: a wild die in the pool is always his pick, flipped to the first "Yes"'s command."""
    st = solo_position(
        [(0, "insectomite", 12, 4), (1, "graveghoul", 12, _below(4, 0.85, 0.6, 2.0))], pool=["ranged", "wild"]
    )
    action, why = _pick(st)
    assert action == A.Draft(seat=BASALT, die=1, book="graveghoul", slot=1, face="ranged") and why.rule == "q1"
    after, _ = basalt_runs(st)
    assert after.solo.pool == ["ranged"] and after.seats[BASALT].dice[0].face == "ranged"


def test_nm_solo_38_39_action_priority_four_mud_mumps_before_two_insectomites():
    """NM-SOLO-38/39: both cards could shoot: the die goes to the card with the most attacks."""
    monsters = [(0, "mud_mumps", x, 5) for x in (3, 6, 9, 12, 15, 18)]
    monsters += [(1, "insectomite", x, _below(5, 0.45, 0.85, 1.0)) for x in (3, 6)]
    monsters += [(1, "mud_mumps", x, _below(5, 0.45, 0.45, 1.0)) for x in (9, 12, 15, 18)]
    st = solo_position(monsters, pool=["ranged"])
    action, why = _pick(st)
    assert action.book == "mud_mumps" and why.rule == "q1" and why.count == 4


def test_nm_solo_40_41_no_usable_die_he_discards_one_for_two_gems():
    """NM-SOLO-40/41: every slot of his is full: he takes a die anyway and discards it for 2 gems,
    whatever it shows; while a usable die is left the rules refuse his discard."""
    st = solo_position([(0, "insectomite", 12, 4), (1, "boneclaw", 12, 15)], pool=["ranged", "move"])
    refused = clone(st)
    with pytest.raises(IllegalAction, match="NM-SOLO-40"):
        rounds.draft(refused, A.Draft(seat=BASALT, die=0), [])
    give(st, BASALT, "move", "boneclaw", 0)
    give(st, BASALT, "move", "boneclaw", 1)
    give(st, BASALT, "magic", "boneclaw", -1)
    after, events = basalt_runs(st)
    drafted = next(e.record for e in events if isinstance(e.record, SE.Drafted))
    assert drafted.book is None and drafted.gems == 2 and after.seats[BASALT].gems == 6
    assert drafted.face in ("ranged", "move")


def test_nm_solo_33_a_card_whose_slot_is_taken_counts_as_no_die_available():
    """NM-SOLO-33: "assign to monster X" means an open slot of X's card: a full ranged slot is a "No"."""
    st = solo_position(
        [(0, "insectomite", 12, 4), (1, "graveghoul", 12, _below(4, 0.85, 0.6, 2.0))], pool=["ranged", "move"]
    )
    give(st, BASALT, "ranged", "graveghoul", 1)
    action, why = _pick(st)
    assert why.rule == "q3" and action.slot == 0


def test_nm_solo_34_42_magic_counts_only_if_it_can_come_and_is_taken_last():
    """NM-SOLO-34/42: a Graveghoul 6 in away shoots only with Grave Bolt (far): Q1 says "Yes" only while
    a magic die can still come; he takes the ranged die first and the magic die on his next pick."""
    y = _below(4, 0.85, 0.6, 6.0)
    without = solo_position([(0, "insectomite", 12, 4), (1, "graveghoul", 12, y)], pool=["ranged", "move"])
    assert _pick(without)[1].rule != "q1"
    st = solo_position([(0, "insectomite", 12, 4), (1, "graveghoul", 12, y)], pool=["ranged", "magic", "move"])
    action, why = _pick(st)
    assert why.rule == "q1" and action.slot == 1
    after, _ = basalt_runs(st)
    assert after.solo.magic_for == ["graveghoul"]
    applied = GAME.apply(after, A.Draft(seat=HUMAN, die=after.solo.pool.index("move"), book="insectomite", slot=0))
    reasons = [e.record for e in applied.events if isinstance(e.record, SE.BasaltChoice)]
    assert reasons[0].rule == "magic_last" and applied.state.magic_active(BASALT, "graveghoul")


def test_nm_solo_19_20_his_choices_are_the_guides_and_the_same_every_time():
    """NM-SOLO-19/20: the guides are followed strictly and open choices by a fixed evaluation: the same
    position always gives the same pick."""
    st = solo_position(
        [(0, "insectomite", 12, 4), (1, "graveghoul", 12, _below(4, 0.85, 0.6, 2.0))], pool=["move", "ranged"]
    )
    assert _pick(st) == _pick(st)


def test_nm_solo_21_25_the_queries_tell_a_table_the_pool_who_chooses_and_where_a_die_may_go():
    """NM-SOLO-21/25: the read-only queries a table asks: the pool, the drafter, the open slots."""
    from tabletop.games.necromolds import queries as NQ

    st = solo_position([(0, "insectomite", 6, 3), (1, "boneclaw", 12, 15)], pool=["wild", "magic"], picker=HUMAN)
    assert NQ.solo(st) and NQ.basalt_seat() == BASALT and NQ.basalt_cards(st) == ["boneclaw"]
    assert NQ.pool(st) == ["wild", "magic"] and NQ.drafter(st) == HUMAN
    assert NQ.draft_slots(st, HUMAN, "magic") == [("insectomite", -1)]
    assert set(NQ.draft_slots(st, HUMAN, "wild")) == {("insectomite", -1), ("insectomite", 0), ("insectomite", 1)}


def test_nm_solo_25_the_human_may_discard_a_wild_die_as_magic_for_two_gems():
    """NM-SOLO-25 with NM-ROUND-10/19: the human's discard follows the standard rule: a wild taken as
    magic and discarded gives 2 gems; a move die discarded gives none."""
    st = solo_position([(0, "insectomite", 6, 3), (1, "boneclaw", 12, 15)], pool=["wild", "move", "move"], picker=HUMAN)
    wild = GAME.apply(st, A.Draft(seat=HUMAN, die=0, face="magic")).state
    assert wild.seats[HUMAN].gems == 6 and wild.seats[HUMAN].dice[0].face == "magic"
    plain = GAME.apply(st, A.Draft(seat=HUMAN, die=1)).state
    assert plain.seats[HUMAN].gems == 4


def test_nm_solo_35_42_with_the_promised_ranged_die_gone_no_magic_die_is_taken_for_that_shot():
    """NM-SOLO-35/42 (play-test r26): a Graveghoul 10 in away can move and shoot only with Grave Bolt (Q2,
    Magic Last remembered). The human takes the last ranged die: the promise cannot be kept, so the magic
    die would serve no attack; he reads the questions as usual (Q4: the move die for his Mud Mumps, far
    from any enemy) instead of taking it ("magic_last")."""
    y = _below(4, 0.85, 0.6, 10.0)
    monsters = [(0, "insectomite", 12, 4), (1, "graveghoul", 12, y), (1, "mud_mumps", 3, 17)]
    st = solo_position(monsters, pool=["move", "ranged", "magic", "move"])
    action, why = _pick(st)
    assert why.rule == "q2" and action.book == "graveghoul" and action.slot == 0
    after, _ = basalt_runs(st)
    assert after.solo.promise == "graveghoul" and after.solo.magic_for == ["graveghoul"]
    applied = GAME.apply(after, A.Draft(seat=HUMAN, die=after.solo.pool.index("ranged"), book="insectomite", slot=1))
    reasons = [e.record for e in applied.events if isinstance(e.record, SE.BasaltChoice)]
    assert [(r.rule, r.face, r.book) for r in reasons[:1]] == [("q4", "move", "mud_mumps")]
    assert not applied.state.magic_active(BASALT, "graveghoul")


def test_nm_solo_35_42_with_the_ranged_slot_already_filled_magic_still_comes_last():
    """NM-SOLO-35/42: the promise finds the card's ranged slot full (it holds its ranged die already): the
    shot needs only the magic die now, which he takes next (Magic Last)."""
    y = _below(4, 0.85, 0.6, 10.0)
    st = solo_position([(0, "insectomite", 12, 4), (1, "graveghoul", 12, y)], pool=["magic", "move"], picker=BASALT)
    give(st, BASALT, "ranged", "graveghoul", 1)
    give(st, BASALT, "move", "graveghoul", 0)
    st.solo.promise, st.solo.magic_for = "graveghoul", ["graveghoul"]
    action, why = _pick(st)
    assert why.rule == "magic_last" and action.slot == -1


def _otherwise(judge=None):
    """Q4's OTHERWISE: three Wispwraiths (their ranged slot unstable) 8 in and two Graveghouls 6 in from
    their enemies, out of reach now but each within reach after the move die its card holds, both cards'
    move slots full, a ranged die left: Basalt's pick and reason."""
    monsters = [(0, "insectomite", x, 2) for x in (3, 6, 9, 15, 18)]
    monsters += [(1, "wispwraith", x, _below(2, 0.85, 0.5, 8.0)) for x in (3, 6, 9)]
    monsters += [(1, "graveghoul", x, _below(2, 0.85, 0.6, 6.0)) for x in (15, 18)]
    st = solo_position(monsters, pool=["ranged"])
    give(st, BASALT, "move", "wispwraith", 0)
    give(st, BASALT, "move", "graveghoul", 0)
    if judge is None:
        return _pick(st)
    action, reasons = basalt.choose(clone(st), judge)
    return action, reasons[0]


def test_nm_solo_36_38_q4_otherwise_gives_the_die_to_the_card_making_the_most_actions():
    """NM-SOLO-36/38 (the checklist: Action Priority decides "when a die could go to several cards", Q4's
    OTHERWISE too): the ranged die goes to the Graveghouls, whose two monsters would both shoot with it
    after their move, not to the three Wispwraiths, of whom one shoots with a die on the unstable slot
    (NM-ROUND-13). (The fixed order gave it to the card with the most monsters, the Wispwraiths.)"""
    action, why = _otherwise()
    assert why.rule == "best" and action.book == "graveghoul" and action.slot == 1


def test_nm_solo_20_38_the_judge_of_q4_otherwise_chooses_only_among_the_cards_action_priority_leaves():
    """NM-SOLO-20/38: "most advantageous" is the judge's choice, but only among the cards Action Priority
    leaves: a judge that takes the last candidate it is offered still gives the die to the Graveghouls.
    (The judge was offered every card and could give it to the Wispwraiths, one action.)"""
    offered = []

    def last(state, step, candidates):
        offered.append((step, [(c.book, c.face) for c in candidates]))
        return J.Verdict(len(candidates) - 1)

    action, why = _otherwise(last)
    assert why.rule == "best" and action.book == "graveghoul"
    assert all(book == "graveghoul" for step, cs in offered if step == "draft_best" for book, _face in cs)
