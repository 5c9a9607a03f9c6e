"""Rise of the Necromancers: the set-up shown, a phase of the table before the first turn.

Set-up is shown, not skipped (issue 12): the Item, Spell and Dungeon decks shuffled onto their
spaces, 3 Necromancers and 3 Apprentices dealt face down to each player, the roll for the black
miniature with its dice, all read from the engine's `setup_events` (`setup_story`).

`SetupShown` is a modal tool the Rise table holds on top of its tool stack while a new game has
had no action (tabletop.ui.rise.flow puts it there): it covers the whole table (no hand shows
before the first hand-over), takes every input, and the table's bots and first hand-over wait
while it is in hand. The parts appear one after another (a click shows them all); Begin, or
Enter, puts it down and play starts on the same session and screen; Back returns to the new-game
form, the game not begun (tabletop/ui/setup_back.py), and Esc asks, as anywhere on the table.
"""

from __future__ import annotations

import html
import logging
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from tabletop.games.rise import events as E
from tabletop.ui import look
from tabletop.ui.kit.focus import begin_and_back
from tabletop.ui.kit.names import seat_name
from tabletop.ui.layout import screen_frame, ui_scale
from tabletop.ui.scene import Transition, pop
from tabletop.ui.scenes.base import draw_ring
from tabletop.ui.tools import DONE, HANDLED, Tool

BEGIN_TIP = "Put the miniatures in the Valley of Souls and play the first turn"
DECK_TINTS = {"Items": (120, 78, 40), "Spells": (52, 70, 128), "Dungeons": (60, 52, 48)}
ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)
GOLD = (224, 184, 120, 255)  # the parchment plaque multiplied to the small plaques' gold
BEGUN = "rise set-up: Begin, play starts"  # the app log's line (the window test waits for it)

log = logging.getLogger("tabletop.ui")


@dataclass(frozen=True)
class SetupStory:
    """What set-up did, read from the engine's events: deck sizes, each seat's dealt cards (face
    down), the roll-off rounds ({seat: die}) and the turn order (black first)."""

    decks: tuple[tuple[str, int], ...]
    dealt: tuple[int, ...]
    rounds: tuple[dict, ...]
    order: tuple[int, ...]
    lines: tuple[str, ...]

    @property
    def black(self) -> int:
        """The seat that rolled lowest: the black miniature, first to play."""
        return self.order[0] if self.order else 0


def setup_story(session) -> SetupStory:
    """The set-up as the table may show it to everyone (hands stay face down)."""
    game = session.game
    state = session_first_state(session)
    events = list(game.setup_events(state))
    rounds: list[dict] = []
    order: tuple[int, ...] = tuple(getattr(state, "order", ()))
    dealt = [0] * game.seat_count(state)
    lines = []
    for ev in events:
        shown = ev.for_seat(None)
        if shown is None:
            continue
        lines.append(shown.text)
        rec = ev.record  # the engine's typed record (games/rise/events.py)
        if isinstance(rec, E.RollOff):
            rounds.append({int(k): int(v) for k, v in rec.rolloff.items()})
        elif isinstance(rec, (E.Dealt, E.DealtFaceDown)):
            if 0 <= rec.seat < len(dealt):
                dealt[rec.seat] = len(getattr(rec, "cards", ())) or 6
        elif isinstance(rec, E.SetupDone):
            order = tuple(int(s) for s in rec.order)
    decks = [
        (name, len(getattr(state, attr, ())))
        for name, attr in (("Items", "item_deck"), ("Spells", "spell_deck"), ("Dungeons", "dungeon_deck"))
    ]
    return SetupStory(tuple(decks), tuple(dealt), tuple(rounds), order, tuple(lines))


def session_first_state(session):
    """The state before any action (the session's own when nothing has been played yet)."""
    if not session.actions:
        return session.state
    return session.game.initial_state(session.settings, session.seed)


def draw_die(surface: pygame.Surface, centre: tuple[int, int], size: int, value: int, lowest: bool = False) -> None:
    """A white six-sided die showing `value` in pips (ringed in amber when it is the lowest)."""
    r = pygame.Rect(0, 0, size, size)
    r.center = centre
    pygame.draw.rect(surface, (0, 0, 0), r.move(2, 3), border_radius=max(3, size // 5))
    pygame.draw.rect(surface, (240, 234, 220), r, border_radius=max(3, size // 5))
    pygame.draw.rect(
        surface, look.AMBER if lowest else (120, 110, 96), r, 3 if lowest else 1, border_radius=max(3, size // 5)
    )
    q = size / 4
    spots = {
        1: [(0, 0)],
        2: [(-1, -1), (1, 1)],
        3: [(-1, -1), (0, 0), (1, 1)],
        4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
        5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
        6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
    }
    for dx, dy in spots.get(int(value), []):
        pygame.draw.circle(surface, (30, 20, 16), (r.centerx + dx * q, r.centery + dy * q), max(2, size // 10))


def draw_card_back(surface: pygame.Surface, rect: pygame.Rect, label: str, tint=(92, 52, 122)) -> None:
    """A face-down card: a dark back with a brass border and its deck's letter or word."""
    rect = pygame.Rect(rect)
    pygame.draw.rect(surface, (0, 0, 0), rect.move(2, 3), border_radius=5)
    pygame.draw.rect(surface, tint, rect, border_radius=5)
    pygame.draw.rect(surface, look.BRASS, rect, 2, border_radius=5)
    pygame.draw.rect(surface, look.BRASS_DARK, rect.inflate(-8, -8), 1, border_radius=3)
    size = max(9, min(rect.width // 3, rect.height // 4))
    if len(label) > 2:
        size = max(9, min(size, int(rect.width / max(1, len(label)) * 1.6)))
    word = look.text("serif_bold", size, label, look.BONE)
    surface.blit(word, word.get_rect(center=rect.center))


def _small_plaque(surface: pygame.Surface, rect: pygame.Rect, label: str, size: int, hover: bool) -> None:
    """A plaque in the darker gold of the theme's small plaques (Back on every sub-screen)."""
    plate = pygame.Surface((rect.w + 8, rect.h + 8), pygame.SRCALPHA)
    look.draw_plaque(plate, pygame.Rect(0, 0, rect.w, rect.h), label, size, hover)
    plate.fill(GOLD, special_flags=pygame.BLEND_RGBA_MULT)
    surface.blit(plate, rect.topleft)


def _ordinal(n: int) -> str:
    return {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth"}.get(n, f"{n}th")


class SetupShown(Tool):
    """The table being set, over the table until Begin: decks, hands dealt face down, the roll for
    black. Shown step by step over a few seconds (`still` shows all)."""

    ring_begin = True  # Enter's button ringed while the focus is off (a watched set-up has no Begin)
    focus_on = False  # the game screen's keyboard focus is on (it sets this each frame)

    name = "setup"
    modal = True  # nothing on the table below takes input while the set-up is shown
    covers = True  # the whole screen: the table's seat, hand-over and bots wait (GameScreen.seat_held)
    required = True  # Esc asks before leaving rather than skipping the set-up
    STEP = 0.45  # seconds between one part of set-up and the next

    def __init__(self, story: SetupStory, bot_seats, colours) -> None:
        self.story = story
        self.bots = frozenset(bot_seats)
        self.colours = [tuple(c) for c in colours]
        self.elapsed = 0.0
        # what the last frame drew: the label saying a tie was rolled again, its words, each round's dice column
        self.tie_label: pygame.Rect | None = None
        self.tie_words = ""
        self.dice_columns: list[int] = []
        # Back: the flow's way back to the new-game form (the game not begun); without one, the table leaves
        self.back: Callable[[], Transition] | None = None

    @property
    def steps(self) -> int:
        """How many parts there are to show: decks, each seat's hand, each round of rolls, colours."""
        return 1 + len(self.story.dealt) + len(self.story.rounds) + 1

    def shown(self) -> int:
        """How many parts are shown by now."""
        return min(self.steps, 1 + int(self.elapsed / self.STEP))

    def still(self) -> None:
        """Everything shown at once (screenshots, tests, a click)."""
        self.elapsed = self.steps * self.STEP

    def seat_name(self, seat: int) -> str:
        """ "Player 2 (computer)" or "Player 1"."""
        return seat_name(seat, self.bots)

    @staticmethod
    def frame(view) -> dict:
        """The sub-screen frame the set-up is drawn in (the window's size is the table layout's)."""
        return {k: pygame.Rect(v) for k, v in screen_frame(tuple(view.layout.size)).items()}

    # -- input and time ---------------------------------------------------------------------
    def handle(self, event, view):
        """Begin (or Enter) puts the set-up down; Back goes back (`back`: to the new-game form); any other click shows
        everything at once. Every other event stops here."""
        if event.type == pygame.KEYDOWN and event.key in ENTER_KEYS:
            return self.begin()
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            f = self.frame(view)
            if f["primary"].collidepoint(event.pos):
                return self.begin()
            if f["back"].collidepoint(event.pos):
                return self.back() if self.back is not None else pop()
            self.still()
        return HANDLED

    def key_targets(self, view) -> list:
        """Begin and Back for the keyboard's focus (kit/focus.py: Tab, Enter, I on each; the game screen's keys)."""
        return begin_and_back(self.frame(view), BEGIN_TIP)

    def begin(self):
        """Put the set-up down: the table's bots and its first hand-over go on."""
        log.info(BEGUN)
        return DONE

    def update(self, dt: float, view):
        """The set-up unfolds."""
        self.elapsed += max(0.0, float(dt))
        return None

    # -- drawing ------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, view) -> None:
        """The whole window (the table draws only this while the set-up is shown): the wood, the heading, the panel with the story so far, Back and Begin."""
        s = ui_scale(surface.get_size())
        f = self.frame(view)
        surface.blit(look.table_texture(surface.get_size()), (0, 0))
        heading = look.text("serif_bold", int(30 * s), "Setting up the table", look.AMBER)
        surface.blit(heading, heading.get_rect(center=f["heading"].move(0, int(2 * s)).center))
        look.draw_frame(surface, f["panel"], fill_alpha=190)
        self.draw_story(surface, f["panel"], s)
        mouse = tuple(view.mouse)
        # inset as the other screens' themed buttons draw inside their rectangles
        _small_plaque(surface, f["back"].inflate(-8, -8), "Back", int(17 * s), f["back"].collidepoint(mouse))
        begin = f["primary"].inflate(-8, -8)
        look.draw_plaque(surface, begin, "Begin", int(22 * s), f["primary"].collidepoint(mouse))
        # Enter presses Begin: ringed as a form's Start is, so a keyboard player sees it (play-test r25); with
        # the focus on, Enter presses the focused button and the focus's ring alone says which (r27)
        if self.ring_begin and not self.focus_on:
            draw_ring(surface, pygame.Rect(f["primary"]), s)
        if f["primary"].collidepoint(mouse) and view.rested >= 0.5:
            tip = look.text("sans", int(13 * s), BEGIN_TIP, look.BONE)
            box = tip.get_rect(bottomright=(f["primary"].right, f["primary"].top - int(8 * s))).inflate(12, 8)
            pygame.draw.rect(surface, (24, 16, 20), box, border_radius=4)
            surface.blit(tip, tip.get_rect(center=box.center))

    def draw_story(self, surface: pygame.Surface, panel: pygame.Rect, s: float) -> None:
        """Decks, hands, dice and colours, as far as the set-up has got."""
        x, y, w, h = panel
        pad = int(28 * s)
        shown = self.shown()
        story = self.story
        # The decks on their spaces (RN-SETUP-05).
        title = look.text("serif_bold", int(18 * s), "Decks shuffled onto their spaces", look.AMBER)
        surface.blit(title, (x + pad, y + pad))
        cw, ch = int(64 * s), int(90 * s)
        dx = x + pad
        dy = y + pad + int(32 * s)
        for name, count in story.decks:
            for k in range(3):  # a little stack
                back = pygame.Rect(dx + 2 * k, dy - 2 * k, cw, ch)
                draw_card_back(surface, back, name[0], DECK_TINTS.get(name, look.PURPLE))
            words = look.text("sans", int(13 * s), f"{name}: {count}", look.BONE)
            surface.blit(words, (dx, dy + ch + int(6 * s)))
            dx += cw + int(40 * s)
        note = look.text("serif_italic", int(14 * s), "Headmaster cards wait by their Academies.", look.BONE_DIM)
        surface.blit(note, (dx + int(10 * s), dy + int(10 * s)))
        # One row per seat: six cards face down, the dice of the roll-off, the colour it takes.
        top = dy + ch + int(84 * s)
        seats = max(1, len(story.dealt))
        row_h = min(int(74 * s), (y + h - int(36 * s) - top) // seats)  # five players fit above the last line
        k_row = row_h / max(1, int(74 * s))
        sub = look.text(
            "serif_bold",
            int(18 * s),
            "3 Necromancers and 3 Apprentices each, face down; one die each for black",
            look.AMBER,
        )
        surface.blit(sub, (x + pad, top - int(40 * s)))
        small_w, small_h = int(38 * s * k_row), int(54 * s * k_row)
        # A second column of dice is a tie rolled again (play-test): one label over every such column, as
        # one per column ran into the next ("tie: agairtie: again", two ties in a row in the r23 play-test)
        reruns = sum(1 for k in range(1, len(story.rounds)) if shown >= 2 + len(story.dealt) + k)
        self.tie_label, self.tie_words = None, ""
        self.dice_columns = [x + pad + int(460 * s) + k * int(52 * s) for k in range(len(story.rounds))]
        if reruns:
            words = self.tie_words = "tie: rolled again" if reruns == 1 else f"{reruns} ties: rolled again"
            tie = look.text("sans_italic", int(12 * s), words, look.BONE_DIM)
            mid = (self.dice_columns[1] + self.dice_columns[reruns]) // 2  # over the rolled-again columns
            self.tie_label = tie.get_rect(midbottom=(mid, top - int(2 * s)))
            surface.blit(tie, self.tie_label)
        for seat, count in enumerate(story.dealt):
            ry = top + seat * row_h
            if ry + row_h > y + h - int(30 * s):
                break
            name = look.text("serif_bold", int(16 * s), self.seat_name(seat), look.BONE)
            surface.blit(name, (x + pad, ry + (small_h - name.get_height()) // 2))
            if shown >= 2 + seat:
                for k in range(count):
                    label = "N" if k < count // 2 else "A"
                    cx = x + pad + int(200 * s) + k * int(28 * s) + (int(24 * s) if k >= count // 2 else 0)
                    draw_card_back(surface, pygame.Rect(cx, ry, small_w, small_h), label)
            for k, rolls in enumerate(story.rounds):
                if shown < 2 + len(story.dealt) + k or seat not in rolls:
                    continue
                low = min(rolls.values())
                centre = (self.dice_columns[k], ry + small_h // 2)
                draw_die(surface, centre, int(38 * s * k_row), rolls[seat], rolls[seat] == low)
            if shown >= self.steps and story.order:
                place = story.order.index(seat) if seat in story.order else -1
                colour = self.colours[seat] if seat < len(self.colours) else look.BONE
                cx = x + w - pad - int(300 * s)
                pygame.draw.circle(surface, colour, (cx, ry + small_h // 2), int(16 * s))
                pygame.draw.circle(surface, look.BRASS, (cx, ry + small_h // 2), int(16 * s), 2)
                words = "black: plays first" if place == 0 else f"plays {_ordinal(place + 1)}"
                text = look.text("sans", int(15 * s), words, look.AMBER if place == 0 else look.BONE)
                surface.blit(text, (cx + int(26 * s), ry + small_h // 2 - text.get_height() // 2))
        if shown < self.steps:
            hint = look.text("sans_italic", int(13 * s), "click to see it all at once", look.BONE_DIM)
            surface.blit(hint, hint.get_rect(bottomright=(x + w - pad, y + h - int(10 * s))))
        elif story.lines:
            words = look.text("serif_italic", int(15 * s), html.unescape(story.lines[-1]), look.BONE)
            surface.blit(words, words.get_rect(midbottom=(x + w // 2, y + h - int(12 * s))))


def setup_shown(session, bot_seats, colours) -> SetupShown:
    """The set-up phase's tool for a session that has had no action."""
    return SetupShown(setup_story(session), bot_seats, colours)
