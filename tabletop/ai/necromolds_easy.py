"""The easy Necromolds bot: a bot a first-time player can beat (issue 25, bot levels).

It plays the normal bot's choices (tabletop/ai/necromolds_bot.py: the same army, deployment, dice
and paths) with the mistakes a beginner makes, each plausible on the table and none random beyond
the RNG it is given, so a seed gives the same game:

- no dice odds: it never buys combat dice with its gems and makes no rerolls (no Gem Rage, no
  support reroll), so its gems pile up unused;
- it shoots the nearest enemy it may, not the one its odds favour.
"""

from __future__ import annotations

import math

from tabletop.ai import necromolds_bot as normal
from tabletop.core.rng import RNG
from tabletop.games.necromolds import actions as A
from tabletop.games.necromolds import queries as NQ
from tabletop.games.necromolds.state import State


def choose(game, state: State, seat: int, rng: RNG):
    """The easy bot's next action for `seat`: the normal bot's with a beginner's mistakes."""
    action = normal.choose(game, state, seat, rng)
    if isinstance(action, A.BuyDice) and action.count:
        return A.BuyDice(seat=seat, count=0)  # no dice odds: gems are kept, never spent on a combat
    if isinstance(action, (A.GemRage, A.SupportReroll)):
        return A.RerollsDone(seat=seat)
    if isinstance(action, A.Ranged):
        return _nearest_shot(state, seat, action)
    return action


def _nearest_shot(state: State, seat: int, chosen: A.Ranged) -> A.Ranged:
    """The nearest legal target of the shooter (the first glance, not the odds)."""
    shooter = state.monster(chosen.monster)
    targets = NQ.ranged_targets(state, shooter.id)
    if not targets:
        return chosen
    near = min(targets, key=lambda t: math.dist((shooter.x, shooter.y), (state.monster(t).x, state.monster(t).y)))
    return A.Ranged(seat=seat, monster=shooter.id, target=near)
