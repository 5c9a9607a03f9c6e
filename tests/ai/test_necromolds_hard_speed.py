"""Issue 25's speed, hard bot: its charge search passes over the enemies whose swing is no better than
the normal bot's charge (`best_charge`'s floor); on every charge of varied games the hard bot takes the
charge the search over all the nearest enemies takes, and leaves the same moves alone."""

from __future__ import annotations

import math

from tabletop.ai import necromolds_bot as normal
from tabletop.ai import necromolds_hard as hard
from tabletop.core.rng import RNG
from tabletop.games.necromolds import actions as A
from tabletop.games.necromolds.game import NecromoldsGame
from tabletop.games.necromolds.library import PLAYING

GAME = NecromoldsGame()


def _all_foes(state, seat, move):
    """better_charge as it was: every nearest enemy searched, then compared with the kept charge."""
    from tabletop.games.necromolds import queries as NQ

    mover = state.monster(move.monster)
    ok, contacts = NQ.try_move(state, mover.id, list(move.path))
    if not ok or not contacts:
        return None
    keep = hard.melee_swing(state, mover, state.monster(contacts[0]))
    charge, better = hard.best_charge(state, seat, mover, move)
    return charge if charge is not None and better > keep + 1e-9 else None


def test_the_hard_bots_charges_are_those_of_the_search_over_all_the_nearest_enemies():
    kept = beaten = 0
    for players, seed in ((2, 21), (3, 23)):
        st = GAME.initial_state({"players": players}, seed)
        rngs = [RNG(seed, stream=1000 + s) for s in range(players)]
        for _ in range(900):
            if GAME.outcome(st) is not None:
                break
            seat = GAME.to_act(st)[0]
            view = GAME.view(st, seat)
            token = PLAYING._var.set(GAME.content)
            try:
                if view.phase == "command":
                    move = normal.choose(GAME, GAME.view(st, seat), seat, RNG(seed, stream=7))
                    if isinstance(move, A.Move):
                        assert hard.better_charge(view, seat, move) == _all_foes(view, seat, move)
                        mover = view.monster(move.monster)
                        whole = hard.best_charge(view, seat, mover, move)
                        swings = [hard.melee_swing(view, mover, f) for f in view.enemies(seat)]
                        for floor in [-math.inf, *swings, whole[1] - 1e-6]:
                            got = hard.best_charge(view, seat, mover, move, floor=floor)
                            if whole[1] > floor:  # the best charge beats the floor: found as before
                                assert got == whole
                                kept += math.isfinite(floor)
                            else:  # none beats it
                                assert got == (None, -math.inf)
                                beaten += whole[0] is not None
            finally:
                PLAYING._var.reset(token)
            st = GAME.apply(st, hard.choose(GAME, view, seat, rngs[seat])).state
    assert kept > 20 and beaten > 20  # floors under the best charge, and over a charge there was
