"""The Game board drawn as a painted board: hexes per kind with their icons and names, the card
piles, then the pieces (Dominion counters, Minions left on spaces, Necromancer miniatures) and
the highlights of a move. The static board is rendered once per zoom level (`BoardCache`), so a
frame is one blit plus the pieces. Drawing reads the view; it changes nothing.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from tabletop.content.rise.board import ACADEMIES
from tabletop.games.rise.content import board as load_board
from tabletop.ui import look, palette
from tabletop.ui.camera import Camera
from tabletop.ui.kit.emblems import draw_emblem
from tabletop.ui.rise.paint import ACADEMY_RGB as ACADEMY_RGB  # the paint is paint.py's, read here too
from tabletop.ui.rise.paint import GOOD_RGB as GOOD_RGB
from tabletop.ui.rise.paint import KIND_RGB as KIND_RGB
from tabletop.ui.rise.paint import draw_good, space_rgb
from tabletop.ui.rise.starting import COLOURS
from tabletop.ui.rise.table import hexes as H
from tabletop.ui.rise.table.syllables import hyphenated

PLAYER_RGB = COLOURS  # the one player palette's (tabletop/ui/palette.py), as saves keep them
PILE_RGB = {
    "item_deck": (146, 104, 60),
    "spell_deck": (70, 92, 132),
    "dungeon_deck": (74, 66, 62),
    "dungeon_discard": (60, 54, 50),
}


def player_rgb(colour: str) -> tuple:
    """A player colour's paint, in the palette the player chose."""
    rgb = PLAYER_RGB.get(colour)
    return look.BONE if rgb is None else palette.shown(rgb)


def seat_rgbs(state, colours=None) -> list[tuple]:
    """One colour per seat: the given ones (RGB), the rest the engine's colour of each seat."""
    given = [palette.shown(c) for c in (colours or [])]
    return [given[s] if s < len(given) else player_rgb(state.players[s].colour) for s in range(state.players_n)]


def kind_rgb(space) -> tuple:
    """The paint of a space by its kind (an Academy in its colour): the one set paint.py holds."""
    return space_rgb(space)


def shade(c, k: float) -> tuple:
    """Darker (k < 1) or lighter (k > 1) paint."""
    if k <= 1:
        return tuple(int(v * k) for v in c[:3])
    return tuple(int(v + (255 - v) * min(1.0, k - 1)) for v in c[:3])


PILE_LABEL_ROOM = 0.35  # board units under the lowest pile for its two-line name


def board_box(side: str) -> tuple[float, float, float, float]:
    """The board's extent in board units (spaces and piles)."""
    b = load_board(side)
    left, top, right, bottom = H.bounds([(s.q, s.r) for s in b.spaces] + [(p.q, p.r) for p in b.piles], pad=0.05)
    # the piles' names are written under them: room for their two lines (issue 21: cut at the foot)
    return left, top, right, bottom + PILE_LABEL_ROOM


@lru_cache(maxsize=4)
def hex_index(side: str) -> H.HexIndex:
    """Spaces by hex for one board side."""
    return H.HexIndex((s.id, s.q, s.r) for s in load_board(side).spaces)


# -- icons ------------------------------------------------------------------------------------


def _die(surface, centre, size: int, face_rgb, pip_rgb, pips: int = 3) -> None:
    r = pygame.Rect(0, 0, size, size)
    r.center = (int(centre[0]), int(centre[1]))
    pygame.draw.rect(surface, (20, 14, 12), r.move(1, 2), border_radius=max(2, size // 5))
    pygame.draw.rect(surface, face_rgb, r, border_radius=max(2, size // 5))
    pygame.draw.rect(surface, shade(face_rgb, 0.5), r, 1, border_radius=max(2, size // 5))
    pr = max(1, size // 9)
    spots = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)]}[pips]
    for dx, dy in spots:
        pygame.draw.circle(surface, pip_rgb, (r.centerx + dx * size // 4, r.centery + dy * size // 4), pr)


TOWER_RGB = (80, 56, 30)  # a City's towers: the set-up preview's brown (board_preview.py)


def _tower(surface, x: int, y: int, w: int, colour) -> None:
    h = int(w * 1.6)
    body = pygame.Rect(x, y - h, w, h)
    pygame.draw.rect(surface, colour, body)
    pygame.draw.rect(surface, shade(colour, 0.45), body, 1)
    m = max(1, w // 3)
    for k in range(0, w, 2 * m):
        pygame.draw.rect(surface, colour, (x + k, y - h - m, m, m))


def _book(surface, c, s: int) -> None:
    r = pygame.Rect(0, 0, int(s * 1.4), s)
    r.center = c
    pygame.draw.rect(surface, (232, 220, 190), r, border_radius=2)
    pygame.draw.line(surface, (60, 40, 30), r.midtop, r.midbottom, max(1, s // 8))
    pygame.draw.rect(surface, (60, 40, 30), r, 1, border_radius=2)


def _gear(surface, c, s: int) -> None:
    for k in range(8):
        a = k * math.pi / 4
        pygame.draw.line(surface, (60, 44, 26), c, (c[0] + s * math.cos(a), c[1] + s * math.sin(a)), max(2, s // 3))
    pygame.draw.circle(surface, (214, 170, 96), c, int(s * 0.75))
    pygame.draw.circle(surface, (60, 44, 26), c, max(1, s // 3))


def _door(surface, c, s: int) -> None:
    r = pygame.Rect(0, 0, s, int(s * 1.3))
    r.center = c
    pygame.draw.rect(surface, (18, 12, 10), r, border_top_left_radius=s // 2, border_top_right_radius=s // 2)
    pygame.draw.rect(surface, (150, 130, 100), r, 2, border_top_left_radius=s // 2, border_top_right_radius=s // 2)


def _skull(surface, c, s: int, colour=(228, 216, 188)) -> None:
    pygame.draw.circle(surface, colour, (c[0], c[1] - s // 6), s // 2)
    pygame.draw.rect(surface, colour, (c[0] - s // 4, c[1], s // 2, s // 3))
    for dx in (-1, 1):
        pygame.draw.circle(surface, (20, 14, 12), (c[0] + dx * s // 5, c[1] - s // 6), max(1, s // 8))


def draw_space(surface, space, centre, scale: float) -> None:
    """One hex painted with its kind's colour, icon and name (at `scale` px per board unit)."""
    cx, cy = centre
    pts = [
        (cx + scale * math.cos(math.radians(60 * k - 30)), cy + scale * math.sin(math.radians(60 * k - 30)))
        for k in range(6)
    ]
    inner = [(cx + 0.9 * (x - cx), cy + 0.9 * (y - cy)) for x, y in pts]
    base = kind_rgb(space)
    pygame.draw.polygon(surface, shade(base, 0.55), pts)
    pygame.draw.polygon(surface, base, inner)
    hi = [(cx + 0.6 * (x - cx), cy - 0.12 * scale + 0.6 * (y - cy)) for x, y in pts]
    pygame.draw.polygon(surface, shade(base, 1.12), hi)
    pygame.draw.polygon(surface, (30, 22, 16), pts, max(1, int(scale / 22)))
    s = max(6, int(scale * 0.3))
    icon_c = (int(cx), int(cy - scale * 0.18))
    k = space.kind
    if k == "valley":
        pygame.draw.circle(surface, (150, 110, 190), icon_c, int(scale * 0.42), max(1, int(scale / 20)))
        pygame.draw.circle(surface, (200, 170, 230), icon_c, int(scale * 0.25), max(1, int(scale / 30)))
        _skull(surface, icon_c, s)
    elif k == "land":
        dice = ["resource"] * space.resource_dice + ["corpse"] * space.corpse_dice
        n = len(dice)
        for i, d in enumerate(dice):
            x = cx + (i - (n - 1) / 2) * s * 1.25
            if d == "resource":
                _die(surface, (x, icon_c[1]), s, (238, 228, 200), (150, 30, 50))
            else:
                _die(surface, (x, icon_c[1]), s, (120, 110, 96), (236, 226, 200), 2)
    elif k == "dungeon":
        _door(surface, icon_c, s)
    elif k == "library":
        _book(surface, icon_c, s)
    elif k == "workshop":
        _gear(surface, icon_c, max(4, s // 2))
    elif k == "city":  # its towers dark on the pale stone, centred (r29: pale on pale, a City's wounds went unread)
        tw = max(4, int(scale * 0.13))
        n = space.towers
        for i in range(n):
            _tower(surface, int(cx + (i - (n - 1) / 2) * tw * 1.5 - tw / 2), int(icon_c[1] + s * 0.35), tw, TOWER_RGB)
        for i, good in enumerate(space.tax):
            x = cx + (i - (len(space.tax) - 1) / 2) * s * 0.7
            draw_good(surface, (x, cy + scale * 0.06), max(3, s // 4), good, shadow=False)  # clear of the name
    elif k == "academy":
        pygame.draw.circle(surface, shade(base, 0.5), icon_c, int(s * 0.8))
        pygame.draw.circle(surface, shade(base, 1.35), icon_c, int(s * 0.8), max(1, s // 6))
        _skull(surface, icon_c, s, shade(base, 1.4))
    size, lines = name_lines(space.name, scale)
    f = look.font("serif_bold", size)
    ink = (240, 232, 212) if sum(base) < 420 else (30, 22, 16)
    y = cy + scale * 0.42 - (len(lines) - 1) * size * 0.5
    for line in lines:
        t = f.render(line, True, ink)
        surface.blit(t, t.get_rect(center=(int(cx), int(y))))
        y += size


NAME_WIDTH = 1.5  # hex widths a space's name may take (board units; the hex is 1.73 across)
WORD_ROOM = 1.64  # a word wider than this (board units) breaks: it would reach the next hex's name


def name_lines(name: str, scale: float) -> tuple[int, list[str]]:
    """(font size, lines) of a space's name on its hex: as large as a fifth of the hex's radius allows
    (issue 21: names too small to read on the big board), smaller only to keep it whole on two lines
    (never cut: at the least size it may take three)."""
    width = int(scale * NAME_WIDTH)
    size = max(8, int(scale * 0.21))
    while True:
        f = look.font("serif_bold", size)
        lines = look.wrap_lines(name, f, width)
        if (len(lines) <= 2 and all(f.size(x)[0] <= width for x in lines)) or size <= 7:
            break
        size -= 1
    if any(f.size(x)[0] > width for x in lines) and "-" in name:
        # the least size on the smallest board: a word wider than its hex ("Ink-Drowned") breaks after
        # its hyphen rather than lie over the next hex's name
        lines = [part for line in lines for part in _hyphen_break(line, f, width)]
    room = int(scale * WORD_ROOM)
    if any(f.size(x)[0] > room for x in lines):
        # wider than the hex (r29: "WraithgateNettlecombe" at 960x600 with five seats, two names ran
        # together): the word breaks between syllables, "Wraith-gate", as the small cards' words do
        lines = [" ".join(p) for line in lines for p in _syllable_break(line, f, room)]
    return size, lines  # at the least size a long name takes a third line rather than lose a word


def _syllable_break(line: str, f, width: int) -> list[list[str]]:
    """The words of a line too wide for `width`, a word wider than it broken between syllables, filled
    into as few lines as fit (each a list of words)."""
    if f.size(line)[0] <= width:
        return [line.split()]
    out: list[list[str]] = [[]]
    for word in line.split():
        for piece in hyphenated(word, width, f.get_height(), f):
            if out[-1] and f.size(" ".join([*out[-1], piece]))[0] > width:
                out.append([])
            out[-1].append(piece)
    return out


def _hyphen_break(line: str, f, width: int) -> list[str]:
    """A line too wide for `width` broken after its hyphens, as few pieces as fit."""
    if f.size(line)[0] <= width:
        return [line]
    pieces = line.replace("-", "-\n").split("\n")
    out = [pieces[0]]
    for piece in pieces[1:]:
        if f.size(out[-1] + piece)[0] <= width:
            out[-1] += piece
        else:
            out.append(piece)
    return out


def pile_colour(pile) -> str | None:
    """The Academy colour of a Headmaster card's pile, None for a deck."""
    return ACADEMIES.get(pile.pile.replace("headmaster_", "")) if pile.pile.startswith("headmaster_") else None


def draw_pile(surface, pile, centre, scale: float, side: str, taken: bool = False) -> None:
    """A face-down deck (or a Headmaster card) beside the board; a Headmaster card someone holds is gone
    from its place (RN-ACAD-05: its holder keeps it face up beside their Player board): its place is drawn
    empty, and `draw_pieces` shows the holder on it."""
    w, h = int(scale * CARD_W), int(scale * CARD_H)
    colour = PILE_RGB.get(pile.pile)
    if colour is None:
        colour = ACADEMY_RGB.get(pile_colour(pile) or "", (110, 90, 70))
    if taken:
        r = pygame.Rect(0, 0, w, h)
        r.center = (int(centre[0]), int(centre[1]))
        pygame.draw.rect(surface, (28, 20, 16, 150), r, border_radius=max(2, w // 10))
        _dashed_rect(surface, shade(colour, 0.9), r, max(1, w // 24), max(3, w // 8))
    else:
        for k in (2, 1, 0):
            r = pygame.Rect(0, 0, w, h)
            r.center = (int(centre[0] + k * 2), int(centre[1] - k * 2))
            pygame.draw.rect(surface, shade(colour, 0.55 + 0.1 * (2 - k)), r, border_radius=max(2, w // 10))
            pygame.draw.rect(surface, (214, 180, 110), r, max(1, w // 30), border_radius=max(2, w // 10))
    size = max(7, int(scale * 0.15))
    f = look.font("serif", size)
    for line, at in pile_label(side, pile, scale, f):
        t = f.render(line, True, (240, 232, 212))
        surface.blit(t, t.get_rect(center=(int(centre[0] + at[0]), int(centre[1] + at[1]))))


def _dashed_rect(surface, colour, r: pygame.Rect, width: int, dash: int) -> None:
    """An empty card's place: its outline in dashes."""
    for x in range(r.left, r.right, 2 * dash):
        for y in (r.top, r.bottom - width):
            pygame.draw.rect(surface, colour, (x, y, min(dash, r.right - x), width))
    for y in range(r.top, r.bottom, 2 * dash):
        for x in (r.left, r.right - width):
            pygame.draw.rect(surface, colour, (x, y, width, min(dash, r.bottom - y)))


def piece_spots(side: str, scale: float) -> list[tuple[float, float, float, float]]:
    """(left, top, right, bottom) in board units of every place `draw_pieces` may put a chip on a space at
    `scale` px a unit: the Dominion counter with its emblem and shadow at the upper right, the column of
    Minions left (up to four kinds) with their emblems at the left."""
    out = []
    px = 2 / scale  # a shadow's and an outline's pixels
    c = max(5, int(scale * 0.2)) / scale  # draw_pieces' sizes
    g = max(4, int(scale * 0.13)) / scale
    for s in load_board(side).spaces:
        x, y = H.hex_to_point(s.q, s.r)
        out.append((x + 0.52 - c - px, y - 0.3 - 1.55 * c - px, x + 0.52 + 1.55 * c + px, y - 0.3 + c + px))
        out.append((x - 0.62 - 1.55 * g - px, y - 0.2 - 1.15 * g - px, x - 0.62 + g + px, y + 0.64 + g + px))
    return out


CARD_W, CARD_H = 0.9, 1.25  # a pile's card in board units (draw_pile)
LABEL_GAP = 0.08  # board units between a card and a name written beside it


def _in_a_space(side: str, x: float, y: float) -> bool:
    """Whether the board point lies on a space's hex or its painted border (render_board's backing)."""
    q, r = H.point_to_hex(x, y)
    if (q, r) not in _space_hexes(side):
        # the backing reaches past a hex's cell: the nearest space within its border's radius
        return any(math.dist((x, y), H.hex_to_point(*c)) < 1.18 for c in _space_hexes(side))
    return True


@lru_cache(maxsize=4)
def _space_hexes(side: str) -> frozenset:
    return frozenset((s.q, s.r) for s in load_board(side).spaces)


def pile_label(side: str, pile, scale: float, f) -> list[tuple[str, tuple[float, float]]]:
    """A pile's name in two lines at its card, each line's centre as an offset in px from the pile's
    centre: under the card, centred; where a counter or chip of a space may lie there (`piece_spots`;
    play-test r29: "Headmaster of Blood"'s second line lay under Duskhaven's counter), beside the card
    (right, then left: the lines start at its edge, level with its middle) or over it, on no space and
    inside the board's picture; else under it as before. Never moved along the board away from its card
    (r30: at 960x600 "Headmaster of Blood" sat 0.4-0.85 units right of its card, reading as no one's)."""
    lines = look.wrap_lines(pile.name, f, int(scale * 1.6))[:2]
    size = max(7, int(scale * 0.15))
    half_w, half_h = CARD_W / 2, CARD_H / 2
    wide = [f.size(line)[0] / scale for line in lines]
    high = f.get_linesize() / scale
    block = high * len(lines)
    under = [(0.0, (scale * half_h + size * (0.8 + i)) / scale) for i in range(len(lines))]
    over = [(0.0, -(scale * half_h + size * (0.8 + len(lines) - 1 - i)) / scale) for i in range(len(lines))]
    mid = [(-block / 2 + high * (i + 0.5)) for i in range(len(lines))]
    stack = 4 / scale  # a deck's back cards lie 2 px a card to the right (draw_pile)
    right = [(half_w + stack + LABEL_GAP + wide[i] / 2, mid[i]) for i in range(len(lines))]
    left = [(-(half_w + LABEL_GAP + wide[i] / 2), mid[i]) for i in range(len(lines))]
    px, py = H.hex_to_point(pile.q, pile.r)
    spots = piece_spots(side, scale)
    box_l, box_t, box_r, box_b = board_box(side)

    def boxes(at):
        return [
            (px + dx - wide[i] / 2, py + dy - high / 2, px + dx + wide[i] / 2, py + dy + high / 2)
            for i, (dx, dy) in enumerate(at)
        ]

    def clear(at, off_spaces: bool) -> bool:
        for a in boxes(at):
            if any(a[0] < r and le < a[2] and a[1] < b and t < a[3] for le, t, r, b in spots):
                return False
            if not (box_l <= a[0] and a[2] <= box_r and box_t <= a[1] and a[3] <= box_b):
                return False
            if off_spaces and any(
                _in_a_space(side, a[0] + (a[2] - a[0]) * i / 4, a[1] + (a[3] - a[1]) * j / 2)
                for i in range(5)
                for j in range(3)
            ):
                return False
        return True

    places = [(under, False), (right, True), (left, True), (over, True)]
    at = next((p for p, off in places if clear(p, off)), under)
    return [(line, (dx * scale, dy * scale)) for line, (dx, dy) in zip(lines, at)]


def render_board(side: str, scale: float, taken: frozenset = frozenset()) -> pygame.Surface:
    """The whole static board (spaces, piles, a painted backing) at `scale` px per board unit; the
    Headmaster cards of the colours in `taken` gone from their places."""
    left, top, right, bottom = board_box(side)
    size = (max(1, int((right - left) * scale)), max(1, int((bottom - top) * scale)))
    surf = pygame.Surface(size, pygame.SRCALPHA)
    b = load_board(side)

    def at(q, r):
        x, y = H.hex_to_point(q, r)
        return ((x - left) * scale, (y - top) * scale)

    # the board's backing: a dark painted border around all spaces
    for s in b.spaces:
        c = at(s.q, s.r)
        pts = [
            (
                c[0] + scale * 1.18 * math.cos(math.radians(60 * k - 30)),
                c[1] + scale * 1.18 * math.sin(math.radians(60 * k - 30)),
            )
            for k in range(6)
        ]
        pygame.draw.polygon(surf, (58, 38, 26), pts)
    for s in b.spaces:
        c = at(s.q, s.r)
        pts = [
            (
                c[0] + scale * 1.07 * math.cos(math.radians(60 * k - 30)),
                c[1] + scale * 1.07 * math.sin(math.radians(60 * k - 30)),
            )
            for k in range(6)
        ]
        pygame.draw.polygon(surf, (34, 24, 20), pts)
    for s in b.spaces:
        draw_space(surf, s, at(s.q, s.r), scale)
    for p in b.piles:
        draw_pile(surf, p, at(p.q, p.r), scale, side, pile_colour(p) in taken)
    return surf


class BoardCache:
    """The static board per zoom level: a frame is one blit (the issue's 16 ms budget)."""

    def __init__(self) -> None:
        self._cache: dict[tuple, pygame.Surface] = {}

    def get(self, side: str, scale: float, taken: frozenset = frozenset()) -> pygame.Surface:
        key = (side, round(scale, 2), taken)
        surf = self._cache.get(key)
        if surf is None:
            if len(self._cache) > 6:
                self._cache.clear()
            surf = render_board(side, key[1], taken)
            self._cache[key] = surf
        return surf

    def blit(self, surface, side: str, camera: Camera, taken: frozenset = frozenset()) -> None:
        """Draw the board where the camera puts it (the Headmaster cards of `taken` held, not on it)."""
        left, top, _r, _b = board_box(side)
        surf = self.get(side, camera.scale, taken)
        surface.blit(surf, [int(v) for v in camera.map_to_screen(left, top)])


# -- pieces -----------------------------------------------------------------------------------


def _luma(c) -> float:
    return 0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2]


LIGHT_BASE = (232, 222, 198)
DARK_BASE = (34, 26, 24)


def _miniature(surface, pos, size: int, colour, named: bool, ring: tuple | None = None) -> None:
    """A Necromancer miniature: a hooded figure on a round base disc of the opposite tone to its own
    colour (light under a dark figure, dark under a light one) with a rim of the other tone, so every
    player's miniature reads on every space's paint; the figure has an outline of the disc's tone."""
    x, y = int(pos[0]), int(pos[1])
    light = _luma(colour) < 120
    base, rim = (LIGHT_BASE, DARK_BASE) if light else (DARK_BASE, LIGHT_BASE)
    edge = DARK_BASE if not light else shade(colour, 1.5)  # the figure's own outline
    cy = y - int(size * 0.2)
    r = int(size * 0.98)
    pygame.draw.circle(surface, (10, 8, 8), (x + 1, cy + 2), r + 1)  # its shadow on the board
    pygame.draw.circle(surface, rim, (x, cy), r)
    pygame.draw.circle(surface, base, (x, cy), max(2, r - max(1, size // 8)))
    body = [(x - size * 0.45, y + size * 0.5), (x, y - size * 0.9), (x + size * 0.45, y + size * 0.5)]
    pygame.draw.polygon(surface, colour, body)
    pygame.draw.polygon(surface, edge, body, max(1, size // 10))
    pygame.draw.circle(surface, colour, (x, y - int(size * 0.75)), max(2, int(size * 0.3)))
    pygame.draw.circle(surface, edge, (x, y - int(size * 0.75)), max(2, int(size * 0.3)), max(1, size // 10))
    if named:
        pygame.draw.circle(surface, (250, 200, 90), (x, y - int(size * 0.75)), max(1, size // 8))
    if ring is not None:
        pygame.draw.circle(surface, ring, (x, cy), r + max(2, size // 7), max(2, size // 7))


def _counter(surface, pos, size: int, colour, count: int) -> None:
    x, y = int(pos[0]), int(pos[1])
    pygame.draw.circle(surface, (10, 8, 8), (x + 1, y + 2), size)
    pygame.draw.circle(surface, colour, (x, y), size)
    pygame.draw.circle(surface, (240, 200, 110), (x, y), size, max(1, size // 5))
    ink = (20, 14, 12) if sum(colour) > 400 else (244, 236, 220)
    t = look.font("sans_bold", max(7, int(size * 1.2))).render(str(count), True, ink)
    surface.blit(t, t.get_rect(center=(x, y)))


MINION_MARK = {"zombie": "Z", "hell_knight": "H", "ghost": "G", "skeletal_dragon": "D"}


def _guard(surface, pos, size: int, colour, kind: str, n: int) -> None:
    x, y = int(pos[0]), int(pos[1])
    r = pygame.Rect(x - size, y - size, 2 * size, 2 * size)
    pygame.draw.rect(surface, (10, 8, 8), r.move(1, 2), border_radius=size // 2)
    pygame.draw.rect(surface, colour, r, border_radius=size // 2)
    pygame.draw.rect(surface, (20, 14, 12), r, 1, border_radius=size // 2)
    ink = (20, 14, 12) if sum(colour) > 400 else (244, 236, 220)
    label = MINION_MARK.get(kind, "?") + (str(n) if n > 1 else "")
    t = look.font("sans_bold", max(7, int(size * 1.1))).render(label, True, ink)
    surface.blit(t, t.get_rect(center=r.center))


HELD_WORD = "held by"


def _holder(surface, pos, scale: float, seat: int, colours) -> None:
    """On a taken Headmaster card's empty place: "held by" over a disc of the holder's colour with
    their emblem (the word left out where it would not fit the card's width)."""
    x, y = int(pos[0]), int(pos[1])
    size = max(6, int(scale * 0.26))
    colour = _rgb(colours, seat)
    pygame.draw.circle(surface, (10, 8, 8), (x + 1, y + 2), size)
    pygame.draw.circle(surface, colour, (x, y), size)
    pygame.draw.circle(surface, (240, 200, 110), (x, y), size, max(1, size // 6))
    if 0 <= seat < len(colours):
        ink = (20, 14, 12) if _luma(colour) > 140 else (244, 236, 220)
        draw_emblem(surface, seat, (x, y), size * 0.62, lighter_tone(colour), ink)
    f = look.font("serif", max(7, int(scale * 0.15)))
    if f.size(HELD_WORD)[0] <= scale * 0.85:
        t = f.render(HELD_WORD, True, (240, 232, 212))
        surface.blit(t, t.get_rect(midbottom=(x, y - size - 2)))


def _emblem(surface, seat: int, centre, radius: float, colours) -> None:
    """The seat's emblem beside a piece in its colour (issue 26: colour is never the only cue); too
    small to read at this zoom, left out."""
    if radius >= 3 and 0 <= seat < len(colours):
        draw_emblem(surface, seat, centre, radius, lighter_tone(tuple(colours[seat])))


def lighter_tone(colour: tuple) -> tuple:
    """A piece's colour lifted a little so a black player's emblem still shows its shape on a dark board."""
    return tuple(min(255, int(c + (255 - c) * 0.25)) for c in colour[:3])


def _rgb(colours, seat: int) -> tuple:
    return tuple(colours[seat]) if 0 <= seat < len(colours) else look.BONE


def draw_pieces(surface, camera: Camera, view, colours, ring_seat: int | None = None) -> None:
    """Dominion counters, Minions left on spaces and the Necromancer miniatures, from the view."""
    idx = hex_index(view.side)
    scale = camera.scale
    for sid, h in view.dominion.items():
        if sid not in idx.hex_of or h.count <= 0:
            continue
        x, y = idx.centre(sid)
        sx, sy = camera.map_to_screen(x + 0.52, y - 0.3)
        size = max(5, int(scale * 0.2))
        _counter(surface, (sx, sy), size, _rgb(colours, h.seat), h.count)
        _emblem(surface, h.seat, (sx + size, sy - size), size * 0.55, colours)
    for pile in load_board(view.side).piles:  # a Headmaster card taken: its holder on its empty place
        seat = getattr(view, "headmasters", {}).get(pile_colour(pile) or "")
        if seat is not None:
            _holder(surface, camera.map_to_screen(*H.hex_to_point(pile.q, pile.r)), scale, seat, colours)
    for sid, g in view.guards.items():
        if sid not in idx.hex_of:
            continue
        x, y = idx.centre(sid)
        kinds = [(k, n) for k, n in g.army.items() if n > 0]
        for i, (k, n) in enumerate(kinds):  # a column at the space's left, clear of a miniature's base
            sx, sy = camera.map_to_screen(x - 0.62, y - 0.2 + i * 0.28)
            size = max(4, int(scale * 0.13))
            _guard(surface, (sx, sy), size, _rgb(colours, g.seat), k, n)
            _emblem(surface, g.seat, (sx - size, sy - size * 0.6), size * 0.55, colours)
    here: dict[str, list[int]] = {}
    for seat, p in enumerate(view.players):
        here.setdefault(p.space, []).append(seat)
    for sid, seats in here.items():
        if sid not in idx.hex_of:
            continue
        x, y = idx.centre(sid)
        n = len(seats)
        for i, seat in enumerate(seats):
            off = (i - (n - 1) / 2) * 0.42
            sx, sy = camera.map_to_screen(x + off, y - 0.05)
            p = view.players[seat]
            size = max(6, int(scale * 0.3))
            _miniature(
                surface,
                (sx, sy),
                size,
                _rgb(colours, seat),
                p.necromancer is not None,
                (250, 210, 100) if seat == ring_seat else None,
            )
            _emblem(surface, seat, (sx, sy + size * 0.62), size * 0.42, colours)  # on the base's front


def hex_outline(
    surface, camera: Camera, side: str, sid: str, colour, width: int = 3, fill_alpha: int = 0, size: float = 0.92
) -> None:
    """A highlight around one space (filled translucently when fill_alpha)."""
    idx = hex_index(side)
    if sid not in idx.hex_of:
        return
    q, r = idx.hex_of[sid]
    pts = [camera.map_to_screen(*p) for p in H.corners(q, r, size)]
    if fill_alpha:
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        box = pygame.Rect(int(min(xs)), int(min(ys)), int(max(xs) - min(xs)) + 2, int(max(ys) - min(ys)) + 2)
        tmp = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.polygon(tmp, (*colour[:3], fill_alpha), [(p[0] - box.x, p[1] - box.y) for p in pts])
        surface.blit(tmp, box)
    pygame.draw.polygon(surface, colour, pts, width)


def draw_path(surface, camera: Camera, side: str, path: list[str], colour) -> None:
    """The path a move takes, space to space, with a dot on each."""
    idx = hex_index(side)
    pts = [camera.map_to_screen(*idx.centre(s)) for s in path if s in idx.hex_of]
    if len(pts) >= 2:
        pygame.draw.lines(surface, colour, False, pts, max(3, int(camera.scale * 0.1)))
    for p in pts[1:]:
        pygame.draw.circle(surface, colour, (int(p[0]), int(p[1])), max(3, int(camera.scale * 0.1)))
