"""The pictures of NecronomiCORP's rules page (issue 27): the table's own painters (the building's
face-down stacks and revealed room cards, a character's token and sheet, a monster's card with its
menace and life, a weapon with its dice, the dice with their skull) drawn at a size for the kit's rules
page, which lays them out beside the text.

    rules_summary.pictures()   # {section title: (Picture(caption, paint), ...)}: the painters below

Each `paint((w, h))` returns a new transparent surface of that size; names and numbers are the
content's cards (tabletop/content/corp) and the engine's level sizes.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import pygame

from tabletop.content.corp.cards import load_cards
from tabletop.games.corp.state import LEVEL_SIZES, Character, Held, Level, State
from tabletop.ui.corp.starting import emblem, seat_colours
from tabletop.ui.corp.table import building_draw as B
from tabletop.ui.corp.table.dice_draw import draw_face
from tabletop.ui.corp.table.sheets import draw_sheets, sheet_boxes

Size = tuple[int, int]


@lru_cache(maxsize=1)
def _cards():
    return load_cards()


def _first(kind: str):
    return next(r for r in _cards().rooms.values() if r.kind == kind)


def _plot(kind: str):
    return next(p for p in _cards().plots.values() if p.kind == kind)


def _card_rects(size: Size, n: int, tall: float = 1.4, rows: int = 1) -> list[pygame.Rect]:
    """n cards side by side (in `rows` rows), as big as the picture allows (height over width `tall`)."""
    w, h = size
    per = -(-n // rows)
    cw = int(min((w - 8) / per - 6, ((h - 8) / rows - 6) / tall))
    ch = int(cw * tall)
    out = []
    for k in range(n):
        row, col = divmod(k, per)
        r = pygame.Rect(0, 0, cw, ch)
        r.center = (round(w * (col + 0.5) / per), round(h * (row + 0.5) / rows))
        out.append(r)
    return out


def _font(r: pygame.Rect) -> int:
    return max(8, r.w // 8)


def _room(surface, r: pygame.Rect, room, words: bool = True) -> None:
    """A revealed room card as the building shows it, its text on the face when there is room."""
    sub = {"monster": f"level {room.level} {room.type}", "exit": f"Exit {room.exit_level}"}.get(room.kind, room.kind)
    _face(surface, r, room.name, room.kind, sub, room.text if words else "")


def _face(surface, r: pygame.Rect, name: str, kind: str, sub: str, text: str) -> None:
    top = B.card_face(surface, r, name, kind, _font(r), sub)
    size = max(7, _font(r) - 2)
    body = pygame.Rect(r.x + 4, top + 2, r.w - 8, r.bottom - top - 6)
    most = body.h // pygame.font.Font.get_linesize(B.look.font("sans", size))
    if text and most > 0:
        B._wrapped(surface, text, size, body, B.INK, most)


def building(size: Size) -> pygame.Surface:
    """Each level's face-down stack of rooms with its count."""
    out = pygame.Surface(size, pygame.SRCALPHA)
    levels = sorted(LEVEL_SIZES)
    for level, r in zip(levels, _card_rects(size, len(levels), 1.3), strict=True):
        B.card_back(out, r.inflate(-4, -4), f"L{level}", LEVEL_SIZES[level], _font(r))
    return out


def door_and_room(size: Size) -> pygame.Surface:
    """A character's token at a face-down door, and a revealed room beside it."""
    out = pygame.Surface(size, pygame.SRCALPHA)
    back, face = _card_rects(size, 2)
    B.card_back(out, back, "a new door", None, _font(back))
    _room(out, face, _first("empty"))
    colour = seat_colours(1)[0]
    B.token(out, (back.right - back.w // 5, back.bottom - back.w // 5), max(6, back.w // 5), colour, emblem(0))
    return out


def rooms(size: Size) -> pygame.Surface:
    """An Exit, an empty room, a loot room and a monster, revealed."""
    out = pygame.Surface(size, pygame.SRCALPHA)
    for kind, r in zip(("exit", "empty", "loot", "monster"), _card_rects(size, 4, 1.0, rows=2), strict=True):
        _room(out, r, _first(kind), words=False)
    return out


def monster(size: Size) -> pygame.Surface:
    """A monster's room card with its menace and life, and its menace in dice rolled (4-6 wound)."""
    out = pygame.Surface(size, pygame.SRCALPHA)
    w, h = size
    room = _first("monster")
    card = _card_rects((w // 2, h), 1)[0]
    _room(out, card, room, words=False)
    badge = pygame.Rect(card.x + 2, card.y + int(card.h * 0.55), card.w - 4, _font(card) + 4)
    pygame.draw.rect(out, (120, 30, 28), badge, border_radius=3)
    B.line(
        out,
        f"{B.dice_words(room.menace)} · {room.life} life",
        _font(card),
        badge.center,
        (228, 216, 188),
        "sans_bold",
        "center",
        badge.w - 2,
    )
    _dice(out, pygame.Rect(w // 2, 0, w - w // 2, h), [5, 2, 6][: max(1, room.menace)], monster=True)
    return out


def _dice(surface, area: pygame.Rect, faces: list[int], monster: bool = False) -> None:
    n = len(faces)
    px = int(min(area.w / (n * 1.25 + 0.2), area.h * 0.42))
    for k, face in enumerate(faces):
        r = pygame.Rect(0, 0, px, px)
        r.center = (round(area.x + area.w * (k + 0.5) / n), area.centery)
        draw_face(surface, r, face, monster=monster)


def weapon(size: Size) -> pygame.Surface:
    """A weapon's card and an attack with it: the base die and the weapon's, a skull among them."""
    out = pygame.Surface(size, pygame.SRCALPHA)
    w, h = size
    plot = _plot("weapon")
    card = _card_rects((w // 2, h), 1)[0]
    _face(out, card, plot.name, "loot", f"+{plot.dice}D {plot.hands}H {plot.range}", plot.text)
    faces = [4, 6, 1, 2, 5, 3][: 1 + plot.dice]
    _dice(out, pygame.Rect(w // 2, 0, w - w // 2, h), faces)
    return out


def dice(size: Size) -> pygame.Surface:
    """The die's six faces: the 1 is a skull, 4-6 hit."""
    out = pygame.Surface(size, pygame.SRCALPHA)
    w, h = size
    _dice(out, pygame.Rect(0, 0, w, h // 2), [1, 2, 3])
    _dice(out, pygame.Rect(0, h // 2, w, h - h // 2), [4, 5, 6])
    return out


def plots(size: Size) -> pygame.Surface:
    """The Plot deck face down, an item and a weapon drawn from it."""
    out = pygame.Surface(size, pygame.SRCALPHA)
    back, item, arm = _card_rects(size, 3)
    B.card_back(out, back, "Plot", len(_cards().plots), _font(back))
    for r, p in ((item, _plot("item")), (arm, _plot("weapon"))):
        _face(out, r, p.name, "loot", p.kind, p.text)
    return out


def boss(size: Size) -> pygame.Surface:
    """A boss's card in its room, its life and menace under its name."""
    out = pygame.Surface(size, pygame.SRCALPHA)
    b = next(iter(_cards().bosses.values()))
    card, tokens = _card_rects(size, 2)
    _face(out, card, b.name, "boss", f"{B.dice_words(b.menace)} · {b.life} life", b.text)
    colours = seat_colours(3)
    rad = max(6, tokens.w // 6)
    for k, colour in enumerate(colours):
        B.token(out, (tokens.centerx, tokens.y + rad + k * int(rad * 2.6)), rad, colour, emblem(k), alive=k != 1)
    return out


def teams(size: Size) -> pygame.Surface:
    """Two teams of two, seated alternately."""
    out = pygame.Surface(size, pygame.SRCALPHA)
    w, h = size
    colours = seat_colours(4)
    rad = max(6, int(min(w / 10, h / 3)))
    for k, colour in enumerate(colours):
        B.token(out, (round(w * (k + 0.5) / 4), h // 2), rad, colour, emblem(k))
    return out


def infected(size: Size) -> pygame.Surface:
    """A character's token infected (its ring green), beside a healthy one."""
    out = pygame.Surface(size, pygame.SRCALPHA)
    w, h = size
    colours = seat_colours(2)
    rad = max(6, int(min(w / 6, h / 3)))
    B.token(out, (w // 3, h // 2), rad, colours[0], emblem(0))
    B.token(out, (2 * w // 3, h // 2), rad, colours[1], emblem(1), infected=True)
    return out


# -- a character's sheet ------------------------------------------------------------------------------------

SHEET_SIZE = (300, 178)  # the sheet's size at the table's scale 1 (a two-player table's, 1280x800)
SHEET_CHARACTER = "gary"  # Gary from IT: a character of the base game, no special skills
SHEET_HURT = 5  # life lost: the sheet shows life out of the most, and its bar


@dataclass(frozen=True)
class _SheetLayout:
    sheets: tuple[pygame.Rect, ...]
    scale: float


@dataclass(frozen=True)
class _SheetView:
    """What the table's sheet painter (table/sheets.py) reads of the table's view: one seat's."""

    state: State
    cards: Any
    layout: _SheetLayout
    colours: tuple[tuple[int, int, int], ...]
    acting: tuple[int, ...] = ()
    names: tuple[str, ...] = ("Player 1",)


def _kind(kind: str, hands: int | None = None, uses: bool | None = None) -> str:
    """The id of the first Plot card of `kind` (a weapon: with `hands`, with or without a use number)."""
    for pid, p in _cards().plots.items():
        if p.kind != kind or (hands is not None and p.hands != hands) or (uses is not None and bool(p.uses) != uses):
            continue
        return pid
    raise LookupError(f"no {kind} Plot card in the content")


@lru_cache(maxsize=1)
def sheet_state() -> State:
    """A small built state: one character on level 1 carrying two weapons (one with charge tokens), an
    item and a trauma, hurt by SHEET_HURT."""
    cards = _cards()
    charged = _kind("weapon", hands=1, uses=True)
    weapons = [Held(_kind("weapon", hands=1, uses=False)), Held(charged, max(1, cards.plot(charged).uses - 1))]
    who = Character(
        SHEET_CHARACTER,
        cards.characters[SHEET_CHARACTER].life - SHEET_HURT,
        weapons=weapons,
        items=[_kind("item")],
        traumas=[_kind("trauma")],
    )
    levels = [Level(n, open=n == 1) for n in sorted(LEVEL_SIZES)]
    return State(players_n=1, expansion=False, teams=[], target=0, order=[0], players=[who], levels=levels)


def sheet(size: Size) -> pygame.Surface:
    """A character's sheet as the table draws it (table/sheets.py): its token, name and life out of the
    most (its bar), where it stands, the weapons in its two hands, an item and a trauma as chips, and
    their words under them where the sheet has room."""
    out = pygame.Surface(size, pygame.SRCALPHA)
    w, h = size
    scale = max(0.5, min((w - 4) / SHEET_SIZE[0], (h - 4) / SHEET_SIZE[1]))
    rect = pygame.Rect(0, 0, min(w - 4, round(SHEET_SIZE[0] * scale)), min(h - 4, round(SHEET_SIZE[1] * scale)))
    rect.center = (w // 2, h // 2)
    view = _SheetView(sheet_state(), _cards(), _SheetLayout((rect,), scale), tuple(seat_colours(1)))
    draw_sheets(out, view, sheet_boxes(view))
    return out
