"""Issue 21 'Names that tell sides apart': both sides' monsters could be called "Cragmaw 1", and a tie
that saved one side ("Tie: Insectomite 1's Stalwart keeps it standing") read beside the other side's
smashed Cragmaw as a contradiction. A monster's name carries its owner where two could be confused,
and a combat result says what happened to each monster, attacker first (NM-COMBAT-10, NM-EXTURN-03)."""

from __future__ import annotations

from tabletop.games.necromolds import events as E
from tabletop.games.necromolds import words
from tabletop.games.necromolds.library import library
from tests.games.necromolds.helpers import position


def test_two_sides_cragmaw_1_are_named_with_their_owners():
    """Issue 21: both sides' 'Cragmaw 1' carry their owner; a name no other side shares stays short."""
    s = position([(0, "cragmaw", 5, 2), (1, "cragmaw", 5, 16), (1, "graveghoul", 8, 16)])
    assert words.monster_name(s, "p0-cragmaw-1") == "Player 1's Cragmaw 1"
    assert words.monster_name(s, "p1-cragmaw-1") == "Player 2's Cragmaw 1"
    assert words.monster_name(s, "p1-graveghoul-1") == "Graveghoul 1"
    assert words.monster_name(s, "p0-cragmaw-1", whose=False) == "Cragmaw 1"  # a line that names the owner already
    # the log says whose: a smash of one Cragmaw can no longer be read as the other's
    assert words.text(s, E.Smashed("p1-cragmaw-1", 1)) == "Player 2's Cragmaw 1 is smashed"


def test_a_smashed_twin_keeps_the_name_it_had():
    """A monster's name does not change in the middle of a game when the other side's twin is smashed."""
    s = position([(0, "cragmaw", 5, 2), (1, "cragmaw", 5, 16)])
    s.monsters[1].alive = False
    assert words.monster_name(s, "p0-cragmaw-1") == "Player 1's Cragmaw 1"


def test_nm_combat_10_a_tied_melee_says_what_happened_to_each_monster_in_order():
    """NM-COMBAT-10 / NM-EXTURN-03, as issue 21 found it: the attacking Cragmaw is smashed on a tie and
    the Insectomite's tie protection keeps it standing: both fates, attacker first."""
    s = position([(1, "cragmaw", 5, 2), (0, "insectomite", 5, 4)])
    keeper = library().books["insectomite"].passive
    assert keeper.effect == "tie_survive"
    said = words.combat_outcome(s, "melee", "p1-cragmaw-1", "p0-insectomite-1", 2, 2, ["p1-cragmaw-1"])
    assert said == f"Tie 2 to 2: Cragmaw 1 is smashed; Insectomite 1 stands ({keeper.name} saves it on a tie)"
    both = words.combat_outcome(s, "melee", "p1-cragmaw-1", "p0-insectomite-1", 1, 3, ["p1-cragmaw-1"])
    assert both == "1 to 3: Cragmaw 1 is smashed; Insectomite 1 stands"


def test_a_ranged_result_says_who_shot_and_what_became_of_the_target():
    """NM-COMBAT-11: the shooter is never at risk; a tie spares the defender."""
    s = position([(1, "cragmaw", 5, 2), (0, "graveghoul", 5, 12)])
    tie = words.combat_outcome(s, "ranged", "p1-cragmaw-1", "p0-graveghoul-1", 2, 2, [])
    assert tie == "Tie 2 to 2: Cragmaw 1 shoots; Graveghoul 1 stands (a tie spares the defender)"
    hit = words.combat_outcome(s, "ranged", "p1-cragmaw-1", "p0-graveghoul-1", 3, 1, ["p0-graveghoul-1"])
    assert hit == "3 to 1: Cragmaw 1 shoots; Graveghoul 1 is smashed"
    # a Stalwart target of a shot stands on a tie as any target would: the words do not credit Stalwart
    # (play-test: "(Stalwart saves it on a tie)" taught that a tie needs it)
    s2 = position([(1, "cragmaw", 5, 2), (0, "insectomite", 5, 12)])
    tie = words.combat_outcome(s2, "ranged", "p1-cragmaw-1", "p0-insectomite-1", 2, 2, [])
    assert tie == "Tie 2 to 2: Cragmaw 1 shoots; Insectomite 1 stands (a tie spares the defender)"
    blast = words.combat_outcome(s, "ranged", "", "p0-graveghoul-1", 3, 1, ["p0-graveghoul-1"])
    assert blast == "Magic Blast, 3 to 1: Graveghoul 1 is smashed"
