"""Plaque buttons, the combat window and the Library / Workshop look, drawn over the table.

A `Button` carries what a press does (an engine action, or a function of the scene); the scene
lays them out each time the state changes and draws them. The combat window shows both sides'
fighters with their attacks (power on each die, Ghost strike marked), the dice the combat has
rolled (the stored fight's `rolls`), its lines from the engine's combat events, the decision in
hand and, once over, the result.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Optional

import pygame

from tabletop.ui import look
from tabletop.ui.rise.table.choices import space_name
from tabletop.ui.rise.table.panels import card_face


@dataclass
class Button:
    """A plaque: its label, where it is, and what a press does (an action or a callable)."""

    key: str
    rect: pygame.Rect
    label: str
    press: Any
    enabled: bool = True


def label_lines(label: str, width: int, height: int, size: int, least: int = 8) -> tuple[int, list[str]]:
    """(font size, lines) that show a button's whole label inside width x height: one line at `size`
    when it fits, else two lines, the font made smaller until they fit (never an ellipsis)."""
    words = label.split()
    for fs in range(size, least - 1, -1):
        f = look.font("serif_bold", fs)
        if f.size(label)[0] <= width:
            return fs, [label]
        if 2 * f.get_linesize() > height + 4 or len(words) < 2:
            continue
        best = None
        for k in range(1, len(words)):
            a, b = " ".join(words[:k]), " ".join(words[k:])
            wmax = max(f.size(a)[0], f.size(b)[0])
            if wmax <= width and (best is None or wmax < best[0]):
                best = (wmax, [a, b])
        if best is not None:
            return fs, best[1]
    return least, [label]


@lru_cache(maxsize=256)
def plaque(size: tuple[int, int], label: str, font_size: int, hover: bool) -> pygame.Surface:
    """A plaque button drawn once per size, label and hover, its label whole on one or two lines."""
    surf = pygame.Surface((size[0] + 4, size[1] + 5), pygame.SRCALPHA)
    look.draw_plaque(surf, pygame.Rect(0, 0, *size), " ", font_size, hover)
    fs, lines = label_lines(label, size[0] - 12, size[1] - 4, font_size)
    f = look.font("serif_bold", fs)
    y = (size[1] - len(lines) * f.get_linesize()) // 2
    for line in lines:
        t = f.render(line, True, (36, 22, 14))
        surf.blit(t, t.get_rect(midtop=(size[0] // 2, y)))
        y += f.get_linesize()
    return surf


def draw_buttons(surface, buttons: list[Button], mouse, scale: float) -> None:
    """Every button, lit under the mouse."""
    fs = max(9, int(12 * scale))
    for b in buttons:
        hover = b.enabled and b.rect.collidepoint(mouse)
        surface.blit(plaque(tuple(b.rect.size), b.label, fs, hover), b.rect.topleft)


DIE_TUMBLE = 0.45  # seconds the new dice tumble before the first lands
DIE_STEP = 0.3  # seconds between two dice landing, in roll order (Ghost strikes first)


@dataclass
class CombatRecord:
    """What the combat window shows: the sides as the fight began, its dice and lines, the result."""

    title: str
    attacker: Any = None
    defender: Any = None
    att_seat: Optional[int] = None
    def_seat: Optional[int] = None
    rolls: list = field(default_factory=list)
    lines: list = field(default_factory=list)
    over: bool = False
    prompt: str = ""
    shown: float = 0.0
    landed: int = 0  # how many of `rolls` have landed (the rest tumble)
    clock: float = 0.0
    lines_shown: int = 0  # the lines told so far (a roll's lines wait for its dice)
    ends_turn: bool = False  # the fight ended the turn: it closes when the next turn after that begins

    @property
    def rolling(self) -> bool:
        """Dice still in the air."""
        return self.landed < len(self.rolls)

    def add_rolls(self, values) -> None:
        """New dice: they tumble, then land one at a time; the lines they bring wait for them."""
        values = [int(v) for v in values]
        if not values:
            self.lines_shown = len(self.lines)
            return
        if not self.rolling:
            self.clock = -DIE_TUMBLE
        self.rolls.extend(values)

    def tick(self, dt: float) -> None:
        """Time passes: the next die lands every DIE_STEP; the lines show once all have landed."""
        if self.rolling:
            self.clock += dt
            while self.clock >= 0 and self.rolling:
                self.landed += 1
                self.clock -= DIE_STEP
        if not self.rolling:
            self.lines_shown = len(self.lines)
            self.clock = 0.0

    def land_all(self) -> None:
        """Every die down at once (a still picture, an undo)."""
        self.landed = len(self.rolls)
        self.lines_shown = len(self.lines)

    @classmethod
    def from_fight(cls, view) -> "CombatRecord":
        f = view.fight
        what = {"city": "City", "dungeon_guard": "Dungeon guards", "dungeon_foe": "Dungeon foe",
                "academy_guard": "Academy guards", "pvp": "Necromancers"}.get(f.purpose, f.purpose)
        rec = cls(f"Combat at {space_name(view.side, f.space)} — {what}")
        rec.follow(view)
        return rec

    def follow(self, view, typed_rolls=None) -> None:
        """Take in the fight as it stands now; new dice (from the combat events' typed data when they
        carry it, else the stored fight's rolls) start to tumble."""
        f = view.fight
        if typed_rolls:
            self.add_rolls(typed_rolls)
        elif typed_rolls is not None and not self.rolling:
            self.lines_shown = len(self.lines)
        if f is None:
            return
        if f.attacker is not None:
            self.attacker, self.defender = f.attacker, f.defender
            self.att_seat, self.def_seat = f.attacker.seat, f.defender.seat
        if typed_rolls is None and len(f.rolls) > len(self.rolls):
            self.add_rolls(list(f.rolls)[len(self.rolls):])
        elif typed_rolls is None:
            self.lines_shown = len(self.lines) if not self.rolling else self.lines_shown
        self.prompt = f.prompt if view.turn.stage == "combat" else ""


def _side_name(spec, seat_names) -> str:
    if spec is None:
        return ""
    if spec.seat is None:
        return spec.city[0] if spec.city else "The foe"
    return seat_names(spec.seat)


def fighter_rows(rect: pygame.Rect, spec, scale: float, left: bool) -> list[tuple[str, pygame.Rect]]:
    """(fighter id, row) for one side's column of the combat window (a City's towers last, id 'tower')."""
    if spec is None:
        return []
    col_w = rect.w // 2 - int(20 * scale)
    x = rect.x + int(14 * scale) if left else rect.centerx + int(6 * scale)
    y = rect.y + int(74 * scale)
    rows = []
    h = int(26 * scale)
    for fx in spec.fighters:
        rows.append((fx.id, pygame.Rect(x, y, col_w, h - 3)))
        y += h
    if spec.city is not None:
        rows.append(("tower", pygame.Rect(x, y, col_w, h - 3)))
    return rows


def draw_die(surface, rect: pygame.Rect, value: int, colour=(250, 248, 240), ink=(150, 30, 40)) -> None:
    """A die face with a number (a power target, or a rolled result)."""
    pygame.draw.rect(surface, (10, 8, 8), rect.move(1, 2), border_radius=4)
    pygame.draw.rect(surface, colour, rect, border_radius=4)
    pygame.draw.rect(surface, (40, 30, 20), rect, 1, border_radius=4)
    t = look.font("sans_bold", max(8, rect.h - 6)).render(str(value), True, ink)
    surface.blit(t, t.get_rect(center=rect.center))


def draw_combat(surface, rect, rec: CombatRecord, scale: float, seat_names, colours, wound_options: set) -> None:
    """The combat window (its buttons are drawn by the scene)."""
    r = pygame.Rect(rect)
    look.draw_frame(surface, r, 235)
    tf = look.font("serif_bold", max(12, int(20 * scale)))
    title = tf.render(_clip(rec.title, tf, r.w - int(28 * scale)), True, look.AMBER)
    surface.blit(title, (r.x + int(14 * scale), r.y + int(10 * scale)))
    if rec.over:
        done = look.font("sans_bold", max(9, int(12 * scale))).render("Finished", True, look.BONE_DIM)
        surface.blit(done, done.get_rect(topright=(r.right - int(14 * scale), r.y + int(14 * scale))))
    fs = look.font("sans", max(9, int(12 * scale)))
    fb = look.font("sans_bold", max(9, int(13 * scale)))
    for spec, seat, left, label in ((rec.attacker, rec.att_seat, True, "Attacker"),
                                    (rec.defender, rec.def_seat, False, "Defender")):
        x = r.x + int(14 * scale) if left else r.centerx + int(6 * scale)
        colour = colours[seat] if seat is not None and 0 <= seat < len(colours) else look.BONE
        hy = r.y + int(46 * scale)
        rad = int(7 * scale)
        pygame.draw.circle(surface, colour, (x + rad, hy + fb.get_linesize() // 2), rad)
        pygame.draw.circle(surface, look.BRASS, (x + rad, hy + fb.get_linesize() // 2), rad, 1)
        words = _clip(f"{label}: {_side_name(spec, seat_names)}", fb, r.w // 2 - int(34 * scale) - 2 * rad)
        surface.blit(fb.render(words, True, look.AMBER if left else look.BONE), (x + 2 * rad + int(6 * scale), hy))
        for fid, row in fighter_rows(r, spec, scale, left):
            lit = fid in wound_options
            pygame.draw.rect(surface, (90, 60, 40) if lit else (46, 34, 28), row, border_radius=4)
            pygame.draw.rect(surface, look.AMBER if lit else (90, 70, 40), row, 2 if lit else 1, border_radius=4)
            if fid == "tower":
                name, attacks = f"{spec.city[0]}: {spec.city[1]} towers", spec.city[2]
            else:
                fx = next(f for f in spec.fighters if f.id == fid)
                name, attacks = fx.name, fx.attacks
            surface.blit(fs.render(name + ("  ← wound here" if lit else ""), True, look.BONE),
                         (row.x + 6, row.y + (row.h - fs.get_linesize()) // 2))
            dx = row.right - 4
            for a in reversed(list(attacks)):
                d = pygame.Rect(0, 0, row.h - 4, row.h - 4)
                d.topright = (dx, row.y + 2)
                draw_die(surface, d, a[0], (190, 220, 250) if a[1] else (250, 248, 240))
                dx -= d.w + 3
    # the dice rolled so far, in order: the landed ones face up, the rest tumbling
    y = r.y + int(r.h * 0.52)
    lab = fb.render("Dice rolled:", True, look.BONE_DIM)
    surface.blit(lab, (r.x + int(14 * scale), y))
    dx = r.x + int(14 * scale) + lab.get_width() + int(10 * scale)
    size = int(22 * scale)
    first = max(0, len(rec.rolls) - 24)
    for i, v in enumerate(rec.rolls[first:], start=first):
        if i < rec.landed:
            draw_die(surface, pygame.Rect(dx, y - 2, size, size), v, (236, 230, 214), (30, 20, 14))
        else:
            # in the air: a face that changes as it tumbles, jumping a little
            t = rec.clock + (i - rec.landed) * 0.13
            face = int(abs(t) * 23 + i * 5) % 6 + 1
            hop = int(abs(((t * 9) % 2) - 1) * 6 * scale)
            draw_die(surface, pygame.Rect(dx, y - 2 - hop, size, size), face, (214, 206, 190), (90, 80, 70))
        dx += size + 3
    # what happened, in the engine's words
    y += size + int(6 * scale)
    bottom = r.bottom - int(60 * scale)
    room = max(1, (bottom - y) // fs.get_linesize())
    for line in rec.lines[:rec.lines_shown][-room:]:
        surface.blit(fs.render(_clip(line, fs, r.w - int(28 * scale)), True, look.BONE), (r.x + int(14 * scale), y))
        y += fs.get_linesize()
    if rec.prompt:
        surface.blit(fb.render(_clip(rec.prompt, fb, r.w - 28), True, look.AMBER),
                     (r.x + int(14 * scale), r.bottom - int(56 * scale)))


def _clip(text: str, font, width: int) -> str:
    if font.size(text)[0] <= width:
        return text
    while text and font.size(text + "…")[0] > width:
        text = text[:-1]
    return text + "…"


def look_card_rects(rect, n: int, scale: float) -> list[pygame.Rect]:
    """Where the looked-at cards lie in the look window."""
    r = pygame.Rect(rect)
    ch = int(r.h * 0.58)
    cw = int(ch * 0.72)
    gap = int(18 * scale)
    total = n * cw + (n - 1) * gap
    x = r.centerx - total // 2
    return [pygame.Rect(x + i * (cw + gap), r.y + int(50 * scale), cw, ch) for i in range(n)]


ORDER_WORDS = ("goes back 1st (top)", "goes back 2nd", "goes back 3rd")


def draw_look(surface, rect, cards: list, keep: str, rest: list, scale: float, deck: str,
              drag: Optional[tuple] = None) -> None:
    """The Library / Workshop look: the cards seen only by you, the one kept raised and lit, the rest
    with the order they go back (drag one onto the other to change it); `drag` = (card, pos)."""
    r = pygame.Rect(rect)
    look.draw_frame(surface, r, 235)
    what = "Spell" if deck == "spell_deck" else "Item"
    tf = look.font("serif_bold", max(12, int(19 * scale)))
    words = _clip(f"The top {what} cards, seen by you alone: click the one to keep", tf, r.w - int(28 * scale))
    surface.blit(tf.render(words, True, look.AMBER), (r.x + int(14 * scale), r.y + int(12 * scale)))
    fs = look.font("sans_bold", max(9, int(12 * scale)))
    dragged = drag[0] if drag else None
    for cid, cr in zip(cards, look_card_rects(r, len(cards), scale)):
        kept = cid == keep
        if kept:
            cr = cr.move(0, -int(8 * scale))
        if cid == dragged:
            pygame.draw.rect(surface, (60, 46, 36), cr, 2, border_radius=8)
        else:
            surface.blit(card_face(cid, cr.size, kept, False), cr)
        if kept:
            pygame.draw.rect(surface, look.AMBER, cr.inflate(8, 8), 3, border_radius=10)
            badge = "you keep this one"
        elif cid in rest:
            badge = ORDER_WORDS[rest.index(cid)]
        else:
            badge = ""
        if badge:
            t = fs.render(badge, True, look.AMBER if kept else look.BONE)
            surface.blit(t, t.get_rect(midtop=(cr.centerx, cr.bottom + int(10 * scale))))
    if dragged is not None and dragged in cards:
        cr = look_card_rects(r, len(cards), scale)[cards.index(dragged)]
        cr = cr.copy()
        cr.center = drag[1]
        surface.blit(card_face(dragged, cr.size, False, False), cr)
    fs = look.font("sans", max(9, int(13 * scale)))
    from tabletop.ui.rise.table.choices import card_name

    order = " then ".join(card_name(c) for c in rest) or "nothing"
    t = fs.render(_clip(f"Back on top of the deck, top first: {order}. Drag one onto the other to swap them.",
                        fs, r.w - int(28 * scale)), True, look.BONE)
    surface.blit(t, (r.x + int(14 * scale), r.bottom - int(80 * scale)))
