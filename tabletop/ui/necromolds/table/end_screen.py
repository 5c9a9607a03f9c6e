"""The end of the game: the winner in big letters, how it ended, each seat's standing, and a rematch."""

from __future__ import annotations

import pygame

from tabletop.ui import look
from tabletop.ui.necromolds.table import draw as D
from tabletop.ui.necromolds.table.queries import seat_name
from tabletop.ui.necromolds.table.widgets import Button


def rect_for(size, scale, seats: int = 2) -> pygame.Rect:
    """The end panel, centred (taller with more seats to list)."""
    r = pygame.Rect(0, 0, int(560 * scale), int((320 + 24 * max(0, seats - 2)) * scale))
    r.center = (size[0] // 2, size[1] // 2)
    return r


def title_for(winners, bots, seats: int = 2) -> str:
    """'You win!' / 'The computer wins' against the computer; 'Player 2 wins!' between people."""
    humans = [s for s in range(seats) if s not in bots]
    winners = list(winners)
    if not winners:
        return "Game over"
    if len(winners) > 1:
        return "Both players win!" if len(winners) == 2 and seats == 2 else "A shared victory!"
    if len(humans) == 1:
        return "You win!" if winners[0] in humans else "The computer wins"
    return f"Player {winners[0] + 1} wins!"


def end_reason(state) -> str:
    """How the game ended, in the engine's words."""
    text = state.end_reason or ""
    return text[:1].upper() + text[1:]


def draw(surface, state, bots, colours, scale: float) -> pygame.Rect:
    """The winner panel over a dimmed table."""
    look.dim(surface, 120)
    seats = len(state.seats)
    rect = rect_for(surface.get_size(), scale, seats)
    look.draw_frame(surface, rect, fill_alpha=240)
    winners = state.winners or []
    title = title_for(winners, bots, seats)
    colour = colours[winners[0]] if len(winners) == 1 else (look.AMBER if winners else look.BONE)
    size = int(40 * scale)
    img = look.render_title(title, size, colour=colour)
    while img.get_width() > rect.width - int(40 * scale) and size > 16:  # never wider than the panel
        size -= 2
        img = look.render_title(title, size, colour=colour)
    surface.blit(img, img.get_rect(center=(rect.centerx, rect.top + int(70 * scale))))
    D.text(
        surface,
        "serif_italic",
        16 * scale,
        end_reason(state),
        (rect.centerx, rect.top + int(128 * scale)),
        look.BONE,
        anchor="midtop",
    )
    y = rect.top + int(162 * scale)
    for seat in range(seats):
        left = len(state.alive(seat))
        D.text(
            surface,
            "sans",
            15 * scale,
            f"{seat_name(seat, bots)}: {left} monster{'s' if left != 1 else ''} left, "
            f"{state.seats[seat].gems} gem{'s' if state.seats[seat].gems != 1 else ''}",
            (rect.centerx, y),
            colours[seat],
            anchor="midtop",
        )
        y += int(24 * scale)
    D.text(
        surface,
        "sans",
        13 * scale,
        f"{state.round} round{'s' if state.round != 1 else ''} played",
        (rect.centerx, y + 4),
        look.BONE_DIM,
        anchor="midtop",
    )
    return rect


def buttons(size, scale, rematch, leave, seats: int = 2) -> list[Button]:
    """Rematch and Main menu."""
    rect = rect_for(size, scale, seats)
    bw, bh = int(170 * scale), int(40 * scale)
    y = rect.bottom - bh - int(20 * scale)
    return [
        Button(
            "rematch",
            pygame.Rect(rect.centerx - bw - 10, y, bw, bh),
            "Rematch",
            rematch,
            "Set up a new game with the same players",
            primary=True,
        ),
        Button("leave", pygame.Rect(rect.centerx + 10, y, bw, bh), "Main menu", leave, "Leave the table"),
    ]
