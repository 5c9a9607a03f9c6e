"""A seat's side panel: who they are, their gems, spellbooks as cards with command slots, and
the command dice tray. Drawing returns the hit areas the scene uses for clicks and drops."""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

import pygame

from tabletop.games.necromolds import rounds
from tabletop.games.necromolds.library import library
from tabletop.ui import look
from tabletop.ui.necromolds.table import draw as D
from tabletop.ui.necromolds.table.pieces import monster_sprite

PARCHMENT = (232, 220, 190)
PARCHMENT_DARK = (196, 178, 140)
INK = (44, 30, 24)
SUPPORT_BLUE = (120, 170, 230)


@lru_cache(maxsize=128)
def _wrap(text: str, size: int, width: int) -> tuple[str, ...]:
    """An ability's words in lines (cached: the cards are drawn every frame)."""
    return tuple(D.wrap(text, "sans_italic", size, width))


@dataclass
class PanelHits:
    """Where things are in one seat's panel (for hover, clicks and drops)."""

    seat: int
    slots: list = field(default_factory=list)  # (rect, book, slot index, die index or None)
    tray: list = field(default_factory=list)  # (rect, die index)
    cards: list = field(default_factory=list)  # (rect, book)
    header: pygame.Rect | None = None
    tray_rect: pygame.Rect | None = None


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


def _die_on(seat_state, book: str, slot: int):
    for i, d in enumerate(seat_state.dice):
        if d.book == book and d.slot == slot and d.status in ("assigned", "spent"):
            return i, d
    return None, None


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


def draw_panel(surface, pl_layout, state, pl: PanelLook, scale: float, t: float) -> PanelHits:
    """Draw a seat's panel into its layout (see layout.panel_layout); returns its hit areas."""
    seat = pl_layout.seat
    rect = pygame.Rect(pl_layout.rect)
    s = scale
    pad = int(8 * s)
    D.panel(surface, rect.inflate(-pad, -pad), alpha=200, border=pl.colour if pl.acting else look.BRASS_DARK)
    inner = pygame.Rect(pl_layout.inner)
    # header: colour seal, name, gems, monsters left
    sd = state.seats[seat]
    hy = inner.top
    pygame.draw.circle(surface, pl.colour, (inner.left + int(12 * s), hy + int(14 * s)), int(10 * s))
    pygame.draw.circle(surface, look.INK, (inner.left + int(12 * s), hy + int(14 * s)), int(10 * s), 2)
    gem_x = inner.right - int(56 * s)
    size = int(19 * s)
    while look.font("serif_bold", size).size(pl.name)[0] > gem_x - inner.left - int(34 * s) and size > 11:
        size -= 1  # a long name ("Player 2 (computer)") must not run under the gems
    D.text(surface, "serif_bold", size, pl.name, (inner.left + int(28 * s), hy + int(14 * s)), look.BONE, anchor="midleft")
    D.gem_counter(surface, (gem_x, hy + int(4 * s)), sd.gems, int(20 * s))
    alive = len(state.alive(seat))
    D.text(surface, "sans", 13 * s, f"{alive} monster{'s' if alive != 1 else ''} on the map" + (f" · {pl.status}" if pl.status else ""),
           (inner.left + int(2 * s), hy + int(32 * s)), look.BONE_DIM)
    hits = hits_for(pl_layout, state)
    for card in pl_layout.cards:
        _card(surface, pygame.Rect(card.rect), state, seat, card.book, pl, s, t, card.slots)
    _tray(surface, pygame.Rect(pl_layout.tray), state, seat, pl, s, t, pl_layout.tray_dice)
    return hits


def _card(surface, rect, state, seat, book_id, pl: PanelLook, s, t, slot_boxes) -> None:
    lib = library()
    book = lib.books[book_id]
    alive = [m for m in state.alive(seat) if m.book == book_id]
    active = state.active_book == book_id and state.turn_seat == seat and state.phase in ("turns", "command")
    faded = not alive
    card = pygame.Surface(rect.size, pygame.SRCALPHA)
    r0 = card.get_rect()
    pygame.draw.rect(card, (0, 0, 0, 90), r0.move(2, 3), border_radius=6)
    pygame.draw.rect(card, PARCHMENT_DARK, r0, border_radius=6)
    pygame.draw.rect(card, PARCHMENT, r0.inflate(-4, -4), border_radius=5)
    band = pygame.Rect(0, 0, rect.width, int(26 * s))
    pygame.draw.rect(card, D.darker(pl.colour, 0.15), band, border_top_left_radius=6, border_top_right_radius=6)
    surface.blit(card, rect)
    if active:
        glow = 2 + int(2 * abs((t * 2) % 2 - 1))
        pygame.draw.rect(surface, look.AMBER, rect.inflate(glow * 2, glow * 2), 3, border_radius=8)
    # title row
    mini, (ox, oy) = monster_sprite(book_id, tuple(pl.colour), int(9 * s), lib.books[book_id].sizes[0].height,
                                    lib.books[book_id].sizes[0].radius)
    surface.blit(mini, (rect.left + int(16 * s) - ox, rect.top + int(18 * s) - oy))
    dark_text = sum(pl.colour) > 420
    D.text(surface, "serif_bold", 16 * s, book.name, (rect.left + int(30 * s), rect.top + int(13 * s)),
           INK if dark_text else look.BONE, anchor="midleft", shadow=not dark_text)
    D.text(surface, "sans_bold", 14 * s, f"×{len(alive)}", (rect.right - int(8 * s), rect.top + int(13 * s)),
           INK if dark_text else look.BONE, anchor="midright", shadow=not dark_text)
    # skills row
    y = rect.top + int(40 * s)
    x = rect.left + int(10 * s)
    sup = set(book.support_skills) if state.mode == "advanced" else set()
    if state.uses_skills():
        for skill, icon_kind, val in (("melee", "attack", book.melee), ("ranged", "shoot", book.ranged), ("defense", "defense", book.defense)):
            box = pygame.Rect(x - 3, y - int(10 * s), int(44 * s), int(20 * s))
            if skill in sup:
                pygame.draw.rect(surface, SUPPORT_BLUE, box, border_radius=4)
            D.icon(surface, icon_kind, (x + int(8 * s), y), int(15 * s), INK)
            D.text(surface, "sans_bold", 14 * s, str(val), (x + int(19 * s), y), INK, anchor="midleft", shadow=False)
            x += int(48 * s)
    else:  # basic play without What Next step 2: the ratings do not count, the fixed pools do
        r = lib.rules.basic
        D.text(surface, "sans", 11 * s, f"melee {r.melee_attack_dice}v{r.melee_defense_dice} · ranged {r.ranged_dice}v{r.ranged_dice}",
               (x - 2, y), (90, 70, 56), anchor="midleft", shadow=False)
    if state.uses_abilities():
        D.text(surface, "serif_italic", 11 * s, book.passive.name, (rect.right - int(8 * s), y), (90, 70, 56), anchor="midright", shadow=False)
    # slots row
    sy = rect.top + int(56 * s)
    sh = min(int(50 * s), rect.bottom - sy - int(22 * s))
    sw = int(56 * s)
    slots = library().books[book_id].slots
    seat_state = state.seats[seat]
    for sb in slot_boxes:
        j = sb.slot
        slot = slots[j] if j >= 0 else None
        srect = pygame.Rect(sb.rect)
        fill = (214, 200, 166) if j >= 0 else (206, 192, 226)
        pygame.draw.rect(surface, fill, srect, border_radius=5)
        ok = (book_id, j) in pl.drop_ok
        border = D.GREEN_OK if ok else (INK if j >= 0 else (84, 52, 120))
        if j >= 0 and slot.unstable:
            D.jagged_rect(surface, srect.inflate(-2, -2), border, 2, max(4, int(5 * s)))
        else:
            pygame.draw.rect(surface, border, srect, 3 if ok else 2, border_radius=5)
        if j >= 0:
            cmds = slot.commands
            n = len(cmds)
            for k, c in enumerate(cmds):
                cx = srect.centerx + (k - (n - 1) / 2) * int(20 * s)
                D.icon(surface, c, (cx, srect.top + int(14 * s)), int(16 * s), D.COMMAND_COLOURS[c])
            if state.uses_distances():
                D.distance_badge(surface, (srect.centerx, srect.top + int(30 * s)), slot.distance, int(20 * s), INK)
                D.text(surface, "sans", 10 * s, f"{slot.distance} {lib.length(slot.distance):g}\u2033",
                       (srect.centerx, srect.bottom - int(7 * s)), INK, anchor="center", shadow=False)
            else:  # basic play with slots but not What Next step 3: any edge of the tool
                D.text(surface, "sans", 10 * s, "any edge", (srect.centerx, srect.bottom - int(9 * s)), INK,
                       anchor="center", shadow=False)
        else:
            D.icon(surface, "magic", (srect.centerx, srect.top + int(16 * s)), int(18 * s), (96, 60, 150))
            D.text(surface, "sans", 10 * s, "magic", (srect.centerx, srect.bottom - int(9 * s)), (84, 52, 120), anchor="center", shadow=False)
        di, die = _die_on(seat_state, book_id, j)
        if die is not None and di != pl.hidden_die:
            px = int(min(sw, sh) * 0.58)
            img = D.command_die(die.face, px, "spent" if die.status == "spent" else "normal")
            pos = img.get_rect(center=(srect.centerx, srect.top + px // 2 + int(3 * s)))
            surface.blit(img, pos)
            if di in pl.clickable_dice:
                k = abs((t * 2.5) % 2 - 1)
                pygame.draw.rect(surface, look.AMBER, pos.inflate(6 + int(4 * k), 6 + int(4 * k)), 3, border_radius=8)
    if not slot_boxes and state.uses_distances():
        # basic play with What Next step 3 but not step 4: each spellbook's own edges (rounds.basic_edge)
        ex = rect.left + int(10 * s)
        ey = sy + int(10 * s)
        for kind in ("move", "ranged"):
            edge = rounds.basic_edge(state, seat, book_id, kind)
            D.icon(surface, kind, (ex + int(8 * s), ey), int(15 * s), D.COMMAND_COLOURS[kind])
            words = f"{edge} {lib.length(edge):g}\u2033" if edge else "none"
            img = look.font("sans_bold", int(12 * s)).render(words, True, INK)
            surface.blit(img, img.get_rect(midleft=(ex + int(19 * s), ey)))
            ex += int(19 * s) + img.get_width() + int(14 * s)
        sy, sh = ey + int(10 * s), 0
    elif not slot_boxes:
        sy, sh = sy - int(4 * s), 0
    if state.uses_abilities() and (sh > 0 or not slot_boxes):
        ty = sy + sh + int(4 * s)
        if ty + int(12 * s) < rect.bottom:
            magic = book.magic
            active = state.magic_active(seat, book_id)
            full = f"\u2605 {'ACTIVE · ' if active else ''}{magic.name}: {magic.text}"
            f = look.font("sans_italic", int(11 * s))
            width = rect.width - int(16 * s)
            # without slots the card has room: the ability's words wrap onto the lines left
            room = max(1, (rect.bottom - ty - int(4 * s)) // f.get_linesize()) if not slot_boxes else 1
            lines = list(_wrap(full, int(11 * s), width))
            if len(lines) > room:
                lines = lines[:room]
                line = lines[-1] + " …"
                while f.size(line)[0] > width and len(line) > 8:
                    line = line[:-3] + "…"
                lines[-1] = line
            col = (84, 52, 120) if not active else (150, 60, 200)
            for k, line in enumerate(lines):
                surface.blit(f.render(line, True, col), (rect.left + int(8 * s), ty + k * f.get_linesize()))
    if faded:
        veil = pygame.Surface(rect.size, pygame.SRCALPHA)
        veil.fill((30, 20, 26, 190))
        surface.blit(veil, rect)
        label = look.text("serif_bold", int(15 * s), "all smashed", look.BONE)
        pill = label.get_rect(center=rect.center).inflate(int(16 * s), int(6 * s))
        D.panel(surface, pill, alpha=235, radius=6)  # readable over the slots beneath
        surface.blit(label, label.get_rect(center=rect.center))


def _tray(surface, rect, state, seat, pl: PanelLook, s, t, tray_dice) -> None:
    felt = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(felt, (40, 60, 44, 230), felt.get_rect(), border_radius=10)
    pygame.draw.rect(felt, (20, 30, 22, 255), felt.get_rect(), 3, border_radius=10)
    surface.blit(felt, rect)
    D.text(surface, "sans", 12 * s, "Command dice", (rect.left + int(10 * s), rect.top + int(5 * s)), look.BONE_DIM)
    dice = state.seats[seat].dice
    import random

    rng = random.Random(pl.roll_seed + int(t * 12))
    faces = ("move", "ranged", "magic", "wild")
    for (x, y, px, _h), i in tray_dice:
        d = dice[i]
        if i == pl.hidden_die:
            continue  # being dragged: its place stays empty
        mode = "normal" if d.status == "rolled" else "spent"
        face = d.face
        dx = dy = 0
        if pl.rolling > 0 and d.status == "rolled":
            face = rng.choice(faces)
            dx, dy = rng.randint(-4, 4), rng.randint(-5, 3)
        cmd = state.command
        performing = cmd is not None and state.phase in ("command", "combat") and cmd.seat == seat and cmd.die == i
        img = D.command_die(face, px, "ghost" if performing else mode)  # basic play: the die being performed
        r = img.get_rect(topleft=(x + dx, y + dy))
        surface.blit(img, r)
        if performing:
            pygame.draw.rect(surface, look.AMBER, r.inflate(6, 6), 3, border_radius=8)
        if i in pl.selected_dice:
            pygame.draw.rect(surface, look.AMBER, r.inflate(6, 6), 3, border_radius=8)
        if i in pl.clickable_dice:
            k = abs((t * 2.5) % 2 - 1)
            pygame.draw.rect(surface, look.AMBER, r.inflate(5 + int(4 * k), 5 + int(4 * k)), 2, border_radius=8)
    if not tray_dice and pl.rolling <= 0:
        D.text(surface, "serif_italic", 13 * s, "no dice in hand", (rect.centerx, rect.centery + int(8 * s)), look.BONE_DIM, anchor="center")
