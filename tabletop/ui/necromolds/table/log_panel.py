"""The Necromolds log panel: the kit's (tabletop/ui/kit/log_panel.py) with this game's big moments
(a combat's result, a smash, the end, a new round, a reveal) in amber.
"""

from __future__ import annotations

from tabletop.ui.kit.log_panel import LogPanel

HIGHLIGHT_KINDS = ("combat_result", "smash", "game_over", "round_start", "reveal")


def log_panel() -> LogPanel:
    """The table's log panel."""
    return LogPanel(highlight=HIGHLIGHT_KINDS)
