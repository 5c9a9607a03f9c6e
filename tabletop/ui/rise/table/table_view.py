"""What a Rise table tool is handed: a read-only picture of the table this moment.

The seat at the screen's view of the state, the layout and the camera, the mouse, who plays which
seat, the offer of legal choices sorted by gesture (choices.offer) with the reach and the Academies
that would make no Headmaster, the combat panel's record on show, and the hit tests over them. Tools
read it and answer with results (tabletop.ui.tools); they never write to it or to the scene.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from tabletop.ui.rise.table import board_draw as BD
from tabletop.ui.rise.table import choices as CH
from tabletop.ui.rise.table import panels as P
from tabletop.ui.rise.table import windows as W
from tabletop.ui.rise.table.layout import contains
from tabletop.ui.tools import Tool


@dataclass(frozen=True)
class RiseView:
    """The Rise table as a tool sees it."""

    state: Any  # the view state of the seat at the screen
    layout: Any
    camera: Any
    mouse: tuple
    seat: int | None  # the seat at the screen (None: a spectator)
    acting: int | None  # the seat at the screen when it is a human who must act now
    bots: frozenset
    colours: tuple
    names: tuple  # each seat's name as the table says it ('Player 2 (Red, computer)')
    offer: CH.Offer = field(default_factory=CH.Offer)
    reach: dict = field(default_factory=dict)  # space -> the space before it on the way there (moving)
    no_head: dict = field(default_factory=dict)  # lit Academy -> why ending there makes no Headmaster
    combat: Any = None  # the combat panel's record (windows.CombatRecord) on show, if any
    folded: bool = False  # the combat panel folded to its one-line strip
    over: bool = False  # the game has ended
    rested: float = 0.0  # seconds the cursor has rested where it is
    asking: bool = False  # a question waits over the board (confirm_tool.py): the board under it is covered
    watch: Any = None  # watched in the replay viewer: its note (replay.note.WatchNote) of the choice taken here
    coach: str = ""  # a tutorial's step waiting for Next: the top bar's words in place of the stage's gesture
    # a tutorial's step: the labels (as `targets` names them) of what it lights; None outside a tutorial,
    # where everything on offer is lit (tutorial_coaching.py)
    coach_lit: tuple | None = None

    @property
    def scale(self) -> float:
        """The layout's scale (1 at 1280x800)."""
        return self.layout.scale

    def seat_name(self, seat: int) -> str:
        """A seat's name as the table says it."""
        return self.names[seat]

    def lit_plays(self) -> dict:
        """The cards in hand drawn lit: those on offer, in a tutorial only those its step lights (play-test
        r27: "Play nothing" had the hand lit while the step said to play none)."""
        plays = self.offer.plays
        return plays if self.coach_lit is None else {c: a for c, a in plays.items() if f"card {c}" in self.coach_lit}

    def lit_raises(self) -> dict:
        """The Minions on the player board drawn lit, as `lit_plays` the cards."""
        raises = self.offer.raises
        return raises if self.coach_lit is None else {k: a for k, a in raises.items() if f"raise {k}" in self.coach_lit}

    def docked(self) -> bool:
        """The combat panel is open beside the board (not folded to its strip)."""
        return self.combat is not None and not self.folded

    def rolling(self) -> bool:
        """The combat panel's dice are still tumbling (its decision waits until they land)."""
        return self.combat is not None and self.combat.rolling

    def look_open(self) -> bool:
        """The Library / Workshop window is over the board (a combat panel goes first)."""
        return bool(self.offer.picks) and self.combat is None

    def under_panel(self, pos) -> bool:
        """The combat panel (docked or folded) covers this point."""
        return self.combat is not None and contains(self.layout.strip if self.folded else self.layout.dock, pos)

    def covered(self, pos) -> bool:
        """A window or the combat panel covers this point of the board."""
        if self.asking and contains(self.layout.board, pos):
            return True
        return self.under_panel(pos) or (self.look_open() and contains(self.layout.window, pos))

    def space_at(self, pos) -> str | None:
        """The space under a screen pixel (None off the board or outside the board area)."""
        if not contains(self.layout.board, pos):
            return None
        return BD.hex_index(self.state.side).at(*self.camera.screen_to_map(*pos))

    def space_pos(self, sid: str) -> tuple[int, int]:
        """Screen pixel of a space's centre."""
        x, y = BD.hex_index(self.state.side).centre(sid)
        sx, sy = self.camera.map_to_screen(x, y)
        return int(sx), int(sy)

    @property
    def hover(self) -> str | None:
        """The space under the mouse, unless a window or the panel covers it."""
        return None if self.covered(self.mouse) else self.space_at(self.mouse)

    def hand(self) -> list[str]:
        """The cards in hand of the seat at the screen (nobody else's)."""
        if self.seat is None:
            return []
        return [c for c in self.state.players[self.seat].hand if c != "hidden"]

    def card_at(self, pos) -> str | None:
        """The card in hand under a pixel (the one drawn on top)."""
        hand = self.hand()
        rects = P.hand_card_rects(self.layout.hand, len(hand), self.layout.scale)
        for cid, r in reversed(list(zip(hand, rects))):
            if r.collidepoint(pos):
                return cid
        return None

    def chip_at(self, pos) -> str | None:
        """The Minion kind under a pixel on the seat at the screen's own Player board."""
        if self.seat is None:
            return None
        for k, chip in P.minion_chip_rects(self.layout.players[self.seat], self.layout.scale).items():
            if chip.collidepoint(pos):
                return k
        return None

    def path_to(self, sid: str) -> list[str]:
        """The way the miniature goes to a reachable space (from the engine's destinations)."""
        if self.acting is None or sid not in self.reach:
            return []
        out = [sid]
        while out[-1] in self.reach and len(out) < 20:
            out.append(self.reach[out[-1]])
        return list(reversed(out))

    def look_rects(self) -> list[pygame.Rect]:
        """Where the looked-at cards lie in the look window."""
        return W.look_card_rects(self.layout.window, len(self.state.turn.peek), self.layout.scale)

    def wound_rows(self) -> list[tuple[str, str, pygame.Rect]]:
        """(side, fighter id, row) of the docked combat panel ([] when it is not docked)."""
        if not self.docked():
            return []
        return W.dock_layout(self.layout.dock, self.combat, self.layout.scale)["rows"]


def left_press(event) -> bool:
    """A press of the left button."""
    return event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1


class TableTool(Tool):
    """A Rise table tool. The scene keeps one of each kind in hand while the view wants it (`wanted`);
    each is a decision the rules require, so Esc does not put it down. Besides `draw` it may draw on
    the board under the pieces, or a window over the table under the buttons, and add buttons."""

    required = True

    @staticmethod
    def wanted(view: RiseView) -> bool:
        """True while the view calls for this tool."""
        return False

    def draw_under(self, surface, view: RiseView) -> None:
        """On the board, under the pieces (read-only)."""

    def draw_window(self, surface, view: RiseView) -> None:
        """Over the table, under the buttons (read-only)."""

    def buttons(self, view: RiseView) -> list:
        """Buttons this tool places (widgets.Button; a press is an action or a function answering a result)."""
        return []

    def key(self) -> tuple:
        """What of the tool's own state its buttons show (the buttons are laid out again when it changes)."""
        return ()


def targets(view: RiseView, buttons, tools=()) -> list[tuple[str, tuple[int, int]]]:
    """Every gesture on screen now that takes an action: (what, screen pixel to click); the look
    window's cards where its tool (in `tools`) lays them."""
    o, L = view.offer, view.layout
    asked = [(b.label, b.rect.center) for b in buttons if b.key.startswith("choice_ask_")]
    if asked:  # a question waits for its answer (confirm_tool.py): nothing else takes a click
        return asked
    out: list[tuple[str, tuple[int, int]]] = []
    for sid in o.moves:
        pos = view.space_pos(sid)
        if contains(L.board, pos) and not view.covered(pos):
            out.append((f"space {sid}", pos))
    hand = view.hand()
    rects = P.hand_card_rects(L.hand, len(hand), L.scale)
    for i, (cid, r) in enumerate(zip(hand, rects)):
        if cid in o.plays:
            visible = rects[i + 1].left if i + 1 < len(rects) else r.right
            out.append((f"card {cid}", (min(r.centerx, (r.left + visible) // 2), r.centery)))
    if view.seat is not None and o.raises:
        chips = P.minion_chip_rects(L.players[view.seat], L.scale)
        out += [(f"raise {k}", chips[k].center) for k in o.raises]
    if o.picks and view.combat is None:
        look = next((t for t in tools if callable(getattr(t, "placed", None))), None)
        placed = look.placed(view) if look is not None else zip(view.state.turn.peek, view.look_rects())
        out += [(f"look {cid}", r.center) for cid, r in placed]
    if o.combat and not view.rolling():
        wound = {a.choice for a in o.combat}
        out += [(f"wound {fid}", row.center) for _side, fid, row in view.wound_rows() if fid in wound]
    out += [(b.label, b.rect.center) for b in buttons if b.key.startswith("choice")]
    return out


def card_boxes(view: RiseView, tools=()) -> dict[str, tuple[int, int, int, int]]:
    """The cards among `targets` ("card ID" in the hand, "look ID" in the look window) with the part of
    each card that shows: the keyboard's focus rings a card round its edge and puts its number on the
    card's corner, not on its words beside the click's point (play-test r25: "1" over a card's text)."""
    o, L = view.offer, view.layout
    out: dict[str, tuple[int, int, int, int]] = {}
    hand = view.hand()
    rects = P.hand_card_rects(L.hand, len(hand), L.scale)
    for i, (cid, r) in enumerate(zip(hand, rects)):
        visible = rects[i + 1].left if i + 1 < len(rects) else r.right  # a fanned card under the next
        out[f"card {cid}"] = (r.left, r.top, max(1, min(r.right, visible) - r.left), r.height)
    if o.picks and view.combat is None:
        look = next((t for t in tools if callable(getattr(t, "placed", None))), None)
        placed = look.placed(view) if look is not None else zip(view.state.turn.peek, view.look_rects())
        out.update((f"look {cid}", tuple(r)) for cid, r in placed)
    return out
