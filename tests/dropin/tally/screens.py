"""The test game's screens: its table, its scenarios and whether a saved game is over (its new game is
the shared form, drawn from its spec's settings schema)."""

from __future__ import annotations

import pygame

from tabletop.ui import look
from tabletop.ui.scenes.base import UIScene


class TallyTable(UIScene):
    """The test game's table: shows whose turn it is, from the seat at the screen's view."""

    name = "tally_table"

    def __init__(self, ctx, session, bots, colours) -> None:
        super().__init__(ctx)
        self.session, self.bots, self.colours = session, bots, colours

    def build(self) -> None:
        """A heading and a Back button."""
        self.add_heading_and_back("Tally")

    def draw_scene(self, surface: pygame.Surface) -> None:
        """The panel and one swatch per seat."""
        self.draw_panel(surface)
        for seat, colour in enumerate(self.colours):
            pygame.draw.rect(surface, colour, (40 + 60 * seat, 40, 40, 40))
        surface.blit(look.text("sans", 18, f"seat {self.session.state.turn + 1} to play", look.BONE), (40, 100))


def scene_for_session(ctx, session) -> TallyTable:
    """The table for a session, with the seats and colours kept in its settings."""
    from tabletop.ui import persist

    bots, colours = persist.seats_and_colours(session)
    return TallyTable(ctx, session, bots, colours)


def finished(snapshot) -> bool:
    """A saved game is over once some score reaches the target."""
    return max(snapshot["scores"]) >= snapshot["target"]


class scenarios:
    """Two named positions: the start, and after three banks."""

    @staticmethod
    def names() -> list[str]:
        """The scenario names."""
        return ["start", "three_banks"]

    @staticmethod
    def shot(ctx, name):
        """(scene, frames) at the named position."""
        from tabletop.core.session import Session
        from tabletop.games import get_game

        session = Session(get_game("tally"), {"players": 4, "ui": {"bots": [0, 1, 2, 3]}}, 1)
        for _ in range(3 if name == "three_banks" else 0):
            session.submit(session.game.legal_actions(session.state, session.state.turn)[0])
        return scene_for_session(ctx, session), 3
