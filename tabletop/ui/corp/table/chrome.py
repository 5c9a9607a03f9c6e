"""The table's furniture around the building (pygame, read-only): the top bar's buttons and team
scoreboard (NC-TEAM-02/04), the choices panel (every legal action of the seat at the screen as a
plaque, paged), the plain fight panel shown until the fight window answers the fight itself, and the
tooltips of the cards under the mouse (the card's words, never the engine's English reworded)."""

from __future__ import annotations

import re

import pygame

from tabletop.games.corp.fight_words import counted
from tabletop.games.corp.state import BOSS_ROOM, HIDDEN, TOP
from tabletop.ui import look
from tabletop.ui.corp.table import building_plan as BP
from tabletop.ui.corp.table.building_draw import dice_words
from tabletop.ui.corp.table.card_words import empty_stack
from tabletop.ui.corp.table.layout import letters
from tabletop.ui.corp.table.peeks import next_words
from tabletop.ui.corp.table.sheets import skill_words
from tabletop.ui.corp.table.turn_tools import ChoiceMenu
from tabletop.ui.corp.team_colours import team_colour, team_name
from tabletop.ui.kit.buttons import Button
from tabletop.ui.kit.panels import panel, text
from tabletop.ui.replay.note import draw_body

# a weapon card's words that open with its stats ("+1D, one-handed, ranged, 3 uses."), said by its tooltip's head
STATS = re.compile(r"^\+\d+D, (one|two)-handed, (melee|ranged)(, \d+ uses?)?(\.\s*|$)")
TOP_BUTTONS = 6  # Fit, Undo, Save, Rules, Keys, Menu
# the top bar's plaques: the keyboard's focus goes there only when the player puts it there (kit/focus.py)
BAR_KEYS = ("fit", "undo", "save", "rules", "keys", "menu")


def top_buttons(L, presses: dict, can_undo: bool) -> list[Button]:
    """Fit, Undo, Save, Rules, Keys and Menu at the top bar's right."""
    s = L.scale
    bw, bh, gap = int(74 * s), int(L.top[3] - 6 * s), int(6 * s)
    specs = [
        ("fit", "Fit", "The whole building again (Home)"),
        ("undo", "Undo", "Take back your last action where the rules allow (Ctrl+Z)"),
        ("save", "Save", "Save the game (Ctrl+S); it is autosaved as well"),
        ("rules", "Rules", "The rules at hand, searchable (?)"),
        ("keys", "Keys", "The keys and gestures of this table (F1)"),
        ("menu", "Menu", "Leave for the main menu (the game is autosaved)"),
    ]
    x = L.size[0] - gap - len(specs) * (bw + gap)
    out = []
    for key, label, tip in specs:
        b = Button(key, pygame.Rect(x, int(3 * s), bw, bh), label, presses[key], tip)
        b.enabled = can_undo if key == "undo" else True
        out.append(b)
        x += bw + gap
    return out


def top_buttons_left(L) -> int:
    """The x where the top bar's buttons begin (the prompt and the scoreboard end before it)."""
    s = L.scale
    return L.size[0] - int(6 * s) - TOP_BUTTONS * (int(74 * s) + int(6 * s))


def choice_grid(L) -> tuple[list[pygame.Rect], pygame.Rect, pygame.Rect]:
    """The choice plaques' rectangles in the choices panel, and the Previous / Next page plaques."""
    s = L.scale
    x, y, w, h = L.choices
    # the plaques a few pixels lower than the heading's row: the keyboard's ring round a first-row plaque
    # lay on the lower half of "What you may do" and its lit step (play-test r25); no size loses a row
    pad, head, bar = int(8 * s), int(26 * s), int(22 * s)
    cols = max(1, (w - 2 * pad) // int(232 * s))
    bh, gap = int(34 * s), int(5 * s)
    rows = max(1, (h - head - pad) // (bh + gap))
    # lower still, clear of the light round a lit plaque (the tutorial's, the keyboard's): round a first-row
    # plaque it crossed the foot of "What you may do" (play-test r27, 1280x800); as far as the rows allow
    head = max(head, min(heading_foot(L) + int(LIGHT_CLEAR * s), h - pad - rows * (bh + gap) + gap))
    cw = (w - 2 * pad - (cols - 1) * gap) // cols
    rects = [
        pygame.Rect(x + pad + c * (cw + gap), y + head + r * (bh + gap), cw, bh)
        for r in range(rows)
        for c in range(cols)
    ]
    nw = int(60 * s)
    prev = pygame.Rect(x + w - pad - 2 * nw - gap, y + 2, nw, bar - 3)
    nxt = pygame.Rect(x + w - pad - nw, y + 2, nw, bar - 3)
    return rects, prev, nxt


# design pixels a lit plaque's light reaches out from its edge (tutorial panel's ring at its widest: 10
# grown, 3 wide, 1 of outline; the keyboard's ring less)
LIGHT_CLEAR = 15


def heading_foot(L) -> int:
    """How far below the choices panel's top the heading's row ends (its words, or its step pills)."""
    s = L.scale
    lt = letters(s)
    words = look.font("serif_bold", max(6, int(13 * lt))).get_height() + 1  # and its shadow
    pill = look.font("sans_bold", max(9, int(11 * lt))).get_height() + int(4 * s)
    return int(4 * s) + max(words, pill)


def choice_buttons(L, choices, page: int, turn_page, turn: object = "") -> tuple[list[Button], int, int]:
    """(the plaques of this page of choices, the page shown, how many pages); a None in `choices` is an
    empty slot (offer.arrange). `turn`: the plaques of another turn are other buttons to the click guard,
    though the standing ones stand where they stood: a double click on End your turn ended one turn, not
    two (one player's turns follow one another with nothing between)."""
    rects, prev, nxt = choice_grid(L)
    per = len(rects)
    pages = max(1, -(-len(choices) // per))
    page = max(0, min(page, pages - 1))
    out = []
    for i, (c, r) in enumerate(zip(choices[page * per : (page + 1) * per], rects, strict=False)):
        if c is None:  # an empty slot: a plaque gone from under the pointer (offer.arrange)
            continue
        if c.menu:  # a plaque opening a menu of choices above the panel, in line with it: over the building,
            # never over the other plaques (play-test r27: at 960x600 the drops' menu hid the first row)
            opens = lambda c=c, r=r: ChoiceMenu(c.menu, (r.x, L.choices[1]), L.scale, above=True)  # noqa: E731
            out.append(Button(f"choice{i}.{turn}", r, c.label, opens, c.tip, style="plaque"))
        else:
            out.append(Button(f"choice{i}.{turn}", r, c.label, lambda a=c.action: a, c.tip, style="plaque"))
    if pages > 1:
        out.append(Button("prev", prev, "◀ More", lambda: turn_page(-1), "The page of choices before (Page Up)"))
        out.append(Button("next", nxt, "More ▶", lambda: turn_page(1), "The next page of choices (Page Down)"))
        out[-2].enabled, out[-1].enabled = page > 0, page < pages - 1
    return out, page, pages


STEPS = ("Beginning", "Exploration", "End")


def turn_step(st) -> int:
    """Which of the turn's three steps is on (NC-TURN-01): 0 Beginning (the flip still to come),
    1 Exploration (a fight is the turn's exploration), 2 End (the flip spent, found weapons claimed)."""
    if st.fight is not None:
        return 1
    if st.turn.step in ("end", "claim"):
        return 2
    return 0


# The heading starts clear of the frame's corner stud (look.frame_surface: 10 px in, 5 px round), which
# lay under its "W" at every size (play-test r18).
STUD_CLEAR = 18


def draw_choices_panel(surface, L, heading: str, st=None) -> pygame.Rect:
    """The panel behind the choice plaques, headed by what they are for and the turn's three steps with
    the one on lit; returns the heading's row as drawn (its words and pills)."""
    r = pygame.Rect(L.choices)
    look.draw_frame(surface, r, 215)
    s = L.scale
    lt = letters(s)  # the words' scale: larger with Large text
    head = text(surface, "serif_bold", 13 * lt, heading, (r.x + STUD_CLEAR, r.y + int(4 * s)), look.AMBER)
    if st is None or st.winners is not None:
        return head
    on = turn_step(st)
    x = head.right + int(24 * s)
    size = max(9, int(11 * lt))
    for i, name in enumerate(STEPS):
        img = look.font("sans_bold", size).render(name, True, look.INK if i == on else look.BONE_DIM)
        pill = img.get_rect(topleft=(x, r.y + int(5 * s))).inflate(int(14 * s), int(4 * s))
        pill.topleft = (x, r.y + int(4 * s))
        if i == on:
            pygame.draw.rect(surface, look.AMBER, pill, border_radius=8)
        else:
            pygame.draw.rect(surface, look.BRASS_DARK, pill, 1, border_radius=8)
        surface.blit(img, img.get_rect(center=pill.center))
        x = pill.right + int(4 * s)
        if i < len(STEPS) - 1:
            arrow = look.font("sans_bold", size).render("›", True, look.BONE_DIM)
            surface.blit(arrow, arrow.get_rect(midleft=(x, pill.centery)))
            x += arrow.get_width() + int(4 * s)
        head = head.union(pill)
    return head


def watched_words(view, heading: str, prompt: str) -> tuple[str, str]:
    """(the choices panel's heading, the top bar's line) of a table watched in the replay viewer
    (`view.watch` set): what the seat to act chose here, and the end without a click to make; else
    `heading` and `prompt` as they are."""
    note = view.watch
    if note is None:
        return heading, prompt
    name = view.names[note.actor] if note.actor is not None and note.actor < len(view.names) else ""
    if view.state.winners is not None:
        prompt = "The game is over" + (f": {note.over}" if note.over else "")
    return note.heading(name), prompt


def draw_watched_body(surface, L, view) -> None:
    """Under the choices panel's heading, a watched table's note: what the seat to act chose here."""
    if view.watch is not None:
        x, y, w, h = L.choices
        top = int(26 * L.scale)
        draw_body(surface, pygame.Rect(x, y + top, w, h - top - int(4 * L.scale)), view.watch, L.scale)


def team_of(st, seat) -> int | None:
    return next((t for t, seats in enumerate(st.teams) if seat in seats), None) if seat is not None else None


def own_seat(view) -> int | None:
    """The seat whose team is "yours": the seat at the screen, none on a watched table (the watcher plays
    none: no "Team 1 (yours)" in a replay)."""
    return None if getattr(view, "watch", None) is not None else view.seat


def scoreboard_words(st, seat: int | None) -> str:
    """ "Team 1 (yours): 4   Team 2: 23   (to win: 40)": `seat` is the seat at the screen (hot-seat: the
    one whose view is shown), none for a spectator."""
    mine = team_of(st, seat)
    teams = [f"Team {i + 1}{' (yours)' if i == mine else ''}: {st.points[i]}" for i in range(len(st.teams))]
    return "   ".join(teams) + f"   (to win: {st.target})"


def scoreboard_rect(L, st, right: int, seat: int | None = None) -> pygame.Rect | None:
    """Where the scoreboard stands in the top bar (None without teams): drawn there, hovered there."""
    if not st.teams:
        return None
    s = L.scale
    w, h = look.font("sans_bold", max(10, int(13 * s))).size(scoreboard_words(st, seat))
    r = pygame.Rect(0, 0, w, h)
    r.midright = (right - int(10 * s), L.top[1] + L.top[3] // 2)
    return r


def draw_scoreboard(surface, L, st, right: int, seat: int | None = None) -> int:
    """The teams' points against the target in the top bar, right-aligned at `right`; returns its left."""
    r = scoreboard_rect(L, st, right, seat)
    if r is None:
        return right
    size = max(10, int(13 * L.scale))
    words = scoreboard_words(st, seat)
    img = look.text("sans_bold", size, words, look.AMBER)
    pygame.draw.rect(surface, (40, 26, 20), r.inflate(12, 6), border_radius=5)
    pygame.draw.rect(surface, look.BRASS, r.inflate(12, 6), 1, border_radius=5)
    surface.blit(img, r)
    _team_bars(surface, words, size, r, len(st.teams))
    return r.left - int(12 * L.scale)


def _team_bars(surface, words: str, size: int, r: pygame.Rect, teams: int) -> None:
    """A bar of each team's colour under its "Team N", in the room under the line where no letter of
    "Team N" reaches: the scoreboard takes no more of the top bar (r21: a swatch beside each name cost
    the prompt its long form at 1280x800)."""
    f = look.font("sans_bold", size)
    y = r.y + f.get_ascent() + 1
    h = max(2, min(3, r.bottom - y))
    at = 0
    for t in range(teams):
        name = f"Team {t + 1}"
        at = words.find(name, at)
        if at < 0:
            return
        x = r.x + f.size(words[:at])[0]
        pygame.draw.rect(surface, team_colour(t), (x, y, f.size(name)[0], h))
        at += len(name)


def score_tip(view) -> list[str]:
    """The scoreboard's hover: who plays in which team (yours first) and how points are won (NC-TEAM)."""
    st = view.state
    mine = team_of(st, own_seat(view))
    out = [f"The teams' points: the first to {st.target} wins"]
    order = sorted(range(len(st.teams)), key=lambda t: t != mine)
    for t in order:
        who = ", ".join(view.names[q] if q < len(view.names) else f"Player {q + 1}" for q in st.teams[t])
        out.append(
            f"{'Your team, team' if t == mine else 'Team'} {t + 1}, {team_name(t)} rings"
            f" ({counted(st.points[t], 'point')}): {who}"
        )
    out.append(
        "A team scores a monster's level when one of its players deals the killing blow, even in another"
        " team's fight: a rival you call for help may take the points. The boss is worth 3 or 6 and ends"
        " the game; then the most points win."
    )
    return out


def foe_lines(st, cards) -> list[tuple[str, tuple]]:
    """The foes of the fight in hand, in words for the plain fight panel."""
    f = st.fight
    out: list[tuple[str, tuple]] = []
    if f is None or f.area not in st.areas:
        return out
    for foe in st.areas[f.area].foes:
        try:
            c = cards.boss(foe.card)
            kind = "the boss"
        except KeyError:
            c = cards.room(foe.card)
            kind = f"level {c.level} {c.type}"
        out.append((f"{c.name} ({kind})", look.AMBER))
        whole = c.life + foe.more_life  # a boss that grew with the survivors
        out.append((f"  menace {dice_words(c.menace)} · life {whole - foe.damage} of {whole}", look.BONE))
        if c.text:
            out.append((f"  {c.text}", look.BONE_DIM))
    return out


def draw_fight_panel(surface, view) -> None:
    """Until the fight window answers the fight: who fights what, its menace and life, whose answer."""
    st, cards, L = view.state, view.cards, view.layout
    f = st.fight
    if f is None:
        return
    s = L.scale
    x, y, w, _h = L.fight
    lines = foe_lines(st, cards)
    fighters = ", ".join(view.names[s2] for s2 in f.fighters if s2 < len(view.names))
    lines.append((f"In the fight: {fighters or 'nobody'}", look.BONE))
    if view.offer is not None and view.offer.seat is not None and view.offer.buttons:
        lines.append(("Answer with the choices below.", look.BONE_DIM))
    else:
        waiting = ", ".join(view.names[s2] for s2 in view.acting if s2 < len(view.names))
        lines.append((f"Waiting for {waiting or 'the fight to end'}.", look.BONE_DIM))
    size = max(10, int(13 * s))
    wrapped: list[tuple[str, tuple]] = []
    for words, colour in lines:
        for part in look.wrap_lines(words, look.font("sans", size), w - int(24 * s)):
            wrapped.append((part, colour))
    lh = int(size * 1.35)
    r = pygame.Rect(x, y, w, int(40 * s) + lh * len(wrapped))
    panel(surface, r, alpha=232, border=(150, 40, 36))
    where = "the top floor" if f.level == TOP else f"level {f.level}"
    text(surface, "serif_bold", 16 * s, f"A fight on {where}", (r.x + int(12 * s), r.y + int(8 * s)), (232, 84, 70))
    yy = r.y + int(34 * s)
    for part, colour in wrapped:
        text(surface, "sans", size, part, (r.x + int(12 * s), yy), colour)
        yy += lh


# a weapon found this turn lies on the floor until the turn's end, when those there claim it (NC-PLOT-07)
FOUND_WORDS = "Found this turn: taken when the turn ends, the one who found it choosing first"


def away_words(st, key: str) -> str:
    """Where the card of a room drawn without it went (`building_plan.card_away`), as a seat's view
    tells it (the stacks' cards are hidden in it)."""
    if any(f.card == key for a in st.areas.values() for f in a.foes):
        return "Its card came back to fight elsewhere; who stands here stays"
    return "Its card was shuffled back into its Room stack; who stands here stays"


def card_tip(view, hit) -> list[str]:
    """A card's tooltip: its name, what it is, and its printed words (the card's own text)."""
    if hit is None:
        return []
    st, cards = view.state, view.cards
    kind, key = hit
    try:
        if kind == "room" and key == BOSS_ROOM:
            if st.boss and st.boss != HIDDEN:
                b = cards.boss(st.boss)
                return [b.name, f"The boss: {dice_words(b.menace)}, {b.life} life. No escape.", b.text]
            return []
        if kind == "room" and BP.card_away(st, str(key)):
            return ["An explored room", away_words(st, str(key))]
        if kind == "room":
            r = cards.room(str(key))
            if r.kind == "monster":
                return [
                    r.name,
                    f"Level {r.level} {r.type}: {dice_words(r.menace)}, {r.life} life, loot {r.loot}",
                    r.text,
                ]
            return [r.name, r.kind.capitalize(), r.text]
        if kind in ("floor_card", "held", "trauma", "foe"):
            card = key[1]  # type: ignore[index]
            if kind == "foe":
                r = cards.room(card)
                return [r.name, f"{dice_words(r.menace)}, {r.life} life", r.text]
            p = cards.plot(card)
            hands = "two" if p.hands == 2 else "one"
            head = f"Weapon +{p.dice}D, {hands}-handed, {p.range}" if p.kind == "weapon" else p.kind.capitalize()
            if p.kind == "weapon" and p.uses:
                head += f", {p.uses} charges"
            area = st.areas.get(key[0]) if kind == "floor_card" else None  # type: ignore[index]
            machine = next((m for m in area.machines if m.card == card), None) if area is not None else None
            if machine is not None:  # what is left in it now, not only its printed start (play-test)
                head = f"Vending machine: {counted(machine.tokens, 'life token')} left"
            # the card's words after its stats, which the head says already (play-test r22: the Broom's
            # tooltip read "Weapon +0D, 1-handed, melee" then "+0D, one-handed, melee. Before ...")
            words = STATS.sub("", p.text) if p.kind == "weapon" else p.text
            # its chip is lit but no plaque picks it up until the turn's end (play-test r22): say why
            found = area is not None and card in area.found
            when = [FOUND_WORDS] if found else []
            return [p.name, head, *([words] if words else []), *when]
        if kind == "floor_more":
            names = [cards.name(c) for c in key[1]]  # type: ignore[index]
            return [f"{len(names)} more on this floor", ", ".join(names)]
        if kind == "curse":
            card = key if isinstance(key, str) else key[1]  # type: ignore[index]
            c = cards.curse(card)
            return [c.name, "Curse", c.text]
        if kind == "stack":
            peek = view.peek if view.peek is not None and view.peek.level == int(key) else None
            lv = st.levels[int(key) - 1]
            if not lv.stack:  # no "0 rooms face down", "Enter a new door: the next card"
                return list(empty_stack(lv)[1:])
            return [
                f"Level {key}: {counted(len(lv.stack), 'room')} face down",
                *([next_words(peek, cards.name)] if peek is not None else []),
                "Enter a new door: the next card",
            ]
        if kind == "hall":
            level = int(key)  # type: ignore[call-overload]
            who = [view.names[s] for s, p in enumerate(st.players) if p.level == level and p.room is None]
            where = "The top floor's hallway" if level == TOP else f"The hallway of level {level}"
            return [where, ", ".join(who) if who else "Nobody stands here"]
        if kind == "plot_deck":
            return [
                f"The Plot deck: {counted(len(st.plot_deck), 'card')} face down",
                "Drawn in a Loot room and for a slain monster's loot",
            ]
        if kind == "plot_discard":  # the card last played or drawn, its words with it (an event's are read once)
            top = (
                [f"On top: {cards.name(st.plot_discard[-1])}", cards.plot(st.plot_discard[-1]).text]
                if st.plot_discard
                else []
            )
            return [f"The Plot discard: {counted(len(st.plot_discard), 'card')}", *top]
        if kind == "discard":
            lv = st.levels[int(key) - 1]  # type: ignore[call-overload]
            top = [cards.name(lv.discard[-1])] if lv.discard else []
            return [f"Level {key}'s discard: {len(lv.discard)} rooms explored", *(f"On top: {t}" for t in top)]
        if kind == "boss_stack":
            n = len(st.boss_stacks.get(str(key), []))
            return [f"The bosses for {key} survivors: {n} face down", "One is drawn when the boss's door opens"]
        if kind == "leftovers":
            return [f"Set aside: {counted(len(st.leftovers), 'room card')}", "Left out of the building, seen by nobody"]
        if kind == "door":
            peek = [next_words(view.peek, cards.name)] if view.peek is not None and view.peek.level == TOP else []
            if peek:  # what the seat saw: the card's numbers and words too, to weigh the fight (play-test r19)
                b = cards.boss(view.peek.cards[0])
                peek += [f"{dice_words(b.menace)}, {b.life} life. No escape.", b.text]
            return [
                "The boss's door",
                *peek,
                "Opened from the top floor's hallway: the boss drawn for the survivors waits",
            ]
        if kind in ("token", "sheet"):  # a special character's skill, on no chip: said here whatever the sheet holds
            seat = int(key)  # type: ignore[call-overload]
            skill = skill_words(view, seat)
            if kind == "sheet" and not skill:
                return []  # a basic character's sheet: its chips and words say it all
            return [view.names[seat], cards.characters[st.players[seat].character].name, *([skill] if skill else [])]
    except (KeyError, IndexError, ValueError, TypeError):
        return []
    return []
