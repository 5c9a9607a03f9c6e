"""The Necromolds battle table: the play phase, from assigning command dice to the winner.

`TableScene(ctx, session, bot_seats, colours)` is the one entry point the set-up flow uses.
"""

from tabletop.ui.necromolds.table.scene import TableScene

__all__ = ["TableScene"]
