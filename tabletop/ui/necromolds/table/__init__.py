"""The Necromolds battle table: the play phase, from assigning command dice to the winner.

`TableScene(ctx, session, bot_seats, colours)` is the battle table, a `GameScreen` with the table's
tools. The app never opens it directly: `setup.screen.NecromoldsScreen` is a TableScene whose first
phases are the set-up steps (terrain, army, deployment), and `necromolds.flow` opens that one screen
for every session, new, loaded or resumed.
"""

from tabletop.ui.necromolds.table.scene import TableScene

__all__ = ["TableScene"]
