"""A seat's side panel: who they are, their turn order card (3+ players), gems, spellbooks as
cards with command slots, and the command dice tray. Drawing returns the hit areas the scene
uses for clicks and drops, and where each line of text went (so tests can check it fits).

Another seat's committed dice arrive face down (status "hidden", NM-ROUND-05): they are drawn
as a die back and never as a face. A seat that is out (NM-MULTI-09) is greyed with "out".
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache

import pygame

from tabletop.games.necromolds import queries as NQ
from tabletop.games.necromolds.library import library
from tabletop.ui import look
from tabletop.ui.kit.emblems import draw_emblem
from tabletop.ui.necromolds.table import draw as D
from tabletop.ui.necromolds.table import queries as Q
from tabletop.ui.necromolds.table.layout import POOL_LINES_END, SLOT_LABEL_PX
from tabletop.ui.necromolds.table.pieces import monster_sprite

PARCHMENT = (232, 220, 190)
PARCHMENT_DARK = (196, 178, 140)
INK = (44, 30, 24)
SUPPORT_BLUE = (120, 170, 230)
MAGIC_INK = (84, 52, 120)
HIDDEN = "hidden"


@lru_cache(maxsize=256)
def _wrap(text: str, size: int, width: int) -> tuple[str, ...]:
    """An ability's words in lines, icons included (cached: the cards are drawn every frame)."""
    return tuple(D.wrap_rich(text, "sans_italic", size, width))


@dataclass
class PanelHits:
    """Where things are in one seat's panel (for hover, clicks and drops)."""

    seat: int
    slots: list = field(default_factory=list)  # (rect, book, slot index, die index or None)
    tray: list = field(default_factory=list)  # (rect, die index)
    cards: list = field(default_factory=list)  # (rect, book)
    header: pygame.Rect | None = None
    tray_rect: pygame.Rect | None = None
    texts: list = field(default_factory=list)  # (drawn rect, the box it must stay in, words): filled by draw_panel
    on_slots: list = field(default_factory=list)  # the rects of the dice drawn on slots (kept off the labels)


@dataclass
class PanelLook:
    """What the scene wants emphasised in a panel this frame."""

    name: str
    colour: tuple
    acting: bool = False
    hidden_die: int | None = None  # being dragged
    drop_ok: set = field(default_factory=set)  # (book, slot) a dragged die may go to
    clickable_dice: set = field(default_factory=set)  # die indices that start a command
    selected_dice: set = field(default_factory=set)
    rolling: float = 0.0  # seconds of roll animation left
    roll_seed: int = 0
    status: str = ""


def is_out(state, seat: int) -> bool:
    """True when the seat has been eliminated (NM-MULTI-09)."""
    return seat in (getattr(state, "out", None) or [])


def order_card(state, seat: int) -> int | None:
    """The seat's turn order card (1-based), with 3+ players (NM-MULTI-06); None otherwise."""
    cards = getattr(state, "order_cards", None) or []
    return int(cards[seat]) if 0 <= seat < len(cards) and cards[seat] else None


def _die_on(seat_state, book: str, slot: int):
    for i, d in enumerate(seat_state.dice):
        if d.book == book and d.slot == slot and d.status in ("assigned", "spent"):
            return i, d
    return None, None


def slot_edges(state, seat: int, book: str, slot: int) -> list[tuple[str, str]]:
    """(command, edge) for each command of a spellbook slot as it would be performed now: an
    active magic (Grave Bolt, Mudslide) overrides the printed edge. The same source the engine
    uses when a command starts (queries.command_distance), so the slot and the header agree."""
    printed = library().books[book].slots[slot]
    return [(c, NQ.command_distance(state, seat, book, c, printed.distance)) for c in printed.commands]


def slot_words(state, seat: int, book: str, slot: int) -> tuple[str, bool]:
    """A slot's label ('far 7″'; '5″ / 3″' in the order of its command icons when its commands
    now differ) and whether an active ability changed it from the printed edge."""
    lib = library()
    printed = lib.books[book].slots[slot].distance
    edges = slot_edges(state, seat, book, slot)
    changed = any(e != printed for _c, e in edges)
    kinds = {e for _c, e in edges}
    if len(kinds) == 1:
        edge = edges[0][1]
        return f"{edge} {NQ.edge_length(edge):g}\u2033", changed
    return " / ".join(f"{NQ.edge_length(e):g}\u2033" for _c, e in edges), changed


def hits_for(pl_layout, state) -> PanelHits:
    """The hit areas of a seat's panel, from its layout and who lies on which slot now."""
    seat = pl_layout.seat
    hits = PanelHits(seat)
    hits.header = pygame.Rect(pl_layout.header)
    hits.tray_rect = pygame.Rect(pl_layout.tray)
    seat_state = state.seats[seat]
    for card in pl_layout.cards:
        hits.cards.append((pygame.Rect(card.rect), card.book))
        for sb in card.slots:
            di, _die = _die_on(seat_state, sb.book, sb.slot)
            hits.slots.append((pygame.Rect(sb.rect), sb.book, sb.slot, di))
    for rect, i in pl_layout.tray_dice:
        hits.tray.append((pygame.Rect(rect), i))
    return hits


def _fit_size(kind: str, size: int, words: str, width: int, smallest: int = 8) -> int:
    """The largest font size up to `size` at which `words` fit `width` pixels."""
    size = int(size)
    while size > smallest and look.font(kind, size).size(words)[0] > width:
        size -= 1
    return size


def name_lines(name: str, kind: str, size: int, width: int, height: int, least: int = 11) -> tuple[int, list[str]]:
    """(font size, lines) for a spellbook's name in its card's band: one line when it fits at `least`
    or larger, else two lines split where the longer is shortest ('Boneclaw' / 'Brute'), as large as
    both fit the width and the band's height; one line down to 8 px when even that does not help."""
    one = _fit_size(kind, size, name, width, least)
    words = name.split()
    if look.font(kind, one).size(name)[0] <= width or len(words) < 2:
        return _fit_size(kind, size, name, width, 8), [name]
    splits = [(" ".join(words[:k]), " ".join(words[k:])) for k in range(1, len(words))]
    a, b = min(splits, key=lambda p: max(look.font(kind, one).size(x)[0] for x in p))
    two = min(size, _fit_size(kind, size, a, width, 8), _fit_size(kind, size, b, width, 8))
    while two > 8 and 2 * (look.font(kind, two).get_linesize() - 2) > height:
        two -= 1
    return two, [a, b]


def basic_pool_lines() -> list[str]:
    """Basic play's fixed combat dice, in words: 'Melee: 4 dice against 2', 'Ranged: 2 dice against 2'."""
    r = Q.basic_pools()
    return [f"Melee: {r.melee_attack} dice against {r.melee_defense}", f"Ranged: {r.ranged} dice against {r.ranged}"]


def _text(surface, hits: PanelHits, box, kind, size, words, pos, colour, anchor="topleft", shadow=True) -> pygame.Rect:
    """A line of text drawn and recorded with the box it must stay in."""
    r = D.text(surface, kind, size, words, pos, colour, anchor=anchor, shadow=shadow)
    hits.texts.append((pygame.Rect(r), pygame.Rect(box), words))
    return r


def _beats(t: float, pl: PanelLook) -> tuple:
    """The time-driven parts of a panel as drawn (card glow, dice pulse, roll shuffle): the
    panel only looks different when one of these steps, not every frame."""
    glow = int(2 * abs((t * 2) % 2 - 1))
    pulse = int(4 * abs((t * 2.5) % 2 - 1)) if pl.clickable_dice else None  # only clickable dice pulse
    return glow, pulse, (int(t * 12) if pl.rolling > 0 else None)


class PanelCache:
    """Each seat's panel drawn once and blitted again while nothing it shows changes.

    The panels are a third of a frame's drawing and change only when the state, the panel's
    look or one of its pulses (see `_beats`) does; during a drag none of those change for
    many frames. A cached panel is drawn over the same table texture the scene lays first,
    so its pixels are the ones drawing it afresh would give.
    """

    def __init__(self) -> None:
        self._entries: dict[int, tuple] = {}

    def draw(self, surface, background, pl_layout, state, pl: PanelLook, scale: float, t: float) -> PanelHits:
        """Draw a seat's panel (from the cache when it would look the same); returns its hit areas."""
        rect = pygame.Rect(pl_layout.rect).clip(surface.get_rect())
        key = (tuple(rect), scale, surface.get_size(), pl_layout, repr(pl), _beats(t, pl))
        entry = self._entries.get(pl_layout.seat)
        if entry is not None and entry[0] is state and entry[1] == key:
            surface.blit(entry[2], rect)
            return entry[3]
        canvas = pygame.Surface(surface.get_size())
        canvas.blit(background, rect, area=rect)
        hits = draw_panel(canvas, pl_layout, state, pl, scale, t)
        picture = canvas.subsurface(rect).copy()
        surface.blit(picture, rect)
        # keeping `state` keeps its id from being reused by another state while cached
        self._entries[pl_layout.seat] = (state, key, picture, hits)
        return hits


def draw_panel(surface, pl_layout, state, pl: PanelLook, scale: float, t: float) -> PanelHits:
    """Draw a seat's panel into its layout (see layout.panel_layout); returns its hit areas."""
    seat = pl_layout.seat
    rect = pygame.Rect(pl_layout.rect)
    s = scale
    pad = int(8 * s)
    out = is_out(state, seat)
    D.panel(
        surface, rect.inflate(-pad, -pad), alpha=200, border=pl.colour if pl.acting and not out else look.BRASS_DARK
    )
    inner = pygame.Rect(pl_layout.inner)
    hits = hits_for(pl_layout, state)
    _header(surface, pl_layout, state, pl, s, hits)
    for card in pl_layout.cards:
        _card(surface, card, state, seat, pl, s, t, hits)
    _tray(surface, pygame.Rect(pl_layout.tray), state, seat, pl, s, t, pl_layout.tray_dice, pl_layout.compact, hits)
    if out:  # NM-MULTI-09: eliminated; the panel stays, greyed, so the table still reads
        veil = pygame.Surface(inner.size, pygame.SRCALPHA)
        veil.fill((28, 24, 28, 185))
        surface.blit(veil, inner)
        label = look.text("display", int(30 * s), "out", look.BONE)
        box = label.get_rect(center=inner.center).inflate(int(60 * s), int(12 * s))
        D.panel(surface, box, alpha=240, radius=8)
        D.rulebook_icon(surface, "smashed", (box.left + int(22 * s), box.centery), int(24 * s), look.BONE_DIM)
        surface.blit(label, label.get_rect(center=(box.centerx + int(10 * s), box.centery)))
        hits.texts.append((label.get_rect(center=(box.centerx + int(10 * s), box.centery)), pygame.Rect(inner), "out"))
    return hits


def _header(surface, pl_layout, state, pl: PanelLook, s: float, hits: PanelHits) -> None:
    """Turn order card (3+ players), colour seal, name, gems, and monsters left / status."""
    seat = pl_layout.seat
    head = pygame.Rect(pl_layout.header)
    sd = state.seats[seat]
    x = head.left
    row = head.top + int(14 * s)
    if pl_layout.order_card is not None:
        x = pygame.Rect(pl_layout.order_card).right + int(6 * s)
        draw_order_card(surface, pygame.Rect(pl_layout.order_card), order_card(state, seat), pl.colour, s)
    seal = int(9 * s) if pl_layout.compact else int(10 * s)
    draw_emblem(surface, seat, (x + seal + 2, row), seal + 1, pl.colour)  # the seat's emblem: not colour alone
    gem_w = int(56 * s)
    gem_x = head.right - gem_w
    name_x = x + 2 * seal + int(8 * s)
    name_box = pygame.Rect(name_x, head.top, max(10, gem_x - name_x - int(4 * s)), int(28 * s))
    size = _fit_size("serif_bold", int((17 if pl_layout.compact else 19) * s), pl.name, name_box.width, 10)
    _text(surface, hits, name_box, "serif_bold", size, pl.name, (name_x, row), look.BONE, anchor="midleft")
    gems = D.gem_counter(surface, (gem_x, row - int(10 * s)), sd.gems, int(20 * s))
    hits.texts.append((pygame.Rect(gems), pygame.Rect(gem_x, head.top, gem_w, head.height), str(sd.gems)))
    alive = len(state.alive(seat))
    line = f"{alive} monster{'s' if alive != 1 else ''} on the map" + (f" · {pl.status}" if pl.status else "")
    if is_out(state, seat):
        line = "out of the game: no monsters left"
    sub_box = pygame.Rect(x, head.top + int(24 * s), head.right - x, head.bottom - head.top - int(24 * s))
    size = _fit_size("sans", int(13 * s), line, sub_box.width - int(2 * s) - 2, 9)  # drawn 2s in, with a shadow
    _text(surface, hits, sub_box, "sans", size, line, (x + int(2 * s), sub_box.top + int(2 * s)), look.BONE_DIM)


def draw_order_card(surface, rect: pygame.Rect, number: int | None, colour, s: float) -> None:
    """A turn order card (NM-MULTI-06/07): a small upright card with its number."""
    pygame.draw.rect(surface, (0, 0, 0), rect.move(2, 2), border_radius=max(2, int(4 * s)))
    pygame.draw.rect(surface, PARCHMENT, rect, border_radius=max(2, int(4 * s)))
    pygame.draw.rect(surface, D.darker(colour, 0.2), rect, max(2, int(2 * s)), border_radius=max(2, int(4 * s)))
    if number is not None:
        size = _fit_size("display", int(rect.height * 0.72), str(number), rect.width - 4, 8)
        D.text(surface, "display", size, str(number), rect.center, INK, anchor="center", shadow=False)


def _card(surface, box, state, seat, pl: PanelLook, s, t, hits: PanelHits) -> None:
    lib = library()
    rect = pygame.Rect(box.rect)
    book_id = box.book
    slot_boxes = box.slots
    compact = box.style == "compact"
    book = lib.books[book_id]
    alive = [m for m in state.alive(seat) if m.book == book_id]
    active = state.active_book == book_id and state.turn_seat == seat and state.phase in ("turns", "command")
    faded = not alive
    card = pygame.Surface(rect.size, pygame.SRCALPHA)
    r0 = card.get_rect()
    pygame.draw.rect(card, (0, 0, 0, 90), r0.move(2, 3), border_radius=6)
    pygame.draw.rect(card, PARCHMENT_DARK, r0, border_radius=6)
    pygame.draw.rect(card, PARCHMENT, r0.inflate(-4, -4), border_radius=5)
    band_h = int((24 if compact else 26) * s)
    band = pygame.Rect(0, 0, rect.width, band_h)
    pygame.draw.rect(card, D.darker(pl.colour, 0.15), band, border_top_left_radius=6, border_top_right_radius=6)
    surface.blit(card, rect)
    if active:
        glow = 2 + int(2 * abs((t * 2) % 2 - 1))
        pygame.draw.rect(surface, look.AMBER, rect.inflate(glow * 2, glow * 2), 3, border_radius=8)
    # title row: a little figure, the name, how many stand; in a compact card the skills too
    mini, (ox, oy) = monster_sprite(book_id, tuple(pl.colour), int(9 * s), book.sizes[0].height, book.sizes[0].radius)
    surface.blit(mini, (rect.left + int(16 * s) - ox, rect.top + band_h * 0.7 - oy))
    dark_text = sum(pl.colour) > 420
    ink = INK if dark_text else look.BONE
    count = f"×{len(alive)}"
    count_img = look.text("sans_bold", int(14 * s), count, ink, shadow=not dark_text)
    right = rect.right - int(8 * s)
    _text(
        surface,
        hits,
        rect,
        "sans_bold",
        14 * s,
        count,
        (right, rect.top + band_h // 2),
        ink,
        anchor="midright",
        shadow=not dark_text,
    )
    right -= count_img.get_width() + int(6 * s)
    sup = set(book.support_skills) if state.mode == "advanced" else set()
    skills = (("melee", "attack", book.melee), ("ranged", "shoot", book.ranged), ("defense", "defense", book.defense))
    if compact and state.uses_skills():
        step = int(34 * s)
        for skill, icon_kind, val in reversed(skills):
            x = right - step
            chip = pygame.Rect(x, rect.top + int(3 * s), step - int(3 * s), band_h - int(6 * s))
            pygame.draw.rect(surface, SUPPORT_BLUE if skill in sup else PARCHMENT, chip, border_radius=4)
            D.icon(surface, icon_kind, (chip.left + int(9 * s), chip.centery), int(13 * s), INK)
            _text(
                surface,
                hits,
                chip,
                "sans_bold",
                13 * s,
                str(val),
                (chip.left + int(17 * s), chip.centery),
                INK,
                anchor="midleft",
                shadow=False,
            )
            right = x
    name_box = pygame.Rect(rect.left + int(30 * s), rect.top, max(10, right - rect.left - int(34 * s)), band_h)
    size, lines = name_lines(book.name, "serif_bold", int((15 if compact else 16) * s), name_box.width, band_h)
    step = look.font("serif_bold", size).get_linesize() - 2 if len(lines) > 1 else 0
    for k, line in enumerate(lines):
        # one line centred in the band; two (a long name beside the skill chips, issue 21) stacked about its middle
        y = rect.top + band_h // 2 + int((k - (len(lines) - 1) / 2) * step)
        _text(surface, hits, name_box, "serif_bold", size, line, (name_box.left, y), ink, "midleft", not dark_text)
    # skills row (full cards)
    y = rect.top + int(40 * s)
    x = passive_x = rect.left + int(10 * s)
    if not compact:
        if state.uses_skills():
            for skill, icon_kind, val in skills:
                chip = pygame.Rect(x - 3, y - int(10 * s), int(44 * s), int(20 * s))
                if skill in sup:
                    pygame.draw.rect(surface, SUPPORT_BLUE, chip, border_radius=4)
                D.icon(surface, icon_kind, (x + int(8 * s), y), int(15 * s), INK)
                _text(
                    surface,
                    hits,
                    chip,
                    "sans_bold",
                    14 * s,
                    str(val),
                    (x + int(19 * s), y),
                    INK,
                    anchor="midleft",
                    shadow=False,
                )
                x += int(48 * s)
        else:  # basic play without What Next step 2: the ratings do not count, the fixed pools do
            lines = basic_pool_lines()  # said plainly: "melee 4v2" was shorthand a newcomer could not read
            step = int(15 * s)
            if rect.bottom - int(4 * s) - (y + step) < step // 2:  # no room for two lines: the melee one
                lines = lines[:1]
            for k, words in enumerate(lines):
                at = (x - 2, y + k * step)
                r = _text(surface, hits, rect, "sans", 12 * s, words, at, (90, 70, 56), anchor="midleft", shadow=False)
                if k == 0:  # the passive's name stands right of the melee line, never over it
                    passive_x = r.right + int(6 * s)
            x = passive_x
        if state.uses_abilities():
            box_ = pygame.Rect(x, y - int(8 * s), rect.right - int(8 * s) - x, int(16 * s))
            size = _fit_size("serif_italic", int(11 * s), book.passive.name, box_.width, 8)
            _text(
                surface,
                hits,
                box_,
                "serif_italic",
                size,
                book.passive.name,
                (rect.right - int(8 * s), y),
                (90, 70, 56),
                anchor="midright",
                shadow=False,
            )
    if compact and not state.uses_skills() and not slot_boxes and not state.uses_abilities():
        # basic play in a compact card (a player of many spellbooks): the body is empty but for the fixed
        # dice, said as the full cards say them (play-test r24: six blank cards beside the computer's
        # three saying "Melee: 4 dice against 2")
        step = int(15 * s)
        y = rect.top + band_h + int(11 * s)
        for k, words in enumerate(basic_pool_lines()):
            if y + k * step + int(7 * s) > rect.bottom - int(3 * s):
                break
            _text(
                surface,
                hits,
                rect,
                "sans",
                12 * s,
                words,
                (rect.left + int(8 * s), y + k * step),
                (90, 70, 56),
                anchor="midleft",
                shadow=False,
            )
    # slots row
    if slot_boxes:
        sy = pygame.Rect(slot_boxes[0].rect).top
        sh = pygame.Rect(slot_boxes[0].rect).height
    else:
        below = 56 if state.uses_skills() else POOL_LINES_END  # the skills row, or basic play's two lines of dice
        sy, sh = rect.top + int((28 if compact else below) * s), 0
    slots = book.slots
    seat_state = state.seats[seat]
    locked = state.phase == "assign" and seat_state.assign_done  # committed: these dice stay where they are
    for sb in slot_boxes:
        _slot(surface, sb, slots, state, seat, pl, s, t, locked, compact, hits, rect)
    if not slot_boxes and state.uses_distances() and not compact:
        # basic play with What Next step 3 but not step 4: each spellbook's own edges (queries.basic_edge)
        ex = rect.left + int(10 * s)
        ey = sy + int(10 * s)
        for kind in ("move", "ranged"):
            edge = NQ.basic_edge(state, seat, book_id, kind)
            D.icon(surface, kind, (ex + int(8 * s), ey), int(15 * s), D.COMMAND_COLOURS[kind])
            words = f"{edge} {NQ.edge_length(edge):g}\u2033" if edge else "none"
            r = _text(
                surface,
                hits,
                rect,
                "sans_bold",
                12 * s,
                words,
                (ex + int(19 * s), ey),
                INK,
                anchor="midleft",
                shadow=False,
            )
            ex = r.right + int(14 * s)
        sy, sh = ey + int(10 * s), 0
    elif not slot_boxes:
        sy, sh = sy - int(4 * s), 0
    if state.uses_abilities():
        ty = sy + sh + int(4 * s)
        room_px = rect.bottom - ty - int(3 * s)
        f = look.font("sans_italic", int(11 * s))
        if room_px >= f.get_linesize() - 2:
            magic = book.magic
            on = state.magic_active(seat, book_id)
            full = f"\u2605 {'ACTIVE · ' if on else ''}{magic.name}: {magic.text}"
            width = rect.width - int(16 * s)
            # without slots the card has room: the ability's words wrap onto the lines left
            room = max(1, room_px // f.get_linesize()) if not slot_boxes else 1
            lines = list(_wrap(full, int(11 * s), width))
            if len(lines) > room:
                # Never a sentence cut with "…" (issue 21): the ability's name whole, and where its
                # words are (the card's tooltip tells the whole ability).
                head = f"\u2605 {'ACTIVE · ' if on else ''}{magic.name}"
                more = head + ": point at the card to read it"
                lines = [more if D.rich_width(more, "sans_italic", int(11 * s)) <= width else head]
            col = MAGIC_INK if not on else (150, 60, 200)
            for k, line in enumerate(lines):
                r = D.draw_rich_line(
                    surface, line, "sans_italic", int(11 * s), (rect.left + int(8 * s), ty + k * f.get_linesize()), col
                )
                hits.texts.append((r, pygame.Rect(rect.left + 4, rect.top, rect.width - 8, rect.height + 2), line))
    if faded:
        veil = pygame.Surface(rect.size, pygame.SRCALPHA)
        veil.fill((30, 20, 26, 190))
        surface.blit(veil, rect)
        size = min(int(15 * s), max(9, rect.height - int(10 * s)))
        label = look.text("serif_bold", size, "all smashed", look.BONE)
        pill = label.get_rect(center=rect.center).inflate(int(16 * s) + label.get_height(), int(6 * s))
        pill.height = min(pill.height, rect.height - 2)
        pill.center = rect.center
        D.panel(surface, pill, alpha=235, radius=6)  # readable over the slots beneath
        D.rulebook_icon(
            surface,
            "smashed",
            (pill.left + int(8 * s) + label.get_height() // 2, pill.centery),
            label.get_height(),
            look.BONE_DIM,
        )
        lr = label.get_rect(midright=(pill.right - int(8 * s), pill.centery))
        surface.blit(label, lr)
        hits.texts.append((lr, pygame.Rect(rect), "all smashed"))


def _slot(
    surface, sb, slots, state, seat: int, pl: PanelLook, s, t, locked: bool, compact: bool, hits: PanelHits, card
) -> None:
    """One command slot: its commands, distance (measured from the base: Distance to Size) and the die on it."""
    seat_state = state.seats[seat]
    j = sb.slot
    slot = slots[j] if j >= 0 else None
    srect = pygame.Rect(sb.rect)
    fill = (214, 200, 166) if j >= 0 else (206, 192, 226)
    pygame.draw.rect(surface, fill, srect, border_radius=5)
    ok = (sb.book, j) in pl.drop_ok
    border = D.GREEN_OK if ok else (INK if j >= 0 else (84, 52, 120))
    if j >= 0 and slot.unstable:
        D.jagged_rect(surface, srect.inflate(-2, -2), border, 2, max(4, int(5 * s)))
    else:
        pygame.draw.rect(surface, border, srect, 3 if ok else 2, border_radius=5)
    tall = srect.height >= int(40 * s)
    labelled = srect.height >= int(26 * s)
    # the label never under the readable least (a small window), on a strip along the slot's foot that
    # the die on the slot keeps clear of (play-test r17: 6 px words half under the die)
    label_px = max(SLOT_LABEL_PX, int(10 * s))
    label_h = look.font("sans", label_px).get_height()
    label_y = srect.bottom - max(int(7 * s), label_h // 2 + 2)
    label_top = label_y - label_h // 2 if labelled else srect.bottom
    di, die = _die_on(seat_state, sb.book, j)
    placed = die is not None and di != pl.hidden_die
    if j >= 0:
        cmds = slot.commands
        n = len(cmds)
        icon_y = srect.top + int(12 * s) if tall else srect.centery - (int(5 * s) if srect.height >= int(26 * s) else 0)
        for k, c in enumerate(cmds if not placed else ()):  # a die on it hides the print (it showed beside
            cx = srect.centerx + (k - (n - 1) / 2) * int(20 * s)  # the die, alike: which was the die? r27)
            D.icon(surface, c, (cx, icon_y), int(16 * s), D.COMMAND_COLOURS[c])
        if state.uses_distances():
            # what the slot is performed at now (an active magic such as Grave Bolt overrides the print)
            words, changed = slot_words(state, seat, sb.book, j)
            ink = MAGIC_INK if changed else INK
            if tall:
                badge_y = srect.top + int(27 * s)
                edge = max((e for _c, e in slot_edges(state, seat, sb.book, j)), key=lambda e: NQ.edge_length(e))
                D.distance_badge(surface, (srect.centerx + int(5 * s), badge_y), edge, int(18 * s), ink)
                # Distance to Size (NM-ICON-01): the tool's edge is laid from the monster's base, whatever its size
                D.rulebook_icon(surface, "distance_to_size", (srect.left + int(10 * s), badge_y), int(12 * s))
            if labelled:
                kind = "sans_bold" if changed else "sans"
                room = srect.width - max(4, int(6 * s))
                size = _fit_size(kind, label_px, words, room, SLOT_LABEL_PX)
                if look.font(kind, size).size(words)[0] > room:  # too narrow still: the inches alone ("5″")
                    words = re.sub(r"\b(close|medium|far) ", "", words)
                    size = _fit_size(kind, label_px, words, room, SLOT_LABEL_PX)
                _text(
                    surface,
                    hits,
                    srect,
                    kind,
                    size,
                    words,
                    (srect.centerx, label_y),
                    ink,
                    anchor="center",
                    shadow=False,
                )
        elif labelled:  # basic play with slots but not What Next step 3: any edge of the tool
            _text(
                surface,
                hits,
                srect,
                "sans",
                _fit_size("sans", label_px, "any edge", srect.width - 4, SLOT_LABEL_PX),
                "any edge",
                (srect.centerx, label_y),
                INK,
                anchor="center",
                shadow=False,
            )
    else:
        if not placed:
            D.icon(
                surface,
                "magic",
                (srect.centerx, srect.top + (int(16 * s) if tall else srect.height // 2 - int(3 * s))),
                int(18 * s) if tall else int(14 * s),
                (96, 60, 150),
            )
        if labelled and look.font("sans", SLOT_LABEL_PX).size("magic")[0] <= srect.width - 4:  # (else the star says it)
            _text(
                surface,
                hits,
                srect,
                "sans",
                _fit_size("sans", label_px, "magic", srect.width - 4, SLOT_LABEL_PX),
                "magic",
                (srect.centerx, label_y),
                MAGIC_INK,
                anchor="center",
                shadow=False,
            )
    if placed:
        px = int(min(srect.width, srect.height) * (0.58 if tall else 0.8))
        above = label_top - srect.top - 2  # the room over the label's strip
        if labelled:
            px = max(8, min(px, above - (int(3 * s) if tall else 0)))
        img = D.command_die(die.face, px, "spent" if die.status == "spent" else "normal")
        if tall:
            pos = img.get_rect(center=(srect.centerx, srect.top + px // 2 + int(3 * s)))
        elif labelled:
            pos = img.get_rect(center=(srect.centerx, srect.top + 1 + above // 2))
        else:
            pos = img.get_rect(center=srect.center)
        surface.blit(img, pos)
        # a dark edge round it: an ivory die on the tan slot read as the slot's printed icon (playing r27)
        pygame.draw.rect(surface, INK, pygame.Rect(pos.topleft, (px, px)).inflate(2, 2), 1, max(3, px // 5) + 1)
        hits.on_slots.append(pygame.Rect(pos))
        if locked and die.status == "assigned":
            D.rulebook_icon(
                surface, "locked", (pos.right - int(2 * s), pos.top + int(3 * s)), int(13 * s), look.BRASS_DARK
            )
        if di in pl.clickable_dice:
            k = abs((t * 2.5) % 2 - 1)
            pygame.draw.rect(surface, look.AMBER, pos.inflate(6 + int(4 * k), 6 + int(4 * k)), 3, border_radius=8)


def draw_tray_die(surface, die, rect_or_pos, px: int, mode: str = "normal", face: str | None = None) -> pygame.Rect:
    """One die lying in a tray: face down when it is hidden from this seat (NM-ROUND-05), else its face."""
    if die.status == HIDDEN or die.face == HIDDEN:
        img = D.command_die_back(px)
    else:
        img = D.command_die(face or die.face, px, mode)
    r = img.get_rect(topleft=rect_or_pos)
    surface.blit(img, r)
    return r


def tray_label(statuses: list[str]) -> str:
    """The command dice tray's label: greyed dice are gone this round, not dice in hand (play-test), and
    a discarded die says so (the lead's play r27: the computer's one discarded die read "1 used")."""
    spent, gone = statuses.count("spent"), statuses.count("discarded")
    if not spent and not gone:
        return "Command dice"
    held = statuses.count("rolled")
    parts = [f"{held} in hand"] if held else []
    parts += [f"{spent} used"] if spent else []
    parts += [f"{gone} discarded"] if gone else []
    return "Command dice · " + ", ".join(parts) + ("" if held else " this round")


def _tray(surface, rect, state, seat, pl: PanelLook, s, t, tray_dice, compact: bool, hits: PanelHits) -> None:
    felt = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(felt, (40, 60, 44, 230), felt.get_rect(), border_radius=10)
    pygame.draw.rect(felt, (20, 30, 22, 255), felt.get_rect(), 3, border_radius=10)
    surface.blit(felt, rect)
    dice = state.seats[seat].dice
    hidden = [i for _r, i in tray_dice if dice[i].status == HIDDEN]
    label = tray_label([dice[i].status for _r, i in tray_dice])
    labels = [label, label.removesuffix(" this round"), label.partition(" · ")[2] or label]  # longest that fits
    if hidden:  # the whole sentence where it fits, else its first words (960x600 with Large text cut
        # "…all have committe", play-test r24)
        labels = ["Committed · face down until all have committed", "Committed · face down", "Committed"]
    room = rect.width - int(20 * s)
    for label in labels:
        size = _fit_size("sans", int((11 if compact else 12) * s), label, room, 8)
        if look.font("sans", size).size(label)[0] <= room and size >= min(9, int((11 if compact else 12) * s)):
            break
    _text(surface, hits, rect, "sans", size, label, (rect.left + int(10 * s), rect.top + int(4 * s)), look.BONE_DIM)
    import random

    rng = random.Random(pl.roll_seed + int(t * 12))
    faces = ("move", "ranged", "magic", "wild")
    for (x, y, px, _h), i in tray_dice:
        d = dice[i]
        if i == pl.hidden_die:
            continue  # being dragged: its place stays empty
        if d.status == HIDDEN:  # another seat's committed die: its back only, never its face
            draw_tray_die(surface, d, (x, y), px)
            continue
        mode = "normal" if d.status == "rolled" else "spent"
        face = d.face
        dx = dy = 0
        if pl.rolling > 0 and d.status == "rolled":
            face = rng.choice(faces)
            dx, dy = rng.randint(-4, 4), rng.randint(-5, 3)
        cmd = state.command
        performing = cmd is not None and state.phase in ("command", "combat") and cmd.seat == seat and cmd.die == i
        r = draw_tray_die(
            surface, d, (x + dx, y + dy), px, "ghost" if performing else mode, face
        )  # basic play: the die being performed
        if performing:
            pygame.draw.rect(surface, look.AMBER, r.inflate(6, 6), 3, border_radius=8)
        if i in pl.selected_dice:  # marked to be discarded (the advanced reroll or change): a cross on it too
            pygame.draw.rect(surface, look.AMBER, r.inflate(6, 6), 3, border_radius=8)
            c = r.inflate(-r.width // 3, -r.height // 3)
            w = max(2, r.width // 12)
            pygame.draw.line(surface, look.EMBER, c.topleft, c.bottomright, w)
            pygame.draw.line(surface, look.EMBER, c.topright, c.bottomleft, w)
        if i in pl.clickable_dice:
            k = abs((t * 2.5) % 2 - 1)
            pygame.draw.rect(surface, look.AMBER, r.inflate(5 + int(4 * k), 5 + int(4 * k)), 2, border_radius=8)
    if not tray_dice and pl.rolling <= 0:
        _text(
            surface,
            hits,
            rect,
            "serif_italic",
            13 * s,
            "no dice in hand",
            (rect.centerx, rect.centery + int(8 * s)),
            look.BONE_DIM,
            anchor="center",
        )
