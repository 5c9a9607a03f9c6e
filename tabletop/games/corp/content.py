"""The cards a CorpGame plays with: given, or the active mods' (tabletop.content.corp.cards, corp-content's
loader: shipped cards overlaid by the mods, cached while they are unchanged)."""

from __future__ import annotations

import importlib

from tabletop.content.corp.records import CorpCards


def active_cards() -> CorpCards:
    loader = importlib.import_module("tabletop.content.corp.cards")
    return loader.active_cards()
