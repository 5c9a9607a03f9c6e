"""The fight window's dice box: every roll of the fight, the latest at the bottom, each with who rolled
(named whole, or by a shorter name before it runs under the dice), with what and at whom, the dice
(tumbling, then landing one by one in the order rolled, with their hits) and what they did; a monster back
from the dead (It's still alive!) under a divider in its card's words, the rolls before it dimmed. Drawn
by fight_draw.py's `draw_window` in the rect fight_layout.py gives it."""

from __future__ import annotations

from functools import lru_cache

import pygame

from tabletop.ui import look
from tabletop.ui.corp.table import dice_draw as D
from tabletop.ui.corp.table.fight_ink import STYLE_INK, WHY, _char, _first_fitting, _fit, text
from tabletop.ui.corp.table.fight_layout import tray_row
from tabletop.ui.kit.panels import panel


def roll_label(view, rec, roll) -> tuple[str, str]:
    """A roll's heading (who rolled) and its second line (with what, at whom, why)."""
    cards = view.cards
    who = _char(view, roll.seat) if 0 <= roll.seat < len(view.state.players) else ""
    if roll.kind == "foe":
        why = WHY.get(roll.why, "")
        return cards.name(roll.card), f"attacks {who}" + (f", {why}" if why and roll.why != "all" else "")
    if roll.kind == "escape":
        return who, "tries to escape"
    if roll.kind == "rise":
        return who, "rises infected"
    hand = "a fist" if roll.hand == "fist" else cards.name(roll.hand)
    if roll.target:  # an infected fight: a character struck
        return who, f"{hand} at {cards.name(roll.target)}"
    several = len(rec.foes) > 1 and roll.card
    return who, hand + (f" at {cards.name(roll.card)}" if several else "")


def roller_names(view, roll, main: str) -> list[str]:
    """A roll's heading, longest first: the whole name, then a monster's short name or a character's name
    before its comma ("Nyarlathotep, Head of PR" -> "Nyarlathotep", "Sister Agnes, Company Nurse" ->
    "Sister Agnes"), so the dice box names the roller whole, not cut under its dice (play-test r28)."""
    if roll.kind == "foe" and roll.card:
        return list(dict.fromkeys([main, *view.cards.names(roll.card)[1:], main.split(", ")[0]]))
    return list(dict.fromkeys([main, main.split(", ")[0]]))


def _fit_words(label: str, kind: str, size: int, room: int, least: int = 8) -> tuple[str, int]:
    """(label, size) that fit `room`: a smaller letter first (down to `least`), then the label's last clause dropped
    ("attacks Dolores, Receptionist, the last to come in" -> "attacks Dolores, Receptionist"), so a
    long line never runs under the dice beside it."""
    least = max(8, least)
    start, size = size, _fit(label, kind, size, room)
    while ", " in label and (size < least or look.font(kind, size).size(label)[0] > room):
        label = label.rsplit(", ", 1)[0]  # a clause given up before the letter goes under `least`
        size = _fit(label, kind, start, room)
    return label, size


def apart(die: int) -> int:
    """The pixels kept between two dice of a row of `die`-pixel dice: a die's hit or miss mark (at its lower
    right corner) and its shift badge (at its upper left) reach this far past its edge, onto the next die's
    face, where they hid a corner pip (play-test r30, 960x600 Large, a +1 bonus on five dice)."""
    return max(D.MARK_MIN, int(die * D.MARK_R), D.SHIFT_MIN, int(die * D.SHIFT_R)) + 1


def dice_row(dx: int, right: int, n: int, result: str, s: float) -> tuple[int, int, int]:
    """(where the dice begin, their step, a die's size) in a dice box row from `dx` to `right` with `n`
    dice and its `result` said at the right: many dice (the boss's five) come smaller, down to 14
    (scaled), then smaller still, then the names' column gives way, so the dice never run into their
    result (play-test r28, 960x600 Large: the boss's fifth die lay on "2 hits, 1 damage"); always `apart`,
    so no die's mark or badge lies on another's face."""
    ds = int(22 * s)
    said = look.font("sans_bold", int(11 * s)).size(result)[0] + int(16 * s)  # its result's room
    room = right - dx - max(int(110 * s), said)
    n = max(1, n)
    die = ds
    while die > int(14 * s) and n * (die + apart(die)) > room:  # smaller, down to the least that reads well
        die -= 1
    over = n * (die + apart(die)) - room
    if die == ds:  # room to spare: the dice a little further apart, as before
        return dx, max(die + apart(die), min(ds + int(5 * s), room // n)), die
    if over <= int(24 * s):  # a little short: the names' column gives a little (its names have shorter forms)
        return dx - max(0, over), die + apart(die), die
    while die > int(11 * s) and n * (die + apart(die)) > room:  # smaller still
        die -= 1
    step = die + apart(die)
    if n * step > room:  # the least die still too wide: closer (a mark over a corner), then further left
        step = max(die + 1, room // n)
        dx -= max(0, n * step - room)
    return dx, step, die


def tray_rows(rec, room: int, row_h: int, div_h: int) -> list:
    """The dice list's rows that fit `room` pixels, the latest last: each roll, and where a killed monster
    came back (It's still alive!) a divider with the card's words; the rolls before it are the fight it
    lost (drawn dimmed). Rows: ("roll", Roll, earlier) or ("back", Revival, False)."""
    back = rec.revival_shown()
    rows: list = [("roll", roll, back is not None and k < back.rolls) for k, roll in enumerate(rec.rolls)]
    if back is not None:
        rows.insert(back.rolls, ("back", back, False))
    out: list = []
    for row in reversed(rows):
        h = div_h if row[0] == "back" else row_h
        if room < h and out:
            break
        room -= h
        out.insert(0, row)
    return out


def draw_tray(surface, view, rec, area: pygame.Rect, s: float) -> None:
    """The rolls of the fight, the latest at the bottom: who rolled what, the dice (tumbling until they
    land, in the order rolled), and what they did; a monster back from the dead (It's still alive!) under
    a divider in its card's words, the rolls before it dimmed: the fight it lost, its hits not undone."""
    panel(surface, area, 150)
    x, y = area.x + int(10 * s), area.y + int(8 * s)
    text(surface, "sans_bold", int(13 * s), "The dice", (x, y), look.AMBER)
    y += int(22 * s)
    ds = int(22 * s)
    row_h = tray_row(s)  # its dice, or its two lines of words where they are taller
    div_h = int(22 * s)
    shown = tray_rows(rec, area.bottom - y - int(2 * s), row_h, div_h)
    if not shown:
        text(surface, "serif_italic", int(12 * s), "No dice rolled yet.", (x, y), look.BONE_DIM)
    label_w = int(area.w * 0.4)
    before = 0  # the round of the row above
    for kind, roll, earlier in shown:
        if kind == "back":
            _draw_divider(surface, roll.text, pygame.Rect(x, y, area.right - int(10 * s) - x, div_h), s)
            y += div_h
            before = 0
            continue
        if before and roll.round and roll.round != before:
            round_rule(surface, x, area.right - int(10 * s), y - int(4 * s))
        before = roll.round
        main, sub = roll_label(view, rec, roll)
        dx, step, die = dice_row(x + label_w, area.right, len(roll.faces), roll.result, s)
        room = dx - x - int(6 * s)
        main, size = _first_fitting(roller_names(view, roll, main), "sans_bold", int(11 * s), room, int(10 * s))
        text(surface, "sans_bold", size, main, (x, y - int(1 * s)), look.BONE)
        sub, size = _fit_words(sub, "sans_italic", int(10 * s), room, int(9 * s))
        text(surface, "sans_italic", size, sub, (x, y + int(12 * s)), look.BONE_DIM)
        monster = roll.kind == "foe"
        for i, (f, sh, hit) in enumerate(zip(roll.faces, roll.shown, roll.hits)):
            dr = pygame.Rect(dx + i * step, y + (ds - die) // 2, die, die)
            k = roll.start + i
            if k < rec.landed:
                D.draw_rolled(surface, dr, f, sh, hit, monster=monster)
            else:
                D.draw_tumbling(surface, dr, rec.clock - (k - rec.landed) * 0.16, i, monster=monster)
        if not roll.faces:
            text(surface, "sans_italic", int(11 * s), "no roll", (dx, y + ds // 2), look.BONE_DIM, "midleft")
        if roll.start + len(roll.faces) <= rec.landed:
            col = (140, 220, 130) if any(roll.hits) else look.BONE_DIM
            text(
                surface, "sans_bold", int(11 * s), roll.result, (area.right - int(10 * s), y + ds // 2), col, "midright"
            )
        if earlier:  # the fight it lost: still there to read, set apart from the one going on
            surface.blit(_veil((area.w - int(4 * s), row_h)), (area.x + int(2 * s), y - int(3 * s)))
        y += row_h


ROUND_RULE = (112, 92, 120)  # the rule between two rounds' rolls: dim on the box, not a divider's words


def round_rule(surface, left: int, right: int, y: int) -> None:
    """A thin rule between the rolls of two monsters' rounds (play-test r30: "Mr. Hobbs 0 hits", "Zombie
    Middle Manager 0 hits", then the same two again: four rows that read as one round shown twice)."""
    pygame.draw.line(surface, ROUND_RULE, (left, y), (right, y), 1)


@lru_cache(maxsize=8)
def _veil(size: tuple[int, int]) -> pygame.Surface:
    veil = pygame.Surface(size, pygame.SRCALPHA)
    veil.fill((24, 14, 28, 130))
    return veil


def _draw_divider(surface, words: str, r: pygame.Rect, s: float) -> None:
    """A rule across the dice list with the words of the card that brought the monster back over it (the
    card's name left out where the list is too narrow for all of them)."""
    words, size = _first_fitting([words, words.split("! ", 1)[-1]], "sans_bold", int(11 * s), r.w - int(12 * s))
    ink = STYLE_INK["plot"]
    label = text(surface, "sans_bold", size, words, (r.centerx, r.centery), ink, "center")
    for x0, x1 in ((r.x, label.left - int(6 * s)), (label.right + int(6 * s), r.right)):
        if x1 > x0:
            pygame.draw.line(surface, ink, (x0, r.centery), (x1, r.centery), max(1, int(s)))
