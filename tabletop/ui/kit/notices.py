"""What a table tells the player in passing: the banner (the prompt line in the top bar: whose turn,
what to do) and the notice flashed over the table (the game screen's `toast`: a refusal's reason,
"Saved as ...", "Player 2: your turn").

The words come from the table (a game's prompt) and the game screen; these only draw them, fitted
to the room they have. Drawing changes nothing.
"""

from __future__ import annotations

import pygame

from tabletop.ui import look
from tabletop.ui.kit.panels import lighter, panel, text


def draw_banner(surface, bar, scale: float, words: str, colour, right: int) -> None:
    """The top bar `bar` with a seat-coloured disc and the prompt, fitted before x = `right` (a toolbar)."""
    s = scale
    top = pygame.Rect(bar)
    shade = pygame.Surface(top.size, pygame.SRCALPHA)
    shade.fill((18, 12, 16, 210))
    surface.blit(shade, top)
    pygame.draw.line(surface, look.BRASS_DARK, (0, top.bottom - 1), (top.right, top.bottom - 1), 2)
    x = int(14 * s)
    pygame.draw.circle(surface, colour, (x + int(9 * s), top.centery), int(9 * s))
    pygame.draw.circle(surface, look.INK, (x + int(9 * s), top.centery), int(9 * s), 2)
    left = x + int(26 * s)
    room = right - left - int(14 * s)
    lines, size = fit_prompt(words, room, top.height, s)
    step = look.font("serif_bold", size).get_linesize()
    y = top.centery - step * (len(lines) - 1) / 2
    for k, line in enumerate(lines):
        text(surface, "serif_bold", size, line, (left, int(y + k * step)), lighter(colour, 0.25), anchor="midleft")


def fit_prompt(words: str, room: int, height: int, s: float) -> tuple[list[str], int]:
    """The prompt as lines that fit `room` pixels wide in a bar `height` tall: one line if a readable
    size fits, else two lines split at the " · " (or the space) nearest the middle, else cut short."""
    for size in range(int(18 * s), max(13, int(14 * s)) - 1, -1):
        if look.font("serif_bold", size).size(words)[0] <= room:
            return [words], size
    cuts = [i for i in range(len(words)) if words.startswith(" · ", i)] or [
        i for i, ch in enumerate(words) if ch == " "
    ]
    if cuts:
        i = min(cuts, key=lambda c: abs(c - len(words) / 2))
        pair = [words[:i].rstrip(" ·"), words[i:].lstrip(" ·")]
        for size in range(int(16 * s), 10, -1):
            f = look.font("serif_bold", size)
            if f.get_linesize() * 2 <= height - 4 and max(f.size(p)[0] for p in pair) <= room:
                return pair, size
    size = 11
    f = look.font("serif_bold", size)
    while len(words) > 8 and f.size(words + "…")[0] > room:
        words = words[:-1]
    return [words.rstrip(" ·,(") + "…"], size


def notice_rect(area, scale: float, toast) -> pygame.Rect | None:
    """Where the notice on show is drawn: centred at the top of `area` (None without one)."""
    if toast is None:
        return None
    words, _colour, _left = toast
    w, h = look.font("sans_bold", int(16 * scale)).size(words)
    box = pygame.Rect(0, 0, w + 28, h + 16)
    box.midtop = (pygame.Rect(area).centerx, pygame.Rect(area).top + int(12 * scale))
    return box


def draw_notice(surface, area, scale: float, toast) -> None:
    """The game screen's toast (text, colour, seconds left) at the top of `area`, framed in its colour."""
    box = notice_rect(area, scale, toast)
    if box is None:
        return
    words, colour, _left = toast
    img = look.font("sans_bold", int(16 * scale)).render(words, True, colour)
    panel(surface, box, alpha=235, border=colour, radius=6)
    surface.blit(img, (box.left + 14, box.top + 8))
