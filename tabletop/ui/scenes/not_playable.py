"""The screen a game shows until it is playable: what it is, and that it comes later."""

from __future__ import annotations

import html

import pygame

from tabletop.ui import look, registry
from tabletop.ui.games_info import GAMES
from tabletop.ui.layout import ui_scale
from tabletop.ui.scenes.base import UIScene


class NotPlayableScene(UIScene):
    """Says that a game is not playable yet and lands in a later version."""

    name = "not_playable"

    def __init__(self, ctx, game: str) -> None:
        super().__init__(ctx)
        self.game = registry.info(game)

    def build(self) -> None:
        """Heading, a short description and the promise of a later version."""
        f = self.add_heading_and_back(self.game.title)
        x, y, w, h = f["panel"]
        s = ui_scale(self.ctx.size)
        pad = int(60 * s)
        ready = [registry.info(k) for k in GAMES if registry.playable(k)]
        first = " and ".join(f"<b>{html.escape(g.title)}</b>" for g in ready)
        body = (
            f"<b>Not playable yet.</b> "
            f"{html.escape(self.game.title)} lands in a later version of Necro Tabletop. "
            f"The rules are being taught to the table one game at a time"
            + (f", and {first} {'comes' if len(ready) == 1 else 'come'} first." if ready else ".")
            + f"<br><br><i>{html.escape(self.game.blurb)}</i>"
        )
        self.text_box((x + pad, y + int(h * 0.56), w - 2 * pad, -1), body)  # -1: as tall as the text

    def draw_scene(self, surface: pygame.Surface) -> None:
        """The panel, with a sealed-tome sigil above the text."""
        self.draw_panel(surface)
        x, y, w, h = self.frame()["panel"]
        look.draw_sigil(surface, (x + w // 2, y + int(h * 0.29)), int(min(w, h) * 0.22), alpha=110)
