"""The Rise table's plaque buttons: what a press does, its label whole on one or two lines, drawn lit
under the mouse. Kept apart so the table kit's buttons replace them by one import in scene.py.

A `Button` carries what a press does: an engine action, or a function of no arguments whose answer
is a tool result (tabletop.ui.tools), carried out by the game screen.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import pygame

from tabletop.ui import look


@dataclass
class Button:
    """A plaque: its label, where it is, and what a press does (an action or a callable)."""

    key: str
    rect: pygame.Rect
    label: str
    press: Any
    enabled: bool = True
    tip: str = ""  # what a press does, in words, shown when the cursor rests on it


def label_lines(label: str, width: int, height: int, size: int, least: int = 8) -> tuple[int, list[str]]:
    """(font size, lines) that show a button's whole label inside width x height: one line at `size`
    when it fits, else two lines, the font made smaller until they fit (never an ellipsis)."""
    words = label.split()
    for fs in range(size, least - 1, -1):
        f = look.font("serif_bold", fs)
        if f.size(label)[0] <= width:
            return fs, [label]
        if 2 * f.get_linesize() > height + 4 or len(words) < 2:
            continue
        best = None
        for k in range(1, len(words)):
            a, b = " ".join(words[:k]), " ".join(words[k:])
            wmax = max(f.size(a)[0], f.size(b)[0])
            if wmax <= width and (best is None or wmax < best[0]):
                best = (wmax, [a, b])
        if best is not None:
            return fs, best[1]
    return least, [label]


@lru_cache(maxsize=256)
def plaque(size: tuple[int, int], label: str, font_size: int, hover: bool) -> pygame.Surface:
    """A plaque button drawn once per size, label and hover, its label whole on one or two lines."""
    surf = pygame.Surface((size[0] + 4, size[1] + 5), pygame.SRCALPHA)
    look.draw_plaque(surf, pygame.Rect(0, 0, *size), " ", font_size, hover)
    fs, lines = label_lines(label, size[0] - 12, size[1] - 4, font_size)
    f = look.font("serif_bold", fs)
    y = (size[1] - len(lines) * f.get_linesize()) // 2
    for line in lines:
        t = f.render(line, True, (36, 22, 14))
        surf.blit(t, t.get_rect(midtop=(size[0] // 2, y)))
        y += f.get_linesize()
    return surf


def draw_buttons(surface, buttons: list[Button], mouse, scale: float) -> None:
    """Every button, lit under the mouse."""
    fs = max(9, int(12 * scale))
    for b in buttons:
        hover = b.enabled and b.rect.collidepoint(mouse)
        surface.blit(plaque(tuple(b.rect.size), b.label, fs, hover), b.rect.topleft)
