"""Drawing the building in cross-section (read-only): five cardboard floors and the roof, each with its
face-down stack and count, its hallway with the characters standing in it, the rooms revealed beside
it as cards (the weapons on their floor, vending machines with their life tokens, abandoned monsters
with their damage), the board with each level's discard pile, curses pointing at their level, the
Plot deck, and the levels not yet reachable boarded up until their Exit is found (NC-MAP, NC-TURN-04).

Positions come from building_plan.py (building units); the camera turns them into pixels.
"""

from __future__ import annotations

import pygame

from tabletop.games.corp.state import BOSS_ROOM, HIDDEN, LEVELS, TOP
from tabletop.ui import look
from tabletop.ui.corp.starting import emblem
from tabletop.ui.corp.table import building_plan as BP
from tabletop.ui.corp.table.card_words import (  # noqa: F401  (names the table's modules and tests read here)
    CHIP_LETTERS,
    HYPHEN_PIECE,
    NAME_FLOOR,
    abbreviations,
    broken_rows,
    chip_label,
    chip_size,
    chip_words,
    clipped_rows,
    empty_stack,
    fitted,
    head_h,
    short_names,
    sub_words,
    title_rows,
    whole_words,
    word_pieces,
)
from tabletop.ui.corp.team_colours import seat_team_colour

WALL = (128, 92, 58)
WALL_DARK = (84, 58, 36)
HALL = (206, 182, 138)
HALL_LINE = (160, 132, 92)
ROOF = (96, 70, 52)
BOARD = (44, 78, 60)
CARD_BACK = (58, 40, 74)
CARD_FACE = (238, 228, 204)
INK = (34, 24, 18)
# A room card's kind by its head: red monster, grey empty room, amber loot, green exit, magenta boss. Each
# carries its name's BONE letters at a contrast of 4.5 or more (the old loot gold read at 2.4, the empty grey
# at 3.3, the exit green at 3.5), and the kinds stay ΔE 20 apart for normal sight and under simulated
# protanopia, deuteranopia and tritanopia (the old monster and exit were ΔE 15 under deuteranopia):
# darker heads apart by lightness as well as hue (tests/ui/corp/test_chip_colours.py; r28 access).
KIND_COLOURS = {
    "monster": (100, 17, 2),
    "empty": (52, 52, 52),
    "loot": (131, 83, 2),
    "exit": (56, 104, 65),
    "boss": (156, 11, 133),
}
# A chip's kind by its fill: the kinds that meet (a sheet's weapon, item, trauma, curse and fist; a room
# card's weapon, item and machine) stay ΔE 20 apart for normal sight and under simulated protanopia,
# deuteranopia and tritanopia, and each carries BONE words at a contrast of 4.5 (the old green item and
# red trauma fell together under deuteranopia, ΔE 13; tests/ui/corp/test_chip_colours.py).
CHIP_COLOURS = {"weapon": (40, 56, 110), "item": (10, 108, 70), "machine": (120, 84, 16), "trauma": (170, 52, 0)}
LIT = (250, 208, 90)
# An explored room's grey wash, and the ink of its "explored" on the washed face: dark, at a contrast of
# 4.5 or more (the old near-white ink on the grey face was 2.5: tests/ui/corp/test_chip_colours.py).
# The head keeps its kind's colour: greyed too, the kinds of explored rooms came together (ΔE 13, empty and
# exit, under deuteranopia; monster and boss 14 under tritanopia) while the head of an empty room hardly
# greyed at all (ΔE 2): the face carries "explored" (ΔE 28 from a new card's, under every deficiency).
EXPLORED_WASH = (60, 50, 44, 110)
EXPLORED_INK = INK


def washed_colour(rgb) -> tuple[int, int, int]:
    """`rgb` under an explored room's grey wash (EXPLORED_WASH laid over it)."""
    *wash, alpha = EXPLORED_WASH
    a = alpha / 255
    return tuple(round(c * (1 - a) + w * a) for c, w in zip(rgb, wash))  # type: ignore[return-value]


def to_rect(camera, box) -> pygame.Rect:
    """A building box as a screen rectangle."""
    x0, y0 = camera.map_to_screen(box[0], box[1])
    x1, y1 = camera.map_to_screen(box[2], box[3])
    return pygame.Rect(int(x0), int(y0), max(1, int(x1 - x0)), max(1, int(y1 - y0)))


def fsize(camera, units: float) -> int:
    """A font size of `units` building units, never unreadably small."""
    return max(8, int(camera.scale * units))


def line(surface, s: str, size: int, pos, colour=INK, kind="sans", anchor="topleft", width: int | None = None):
    """A line of text without shadow, fitted to `width` when given (see `fitted`)."""
    if width is not None:
        s, size = fitted(s, size, kind, width)
    f = look.font(kind, size)
    img = f.render(s, True, colour)
    r = img.get_rect(**{anchor: (int(pos[0]), int(pos[1]))})
    surface.blit(img, r)
    return r


def rows_on(surface, s: str, size: int, pos, colour, kind: str, width: int, up: bool = False, short: str = "") -> None:
    """`s` centred on `pos` in one row, or in rows of whole words when one row is wider than `width`
    even in a letter two points smaller (Large text on a small window: "Boss's door" lost its "door",
    "5 discarded" ran over its card's edge);
    `up`: `pos` is the last row's foot, the rows rise from it; `short`: words for a row too narrow for `s`
    (a closed roof's planks and words lay over a second row)."""
    for smaller in range(size, max(7, size - 2) - 1, -1):  # one row in a letter up to two points smaller
        if look.font(kind, smaller).size(s)[0] <= width:
            size = smaller
            break
    f = look.font(kind, size)
    if short and f.size(s)[0] > width:  # the shorter wording that still says it, in one row
        s = short
    rows = [s] if f.size(s)[0] <= width else look.wrap_lines(s, f, width)
    lh = f.get_linesize()
    y = pos[1] - lh * len(rows) if up else pos[1]
    for row in rows:
        line(surface, row, size, (pos[0], y), colour, kind, "midtop", width)
        y += lh


def card_back(surface, r: pygame.Rect, label: str = "", count: int | None = None, size: int = 10) -> None:
    """A face-down card (a stack shows its thickness and count)."""
    if count is not None and count > 1:
        for k in (3, 2, 1):
            if count > k * 3:
                pygame.draw.rect(surface, (30, 20, 38), r.move(k * 2, -k * 2), border_radius=4)
    pygame.draw.rect(surface, CARD_BACK, r, border_radius=4)
    pygame.draw.rect(surface, look.BRASS, r, 1, border_radius=4)
    inner = r.inflate(-max(4, r.w // 6), -max(4, r.h // 6))
    pygame.draw.rect(surface, (84, 60, 104), inner, 1, border_radius=3)
    top = r.top + 2
    if label:
        line(surface, label, size, (r.centerx, r.top + 4), look.BONE, "sans_bold", "midtop", r.w - 4)
        top = r.top + 4 + look.font("sans_bold", size).get_height()
    if count is not None:
        # under the label, never on it: a short card (the boss stacks, a small window) lowers and shrinks
        # the number (play-test r19: "Boss 1-3" lay under its "3" at 960x600)
        big = int(size * 1.6)
        while big > 7 and look.font("serif_bold", big).get_ascent() > r.bottom - 2 - top:
            big -= 1
        h = look.font("serif_bold", big).get_ascent()
        y = max(r.centery, top + h // 2 + 1)
        line(surface, str(count), big, (r.centerx, min(y, r.bottom - 2 - h // 2)), look.AMBER, "serif_bold", "center")


def card_face(
    surface,
    r: pygame.Rect,
    title: str,
    kind: str,
    size: int,
    sub: str = "",
    shown: int = 0,
    room: int = 0,
    names: list | None = None,
    washed: bool = False,
) -> int:
    """A face-up card: a coloured head with the name on up to three lines, the face below; returns the
    y where the face's free part begins. `shown`: the width left showing of a card in a fanned row (the
    next one lies over the rest): its words are laid in that part. `room`: the most pixels the head and
    sub-line may take (what is drawn under them, and who stands at the card's foot, keep the rest): the
    sub-line goes first, then the name takes a smaller letter or a shorter form (play-test r20: a
    three-row name lay under its monster's badge and the tokens). `names`: the card's names, longest
    first (`CorpCards.names`), for `title_rows`. `washed`: an explored room's, its face greyed by
    EXPLORED_WASH, its head in its kind's colour and its name in full bone (r28: the wash laid over the name
    read at 2.2 to 3.6; r30: over the head, it brought the kinds within ΔE 13 of each other)."""
    pygame.draw.rect(surface, (0, 0, 0), r.move(2, 2), border_radius=4)
    pygame.draw.rect(surface, washed_colour(CARD_FACE) if washed else CARD_FACE, r, border_radius=4)
    w = min(r.w, shown) if shown > 0 else r.w
    cx = r.x + w // 2
    rows, size_ = title_rows(title, size, w - 4, 0, names)
    sub_h = look.font("sans", max(8, size_ - 1)).get_linesize() if sub else 0
    if room and head_h(len(rows), size_) + sub_h > room:
        sub, sub_h = "", 0  # the card's tooltip says its level and kind
        if head_h(len(rows), size_) > room:
            rows, size_ = title_rows(title, size, w - 4, room, names)
    rows, size = rows or [""], size_
    f = look.font("sans_bold", size)
    lh = f.get_linesize()
    head = pygame.Rect(r.x, r.y, r.w, head_h(len(rows), size))
    colour = KIND_COLOURS.get(kind, (90, 90, 90))  # explored too: the grey face and "explored" say that
    pygame.draw.rect(surface, colour, head, border_top_left_radius=4, border_top_right_radius=4)
    pygame.draw.rect(surface, washed_colour(INK) if washed else INK, r, 1, border_radius=4)
    for k, row in enumerate(rows):
        line(surface, row, size, (cx, head.y + 2 + k * lh), look.BONE, "sans_bold", "midtop", w - 3)
    y = head.bottom + 1
    if sub:
        words, k = sub_words(sub, max(8, size - 1), w - 4)
        if words:
            line(surface, words, k, (cx, y), INK, "sans", "midtop")
        y += sub_h
    return y


def token(
    surface, centre, radius: int, colour, letter: str, alive: bool = True, infected: bool = False, team=None
) -> None:
    """A character's token: its seat colour and emblem letter (a second cue); grey and crossed when dead;
    `team`: its team's colour, a ring round its edge between two dark lines (it reads on any seat colour
    and on the table)."""
    fill = colour if alive else (96, 92, 88)
    pygame.draw.circle(surface, (0, 0, 0), (centre[0] + 2, centre[1] + 2), radius)
    pygame.draw.circle(surface, fill, centre, radius)
    edge = max(2, radius // 6)
    if team is not None:
        ring = max(2, radius // 4)
        pygame.draw.circle(surface, INK, centre, radius, ring + 2)
        pygame.draw.circle(surface, team, centre, radius - 1, ring)
        edge = 2 if infected else 0
        radius -= ring + 1  # an infection's green line inside the ring
    if edge:
        pygame.draw.circle(surface, (90, 200, 90) if infected else INK, centre, radius, edge)
    ink = INK if sum(fill) > 380 else look.BONE
    line(surface, letter, max(8, int(radius * 1.2)), centre, ink, "serif_bold", "center")
    if not alive:
        d = int(radius * 0.7)
        pygame.draw.line(surface, EMBER_DARK, (centre[0] - d, centre[1] - d), (centre[0] + d, centre[1] + d), 3)
        pygame.draw.line(surface, EMBER_DARK, (centre[0] - d, centre[1] + d), (centre[0] + d, centre[1] - d), 3)


EMBER_DARK = (150, 30, 24)


def draw_building(surface, view, plan: BP.Plan, lit: set = frozenset(), hover=None) -> None:
    """The whole cross-section into the building's rectangle; `lit` holds (kind, key) that take a click
    now (outlined), `hover` the (kind, key) under the mouse (none: the table caches the picture and
    draws the outlines over it each frame, draw_lit)."""
    st, cards, cam = view.state, view.cards, view.camera
    area = pygame.Rect(view.layout.building)
    old = surface.get_clip()
    surface.set_clip(area)
    _floors(surface, st, plan, cam)
    _board(surface, st, cards, plan, cam)
    _stacks(surface, st, cards, plan, cam, getattr(view, "peek", None))
    _rooms(surface, st, cards, plan, cam)
    _foes_in_halls(surface, st, cards, plan, cam)
    _acting_rings(surface, view, plan, cam)  # under the chips: a ring never lies on a chip's words
    _floor_cards(surface, st, cards, plan, cam)
    _tokens(surface, view, plan, cam, rings=False)
    _closed(surface, st, plan, cam)
    surface.set_clip(old)
    draw_lit(surface, view, plan, lit, hover)


def draw_lit(surface, view, plan: BP.Plan, lit: set, hover, pointed: set = frozenset()) -> None:
    """The outline of everything on the building that takes a click now, the one under the mouse bolder
    (drawn every frame over the cached picture: cheap); `pointed`: what the hovered plaque stands for,
    ringed twice so the eye finds it on the building."""
    old = surface.get_clip()
    surface.set_clip(pygame.Rect(view.layout.building))
    cam = view.camera
    for kind, key, box in plan.boxes:
        hidden = kind == "floor_more"  # the "+N more" chip stands for the cards it hides
        if (kind, key) in lit or (hidden and any(("floor_card", (key[0], c)) in lit for c in key[1])):
            width = 3 if hover == (kind, key) else 2
            ring(surface, cam, plan, kind, box, 4, width, LIT, 6)
        if (kind, key) in pointed or (hidden and any(("floor_card", (key[0], c)) in pointed for c in key[1])):
            ring(surface, cam, plan, kind, box, 6, 4, LIT, 7)
            ring(surface, cam, plan, kind, box, 14, 2, INK, 9)
    surface.set_clip(old)


def ring(surface, cam, plan: BP.Plan, kind: str, box, grow: int, width: int, colour, radius: int) -> None:
    """A ring round a box, `grow` pixels bigger. Round a room card in a fanned row it keeps to the part of
    the card left showing: on a side where another card lies over it (or it lies over another) it ends
    in a line two pixels wide on the edge between the two cards, never inside the other card, nor deep
    inside its own (play-test r24, 960x600 with Large text: a ring crossed the next card's name,
    "Overtime" read "vertime"; at 1280x800 "Bloodsucking", "Stand" and "Espresso" lost a letter)."""
    card = to_rect(cam, box)
    r = card.inflate(grow, grow)
    # a short box (a chip on a small window): a rounder corner would cut into the box and its words
    radius = min(radius, r.h // 4)
    lo, hi = r.x, r.right
    if kind == "room":
        row = [b for _k, b in plan.of("room") if b[1] == box[1] and b[0] != box[0]]
        over = [b[0] for b in row if box[0] < b[0] < box[2]]  # the cards lying over its right part
        if over:  # to the next card's left edge, as `_rooms` lays it
            hi = min(hi, int(cam.map_to_screen(min(over), 0)[0]) + 1)
        if any(b[0] < box[0] < b[2] for b in row):  # it lies over the right part of the card before it
            lo = max(lo, card.x - 1)
    if (lo, hi) == (r.x, r.right):
        pygame.draw.rect(surface, colour, r, width, border_radius=radius)
        return
    old = surface.get_clip()
    surface.set_clip(old.clip(pygame.Rect(lo, r.y, hi - lo, r.h)))
    pygame.draw.rect(surface, colour, r, width, border_radius=radius)
    surface.set_clip(old)
    for x, cut in ((lo, lo != r.x), (hi - 2, hi != r.right)):
        if cut:
            pygame.draw.rect(surface, colour, pygame.Rect(x, r.y, 2, r.h))


def _floors(surface, st, plan, cam) -> None:
    for level in (*LEVELS, TOP):
        box = plan.box("floor", level)
        if box is None:
            continue
        r = to_rect(cam, box)
        pygame.draw.rect(surface, ROOF if level == TOP else WALL, r)
        hall = to_rect(cam, plan.box("hall", level) or box)
        pygame.draw.rect(surface, HALL, hall)
        # floor boards and a skirting line: a hallway you can stand in
        pygame.draw.line(surface, HALL_LINE, (hall.left, hall.bottom - 3), (hall.right, hall.bottom - 3), 2)
        for k in range(1, 8):
            x = hall.left + k * hall.w // 8
            pygame.draw.line(surface, (196, 170, 126), (x, hall.top + 4), (x, hall.top + hall.h // 3), 1)
        pygame.draw.rect(surface, WALL_DARK, r, 3)
        label = "Roof" if level == TOP else f"Level {level}"
        line(surface, label, fsize(cam, 0.55), (hall.left + 4, hall.top + 2), INK, "serif_bold")
    # the roof's gable above the top floor
    top = to_rect(cam, plan.box("floor", TOP) or (0, 0, 1, 1))
    pygame.draw.polygon(
        surface,
        (70, 50, 38),
        [(top.left - 6, top.top), (top.centerx, top.top - int(cam.scale * 0.9)), (top.right + 6, top.top)],
    )


def _board(surface, st, cards, plan, cam) -> None:
    """The board beside the building: each level's discard pile (NC-MAP-01)."""
    y0 = BP.floor_top(TOP)
    y1 = BP.floor_top(1) + BP.FLOOR_H
    r = to_rect(cam, (BP.BOARD_X0, y0, BP.BOARD_X1, y1))
    pygame.draw.rect(surface, BOARD, r, border_radius=6)
    pygame.draw.rect(surface, look.BRASS_DARK, r, 2, border_radius=6)
    size = fsize(cam, 0.42)
    for key, box in plan.of("discard"):
        cr = to_rect(cam, box)
        pile = st.levels[int(key) - 1].discard
        if pile:
            card_face(surface, cr, cards.name(pile[-1]), cards.room(pile[-1]).kind, size, names=cards.names(pile[-1]))
            rows_on(
                surface, f"{len(pile)} discarded", size, (cr.centerx, cr.bottom - 2), INK, "sans", cr.w - 4, up=True
            )
        else:
            pygame.draw.rect(surface, (60, 100, 76), cr, 1, border_radius=4)
            line(surface, "discard", size, cr.center, (150, 190, 160), "sans", "center")
    for _key, box in plan.of("plot_discard"):
        cr = to_rect(cam, box)
        if st.plot_discard:
            top = st.plot_discard[-1]
            card_face(surface, cr, cards.name(top), cards.plot(top).kind, size, names=cards.names(top))
            n = len(st.plot_discard)  # "1 Plot", "2 Plots" (it read "1 Plots", play-test r22)
            rows_on(
                surface,
                f"{n} Plot{'s' if n != 1 else ''}",
                size,
                (cr.centerx, cr.bottom - 2),
                INK,
                "sans",
                cr.w - 4,
                True,
            )
        else:
            pygame.draw.rect(surface, (60, 100, 76), cr, 1, border_radius=4)
            line(surface, "Plot discard", size, cr.center, (150, 190, 160), "sans", "center", cr.w)


def _stacks(surface, st, cards, plan, cam, peek=None) -> None:
    size = fsize(cam, 0.42)
    for key, box in plan.of("stack"):
        n = len(st.levels[int(key) - 1].stack)
        r = to_rect(cam, box)
        if n and peek is not None and peek.level == int(key):
            _peeked_stack(surface, r, cards, peek, n, size)
        elif n:
            card_back(surface, r, "Rooms", n, size)
        else:
            pygame.draw.rect(surface, WALL_DARK, r, 1, border_radius=4)
            line(surface, empty_stack(st.levels[int(key) - 1])[0], size, r.center, look.BONE, "sans", "center", r.w)
    for key, box in plan.of("boss_stack"):
        card_back(surface, to_rect(cam, box), f"Boss {key}", len(st.boss_stacks.get(str(key), [])), size)
    for _key, box in plan.of("plot_deck"):
        card_back(surface, to_rect(cam, box), "Plot deck", len(st.plot_deck), size)
    for _key, box in plan.of("leftovers"):
        card_back(surface, to_rect(cam, box), "Set aside", len(st.leftovers), size)
    for _key, box in plan.of("door"):
        r = to_rect(cam, box)
        opened = BOSS_ROOM in st.areas
        pygame.draw.rect(surface, (60, 30, 24) if not opened else (20, 12, 10), r, border_radius=3)
        pygame.draw.rect(surface, look.BRASS, r, 2, border_radius=3)
        if peek is None or peek.level != TOP:  # the knob would lie under the name looked at
            pygame.draw.circle(surface, look.BRASS, (r.right - r.w // 5, r.centery), max(2, r.w // 12))
        words = "Boss's door" if not opened else "Door open"
        short = "Boss" if not opened else "Open"  # on the door, "Boss" says whose it is
        rows_on(surface, words, size, (r.centerx, r.top + 3), look.BONE, "sans_bold", r.w - 4, short=short)
        if peek is not None and peek.level == TOP and not opened:  # the seat looked behind it (NC-FAQ-12)
            _door_peek(surface, r, cards.names(peek.cards[0]), size)
        elif st.boss == HIDDEN and not opened:
            line(surface, "a boss waits", size, (r.centerx, r.bottom - 3), look.AMBER, "sans", "midbottom", r.w - 2)
    for key, box in plan.of("curse"):
        r = to_rect(cam, box)
        top = card_face(surface, r, cards.name(str(key)), "boss", size)  # a long name takes two rows
        curse = cards.curse(str(key))
        room = pygame.Rect(r.x + 3, top + 2, r.w - 6, max(0, r.bottom - top - 4))
        _wrapped(surface, curse.text, size - 1, room, INK, 6, curse.short)
        # the curse points at its level
        tip = to_rect(cam, (BP.LEFT - 0.2, box[1] + 0.8, BP.LEFT, box[1] + 1.0))
        pygame.draw.polygon(
            surface, (110, 30, 90), [(r.right, r.centery - 5), (tip.right, r.centery), (r.right, r.centery + 5)]
        )


LOOKED = ("you looked:", "looked:", "seen:")  # the door's words over the boss looked at, whole, the longest that fits


def _door_peek(surface, r: pygame.Rect, names: list[str], size: int) -> None:
    """The boss the seat at the screen looked at, named on the door under "you looked:" as a card names
    it (`title_rows` with its names: the name, else its short name, else a whole word of it or it cut with
    a full stop), in the rows the door has left; a name that only breaks at its own hyphen ("Yog-",
    "Sothoth") breaks there. Never cut with an ellipsis (play-test r27 at 960x600 with Large text: "you
    looked: Nyarlat…", "Head of PR"); the door's tooltip names it whole."""
    y = r.top + 3 + look.font("sans_bold", size).get_linesize() + 2
    width = r.w - 4  # inside the door's brass edge
    label = next((w for w in LOOKED if fitted(w, size, "sans", width)[0] == w), LOOKED[-1])
    said = line(surface, label, size, (r.centerx, y), look.BONE, "sans", "midtop", width)
    room = r.bottom - 2 - said.bottom
    # the name, also with its comma left out where its rows break ("Nyarlathotep", "Head of PR"), before the short name
    forms = list(dict.fromkeys([names[0], names[0].replace(",", ""), *names[1:]]))
    rows, k = title_rows(forms[0], size, width, room, forms)
    if not rows:  # a short name wider than the door, cut nowhere but at its own hyphen
        floor = max(NAME_FLOOR, min(size, 8) - 1)
        f = look.font("sans_bold", floor)
        pieces = [p + "-" for p in names[-1].split("-")[:-1]] + names[-1].split("-")[-1:]
        if len(pieces) > 1 and all(f.size(p)[0] <= width for p in pieces) and len(pieces) * f.get_linesize() <= room:
            rows, k = pieces, floor
    f = look.font("sans_bold", k)
    y = said.bottom
    for row in rows:
        line(surface, row, k, (r.centerx, y), look.AMBER, "sans_bold", "midtop")
        y += f.get_linesize()


def _peeked_stack(surface, r: pygame.Rect, cards, peek, n: int, size: int) -> None:
    """A stack whose top cards the seat at the screen has looked at: its count above, the next card
    face up below (its tooltip names them all, in order)."""
    card_back(surface, r, "", n, size)
    pygame.draw.rect(surface, CARD_BACK, r.inflate(-2, -2), border_radius=4)  # the count moves up
    line(surface, f"Rooms: {n}", size, (r.centerx, r.top + 3), look.AMBER, "sans_bold", "midtop", r.w - 4)
    face = pygame.Rect(r.x + 2, r.y + int(r.h * 0.22), r.w - 4, r.h - int(r.h * 0.22) - 2)
    top = peek.cards[0]
    card_face(surface, face, cards.name(top), cards.room(top).kind, size, "you looked: next", names=cards.names(top))
    more = len(peek.cards) - 1
    if more:
        # whole, else shorter: on a small window "then 2 more" lost its "more" and read "then 2"
        k = max(8, size - 1)
        says = [f"then {more} more", f"+{more} more", f"+{more}"]
        words = next((w for w in says if fitted(w, k, "sans", face.w - 4)[0] == w), says[-1])
        line(surface, words, k, (face.centerx, face.bottom - 2), INK, "sans", "midbottom", face.w - 4)


def _wrapped(surface, text: str, size: int, r: pygame.Rect, colour, most: int, short: str = "") -> None:
    """`text` in at most `most` rows inside `r`: in a letter up to two points smaller when that makes it
    fit whole; else `short` (the text in a few words, authored with the card) likewise (play-test r19: a
    curse read "Nobody…" at 960x600); else the last row shown ends in an ellipsis, so a cut sentence
    never reads as complete (the card's tooltip says it all)."""
    first = max(7, size)
    for words in (text, short) if short else (text,):
        for smaller in range(first, max(7, first - 2) - 1, -1):
            f = look.font("sans", smaller)
            room = min(most, r.h // f.get_linesize())
            rows = look.wrap_lines(words, f, max(10, r.w))
            if len(rows) <= room and all(f.size(row)[0] <= r.w for row in rows):
                break
        else:
            continue
        break
    else:
        rows = clipped_rows(rows, room, lambda t, f=f: f.size(t)[0], r.w)
    y = r.top
    for row in rows[: max(0, room)]:
        line(surface, row, smaller, (r.left, y), colour, "sans", "topleft", r.w)
        y += f.get_linesize()


def _foot(st, plan, cam, key: str, r: pygame.Rect) -> int:
    """The y a room card's words end above: the highest of the tokens of those in it and the chips of
    what lies on its floor (drawn over its lower part), as drawn (a token and a chip's words are bigger
    than their boxes on a small window), else the card's foot."""
    tops = [token_top(to_rect(cam, b)) for k, b in plan.of("token") if st.players[int(k)].room == key]
    chip_h = look.font("sans_bold", fsize(cam, 0.4)).get_height()
    for (a, _c), b in plan.of("floor_card") + plan.of("floor_more"):
        if a == key:
            chip = to_rect(cam, b)
            tops.append(min(chip.top, chip.centery - chip_h // 2))
    return min([r.bottom - 2, *tops]) - 1


def token_radius(r: pygame.Rect) -> int:
    """The radius a token is drawn with in its box: never under 5 px, so its letter reads."""
    return max(5, r.w // 2)


def token_top(r: pygame.Rect) -> int:
    """The top of a token as drawn."""
    return r.centery - token_radius(r)


def _rooms(surface, st, cards, plan, cam) -> None:
    size = fsize(cam, 0.42)
    rooms = plan.of("room")
    for key, box in rooms:
        key = str(key)
        r = to_rect(cam, box)
        # the part of the card left showing in a fanned row: its words are laid there, whole
        nxt = min([b[0] for _k, b in rooms if b[1] == box[1] and box[0] < b[0] < box[2]] + [box[2]])
        shown = max(1, int(cam.map_to_screen(nxt, 0)[0]) - r.x)
        area = st.areas.get(key)
        foes = area.foes if area is not None else []
        away = BP.card_away(st, key)  # its card went on (Restructuring): the room stays, nameless
        explored = area is not None and area.discarded
        # the name, its sub-line ("explored" on an explored card), then its monsters' badges, all above
        # the tokens and chips at its foot: the name gives way before a badge does (play-test r20)
        foot = _foot(st, plan, cam, key, r)
        said, ek = whole_words("explored", size, "sans_bold", min(r.w, shown) - 4) if explored else ("", size)
        # the word's whole box and a pixel under it (with Large text a font is a pixel taller than its rows)
        said_h = look.font("sans_bold", ek).get_height() + 2 if said else 0
        # with no room for a row of the name beside the badges, "explored" goes (the grey wash says it)
        if said and foot - r.y - len(foes) * (size + 4) - said_h < head_h(1, min(size, 8)):
            said, said_h = "", 0
        room = foot - r.y - len(foes) * (size + 4) - said_h
        if key == BOSS_ROOM:
            title = cards.name(st.boss) if st.boss and st.boss != HIDDEN else "The boss"
            names = cards.names(st.boss) if st.boss and st.boss != HIDDEN else None
        else:
            title = AWAY_WORDS if away else cards.room(key).name
            names = None if away else cards.names(key)
        w = min(r.w, shown) - 4
        if (
            said
            and not title_rows(title, size, w, room, names)[0]
            and title_rows(title, size, w, room + said_h, names)[0]
        ):
            # the name before "explored": a squeezed card with tokens in two rows showed a blank head
            # (play-test r25, 960x600 with Large text, beside the fight window); the grey wash says it
            room, said, said_h = room + said_h, "", 0
        if key == BOSS_ROOM:
            free = card_face(surface, r, title, "boss", size, "the boss's room", shown, room, names, explored)
        elif away:
            free = card_face(surface, r, AWAY_WORDS, "empty", size, "", shown, room, washed=explored)
        else:
            card = cards.room(key)
            sub = {"monster": f"level {card.level} {card.type}", "exit": f"Exit {card.exit_level}"}.get(
                card.kind, card.kind
            )
            sub = "" if explored else sub  # "explored" says it
            free = card_face(surface, r, card.name, card.kind, size, sub, shown, room, names, explored)
        # explored: its card went to the discard pile; it stays only for who stands in it or what lies on
        # its floor (NC-TURN-09/14), greyed (card_face's `washed`) so nobody takes it for a room to enter,
        # its name still readable; "explored" under the name, where the sub-line was (with no room left
        # above the tokens the grey says it)
        if explored and said and free + said_h <= foot:
            line(surface, said, ek, (r.x + min(r.w, shown) // 2, free + 1), EXPLORED_INK, "sans_bold", "midtop")
            free += said_h
        # the badges in the card's middle when there is room, else right under its words
        top = max(free + 1, r.y + int(r.h * 0.42))
        if top + len(foes) * (size + 4) > foot:
            top = free + 1
        for i, foe in enumerate(foes):
            badge = pygame.Rect(r.x + 2, top + i * (size + 4), min(r.w, shown) - 4, size + 3)
            _foe_badge(surface, cards, foe, badge, size)


AWAY_WORDS = "A room"  # the head of a room whose card went on (`building_plan.card_away`)


def dice_words(n: int) -> str:
    """ "1 die", "3 dice": a monster's menace in words (play-test r19: a card read "1 dice")."""
    return "1 die" if n == 1 else f"{n} dice"


def _foe_stats(cards, foe) -> tuple[str, int, int]:
    """(name, menace, life left) of a living foe (a room's monster or the boss)."""
    try:
        c = cards.boss(foe.card)
        return c.name, c.menace, c.life + foe.more_life - foe.damage  # a boss that grew with the survivors
    except KeyError:
        c = cards.room(foe.card)
        return c.name, c.menace, c.life - foe.damage


def _foe_badge(surface, cards, foe, r: pygame.Rect, size: int) -> None:
    """A monster's menace and life left (its damage kept while abandoned, NC-ABAN-02)."""
    _name, menace, left = _foe_stats(cards, foe)
    pygame.draw.rect(surface, (120, 30, 28), r, border_radius=3)
    words = f"{dice_words(menace)} · {left} life" + (f" (-{foe.damage})" if foe.damage else "")
    words, k = whole_words(words, max(7, size - 1), "sans_bold", r.w - 2)
    if words.split() == [str(menace)]:  # "2" alone, its "dice" dropped: says nothing
        words, k = whole_words(f"{menace}D", k, "sans_bold", r.w - 2)
    if words:
        line(surface, words, k, r.center, look.BONE, "sans_bold", "center")


def _foes_in_halls(surface, st, cards, plan, cam) -> None:
    size = fsize(cam, 0.42)
    for key, box in plan.of("foe"):
        area_key, card = key  # type: ignore[misc]
        r = to_rect(cam, box)
        foe = next((f for f in st.areas[area_key].foes if f.card == card), None)
        if foe is None:
            continue
        name, _m, _l = _foe_stats(cards, foe)
        card_face(surface, r, name, "monster", size, "in the hallway", names=cards.names(foe.card))
        _foe_badge(surface, cards, foe, pygame.Rect(r.x + 2, r.bottom - size - 6, r.w - 4, size + 3), size)


def _floor_cards(surface, st, cards, plan, cam) -> None:
    """Weapons, items and vending machines lying in an area: a chip each (name, dice, tokens)."""
    size = fsize(cam, 0.4)
    for key, box in plan.of("floor_card"):
        area_key, card = key  # type: ignore[misc]
        r = to_rect(cam, box)
        area = st.areas.get(area_key)
        if area is None:
            continue
        machine = next((m for m in area.machines if m.card == card), None)
        plot = cards.plot(card)
        # its name, then the short name its card data gives it ("Nailer", "Stapler": "Gun +2D" told
        # neither, play-test r25; a machine's tells which: "Vending", "Alien")
        names = cards.names(card)
        if machine is not None:
            kind, tails = (
                "machine",
                # the tokens left ("Snack: 4 life" read as "heals 4": play-test)
                (f": {machine.tokens} life tokens", f": {machine.tokens} tokens", f" ×{machine.tokens}"),
            )
        elif plot.kind == "weapon":
            kind, tails = "weapon", (f" +{plot.dice}D",)
        else:
            kind, tails = "item", ("",)
        # the words from the chip's border and a pixel (the widest a small window leaves, play-test r24)
        words, k, letter = chip_label(plot.name, tails, chip_size(size, r.h), r.w - 4, names)
        pygame.draw.rect(surface, CHIP_COLOURS[kind], r, border_radius=3)
        pygame.draw.rect(surface, INK, r, 1, border_radius=3)
        if words:
            line(surface, words, k, (r.x + 2, r.centery), look.BONE, letter, "midleft", r.w - 4)
    for key, box in plan.of("floor_more"):  # more than the card holds: the rest in one chip
        _area, hidden = key  # type: ignore[misc]
        r = to_rect(cam, box)
        pygame.draw.rect(surface, (88, 70, 58), r, border_radius=3)
        pygame.draw.rect(surface, INK, r, 1, border_radius=3)
        line(
            surface, f"+{len(hidden)} more here", size, (r.x + 3, r.centery), look.BONE, "sans_bold", "midleft", r.w - 5
        )


def _acting_rings(surface, view, plan, cam) -> None:
    """The gold ring round the token of each seat that may act now (play-test r25: drawn over the chips,
    it lay on the top of the words of the chip under the token; drawn before them, a chip covers it)."""
    for key, box in plan.of("token"):
        if int(key) in view.acting:  # type: ignore[arg-type]
            r = to_rect(cam, box)
            pygame.draw.circle(surface, LIT, r.center, r.w // 2 + 4, 2)


def _tokens(surface, view, plan, cam, rings: bool = True) -> None:
    """The characters' tokens; `rings`: with the ring round those who may act now (else `_acting_rings`
    drew them)."""
    st = view.state
    if rings:
        _acting_rings(surface, view, plan, cam)
    for key, box in plan.of("token"):
        seat = int(key)  # type: ignore[arg-type]
        r = to_rect(cam, box)
        p = st.players[seat]
        colour = view.colours[seat] if seat < len(view.colours) else look.BONE
        team = seat_team_colour(st, seat)
        token(surface, r.center, token_radius(r), colour, emblem(seat, colour), p.alive, p.infected is not None, team)


def boarded(floor_box) -> tuple[float, float, float, float]:
    """The part of a closed floor boarded up: its hallway, not the stacks left of it."""
    return (BP.HALL_X0 - 0.15, floor_box[1], floor_box[2], floor_box[3])


def _closed(surface, st, plan, cam) -> None:
    """Levels not reachable yet: boarded up with the reason (NC-TURN-04, NC-ROOM-05)."""
    for level in (*LEVELS, TOP):
        opened = st.top_open if level == TOP else st.levels[level - 1].open
        if opened:
            continue
        box = plan.box("floor", level)
        if box is None:
            continue
        # the hallway is boarded up; the stacks left of it stay readable (the boss stacks' labels and
        # every count lay under the planks, play-test)
        r = to_rect(cam, boarded(box))
        shade = pygame.Surface(r.size, pygame.SRCALPHA)
        shade.fill((16, 10, 8, 170))
        surface.blit(shade, r)
        for k in (0.4, 0.72):  # under the level's name
            y = r.top + int(r.h * k)
            pygame.draw.line(surface, (118, 84, 50), (r.left + 6, y - 6), (r.right - 6, y + 6), max(3, r.h // 9))
        words = f"Closed until the Exit of level {level - 1} is found"
        size = fsize(cam, 0.55)
        rows = look.wrap_lines(words, look.font("serif_bold", size), r.w - 8)
        lh = look.font("serif_bold", size).get_linesize()
        for k, row in enumerate(rows):
            y = r.centery + int((k - (len(rows) - 1) / 2) * lh)
            line(surface, row, size, (r.centerx, y), look.BONE, "serif_bold", "center", r.w - 8)
