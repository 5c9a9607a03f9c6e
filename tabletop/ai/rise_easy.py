"""The easy Rise of the Necromancers bot: one a first-time player can beat (issue 25, bot levels).

It plays the default bot's choices (tabletop/ai/rise_bot.py) with a beginner's mistakes, drawn only
from the RNG it is given, so a seed gives the same game:

- a short look: one move in WANDER it walks to a space it can reach without weighing where that
  leads (any destination the rules allow, Stay included);
- no dice odds: it never spends a once-only Item to turn a fight;
- it ignores threats: attacked by a Necromancer, it always stays and fights.
"""

from __future__ import annotations

from tabletop.ai import rise_bot as normal
from tabletop.games.rise import actions as A

WANDER = 3  # one move in this many is made without a plan


def choose(game, view, seat: int, rng):
    """The easy bot's next action for `seat`: the default bot's with a beginner's mistakes."""
    stage = view.turn.stage
    if stage == "move" and rng.randbelow(WANDER) == 0:
        options = [a for a in game.legal_actions(view, seat) if isinstance(a, (A.Move, A.Stay))]
        if options:
            return rng.choice(options)
    action = normal.choose(game, view, seat, rng)
    if stage == "ready" and isinstance(action, A.UseItem):
        fights = [a for a in game.legal_actions(view, seat) if isinstance(a, A.Fight)]
        return fights[0] if fights else action
    if isinstance(action, A.Flee) and action.flee:
        return A.Flee(seat, False)
    return action
