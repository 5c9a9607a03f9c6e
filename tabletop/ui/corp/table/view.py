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
    plan: Any = None  # building_plan.Plan: where each thing of the building is (building units)
    sheet_parts: tuple = ()  # sheets.sheet_boxes: (kind, key, rect, words, chip) of the character sheets
    offer: Any = None  # offer.Offer: the legal actions of the seat at the screen by gesture
    over: bool = False  # the game is over
    watch: Any = None  # watched in the replay viewer: its note (replay.note.WatchNote) of the choice taken here
    peek: Any = None  # peeks.Peek: the Room cards the seat at the screen looked at, still on top of a stack
    coach: str = ""  # a tutorial's step waiting for Next: the top bar's words in place of the step's gesture

    def at(self, pos) -> tuple[str, object] | None:
        """The (kind, key) under a screen pixel: a part of a sheet, else a thing of the building."""
        for kind, key, rect, _w, _c in reversed(self.sheet_parts):
            if kind != "sheet" and rect.collidepoint(pos):
                return kind, key
        for kind, key, rect, _w, _c in self.sheet_parts:
            if kind == "sheet" and rect.collidepoint(pos):
                return kind, key
        b = self.layout.building
        if self.plan is None or not (b[0] <= pos[0] < b[0] + b[2] and b[1] <= pos[1] < b[1] + b[3]):
            return None
        x, y = self.camera.screen_to_map(*pos)
        return self.plan.hit(x, y)

    def screen_pos(self, kind: str, key: object) -> tuple[int, int] | None:
        """The screen pixel at the middle of a thing (a sheet's part or the building's), if shown."""
        for k, kk, rect, _w, _c in self.sheet_parts:
            if k == kind and kk == key:
                return rect.center
        box = self.plan.box(kind, key) if self.plan is not None else None
        if box is None:
            return None
        x, y = self.camera.map_to_screen((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)
        return int(x), int(y)

    def pixel_of(self, target) -> tuple[int, int] | None:
        """A pixel where a click lands on `target` (kind, key): its middle, else a free point of it on
        the building (a token or a chip may cover the middle); None when it is not shown."""
        kind, key = target
        centre = self.screen_pos(kind, key)
        if centre is None:
            return None
        if self.at(centre) == target:
            return centre
        box = self.plan.box(kind, key) if self.plan is not None else None
        if box is None:
            return None
        b = self.layout.building
        for fy in (0.15, 0.5, 0.85, 0.3, 0.7):
            for fx in (0.15, 0.5, 0.85, 0.3, 0.7):
                x, y = self.camera.map_to_screen(box[0] + fx * (box[2] - box[0]), box[1] + fy * (box[3] - box[1]))
                inside = b[0] <= x < b[0] + b[2] and b[1] <= y < b[1] + b[3]
                if inside and self.at((int(x), int(y))) == target:
                    return int(x), int(y)
        return None
