"""The face chooser: the little menu that asks a wild die's face, the face to change a die to
(advanced), or what a basic-play die does (a command, a gem, a spellbook's magic).

scene.menu is {seat, die, pos, purpose, options[, labels, book, slot]}; purpose says what the
choice becomes: flip, flip_assign, change or basic.
"""
from __future__ import annotations

import pygame

from tabletop.games.necromolds import actions as A
from tabletop.ui import look
from tabletop.ui.necromolds.table import draw as D


class FaceMenuMixin:
    """The open face chooser (scene.menu): where its options are, what a click chooses, how it looks."""

    def _menu_rects(self):
        if self.menu is None:
            return []
        s = self.layout.scale
        x, y = self.menu["pos"]
        out = []
        labels = self.menu.get("labels", {})
        f = look.font("sans_bold", int(14 * s))
        widest = max((f.size(labels.get(o, o))[0] for o in self.menu["options"]), default=0)
        w, h = max(int(96 * s), widest + int(44 * s)), int(34 * s)
        n = len(self.menu["options"])
        sw, sh = self.layout.size
        # kept inside the window: a menu opened near the bottom (the change button) must show every face
        top = max(4, min(y - h * n // 2, sh - 4 - n * (h + 4)))
        left = max(4, min(x + 10, sw - 4 - w))
        for k, opt in enumerate(self.menu["options"]):
            out.append((pygame.Rect(left, top + k * (h + 4), w, h), opt))
        return out

    def _menu_choice(self, pos):
        for rect, opt in self._menu_rects():
            if rect.collidepoint(pos):
                return opt
        return None

    def _draw_menu(self, surface) -> None:
        s = self.layout.scale
        labels = self.menu.get("labels", {}) if self.menu else {}
        for rect, opt in self._menu_rects():
            icon = "magic" if opt.startswith("activate:") else opt
            D.panel(surface, rect.inflate(4, 4), alpha=235, radius=6)
            D.icon(surface, icon, (rect.left + int(16 * s), rect.centery), int(18 * s), D.lighter(D.COMMAND_COLOURS[icon], 0.4))
            D.text(surface, "sans_bold", 14 * s, labels.get(opt, opt), (rect.left + int(32 * s), rect.centery), look.BONE, anchor="midleft")

    def _choose_from_menu(self, pos) -> None:
        """A press while the chooser is open: an option becomes its action; anywhere else closes it."""
        choice = self._menu_choice(pos)
        menu, self.menu = self.menu, None
        if choice:
            if menu["purpose"] == "flip":
                self.submit(A.Flip(seat=menu["seat"], die=menu["die"], to=choice))
            elif menu["purpose"] == "flip_assign":
                if self.submit(A.Flip(seat=menu["seat"], die=menu["die"], to=choice)):
                    self.submit(A.Assign(seat=menu["seat"], die=menu["die"], book=menu["book"], slot=menu["slot"]))
            elif menu["purpose"] == "basic":
                if choice.startswith("activate:"):
                    self.activate_magic(menu["seat"], menu["die"], choice.split(":", 1)[1])
                else:
                    self.start_command(menu["seat"], menu["die"], choice)
            elif menu["purpose"] == "change":
                self._change_to(menu["seat"], choice)
        return None
