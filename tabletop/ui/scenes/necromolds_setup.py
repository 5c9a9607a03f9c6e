"""Necromolds new game: mode (with basic play's What Next? steps), two seats (human or bot),
colours, battle map with a preview, Start."""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Optional

import html

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton, UIDropDownMenu

from tabletop.ui import look
from tabletop.ui.battle_map import DEFAULT_SIZE, MapChoice, battle_maps, draw_battle_map
from tabletop.ui.camera import Camera
from tabletop.ui.camera_input import CameraControl
from tabletop.ui.layout import ui_scale
from tabletop.ui.scene import replace as replace_scene
from tabletop.ui.scenes.base import UIScene

MODES = (("Basic", "basic"), ("Standard", "standard"), ("Advanced", "advanced"))
# Basic play's What Next? steps (rulebook, Basic Play / What Next?; NM-BASIC-37..42), in the
# rulebook's order: settings key, short label, the rulebook's words for the tooltip.
WHAT_NEXT = (
    ("basic_terrain", "Terrain", "Add terrain pieces to the battle map which block movement and line of sight."),
    ("basic_skills", "Skill pools", "Use spellbook skill ratings to determine starting combat dice pools."),
    ("basic_distances", "Distances", "Use spellbook command slot distances to determine which edge of the distance "
                                     "tool to use when performing move and ranged commands."),
    ("basic_slots", "Dice on slots", "Assign command dice to spellbook command slots."),
    ("basic_abilities", "Abilities", "Use spellbook passive and magic abilities."),
)
SEAT_KINDS = (("Human", "human"), ("Bot", "bot"))
PLAYER_COLOURS: dict[str, tuple[int, int, int]] = {
    "Candle Amber": look.AMBER,
    "Moss Green": look.MOSS,
    "Bone White": look.BONE,
    "Grave Purple": (150, 96, 196),
    "Ember Red": look.EMBER,
    "Ghost Blue": (110, 160, 200),
}


def map_id(stem: str) -> str:
    """The rules' id of the battle map in levels/necromolds/<stem>.toml."""
    try:
        from tabletop.content.loader import load_toml
        from tabletop.content.necromolds import BattleMap
        from tabletop.paths import levels_dir

        return load_toml(levels_dir() / "necromolds" / f"{stem}.toml", BattleMap).id
    except Exception:  # unreadable: the rules will say so when the game starts
        return stem.removeprefix("map_")


@dataclass(frozen=True)
class NecromoldsSetup:
    """The choices made on this screen, as the battle table will receive them."""

    mode: str = "standard"
    seats: tuple[str, str] = ("human", "bot")
    colours: tuple[str, str] = ("Candle Amber", "Moss Green")
    map: Optional[str] = None
    steps: frozenset = frozenset()  # What Next? steps turned on (keys of WHAT_NEXT); basic play only

    def summary(self) -> str:
        """The choices in one sentence."""
        seats = " vs ".join(f"Player {i + 1} ({kind}, {colour})" for i, (kind, colour) in enumerate(zip(self.seats, self.colours)))
        where = f"on {self.map}" if self.map else "on an open table"
        steps = [f"{n}. {label}" for n, (key, label, _t) in enumerate(WHAT_NEXT, 1) if key in self.steps]
        plus = f" (What Next: {', '.join(steps)})" if self.mode == "basic" and steps else ""
        return f"{self.mode.capitalize()} game{plus}: {seats} {where}."


@dataclass
class _Preview:
    """The map preview: where it sits and the camera that draws it."""

    rect: pygame.Rect
    camera: Camera = field(default_factory=Camera)
    map: Optional[str] = None  # the map the camera was fitted to


class NecromoldsSetupScene(UIScene):
    """Choose how to play a Necromolds battle."""

    name = "necromolds_setup"

    def __init__(self, ctx) -> None:
        super().__init__(ctx)
        self.setup = NecromoldsSetup()
        self.maps: list[MapChoice] = []
        self.preview: Optional[_Preview] = None
        self.control: Optional[CameraControl] = None

    def enter(self) -> None:
        """Find the maps, then build."""
        self.maps = battle_maps()
        if self.maps and self.setup.map is None:
            self.setup = replace(self.setup, map=self.maps[0].stem)
        super().enter()

    def chosen_map(self) -> MapChoice:
        """The map picked (an open table when there are none)."""
        for m in self.maps:
            if m.stem == self.setup.map:
                return m
        return MapChoice("", "open table", DEFAULT_SIZE)

    def build(self) -> None:
        """Choices on the left, the map preview on the right, Back and Start below."""
        f = self.add_heading_and_back("Necromolds: Monster Battles")
        x, y, w, h = f["panel"]
        s = ui_scale(self.ctx.size)
        pad = int(40 * s)
        col_w = int(540 * s)
        row_h = int(42 * s)
        lx = x + pad
        cy = y + pad

        self.label((lx, cy, col_w, int(30 * s)), "Mode")
        cy += int(34 * s)
        self.radio((lx, cy, col_w, row_h), MODES, self.setup.mode, self._set_mode, key="mode")
        cy += row_h + int(30 * s)
        self.step_buttons: dict[str, UIButton] = {}
        if self.setup.mode == "basic":
            cy = self._build_steps(lx, cy - int(22 * s), col_w, row_h, s) + int(30 * s)

        self.colour_menus: dict[object, int] = {}
        for seat in (0, 1):
            self.label((lx, cy, col_w, int(30 * s)), f"Player {seat + 1}")
            cy += int(34 * s)
            self.radio(
                (lx, cy, int(250 * s), row_h), SEAT_KINDS, self.setup.seats[seat], lambda v, i=seat: self._set_seat(i, v), key=f"seat{seat}"
            )
            menu = UIDropDownMenu(
                list(PLAYER_COLOURS),
                self.setup.colours[seat],
                pygame.Rect(lx + int(300 * s), cy, col_w - int(300 * s) - int(50 * s), row_h),
                self.ctx.manager,
                container=self.root,
                object_id=f"#colour{seat}",
            )
            self.colour_menus[menu] = seat
            cy += row_h + int(30 * s)

        self.label((lx, cy, col_w, int(30 * s)), "Battle map")
        cy += int(34 * s)
        self.map_menu = None
        if self.maps:
            self.map_menu = UIDropDownMenu(
                [(m.name, m.stem) for m in self.maps], (self.chosen_map().name, self.setup.map),
                pygame.Rect(lx, cy, col_w, row_h), self.ctx.manager, container=self.root, object_id="#map"
            )
        else:
            self.label((lx, cy, col_w, row_h), "No battle maps in levels/necromolds/ yet: an open table is used.", cls="note")

        px = lx + col_w + int(50 * s)
        prect = pygame.Rect(px, y + pad, x + w - pad - px, h - 2 * pad - int(70 * s))
        previous = self.preview
        if previous is not None and previous.rect == prect and previous.map == self.setup.map:
            camera = previous.camera  # a rebuild for another reason keeps the player's pan and zoom
        else:
            camera = Camera(viewport=prect.size, viewport_x=prect.x, viewport_y=prect.y, min_scale=2.0, max_scale=120.0)
            camera.fit(*self.chosen_map().size, margin=0.08)
        self.preview = _Preview(prect, camera, self.setup.map)
        self.control = CameraControl(camera, prect)
        chosen = self.chosen_map()
        note = chosen.error or chosen.description or "An open table."
        self.text_box((px, prect.bottom + int(8 * s), prect.width, int(62 * s)), f"<i>{html.escape(note)}</i>")

        self.button(f["primary"], "Start", self.start, cls="plaque", key="start")

    def _build_steps(self, x: int, y: int, w: int, h: int, s: float) -> int:
        """Basic play's What Next? steps as toggles in the rulebook's order (3 then 2 a row, so the
        labels fit at the smallest window); returns the bottom."""
        self.label((x, y, w, int(26 * s)), "What Next? Add standard rules, in the rulebook's order:", cls="note")
        y += int(28 * s)
        gap = int(6 * s)
        th = int(36 * s)
        for row in (WHAT_NEXT[:3], WHAT_NEXT[3:]):
            bw = (w - gap * (len(row) - 1)) // len(row)
            for k, (key, label, words) in enumerate(row):
                n = next(i for i, step in enumerate(WHAT_NEXT, 1) if step[0] == key)
                b = UIButton(pygame.Rect(x + k * (bw + gap), y, bw, th), f"{n}. {label}", self.ctx.manager,
                             container=self.root, object_id=ObjectID(f"#{key}", "@choice"),
                             tool_tip_text=f"What Next? step {n}: \u201c{words}\u201d")
                self.step_buttons[key] = b
                self._actions[b] = lambda k_=key: self.toggle_step(k_)
                b.select() if key in self.setup.steps else b.unselect()
            y += th + gap
        return y - gap

    def toggle_step(self, key: str) -> None:
        """Turn a What Next? step on or off."""
        steps = set(self.setup.steps) ^ {key}
        self.setup = replace(self.setup, steps=frozenset(steps))
        b = self.step_buttons.get(key)
        if b is not None:
            b.select() if key in steps else b.unselect()
        return None

    def _set_mode(self, mode: str) -> None:
        was_basic = self.setup.mode == "basic"
        self.setup = replace(self.setup, mode=mode)
        if was_basic != (mode == "basic"):
            self.rebuild()  # the What Next? toggles appear or go

    def _set_seat(self, seat: int, kind: str) -> None:
        seats = list(self.setup.seats)
        seats[seat] = kind
        self.setup = replace(self.setup, seats=tuple(seats))

    def _set_colour(self, seat: int, colour: str) -> None:
        colours = list(self.setup.colours)
        other = 1 - seat
        if colours[other] == colour:
            colours[other] = colours[seat]  # two players never share a colour: swap instead
        colours[seat] = colour
        self.setup = replace(self.setup, colours=tuple(colours))

    def settings(self) -> dict:
        """The settings the engine starts a game from (mode, basic play's steps, map id)."""
        out: dict = {"mode": self.setup.mode}
        if self.setup.mode == "basic":
            out.update({key: key in self.setup.steps for key, _label, _words in WHAT_NEXT})
        if self.setup.map:
            out["map"] = map_id(self.setup.map)
        return out

    def bot_seats(self) -> set[int]:
        """Seats the computer plays."""
        return {i for i, kind in enumerate(self.setup.seats) if kind == "bot"}

    def colours(self) -> list[tuple[int, int, int]]:
        """The two players' colours as RGB."""
        return [tuple(PLAYER_COLOURS[c]) for c in self.setup.colours]

    def start(self):
        """Start the game (fresh seed, autosaved) at its first set-up screen."""
        from tabletop.ui.necromolds import flow

        try:
            scene = flow.new_game_scene(self.ctx, self.settings(), self.bot_seats(), self.colours())
        except (KeyError, ValueError) as exc:  # e.g. a map the rules cannot read
            self.show_message("This game cannot start", f"{exc}\n{self.setup.summary()}")
            return None
        return replace_scene(scene)

    def on_event(self, event: pygame.event.Event):
        """Dropdowns, and camera input over the preview."""
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            if event.ui_element in self.colour_menus:
                self._set_colour(self.colour_menus[event.ui_element], event.text)
                self.rebuild()  # the other seat's dropdown may have been swapped
            elif event.ui_element is self.map_menu:
                self.setup = replace(self.setup, map=getattr(event, "selected_option_id", None) or event.text)
                self.rebuild()  # refit the preview to the new map
            return None
        if self.control is not None:
            self.control.handle_event(event)
        return None

    def update(self, dt: float):
        """Arrow keys pan the preview."""
        if self.control is not None:
            self.control.update(dt)
        return None

    def draw_scene(self, surface: pygame.Surface) -> None:
        """Panel, colour swatches and the map preview seen through its camera."""
        self.draw_panel(surface)
        if self.preview is None:
            return
        p = self.preview
        s = ui_scale(self.ctx.size)
        for menu, seat in self.colour_menus.items():
            r = menu.relative_rect
            sw = pygame.Rect(r.right + int(12 * s), r.top + int(4 * s), r.height - int(8 * s), r.height - int(8 * s))
            pygame.draw.rect(surface, PLAYER_COLOURS[self.setup.colours[seat]], sw, border_radius=4)
            pygame.draw.rect(surface, look.BRASS, sw, 2, border_radius=4)
        pygame.draw.rect(surface, (24, 16, 20), p.rect, border_radius=6)
        clip = surface.get_clip()
        surface.set_clip(p.rect)
        chosen = self.chosen_map()
        colours = [PLAYER_COLOURS[c] for c in self.setup.colours]
        draw_battle_map(surface, p.camera, chosen.size, colours, chosen.border, chosen.terrain)
        surface.set_clip(clip)
        pygame.draw.rect(surface, look.BRASS_DARK, p.rect, 2, border_radius=6)
        mw, mh = chosen.size
        caption = look.text("serif_italic", int(16 * s), f"{chosen.name} · {mw:g} × {mh:g} in", look.BONE)
        surface.blit(caption, (p.rect.x + int(10 * s), p.rect.y + int(8 * s)))
        hint = look.text("sans", int(13 * s), "right-drag: pan · wheel: zoom", look.BONE_DIM)
        surface.blit(hint, hint.get_rect(bottomright=(p.rect.right - int(10 * s), p.rect.bottom - int(6 * s))))
