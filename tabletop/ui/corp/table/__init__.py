"""The NecronomiCORP table: the building in cross-section, character sheets and the fight.
`CorpTableScene(ctx, session, bot_seats, colours)`."""

from tabletop.ui.corp.table.scene import CorpTableScene

__all__ = ["CorpTableScene"]
