"""The screen shown instead of crashing: what broke, where the details are, and a way out."""

from __future__ import annotations

import html

import pygame

from tabletop.ui.layout import ui_scale
from tabletop.ui.scene import quit_app, reset
from tabletop.ui.scenes.base import UIScene


class ErrorScene(UIScene):
    """Something failed inside a scene; offer to go back to the menu or quit."""

    name = "error"
    escape_pops = False  # the scene below is broken: going back to it could fail again

    def __init__(self, ctx, where: str, summary: str) -> None:
        super().__init__(ctx)
        self.where = where
        self.summary = summary

    def build(self) -> None:
        """Heading, the error in one line, the log path, and Back to menu / Quit."""
        f = self.frame()
        self.label(f["heading"], "Something went wrong", cls="heading")
        x, y, w, h = f["panel"]
        s = ui_scale(self.ctx.size)
        pad = int(60 * s)
        body = (
            f"The <b>{html.escape(self.where)}</b> screen ran into a problem and was stopped, "
            f"so the app could keep running.<br><br>"
            f"<i>{html.escape(self.summary)}</i><br><br>"
            f"The full details were written to the log file:<br>{html.escape(str(self.ctx.log_path))}<br><br>"
            f"Please include that file if you report this."
        )
        self.text_box((x + pad, y + pad, w - 2 * pad, h - 2 * pad), body)
        self.button(f["back"], "Quit", quit_app, cls="plaque_small", key="error_quit")
        self.button(f["primary"], "Back to menu", self._to_menu, cls="plaque", key="error_menu")

    def _to_menu(self):
        from tabletop.ui.scenes.menu import MenuScene

        return reset(MenuScene(self.ctx))

    def draw_scene(self, surface: pygame.Surface) -> None:
        """The panel behind the message."""
        self.draw_panel(surface)
