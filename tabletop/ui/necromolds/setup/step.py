"""What every Necromolds set-up step shares, as a tool on the game screen's tool stack.

A step (terrain, army, deployment) is the bottom tool of `NecromoldsScreen` while the engine is in
its phase: it reads the table through the `SetupView` it is handed, answers input with results
(actions the screen submits, a refusal's words, a function of the view for a chain of actions
that each depend on the one before) and draws its part of the set-up frame. The screen owns the
session, the bots, submitting and the refusal's reason, the hand-over and the buttons along the
side panel (`frame.py`); a step only says what they are labelled and whether they may be pressed.
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.ui.layout import ui_scale
from tabletop.ui.necromolds.setup import draw as D
from tabletop.ui.necromolds.setup.layout import setup_layout
from tabletop.ui.necromolds.setup.view import SetupView
from tabletop.ui.necromolds.wording import reason as worded
from tabletop.ui.tools import HANDLED, Say, Tool


def refused(reason: str) -> Say:
    """A refusal in the engine's own words, shown as the screen shows any refusal."""
    return Say(worded(reason), bad=True)


class StepTool(Tool):
    """Base of the terrain, army and deployment steps."""

    name = "necromolds_setup_step"  # the screen's name while this step is shown
    step_title = "Set-up"
    quick_label = ""  # the side panel's helper button ("" for none)
    done_label: str | None = "Done"  # None: no Done button (the helper button takes its place)

    def __init__(self, view: SetupView, seat: int | None = None) -> None:
        self.v = view  # the last view handed to this tool (read only; drawing reads it)
        self.seat = seat
        self.spots: list[D.Hotspot] = []
        self.stale = False  # the state changed since the hotspots were laid out
        self.build_screen()

    # -- the table as handed ------------------------------------------------------------------
    def see(self, view: SetupView) -> None:
        """Take the newest picture of the table (every hook but drawing is handed one); after a change
        of state, lay the step out again once (a helper button's many actions make one rebuild)."""
        self.v = view
        if self.stale:
            self.stale = False
            self.build_screen()

    @property
    def state(self):
        """The seat's view of the state."""
        return self.v.state

    @property
    def colours(self) -> list:
        """One colour per seat."""
        return list(self.v.colours)

    @property
    def bots(self) -> frozenset:
        """The seats the computer plays."""
        return self.v.bots

    @property
    def mouse(self) -> tuple[int, int]:
        """Where the cursor is."""
        return self.v.mouse

    @property
    def time(self) -> float:
        """The screen's clock."""
        return self.v.t

    @property
    def size(self) -> tuple[int, int]:
        """The window."""
        return self.v.size

    def is_human(self, seat: int | None) -> bool:
        """True for a seat a person plays at this screen."""
        return self.v.human(seat)

    def player_name(self, seat: int) -> str:
        """'Player 1' or 'Player 2 (computer)'."""
        return self.v.player_name(seat)

    def title(self) -> str:
        """The header's title for the step (a step a person only watches may say whose it is)."""
        return self.step_title

    # -- the tool's hooks ----------------------------------------------------------------------
    def handle(self, event: Any, view: SetupView) -> Any:
        """Hotspots first (a disabled one says why), then the step's own input."""
        self.see(view)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            spot = D.hit(self.spots, event.pos)
            if spot is not None:
                return spot.action() if spot.enabled else refused(spot.reason or "not now")
        result = self.screen_event(event)
        return HANDLED if result is None else result

    def on_state(self, view: SetupView) -> Any:
        """After any action (anyone's): what depends on the state is rebuilt when next looked at."""
        self.v = view
        self.stale = True
        return None

    def update(self, dt: float, view: SetupView) -> Any:
        """The step's own animation."""
        self.see(view)
        self.update_screen(dt)
        return None

    def resize(self, view: SetupView) -> None:
        """The window changed: lay the step out again."""
        self.see(view)
        self.build_screen()

    def draw(self, surface: pygame.Surface, view: SetupView) -> None:
        """The step's pictures in the set-up frame, then its hotspots (read-only)."""
        L = setup_layout(surface.get_size())
        s = ui_scale(surface.get_size())
        self.draw_screen(surface, L, s)

    def draw_spots(self, surface: pygame.Surface) -> None:
        """The small drawn buttons, lit under the cursor."""
        s = ui_scale(surface.get_size())
        for spot in self.spots:
            D.draw_hotspot(surface, spot, spot.rect.collidepoint(self.mouse), size=int(13 * s))

    # -- what a step fills in ------------------------------------------------------------------
    def build_screen(self) -> None:
        """Lay out the step's hotspots, tray and camera for the view now."""

    def screen_event(self, event: Any) -> Any:
        """Input the step handles itself; returns a result (None: taken, nothing to do)."""
        return None

    def update_screen(self, dt: float) -> None:
        """Per-frame animation."""

    def draw_screen(self, surface: pygame.Surface, L: dict, s: float) -> None:
        """The step's own pictures."""

    def done_state(self) -> tuple[bool, str]:
        """(Done may be pressed, why not)."""
        return False, ""

    def quick_enabled(self) -> bool:
        """Whether the helper button may be pressed now."""
        return True

    def quick(self) -> Any:
        """The helper button: a result."""
        return None

    def done(self) -> Any:
        """The Done button: a result."""
        return None

    def turn_seat(self) -> int | None:
        """Whose turn the header announces."""
        return self.seat

    def turn_text(self, seat: int) -> str:
        """What that seat is doing."""
        return "is setting up"

    def holds_bots(self) -> bool:
        """True while the bots should wait (a piece in hand, dice still rolling)."""
        return False

    def holds_screen(self) -> bool:
        """True while this step stays on screen after the engine has moved on (until Continue)."""
        return False

    def in_hand(self) -> bool:
        """Something is carried (Esc puts it down)."""
        return False

    def settle(self) -> None:
        """A still picture: animations at their end."""
