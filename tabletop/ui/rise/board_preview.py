"""Rise of the Necromancers: the board side drawn small, as the new-game screen previews it.

Pure geometry (`hex_centre`, `preview_layout`, `hex_points`) and drawing: painted hexes with City
towers as pips, Lands with their dice, the Valley marked, and a legend of the kinds of space.
"By players" shows the side RN-SETUP-02 gives that many players (`board_side`).
"""

from __future__ import annotations

import math

import pygame

from tabletop.content.rise.board import ACADEMIES, load_board, side_for_players
from tabletop.ui import look
from tabletop.ui.rise.paint import ACADEMY_RGB, KIND_RGB

# The preview paints each kind of space as the board in play does (paint.py: one set for both; issue 21
# found Cities tan here and grey in play).
KIND_FILL = {**KIND_RGB, "academy": (150, 96, 196)}
ACADEMY_FILL = {a: ACADEMY_RGB[colour] for a, colour in ACADEMIES.items()}
ACADEMY_TITLES = {"decay": "Decay", "bone": "Bone", "blood": "Blood", "mist": "Mist"}
KIND_WORDS = {
    "valley": "Valley of Souls",
    "land": "Land",
    "dungeon": "Dungeon",
    "library": "Library",
    "workshop": "Workshop",
    "city": "City",
    "academy": "Academy",
}


def board_side(side: str, players: int) -> str:
    """The side a game with these settings is played on: the chosen one, or the one RN-SETUP-02 gives
    this many players (the content's rule, not written again here)."""
    return side or side_for_players(players)


def hex_centre(q: int, r: int, size: float) -> tuple[float, float]:
    """Centre of the axial hex (q, r), pointy-top, for hexes of circumradius `size` (Valley at 0, 0)."""
    return size * math.sqrt(3) * (q + r / 2), size * 1.5 * r


def preview_layout(spaces, rect: tuple[int, int, int, int]) -> tuple[float, list[tuple[object, float, float]]]:
    """(hex size, [(space, x, y)]) fitting every space's hex inside `rect` (x, y, w, h), centred."""
    if not spaces:
        return 0.0, []
    pts = [hex_centre(s.q, s.r, 1.0) for s in spaces]
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    span_w = max(xs) - min(xs) + math.sqrt(3)
    span_h = max(ys) - min(ys) + 2.0
    x, y, w, h = rect
    size = min(w / span_w, h / span_h)
    cx, cy = x + w / 2 - size * (max(xs) + min(xs)) / 2, y + h / 2 - size * (max(ys) + min(ys)) / 2
    return size, [(s, cx + px * size, cy + py * size) for s, (px, py) in zip(spaces, pts)]


def hex_points(x: float, y: float, size: float) -> list[tuple[float, float]]:
    """The six corners of a pointy-top hex."""
    return [
        (x + size * math.cos(math.radians(60 * k - 30)), y + size * math.sin(math.radians(60 * k - 30)))
        for k in range(6)
    ]


def space_fill(space) -> tuple[int, int, int]:
    """The preview colour of a space (Academies in their own colours)."""
    if space.kind == "academy":
        return ACADEMY_FILL.get(getattr(space, "academy", ""), KIND_FILL["academy"])
    return KIND_FILL.get(space.kind, (90, 90, 90))


def draw_book(surface: pygame.Surface, x: float, y: float, size: float) -> None:
    """A Library's mark: an open book, its two pages sloping from the spine, in bone on the hex at (x, y)
    (not squares: those are a Land's dice)."""
    w, h, d = size * 0.4, size * 0.36, size * 0.1
    for side in (-1, 1):
        edge = x + side * w
        page = [(x, y - h / 2), (edge, y - h / 2 - d), (edge, y + h / 2 - d), (x, y + h / 2)]
        pygame.draw.polygon(surface, (236, 230, 214), page)
    pygame.draw.line(surface, (60, 50, 40), (int(x), int(y - h / 2)), (int(x), int(y + h / 2)), 1)


def draw_board(surface: pygame.Surface, board, rect: pygame.Rect) -> None:
    """The board side drawn small: painted hexes, City towers as pips, the Valley marked."""
    size, placed = preview_layout(board.spaces, tuple(rect))
    if size <= 0:
        return
    inner = size * 0.93
    for space, x, y in placed:
        pts = hex_points(x, y, inner)
        pygame.draw.polygon(surface, space_fill(space), pts)
        pygame.draw.polygon(surface, (32, 24, 20), pts, max(1, int(size / 14)))
        if space.kind == "city":
            towers = int(getattr(space, "towers", 0))
            for k in range(towers):
                px = x + (k - (towers - 1) / 2) * size * 0.32
                pygame.draw.rect(surface, (80, 56, 30), (px - size * 0.1, y - size * 0.25, size * 0.2, size * 0.4))
        elif space.kind == "library":  # its book, as on the board: colour is not the only cue
            draw_book(surface, x, y, size)
        elif space.kind == "valley":
            pygame.draw.circle(surface, look.BONE_DIM, (x, y), size * 0.35, max(1, int(size / 12)))
        elif space.kind == "land":
            n = int(getattr(space, "resource_dice", 0)) + int(getattr(space, "corpse_dice", 0))
            for k in range(n):
                px = x + (k - (n - 1) / 2) * size * 0.42
                pygame.draw.rect(
                    surface,
                    (236, 230, 214),
                    (px - size * 0.15, y - size * 0.15, size * 0.3, size * 0.3),
                    border_radius=max(1, int(size * 0.06)),
                )


def draw_preview(surface: pygame.Surface, side: str, p: pygame.Rect, s: float) -> None:
    """The board side `side` drawn small in `p`, its name and number of spaces above and a legend of
    the kinds of space below (a board that cannot be read says so instead)."""
    pygame.draw.rect(surface, (24, 16, 20), p, border_radius=6)
    try:
        board = load_board(side)
    except Exception as exc:
        words = look.text("sans", int(14 * s), f"The board cannot be read: {type(exc).__name__}", look.EMBER)
        surface.blit(words, words.get_rect(center=p.center))
        return
    # the legend: the kinds of space and the Valley, then each Academy in its own colour, in as many
    # rows as the preview's width needs (play-test r19: with Large text the row ended at the edge and
    # Workshop, City, Mist and the Valley were left out without a word)
    # (r19: "Academy of Decay" then "Bone", "Blood", "Mist" read as three kinds of space: one "Academies:"
    # heads the four, with no swatch of its own)
    legend = [(KIND_FILL[k], KIND_WORDS[k]) for k in ("land", "dungeon", "library", "workshop", "city")]
    legend.append((KIND_FILL["valley"], "Valley"))  # before the Academies: not read as one of them
    legend += [(None, "Academies:")] + [(ACADEMY_FILL[a], ACADEMY_TITLES.get(a, a.title())) for a in ACADEMY_FILL]
    rows = legend_rows(legend, p.width - int(24 * s), s)
    inner_h = p.h - int(36 * s) - int((12 + 22 * len(rows)) * s)
    inner = pygame.Rect(p.x + int(15 * s), p.y + int(36 * s), p.w - int(30 * s), inner_h)
    draw_board(surface, board, inner)
    pygame.draw.rect(surface, look.BRASS_DARK, p, 2, border_radius=6)
    caption = look.text("serif_italic", int(17 * s), f"{board.name} · {len(board.spaces)} spaces", look.BONE)
    if caption.get_width() > p.width - int(24 * s):  # a narrow preview: the name alone
        caption = look.text("serif_italic", int(17 * s), board.name, look.BONE)
    surface.blit(caption, (p.x + int(12 * s), p.y + int(8 * s)))
    for n, row in enumerate(rows):
        x = p.x + int(12 * s)
        y = p.bottom - int((4 + 22 * (len(rows) - n)) * s)
        for fill, word in row:
            if fill is None:  # a heading: its words alone
                surface.blit(word, (x, y))
                x += int(6 * s) + word.get_width()
                continue
            pygame.draw.polygon(surface, fill, hex_points(x + int(7 * s), y + int(8 * s), int(8 * s)))
            if fill == KIND_FILL["library"]:
                draw_book(surface, x + int(7 * s), y + int(8 * s), int(8 * s))
            surface.blit(word, (x + int(18 * s), y))
            x += int(24 * s) + word.get_width()


def legend_rows(legend, width: int, s: float) -> list[list]:
    """The legend's entries (fill, name) rendered and set in rows no wider than `width`, in order."""
    rows: list[list] = [[]]
    x = 0
    words = [look.text("sans", int(12 * s), name, look.BONE_DIM) for _fill, name in legend]
    needs = [(int(18 * s) if fill is not None else 0) + w.get_width() for (fill, _n), w in zip(legend, words)]
    for i, (fill, _name) in enumerate(legend):
        word, need = words[i], needs[i]
        # a heading keeps its first entry beside it (it went at a row's end, its entries on the next)
        together = need + (int(6 * s) + needs[i + 1] if fill is None and i + 1 < len(legend) else 0)
        if rows[-1] and x + together > width:
            rows.append([])
            x = 0
        rows[-1].append((fill, word))
        x += need + int(6 * s)
    return rows
