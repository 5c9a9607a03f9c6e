"""Set-up: terrain roll-off and placement, molding within the clay budget, deployment (NM-SETUP-*)."""

import pytest

from tabletop.core.errors import IllegalAction
from tabletop.games.necromolds import actions as A
from tabletop.games.necromolds.library import library

from .helpers import GAME, RIGGED, combat_face, play


def new(mode="standard", **settings):
    return GAME.initial_state({"mode": mode, **settings}, 11)


def test_nm_setup_05_starting_gems_and_clay():
    """NM-SETUP-03, NM-SETUP-05, NM-SETUP-06, NM-BASIC-04, NM-COMP-02: 4 gems (2 in basic), 4 command dice, one 56 dr container."""
    s = new()
    assert [x.gems for x in s.seats] == [4, 4]
    assert [x.clay for x in s.seats] == [56, 56]
    assert [x.dice_count for x in s.seats] == [4, 4]
    assert [x.gems for x in new("basic").seats] == [2, 2]


def test_nm_setup_07_09_terrain_rolloff_counts_symbols_and_rerolls_ties():
    """NM-SETUP-07, NM-SETUP-09: most attack-hit symbols places first; a tie re-rolls."""
    aa, a, d = combat_face("attack", "attack"), combat_face("attack"), combat_face("defense")
    # round 1: 2 vs 2 (tie), round 2: seat 0 shows 1 symbol, seat 1 shows 2 symbols on one die
    forced = [a, a, d, a, a, d, a, d, d, aa, d, d]
    s = RIGGED.initial_state({"test_forced_faces": forced}, 1)
    assert s.terrain_first == 1 and s.placer == 1 and s.phase == "terrain"
    assert s.deploy_order == [0, 1]  # NM-SETUP-20: the second placer deploys first


def test_nm_setup_08_10_alternate_placement_of_three_pieces():
    """NM-SETUP-08, NM-SETUP-10: winner, other, winner; pieces wholly on the map and not overlapping."""
    s = new()
    first = s.placer
    pieces = library().maps["twins_vale"].pieces
    s, _ = play(s, A.PlaceTerrain(seat=first, piece=pieces[0].id, x=6, y=9))
    with pytest.raises(IllegalAction, match="turn"):
        GAME.apply(s, A.PlaceTerrain(seat=first, piece=pieces[1].id, x=18, y=9))
    with pytest.raises(IllegalAction, match="overlap"):
        GAME.apply(s, A.PlaceTerrain(seat=1 - first, piece=pieces[1].id, x=6.5, y=9))
    with pytest.raises(IllegalAction, match="wholly"):
        GAME.apply(s, A.PlaceTerrain(seat=1 - first, piece=pieces[1].id, x=0.5, y=9))
    with pytest.raises(IllegalAction, match="already"):
        GAME.apply(s, A.PlaceTerrain(seat=1 - first, piece=pieces[0].id, x=18, y=9))
    s, _ = play(s, A.PlaceTerrain(seat=1 - first, piece=pieces[1].id, x=18, y=9))
    s, _ = play(s, A.PlaceTerrain(seat=first, piece=pieces[2].id, x=12, y=4, rotation=90))
    assert len(s.terrain) == 3 and s.phase == "army"


def _to_army(mode="standard"):
    s = new(mode)
    if s.phase == "terrain":
        for _ in range(3):
            s, _ = play(s, GAME.legal_actions(s, s.placer)[0])
    return s


def test_nm_setup_11_12_molding_costs_size_and_needs_whole_monsters():
    """NM-SETUP-11, NM-SETUP-12, NM-OVR-02, NM-MOLD-01, NM-BOOK-03: each monster costs its Size; no partial monster."""
    s = _to_army()
    crag = library().size("cragmaw", 0).clay
    n = 56 // crag
    for _ in range(n):
        s, _ = play(s, A.Mold(seat=0, book="cragmaw"))
    assert s.seats[0].clay == 56 - n * crag
    with pytest.raises(IllegalAction, match="not enough clay"):
        GAME.apply(s, A.Mold(seat=0, book="cragmaw"))
    s, _ = play(s, A.Mold(seat=0, book="veggitoad", size=0))
    assert s.seats[0].clay == 56 - n * crag - library().size("veggitoad", 0).clay


def test_nm_setup_13_army_final_only_when_nothing_fits():
    """NM-SETUP-13: ArmyDone is refused while another monster fits."""
    s = _to_army()
    s, _ = play(s, A.Mold(seat=0, book="cragmaw"))
    with pytest.raises(IllegalAction, match="keep molding"):
        GAME.apply(s, A.ArmyDone(seat=0))
    while s.seats[0].clay >= library().smallest_clay():
        s, _ = play(s, A.Mold(seat=0, book="mud_mumps"))
    s, _ = play(s, A.ArmyDone(seat=0))
    assert s.seats[0].army_done


def test_nm_setup_18_starting_tip_preset():
    """NM-SETUP-18: 1 Insectomite, 3 Graveghouls and the rest of the clay in Mud Mumps."""
    s = _to_army()
    s, _ = play(s, A.MoldPreset(seat=1, preset="starting_tip"))
    books = [m.book for m in s.monsters if m.owner == 1]
    assert books.count("insectomite") == 1 and books.count("graveghoul") == 3
    size = library().size
    assert books.count("mud_mumps") == (56 - size("insectomite", 0).clay - 3 * size("graveghoul", 0).clay) // 4
    assert s.seats[1].clay < library().smallest_clay()


def test_unmold_returns_clay():
    """A molded monster can be taken back while building."""
    s = _to_army()
    s, _ = play(s, A.Mold(seat=0, book="graveghoul"))
    s, _ = play(s, A.Unmold(seat=0, monster="p0-graveghoul-1"))
    assert s.seats[0].clay == 56 and not s.monsters


def _to_deploy(mode="standard"):
    s = _to_army(mode)
    for seat in (0, 1):
        s, _ = play(s, A.MoldPreset(seat=seat, preset="starting_tip"), A.ArmyDone(seat=seat))
    assert s.phase == "deploy"
    return s


def test_nm_setup_19_20_deployment_touching_own_border_in_order():
    """NM-SETUP-19, NM-SETUP-20: the second terrain placer deploys first; bases touch their own green border."""
    s = _to_deploy()
    first = s.deploy_order[0]
    other = 1 - first
    mine = [m for m in s.monsters if m.owner == first]
    edge_y = 0.9 if first == 0 else 18 - 0.9
    far_y = 9.0
    assert GAME.to_act(s) == [first]
    with pytest.raises(IllegalAction, match="deploys now"):
        GAME.apply(s, A.Deploy(seat=other, monster=next(m for m in s.monsters if m.owner == other).id, x=3, y=1))
    with pytest.raises(IllegalAction, match="green border"):
        GAME.apply(s, A.Deploy(seat=first, monster=mine[0].id, x=3, y=far_y))
    s, _ = play(s, A.Deploy(seat=first, monster=mine[0].id, x=3, y=edge_y))
    with pytest.raises(IllegalAction, match="overlap"):
        GAME.apply(s, A.Deploy(seat=first, monster=mine[1].id, x=3.2, y=edge_y))
    with pytest.raises(IllegalAction, match="still to deploy"):
        GAME.apply(s, A.DeployDone(seat=first))


def test_nm_setup_21_battle_begins_after_deployment():
    """NM-SETUP-21: after both deploy, round 1 begins with command dice rolled."""
    s = _to_deploy()
    while s.phase == "deploy":
        seat = GAME.to_act(s)[0]
        s, _ = play(s, GAME.legal_actions(s, seat)[0])
    assert s.round == 1 and s.phase == "assign"
    assert all(len(x.dice) == 4 for x in s.seats)


def test_nm_basic_05_no_terrain_step():
    """NM-BASIC-05: basic play skips terrain unless What Next step 1 is on."""
    assert new("basic").phase == "army"
    assert new("basic", basic_terrain=True).phase == "terrain"
