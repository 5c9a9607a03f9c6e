"""The Optional Fan Rules (issue 13; rulebook "Optional Fan Rules", NM-FAN-01..23): each switch
on changes exactly what the rulebook says, and off changes nothing. Every test names its item."""

from __future__ import annotations

import math

import pytest

from tabletop.core.errors import IllegalAction
from tabletop.games.necromolds import actions as A
from tabletop.games.necromolds import combat, fan, field, legal, words
from tabletop.games.necromolds.library import library
from tabletop.games.necromolds.settings import BASALTS_FAVORITES, FAN_RULES, SETTINGS, is_basalts_favorite
from tabletop.geometry import cover as C
from tabletop.geometry import facing as F

from .helpers import GAME, combat_face, command_face, play, position, start_round

ALL = dict.fromkeys(FAN_RULES, True)


def fan_position(monsters, rules=(), **kw):
    """`position` with fan rules switched on (the settings keys)."""
    s = position(monsters, **kw)
    s.fan = [k for k in FAN_RULES if k in rules]
    if "fan_directional" in s.fan:
        for m in s.monsters:
            m.facing = fan.deploy_facing(s, m.owner, m.x, m.y)
    return s


def commanding(s, kind="move", book="graveghoul", slot=None):
    """Seat 0 performing a move (slot 0) or ranged (slot 1) command of `book`."""
    tied = len(s.alive(0)) == len(s.alive(1))
    s, _ = start_round(
        s,
        ["move", "ranged", "move", "ranged"] + ["move"] * 4,
        rolloff=[("attack",)] * 3 + [("defense",)] * 3 if tied else None,
    )
    die = 0 if kind == "move" else 1
    s, _ = play(
        s,
        A.Assign(seat=0, die=die, book=book, slot=slot if slot is not None else die),
        A.AssignDone(seat=0),
        A.AssignDone(seat=1),
    )
    if s.turn_seat == 1:
        s, _ = play(s, A.StartCommand(seat=1, die=0), A.EndCommand(seat=1)) if s.phase == "turns" else (s, [])
    return play(s, A.StartCommand(seat=0, die=die))[0]


def combat_start(events):
    return next(e for e in events if e.kind == "combat_start")


# -- NM-FAN-01, NM-FAN-23: the switches ---------------------------------------------------------


def test_nm_fan_01_each_rule_is_a_setting_off_by_default_and_kept_with_the_game():
    """NM-FAN-01: ten separate switches, off by default, validated, in the game's settings."""
    assert len(FAN_RULES) == 10 and set(FAN_RULES) <= set(SETTINGS)
    s = GAME.initial_state({}, 1)
    assert s.fan == [] and "fan" not in GAME.snapshot(s)
    filled = GAME.validate_settings({"fan_partial_cover": "yes"})
    assert filled["fan_partial_cover"] is True and filled["fan_high_ground"] is False
    for key in FAN_RULES:
        assert GAME.initial_state({key: True}, 1).fan == [key]
    assert GAME.initial_state(ALL, 1).fan == list(FAN_RULES)
    with pytest.raises(ValueError, match="fan_directional"):
        GAME.initial_state({"fan_directional": "sideways"}, 1)
    with pytest.raises(ValueError, match="fan_four_corners"):  # NM-FAN-15 needs two players
        GAME.initial_state({"fan_four_corners": True, "players": 3}, 1)


def test_nm_fan_23_basalts_favorites_are_a_label_only():
    """NM-FAN-23: the four rules marked * are listed for the settings screen; nothing switches on."""
    assert set(BASALTS_FAVORITES) == {
        "fan_turn_order_choice",
        "fan_four_corners",
        "fan_wilder_wilds",
        "fan_decisive_combat",
    }
    assert is_basalts_favorite("fan_decisive_combat") and not is_basalts_favorite("fan_partial_cover")
    assert GAME.initial_state({"mode": "standard"}, 3).fan == []


@pytest.mark.slow  # a whole game (or several) to the end
def test_nm_fan_01_every_switch_on_plays_saves_and_replays_exactly(tmp_path):
    """NM-FAN-01: a bot game with every switch on (on the High Ground map) ends, and its save
    replays to the same state, fingerprint and snapshot."""
    from tabletop.core.session import Session
    from tabletop.games import get_game
    from tabletop.simulate import play_one

    path = tmp_path / "fan.json"
    line = play_one("necromolds", {**ALL, "map": "terraces"}, 3, ["default"], save_path=path)
    assert line["winners"]
    again = Session.load(get_game, path, verify=True)
    assert again.unverified == [] and again.state.fan == list(FAN_RULES)


@pytest.mark.slow  # a whole game (or several) to the end
def test_nm_fan_01_simulate_with_every_switch_on_plays_30_games():
    """NM-FAN-01 (issue 13): `simulate necromolds` with every fan switch on plays games without
    an error (30 here, on both a plain map and the High Ground map, in standard and advanced)."""
    from tabletop.simulate import play_one

    for seed in range(30):
        settings = {
            **ALL,
            "map": "terraces" if seed % 2 else "twins_vale",
            "mode": "advanced" if seed % 3 == 0 else "standard",
        }
        line = play_one("necromolds", settings, 100 + seed, ["default"])
        assert line["winners"], line


# -- NM-FAN-02: Turn Order Choice ---------------------------------------------------------------


def test_nm_fan_02_turn_order_choice_the_first_player_chooses_first_or_second():
    """NM-FAN-02: the player with the fewest monsters chooses to go first or second, before the
    dice are rolled; without the rule they simply go first."""
    army = [(0, "graveghoul", 5, 2), (1, "graveghoul", 5, 16), (1, "graveghoul", 9, 16)]
    plain, _ = start_round(fan_position(army), ["move"] * 8)
    assert plain.phase == "assign" and plain.turn_order == [0, 1]
    s, _ = start_round(fan_position(army, ["fan_turn_order_choice"]), ["move"] * 8)
    assert s.phase == "order" and GAME.to_act(s) == [0] and all(not seat.dice for seat in s.seats)
    assert set(GAME.legal_actions(s, 0)) == {A.ChooseOrder(seat=0, first=True), A.ChooseOrder(seat=0, first=False)}
    with pytest.raises(IllegalAction):
        GAME.apply(s, A.ChooseOrder(seat=1, first=True))
    second, ev = play(s, A.ChooseOrder(seat=0, first=False))
    assert second.turn_order == [1, 0] and second.first == 1 and second.phase == "assign"
    assert all(len(seat.dice) == 4 for seat in second.seats)
    assert any(e.kind == "turn_order" for e in ev)
    first, _ = play(s, A.ChooseOrder(seat=0, first=True))
    assert first.turn_order == [0, 1] and first.first == 0


# -- NM-FAN-03, NM-FAN-04: Turn Order Gems --------------------------------------------------------------


def test_nm_fan_03_turn_order_gems_the_roll_off_loser_gains_its_rolled_gems():
    """NM-FAN-03: tied on monsters, the loser of the first-turn roll-off gains 1 gem per gem
    symbol on its dice; the winner none; without the rule nobody gains."""
    army = [(0, "graveghoul", 5, 2), (1, "graveghoul", 5, 16)]
    rolloff = [("attack",)] * 3 + [("gem",), ("defense", "gem"), ("defense",)]
    for rule, gain in ((False, 0), (True, 2)):
        s = fan_position(army, ["fan_turn_order_gems"] if rule else [], gems=(4, 4))
        s, ev = start_round(s, ["move"] * 8, rolloff=rolloff)
        assert s.first == 0
        assert (s.seats[0].gems, s.seats[1].gems) == (4, 4 + gain)
        assert any(e.kind == "gems" for e in ev) == rule


def test_nm_fan_04_turn_order_gems_not_for_the_terrain_roll_off():
    """NM-FAN-04: only the first-turn roll-off gives gems, not the set-up (terrain) roll-off."""
    for seed in range(6):
        s = GAME.initial_state({"fan_turn_order_gems": True}, seed)
        assert [seat.gems for seat in s.seats] == [library().rules.starting_gems] * 2


# -- NM-FAN-05, NM-FAN-06: Partial Cover ----------------------------------------------------------------


def test_nm_fan_06_covered_fraction_is_the_share_of_blocked_sightlines():
    """NM-FAN-06: the covered fraction from the attacker's centre to 19 sample points of the
    defender; the geometry is pure and the words are the aim tool's."""
    from shapely.geometry import box

    assert len(C.sample_points(0, 0, 1)) == 19
    assert C.covered_fraction((0, 0), (0, 10), 0.5, None) == 0.0
    assert C.covered_fraction((0, 0), (0, 10), 0.5, [box(-3, 4, 3, 5)]) == 1.0
    half = C.covered_fraction((0, 0), (0, 10), 0.5, [box(-3, 4, 0.0, 5)])
    assert 0.3 < half < 0.7
    assert C.covered_fraction((0, 0), (0, 10), 0.5, [box(5, 4, 6, 5)]) == 0.0
    assert words.cover_text(0.62, 1) == "62% covered: +1 defence die" and words.cover_text(0.38, 0) == "38% covered"


COVER = [(0, "graveghoul", 5, 5), (1, "mud_mumps", 5, 9)]
WALL = [("crypt_wall", 5.9, 7.0)]  # its left part ends at x = 5.2, between the two


def test_nm_fan_05_partial_cover_adds_a_free_defence_die():
    """NM-FAN-05: a ranged target more than 50% covered by terrain rolls 1 more defence die (no
    gems); the same shot without the rule, or at a target in the open, does not."""
    pools = {}
    for rule in (False, True):
        s = commanding(fan_position(COVER, ["fan_partial_cover"] if rule else [], terrain=WALL), "ranged")
        assert fan.cover(s, "p0-graveghoul-1", "p1-mud_mumps-1") > 0.5
        s, ev = play(s, A.Ranged(seat=0, monster="p0-graveghoul-1", target="p1-mud_mumps-1"))
        pools[rule] = combat_start(ev).data["def_pool"]
        assert ("bonuses" in combat_start(ev).data) == rule
    assert pools[True] == pools[False] + 1
    s = fan_position([(0, "graveghoul", 5, 5), (1, "mud_mumps", 6.4, 8.5)], ["fan_partial_cover"], terrain=WALL)
    assert fan.cover(s, "p0-graveghoul-1", "p1-mud_mumps-1") <= 0.5
    assert fan.bonus_dice(s, "ranged", s.monster("p0-graveghoul-1"), s.monster("p1-mud_mumps-1")) == (0, 0)


def test_nm_fan_05_cover_is_for_ranged_defence_only():
    """NM-FAN-05: "when defending against a ranged attack": no die in melee."""
    s = fan_position(COVER, ["fan_partial_cover"], terrain=WALL)
    att, dfn = s.monster("p0-graveghoul-1"), s.monster("p1-mud_mumps-1")
    assert fan.bonus_dice(s, "ranged", att, dfn) == (0, 1)
    assert fan.bonus_dice(s, "melee", att, dfn) == (0, 0)


# -- NM-FAN-07, NM-FAN-08/09: High Ground ------------------------------------------------------------------

DAIS = [("stone_dais", 6.0, 7.0)]  # 4..8 x 5.5..8.5, 1 in high, stand = true


def test_nm_fan_09_a_map_has_surfaces_to_stand_on():
    """NM-FAN-09: terrain authored with `stand`; the Crag Terraces map has three such pieces."""
    mp = library().maps["terraces"]
    stands = [p.id for p in mp.pieces if any(part.stand for part in p.parts)]
    assert len(stands) == 3 and "stone_dais" in stands
    assert not any(
        part.stand for m in library().maps.values() if m.id != "terraces" for p in m.pieces for part in p.parts
    )


def test_nm_fan_07_high_ground_a_monster_moves_onto_a_surface_and_attacks_down():
    """NM-FAN-07, NM-FAN-08/09: with the rule a monster moves onto the dais (its centre ends on it), stands
    1 in up, and attacking down at an enemy on the ground adds 1 die; without the rule the dais is
    solid terrain and the move is refused."""
    army = [(0, "graveghoul", 6, 3.5), (1, "mud_mumps", 6, 9.27), (1, "mud_mumps", 20, 16)]
    plain = commanding(fan_position(army, terrain=DAIS, map_id="terraces"))
    climb = A.Move(seat=0, monster="p0-graveghoul-1", path=((6.0, 8.2),))
    with pytest.raises(IllegalAction, match="Stone Dais"):
        GAME.apply(plain, climb)
    s = commanding(fan_position(army, ["fan_high_ground"], terrain=DAIS, map_id="terraces"))
    assert fan.elevation(s, s.monster("p0-graveghoul-1")) == 0.0
    base_att, _ = combat.base_pools(plain, "melee", plain.monster("p0-graveghoul-1"), plain.monster("p1-mud_mumps-1"))
    s, ev = play(s, climb)
    assert fan.elevation(s, s.monster("p0-graveghoul-1")) == 1.0
    start = combat_start(ev)
    assert start.data["att_pool"] == base_att + 1
    assert start.data["bonuses"][0]["rule"] == "fan_high_ground"


def test_nm_fan_08_attacking_down_means_a_higher_base():
    """NM-FAN-08: only a base higher than the target's counts: up from the ground, or level on the
    same surface, adds nothing; a centre off the surface is on the ground."""
    s = fan_position(
        [(0, "graveghoul", 6, 8.2), (1, "mud_mumps", 6, 9.27), (1, "mud_mumps", 5, 7)],
        ["fan_high_ground"],
        terrain=DAIS,
        map_id="terraces",
    )
    top, low, level = s.monster("p0-graveghoul-1"), s.monster("p1-mud_mumps-1"), s.monster("p1-mud_mumps-2")
    assert fan.attacking_down(s, top, low) and not fan.attacking_down(s, low, top)
    assert not fan.attacking_down(s, top, level)
    assert fan.elevation_at(s, 6.0, 8.6) == 0.0 and fan.elevation_at(s, 6.0, 8.4) == 1.0
    s.fan = []
    assert fan.elevation(s, top) == 0.0 and not fan.attacking_down(s, top, low)


# -- NM-FAN-10, NM-FAN-11/12: Directional Attacks ----------------------------------------------------------


def test_nm_fan_11_facing_geometry_half_planes():
    """NM-FAN-11: front = the half-plane ahead of the facing, behind = strictly the rear half-plane."""
    assert F.in_front(90, (0, 0), (0.5, 2)) and not F.in_front(90, (0, 0), (0.5, -2))
    assert F.behind(90, (0, 0), (3, -0.1)) and not F.behind(90, (0, 0), (3, 0.0))
    assert F.facing_toward((0, 0), (0, -1)) == 270.0
    assert F.front_arc(90) == (0.0, 180.0)


def test_nm_fan_11_facing_set_at_deployment():
    """NM-FAN-11, NM-FAN-12: with the rule every monster gets a facing when deployed (given, or toward the
    enemy); without it a facing is refused and none is kept."""

    def deploying(settings):
        s = GAME.initial_state({"mode": "basic", **settings}, 2)
        for seat in (0, 1):
            s, _ = play(s, A.MoldPreset(seat=seat, preset="starting_tip"), A.ArmyDone(seat=seat))
        return s

    s = deploying({"fan_directional": True})
    seat = s.deploy_order[0]
    first = legal.legal_actions(s, seat)[0]
    s2, _ = play(s, first)
    assert s2.monster(first.monster).facing == (90.0 if seat == 0 else 270.0)
    s3, _ = play(s, A.Deploy(seat=seat, monster=first.monster, x=first.x, y=first.y, facing=45.0))
    assert s3.monster(first.monster).facing == 45.0
    plain = deploying({})
    with pytest.raises(IllegalAction, match="Directional Attacks"):
        GAME.apply(plain, A.Deploy(seat=seat, monster=first.monster, x=first.x, y=first.y, facing=45.0))
    assert GAME.apply(plain, first).state.monster(first.monster).facing is None
    assert A.encode(first) == {"type": "deploy", "seat": seat, "monster": first.monster, "x": first.x, "y": first.y}


def test_nm_fan_10_attacks_only_ahead():
    """NM-FAN-10: a monster shoots only at a target in front of it; without the rule, anywhere (NM-FAQ-05)."""
    army = [(0, "graveghoul", 5, 6), (1, "mud_mumps", 5, 3.5), (1, "mud_mumps", 20, 16)]
    shot = A.Ranged(seat=0, monster="p0-graveghoul-1", target="p1-mud_mumps-1")
    assert GAME.check(commanding(fan_position(army), "ranged"), shot) is None
    s = commanding(fan_position(army, ["fan_directional"]), "ranged")
    assert s.monster("p0-graveghoul-1").facing == 90.0  # facing down the map, the target is above
    assert "faces away" in GAME.check(s, shot)
    s.monster("p0-graveghoul-1").facing = 270.0
    assert GAME.check(s, shot) is None
    assert fan.front_arc(s, "p0-graveghoul-1") == (180.0, 0.0)


def test_nm_fan_10_from_behind_adds_an_attack_die():
    """NM-FAN-10, NM-FAN-11: attacking a target whose rear half-plane holds the attacker's centre adds 1
    die; from its front, none; without the rule, none."""
    s = fan_position([(0, "graveghoul", 5, 5), (1, "mud_mumps", 5, 7)], ["fan_directional"])
    att, dfn = s.monster("p0-graveghoul-1"), s.monster("p1-mud_mumps-1")
    att.facing = 90.0
    dfn.facing = 90.0  # looking away from the attacker
    assert fan.from_behind(s, att, dfn) and fan.bonus_dice(s, "melee", att, dfn) == (1, 0)
    dfn.facing = 270.0
    assert not fan.from_behind(s, att, dfn) and fan.bonus_dice(s, "melee", att, dfn) == (0, 0)
    dfn.facing = 90.0
    s.fan = []
    assert fan.bonus_dice(s, "melee", att, dfn) == (0, 0)


def test_nm_fan_11_facing_set_at_the_end_of_each_move():
    """NM-FAN-11: a move ends facing along its last step, or the facing given, or toward the
    enemy it touches; turning away from that enemy is refused (it attacks only ahead)."""
    army = [(0, "graveghoul", 5, 6), (1, "mud_mumps", 12, 12), (1, "mud_mumps", 20, 16)]
    s = commanding(fan_position(army, ["fan_directional"]))
    moved, ev = play(s, A.Move(seat=0, monster="p0-graveghoul-1", path=((8.0, 6.0),)))
    assert moved.monster("p0-graveghoul-1").facing == 0.0 and ev[0].data["facing"] == 0.0
    turned, _ = play(s, A.Move(seat=0, monster="p0-graveghoul-1", path=((8.0, 6.0),), facing=200.0))
    assert turned.monster("p0-graveghoul-1").facing == 200.0
    far = fan_position(
        [(0, "graveghoul", 9, 9), (1, "mud_mumps", 12, 12), (1, "mud_mumps", 20, 16)], ["fan_directional"]
    )
    far = commanding(far)
    contact = legal.contact_point(far, far.monster("p0-graveghoul-1"), far.monster("p1-mud_mumps-1"))
    path = legal.path_toward(far, far.monster("p0-graveghoul-1"), contact, 5.0)
    with pytest.raises(IllegalAction, match="attacks only ahead"):
        GAME.apply(far, A.Move(seat=0, monster="p0-graveghoul-1", path=tuple(path), facing=225.0))
    fought, ev = play(far, A.Move(seat=0, monster="p0-graveghoul-1", path=tuple(path)))
    assert any(e.kind == "combat_start" for e in ev)
    assert abs(fought.monster("p0-graveghoul-1").facing - 45.0) < 1.0
    plain = commanding(fan_position(army))
    with pytest.raises(IllegalAction, match="Directional Attacks"):
        GAME.apply(plain, A.Move(seat=0, monster="p0-graveghoul-1", path=((8.0, 6.0),), facing=10.0))
    assert A.encode(A.Move(seat=0, monster="m", path=((1.0, 2.0),))) == {
        "type": "move",
        "seat": 0,
        "monster": "m",
        "path": ((1.0, 2.0),),
    }


def test_nm_fan_12_every_model_front_is_its_marked_facing():
    """NM-FAN-12: the front of every model is the facing kept on its base (one convention for all
    models), checked by the invariants: a facing exactly with the rule, within [0, 360)."""
    s = fan_position([(0, "graveghoul", 5, 5), (1, "cragmaw", 9, 12)], ["fan_directional"])
    assert GAME.problems(s) == []
    s.monsters[0].facing = None
    assert any("facing" in p for p in GAME.problems(s))


# -- NM-FAN-13, NM-FAN-14: Command Gems ---------------------------------------------------------------------


def test_nm_fan_13_command_gems_reroll_unassigned_dice_for_4_gems_repeatably():
    """NM-FAN-13, NM-FAN-14: 4 gems reroll any or all not-yet-assigned command dice, as often as paid for;
    assigned dice cannot be rerolled; without the rule it is refused."""
    army = [(0, "graveghoul", 5, 2), (1, "graveghoul", 5, 16), (1, "graveghoul", 9, 16)]
    s, _ = start_round(fan_position(army, ["fan_command_gems"], gems=(9, 4)), ["move"] * 8)
    s, _ = play(s, A.Assign(seat=0, die=0, book="graveghoul", slot=0))
    assert A.CommandGems(seat=0, reroll=(1, 2, 3)) in GAME.legal_actions(s, 0)
    with pytest.raises(IllegalAction, match="assigned"):
        GAME.apply(s, A.CommandGems(seat=0, reroll=(0, 1)))
    s.forced = [command_face("ranged"), command_face("magic")]
    s, _ = play(s, A.CommandGems(seat=0, reroll=(1, 2)))
    assert [d.face for d in s.seats[0].dice] == ["move", "ranged", "magic", "move"] and s.seats[0].gems == 5
    s.forced = [command_face("wild")]
    s, _ = play(s, A.CommandGems(seat=0, reroll=(3,)))  # again
    assert s.seats[0].dice[3].face == "wild" and s.seats[0].gems == 1
    with pytest.raises(IllegalAction, match="costs 4 gems"):
        GAME.apply(s, A.CommandGems(seat=0, reroll=(1,)))
    plain, _ = start_round(fan_position(army, gems=(9, 4)), ["move"] * 8)
    with pytest.raises(IllegalAction, match="Command Gems"):
        GAME.apply(plain, A.CommandGems(seat=0, reroll=(1,)))
    assert not any(isinstance(a, A.CommandGems) for a in GAME.legal_actions(plain, 0))


# -- NM-FAN-15, NM-FAN-16: Four Corner Deployment ------------------------------------------------------------


def _to_deploy(settings, seed=2):
    """Basic play without terrain, at deployment: two Mud Mumps each (8 dr of clay)."""
    s = GAME.initial_state({"mode": "basic", "clay": 8, **settings}, seed)
    for seat in (0, 1):
        s, _ = play(s, A.Mold(seat=seat, book="mud_mumps"), A.Mold(seat=seat, book="mud_mumps"), A.ArmyDone(seat=seat))
    return s


def test_nm_fan_15_four_corners_chooser_takes_a_pair_of_opposite_corners():
    """NM-FAN-15, NM-FAN-16: the player who went second placing terrain (who deploys first) chooses a pair
    of diagonally opposite corners first; the other gets the other pair."""
    s = _to_deploy({"fan_four_corners": True})
    chooser = s.deploy_order[0]
    assert GAME.to_act(s) == [chooser]
    assert set(GAME.legal_actions(s, chooser)) == {
        A.ChooseCorners(seat=chooser, pair=0),
        A.ChooseCorners(seat=chooser, pair=1),
    }
    m = next(m for m in s.monsters if m.owner == chooser)
    with pytest.raises(IllegalAction, match="corners"):
        GAME.apply(s, A.Deploy(seat=chooser, monster=m.id, x=2.0, y=1.0))
    s, _ = play(s, A.ChooseCorners(seat=chooser, pair=0))
    assert s.corners[chooser] == 0 and s.corners[1 - chooser] == 1
    assert fan.corner_points(s, chooser) == [(0.0, 0.0), (24.0, 18.0)]


def test_nm_fan_16_corner_placement_touch_the_border_within_medium_of_the_corner():
    """NM-FAN-16: a base touches the green border and its nearest point is within the medium edge
    of one of its corners; the army is split between both corners; without the rule the usual
    edge deployment stands."""
    s = _to_deploy({"fan_four_corners": True})
    chooser = s.deploy_order[0]
    s, _ = play(s, A.ChooseCorners(seat=chooser, pair=0))
    mine = [m for m in s.monsters if m.owner == chooser]
    r = field.base_of(mine[0])[0]
    medium = library().length("medium")
    ok = A.Deploy(seat=chooser, monster=mine[0].id, x=r + medium - 0.2, y=r + 0.01)
    assert GAME.check(s, ok) is None
    too_far = A.Deploy(seat=chooser, monster=mine[0].id, x=r + medium + 0.3, y=r + 0.01)
    assert "Four Corner" in GAME.check(s, too_far)
    off_border = A.Deploy(seat=chooser, monster=mine[0].id, x=r + 1.5, y=r + 2.5)
    assert "Four Corner" in GAME.check(s, off_border)
    side = A.Deploy(seat=chooser, monster=mine[0].id, x=r + 0.01, y=r + 2.5)  # the side edge's strip
    assert GAME.check(s, side) is None
    middle = A.Deploy(seat=chooser, monster=mine[0].id, x=12.0, y=r + 0.01 if chooser == 0 else 18 - r - 0.01)
    assert GAME.check(s, middle) is not None
    one_corner = s
    for m in mine:
        x, y = next(p for p in fan.corner_spots(one_corner, chooser, m) if fan.corner_of(one_corner, chooser, *p) == 0)
        one_corner, _ = play(one_corner, A.Deploy(seat=chooser, monster=m.id, x=x, y=y))
    with pytest.raises(IllegalAction, match="both of your corners"):
        GAME.apply(one_corner, A.DeployDone(seat=chooser))
    plain = _to_deploy({})
    assert (
        GAME.check(
            plain, A.Deploy(seat=chooser, monster=mine[0].id, x=12.0, y=r + 0.01 if chooser == 0 else 18 - r - 0.01)
        )
        is None
    )


# -- NM-FAN-17: Wilder Wilds ------------------------------------------------------------------------


def test_nm_fan_17_wilder_wilds_a_wild_stays_wild_on_a_combined_slot():
    """NM-FAN-17: a wild die goes unflipped onto a combined slot and its command (of the slot's)
    is chosen when performed; on a single slot it must still be flipped; without the rule always."""
    army = [(0, "mud_mumps", 5, 5), (1, "mud_mumps", 5, 7.5), (1, "mud_mumps", 20, 16)]
    faces = ["wild", "move", "move", "move"] + ["move"] * 4
    plain, _ = start_round(fan_position(army), faces)
    with pytest.raises(IllegalAction, match="flip"):
        GAME.apply(plain, A.Assign(seat=0, die=0, book="mud_mumps", slot=0))
    s, _ = start_round(fan_position(army, ["fan_wilder_wilds"]), faces)
    with pytest.raises(IllegalAction, match="combined"):
        GAME.apply(s, A.Assign(seat=0, die=0, book="mud_mumps", slot=1))
    assert A.Assign(seat=0, die=0, book="mud_mumps", slot=0) in GAME.legal_actions(s, 0)
    s, _ = play(s, A.Assign(seat=0, die=0, book="mud_mumps", slot=0), A.AssignDone(seat=0), A.AssignDone(seat=1))
    assert s.seats[0].dice[0].face == "wild" and s.seats[0].dice[0].status == "assigned"
    if s.turn_seat == 1:
        s, _ = play(s, A.StartCommand(seat=1, die=0), A.EndCommand(seat=1))
    assert {a for a in GAME.legal_actions(s, 0) if isinstance(a, A.StartCommand)} == {
        A.StartCommand(seat=0, die=0, command="move"),
        A.StartCommand(seat=0, die=0, command="ranged"),
    }
    with pytest.raises(IllegalAction, match="Wilder Wilds"):
        GAME.apply(s, A.StartCommand(seat=0, die=0))
    s, _ = play(s, A.StartCommand(seat=0, die=0, command="ranged"))
    assert s.command.kind == "ranged" and s.seats[0].dice[0].face == "ranged"


# -- NM-FAN-18, NM-FAN-19/20: Decisive Combat -----------------------------------------------------------------


def test_nm_fan_18_decisive_combat_moves_first_then_melee_in_the_players_order():
    """NM-FAN-18, NM-FAN-20: moving into contact starts no combat; after the moves, each moved monster in
    contact attacks once, in the order the player chooses; without the rule melee is at once."""
    army = [
        (0, "graveghoul", 5, 5),
        (0, "graveghoul", 9, 5),
        (1, "mud_mumps", 5, 8.5),
        (1, "mud_mumps", 9, 8.5),
        (1, "mud_mumps", 20, 16),
    ]
    plain = commanding(fan_position(army))
    end1 = legal.contact_point(plain, plain.monster("p0-graveghoul-1"), plain.monster("p1-mud_mumps-1"))
    end2 = legal.contact_point(plain, plain.monster("p0-graveghoul-2"), plain.monster("p1-mud_mumps-2"))
    _, ev = play(plain, A.Move(seat=0, monster="p0-graveghoul-1", path=(end1,)))
    assert any(e.kind == "combat_start" for e in ev)
    s = commanding(fan_position(army, ["fan_decisive_combat"], gems=(0, 0)))
    s, ev = play(s, A.Move(seat=0, monster="p0-graveghoul-1", path=(end1,)))
    assert not any(e.kind == "combat_start" for e in ev) and s.phase == "command"
    s, ev = play(s, A.Move(seat=0, monster="p0-graveghoul-2", path=(end2,)))
    assert s.command.stage == "melee" and not any(e.kind == "combat_start" for e in ev)
    assert set(GAME.legal_actions(s, 0)) == {
        A.Melee(seat=0, monster="p0-graveghoul-1", target="p1-mud_mumps-1"),
        A.Melee(seat=0, monster="p0-graveghoul-2", target="p1-mud_mumps-2"),
    }
    with pytest.raises(IllegalAction, match="Decisive Combat"):
        GAME.apply(s, A.EndCommand(seat=0))
    s.forced = [combat_face("attack")] * 3 + [combat_face("gem")] * 2
    s, ev = play(s, A.Melee(seat=0, monster="p0-graveghoul-2", target="p1-mud_mumps-2"))
    assert combat_start(ev).data["attacker"] == "p0-graveghoul-2"
    assert not s.monster("p1-mud_mumps-2").alive and s.command.stage == "melee"
    assert GAME.legal_actions(s, 0) == [A.Melee(seat=0, monster="p0-graveghoul-1", target="p1-mud_mumps-1")]


def test_nm_fan_20_decisive_combat_allows_contact_with_several_enemies():
    """NM-FAN-20: a move may end touching two enemies (refused without the rule, NM-MOVE-11); the
    mover then attacks one of them, and then the other (each contact in turn)."""
    army = [(0, "graveghoul", 6, 4), (1, "mud_mumps", 5.45, 8), (1, "mud_mumps", 6.55, 8), (1, "mud_mumps", 20, 16)]
    end = (6.0, 8.0 - math.sqrt((0.6 + 0.45 + 0.02) ** 2 - 0.55**2))
    plain = commanding(fan_position(army))
    with pytest.raises(IllegalAction, match="more than one enemy"):
        GAME.apply(plain, A.Move(seat=0, monster="p0-graveghoul-1", path=(end,)))
    s = commanding(fan_position(army, ["fan_decisive_combat"], gems=(0, 0)))
    s, _ = play(s, A.Move(seat=0, monster="p0-graveghoul-1", path=(end,)))
    assert s.command.stage == "melee" and len(GAME.legal_actions(s, 0)) == 2
    s.forced = [combat_face("attack")] * 3 + [combat_face("gem")] * 2
    s, _ = play(s, A.Melee(seat=0, monster="p0-graveghoul-1", target="p1-mud_mumps-1"))
    # its first target is smashed; its other contact is still to fight (each contact in turn)
    assert fan.melee_pairs(s) == [("p0-graveghoul-1", "p1-mud_mumps-2")]


TWO_CONTACTS = [
    (0, "graveghoul", 6, 4),
    (1, "mud_mumps", 5.45, 8),
    (1, "mud_mumps", 6.55, 8),
    (1, "mud_mumps", 20, 16),
]
BETWEEN_TWO = (6.0, 8.0 - math.sqrt((0.6 + 0.45 + 0.02) ** 2 - 0.55**2))  # touching both mud mumps


def test_nm_fan_20_a_monster_touching_two_enemies_fights_each_contact_in_turn():
    """NM-FAN-20: a mover ending in contact with two enemies fights each contact in turn, in the order
    its player chooses: after its first melee the other contact is still to fight (the command cannot
    end before it, and the first is not fought again); after both, the command is over."""
    s = commanding(fan_position(TWO_CONTACTS, ["fan_decisive_combat"], gems=(0, 0)))
    s, _ = play(s, A.Move(seat=0, monster="p0-graveghoul-1", path=(BETWEEN_TWO,)))
    first = A.Melee(seat=0, monster="p0-graveghoul-1", target="p1-mud_mumps-2")  # the player's choice
    second = A.Melee(seat=0, monster="p0-graveghoul-1", target="p1-mud_mumps-1")
    assert set(GAME.legal_actions(s, 0)) == {first, second}
    s.forced = [combat_face("attack")] * 3 + [combat_face("gem")] * 2  # 3 attack hits, no defence hit
    s, ev = play(s, first)
    assert [e.data["defender"] for e in ev if e.kind == "combat_start"] == ["p1-mud_mumps-2"]
    assert not s.monster("p1-mud_mumps-2").alive and s.monster("p0-graveghoul-1").alive
    assert s.phase == "command" and s.command.stage == "melee"
    assert GAME.legal_actions(s, 0) == [second]
    assert "Decisive Combat" in GAME.check(s, A.EndCommand(seat=0))
    assert GAME.check(s, first) is not None
    s.seats[1].gems = 0  # the smash's gems: no buying asked in the second melee
    s.forced = [combat_face("attack")] * 3 + [combat_face("gem")] * 2
    s, ev = play(s, second)
    assert [e.data["defender"] for e in ev if e.kind == "combat_start"] == ["p1-mud_mumps-1"]
    assert not s.monster("p1-mud_mumps-1").alive and s.command is None


def test_nm_fan_20_a_mover_smashed_by_its_first_contact_fights_no_other():
    """NM-FAN-20: a monster in contact with two enemies that is smashed in its first melee makes no
    second attack: the command is over."""
    s = commanding(fan_position(TWO_CONTACTS, ["fan_decisive_combat"], gems=(0, 0)))
    s, _ = play(s, A.Move(seat=0, monster="p0-graveghoul-1", path=(BETWEEN_TWO,)))
    s.forced = [combat_face("gem")] * 3 + [combat_face("defense")] * 2  # no attack hit, 2 defence hits
    s, _ = play(s, A.Melee(seat=0, monster="p0-graveghoul-1", target="p1-mud_mumps-1"))
    assert not s.monster("p0-graveghoul-1").alive and s.monster("p1-mud_mumps-2").alive
    assert s.command is None


def test_nm_fan_19_decisive_combat_ranged_targets_declared_first():
    """NM-FAN-19, NM-FAN-20: ranged attacks are declared without combat; when declaring ends they are
    resolved in order, and one whose target was smashed meanwhile is lost."""
    army = [(0, "graveghoul", 5, 5), (0, "graveghoul", 7, 5), (1, "mud_mumps", 6, 8), (1, "mud_mumps", 20, 16)]
    s = commanding(fan_position(army, ["fan_decisive_combat"], gems=(0, 0)), "ranged")
    s, ev = play(s, A.Ranged(seat=0, monster="p0-graveghoul-1", target="p1-mud_mumps-1"))
    assert not any(e.kind == "combat_start" for e in ev) and s.command.declared == [
        ["p0-graveghoul-1", "p1-mud_mumps-1"]
    ]
    s.forced = [combat_face("attack")] * 3 + [combat_face("gem")] * 2
    s, ev = play(s, A.Ranged(seat=0, monster="p0-graveghoul-2", target="p1-mud_mumps-1"))
    kinds = [e.kind for e in ev]
    assert kinds.count("combat_start") == 1 and "attack_lost" in kinds
    assert not s.monster("p1-mud_mumps-1").alive and s.command is None
    plain = commanding(fan_position(army, gems=(0, 0)), "ranged")
    _, ev = play(plain, A.Ranged(seat=0, monster="p0-graveghoul-1", target="p1-mud_mumps-1"))
    assert any(e.kind == "combat_start" for e in ev)


# -- NM-FAN-21, NM-FAN-22: Hindering Terrain ------------------------------------------------------------------

HINDER = [(0, "graveghoul", 5, 4), (1, "mud_mumps", 20, 16)]
CLAY = [(5.0, 6.5, 0.6)]


def test_nm_fan_21_hindering_terrain_stops_a_move_just_past_smashed_clay():
    """NM-FAN-21, NM-FAN-22: a move over smashed clay must end at the first legal spot past it; without
    the rule it may go on; a move that never touches clay is not hindered."""
    on_rule = commanding(fan_position(HINDER, ["fan_hindering_terrain"], clay=CLAY))
    plain = commanding(fan_position(HINDER, clay=CLAY))
    long_move = A.Move(seat=0, monster="p0-graveghoul-1", path=((5.0, 8.9),))
    assert GAME.check(plain, long_move) is None
    assert "Hindering Terrain" in GAME.check(on_rule, long_move)
    cut = fan.hinder(on_rule, "p0-graveghoul-1", [(5.0, 8.9)])
    assert 7.7 <= cut[-1][1] <= 7.7 + 0.05  # clay edge 7.1 + base radius 0.6
    s, _ = play(on_rule, A.Move(seat=0, monster="p0-graveghoul-1", path=tuple(cut)))
    assert s.monster("p0-graveghoul-1").y == cut[-1][1]
    aside = A.Move(seat=0, monster="p0-graveghoul-1", path=((8.0, 4.0),))
    assert GAME.check(on_rule, aside) is None and fan.hinder(on_rule, "p0-graveghoul-1", [(8.0, 4.0)]) == [(8.0, 4.0)]


def test_nm_fan_22_no_clear_spot_past_the_clay_forbids_the_crossing():
    """NM-FAN-22: a path over clay with no legal spot past it within the move (friends stand all
    the way beyond it) is no move (hinder gives None, which the table's drag shows as refused);
    without the rule the path is left as it is."""
    army = HINDER + [(0, "graveghoul", 5, 8.3), (0, "graveghoul", 5, 9.5)]
    s = commanding(fan_position(army, ["fan_hindering_terrain"], clay=CLAY))
    assert fan.hinder(s, "p0-graveghoul-1", [(5.0, 8.99)]) is None
    plain = commanding(fan_position(army, clay=CLAY))
    assert fan.hinder(plain, "p0-graveghoul-1", [(5.0, 8.99)]) == [(5.0, 8.99)]
    # a diagonal path finds a clear spot beside the friends: the move must end there
    cut = fan.hinder(s, "p0-graveghoul-1", [(6.6, 8.0)])
    assert cut is not None and cut[-1][1] < 7.5
    assert "Hindering Terrain" in GAME.check(s, A.Move(seat=0, monster="p0-graveghoul-1", path=((6.6, 8.0),)))
    assert GAME.check(s, A.Move(seat=0, monster="p0-graveghoul-1", path=tuple(cut))) is None


# -- every switch on: what legal_actions offers is legal, and every state is sound -------------------


@pytest.mark.slow  # a whole game (or several) to the end
@pytest.mark.parametrize("seed", range(3))
def test_nm_fan_01_random_play_with_every_switch_on_keeps_the_invariants(seed):
    """NM-FAN-01: with every fan rule on, every action legal_actions offers is accepted and every
    state reached (random choices among them, mixed with the bot's) keeps the invariants."""
    from tabletop.ai.necromolds_bot import choose
    from tabletop.core.rng import RNG

    rng = RNG(seed, stream=5)
    s = GAME.initial_state(
        {**ALL, "map": "terraces" if seed % 2 else "twins_vale", "mode": "advanced" if seed == 2 else "standard"}, seed
    )
    for _step in range(600):
        if GAME.outcome(s) is not None:
            break
        seat = GAME.to_act(s)[0]
        options = GAME.legal_actions(s, seat)
        assert options, f"no legal action in phase {s.phase}"
        for option in options[:: max(1, len(options) // 6)]:
            assert GAME.check(s, option) is None, (option, GAME.check(s, option))
        action = (
            rng.choice(options)
            if rng.random() < 0.5 and s.phase not in ("army", "deploy")
            else choose(GAME, GAME.view(s, seat), seat, rng)
        )
        s = GAME.apply(s, action).state
        assert GAME.problems(s) == [], (action, GAME.problems(s))
