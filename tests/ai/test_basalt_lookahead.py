"""Basalt LaSeur "always makes the best choice possible" (issue 25, NM-SOLO-20): where his guides leave a
choice, the registry's game decides by the look-ahead (tabletop/ai/basalt_lookahead.py) instead of the
old fixed tie-break. Each test sets a position where the two differ and checks the look-ahead takes
the better candidate, that the guide's questions keep their order, that the same state gives the same
action, and that a solo game's save replays and verifies.

Positions: the human's monsters (seat 0) near the top edge, Basalt's (seat 1) below them. Radii:
insectomite 0.85, graveghoul 0.6, mud mump 0.45, slimewick 0.5, boneclaw 0.9, wispwraith 0.5."""

from __future__ import annotations

import math
import time

import pytest

from tabletop import replay
from tabletop.ai import basalt_lookahead as LA
from tabletop.ai import get_bot
from tabletop.ai import necromolds_hard as hard
from tabletop.core.rng import RNG
from tabletop.core.session import Session
from tabletop.games import get_game
from tabletop.games.necromolds import basalt, solo_steps
from tabletop.games.necromolds import basalt_judge as J
from tabletop.games.necromolds import basalt_reach as R
from tabletop.games.necromolds import events as E
from tabletop.games.necromolds import solo_events as SE
from tabletop.games.necromolds import words as W
from tabletop.games.necromolds.game import _basalt_acts
from tabletop.games.necromolds.state import BASALT, HUMAN, clone
from tests.games.necromolds.helpers import combat_face, give, solo_position

GEM = combat_face("gem")


def _below(y_enemy: float, r_enemy: float, r_own: float, gap: float) -> float:
    """The y of a base `gap` inches below an enemy base at y_enemy."""
    return y_enemy + r_enemy + r_own + gap


def _both(state):
    """Basalt's next (action, reasons) by the old fixed order and by the look-ahead."""
    return basalt.choose(clone(state), J.fixed), basalt.choose(clone(state), LA.judge)


def _his_turn(monsters, dice, cards=None, forced=()):
    """Basalt's turn in round 1 with his `dice` (face, book, slot) assigned and the human's none."""
    st = solo_position(monsters, cards=cards, phase="turns", gems=(0, 0), forced=forced)
    for face, book, slot in dice:
        give(st, BASALT, face, book, slot)
    st.turn_seat = st.first = BASALT
    st.turn_order = [BASALT, HUMAN]
    return st


def _runs(state, judge):
    new = clone(state)
    events: list = []
    _basalt_acts(new, events, judge)
    return new, events


def test_registry_game_plays_basalt_by_the_look_ahead():
    """NM-SOLO-20: the game the table, the simulator and replays build is judged by the look-ahead; a
    NecromoldsGame built directly keeps the fixed order."""
    assert get_game("necromolds").basalt_judge is LA.judge
    from tabletop.games.necromolds.game import NecromoldsGame

    assert NecromoldsGame().basalt_judge is J.fixed


# -- the draft ----------------------------------------------------------------------------------------


def test_nm_solo_20_38_action_priority_tie_goes_to_the_card_likelier_to_smash():
    """NM-SOLO-20/38: Q1 says "Yes" for two cards that each make one ranged attack. The fixed order gave
    the die to the card revealed first (the Graveghoul, shooting an Insectomite it rarely smashes); the
    look-ahead gives it to the Slimewick, whose Weak Target is a Wispwraith (defense 1)."""
    st = solo_position(
        [
            (0, "insectomite", 6, 3),
            (0, "wispwraith", 17, 3),
            (1, "graveghoul", 6, _below(3, 0.85, 0.6, 2.0)),
            (1, "slimewick", 17, _below(3, 0.5, 0.5, 2.0)),
        ],
        cards=["graveghoul", "slimewick"],
        pool=["ranged", "move", "move"],
    )
    (old, old_why), (new, new_why) = _both(st)
    assert old.book == "graveghoul" and old_why[0].rule == "q1" and not old_why[0].looked
    assert new.book == "slimewick" and new_why[0].rule == "q1"
    assert new_why[0].looked == "odds" and new_why[0].about == "p1-slimewick-1"
    text = W.event(st, new_why[0]).text
    assert text.startswith("Draft question 1:") and "the likeliest to smash Wispwraith 1" in text


def test_nm_solo_20_32_q4_most_advantageous_die_is_the_ranged_die_a_held_move_brings_into_range():
    """NM-SOLO-20/32/36: Q4's OTHERWISE ("whatever seems most advantageous"). Basalt's move slots are all
    full and the pool holds only ranged dice. The fixed order once put the ranged die on the card with the
    most monsters (the Insectomites, who can shoot nothing even after moving), and only the look-ahead on
    the Slimewick, whose move die already held brings its Weak Target into range. Action Priority now
    settles it before any judge (NM-SOLO-38, the checklist's "when a die could go to several cards"): the
    die makes one shot on the Slimewick's card and none on the Insectomites', so both give it to the
    Slimewick, and the look-ahead, offered one candidate, is not asked."""
    st = solo_position(
        [
            (0, "wispwraith", 17, 3),
            (0, "boneclaw", 3, 3),
            (1, "insectomite", 3, 16),
            (1, "insectomite", 6, 16),
            (1, "slimewick", 17, _below(3, 0.5, 0.5, 6.5)),
        ],
        cards=["insectomite", "slimewick"],
        pool=["ranged", "ranged"],
    )
    give(st, BASALT, "move", "insectomite", 0)
    give(st, BASALT, "move", "slimewick", 1)
    (old, old_why), (new, new_why) = _both(st)
    assert old_why[0].rule == new_why[0].rule == "best"
    assert (old.book, old.slot) == (new.book, new.slot) == ("slimewick", 0)


def test_nm_solo_20_41_discard_denies_the_die_the_human_would_smash_most_with():
    """NM-SOLO-20/41: no die of the pool fits Basalt's open slots, so he discards one. The fixed order
    took the face the human could put on the most open slots (a move die: three move slots), the
    look-ahead the ranged die their Insectomite would shoot his Wispwraith with (nothing is in reach
    of a move)."""
    st = solo_position(
        [
            (0, "insectomite", 12, 3),
            (0, "boneclaw", 3, 3),
            (1, "wispwraith", 12, _below(3, 0.85, 0.5, 2.0)),
        ],
        pool=["move", "ranged"],
    )
    give(st, BASALT, "move", "wispwraith", 0)
    give(st, BASALT, "ranged", "wispwraith", 1)
    (old, _old_why), (new, new_why) = _both(st)
    assert old.book is None and st.solo.pool[old.die] == "move"
    assert new.book is None and st.solo.pool[new.die] == "ranged"
    assert new_why[0].rule == "discard" and new_why[0].looked == "deny"
    assert "it keeps Insectomite 1 from attacking Basalt's Wispwraith 1" in W.event(st, new_why[0]).text


# -- his turn -----------------------------------------------------------------------------------------


def test_nm_solo_20_43_turn_card_tie_goes_to_the_card_likelier_to_smash():
    """NM-SOLO-20/43: two cards each make one ranged attack this turn: the fixed order took the card
    revealed first (the Graveghoul against an Insectomite), the look-ahead the Slimewick against a
    Wispwraith."""
    st = _his_turn(
        [
            (0, "insectomite", 6, 3),
            (0, "wispwraith", 17, 3),
            (1, "graveghoul", 6, _below(3, 0.85, 0.6, 2.0)),
            (1, "slimewick", 17, _below(3, 0.5, 0.5, 2.0)),
        ],
        [("ranged", "graveghoul", 1), ("ranged", "slimewick", 0)],
        cards=["graveghoul", "slimewick"],
    )
    (_old, old_why), (new, new_why) = _both(st)
    assert old_why[0].step == new_why[0].step == "card"
    assert old_why[0].book == "graveghoul" and new_why[0].book == "slimewick"
    assert new_why[0].looked == "odds" and new_why[1].rule == "q1"  # the Turn Guide's question still asked
    assert st.seats[BASALT].dice[new.die].book == "slimewick"


def test_nm_solo_20_47_the_monster_with_the_better_charge_moves_first():
    """NM-SOLO-20/47/50: on a move into melee both Graveghouls reach an enemy. The fixed order moved the
    closer one first (into a Boneclaw, defense 4, which smashes it more often than not); the
    look-ahead first moves the one whose Weak Target is a Wispwraith (defense 1)."""
    st = _his_turn(
        [
            (0, "boneclaw", 5, 3),
            (0, "wispwraith", 18, 3),
            (1, "graveghoul", 5, _below(3, 0.9, 0.6, 2.0)),
            (1, "graveghoul", 18, _below(3, 0.5, 0.6, 3.0)),
        ],
        [("move", "graveghoul", 0)],
        forced=[GEM] * 12,
    )
    st.phase, st.active_book = "turns", None
    _after, old_events = _runs(st, J.fixed)
    _after, new_events = _runs(st, LA.judge)
    old_move = next(e.record for e in old_events if isinstance(e.record, E.Moved))
    new_move = next(e.record for e in new_events if isinstance(e.record, E.Moved))
    assert old_move.monster == "p1-graveghoul-1"
    assert new_move.monster == "p1-graveghoul-2"
    said = [e.record for e in new_events if isinstance(e.record, SE.BasaltChoice) and e.record.step == "target"]
    assert said[0].rule == "weak_target" and said[0].looked == "odds" and said[0].target == "p0-wispwraith-1"


def test_nm_solo_20_45_50_the_shot_likeliest_to_smash_most_clay_goes_first():
    """NM-SOLO-20/45/50: both Graveghouls can shoot, each at its Weak Target. The fixed order shot first
    at the weakest defense (a Wispwraith, 5 drams); the look-ahead first takes the shot worth more clay
    by the exact odds (a Gargrizzle, defense 2, 8 drams: 0.61 x 8 against 0.75 x 5)."""
    st = _his_turn(
        [
            (0, "wispwraith", 5, 3),
            (0, "gargrizzle", 18, 3),
            (1, "graveghoul", 5, _below(3, 0.5, 0.6, 2.0)),
            (1, "graveghoul", 18, _below(3, 0.7, 0.6, 2.0)),
        ],
        [("ranged", "graveghoul", 1)],
        forced=[GEM] * 12,
    )
    _after, old_events = _runs(st, J.fixed)
    _after, new_events = _runs(st, LA.judge)
    old_shot = next(e.record for e in old_events if isinstance(e.record, E.CombatStarted))
    new_shot = next(e.record for e in new_events if isinstance(e.record, E.CombatStarted))
    assert (old_shot.attacker, old_shot.defender) == ("p1-graveghoul-1", "p0-wispwraith-1")
    assert (new_shot.attacker, new_shot.defender) == ("p1-graveghoul-2", "p0-gargrizzle-1")
    said = next(e for e in new_events if isinstance(e.record, SE.BasaltChoice) and e.record.step == "target")
    assert said.record.looked == "odds" and "the likeliest to smash Gargrizzle 1" in said.text


def test_nm_solo_20_52_strategic_movement_takes_the_way_out_of_reach_of_a_charge():
    """NM-SOLO-20/52: the Graveghoul moves toward its closest enemy (an Insectomite) and cannot reach it.
    Straight on (the fixed order) or round the right it ends within a Veggitoad's far move; round the
    left it ends out of the Toad's reach: the look-ahead goes that way."""
    st = _his_turn(
        [(0, "insectomite", 12, 3), (0, "veggitoad", 20.1, 7.0), (1, "graveghoul", 12, 12)],
        [("move", "graveghoul", 0)],
    )
    ghoul = st.monster("p1-graveghoul-1")
    old = R.strategic_plan(st, ghoul, 5.0, J.fixed)
    new = R.strategic_plan(st, ghoul, 5.0, LA.judge)
    assert old is not None and new is not None and old.target == new.target == "p0-insectomite-1"
    assert old.path[-1][0] == 12.0 and new.path[-1][0] < 12.0  # round the left, away from the Toad
    toad = st.monster("p0-veggitoad-1")
    assert hard.threat(st, ghoul, old.path[-1]) > hard.threat(st, ghoul, new.path[-1])
    assert math.dist(new.path[-1], (toad.x, toad.y)) > math.dist(old.path[-1], (toad.x, toad.y))
    _after, events = _runs(st, LA.judge)
    said = next(e for e in events if isinstance(e.record, SE.BasaltChoice) and e.record.step == "target")
    assert said.record.rule == "strategic" and said.record.looked == "safe"
    assert said.text.endswith("Graveghoul 1 ends out of reach of a charge")


# -- the guide's order stands; determinism; replays ----------------------------------------------------


def test_nm_solo_20_the_look_ahead_never_overrides_the_guides_questions():
    """NM-SOLO-20 (reading B): the questions are followed strictly in order. Q1 says "Yes" (the Graveghoul
    can shoot a Boneclaw it rarely smashes) although a move die would let the Slimewick's card charge a
    Wispwraith: Basalt still takes the ranged die by Q1, and only the tie Q1 leaves is judged."""
    st = solo_position(
        [
            (0, "boneclaw", 6, 3),
            (0, "wispwraith", 17, 3),
            (1, "graveghoul", 6, _below(3, 0.9, 0.6, 2.0)),
            (1, "mud_mumps", 17, _below(3, 0.5, 0.45, 2.5)),
        ],
        cards=["mud_mumps", "graveghoul"],
        pool=["move", "ranged"],
    )
    (_old, _), (new, why) = _both(st)
    assert why[0].rule == "q1" and new.book == "graveghoul" and st.solo.pool[new.die] == "ranged"


def test_nm_solo_20_same_state_same_choice_and_the_state_is_untouched():
    """NM-SOLO-20: the look-ahead is a pure function: the same state gives the same action and reasons,
    and judging leaves the state as it was (no dice rolled, nothing kept)."""
    st = _his_turn(
        [
            (0, "insectomite", 6, 3),
            (0, "wispwraith", 17, 3),
            (1, "graveghoul", 6, _below(3, 0.85, 0.6, 2.0)),
            (1, "slimewick", 17, _below(3, 0.5, 0.5, 2.0)),
        ],
        [("ranged", "graveghoul", 1), ("ranged", "slimewick", 0)],
    )
    before = clone(st)
    first = basalt.choose(st, LA.judge)
    second = basalt.choose(st, LA.judge)
    assert first == second
    st.solo.doing = before.solo.doing  # the turn's question being performed, which choose records
    assert st == before


def _solo_game(seed: int, limit: int = 3000):
    """A whole seeded solo game of the registry's game, the normal bot in the human's seat: (session,
    every event)."""
    game = get_game("necromolds")
    session = Session(game, {"players": 1}, seed)
    bot = get_bot("necromolds")
    rng = RNG(seed, stream=7)
    events: list = []
    while session.outcome() is None and len(session.actions) < limit:
        events += session.submit(bot(game, game.view(session.state, HUMAN), HUMAN, rng))
    return session, events


def test_nm_solo_20_a_seeded_solo_game_twice_is_the_same_game_and_its_save_verifies(tmp_path):
    """NM-SOLO-20: a seeded solo game against the look-ahead Basalt, played twice, gives the same log and
    outcome; its save replays and verifies (`tabletop replay --verify`)."""
    one, said = _solo_game(3)
    two, said_again = _solo_game(3)
    assert one.outcome() is not None and one.outcome() == two.outcome()
    assert list(one.actions) == list(two.actions)
    assert [e.text for e in said] == [e.text for e in said_again]
    assert any(isinstance(e.record, SE.BasaltChoice) and e.record.looked for e in said)
    path = tmp_path / "solo.json"
    one.save(path)
    assert replay.main([str(path), "--verify"]) == 0


def test_basalt_decisions_stay_quick(monkeypatch):
    """The table's pace: every Basalt decision of a seeded solo game (his guide's questions and the
    look-ahead) takes under 0.3 s of CPU."""
    times: list[float] = []
    choose = basalt.choose

    def timed(state, judge=J.fixed):
        started = time.process_time()
        out = choose(state, judge)
        times.append(time.process_time() - started)
        return out

    monkeypatch.setattr(basalt, "choose", timed)
    session, _events = _solo_game(5)
    assert session.outcome() is not None and len(times) > 50
    assert max(times) < 0.3


def test_nm_solo_20_the_tables_step_by_step_playback_decides_as_the_game_did():
    """The solo table plays Basalt's doings out step by step (solo_steps.steps, by the game's own judge):
    where the look-ahead decided, the steps give the same events as the game's apply."""
    game = get_game("necromolds")
    bot = get_bot("necromolds")
    checked = 0
    for seed in range(3, 9):  # seeded games until three such decisions (a game may end before its third)
        session = Session(game, {"players": 1}, seed)
        rng = RNG(seed, stream=7)
        while session.outcome() is None and len(session.actions) < 3000 and checked < 3:
            before = session.state
            action = bot(game, game.view(before, HUMAN), HUMAN, rng)
            events = session.submit(action)
            if any(isinstance(e.record, SE.BasaltChoice) and e.record.looked for e in events):
                steps = solo_steps.steps(game, before, action)
                assert [e.text for _state, said in steps for e in said] == [e.text for e in events]
                checked += 1
        if checked == 3:
            break
    assert checked == 3


def _fixed_solo_game(seed: int, limit: int):
    """A solo game as a version before the look-ahead played it (Basalt's fixed tie-breaks), the
    normal bot in the human's seat, stopped after `limit` actions."""
    from tabletop.games.necromolds.game import NecromoldsGame

    game = NecromoldsGame()  # the default judge: the fixed tie-breaks
    session = Session(game, {"players": 1}, seed)
    bot = get_bot("necromolds")
    rng = RNG(seed, stream=7)
    while session.outcome() is None and len(session.actions) < limit:
        session.submit(bot(game, game.view(session.state, HUMAN), HUMAN, rng))
    return session


def test_a_solo_save_from_before_the_look_ahead_still_loads_and_plays_on(tmp_path):
    """A solo game saved by a version whose Basalt took the fixed tie-breaks: his actions are not in
    the save, and the look-ahead would choose otherwise, so it replays by the rules it was played by
    (NecromoldsGame.older_rules) and the game goes on by them; nothing a player had is lost."""
    from tabletop.core.save import SaveError, read_save

    old = _fixed_solo_game(5, 60)
    assert old.outcome() is None, "a game still being played"
    path = tmp_path / "old-solo.json"
    old.save(path)
    data = read_save(path)
    registry_game = get_game("necromolds")
    with pytest.raises(SaveError):  # the look-ahead alone cannot replay it: the case this covers
        Session._from_save(registry_game, data, path, True)
    loaded = Session.from_save(registry_game, data, path)
    assert loaded.game.basalt_judge is J.fixed and not loaded.unverified
    assert list(loaded.actions) == list(old.actions)
    assert replay.main([str(path), "--verify"]) == 0
    bot = get_bot("necromolds")
    rng = RNG(5, stream=7)
    for _ in range(60):  # the loaded game plays on as the old one would have
        if loaded.outcome() is not None:
            break
        action = bot(loaded.game, loaded.game.view(loaded.state, HUMAN), HUMAN, rng)
        loaded.submit(action)
        old.submit(action)
        assert loaded.game.snapshot(loaded.state) == old.game.snapshot(old.state)
