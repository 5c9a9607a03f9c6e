"""Where the fight window's parts go (pure layout, read by the drawing in fight_draw.py and the tool's
hit-tests in fight_tool.py): the window's rect and scale, the title, the monster cards and the fighters,
the dice, the lines, the choices' cells (a plaque and the dice it would roll) and how a choice's words
fit its plaque."""

from __future__ import annotations

import pygame

from tabletop.ui import look
from tabletop.ui.corp.table.layout import letters
from tabletop.ui.kit.buttons import label_lines


def scale_of(view, rect: pygame.Rect) -> float:
    s = getattr(view.layout, "scale", None) if view.layout is not None else None
    return float(s) if isinstance(s, (int, float)) and s > 0 else max(0.6, rect.h / 600)


def window_rect(view) -> pygame.Rect:
    """The window's rect: the layout's `fight` when the table has one, else centred in the window."""
    r = getattr(view.layout, "fight", None) if view.layout is not None else None
    if r is not None:
        return pygame.Rect(r)
    sw, sh = pygame.display.get_surface().get_size() if pygame.display.get_surface() else (1280, 800)
    w, h = min(sw - 40, int(sw * 0.74)), min(sh - 40, int(sh * 0.8))
    return pygame.Rect((sw - w) // 2, (sh - h) // 2, w, h)


def narrow(rect: pygame.Rect, s: float) -> bool:
    """The window is a column (the table's, over the building's right half): two columns of choices,
    the fight's lines left to the table's log but for the abilities and plots that acted."""
    return rect.w < int(700 * s)


def label_size(s: float) -> int:
    """The letter of a choice's plaque (as the kit's Button draws a plaque)."""
    return max(9, int(12 * s))


def label_floor(s: float) -> int:
    """The smallest letter a choice's words may shrink to (play-test r23: with nine choices, or at 150%,
    "Letter Opener, then Mechanical Keyboard" shrank to a letter that could not be read, edge to edge)."""
    return max(8, round(label_size(s) * 0.8))


def plaque_pad(s: float) -> int:
    return max(2, int(3 * s))  # "Shoot the Security Pistol" filled its plaque edge to edge


def label_letter(label: str, button: pygame.Rect, s: float, swap: bool = False) -> int:
    """The letter the words take in the button (as kit.buttons.plaque lays them), 0 where they would
    need three lines, be cut, or go below the floor letter."""
    pad = plaque_pad(s)
    inset = swap_chip(button, s).w // 2 + 2 if swap else 0
    tall = button.h - 2 * pad - 6
    room = button.w - 12 - 2 * pad - inset
    fs, lines = label_lines(label, room, tall, label_size(s))
    f = look.font("serif_bold", fs)
    whole = fs >= label_floor(s) and len(lines) <= 2 and all(f.size(line)[0] <= room for line in lines)
    return fs if whole else 0


def label_fits(label: str, button: pygame.Rect, s: float, swap: bool = False) -> bool:
    """The words show whole in the button in at most two lines at the floor letter or more."""
    return label_letter(label, button, s, swap) > 0


def window_layout(
    rect: pygame.Rect,
    s: float,
    n_choices: int,
    n_aims: int,
    n_foes: int = 1,
    choices: tuple = (),
    need=None,
) -> dict:
    """The rects of the window's parts at scale `s`: the title, the monster cards and the fighters side
    by side, the dice (and, in a wide window, the lines beside them; in a narrow one, a strip of what
    acted), the choices at the bottom in cells (a button and the dice it would roll). `choices` (the
    offer's, when known): the cells grow taller while a choice's words would not fit its plaque at the
    floor letter (label_floor), as far as the window leaves room for the monster and the dice.

    L["letters"] is the scale of the window's words: with Large text the table's letter (layout.letters),
    or a step down towards `s` where the window is too low at it for the monsters' cards (`need(t, width)`:
    the height a card `width` wide takes with its words at `t`, fight_draw measures it), two rolls in the
    dice box and the choices (r27: the window's words kept the table's scale while the rest of the table
    grew); the choices' cells (plaques, their dice, the heading) are laid out at it, the frame at `s`."""
    need = need or card_need
    steps = letter_steps(s)
    for t in steps:
        L = _window_layout(rect, s, t, n_choices, n_aims, n_foes, choices, need)
        if t == steps[-1] or roomy(L, s, t, need):
            return L
    return L


def letter_steps(s: float) -> tuple[float, ...]:
    """The window's letter scales to try, the largest first: from the table's letter down to the boxes'."""
    big = letters(s)
    return tuple(big - (big - s) * k / 8 for k in range(9)) if big > s else (s,)


def card_need(t: float, width: int) -> int:
    """A monster card's least height with its words at `t` when its own words are not known: name, type
    line, Menace, Life, two rows of abilities, the loot line and the foot band (as fight_draw draws it)."""
    return int(126 * t) + 2 * int(int(11 * t) * 1.25)


def tray_need(t: float) -> int:
    """The least height of the dice box at letter `t`: its heading and two rolls."""
    return int(30 * t) + 2 * tray_row(t)


def tray_row(t: float) -> int:
    """A roll's row in the dice box at letter `t`: its dice, or its two lines of words where they are taller."""
    words = look.font("sans_bold", int(11 * t)).get_linesize() + look.font("sans_italic", int(10 * t)).get_linesize()
    return max(int(22 * t) + int(8 * t), words + int(4 * t))


def roomy(L: dict, s: float, t: float, need=card_need) -> bool:
    """The window holds its parts at letter `t`: the monsters' cards, the dice box and the fighters' heading."""
    return (
        L["cards"].h >= need(t, card_width(L["cards"], L["n_foes"], s))
        and L["tray"].h >= tray_need(t)
        and L["fighters"].w >= int(150 * t)
    )


def card_width(area: pygame.Rect, n: int, s: float) -> int:
    """A monster card's width in the cards area (card_rects)."""
    return min(int(200 * s), (area.w - (max(1, n) - 1) * int(8 * s)) // max(1, n))


def _window_layout(
    rect: pygame.Rect,
    s: float,
    t: float,
    n_choices: int,
    n_aims: int,
    n_foes: int,
    choices: tuple,
    need=card_need,
) -> dict:
    pad = int(12 * s)
    slim = narrow(rect, s)
    title_h = max(int(30 * s), look.font("display", int(20 * t)).get_linesize() + int(4 * s))
    title = pygame.Rect(rect.x + pad, rect.y + int(8 * s), rect.w - 2 * pad, title_h)
    cols = 2 if slim else 3
    rows = -(-n_choices // cols) if n_choices else 0
    cell_h = _cell_height(rect, t, choices, cols, rows, int((32 if slim else 40) * t), n_aims)
    row_gap = int(5 * t)
    aim_h = int(28 * t) if n_aims else 0
    head_h = head_height(t)
    choices_h = head_h + aim_h + rows * (cell_h + row_gap) + int(4 * t)
    choices = pygame.Rect(rect.x + pad, rect.bottom - pad - choices_h, rect.w - 2 * pad, choices_h)
    top = title.bottom + int(6 * s)
    middle_h = choices.top - top - int(8 * s)
    upper_h = min(int(230 * s), int(middle_h * (0.5 if slim else 0.56)))
    each = int(200 * s) if n_foes <= 1 else int(150 * s)
    most = 0.62 if slim else 0.66
    cards_w = min(
        each * max(1, n_foes) + int(8 * s) * (max(1, n_foes) - 1), int(rect.w * (0.44 if n_foes <= 1 else most))
    )
    if not slim and n_foes <= 1:
        cards_w = int(rect.w * 0.46)
    cards_w = min(cards_w, rect.w - 2 * pad - int(198 * s))  # the fighters keep room to be read
    if t > s:  # the larger letter: the card takes what its words need, the dice box the rest
        below = int(8 * s) + tray_need(t) + (lines_height(t) + int(6 * s) if slim else 0)
        upper_h = min(max(upper_h, need(t, card_width(pygame.Rect(0, 0, cards_w, 1), n_foes, s))), middle_h - below)
    cards = pygame.Rect(rect.x + pad, top, cards_w, upper_h)
    fighters = pygame.Rect(cards.right + int(8 * s), top, rect.right - pad - cards.right - int(8 * s), upper_h)
    lower_top = cards.bottom + int(8 * s)
    lower_h = choices.top - int(8 * s) - lower_top
    if slim:
        asides_h = max(int(34 * s), lines_height(t))
        lines = pygame.Rect(rect.x + pad, lower_top, rect.w - 2 * pad, asides_h)
        tray = pygame.Rect(rect.x + pad, lines.bottom + int(6 * s), rect.w - 2 * pad, lower_h - asides_h - int(6 * s))
    else:
        tray = pygame.Rect(rect.x + pad, lower_top, int(rect.w * 0.56), lower_h)
        lines = pygame.Rect(tray.right + pad, lower_top, rect.right - pad - tray.right - pad, lower_h)
    cells = []
    gap = int(8 * t)
    cw = (choices.w - (cols - 1) * gap) // cols
    y0 = choices.y + head_h + aim_h
    for i in range(n_choices):
        r, c = divmod(i, cols)
        cells.append(pygame.Rect(choices.x + c * (cw + gap), y0 + r * (cell_h + row_gap), cw, cell_h))
    aims = []
    aim_x = aim_label_width(t)
    aw = min(int(150 * t), (choices.w - aim_x - int(4 * t)) // max(1, n_aims) - int(6 * t))
    ax = choices.x + aim_x
    for _ in range(n_aims):
        aims.append(pygame.Rect(ax, choices.y + head_h, aw, aim_h - int(4 * t)))
        ax += aw + int(6 * t)
    close_w = max(int(90 * s), look.font("serif_bold", label_size(t)).size("Close")[0] + int(24 * t))
    close = pygame.Rect(rect.right - pad - close_w, title.y, close_w, title.h)
    return {
        "title": title,
        "cards": cards,
        "fighters": fighters,
        "tray": tray,
        "lines": lines,
        "choices": choices,
        "cells": cells,
        "aims": aims,
        "close": close,
        "narrow": slim,
        "letters": t,
        "n_foes": n_foes,
    }


def head_height(t: float) -> int:
    """The height of the choices' heading ("Your move") at letter `t`: its line and a gap under it."""
    return max(int(22 * t), look.font("sans_bold", int(13 * t)).get_linesize() + int(6 * t))


def lines_height(t: float) -> int:
    """The narrow window's strip of what acted: two rows of the fight's lines at letter `t`."""
    return 2 * int(int(11 * t) * 1.3) + int(6 * t)


def aim_label_width(t: float) -> int:
    """Room before the aim chips for "Aim at:"."""
    return max(int(56 * t), look.font("sans", int(12 * t)).size("Aim at:")[0] + int(8 * t))


def _cell_height(rect: pygame.Rect, s: float, choices: tuple, cols: int, rows: int, base: int, n_aims: int) -> int:
    """The choices' row height: `base`, or the least taller one (by steps, up to 40% more) that gives every
    choice's words room in its plaque at the floor letter with its dice beside it, else without its dice,
    while the rows still leave the window's upper parts (title, monster, dice) half its height."""
    if not choices or not rows:
        return base
    pad = int(12 * s)
    cw = (rect.w - 2 * pad - (cols - 1) * int(8 * s)) // cols
    fixed = head_height(s) + (int(28 * s) if n_aims else 0) + int(4 * s) + pad
    most = int(rect.h * 0.5) - fixed
    heights = [h for h in range(base, int(base * 1.4) + 1, max(1, int(3 * s))) if rows * (h + int(5 * s)) <= most]
    for whole in (_cell_whole, _words_whole):  # with their dice if a height in reach allows, else without
        for h in heights:
            if all(whole(c, pygame.Rect(0, 0, cw, h), s) for c in choices):
                return h
    return base  # no height in reach gives them all room: the kit's plaque shrinks the words further


def _words_whole(choice, cell: pygame.Rect, s: float) -> bool:
    """The choice's words fit its plaque at the floor letter (its dice given up if need be)."""
    return label_fits(choice.label, split_cell(cell, s, choice)[0], s, choice.swap)


def _cell_whole(choice, cell: pygame.Rect, s: float) -> bool:
    """The choice's words fit its plaque at the floor letter, and its dice keep their room beside it."""
    button, dice = split_cell(cell, s, choice)
    rolled = bool(choice.rolls) or choice.group == "escape"
    return label_fits(choice.label, button, s, choice.swap) and (not rolled or dice.w >= max(8, int(15 * s)))


def preview_width(choice, s: float, h: int) -> tuple[int, int]:
    """(the width of a choice's dice drawn die by die, the width of their short form "▢ ×2 ×2") beside
    a button `h` high (as draw_preview draws them)."""
    ds = max(8, min(int(15 * s), h // 2 - 2))
    room = int(14 * s) if choice.swap else 0
    if choice.group == "escape":
        w = ds + 4 + look.font("sans", int(10 * s)).size("100%")[0]
        return w, w
    if not choice.rolls:
        return 0, 0
    font = look.font("sans_bold", int(10 * s))
    full = sum(r.dice * (ds + 2) + int(7 * s) + (font.size(f"{r.shift:+d}")[0] if r.shift else 0) for r in choice.rolls)
    words = " ".join(f"×{r.dice}" + (f"{r.shift:+d}" if r.shift else "") for r in choice.rolls)
    short_w = ds + 3 + look.font("sans_bold", max(7, int(10 * s))).size(words)[0] + 2
    return room + full, room + short_w


def split_cell(cell: pygame.Rect, s: float, choice=None) -> tuple[pygame.Rect, pygame.Rect]:
    """A choice cell: the button on the left, the dice it would roll on the right. Given the `choice`,
    the dice take only the room they need: drawn die by die (where that takes at most 38% of the cell)
    or in their short form ("▢ ×2 ×2"), whichever leaves the words the larger letter in two lines, and
    not at all where neither leaves them room at the floor letter (the plaque's tooltip says each hand's
    dice); the button takes the rest (play-test r23: with nine choices, or at 150%, long words shrank to
    a letter that could not be read, touching the plaque's edges)."""
    gap = int(6 * s)
    if choice is None:
        bw = int(cell.w * 0.62)
        return pygame.Rect(cell.x, cell.y, bw, cell.h), pygame.Rect(
            cell.x + bw + gap, cell.y, cell.w - bw - gap, cell.h
        )
    full, short_w = preview_width(choice, s, cell.h)
    most = cell.w - (swap_chip(cell, s).w // 2 + 1 if choice.swap else 0)  # the chip astride its edge stays in
    best = (0, most)  # (the letter, the button's width): no dice, unless some form of them leaves room
    for need in ((full,) if full <= int(cell.w * 0.38) else ()) + (short_w,):
        bw = max(int(cell.w * 0.5), min(most, cell.w - (need + gap if need else 0)))
        fs = label_letter(choice.label, pygame.Rect(cell.x, cell.y, bw, cell.h), s, choice.swap)
        if fs > best[0]:
            best = (fs, bw)
        if fs >= label_size(s):  # whole at the plaques' own letter: the dice keep this room
            break
    bw = best[1]
    return pygame.Rect(cell.x, cell.y, bw, cell.h), pygame.Rect(cell.x + bw + gap, cell.y, cell.w - bw - gap, cell.h)


def swap_chip(button: pygame.Rect, s: float) -> pygame.Rect:
    """The small chip that turns the order of a two-hand attack, astride the button's right edge."""
    side = min(button.h - int(6 * s), int(24 * s))
    return pygame.Rect(button.right - side // 2, button.centery - side // 2, side, side)


def card_rects(area: pygame.Rect, n: int, s: float) -> list[pygame.Rect]:
    """The monster cards side by side in the cards area (as wide as a card may be, centred)."""
    if n <= 0:
        return []
    gap = int(8 * s)
    w = card_width(area, n, s)  # several: as wide as the area allows
    x = area.x
    return [pygame.Rect(x + i * (w + gap), area.y, w, area.h) for i in range(n)]
