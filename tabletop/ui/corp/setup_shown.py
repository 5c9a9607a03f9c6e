"""The NecronomiCORP set-up shown (issue 24) — PLACEHOLDER until the corp-setup branch lands.

Interface: `setup_shown(session, bots, colours) -> Tool`, a modal tool the table holds while a new
game has had no action (flow.scene_for pushes it); it shows the building built level by level from
the engine's `setup_events` and Begin puts it down (DONE).
"""

from __future__ import annotations

from tabletop.ui.tools import DONE, Tool


class SetupShown(Tool):
    name = "corp_setup"
    modal = True

    def handle(self, event, view):
        return DONE


def setup_shown(session, bots, colours) -> Tool:
    return SetupShown()
