"""Move and ranged attack commands through the battlefield geometry (NM-MOVE-*, NM-RANGED-*,
NM-ROUND-13, NM-ROUND-27, NM-ROUND-28, NM-BASIC-17..20)."""

import pytest

from tabletop.core.errors import IllegalAction
from tabletop.games.necromolds import actions as A

from .helpers import GAME, play, position, start_round


def commanding(monsters, kind="move", book="graveghoul", terrain=(), clay=(), slot=None, mode="standard"):
    """Seat 0 performing a move (slot 0) or ranged (slot 1) command of `book`."""
    s = position(monsters, terrain=terrain, clay=clay, mode=mode, gems=(0, 0))
    s, _ = start_round(s, ["move", "ranged", "move", "ranged"] + ["move"] * 4)
    die = 0 if kind == "move" else 1
    s, _ = play(
        s,
        A.Assign(seat=0, die=die, book=book, slot=slot if slot is not None else die),
        A.AssignDone(seat=0),
        A.AssignDone(seat=1),
    )
    s, _ = play(s, A.StartCommand(seat=0, die=die))
    return s


FAR_ENEMY = (1, "insectomite", 20, 16)


def test_nm_move_01_04_up_to_the_distance_any_path():
    """NM-MOVE-01..04, NM-DIST-01: no grid; a move may bend and be shorter, but its path length is at most the edge (medium 5 in)."""
    s = commanding([(0, "graveghoul", 5, 2), (0, "graveghoul", 12, 2), FAR_ENEMY])
    with pytest.raises(IllegalAction, match=r"^too far: 5\.5 in of 5 in$"):
        GAME.apply(s, A.Move(seat=0, monster="p0-graveghoul-1", path=((5, 7.5),)))
    s2, _ = play(s, A.Move(seat=0, monster="p0-graveghoul-1", path=((7, 2), (7, 4.9))))
    assert (s2.monster("p0-graveghoul-1").x, s2.monster("p0-graveghoul-1").y) == (7, 4.9)
    with pytest.raises(IllegalAction, match="already performed"):
        GAME.apply(s2, A.Move(seat=0, monster="p0-graveghoul-1", path=((7, 5),)))


def test_nm_move_05_not_through_terrain():
    """NM-MOVE-05: solid terrain blocks the path."""
    s = commanding([(0, "graveghoul", 5, 2), (0, "graveghoul", 12, 2), FAR_ENEMY], terrain=[("well", 5, 4)])
    with pytest.raises(IllegalAction, match=r"^blocked by the Village Well$"):  # named, not its id
        GAME.apply(s, A.Move(seat=0, monster="p0-graveghoul-1", path=((5, 6),)))


def test_nm_move_06_07_through_friends_not_enemies():
    """NM-MOVE-06, NM-MOVE-07: friendly bases can be crossed, enemy bases cannot."""
    s = commanding([(0, "graveghoul", 5, 2), (0, "graveghoul", 5, 4), (1, "mud_mumps", 12, 4), FAR_ENEMY])
    s2, _ = play(s, A.Move(seat=0, monster="p0-graveghoul-1", path=((5, 6),)))
    assert s2.monster("p0-graveghoul-1").y == 6
    s = commanding([(0, "graveghoul", 5, 2), (0, "graveghoul", 18, 2), (1, "mud_mumps", 5, 4), FAR_ENEMY])
    with pytest.raises(IllegalAction, match=r"^cannot pass through Mud Mump 1$"):
        GAME.apply(s, A.Move(seat=0, monster="p0-graveghoul-1", path=((5, 6.5),)))


def test_nm_move_08_09_clay_crossed_not_ended_on_no_overlap():
    """NM-MOVE-08, NM-MOVE-09, NM-COMBAT-17: cross smashed clay, never end on it or on another base."""
    s = commanding([(0, "graveghoul", 5, 2), (0, "graveghoul", 5, 6), FAR_ENEMY], clay=[(5, 4, 0.6)])
    with pytest.raises(IllegalAction, match="clay"):
        GAME.apply(s, A.Move(seat=0, monster="p0-graveghoul-1", path=((5, 4),)))
    with pytest.raises(IllegalAction, match=r"^cannot end on Graveghoul 2$"):
        GAME.apply(s, A.Move(seat=0, monster="p0-graveghoul-1", path=((5, 6.2),)))
    s2, _ = play(s, A.Move(seat=0, monster="p0-graveghoul-1", path=((6.5, 4), (6.5, 6.5))))
    assert s2.monster("p0-graveghoul-1").x == 6.5


def test_nm_move_10_12_contact_triggers_melee():
    """NM-MOVE-10, NM-MOVE-12, NM-QREF-06: ending in contact with an enemy starts melee with the mover attacking."""
    s = commanding([(0, "graveghoul", 5, 2), (0, "graveghoul", 15, 2), (1, "mud_mumps", 5, 5.5), FAR_ENEMY])
    _s2, ev = play(s, A.Move(seat=0, monster="p0-graveghoul-1", path=((5, 5.5 - 0.45 - 0.6 - 0.01),)))
    start = next(e for e in ev if e.kind == "combat_start")
    assert start.data["attacker"] == "p0-graveghoul-1" and start.data["defender"] == "p1-mud_mumps-1"
    assert start.data["kind"] == "melee"


def test_nm_move_11_not_in_contact_with_two_enemies():
    """NM-MOVE-11: a move may not end touching two enemies."""
    s = commanding(
        [
            (0, "graveghoul", 6, 2),
            (0, "graveghoul", 15, 2),
            (1, "mud_mumps", 5, 5.5),
            (1, "mud_mumps", 7.0, 5.5),
            FAR_ENEMY,
        ]
    )
    # touching both Mud Mumps at once: centre at distance 1.05 from each
    y = 5.5 - (1.05**2 - 1.0**2) ** 0.5
    with pytest.raises(IllegalAction, match="more than one enemy"):
        GAME.apply(s, A.Move(seat=0, monster="p0-graveghoul-1", path=((6, y),)))


def test_only_the_chosen_spellbook_moves():
    """NM-ROUND-22: only monsters of the command's spellbook perform it."""
    s = commanding([(0, "graveghoul", 5, 2), (0, "mud_mumps", 9, 2), FAR_ENEMY])
    with pytest.raises(IllegalAction, match="Graveghoul"):
        GAME.apply(s, A.Move(seat=0, monster="p0-mud_mumps-1", path=((9, 3),)))


def test_nm_round_13_unstable_move_one_monster():
    """NM-ROUND-13, NM-ROUND-14, NM-BOOK-07: Veggitoad's unstable far hop is made by one monster."""
    s = commanding([(0, "veggitoad", 5, 2), (0, "veggitoad", 10, 2), FAR_ENEMY], book="veggitoad", slot=1)
    assert s.command.distance == 7.0 and s.command.limit == 1
    s2, ev = play(s, A.Move(seat=0, monster="p0-veggitoad-1", path=((5, 8),)))
    assert s2.command is None and any(e.kind == "command_end" for e in ev)


def test_nm_ranged_01_02_range_and_target():
    """NM-RANGED-01, NM-RANGED-02: the gap between bases must be within the slot's edge; targets are enemies."""
    # Graveghoul ranged slot: close (3 in). Gap = 4.0 - 0.6 - 0.45 = 2.95 (in); 4.2 -> 3.15 (out)
    s = commanding(
        [
            (0, "graveghoul", 5, 5),
            (0, "graveghoul", 12, 5),
            (1, "mud_mumps", 5, 9),
            (1, "mud_mumps", 12, 9.2),
            FAR_ENEMY,
        ],
        kind="ranged",
    )
    with pytest.raises(IllegalAction, match="out of range"):
        GAME.apply(s, A.Ranged(seat=0, monster="p0-graveghoul-2", target="p1-mud_mumps-2"))
    with pytest.raises(IllegalAction, match="enemy"):
        GAME.apply(s, A.Ranged(seat=0, monster="p0-graveghoul-1", target="p0-graveghoul-2"))
    _s2, ev = play(s, A.Ranged(seat=0, monster="p0-graveghoul-1", target="p1-mud_mumps-1"))
    assert any(e.kind == "combat_start" and e.data["kind"] == "ranged" for e in ev)


def test_nm_ranged_03_monsters_and_terrain_block_sight():
    """NM-RANGED-03: another monster or tall terrain between blocks; NM-RANGED-04, NM-RANGED-05: low terrain does not."""
    s = commanding(
        [
            (0, "graveghoul", 5, 5),
            (0, "graveghoul", 12, 5),
            (0, "insectomite", 5, 6.7),
            (1, "mud_mumps", 5, 8.4),
            FAR_ENEMY,
        ],
        kind="ranged",
    )
    with pytest.raises(IllegalAction, match="line of sight"):
        GAME.apply(s, A.Ranged(seat=0, monster="p0-graveghoul-1", target="p1-mud_mumps-1"))
    # a boulder pile (0.8 in high) between a Graveghoul (1.5) and a Batadactyl (1.8): seen over it
    s = commanding(
        [
            (0, "graveghoul", 12, 4),
            (0, "graveghoul", 20, 2),
            (1, "batadactyl", 12, 7.5),
            FAR_ENEMY,
            (1, "mud_mumps", 2, 17),
        ],
        kind="ranged",
        terrain=[("boulders", 12, 5.8)],
    )
    assert GAME.check(s, A.Ranged(seat=0, monster="p0-graveghoul-1", target="p1-batadactyl-1")) is None


def test_nm_round_28_move_then_shoot():
    """NM-ROUND-28: a monster that moved may shoot with the same spellbook's ranged die."""
    s = position([(0, "graveghoul", 5, 2), (1, "mud_mumps", 5, 10), FAR_ENEMY], gems=(0, 0))
    s, _ = start_round(s, ["move", "ranged", "move", "move"] + ["move"] * 4)
    s, _ = play(
        s,
        A.Assign(seat=0, die=0, book="graveghoul", slot=0),
        A.Assign(seat=0, die=1, book="graveghoul", slot=1),
        A.AssignDone(seat=0),
        A.AssignDone(seat=1),
        A.StartCommand(seat=0, die=0),
        A.Move(seat=0, monster="p0-graveghoul-1", path=((5, 6.5),)),
        A.StartCommand(seat=0, die=1),
    )
    assert GAME.check(s, A.Ranged(seat=0, monster="p0-graveghoul-1", target="p1-mud_mumps-1")) is None


def test_nm_basic_17_20_basic_move_two_monsters_ranged_ignores_monsters():
    """NM-BASIC-17..20: move any 2 monsters at the far edge; ranged needs distance only."""
    s = position(
        [
            (0, "graveghoul", 5, 2),
            (0, "mud_mumps", 9, 2),
            (0, "graveghoul", 13, 2),
            (0, "insectomite", 5, 5.5),
            (1, "mud_mumps", 5, 9),
            FAR_ENEMY,
        ],
        mode="basic",
        gems=(0, 0),
    )
    s, _ = start_round(s, ["move", "ranged", "move", "move"] + ["move"] * 4)
    assert s.turn_seat == 1
    s, _ = play(s, A.StartCommand(seat=1, die=0), A.EndCommand(seat=1), A.StartCommand(seat=0, die=0))
    s, _ = play(s, A.Move(seat=0, monster="p0-graveghoul-2", path=((13, 8.9),)))  # 6.9 in: far edge
    s, ev = play(s, A.Move(seat=0, monster="p0-mud_mumps-1", path=((9, 3),)))
    assert any(e.kind == "command_end" for e in ev)  # two monsters moved: the command is done
    s, _ = play(s, A.StartCommand(seat=1, die=1), A.EndCommand(seat=1), A.StartCommand(seat=0, die=1))
    # the Insectomite stands between, but basic play checks distance only
    assert GAME.check(s, A.Ranged(seat=0, monster="p0-graveghoul-1", target="p1-mud_mumps-1")) is None


def test_nm_basic_20_37_basic_terrain_blocks_sight_monsters_do_not():
    """NM-BASIC-20, NM-BASIC-37: with What Next step 1 (terrain) on, terrain blocks sight; monsters still do not."""
    s = position(
        [
            (0, "graveghoul", 5, 5),
            (0, "graveghoul", 15, 5),
            (0, "insectomite", 5, 6.7),
            (1, "mud_mumps", 5, 8.4),
            (1, "mud_mumps", 16.2, 9.5),
            FAR_ENEMY,
            (1, "mud_mumps", 2, 17),
        ],
        mode="basic",
        terrain=[("well", 15.6, 7.25)],
        gems=(0, 0),
    )
    s, _ = start_round(s, ["ranged"] * 8)
    s, _ = play(s, A.StartCommand(seat=0, die=0))
    assert s.command.line_of_sight
    assert GAME.check(s, A.Ranged(seat=0, monster="p0-graveghoul-1", target="p1-mud_mumps-1")) is None
    assert "line of sight" in GAME.check(s, A.Ranged(seat=0, monster="p0-graveghoul-2", target="p1-mud_mumps-2"))


def test_a_move_just_past_its_reach_says_by_how_much_never_5_0_of_5_NM_MOVE_01():
    """Play-test: "Can't end here: too far: 5.0 in of 5 in" contradicted itself (5.04 rounded to one
    decimal). The length shows as many decimals as it takes to be past the reach."""
    from types import SimpleNamespace

    from tabletop.games.necromolds import words

    said = words.move_refusal(None, SimpleNamespace(problem="too_far", length=5.04, blocker=None), 5.0)
    assert said == "too far: 5.04 in of 5 in"
    said = words.move_refusal(None, SimpleNamespace(problem="too_far", length=5.5, blocker=None), 5.0)
    assert said == "too far: 5.5 in of 5 in"


def test_a_ranged_command_nobody_could_perform_says_why_it_ended_NM_RANGED_01():
    """NM-RANGED-01 in the log: a ranged command whose monsters had no enemy in range and sight ends with
    "ends the command: no enemy in range and sight" (play-test r30: a computer's "may shoot with Mud Mumps",
    then "ends the command", and nothing said why); one ended with a target in range says nothing more,
    since the player chose not to shoot. The event's data is as before (the reason is for its words)."""
    far = commanding([(0, "graveghoul", 5, 5), (0, "graveghoul", 12, 5), FAR_ENEMY], kind="ranged")
    _s, ev = play(far, A.EndCommand(seat=0))
    (end,) = [e for e in ev if e.kind == "command_end"]
    assert end.text.endswith("ends the command: no enemy in range and sight")
    assert dict(end.data) == {"seat": 0, "die": 1}
    near = commanding([(0, "graveghoul", 5, 5), (1, "mud_mumps", 5, 9), FAR_ENEMY], kind="ranged")
    _s, ev = play(near, A.EndCommand(seat=0))
    (end,) = [e for e in ev if e.kind == "command_end"]
    assert end.text.endswith("ends the command")
