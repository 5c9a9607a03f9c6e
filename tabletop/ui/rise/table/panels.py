"""Player boards (one per seat, beside the Game board) and the cards in hand of the seat at the
screen, drawn as cards. Hit rectangles come from the same pure functions the drawing uses.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Optional

import pygame

from tabletop.content.rise.board import GOOD_NAMES
from tabletop.content.rise.cards import Apprentice, DungeonCard, Item, Necromancer, Spell, card_text
from tabletop.games.rise.content import cards
from tabletop.games.rise.state import HIDDEN, MINION_KINDS, STOCK, counters_placed
from tabletop.ui import look
from tabletop.ui.rise.table.board_draw import ACADEMY_RGB, GOOD_RGB, MINION_MARK, shade

PARCHMENT = (236, 224, 192)
INK = (36, 22, 14)
WIN_COUNTERS = 13
SHORT = {"ichor": "Ichor", "dark_water": "Water", "scroll": "Scroll", "lesser_corpse": "Lesser",
         "greater_corpse": "Great."}  # the player board's labels (the tooltips of the issue are not done)  # RN-WIN: the 13th Dominion counter placed wins


def minion_chip_rects(rect, scale: float) -> dict[str, pygame.Rect]:
    """Where each Minion kind sits on a player board (clicked to raise one)."""
    x, y, w, h = rect
    row = _rows(rect, scale)[2]
    cw = int((w - 16 * scale) / 4)
    return {k: pygame.Rect(int(x + 8 * scale + i * cw), row, cw - int(4 * scale), int(22 * scale))
            for i, k in enumerate(MINION_KINDS)}


def _rows(rect, scale: float) -> list[int]:
    x, y, w, h = rect
    step = max(int(19 * scale), (h - int(8 * scale)) // 5)
    return [y + int(4 * scale) + i * step for i in range(5)]


def _small(size: int, bold: bool = False):
    return look.font("sans_bold" if bold else "sans", max(8, size))


def draw_player_board(surface, rect, view, seat: int, name: str, colour, scale: float, acting: bool,
                      raisable: Optional[dict] = None, hover_kind: Optional[str] = None) -> None:
    """One seat's Player board: stock, Minions, tracks, the Necromancer and Apprentice in play."""
    r = pygame.Rect(rect)
    p = view.players[seat]
    look.draw_frame(surface, r, 215)
    band = pygame.Rect(r.x + 3, r.y + 3, max(4, int(7 * scale)), r.h - 6)
    pygame.draw.rect(surface, colour, band, border_radius=3)
    if acting:
        pygame.draw.rect(surface, look.AMBER, r, max(2, int(3 * scale)), border_radius=6)
    rows = _rows(rect, scale)
    fs = int(13 * scale)
    x0 = r.x + int(14 * scale)
    # row 0: who, counters placed of 13, hand size
    placed = counters_placed(view, seat)
    head = look.font("serif_bold", max(9, int(14 * scale))).render(name, True,
                                                                    look.AMBER if acting else look.BONE)
    surface.blit(head, (x0, rows[0]))
    right = _small(int(12 * scale), True).render(f"Dominion {placed}/{WIN_COUNTERS} · {len(p.hand)} cards", True,
                                                 look.BONE)
    surface.blit(right, (r.right - right.get_width() - int(8 * scale), rows[0] + 2))
    # row 1: resources and corpses
    x = x0
    for k in STOCK:
        n = p.stock.get(k, 0)
        c = (x + int(8 * scale), rows[1] + int(9 * scale))
        pygame.draw.circle(surface, GOOD_RGB[k], c, int(8 * scale))
        pygame.draw.circle(surface, look.INK, c, int(8 * scale), 1)
        t = _small(fs, True).render(str(n), True, look.BONE)
        surface.blit(t, (x + int(19 * scale), rows[1] + 1))
        label = _small(int(10 * scale)).render(SHORT.get(k, GOOD_NAMES[k]), True, look.BONE_DIM)
        surface.blit(label, (x + int(19 * scale) + t.get_width() + 3, rows[1] + int(3 * scale)))
        x += int(62 * scale)
    # row 2: Minions by kind (clickable to raise)
    for k, chip in minion_chip_rects(rect, scale).items():
        can = raisable is not None and k in raisable
        fill = (70, 56, 40) if not can else ((120, 96, 50) if hover_kind != k else (170, 130, 60))
        pygame.draw.rect(surface, fill, chip, border_radius=5)
        pygame.draw.rect(surface, look.AMBER if can else look.BRASS_DARK, chip, 2 if can else 1, border_radius=5)
        n = p.army.get(k, 0)
        name_k = cards().minion(k).name
        label = f"{MINION_MARK[k]} {n} {name_k.split()[-1][:7]}" + (" +" if can else "")
        t = _small(int(11 * scale), True).render(label, True, look.BONE)
        surface.blit(t, t.get_rect(center=chip.center))
    # row 3: the Spell and Item tracks
    track_max = cards().supplies.player_board.track_max
    x = x0
    for label, value, tint in (("Spells", p.spell_track, (70, 92, 132)), ("Items", p.item_track, (146, 104, 60))):
        t = _small(int(11 * scale)).render(label, True, look.BONE_DIM)
        surface.blit(t, (x, rows[3] + 2))
        sx = x + t.get_width() + int(5 * scale)
        for i in range(track_max):
            c = (sx + i * int(15 * scale) + int(6 * scale), rows[3] + int(9 * scale))
            pygame.draw.circle(surface, shade(tint, 0.7), c, int(6 * scale))
            if i < value:
                pygame.draw.circle(surface, colour, c, int(5 * scale))
            pygame.draw.circle(surface, look.BRASS, c, int(6 * scale), 1)
        x = sx + track_max * int(15 * scale) + int(14 * scale)
    # row 4: Necromancer and Apprentice in play, then Spells/Items in play
    c = cards()
    if p.necromancer:
        nec = c.card(p.necromancer)
        who = f"{nec.name} (power {'/'.join(map(str, nec.power))})"
    else:
        pb = c.supplies.player_board
        who = f"unnamed Necromancer, move {pb.unnamed_move} / power {'/'.join(map(str, pb.unnamed_power))}"
    if p.apprentice:
        who += f" + {c.card(p.apprentice).name}"
    extra = len(p.spells) + len(p.items) + len(p.golems)
    if extra:
        who += f" · {len(p.spells)} spell, {len(p.items)} item" + (f", {len(p.golems)} golem" if p.golems else "")
    t = _small(int(11 * scale)).render(_fit(who, _small(int(11 * scale)), r.w - int(22 * scale)), True, look.BONE)
    surface.blit(t, (x0, rows[4]))


def _fit(text: str, font, width: int) -> str:
    if font.size(text)[0] <= width:
        return text
    while text and font.size(text + "…")[0] > width:
        text = text[:-1]
    return text + "…"


# -- cards ------------------------------------------------------------------------------------

def hand_card_rects(rect, n: int, scale: float) -> list[pygame.Rect]:
    """Where the cards of a hand sit in the hand strip (overlapping when many)."""
    x, y, w, h = rect
    ch = h - int(16 * scale)
    cw = int(ch * 0.72)
    if n <= 0:
        return []
    pad = int(8 * scale)
    room = w - 2 * pad
    step = min(cw + int(6 * scale), (room - cw) / max(1, n - 1)) if n > 1 else cw
    return [pygame.Rect(int(x + pad + i * step), y + int(8 * scale), cw, ch) for i in range(n)]


def card_kind(card) -> str:
    """necromancer, apprentice, spell, item, dungeon or headmaster."""
    for cls, name in ((Necromancer, "necromancer"), (Apprentice, "apprentice"), (Spell, "spell"), (Item, "item"),
                      (DungeonCard, "dungeon")):
        if isinstance(card, cls):
            return name
    return "headmaster"


COLOUR_WORDS = {"green": "Decay", "bone": "Bone", "red": "Blood", "blue": "Mist"}


@lru_cache(maxsize=128)
def card_face(card_id: str, size: tuple[int, int], playable: bool, fresh: bool) -> pygame.Surface:
    """A card as printed: colour band, name, kind, cost, power dice, the effect in words."""
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
    fn = look.font("serif_bold", max(9, h // 13))
    t = fn.render(_fit(name, fn, w - 8), True, (250, 244, 230) if sum(colour) < 500 else INK)
    surf.blit(t, t.get_rect(center=band.center))
    y = band.bottom + 3
    fs = look.font("sans", max(8, h // 17))
    kind = card_kind(card) if card is not None else "card"
    sub = kind.title() + (f" · {COLOUR_WORDS.get(card.colour, '')}" if getattr(card, "colour", None) else "")
    surf.blit(fs.render(sub, True, (90, 70, 50)), (5, y))
    y += fs.get_linesize()
    cost = getattr(card, "cost", None)
    if cost is not None and cost.items():
        x = 5
        for k, n in cost.items():
            pygame.draw.circle(surf, GOOD_RGB[k], (x + 6, y + 7), 6)
            pygame.draw.circle(surf, INK, (x + 6, y + 7), 6, 1)
            surf.blit(fs.render(str(n), True, INK), (x + 14, y))
            x += 30
        y += fs.get_linesize() + 2
    elif kind == "spell":
        surf.blit(fs.render(f"cast: {GOOD_NAMES.get(card.cast, card.cast)}", True, INK), (5, y))
        y += fs.get_linesize()
    power = getattr(card, "power", None)
    if power:
        x = 5
        for pw in power:
            d = pygame.Rect(x, y, 15, 15)
            pygame.draw.rect(surf, (250, 250, 244), d, border_radius=3)
            pygame.draw.rect(surf, INK, d, 1, border_radius=3)
            pt = fs.render(str(pw), True, (150, 30, 40))
            surf.blit(pt, pt.get_rect(center=d.center))
            x += 18
        y += 18
    if card is not None:
        text = card_text(card) if kind != "spell" else " / ".join(lv.text or "" for lv in card.levels)[:160]
        ft = look.font("serif", max(8, h // 19))
        for line in _wrap(text, ft, w - 10):
            if y + ft.get_linesize() > h - 4:
                break
            surf.blit(ft.render(line, True, INK), (5, y))
            y += ft.get_linesize()
    pygame.draw.rect(surf, look.AMBER if playable else (110, 80, 32), r, 3 if playable else 2, border_radius=8)
    return surf


def _wrap(text: str, font, width: int) -> list[str]:
    words, lines, cur = text.split(), [], ""
    for w in words:
        t = (cur + " " + w).strip()
        if font.size(t)[0] <= width or not cur:
            cur = t
        else:
            lines.append(cur)
            cur = w
    if cur:
        lines.append(cur)
    return lines


def draw_hand(surface, rect, view, seat: Optional[int], scale: float, playable: dict, hover: Optional[int]) -> None:
    """The cards in hand of the seat at the screen (nobody else's: the view hides them)."""
    r = pygame.Rect(rect)
    look.draw_frame(surface, r, 200)
    if seat is None:
        t = _small(int(13 * scale)).render("Watching: the computer plays every seat.", True, look.BONE_DIM)
        surface.blit(t, t.get_rect(center=r.center))
        return
    hand = [c for c in view.players[seat].hand if c != HIDDEN]
    if not hand:
        t = _small(int(13 * scale)).render("No cards in hand.", True, look.BONE_DIM)
        surface.blit(t, t.get_rect(center=r.center))
        return
    fresh = set(view.players[seat].fresh)
    rects = hand_card_rects(rect, len(hand), scale)
    for i, (cid, cr) in enumerate(zip(hand, rects)):
        if i == hover:
            continue
        surface.blit(card_face(cid, cr.size, cid in playable, cid in fresh), cr)
    if hover is not None and 0 <= hover < len(hand):
        cr = rects[hover].move(0, -int(10 * scale))
        big = pygame.Rect(0, 0, int(cr.w * 1.5), int(cr.h * 1.5))
        big.midbottom = cr.midbottom
        big.clamp_ip(pygame.Rect(0, 0, *surface.get_size()))
        surface.blit(card_face(hand[hover], big.size, hand[hover] in playable, hand[hover] in fresh), big)
