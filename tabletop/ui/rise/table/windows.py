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


@lru_cache(maxsize=256)
def plaque(size: tuple[int, int], label: str, font_size: int, hover: bool) -> pygame.Surface:
    """A plaque button drawn once per size, label and hover (look.draw_plaque is slow per frame)."""
    surf = pygame.Surface((size[0] + 4, size[1] + 5), pygame.SRCALPHA)
    f = look.font("serif_bold", font_size)
    while f.size(label)[0] > size[0] - 10 and len(label) > 4:
        label = label[:-2].rstrip() + "…" if not label.endswith("…") else label[:-2] + "…"
    look.draw_plaque(surf, pygame.Rect(0, 0, *size), label, font_size, hover)
    return surf


def draw_buttons(surface, buttons: list[Button], mouse, scale: float) -> None:
    """Every button, lit under the mouse."""
    fs = max(9, int(12 * scale))
    for b in buttons:
        hover = b.enabled and b.rect.collidepoint(mouse)
        surface.blit(plaque(tuple(b.rect.size), b.label, fs, hover), b.rect.topleft)


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

    @classmethod
    def from_fight(cls, view) -> "CombatRecord":
        f = view.fight
        what = {"city": "City", "dungeon_guard": "Dungeon guards", "dungeon_foe": "Dungeon foe",
                "academy_guard": "Academy guards", "pvp": "Necromancers"}.get(f.purpose, f.purpose)
        rec = cls(f"Combat at {space_name(view.side, f.space)} — {what}")
        rec.follow(view)
        return rec

    def follow(self, view) -> None:
        """Take in the fight as it stands now."""
        f = view.fight
        if f is None:
            return
        if f.attacker is not None:
            self.attacker, self.defender = f.attacker, f.defender
            self.att_seat, self.def_seat = f.attacker.seat, f.defender.seat
        self.rolls = list(f.rolls)
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
    y = rect.y + int(70 * scale)
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
    title = look.font("serif_bold", max(12, int(20 * scale))).render(rec.title, True, look.AMBER)
    surface.blit(title, (r.x + int(14 * scale), r.y + int(10 * scale)))
    fs = look.font("sans", max(9, int(12 * scale)))
    fb = look.font("sans_bold", max(9, int(13 * scale)))
    for spec, seat, left, label in ((rec.attacker, rec.att_seat, True, "Attacker"),
                                    (rec.defender, rec.def_seat, False, "Defender")):
        x = r.x + int(14 * scale) if left else r.centerx + int(6 * scale)
        colour = colours[seat] if seat is not None and 0 <= seat < len(colours) else look.BONE
        head = fb.render(f"{label}: {_side_name(spec, seat_names)}", True, colour)
        surface.blit(head, (x, r.y + int(44 * scale)))
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
    # the dice rolled so far, in order
    y = r.y + int(r.h * 0.52)
    surface.blit(fb.render("Dice rolled:", True, look.BONE_DIM), (r.x + int(14 * scale), y))
    dx = r.x + int(110 * scale)
    size = int(22 * scale)
    for v in rec.rolls[-24:]:
        draw_die(surface, pygame.Rect(dx, y - 2, size, size), v, (236, 230, 214), (30, 20, 14))
        dx += size + 3
    # what happened, in the engine's words
    y += size + int(6 * scale)
    bottom = r.bottom - int(60 * scale)
    room = max(1, (bottom - y) // fs.get_linesize())
    for line in rec.lines[-room:]:
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


def draw_look(surface, rect, cards: list, keep: str, rest: list, scale: float, deck: str) -> None:
    """The Library / Workshop look: the cards seen only by you, the one kept raised and lit."""
    r = pygame.Rect(rect)
    look.draw_frame(surface, r, 235)
    what = "Spell" if deck == "spell_deck" else "Item"
    title = look.font("serif_bold", max(12, int(19 * scale))).render(
        f"The top {what} cards, seen by you alone: click the one to keep", True, look.AMBER)
    surface.blit(title, (r.x + int(14 * scale), r.y + int(12 * scale)))
    for cid, cr in zip(cards, look_card_rects(r, len(cards), scale)):
        kept = cid == keep
        if kept:
            cr = cr.move(0, -int(8 * scale))
        surface.blit(card_face(cid, cr.size, kept, False), cr)
        if kept:
            pygame.draw.rect(surface, look.AMBER, cr.inflate(8, 8), 3, border_radius=10)
    fs = look.font("sans", max(9, int(13 * scale)))
    from tabletop.ui.rise.table.choices import card_name

    order = " then ".join(card_name(c) for c in rest) or "nothing"
    t = fs.render(f"Back on top of the deck, top first: {order}", True, look.BONE)
    surface.blit(t, (r.x + int(14 * scale), r.bottom - int(80 * scale)))
