"""Issue 11's second engine round: the answers remembered for speed are the answers counted afresh."""

from __future__ import annotations

import pytest

from tabletop.ai import get_bot
from tabletop.core.protocol import view
from tabletop.core.rng import RNG
from tabletop.core.session import Session
from tabletop.games import get_game
from tabletop.games.rise import content as K
from tabletop.games.rise import rules as R


def _states(players: int, seed: int):
    game = get_game("rise")
    s = Session(game, {"players": players}, seed)
    bots = [get_bot("rise", "default") for _ in range(players)]
    rngs = [RNG(seed, stream=1000 + i) for i in range(players)]
    while s.outcome() is None:
        st = s.state
        yield st
        seat = game.to_act(st)[0]
        s.submit(bots[seat](game, view(game, st, seat), seat, rngs[seat]))
    yield s.state


def _spells_by_castable(ctx, seat: int, where: str) -> dict:
    """rules._spells as first written: castable and spell_level asked for each Spell."""
    st, c = ctx.st, ctx.cards
    bolt, reduce, remove, weak = [], 0, 0, False
    if R.castable(ctx, seat, "weaken"):
        for e in c.spell_effect("weaken", K.spell_level(st, seat, "weaken")):
            reduce, remove, weak = reduce + (e.amount or 0), remove + (e.count or 0), True
    if R.castable(ctx, seat, "death_bolt"):
        for e in c.spell_effect("death_bolt", K.spell_level(st, seat, "death_bolt")):
            bolt += [[e.power, 0]] * e.count
    boom = (
        K.spell_level(st, seat, "zombie_explosion")
        if where != "dungeon" and R.castable(ctx, seat, "zombie_explosion")
        else 0
    )
    return {"weak": weak, "reduce": reduce, "remove": remove, "bolt": bolt, "boom": boom}


@pytest.mark.parametrize("players,seed", [(2, 3), (4, 8), (5, 1)])
def test_academy_counts_and_spell_levels_are_the_fresh_counts(players, seed):
    for st in _states(players, seed):
        ctx = R.Ctx(st)
        for q in range(players):
            got = list(K.academy_counts(st, q).items())
            K.tables(K.cards()).card_counts.clear()
            assert list(K.academy_counts(st, q).items()) == got  # the same colours, in the same order
            assert all(K.academy_count(st, q, colour) == n for colour, n in got)
            levels = K.spell_levels(st, q)
            for spell in ("weaken", "death_bolt", "zombie_explosion", "mist_walk"):
                assert levels.get(spell, 0) == K.spell_level(st, q, spell)
            for where in ("city", "dungeon", "pvp"):
                sp = R._spells(ctx, q, where)
                ref = _spells_by_castable(ctx, q, where)
                # _spells adds the effects of cards in play to Weaken and Death Bolt (a Death Bolt Spell's
                # attacks come last)
                assert sp["boom"] == ref["boom"]
                assert not ref["bolt"] or sp["bolt"][-len(ref["bolt"]) :] == ref["bolt"]
                if ref["weak"]:
                    assert sp["weaken"] is not None


def test_a_finished_game_lets_its_remembered_fights_go():
    last = None
    for st in _states(3, 5):
        last = st
    assert last.winners is not None
    assert not R._REBUILT
