"""What the table tells the player in words: the prompt line in the top bar (whose turn, what to
do) and the short messages flashed over the map. Read from the view; drawing changes nothing.
"""

from __future__ import annotations

import pygame

from tabletop.games.necromolds.combat import deciding_seat
from tabletop.games.necromolds.library import library
from tabletop.ui import look
from tabletop.ui.necromolds.table import draw as D
from tabletop.ui.necromolds.table import queries as Q

SETUP_PHASES = ("terrain", "army", "deploy")


def prompt(view, humans: list, can_shoot: bool) -> tuple[str, tuple]:
    """The line that says whose turn it is and what to do (`humans`: the seats played at this screen)."""
    st = view.state
    lib = library()
    name = view.seat_name
    colour = lambda s_: view.colours[s_]  # noqa: E731
    if st.phase in SETUP_PHASES:
        return f"Set-up: {st.phase}", look.BONE
    if st.phase == "order":  # Turn Order Choice (NM-FAN-02)
        seat = st.first
        if seat in humans:
            return f"Round {st.round} · {name(seat)}: go first or second? (Turn Order Choice)", colour(seat)
        return f"Round {st.round} · {name(seat)} is choosing whether to go first or second…", colour(seat)
    if st.phase == "assign":
        waiting = [s_ for s_ in range(len(st.seats)) if not st.seats[s_].assign_done]
        mine = [s_ for s_ in waiting if s_ in humans]
        if view.seat in mine:  # the seat at the screen first, then the other humans in order
            mine = [view.seat] + [s_ for s_ in mine if s_ != view.seat]
        if mine:
            then = f" ({name(mine[1])} next)" if len(mine) > 1 else ""
            return (
                f"Round {st.round} · {name(mine[0])}: drag dice onto matching slots (click a wild to turn it), then Done{then}",
                colour(mine[0]),
            )
        return f"Round {st.round} · {', '.join(name(s_) for s_ in waiting)} assigning command dice…", colour(
            waiting[0]
        ) if waiting else look.BONE
    if st.phase == "turns":
        seat = st.turn_seat
        if seat not in humans:
            return f"Round {st.round} · {name(seat)} is choosing a command…", colour(seat)
        if not st.uses_slots():
            magic = " (magic: a gem or a spellbook's magic)" if st.uses_abilities() else ""
            return f"Round {st.round} · {name(seat)}'s turn: click a command die in your tray{magic}", colour(seat)
        book = f" on {lib.books[st.active_book].name}" if st.active_book else ""
        return (
            f"Round {st.round} · {name(seat)}'s turn: click a glowing move or ranged die{book} to perform it",
            colour(seat),
        )
    if st.phase == "command":
        c = st.command
        seat = c.seat
        reach = f"{c.distance:g} in, {Q.edge_name(c.distance)}"
        if c.book_distances:  # basic play with What Next step 3: each monster at its spellbook's edge
            reach = "each at its spellbook's edge"
        if c.book:
            book = lib.books[c.book].name
        else:  # basic play: any monsters, up to a number of them
            book = f"{c.limit} monster{'s' if c.limit != 1 else ''}" if c.limit else "your monsters"
        if seat not in humans:
            verb = "moves" if c.kind == "move" else "shoots with"
            return f"Round {st.round} · {name(seat)} {verb} {book} ({reach})", colour(seat)
        if c.stage == "melee":  # Decisive Combat (NM-FAN-18/20)
            return f"{name(seat)}: the moves are done · click the melee to fight next (the list, or a fighter)", colour(
                seat
            )
        turn = " (wheel: turn it)" if "fan_directional" in st.fan else ""
        if c.kind == "move" and "fan_decisive_combat" in st.fan:
            return (
                f"{name(seat)}: move {book} up to {reach} · drag each glowing monster{turn} · then End moves: "
                f"the fights",
                colour(seat),
            )
        if c.kind == "move":
            return (
                f"{name(seat)}: move {book} up to {reach} · drag each glowing monster{turn}, then End command",
                colour(seat),
            )
        if "fan_decisive_combat" in st.fan:  # NM-FAN-19: every target declared first
            aimed = f" ({len(c.declared)} aimed)" if c.declared else ""
            return (
                f"{name(seat)}: shoot with {book} ({reach}) · click a glowing monster, then its target{aimed}; "
                f"all shoot after End aiming",
                colour(seat),
            )
        if not can_shoot:
            return f"{name(seat)}: shoot with {book} ({reach}) · no enemy in range and sight: End command", colour(seat)
        return f"{name(seat)}: shoot with {book} ({reach}) · click a glowing monster, then a green target", colour(seat)
    if st.phase == "turn_end":  # More Fun with Clay: the end of a turn (walls, more clay magic, or pass)
        seat = st.turn_seat
        if seat not in humans:
            return f"Round {st.round} · {name(seat)} is ending their turn (clay magic)…", colour(seat)
        return f"Round {st.round} · {name(seat)}: walls or clay magic now, then End turn (E)", colour(seat)
    if st.phase == "combat":
        seat = deciding_seat(st)
        return f"Combat! {name(seat)} decides", colour(seat)
    if st.phase == "over":
        return "The battle is over", look.AMBER
    return st.phase, look.BONE


def draw_banner(surface, layout, text: str, colour, toolbar_left: int) -> None:
    """The top bar with the prompt, cut short before the toolbar."""
    s = layout.scale
    top = pygame.Rect(layout.top)
    bar = pygame.Surface(top.size, pygame.SRCALPHA)
    bar.fill((18, 12, 16, 210))
    surface.blit(bar, top)
    pygame.draw.line(surface, look.BRASS_DARK, (0, top.bottom - 1), (top.right, top.bottom - 1), 2)
    x = int(14 * s)
    pygame.draw.circle(surface, colour, (x + int(9 * s), top.centery), int(9 * s))
    pygame.draw.circle(surface, look.INK, (x + int(9 * s), top.centery), int(9 * s), 2)
    left = x + int(26 * s)
    room = toolbar_left - left - int(14 * s)
    lines, size = fit_prompt(text, room, top.height, s)
    f = look.font("serif_bold", size)
    step = f.get_linesize()
    y = top.centery - step * (len(lines) - 1) / 2
    for k, line in enumerate(lines):
        D.text(surface, "serif_bold", size, line, (left, int(y + k * step)), D.lighter(colour, 0.25), anchor="midleft")


def fit_prompt(text: str, room: int, height: int, s: float) -> tuple[list[str], int]:
    """The prompt as lines that fit `room` pixels wide in a bar `height` tall: one line if a readable
    size fits, else two lines split at the " · " (or the space) nearest the middle, else cut short."""
    for size in range(int(18 * s), max(13, int(14 * s)) - 1, -1):
        if look.font("serif_bold", size).size(text)[0] <= room:
            return [text], size
    cuts = [i for i in range(len(text)) if text.startswith(" · ", i)] or [i for i, ch in enumerate(text) if ch == " "]
    if cuts:
        i = min(cuts, key=lambda c: abs(c - len(text) / 2))
        pair = [text[:i].rstrip(" ·"), text[i:].lstrip(" ·")]
        for size in range(int(16 * s), 10, -1):
            f = look.font("serif_bold", size)
            if f.get_linesize() * 2 <= height - 4 and max(f.size(p)[0] for p in pair) <= room:
                return pair, size
    size = 11
    f = look.font("serif_bold", size)
    while len(text) > 8 and f.size(text + "…")[0] > room:
        text = text[:-1]
    return [text.rstrip(" ·,(") + "…"], size


def draw_toast(surface, layout, toast) -> None:
    """The message flashed over the map."""
    if toast is None:
        return
    text, colour, _left = toast
    s = layout.scale
    m = pygame.Rect(layout.map)
    img = look.font("sans_bold", int(16 * s)).render(text, True, colour)
    box = pygame.Rect(0, 0, img.get_width() + 28, img.get_height() + 16)
    box.midtop = (m.centerx, m.top + int(12 * s))
    D.panel(surface, box, alpha=235, border=colour, radius=6)
    surface.blit(img, (box.left + 14, box.top + 8))
