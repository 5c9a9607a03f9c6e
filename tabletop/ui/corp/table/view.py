"""The read-only picture of the NecronomiCORP table a tool is handed (`CorpTableScene.tool_view`).

Everything a tool may read: the seat at the screen's view of the state (never the state), the cards,
who may act, the legal actions of the seat at the screen, the layout, the camera, the mouse, the
fight window's record. Tools never write the scene; they return results (tabletop/ui/tools.py).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tabletop.content.corp.records import CorpCards
from tabletop.games.corp.state import State


@dataclass(frozen=True)
class CorpView:
    state: State  # the view of the seat at the screen (hidden stacks are HIDDEN)
    cards: CorpCards
    seat: int | None  # the seat at the screen (None: only computers play)
    acting: tuple[int, ...]  # the seats that may act now
    legal: tuple[Any, ...]  # the legal actions of the seat at the screen (empty when it may not act)
    bots: frozenset[int]
    colours: tuple[tuple[int, int, int], ...]  # one per seat
    names: tuple[str, ...]  # one per seat: "You", "Seat 2 (computer)", the character's name...
    layout: Any  # table/layout.py's TableLayout (rects: building, sheets, fight, log, buttons)
    camera: Any  # tabletop.ui.camera.Camera over the building
    mouse: tuple[int, int] = (0, 0)
    fight_record: Any = None  # fight_tool.FightRecord: what the fight window shows (dice, rolling)
    extra: dict = field(default_factory=dict)  # room for what a tool needs that is not listed yet
