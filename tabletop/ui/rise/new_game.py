"""Rise of the Necromancers new game: the shared new-game form (tabletop.ui.scenes.new_game) with
what is Rise's own beside it: the chosen board side drawn small, and the five colours with the note
that they are not chosen.

The choices (2-5 players, RN-SETUP-01; a person or the computer in each seat; the board side, "By
players" giving the one RN-SETUP-02 names; the optional rule Necromancers Can Attack Each Other,
RN-PVP) are the game's settings schema (tabletop/games/rise/spec.py). Colours go to the roll at
set-up (RN-SETUP-10/13: black to the lowest, the others in turn order), so Start asks the engine
for them (`starting.start_session`) and the game opens at its set-up on the table.
"""

from __future__ import annotations

import pygame

from tabletop import games as rules
from tabletop.core.errors import ContentError
from tabletop.games.rise import spec as game_spec
from tabletop.ui import look
from tabletop.ui.layout import ui_scale
from tabletop.ui.rise.board_preview import board_side, draw_preview
from tabletop.ui.rise.starting import colour_names, colour_rgb, start_session
from tabletop.ui.scene import Transition
from tabletop.ui.scene import replace as replace_scene
from tabletop.ui.scenes import form_fit
from tabletop.ui.scenes.new_game import NewGameScene, offered

COLOURS_NOTE = "<i>The lowest roll at set-up takes black and starts; the others follow in turn order.</i>"


def colour_lines(width: int, s: float) -> list[list[tuple[str, str]]]:
    """The five colours (chip and name) in lines that fit `width` pixels at scale `s`."""
    font = look.font("sans", int(13 * s))
    lines: list[list[tuple[str, str]]] = [[]]
    x = 0
    for cid, name in colour_names():
        wide = 2 * int(11 * s) + int(4 * s) + font.size(name)[0]
        if lines[-1] and x + wide > width:
            lines.append([])
            x = 0
        lines[-1].append((cid, name))
        x += wide + int(14 * s)
    return lines


class RiseNewGame(NewGameScene):
    """The shared form on the left, the board side it would play on to the right."""

    def __init__(self, ctx) -> None:
        super().__init__(ctx, game_spec.SPEC.name)
        self.preview_rect: pygame.Rect | None = None
        self.colour_row: pygame.Rect | None = None

    def _columns(self, s: float) -> tuple[int, int]:
        """(label width, the left column's width): the rest of the panel is the board's. The column is
        wide enough for every row's buttons to hold their words with padding ("Large side" touched its
        border at 960x600, where the theme's font is larger than the design scaled)."""
        label_w = int(130 * s)
        font = form_fit.button_font(self.ctx)
        rows = [[str(n) for n in range(self.schema.offered_players[0], self.schema.offered_players[1] + 1)]]
        rows += [[words for words, _v in option.options] for option in self.schema.options if offered(option)]
        rows.append([words for words, _v in self.schema.seat_kinds])
        least = max(form_fit.row_least(font, row, s) for row in rows)
        return label_w, max(int(540 * s), label_w + least)

    @staticmethod
    def level_width(s: float) -> int:
        """A computer seat's level button with its gap: room for "Level: Normal" (play-test: "Normal"
        alone beside Bot did not say it was the computer's level)."""
        return int(166 * s)

    @staticmethod
    def level_wordings(word: str) -> tuple[str, ...]:
        """ "Level: Normal" where the row holds it with padding, else "Normal" (its tooltip says whose)."""
        return (f"Level: {word}", word)

    def row_metrics(self, s: float) -> tuple[int, int, int]:  # type: ignore[override]
        """The shared metrics, closer together where the rows would run past the panel (five seats and
        the rule's name on its own line, with Large text at 1024x640 or 150 % at 1920x1200: its Off and
        On buttons fell below the frame)."""
        pad, row_h, gap = super().row_metrics(s)
        if self._rows_height(pad, row_h, gap, s) > self.frame()["panel"][3]:
            return int(20 * s), row_h, int(8 * s)
        return pad, row_h, gap

    def _rows_height(self, pad: int, row_h: int, gap: int, s: float) -> int:
        """How tall the form's rows stand in the panel with these metrics, padding above and below."""
        label_w = self._columns(s)[0]
        high = 2 * pad + row_h + gap + self.form.players * (row_h + int(8 * s))
        for option in self.schema.options:
            if offered(option):
                high += gap + row_h + (0 if self._fits(option.label, label_w - gap) else min(row_h, int(28 * s)))
        return high

    def form_columns(self, width: int, s: float) -> tuple[int, int]:
        label_w, col_w = self._columns(s)
        return label_w, col_w - label_w

    def build(self) -> None:
        """The shared form, the colours at the foot of its column and the preview beside it."""
        super().build()
        x, y, w, h = self.frame()["panel"]
        s = ui_scale(self.ctx.size)
        pad = int(30 * s)
        label_w, col_w = self._columns(s)
        lx = x + pad
        note_h, row_h = int(60 * s), int(38 * s)
        px = lx + col_w + int(40 * s)
        pw = x + w - pad - px
        cy = y + h - pad - note_h - row_h  # the foot of the column, under the form's rows
        if cy >= self.rows_bottom:
            self.label((lx, cy, label_w, row_h), "Colours")
            self.colour_row = pygame.Rect(lx + label_w, cy, col_w - label_w, row_h)
            self.text_box((lx, cy + row_h, col_w, note_h), COLOURS_NOTE, plain=True)
            self.preview_rect = pygame.Rect(px, y + pad, pw, h - 2 * pad - int(40 * s))
            return
        # Not under the rows (a larger UI scale in a small window): under the board, the colours in
        # as many lines as its column needs.
        lines = len(colour_lines(pw, s))
        note_h = int(84 * s)
        colours_h = lines * int(26 * s)
        top = y + h - pad - note_h - colours_h
        self.colour_row = pygame.Rect(px, top, pw, colours_h)
        self.text_box((px, top + colours_h, pw, note_h), COLOURS_NOTE, plain=True)
        self.preview_rect = pygame.Rect(px, y + pad, pw, top - int(8 * s) - y - pad)

    def side(self) -> str:
        """The board side the game would be played on (RN-SETUP-02 when "By players")."""
        return board_side(str(self.form.values.get("side") or ""), self.form.players)

    def start(self) -> Transition | None:
        """Check the settings, start the game (fresh seed, autosaved, the engine's colours) and open it
        at its set-up; a refusal is shown, naming the setting, and the form stays."""
        try:
            settings = rules.check_settings(self.game, self.settings())
            session = start_session(settings, self.bot_levels())  # each computer seat with its level (issue 25)
            screens = self.spec.screens
            if screens is None:
                raise ValueError(f"{self.game} has no screens to play it on")
            scene = rules.resolve(screens.scene_for_session)(self.ctx, session)
        except (KeyError, ValueError, ContentError) as exc:
            self.show_message("This game cannot start", str(exc))
            return None
        self.remember()
        return replace_scene(scene)

    def draw_scene(self, surface: pygame.Surface) -> None:
        """The panel, the five colours and the board side drawn small."""
        super().draw_scene(surface)
        s = ui_scale(self.ctx.size)
        if self.colour_row is not None:
            row = self.colour_row
            lines = colour_lines(row.width, s)
            r = int(11 * s)
            line_h = row.height // len(lines)
            for k, line in enumerate(lines):
                x, cy = row.x, row.y + k * line_h + line_h // 2
                for cid, name in line:
                    pygame.draw.circle(surface, colour_rgb(cid), (x + r, cy), r)
                    pygame.draw.circle(surface, look.BRASS, (x + r, cy), r, 2)
                    word = look.text("sans", int(13 * s), name, look.BONE)
                    surface.blit(word, (x + 2 * r + int(4 * s), cy - word.get_height() // 2))
                    x += 2 * r + word.get_width() + int(14 * s)
        if self.preview_rect is not None:
            draw_preview(surface, self.side(), self.preview_rect, s)
