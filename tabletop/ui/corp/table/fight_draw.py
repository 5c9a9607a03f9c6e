"""Drawing the fight window (read-only): the monster cards (menace, life, damage taken, level, abilities
in words, whom it attacks next and why), the fighters with their life and what they are doing, the dice
rolled (tumbling, then landing with their hits), the lines of the fight, the choices with the dice each
would roll. Where things go is fight_layout.py's `window_layout`; the tool (fight_tool.py) hit-tests the same rects."""

from __future__ import annotations

from functools import lru_cache

import pygame

from tabletop.content.corp.records import card_of
from tabletop.games.corp import fight_foes
from tabletop.games.corp import fight_queries as Q
from tabletop.games.corp.action_words import short, worth
from tabletop.games.corp.fight_words import counted
from tabletop.games.corp.life import max_life
from tabletop.ui import look
from tabletop.ui.corp.table import dice_draw as D
from tabletop.ui.corp.table.dice_box import draw_tray
from tabletop.ui.corp.table.fight_ink import (
    STYLE_INK,
    WHY,
    _char,
    _first_fitting,
    _fit,
    text,
)
from tabletop.ui.corp.table.fight_layout import (  # where things go (the tool hit-tests the same rects)
    card_rects,
    window_layout,
    window_rect,
)
from tabletop.ui.corp.table.layout import letters
from tabletop.ui.kit.panels import frame, panel, wrap

CARD = (232, 218, 184)
CARD_BOSS = (60, 30, 70)
INK = (36, 24, 18)
RED = (170, 40, 40)
DIM = (150, 140, 120)


def title_words(view, rec, fits=None) -> str:
    """The window's title; `fits` (words -> bool): "it came back" left out where the title would not fit."""
    fight = view.state.fight
    if rec.pvp:
        head = "An infected fight"
    elif rec.boss:
        head = "The boss fight — no escape"
    else:
        head = f"A fight on level {rec.level}" if rec.level else "A fight"
    tail = f" · round {fight.rounds}" if fight is not None and fight.rounds else ""
    if rec.over and not rec.rolling:
        tail += " · over"
    forms = [head + tail]
    if rec.revival_shown() is not None:  # its round 1 is a new fight with the monster killed and back
        forms.insert(0, f"{head} · it came back{tail}")
    # where even the least letter leaves no room (960x600 Large, beside Close: "The boss fight — no escape
    # · ove", play-test r28): without "no escape" (its card and choices say it), then without the round
    if rec.boss:
        forms.append("The boss fight" + tail)
    if " · round" in tail:
        forms.append(forms[-1].split(" · round")[0] + (" · over" if tail.endswith(" · over") else ""))
    if fits is None:
        return forms[0]
    return next((f for f in forms if fits(f)), forms[-1])


def title_whole(view, rec) -> str:
    """The title the window's letter is sized for: all of it but "it came back"."""
    return title_words(view, rec, lambda words: "it came back" not in words)


@lru_cache(maxsize=8)
def _shadow(size: tuple[int, int]) -> pygame.Surface:
    shade = pygame.Surface(size, pygame.SRCALPHA)
    shade.fill((0, 0, 0, 110))
    return shade


def draw_shadow(surface, rect: pygame.Rect, s: float) -> None:
    """The window's shadow on the table below it."""
    surface.blit(_shadow(tuple(rect.size)), rect.move(int(6 * s), int(8 * s)))


def draw_window(surface, view, rec, offer, s: float, hover_key: str = "", guard_keys=()) -> dict:
    """The whole window; returns its layout (the tool hit-tests it)."""
    rect = window_rect(view)
    L = layout_of(view, rec, offer, s)
    frame(surface, rect, 250)
    t = L["letters"]  # the window's words: the table's Large letter where the window holds it (r27)
    room = (L["close"].left - int(8 * s) if rec.over else L["title"].right) - L["title"].left
    size = int(20 * t)
    while size > int(20 * s) and look.font("display", size).size(title_whole(view, rec))[0] > room:
        size -= 1  # the shortest title whole at a letter as large as it allows
    font = look.font("display", size)
    head = title_words(view, rec, lambda words: font.size(words)[0] <= room)
    text(surface, "display", size, head, L["title"].midleft, look.AMBER, "midleft")
    _draw_cards(surface, view, rec, L["cards"], s, t)
    _draw_fighters(surface, view, rec, L["fighters"], s, t)
    draw_tray(surface, view, rec, L["tray"], t)
    _draw_lines(surface, rec, L["lines"], t, L["narrow"])
    _draw_prompt(surface, view, rec, offer, L, t)
    return L


_LAYOUTS: dict = {}  # the last layout worked out, by what it depends on (the tool asks every frame)


def layout_of(view, rec, offer, s: float) -> dict:
    """The window's layout (fight_layout.window_layout) for this fight and offer: its letter steps down
    from the Large one where a monster's card would be too low for its words (measured by drawing it)."""
    rect = window_rect(view)
    key = (id(view.state), id(offer), id(rec), tuple(rect), s, letters(1.0), rec.foes, rec.pvp)
    got = _LAYOUTS.get("last")
    if got is not None and got[0] == key and got[2] is view.state:
        return got[1]
    scratch = pygame.Surface((1, 1))

    def need(t: float, width: int) -> int:  # the cards' height, and the fighters' list's beside them
        listed = fighters_need(len(fighter_seats(view, rec)), s, t)
        if rec.pvp:  # an infected character's card: its few lines
            return max(listed, int(110 * t))
        tall = pygame.Rect(0, 0, width, 4000)
        return max([listed] + [draw_foe_card(scratch, view, rec, card, tall, t) for card in rec.foes])

    L = window_layout(rect, s, len(offer.choices), len(offer.aims), len(rec.foes), tuple(offer.choices), need)
    _LAYOUTS["last"] = (key, L, view.state)
    return L


# -- the monsters --------------------------------------------------------------------------------------


def _card_text(cards, card: str) -> tuple[str, str]:
    cid = card_of(card)
    c = cards.bosses[cid] if cid in cards.bosses else cards.rooms.get(cid)
    return (getattr(c, "text", "") or "", getattr(c, "flavor", "") or "") if c is not None else ("", "")


def worth_words(cards, card: str, width: int, size: int) -> str:
    """The teams variant's points for a monster's card, the longest words that fit `width`."""
    n = worth(cards, card)
    for words in (
        f"Worth {counted(n, 'point')} to the slayer's team",
        f"Worth {counted(n, 'point')} to the slayer",
        f"Worth {counted(n, 'point')}",
    ):
        if look.font("sans_bold", size).size(words)[0] <= width:
            return words
    return f"{n} pts"


def _worth_line(surface, cards, card: str, x: int, y: int, w: int, s: float, ink) -> int:
    size = int(11 * s)
    text(surface, "sans_bold", size, worth_words(cards, card, w, size), (x, y), ink, shadow=False)
    return y + int(16 * s)


def whole_life(view, rec, card: str, printed: int) -> int:
    """A foe's whole life: the printed, and more for a boss that grew with the survivors (the foe in the
    fight's area says it; once it is gone, the last number the fight told)."""
    area = view.state.areas.get(rec.area)
    for foe in area.foes if area is not None else ():
        if foe.card == card:
            return printed + foe.more_life
    return max(printed, rec.life.get(card, 0))


def draw_foe_card(surface, view, rec, card: str, r: pygame.Rect, s: float, target=None) -> int:
    """One monster (or the boss) as its card: name, type and level, menace in dice, life with the damage
    taken, abilities in words, its loot; dimmed with how it left when it is gone. Returns the height its
    words need (fight_layout steps the window's letter down where a card is lower)."""
    cards = view.cards
    fc = fight_foes.card(cards, card)
    boss = fc.boss
    face = CARD_BOSS if boss else CARD
    ink = look.BONE if boss else INK
    pygame.draw.rect(surface, (10, 6, 6), r.move(2, 3), border_radius=int(8 * s))
    pygame.draw.rect(surface, face, r, border_radius=int(8 * s))
    pygame.draw.rect(surface, look.BRASS if boss else (120, 90, 60), r, max(2, int(2 * s)), border_radius=int(8 * s))
    pad = int(8 * s)
    x, y, w = r.x + pad, r.y + pad, r.w - 2 * pad
    # a narrow card (three foes on a small window): the name on two lines or more, the fewer words, the dice below
    name_size = _fit(fc.name, "serif_bold", int(16 * s), w)
    names = [fc.name]
    if look.font("serif_bold", name_size).size(fc.name)[0] > w or name_size < max(9, int(10 * s)):
        for name_size in range(int(12 * s), 8, -1):  # every word shown: on as few lines as fit
            names = wrap(fc.name, "serif_bold", name_size, w)
            if len(names) <= 2:
                break
    for part in names:
        text(surface, "serif_bold", _fit(part, "serif_bold", name_size, w), part, (x, y), ink, shadow=False)
        y += int(name_size * 1.3)
    level = "boss" if boss else f"level {fc.level}+"  # points only count with teams: said below then
    sub = f"{fc.type.capitalize()} · {level}"
    sub = sub if look.font("sans", int(11 * s)).size(sub)[0] <= w else level
    text(
        surface,
        "sans",
        _fit(sub, "sans", int(11 * s), w),
        sub,
        (x, y),
        DIM if not boss else look.BONE_DIM,
        shadow=False,
    )
    y += int(17 * s)
    if view.state.teams:  # what the kill is worth, and to whom (NC-TEAM-02/05/08)
        y = _worth_line(surface, cards, card, x, y, w, s, look.AMBER if boss else (150, 40, 36))
    # menace: its dice, drawn as the dark monster dice it rolls (under the word when beside it is too narrow)
    text(surface, "sans_bold", int(12 * s), "Menace", (x, y + int(2 * s)), ink, shadow=False)
    ds = int(15 * s)
    dx = x + int(58 * s)
    if dx + fc.menace * (ds + 3) > x + w:
        dx, y = x, y + int(17 * s)
    for i in range(fc.menace):
        D.draw_blank(surface, pygame.Rect(dx + i * (ds + 3), y, ds, ds), monster=True)
    y += ds + int(7 * s)
    # life: a box a point, the damage taken crossed out
    dmg = rec.shown("foe", card, rec.damage.get(card, 0))
    whole = whole_life(view, rec, card, fc.life)
    left = max(0, whole - dmg)
    label = text(surface, "sans_bold", int(12 * s), f"Life {left}/{whole}", (x, y), ink, shadow=False)
    box = max(6, min(int(12 * s), (w - 2) // max(1, whole) - 2))
    bx = x
    if label.right + int(8 * s) + whole * (box + 2) <= x + w:  # beside its label: a row more for the words
        bx, y = label.right + int(8 * s), y + max(0, (label.h - box) // 2)
    else:
        y += int(16 * s)
    for i in range(whole):
        br = pygame.Rect(bx, y, box, box)
        if bx + box > x + w:
            bx, y = x, y + box + 2
            br = pygame.Rect(bx, y, box, box)
        pygame.draw.rect(surface, RED if i < left else (90, 80, 70), br, border_radius=2)
        if i >= left:
            pygame.draw.line(surface, INK, br.topleft, br.bottomright, 2)
        bx += box + 2
    y += box + int(6 * s)
    if card in rec.zombies:
        text(surface, "sans", int(11 * s), f"Zombies shielding it: {rec.zombies[card]}", (x, y), ink, shadow=False)
        y += int(15 * s)
    words, _flavor = _card_text(cards, card)
    size, rows = ability_rows(words, w, r.bottom - int(40 * s) - y, s)
    looted = bool(fc.loot) and not boss
    if looted and " ".join(rows) != " ".join(wrap(words, "serif_italic", size, w)):
        # the words whole over the loot line, a card too short for both: what it does in the fight
        # first (its loot is on the room card's tooltip and in the log when it dies)
        size, rows = ability_rows(words, w, r.bottom - int(22 * s) - y, s)
        looted = False
    for line in rows:
        text(surface, "serif_italic", size, line, (x, y), ink, shadow=False)
        y += int(size * 1.25)
    # the height its words took: to the foot of its last row of abilities, then the loot line and the foot band
    need = (y - int(size * 1.25) + size if rows else y) - r.y + int((44 if looted else 24) * s)
    if looted:
        loot = f"Loot: {fc.loot} Plot card{'s' if fc.loot > 1 else ''}"
        loot = loot if look.font("sans", int(11 * s)).size(loot)[0] <= w else f"Loot: {fc.loot}"
        # above the foot's band ("Attacks next", or the SLAIN stamp): it lay half under it (play-test)
        text(surface, "sans", int(11 * s), loot, (x, r.bottom - int(37 * s)), DIM, shadow=False)
    gone = rec.gone_shown(card)
    if gone:
        veil = pygame.Surface(r.size, pygame.SRCALPHA)
        veil.fill((20, 10, 10, 150))
        surface.blit(veil, r)
        word = stamp_word(rec, gone)
        # stamped in the card's foot, under its words and loot line, which stay readable under the veil
        size = int(18 * s)
        while size > 9 and look.font("display", size).size(word)[0] > r.w - int(8 * s):  # two foes: narrow cards
            size -= 1
        text(surface, "display", size, word, (r.centerx, r.bottom - int(13 * s)), look.AMBER, "center")
    elif target is not None and target.seats:
        names = ", ".join(_char(view, q) for q in target.seats)
        why = WHY.get(target.why, "")
        line = f"Attacks next: {names}" if target.why != "all" else "Attacks everyone"
        tr = pygame.Rect(r.x + 2, r.bottom - int(18 * s) - 2, r.w - 4, int(18 * s))
        pygame.draw.rect(surface, (90, 24, 24), tr, border_radius=int(4 * s))
        full = f"{line} — {why}" if why and target.why != "all" else line
        label, fit = full, int(11 * s)
        first = ", ".join(_char(view, q).split()[0] for q in target.seats)  # "Kevin": narrow cards side by side
        for label in (full, f"→ {names}" if target.why != "all" else "→ everyone", f"→ {first}"):
            fit = int(11 * s)
            while fit > 8 and look.font("sans_bold", fit).size(label)[0] > tr.w - 8:
                fit -= 1
            if look.font("sans_bold", fit).size(label)[0] <= tr.w - 8:
                break
        text(surface, "sans_bold", fit, label, tr.center, look.BONE, "center", shadow=False)
    return need


def stamp_word(rec, gone: str) -> str:
    """The word stamped on a card gone from the fight; "UNBEATEN" when it is left behind because every
    fighter fell (play-test r22: the boss that wiped the party read "ABANDONED", as if it had lost)."""
    if gone == "abandoned" and rec.fighters and all(rec.out.get(q) == "dead" for q in rec.fighters):
        return "UNBEATEN"
    return {"killed": "SLAIN", "alone": "FELL APART", "vanished": "VANISHED", "abandoned": "ABANDONED"}.get(gone, "")


@lru_cache(maxsize=128)
def ability_rows(words: str, width: int, room: int, s: float) -> tuple[int, tuple[str, ...]]:
    """(letter size, rows) of a monster's abilities in `room` px above its loot line: in a smaller letter
    when they do not fit whole (play-test r22: the Zombie Sales Team's read "...one at a" at 1280x800);
    the rows that fit at the smallest."""
    size = int(11 * s)
    while True:
        rows = wrap(words, "serif_italic", size, width)
        if (len(rows) - 1) * int(size * 1.25) + size <= room or size <= max(8, int(8 * s)):
            break
        size -= 1
    keep = [row for i, row in enumerate(rows) if i * int(size * 1.25) + size <= room]
    return size, tuple(keep)


def draw_infected_card(surface, view, rec, seat: int, r: pygame.Rect, s: float) -> None:
    """An infected character as the monster of its fight (NC-CONTAG-03/18): its name, the type it became,
    its life; no Menace: it strikes with fists and weapons, and acts first (NC-CONTAG-06)."""
    p = view.state.players[seat]
    pygame.draw.rect(surface, (10, 6, 6), r.move(2, 3), border_radius=int(8 * s))
    pygame.draw.rect(surface, (52, 70, 44), r, border_radius=int(8 * s))
    pygame.draw.rect(surface, (140, 190, 110), r, max(2, int(2 * s)), border_radius=int(8 * s))
    pad = int(8 * s)
    x, y, w = r.x + pad, r.y + pad, r.w - 2 * pad
    name = _char(view, seat)
    text(surface, "serif_bold", _fit(name, "serif_bold", int(15 * s), w), name, (x, y), look.BONE, shadow=False)
    y += int(20 * s)
    kind = f"Infected: {p.infected}" if p.infected else "Infected"
    text(surface, "sans", int(11 * s), kind, (x, y), (190, 220, 170), shadow=False)
    y += int(18 * s)
    life = rec.shown("seat", seat, p.life)
    text(surface, "sans_bold", int(12 * s), f"Life {max(0, life)}", (x, y), look.BONE, shadow=False)
    y += int(20 * s)
    for line in wrap("No Menace: strikes with fists and weapons, and acts first.", "serif_italic", int(11 * s), w):
        text(surface, "serif_italic", int(11 * s), line, (x, y), look.BONE_DIM, shadow=False)
        y += int(14 * s)


def _draw_cards(surface, view, rec, area: pygame.Rect, s: float, t: float | None = None) -> None:
    """The monsters' cards side by side (as wide as the scale `s` allows), their words at letter `t`."""
    t = t or s
    if rec.pvp:
        infected = [q for q in rec.infected if 0 <= q < len(view.state.players)]
        for seat, r in zip(infected, card_rects(area, len(infected), s)):
            draw_infected_card(surface, view, rec, seat, r, t)
        return
    targets = Q.targets(view.state, view.cards) if view.state.fight is not None else {}
    for card, r in zip(rec.foes, card_rects(area, len(rec.foes), s)):
        draw_foe_card(surface, view, rec, card, r, t, targets.get(card))


# -- the fighters --------------------------------------------------------------------------------------


def _status(view, rec, seat: int) -> tuple[str, tuple]:
    fight = view.state.fight
    p = view.state.players[seat]
    if not p.alive or rec.out.get(seat) == "dead":
        return "fallen", (200, 90, 80)
    if rec.out.get(seat) == "escaped":
        return "got away", look.BONE_DIM
    if fight is None:
        return "", look.BONE_DIM
    if seat in fight.asked:
        return "asked to help", look.AMBER
    if seat in fight.waiting:
        return ("to act now" if seat in view.acting else "waits to act"), look.AMBER
    if seat in fight.escape_only:
        return "Thanophobia: escape only", look.AMBER
    return "in the fight", look.BONE_DIM


def fighter_seats(view, rec) -> list[int]:
    """The seats the "In the fight" list shows: the fighters, then those asked to help."""
    seats = list(rec.fighters)
    fight = view.state.fight
    if fight is not None:
        seats += [q for q in fight.asked if q not in seats]
    return seats


def _fighter_rows(s: float, lt: float) -> tuple[int, int]:
    """(the list's heading height, a fighter's row height) at letter `lt`: three lines a fighter."""
    big, small, least = int(13 * lt), int(11 * lt), int(10 * lt)
    head = max(int(22 * s), look.font("sans_bold", big).get_linesize() + int(4 * s))
    name_h, life_h = look.font("sans_bold", big).get_linesize(), look.font("sans", small).get_linesize()
    return head, max(int(46 * s), name_h + life_h + look.font("sans", least).get_linesize() + int(4 * s))


def fighters_need(n: int, s: float, t: float) -> int:
    """The height of the "In the fight" list with `n` fighters at letter `t`."""
    head, row_h = _fighter_rows(s, t)
    return int(8 * s) + head + n * row_h


def _draw_fighters(surface, view, rec, area: pygame.Rect, s: float, t: float | None = None) -> None:
    panel(surface, area, 160)
    x, y = area.x + int(10 * s), area.y + int(8 * s)
    seats = fighter_seats(view, rec)
    # the words' scale: larger with Large text where every fighter's rows still fit, spaced by their letters
    for lt in (t or letters(s), s):
        big, small, least = int(13 * lt), int(11 * lt), int(10 * lt)
        head, row_h = _fighter_rows(s, lt)
        name_h, life_h = look.font("sans_bold", big).get_linesize(), look.font("sans", small).get_linesize()
        if y + head + len(seats) * row_h <= area.bottom:
            break
    text(surface, "sans_bold", big, "In the fight", (x, y), look.AMBER)
    y += head
    for seat in seats:
        if y + row_h > area.bottom:
            break
        p = view.state.players[seat]
        colour = view.colours[seat] if seat < len(view.colours) else look.BONE
        pygame.draw.circle(surface, colour, (x + int(8 * s), y + int(9 * s)), int(7 * s))
        who = view.names[seat] if seat < len(view.names) else f"Seat {seat + 1}"
        who = who.replace(" (you)", ", you").replace(" (computer)", ", computer")  # no brackets in brackets
        char = _char(view, seat)
        # the player's name shortened ("Player 3 (computer)" -> "Player 3"), then left out, before any
        # letter of the character's name is lost past the panel's edge; "you" is the last word to go
        # (play-test r19: "Mr. Hobbs, Night Janitor (Player 1)" while the top bar said "Player 1 (you)")
        tail = " — infected" if seat in rec.infected else ""
        labels = [char + tail] if who == char else [f"{char} ({who}){tail}", f"{char} ({who.split(', ')[0]}){tail}"]
        if who.endswith(", you"):
            labels[1:] = [f"{char} (you){tail}", f"{char.split(', ')[0]} (you){tail}"]
        status, col = _status(view, rec, seat)
        room = area.right - int(10 * s) - (x + int(22 * s))
        # a shorter name before a letter smaller than the life line's (play-test r28, 1280x800 at 150 %:
        # "Sister Agnes, Company Nurse (you)" in 9 px letters where "Sister Agnes (you)" had room at 16)
        shortest = [char + tail, char.split(", ")[0] + tail]
        label, size = _first_fitting(list(dict.fromkeys([*labels, *shortest])), "sans_bold", big, room, small)
        text(surface, "sans_bold", size, label, (x + int(22 * s), y), look.BONE)
        now = rec.shown("seat", seat, p.life)  # as the landed dice have told it
        most = max(max_life(view.state, view.cards, seat), p.life, now)
        life = f"Life {max(0, now)}/{most}" if p.alive or now > 0 else "Dead"
        at = y + max(int(16 * s), name_h)
        text(surface, "sans", small, life, (x + int(22 * s), at), look.BONE)
        text(surface, "sans_italic", small, status, (area.right - int(10 * s), at), col, "topright")
        arms = [short(view.cards, h.card) + (f" [{h.charges}]" if h.charges is not None else "") for h in p.weapons]
        ways = [", ".join(arms[:k]) + (f" +{len(arms) - k} more" if k < len(arms) else "") for k in (2, 1)]
        line, size = _first_fitting(ways if arms else ["bare fists"], "sans", least, room)
        text(surface, "sans", size, line, (x + int(22 * s), at + max(int(14 * s), life_h)), look.BONE_DIM)
        y += row_h


# -- the lines ------------------------------------------------------------------------------


def _whole_lines(lines: list[tuple[list[str], str]], room: int) -> list[tuple[str, str]]:
    """The latest lines that fit `room` rows, each whole (its wrapped parts together); only when even
    the latest is longer than the room, its last rows (the caller first tries a smaller letter)."""
    out: list[tuple[str, str]] = []
    for parts, style in reversed(lines):
        if len(out) + len(parts) > room:
            if not out:
                out = [(p, style) for p in parts[-room:]]
            break
        out = [(p, style) for p in parts] + out
    return out


def _rows(shown, size: int, area: pygame.Rect, y: int, s: float) -> tuple[int, int, list, int]:
    """At letter `size`: (rows the lines need beyond the room, the rows of room, the lines wrapped, the
    line height)."""
    lh = int(size * 1.3)
    room = max(1, (area.bottom - y - int(2 * s)) // lh)
    groups = [(wrap(ln.text, "sans", size, area.w - int(20 * s)), ln.style) for ln in shown]
    return sum(len(g[0]) for g in groups) - room, room, groups, lh


def lines_shown(rec, area: pygame.Rect, s: float, slim: bool = False) -> tuple[list[tuple[str, str]], int, int]:
    """The fight's lines the window shows in `area`, the latest last: (their rows with their styles, the
    letter size, the row height); in a narrow window only what acted (abilities, plots, the result)."""
    y = area.y + int(5 * s)
    shown = rec.shown_lines()
    if slim:
        shown = [ln for ln in rec.lines if ln.after <= rec.landed and ln.style != "line"][-2:]
    # a smaller letter, down to 8, before the latest line would show only its tail ("draw)."); the narrow
    # strip's two latest whole where a letter of 9 or more holds them (It's still alive!'s line and the
    # Thanophobia it woke: the strip showed the trauma's alone, play-test r21)
    sizes = range(max(8, int(11 * s)), 7, -1)
    both = [z for z in sizes if slim and len(shown) > 1 and z >= 9 and _rows(shown, z, area, y, s)[0] <= 0]
    for size in both[:1] or sizes:
        room, groups, lh = _rows(shown, size, area, y, s)[1:]
        if not groups or len(groups[-1][0]) <= room:
            break
    return _whole_lines(groups, room), size, lh


def _draw_lines(surface, rec, area: pygame.Rect, s: float, slim: bool = False) -> None:
    """The fight's lines, the latest last; in a narrow window only what acted (abilities, plots, the
    result): the table's log beside it tells the rest."""
    panel(surface, area, 150)
    x, y = area.x + int(10 * s), area.y + int(5 * s)
    wrapped, size, lh = lines_shown(rec, area, s, slim)
    if not wrapped and slim:
        text(surface, "serif_italic", size, "No ability has acted yet.", (x, y), look.BONE_DIM)
    for part, style in wrapped:
        text(surface, "sans", size, part, (x, y), STYLE_INK.get(style, look.BONE))
        y += lh


# -- the choices -------------------------------------------------------------------------------------------


def _draw_prompt(surface, view, rec, offer, L: dict, s: float) -> None:
    area = L["choices"]
    pygame.draw.line(surface, look.BRASS_DARK, (area.x, area.y + int(2 * s)), (area.right, area.y + int(2 * s)), 1)
    if offer.choices:
        head = "Your move" if not rec.rolling else "The dice are rolling."
        fight = view.state.fight
        if fight is not None and fight.step == "help" and 0 <= fight.asker < len(view.state.players):
            head = f"{_char(view, fight.asker)} calls for help: come in?"
        if offer.aims:
            text(surface, "sans", int(12 * s), "Aim at:", (area.x, L["aims"][0].centery), look.BONE_DIM, "midleft")
    else:
        font = look.font("sans_bold", int(13 * s))
        head = prompt_words(view, rec, lambda words: font.size(words)[0] <= area.w)
    drawn = heading(surface, head, (area.x, area.y + int(5 * s)), s)
    note = getattr(offer, "no_help", "")
    room = area.right - drawn.right - int(16 * s)
    if note and not rec.rolling and look.font("sans_italic", int(12 * s)).size(note)[0] <= room:
        # whole or not at all: beside "Your move", why "Call for help" is not among the choices
        text(surface, "sans_italic", int(12 * s), note, (area.right, drawn.centery), look.BONE_DIM, "midright")


HEAD_INK = (255, 198, 104)  # the choices' heading: a lighter amber than the window's other headings
HEAD_PLATE = (14, 9, 16)  # its plate: near black, a shade under the window's purple ground


def heading(surface, words: str, pos: tuple[int, int], s: float) -> pygame.Rect:
    """The choices' heading ("Your move") at `pos`, on a dark plate of its own with a brass edge: on the
    window's purple its thin amber letters read dimly, and a focus label beside them took the eye (r27:
    over 12:1 against the plate, where the amber on the purple was 9:1). Returns the words' rect."""
    size = int(13 * s)
    w, h = look.font("sans_bold", size).size(words)
    pad = max(2, int(5 * s))
    plate = pygame.Rect(pos[0], pos[1] - 1, w + 2 * pad, h + 1)  # clear of the plaques under it
    pygame.draw.rect(surface, HEAD_PLATE, plate, border_radius=max(2, int(4 * s)))
    pygame.draw.rect(surface, look.BRASS_DARK, plate, 1, border_radius=max(2, int(4 * s)))
    return text(surface, "sans_bold", size, words, (plate.x + pad, pos[1]), HEAD_INK)


def prompt_words(view, rec, fits=None) -> str:
    """What the window says when the seat at the screen has nothing to choose; `fits` (words -> bool):
    the longest form that fits the window (three seats' names, then "Player 1, 2 and 3", then how many)."""
    fight = view.state.fight
    if fight is None:
        return rec.result or "The fight is over."
    acting = [q for q in view.acting if 0 <= q < len(view.state.players)]
    note = getattr(view, "watch", None)
    if note is not None and note.actor is not None:  # watched (issue 27): nobody is waited for
        actor = view.names[note.actor] if note.actor < len(view.names) else _char(view, note.actor)
        return f"{actor} answered here · → to see it"
    if not acting:
        return "Waiting."
    names = [view.names[q] if q < len(view.names) else _char(view, q) for q in acting]
    forms = [f"Waiting for {' and '.join(names)}."]
    if len(acting) > 1:
        nums = [str(q + 1) for q in acting]
        forms += [f"Waiting for Players {', '.join(nums[:-1])} and {nums[-1]}.", f"Waiting for {len(acting)} players."]
    return next((words for words in forms if fits is None or fits(words)), forms[-1])


def draw_preview(surface, rect: pygame.Rect, choice, s: float) -> None:
    """The dice a choice would roll, beside its button: a blank die a die, each hand's roll apart, the
    shift it carries; an escape's one die with the faces that succeed."""
    if choice.swap:  # the swap chip sits on the button's right edge, over the preview's start
        room = int(14 * s)
        rect = pygame.Rect(rect.x + room, rect.y, rect.w - room, rect.h)
    if (not choice.rolls and choice.group != "escape") or rect.w < max(8, int(15 * s)):
        return  # nothing rolled (a call for help, holding fire), or no room left by its words (split_cell)
    ds = max(8, min(int(15 * s), rect.h // 2 - 2))
    x = rect.x
    y = rect.centery - ds // 2
    if choice.group == "escape":
        D.draw_blank(surface, pygame.Rect(x, y, ds, ds))
        text(
            surface,
            "sans",
            int(10 * s),
            f"{round(choice.odds * 100)}%",
            (x + ds + 4, rect.centery),
            look.BONE_DIM,
            "midleft",
        )
        return
    font = look.font("sans_bold", int(10 * s))
    full = sum(r.dice * (ds + 2) + int(7 * s) + (font.size(f"{r.shift:+d}")[0] if r.shift else 0) for r in choice.rolls)
    if full > rect.w:  # too many to draw: a die, then each hand's count and shift ("×3-1 ×1")
        D.draw_blank(surface, pygame.Rect(x, y, ds, ds))
        words = " ".join(f"×{r.dice}" + (f"{r.shift:+d}" if r.shift else "") for r in choice.rolls)
        size = int(10 * s)
        while size > 7 and look.font("sans_bold", size).size(words)[0] > rect.right - x - ds - 4:
            size -= 1
        text(surface, "sans_bold", size, words, (x + ds + 3, rect.centery), look.BONE, "midleft")
        return
    for roll in choice.rolls:
        for i in range(roll.dice):
            D.draw_blank(surface, pygame.Rect(x + i * (ds + 2), y, ds, ds))
        x += roll.dice * (ds + 2)
        if roll.shift:
            x = text(
                surface, "sans_bold", int(10 * s), f"{roll.shift:+d}", (x + 1, rect.centery), look.AMBER, "midleft"
            ).right
        x += int(7 * s)
