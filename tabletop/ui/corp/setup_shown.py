"""NecronomiCORP: the set-up shown, a phase of the table before the first turn (issue 24).

The building set-up is shown, not skipped: the five stacks built level by level with their Exits
shuffled in (NC-BUILD-01..05), the leftovers set aside face down and unseen (NC-BUILD-08/10), the two
boss stacks on the roof (NC-BOSS-02: one for 1-3 survivors, one for 4-6; NC-BUILD-11 keeps the top
empty until Exit 5), each seat's character with its life and the starting weapons and items dealt by
player count (NC-START-01..10), and with Aliens & Spirits the first curse revealed on level 1 by the
starting player (NC-CURSE-02). All of it is read from the engine's `setup_events` and the public view
(stack sizes only: no card of a stack is named).

`SetupShown` is a modal tool the table holds on top of its tool stack while a new game has had no
action (tabletop/ui/corp/flow.py pushes it): it covers the whole table, takes every input, and the
table's bots and first hand-over wait while it is in hand. The parts appear one after another (a
click shows them all); Begin, or Enter, puts it down and play starts on the same session and screen;
Back returns to the new-game form, the game not begun (tabletop/ui/setup_back.py), and Esc asks,
as anywhere on the table (the game is autosaved and Resume opens it at this set-up).
"""

from __future__ import annotations

import html
import logging
from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from tabletop.core.protocol import view as seat_view
from tabletop.games.corp import events as E
from tabletop.ui import look
from tabletop.ui.corp.starting import emblem
from tabletop.ui.kit.focus import begin_and_back
from tabletop.ui.kit.names import seat_name
from tabletop.ui.layout import screen_frame, ui_scale
from tabletop.ui.scene import Transition, pop
from tabletop.ui.scenes.base import draw_ring
from tabletop.ui.tools import DONE, HANDLED, Tool

BEGIN_TIP = "Stand the characters in the hallway of level 1 and play the first turn"
ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)
BEGUN = "corp set-up: Begin, play starts"  # the app log's line (the window test waits for it)
ROOM_BACK = (70, 58, 88)  # the Room cards' backs
BOSS_BACK = (110, 34, 38)
PLOT_BACK = (44, 74, 70)
CURSE_FACE = (70, 96, 56)
WALL = (58, 50, 56)
FLOOR_LINE = (30, 24, 28)
LEFTOVER_PLACE = (112, 96, 120)  # the empty place the secret leftovers would lie in

log = logging.getLogger("tabletop.ui")


@dataclass(frozen=True)
class SeatDealt:
    """One seat at set-up: its character, life, team and starting gear (names, for the faces shown)."""

    seat: int
    character: str
    life: int
    team: int | None = None
    gear: tuple[str, ...] = ()
    skill: str = ""  # a special character's skills in words (they start with no gear, NC-START-10)


@dataclass(frozen=True)
class SetupStory:
    """What set-up did, read from the engine's events and the public view: each level's stack size
    (bottom first), the cards set aside, the boss stacks' sizes, the Plot deck's, the seats dealt, the
    curses revealed ((card name, level, seat)) and the set-up's lines in the game's words."""

    sizes: tuple[int, ...]
    leftovers: int
    bosses: tuple[tuple[str, int], ...]
    plots: int
    seats: tuple[SeatDealt, ...]
    curses: tuple[tuple[str, int, int], ...] = ()
    lines: tuple[str, ...] = field(default=())
    first: int = 0
    curse_texts: tuple[str, ...] = ()  # what each curse does to its level, in the card's words


def session_first_state(session):
    """The state before any action (the session's own when nothing has been played yet)."""
    if not session.actions:
        return session.state
    return session.game.initial_state(session.settings, session.seed)


def setup_story(session) -> SetupStory:
    """The set-up as everyone at the table may see it."""
    game = session.game
    cards = game.cards
    state = session_first_state(session)
    public = seat_view(game, state, None)
    sizes: tuple[int, ...] = tuple(len(lv.stack) for lv in public.levels)
    leftovers = len(public.leftovers)
    seats: dict[int, SeatDealt] = {}
    curses: list[tuple[str, int, int]] = []
    curse_texts: list[str] = []
    lines: list[str] = []
    for ev in game.setup_events(state):
        shown = ev.for_seat(None)
        if shown is None:
            continue
        if shown.text:
            lines.append(shown.text)
        rec = ev.record  # the engine's typed record (games/corp/events.py)
        if isinstance(rec, E.BuildingBuilt):
            sizes, leftovers = tuple(int(n) for n in rec.sizes), int(rec.leftovers)
        elif isinstance(rec, E.CharacterDealt):
            ch = cards.characters.get(rec.character)
            skill = ch.text if ch is not None and ch.special else ""
            seats[rec.seat] = SeatDealt(rec.seat, cards.name(rec.character), int(rec.life), rec.team, (), skill)
        elif isinstance(rec, E.GearDealt) and rec.seat in seats:
            old = seats[rec.seat]
            seats[rec.seat] = SeatDealt(old.seat, old.character, old.life, old.team, tuple(rec.cards), old.skill)
        elif isinstance(rec, E.CurseRevealed):
            curses.append((cards.name(rec.card), int(rec.level), int(rec.seat)))
            curse_texts.append(cards.curse(rec.card).text)
    bosses = tuple((k, len(v)) for k, v in sorted(public.boss_stacks.items()))
    return SetupStory(
        sizes=sizes,
        leftovers=leftovers,
        bosses=bosses,
        plots=len(public.plot_deck),
        seats=tuple(seats[k] for k in sorted(seats)),
        curses=tuple(curses),
        lines=tuple(lines),
        first=int(public.turn.seat),
        curse_texts=tuple(curse_texts),
    )


# -- drawing helpers ---------------------------------------------------------------------------------


def draw_card(surface: pygame.Surface, rect: pygame.Rect, label: str, tint, face: bool = False) -> None:
    """A card: face down (a dark back with a brass border and its deck's word) or face up (bone, its name)."""
    rect = pygame.Rect(rect)
    radius = max(2, rect.width // 10)
    pygame.draw.rect(surface, (0, 0, 0), rect.move(2, 2), border_radius=radius)
    pygame.draw.rect(surface, (226, 214, 186) if face else tint, rect, border_radius=radius)
    pygame.draw.rect(surface, tint if face else look.BRASS, rect, 2, border_radius=radius)
    if not label:
        return
    colour = look.INK if face else look.BONE
    if face:
        size = max(9, min(15, rect.height // 4))
        lines = look.wrap_lines(label, look.font("sans_bold", size), rect.width - 8)
        # a long word ("Environment") wider than the card: a smaller letter, never past its edges
        while size > 7 and (
            len(lines) > 3 or any(look.font("sans_bold", size).size(x)[0] > rect.width - 6 for x in lines)
        ):
            size -= 1
            lines = look.wrap_lines(label, look.font("sans_bold", size), rect.width - 8)
        lines = lines[:3]
    else:
        size = max(8, min(rect.height // 4, int(rect.width / max(4, len(label)) * 1.7)))
        lines = [label]
    y = rect.centery - len(lines) * size // 2
    for line in lines:
        words = look.text("sans_bold" if face else "serif_bold", size, line, colour, shadow=not face)
        surface.blit(words, words.get_rect(midtop=(rect.centerx, y)))
        y += size


def draw_stack(surface: pygame.Surface, rect: pygame.Rect, count: int, label: str, tint) -> None:
    """A face-down stack: a few backs offset to show its thickness, the count on the top card."""
    layers = min(4, max(1, count // 8 + 1))
    for k in range(layers - 1, -1, -1):
        draw_card(surface, pygame.Rect(rect).move(2 * k, -2 * k), label if k == 0 else "", tint)


def _small_plaque(surface: pygame.Surface, rect: pygame.Rect, label: str, size: int, hover: bool) -> None:
    """A plaque in the theme's darker gold (Back on every sub-screen)."""
    plate = pygame.Surface((rect.w + 8, rect.h + 8), pygame.SRCALPHA)
    look.draw_plaque(plate, pygame.Rect(0, 0, rect.w, rect.h), label, size, hover)
    plate.fill((224, 184, 120, 255), special_flags=pygame.BLEND_RGBA_MULT)
    surface.blit(plate, rect.topleft)


def _two_lines(surface: pygame.Surface, at: tuple[int, int], lines: tuple[str, ...], size: int, colour) -> None:
    """Lines of small text left-aligned at `at`, centred on its height."""
    shown = [look.text("sans", size, line, colour) for line in lines]
    y = at[1] - sum(t.get_height() for t in shown) // 2
    for t in shown:
        surface.blit(t, (at[0], y))
        y += t.get_height()


def _floor_name(level: int) -> str:
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(level, f"{level}th")


class SetupShown(Tool):
    """The building being set up, over the table until Begin. Shown step by step (`still` shows all)."""

    ring_begin = True  # Enter's button ringed while the focus is off (a watched set-up has no Begin)
    focus_on = False  # the game screen's keyboard focus is on (it sets this each frame)

    name = "corp_setup"
    modal = True  # nothing on the table below takes input while the set-up is shown
    covers = True  # the whole screen: the table's seat, hand-over and bots wait (GameScreen.seat_held)
    required = True  # Esc asks before leaving rather than skipping the set-up
    STEP = 0.4  # seconds between one part of set-up and the next

    def __init__(self, story: SetupStory, bot_seats, colours, cards=None) -> None:
        self.story = story
        self.bots = frozenset(bot_seats)
        self.colours = [tuple(c) for c in colours]
        self.cards = cards
        self.elapsed = 0.0
        # Back: the flow's way back to the new-game form (the game not begun); without one, the table leaves
        self.back: Callable[[], Transition] | None = None

    # -- the parts, in order ----------------------------------------------------------------------
    @property
    def steps(self) -> int:
        """The parts: five levels, the leftovers, the boss stacks, each seat, the curses (if any)."""
        return len(self.story.sizes) + 2 + len(self.story.seats) + (1 if self.story.curses else 0)

    def shown(self) -> int:
        """How many parts are shown by now."""
        return min(self.steps, 1 + int(self.elapsed / self.STEP))

    def still(self) -> None:
        """Everything shown at once (screenshots, tests, a click)."""
        self.elapsed = self.steps * self.STEP

    def seat_name(self, seat: int) -> str:
        return seat_name(seat, self.bots)

    @staticmethod
    def frame(size) -> dict:
        """The sub-screen frame the set-up is drawn in."""
        return {k: pygame.Rect(v) for k, v in screen_frame(tuple(size)).items()}

    @staticmethod
    def _size(view) -> tuple[int, int]:
        size = getattr(getattr(view, "layout", None), "size", None)
        if size:
            return tuple(size)  # type: ignore[return-value]
        surface = pygame.display.get_surface()
        return surface.get_size() if surface is not None else (1280, 800)

    # -- input and time ---------------------------------------------------------------------------
    def handle(self, event, view):
        """Begin (or Enter) puts the set-up down; Back goes back (`back`: to the new-game form); any other click shows
        everything at once. Every other event stops here."""
        if event.type == pygame.KEYDOWN and event.key in ENTER_KEYS:
            return self.begin()
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            f = self.frame(self._size(view))
            if f["primary"].collidepoint(event.pos):
                return self.begin()
            if f["back"].collidepoint(event.pos):
                return self.back() if self.back is not None else pop()
            self.still()
        return HANDLED

    def key_targets(self, view) -> list:
        """Begin and Back for the keyboard's focus (kit/focus.py: Tab, Enter, I on each; the game screen's keys)."""
        return begin_and_back(self.frame(self._size(view)), BEGIN_TIP)

    def begin(self):
        """Put the set-up down: the table's bots and its first hand-over go on."""
        log.info(BEGUN)
        return DONE

    def update(self, dt: float, view):
        self.elapsed += max(0.0, float(dt))
        return None

    def prompt(self, view):
        return ("Setting up the building", ())

    # -- drawing ------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, view) -> None:
        """The whole window: the wood, the heading, the building and the seats as far as set-up has got,
        Back and Begin."""
        s = ui_scale(surface.get_size())
        f = self.frame(surface.get_size())
        surface.blit(look.table_texture(surface.get_size()), (0, 0))
        heading = look.text("serif_bold", int(30 * s), "Setting up the building", look.AMBER)
        surface.blit(heading, heading.get_rect(center=f["heading"].move(0, int(2 * s)).center))
        panel = f["panel"]
        look.draw_frame(surface, panel, fill_alpha=190)
        pad = int(20 * s)
        inner = panel.inflate(-2 * pad, -2 * pad)
        split = inner.x + int(inner.width * 0.5)
        self.draw_building(surface, pygame.Rect(inner.x, inner.y, split - inner.x - pad, inner.height), s)
        self.draw_seats(surface, pygame.Rect(split, inner.y, inner.right - split, inner.height), s)
        mouse = tuple(getattr(view, "mouse", (-1, -1)))
        _small_plaque(surface, f["back"].inflate(-8, -8), "Back", int(17 * s), f["back"].collidepoint(mouse))
        look.draw_plaque(surface, f["primary"].inflate(-8, -8), "Begin", int(22 * s), f["primary"].collidepoint(mouse))
        # Enter presses Begin: ringed as a form's Start is, so a keyboard player sees it (play-test r25); with
        # the focus on, Enter presses the focused button and the focus's ring alone says which (r27)
        if self.ring_begin and not self.focus_on:
            draw_ring(surface, pygame.Rect(f["primary"]), s)
        if f["primary"].collidepoint(mouse):
            tip = look.text("sans", int(13 * s), BEGIN_TIP, look.BONE)
            box = tip.get_rect(bottomright=(f["primary"].right, f["primary"].top - int(8 * s))).inflate(12, 8)
            pygame.draw.rect(surface, (24, 16, 20), box, border_radius=4)
            surface.blit(tip, tip.get_rect(center=box.center))
        if self.shown() < self.steps:
            hint = look.text("sans_italic", int(13 * s), "click to see it all at once", look.BONE_DIM)
            surface.blit(hint, hint.get_rect(bottomright=(panel.right - pad, panel.bottom - int(6 * s))))
        elif self.story.lines:
            said = look.text("serif_italic", int(14 * s), html.unescape(self.story.lines[0]), look.BONE_DIM)
            surface.blit(said, said.get_rect(midbottom=(panel.centerx, panel.bottom - int(6 * s))))

    def draw_building(self, surface: pygame.Surface, area: pygame.Rect, s: float) -> None:
        """The cross-section: the roof with the boss stacks, five floors with their stacks built bottom
        up, the leftovers face down beside the building."""
        story = self.story
        shown = self.shown()
        levels = len(story.sizes)
        title = look.text("serif_bold", int(17 * s), "The building, level by level", look.AMBER)
        surface.blit(title, (area.x, area.y))
        top = area.y + title.get_height() + int(8 * s)
        bottom = area.bottom - int(22 * s)
        bw = int(area.width * 0.58)
        floors = levels + 1  # the roof on top
        fh = (bottom - top) // max(1, floors)
        ch = int(fh * 0.78)
        cw = int(ch * 0.7)
        # The building's walls and floors.
        body = pygame.Rect(area.x, top, bw, fh * floors)
        pygame.draw.rect(surface, WALL, body, border_radius=4)
        pygame.draw.rect(surface, look.BRASS_DARK, body, 2, border_radius=4)
        small = int(13 * s)
        for k in range(floors):
            y = top + k * fh
            level = floors - k  # 6 is the roof
            if k:
                pygame.draw.line(surface, FLOOR_LINE, (body.x, y), (body.right - 1, y), 3)
            card = pygame.Rect(body.x + int(10 * s), y + (fh - ch) // 2, cw, ch)
            if level == floors:  # the roof: the boss stacks (NC-BOSS-02), the top stays empty (NC-BUILD-11)
                if shown >= levels + 2:
                    for n, (stack, count) in enumerate(story.bosses):
                        r = card.move(n * (cw + int(12 * s)), 0)
                        draw_stack(surface, r, count, stack, BOSS_BACK)
                    x = card.x + len(story.bosses) * (cw + int(12 * s))
                    _two_lines(surface, (x, card.centery), ("Roof: the boss", "drawn at Exit 5"), small, look.BONE)
                continue
            size = story.sizes[level - 1] if level - 1 < len(story.sizes) else 0
            built = shown >= level
            if built:
                draw_stack(surface, card, size, str(size), ROOM_BACK)
                words: tuple[str, ...] = (f"{_floor_name(level)} floor", f"{size} rooms, Exit {level} in")
            else:
                pygame.draw.rect(surface, (40, 34, 40), card, 1, border_radius=3)
                words = (f"{_floor_name(level)} floor",)
            _two_lines(
                surface, (card.right + int(12 * s), card.centery), words, small, look.BONE if built else look.BONE_DIM
            )
            for name, at, _seat in story.curses:  # a curse points at its level (NC-MAP-03)
                if at == level and shown >= self.steps:
                    cr = pygame.Rect(body.right + int(14 * s), card.y, int(cw * 2.2), ch)
                    draw_card(surface, cr, name, CURSE_FACE, face=True)
                    pygame.draw.line(surface, look.EMBER, (cr.x - 2, cr.centery), (body.right - 4, cr.centery), 3)
        # The leftovers, face down and unseen beside the building (NC-BUILD-08/10).
        if shown >= levels + 1:
            lx = body.right + int(cw * 2.2) + int(34 * s)  # beyond the curses pointing at the floors
            ly = body.bottom - ch - int(4 * s)
            note = f"{story.leftovers} set aside, unseen" if story.leftovers else "no card left over"
            text = look.text("sans_italic", small, note, look.BONE_DIM)
            # within its half: the stack clear of the curse card; its note, above the row, may reach left
            lx = max(body.right + int(8 * s), min(lx, area.right - cw))
            if story.leftovers:
                draw_stack(surface, pygame.Rect(lx, ly, cw, ch), story.leftovers, str(story.leftovers), ROOM_BACK)
            else:  # the place stays marked, so the note does not float alone in the middle of the board
                pygame.draw.rect(surface, LEFTOVER_PLACE, pygame.Rect(lx, ly, cw, ch), 1, border_radius=3)
            nx = max(body.right + int(8 * s), min(lx, area.right - text.get_width()))
            surface.blit(text, (nx, ly - text.get_height() - int(4 * s)))
            plots = look.text("sans", small, f"Plot deck: {story.plots}", look.BONE)
            surface.blit(plots, (area.x, bottom + int(4 * s)))

    def draw_seats(self, surface: pygame.Surface, area: pygame.Rect, s: float) -> None:
        """One row per seat: its colour, name and character with its life, its team, the gear dealt face up."""
        story = self.story
        shown = self.shown()
        base = len(story.sizes) + 2
        title = look.text("serif_bold", int(17 * s), "Characters and starting gear", look.AMBER)
        surface.blit(title, (area.x, area.y))
        top = area.y + title.get_height() + int(10 * s)
        rows = max(1, len(story.seats))
        curse_h = int(70 * s) if story.curses else 0
        row_h = min(int(96 * s), (area.bottom - top - curse_h) // rows)
        for i, dealt in enumerate(story.seats):
            if shown < base + i + 1:
                break
            y = top + i * row_h
            colour = self.colours[dealt.seat] if dealt.seat < len(self.colours) else look.BONE
            r = max(6, int(row_h * 0.16))
            pygame.draw.circle(surface, colour, (area.x + r + 2, y + r + 4), r)
            pygame.draw.circle(surface, look.BRASS, (area.x + r + 2, y + r + 4), r, 2)
            letter = look.text("sans_bold", max(9, int(r * 1.1)), emblem(dealt.seat, colour), look.INK, shadow=False)
            surface.blit(letter, letter.get_rect(center=(area.x + r + 2, y + r + 4)))  # not colour alone
            first = dealt.seat == story.first and len(story.seats) > 1  # alone, nobody plays after (r28)
            head = self.seat_name(dealt.seat) + (" — plays first" if first else "")
            name = look.text("serif_bold", int(15 * s), head, look.BONE)
            surface.blit(name, (area.x + 2 * r + int(10 * s), y))
            team = f", team {dealt.team + 1}" if dealt.team is not None else ""
            who = look.text("sans", int(13 * s), f"{dealt.character}: {dealt.life} life{team}", look.AMBER)
            surface.blit(who, (area.x + 2 * r + int(10 * s), y + name.get_height()))
            gy = y + name.get_height() + who.get_height() + int(2 * s)
            gh = max(18, row_h - (gy - y) - int(6 * s))
            gw = int(gh * 2.0)
            if not dealt.gear:
                words = f"Special: {dealt.skill}" if dealt.skill else "nothing: fists only"
                font = look.font("sans_italic", int(12 * s))
                for n, line in enumerate(look.wrap_lines(words, font, area.right - area.x - 2 * r - int(14 * s))[:2]):
                    said = look.text("sans_italic", int(12 * s), line, look.BONE if dealt.skill else look.BONE_DIM)
                    surface.blit(said, (area.x + 2 * r + int(10 * s), gy + int(2 * s) + n * said.get_height()))
            # every card dealt, narrower when many (a solo start's fifth card, the extra item, was left
            # off past the panel's edge without a sign)
            x0, gap = area.x + 2 * r + int(10 * s), int(6 * s)
            if dealt.gear:
                gw = max(1, min(gw, (area.right - x0 - gap * (len(dealt.gear) - 1)) // len(dealt.gear)))
            for k, card in enumerate(dealt.gear):
                rect = pygame.Rect(x0 + k * (gw + gap), gy, gw, gh)
                draw_card(surface, rect, self._gear_label(card), PLOT_BACK, face=True)
        if story.curses and shown >= self.steps:
            name, level, seat = story.curses[0]
            words = f"{self.seat_name(seat)} is cursed: {name} on level {level}"
            text = look.text("serif_italic", int(14 * s), words, look.EMBER)
            surface.blit(text, (area.x, area.bottom - curse_h + int(4 * s)))
            if story.curse_texts:
                does = look.text("sans_italic", int(12 * s), story.curse_texts[0], look.BONE)
                surface.blit(does, (area.x, area.bottom - curse_h + int(6 * s) + text.get_height()))

    def _gear_label(self, card: str) -> str:
        """A starting card's face: its name, and a weapon's dice."""
        if self.cards is None:
            return card
        try:
            plot = self.cards.plot(card)
        except KeyError:
            return card
        if plot.kind == "weapon":
            return f"{plot.name} +{plot.dice}D"
        return plot.name


def setup_shown(session, bots, colours) -> SetupShown:
    """The set-up phase's tool for a session that has had no action."""
    return SetupShown(setup_story(session), bots, colours, session.game.cards)
