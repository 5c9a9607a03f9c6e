"""Basalt LaSeur's Revenge, phase 2: Basalt's Turn Guide and his combat rules (rulebook: Solo Play /
Basalt's Turn Guide, Other Basalt Combat Rules; NM-SOLO-27, -43..56), on set positions with forced dice."""

from __future__ import annotations

from tabletop.games.necromolds import actions as A
from tabletop.games.necromolds import basalt_reach as R
from tabletop.games.necromolds import events as E
from tabletop.games.necromolds import field
from tabletop.games.necromolds import solo_events as SE
from tabletop.games.necromolds.state import BASALT, HUMAN

from .helpers import GAME, basalt_runs, combat_face, give, solo_position

GEM = combat_face("gem")
HIT = combat_face("attack")


def _below(y_enemy: float, r_enemy: float, r_own: float, gap: float) -> float:
    return y_enemy + r_enemy + r_own + gap


def _his_turn(monsters, dice, gems=(0, 0), forced=()):
    """Basalt's turn in round 1 with his `dice` (face, book, slot) assigned and the human's none."""
    st = solo_position(monsters, phase="turns", gems=gems, forced=forced)
    for face, book, slot in dice:
        give(st, BASALT, face, book, slot)
    st.turn_seat = st.first = BASALT
    st.turn_order = [BASALT, HUMAN]
    return st


def _until_round_ends(events):
    out = []
    for e in events:
        if isinstance(e.record, E.RoundEnds):
            break
        out.append(e)
    return out


def _records(events, kind):
    return [e.record for e in events if isinstance(e.record, kind)]


def test_nm_solo_27_45_q1_a_card_that_can_shoot_performs_its_ranged_command():
    """NM-SOLO-27/45: on Basalt's turn the engine follows the guide: Q1 "Yes": the ranged command, and
    the combat is resolved."""
    st = _his_turn(
        [(0, "insectomite", 12, 4), (0, "insectomite", 4, 4), (1, "graveghoul", 12, _below(4, 0.85, 0.6, 2.0))],
        [("ranged", "graveghoul", 1)],
        forced=[GEM] * 7,
    )
    _after, events = basalt_runs(st)
    events = _until_round_ends(events)
    said = _records(events, SE.BasaltChoice)
    assert [c.rule for c in said if c.step == "command"] == ["q1"]
    fights = _records(events, E.CombatStarted)
    assert [(f.kind, f.attacker, f.defender) for f in fights] == [("ranged", "p1-graveghoul-1", "p0-insectomite-1")]
    texts = [e.text for e in events]
    assert "Turn question 1: Graveghoul can make a ranged attack: ranged command" in texts
    assert any(t.startswith("Basalt may shoot with Graveghoul") for t in texts)  # not "Player 2"


def test_nm_solo_46_53_q2_moves_just_far_enough_then_shoots():
    """NM-SOLO-46/53: out of range but a move brings it in: the move command first, only as far as the
    ranged distance needs, then the ranged command."""
    y = _below(4, 0.85, 0.5, 7.0)  # a Slimewick 7 in away: move close (3), ranged medium (5)
    st = _his_turn(
        [(0, "insectomite", 12, 4), (0, "insectomite", 2, 2), (1, "slimewick", 12, y)],
        [("ranged", "slimewick", 0), ("move", "slimewick", 1)],
        forced=[GEM] * 7,
    )
    _after, events = basalt_runs(st)
    events = _until_round_ends(events)
    assert [c.rule for c in _records(events, SE.BasaltChoice) if c.step == "command"] == ["q2", "q1"]
    moved = _records(events, E.Moved)[0]
    assert 1.9 <= moved.length <= 2.0 + 0.1 + 1e-6  # 2 in to get within 5 in: no further
    fights = _records(events, E.CombatStarted)
    assert fights and fights[0].kind == "ranged" and fights[0].defender == "p0-insectomite-1"


def test_nm_solo_47_50_q3_moves_into_melee_with_the_weakest_defense():
    """NM-SOLO-47/50: Q3 "Yes": the move command; the monster goes into contact with the enemy of the
    weakest defense skill it can reach (a Graveghoul, defense 2, before an Insectomite, 4)."""
    y = _below(4, 0.6, 0.9, 3.0)
    st = _his_turn(
        [(0, "insectomite", 9.5, 4), (0, "graveghoul", 12, 4), (1, "boneclaw", 12, y), (1, "boneclaw", 2, 16)],
        [("move", "boneclaw", 0)],
        forced=[HIT] * 4 + [GEM] * 3,
    )
    _after, events = basalt_runs(st)
    events = _until_round_ends(events)
    assert [c.rule for c in _records(events, SE.BasaltChoice) if c.step == "command"] == ["q3"]
    fights = _records(events, E.CombatStarted)
    assert fights[0].kind == "melee" and fights[0].defender == "p0-graveghoul-1"
    assert "p0-graveghoul-1" in _records(events, E.CombatResult)[0].smashed


def test_nm_solo_48_52_q4_moves_toward_the_closest_enemy():
    """NM-SOLO-48/52: nothing can attack: the move is performed as best he can, toward the closest enemy."""
    st = _his_turn([(0, "insectomite", 4, 2), (1, "graveghoul", 20, 16)], [("move", "graveghoul", 0)])
    before = field.battlefield(st).gap("p1-graveghoul-1", "p0-insectomite-1")
    after, events = basalt_runs(st)
    events = _until_round_ends(events)
    assert [c.rule for c in _records(events, SE.BasaltChoice) if c.step == "command"] == ["q4"]
    strategic = [c for c in _records(events, SE.BasaltChoice) if c.step == "target"]
    assert strategic and strategic[0].rule == "strategic" and strategic[0].target == "p0-insectomite-1"
    moved = after.monster("p1-graveghoul-1")
    gap = field.battlefield(after).gap(moved.id, "p0-insectomite-1")
    assert abs((before - gap) - 5.0) < 0.05  # the whole medium move, straight at it


def test_nm_solo_43_the_card_that_makes_the_most_combat_goes_first():
    """NM-SOLO-43: of two cards with dice, the one whose monsters can attack, though the other has more
    monsters on the map."""
    monsters = [(0, "insectomite", 12, 4), (1, "graveghoul", 12, _below(4, 0.85, 0.6, 2.0))]
    monsters += [(1, "mud_mumps", x, 16.5) for x in (2, 4, 6)]
    st = _his_turn(monsters, [("ranged", "mud_mumps", 0), ("ranged", "graveghoul", 1)], forced=[GEM] * 7)
    _after, events = basalt_runs(st)
    card = next(c for c in _records(events, SE.BasaltChoice) if c.step == "card")
    assert card.book == "graveghoul" and card.count == 1


def test_nm_solo_44_every_move_and_ranged_die_of_the_card_is_performed_then_the_turn_ends():
    """NM-SOLO-44: the questions are read for each die until the card has no move or ranged die left
    (each removed once performed); then his turn ends."""
    st = _his_turn(
        [(0, "insectomite", 4, 2), (1, "batadactyl", 20, 16)],
        [("move", "batadactyl", 0), ("ranged", "batadactyl", 1)],
    )
    _after, events = basalt_runs(st)
    events = _until_round_ends(events)
    started = _records(events, E.CommandStarted)
    assert [c.kind for c in started] == ["move", "ranged"] and all(c.book == "batadactyl" for c in started)
    assert len(_records(events, E.CommandEnded)) == 2


def test_nm_solo_49_q1_when_only_some_monsters_can_shoot_those_shoot():
    """NM-SOLO-49: Q1 is "Yes" when one of the card's monsters can shoot: it shoots; the other does not."""
    st = _his_turn(
        [
            (0, "insectomite", 12, 4),
            (0, "insectomite", 2, 2),
            (1, "graveghoul", 12, _below(4, 0.85, 0.6, 2.0)),
            (1, "graveghoul", 22, 16.5),
        ],
        [("ranged", "graveghoul", 1)],
        forced=[GEM] * 7,
    )
    _after, events = basalt_runs(st)
    fights = _records(_until_round_ends(events), E.CombatStarted)
    assert [f.attacker for f in fights] == ["p1-graveghoul-1"]


def test_nm_solo_50_51_weak_targets_defense_then_size_then_the_closest():
    """NM-SOLO-50/51: the lowest defense skill; tied, the larger; tied again, the likelier to be smashed
    and then the closest."""
    st = solo_position(
        [
            (0, "insectomite", 8, 4),  # defense 4, 10 dr
            (0, "boneclaw", 12, 4),  # defense 4, 11 dr: larger
            (0, "mud_mumps", 16, 4),
            (0, "mud_mumps", 18, 4),
            (1, "graveghoul", 12, 12),
        ],
        phase="turns",
    )
    me = st.monster("p1-graveghoul-1")
    assert R.weak_target(st, me, ["p0-insectomite-1", "p0-boneclaw-1"], "ranged") == "p0-boneclaw-1"
    assert R.weak_target(st, me, ["p0-insectomite-1", "p0-mud_mumps-1"], "ranged") == "p0-mud_mumps-1"
    assert R.weak_target(st, me, ["p0-mud_mumps-2", "p0-mud_mumps-1"], "ranged") == "p0-mud_mumps-1"  # closer


def _human_shoots(basalt_monsters: int, gems: int):
    monsters = [(0, "graveghoul", 12, 4), (0, "graveghoul", 2, 1), (1, "insectomite", 12, _below(4, 0.6, 0.85, 2.0))]
    monsters += [(1, "insectomite", 3 + 3 * k, 16.5) for k in range(basalt_monsters - 1)]
    st = solo_position(monsters, phase="turns", gems=(0, gems), forced=[GEM] * 20)
    die = give(st, HUMAN, "ranged", "graveghoul", 1)
    st.turn_seat = st.first = HUMAN
    st.turn_order = [HUMAN, BASALT]
    st = GAME.apply(st, A.StartCommand(seat=HUMAN, die=die)).state
    return GAME.apply(st, A.Ranged(seat=HUMAN, monster="p0-graveghoul-1", target="p1-insectomite-1"))


def test_nm_solo_54_big_spender_adds_one_die_when_he_can_afford_it():
    """NM-SOLO-54: defending (or attacking), he adds exactly 1 die if he can pay for it."""
    applied = _human_shoots(basalt_monsters=2, gems=20)
    bought = [r for r in _records(applied.events, E.DiceBought) if r.seat == BASALT]
    assert len(bought) == 1 and bought[0].count == 1 and bought[0].gems == 5  # a 5th defense die costs 5


def test_nm_solo_55_56_a_combat_that_can_end_the_game_gets_every_die_he_can_afford():
    """NM-SOLO-55/56: his last monster (or the human's) fights: as many dice as he can pay for, one at a
    time at the escalating cost (5 + 6 = 11 of 12 gems)."""
    applied = _human_shoots(basalt_monsters=1, gems=12)
    bought = [r for r in _records(applied.events, E.DiceBought) if r.seat == BASALT]
    assert bought[0].count == 2 and bought[0].gems == 11
    said = [c for c in _records(applied.events, SE.BasaltChoice) if c.step == "gems"]
    assert said[0].rule == "all_in" and "Big Spender" in next(e.text for e in applied.events if e.record is said[0])


def test_nm_solo_52_19_a_move_ended_short_by_a_friends_base_stops_just_before_it():
    """NM-SOLO-52 with NM-SOLO-19 ("he always makes the best choice possible"): when the whole move would
    end on one of his own bases, the move stops as far along as a base may end, not at three quarters of it
    (a play-test saw "Insectomite 3 moves 2.5 in" of 5: only 100/75/50/25 % were tried)."""
    import math

    alone = solo_position([(0, "insectomite", 4, 2), (1, "graveghoul", 20, 16)], phase="turns")
    m = alone.monster("p1-graveghoul-1")
    full = R.strategic_plan(alone, m, 5.0)
    assert full is not None
    end = full.path[-1]
    dx, dy = end[0] - m.x, end[1] - m.y
    k = math.hypot(dx, dy)
    r_own = field.base_of(m)[0]
    probe = solo_position([(1, "mud_mumps", 1, 1)], phase="turns")
    r_friend = field.base_of(probe.monster("p1-mud_mumps-1"))[0]
    # a friend whose base the whole move's end overlaps by 0.1 in: a legal end is 0.1 in short of it
    push = r_own + r_friend - 0.1
    fx, fy = end[0] + dx / k * push, end[1] + dy / k * push
    st = solo_position([(0, "insectomite", 4, 2), (1, "graveghoul", 20, 16), (1, "mud_mumps", fx, fy)], phase="turns")
    plan = R.strategic_plan(st, st.monster("p1-graveghoul-1"), 5.0)
    assert plan is not None
    walked = sum(math.dist(a, b) for a, b in zip(((m.x, m.y), *plan.path), plan.path, strict=False))
    assert 4.75 <= walked < 5.0, walked  # three quarters of it (3.75 in) before


def test_nm_solo_52_a_monster_whose_enemy_hugs_terrain_still_moves_toward_it():
    """NM-SOLO-52: the enemy's near side is against a coffin pile and a crypt wall, so no base can stand
    in contact on the sides he tried; he still moves the whole move toward it (a play-test saw Basalt's
    second Insectomite stand still all turn while the first one moved)."""
    st = solo_position(
        [(0, "graveghoul", 9.07, 5.34), (1, "insectomite", 12.925, 17.14)],
        phase="turns",
        terrain=[("coffins", 12.0, 6.5), ("crypt_wall", 5.0, 6.5)],
        map_id="graveyard",
    )
    m = st.monster("p1-insectomite-1")
    before = field.battlefield(st).gap(m.id, "p0-graveghoul-1")
    plan = R.strategic_plan(st, m, 5.0)
    assert plan is not None and plan.target == "p0-graveghoul-1"
    moved = solo_position(
        [(0, "graveghoul", 9.07, 5.34), (1, "insectomite", *plan.path[-1])],
        phase="turns",
        terrain=[("coffins", 12.0, 6.5), ("crypt_wall", 5.0, 6.5)],
        map_id="graveyard",
    )
    after = field.battlefield(moved).gap("p1-insectomite-1", "p0-graveghoul-1")
    assert before - after > 4.5, (before, after)  # nearly the whole medium move closer
