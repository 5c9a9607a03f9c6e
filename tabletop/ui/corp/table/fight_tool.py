"""The fight window (issue 24) — PLACEHOLDER until the corp-fight-ui branch lands.

Interface the table builds on:
- `FightRecord`: what the window shows of the current fight (the dice rolled, rolling or landed);
  `follow(record, events, view) -> FightRecord | None` is called by the scene with each batch of
  events the seat at the screen sees (None when no fight is on and nothing lingers).
- `FightTool(Tool)`: pushed by the scene while `view.state.fight` is set (or a record lingers); it
  draws the window in `view.layout.fight` and answers clicks with fight actions (Shoot, Pass,
  Attack, Escape, AskHelp, Help) from `view.legal`.
"""

from __future__ import annotations

from tabletop.ui.tools import PASS, Tool


class FightRecord:
    """Placeholder: the fight window's record."""

    rolling = False
    over = False


def follow(record, events, view):
    """Placeholder: the record after a batch of events."""
    return record


class FightTool(Tool):
    name = "fight"

    def handle(self, event, view):
        return PASS
