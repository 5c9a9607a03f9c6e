"""The pictures of Rise of the Necromancers' rules page (issue 27): the table's own painters (the board's
spaces, a Necromancer's miniature, Dominion counters, Minion tokens, the cards as printed, the fight's
dice) drawn at a size for the kit's rules page, which lays them out beside the text.

    rules_summary.pictures()   # {section title: (Picture(caption, paint), ...)}: the painters below

Each `paint((w, h))` returns a new transparent surface of that size; the spaces and cards are the
content's (a mod's board shows its own).
"""

from __future__ import annotations

import math

import pygame

from tabletop.games.rise.content import board as load_board
from tabletop.games.rise.content import cards
from tabletop.ui.rise.starting import COLOURS
from tabletop.ui.rise.table import board_draw as B
from tabletop.ui.rise.table.panels import card_face
from tabletop.ui.rise.table.windows import draw_die, draw_mark

Size = tuple[int, int]
SEATS = (COLOURS["purple"], COLOURS["orange"])


def _space(kind: str):
    """The first space of that kind on the small board."""
    return next(s for s in load_board("small").spaces if s.kind == kind)


def _hexes(size: Size, kinds: tuple[str, ...]) -> tuple[pygame.Surface, list[tuple[float, float]], float]:
    """Spaces of these kinds side by side on the board's dark backing; (surface, centres, hex radius)."""
    out = pygame.Surface(size, pygame.SRCALPHA)
    w, h = size
    n = len(kinds)
    r = min(w / (n * math.sqrt(3) + 0.4), h / 2.2)
    centres = [(w / 2 + (k - (n - 1) / 2) * r * math.sqrt(3), h / 2) for k in range(n)]
    for c in centres:
        pts = [
            (
                c[0] + r * 1.07 * math.cos(math.radians(60 * k - 30)),
                c[1] + r * 1.07 * math.sin(math.radians(60 * k - 30)),
            )
            for k in range(6)
        ]
        pygame.draw.polygon(out, (34, 24, 20), pts)
    for kind, c in zip(kinds, centres, strict=True):
        B.draw_space(out, _space(kind), c, r)
    return out, centres, r


def spaces(size: Size) -> pygame.Surface:
    """A Land, a Dungeon and a City, as the board paints them."""
    return _hexes(size, ("land", "dungeon", "city"))[0]


def valley(size: Size) -> pygame.Surface:
    """The Valley of Souls with a Necromancer's miniature on it."""
    out, (c,), r = _hexes(size, ("valley",))
    B._miniature(out, (c[0] + r * 0.55, c[1] - r * 0.2), max(4, int(r * 0.28)), SEATS[0], True)
    return out


def turn(size: Size) -> pygame.Surface:
    """Two miniatures, one on a Land and one on a City, with a Dominion counter placed on the City
    (counters go on Cities, Academies and Dungeons only: RN-DOM-05..07; it showed one on the Library)."""
    out, centres, r = _hexes(size, ("land", "city"))
    mini = max(4, int(r * 0.3))
    B._miniature(out, (centres[0][0] + r * 0.5, centres[0][1] - r * 0.2), mini, SEATS[0], True)
    B._miniature(out, (centres[1][0] + r * 0.5, centres[1][1] - r * 0.2), mini, SEATS[1], False)
    B._counter(out, (centres[1][0] - r * 0.55, centres[1][1] - r * 0.2), max(4, int(r * 0.18)), SEATS[1], 1)
    return out


def counters(size: Size) -> pygame.Surface:
    """A player's Dominion counters, numbered as placed: the thirteenth wins."""
    out = pygame.Surface(size, pygame.SRCALPHA)
    w, h = size
    rad = max(4, int(min(w / 18, h / 5.5)))
    for k in range(13):
        row, col = divmod(k, 7)
        x = w * (col + 0.5 + 0.5 * row) / 7.5
        B._counter(out, (x, h * (0.3 + 0.4 * row)), rad, SEATS[0], k + 1)
    return out


def minions(size: Size) -> pygame.Surface:
    """Each kind of Minion's token, as the board shows a guard of them."""
    out = pygame.Surface(size, pygame.SRCALPHA)
    w, h = size
    kinds = list(B.MINION_MARK)
    tok = max(6, int(min(w / (len(kinds) * 3), h / 3)))
    for k, kind in enumerate(kinds):
        B._guard(out, (w * (k + 0.5) / len(kinds), h / 2), tok, SEATS[k % 2], kind, 1 + k % 2)
    return out


def _cards(size: Size, ids: list[str]) -> pygame.Surface:
    out = pygame.Surface(size, pygame.SRCALPHA)
    w, h = size
    n = len(ids)
    ch = int(min(h * 0.96, (w / n - 6) / 0.72))
    cw = int(ch * 0.72)
    for k, cid in enumerate(ids):
        face = card_face(cid, (cw, ch), True, False)
        out.blit(face, face.get_rect(center=(round(w * (k + 0.5) / n), h // 2)))
    return out


def kinds_of_cards(size: Size) -> pygame.Surface:
    """A Necromancer, an Apprentice and an Item, as the hand shows them."""
    c = cards()
    return _cards(size, [next(iter(c.necromancers)), next(iter(c.apprentices)), next(iter(c.items))])


def spell_cards(size: Size) -> pygame.Surface:
    """Two Spell cards, as the hand shows them."""
    ids = list(cards().spell_cards)
    return _cards(size, [ids[0], ids[-1]])


def fight_dice(size: Size) -> pygame.Surface:
    """A fight's dice: each at or under its power hits, a 6 always misses."""
    out = pygame.Surface(size, pygame.SRCALPHA)
    w, h = size
    rolls = ((2, True), (4, False), (6, False), (1, True))
    px = int(min(w / (len(rolls) * 1.6), h * 0.6))
    for k, (value, hit) in enumerate(rolls):
        rect = pygame.Rect(0, 0, px, px)
        rect.center = (round(w * (k + 0.5) / len(rolls)), h // 2)
        draw_die(out, rect, value)
        draw_mark(out, rect, hit)
    return out
