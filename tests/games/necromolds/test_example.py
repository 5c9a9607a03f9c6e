"""The rulebook's Resolving a Turn Example, played with the dice forced to the printed results
(NM-EXTURN-01..10)."""

import pytest

from tabletop.core.errors import IllegalAction
from tabletop.games.necromolds import actions as A
from tabletop.games.necromolds import rounds
from tabletop.games.necromolds.library import library

from .helpers import GAME, combat_face, play, position, start_round

A1, A2, D1, DG, AD, G = (
    combat_face("attack"),
    combat_face("attack", "attack"),
    combat_face("defense"),
    combat_face("defense", "gem"),
    combat_face("attack", "defense"),
    combat_face("gem"),
)
GA, GB, GC, INSECT = "p0-graveghoul-1", "p0-graveghoul-2", "p0-graveghoul-3", "p1-insectomite-1"


def example_position():
    """Clint (seat 0): Graveghouls A, B, C. His opponent: the Insectomite and a far-away Mud Mump.
    A farm hut stands between Graveghoul C and the Insectomite."""
    melee = [
        A2,
        A1,
        A1,
        G,  # Clint: 4 dice, 4 attack hits + 1 gem (NM-EXTURN-03)
        DG,
        DG,
        D1,
        AD,
    ]  # Insectomite: 4 dice, 4 defense hits + 2 gems
    ranged = [
        A2,
        A2,
        A2,  # Clint: 3 dice, 6 attack hits, no gem (NM-EXTURN-08)
        D1,
        D1,
        D1,
        AD,
        AD,
    ]  # Insectomite: 5 dice, 5 defense hits, no gem
    s = position(
        [
            (0, "graveghoul", 6, 2.5),
            (0, "graveghoul", 12, 3.6),
            (0, "graveghoul", 22, 2),
            (1, "insectomite", 12, 10),
            (1, "mud_mumps", 2, 17),
        ],
        terrain=[("hut", 17, 7)],
        gems=(4, 3),
        forced=melee + ranged,
    )
    s, _ = start_round(s, ["move", "ranged", "magic", "ranged"] + ["move"] * 4)
    s, _ = play(
        s,
        A.Assign(seat=0, die=0, book="graveghoul", slot=0),
        A.Assign(seat=0, die=1, book="graveghoul", slot=1),
        A.Assign(seat=0, die=2, book="graveghoul", slot=-1),
        A.AssignDone(seat=0),
        A.AssignDone(seat=1),
    )
    return s


def test_nm_exturn_01_to_10_resolving_a_turn_example():
    """NM-EXTURN-01..10, NM-RANGED-06: move A and B a medium distance, B's melee tie (Insectomite survives), C moves;
    ranged at far distance thanks to the magic ability; A smashes the Insectomite; C cannot shoot."""
    lib = library()
    s = example_position()
    assert s.phase == "turns" and s.turn_seat == 0 and s.magic_active(0, "graveghoul")
    # NM-EXTURN-01: Clint chooses his Graveghoul spellbook and the move command first
    s, _ = play(s, A.StartCommand(seat=0, die=0))
    assert s.command.kind == "move" and s.command.distance == lib.length("medium")
    s, _ = play(s, A.Move(seat=0, monster=GA, path=((6.0, 7.0),)))
    assert s.phase == "command"
    contact_y = 10 - 0.85 - 0.6 - 0.01
    s, ev = play(s, A.Move(seat=0, monster=GB, path=((12.0, contact_y),)))
    # NM-EXTURN-02: 3 dice against 4; Clint spends 4 gems for a 4th die
    assert s.phase == "combat" and (s.combat.att_pool, s.combat.def_pool) == (3, 4)
    assert GAME.to_act(s) == [0]
    s, ev = play(s, A.BuyDice(seat=0, count=1))
    # the opponent (3 gems) cannot afford a 5th die (5 gems), so the dice are rolled at once
    result = next(e for e in ev if e.kind == "combat_result")
    assert (result.data["attack_hits"], result.data["defense_hits"]) == (4, 4)
    # NM-EXTURN-03: a tie, but the Insectomite's passive saves it: only Graveghoul B is smashed
    assert result.data["smashed"] == [GB]
    assert s.monster(INSECT).alive and not s.monster(GB).alive
    # NM-EXTURN-04: Clint 4 - 4 + 4 (pool) + 1 (gem) = 5; the opponent 3 + 2 gems = 5
    assert [x.gems for x in s.seats] == [5, 5]
    assert len(s.clay) == 1
    # NM-EXTURN-05: Clint goes on with the same move command: Graveghoul C moves
    assert s.phase == "command" and s.command.kind == "move"
    s, ev = play(s, A.Move(seat=0, monster=GC, path=((22.0, 4.0),)))
    assert any(e.kind == "command_end" for e in ev)  # every Graveghoul has moved: the die is removed
    assert s.phase == "turns" and s.active_book == "graveghoul"
    # NM-EXTURN-06: the ranged slot is close; the magic ability makes it far
    assert rounds.ranged_problem(s, GA, INSECT, lib.length("close"), True) is not None
    s, _ = play(s, A.StartCommand(seat=0, die=1))
    assert s.command.kind == "ranged" and s.command.distance == lib.length("far")
    # NM-EXTURN-10: both reasons hold for Graveghoul C: out of far distance and behind the hut
    from tabletop.games.necromolds.field import battlefield

    bf = battlefield(s)
    assert not bf.within(GC, INSECT, lib.length("far")) and not bf.line_of_sight(GC, INSECT)
    with pytest.raises(IllegalAction, match="out of range"):
        GAME.apply(s, A.Ranged(seat=0, monster=GC, target=INSECT))
    # NM-EXTURN-07: Graveghoul A shoots; Clint spends nothing; the opponent spends 5 for a 5th die
    s, _ = play(s, A.Ranged(seat=0, monster=GA, target=INSECT))
    assert (s.combat.att_pool, s.combat.def_pool) == (3, 4)
    s, _ = play(s, A.BuyDice(seat=0, count=0))
    assert GAME.to_act(s) == [1]
    s, ev = play(s, A.BuyDice(seat=1, count=1))
    result = next(e for e in ev if e.kind == "combat_result")
    # NM-EXTURN-08: 6 attack hits against 5 defense hits: the Insectomite is smashed
    assert (result.data["attack_hits"], result.data["defense_hits"]) == (6, 5)
    assert result.data["smashed"] == [INSECT] and not s.monster(INSECT).alive
    # its owner gains 5 gems for its 5-die pool; no gem symbols: opponent 5 - 5 + 5 = 5, Clint 5
    assert [x.gems for x in s.seats] == [5, 5]
    # NM-EXTURN-09: Graveghoul C makes no attack; the ranged die is removed; the magic die stays
    assert s.phase == "command" and s.magic_active(0, "graveghoul")
    s, ev = play(s, A.EndCommand(seat=0))
    # Clint's turn ends; his opponent has no dice either, so the round ends and magic comes off
    assert any(e.kind == "round_end" for e in ev)
    assert s.round == 2 and not s.magic_active(0, "graveghoul")
    assert [m.id for m in s.alive(0)] == [GA, GC]
