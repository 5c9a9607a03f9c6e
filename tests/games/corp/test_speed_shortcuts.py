"""The shortcuts NecronomiCORP's engine takes for speed (issue 23), each held to the answer worked out
the long way over seeded games with the default and the random bots, so a shortcut that stopped being
true fails here rather than changing a game quietly."""

from __future__ import annotations

import msgspec
import pytest

from tabletop.ai import get_bot
from tabletop.core.rng import RNG
from tabletop.games.corp import endgame, plots
from tabletop.games.corp.ctx import Ctx
from tabletop.games.corp.game import CorpGame
from tabletop.games.corp.state import Character, hall_key

GAME = CorpGame()
CASES = [
    ({"players": 4}, 5, "default"),
    ({"players": 3, "expansion": True}, 11, "random"),
    ({"players": 6, "teams": 3, "expansion": True}, 3, "default"),
    ({"players": 1}, 7, "random"),
]


def _positions(settings: dict, seed: int, bot_name: str, steps: int = 600):
    """Each state of a seeded game, after each action (changed in place: read it before the next)."""
    st = GAME.initial_state(settings, seed)
    bot = get_bot("corp", bot_name)
    rngs = [RNG(seed, stream=1000 + s) for s in range(st.players_n)]
    for _ in range(steps):
        if GAME.outcome(st) is not None:
            return
        seat = GAME.to_act(st)[0]
        GAME.apply_in_place(st, bot(GAME, GAME.view(st, seat), seat, rngs[seat]))
        yield st


@pytest.mark.parametrize("settings,seed,bot_name", CASES)
def test_after_an_action_settling_and_checking_again_changes_nothing(settings, seed, bot_name):
    """game.after settles the owed Plots and checks the end a second time only when a dead turn passed
    on: after every action, doing both again finds nothing to do."""
    seen = 0
    for st in _positions(settings, seed, bot_name):
        before = msgspec.to_builtins(st)
        ctx = Ctx(st, GAME.cards)
        plots.settle(ctx)
        endgame.check(ctx)
        assert ctx.events == [] and msgspec.to_builtins(st) == before
        seen += 1
    assert seen > 50


def test_a_character_s_area_is_its_room_or_its_level_s_hallway():
    for level in range(-2, 12):
        for room in (None, "cubicle#1", "boss"):
            p = Character(character="x", life=3, level=level, room=room)
            assert p.area() == (room if room is not None else hall_key(level))
