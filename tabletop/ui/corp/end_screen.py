"""The end of a NecronomiCORP game on the kit's end screen (tabletop/ui/kit/end_screen.py): the party's
win or loss (co-op: everyone wins when the boss is slain, everyone loses when the party is wiped, NC-
START-12) or the winning team with its points (NC-TEAM), the engine's reason, and NecronomiCORP's own
account: a row for each seat (its character, alive or fallen on the floor it reached, and its deeds:
doors opened, monsters slain, damage dealt, damage taken, fights joined to help (not in a solo game,
nor in one where nobody was ever asked to help: nobody came), from tabletop/ui/corp/end_stats.py),
then the teams' points and what the building saw; Rematch and Menu. `account_lines` and `seat_rows` are
the pure part; `CorpEndScene` draws them."""

from __future__ import annotations

from dataclasses import replace

import pygame

from tabletop.games.corp import fight_events as FE
from tabletop.games.corp.action_words import character_name
from tabletop.games.corp.state import TOP
from tabletop.ui import look
from tabletop.ui.corp.end_stats import SeatStats, game_records, tally
from tabletop.ui.corp.starting import emblem
from tabletop.ui.kit.end_screen import EndScene, EndScreen, EndWords
from tabletop.ui.kit.names import seat_name
from tabletop.ui.kit.panels import text, wrap
from tabletop.ui.scene import replace as replace_scene

WORDS = EndWords(all_win="The boss is slain!", all_lose="The party is wiped out")
# A solo game has no party (play-test r27: one player read "The party is wiped out" and "Every character is
# dead", or "the party wins"): its own title and the game's end in its words, by the engine's outcome word
SOLO_WORDS = EndWords(all_win="The boss is slain!", all_lose="The building wins")
SOLO_REASONS = {"boss slain": "{name} slays the boss alone.", "party wiped": "{character} is dead."}


def account_lines(
    state, cards, names, slain: int | None = None, slew: int | None = None
) -> list[tuple[str, int | None]]:
    """(line, seat or None) of the account: each seat's character and where it stands, then the teams' points."""
    out: list[tuple[str, int | None]] = []
    for seat in range(len(state.players)):
        out.append((f"{names[seat]}: {character_name(state, cards, seat)}, {fate(state, seat, slew)}", seat))
    if state.teams:
        pts = " · ".join(f"Team {i + 1}: {state.points[i]}" for i in range(len(state.teams)))
        out.append((f"{pts} (to win: {state.target})", None))
    out.append(("", None))
    out.append((game_account(state, cards, slain), None))
    return out


def game_account(state, cards, slain: int | None = None) -> str:
    """The building as the game left it: turns, the highest floor opened, rooms explored, monsters slain
    (`slain`: the kills counted from the game's events, when known: a monster that came back, It's
    still alive!, and fell again counts twice, and the boss counts; else the monster cards discarded)."""
    opened = (
        "the top floor" if state.top_open else f"level {max((lv.number for lv in state.levels if lv.open), default=1)}"
    )
    explored = sum(len(lv.discard) for lv in state.levels)
    if slain is None:
        slain = sum(1 for lv in state.levels for c in lv.discard if cards.room(c).kind == "monster")
    boss = ""
    if state.boss and state.boss != "hidden":
        boss = f" · the boss: {cards.name(state.boss)}"
    return (
        f"{state.turn.number} turns · opened up to {opened} · {explored} rooms explored · {slain} monsters slain{boss}"
    )


# The deeds' columns: (heading, SeatStats field); a heading's "\n" breaks it in two lines
DEEDS = (
    ("Doors", "doors"),
    ("Slain", "slain"),
    ("Damage\ndealt", "damage"),
    ("Damage\ntaken", "taken"),
    ("Helped", "helped"),
)
SOLO_DEEDS = tuple(d for d in DEEDS if d[1] != "helped")  # one player: nobody to call, nobody to help (NC-RESP-14)
TEAM_DEEDS = (*DEEDS, ("Points", "points"))  # a team game: the points each player's blows scored


def deeds_of(state, called: bool = True) -> tuple[tuple[str, str], ...]:
    """The deeds' columns of a game: a team game's add the points each player scored for its team (who
    took a rival's points, NC-TEAM-08; play-test r21: only the teams' totals were said); a solo game's
    have no help (play-test r23: its "Helped" column read 0 whatever the player did; and "Damage" did
    not say whether dealt or taken: both are counted and said). `called`: whether anyone was ever asked
    to help in the game (`help_called`); when nobody was, the "Helped" column goes too (play-test r24:
    a column of 0s that says nothing); when someone was, a 0 says who stayed out, and it stays."""
    deeds = TEAM_DEEDS if state.teams else SOLO_DEEDS if len(state.players) == 1 else DEEDS
    return deeds if called else tuple(d for d in deeds if d[1] != "helped")


def help_called(records) -> bool:
    """Whether the game's records hold a call for help that reached anyone (NC-RESP-14/15: a call
    nobody could answer asks no one); unknown records (None) are taken as a call: the column stays."""
    if records is None:
        return True
    return any(type(r) is FE.HelpAsked and r.asked for r in records)


def slayer(state, records) -> int | None:
    """The seat whose blow killed the boss (its last FoeKilled, NC-BOSS-01), None when it lives or the
    records are unknown."""
    boss = getattr(state, "boss", None)
    if not boss or records is None:
        return None
    return next((r.seat for r in reversed(records) if type(r) is FE.FoeKilled and r.card == boss), None)


def fate(state, seat: int, slew: int | None = None) -> str:
    """Where a seat's character ended: "reached the top floor", "fell on level 3", with an infection; a
    lone character who slew the boss, or the seat `slew` (whose blow killed it), "slew the boss" (play-test
    r28: the one player's row said only "reached the top floor" under "The boss is slain!", as if someone
    else had slain it; r30: so did the slayer's row of a 3-player party, under "Player 3 slays the boss")."""
    p = state.players[seat]
    if len(state.players) == 1 and p.alive and not p.infected and getattr(state, "outcome_word", "") == "boss slain":
        return "slew the boss"
    if seat == slew and p.alive and not p.infected:
        return "slew the boss"
    where = "the top floor" if p.level == TOP else f"level {p.level}"
    out = f"reached {where}" if p.alive else f"fell on {where}"
    return out + (f", infected ({p.infected})" if p.infected else "")


def fate_ink(ended: str):
    """A fate's ink: bone for a character still standing (on the top floor, or the boss's slayer), ember
    for a fallen one (play-test r28: "slew the boss" was inked as a death)."""
    return look.BONE if ended.startswith(("reached", "slew")) else look.EMBER


def seat_rows(
    state, cards, names, stats: list[SeatStats] | None, called: bool = True, slew: int | None = None
) -> list[tuple[int, str, str, str, tuple]]:
    """(seat, name, character (and team), fate, deeds) a row: the deeds are the numbers of
    `deeds_of(state, called)`'s columns, () when unknown; `slew`: the seat that killed the boss."""
    rows = []
    shown = deeds_of(state, called)
    for seat in range(len(state.players)):
        deeds = tuple(getattr(stats[seat], key) for _h, key in shown) if stats and seat < len(stats) else ()
        who = character_name(state, cards, seat)
        team = state.players[seat].team
        if state.teams and team is not None:
            who += f" · team {team + 1}"
        rows.append((seat, names[seat], who, fate(state, seat, slew), deeds))
    return rows


def end_screen(session, bots, colours) -> EndScreen:
    """The kit's end screen for a finished session, with NecronomiCORP's account."""
    state, cards = session.state, session.game.cards
    outcome = session.outcome()
    names = [seat_name(s, bots) for s in range(state.players_n)]
    words = WORDS
    if state.players_n == 1 and not state.teams and outcome is not None:
        words = SOLO_WORDS
        said = SOLO_REASONS.get(state.outcome_word)
        if said is not None:
            character = character_name(state, cards, 0)
            p = state.players[0] if state.players else None
            if state.outcome_word == "party wiped" and p is not None and p.alive and p.infected is not None:
                said = "{character} is infected."  # alive, but lost to the building all the same (r27, corp2)
            outcome = replace(outcome, reason=said.format(name=names[0], character=character))
    records = game_records(session)
    characters = [p.character for p in state.players]
    stats = tally(records, state.players_n, characters) if records is not None else None
    called = help_called(records)
    rows = seat_rows(state, cards, names, stats, called, slayer(state, records))
    slain = sum(st.slain for st in stats) if stats is not None else None
    below = [line for line, seat in account_lines(state, cards, names, slain) if seat is None]

    def account(surface, body, scale: float, end: EndScreen) -> None:
        # rows as tall as the panel allows with the lines under them (six seats at 200% and large text)
        deeds = deeds_of(state, called)
        top = heading_h(deeds, scale)
        room = body.h - top - int((10 + 14) * scale) - len(below) * int(26 * scale)
        row_h = max(int(30 * scale), min(int(44 * scale), room // max(1, len(rows))))
        _draw_rows(surface, body, scale, end, rows, row_h, deeds)
        y = body.top + top + row_h * len(rows) + int(10 * scale)
        for line in below:
            colour = look.AMBER if "Team" in line else look.BONE
            text(surface, "sans", 15 * scale, line, (body.centerx, y), colour, "midtop")
            y += int(26 * scale)

    return EndScreen(
        outcome, state.players_n, tuple(colours), frozenset(bots), words=words, coop=not state.teams, account=account
    )


HEAD_LINE = 16  # a heading line's height, unscaled (13 px bold)


def heading_h(deeds, s: float) -> int:
    """The headings' band over the rows: one line and its gap, and a line more for a two-line heading."""
    lines = max((heading.count("\n") + 1 for heading, _key in deeds), default=1)
    return int((30 + HEAD_LINE * (lines - 1)) * s)


def deed_width(deeds, s: float) -> int:
    """A deed column's width: narrower as columns are added (four, five, six of them)."""
    n = len(deeds)
    return int((92 if n <= 4 else 80 if n == 5 else 72) * s)


def columns(body, s: float, rows, deeds) -> tuple[int, int, list[int]]:
    """Where the table's columns stand: (fate's left, fate's width, each deed's right edge). The fate
    column stands at 42% of the panel unless its longest line would run into the deeds (large text, six
    columns, "fell on level 3, infected (zombie)": play-test r23): then it moves left, never over the
    names, and what still does not fit wraps (`_draw_rows`)."""
    pad = int(28 * s)
    x0, x1 = body.x + pad, body.right - pad
    col = deed_width(deeds, s)
    deeds_x = [x1 - (len(deeds) - 1 - k) * col for k in range(len(deeds))]  # each column's right edge
    first = max(
        (look.font("sans_bold", max(6, int(13 * s))).size(line)[0] for line in deeds[0][0].split("\n")), default=0
    )
    gap = int(16 * s)
    deeds_left = (deeds_x[0] - first if deeds_x else x1) - gap
    fate_font = look.font("sans", max(6, int(14 * s)))
    widest = max(
        [look.font("sans_bold", max(6, int(13 * s))).size(FATE_HEADING)[0]] + [fate_font.size(r[3])[0] for r in rows]
    )
    names = [look.font("serif_bold", max(6, int(15 * s))).size(f"[X] {r[1]}")[0] for r in rows]
    names += [int(30 * s) + look.font("sans", max(6, int(13 * s))).size(r[2])[0] for r in rows]
    names_right = x0 + max(names, default=0) + gap
    fate_x = max(names_right, min(body.x + int(body.w * 0.42), deeds_left - widest))
    fate_x = min(fate_x, deeds_left - int(60 * s))  # names too long to keep clear of: a narrow fate, wrapped
    return fate_x, deeds_left - fate_x, deeds_x


FATE_HEADING = "How it ended"


def _draw_rows(surface, body, s: float, end: EndScreen, rows, row_h: int, deeds=DEEDS) -> None:
    """The seats' table: name and character, fate, then the `deeds` right-aligned under their headings
    (a two-line heading's lines stand on the others' line); the winners' rows lit (in co-op, everyone's
    when the boss is slain)."""
    pad = int(28 * s)
    x0 = body.x + pad
    fate_x, fate_w, deeds_x = columns(body, s, rows, deeds)
    head = int(13 * s)
    top = body.top + heading_h(deeds, s) - int(30 * s)  # the headings' last line
    text(surface, "sans_bold", head, "Player and character", (x0, top), look.AMBER, "topleft")
    text(surface, "sans_bold", head, FATE_HEADING, (fate_x, top), look.AMBER, "topleft")
    for (heading, _key), right in zip(deeds, deeds_x, strict=True):
        lines = heading.split("\n")
        for k, line in enumerate(lines):
            y = top - int(HEAD_LINE * s) * (len(lines) - 1 - k)
            text(surface, "sans_bold", head, line, (right, y), look.AMBER, "topright")
    winners = set(end.outcome.winners)
    for i, (seat, name, character, ended, done) in enumerate(rows):
        y = body.top + heading_h(deeds, s) + i * row_h
        colour = end.colours[seat] if seat < len(end.colours) else look.BONE
        if seat in winners:
            glow = pygame.Rect(body.x + pad // 2, y - int(4 * s), body.w - pad, row_h - int(4 * s))
            pygame.draw.rect(surface, (70, 52, 26), glow, border_radius=6)
        said = f"[{emblem(seat, colour)}] {name}"
        chip = look.text("serif_bold", max(6, int(15 * s)), said, colour, shadow=False).get_rect(topleft=(x0, y))
        pygame.draw.rect(surface, name_backing(colour), chip.inflate(int(8 * s), 2), border_radius=4)
        text(surface, "serif_bold", 15 * s, said, (x0, y), colour, "topleft", shadow=False)
        text(surface, "sans", 13 * s, character, (x0 + int(30 * s), y + int(19 * s)), look.BONE_DIM, "topleft")
        said_fate = wrap(ended, "sans", max(6, int(14 * s)), fate_w)
        fy = y + (int(8 * s) if len(said_fate) == 1 else 0)
        for line in said_fate[:2]:
            text(surface, "sans", 14 * s, line, (fate_x, fy), fate_ink(ended), "topleft")
            fy += int(17 * s)
        for value, right in zip(done or ("-",) * len(deeds), deeds_x, strict=True):
            text(surface, "display", 18 * s, str(value), (right, y + int(4 * s)), look.BONE, "topright")


LIGHT_CHIP, DARK_CHIP = (255, 255, 255), (18, 12, 10)


def luminance(rgb) -> float:
    """A colour's relative luminance (WCAG 2)."""
    lin = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in (v / 255 for v in rgb[:3])]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def contrast(a, b) -> float:
    """The WCAG contrast ratio of two colours (1 to 21)."""
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def name_backing(rgb) -> tuple[int, int, int]:
    """The chip a seat's name is written on: light or dark, whichever its colour reads better on (play-
    test r21: "[P] Player 6" in dark purple on the purple panel hardly read)."""
    return max((LIGHT_CHIP, DARK_CHIP), key=lambda chip: contrast(rgb, chip))


class CorpEndScene(EndScene):
    """The end of a NecronomiCORP game as a screen of its own, with a rematch of the same settings."""

    name = "corp_end"

    def __init__(self, ctx, session, bots, colours) -> None:
        super().__init__(ctx, end_screen(session, bots, colours))
        self.session = session
        self.bots = set(bots)
        self.colours = [tuple(c) for c in colours]

    def rematch(self):
        """A new game with the same players and options (a fresh seed), at its set-up: the new session
        shown by the registry (the end screen opens no table itself: no import cycle with the flow)."""
        from tabletop.ui import registry
        from tabletop.ui.corp.starting import rematch_settings, start_session

        session = start_session(rematch_settings(self.session), self.bots)
        return replace_scene(registry.scene_for_session(self.ctx, session))
