"""Small drawing helpers of the table: icons, command and combat dice, tooltips, panels.

Everything draws in pixels onto a surface; nothing here reads or changes game state.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from tabletop.ui import look

# the generic helpers are the table kit's; the table's modules call them through here as D.*
from tabletop.ui.kit.panels import fill_words as _fill
from tabletop.ui.kit.panels import lighter, panel, text, tooltip, wrap  # noqa: F401

IVORY = (238, 228, 204)
IVORY_DARK = (170, 156, 128)
GREEN_OK = (120, 214, 110)
RED_BAD = (232, 84, 70)
GEM = (96, 200, 230)
EDGE_COLOURS = {"close": (240, 96, 72), "medium": (244, 170, 64), "far": (236, 222, 110)}
COMMAND_COLOURS = {"move": (70, 130, 70), "ranged": (150, 60, 50), "magic": (96, 60, 150), "wild": (40, 40, 40)}


def darker(c, k=0.35):
    """A colour mixed toward black by k."""
    return tuple(max(0, int(v * (1 - k))) for v in c[:3])


# -- icons ------------------------------------------------------------------------------


def icon(surface, kind: str, centre, size: float, colour=look.INK, width: int = 0) -> None:
    """A symbol of the game: move, ranged, magic, wild, attack, defense, gem, melee."""
    cx, cy = centre
    s = size / 2
    lw = width if width else max(1, int(size / 8))
    if kind == "move":  # a bold arrow
        pts = [
            (cx - s, cy - s * 0.35),
            (cx + s * 0.1, cy - s * 0.35),
            (cx + s * 0.1, cy - s * 0.8),
            (cx + s, cy),
            (cx + s * 0.1, cy + s * 0.8),
            (cx + s * 0.1, cy + s * 0.35),
            (cx - s, cy + s * 0.35),
        ]
        pygame.draw.polygon(surface, colour, pts)
    elif kind == "ranged":  # a target with a cross
        pygame.draw.circle(surface, colour, (cx, cy), s * 0.9, lw)
        pygame.draw.circle(surface, colour, (cx, cy), s * 0.4, lw)
        pygame.draw.line(surface, colour, (cx - s, cy), (cx + s, cy), lw)
        pygame.draw.line(surface, colour, (cx, cy - s), (cx, cy + s), lw)
    elif kind == "magic":  # a five-pointed star
        pts = []
        for k in range(10):
            r = s if k % 2 == 0 else s * 0.42
            a = -math.pi / 2 + k * math.pi / 5
            pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
        pygame.draw.polygon(surface, colour, pts)
    elif kind == "wild":  # a swirl of three small symbols
        icon(surface, "move", (cx - s * 0.45, cy - s * 0.45), size * 0.45, colour)
        icon(surface, "ranged", (cx + s * 0.45, cy - s * 0.45), size * 0.45, colour)
        icon(surface, "magic", (cx, cy + s * 0.45), size * 0.5, colour)
    elif kind in ("attack", "melee"):  # a sword
        pygame.draw.line(surface, colour, (cx - s * 0.7, cy + s * 0.7), (cx + s * 0.8, cy - s * 0.8), max(2, lw + 1))
        pygame.draw.line(surface, colour, (cx - s * 0.65, cy + s * 0.1), (cx - s * 0.1, cy + s * 0.65), max(2, lw + 1))
        pygame.draw.line(
            surface, colour, (cx - s * 0.95, cy + s * 0.95), (cx - s * 0.55, cy + s * 0.55), max(2, lw + 2)
        )
    elif kind == "defense":  # a shield
        pts = [
            (cx - s * 0.8, cy - s * 0.8),
            (cx + s * 0.8, cy - s * 0.8),
            (cx + s * 0.8, cy - s * 0.1),
            (cx, cy + s * 0.95),
            (cx - s * 0.8, cy - s * 0.1),
        ]
        pygame.draw.polygon(surface, colour, pts)
    elif kind == "gem":  # a cut gem
        pts = [
            (cx - s * 0.8, cy - s * 0.25),
            (cx - s * 0.4, cy - s * 0.75),
            (cx + s * 0.4, cy - s * 0.75),
            (cx + s * 0.8, cy - s * 0.25),
            (cx, cy + s * 0.85),
        ]
        pygame.draw.polygon(surface, colour, pts)
        pygame.draw.line(surface, lighter(colour, 0.6), (cx - s * 0.8, cy - s * 0.25), (cx + s * 0.8, cy - s * 0.25), 1)
    elif kind == "shoot":  # ranged skill: an arrow in flight
        pygame.draw.line(surface, colour, (cx - s * 0.8, cy + s * 0.8), (cx + s * 0.7, cy - s * 0.7), max(2, lw))
        pygame.draw.polygon(
            surface,
            colour,
            [(cx + s * 0.9, cy - s * 0.9), (cx + s * 0.2, cy - s * 0.65), (cx + s * 0.65, cy - s * 0.2)],
        )
        pygame.draw.line(surface, colour, (cx - s * 0.8, cy + s * 0.8), (cx - s * 0.85, cy + s * 0.35), max(1, lw))
        pygame.draw.line(surface, colour, (cx - s * 0.8, cy + s * 0.8), (cx - s * 0.35, cy + s * 0.85), max(1, lw))


def gem_counter(surface, pos, gems: int, size: int = 18, colour=look.BONE) -> pygame.Rect:
    """A gem icon with a count beside it."""
    x, y = pos
    icon(surface, "gem", (x + size / 2, y + size / 2), size, GEM)
    return text(
        surface, "sans_bold", int(size * 0.95), f"{gems}", (x + size + 4, y + size / 2), colour, anchor="midleft"
    )


def distance_badge(surface, centre, distance: str, size: int, colour=look.INK) -> None:
    """Chevrons for close (1), medium (2) and far (3) with the initial letter."""
    n = {"close": 1, "medium": 2, "far": 3}.get(distance, 1)
    cx, cy = centre
    step = size * 0.28
    x0 = cx - step * (n - 1) / 2
    for k in range(n):
        x = x0 + k * step
        pygame.draw.lines(
            surface,
            colour,
            False,
            [(x - size * 0.12, cy - size * 0.2), (x + size * 0.08, cy), (x - size * 0.12, cy + size * 0.2)],
            max(2, size // 9),
        )


# -- dice ---------------------------------------------------------------------------------


@lru_cache(maxsize=256)
def command_die(face: str, px: int, mode: str = "normal") -> pygame.Surface:
    """A command die showing `face` (move, ranged, magic, wild); mode: normal, ghost, spent."""
    surf = pygame.Surface((px + 3, px + 3), pygame.SRCALPHA)
    r = pygame.Rect(0, 0, px, px)
    pygame.draw.rect(surf, (0, 0, 0, 110), r.move(3, 3), border_radius=max(3, px // 5))
    body = IVORY if mode != "spent" else (120, 112, 100)
    pygame.draw.rect(surf, darker(body, 0.25), r, border_radius=max(3, px // 5))
    pygame.draw.rect(surf, body, r.inflate(-3, -3).move(-1, -1), border_radius=max(3, px // 5))
    col = COMMAND_COLOURS.get(face, look.INK)
    if mode == "spent":
        col = (80, 74, 66)
    icon(surf, face, (px / 2 - 1, px / 2 - 1), px * 0.6, col)
    if mode == "ghost":
        surf.set_alpha(150)
    return surf


COMBAT_DIE_FACE = (70, 50, 66)  # the face of every combat die: the roll-off's and the combat window's
COMBAT_DIE_BODY = (44, 30, 40)
COMBAT_SYMBOL_COLOURS = {"attack": (240, 110, 80), "defense": (120, 180, 240), "gem": GEM}


@lru_cache(maxsize=256)
def combat_die(symbols: tuple[str, ...], px: int, hidden: bool = False, rim: tuple | None = None) -> pygame.Surface:
    """A combat die face: attack swords, defense shields, gems (two symbols side by side); `rim`
    rings it in a seat's colour (the terrain roll-off). The one drawing of a combat die, so the
    roll-off and the combat window show the same faces."""
    surf = pygame.Surface((px + 3, px + 3), pygame.SRCALPHA)
    r = pygame.Rect(0, 0, px, px)
    pygame.draw.rect(surf, (0, 0, 0, 110), r.move(3, 3), border_radius=max(3, px // 5))
    pygame.draw.rect(surf, COMBAT_DIE_BODY, r, border_radius=max(3, px // 5))
    pygame.draw.rect(surf, COMBAT_DIE_FACE, r.inflate(-3, -3).move(-1, -1), border_radius=max(3, px // 5))
    if rim is not None:
        pygame.draw.rect(surf, tuple(rim), r, max(2, px // 14), border_radius=max(3, px // 5))
    if hidden:
        text(surf, "serif_bold", int(px * 0.55), "?", (px / 2, px / 2), look.BONE_DIM, anchor="center", shadow=False)
        return surf
    n = len(symbols)
    for k, sym in enumerate(symbols):
        if n == 1:
            c, sz = (px / 2, px / 2), px * 0.6
        else:
            c, sz = (px * (0.3 + 0.4 * k), px * (0.3 + 0.4 * k)), px * 0.42
        icon(surf, sym, c, sz, COMBAT_SYMBOL_COLOURS.get(sym, look.BONE))
    return surf


def jagged_rect(surface, rect, colour, width=2, tooth=5):
    """A rectangle with a jagged (unstable) border."""
    r = pygame.Rect(rect)
    pts = []

    def edge(p0, p1, n):
        for k in range(n):
            t = k / n
            x = p0[0] + (p1[0] - p0[0]) * t
            y = p0[1] + (p1[1] - p0[1]) * t
            nx, ny = (p1[1] - p0[1]), -(p1[0] - p0[0])
            ln = math.hypot(nx, ny) or 1
            off = tooth * 0.5 if k % 2 else -tooth * 0.5
            pts.append((x + nx / ln * off, y + ny / ln * off))

    nx = max(2, r.width // tooth)
    ny = max(2, r.height // tooth)
    edge(r.topleft, r.topright, nx)
    edge(r.topright, r.bottomright, ny)
    edge(r.bottomright, r.bottomleft, nx)
    edge(r.bottomleft, r.topleft, ny)
    pygame.draw.polygon(surface, colour, pts, width)


def dashed_line(surface, colour, p0, p1, width=2, dash=8, gap=6):
    """A dashed straight line."""
    x0, y0 = p0
    x1, y1 = p1
    d = math.hypot(x1 - x0, y1 - y0)
    if d < 1:
        return
    ux, uy = (x1 - x0) / d, (y1 - y0) / d
    t = 0.0
    while t < d:
        t2 = min(d, t + dash)
        pygame.draw.line(surface, colour, (x0 + ux * t, y0 + uy * t), (x0 + ux * t2, y0 + uy * t2), width)
        t = t2 + gap


def dashed_circle(surface, colour, centre, radius, width=2, segments=None):
    """A dashed circle."""
    n = segments or max(12, int(radius / 5))
    for k in range(0, n, 2):
        a0, a1 = 2 * math.pi * k / n, 2 * math.pi * (k + 1) / n
        pygame.draw.arc(
            surface, colour, pygame.Rect(centre[0] - radius, centre[1] - radius, 2 * radius, 2 * radius), a0, a1, width
        )


# -- the rulebook's Misc. and Distance icons (Common Game Icons, NM-ICON-01) -----------------
# The rulebook names them but prints no meaning for Locked, Reroll and Distance to Size
# (NM-ICON-02); ours: Locked = a committed command die that cannot move any more (face down
# while another player still assigns, NM-ROUND-05); Reroll = a die that may be rolled again;
# Distance to Size = a distance measured from the edge of a monster's base, whatever its size.

RULEBOOK_ICONS = ("friendly", "enemy", "smashed", "locked", "reroll", "distance_to_size")
ICON_COLOURS = {
    "friendly": (60, 120, 70),
    "enemy": (170, 50, 44),
    "smashed": (110, 84, 64),
    "locked": (84, 64, 40),
    "reroll": (40, 90, 150),
    "distance_to_size": (44, 30, 24),
}


def rulebook_icon(surface, kind: str, centre, size: float, colour=None) -> None:
    """One of the rulebook's Misc./Distance icons: friendly, enemy, smashed, locked, reroll, distance_to_size."""
    colour = colour or ICON_COLOURS[kind]
    cx, cy = centre
    s = size / 2
    lw = max(1, int(size / 9))
    if kind == "friendly":  # two figures shoulder to shoulder: your own side
        for dx, k in ((-0.38, 0.85), (0.38, 1.0)):
            hx = cx + dx * s
            pygame.draw.circle(surface, colour, (hx, cy - s * 0.42 * k), s * 0.27 * k)
            body = pygame.Rect(0, 0, s * 0.78 * k, s * 0.95 * k)
            body.midtop = (round(hx), round(cy - s * 0.12 * k))
            pygame.draw.ellipse(surface, colour, body)
        pygame.draw.rect(surface, colour, (cx - s * 0.85, cy + s * 0.55, s * 1.7, s * 0.3))
    elif kind == "enemy":  # a horned head with slit eyes
        pygame.draw.circle(surface, colour, (cx, cy + s * 0.15), s * 0.62)
        for sgn in (-1, 1):
            pygame.draw.polygon(
                surface,
                colour,
                [
                    (cx + sgn * s * 0.25, cy - s * 0.3),
                    (cx + sgn * s * 0.6, cy - s * 0.05),
                    (cx + sgn * s * 0.9, cy - s * 0.95),
                ],
            )
            pygame.draw.line(
                surface, IVORY, (cx + sgn * s * 0.12, cy + s * 0.05), (cx + sgn * s * 0.38, cy + s * 0.15), max(1, lw)
            )
    elif kind == "smashed":  # a flattened splat of clay with a crack
        pts = []
        for k in range(14):
            a = 2 * math.pi * k / 14
            r = s * (0.95 if k % 2 == 0 else 0.62)
            pts.append((cx + r * math.cos(a), cy + s * 0.25 + r * math.sin(a) * 0.55))
        pygame.draw.polygon(surface, colour, pts)
        pygame.draw.lines(
            surface,
            IVORY,
            False,
            [
                (cx - s * 0.45, cy + s * 0.1),
                (cx - s * 0.1, cy + s * 0.35),
                (cx + s * 0.15, cy + s * 0.12),
                (cx + s * 0.45, cy + s * 0.38),
            ],
            max(1, lw),
        )
        pygame.draw.line(surface, colour, (cx - s * 0.5, cy - s * 0.85), (cx + s * 0.5, cy - s * 0.85), max(2, lw + 1))
        pygame.draw.line(surface, colour, (cx, cy - s * 0.85), (cx, cy - s * 0.35), max(2, lw + 1))
    elif kind == "locked":  # a padlock
        body = pygame.Rect(0, 0, s * 1.4, s * 1.0)
        body.midbottom = (round(cx), round(cy + s * 0.95))
        pygame.draw.arc(surface, colour, (cx - s * 0.48, cy - s * 0.95, s * 0.96, s * 1.2), 0, math.pi, max(2, lw + 1))
        pygame.draw.line(surface, colour, (cx - s * 0.46, cy - s * 0.35), (cx - s * 0.46, body.top), max(2, lw + 1))
        pygame.draw.line(surface, colour, (cx + s * 0.46, cy - s * 0.35), (cx + s * 0.46, body.top), max(2, lw + 1))
        pygame.draw.rect(surface, colour, body, border_radius=max(1, int(s * 0.15)))
        pygame.draw.circle(surface, IVORY, (cx, body.centery - s * 0.05), max(1, s * 0.14))
    elif kind == "reroll":  # a circular arrow
        rect = pygame.Rect(0, 0, s * 1.6, s * 1.6)
        rect.center = (round(cx), round(cy))
        pygame.draw.arc(surface, colour, rect, math.radians(40), math.radians(330), max(2, lw + 1))
        a = math.radians(40)
        tip = (cx + s * 0.8 * math.cos(a), cy - s * 0.8 * math.sin(a))
        pygame.draw.polygon(
            surface,
            colour,
            [
                (tip[0] + s * 0.42, tip[1] + s * 0.05),
                (tip[0] - s * 0.2, tip[1] - s * 0.35),
                (tip[0] - s * 0.12, tip[1] + s * 0.4),
            ],
        )
    elif kind == "distance_to_size":  # the tool's edge laid against a base's rim: measured from the base
        pygame.draw.circle(surface, colour, (cx - s * 0.5, cy + s * 0.2), s * 0.48)
        ruler = pygame.Rect(0, 0, round(s * 1.05), max(4, round(s * 0.5)))
        ruler.bottomleft = (round(cx - s * 0.02), round(cy + s * 0.2))
        pygame.draw.rect(surface, colour, ruler, max(1, lw))
        for k in range(1, 4):
            x = ruler.left + ruler.width * k / 4
            pygame.draw.line(
                surface, colour, (x, ruler.top), (x, ruler.top + ruler.height * (0.6 if k == 2 else 0.4)), 1
            )
        pygame.draw.line(surface, colour, (cx - s * 0.02, cy - s * 0.75), (cx - s * 0.02, cy + s * 0.75), max(1, lw))
    else:
        raise ValueError(f"no rulebook icon {kind!r}")


@lru_cache(maxsize=64)
def rulebook_icon_image(kind: str, px: int, colour: tuple | None = None) -> pygame.Surface:
    """A rulebook icon on its own transparent square (cached: ability texts are drawn every frame)."""
    surf = pygame.Surface((px, px), pygame.SRCALPHA)
    rulebook_icon(surf, kind, (px / 2, px / 2), px * 0.92, colour)
    return surf


# Words in ability texts that carry an icon before them (the rulebook's ability texts use the
# symbols, NM-ROUND-17); matched on the lower-case word without punctuation.
ICON_WORDS = {
    "friendly": "friendly",
    "enemy": "enemy",
    "enemies": "enemy",
    "enemy's": "enemy",
    "smashed": "smashed",
    "smash": "smashed",
    "smashes": "smashed",
    "locked": "locked",
    "lock": "locked",
    "reroll": "reroll",
    "rerolls": "reroll",
    "rerolled": "reroll",
    "re-roll": "reroll",
}


def icon_of_word(word: str) -> str | None:
    """The rulebook icon a word of an ability text names, if any."""
    return ICON_WORDS.get(word.lower().strip(".,;:!?()\"'\u2019"))


def _rich_pieces(line: str):
    """(icon kind or None, words) in drawing order: a word that names an icon comes after its icon."""
    for k, word in enumerate(line.split(" ")):
        kind = icon_of_word(word)
        if kind:
            if k:
                yield None, " "
            yield kind, word
        else:
            yield None, word if k == 0 else " " + word


def rich_width(line: str, kind: str, size: int) -> int:
    """The width of a line as draw_rich_line draws it (icons before the words that name them)."""
    f = look.font(kind, size)
    h = f.get_height()
    return sum((h + 1 if icon_kind else 0) + f.size(words)[0] for icon_kind, words in _rich_pieces(line))


def wrap_rich(text_: str, kind: str, size: int, width: int) -> list[str]:
    """Lines of an ability text that fit `width` with their icons."""
    return _fill(text_.split(" "), lambda c: rich_width(c, kind, size) <= width)


def draw_rich_line(surface, line: str, kind: str, size: int, pos, colour, icon_colour=None) -> pygame.Rect:
    """A line of ability text with the rulebook's icon before each word that names one (in the icon's
    own colour unless `icon_colour` is given); returns its rect."""
    f = look.font(kind, size)
    x, y = pos
    h = f.get_height()
    x0 = x
    for icon_kind, words in _rich_pieces(line):
        if icon_kind:
            surface.blit(rulebook_icon_image(icon_kind, h, icon_colour), (x, y))
            x += h + 1
        surface.blit(f.render(words, True, colour), (x, y))
        x += f.size(words)[0]
    return pygame.Rect(x0, y, x - x0, h)


@lru_cache(maxsize=64)
def command_die_back(px: int) -> pygame.Surface:
    """A command die lying face down: another player's committed die, hidden until everyone has
    committed (NM-ROUND-05). A dark back with a padlock (the rulebook's Locked icon); never a face."""
    surf = pygame.Surface((px + 3, px + 3), pygame.SRCALPHA)
    r = pygame.Rect(0, 0, px, px)
    pygame.draw.rect(surf, (0, 0, 0, 110), r.move(3, 3), border_radius=max(3, px // 5))
    pygame.draw.rect(surf, (34, 24, 40), r, border_radius=max(3, px // 5))
    pygame.draw.rect(surf, (66, 46, 78), r.inflate(-3, -3).move(-1, -1), border_radius=max(3, px // 5))
    # a cross-hatch like a card back, so it never reads as a blank face
    inner = r.inflate(-int(px * 0.22), -int(px * 0.22))
    for k in range(-2, 3):
        off = k * px * 0.16
        pygame.draw.line(surf, (92, 68, 104), (inner.left + off, inner.top), (inner.right + off, inner.bottom), 1)
    pygame.draw.rect(surf, look.BRASS_DARK, inner, 1, border_radius=max(2, px // 8))
    rulebook_icon(surf, "locked", (px / 2 - 1, px / 2), px * 0.5, look.BONE)
    return surf
