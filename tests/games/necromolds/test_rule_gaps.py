"""Rule items the checklist audit found without a test (Setup, Spellbook Diagram, Gameplay, Basic,
Advanced and FAQ items); each test names its NM- IDs."""

import pathlib

import pytest

from tabletop.core.errors import IllegalAction
from tabletop.games.necromolds import actions as A
from tabletop.games.necromolds import combat
from tabletop.games.necromolds.library import library
from tabletop.games.necromolds.state import Command

from .helpers import GAME, combat_face, play, position, start_round

A1, A2, D1, G = combat_face("attack"), combat_face("attack", "attack"), combat_face("defense"), combat_face("gem")
FAR_ENEMY = (1, "insectomite", 20, 16)
SPARE = (1, "mud_mumps", 2, 17)  # keeps seat 1 the larger army, so no first-turn roll-off eats forced dice


def commanding(monsters, kind="move", book="graveghoul", slot=None, mode="standard", gems=(0, 0)):
    """Seat 0 performing a move (slot 0) or ranged (slot 1) command of `book`."""
    s = position(monsters, mode=mode, gems=gems)
    s, _ = start_round(s, ["move", "ranged", "move", "ranged"] + ["move"] * 4)
    die = 0 if kind == "move" else 1
    s, _ = play(
        s,
        A.Assign(seat=0, die=die, book=book, slot=slot if slot is not None else die),
        A.AssignDone(seat=0),
        A.AssignDone(seat=1),
    )
    return play(s, A.StartCommand(seat=0, die=die))[0]


def basic_move(monsters, gems=(0, 0)):
    """Basic play: seat 0 performing a move die (seat 1 passes its own first die)."""
    s, _ = start_round(position(monsters, mode="basic", gems=gems), ["move"] * 8)
    if s.turn_seat == 1:
        s, _ = play(s, A.StartCommand(seat=1, die=0), A.EndCommand(seat=1))
    return play(s, A.StartCommand(seat=0, die=0))[0]


def duel(kind, att, dfn, forced, mode="standard", gems=(0, 0), extra=()):
    """A combat between seat 0's `att` book and seat 1's `dfn` book, dice forced."""
    s = position([(0, att, 5, 5), (1, dfn, 6.3, 5), *extra], mode=mode, gems=gems, forced=forced)
    s.phase = "command"
    s.command = Command(
        seat=0, die=0, kind="move" if kind == "melee" else "ranged", distance=5.0, book=None if mode == "basic" else att
    )
    combat.start(s, kind, f"p0-{att}-1", f"p1-{dfn}-1", [])
    return s


# -- Setup --------------------------------------------------------------------------------------


def test_nm_setup_01_two_players_by_default_more_only_in_the_3plus_mode():
    """NM-SETUP-01, NM-MULTI-02: the standard game has 2 players; other counts are the 3+ mode
    (3 or 4 players), and anything else is refused naming the setting."""
    assert len(GAME.initial_state({}, 1).seats) == 2
    assert len(GAME.initial_state({"players": 3}, 1).seats) == 3
    for bad in (5, 0, "two", 2.5, True):  # 1 is solo play against Basalt (NM-SOLO-01, test_solo_*)
        with pytest.raises(ValueError, match="players"):
            GAME.initial_state({"players": bad}, 1)


def test_nm_setup_04_six_combat_dice_do_not_cap_a_pool():
    """NM-SETUP-04 (with NM-COMP-07): each player holds 6 combat dice, but a pool may grow past 6."""
    assert library().rules.combat_dice == 6
    s = duel("melee", "graveghoul", "insectomite", [], gems=(40, 0), extra=[FAR_ENEMY])
    s, ev = play(s, A.BuyDice(seat=0, count=4))  # 3 -> 7 dice: 4 + 5 + 6 + 7 = 22 gems
    roll = next(e for e in ev if e.kind == "roll")
    assert len(roll.data["faces"]) == 7 and s.seats[0].gems >= 18


def test_nm_setup_14_15_one_spellbook_army_allowed_and_final():
    """NM-SETUP-14: 2-3 spellbooks are only recommended (a 1-book army is allowed); NM-SETUP-15: once
    finished the army is final and the leftover clay has no use."""
    s = GAME.initial_state({"mode": "standard"}, 2)
    s.phase = "army"
    for _ in range(5):
        s, _ = play(s, A.Mold(seat=1, book="boneclaw"))
    s, _ = play(s, A.ArmyDone(seat=1))
    assert s.seats[1].clay == 56 - 5 * library().size("boneclaw", 0).clay  # leftover clay simply stays in the pot
    with pytest.raises(IllegalAction, match="finished"):
        GAME.apply(s, A.Mold(seat=1, book="mud_mumps"))
    for _ in range(14):
        s, _ = play(s, A.Mold(seat=0, book="mud_mumps"))
    s, _ = play(s, A.ArmyDone(seat=0))
    assert s.seats[0].army_done and s.seats[0].clay == 0 and s.phase == "deploy"


def test_nm_setup_16_17_every_player_may_use_every_spellbook_with_its_own_slots():
    """NM-SETUP-16, NM-SETUP-17: both players may mold from any spellbook (shared play cards); each player's
    copy has its own slots and takes its own dice."""
    s = GAME.initial_state({"mode": "standard"}, 2)
    s.phase = "army"
    for seat in (0, 1):
        books = {a.book for a in GAME.legal_actions(s, seat) if isinstance(a, A.Mold)}
        assert books == set(library().books)
    armies = [(0, "graveghoul", 5, 1), (1, "graveghoul", 5, 17)]
    s, _ = start_round(position(armies), ["move"] * 8)
    s, _ = play(
        s, A.Assign(seat=0, die=0, book="graveghoul", slot=0), A.Assign(seat=1, die=0, book="graveghoul", slot=0)
    )
    assert s.seats[0].dice[0].status == s.seats[1].dice[0].status == "assigned"


# -- Spellbook Diagram ----------------------------------------------------------------------------


def test_nm_book_12_faction_has_no_effect():
    """NM-BOOK-12: every spellbook has a faction, and no rule (engine or bot) reads it."""
    assert all(b.faction for b in library().books.values())
    root = pathlib.Path(__file__).resolve().parents[3] / "tabletop"
    for path in list((root / "games" / "necromolds").glob("*.py")) + [root / "ai" / "necromolds_bot.py"]:
        assert "faction" not in path.read_text(), path.name


# -- Gameplay ------------------------------------------------------------------------------------


def test_nm_game_02_round_steps_in_order():
    """NM-GAME-02: 1. who goes first, 2. roll and assign command dice, 3. turns."""
    s, ev = start_round(
        position([(0, "graveghoul", 5, 1), (1, "graveghoul", 5, 17), (1, "mud_mumps", 9, 17)]), ["move"] * 8
    )
    kinds = [e.kind for e in ev]
    assert kinds.index("round_start") < max(i for i, k in enumerate(kinds) if k == "roll")
    assert s.phase == "assign" and s.first == 0
    s, _ = play(s, A.Assign(seat=0, die=0, book="graveghoul", slot=0), A.AssignDone(seat=0))
    assert s.phase == "assign"  # turns wait for both players' dice
    s, _ = play(s, A.AssignDone(seat=1))
    assert s.phase == "turns" and s.turn_seat == 0


def test_nm_round_20_slot_distance_is_the_command_distance():
    """NM-ROUND-20, NM-ROUND-21: the slot's distance is used; a combined move/ranged slot at its own distance."""
    s = commanding([(0, "mud_mumps", 5, 1), FAR_ENEMY, SPARE], kind="ranged", book="mud_mumps", slot=0)
    assert s.command.kind == "ranged" and s.command.distance == library().length("close")
    s = commanding([(0, "graveghoul", 5, 1), FAR_ENEMY, SPARE])
    assert s.command.distance == library().length("medium")


def test_nm_round_27_one_monster_at_a_time_melee_first():
    """NM-ROUND-27: a monster's melee is resolved before the next monster of the command acts."""
    s = commanding(
        [(0, "graveghoul", 5, 2), (0, "graveghoul", 12, 2), (1, "mud_mumps", 5, 5.5), FAR_ENEMY, SPARE], gems=(9, 9)
    )
    s, _ = play(s, A.Move(seat=0, monster="p0-graveghoul-1", path=((5, 5.5 - 0.45 - 0.6 - 0.01),)))
    assert s.phase == "combat"
    with pytest.raises(IllegalAction):
        GAME.apply(s, A.Move(seat=0, monster="p0-graveghoul-2", path=((12, 4),)))
    s, _ = play(s, A.BuyDice(seat=0, count=0), A.BuyDice(seat=1, count=0))
    assert s.phase == "command" and s.command is not None
    s, _ = play(s, A.Move(seat=0, monster="p0-graveghoul-2", path=((12, 4),)))


def test_nm_move_13_contact_tolerance():
    """NM-MOVE-13: bases within the data tolerance touch (melee); a visible gap does not."""
    tol = library().rules.contact_tolerance
    reach = 5.5 - 0.45 - 0.6
    mons = [(0, "graveghoul", 5, 2), (0, "graveghoul", 12, 2), (1, "mud_mumps", 5, 5.5), FAR_ENEMY, SPARE]
    s = commanding(mons, gems=(9, 9))
    _, ev = play(s, A.Move(seat=0, monster="p0-graveghoul-1", path=((5, reach - tol * 0.5),)))
    assert any(e.kind == "combat_start" for e in ev)
    _, ev = play(s, A.Move(seat=0, monster="p0-graveghoul-1", path=((5, reach - 0.3),)))
    assert not any(e.kind == "combat_start" for e in ev)


def test_nm_combat_08_bought_dice_last_one_combat_and_gems_leave():
    """NM-COMBAT-08: spent gems go to the supply (nobody gains them); bought dice last one combat."""
    s = duel(
        "ranged",
        "graveghoul",
        "insectomite",
        [D1, D1, D1, D1, G, G, G, G],
        gems=(4, 0),
        extra=[(0, "graveghoul", 20, 2), (1, "insectomite", 20, 16)],
    )
    s, ev = play(s, A.BuyDice(seat=0, count=1))
    assert [e.data["count"] for e in ev if e.kind == "buy"] == [1]
    assert s.seats[0].gems == 0 and s.seats[1].gems == 4  # only the defender's 4 gem symbols
    assert s.monster("p0-graveghoul-1").alive and s.monster("p1-insectomite-1").alive
    # the next combat of the same monsters starts from the skill again: the bought die is gone
    s.phase = "command"
    events = []
    combat.start(s, "ranged", "p0-graveghoul-1", "p1-insectomite-1", events)
    start = next(e for e in events if e.kind == "combat_start")
    assert start.data["att_pool"] == library().books["graveghoul"].ranged == 3


def test_nm_combat_14_smashed_with_three_dice_gains_three():
    """NM-COMBAT-14: a monster smashed with 3 dice in its pool gives its owner 3 gems (no gem symbols)."""
    s = duel("ranged", "graveghoul", "mud_mumps", [A2, A2, A2, D1, A1, A1], extra=[(1, "graveghoul", 20, 16)])
    assert not s.monster("p1-mud_mumps-1").alive
    assert s.seats[1].gems == 3 and s.seats[0].gems == 0  # Mud Pile made its pool 3


def test_nm_end_03_game_ends_at_once():
    """NM-END-03: the game ends as soon as the last enemy is smashed; dice left are not performed."""
    s = commanding([(0, "graveghoul", 5, 2), (0, "graveghoul", 12, 2), (1, "mud_mumps", 5, 5.5)])
    s.forced = [A2, A2, A2, D1, D1, D1]
    s, _ev = play(s, A.Move(seat=0, monster="p0-graveghoul-1", path=((5, 5.5 - 0.45 - 0.6 - 0.01),)))
    assert s.phase == "over" and GAME.outcome(s).winners == (0,)
    assert GAME.to_act(s) == [] and s.command is None
    assert s.seats[0].dice[0].status == "assigned"  # never performed to the end
    with pytest.raises(IllegalAction, match="over"):
        GAME.apply(s, A.EndCommand(seat=0))


# -- Basic play ----------------------------------------------------------------------------------


def test_nm_basic_08_09_basic_deployment_on_own_border():
    """NM-BASIC-08, NM-BASIC-09: basic armies deploy on opposite edges, touching their own green border."""
    s = GAME.initial_state({"mode": "basic"}, 3)
    assert s.phase == "army"
    s, _ = play(
        s,
        A.MoldPreset(seat=0, preset="starting_tip"),
        A.MoldPreset(seat=1, preset="starting_tip"),
        A.ArmyDone(seat=0),
        A.ArmyDone(seat=1),
    )
    seat = s.deploy_order[0]
    mid = next(m.id for m in s.monsters if m.owner == seat)
    height = library().maps[s.map].height
    with pytest.raises(IllegalAction, match="green border"):
        GAME.apply(s, A.Deploy(seat=seat, monster=mid, x=5, y=height / 2))
    y = 1.0 if seat == 0 else height - 1.0
    s, _ = play(s, A.Deploy(seat=seat, monster=mid, x=5, y=y))


def test_nm_basic_23_standard_movement_obstacles_in_basic():
    """NM-BASIC-23: in basic play a move may not pass through an enemy or end touching two enemies."""
    s = basic_move(
        [(0, "graveghoul", 6, 2), (1, "mud_mumps", 5, 5.5), (1, "mud_mumps", 7.0, 5.5), (1, "insectomite", 6, 4.3)]
    )
    with pytest.raises(IllegalAction, match=r"^cannot pass through Mud Mump"):  # through the enemy line
        GAME.apply(s, A.Move(seat=0, monster="p0-graveghoul-1", path=((6, 6.8),)))
    s = basic_move([(0, "graveghoul", 6, 2), (1, "mud_mumps", 5, 5.5), (1, "mud_mumps", 7.0, 5.5)])
    y = 5.5 - (1.05**2 - 1.0**2) ** 0.5
    with pytest.raises(IllegalAction, match="more than one enemy"):
        GAME.apply(s, A.Move(seat=0, monster="p0-graveghoul-1", path=((6, y),)))


def test_nm_basic_29_31_36_basic_combat_results():
    """NM-BASIC-29, NM-BASIC-30, NM-BASIC-31, NM-BASIC-36: more hits wins; a melee tie smashes both; a ranged tie survives; both win
    when the last monsters go together."""
    extra = [(0, "mud_mumps", 20, 2), (1, "mud_mumps", 20, 16)]
    s = duel("melee", "mud_mumps", "mud_mumps", [A1, A1, G, G, D1, G], mode="basic", extra=extra)
    assert not s.monster("p1-mud_mumps-1").alive and s.monster("p0-mud_mumps-1").alive
    s = duel("melee", "mud_mumps", "mud_mumps", [A1, G, G, G, D1, G], mode="basic", extra=extra)
    assert not s.monster("p1-mud_mumps-1").alive and not s.monster("p0-mud_mumps-1").alive
    s = duel("ranged", "mud_mumps", "mud_mumps", [A1, G, D1, G], mode="basic", extra=extra)
    assert s.monster("p1-mud_mumps-1").alive
    s = duel("melee", "mud_mumps", "mud_mumps", [A1, G, G, G, D1, G], mode="basic")
    assert s.phase == "over" and GAME.outcome(s).winners == (0, 1)


# -- Advanced play and FAQ ------------------------------------------------------------------------


def test_nm_adv_12_attacker_makes_all_rerolls_first_same_die_twice():
    """NM-ADV-12: the attacker makes gem rage and support rerolls first (the same die may be rerolled
    by both), then the defender's support reroll."""
    mons = [
        (0, "gargrizzle", 5, 5),
        (0, "graveghoul", 6.5, 3.5),
        (1, "insectomite", 5, 6.7),
        (1, "batadactyl", 7.5, 7.5),
        (1, "mud_mumps", 20, 16),
    ]
    s = position(mons, mode="advanced", gems=(1, 0), forced=[G, D1, D1, D1, D1, D1, G, G, A1, A2, D1])
    s.phase = "command"
    s.command = Command(seat=0, die=0, kind="move", distance=5.0, book="gargrizzle")
    combat.start(s, "melee", "p0-gargrizzle-1", "p1-insectomite-1", [])
    assert s.combat.stage == "att_reroll"
    s, _ = play(s, A.GemRage(seat=0, dice=(0,)))
    assert s.combat.stage == "att_reroll" and s.seats[0].gems == 0  # support still to come
    with pytest.raises(IllegalAction):
        GAME.apply(s, A.SupportReroll(seat=1, die=0))
    s, _ = play(s, A.SupportReroll(seat=0, die=0))  # the raged die again
    assert s.combat.stage == "def_reroll" and GAME.to_act(s) == [1]
    s, _ = play(s, A.SupportReroll(seat=1, die=2))
    assert s.combat is None  # 2 attack hits against 3 defense hits
    assert not s.monster("p0-gargrizzle-1").alive


def test_nm_faq_05_facing_does_not_matter():
    """NM-FAQ-05: a monster moves and attacks in any direction (no facing is kept unless the
    Directional Attacks fan rule is on, NM-FAN-10: tests/games/necromolds/test_fan_rules.py)."""
    s = commanding([(0, "graveghoul", 5, 6), (1, "mud_mumps", 5, 3.5), FAR_ENEMY], kind="ranged")
    assert GAME.check(s, A.Ranged(seat=0, monster="p0-graveghoul-1", target="p1-mud_mumps-1")) is None
    s = commanding([(0, "graveghoul", 5, 6), FAR_ENEMY, SPARE])
    s, _ = play(s, A.Move(seat=0, monster="p0-graveghoul-1", path=((5, 2),)))  # back toward its own edge
    assert s.monster("p0-graveghoul-1").y == 2
    assert all(m.facing is None for m in s.monsters)
    assert "facing" not in GAME.snapshot(s)["monsters"][0]


def test_nm_faq_06_spellbooks_may_be_left_empty():
    """NM-FAQ-06: no die has to be assigned; a round with nothing assigned simply ends."""
    s, _ = start_round(
        position([(0, "graveghoul", 5, 1), (1, "graveghoul", 5, 17)]),
        ["move"] * 8,
        rolloff=[("attack",)] * 3 + [("defense",)] * 3,
    )
    s, ev = play(s, A.AssignDone(seat=0), A.AssignDone(seat=1))
    assert s.round == 2 and s.phase == "assign" and any(e.kind == "round_end" for e in ev)
