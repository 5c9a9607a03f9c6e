"""Small composite widgets built from pygame_gui parts."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton

from tabletop.ui.layout import Rect


class RadioGroup:
    """A row of buttons of which exactly one is selected (pygame_gui has no radio buttons)."""

    def __init__(
        self,
        manager: Any,
        container: Any,
        rect: Rect,
        options: Sequence[tuple[str, Any]],
        current: Any,
        on_pick: Callable[[Any], None],
        key: str,
        gap: int = 8,
    ) -> None:
        x, y, w, h = rect
        n = len(options)
        bw = (w - gap * (n - 1)) // n
        self.on_pick = on_pick
        self.key = key  # names the row (its buttons' ids), for tests and keys
        self.value = current
        self.buttons: dict[UIButton, Any] = {}
        for i, (text, value) in enumerate(options):
            b = UIButton(
                pygame.Rect(x + i * (bw + gap), y, bw, h),
                text,
                manager,
                container=container,
                object_id=ObjectID(f"#{key}_{i}", "@choice"),
            )
            self.buttons[b] = value
        self._show()

    def _show(self) -> None:
        for b, value in self.buttons.items():
            if value == self.value:
                b.select()
            else:
                b.unselect()

    def owns(self, element: Any) -> bool:
        """True if `element` is one of this group's buttons."""
        return element in self.buttons

    def press(self, element: Any) -> None:
        """Select the value of the pressed button and report it."""
        self.value = self.buttons[element]
        self._show()
        self.on_pick(self.value)

    def button_for(self, value: Any) -> UIButton:
        """The button that stands for `value`."""
        for b, v in self.buttons.items():
            if v == value:
                return b
        raise KeyError(value)
