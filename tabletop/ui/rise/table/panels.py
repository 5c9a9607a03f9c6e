"""Player boards (one per seat, beside the Game board) and the cards in hand of the seat at the
screen, drawn as cards. Hit rectangles come from the same pure functions the drawing uses.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

import pygame

from tabletop.content.rise.board import ACADEMIES, GOOD_NAMES
from tabletop.content.rise.cards import Apprentice, DungeonCard, Item, Necromancer, Spell, card_text
from tabletop.games.rise import words as RW
from tabletop.games.rise.content import cards, track
from tabletop.games.rise.state import HIDDEN, MINION_KINDS, STOCK, counters_placed
from tabletop.ui import look
from tabletop.ui.kit.emblems import draw_emblem
from tabletop.ui.rise.paint import ACADEMY_RGB, draw_good
from tabletop.ui.rise.table.board_draw import MINION_MARK, shade
from tabletop.ui.rise.table.layout import letters
from tabletop.ui.rise.table.syllables import hyphenated as _hyphenated
from tabletop.ui.rise.table.syllables import syllable_breaks as syllable_breaks  # read here too (tests)

PARCHMENT = (236, 224, 192)
INK = (36, 22, 14)
WIN_COUNTERS = 13  # RN-WIN: the 13th Dominion counter placed wins


def minion_chip_rects(rect, scale: float) -> dict[str, pygame.Rect]:
    """Where each Minion kind sits on a player board (clicked to raise one)."""
    x, _y, w, _h = rect
    row = _rows(rect, scale)[2]
    cw = int((w - 22 * scale) / 4)
    ch = _chip_h(scale, board_letters(rect, scale))
    return {
        k: pygame.Rect(int(x + 14 * scale + i * cw), row, cw - int(4 * scale), ch) for i, k in enumerate(MINION_KINDS)
    }


def _chip_h(scale: float, lt: float) -> int:
    """A Minion chip's height: its box, or its count's letter with a pixel over and under."""
    return max(int(20 * scale), _small(int(12 * lt), True).get_linesize() + 2)


def _row_heights(scale: float, lt: float) -> list[int]:
    """The least height of each of a board's five rows, its words at the letter scale `lt`: the name, the
    goods (tokens and counts), the Minion chips, the tracks, the Necromancer's line."""
    return [
        max(_name_font(lt).get_linesize(), _small(int(12 * lt), True).get_linesize()),
        max(2 * int(8 * scale) + 2, _small(int(13 * lt), True).get_linesize()),
        _chip_h(scale, lt) + max(1, int(2 * scale)),
        max(int(16 * scale) + 2, _small(int(11 * lt)).get_linesize()),
        _small(int(11 * lt)).get_linesize(),
    ]


def board_letters(rect, scale: float) -> float:
    """The letter scale of a seat's board: the table's (layout.letters, larger with Large text), else the
    largest a step smaller whose five rows the board holds (five seats in a small window), else its scale."""
    wanted, h = letters(scale), pygame.Rect(rect).h - int(8 * scale)
    lt = wanted
    while lt > scale:
        if sum(_row_heights(scale, lt)) <= h:
            return lt
        lt = max(scale, lt - 0.02 * scale)
    return scale


def _rows(rect, scale: float) -> list[int]:
    """The top of each of a board's five rows: each as tall as its words (r26: spaced by the scale, the
    rows of larger words ran into each other), the room left shared out among them."""
    _x, y, _w, h = rect
    heights = _row_heights(scale, board_letters(rect, scale))
    spare = max(0, h - int(8 * scale) - sum(heights)) // 5
    out, at = [], y + int(4 * scale)
    for k in heights:
        out.append(at)
        at += k + spare
    return out


def last_line_foot(rect, scale: float) -> int:
    """The y just under a player board's last line (its Necromancer and Apprentice): below it the board is
    empty to its foot, so something laid over that band hides no line (the tutorial's panel)."""
    lt = board_letters(rect, scale)
    return _rows(rect, scale)[4] + _small(int(11 * lt)).get_linesize() + max(1, int(2 * scale))


def _name_font(lt: float):
    """A board's heading letter (the seat's name) at the letter scale `lt` (its row's height: a name too
    long for it is drawn smaller, draw_player_board)."""
    return look.font("serif_bold", max(9, int(14 * lt)))


def _small(size: int, bold: bool = False):
    return look.font("sans_bold" if bold else "sans", max(8, size))


@dataclass
class Drawn:
    """What a panel drew: each text's rectangle (tests check they fit) and each icon's tooltip."""

    texts: list = field(default_factory=list)  # (pygame.Rect, text)
    tips: list = field(default_factory=list)  # (pygame.Rect, tooltip words)

    def put(self, surface, image, pos, text: str) -> pygame.Rect:
        """Blit a rendered text and remember where it went."""
        r = surface.blit(image, pos)
        self.texts.append((pygame.Rect(r), text))
        return r


def draw_player_board(
    surface,
    rect,
    view,
    seat: int,
    name: str,
    colour,
    scale: float,
    acting: bool,
    raisable: dict | None = None,
    hover_kind: str | None = None,
) -> Drawn:
    """One seat's Player board: stock, Minions, tracks, the Necromancer and Apprentice in play, as icons
    with counts (each with a tooltip naming it); returns what it drew."""
    out = Drawn()
    r = pygame.Rect(rect)
    p = view.players[seat]
    look.draw_frame(surface, r, 215)
    band = pygame.Rect(r.x + 3, r.y + 3, max(4, int(7 * scale)), r.h - 6)
    pygame.draw.rect(surface, colour, band, border_radius=3)
    if acting:
        pygame.draw.rect(surface, look.AMBER, r, max(2, int(3 * scale)), border_radius=6)
    rows = _rows(rect, scale)
    lt = board_letters(rect, scale)  # the words' scale (larger with Large text); the boxes keep `scale`
    fs = int(13 * lt)
    x0 = r.x + int(14 * scale)
    right_edge = r.right - int(8 * scale)
    # the first and the last row lie beside the frame's corner studs (look.draw_frame): their words keep
    # clear of them (r27 at 960x600: "P1 Black" began under the left stud, the hand's count lay under the
    # right one, the Necromancer's line began over the lower left one)
    x_clear, right_clear = max(x0, r.x + look.FRAME_STUD), min(right_edge, r.right - look.FRAME_STUD - 1)
    # row 0: who; on the right a Dominion counter with placed/13 and a card with the hand size
    placed = counters_placed(view, seat)
    fb = _small(int(12 * lt), True)
    cards_t = fb.render(str(len(p.hand)), True, look.BONE)
    dom_t = fb.render(f"{placed}/{WIN_COUNTERS}", True, look.BONE)
    cy = rows[0] + fb.get_linesize() // 2
    cx = right_clear - cards_t.get_width()
    out.put(surface, cards_t, (cx, rows[0]), str(len(p.hand)))
    card_r = pygame.Rect(cx - int(13 * scale), cy - int(8 * scale), int(10 * scale), int(15 * scale))
    pygame.draw.rect(surface, (60, 40, 70), card_r, border_radius=2)
    pygame.draw.rect(surface, look.BRASS, card_r, 1, border_radius=2)
    out.tips.append(
        (
            card_r.union(pygame.Rect(cx, rows[0], cards_t.get_width(), fb.get_linesize())),
            f"Cards in hand: {len(p.hand)}",
        )
    )
    dx = card_r.x - int(10 * scale) - dom_t.get_width()
    out.put(surface, dom_t, (dx, rows[0]), f"{placed}/{WIN_COUNTERS}")
    disc = (dx - int(9 * scale), cy)
    draw_emblem(surface, seat, disc, int(8 * scale), colour, look.BRASS)  # the seat's emblem: not colour alone
    out.tips.append(
        (
            pygame.Rect(disc[0] - int(8 * scale), rows[0], dom_t.get_width() + int(18 * scale), fb.get_linesize()),
            f"Dominion counters placed: {placed} of {WIN_COUNTERS} (the 13th wins)",
        )
    )
    room = disc[0] - int(10 * scale) - x_clear
    # a smaller letter, down to a size under the one without Large text, before the name is cut (r28: clear
    # of the corner stud, "P2 Orange (computer)" lost its last letters on a five-seat board at 960x600)
    hf = _fitting_font("serif_bold", name, room, max(9, int(14 * lt)), max(9, int(14 * scale) - 1))
    label = _fit(name, hf, room)
    out.put(surface, hf.render(label, True, look.AMBER if acting else look.BONE), (x_clear, rows[0]), label)
    if label != name:
        out.tips.append((pygame.Rect(x_clear, rows[0], room, hf.get_linesize()), name))
    # row 1: resources and corpses as tokens with counts; at its end the Headmaster cards held
    rad = int(8 * scale)
    least = 2 * rad + int(8 * scale) + _small(fs, True).size("12")[0]  # a token and a two-figure count
    held = list(getattr(p, "headmasters", []))
    who = name.split(" (")[0]  # "P3 Pink"
    ends = draw_headmasters(surface, out, (held, who), (x0 + least * len(STOCK), right_edge), rows[1], scale, lt)
    slot = (ends - x0) // len(STOCK)
    for i, k in enumerate(STOCK):
        n = p.stock.get(k, 0)
        x = x0 + i * slot
        c = (x + rad, rows[1] + int(9 * scale))
        draw_good(surface, c, rad, k)
        t = _small(fs, True).render(str(n), True, look.BONE if n else look.BONE_DIM)
        out.put(surface, t, (x + 2 * rad + int(4 * scale), rows[1] + 1), str(n))
        out.tips.append((pygame.Rect(x, rows[1], slot - 2, int(19 * scale)), f"{GOOD_NAMES[k]}: {n}"))
    # row 2: Minions by kind (clickable to raise)
    for k, chip in minion_chip_rects(rect, scale).items():
        can = raisable is not None and k in raisable
        fill = (70, 56, 40) if not can else ((120, 96, 50) if hover_kind != k else (170, 130, 60))
        pygame.draw.rect(surface, fill, chip, border_radius=5)
        pygame.draw.rect(surface, look.AMBER if can else look.BRASS_DARK, chip, 2 if can else 1, border_radius=5)
        n = p.army.get(k, 0)
        m = cards().minion(k)
        mark = (chip.x + chip.h // 2 + 2, chip.centery)
        pygame.draw.circle(surface, shade(colour, 0.8), mark, chip.h // 2 - 2)
        pygame.draw.circle(surface, look.BRASS, mark, chip.h // 2 - 2, 1)
        mt = _small(int(10 * lt), True).render(MINION_MARK[k], True, look.INK if sum(colour) > 400 else look.BONE)
        surface.blit(mt, mt.get_rect(center=mark))
        label = f"{n}" + (" +" if can else "")
        t = _small(int(12 * lt), True).render(label, True, look.BONE)
        out.put(surface, t, t.get_rect(midleft=(mark[0] + chip.h // 2 + 2, chip.centery)), label)
        costs = [RW.cost_words(c) for c in m.costs]
        tip = f"{m.name}: {n} · power {'/'.join(map(str, m.power))} · move {m.move}\nCosts " + " or ".join(costs)
        if can:
            option = getattr(raisable[k], "option", 0) if hasattr(raisable, "get") else 0
            tip += f"\nClick to raise one (paying {costs[option] if option < len(costs) else costs[0]})"
        out.tips.append((chip, tip))
    # row 3: the Spell and Item tracks
    track_max = cards().supplies.player_board.track_max
    x = x0
    due = track_due(p, track_max)
    for label, value, tint in (("Spells", p.spell_track, (70, 92, 132)), ("Items", p.item_track, (146, 104, 60))):
        coming = max(0, due[label] - value)  # earned by the cards in play, placed at phase 5 (RN-DOM-02/03/12)
        t = _small(int(11 * lt)).render(label, True, look.BONE_DIM)
        out.put(surface, t, (x, rows[3] + 2), label)
        sx = x + t.get_width() + int(5 * scale)
        for i in range(track_max):
            c = (sx + i * int(15 * scale) + int(6 * scale), rows[3] + int(9 * scale))
            pygame.draw.circle(surface, shade(tint, 0.7), c, int(6 * scale))
            if i < value:  # a counter: its seat's colour, with a bone dot so Black's reads as filled (play-test)
                pygame.draw.circle(surface, colour, c, int(5 * scale))
                if 0.299 * colour[0] + 0.587 * colour[1] + 0.114 * colour[2] < 90:
                    pygame.draw.circle(surface, look.BONE, c, max(1, int(2 * scale)))
            elif i < value + coming:  # earned, not yet placed: a ring of its seat's colour (play-test r27)
                pygame.draw.circle(surface, colour, c, int(5 * scale), max(1, int(2 * scale)))
            pygame.draw.circle(surface, look.BRASS, c, int(6 * scale), 1)
        end = sx + track_max * int(15 * scale)
        tip = f"{label[:-1]} track: {value} of {track_max} counters"
        if coming:
            tip += f"\n{coming} more placed at phase 5 for the {label} in play (a ring marks each)"
        out.tips.append((pygame.Rect(x, rows[3], end - x, int(19 * scale)), tip))
        x = end + int(14 * scale)
    # what is in play beside the tracks: Spells, Items, Golems
    extras = [
        (len(p.spells), "Spells in play", (70, 92, 132)),
        (len(p.items), "Items in play", (146, 104, 60)),
        (len(p.golems), "Golems", (110, 100, 90)),
    ]
    for n, what, tint in extras:
        if not n:
            continue
        t = _small(int(11 * lt), True).render(str(n), True, look.BONE)
        box = pygame.Rect(x, rows[3] + 1, int(11 * scale), int(16 * scale))
        if box.right + t.get_width() + 2 > right_edge:
            break
        pygame.draw.rect(surface, tint, box, border_radius=2)
        pygame.draw.rect(surface, look.BRASS, box, 1, border_radius=2)
        out.put(surface, t, (box.right + 3, rows[3] + 2), str(n))
        names = [_card_name(c) for c in (p.spells if "Spell" in what else p.items if "Item" in what else p.golems)]
        out.tips.append(
            (
                pygame.Rect(box.x, box.y, box.w + t.get_width() + 4, box.h),
                f"{what}: {n}" + (f" ({', '.join(names)})" if names else ""),
            )
        )
        x = box.right + t.get_width() + int(10 * scale)
    # row 4: Necromancer and Apprentice in play
    c = cards()
    if p.necromancer:
        nec = c.card(p.necromancer)
        who = f"{nec.name} (power {'/'.join(map(str, nec.power))})"
    else:
        pb = c.supplies.player_board
        who = f"unnamed Necromancer, move {pb.unnamed_move} / power {'/'.join(map(str, pb.unnamed_power))}"
    short = c.card(p.necromancer).name if p.necromancer else "unnamed Necromancer"
    if p.apprentice:
        who += f" + {c.card(p.apprentice).name}"
        short += f" + {c.card(p.apprentice).name}"
    f11 = _small(int(11 * lt))
    # the names whole before the numbers (the tooltip has them all): cut only when even the names do not fit
    # clear of the frame's lower corner studs (r26: the last number ran over the right one on a low board
    # with Large text; r27: the line began over the left one at 960x600)
    end = right_clear
    shown = who if f11.size(who)[0] <= end - x_clear else _fit(short, f11, end - x_clear)
    out.put(surface, f11.render(shown, True, look.BONE), (x_clear, rows[4]), shown)
    out.tips.append((pygame.Rect(x_clear, rows[4], right_edge - x_clear, f11.get_linesize()), who))
    return out


HEADMASTER_WORDS = {colour: academy.title() for academy, colour in ACADEMIES.items()}  # "red": "Blood"


def headmaster_chip(surface, box: pygame.Rect, colour: str) -> None:
    """A Headmaster card held, small: a card in its Academy's paint with a crown on it."""
    paint = ACADEMY_RGB.get(colour, (120, 120, 120))
    pygame.draw.rect(surface, paint, box, border_radius=2)
    pygame.draw.rect(surface, look.BRASS, box, 1, border_radius=2)
    ink = look.INK if sum(paint) > 400 else look.BONE
    w, left = box.w - 4, box.x + 2
    tall = max(5, box.w * 3 // 4)  # a band with three points over it
    top = box.centery - tall // 2
    band = max(2, tall // 3)
    pygame.draw.rect(surface, ink, (left, top + tall - band, w, band))
    for k in range(3):
        x = left + k * (w - 1) / 2
        pygame.draw.polygon(surface, ink, [(x - w / 6, top + tall - band), (x, top), (x + w / 6, top + tall - band)])


def draw_headmasters(
    surface, out: Drawn, cards_of: tuple[list[str], str], room: tuple[int, int], y: int, scale: float, lt: float
) -> int:
    """The Headmaster cards the seat holds (RN-ACAD-05: face up beside its Player board; `cards_of`: their
    colours, and the seat's name) at the right of `room` (x from, x to) in the row at `y` (the goods'),
    each a card in its Academy's paint with a crown and the Academy's word ("Blood") where the room holds
    the words, and a tooltip with the card's name, its holder and what it gives; returns where the row's
    goods end. Play-test r29: no panel showed who held which."""
    held, who = cards_of
    if not held:
        return room[1]
    cw, gap = max(10, int(12 * scale)), max(2, int(3 * scale))  # wide enough for its crown to read
    words = [HEADMASTER_WORDS.get(c, c) for c in held]
    named, f = False, _small(8, True)
    for size in range(int(11 * lt), 7, -1):  # the words a little smaller before none (960x600, Large text)
        f = _small(size, True)
        worded = sum(cw + 2 + f.size(w)[0] + gap for w in words) - gap
        if worded <= room[1] - room[0]:
            named = True
            break
    x = room[1] - (worded if named else len(held) * (cw + gap) - gap)
    left = x
    for colour, word in zip(held, words):
        box = pygame.Rect(x, 0, cw, int(16 * scale))
        box.centery = y + int(9 * scale)  # level with the goods' tokens
        headmaster_chip(surface, box, colour)
        span = pygame.Rect(box)
        if named:
            t = f.render(word, True, look.BONE)
            r = out.put(surface, t, t.get_rect(midleft=(box.right + 2, box.centery)), word)
            span = span.union(r)
        card = cards().headmasters.get(colour)
        name = card.name if card is not None else f"Headmaster of {word}"
        tip = f"{name}: held by {who}" + (f"\n{card.text}" if card is not None and card.text else "")
        out.tips.append((span, tip + f"\nThe card counts as one {word} card against a player who would take it."))
        x = span.right + gap
    return left - int(4 * scale)


def track_due(p, most: int) -> dict[str, int]:
    """What the Spell and Item tracks will hold at the seat's next phase 5 for the cards in play now
    (RN-DOM-02/03: the most cards of one colour, at most `most`; RN-DOM-13: never less than now)."""
    c = cards()
    try:
        spells = track([c.spells[c.spell_cards[s]].colour for s in p.spells], most)
        items = track([c.items[i].colour for i in p.items], most)
    except (KeyError, AttributeError, TypeError):  # a hidden or unknown card: only what is placed
        spells = items = 0
    return {"Spells": max(spells, p.spell_track), "Items": max(items, p.item_track)}


def _card_name(cid: str) -> str:
    try:
        return cards().card(cid).name
    except KeyError:
        return cid


def _fit(text: str, font, width: int) -> str:
    if font.size(text)[0] <= width:
        return text
    while text and font.size(text + "…")[0] > width:
        text = text[:-1]
    return text + "…"


# -- cards ------------------------------------------------------------------------------------


def hand_card_rects(rect, n: int, scale: float) -> list[pygame.Rect]:
    """Where the cards of a hand sit in the hand strip: side by side, narrower when many, and only
    overlapping (fanned) when even narrow cards do not fit."""
    x, y, w, h = rect
    ch = h - int(14 * scale)
    cw = int(ch * 0.72)
    if n <= 0:
        return []
    pad, gap = int(8 * scale), int(6 * scale)
    room = w - 2 * pad
    if n * cw + (n - 1) * gap > room:
        cw = max(int(ch * 0.55), (room - (n - 1) * gap) // n)
    step = cw + gap
    if n > 1 and n * cw + (n - 1) * gap > room:
        step = (room - cw) / (n - 1)
    return [pygame.Rect(int(x + pad + i * step), y + int(7 * scale), cw, ch) for i in range(n)]


def hover_card_rect(card: pygame.Rect, area: tuple[int, int], scale: float) -> pygame.Rect:
    """The enlarged card shown over the table while the cursor rests on a card in hand."""
    big = pygame.Rect(0, 0, int(210 * scale), int(292 * scale))
    big.midbottom = (card.centerx, card.bottom - int(6 * scale))
    big.clamp_ip(pygame.Rect(0, 0, *area))
    return big


def card_kind(card) -> str:
    """necromancer, apprentice, spell, item, dungeon or headmaster."""
    for cls, name in (
        (Necromancer, "necromancer"),
        (Apprentice, "apprentice"),
        (Spell, "spell"),
        (Item, "item"),
        (DungeonCard, "dungeon"),
    ):
        if isinstance(card, cls):
            return name
    return "headmaster"


COLOUR_WORDS = {"green": "Decay", "bone": "Bone", "red": "Blood", "blue": "Mist"}


def card_face(card_id: str, size: tuple[int, int], playable: bool, fresh: bool) -> pygame.Surface:
    """A card as printed: colour band, name, kind, cost, power dice, the effect in words (larger with
    Large text: a small card then shows fewer of its words, its enlargement and tooltip read whole)."""
    return _card_face(card_id, tuple(size), playable, fresh, letters(1.0))


@lru_cache(maxsize=128)
def _card_face(card_id: str, size: tuple[int, int], playable: bool, fresh: bool, big: float) -> pygame.Surface:
    """card_face with its letters `big` times as large (their least sizes too)."""
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    r = surf.get_rect()
    if card_id == HIDDEN:
        pygame.draw.rect(surf, (60, 40, 70), r, border_radius=8)
        pygame.draw.rect(surf, look.BRASS, r, 2, border_radius=8)
        return surf
    try:
        card = cards().card(card_id)
    except KeyError:
        card = None
    pygame.draw.rect(surf, PARCHMENT if not fresh else (214, 206, 182), r, border_radius=8)
    colour = ACADEMY_RGB.get(getattr(card, "colour", None) or "", (120, 100, 80))
    band = pygame.Rect(0, 0, w, max(14, h // 7))
    pygame.draw.rect(surf, colour, band, border_top_left_radius=8, border_top_right_radius=8)
    name = card.name if card is not None else card_id
    ink = (250, 244, 230) if sum(colour) < 500 else INK
    fn, lines = title_lines(name, w, h, big)
    lines = lines[:TITLE_LINES]  # a longer name is refused by the content check (HAND_NAME_MAX)
    if len(lines) > 1:
        band.h = max(band.h, len(lines) * fn.get_linesize() + 2)
        pygame.draw.rect(surf, colour, band, border_top_left_radius=8, border_top_right_radius=8)
    ty = band.centery - len(lines) * fn.get_linesize() // 2
    for line in lines:
        t = fn.render(line, True, ink)
        surf.blit(t, t.get_rect(midtop=(band.centerx, ty)))
        ty += fn.get_linesize()
    y = band.bottom + 3
    small = max(round(8 * big), int(h * big) // 17)  # the sub-line's, the cost's and the cast's letter
    fs = look.font("sans", small)
    kind = card_kind(card) if card is not None else "card"
    sub = kind.title() + (f" · {COLOUR_WORDS.get(card.colour, '')}" if getattr(card, "colour", None) else "")
    f_sub = _fitting_font("sans", sub, w - 8, small, 6)
    if f_sub.size(sub)[0] > w - 8:
        sub = kind.title()  # the smallest card: its band's colour names the academy
    surf.blit(f_sub.render(sub, True, (90, 70, 50)), (5, y))
    y += fs.get_linesize()
    k_ = max(1.0, h / 150)  # icons grow with the card (the hover enlargement)
    cost = getattr(card, "cost", None)
    power = getattr(card, "power", None)
    x0 = 5  # where the power dice begin: after the cost on a small card with room (a line more for words)
    if cost is not None and cost.items():
        x, rad = 5, int(6 * k_)
        for k, n in cost.items():
            draw_good(surf, (x + rad, y + fs.get_linesize() // 2), rad, k, shadow=False)
            t = fs.render(str(n), True, INK)
            surf.blit(t, (x + 2 * rad + 2, y))
            x += 2 * rad + t.get_width() + int(10 * k_)
        side = int(15 * k_)
        if power and h < SMALL_CARD and x + len(power) * (side + 3) <= w - 5:
            x0 = x  # the dice's row is this row
        else:
            y += fs.get_linesize() + 2
    elif kind == "spell":  # a good's price with its icon, as costs are drawn everywhere (paint.draw_good)
        head = fs.render("cast: ", True, INK)
        surf.blit(head, (5, y))
        x = 5 + head.get_width()
        if card.cast in GOOD_NAMES:
            rad = int(6 * k_)
            draw_good(surf, (x + rad, y + fs.get_linesize() // 2), rad, card.cast, shadow=False)
            x += 2 * rad + 3
        what = GOOD_NAMES.get(card.cast) or _minion(card.cast)
        if fs.size(what)[0] > w - 5 - x:  # a small card: "Zombie", in a smaller letter if need be (r20: cut)
            what = what.removeprefix("a ")
        f_cast = _fitting_font("sans", what, w - 5 - x, small, 6)
        if f_cast.size(what)[0] <= w - 5 - x or card.cast not in GOOD_NAMES:  # else its icon alone says it
            surf.blit(f_cast.render(what, True, INK), (x, y))
        y += fs.get_linesize()
    if power:
        x, side = x0, int(15 * k_)
        for pw in power:
            d = pygame.Rect(x, y, side, side)
            pygame.draw.rect(surf, (250, 250, 244), d, border_radius=3)
            pygame.draw.rect(surf, INK, d, 1, border_radius=3)
            pt = look.font("sans_bold", max(8, side - 4)).render(str(pw), True, (150, 30, 40))
            surf.blit(pt, pt.get_rect(center=d.center))
            x += side + 3
        y += side + 3
    if card is not None:
        box = pygame.Rect(5, y, w - 10, h - 4 - y)
        if kind == "spell":
            parts = [(f"{'I' * (i + 1)}: {lv.text}") for i, lv in enumerate(card.levels) if lv.text]
        else:
            parts = _sentences(card_text(card))
        words, least = max(round(8 * big), int(h * big) // 19), round(7 * big)
        shown = shown_text(parts, box, words, least)  # a first word alone ends in "…" one letter smaller
        _draw_text_block(surf, shown, box, words, max(6, least - 1) if shown.endswith("…") else least)
    pygame.draw.rect(surf, look.AMBER if playable else (110, 80, 32), r, 3 if playable else 2, border_radius=8)
    return surf


def title_lines(name: str, w: int, h: int, k: float = 1.0):
    """(font, lines) of a card's name in its title band on a `w` x `h` card: one line when it fits,
    else wrapped at the smallest letter; two lines at most where its words fit the card (the content
    check bounds a name's length to what two lines hold: content.rise.card_checks.HAND_NAME_MAX), a word
    too wide even in TITLE_LEAST broken at a syllable with a hyphen (TITLE_LINES at most)."""
    fn = _fitting_font("serif_bold", name, w - 8, max(round(9 * k), int(h * k) // 13), 8)
    if fn.size(name)[0] <= w - 8:
        return fn, [name]
    # a hyphenated word may break after its hyphen (r27: "Knight-Tyrant" was shrunk to a 6 px letter at
    # 960x600 with Large text while "Ossuary Knight" wrapped in the card's own letter)
    parts = name.replace("-", "- ").split()
    longest = max(parts, key=lambda word: fn.size(word)[0])  # a word of its own: smaller, never cut (r20)
    if fn.size(longest)[0] > w - 8:
        fn = _fitting_font("serif_bold", longest, w - 8, fn.get_height(), TITLE_LEAST)
    if fn.size(longest)[0] > w - 8:  # broken where print would, never drawn smaller than its neighbours'
        # name (r28: "Haemomancer" and "Gravedigger's Shovel" were drawn in a 6 px letter on the small card)
        parts = [piece for word in parts for piece in _hyphenated(word, w - 8, TITLE_LEAST, fn)]
    return fn, [line.replace("- ", "-") for line in look.wrap_lines(" ".join(parts), fn, w - 8)]


TITLE_LEAST = 8  # a card's name is never drawn smaller (a long word breaks with a hyphen instead)
TITLE_LINES = 3  # the most lines a name takes in its title band (a long word broken on the smallest card)


def _fitting_font(name: str, text: str, width: int, size: int, least: int):
    """The largest font of `name` from `size` down to `least` in which `text` is at most `width` wide."""
    f = look.font(name, size)
    while size > least and f.size(text)[0] > width:
        size -= 1
        f = look.font(name, size)
    return f


MORE = "(more: point at the card)"  # a small card's words end here when the rest did not fit
SMALL_CARD = 110  # a card less tall than this (a full hand, a small window) sets its power dice beside its cost
MORE_SHORT = "(more)"  # the same where not even a card's first sentence fits


def _sentences(text: str) -> list[str]:
    """A card's text in its sentences (a full stop and a space end one)."""
    out = [part + ("" if part.endswith(".") else ".") for part in text.split(". ") if part]
    if out and not text.endswith("."):
        out[-1] = out[-1][:-1]
    return out


def shown_text(parts: list[str], box: pygame.Rect, size: int, least: int = 7) -> str:
    """What a card shows of its text's parts (sentences, a Spell's levels) in `box`: all of them, else as
    many whole parts as fit with MORE after them, else the first part alone; never a part cut in the middle
    unless even the first does not fit (issue 21: texts cut to "your …" with eight cards in hand)."""
    whole = " ".join(parts)
    if not parts or _fits(whole, box, size, least):
        return whole
    for n in range(len(parts) - 1, 0, -1):
        text = " ".join(parts[:n]) + " " + MORE
        if _fits(text, box, size, least):
            return text
    if _fits(parts[0], box, size, least):
        return parts[0]
    # not even the first part fits (960x600: "get +1 power i…", play-test r19): its first whole words and a
    # plain mark that more follows, never a word cut; the enlargement and the tooltip read it whole. A word
    # wider than the card even in its least letter is broken with a hyphen, as print does (r27: "Shade
    # Queen" showed "Your (more)" at 960x600 with Large text: "Necromancer's" fits no line)
    words = [piece for word in parts[0].split() for piece in _hyphenated(word, box.w, least)]
    if len(parts) > 1 and _fits(" ".join(words) + " " + MORE_SHORT, box, size, least):
        return " ".join(words) + " " + MORE_SHORT
    if len(parts) == 1 and _fits(" ".join(words), box, size, least):
        return " ".join(words)
    first = MORE_SHORT
    for n in range(len(words) - 1, 0, -1):
        if words[n - 1].endswith("-"):
            continue  # never end on half a word
        text = " ".join(words[:n]).rstrip(",;:") + " " + MORE_SHORT
        if _fits(text, box, size, least):
            if n > 1:
                return text
            first = text
            break
    # a word and "(more)" at most ("Your (more)"): the words that fit with "…" after the last whole one,
    # in the least letter or one smaller, a piece of a broken word leaving room for it
    for low in (least, max(6, least - 1)):
        room = box.w - look.font("serif", low).size("…")[0]
        pieces = [piece for word in parts[0].split() for piece in _hyphenated(word, room, low)]
        for n in range(len(pieces) - 1, 1, -1):
            text = " ".join(pieces[:n]).rstrip(",;:") + "…"
            if not pieces[n - 1].endswith("-") and _fits(text, box, size, low):
                return text
    return first


def _fits(text: str, box: pygame.Rect, size: int, least: int = 7) -> bool:
    """The words fit the box whole at some size from `size` down to `least`."""
    return any(_fits_at(text, box, fs) for fs in range(size, least - 1, -1))


def _fits_at(text: str, box: pygame.Rect, fs: int) -> bool:
    """The words fit the box whole in the serif of size `fs`: every word within its width (a wider one
    would be cut: "Necromancer's" on the narrowest card, r20), and the lines within its height."""
    f = look.font("serif", fs)
    if max((f.size(word)[0] for word in text.split()), default=0) > box.w:
        return False
    return len(look.wrap_lines(text, f, box.w)) * f.get_linesize() <= box.h


def _draw_text_block(surf, text: str, box: pygame.Rect, size: int, least: int = 7) -> None:
    """Words wrapped into a box, the font made smaller until they all fit; a card too small even
    then ends its last line with an ellipsis (the hover enlargement reads in full)."""
    while True:
        f = look.font("serif", size)
        lines = look.wrap_lines(text, f, box.w)
        if _fits_at(text, box, size) or size <= least:
            break
        size -= 1
    room = max(0, box.h // f.get_linesize())
    if len(lines) > room:
        lines = lines[:room]
        if lines:
            lines[-1] = _fit(lines[-1] + " …", f, box.w)
    y = box.y
    for line in lines:
        surf.blit(f.render(line, True, INK), (box.x, y))
        y += f.get_linesize()


def draw_hand(surface, rect, view, seat: int | None, scale: float, playable: dict, hover: int | None) -> None:
    """The cards in hand of the seat at the screen (nobody else's: the view hides them)."""
    r = pygame.Rect(rect)
    look.draw_frame(surface, r, 200)
    if seat is None:
        t = _small(int(13 * letters(scale))).render("Watching: the computer plays every seat.", True, look.BONE_DIM)
        surface.blit(t, t.get_rect(center=r.center))
        return
    hand = [c for c in view.players[seat].hand if c != HIDDEN]
    if not hand:
        # a hand the view hides is the table passing between two people (game_screen.eye): no one's
        # cards show, and the words say why the hand is not empty
        down = len(view.players[seat].hand)
        words = (
            f"{down} card{'s' if down != 1 else ''} face down while the table passes on"
            if down
            else "No cards in hand."
        )
        t = _small(int(13 * letters(scale))).render(words, True, look.BONE_DIM)
        surface.blit(t, t.get_rect(center=r.center))
        return
    fresh = set(view.players[seat].fresh)
    rects = hand_card_rects(rect, len(hand), scale)
    for i, (cid, cr) in enumerate(zip(hand, rects)):
        if i == hover:
            cr = cr.move(0, -int(6 * scale))
        surface.blit(card_face(cid, cr.size, cid in playable, cid in fresh), cr)


def _minion(kind: str) -> str:
    try:
        return f"a {cards().minion(kind).name}"
    except KeyError:
        return str(kind)
