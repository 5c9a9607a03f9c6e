"""The new-game form every game shares, drawn from its spec's settings schema.

The form offers the number of players within the schema's bounds, who sits in each seat (a
person or the computer), and each of the game's options the schema describes (a choice, a
switch, a short range of numbers), each starting at its default. Start checks the settings
against the schema, starts an autosaved session and replaces the form with the screen the
game's spec names for a session. A game overrides only what is special to it by subclassing
`NewGameScene` in its own UI package (a map preview, choices that come and go with others) and
naming that subclass in its spec; a game whose spec names no new-game screen gets this form.
The rows are the form's parts a game's own layout reuses: `players_row`, `seat_rows` (with
`seat_extra` for what a game adds to a seat's row, e.g. a colour), `option_row`; its choices stay
on `FormChoices`, and Start (`start`, `refusal`) is the same for every game.

This module imports no game and not the UI registry (which opens it): what it needs of a game
comes from its spec.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from tabletop import games as rules
from tabletop.core.errors import ContentError
from tabletop.games.settings_schema import BOT, LEVEL_LABELS, NORMAL, Choice, Flag, Option, SettingsSchema, Whole
from tabletop.ui import games_info, persist
from tabletop.ui.kit.names import seat_name
from tabletop.ui.layout import ui_scale
from tabletop.ui.scene import Transition
from tabletop.ui.scene import replace as replace_scene
from tabletop.ui.scenes import form_fit, form_memory
from tabletop.ui.scenes.base import UIScene

# A range of numbers is offered as a row of buttons only while it is this short; a longer one
# (a round limit, drams of clay) keeps the game's default unless the game's own screen offers it.
MAX_BUTTONS = 8


def offered(option: Option) -> bool:
    """Whether the shared form shows this option (a choice, a switch, a short range of numbers)."""
    if isinstance(option, (Choice, Flag)):
        return True
    return isinstance(option, Whole) and option.default is not None and option.high - option.low < MAX_BUTTONS


@dataclass(frozen=True)
class FormChoices:
    """What the form holds: how many play, who sits where, and the value of each option."""

    players: int
    seats: tuple[str, ...]
    values: Mapping[str, Any] = field(default_factory=dict)
    levels: tuple[str, ...] = ()  # each seat's bot level (issue 25); a seat past the end plays normal

    @classmethod
    def defaults(cls, schema: SettingsSchema) -> FormChoices:
        """The schema's defaults."""
        n = schema.starting_players
        values = {o.key: o.default for o in schema.options if o.default is not None}
        return cls(n, schema.default_seats(n), values)

    def with_players(self, n: int, schema: SettingsSchema) -> FormChoices:
        """The same choices for n players (within the schema's bounds): new seats take the default kind."""
        low, high = schema.players
        n = max(low, min(high, int(n)))
        seats = self.seats[:n] + schema.default_seats(n)[len(self.seats) :]
        return replace(self, players=n, seats=seats)

    def with_seat(self, seat: int, kind: str) -> FormChoices:
        """Who sits in `seat` changed."""
        seats = list(self.seats)
        seats[seat] = kind
        return replace(self, seats=tuple(seats))

    def with_level(self, seat: int, level: str) -> FormChoices:
        """The computer in `seat` plays at `level`."""
        levels = list(self.levels) + [NORMAL] * (max(self.players, seat + 1) - len(self.levels))
        levels[seat] = level
        return replace(self, levels=tuple(levels))

    def level(self, seat: int) -> str:
        """The bot level of `seat` (normal unless chosen)."""
        return self.levels[seat] if seat < len(self.levels) else NORMAL

    def with_value(self, key: str, value: Any) -> FormChoices:
        """One option's value changed."""
        return replace(self, values={**self.values, key: value})

    def settings(self, schema: SettingsSchema) -> dict[str, Any]:
        """The settings these choices give the game (the number of players under the schema's key)."""
        out = dict(self.values)
        if schema.players_key is not None:
            out[schema.players_key] = self.players
        return out

    def bot_seats(self) -> set[int]:
        """Seats the computer plays."""
        return {i for i, kind in enumerate(self.seats) if kind == BOT}

    def bot_levels(self) -> dict[int, str]:
        """Seats the computer plays, each with its bot level (what a new session records)."""
        return {i: self.level(i) for i in sorted(self.bot_seats())}


def start_game(ctx, game: str, settings: Mapping[str, Any], bot_seats, colours, seed: int | None = None):
    """Start an autosaved game of `game` (settings checked against its schema first) and return the
    screen its spec shows a session on. ValueError (naming the setting) for settings out of bounds."""
    checked = rules.check_settings(game, settings)
    session = persist.start_session(game, checked, bot_seats, colours, seed)
    screens = rules.spec_of(game).screens
    if screens is None:
        raise ValueError(f"{game} has no screens to play it on")
    return rules.resolve(screens.scene_for_session)(ctx, session)


class NewGameScene(UIScene):
    """Choose how to play a game: players, seats and its options, then Start."""

    name = "new_game"

    def __init__(self, ctx, game: str) -> None:
        super().__init__(ctx)
        self.game = game
        self.name = f"{game}_setup"  # the log's and the screenshot's name for the screen
        self.spec = rules.spec_of(game)
        self.schema = self.spec.settings
        self.form = self.fresh_form()
        self.rows_bottom = 0
        self.level_words = 0  # which of `level_wordings` the level buttons show (as the room allows)

    def enter(self) -> None:
        """Offer the last choices made on this game's form (those that still pass its checks), then build."""
        self.recall()
        super().enter()

    # -- the last choices, remembered (tabletop.ui.scenes.form_memory) --------------------------
    def fresh_form(self) -> FormChoices:
        """The form's choices before anything is chosen (a game adds what only its form holds)."""
        return FormChoices.defaults(self.schema)

    def recall(self) -> None:
        """The form at the choices last started from, each checked; a file that fails leaves the defaults."""
        record = form_memory.read(self.game)
        if not record:
            return
        path = form_memory.memory_path(self.game)
        try:
            self.form = form_memory.restore(self.fresh_form(), self.schema, record, path, self.value_checks())
            extras = record.get("extras", {})
            if not isinstance(extras, Mapping):
                form_memory.dropped(path, "extras", extras, "expected an object of the form's own choices")
                extras = {}
            self.recall_extras(extras, path)
            self.settle()
        except Exception as exc:  # a check missed: the file must never stop the form from opening
            form_memory.dropped(path, "(the whole record)", type(exc).__name__, str(exc))
            self.reset_choices()

    def remember(self) -> None:
        """Keep the choices as this game's last (called when a game starts from them)."""
        form_memory.write(
            self.game,
            {
                "players": self.form.players,
                "seats": list(self.form.seats),
                # every seat's level the form holds, those of seats a smaller game left out too: a
                # solo game in between forgot Player 2's Easy (play-test r24)
                "levels": [self.form.level(i) for i in range(max(self.form.players, len(self.form.levels)))],
                "values": dict(self.form.values),
                "extras": self.memory_extras(),
            },
        )

    def value_checks(self) -> dict[str, form_memory.Check]:
        """Checks of the values only this form holds, not the schema (key -> check): none here."""
        return {}

    def memory_extras(self) -> dict[str, Any]:
        """What this game's form keeps beside the schema's values (a colour per seat, the map): none here."""
        return {}

    def recall_extras(self, extras: Mapping[str, Any], path) -> None:
        """Take the remembered `extras` that pass this game's checks (nothing to take here)."""

    def settle(self) -> None:
        """Make the recalled choices agree with each other (a game drops a choice its players rule out)."""

    def reset_choices(self) -> None:
        """Every choice back to the game's defaults."""
        self.form = self.fresh_form()

    def reset(self) -> None:
        """The Defaults button: the game's usual choices again (the remembered ones are replaced at the next Start)."""
        self.reset_choices()
        self.rebuild()

    DEFAULTS_WIDTH = 150  # the Defaults button's width in design pixels, at the heading's right

    def heading_rect(self) -> tuple[int, int, int, int]:
        """The heading's words clear of the Defaults button at its right (and as far from the left, centred)."""
        x, y, w, h = super().heading_rect()
        aside = int((self.DEFAULTS_WIDTH + 12) * ui_scale(self.ctx.size))
        return x + aside, y, w - 2 * aside, h

    def defaults_button(self) -> None:
        """Defaults, at the right of the heading: back to the game's usual choices."""
        s = ui_scale(self.ctx.size)
        x, y, w, h = self.frame()["heading"]
        bw, bh = int(self.DEFAULTS_WIDTH * s), int(44 * s)
        self.button(
            (x + w - bw, y + (h - bh) // 2, bw, bh),
            "Defaults",
            self.reset,
            cls="plaque_small",
            tooltip="Back to the game's usual choices (your last choices are offered each time)",
            key="defaults",
        )

    @property
    def title(self) -> str:
        """The game's title as the menu shows it."""
        return games_info.game_title(self.game)

    # -- building -------------------------------------------------------------------------
    def build(self) -> None:
        """A label and a row of choices per setting, top to bottom; Back and Start below."""
        f = self.add_heading_and_back(self.title)
        x, y, w, _h = f["panel"]
        s = ui_scale(self.ctx.size)
        pad, row_h, gap = self.row_metrics(s)
        label_w, ww = self.form_columns(w, s)
        lx, cy = x + pad, y + pad
        low, high = self.schema.offered_players
        if low < high:
            self.players_row((lx, cy, label_w, ww, row_h))
            cy += row_h + gap
        cy = self.seat_rows(lx, cy, label_w, ww, row_h, s) + gap
        for option in self.schema.options:
            if offered(option):
                cy = self.option_row(option, lx, cy, label_w, ww, row_h) + gap
        self.rows_bottom = cy  # where the rows end (a game's screen puts what it adds below, if it fits)
        self.button(f["primary"], "Start", self.start, cls="plaque", key="start")
        self.defaults_button()

    @staticmethod
    def row_metrics(s: float) -> tuple[int, int, int]:
        """(padding inside the panel, a row's height, the gap between rows) at scale `s`."""
        return int(30 * s), int(38 * s), int(12 * s)

    def players_row(self, row: tuple[int, int, int, int, int]) -> None:
        """ "Players" and a button per number the schema allows; `row` is (x, y, label width, choices
        width, height)."""
        lx, cy, label_w, ww, row_h = row
        low, high = self.schema.offered_players
        counts = tuple((str(n), n) for n in range(low, high + 1))
        self.label((lx, cy, label_w, row_h), "Players")
        self.radio((lx + label_w, cy, ww, row_h), counts, self.form.players, self.set_players, key="players")

    def seat_rows(self, lx: int, cy: int, label_w: int, ww: int, row_h: int, s: float) -> int:
        """A row per seat: its name, a person or the computer (the schema's kinds, `seat_kind_width`
        wide), then what the game adds right of them (`seat_extra`); returns the bottom."""
        kind_w = self.seat_kind_width(ww, s)
        font = form_fit.button_font(self.ctx)
        kinds_least = form_fit.row_least(font, [words for words, _v in self.schema.seat_kinds], s)
        # never narrower than their words with padding: Large text's letter may outgrow the game's width
        # where the window holds the scale back ("Human" touched its border at 960x600, r26)
        kind_w = min(max(kind_w, kinds_least), ww)
        floor = max(kinds_least, self.seat_kinds_floor(s))
        # the bot level's button (issue 25) sits right of who sits there, taken from what the game adds
        # to the row (or from the seat kinds' row when the game adds nothing), its words as long as
        # the room holds with their padding ("Level: Normal" was cut at 960x600, play-test r22)
        room = kind_w - kinds_least if kind_w >= ww else kind_w
        level_w, self.level_words = self.level_fit(font, room, s) if len(self.schema.levels) > 1 else (0, 0)
        # taken from the seat kinds' buttons down to what "Human" and "Bot" need, the rest from what the
        # game adds right of them
        if kind_w >= ww:
            radio_w = kind_w - level_w
        else:
            radio_w = max(min(kind_w, floor), kind_w - level_w)
        extra_x = lx + label_w + radio_w + level_w
        for seat in range(self.form.players):
            self.label((lx, cy, label_w, row_h), seat_name(seat))
            self.radio(
                (lx + label_w, cy, radio_w, row_h),
                self.schema.seat_kinds,
                self.form.seats[seat],
                lambda v, i=seat: self.set_seat(i, v),
                key=f"seat{seat}",
            )
            if level_w and self.form.seats[seat] == BOT:
                self.level_button(seat, (lx + label_w + radio_w + int(8 * s), cy, level_w - int(8 * s), row_h))
            if extra_x < lx + label_w + ww:
                self.seat_extra(seat, (extra_x, cy, lx + label_w + ww - extra_x, row_h), s)
            cy += row_h + int(8 * s)
        return cy

    @staticmethod
    def seat_kinds_floor(s: float) -> int:
        """The least width, in design pixels scaled, the seat kinds' buttons keep when the level button
        takes from them (never less than their words need with padding)."""
        return max(int(180 * s), 160)

    @staticmethod
    def level_width(s: float) -> int:
        """How wide a computer seat's level button is, with its gap, at scale `s` ("Normal" fits)."""
        return int(96 * s)

    @staticmethod
    def level_wordings(word: str) -> tuple[str, ...]:
        """The level button's words, longest first: the level alone here (a game with room says more)."""
        return (word,)

    def level_fit(self, font, room: int, s: float) -> tuple[int, int]:
        """(the level button's width with its gap, which of `level_wordings` it shows): the longest
        wording whose every level fits with its padding in `room`, the button never narrower than
        `level_width` nor than its words need."""
        words = [lb for lb, v in LEVEL_LABELS if v in self.schema.levels]
        ways = len(self.level_wordings(NORMAL))
        for k in range(ways):
            need = form_fit.button_least(font, [self.level_wordings(w)[k] for w in words], s) + int(8 * s)
            width = max(self.level_width(s), need)
            if width <= room or k == ways - 1:
                return width, k
        return self.level_width(s), 0  # no wordings (not reached)

    def level_button(self, seat: int, rect: tuple[int, int, int, int]) -> None:
        """The computer's level in `seat`, its tooltip saying whose it is, the level now and what a press
        makes it (easy, normal, hard, then easy again)."""
        levels = self.schema.levels
        now = self.form.level(seat)
        after = levels[(levels.index(now) + 1) % len(levels)] if now in levels else NORMAL
        word = {v: lb for lb, v in LEVEL_LABELS}
        self.button(
            rect,
            self.level_wordings(word.get(now, now))[self.level_words],
            lambda i=seat: self.next_level(i),
            cls="choice",
            tooltip=f"{seat_name(seat)} is the computer, playing at the {word.get(now, now)} level (Easy: a "
            f"first game; Hard: its best play). Press for {word.get(after, after)}.",
            key=f"level{seat}",
        )

    def seat_kind_width(self, ww: int, s: float) -> int:
        """How wide who-sits-there is in a seat's row (all of it unless the game adds to the row)."""
        return ww

    def seat_extra(self, seat: int, rect: tuple[int, int, int, int], s: float) -> None:
        """What a game adds to a seat's row right of who sits there (its colour...): nothing here."""

    def option_row(self, option: Option, lx: int, cy: int, label_w: int, ww: int, row_h: int) -> int:
        """An option's label and its choices (a long label on a line of its own above them); returns
        the row's bottom."""
        s = ui_scale(self.ctx.size)
        gap = self.row_metrics(s)[2]
        if not self._fits(option.label, label_w - gap):
            above = min(row_h, int(28 * s))  # a line of text, not a row of buttons
            self.label((lx, cy, label_w + ww, above), option.label)
            cy += above
        else:
            self.label((lx, cy, label_w, row_h), option.label)
        self.radio(
            (lx + label_w, cy, ww, row_h),
            option.options,
            self.form.values.get(option.key),
            lambda v, k=option.key: self.set_value(k, v),
            key=option.key,
        )
        return cy + row_h

    def form_columns(self, width: int, s: float) -> tuple[int, int]:
        """(label width, choices width) of the form's rows in a panel `width` pixels wide at scale `s`
        (a game's screen narrows them to make room for what it draws beside them)."""
        label_w = int(260 * s)
        return label_w, min(int(540 * s), width - 2 * int(30 * s) - label_w)

    def _fits(self, text: str, width: int) -> bool:
        """Whether `text` fits `width` pixels in a label's font."""
        font = self.ctx.manager.get_theme().get_font(["label"])  # the label's own font (serif, larger)
        return font.get_rect(text).width <= width

    # -- choices ----------------------------------------------------------------------------
    def set_players(self, n: int) -> None:
        """Seat rows come or go."""
        if n != self.form.players:
            self.form = self.form.with_players(n, self.schema)
            self.rebuild()

    def set_seat(self, seat: int, kind: str) -> None:
        """A person or the computer in `seat` (a computer's level button comes or goes)."""
        changed = kind != self.form.seats[seat]
        self.form = self.form.with_seat(seat, kind)
        if changed and len(self.schema.levels) > 1:
            self.rebuild()

    def set_value(self, key: str, value: Any) -> None:
        """An option's value."""
        self.form = self.form.with_value(key, value)

    def next_level(self, seat: int) -> None:
        """The computer in `seat` plays at the next of the game's levels (after hard, easy again)."""
        levels = self.schema.levels
        at = levels.index(self.form.level(seat)) if self.form.level(seat) in levels else 0
        self.form = self.form.with_level(seat, levels[(at + 1) % len(levels)])
        self.rebuild()

    # -- starting ------------------------------------------------------------------------
    def settings(self) -> dict[str, Any]:
        """The settings the game starts from."""
        return self.form.settings(self.schema)

    def bot_seats(self) -> set[int]:
        """Seats the computer plays."""
        return self.form.bot_seats()

    def bot_levels(self) -> dict[int, str]:
        """Seats the computer plays, each with its bot level (issue 25)."""
        return self.form.bot_levels()

    def colours(self) -> list[tuple[int, int, int]]:
        """The seats' colours (the defaults, one per seat)."""
        return persist.default_colours(self.form.players)

    def primary_action(self):
        """Enter with the focus off: Start (as its button; a subclass's own start is used)."""
        return self.start

    def primary_button(self):
        """The Start button (ringed while the focus is off: Enter presses it)."""
        return next((b for b in self._actions if b.most_specific_combined_id.endswith("#start")), None)

    def start(self) -> Transition | None:
        """Start the game (fresh seed, autosaved) at the screen its spec shows a session on; a
        refusal is shown, naming the setting, and the form stays."""
        try:
            scene = start_game(self.ctx, self.game, self.settings(), self.bot_levels(), self.colours())
        except (KeyError, ValueError, ContentError) as exc:  # out of bounds, or content the rules cannot read
            self.show_message("This game cannot start", self.refusal(exc))
            return None
        self.remember()
        return replace_scene(scene)

    def refusal(self, exc: Exception) -> str:
        """What the form says when the game refuses to start (a game may add its choices)."""
        return str(exc)

    def draw_scene(self, surface) -> None:
        """The panel behind the choices."""
        self.draw_panel(surface)
