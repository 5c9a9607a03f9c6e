"""What a set-up step's tool is handed: a read-only picture of the set-up screen this moment.

The game screen makes one (`NecromoldsScreen.tool_view`) for every event, frame and action; a step
reads the seat's view of the state, the window, the mouse and the clock from it, and asks the rules
whether an action would be refused (`check`) without ever changing anything.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from tabletop.ui.kit import names as kit_names


@dataclass(frozen=True)
class SetupView:
    """The set-up screen as a step tool sees it."""

    state: Any  # the view of the seat at the screen (a State of the same shape)
    size: tuple[int, int]  # the window
    mouse: tuple[int, int]
    t: float  # the screen's clock (pulsing strips, the computer's spinning mark)
    speed: float  # the settings' animation speed (0: no animations)
    bots: frozenset  # the seats the computer plays
    colours: tuple  # one colour per seat
    settings: Any  # the game's settings (the clay budget)
    check: Callable[[Any], str | None]  # why the rules would refuse an action now, or None
    legal: Callable[[int], Sequence[Any]]  # a seat's legal actions now (the terrain helper's last resort)
    watch: Any = None  # watched in the replay viewer (its note): no seat is played here

    def human(self, seat: int | None) -> bool:
        """True for a seat a person plays at this screen (none while watched in the replay viewer)."""
        return seat is not None and seat not in self.bots and self.watch is None

    def player_name(self, seat: int) -> str:
        """'Player 1' or 'Player 2 (computer)'; in solo play the other side is Basalt LaSeur."""
        if getattr(self.state, "solo", None) is not None and seat == 1:
            return "Basalt LaSeur"
        return kit_names.seat_name(seat, self.bots)
