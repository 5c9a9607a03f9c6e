"""The Rise table's buttons: the kit's (tabletop/ui/kit/buttons.py) in the parchment "plaque" look.

A Rise button's press is an engine action (submitted by the game screen) or a function of no
arguments whose answer is a tool result (tabletop.ui.tools). The kit's `action` is always a
function, so an engine action is wrapped in a `Submit` that answers it; `pressed_action` reads it
back without pressing (tests and tips ask which action a plaque stands for).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

import pygame

from tabletop.games.rise import actions as A
from tabletop.ui.kit.buttons import Button, ButtonSet, ClickGuard, plaque

__all__ = ["Button", "ButtonSet", "ClickGuard", "Submit", "dim_disabled", "plaque_button", "pressed_action"]


@dataclass(frozen=True)
class Submit:
    """A press that answers an engine action (the game screen submits it)."""

    action: A.Action

    def __call__(self) -> A.Action:
        return self.action


def plaque_button(
    key: str, rect: pygame.Rect, label: str, press: A.Action | Callable[[], object], enabled: bool = True, tip: str = ""
) -> Button:
    """A kit plaque button; `press` an engine action or a function answering a tool result, `tip` what
    a press does in words (shown when the cursor rests on it)."""
    action = Submit(press) if isinstance(press, A.Action) else press
    return Button(key, pygame.Rect(rect), label, action, tooltip=tip, enabled=enabled, style="plaque")


def pressed_action(button: Button) -> A.Action | None:
    """The engine action a button submits (None for a button that does something else)."""
    return button.action.action if isinstance(button.action, Submit) else None


DIM = (120, 112, 104)  # a disabled plaque's colours multiplied by this: greyed as the brass buttons are


@lru_cache(maxsize=16)
def _dim_face(size: tuple[int, int], label: str, font_size: int, pad: int, inset: int) -> pygame.Surface:
    face = plaque(size, label, font_size, False, pad, inset).copy()
    face.fill(DIM, special_flags=pygame.BLEND_RGB_MULT)
    return face


def dim_disabled(surface: pygame.Surface, buttons, scale: float) -> None:
    """Over each disabled plaque its greyed face (the kit draws a plaque alike enabled or not); made once
    per size and label, so a frame only blits it."""
    for b in buttons:
        if b.style == "plaque" and not b.enabled:
            fs = b.font_size or max(9, int(12 * scale))
            surface.blit(_dim_face(tuple(b.rect.size), b.label, fs, b.pad, b.inset), b.rect.topleft)
