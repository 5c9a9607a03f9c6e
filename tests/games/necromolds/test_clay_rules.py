"""More Fun with Clay as rules of the engine (issue 13; rulebook "More Fun with Clay",
NM-CLAY-01..11, with NM-FAQ-02, NM-END-02 and NM-COMBAT-03): Magic Missile, Magic Blast and
Magic Wall, each switched on with the game, paid for, refused in words, replayed exactly. Every
test names its item."""

from __future__ import annotations

import itertools
import math

import pytest

from tabletop.core.errors import IllegalAction
from tabletop.games.necromolds import actions as A
from tabletop.games.necromolds import clay, field, legal
from tabletop.games.necromolds.library import library
from tabletop.games.necromolds.settings import FAN_RULES
from tabletop.games.necromolds.state import CommandDie, clone

from .helpers import GAME, RIGGED, combat_face, play, position

EVERY = {**dict.fromkeys(FAN_RULES, True), "clay_magic": True}
EXTRA = 56  # clay.toml extra_clay


def clay_turn(monsters, gems=(20, 20), phase="turns", seat=0, **kw):
    """Seat `seat`'s turn with More Fun with Clay on: each seat holds one move die assigned to its
    first monster's spellbook (slot 0); `phase` "turns" (between command dice) or "turn_end"."""
    s = position(monsters, gems=gems, **kw)
    s.clay_left = [EXTRA] * len(s.seats)
    for i, st in enumerate(s.seats):
        book = next((m.book for m in s.monsters if m.owner == i), "mud_mumps")
        st.dice = [CommandDie(face="move", status="assigned", book=book, slot=0)]
    s.round, s.turn_order, s.first, s.turn_seat, s.phase = 1, [0, 1], 0, seat, phase
    return s


def missile(s, aim, seat=0):
    return GAME.apply(s, A.MagicMissile(seat=seat, aim=aim))


def event(events, kind):
    return next(e for e in events if e.kind == kind)


def sight(s, a, b):
    field.clear_cache()
    return field.battlefield(s).line_of_sight(a, b)


GROUP = [
    (1, "graveghoul", 12.0, 10.0),
    (1, "graveghoul", 13.25, 10.0),
    (1, "graveghoul", 12.6, 11.1),
    (1, "graveghoul", 11.4, 11.1),
    (0, "mud_mumps", 5.0, 3.0),
    (0, "mud_mumps", 20.0, 3.0),
]


def _a_smashing_drop():
    """A tight group under the aim and a position seed whose drop smashes some of it."""
    for seed in range(40):
        s = clay_turn(GROUP, seed=seed)
        applied = missile(s, (12.6, 10.5))
        if event(applied.events, "magic_missile").data["smashed"]:
            return s, applied
    raise AssertionError("no drop on a tight group smashed anything in 40 seeds")


# -- NM-CLAY-01: the switch and the extra container ----------------------------------------------


def test_nm_clay_01_off_by_default_on_gives_each_player_an_extra_container():
    """NM-CLAY-01: off by default (no new field in the snapshot: saves of games without it are as
    before); on, each player (2 to 4) gets the extra container, used only by the clay actions."""
    plain = GAME.initial_state({}, 1)
    assert plain.clay_left == [] and not clay.clay_on(plain)
    snap = GAME.snapshot(plain)
    assert not {"clay_left", "walls", "walls_made", "blast"} & set(snap)
    on = GAME.initial_state({"clay_magic": True}, 1)
    assert on.clay_left == [library().clay.extra_clay] * 2 == [EXTRA, EXTRA]
    assert on.seats[0].clay == plain.seats[0].clay  # the army's clay is untouched
    assert GAME.initial_state({"clay_magic": "yes", "players": 4}, 1).clay_left == [EXTRA] * 4
    assert GAME.validate_settings({"clay_magic": True})["clay_magic"] is True
    assert GAME.validate_settings({})["clay_magic"] is False
    with pytest.raises(ValueError, match="clay_magic"):
        GAME.initial_state({"clay_magic": "perhaps"}, 1)
    # the clay numbers are part of the content version only of a game that plays them
    assert GAME.content_version({}) != GAME.content_version({"clay_magic": True})


def test_nm_clay_01_every_action_is_refused_without_the_rule():
    """NM-CLAY-01: with the rule off no clay action is taken, and none is offered."""
    s = clay_turn(GROUP)
    s.clay_left = []
    for action in (
        A.MagicMissile(seat=0, aim=(5, 5)),
        A.MagicBlast(seat=0, centre=(5, 5)),
        A.MagicWall(seat=0, stroke=((1, 1), (3, 1))),
        A.RemoveWall(seat=0, wall="wall-1"),
        A.EndTurn(seat=0),
    ):
        assert GAME.check(s, action) == "More Fun with Clay is not used in this game"
    assert not any(type(a).__name__.startswith("Magic") for a in GAME.legal_actions(s, 0))


# -- NM-CLAY-05..07: Magic Missile -------------------------------------------------------------------


def test_nm_clay_05_missile_costs_6_gems_and_an_insectomites_clay_and_gives_no_gems():
    """NM-CLAY-05, NM-CLAY-07: 6 gems and an Insectomite's clay (10 dr) from the extra container;
    the monsters it smashes give nobody gems; the ball is destroyed (nothing of it stays)."""
    s, applied = _a_smashing_drop()
    after = applied.state
    data = event(applied.events, "magic_missile").data
    assert after.seats[0].gems == 20 - 6 and after.seats[1].gems == 20  # no gems for the smashes
    assert after.clay_left == [EXTRA - library().missile_clay, EXTRA] and data["clay"] == 10
    for mid in data["smashed"]:
        m = after.monster(mid)
        assert not m.alive
        assert any(
            math.isclose(c.x, s.monster(mid).x) and math.isclose(c.y, s.monster(mid).y) for c in after.clay
        )  # smashed clay where it stood, as combat's smashes
    assert [e.data["monster"] for e in applied.events if e.kind == "smash"] == data["smashed"]
    assert len(after.clay) == len(data["smashed"]) and after.walls == []
    assert GAME.problems(after) == []


def test_nm_clay_06_same_seed_same_drop_and_the_table_reruns_it_identically():
    """NM-CLAY-06: the seed comes from the game's RNG: the same state and aim give the same drop
    (run twice); the event's seed and aim re-run on the state before give the same smashed set,
    pushes and frames, so the table shows what the rules counted."""
    s, applied = _a_smashing_drop()
    again = missile(clone(s), (12.6, 10.5))
    assert GAME.snapshot(again.state) == GAME.snapshot(applied.state)
    data = event(applied.events, "magic_missile").data
    result = clay.rerun_missile(s, data["aim"], data["seed"])
    assert list(result.smashed) == data["smashed"] and list(result.crushed) == data["crushed"]
    assert list(result.knocked_over) == data["knocked_over"]
    assert {k: [round(x, 4), round(y, 4)] for k, (x, y) in result.moved.items()} == {
        **data["moved"],
        **{k: [round(result.moved[k][0], 4), round(result.moved[k][1], 4)] for k in data["kept"]},
    }
    view = GAME.view(s, 1)  # a seat's view (the RNG hidden) re-runs it just the same
    assert clay.rerun_missile(view, data["aim"], data["seed"]).frames == result.frames
    other = clay_turn(GROUP, seed=999)  # another game's RNG: another seed
    assert event(missile(other, (12.6, 10.5)).events, "magic_missile").data["seed"] != data["seed"]


@pytest.mark.slow  # a whole game (or several) to the end
def test_nm_clay_06_a_game_with_drops_blasts_and_walls_replays_exactly_from_its_save(tmp_path):
    """NM-CLAY-06: a save (settings, seed, action log) of a game that dropped missiles, lowered
    blasts and built and removed walls replays to the same state, fingerprint and snapshot."""
    from tabletop.core.rng import RNG
    from tabletop.core.session import Session
    from tabletop.games import get_game

    session = Session(GAME, {"clay_magic": True}, 11)
    rng = RNG(11, stream=3)
    from tabletop.ai.necromolds_bot import choose

    used = set()
    for _ in range(2500):
        if session.outcome() is not None:
            break
        seat = GAME.to_act(session.state)[0]
        options = GAME.legal_actions(session.state, seat)
        magic = [a for a in options if isinstance(a, (A.MagicMissile, A.MagicBlast, A.MagicWall, A.RemoveWall))]
        if magic and rng.random() < 0.6:
            action = rng.choice(magic)
        else:
            action = choose(GAME, GAME.view(session.state, seat), seat, rng)
        session.submit(action)
        used.add(type(action).__name__)
    assert {"MagicMissile", "MagicWall"} <= used, used
    path = tmp_path / "clay.json"
    session.save(path)
    again = Session.load(get_game, path, verify=True)
    assert again.unverified == []
    assert GAME.snapshot(again.state) == GAME.snapshot(session.state)


def test_nm_clay_05_a_missile_far_from_every_monster_touches_nothing():
    """NM-CLAY-05, NM-CLAY-06: dropped far from every monster, the ball smashes and pushes nothing."""
    s = clay_turn(GROUP)
    applied = missile(s, (3.0, 15.0))
    data = event(applied.events, "magic_missile").data
    assert data["smashed"] == [] and data["moved"] == {} and data["kept"] == []
    assert [(m.x, m.y, m.alive) for m in applied.state.monsters] == [(m.x, m.y, m.alive) for m in s.monsters]
    assert applied.state.phase == "turns" and applied.state.turn_seat == 0  # the turn goes on


def test_nm_clay_07_missile_timing_during_your_turn_between_command_dice():
    """NM-CLAY-07, NM-FAQ-02: during your turn when no command die is part-way performed: not while
    a command is being performed, not in another player's turn, not while assigning dice."""
    s = clay_turn(GROUP)
    assert GAME.check(s, A.MagicMissile(seat=0, aim=(5, 5))) is None
    assert "turn" in GAME.check(s, A.MagicMissile(seat=1, aim=(5, 5)))
    started, _ = play(s, A.StartCommand(seat=0, die=0))
    assert started.phase == "command"
    why = GAME.check(started, A.MagicMissile(seat=0, aim=(5, 5)))
    assert "finish the command die" in why and "NM-CLAY-07" in why
    done, _ = play(started, A.EndCommand(seat=0))  # the die performed: seat 0's turn ends
    assert done.phase == "turn_end" and done.turn_seat == 0  # ... at its end, it may still cast
    assert GAME.check(done, A.MagicMissile(seat=0, aim=(5, 5))) is None
    assigning = clone(s)
    assigning.phase = "assign"
    assert GAME.check(assigning, A.MagicMissile(seat=0, aim=(5, 5))) is not None
    assert GAME.check(s, A.MagicMissile(seat=0, aim=(500, 5))) == "aim the Magic Missile at a point on the battle map"


def test_nm_clay_05_missile_refused_without_the_gems_or_the_clay():
    """NM-CLAY-05, NM-CLAY-01: 6 gems and 10 dr of extra clay, or no missile (said in words)."""
    s = clay_turn(GROUP, gems=(5, 20))
    assert GAME.check(s, A.MagicMissile(seat=0, aim=(5, 5))) == "Magic Missile costs 6 gems; you have 5"
    s = clay_turn(GROUP)
    s.clay_left = [9, EXTRA]
    assert GAME.check(s, A.MagicMissile(seat=0, aim=(5, 5))) == (
        "Magic Missile needs 10 dr of clay; your extra container has 9 dr left"
    )
    assert clay.why_not(s, 0, clay.MISSILE) == GAME.check(s, A.MagicMissile(seat=0, aim=(5, 5)))


def test_nm_clay_05_pushed_bases_stand_where_pushed_only_on_legal_spots():
    """The reading of the missile's pushes: every base the simulation left standing somewhere else
    is moved there when the spot is legal, else stays; the state keeps every invariant."""
    moved_any = False
    for seed in range(40):
        s = clay_turn(GROUP, seed=seed)
        applied = missile(s, (12.0, 11.6))
        data = event(applied.events, "magic_missile").data
        assert GAME.problems(applied.state) == []
        for mid, (x, y) in data["moved"].items():
            m = applied.state.monster(mid)
            assert (m.x, m.y) == (x, y)
            moved_any = True
        for mid in data["kept"]:
            assert (applied.state.monster(mid).x, applied.state.monster(mid).y) == (s.monster(mid).x, s.monster(mid).y)
    assert moved_any


# -- NM-CLAY-08, NM-CLAY-09: Magic Blast ----------------------------------------------------------------------

ATTACK, BLANK, DEFENSE, DEF_GEM = (
    combat_face("attack"),
    combat_face("gem"),
    combat_face("defense"),
    combat_face("defense", "gem"),
)


def blast_turn(monsters, forced, gems=(8, 0)):
    s = clay_turn(monsters, gems=gems)
    s.forced = list(forced)
    return s


def test_nm_clay_08_09_each_monster_under_the_blast_defends_against_its_own_3_dice():
    """NM-CLAY-08, NM-CLAY-09: 8 gems and the blast's clay; every monster under it (friend or foe), one after
    another, rolls its defence against exactly 3 attack dice in a ranged combat marked as a blast;
    fewer hits are smashed, ties survive; the defender gains its gem symbols and, if smashed, its
    pool (step 5); the caster gains nothing."""
    monsters = [(1, "graveghoul", 10.0, 10.0), (1, "graveghoul", 11.3, 10.0), (0, "mud_mumps", 3.0, 3.0)]
    # first: 3 attack hits against 2 defence hits (smashed); second: 2 against 2 (a tie survives)
    forced = [ATTACK] * 3 + [DEFENSE, DEF_GEM] + [ATTACK, ATTACK, BLANK] + [DEFENSE, DEFENSE]
    s = blast_turn(monsters, forced)
    preview = clay.blast_preview(s, (10.65, 10.0))
    assert list(preview.under) == ["p1-graveghoul-1", "p1-graveghoul-2"]
    applied = RIGGED.apply(s, A.MagicBlast(seat=0, centre=(10.65, 10.0)))
    after, events = applied.state, list(applied.events)
    # the first smash gave its owner 3 gems: it is asked whether to buy dice for the second
    assert after.phase == "combat" and GAME.to_act(after) == [1] and after.blast.todo == []
    applied = RIGGED.apply(after, A.BuyDice(seat=1, count=0))
    after, events = applied.state, events + list(applied.events)
    assert event(events, "magic_blast").data["under"] == ["p1-graveghoul-1", "p1-graveghoul-2"]
    starts = [e.data for e in events if e.kind == "combat_start"]
    assert [(d["defender"], d["att_pool"], d["def_pool"], d["blast"], d["caster"], d["attacker"]) for d in starts] == [
        ("p1-graveghoul-1", 3, 2, True, 0, ""),
        ("p1-graveghoul-2", 3, 2, True, 0, ""),
    ]
    results = [e.data for e in events if e.kind == "combat_result"]
    assert [(r["attack_hits"], r["defense_hits"], r["smashed"]) for r in results] == [
        (3, 2, ["p1-graveghoul-1"]),
        (2, 2, []),
    ]
    assert after.seats[1].gems == 0 + (1 + 2)  # a gem symbol, and the smashed monster's pool of 2
    assert after.seats[0].gems == 0 and after.clay_left == [EXTRA - 10, EXTRA]
    assert event(events, "blast_over").data["smashed"] == ["p1-graveghoul-1"]
    assert after.phase == "turns" and after.blast is None and after.combat is None
    assert GAME.problems(after) == []


def test_nm_clay_09_the_defender_may_buy_dice_the_caster_may_not():
    """NM-CLAY-09, NM-COMBAT-03: the caster's pool stays 3 (no buying asked of it); the defender,
    with gems, decides whether to add dice at the usual price before the roll."""
    monsters = [(1, "graveghoul", 10.0, 10.0), (0, "mud_mumps", 3.0, 3.0)]
    s = blast_turn(monsters, [ATTACK] * 3 + [DEFENSE] * 5, gems=(30, 12))
    s, _events = play(s, A.MagicBlast(seat=0, centre=(10.0, 10.0)))
    assert s.phase == "combat" and s.combat.caster == 0 and s.combat.stage == "def_buy"
    assert GAME.to_act(s) == [1] and s.seats[0].gems == 22
    assert GAME.check(s, A.BuyDice(seat=0, count=1)) is not None
    s.forced = [ATTACK] * 3 + [DEFENSE] * 4
    applied = RIGGED.apply(s, A.BuyDice(seat=1, count=2))  # 3 + 4 gems: a pool of 4
    after = applied.state
    assert after.seats[1].gems == 12 - 7 and after.monster("p1-graveghoul-1").alive  # 3 against 4
    assert after.phase == "turns" and after.blast is None


def test_nm_clay_08_blast_refused_without_gems_and_outside_the_turn():
    """NM-CLAY-08: 8 gems, during your turn."""
    s = clay_turn(GROUP, gems=(7, 20))
    assert GAME.check(s, A.MagicBlast(seat=0, centre=(5, 5))) == "Magic Blast costs 8 gems; you have 7"
    assert "turn" in GAME.check(s, A.MagicBlast(seat=1, centre=(5, 5)))


# Enemies whose group centre (a blast aim legal_actions takes, clay.cluster_points) lets the disc slide
# off the tall Graveghouls onto bare ground, with no monster under it.
SLIDE_OFF = [
    (1, "insectomite", 11.42, 11.94),
    (1, "graveghoul", 9.33, 8.16),
    (1, "graveghoul", 9.85, 11.64),
    (1, "graveghoul", 10.34, 9.33),
    (0, "mud_mumps", 3.0, 3.0),
]


def test_nm_clay_08_a_blast_over_ground_with_no_monster_under_it_is_refused():
    """NM-CLAY-08: the blast is lowered "until it makes contact with a monster": one that comes down on
    bare ground, no monster under it, is refused with the reason in words (nothing paid), and
    legal_actions never offers one; a blast on a monster is still taken."""
    s = clay_turn(GROUP)
    bare = A.MagicBlast(seat=0, centre=(20.0, 12.0))
    assert clay.blast_preview(s, bare.centre).under == ()
    why = GAME.check(s, bare)
    assert why is not None and "no monster" in why and "Magic Blast" in why
    with pytest.raises(IllegalAction, match="no monster"):
        GAME.apply(s, bare)
    assert GAME.check(s, A.MagicBlast(seat=0, centre=(12.0, 10.0))) is None
    slid = clay_turn(SLIDE_OFF)
    aim = (9.84, 9.71)
    assert aim in clay.cluster_points(slid, 0) and clay.blast_preview(slid, aim).under == ()
    assert "no monster" in GAME.check(slid, A.MagicBlast(seat=0, centre=aim))
    for state in (s, slid):
        blasts = [a for a in GAME.legal_actions(state, 0) if isinstance(a, A.MagicBlast)]
        assert blasts and all(clay.blast_preview(state, a.centre).under for a in blasts)
        assert all(GAME.check(state, a) is None for a in blasts)


# -- NM-CLAY-10: endings ----------------------------------------------------------------------------


def test_nm_clay_10_both_last_monsters_smashed_together_both_win():
    """NM-CLAY-10 (as NM-END-02): a blast smashing every player's last monster: they all win."""
    monsters = [(0, "graveghoul", 10.0, 10.0), (1, "graveghoul", 11.3, 10.0)]
    s = blast_turn(monsters, [ATTACK] * 3 + [DEFENSE] * 2 + [ATTACK] * 3 + [DEFENSE] * 2, gems=(8, 0))
    after = RIGGED.apply(s, A.MagicBlast(seat=0, centre=(10.65, 10.0))).state
    assert after.phase == "over" and sorted(after.winners) == [0, 1]


def test_nm_clay_10_only_the_casters_last_monster_smashed_the_caster_loses():
    """NM-CLAY-10: if only the caster's own last monster is smashed, the caster loses."""
    monsters = [(0, "graveghoul", 10.0, 10.0), (1, "graveghoul", 11.3, 10.0)]
    s = blast_turn(monsters, [ATTACK] * 3 + [DEFENSE] * 2 + [BLANK] * 3 + [DEFENSE] * 2, gems=(8, 0))
    after = RIGGED.apply(s, A.MagicBlast(seat=0, centre=(10.65, 10.0))).state
    assert after.phase == "over" and after.winners == [1]


def test_nm_clay_10_the_end_is_checked_after_the_whole_blast_not_each_attack():
    """NM-CLAY-10 / NM-END-03: the second attack is still rolled after the first smashed a
    player's last monster (the blast's smashes are simultaneous)."""
    monsters = [(1, "graveghoul", 10.0, 10.0), (0, "graveghoul", 11.3, 10.0), (0, "mud_mumps", 3, 3)]
    s = blast_turn(monsters, [ATTACK] * 3 + [DEFENSE] * 2 + [ATTACK] * 3 + [DEFENSE] * 2, gems=(8, 0))
    applied = RIGGED.apply(s, A.MagicBlast(seat=0, centre=(10.65, 10.0)))
    assert len([e for e in applied.events if e.kind == "combat_result"]) == 2
    assert applied.state.winners == [0]


def test_nm_clay_10_a_missile_smashing_the_last_monsters_ends_the_game_at_once():
    """NM-CLAY-10: after a drop the end is checked once: the players left with monsters win."""
    for seed in range(40):
        s = clay_turn([(1, "graveghoul", 12.0, 10.0), (0, "graveghoul", 13.25, 10.0)], seed=seed)
        applied = missile(s, (12.6, 10.0))
        smashed = event(applied.events, "magic_missile").data["smashed"]
        if smashed:
            left = [seat for seat in (0, 1) if applied.state.alive(seat)]
            assert applied.state.phase == "over"
            assert sorted(applied.state.winners) == (left if left else [0, 1])
            return
    pytest.fail("no drop smashed anything")


# -- NM-CLAY-02..04: Magic Wall ------------------------------------------------------------------------

PAIR = [(0, "mud_mumps", 10.0, 6.0), (1, "mud_mumps", 10.0, 14.0)]
ACROSS = ((8.5, 10.0), (11.5, 10.0))


def test_nm_clay_02_a_wall_is_built_at_the_end_of_your_turn_and_blocks_sight_and_paths_at_once():
    """NM-CLAY-02: at the end of your turn, 3 gems and its clay; taller than a Mud Mump; terrain at
    once: the sightline across it is blocked and a path goes round it."""
    s = clay_turn(PAIR, phase="turn_end")
    assert sight(s, "p0-mud_mumps-1", "p1-mud_mumps-1")
    straight = field.battlefield(s).shortest_path("p0-mud_mumps-1", (10.0, 12.9))
    after, events = play(s, A.MagicWall(seat=0, stroke=ACROSS))
    data = event(events, "magic_wall").data
    w = after.walls[0]
    assert (w.id, w.owner, data["wall"]) == ("wall-1", 0, "wall-1")
    assert w.height > max(z.height for z in library().books["mud_mumps"].sizes)
    assert after.seats[0].gems == 17 and after.clay_left[0] == EXTRA - w.clay and w.clay == data["clay"] > 0
    assert not field.battlefield(after).line_of_sight("p0-mud_mumps-1", "p1-mud_mumps-1")
    around = field.battlefield(after).shortest_path("p0-mud_mumps-1", (10.0, 12.9))

    def length(p):
        return sum(math.dist(a, b) for a, b in itertools.pairwise(p))

    assert length(around) > length(straight) + 0.5
    assert clay.wall_part_id("wall-1") in field.battlefield(after).terrain
    assert field.placement_problem(after, after.monsters[0], 10.0, 10.0) == "the base would overlap terrain"
    assert GAME.problems(after) == []


def test_nm_clay_02_no_wall_before_the_end_of_the_turn():
    """NM-CLAY-02: between command dice it is not the end of the turn."""
    s = clay_turn(PAIR)
    why = GAME.check(s, A.MagicWall(seat=0, stroke=ACROSS))
    assert why.startswith("Magic Wall is done at the end of your turn")
    assert "turn" in GAME.check(clay_turn(PAIR, phase="turn_end"), A.MagicWall(seat=1, stroke=ACROSS))


def test_nm_clay_02_the_end_of_a_turn_opens_only_when_a_clay_action_can_be_paid_for():
    """NM-CLAY-02, NM-CLAY-03: when a turn's last die is performed, a seat that can pay gets the end of its
    turn (and ends it with end_turn); one that cannot pay passes the turn at once."""
    s = clay_turn(PAIR)
    ended, events = play(s, A.StartCommand(seat=0, die=0), A.EndCommand(seat=0))
    assert ended.phase == "turn_end" and event(events, "turn_end").data["seat"] == 0
    assert A.EndTurn(seat=0) in GAME.legal_actions(ended, 0)
    passed, events = play(ended, A.EndTurn(seat=0))
    assert passed.phase == "turns" and passed.turn_seat == 1
    poor = clay_turn(PAIR, gems=(2, 2))
    passed, events = play(poor, A.StartCommand(seat=0, die=0), A.EndCommand(seat=0))
    assert passed.phase == "turns" and passed.turn_seat == 1 and not any(e.kind == "turn_end" for e in events)
    assert GAME.check(s, A.EndTurn(seat=0)) == "your turn ends when its command dice are performed"


def test_nm_clay_04_walls_are_refused_with_the_plans_problems_and_several_are_allowed():
    """NM-CLAY-04: not over a monster (the plan's reason), cut where the clay runs out; several
    at one turn's end as gems and clay allow; the end of the turn closes when no more can be paid."""
    s = clay_turn(PAIR, phase="turn_end", gems=(6, 20))
    why = GAME.check(s, A.MagicWall(seat=0, stroke=((8.0, 6.0), (12.0, 6.0))))
    assert why.startswith("no Magic Wall there: the wall would stand on a monster")
    assert clay.wall_plan(s, 0, ((8.0, 6.0), (12.0, 6.0))).problems[0] in why
    two, _ = play(s, A.MagicWall(seat=0, stroke=ACROSS))  # 3 gems left: the turn's end stays open
    assert two.phase == "turn_end" and two.seats[0].gems == 3
    two, _ = play(two, A.MagicWall(seat=0, stroke=((2.0, 10.0), (5.0, 10.0))))
    assert [w.id for w in two.walls] == ["wall-1", "wall-2"]
    assert two.seats[0].gems == 0 and two.phase == "turns" and two.turn_seat == 1  # nothing left to pay for
    s.clay_left = [8, EXTRA]  # 8 dr: about 1.5 in of wall
    cut, events = play(s, A.MagicWall(seat=0, stroke=ACROSS))
    data = event(events, "magic_wall").data
    assert (
        data["truncated"]
        and data["clay"] <= 8
        and math.isclose(data["length"], 8 / clay.params().wall_drams_per_inch, rel_tol=0.02)
    )
    assert cut.clay_left[0] == 8 - data["clay"] and cut.phase == "turns"  # no clay for another: the turn passes


def test_nm_clay_03_any_player_removes_any_wall_for_5_gems_and_it_stops_blocking():
    """NM-CLAY-03: at the end of their turn any player pays 5 gems to remove a wall (another
    player's here); its clay is destroyed (returned to nobody); sight is open again at once."""
    s = clay_turn(PAIR, phase="turn_end")
    built, _ = play(s, A.MagicWall(seat=0, stroke=ACROSS))
    assert not sight(built, "p0-mud_mumps-1", "p1-mud_mumps-1")
    theirs = clone(built)
    theirs.phase, theirs.turn_seat = "turn_end", 1
    left = list(theirs.clay_left)
    gone, events = play(theirs, A.RemoveWall(seat=1, wall="wall-1"))
    assert gone.walls == [] and gone.seats[1].gems == 15 and gone.clay_left == left
    assert event(events, "wall_removed").data == {
        "seat": 1,
        "wall": "wall-1",
        "owner": 0,
        "gems": 5,
        "rule": "clay_magic",
    }
    assert field.battlefield(gone).line_of_sight("p0-mud_mumps-1", "p1-mud_mumps-1")
    assert GAME.check(theirs, A.RemoveWall(seat=1, wall="wall-9")) == "there is no such Magic Wall on the battle map"
    theirs.seats[1].gems = 4
    assert GAME.check(theirs, A.RemoveWall(seat=1, wall="wall-1")) == "Removing a Magic Wall costs 5 gems; you have 4"


# -- the whole game ---------------------------------------------------------------------------------


def test_nm_clay_candidates_offered_to_bots_are_few_and_legal():
    """The legal actions offer a bounded sample of clay actions (a few aims, centres, strokes and
    removals), each of which the rules accept."""
    s = clay_turn(GROUP + [(1, "mud_mumps", 5.0, 9.0)], phase="turn_end")
    s.walls_made = 0
    options = [a for a in legal.legal_actions(s, 0) if not isinstance(a, A.EndTurn)]
    assert 1 <= len(options) <= 12
    for a in options:
        assert GAME.check(s, a) is None, (a, GAME.check(s, a))


@pytest.mark.slow  # a whole game (or several) to the end
@pytest.mark.parametrize("seed", range(2))
def test_nm_clay_random_play_with_every_switch_on_keeps_the_invariants(seed):
    """Every switch on (the ten fan rules and More Fun with Clay): the clay actions legal_actions
    offers are accepted, and every state reached keeps the invariants."""
    from tabletop.ai.necromolds_bot import choose
    from tabletop.core.rng import RNG

    rng = RNG(seed, stream=9)
    s = GAME.initial_state({**EVERY, "map": "terraces" if seed else "twins_vale"}, seed)
    for _step in range(1500):
        if GAME.outcome(s) is not None:
            break
        seat = GAME.to_act(s)[0]
        options = GAME.legal_actions(s, seat)
        assert options, f"no legal action in phase {s.phase}"
        magic = [a for a in options if type(a).__name__ in ("MagicMissile", "MagicBlast", "MagicWall", "RemoveWall")]
        for option in magic:
            assert GAME.check(s, option) is None, (option, GAME.check(s, option))
        action = rng.choice(magic) if magic and rng.random() < 0.4 else choose(GAME, GAME.view(s, seat), seat, rng)
        s = GAME.apply(s, action).state
        assert GAME.problems(s) == [], (action, GAME.problems(s))


@pytest.mark.slow  # a whole game (or several) to the end
def test_nm_clay_simulate_with_every_switch_on_plays_20_games():
    """Issue 13: `simulate necromolds` with every switch on (fan rules and clay) plays without an
    error (20 here; 200 were run by hand), in standard and advanced play, 2 and 3 players."""
    from tabletop.simulate import play_one

    for seed in range(20):
        settings = {
            **EVERY,
            "map": "terraces" if seed % 2 else "twins_vale",
            "mode": "advanced" if seed % 3 == 0 else "standard",
        }
        line = play_one("necromolds", settings, 500 + seed, ["default"])
        assert line["winners"], line
