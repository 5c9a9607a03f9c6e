"""The face chooser: the little menu that asks a wild die's face, the face to change a die to
(advanced), or what a basic-play die does (a command, a gem, a spellbook's magic).

It is a tool: a left press on an option answers what `choose(option)` gives (actions, another
tool); a press anywhere else closes it. `purpose` names what the choice is for.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from tabletop.ui import look
from tabletop.ui.necromolds.table import draw as D
from tabletop.ui.necromolds.table.table_view import TableTool, TableView
from tabletop.ui.tools import DONE, PASS


class FaceMenuTool(TableTool):
    """A column of faces (or labelled choices) next to where it was opened."""

    name = "face_menu"

    def __init__(
        self,
        purpose: str,
        pos,
        options: list,
        choose: Callable[[str], Any],
        labels: dict | None = None,
        seat: int | None = None,
        die: int | None = None,
    ) -> None:
        self.purpose = purpose  # flip, flip_assign, change or basic
        self.pos = tuple(pos)
        self.options = list(options)
        self.labels = dict(labels or {})
        self.choose = choose
        self.seat, self.die = seat, die

    def rects(self, view: TableView) -> list:
        """(rect, option) of each choice, kept inside the window."""
        s = view.scale
        x, y = self.pos
        f = look.font("sans_bold", int(14 * s))
        widest = max((f.size(self.labels.get(o, o))[0] for o in self.options), default=0)
        w, h = max(int(96 * s), widest + int(44 * s)), int(34 * s)
        n = len(self.options)
        sw, sh = view.layout.size
        # kept inside the window: a menu opened near the bottom (the change button) must show every face
        top = max(4, min(y - h * n // 2, sh - 4 - n * (h + 4)))
        left = max(4, min(x + 10, sw - 4 - w))
        # and off the log: the computer's "While you waited" summary is drawn over it after the tools,
        # and hid the faces of 'Discard 2, change 1' opened beside it (play-test r19)
        log = getattr(view.layout, "log", None)
        if log is not None and pygame.Rect(left, top, w, n * (h + 4)).colliderect(pygame.Rect(log)):
            top = max(4, pygame.Rect(log).top - 4 - n * (h + 4))
        return [(pygame.Rect(left, top + k * (h + 4), w, h), opt) for k, opt in enumerate(self.options)]

    def handle(self, event, view: TableView):
        """A left press: an option becomes its action; anywhere else closes the menu."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            choice = next((opt for rect, opt in self.rects(view) if rect.collidepoint(event.pos)), None)
            return [DONE, self.choose(choice) if choice else None]
        return PASS

    def draw(self, surface, view: TableView) -> None:
        """The choices with their icons."""
        s = view.scale
        for rect, opt in self.rects(view):
            icon = "magic" if opt.startswith("activate:") else opt
            D.panel(surface, rect.inflate(4, 4), alpha=235, radius=6)
            D.icon(
                surface,
                icon,
                (rect.left + int(16 * s), rect.centery),
                int(18 * s),
                D.lighter(D.COMMAND_COLOURS[icon], 0.4),
            )
            D.text(
                surface,
                "sans_bold",
                14 * s,
                self.labels.get(opt, opt),
                (rect.left + int(32 * s), rect.centery),
                look.BONE,
                anchor="midleft",
            )

    def hover_blocked(self) -> bool:
        """No tooltip over the open menu."""
        return True
