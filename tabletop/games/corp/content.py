"""The cards a CorpGame plays with: given, or the active mods' (tabletop.content.corp.cards, corp-content's
loader: shipped cards overlaid by the mods, cached while they are unchanged)."""

from __future__ import annotations

from tabletop.content.corp.cards import active_cards

__all__ = ["active_cards"]
