"""The Rise of the Necromancers table: `RiseTableScene(ctx, session, bot_seats, colours)`."""

from tabletop.ui.rise.table.scene import RiseTableScene

__all__ = ["RiseTableScene"]
