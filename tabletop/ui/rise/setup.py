"""Rise of the Necromancers: the new-game screen and the set-up shown before the first turn.

`RiseSetupScene`: 2-5 players (RN-SETUP-01), a person or the computer in each seat, the board
side (defaulting by the number of players, RN-SETUP-02) with a small picture of it, the optional
rule Necromancers Can Attack Each Other (RN-PVP), and Start. The colours are not chosen: black
goes to whoever rolls lowest at set-up (RN-SETUP-10/13) and the others follow in turn order; the
screen says so and the set-up shows the roll.

`SetupShownScene`: set-up is shown, not skipped (issue 12): the Item, Spell and Dungeon decks
shuffled onto their spaces, 3 Necromancers and 3 Apprentices dealt face down to each player, the
roll for the black miniature with its dice, all read from the engine's `setup_events`.
"""

from __future__ import annotations

import html
import math
from dataclasses import dataclass, replace

import pygame

from tabletop.ui import look
from tabletop.ui.layout import ui_scale
from tabletop.ui.scene import replace as replace_scene
from tabletop.ui.scenes.base import UIScene

SEAT_KINDS = (("Human", "human"), ("Bot", "bot"))
PLAYER_COUNTS = tuple((str(n), n) for n in range(2, 6))  # RN-SETUP-01
SIDE_CHOICES = (("Small side", "small"), ("Large side", "large"))
PVP_CHOICES = (("Off", False), ("On", True))
PVP_TITLE = "Necromancers Can Attack Each Other"

# How the preview paints each kind of space (the table paints the board itself).
KIND_FILL = {
    "valley": (70, 66, 84),
    "land": (96, 128, 70),
    "dungeon": (64, 56, 52),
    "library": (58, 74, 128),
    "workshop": (128, 92, 56),
    "city": (196, 160, 92),
    "academy": (150, 96, 196),
}
# the four Academies in the colours the table's board paints them (Decay green, Bone, Blood red, Mist blue)
ACADEMY_FILL = {"decay": (74, 142, 64), "bone": (222, 210, 178), "blood": (170, 44, 40), "mist": (66, 108, 190)}
ACADEMY_TITLES = {"decay": "Decay", "bone": "Bone", "blood": "Blood", "mist": "Mist"}
KIND_WORDS = {
    "valley": "Valley of Souls",
    "land": "Land",
    "dungeon": "Dungeon",
    "library": "Library",
    "workshop": "Workshop",
    "city": "City",
    "academy": "Academy",
}


def default_side(players: int) -> str:
    """RN-SETUP-02: the small side for 2-3 players, the large for 4-5."""
    return "small" if players <= 3 else "large"


@dataclass(frozen=True)
class RiseSetup:
    """The choices made on the new-game screen."""

    seats: tuple[str, ...] = ("human", "bot", "bot")
    side: str = "small"
    side_chosen: bool = False  # the player picked a side: a change of players no longer moves it
    pvp: bool = False

    @property
    def players(self) -> int:
        """How many players sit at the table."""
        return len(self.seats)

    def with_players(self, n: int) -> RiseSetup:
        """The same choices for n players (new seats are the computer's; the side follows unless chosen)."""
        n = max(2, min(5, int(n)))
        seats = list(self.seats[:n]) + ["bot"] * max(0, n - len(self.seats))
        side = self.side if self.side_chosen else default_side(n)
        return replace(self, seats=tuple(seats), side=side)

    def settings(self) -> dict:
        """The engine's settings for these choices."""
        return {"players": self.players, "side": self.side, "pvp": self.pvp}

    def bot_seats(self) -> set[int]:
        """Seats the computer plays."""
        return {i for i, kind in enumerate(self.seats) if kind == "bot"}

    def summary(self) -> str:
        """The choices in one sentence."""
        seats = ", ".join(f"Player {i + 1} ({k})" for i, k in enumerate(self.seats))
        rule = f", {PVP_TITLE}" if self.pvp else ""
        return f"{self.players} players on the {self.side} side{rule}: {seats}."


# -- the board preview: pure geometry -----------------------------------------------------------


def hex_centre(q: int, r: int, size: float) -> tuple[float, float]:
    """Centre of the axial hex (q, r), pointy-top, for hexes of circumradius `size` (Valley at 0, 0)."""
    return size * math.sqrt(3) * (q + r / 2), size * 1.5 * r


def preview_layout(spaces, rect: tuple[int, int, int, int]) -> tuple[float, list[tuple[object, float, float]]]:
    """(hex size, [(space, x, y)]) fitting every space's hex inside `rect` (x, y, w, h), centred."""
    if not spaces:
        return 0.0, []
    pts = [hex_centre(s.q, s.r, 1.0) for s in spaces]
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    span_w = max(xs) - min(xs) + math.sqrt(3)
    span_h = max(ys) - min(ys) + 2.0
    x, y, w, h = rect
    size = min(w / span_w, h / span_h)
    cx, cy = x + w / 2 - size * (max(xs) + min(xs)) / 2, y + h / 2 - size * (max(ys) + min(ys)) / 2
    return size, [(s, cx + px * size, cy + py * size) for s, (px, py) in zip(spaces, pts)]


def hex_points(x: float, y: float, size: float) -> list[tuple[float, float]]:
    """The six corners of a pointy-top hex."""
    return [
        (x + size * math.cos(math.radians(60 * k - 30)), y + size * math.sin(math.radians(60 * k - 30)))
        for k in range(6)
    ]


def space_fill(space) -> tuple[int, int, int]:
    """The preview colour of a space (Academies in their own colours)."""
    if space.kind == "academy":
        return ACADEMY_FILL.get(getattr(space, "academy", ""), KIND_FILL["academy"])
    return KIND_FILL.get(space.kind, (90, 90, 90))


def draw_board(surface: pygame.Surface, board, rect: pygame.Rect) -> None:
    """The board side drawn small: painted hexes, City towers as pips, the Valley marked."""
    size, placed = preview_layout(board.spaces, tuple(rect))
    if size <= 0:
        return
    inner = size * 0.93
    for space, x, y in placed:
        pts = hex_points(x, y, inner)
        pygame.draw.polygon(surface, space_fill(space), pts)
        pygame.draw.polygon(surface, (32, 24, 20), pts, max(1, int(size / 14)))
        if space.kind == "city":
            towers = int(getattr(space, "towers", 0))
            for k in range(towers):
                px = x + (k - (towers - 1) / 2) * size * 0.32
                pygame.draw.rect(surface, (80, 56, 30), (px - size * 0.1, y - size * 0.25, size * 0.2, size * 0.4))
        elif space.kind == "valley":
            pygame.draw.circle(surface, look.BONE_DIM, (x, y), size * 0.35, max(1, int(size / 12)))
        elif space.kind == "land":
            n = int(getattr(space, "resource_dice", 0)) + int(getattr(space, "corpse_dice", 0))
            for k in range(n):
                px = x + (k - (n - 1) / 2) * size * 0.42
                pygame.draw.rect(
                    surface,
                    (236, 230, 214),
                    (px - size * 0.15, y - size * 0.15, size * 0.3, size * 0.3),
                    border_radius=max(1, int(size * 0.06)),
                )


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


class RiseSetupScene(UIScene):
    """Choose how to play a game of Rise of the Necromancers."""

    name = "rise_setup"

    def __init__(self, ctx) -> None:
        super().__init__(ctx)
        self.setup = RiseSetup()
        self.preview_rect: pygame.Rect | None = None
        self.colour_row: pygame.Rect | None = None

    def build(self) -> None:
        """Choices on the left, the board preview on the right, Back and Start below."""
        f = self.add_heading_and_back("Rise of the Necromancers")
        x, y, w, h = f["panel"]
        s = ui_scale(self.ctx.size)
        pad = int(30 * s)
        col_w = int(540 * s)
        row_h = int(38 * s)
        gap = int(10 * s)
        lx, cy = x + pad, y + pad
        label_w = int(130 * s)
        wx, ww = lx + label_w, col_w - label_w

        # Seat rows before the player count's buttons (drawn above them), so the radio groups are in
        # the order Player 1, Player 2, ..., players, side, rule (as the Necromolds screen does).
        players_y = cy
        cy += row_h + gap
        for seat in range(self.setup.players):
            self.label((lx, cy, label_w, row_h), f"Player {seat + 1}")
            self.radio(
                (wx, cy, max(int(200 * s), 170), row_h),
                SEAT_KINDS,
                self.setup.seats[seat],
                lambda v, i=seat: self._set_seat(i, v),
                key=f"seat{seat}",
            )
            cy += row_h + int(6 * s)
        self.label((lx, players_y, label_w, row_h), "Players")
        self.radio((wx, players_y, ww, row_h), PLAYER_COUNTS, self.setup.players, self._set_players, key="players")
        cy += gap
        self.label((lx, cy, label_w, row_h), "Board")
        self.radio((wx, cy, ww, row_h), SIDE_CHOICES, self.setup.side, self._set_side, key="side")
        cy += row_h + int(4 * s)
        recommended = default_side(self.setup.players)
        note = (
            "the side the rules give this many players"
            if self.setup.side == recommended
            else f"the rules give {self.setup.players} players the {recommended} side"
        )
        self.label((wx, cy, ww, int(24 * s)), note, cls="note")
        cy += int(24 * s) + gap
        self.label((lx, cy, label_w, row_h), "Optional rule")
        self.radio((wx, cy, int(180 * s), row_h), PVP_CHOICES, self.setup.pvp, self._set_pvp, key="pvp")
        cy += row_h + int(4 * s)
        self.label((wx, cy, ww, int(24 * s)), PVP_TITLE, cls="note")
        cy += int(24 * s) + gap
        self.label((lx, cy, label_w, row_h), "Colours")
        self.colour_row = pygame.Rect(wx, cy, ww, row_h)
        cy += row_h + int(2 * s)
        self.text_box(
            (lx, cy, col_w, int(60 * s)),
            "<i>The lowest roll at set-up takes black and starts; the others follow in turn order.</i>",
            plain=True,
        )

        px = lx + col_w + int(40 * s)
        self.preview_rect = pygame.Rect(px, y + pad, x + w - pad - px, h - 2 * pad - int(40 * s))
        self.button(f["primary"], "Start", self.start, cls="plaque", key="start")

    def _set_seat(self, seat: int, kind: str) -> None:
        seats = list(self.setup.seats)
        seats[seat] = kind
        self.setup = replace(self.setup, seats=tuple(seats))

    def _set_players(self, n: int) -> None:
        """2 to 5 players: seat rows come or go, and the side follows RN-SETUP-02 unless chosen."""
        if n != self.setup.players:
            self.setup = self.setup.with_players(n)
            self.rebuild()

    def _set_side(self, side: str) -> None:
        if side != self.setup.side:
            self.setup = replace(self.setup, side=side, side_chosen=True)
            self.rebuild()  # the note under the side changes

    def _set_pvp(self, on: bool) -> None:
        self.setup = replace(self.setup, pvp=bool(on))

    def settings(self) -> dict:
        """The settings the engine starts the game from."""
        return self.setup.settings()

    def bot_seats(self) -> set[int]:
        """Seats the computer plays."""
        return self.setup.bot_seats()

    def start(self):
        """Validate with the engine, start the game (fresh seed, autosaved) and show its set-up."""
        from tabletop.core.errors import ContentError
        from tabletop.ui import registry
        from tabletop.ui.rise.starting import start_session

        try:  # the new session shown where it stands (its set-up), by the registry
            scene = registry.scene_for_session(self.ctx, start_session(self.settings(), self.bot_seats()))
        except (KeyError, ValueError, ContentError, ImportError) as exc:
            self.show_message("This game cannot start", f"{exc}\n{self.setup.summary()}")
            return None
        return replace_scene(scene)

    def draw_scene(self, surface: pygame.Surface) -> None:
        """Panel, the five colours and the chosen side of the board drawn small."""
        self.draw_panel(surface)
        s = ui_scale(self.ctx.size)
        if self.colour_row is not None:
            from tabletop.ui.rise.starting import colour_names, colour_rgb

            x = self.colour_row.x
            r = int(11 * s)
            for cid, name in colour_names():
                pygame.draw.circle(surface, colour_rgb(cid), (x + r, self.colour_row.centery), r)
                pygame.draw.circle(surface, look.BRASS, (x + r, self.colour_row.centery), r, 2)
                word = look.text("sans", int(13 * s), name, look.BONE)
                surface.blit(word, (x + 2 * r + int(4 * s), self.colour_row.centery - word.get_height() // 2))
                x += 2 * r + word.get_width() + int(14 * s)
        p = self.preview_rect
        if p is None:
            return
        pygame.draw.rect(surface, (24, 16, 20), p, border_radius=6)
        try:
            from tabletop.content.rise.board import load_board

            board = load_board(self.setup.side)
        except Exception as exc:
            words = look.text("sans", int(14 * s), f"The board cannot be read: {type(exc).__name__}", look.EMBER)
            surface.blit(words, words.get_rect(center=p.center))
            return
        inner = pygame.Rect(p.x + int(15 * s), p.y + int(36 * s), p.w - int(30 * s), p.h - int(36 * s) - int(56 * s))
        draw_board(surface, board, inner)
        pygame.draw.rect(surface, look.BRASS_DARK, p, 2, border_radius=6)
        caption = look.text("serif_italic", int(17 * s), f"{board.name} · {len(board.spaces)} spaces", look.BONE)
        surface.blit(caption, (p.x + int(12 * s), p.y + int(8 * s)))
        # the legend, two rows: the kinds of space, then each Academy in its own colour and the Valley
        rows = (
            [(KIND_FILL[k], KIND_WORDS[k]) for k in ("land", "dungeon", "library", "workshop", "city")],
            [
                (ACADEMY_FILL[a], f"Academy of {ACADEMY_TITLES.get(a, a.title())}")
                if i == 0
                else (ACADEMY_FILL[a], ACADEMY_TITLES.get(a, a.title()))
                for i, a in enumerate(ACADEMY_FILL)
            ]
            + [(KIND_FILL["valley"], "Valley")],
        )
        for n, row in enumerate(rows):
            x = p.x + int(12 * s)
            y = p.bottom - int((48 - 22 * n) * s)
            for fill, name in row:
                word = look.text("sans", int(12 * s), name, look.BONE_DIM)
                if x + int(18 * s) + word.get_width() > p.right:
                    break
                pygame.draw.polygon(surface, fill, hex_points(x + int(7 * s), y + int(8 * s), int(8 * s)))
                surface.blit(word, (x + int(18 * s), y))
                x += int(24 * s) + word.get_width()


# -- the set-up shown -------------------------------------------------------------------------


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
        if ev.kind == "roll" and "rolloff" in ev.data:
            rounds.append({int(k): int(v) for k, v in dict(ev.data["rolloff"]).items()})
        elif ev.kind == "deal":
            seat = int(ev.data.get("seat", 0))
            if 0 <= seat < len(dealt):
                dealt[seat] = len(ev.data.get("cards", ())) or 6
        elif ev.kind == "setup":
            order = tuple(int(s) for s in ev.data.get("order", order))
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


class SetupShownScene(UIScene):
    """The table being set: decks shuffled onto their spaces, hands dealt face down, the roll for
    black; Begin goes on to the table. Shown step by step over a few seconds (`still` shows all)."""

    name = "rise_setup_shown"
    STEP = 0.45  # seconds between one part of set-up and the next

    def __init__(self, ctx, session, bot_seats, colours) -> None:
        super().__init__(ctx)
        self.session = session
        self.bots = set(bot_seats)
        self.colours = [tuple(c) for c in colours]
        self.story = setup_story(session)
        self.elapsed = 0.0

    @property
    def steps(self) -> int:
        """How many parts there are to show: decks, each seat's hand, each round of rolls, colours."""
        return 1 + len(self.story.dealt) + len(self.story.rounds) + 1

    def shown(self) -> int:
        """How many parts are shown by now."""
        return min(self.steps, 1 + int(self.elapsed / self.STEP))

    def still(self) -> None:
        """Everything shown at once (screenshots, tests)."""
        self.elapsed = self.steps * self.STEP

    def build(self) -> None:
        """Heading, Back (to the menu: the game is autosaved) and Begin."""
        f = self.add_heading_and_back("Setting up the table")
        self.button(
            f["primary"],
            "Begin",
            self.begin,
            cls="plaque",
            key="begin",
            tooltip="Put the miniatures in the Valley of Souls and play the first turn",
        )

    def begin(self):
        """On to the table."""
        try:
            from tabletop.ui.rise.table import RiseTableScene

            table = RiseTableScene(self.ctx, self.session, set(self.bots), [tuple(c) for c in self.colours])
        except ImportError as exc:
            self.show_message("The table is not ready", f"The Rise table could not be opened: {exc}")
            return None
        return replace_scene(table)

    def update(self, dt: float):
        """The set-up unfolds; a click or a key shows the rest at once."""
        self.elapsed += max(0.0, float(dt))
        return None

    def on_event(self, event):
        """A click anywhere (not on a button) shows everything at once."""
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.still()
        return None

    def seat_name(self, seat: int) -> str:
        """ "Player 2 (bot)" or "Player 1"."""
        return f"Player {seat + 1}" + (" (computer)" if seat in self.bots else "")

    def draw_scene(self, surface: pygame.Surface) -> None:
        """Decks, hands, dice and colours, as far as the set-up has got."""
        self.draw_panel(surface)
        s = ui_scale(self.ctx.size)
        x, y, w, h = self.frame()["panel"]
        pad = int(28 * s)
        shown = self.shown()
        story = self.story
        # The decks on their spaces (RN-SETUP-05).
        title = look.text("serif_bold", int(18 * s), "Decks shuffled onto their spaces", look.AMBER)
        surface.blit(title, (x + pad, y + pad))
        cw, ch = int(64 * s), int(90 * s)
        dx = x + pad
        dy = y + pad + int(32 * s)
        tints = {"Items": (120, 78, 40), "Spells": (52, 70, 128), "Dungeons": (60, 52, 48)}
        for name, count in story.decks:
            for k in range(3):  # a little stack
                draw_card_back(
                    surface, pygame.Rect(dx + 2 * k, dy - 2 * k, cw, ch), name[0], tints.get(name, look.PURPLE)
                )
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
            rx = x + pad + int(460 * s)
            for k, rolls in enumerate(story.rounds):
                if shown < 2 + len(story.dealt) + k or seat not in rolls:
                    continue
                low = min(rolls.values())
                draw_die(
                    surface,
                    (rx + k * int(52 * s), ry + small_h // 2),
                    int(38 * s * k_row),
                    rolls[seat],
                    rolls[seat] == low,
                )
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


def _ordinal(n: int) -> str:
    return {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth"}.get(n, f"{n}th")
