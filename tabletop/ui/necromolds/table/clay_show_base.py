"""The base of the clay shows (a missile falling, a blast coming down, a wall rising): a tool that plays
for a while and is put down. Apart from clay_show.py, which makes the shows, so the shows' own modules
(clay_missile, clay_blast) need not import the module that imports them."""

from __future__ import annotations

from tabletop.ui.necromolds.table.table_view import TableTool, TableView
from tabletop.ui.tools import DONE


class ClayShow(TableTool):
    """Base of the shows: plays for a while, then is put down."""

    clay_show = True
    end = 0.0

    def __init__(self) -> None:
        self.t = 0.0

    frozen = False  # a still picture: the show stays at its moment

    def freeze(self, t: float) -> None:
        """Hold the show at table time t (a scenario's still picture)."""
        self.t = t
        self.frozen = True

    def update(self, dt: float, view: TableView):
        """Advance; done at the end."""
        if self.frozen:
            return None
        if view.speed <= 0:
            return DONE
        self.t += dt * view.speed
        return DONE if self.t >= self.end else None

    def playing(self) -> bool:
        """Still being shown."""
        return self.t < self.end

    def finish(self) -> None:
        """Jump to the end."""
        self.t = self.end

    def hidden_monsters(self) -> set:
        """Monsters this show draws itself."""
        return set()

    def hidden_clay(self) -> list:
        """Smashed clay this show reveals itself."""
        return []

    before = None  # the state before the action the show plays (for the panels' counts)

    def pending_smashes(self) -> set:
        """Monsters this show smashes that the panels keep counting until it is over."""
        return set()
