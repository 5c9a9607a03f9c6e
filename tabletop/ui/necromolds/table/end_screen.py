"""The end of the game: the winner in big letters, how it ended, and a rematch."""
from __future__ import annotations

import pygame

from tabletop.ui import look
from tabletop.ui.necromolds.table import draw as D
from tabletop.ui.necromolds.table.queries import seat_name
from tabletop.ui.necromolds.table.widgets import Button


def rect_for(size, scale) -> pygame.Rect:
    """The end panel, centred."""
    r = pygame.Rect(0, 0, int(560 * scale), int(320 * scale))
    r.center = (size[0] // 2, size[1] // 2)
    return r


def draw(surface, state, bots: set, colours, scale: float) -> pygame.Rect:
    """The winner panel over a dimmed table."""
    look.dim(surface, 120)
    rect = rect_for(surface.get_size(), scale)
    look.draw_frame(surface, rect, fill_alpha=240)
    winners = state.winners or []
    if len(winners) == 2:
        title, colour = "Both players win!", look.AMBER
    elif winners:
        title, colour = f"{seat_name(winners[0], bots)} wins!", colours[winners[0]]
    else:
        title, colour = "Game over", look.BONE
    img = look.render_title(title, int(40 * scale), colour=colour)
    surface.blit(img, img.get_rect(center=(rect.centerx, rect.top + int(70 * scale))))
    D.text(surface, "serif_italic", 16 * scale, state.end_reason.capitalize(), (rect.centerx, rect.top + int(128 * scale)), look.BONE, anchor="midtop")
    y = rect.top + int(162 * scale)
    for seat in (0, 1):
        left = len(state.alive(seat))
        D.text(surface, "sans", 15 * scale,
               f"{seat_name(seat, bots)}: {left} monster{'s' if left != 1 else ''} left, {state.seats[seat].gems} gems",
               (rect.centerx, y), colours[seat], anchor="midtop")
        y += int(24 * scale)
    D.text(surface, "sans", 13 * scale, f"{state.round} round{'s' if state.round != 1 else ''} played", (rect.centerx, y + 4), look.BONE_DIM, anchor="midtop")
    return rect


def buttons(size, scale, rematch, leave) -> list[Button]:
    """Rematch and Main menu."""
    rect = rect_for(size, scale)
    bw, bh = int(170 * scale), int(40 * scale)
    y = rect.bottom - bh - int(20 * scale)
    return [Button("rematch", pygame.Rect(rect.centerx - bw - 10, y, bw, bh), "Rematch", rematch,
                   "Set up a new game with the same players", primary=True),
            Button("leave", pygame.Rect(rect.centerx + 10, y, bw, bh), "Main menu", leave, "Leave the table")]
