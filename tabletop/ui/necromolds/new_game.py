"""Necromolds new game: the shared new-game form (tabletop.ui.scenes.new_game) with what is
Necromolds' own: mode (with basic play's What Next? steps and who is youngest), 2 to 4 players
(NM-MULTI-02), each seat a person or the computer in its own colour (NM-MULTI-01), the clay for
faster 3-4 player games (NM-MULTI-03), battle map with a preview, the Optional Fan Rules as
switches (NM-FAN-01; Basalt's Favorites starred, NM-FAN-23), Start.

The choices, their labels, bounds and tips are the game's settings schema
(tabletop/games/necromolds/spec.py); this screen lays them out around the map preview. The
players, seats and the schema's values are the shared form's (`FormChoices`), laid out with its
rows (mode, players, a seat's row with its colour added) and started by its Start; what only
this form holds (colours, the map's file, the clay share) is `Extras`."""

from __future__ import annotations

import html
from dataclasses import dataclass, field, replace

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton, UIDropDownMenu

from tabletop.core.errors import ContentError
from tabletop.games.necromolds import queries as NQ
from tabletop.games.necromolds import spec as game_spec
from tabletop.ui import look, palette
from tabletop.ui.camera import Camera
from tabletop.ui.camera_input import CameraControl
from tabletop.ui.kit.drop_list import fit_open_list
from tabletop.ui.kit.names import seat_name
from tabletop.ui.layout import ui_scale
from tabletop.ui.necromolds import form_recall
from tabletop.ui.necromolds import form_switches as FS
from tabletop.ui.necromolds.battle_map import DEFAULT_SIZE, MapChoice, battle_maps, draw_battle_map
from tabletop.ui.necromolds.colours import PLAYER_COLOURS
from tabletop.ui.necromolds.form_rules import clay_for, fan_rules, map_id
from tabletop.ui.necromolds.new_game_fan import CLAY_KEY, FAN_TIPS, FanRulesForm
from tabletop.ui.necromolds.wording import MODE_TIPS
from tabletop.ui.scenes import form_fit
from tabletop.ui.scenes.new_game import NewGameScene

SCHEMA = game_spec.SETTINGS
MODE = SCHEMA.option("mode")
assert MODE is not None  # the schema's first option: basic, standard or advanced play
YOUNGEST_NONE = "Nobody said: roll-off"
# Basic play's What Next? steps (NM-BASIC-37..42), in the rulebook's order: settings key, short
# label, the rulebook's words for the tooltip.
WHAT_NEXT = tuple((f.key, f.label, f.tip) for f in game_spec.WHAT_NEXT)
# The least width, in design pixels, of the fan rules' two columns under the map preview (their
# longest names whole); a narrower preview column shows a button to the fan rules' own page instead.
FAN_LEAST_WIDTH = 380


# NM-MULTI-03: each extra player adds about 20 minutes; less clay (the same for everyone) plays faster.
CLAY_CHOICES = (("All the clay", 1.0), ("Three quarters", 0.75), ("Half the clay", 0.5))
# Clay colours that read on the table's wood and the map's grass, and apart from each other (NM-MULTI-01).


@dataclass(frozen=True)
class Extras:
    """What the Necromolds form holds beside the schema's values on the shared form: each seat's
    colour (NM-MULTI-01), the battle map's file, the share of the clay with 3-4 players (NM-MULTI-03)."""

    colours: tuple[str, ...] = ("Candle Amber", "Moss Green")
    map: str | None = None  # the map's file stem (a mod's too); settings() gives the rules its id
    clay: float = 1.0


@dataclass(frozen=True)
class NecromoldsSetup:
    """The choices made on this screen in one record (read for the summary line and by the tests)."""

    mode: str = "standard"
    seats: tuple[str, ...] = ("human", "bot")
    colours: tuple[str, ...] = ("Candle Amber", "Moss Green")
    map: str | None = None
    steps: frozenset = frozenset()  # What Next? steps turned on (keys of WHAT_NEXT); basic play only
    clay: float = 1.0  # share of the full clay for every player; 3+ players only (NM-MULTI-03)
    youngest: int | None = None  # basic play: who goes first on a tie (NM-BASIC-14); None = roll-off
    fan: frozenset = frozenset()  # Optional Fan Rules switched on (settings keys, NM-FAN-01)

    @property
    def players(self) -> int:
        """How many players sit at the table."""
        return len(self.seats)

    def summary(self) -> str:
        """The choices in one sentence."""
        seats = " vs ".join(
            f"Player {i + 1} ({kind}, {colour})" for i, (kind, colour) in enumerate(zip(self.seats, self.colours))
        )
        where = f"on {self.map}" if self.map else "on an open table"
        steps = [f"{n}. {label}" for n, (key, label, _t) in enumerate(WHAT_NEXT, 1) if key in self.steps]
        plus = f" (What Next: {', '.join(steps)})" if self.mode == "basic" and steps else ""
        clay = f", {clay_for(self.clay)} dr of clay each" if self.players > 2 and self.clay < 1.0 else ""
        young = (
            f", Player {self.youngest + 1} is youngest" if self.mode == "basic" and self.youngest is not None else ""
        )
        names = [name for key, name, _fav in fan_rules() if key in self.fan]
        fan = f"; fan rules: {', '.join(names)}" if names else ""
        return f"{self.mode.capitalize()} game{plus}: {seats} {where}{clay}{young}{fan}."


@dataclass
class _Preview:
    """The map preview: where it sits and the camera that draws it."""

    rect: pygame.Rect
    camera: Camera = field(default_factory=Camera)
    map: str | None = None  # the map the camera was fitted to


class NecromoldsNewGame(FanRulesForm, NewGameScene):
    """Choose how to play a Necromolds battle: the shared form (its rows, seats, values, checks and
    Start) laid out around the map preview, with what is Necromolds' own: basic play's steps and
    youngest, a colour per seat, the clay for 3-4 players, the map, the fan rules."""

    name = "necromolds_setup"

    def __init__(self, ctx) -> None:
        super().__init__(ctx, game_spec.SPEC.name)
        self.name = "necromolds_setup"
        self.extras = Extras()
        self.maps: list[MapChoice] = []
        self.preview: _Preview | None = None
        self.control: CameraControl | None = None
        self.fan_buttons: dict = {}
        self.clay_button = None  # the More Fun with Clay switch (NM-CLAY-01)
        self.terraces_button = None
        self.fan_page = False  # the fan rules shown on a page of their own (a panel too small for both)

    def enter(self) -> None:
        """Find the maps, then build (at the last choices started from, those still offered)."""
        self.maps = battle_maps()
        if self.maps and self.extras.map is None:
            self.extras = replace(self.extras, map=self.maps[0].stem)
        super().enter()

    # -- the last choices, remembered (the shared form's recall, with this form's own) --------------
    def value_checks(self) -> dict:
        return {"map": form_recall.not_a_value, "clay": form_recall.not_a_value}

    def memory_extras(self) -> dict:
        return form_recall.record(self.extras)

    def recall_extras(self, extras, path) -> None:
        stems = [m.stem for m in self.maps]
        self.extras = form_recall.recalled(self.extras, extras, self.form.players, stems, path)

    def settle(self) -> None:
        """What the recalled players rule out: a youngest who is not there, Four Corners but with two, the
        fan rules Basalt never chooses for in a solo game; a colour for each seat."""
        form = self.form
        youngest = form.values.get("youngest")
        if youngest is not None and youngest >= form.players:
            form = form.with_value("youngest", None)
        if form.players != 2:
            form = form.with_value("fan_four_corners", False)
        if form.players == 1:
            for key in NQ.solo_refused():
                form = form.with_value(key, False)
        self.form = form
        self.extras = replace(self.extras, colours=form_recall.fitted_colours(self.extras.colours, form.players))

    def reset_choices(self) -> None:
        super().reset_choices()
        self.extras = Extras(map=self.maps[0].stem if self.maps else None)
        self.fan_page = False

    @property
    def setup(self) -> NecromoldsSetup:
        """The choices on the form as one record."""
        v = self.form.values
        return NecromoldsSetup(
            mode=v.get("mode", "standard"),
            seats=self.form.seats,
            colours=self.extras.colours,
            map=self.extras.map,
            steps=frozenset(key for key, _l, _t in WHAT_NEXT if v.get(key)),
            clay=self.extras.clay,
            youngest=v.get("youngest"),
            fan=frozenset(key for key in (*FAN_TIPS, CLAY_KEY) if v.get(key)),
        )

    def choose_map(self, stem: str) -> None:
        """Play on the map in file `stem` (the preview is fitted to it)."""
        self.extras = replace(self.extras, map=stem)
        self.rebuild()

    def chosen_map(self) -> MapChoice:
        """The map picked (an open table when there are none)."""
        for m in self.maps:
            if m.stem == self.extras.map:
                return m
        return MapChoice("", "open table", DEFAULT_SIZE)

    def build(self) -> None:
        """Choices on the left, the map preview on the right, Back and Start below."""
        f = self.add_heading_and_back(self.title)
        x, y, w, h = f["panel"]
        s = ui_scale(self.ctx.size)
        pad, row_h, gap = self.row_metrics(s)
        label_w, ww = self.form_columns(w, s)
        col_w = label_w + ww
        lx = x + pad
        cy = y + pad
        wx = lx + label_w  # widgets start right of their row's label
        basic = self.setup.mode == "basic"
        rows = self._rows_height(s)  # mode, players, seats, map
        extra = self._basic_height(s) if basic else 0  # basic play's What Next steps and youngest
        # the gap before the preview gives back what a small window's colour menu took (form_columns)
        px = lx + col_w + max(int(24 * s), int(50 * s) - (col_w - int(580 * s)))
        pw = x + w - pad - px
        fan_h = self._fan_height(s)
        room = h - 2 * pad
        # The fan rules under the choices when they fit there, else under the map preview in two
        # columns; where neither (a larger UI scale in a small window), the fan rules go on a second
        # page (with basic play's steps when they do not fit beside the mode), a button in the bottom
        # bar between the two.
        fan_left = rows + extra + 2 * gap + fan_h <= room
        fan_under = not fan_left and pw >= int(FAN_LEAST_WIDTH * s) and rows + extra <= room
        # ... and each switch's words with their padding in its column ("Directional Attacks" touched its
        # border under the preview of basic play at 1024x640, play-test r22)
        half = (pw - int(6 * s)) // 2
        fan_under = fan_under and FS.columns_hold(self._switch_font(), fan_rules(), half, s, half < int(260 * s))
        paged = not (fan_left or fan_under)
        steps_first = basic and rows + extra <= room  # basic play's steps stay with the mode where they fit
        self.fan_page = self.fan_page and paged
        self.step_buttons: dict[str, UIButton] = {}
        self.youngest_menu = None
        self.fan_buttons, self.clay_button, self.terraces_button = {}, None, None
        if paged:
            _bx, by, _bw, bh = f["back"]
            bw = int(300 * s)
            on = sum(1 for key in (*FAN_TIPS, CLAY_KEY) if self.form.values.get(key))
            label = "Players and map" if self.fan_page else (f"More rules · {on} on" if on else "More rules")
            self.button(
                (x + (w - bw) // 2, by, bw, bh),
                label,
                self.toggle_fan_page,
                cls="plaque_small",
                key="fan_page",
                tooltip="Back to the mode, the players and the battle map"
                if self.fan_page
                else "The Optional Fan Rules, More Fun with Clay"
                + (" and What Next?" if basic and not steps_first else ""),
            )
        if self.fan_page:  # the fan rules (and basic play's steps without room beside the mode) across the panel
            self.preview = self.control = None
            self.colour_menus = {}
            self.clay_menu = self.map_menu = None
            if basic and not steps_first:
                cy = self._build_steps(lx, cy, w - 2 * pad, row_h, s) + gap
                cy = self._youngest_row(lx, cy, label_w, ww, row_h) + gap
            self._build_fan(lx, cy, w - 2 * pad, s)
            self.button(f["primary"], "Start", self.start, cls="plaque", key="start")
            self.defaults_button()
            return
        cy = self.option_row(MODE, lx, cy, label_w, ww, row_h) + gap
        self._mode_tips()
        if steps_first:
            cy = self._build_steps(lx, cy, col_w, row_h, s) + gap
            cy = self._youngest_row(lx, cy, label_w, ww, row_h) + gap

        # The seat rows are made before the player count's buttons (which sit above them), so the
        # radio groups stay in the order mode, Player 1, Player 2, ... that the tests rely on.
        players_y = cy
        cy += row_h + gap
        self.colour_menus: dict[object, int] = {}
        self.swatch_right: dict[object, int] = {}  # where each colour menu's swatch must end (seat_extra)
        cy = self.seat_rows(lx, cy, label_w, ww, row_h, s)
        if self.setup.players == 1:  # solo (NM-SOLO-01): the other side is Basalt, whom the rules play
            self.label((lx, cy, label_w + ww, row_h), self.solo_line(), cls="note")
            cy += row_h
        count_w = int(184 * s)  # four counts, 1 (solo) to 4, each wide enough for its digit
        self.players_row((lx, players_y, label_w, count_w, row_h))
        self.clay_menu = None
        if self.setup.players > 2:
            names = [self._clay_name(share) for _n, share in CLAY_CHOICES]
            self.clay_menu = UIDropDownMenu(
                names,
                self._clay_name(self.setup.clay),
                pygame.Rect(wx + count_w + int(10 * s), players_y, ww - count_w - int(10 * s), row_h),
                self.ctx.manager,
                container=self.root,
                object_id="#clay",
            )
        cy += gap - int(8 * s)

        self.label((lx, cy, label_w, row_h), "Battle map")
        self.map_menu = None
        if self.maps:
            self.map_menu = UIDropDownMenu(
                [(m.name, m.stem) for m in self.maps],
                (self.chosen_map().name, self.setup.map),
                pygame.Rect(wx, cy, ww, row_h),
                self.ctx.manager,
                container=self.root,
                object_id="#map",
            )
        else:
            self.label(
                (wx, cy, ww, row_h), "No battle maps in levels/necromolds/ yet: an open table is used.", cls="note"
            )

        fan_top = cy + row_h + 2 * gap
        # two lines of a map's description where the fan rules leave the column to it (one line scrolled)
        # (at least 76 px: the theme's font is the same size in a small window, where 84 * s held one line)
        desc_h = max(int(84 * s), 76) if fan_left or paged else int(52 * s)
        below = 0 if fan_left or paged else fan_h + int(8 * s)
        # with the fan rules on their own page the choices' column has room under the map's row: the
        # description goes there, whole, and the preview takes its column's height (at 960x600 and at
        # 150 % with Large text it scrolled "Crypt walls, coffins and" beside an empty half column)
        left_room = y + h - pad - fan_top
        desc_left = paged and left_room >= desc_h
        desc_box = (lx, fan_top, col_w, min(left_room, max(desc_h, int(120 * s))))
        if desc_left:
            desc_h = -int(8 * s)  # nothing under the preview
        prect = pygame.Rect(px, y + pad, pw, h - 2 * pad - desc_h - below - int(8 * s))
        previous = self.preview
        if previous is not None and previous.rect == prect and previous.map == self.setup.map:
            camera = previous.camera  # a rebuild for another reason keeps the player's pan and zoom
        else:
            # fitted below the caption and its note and above the pan hint: a short preview (basic play's
            # steps above it) drew the map over its own caption
            top, foot = int(50 * s), int(20 * s)
            inner = pygame.Rect(prect.x, prect.y + top, prect.width, max(int(40 * s), prect.height - top - foot))
            camera = Camera(viewport=inner.size, viewport_x=inner.x, viewport_y=inner.y, min_scale=2.0, max_scale=120.0)
            camera.fit(*self.chosen_map().size, margin=0.04)
        self.preview = _Preview(prect, camera, self.setup.map)
        self.control = CameraControl(camera, prect)
        chosen = self.chosen_map()
        note = chosen.error or chosen.description or "An open table."
        if not desc_left:
            desc_box = (px, prect.bottom + int(8 * s), prect.width, desc_h)
        self.text_box(desc_box, f"<i>{html.escape(note)}</i>")
        if fan_left:
            self._build_fan(lx, fan_top, col_w, s)
        elif not paged:  # (paged: the fan rules are on the second page)
            self._build_fan(px, prect.bottom + int(8 * s) + desc_h + int(8 * s), pw, s)

        self.button(f["primary"], "Start", self.start, cls="plaque", key="start")
        self.defaults_button()

    def form_columns(self, width: int, s: float) -> tuple[int, int]:
        """A narrow label column and the choices beside it: the map preview takes the panel's right.
        The choices are widened (from the preview) where a seat's row needs it for its colour menu
        to read a whole name: at 960x600 it read "Candle A"."""
        label_w = int(112 * s)
        ww = int(580 * s) - label_w
        pad, row_h, _gap = self.row_metrics(s)
        # Human/Bot, the level, the menu (its arrow and frame ~28 px, the words' padding ~8) and the swatch
        # right of it; taken from the gap before the preview first (build keeps 24 * s of it), then from the
        # preview down to 300 * s: with Large text at 960x600 the menu read "Candle Ambe" (play-test r29)
        # (Human/Bot and the level as wide as their words need: Large text outgrows the design widths)
        font = form_fit.button_font(self.ctx)
        kinds = max(self.seat_kind_width(ww, s), form_fit.row_least(font, [w for w, _v in self.schema.seat_kinds], s))
        level = self.level_fit(font, 0, s)[0] if len(self.schema.levels) > 1 else 0
        need = kinds + max(level, self.level_width(s)) + int(10 * s) + self._widest_colour() + 38 + row_h
        return label_w, max(ww, min(need, width - 2 * pad - label_w - int(24 * s) - int(300 * s)))

    def _widest_colour(self) -> int:
        """The width of the longest colour name in the drop-down's font (from the theme)."""
        try:
            font = self.ctx.manager.get_theme().get_font(["drop_down_menu"])
            return max(font.size(name)[0] for name in PLAYER_COLOURS)
        except (AttributeError, TypeError, ValueError):  # no manager (a form laid out without one)
            return 0

    @staticmethod
    def level_width(s: float) -> int:
        """The level button with its gap: "Normal" (the theme's font is the same size at every small
        window) with room to its border; at 960x600 it touched it ("Norma|", play-test r20)."""
        return max(int(96 * s), 84)

    def seat_kind_width(self, ww: int, s: float) -> int:
        """Human / Bot, then the seat's colour ("Human" must fit its button at the smallest window)."""
        return max(int(180 * s), 160)

    def seat_extra(self, seat: int, rect: tuple[int, int, int, int], s: float) -> None:
        """The seat's colour (NM-MULTI-01): a dropdown, its swatch drawn right of it."""
        x, y, w, h = rect
        # the menu holds the longest name (its arrow, frame and padding ~38 px): where the row is short
        # (Large text at 960x600 read "Candle Ambe") the swatch narrows to a tall chip, down to 20 * s
        menu_w = w - int(10 * s) - h
        if menu_w < self._widest_colour() + 38:
            menu_w = max(menu_w, min(self._widest_colour() + 38, w - int(10 * s) - int(20 * s)))
        menu = UIDropDownMenu(
            list(PLAYER_COLOURS),
            self.extras.colours[seat],
            pygame.Rect(x + int(10 * s), y, menu_w, h),
            self.ctx.manager,
            container=self.root,
            object_id=f"#colour{seat}",
        )
        fit_open_list(menu)  # the open list cut "Candle Ambe(r)"
        self.colour_menus[menu] = seat
        self.swatch_right[menu] = x + w

    def _rows_height(self, s: float) -> int:
        """The height of the mode, players, seat and map rows (as build lays them out)."""
        _pad, row_h, gap = self.row_metrics(s)
        n = self.setup.players
        height = 2 * (row_h + gap) + n * (row_h + int(8 * s)) + (row_h if n == 1 else 0)
        return height + gap - int(8 * s) + row_h

    def _basic_height(self, s: float) -> int:
        """The height of basic play's What Next steps and the youngest row, with their gaps."""
        _pad, row_h, gap = self.row_metrics(s)
        return int(26 * s) + 2 * int(34 * s) + int(6 * s) + gap + row_h + gap

    def _youngest_row(self, lx: int, cy: int, label_w: int, ww: int, row_h: int) -> int:
        """NM-BASIC-14: the youngest goes first on a tie (not given, a roll-off decides); returns the bottom."""
        names = [YOUNGEST_NONE] + [seat_name(i) for i in range(self.setup.players)]
        current = YOUNGEST_NONE if self.setup.youngest is None else f"Player {self.setup.youngest + 1}"
        self.label((lx, cy, label_w, row_h), "Youngest")
        self.youngest_menu = UIDropDownMenu(
            names,
            current,
            pygame.Rect(lx + label_w, cy, ww, row_h),
            self.ctx.manager,
            container=self.root,
            object_id="#youngest",
        )
        return cy + row_h

    def _build_steps(self, x: int, y: int, w: int, h: int, s: float) -> int:
        """Basic play's What Next? steps as toggles in the rulebook's order (3 then 2 a row, so the
        labels fit at the smallest window); returns the bottom."""
        self.label((x, y, w, int(26 * s)), "What Next? Add standard rules, in the rulebook's order:", cls="note")
        y += int(26 * s)
        gap = int(6 * s)
        th = int(34 * s)
        for row in (WHAT_NEXT[:3], WHAT_NEXT[3:]):
            bw = (w - gap * (len(row) - 1)) // len(row)
            for k, (key, label, words) in enumerate(row):
                n = next(i for i, step in enumerate(WHAT_NEXT, 1) if step[0] == key)
                b = UIButton(
                    pygame.Rect(x + k * (bw + gap), y, bw, th),
                    f"{n}. {label}",
                    self.ctx.manager,
                    container=self.root,
                    object_id=ObjectID(f"#{key}", "@choice"),
                    tool_tip_text=f"What Next? step {n}: \u201c{words}\u201d",
                )
                self.step_buttons[key] = b
                self._actions[b] = lambda k_=key: self.toggle_step(k_)
                b.select() if self.form.values.get(key) else b.unselect()
            y += th + gap
        return y - gap

    def _mode_tips(self) -> None:
        """What each mode is, on its button (a newcomer could not tell what Advanced adds: play-test r19)."""
        for group in (g for g in self._radios if g.key == "mode"):
            for button, value in group.buttons.items():
                button.set_tooltip(MODE_TIPS.get(value, ""))

    def solo_line(self) -> str:
        """The row under the person's seat in a solo game: who they play, or why it cannot start."""
        if self.setup.mode not in NQ.solo_modes():
            return "Solo against Basalt LaSeur: choose Standard or Advanced"
        return "Solo against Basalt LaSeur (the rules play him)"

    def _toggle(self, key: str) -> bool:
        """Switch the form's value `key` over; returns it."""
        on = not self.form.values.get(key)
        self.form = self.form.with_value(key, on)
        return on

    def toggle_step(self, key: str) -> None:
        """Turn a What Next? step on or off."""
        on = self._toggle(key)
        b = self.step_buttons.get(key)
        if b is not None:
            b.select() if on else b.unselect()
        return None

    def set_value(self, key: str, value) -> None:
        """An option's value; the mode's change to or from basic play brings or takes its rows."""
        was_basic = self.form.values.get("mode") == "basic"
        super().set_value(key, value)
        if key == "mode" and was_basic != (value == "basic"):
            self.rebuild()  # the What Next? toggles appear or go

    def _set_colour(self, seat: int, colour: str) -> None:
        colours = list(self.extras.colours)
        for other, taken in enumerate(colours):
            if other != seat and taken == colour:
                colours[other] = colours[seat]  # two players never share a colour: swap instead
        colours[seat] = colour
        self.extras = replace(self.extras, colours=tuple(colours))

    def set_players(self, n: int) -> None:
        """2, 3 or 4 players (NM-MULTI-02): seat rows come or go, new ones the computer's in a colour
        nobody has; a youngest who left and Four Corner Deployment (two players, NM-FAN-15) are
        dropped; the preview keeps its zoom."""
        if n == self.form.players:
            return
        form = self.form.with_players(n, self.schema)
        colours = list(self.extras.colours[: form.players])
        while len(colours) < form.players:
            colours.append(next(c for c in PLAYER_COLOURS if c not in colours))
        youngest = form.values.get("youngest")
        if youngest is not None and youngest >= form.players:
            form = form.with_value("youngest", None)
        if form.players != 2:
            form = form.with_value("fan_four_corners", False)
        if form.players == 1:  # the fan rules Basalt's guides never choose for (the rules refuse them)
            for key in NQ.solo_refused():
                form = form.with_value(key, False)
        self.form = form
        self.extras = replace(self.extras, colours=tuple(colours))
        self.rebuild()

    @staticmethod
    def _clay_name(share: float) -> str:
        name = next((n for n, v in CLAY_CHOICES if abs(v - share) < 1e-9), CLAY_CHOICES[0][0])
        return f"{name}: {clay_for(share)} dr each"

    def _set_clay(self, text: str) -> None:
        for _name, share in CLAY_CHOICES:
            if self._clay_name(share) == text:
                self.extras = replace(self.extras, clay=share)

    def _set_youngest(self, text: str) -> None:
        seat = None
        for i in range(self.form.players):
            if text == f"Player {i + 1}":
                seat = i
        self.form = self.form.with_value("youngest", seat)

    def settings(self) -> dict:
        """The settings the engine starts a game from: mode, basic play's steps and youngest, map id,
        and with 3-4 players their number and the clay each (the two-player game's keys as before)."""
        out: dict = {"mode": self.setup.mode}
        if self.setup.mode == "basic":
            out.update({key: key in self.setup.steps for key, _label, _words in WHAT_NEXT})
            if self.setup.youngest is not None:
                out["youngest"] = self.setup.youngest
        if self.setup.map:
            out["map"] = map_id(self.setup.map)
        if self.setup.players != 2:
            out["players"] = self.setup.players
            if self.setup.clay < 1.0:
                out["clay"] = clay_for(self.setup.clay)
        for key, _name, _fav in fan_rules():  # NM-FAN-01: only the switches that are on
            if key in self.setup.fan and not (key == "fan_four_corners" and self.setup.players != 2):
                out[key] = True
        if CLAY_KEY in self.setup.fan:  # More Fun with Clay (NM-CLAY-01)
            out[CLAY_KEY] = True
        return out

    def colours(self) -> list[tuple[int, int, int]]:
        """The players' colours as RGB, seat by seat."""
        return [tuple(PLAYER_COLOURS[c]) for c in self.extras.colours]

    def refusal(self, exc: Exception) -> str:
        """The rules' reason, then the choices it was given (e.g. a map the rules cannot read)."""
        return f"{exc}\n{self.setup.summary()}"

    def on_event(self, event: pygame.event.Event):
        """Dropdowns, and camera input over the preview."""
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            if event.ui_element in self.colour_menus:
                self._set_colour(self.colour_menus[event.ui_element], event.text)
                self.rebuild()  # the other seat's dropdown may have been swapped
            elif event.ui_element is self.clay_menu:
                self._set_clay(event.text)
            elif event.ui_element is self.youngest_menu:
                self._set_youngest(event.text)
            elif event.ui_element is self.map_menu:
                self.choose_map(getattr(event, "selected_option_id", None) or event.text)  # the preview refits
            return None
        if self.control is not None:
            self.control.handle_event(event)
        return None

    def update(self, dt: float):
        """Arrow keys pan the preview."""
        if self.control is not None:
            self.control.update(dt)
        return None

    def terrain_notes(self) -> list[str]:
        """What the preview says of the terrain, longest first: the map starts empty and the players
        place the pieces (the preview showed a layout no game starts with, play-test r17); basic play has
        no terrain unless What Next step 1 adds it (NM-BASIC-05, NM-BASIC-37)."""
        if self.setup.mode == "basic" and "basic_terrain" not in self.setup.steps:
            return ["No terrain in basic play (What Next step 1 adds it)", "No terrain in basic play"]
        try:
            n = NQ.terrain_pieces()
        except ContentError:  # refused content: the note is left out, and Start says what is wrong
            return []
        if self.setup.players == 1:  # NM-SOLO-02: the person places none to n
            return [f"Starts empty: you place up to {n} terrain pieces", "Starts empty: you place the terrain"]
        return [f"Starts empty: the players place {n} terrain pieces", "Starts empty: players place the terrain"]

    def caption_lines(self, p: _Preview, chosen, s: float) -> list[tuple[pygame.Surface, tuple[int, int]]]:
        """The preview's caption: the map's name and size, then what the terrain will be, on one line each
        where they fit; in a narrow preview the size goes under the name and the note breaks over lines,
        as far as the room above the map allows (a tall narrow preview, 150 % with the fan rules on their
        own page, showed the name alone over an empty band, play-test r29)."""
        mw, mh = chosen.size
        x, room = p.rect.x + int(10 * s), p.rect.width - int(20 * s)
        big, small = look.font("serif_italic", int(16 * s)), look.font("serif_italic", int(14 * s))
        whole = f"{chosen.name} · {mw:g} × {mh:g} in"
        rows: list[tuple[str, int]] = [(whole, 16)] if big.size(whole)[0] <= room else [(chosen.name, 16)]
        notes = self.terrain_notes()
        fitting = [n for n in notes if small.size(n)[0] <= room]
        map_top = min(p.camera.map_to_screen(0, 0)[1], p.camera.map_to_screen(*chosen.size)[1])
        tall = map_top - p.rect.y >= int(110 * s)  # room above the map for more lines than the one-line look
        if rows[0][0] != whole and tall:
            rows.append((f"{mw:g} × {mh:g} in", 14))
        if fitting and (not tall or notes[0] == fitting[0]):
            rows.append((fitting[0], 14))
        elif notes and tall:
            rows += [(line, 14) for line in look.wrap_lines(notes[0], small, room)]
        out, y = [], p.rect.y + int(8 * s)
        for k, (words, size) in enumerate(rows):
            img = look.text("serif_italic", int(size * s), words, look.BONE)
            if k and y + img.get_height() > map_top - int(4 * s):
                break  # never over the map
            out.append((img, (x, y)))
            y += img.get_height() + int(4 * s if k == 0 else 0)
        return out

    def draw_scene(self, surface: pygame.Surface) -> None:
        """Panel, colour swatches and the map preview seen through its camera."""
        self.draw_panel(surface)
        if self.preview is None:
            return
        p = self.preview
        s = ui_scale(self.ctx.size)
        for menu, seat in self.colour_menus.items():
            r = menu.relative_rect
            side = r.height - int(8 * s)
            room = self.swatch_right.get(menu, r.right + r.height) - r.right - int(8 * s)
            sw = pygame.Rect(r.right + int(8 * s), r.top + int(4 * s), max(4, min(side, room)), side)
            pygame.draw.rect(surface, palette.shown(PLAYER_COLOURS[self.setup.colours[seat]]), sw, border_radius=4)
            pygame.draw.rect(surface, look.BRASS, sw, 2, border_radius=4)
        pygame.draw.rect(surface, (24, 16, 20), p.rect, border_radius=6)
        clip = surface.get_clip()
        surface.set_clip(p.rect)
        chosen = self.chosen_map()
        colours = [palette.shown(PLAYER_COLOURS[c]) for c in self.setup.colours]
        multi = self.setup.players > 2
        # no terrain: every game starts on the empty map and the players place the pieces (NM-SETUP-07)
        draw_battle_map(surface, p.camera, chosen.size, [] if multi else colours, chosen.border, (), strips=not multi)
        if multi and chosen.stem:  # 3-4 players deploy along the map's zones (NM-MULTI-04/05)
            try:
                from tabletop.ui.necromolds.setup.draw import draw_zones, seats_on

                draw_zones(surface, p.camera, seats_on(map_id(chosen.stem), self.setup.players), colours, s)
            except (KeyError, ValueError):  # a map without zones for this many: Start will say so
                pass
        surface.set_clip(clip)
        pygame.draw.rect(surface, look.BRASS_DARK, p.rect, 2, border_radius=6)
        for img, at in self.caption_lines(p, chosen, s):
            surface.blit(img, at)
        hint = look.text("sans", int(13 * s), "right-drag: pan · wheel: zoom", look.BONE_DIM)
        if hint.get_width() <= room and p.rect.height >= int(160 * s):
            surface.blit(hint, hint.get_rect(bottomright=(p.rect.right - int(10 * s), p.rect.bottom - int(6 * s))))
