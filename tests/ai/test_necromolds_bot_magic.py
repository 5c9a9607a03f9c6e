"""The bot puts a magic die on a magic ability only when the ability likely matters this round
(a longer range with an enemy just out of reach, an attack bonus before a likely melee);
otherwise it takes the gems."""

from __future__ import annotations

from tabletop.ai.necromolds_bot import choose
from tabletop.core.rng import RNG
from tabletop.games.necromolds import actions as A
from tests.games.necromolds.helpers import GAME, play, position, start_round


def _assign_all(s, seat=0):
    """Let the bot assign seat's dice until it commits; returns the dice as they stand then."""
    rng = RNG(1)
    for _ in range(20):
        action = choose(GAME, s, seat, rng)
        if isinstance(action, A.AssignDone):
            return s.seats[seat].dice
        s, _ = play(s, action)
    raise AssertionError("the bot never committed its dice")


def _round(monsters, faces0):
    s = position(monsters, gems=(0, 0))
    s, _ = start_round(s, command_faces=list(faces0) + ["move"] * 4, rolloff=[("attack",)] * 3 + [("defense",)] * 3)
    assert s.phase == "assign"
    return s


def test_a_longer_range_is_activated_when_an_enemy_is_just_out_of_range():
    # Graveghoul's ranged slot is close (3 in); Grave Bolt makes it far (7 in); the enemy is ~5 in away
    s = _round([(0, "graveghoul", 12, 4), (1, "gargrizzle", 12, 10.3)], ["magic", "ranged", "magic", "move"])
    dice = _assign_all(s)
    on_magic = [d for d in dice if d.status == "assigned" and d.slot == -1]
    assert len(on_magic) == 1 and on_magic[0].book == "graveghoul"


def test_the_gems_are_taken_when_no_enemy_is_within_the_longer_range():
    s = _round([(0, "graveghoul", 12, 2), (1, "gargrizzle", 12, 16)], ["magic", "ranged", "magic", "move"])
    dice = _assign_all(s)
    assert not any(d.status == "assigned" and d.slot == -1 for d in dice)


def test_an_attack_bonus_is_activated_before_a_likely_melee():
    # Boneclaw's Frenzy: +2 melee attack dice; a move die on it and an enemy within a medium move
    s = _round([(0, "boneclaw", 12, 4), (1, "thornback", 12, 8.5)], ["magic", "move", "magic", "move"])
    dice = _assign_all(s)
    assert any(d.status == "assigned" and d.slot == -1 and d.book == "boneclaw" for d in dice)


def test_an_attack_bonus_is_not_activated_with_no_enemy_in_reach():
    s = _round([(0, "boneclaw", 12, 2), (1, "thornback", 12, 16)], ["magic", "move", "magic", "move"])
    dice = _assign_all(s)
    assert not any(d.status == "assigned" and d.slot == -1 for d in dice)


def _first_flip(s):
    action = choose(GAME, s, 0, RNG(1))
    assert isinstance(action, A.Flip)
    return action.to


def test_a_wild_die_becomes_ranged_when_a_target_is_in_reach_of_a_shot():
    """NM-ROUND-09: the bot flips a wild die to the command with the best open slot."""
    s = _round([(0, "graveghoul", 12, 4), (1, "gargrizzle", 12, 8)], ["wild", "magic", "magic", "magic"])
    assert _first_flip(s) == "ranged"


def test_a_wild_die_becomes_move_with_nobody_to_shoot():
    s = _round([(0, "graveghoul", 12, 2), (1, "gargrizzle", 12, 16)], ["wild", "magic", "magic", "magic"])
    assert _first_flip(s) == "move"
