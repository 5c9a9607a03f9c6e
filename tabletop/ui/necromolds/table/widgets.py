"""The Necromolds table's buttons: the kit's (tabletop/ui/kit/buttons.py) in the brass look, with
the rulebook's icons (draw.RULEBOOK_ICONS) named by a word, e.g. icon="reroll".
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.ui.kit import buttons as kit
from tabletop.ui.kit.buttons import ButtonSet, ClickGuard
from tabletop.ui.necromolds.table import draw as D

__all__ = ["Button", "ButtonSet", "ClickGuard"]


@dataclass
class Button(kit.Button):
    """A kit button whose `icon` names a rulebook icon."""

    def paint_icon(self, surface, centre, px: int, colour) -> None:
        """The rulebook icon the button names (in its own colours, or dimmed)."""
        if isinstance(self.icon, str) and self.icon:
            D.rulebook_icon(surface, self.icon, centre, px, colour)
        else:
            super().paint_icon(surface, centre, px, colour)
