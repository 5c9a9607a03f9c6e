"""The bot levels decide differently on set positions (issue 25): easy makes a beginner's mistakes,
hard charges by exact odds, and every level
presses on when waiting would only end the battle in a shared result ("No game without an end")."""

from __future__ import annotations

import math

import pytest

from tabletop.ai import necromolds_bot as normal
from tabletop.ai import necromolds_easy as easy
from tabletop.ai import necromolds_hard as hard
from tabletop.core.rng import RNG
from tabletop.games.necromolds import actions as A
from tabletop.games.necromolds import queries as NQ
from tabletop.simulate import play_one
from tests.games.necromolds.helpers import GAME, play, position, start_round


def commanding(monsters, book, kind="move"):
    """Seat 0 performing a move (its book's slot 0) or ranged (slot 1) command, seat 1 with no dice."""
    s = position(monsters, gems=(0, 0))
    s, _ = start_round(s, ["move", "ranged", "move", "ranged"] + ["move"] * 4)
    die = 0 if kind == "move" else 1
    s, _ = play(s, A.Assign(seat=0, die=die, book=book, slot=die), A.AssignDone(seat=0), A.AssignDone(seat=1))
    s, _ = play(s, A.StartCommand(seat=0, die=die))
    assert s.phase == "command" and s.command is not None and s.command.kind == kind
    return s


def ends_touching(s, action):
    """The enemies a move ends in contact with."""
    ok, touching = NQ.try_move(s, action.monster, list(action.path))
    assert ok
    return touching


def test_easy_shoots_the_nearest_enemy_where_normal_shoots_by_the_odds():
    # a Graveghoul shooting close (3 in): a Wispwraith (5 drams) nearer, a Thornback (11 drams) farther;
    # the normal bot's odds times the clay favour the Thornback
    s = commanding(
        [(0, "graveghoul", 12, 4), (1, "wispwraith", 12, 6.6), (1, "thornback", 14.4, 5.6)], "graveghoul", "ranged"
    )
    assert set(NQ.ranged_targets(s, "p0-graveghoul-1")) == {"p1-thornback-1", "p1-wispwraith-1"}
    picked = normal.choose(GAME, s, 0, RNG(1))
    mistake = easy.choose(GAME, s, 0, RNG(1))
    assert isinstance(picked, A.Ranged) and picked.target == "p1-thornback-1"
    assert isinstance(mistake, A.Ranged) and mistake.target == "p1-wispwraith-1"
    assert easy.choose(GAME, s, 0, RNG(1)) == mistake  # deterministic from the RNG


@pytest.mark.parametrize("left,right", [("gargrizzle", "insectomite"), ("insectomite", "gargrizzle")])
def test_hard_takes_the_charge_with_the_better_exact_odds(left, right):
    s = commanding([(0, "batadactyl", 12, 3), (1, left, 9, 8.5), (1, right, 15.2, 8.5)], "batadactyl")
    bat = s.monster("p0-batadactyl-1")
    swings = {f.id: hard.melee_swing(s, bat, f) for f in s.enemies(0)}
    assert swings["p1-gargrizzle-1"] > 0 > swings["p1-insectomite-1"]
    chosen = hard.choose(GAME, s, 0, RNG(1))
    assert isinstance(chosen, A.Move) and ends_touching(s, chosen) == ["p1-gargrizzle-1"]


@pytest.mark.parametrize("left,right", [("graveghoul", "wispwraith"), ("wispwraith", "graveghoul")])
def test_hard_charges_for_the_most_expected_clay_where_normal_takes_the_surer_win(left, right):
    # an Insectomite (melee 3) can reach a Graveghoul (defense 2, 8 drams) and a Wispwraith (defense 1,
    # 5 drams): the normal bot's score doubles the odds of a win and takes the Wispwraith; the exact-odds
    # clay swing is larger against the Graveghoul
    s = commanding([(0, "insectomite", 12, 3), (1, left, 9, 8.5), (1, right, 15.2, 8.5)], "insectomite")
    bug = s.monster("p0-insectomite-1")
    swings = {f.id: hard.melee_swing(s, bug, f) for f in s.enemies(0)}
    assert swings["p1-graveghoul-1"] > swings["p1-wispwraith-1"] + 0.5
    assert ends_touching(s, normal.choose(GAME, s, 0, RNG(1))) == ["p1-wispwraith-1"]
    assert ends_touching(s, hard.choose(GAME, s, 0, RNG(1))) == ["p1-graveghoul-1"]


@pytest.mark.parametrize("bot", [normal, easy, hard], ids=["normal", "easy", "hard"])
def test_every_level_presses_on_when_the_quiet_battle_is_near_its_end(bot):
    """No game without an end: with the quiet battle's end near, a bot walks toward the enemy, never waits."""
    s = commanding([(0, "wispwraith", 12, 3), (1, "boneclaw", 12, 15)], "wispwraith")
    s.quiet_rounds = NQ.QUIET_ROUNDS - 2
    action = bot.choose(GAME, s, 0, RNG(1))
    assert isinstance(action, A.Move)
    boneclaw = s.monster("p1-boneclaw-1")
    before = math.dist((12, 3), (boneclaw.x, boneclaw.y))
    after = math.dist(action.path[-1], (boneclaw.x, boneclaw.y))
    assert after < before - 5.0  # the whole walk, as the normal bot makes it
    assert action == normal.choose(GAME, s, 0, RNG(1))


@pytest.mark.parametrize(
    "game,settings,levels",
    [
        ("necromolds", {"players": 2}, ["hard", "easy"]),
        ("necromolds", {"players": 2}, ["easy", "hard"]),
        ("rise", {"players": 2}, ["hard", "easy"]),
        ("corp", {"players": 2}, ["easy", "easy"]),
    ],
)
def test_a_seeded_game_at_each_level_finishes(game, settings, levels):
    from tabletop.ai.levels import bot_name

    line = play_one(game, settings, 5, [bot_name(level) for level in levels])
    assert line["winners"] or line["reason"]
    again = play_one(game, settings, 5, [bot_name(level) for level in levels])
    assert again["actions"] == line["actions"] and again["winners"] == line["winners"]  # the same seed, the same game
