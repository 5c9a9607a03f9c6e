"""The hard Rise of the Necromancers bot (issue 25, bot levels): the default bot looking further ahead.

The default bot (tabletop/ai/rise_bot.py) values each destination by what its action earns now plus
FUTURE times the best discounted value it then leads to, within HORIZON turns, weighing at most
FAR_CITIES Cities out of reach a decision. The hard bot plays the same plan with `rise_bot.HARD_LOOK`:
twice the turns ahead and four times the far Cities' odds worked out, so it sets itself up for Cities
the default bot notices only once they are near. (Tried and measured worse against the default at 2
players: more weight on the future, 0.65 and 0.75, and a shorter horizon; see README, "Bot levels".)
"""

from __future__ import annotations

from tabletop.ai import rise_bot


def choose(game, view, seat: int, rng):
    """The hard bot's action for `seat`."""
    return rise_bot.choose(game, view, seat, rng, level="hard")
