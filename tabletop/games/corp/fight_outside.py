"""The fight's three calls into the turn's modules (corp-engine's death.py and endgame.py), in one
place: a character killed, a monster's kill scored, the boss slain. The fight's tests replace these
three to see the fight alone; death and endgame never import the fight."""

from __future__ import annotations

from tabletop.games.corp import death, endgame
from tabletop.games.corp.ctx import Ctx


def die(ctx: Ctx, seat: int, killer_card: str) -> None:
    """A character's life reached 0 (NC-FIGHT-09): its weapons and items to the floor (NC-BOSS-05), its
    curses discarded (NC-CURSE-04), contagion marked (NC-CONTAG-01)."""
    death.die(ctx, seat, killer_card)


def score_kill(ctx: Ctx, seat: int, card: str) -> None:
    """A monster killed by `seat`: its team scores the monster's level (NC-TEAM-02, NC-TEAM-08)."""
    endgame.score_kill(ctx, seat, card)


def boss_slain(ctx: Ctx, seat: int) -> None:
    """The boss killed by `seat`: the game ends (NC-BOSS-01, NC-TEAM-06)."""
    endgame.boss_slain(ctx, seat)
