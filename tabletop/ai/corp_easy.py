"""The easy NecronomiCORP bot: a teammate a first-time party can carry (issue 25, bot levels).

It plays the default bot's choices (tabletop/ai/corp_bot.py) with a beginner's mistakes, none random
beyond the RNG it is given:

- it ignores threats: in a fight it always attacks (the default bot's best attack), never escapes
  a fight it is losing and never asks the hallway for help;
- asked for help, it stays out of the fight.
"""

from __future__ import annotations

from tabletop.ai import corp_bot as normal
from tabletop.games.corp import actions as A


def choose(game, view, seat: int, rng):
    """The easy bot's next action for `seat`: the default bot's with a beginner's mistakes."""
    action = normal.choose(game, view, seat, rng)
    if isinstance(action, (A.Escape, A.AskHelp)):
        attacks = [a for a in game.legal_actions(view, seat) if isinstance(a, A.Attack)]
        return max(attacks, key=lambda a: len(a.hands)) if attacks else action
    if isinstance(action, A.Help) and action.join:
        stay = [a for a in game.legal_actions(view, seat) if isinstance(a, A.Help) and not a.join]
        return stay[0] if stay else action
    return action
