"""The pictures of Necromolds' rules page (issue 27): the table's own painters (the figures on their
bases, the command and combat dice, a spellbook card with its slots, terrain on the map, the rulebook's
icons) drawn at a size for the kit's rules page, which lays them out beside the text.

    rules_sections.pictures()   # {section title: (Picture(caption, paint), ...)}: the painters below

Each `paint((w, h))` returns a new transparent surface of that size and changes nothing (the card's game
is the bots' own, made once for the pictures). Numbers and faces come from the content.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from tabletop.games.necromolds.library import DISTANCES, library
from tabletop.ui import look
from tabletop.ui.camera import Camera
from tabletop.ui.kit.emblems import draw_emblem
from tabletop.ui.necromolds import battle_map
from tabletop.ui.necromolds.table import draw as D
from tabletop.ui.necromolds.table.pieces import clay_blob, lighter, monster_sprite
from tabletop.ui.persist import default_colours

Size = tuple[int, int]


def _colours() -> list[tuple[int, int, int]]:
    return [tuple(c) for c in default_colours(2)]


def _books() -> list[str]:
    return list(library().books)


def _ground(size: Size) -> pygame.Surface:
    """A patch of the battle map's ground, the size of the picture."""
    w, h = size
    out = pygame.Surface(size, pygame.SRCALPHA)
    out.blit(battle_map.ground_texture((w / 40, h / 40)), (0, 0))  # 40 px an inch: the picture's size
    return out


def _figure(surface, book: str, colour, seat: int, centre, radius_px: int) -> None:
    """A monster on its round base, with its owner's emblem on the base's front edge (as on the map)."""
    size = library().books[book].sizes[0]
    sprite, (ox, oy) = monster_sprite(book, tuple(colour), radius_px, size.height, size.radius)
    surface.blit(sprite, (round(centre[0] - ox), round(centre[1] - oy)))
    chip = max(7.0, min(16.0, radius_px * 0.45))
    draw_emblem(surface, seat, (centre[0], centre[1] + radius_px - chip * 0.15), chip / 2 + 1, lighter(colour, 0.35))


def monsters(size: Size) -> pygame.Surface:
    """Three spellbooks' figures, on their bases, of both players."""
    out = _ground(size)
    w, h = size
    books = _books()[:3]
    cols = _colours()
    r = int(min(w / (len(books) * 3.2), h / 4))
    for k, book in enumerate(books):
        x = w * (k + 0.5) / len(books)
        _figure(out, book, cols[k % 2], k % 2, (x, h * 0.62), r)
    return out


def distance_tool(size: Size) -> pygame.Surface:
    """The distance tool's three edges, each as long as the content says, in its colour and chevrons."""
    out = pygame.Surface(size, pygame.SRCALPHA)
    w, h = size
    lib = library()
    longest = max(lib.length(e) for e in DISTANCES)
    bar = max(6, h // 9)
    for k, edge in enumerate(DISTANCES):
        y = int(h * (k + 0.5) / len(DISTANCES))
        length = int((w - bar * 4) * lib.length(edge) / longest)
        rect = pygame.Rect(bar * 3, y - bar // 2, length, bar)
        pygame.draw.rect(out, D.darker(D.EDGE_COLOURS[edge], 0.5), rect.inflate(4, 4), border_radius=bar // 2)
        pygame.draw.rect(out, D.EDGE_COLOURS[edge], rect, border_radius=bar // 2)
        for inch in range(1, int(lib.length(edge)) + 1):
            tx = rect.x + int(length * inch / lib.length(edge))
            pygame.draw.line(out, look.INK, (tx, rect.y), (tx, rect.y + bar // 2), 1)
        pygame.draw.circle(out, D.IVORY, (bar * 1.4, y), bar)
        D.distance_badge(out, (bar * 1.4, y), edge, int(bar * 1.8), look.INK)
    return out


def command_dice(size: Size) -> pygame.Surface:
    """The command die's faces (each face once), as the tray shows them."""
    faces: list[str] = []
    for face in library().command_die.faces:
        if face[0] not in faces:
            faces.append(face[0])
    return _dice_row(size, [D.command_die(f, _die_px(size, len(faces))) for f in faces])


def combat_dice(size: Size) -> pygame.Surface:
    """The combat die's faces (each face once), as the combat window shows them."""
    faces: list[tuple[str, ...]] = []
    for face in library().combat_die.faces:
        if tuple(face) not in faces:
            faces.append(tuple(face))
    return _dice_row(size, [D.combat_die(f, _die_px(size, len(faces))) for f in faces])


def _die_px(size: Size, n: int) -> int:
    w, h = size
    per_row = max(1, math.ceil(n / (2 if n > 4 else 1)))
    return max(12, int(min(w / (per_row * 1.3), h / (2.6 if n > 4 else 1.4))))


def _dice_row(size: Size, dice: list[pygame.Surface]) -> pygame.Surface:
    out = pygame.Surface(size, pygame.SRCALPHA)
    w, h = size
    rows = 2 if len(dice) > 4 else 1
    per = math.ceil(len(dice) / rows)
    for k, die in enumerate(dice):
        row, col = divmod(k, per)
        n = min(per, len(dice) - row * per)
        cx = w * (col + 0.5) / n
        cy = h * (row + 0.5) / rows
        out.blit(die, die.get_rect(center=(round(cx), round(cy))))
    return out


def sightline(size: Size) -> pygame.Surface:
    """A shooter, a target seen past a terrain piece (a clear line) and one hidden behind it."""
    out = _ground(size)
    w, h = size
    scale = h / 7.0
    cam = Camera(viewport=size, scale=scale, min_scale=1, max_scale=400)
    mw = w / scale
    block = [(mw * 0.45, 2.2), (mw * 0.62, 2.0), (mw * 0.64, 4.6), (mw * 0.47, 4.8)]
    battle_map.draw_terrain_part(out, cam, block, 3.0, label=False)
    cols = _colours()
    shooter = (w * 0.14, h * 0.55)
    seen = (w * 0.86, h * 0.17)
    hidden = (w * 0.86, h * 0.62)
    D.dashed_line(out, D.GREEN_OK, shooter, seen, max(2, h // 60), dash=max(4, h // 20), gap=max(3, h // 30))
    D.dashed_line(out, D.RED_BAD, shooter, hidden, max(2, h // 60), dash=max(4, h // 20), gap=max(3, h // 30))
    books = _books()
    r = max(6, int(h / 11))
    _figure(out, books[0], cols[0], 0, shooter, r)
    _figure(out, books[1 % len(books)], cols[1], 1, seen, r)
    _figure(out, books[2 % len(books)], cols[1], 1, hidden, r)
    return out


def setup_map(size: Size) -> pygame.Surface:
    """Terrain on the map and an army standing at its green border."""
    out = _ground(size)
    w, h = size
    scale = h / 8.0
    cam = Camera(viewport=size, scale=scale, min_scale=1, max_scale=400)
    mw = w / scale
    battle_map.draw_terrain_part(out, cam, [(mw * 0.2, 1.0), (mw * 0.42, 1.2), (mw * 0.36, 3.0)], 2.0, False)
    battle_map.draw_terrain_part(
        out, cam, [(mw * 0.6, 2.2), (mw * 0.82, 2.0), (mw * 0.8, 3.6), (mw * 0.62, 3.4)], 4.0, False
    )
    border = int(h * 0.74)
    pygame.draw.line(out, D.GREEN_OK, (0, border), (w, border), max(2, h // 50))
    cols = _colours()
    r = max(5, int(h / 13))
    books = _books()
    for k in range(3):
        _figure(out, books[k % len(books)], cols[0], 0, (w * (0.25 + 0.25 * k), border + r + 2), r)
    return out


def smashed(size: Size) -> pygame.Surface:
    """The last monster standing beside an enemy's smashed clay."""
    out = _ground(size)
    w, h = size
    cols = _colours()
    r = max(6, int(h / 5))
    blob = clay_blob(cols[1], r, 7)
    out.blit(blob, blob.get_rect(center=(round(w * 0.68), round(h * 0.62))))
    _figure(out, _books()[0], cols[0], 0, (w * 0.3, h * 0.66), r)
    return out


def icons(size: Size) -> pygame.Surface:
    """The rulebook's icons and the gem, in a row or two."""
    out = pygame.Surface(size, pygame.SRCALPHA)
    w, h = size
    kinds = list(D.RULEBOOK_ICONS)
    n = len(kinds) + 1
    per = math.ceil(n / 2)
    px = int(min(w / (per * 1.4), h / 2.8))
    for k in range(n):
        row, col = divmod(k, per)
        c = (round(w * (col + 0.5) / per), round(h * (row + 0.5) / 2))
        if k < len(kinds):
            img = D.rulebook_icon_image(kinds[k], px)
            out.blit(img, img.get_rect(center=c))
        else:
            D.icon(out, "gem", c, px, D.GEM)
    return out


@lru_cache(maxsize=1)
def _card_state():
    """A game at its first assignment of command dice, the bots having built it (the seed and map of
    the table's `assign_round1` screenshot), for a card to show."""
    from tabletop.core.session import Session
    from tabletop.games import get_game
    from tabletop.ui.bot_driver import BotDriver

    session = Session(get_game("necromolds"), {"mode": "standard", "map": "twins_vale"}, 3)
    driver = BotDriver(session, range(len(session.state.seats)), delay=0.0)
    for _ in range(2000):
        if session.state.phase == "assign":
            break
        seat = driver.bot_to_act()
        if seat is None or driver.step(seat) is None:
            break
    return session.state


def spellbook_card(size: Size) -> pygame.Surface:
    """A spellbook card with its command slots and their edges, drawn by the table's card painter."""
    from tabletop.ui.necromolds.table import cards
    from tabletop.ui.necromolds.table.layout import CardBox, _slots
    from tabletop.ui.necromolds.table.queries import books_of

    state = _card_state()
    w, h = size
    s = min(w / 300, h / 132)
    cw, ch = int(300 * s), int(132 * s)
    book = books_of(state, 0)[0]
    rect = ((w - cw) // 2, (h - ch) // 2, cw, ch)
    box = CardBox(rect, book, _slots(rect, state, book, s, library(), "full"), "full")
    out = pygame.Surface(size, pygame.SRCALPHA)
    pl = cards.PanelLook("Player 1", _colours()[0])
    cards._card(out, box, state, 0, pl, s, 0.0, cards.PanelHits(0))
    return out
