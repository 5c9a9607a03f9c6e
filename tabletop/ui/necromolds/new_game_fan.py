"""The Necromolds new-game form's Optional Fan Rules (NM-FAN-01, -23) and More Fun with Clay (NM-CLAY-01):
the heading with the star's legend, a switch per rule in two or three columns, the clay switch, the
High Ground map hint and what the switches do. A part of `NecromoldsNewGame` (a mixin: it reads the
form's `setup`, `form`, `ctx` and makes its widgets with the scene's `label`, `button` and `root`)."""

from __future__ import annotations

import pygame
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton

from tabletop.games.necromolds import queries as NQ
from tabletop.games.necromolds import spec as game_spec
from tabletop.ui.necromolds import form_switches as FS
from tabletop.ui.necromolds.form_rules import fan_rules, has_raised_ground
from tabletop.ui.necromolds.form_switches import FAVORITE_MARK

# The Optional Fan Rules (NM-FAN-01): settings key -> one line for the switch's tooltip, in the
# rulebook's order (the names come from the engine's settings.FAN_RULES).
FAN_TIPS = {f.key: f.tip for f in game_spec.FAN_RULES}
CLAY_KEY, CLAY_NAME, CLAY_TIP = game_spec.CLAY_MAGIC.key, game_spec.CLAY_MAGIC.label, game_spec.CLAY_MAGIC.tip
FAN_COLUMN_LEAST = 215  # design px a fan switch's column needs in three columns
HIGH_GROUND_MAP = "map_terraces"  # the shipped map with raised ground (NM-FAN-09)

# assets/theme.json's @plaque_small: corner radius 8, border 2, shadow 3, the words padded 10 each side
PLAQUE_SMALL_LEAST = 22  # the least height of its rounded plaque: 2 x (corner radius 8 + shadow 3)
PLAQUE_SMALL_BORDER, PLAQUE_SMALL_SHADOW, PLAQUE_SMALL_PADDING = 2, 3, 10


class FanRulesForm:
    """The fan rules' part of the Necromolds new-game form (see the module's docstring)."""

    FAN_ROW = 30  # a switch's height at scale 1
    FAN_GAP = 5

    def _fan_height(self, s: float) -> int:
        """The fan rules block's height: heading, five rows of two switches, the map hint line."""
        rows = (len(fan_rules()) + 1) // 2
        return int(26 * s) + rows * int((self.FAN_ROW + self.FAN_GAP) * s) + int(26 * s)

    def four_corners_problem(self) -> str:
        """Why Four Corner Deployment cannot be switched on now ('' when it can)."""
        if self.setup.players != 2:
            return f"Two players only: four corners hold two armies, not {self.setup.players}"
        return ""

    def solo_problem(self, key: str) -> str:
        """Why a fan rule cannot be switched on in a solo game ('' when it can): the rules refuse it."""
        if self.setup.players == 1 and key in NQ.solo_refused():
            return "Not against Basalt LaSeur: his guides never choose for it"
        return ""

    def high_ground_hint(self) -> str:
        """A word when High Ground is on but the chosen map has no raised ground to stand on."""
        if "fan_high_ground" not in self.setup.fan or has_raised_ground(self.setup.map or ""):
            return ""
        return "No raised ground here:"

    def _build_fan(self, x: int, y: int, w: int, s: float) -> None:
        """A heading with the star's legend, then a switch per fan rule in two columns (three across
        a whole panel)."""
        self.fan_buttons: dict[str, UIButton] = {}
        self.terraces_button = None
        rules = fan_rules()
        if not rules:
            return
        self.label((x, y, int(160 * s), int(24 * s)), "Optional fan rules", cls="note")
        cw = min(
            int(210 * s), max(0, w - int(160 * s) - int(172 * s))
        )  # More Fun with Clay: a switch at the heading's end

        def clay_switch(width: int) -> UIButton:
            return UIButton(
                pygame.Rect(x + w - width, y - int(2 * s), width, int(26 * s)),
                CLAY_NAME,
                self.ctx.manager,
                container=self.root,
                object_id=ObjectID(f"#{CLAY_KEY}", "@choice"),
                tool_tip_text=CLAY_TIP,
            )

        self.clay_button = clay_switch(cw)
        font = self.clay_button.font
        needed = font.get_rect(CLAY_NAME).width + FS.switch_pad(s) if font is not None else cw
        wanted = cw
        if needed > cw:  # a larger UI scale: the switch takes the legend's room (the legend shortens)
            wanted = min(w - int(160 * s), needed)
        if w - int(160 * s) - wanted < int(14 * s):  # not even the star: the heading gives way to the switch
            wanted = w - int(160 * s) - int(14 * s)
        if wanted != cw:
            # made again at its width: a resized button kept its first width's words ("More Fu", seen
            # in basic play, where the fan rules sit under the preview)
            self.clay_button.kill()
            cw = wanted
            self.clay_button = clay_switch(cw)
        legends = [
            f"{FAVORITE_MARK} = Basalt's Favorite (a suggestion only)",
            f"{FAVORITE_MARK} = Basalt's Favorite",
            f"{FAVORITE_MARK} = Basalt's",
            FAVORITE_MARK,
        ]
        room = w - int(160 * s) - cw
        self.fan_legend = self.fitted_label(
            (x + int(160 * s), y, max(int(14 * s), room), int(24 * s)), legends, cls="note"
        )
        self._actions[self.clay_button] = self.toggle_clay
        self.clay_button.select() if self.form.values.get(CLAY_KEY) else self.clay_button.unselect()
        y += int(26 * s)
        gap = int(6 * s)
        # three columns only where each holds the longest name whole, star and padding too, in the
        # switches' own font ("Turn Order Choice *" and "Directional Attacks" were cut at 960x600)
        third = (w - 2 * gap) // 3
        three = w >= 3 * int(FAN_COLUMN_LEAST * s)
        cols = 3 if three and FS.columns_hold(font, rules, third, s, third < int(260 * s), least=False) else 2
        bw = (w - gap * (cols - 1)) // cols
        th = int(self.FAN_ROW * s)
        for k, (key, name, fav) in enumerate(rules):
            row, col = divmod(k, cols)
            rect = pygame.Rect(x + col * (bw + gap), y + row * int((self.FAN_ROW + self.FAN_GAP) * s), bw, th)
            # its words as long as the switch holds with its padding, never cut (a larger UI scale)
            text = FS.first_fitting(font, FS.wordings(key, name, fav, bw < int(260 * s)), bw, s)
            problem = self.four_corners_problem() if key == "fan_four_corners" else ""
            if problem and self.setup.players != 1:
                text = FS.first_fitting(font, FS.FOUR_CORNERS_REASONS, bw, s)  # the reason on the switch itself
            tip = FAN_TIPS.get(key, name) + (" (* Basalt's Favorite)" if fav else "")
            problem = problem or self.solo_problem(key)
            if problem:
                tip = f"{problem}. {tip}"
            b = UIButton(
                rect,
                text,
                self.ctx.manager,
                container=self.root,
                object_id=ObjectID(f"#{key}", "@choice"),
                tool_tip_text=tip,
            )
            self.fan_buttons[key] = b
            self._actions[b] = lambda k_=key: self.toggle_fan(k_)
            b.select() if self.form.values.get(key) else b.unselect()
            if problem:
                b.disable()
        y += -(-len(rules) // cols) * int((self.FAN_ROW + self.FAN_GAP) * s)
        hint = self.high_ground_hint()
        terraces = bool(hint) and any(m.stem == HIGH_GROUND_MAP for m in self.maps)
        if "Basalt" not in self.fan_legend.text and not terraces:
            # the heading's legend shortened to a bare star (three and four seats put the switches in the
            # narrow right column: play-test r24): the star's meaning, whole, on the line under the switches
            self.fan_legend.set_text("")
            self.fan_legend = self.fitted_label((x, y, w, int(24 * s)), legends[:3], cls="note")
        if terraces:
            bw, bh = self._plaque_small_size("Use Crag Terraces", int(206 * s), int(26 * s))
            self.label((x, y, w - bw - int(8 * s), int(24 * s)), hint, cls="note")
            self.terraces_button = self.button(
                (x + w - bw, y + (int(24 * s) - bh) // 2, bw, bh),
                "Use Crag Terraces",
                self.use_terraces,
                cls="plaque_small",
                key="use_terraces",
                tooltip="The map made for High Ground: raised ledges to fight from",
            )

    def _plaque_small_size(self, text: str, width: int, height: int) -> tuple[int, int]:
        """An @plaque_small button's size holding `text` whole in the theme's font: at least `width` x
        `height`, and its words' size plus the theme's padding, border and shadow each side (at 960x600
        "Use Crag Terraces" read "Use Crag Terrace" in a 154 x 19 button whose rounded corners pygame_gui
        clamped: seeded monkey 202)."""
        font = self._switch_font()
        tw, th = font.size(text) if font is not None else (0, 0)
        edge = PLAQUE_SMALL_BORDER + PLAQUE_SMALL_SHADOW
        return (
            max(width, tw + 2 * (PLAQUE_SMALL_PADDING + edge) + 4),
            max(height, th + 2 * edge + 2, PLAQUE_SMALL_LEAST),
        )

    def _switch_font(self):
        """The switches' font (the theme's button font), or None without a theme to ask."""
        try:
            return self.ctx.manager.get_theme().get_font(["button"])
        except (AttributeError, TypeError, ValueError):  # no manager (a form laid out without one)
            return None

    def toggle_fan(self, key: str) -> None:
        """Switch a fan rule on or off (Four Corner Deployment only with two players)."""
        if (key == "fan_four_corners" and self.four_corners_problem()) or self.solo_problem(key):
            return None
        on = self._toggle(key)
        if key == "fan_high_ground":
            self.rebuild()  # the map hint comes or goes
            return None
        b = self.fan_buttons.get(key)
        if b is not None:
            b.select() if on else b.unselect()
        return None

    def toggle_fan_page(self) -> None:
        """Show the fan rules' own page, or go back from it to the rest of the form."""
        self.fan_page = not self.fan_page
        self.rebuild()

    def toggle_clay(self) -> None:
        """Switch More Fun with Clay on or off (NM-CLAY-01)."""
        on = self._toggle(CLAY_KEY)
        self.clay_button.select() if on else self.clay_button.unselect()
        return None

    def use_terraces(self) -> None:
        """Choose Crag Terraces, the map with raised ground (High Ground)."""
        self.choose_map(HIGH_GROUND_MAP)
        return None
