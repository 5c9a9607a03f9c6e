"""A round: who goes first, rolling and assigning command dice, turns (NM-GAME-*, NM-ROUND-*, NM-FAQ-01..06,
NM-BASIC-12..22, NM-ADV-02..08)."""

import pytest

from tabletop.core.errors import IllegalAction
from tabletop.games.necromolds import actions as A

from .helpers import GAME, play, position, start_round

ARMIES = [
    (0, "graveghoul", 5, 1),
    (0, "graveghoul", 8, 1),
    (0, "mud_mumps", 11, 1),
    (1, "insectomite", 5, 17),
    (1, "mud_mumps", 9, 17),
]


def test_nm_round_01_fewest_monsters_goes_first():
    """NM-ROUND-01, NM-QREF-01: the player with fewer monsters takes the first turn."""
    s, _ev = start_round(position(ARMIES), ["move"] * 8)
    assert s.first == 1 and s.round == 1 and s.phase == "assign"


def test_nm_round_02_03_tie_rolloff():
    """NM-ROUND-02, NM-ROUND-03: tied armies roll 3 combat dice; most attack hits goes first; ties re-roll."""
    armies = ARMIES[:2] + ARMIES[3:]
    rolloff = [("defense",)] * 6 + [("defense",), ("defense",), ("defense",), ("attack",), ("defense",), ("defense",)]
    s, _ev = start_round(position(armies), ["move"] * 8, rolloff=rolloff)
    assert s.first == 1


def test_nm_round_04_both_roll_and_assign_at_once():
    """NM-ROUND-04: both players roll all their dice in one step and assign at the same time:
    neither waits for the other (either may assign or commit first) and turns begin only once
    both have committed. (What each may see of the other's choices, NM-ROUND-05, is the view's
    business: test_hidden_assignment.py.)"""
    s, _ = start_round(position(ARMIES), ["move", "ranged", "magic", "wild"] * 2)
    assert GAME.to_act(s) == [0, 1] and s.phase == "assign"
    assert [d.face for d in s.seats[0].dice] == [d.face for d in s.seats[1].dice] == ["move", "ranged", "magic", "wild"]
    assert all(d.status == "rolled" for seat in s.seats for d in seat.dice)
    # the second player assigns and commits before the first has done anything
    s, _ = play(s, A.Assign(seat=1, die=0, book="insectomite", slot=0), A.AssignDone(seat=1))
    assert s.phase == "assign" and GAME.to_act(s) == [0]
    with pytest.raises(IllegalAction, match="already committed"):
        GAME.apply(s, A.Assign(seat=1, die=1, book="mud_mumps", slot=0))
    s, _ = play(s, A.Assign(seat=0, die=0, book="graveghoul", slot=0), A.AssignDone(seat=0))
    assert s.phase == "turns" and GAME.to_act(s) == [s.first]


def test_nm_round_11_12_matching_open_slots():
    """NM-ROUND-06, NM-ROUND-07, NM-ROUND-11, NM-ROUND-12, NM-ROUND-21, NM-BOOK-05, NM-BOOK-06: a die only on an open matching slot; a combined slot takes move OR ranged."""
    s, _ = start_round(position(ARMIES), ["move", "ranged", "move", "ranged"] * 2)
    with pytest.raises(IllegalAction, match="does not match"):
        GAME.apply(s, A.Assign(seat=0, die=0, book="graveghoul", slot=1))
    s, _ = play(s, A.Assign(seat=0, die=0, book="graveghoul", slot=0))
    with pytest.raises(IllegalAction, match="one command die"):
        GAME.apply(s, A.Assign(seat=0, die=2, book="graveghoul", slot=0))
    s, _ = play(s, A.Assign(seat=0, die=1, book="mud_mumps", slot=0))  # combined slot takes ranged
    with pytest.raises(IllegalAction, match="one command die"):
        GAME.apply(s, A.Assign(seat=0, die=2, book="mud_mumps", slot=0))
    with pytest.raises(IllegalAction, match="monsters on the map"):
        GAME.apply(s, A.Assign(seat=0, die=2, book="insectomite", slot=0))


def test_nm_round_09_10_15_19_wild_magic_and_discards():
    """NM-ROUND-08, NM-ROUND-09, NM-ROUND-10, NM-ROUND-15, NM-ROUND-19, NM-QREF-02: wild flips; magic activates now; unassigned magic (even a flipped wild) gives 2 gems."""
    s, _ = start_round(position(ARMIES, gems=(0, 0)), ["wild", "magic", "move", "wild"] * 2)
    with pytest.raises(IllegalAction, match="flip"):
        GAME.apply(s, A.Assign(seat=0, die=0, book="graveghoul", slot=0))
    s, _ = play(s, A.Flip(seat=0, die=0, to="magic"), A.Assign(seat=0, die=1, book="graveghoul", slot=-1))
    assert s.magic_active(0, "graveghoul")
    s, _ = play(s, A.AssignDone(seat=0))
    assert s.seats[0].gems == 2  # the flipped wild, discarded as magic
    assert [d.status for d in s.seats[0].dice] == ["discarded", "assigned", "discarded", "discarded"]


def test_nm_round_22_to_26_turns_one_spellbook_at_a_time():
    """NM-ROUND-22..26 (NM-ROUND-23, NM-ROUND-24) / NM-FAQ-01, NM-FAQ-02 / NM-QREF-04, NM-QREF-05 (magic dice stay until the round ends): a turn is one spellbook's move and ranged dice, in any order;
    then the other player; the round ends when all are performed and magic comes off."""
    s, _ = start_round(position(ARMIES), ["move", "ranged", "magic", "move", "move", "ranged", "move", "move"])
    s, _ = play(
        s,
        A.Assign(seat=0, die=0, book="graveghoul", slot=0),
        A.Assign(seat=0, die=1, book="graveghoul", slot=1),
        A.Assign(seat=0, die=2, book="graveghoul", slot=-1),
        A.Assign(seat=0, die=3, book="mud_mumps", slot=0),
        A.AssignDone(seat=0),
    )
    s, _ = play(s, A.Assign(seat=1, die=0, book="insectomite", slot=0), A.AssignDone(seat=1))
    assert s.phase == "turns" and s.turn_seat == 1  # seat 1 has fewer monsters
    s, _ = play(s, A.StartCommand(seat=1, die=0), A.EndCommand(seat=1))
    assert s.turn_seat == 0 and s.active_book is None
    s, _ = play(s, A.StartCommand(seat=0, die=1))  # ranged first: any order (NM-FAQ-01)
    with pytest.raises(IllegalAction, match="finish the current command"):
        GAME.apply(s, A.StartCommand(seat=0, die=0))  # NM-FAQ-02: no switching
    s, _ = play(s, A.EndCommand(seat=0))
    assert s.turn_seat == 0 and s.active_book == "graveghoul"
    with pytest.raises(IllegalAction, match="spellbook you chose"):
        GAME.apply(s, A.StartCommand(seat=0, die=3))
    s, _ = play(s, A.StartCommand(seat=0, die=0), A.EndCommand(seat=0))
    assert s.turn_seat == 0 and s.active_book is None  # NM-ROUND-25: seat 1 has nothing left
    s, ev = play(s, A.StartCommand(seat=0, die=3), A.EndCommand(seat=0))
    assert s.round == 2 and s.phase == "assign"  # NM-ROUND-16, NM-ROUND-26
    assert not s.magic_active(0, "graveghoul")
    assert any(e.kind == "round_end" for e in ev)


def test_nm_round_13_14_unstable_one_monster():
    """NM-ROUND-13, NM-ROUND-14, NM-BOOK-07: an unstable slot's command is performed by one monster only:
    once one Veggitoad has moved with it, the other may not; a stable slot moves both."""
    armies = [(0, "veggitoad", 5, 1), (0, "veggitoad", 9, 1), (1, "insectomite", 5, 17)]
    s, _ = start_round(position(armies), ["move"] * 8)
    s, _ = play(
        s,
        A.Assign(seat=0, die=0, book="veggitoad", slot=1),
        A.Assign(seat=0, die=1, book="veggitoad", slot=0),
        A.AssignDone(seat=0),
        A.AssignDone(seat=1),
    )
    unstable, _ = play(s, A.StartCommand(seat=0, die=0))
    assert GAME.check(unstable, A.Move(seat=0, monster="p0-veggitoad-2", path=((9, 3),))) is None  # either toad
    unstable, _ = play(unstable, A.Move(seat=0, monster="p0-veggitoad-1", path=((5, 3),)))
    assert unstable.seats[0].dice[0].status == "spent" and unstable.command is None
    with pytest.raises(IllegalAction):
        GAME.apply(unstable, A.Move(seat=0, monster="p0-veggitoad-2", path=((9, 3),)))
    assert unstable.monster("p0-veggitoad-2").y == 1
    stable, _ = play(s, A.StartCommand(seat=0, die=1), A.Move(seat=0, monster="p0-veggitoad-1", path=((5, 3),)))
    assert stable.command is not None
    stable, _ = play(stable, A.Move(seat=0, monster="p0-veggitoad-2", path=((9, 3),)))
    assert stable.monster("p0-veggitoad-2").y == 3


def test_nm_round_29_no_passing():
    """NM-ROUND-29: a player with dice must take a turn (only their own seat may act)."""
    s, _ = start_round(position(ARMIES), ["move"] * 8)
    s, _ = play(s, A.Assign(seat=0, die=0, book="graveghoul", slot=0), A.AssignDone(seat=0), A.AssignDone(seat=1))
    assert GAME.to_act(s) == [0]
    assert all(isinstance(a, A.StartCommand) for a in GAME.legal_actions(s, 0))


def test_nm_adv_05_07_reroll_commands():
    """NM-ADV-05, NM-ADV-07, NM-ADV-08, NM-QREF-03 (refused in standard play): discard 1 unassigned die (magic still pays 2 gems) to reroll others."""
    s, _ = start_round(
        position(ARMIES, mode="advanced", gems=(0, 0)),
        ["magic", "move", "move", "move"] + ["move"] * 4 + ["ranged", "ranged"],
    )
    with pytest.raises(IllegalAction):
        GAME.apply(position(ARMIES), A.RerollCommands(seat=0, discard=0, reroll=(1,)))
    s, _ = play(s, A.RerollCommands(seat=0, discard=0, reroll=(1, 2)))
    assert [d.face for d in s.seats[0].dice] == ["magic", "ranged", "ranged", "move"]
    assert s.seats[0].dice[0].status == "discarded" and s.seats[0].gems == 2


def test_nm_adv_06_change_command():
    """NM-ADV-06: discard 2 dice to set a third to any face."""
    s, _ = start_round(position(ARMIES, mode="advanced"), ["move"] * 8)
    s, _ = play(s, A.ChangeCommand(seat=0, discard=(0, 1), die=2, to="ranged"))
    assert [d.status for d in s.seats[0].dice[:2]] == ["discarded"] * 2 and s.seats[0].dice[2].face == "ranged"
    with pytest.raises(IllegalAction, match="advanced"):
        GAME.apply(
            start_round(position(ARMIES), ["move"] * 8)[0], A.ChangeCommand(seat=0, discard=(0, 1), die=2, to="ranged")
        )


def test_nm_adv_02_04_weakening_command():
    """NM-ADV-02..04, NM-QREF-10: one spellbook left -> 3 command dice from the next round on (standard: 4)."""
    armies = [(0, "graveghoul", 5, 1), (1, "insectomite", 5, 17), (1, "mud_mumps", 9, 17)]
    s, _ = start_round(position(armies, mode="advanced"), ["move"] * 7)
    assert len(s.seats[0].dice) == 3 and len(s.seats[1].dice) == 4 and s.seats[0].weakened
    s, _ = start_round(position(armies), ["move"] * 8)
    assert len(s.seats[0].dice) == 4


def test_nm_basic_12_to_22_basic_turns():
    """NM-BASIC-10, NM-BASIC-12..22: any edge (far); no assigning; one die per turn, alternating; magic = 1 gem; wild = any command."""
    armies = [(0, "graveghoul", 5, 1), (0, "graveghoul", 8, 1), (1, "insectomite", 5, 17)]
    s, _ = start_round(
        position(armies, mode="basic", gems=(0, 0)), ["magic", "wild", "move", "move", "ranged", "move", "move", "move"]
    )
    assert s.phase == "turns" and s.turn_seat == 1
    s, _ = play(s, A.StartCommand(seat=1, die=0))
    assert s.command.kind == "ranged" and s.command.limit == 1 and s.command.line_of_sight is False
    s, _ = play(s, A.EndCommand(seat=1))
    assert s.turn_seat == 0
    s, _ = play(s, A.StartCommand(seat=0, die=0))
    assert s.seats[0].gems == 1 and s.turn_seat == 1
    s, _ = play(s, A.StartCommand(seat=1, die=1))
    assert s.command.limit == 2 and s.command.kind == "move" and s.command.distance == 7.0  # any 2, far edge
    with pytest.raises(IllegalAction, match="wild"):
        GAME.apply(play(s, A.EndCommand(seat=1))[0], A.StartCommand(seat=0, die=1))


def test_nm_basic_13_youngest_breaks_ties():
    """NM-BASIC-13, NM-BASIC-14: tied armies: the youngest goes first when known."""
    armies = [(0, "graveghoul", 5, 1), (1, "insectomite", 5, 17)]
    st = position(armies, mode="basic")
    st.youngest = 1
    s, _ = start_round(st, ["move"] * 8)
    assert s.first == 1
