"""Issue 9's reproductions on the Necromolds engine: actions a hostile save or a careless tool
could hold (another seat's, absurd numbers, names and lists, ids that do not exist) are refused
quickly with a player's words, and change nothing; settings are validated before a game starts.

Each test names the reproduction it guards; all of them hung, crashed or were accepted before.
"""

from __future__ import annotations

import time

import pytest

from tabletop.ai.necromolds_bot import choose
from tabletop.core.errors import IllegalAction
from tabletop.core.protocol import fingerprint
from tabletop.core.rng import RNG
from tabletop.core.session import Session
from tabletop.games import get_game
from tabletop.games.necromolds import actions as A
from tabletop.games.necromolds.library import library
from tabletop.games.necromolds.settings import FAN_RULES, SETTINGS, TEST_HOOKS

from .helpers import GAME, RIGGED, position

NAN, INF = float("nan"), float("inf")
QUICK = 0.5  # seconds: a refusal never does work that depends on the absurd number


def reach(settings, want, seed=3, limit=3000):
    """Play the default bot from a new game until `want(state)` holds."""
    state = GAME.initial_state(settings, seed)
    rng = RNG(seed, stream=5)
    for _ in range(limit):
        if want(state):
            return state
        seat = GAME.to_act(state)[0]
        state = GAME.apply(state, choose(GAME, state, seat, rng)).state
    raise AssertionError(f"never reached the wanted state in {limit} actions")


def refused(state, action, match=None) -> str:
    """apply refuses the action quickly, with words, and leaves the state as it was; check agrees."""
    before = fingerprint(GAME.snapshot(state))
    start = time.perf_counter()
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, action)
    assert time.perf_counter() - start < QUICK, f"{action!r} took {time.perf_counter() - start:.2f} s to refuse"
    assert GAME.check(state, action) == err.value.reason
    assert fingerprint(GAME.snapshot(state)) == before
    reason = err.value.reason
    assert reason and "Error" not in reason and "seat " not in reason and "{" not in reason
    if match:
        assert match in reason, reason
    return reason


def command_state(kind):
    return reach({"mode": "standard"}, lambda s: s.phase == "command" and s.command.kind == kind)


# -- no seat acts for another -----------------------------------------------------------------


@pytest.mark.parametrize("kind", ["move", "ranged"])
def test_issue9_a_move_or_ranged_of_another_seat_is_refused(kind):
    """issue 9: a Move or Ranged whose seat is not the command's seat was accepted (8,126 of 8,126
    in a probe): now refused before anything is checked, naming whose turn it is."""
    if kind == "move":
        s = command_state("move")
        action = next(a for a in GAME.legal_actions(s, s.turn_seat) if isinstance(a, A.Move))
    else:
        s = reach(
            {"mode": "standard"},
            lambda s: (
                s.phase == "command"
                and s.command.kind == "ranged"
                and any(isinstance(a, A.Ranged) for a in GAME.legal_actions(s, s.turn_seat))
            ),
        )
        action = next(a for a in GAME.legal_actions(s, s.turn_seat) if isinstance(a, A.Ranged))
    forged = GAME.decode_action({**GAME.encode_action(action), "seat": 1 - s.turn_seat})
    refused(s, forged, f"it is Player {s.turn_seat + 1}'s turn")
    GAME.apply(s, action)  # the seat's own action stands


def test_issue9_while_molding_a_seat_cannot_unmold_anothers_monster():
    """issue 9: both seats mold at once, so both may act: a seat still cannot take another's
    monster back (the action is judged as its own)."""
    s = reach({"mode": "standard"}, lambda s: s.phase == "army" and any(m.owner == 0 for m in s.monsters))
    theirs = next(m for m in s.monsters if m.owner == 0)
    refused(s, A.Unmold(seat=1, monster=theirs.id), "your own")


def test_issue9_a_seat_that_is_not_in_the_game_is_refused():
    """issue 9: a seat the game does not have (a save's seat 7 or -1) is refused in words."""
    s = GAME.initial_state({}, 1)
    for seat in (2, 7, -1, 10**18):
        refused(s, A.PlaceTerrain(seat=seat, piece="well", x=12, y=9), "no such player")


# -- every number bounded before work depends on it -------------------------------------------


def combat_buy_state(mode):
    return reach({"mode": mode}, lambda s: s.phase == "combat" and s.combat.stage in ("att_buy", "def_buy"))


@pytest.mark.parametrize("mode", ["standard", "basic"])
def test_issue9_buy_dice_count_10_18_is_refused_at_once(mode):
    """issue 9: buy_dice count 10**18 hung Load and Resume (combat.buy_cost summed over the count
    before refusing); now refused at once in words, as are -1 and 10**30."""
    s = combat_buy_state(mode)
    seat = GAME.to_act(s)[0]
    refused(s, A.BuyDice(seat=seat, count=10**18))
    refused(s, A.BuyDice(seat=seat, count=10**30), "far too large")
    refused(s, A.BuyDice(seat=seat, count=-1), "negative")


def test_issue9_buy_cost_is_the_sum_of_the_new_pool_sizes_in_constant_time():
    """issue 9 / NM-COMBAT-03, NM-COMBAT-04, NM-COMBAT-05, NM-COMBAT-06: buy_cost no longer loops over the count (10**18 answered at once)."""
    from tabletop.games.necromolds import combat

    s = position([(0, "graveghoul", 5, 5), (1, "insectomite", 6.3, 5)])
    for pool in (0, 2, 5):
        for count in range(6):
            assert combat.buy_cost(s, pool, count) == sum(pool + k for k in range(1, count + 1))
    start = time.perf_counter()
    assert combat.buy_cost(s, 3, 10**18) == 3 * 10**18 + 10**18 * (10**18 + 1) // 2
    assert time.perf_counter() - start < 0.01


def test_issue9_flip_and_assign_indices_out_of_range_are_refused():
    """issue 9: Flip / Assign die and slot indices outside the seat's dice and the book's slots."""
    s = reach({"mode": "standard"}, lambda s: s.phase == "assign")
    seat = GAME.to_act(s)[0]
    book = s.active_books(seat)[0]
    for die in (-1, 4, 99, 10**18):
        refused(s, A.Flip(seat=seat, die=die, to="move"))
        refused(s, A.Assign(seat=seat, die=die, book=book, slot=0))
    rolled = next(i for i, d in enumerate(s.seats[seat].dice) if d.face != "wild")
    for slot in (-2, 7, 10**18):
        refused(s, A.Assign(seat=seat, die=rolled, book=book, slot=slot))
    refused(s, A.Flip(seat=seat, die=0, to="x" * 10**6), "far too long")


def test_issue9_reroll_commands_lists_no_more_dice_than_the_seat_has():
    """issue 9: RerollCommands with a reroll list of a million entries (or five of four dice)."""
    s = reach({"mode": "advanced"}, lambda s: s.phase == "assign")
    seat = GAME.to_act(s)[0]
    refused(s, A.RerollCommands(seat=seat, discard=0, reroll=tuple(range(1, 4)) * 333_334), "far too many")
    others = len(s.seats[seat].dice) - 1
    refused(
        s,
        A.RerollCommands(seat=seat, discard=0, reroll=tuple(range(1, others + 1)) + (1,)),
        f"only {others} other dice",
    )
    refused(s, A.RerollCommands(seat=seat, discard=0, reroll=(10**18,)))


@pytest.mark.parametrize(
    "path, words",
    [
        (((NAN, 5.0),), "must be a finite number"),
        (((INF, 5.0),), "must be a finite number"),
        (((5.0, -INF),), "must be a finite number"),
        (((1e300, 1e300),), "point on the battle map"),
        (((-3.0, 5.0),), "off the battle map"),
        (((500.0, 5.0),), "off the battle map"),
        (((5.0, 5.0),) * 1_000_000, "far too many"),
        (((5.0, 5.0),) * 500, "bends at most"),
        ((), "needs a path"),
    ],
)
def test_issue9_move_paths_with_absurd_points_are_refused(path, words):
    """issue 9: a Move path of NaN, infinite or huge coordinates, off the map, or of a million
    points (more than a real move needs: at most 8 a inch of the command's distance + 8) is
    refused before any geometry looks at it."""
    s = command_state("move")
    move = next(a for a in GAME.legal_actions(s, s.turn_seat) if isinstance(a, A.Move))
    refused(s, A.Move(seat=move.seat, monster=move.monster, path=path), words)


def test_issue9_a_real_path_is_never_near_the_point_bound():
    """issue 9: the bound on a path's points leaves room for every path the table and the bots
    make: shortest paths round obstacles, over many states, use far fewer points."""
    from tabletop.games.necromolds import rounds

    most = 0.0
    for seed in (1, 2, 3):
        state = GAME.initial_state({"mode": "standard"}, seed)
        rng = RNG(seed, stream=9)
        while GAME.to_act(state) and state.round < 4:
            seat = GAME.to_act(state)[0]
            for a in GAME.legal_actions(state, seat):
                if isinstance(a, A.Move):
                    most = max(most, len(a.path) / rounds.path_points(rounds.monster_distance(state, a.monster)))
            state = GAME.apply(state, choose(GAME, state, seat, rng)).state
    assert 0 < most < 0.5


@pytest.mark.parametrize(
    "x, y, rotation, words",
    [
        (12.0, 9.0, NAN, "must be a finite number"),
        (12.0, 9.0, INF, "must be a finite number"),
        (12.0, 9.0, 720.0, "full turn"),
        (12.0, 9.0, -400.0, "full turn"),
        (NAN, 9.0, 0.0, "must be a finite number"),
        (12.0, 1e300, 0.0, "point on the battle map"),
        (900.0, 9.0, 0.0, "wholly on the battle map"),
        (12.0, -200.0, 0.0, "wholly on the battle map"),
    ],
)
def test_issue9_place_terrain_with_absurd_numbers_is_refused(x, y, rotation, words):
    """issue 9: PlaceTerrain with a NaN rotation raised a GEOS error; NaN, infinite, huge or
    far-off positions and rotations beyond a full turn are refused in words."""
    s = GAME.initial_state({}, 1)
    piece = GAME.legal_actions(s, s.placer)[0].piece
    refused(s, A.PlaceTerrain(seat=s.placer, piece=piece, x=x, y=y, rotation=rotation), words)


def test_issue9_place_terrain_rotations_the_table_sends_still_place():
    """issue 9: the bound on rotation keeps every rotation the terrain tool sends (0 to 360)."""
    s = GAME.initial_state({}, 1)
    legal = GAME.legal_actions(s, s.placer)[0]
    for rotation in (0.0, 90.0, 359.999, -90.0):
        turned = A.PlaceTerrain(seat=legal.seat, piece=legal.piece, x=legal.x, y=legal.y, rotation=rotation)
        if GAME.check(s, turned) is None:
            GAME.apply(s, turned)
        else:  # a turned piece may leave the map or overlap: refused by the rules, not the bound
            assert "full turn" not in GAME.check(s, turned)


@pytest.mark.parametrize("x, y", [(NAN, 1.0), (3.0, NAN), (INF, 1.0), (3.0, -1e300), (-50.0, 1.0)])
def test_issue9_deploy_with_absurd_positions_is_refused(x, y):
    """issue 9: Deploy with a NaN, infinite or far-off position (a NaN base compared false with
    every bound, so nothing refused it)."""
    s = reach({"mode": "standard"}, lambda s: s.phase == "deploy")
    seat = GAME.to_act(s)[0]
    monster = next(m for m in s.monsters if m.owner == seat and not m.deployed)
    refused(s, A.Deploy(seat=seat, monster=monster.id, x=x, y=y))


def test_issue9_ids_that_do_not_exist_are_refused_in_words():
    """issue 9: spellbooks, presets, monsters, pieces and targets that do not exist, and names
    of absurd length, are refused in words (no KeyError)."""
    s = GAME.initial_state({}, 1)
    refused(s, A.PlaceTerrain(seat=s.placer, piece="nope", x=12, y=9), "no such terrain piece")
    refused(s, A.PlaceTerrain(seat=s.placer, piece="w" * 100_000, x=12, y=9), "far too long")
    army = reach({"mode": "standard"}, lambda s: s.phase == "army")
    refused(army, A.Mold(seat=0, book="nope"), "no such spellbook")
    refused(army, A.Mold(seat=0, book="graveghoul", size=10**18), "far too large")
    refused(army, A.Mold(seat=0, book="graveghoul", size=-1), "no such size")
    refused(army, A.MoldPreset(seat=0, preset="nope"), "no such suggested army")
    refused(army, A.Unmold(seat=0, monster="nope"), "your own")
    deploy = reach({"mode": "standard"}, lambda s: s.phase == "deploy")
    refused(deploy, A.Deploy(seat=GAME.to_act(deploy)[0], monster="nope", x=3, y=1), "your own")
    move = command_state("move")
    refused(move, A.Move(seat=move.turn_seat, monster="nope", path=((5.0, 5.0),)), "not a monster on the battle map")
    ranged = command_state("ranged")
    shooter = next(m for m in ranged.alive(ranged.turn_seat) if m.book == ranged.command.book)
    refused(ranged, A.Ranged(seat=ranged.turn_seat, monster=shooter.id, target="nope"), "enemy monster")


def test_issue9_a_slot_die_cannot_be_started_as_another_command():
    """issue 9: StartCommand's `command` names what a basic wild die does; on a die assigned to a
    slot it must agree with the die (a ranged claim on a move die was silently ignored)."""
    s = reach({"mode": "standard"}, lambda s: s.phase == "turns" and s.pending(s.turn_seat, s.active_book))
    die = s.pending(s.turn_seat, s.active_book)[0]
    face = s.seats[s.turn_seat].dice[die].face
    other = "ranged" if face == "move" else "move"
    refused(s, A.StartCommand(seat=s.turn_seat, die=die, command=other), f"that die shows {face}")
    GAME.apply(s, A.StartCommand(seat=s.turn_seat, die=die, command=face))


def test_issue9_gem_rage_lists_no_more_dice_than_the_pool():
    """issue 9: GemRage with a list of a million dice is refused before it is sorted."""
    from tabletop.games.necromolds import combat
    from tabletop.games.necromolds.state import Command

    from .helpers import combat_face

    s = position(
        [(0, "gargrizzle", 5, 5), (1, "insectomite", 6.3, 5)],
        mode="advanced",
        gems=(3, 0),
        forced=[combat_face("gem")] * 3 + [combat_face("defense")] * 4,
    )
    s.phase = "command"
    s.command = Command(seat=0, die=0, kind="move", distance=5.0, book="gargrizzle")
    combat.start(s, "melee", "p0-gargrizzle-1", "p1-insectomite-1", [])
    s = GAME.apply(s, A.BuyDice(seat=0, count=0)).state if s.combat.stage == "att_buy" else s
    assert s.combat.stage == "att_reroll"
    refused(s, A.GemRage(seat=0, dice=(0,) * 1_000_000), "far too many")
    refused(s, A.GemRage(seat=0, dice=(0, 1, 2) * 10), "only")


# -- settings validated before a game starts ---------------------------------------------------


@pytest.mark.parametrize(
    "settings, key",
    [
        ({"clay": 10**18}, "clay"),  # hung mold_preset's fill loop
        ({"clay": 2**70}, "clay"),  # OverflowError
        ({"clay": "9" * 100_000}, "clay"),
        ({"clay": float("nan")}, "clay"),
        ({"youngest": 5, "mode": "basic"}, "youngest"),  # IndexError
        ({"youngest": 2}, "youngest"),  # two players: seats 0 and 1
        ({"youngest": -1}, "youngest"),
        ({"players": 10**18}, "players"),
        ({"players": 5}, "players"),
        ({"mode": ["basic"]}, "mode"),
        ({"mode": "blitz"}, "mode"),
        ({"map": {"a": 1}}, "map"),  # unhashable: a TypeError before
        ({"map": "m" * 100_000}, "map"),
        ({"map": "atlantis"}, "map"),
        ({"basic_slots": "perhaps"}, "basic_slots"),
        ({"basic_terrain": [1]}, "basic_terrain"),
        ({"basic_skills": 7}, "basic_skills"),
        ({"colour": "red"}, "colour"),
        ({"test_forced_faces": [0, 0, 0]}, "test_forced_faces"),
    ],
)
def test_issue9_settings_out_of_range_or_unknown_are_refused_naming_the_key(settings, key):
    """issue 9: settings are validated before a game starts: clay 10**18 hung the fill loop of
    mold_preset, clay 2**70 raised OverflowError, youngest 5 an IndexError; an unknown key, a value
    out of range, or a test hook is refused with a ValueError naming the key, at once."""
    start = time.perf_counter()
    with pytest.raises(ValueError, match=key):
        GAME.initial_state(settings, 1)
    assert time.perf_counter() - start < QUICK


def test_issue9_every_key_the_ui_sends_is_accepted():
    """issue 9: the keys the set-up screen and the table send today all pass validation; `ui` is
    the table's own record, allowed with any value and ignored by the rules."""
    sent = {
        "mode": "basic",
        "map": "twins_vale",
        "players": 3,
        "clay": 40,
        "youngest": 2,
        "basic_terrain": True,
        "basic_skills": "yes",
        "basic_distances": 1,
        "basic_slots": "false",
        "basic_abilities": False,
        "ui": {"bots": [1, 2], "colours": [[1, 2, 3]] * 3},
    }
    # the fan rules and More Fun with Clay (issue 13) have their own tests
    assert set(sent) == set(SETTINGS) - set(FAN_RULES) - {"clay_magic"}
    s = GAME.initial_state(sent, 4)
    assert (s.mode, len(s.seats), s.seats[0].clay, s.youngest) == ("basic", 3, 40, 2)
    assert (s.use_terrain, s.basic_skills, s.basic_distances, s.basic_slots, s.basic_abilities) == (
        True,
        True,
        True,
        False,
        False,
    )
    plain = GAME.initial_state({k: v for k, v in sent.items() if k != "ui"}, 4)
    assert GAME.snapshot(plain) == GAME.snapshot(s)  # the rules ignore `ui`
    filled = GAME.validate_settings({"players": 3})
    assert filled["clay"] == library().rules.clay_budget and filled["mode"] == "standard" and filled["players"] == 3
    assert "test_forced_faces" not in filled and RIGGED.validate_settings({"test_forced_faces": [1, 2]})[
        "test_forced_faces"
    ] == [1, 2]


def test_issue9_forced_dice_only_on_a_game_built_for_tests():
    """issue 9: a save cannot rig its dice: `test_forced_faces` is refused by the registry's game
    (what saves, the menu and `simulate --set` use) and by a Session of it; only
    NecromoldsGame(allow_test_hooks=True), which tests build, accepts it."""
    assert set(TEST_HOOKS) == {"test_forced_faces"}
    rigged = {"test_forced_faces": [0, 0, 0, 1, 1, 1]}
    for game in (GAME, get_game("necromolds")):
        with pytest.raises(ValueError, match="test_forced_faces"):
            game.initial_state(rigged, 1)
    with pytest.raises(ValueError, match="test_forced_faces"):
        Session(get_game("necromolds"), rigged, 1)
    assert RIGGED.initial_state(rigged, 1).rolloff[0]["faces"]["0"] == [0, 0, 0]
    with pytest.raises(ValueError, match="test_forced_faces"):
        RIGGED.initial_state({"test_forced_faces": [1.5]}, 1)


def test_issue9_simulate_set_names_the_refused_setting():
    """issue 9: `simulate --set youngest=5` raised an IndexError; `--set test_forced_faces=[0]` rigged
    the dice. Both are refused naming the setting."""
    from tabletop import simulate

    for item, key in (
        ("youngest=5", "youngest"),
        ("test_forced_faces=[0,0,0]", "test_forced_faces"),
        ("clay=1000000000000000000", "clay"),
        ("nonsense=1", "nonsense"),
    ):
        settings = simulate.parse_settings([item, "mode=basic"])
        problem = simulate.settings_problem("necromolds", settings, 1)
        assert problem and problem.startswith(f"setting {key}="), problem  # that key alone
