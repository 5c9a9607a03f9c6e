"""The character sheets (read-only drawing, and where their parts are for the gestures): one a seat,
its colour and emblem, the character and who plays it, life out of the most it may have, the two
hands with what each holds (weapons with their dice, hands, range and charge tokens; a bare fist),
items, traumas, curses and infection (NC-PLOT-04..15, NC-CURSE, NC-CONTAG).

`sheet_boxes(view)` lays out every part in screen pixels: ("sheet", seat) and ("held", (seat, card))
for each weapon or item a seat carries (dragged to give it, clicked to use it)."""

from __future__ import annotations

import re

import pygame

from tabletop.core.protocol import player_name
from tabletop.games.corp import life
from tabletop.games.corp.action_words import character_name
from tabletop.games.corp.state import TOP
from tabletop.ui import look
from tabletop.ui.corp.starting import emblem
from tabletop.ui.corp.table.building_draw import CHIP_COLOURS, LIT, line, token
from tabletop.ui.corp.table.layout import letters
from tabletop.ui.corp.team_colours import seat_team_colour
from tabletop.ui.kit.panels import panel

CURSE_CHIP = (122, 8, 168)  # apart from the other chips under colour blindness: see CHIP_COLOURS
FIST_CHIP = (84, 70, 90)


def weapon_words(cards, held) -> str:
    """'Fire Axe +2D 2H' and its range and charge tokens where it has them."""
    w = cards.plot(held.card)
    out = f"{w.name} +{w.dice}D {w.hands}H"
    if w.range == "ranged":
        out += " ranged"
    if w.uses:
        out += f" {held.charges or 0}/{w.uses}"
    return out


# A weapon's words that say no more than its chip ("+1D, one-handed, ranged, 5 uses."): not repeated
# under the chips, so the room goes to the words a chip cannot say (play-test r18: with Large text at
# 960x600 a sheet had room for the pistol's stats and dropped the items' words).
BARE_WEAPON = re.compile(r"^\+\d+D, (one|two)-handed, (melee|ranged)(, \d+ uses?)?\.?$")

MORE_WORDS = "More: point at a card to read it."
# a special character's skill left out too: it is on no card, but the sheet's own tooltip says it (r27)
SKILL_MORE_WORDS = "More: point at the name or a card."


def _chip_w(words: str, size: int) -> int:
    return look.font("sans_bold", size).size(words)[0] + 10


def sheet_boxes(view) -> list[tuple[str, object, pygame.Rect, str, str]]:
    """(kind, key, rect, words, chip kind) of every part of every sheet, in drawing order."""
    st, L = view.state, view.layout
    out: list[tuple[str, object, pygame.Rect, str, str]] = []
    for seat, rect in enumerate(L.sheets):
        if seat >= len(st.players):
            break
        r = pygame.Rect(rect)
        out.append(("sheet", seat, r, "", ""))
        out += _chips(view, seat, r, L.scale, sheet_letters(view, seat))
    return out


def sheet_letters(view, seat: int) -> float:
    """The letter scale of a seat's sheet: the table's (layout.letters, larger with Large text), else the
    largest a step smaller at which every chip it carries stays on it (six seats, a full hand), else its
    scale (where a chip that does not fit is left to the sheet's tooltip, as before)."""
    s = view.layout.scale
    r = pygame.Rect(view.layout.sheets[seat])
    lt = letters(s)
    while lt > s:
        if len(_chips(view, seat, r, s, lt, whole=True)) == len(_carried(view, seat)):
            return lt
        lt = max(s, lt - 0.04 * s)
    return s


def letter_size(lt: float) -> int:
    """A sheet's chip and tag letter at the letter scale `lt`."""
    return max(9, int(11 * lt))


def _carried(view, seat: int) -> list[tuple[str, object, str, str]]:
    """(kind, key, words, chip kind) of what a seat's sheet shows as chips: its hands, then the rest."""
    st, cards = view.state, view.cards
    p = st.players[seat]
    hands: list[tuple[str, object, str, str]] = [
        ("held", (seat, w.card), weapon_words(cards, w), "weapon") for w in p.weapons
    ]
    used = sum(cards.plot(w.card).hands for w in p.weapons)
    if p.alive:  # the dead raise no fist (play-test r19: a fallen sheet read "Fist Fist")
        hands += [("fist", (seat, f"fist{k}"), "Fist", "fist") for k in range(max(0, 2 - used))]
    rest: list[tuple[str, object, str, str]] = [("held", (seat, i), cards.name(i), "item") for i in p.items]
    rest += [("trauma", (seat, t), cards.name(t), "trauma") for t in p.traumas]
    rest += [("curse", (seat, c), cards.name(c), "curse") for c in p.curses]
    return hands + rest


def _chips(view, seat: int, r: pygame.Rect, s: float, lt: float, whole: bool = False) -> list:
    """A sheet's chips at the letter scale `lt`, under its heading and tags, in rows; `whole`: none cut
    narrower than its words."""
    size = letter_size(lt)
    ch = int(size * 1.7)
    tags = len(tag_rows(view, seat, r.w - int(16 * s), size)) * look.font("sans", size).get_linesize()
    # under the tags, spaced by their letters' height (a second row of tags pushes the chips down)
    x = r.x + int(8 * s)
    y = max(r.y + int(44 * s) + tags - look.font("sans", size).get_linesize(), _tags_top(r, s, lt) + 2 + tags + 3)
    out = []
    for kind, key, words, chip in _carried(view, seat):
        w = _chip_w(words, size)
        if x + w > r.right - int(6 * s) and x > r.x + int(8 * s):
            x, y = r.x + int(8 * s), y + ch + 3
        if whole and w > r.right - x - int(6 * s):
            break
        w = min(w, r.right - x - int(6 * s))
        if y + ch > r.bottom - 2:
            break
        out.append((kind, key, pygame.Rect(x, y, w, ch), words, chip))
        x += w + 4
    return out


def _head_size(lt: float) -> int:
    """A sheet's heading letter (the player's name, the life) at the letter scale `lt`."""
    return max(10, int(13 * lt))


def _tags_top(r: pygame.Rect, s: float, lt: float) -> int:
    """The y of a sheet's first row of tags: under its heading, by the heading's letter (the table's
    letter: a sheet that takes a smaller one for its chips keeps its heading's)."""
    return r.y + int(8 * s) + _head_size(letters(s))


def draw_sheets(surface, view, boxes, lit: set = frozenset(), hover=None) -> None:
    """Every seat's sheet with its chips; a chip that takes a gesture now is outlined."""
    L = view.layout
    s = L.scale
    sizes = {
        seat: letter_size(sheet_letters(view, seat)) for seat in range(min(len(L.sheets), len(view.state.players)))
    }
    for kind, key, r, words, chip in boxes:
        if kind == "sheet":
            _head(surface, view, int(key), r, s)  # type: ignore[call-overload]
            continue
        size = sizes[key[0]]  # type: ignore[index]
        colour = {"weapon": CHIP_COLOURS["weapon"], "item": CHIP_COLOURS["item"], "trauma": CHIP_COLOURS["trauma"]}.get(
            chip, CURSE_CHIP if chip == "curse" else FIST_CHIP
        )
        pygame.draw.rect(surface, colour, r, border_radius=4)
        pygame.draw.rect(surface, (20, 14, 12), r, 1, border_radius=4)
        line(surface, words, size, (r.x + 5, r.centery), look.BONE, "sans_bold", "midleft", r.w - 8)
    draw_sheet_lit(surface, boxes, lit, hover)
    _card_texts(surface, view, boxes, sizes)


def draw_sheet_lit(surface, boxes, lit: set, hover) -> None:
    """The outline of the chips that take a gesture now (drawn every frame over the cached picture)."""
    for kind, key, r, _words, _chip in boxes:
        if kind != "sheet" and (kind, key) in lit:
            pygame.draw.rect(surface, LIT, r.inflate(4, 4), 3 if hover == (kind, key) else 2, border_radius=5)


def _card_texts(surface, view, boxes, sizes: dict) -> None:
    """Where a sheet is tall enough (few players), the words of what the character carries under its
    chips: a reader need not hover each card."""
    cards = view.cards
    bottoms: dict[int, int] = {}
    sheets: dict[int, pygame.Rect] = {}
    said: dict[int, list[str]] = {}
    for kind, key, r, _words, _chip in boxes:
        if kind == "sheet":
            sheets[int(key)] = r  # type: ignore[call-overload]
            skill = skill_words(view, int(key))
            if skill:  # first: a special character's skill is on no chip (play-test r19)
                said.setdefault(int(key), []).append(skill)
            continue
        seat, card = key  # type: ignore[misc]
        bottoms[seat] = max(bottoms.get(seat, 0), r.bottom)
        if kind in ("held", "trauma", "curse"):
            try:
                c = cards.curse(card) if kind == "curse" else cards.plot(card)
            except KeyError:
                continue
            if c.text and not BARE_WEAPON.match(c.text) and f"{c.name}: {c.text}" not in said.setdefault(seat, []):
                said[seat].append(f"{c.name}: {c.text}")
    for seat, rect in sheets.items():
        small = max(9, sizes.get(seat, 9) - 1)
        f = look.font("sans", small)
        top = bottoms.get(seat, rect.y) + 6
        blocks, more = said_rows(said.get(seat, []), f, rect.w - 20, top, rect.bottom - 4)
        y = top
        for row in (row for rows in blocks for row in rows):
            line(surface, row, small, (rect.x + 10, y), look.BONE_DIM, "sans")
            y += f.get_linesize()
        if more:
            skill = skill_words(view, seat)
            hidden = bool(skill) and look.wrap_lines(skill, f, rect.w - 20) not in blocks
            line(surface, SKILL_MORE_WORDS if hidden else MORE_WORDS, small, (rect.x + 10, y), look.BONE_DIM, "sans")


def said_rows(said: list[str], f, width: int, top: int, bottom: int) -> tuple[list[list[str]], bool]:
    """(the rows of each card's words shown, whether "More: ..." follows them) between `top` and
    `bottom`: each card's words whole or not at all (each chip's tooltip says them), in the chips'
    order; a card's words too long for the room left are passed over for the next card's that fit (a
    weapon's three lines left a sheet empty under "More", with room for a first-aid kit's). When some are
    left out a row says where the rest is, and the last card's words give way to it when there is no row
    left (play-test r27: a sheet showed four of five cards' words and nothing said a fifth was left out)."""
    step = f.get_linesize()
    wrapped = [look.wrap_lines(words, f, width) for words in said]
    shown, left_out = _fitted(wrapped, step, top, bottom)
    if not left_out or max(f.size(w)[0] for w in (MORE_WORDS, SKILL_MORE_WORDS)) > width:
        return shown, False
    if top + step > bottom:
        return [], False
    shown, _left_out = _fitted(wrapped, step, top, bottom - step)  # a row kept for "More"
    return shown, True


def _fitted(wrapped: list[list[str]], step: int, top: int, bottom: int) -> tuple[list[list[str]], bool]:
    """(the cards' rows that fit whole between `top` and `bottom`, in order, passing over any too long for
    the room left; whether any was passed over)."""
    shown: list[list[str]] = []
    y = top
    for rows in wrapped:
        if y + step * len(rows) > bottom:
            continue
        shown.append(rows)
        y += step * len(rows)
    return shown, len(shown) < len(wrapped)


def skill_words(view, seat: int) -> str:
    """ "Special: Each of your fists rolls +1D." for a special character (Aliens & Spirits, NC-START-10);
    "" for a basic one."""
    ch = view.cards.characters.get(view.state.players[seat].character)
    return f"Special: {ch.text}" if ch is not None and ch.special and ch.text else ""


def tag_rows(view, seat: int, width: int, size: int) -> list[str]:
    """The sheet's tags under the name (the character, its team, an infection, where it stands), as many
    a row as fit `width`, the rest on the next row: a long name in a teams game no longer pushes out
    where the character stands (play-test: in a room hidden behind the fight window its token is too)."""
    st, cards = view.state, view.cards
    p = st.players[seat]
    where = "the top floor" if p.level == TOP else f"level {p.level}"
    where += ", in a room" if p.room is not None else ", in the hallway"
    tags = [character_name(st, cards, seat)]
    if st.teams and p.team is not None:
        tags.append(f"team {p.team + 1}")
    if p.infected:
        tags.append(f"INFECTED: a {p.infected}")
    tags.append(where)
    f = look.font("sans", size)
    rows: list[str] = []
    for tag in tags:
        if rows and f.size(f"{rows[-1]} · {tag}")[0] <= width:
            rows[-1] = f"{rows[-1]} · {tag}"
        else:
            rows.append(tag)
    return rows


def _head(surface, view, seat: int, r: pygame.Rect, s: float) -> None:
    st, cards = view.state, view.cards
    p = st.players[seat]
    colour = view.colours[seat] if seat < len(view.colours) else look.BONE
    acting = seat in view.acting
    panel(surface, r, alpha=225, border=colour if acting else look.BRASS_DARK)
    if acting:
        pygame.draw.rect(surface, colour, r, 3, border_radius=8)
    rad = int(11 * s)
    team = seat_team_colour(st, seat)
    if team is not None:  # the team's colour down the sheet's left edge, as round its token
        pygame.draw.rect(surface, team, (r.x + 2, r.y + 6, max(3, int(4 * s)), r.h - 12), border_radius=2)
    token(
        surface,
        (r.x + int(8 * s) + rad, r.y + int(6 * s) + rad),
        rad,
        colour,
        emblem(seat, colour),
        p.alive,
        p.infected is not None,
        team,
    )
    lt = sheet_letters(view, seat)  # the words' scale (larger with Large text); the boxes keep `s`
    size = _head_size(letters(s))  # the name and life: the table's letter, whatever the chips take
    x = r.x + int(16 * s) + 2 * rad
    name = view.names[seat] if seat < len(view.names) else player_name(seat)
    most = life.max_life(st, cards, seat)
    life_words = f"{max(0, p.life)}/{most} life" if p.alive else "dead"
    lw = look.font("sans_bold", size).size(life_words)[0]
    line(surface, name, size, (x, r.y + int(4 * s)), colour, "sans_bold", "topleft", r.right - x - lw - int(16 * s))
    ink = (232, 84, 70) if (not p.alive or p.life <= 3) else (236, 210, 120)
    line(surface, life_words, size, (r.right - int(8 * s), r.y + int(4 * s)), ink, "sans_bold", "topright")
    small = letter_size(lt)
    y2 = _tags_top(r, s, lt)
    f = look.font("sans", small)
    for k, row in enumerate(tag_rows(view, seat, r.w - int(16 * s), small)):
        line(
            surface,
            row,
            small,
            (r.x + int(8 * s), y2 + 2 + k * f.get_linesize()),
            look.BONE,
            "sans",
            "topleft",
            r.w - int(16 * s),
        )
    # the life bar: what is left of the most this character may have
    bar = pygame.Rect(r.right - int(8 * s) - lw, r.y + int(5 * s) + size, lw, max(3, int(3 * s)))
    pygame.draw.rect(surface, (60, 30, 30), bar)
    if p.alive and most > 0:
        pygame.draw.rect(surface, (200, 60, 50), (bar.x, bar.y, int(bar.w * max(0, p.life) / most), bar.h))
