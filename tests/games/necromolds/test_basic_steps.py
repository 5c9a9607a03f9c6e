"""Basic play's "What Next?" steps 2-5 as switches (NM-BASIC-37..42): each replaces only the basic
rule it names; every other basic rule stays."""

import pytest

from tabletop.core.errors import IllegalAction
from tabletop.games.necromolds import actions as A
from tabletop.games.necromolds import combat, rounds
from tabletop.games.necromolds.library import library
from tabletop.games.necromolds.state import Command

from .helpers import GAME, combat_face, play, position, start_round

A1, D1, G = combat_face("attack"), combat_face("defense"), combat_face("gem")
STEPS = ("basic_skills", "basic_distances", "basic_slots", "basic_abilities")


def basic(monsters, steps=(), **kw):
    """A basic-play position with the named What Next switches on."""
    s = position(monsters, mode="basic", **kw)
    for step in steps:
        setattr(s, step, True)
    return s


def fight(kind, att, dfn, steps=(), forced=(), gems=(1, 1)):
    """A basic combat between seat 0's `att` book and seat 1's `dfn` book, dice forced; with gems
    it waits at the buying step."""
    s = basic(
        [(0, att, 5, 5), (1, dfn, 6.3, 5), (0, "mud_mumps", 20, 2), (1, "mud_mumps", 20, 16)],
        steps,
        gems=gems,
        forced=forced,
    )
    s.phase = "command"
    s.command = Command(seat=0, die=0, kind="move" if kind == "melee" else "ranged", distance=7.0)
    combat.start(s, kind, f"p0-{att}-1", f"p1-{dfn}-1", [])
    return s


def test_nm_basic_42_switches_default_off_and_unknown_keys_are_refused():
    """NM-BASIC-02, NM-BASIC-42: the switches are off unless set and only exist in basic play; an unknown
    settings key is refused naming it (issue 9: settings validated before a game starts; it was
    ignored before, so a misspelt switch silently played without its rule)."""
    for key in ("no_such_rule", "basic_tea"):
        with pytest.raises(ValueError, match=key):
            GAME.initial_state({"mode": "basic", key: True}, 1)
    s = GAME.initial_state({"mode": "basic"}, 1)
    assert [getattr(s, k) for k in STEPS] == [False] * 4
    assert not (s.uses_skills() or s.uses_distances() or s.uses_slots() or s.uses_abilities())
    on = GAME.initial_state({"mode": "basic", **dict.fromkeys(STEPS, True)}, 1)
    assert [getattr(on, k) for k in STEPS] == [True] * 4
    assert GAME.initial_state({"mode": "basic", "basic_slots": "false"}, 1).basic_slots is False
    std = GAME.initial_state({"mode": "standard", "basic_skills": False, "basic_slots": False}, 1)
    assert std.uses_skills() and std.uses_slots() and std.uses_abilities() and std.uses_distances()
    assert std.seats[0].gems == 4 and on.seats[0].gems == 2  # NM-BASIC-42: basic's 2 starting gems stay


def test_nm_basic_38_skill_ratings_set_the_pools():
    """NM-BASIC-38: with step 2 the pools are the skill ratings, not 4/2 and 2/2; the larger
    monster's extra die, the 1-gem die and gem-symbol-only collection stay (NM-BASIC-42)."""
    s = fight("melee", "graveghoul", "insectomite")
    assert (s.combat.att_pool, s.combat.def_pool) == (4, 3)  # 4 vs 2, Insectomite larger +1
    s = fight("melee", "graveghoul", "insectomite", ["basic_skills"])
    assert (s.combat.att_pool, s.combat.def_pool) == (3, 5)  # melee 3 vs defense 4 + 1 larger
    s = fight("ranged", "slimewick", "mud_mumps", ["basic_skills"])
    assert (s.combat.att_pool, s.combat.def_pool) == (4, 2)  # ranged 3 + 1 larger vs defense 2
    # Graveghoul's Coffin Lid (+1 defending melee) is an ability: not without step 5
    s = fight("melee", "graveghoul", "graveghoul", ["basic_skills"])
    assert (s.combat.att_pool, s.combat.def_pool) == (3, 2)
    assert combat.buy_cost(s, 5, 1) == 1  # still 1 gem per die
    # a smashed monster's owner still gains no gems per pool die (NM-BASIC-33)
    s = fight("melee", "graveghoul", "mud_mumps", ["basic_skills"], forced=[A1, A1, A1, G, G, G], gems=(0, 0))
    assert s.monster("p1-mud_mumps-1").alive is False and s.seats[1].gems == 2 and s.clay == []


def test_nm_basic_39_slot_distances_choose_the_edge():
    """NM-BASIC-39: with step 3 each monster measures with its spellbook's slot edge (the basic
    Move/Ranged commands stay: any 2 movers, 1 shooter); without it any edge (far)."""
    army = [(0, "graveghoul", 5, 2), (0, "mud_mumps", 9, 2), (0, "boneclaw", 13, 2), (1, "mud_mumps", 5, 17)]
    s, _ = start_round(basic(army, ["basic_distances"], gems=(0, 0)), ["move", "ranged"] * 2 + ["move"] * 4)
    assert s.turn_seat == 1
    s, _ = play(s, A.StartCommand(seat=1, die=0), A.EndCommand(seat=1), A.StartCommand(seat=0, die=0))
    assert s.command.limit == 2
    assert rounds.monster_distance(s, "p0-graveghoul-1") == library().length("medium")
    assert rounds.monster_distance(s, "p0-mud_mumps-1") == library().length("close")
    with pytest.raises(IllegalAction):  # 4 in is beyond the Mud Mumps' close edge
        GAME.apply(s, A.Move(seat=0, monster="p0-mud_mumps-1", path=((9, 6),)))
    s, _ = play(s, A.Move(seat=0, monster="p0-graveghoul-1", path=((5, 6.5),)))  # 4.5 in: medium
    s, _ = play(
        s, A.EndCommand(seat=0), A.StartCommand(seat=1, die=1), A.EndCommand(seat=1), A.StartCommand(seat=0, die=1)
    )
    assert s.command.kind == "ranged"
    assert "no ranged command slot" in rounds.can_act(s, "p0-boneclaw-1")
    # Veggitoad: the stable medium slot, not the unstable far hop
    assert rounds.basic_edge(s, 0, "veggitoad", "move") == "medium"
    assert rounds.basic_edge(s, 0, "cragmaw", "ranged") == "close"  # only an unstable slot: used
    off, _ = start_round(basic(army, gems=(0, 0)), ["move"] * 8)
    off, _ = play(off, A.StartCommand(seat=1, die=0), A.EndCommand(seat=1), A.StartCommand(seat=0, die=0))
    assert rounds.monster_distance(off, "p0-mud_mumps-1") == library().length("far")


def test_nm_basic_40_assign_dice_to_slots():
    """NM-BASIC-40: with step 4 dice go on spellbook slots and a die's command is performed by that
    spellbook's monsters; one die per turn still alternates (NM-BASIC-15), unassigned magic still
    gives basic play's 1 gem, and the edge is any edge without step 3 (NM-BASIC-42)."""
    army = [
        (0, "graveghoul", 5, 2),
        (0, "graveghoul", 8, 2),
        (0, "mud_mumps", 11, 2),
        (1, "mud_mumps", 5, 17),
        (1, "mud_mumps", 9, 17),
    ]
    s, _ = start_round(
        basic(army, ["basic_slots"], gems=(0, 0)),
        ["move", "ranged", "magic", "move"] + ["move", "move", "ranged", "wild"],
    )
    assert s.phase == "assign" and GAME.to_act(s) == [0, 1]
    with pytest.raises(IllegalAction, match="does not match"):
        GAME.apply(s, A.Assign(seat=0, die=0, book="graveghoul", slot=1))
    with pytest.raises(IllegalAction, match="step 5"):
        GAME.apply(s, A.Assign(seat=0, die=2, book="graveghoul", slot=-1))
    s, _ = play(
        s,
        A.Assign(seat=0, die=0, book="graveghoul", slot=0),
        A.Assign(seat=0, die=1, book="graveghoul", slot=1),
        A.Assign(seat=0, die=3, book="mud_mumps", slot=1),
        A.AssignDone(seat=0),
        A.Assign(seat=1, die=0, book="mud_mumps", slot=0),
        A.AssignDone(seat=1),
    )
    assert s.seats[0].gems == 1  # the unassigned magic die: 1 gem (NM-BASIC-21)
    assert s.phase == "turns" and s.first == 1 and s.turn_seat == 1
    with pytest.raises(IllegalAction, match="choose a move or ranged die"):
        GAME.apply(s, A.StartCommand(seat=1, die=1))  # not on a slot: discarded
    s, _ = play(s, A.StartCommand(seat=1, die=0), A.EndCommand(seat=1), A.StartCommand(seat=0, die=0))
    assert s.command.book == "graveghoul" and s.command.limit is None
    assert s.command.distance == library().length("far")  # no step 3: any edge
    assert rounds.can_act(s, "p0-mud_mumps-1") is not None
    s, _ = play(
        s,
        A.Move(seat=0, monster="p0-graveghoul-1", path=((5, 8),)),
        A.Move(seat=0, monster="p0-graveghoul-2", path=((8, 8),)),
    )
    # both Graveghouls moved, so the die is done; the turn passes though graveghoul still holds a die
    assert s.phase == "turns" and s.active_book is None
    assert s.seats[0].dice[1].status == "assigned"
    with_distances, _ = start_round(basic(army, ["basic_slots", "basic_distances"], gems=(0, 0)), ["move"] * 8)
    with_distances, _ = play(
        with_distances,
        A.Assign(seat=0, die=0, book="mud_mumps", slot=1),
        A.AssignDone(seat=0),
        A.AssignDone(seat=1),
        A.StartCommand(seat=0, die=0),
    )
    assert with_distances.command.distance == library().length("close")


def test_nm_basic_41_passive_and_magic_abilities():
    """NM-BASIC-41: with step 5 passives act (Insectomite survives a tied melee, Coffin Lid adds a
    die to the fixed pool) and a magic die may activate a magic ability instead of the gem."""
    tie = [A1, G, G, G, D1, G, G]  # 1 attack hit against 1 defense hit
    s = fight("melee", "graveghoul", "insectomite", forced=tie, gems=(0, 0))
    assert not s.monster("p1-insectomite-1").alive and not s.monster("p0-graveghoul-1").alive
    s = fight("melee", "graveghoul", "insectomite", ["basic_abilities"], forced=tie, gems=(0, 0))
    assert s.monster("p1-insectomite-1").alive and not s.monster("p0-graveghoul-1").alive
    s = fight("melee", "graveghoul", "graveghoul", ["basic_abilities"])
    assert (s.combat.att_pool, s.combat.def_pool) == (4, 3)  # 4 vs 2 + Coffin Lid
    army = [(0, "graveghoul", 5, 2), (0, "wispwraith", 9, 2), (1, "mud_mumps", 5, 9.5)]
    for steps in ((), ("basic_abilities",)):
        s, _ = start_round(basic(army, steps, gems=(0, 0)), ["magic", "ranged", "move", "move"] + ["move"] * 4)
        assert s.turn_seat == 1
        s, _ = play(s, A.StartCommand(seat=1, die=0), A.EndCommand(seat=1))
        if not steps:
            with pytest.raises(IllegalAction, match="step 5"):
                GAME.apply(s, A.ActivateMagic(seat=0, die=0, book="wispwraith"))
    s, _ev = play(s, A.ActivateMagic(seat=0, die=0, book="wispwraith"))
    assert s.magic_active(0, "wispwraith") and s.seats[0].gems == 3  # Soul Siphon, not the 1 gem
    assert s.turn_seat == 1  # performing the die ended the turn
    # with step 3 too, Grave Bolt turns the Graveghoul's close ranged edge into far
    steps = ("basic_abilities", "basic_distances")
    s, _ = start_round(basic(army, steps, gems=(0, 0)), ["ranged", "magic", "move", "move"] + ["move"] * 4)
    s, _ = play(s, A.StartCommand(seat=1, die=0), A.EndCommand(seat=1), A.StartCommand(seat=0, die=0))
    assert "out of range" in GAME.check(s, A.Ranged(seat=0, monster="p0-graveghoul-1", target="p1-mud_mumps-1"))
    s, _ = start_round(basic(army, steps, gems=(0, 0)), ["magic", "ranged", "magic", "move"] + ["move"] * 4)
    s, _ = play(
        s,
        A.StartCommand(seat=1, die=0),
        A.EndCommand(seat=1),
        A.ActivateMagic(seat=0, die=0, book="graveghoul"),
        A.StartCommand(seat=1, die=1),
        A.EndCommand(seat=1),
    )
    with pytest.raises(IllegalAction, match="already active"):
        GAME.apply(s, A.ActivateMagic(seat=0, die=2, book="graveghoul"))
    s, _ = play(s, A.StartCommand(seat=0, die=1))
    assert GAME.check(s, A.Ranged(seat=0, monster="p0-graveghoul-1", target="p1-mud_mumps-1")) is None


def test_all_what_next_steps_play_whole_games():
    """NM-BASIC-37..42: a bot game with every step on reaches a winner, with the assign step."""
    from tabletop.simulate import play_one

    line = play_one(
        "necromolds", {"mode": "basic", "basic_terrain": True, **dict.fromkeys(STEPS, True)}, 4, ["default", "default"]
    )
    assert line["winners"] and line["mode"] == "basic"


@pytest.mark.parametrize("steps", [("basic_abilities", "basic_distances"), STEPS])
def test_nm_basic_37_42_legal_actions_are_legal_with_steps_on(steps):
    """NM-BASIC-37..42: every listed action (ActivateMagic and per-book edges included) is accepted."""
    from tabletop.ai import get_bot
    from tabletop.core.rng import RNG
    from tabletop.core.session import Session

    settings = {"mode": "basic", "basic_terrain": True, **dict.fromkeys(steps, True)}
    session, bot, rngs = Session(GAME, settings, 6), get_bot("necromolds"), [RNG(6, stream=7), RNG(6, stream=8)]
    seen = set()
    while session.outcome() is None and len(session.actions) < 400:
        state = session.state
        seat = GAME.to_act(state)[0]
        if state.phase in ("turns", "command", "assign") and len(session.actions) % 3 == 0:
            for action in GAME.legal_actions(state, seat)[:30]:
                seen.add(type(action).__name__)
                assert GAME.check(state, action) is None, (action, GAME.check(state, action))
        session.submit(bot(GAME, state, seat, rngs[seat]))
    assert "StartCommand" in seen
    assert ("ActivateMagic" in seen) == ("basic_slots" not in steps)
