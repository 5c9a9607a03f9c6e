"""Framed panels and the small text helpers every table draws with.

A panel is a dark translucent box with a brass line (the Necromolds table's side boxes, the log,
a toast), or the lacquered frame of `look.draw_frame` for windows. Nothing here reads game state.
"""

from __future__ import annotations

import functools

import pygame

from tabletop.ui import look
from tabletop.ui.plain_words import plain


def lighter(c, k=0.35):
    """A colour mixed toward white by k."""
    return tuple(min(255, int(v + (255 - v) * k)) for v in c[:3])


LEAST_LIGHT = 150  # the perceived lightness (0-255) a seat's log line is lifted to on the dark panel


def lightness(c) -> float:
    """Perceived lightness, 0-255 (the usual luma weights)."""
    return 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]


def readable(colour) -> tuple:
    """A seat's colour lightened until it reads as words on a dark panel (the log, the top bar, a window:
    play-test: Black's lines were dim grey on purple, Grave Purple's purple on purple): its own hue,
    never darker than LEAST_LIGHT."""
    c = lighter(colour, 0.3)
    k = 0.3
    while lightness(c) < LEAST_LIGHT and k < 0.95:
        k += 0.1
        c = lighter(colour, k)
    return c


def text(surface, kind, size, s, pos, colour=look.BONE, anchor="topleft", shadow=True):
    """Blit a line of text anchored at pos; returns its rect."""
    img = look.text(kind, max(6, int(size)), s, colour, shadow=shadow)
    r = img.get_rect(**{anchor: (int(pos[0]), int(pos[1]))})
    surface.blit(img, r)
    return r


def fill_words(words: list[str], fits) -> list[str]:
    """Words into lines, as many on each as `fits(line)` allows (a word too long stands alone)."""
    out: list[str] = []
    line = ""
    for word in words:
        cand = (line + " " + word).strip()
        if fits(cand) or not line:
            line = cand
        else:
            out.append(line)
            line = word
    out.append(line)
    return out


def wrap(s: str, kind: str, size: int, width: int) -> list[str]:
    """Split text into lines that fit `width` pixels (newlines kept as line breaks)."""
    f = look.font(kind, size)
    return [line for para in s.split("\n") for line in fill_words(para.split(" "), lambda c: f.size(c)[0] <= width)]


def panel(surface, rect, alpha=215, border=look.BRASS_DARK, radius=8):
    """A dark translucent panel with a brass line."""
    rect = pygame.Rect(rect)
    surface.blit(_box(rect.size, alpha, radius), rect)
    pygame.draw.rect(surface, border, rect, 2, border_radius=radius)


@functools.lru_cache(maxsize=32)
def _box(size: tuple[int, int], alpha: int, radius: int) -> pygame.Surface:
    """A panel's translucent fill, made once per size (a notice's panel is drawn every frame it shows);
    only ever blitted from, never drawn on."""
    box = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(box, (26, 18, 28, alpha), box.get_rect(), border_radius=radius)
    return box


def frame(surface, rect, fill_alpha: int = 240) -> pygame.Rect:
    """A window's lacquered frame (double brass border, corner studs); returns its rect."""
    rect = pygame.Rect(rect)
    look.draw_frame(surface, rect, fill_alpha=fill_alpha)
    return rect


TOOLTIP_FILL = (24, 16, 26)  # a tooltip's box, opaque


def _tip_lines(lines: list[str], width: int, size: int) -> list[tuple[bool, str]]:
    wrapped = []
    for i, line in enumerate(lines):
        for part in wrap(plain(line), "sans_bold" if i == 0 else "sans", size, width - 20):
            wrapped.append((i == 0, part))
    return wrapped


def tooltip_size(lines: list[str], width: int = 320, size: int = 14) -> tuple[int, int]:
    """The (width, height) of the box `tooltip` draws for these lines."""
    wrapped = _tip_lines(lines, width, size)
    f = look.font("sans", size)
    return min(width, max(f.size(p)[0] for _b, p in wrapped) + 24), int(size * 1.35) * len(wrapped) + 14


def tooltip(surface, lines: list[str], pos, width: int = 320, size: int = 14, at=None) -> pygame.Rect:
    """A tooltip box near pos (kept on screen), or with its top left corner `at`; the first line bold,
    as a heading."""
    wrapped = _tip_lines(lines, width, size)
    lh = int(size * 1.35)
    w, h = tooltip_size(lines, width, size)
    x, y = pos[0] + 16, pos[1] + 18
    sw, sh = surface.get_size()
    x = min(x, sw - w - 4)
    if y + h > sh - 4:
        y = pos[1] - h - 8
    rect = pygame.Rect(int(x), int(max(4, y)), int(w), int(h))
    if at is not None:
        rect.topleft = (int(at[0]), int(at[1]))
    # opaque: at alpha 236 the words beneath (the computer's summary, a card's) read faintly through it
    pygame.draw.rect(surface, TOOLTIP_FILL, rect, border_radius=4)
    pygame.draw.rect(surface, look.BRASS, rect, 1, border_radius=4)
    yy = rect.top + 7
    for bold, part in wrapped:
        img = look.font("sans_bold" if bold else "sans", size).render(part, True, look.AMBER if bold else look.BONE)
        surface.blit(img, (rect.left + 10, yy))
        yy += lh
    return rect
