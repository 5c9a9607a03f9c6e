"""Buttons drawn by the table itself (brass plaques with tooltips and key hints).

The table draws its own buttons so that cards, dice and windows share one look and one
input path: a click is a pygame event the scene hit-tests, in tests and in play alike.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from tabletop.ui import look
from tabletop.ui.necromolds.table import draw as D


@dataclass
class Button:
    """A clickable plaque."""

    key: str
    rect: pygame.Rect
    label: str
    action: Callable[[], object]
    tooltip: str = ""
    enabled: bool = True
    toggled: bool = False
    hotkey: str = ""
    primary: bool = False
    icon: str = ""  # a rulebook icon before the label (draw.RULEBOOK_ICONS), e.g. "reroll"

    def draw(self, surface, scale: float, hover: bool) -> None:
        """Draw the plaque (dim when disabled, lit when toggled or hovered)."""
        r = self.rect
        base = (86, 56, 30) if self.enabled else (58, 48, 44)
        if self.primary and self.enabled:
            base = (120, 70, 30)
        if self.toggled:
            base = (150, 104, 40)
        if hover and self.enabled:
            base = D.lighter(base, 0.18)
        pygame.draw.rect(surface, (0, 0, 0), r.move(2, 3), border_radius=6)
        pygame.draw.rect(surface, base, r, border_radius=6)
        pygame.draw.rect(surface, look.BRASS if self.enabled else (90, 80, 70), r, 2, border_radius=6)
        col = look.BONE if self.enabled else (140, 130, 120)
        size = int(15 * scale)
        f = look.font("sans_bold", size)
        label = self.label
        icon_px = int(r.height * 0.62) if self.icon else 0
        room = r.width - 10 - (icon_px + 4 if icon_px else 0)
        while f.size(label)[0] > room and size > 9:
            size -= 1
            f = look.font("sans_bold", size)
        img = f.render(label, True, col)
        at = img.get_rect(center=(r.centerx + (icon_px + 4) // 2 if icon_px else r.centerx, r.centery))
        if icon_px:
            D.rulebook_icon(
                surface,
                self.icon,
                (at.left - 4 - icon_px // 2, r.centery),
                icon_px,
                None if self.enabled else (140, 130, 120),
            )
        surface.blit(img, at)


class ButtonSet:
    """The buttons on screen this frame, hit-tested in reverse drawing order."""

    def __init__(self) -> None:
        self.buttons: list[Button] = []

    def clear(self) -> None:
        """Forget this frame's buttons."""
        self.buttons = []

    def add(self, button: Button) -> Button:
        """Add a button (later ones are on top)."""
        self.buttons.append(button)
        return button

    def at(self, pos) -> Button | None:
        """The button under pos, if any."""
        for b in reversed(self.buttons):
            if b.rect.collidepoint(pos):
                return b
        return None

    def get(self, key: str) -> Button | None:
        """A button by key."""
        for b in self.buttons:
            if b.key == key:
                return b
        return None

    def draw(self, surface, scale: float, mouse) -> None:
        """Draw all buttons."""
        hover = self.at(mouse) if mouse else None
        for b in self.buttons:
            b.draw(surface, scale, b is hover)
