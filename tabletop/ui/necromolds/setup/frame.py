"""The set-up frame around a step: the header (the step's title, whose turn it is, the last message),
the side panel with Menu, Save, the step's helper button and Done, and why Done cannot be pressed yet.

The buttons are pygame_gui buttons in a container the game screen owns while a set-up step is shown
(`SetupButtons`); pressing one gives its key back to the screen, which does what it means. Drawing
only draws.
"""

from __future__ import annotations

import math

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton

from tabletop.ui import look
from tabletop.ui.kit.panels import readable
from tabletop.ui.layout import ui_scale
from tabletop.ui.necromolds.setup import draw as D
from tabletop.ui.necromolds.setup.layout import setup_layout
from tabletop.ui.necromolds.setup.step import StepTool
from tabletop.ui.necromolds.wording import reason as worded


class SetupButtons:
    """Menu, Save, the helper button and Done, built from the step (the screen rebuilds them after a
    change of state or step, not every frame: whether Done may be pressed asks the rules)."""

    def __init__(self, ctx) -> None:
        self.ctx = ctx
        self.root: pygame_gui.core.UIContainer | None = None
        self.keys: dict = {}  # button -> what it means ("menu", "save", "quick", "done")
        self.quick_button: UIButton | None = None
        self.done_button: UIButton | None = None
        self.done_reason = ""  # why Done cannot be pressed, in the engine's words
        self.hidden = False

    def refresh(self, step: StepTool) -> bool:
        """The same buttons brought up to the step as it stands (enabled or not), in place: a button
        made anew between a mouse's press and its release never sees the press, and the computer molds
        and deploys while a person does (lead's play r27: a click on "Starting Tip army" lost). False
        when the step wants other buttons than these (build them)."""
        if self.root is None or bool(step.quick_label) != (self.quick_button is not None):
            return False
        if bool(step.done_label) != (self.done_button is not None):
            return False
        for button, label in ((self.quick_button, step.quick_label), (self.done_button, step.done_label)):
            if button is not None and button.text != label:
                return False  # another label is another button to a click: made anew
        ok, why = step.done_state()
        self.done_reason = worded(why) if why else why
        for button, enabled in (
            (self.quick_button, bool(step.quick_label) and step.quick_enabled()),
            (self.done_button, ok),
        ):
            if button is None:
                continue
            if enabled and not button.is_enabled:
                button.enable()
            elif not enabled and button.is_enabled:
                button.disable()
        return True

    def build(self, step: StepTool) -> None:
        """The buttons for the step as it stands."""
        ok, why = step.done_state()
        self.kill()
        w, h = self.ctx.size
        self.root = pygame_gui.core.UIContainer(
            pygame.Rect(0, 0, w, h), self.ctx.manager, object_id=ObjectID(f"#{step.name}_root", None)
        )
        L = setup_layout(self.ctx.size)
        self._button(L["menu"], "Menu", "menu", "plaque_small", "setup_menu")
        self._button(L["save"], "Save", "save", "plaque_small", "setup_save")
        self.quick_button = self.done_button = None
        if step.quick_label:
            where = L["quick"] if step.done_label else L["done"]
            self.quick_button = self._button(where, step.quick_label, "quick", "plaque_small", "setup_quick")
            if not step.quick_enabled():
                self.quick_button.disable()
        self.done_reason = worded(why) if why else why
        if step.done_label:
            self.done_button = self._button(L["done"], step.done_label, "done", "plaque", "setup_done")
            if not ok:
                self.done_button.disable()
        if self.hidden:
            self.root.hide()

    def _button(self, rect, text: str, key: str, cls: str, object_key: str) -> UIButton:
        b = UIButton(
            pygame.Rect(rect),
            text,
            self.ctx.manager,
            container=self.root,
            object_id=ObjectID(f"#{object_key}", f"@{cls}"),
        )
        self.keys[b] = key
        return b

    def pressed(self, event) -> str | None:
        """Which button an event pressed ("menu", "save", "quick", "done"), if any."""
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            return self.keys.get(event.ui_element)
        return None

    def hide(self, hidden: bool) -> None:
        """Hide the buttons while another scene is on top (a hand-over, the Esc question)."""
        self.hidden = hidden
        if self.root is not None:
            (self.root.hide if hidden else self.root.show)()

    def kill(self) -> None:
        """Free the buttons (the set-up is over, or the screen left)."""
        if self.root is not None:
            self.root.kill()
        self.root = None
        self.keys.clear()
        self.quick_button = self.done_button = None


def draw_frame(surface: pygame.Surface, step: StepTool, buttons: SetupButtons, notice, notice_bad: bool) -> None:
    """The table, the side panel, the header, the step's pictures, why Done waits, the hotspots."""
    surface.blit(look.table_texture(surface.get_size()), (0, 0))
    L = setup_layout(surface.get_size())
    s = ui_scale(surface.get_size())
    look.draw_frame(surface, pygame.Rect(L["side"]), fill_alpha=200)
    draw_header(surface, pygame.Rect(L["header"]), s, step, notice, notice_bad)
    step.draw(surface, step.v)
    done = buttons.done_button
    if buttons.done_reason and done is not None and not done.is_enabled:
        x, y, _w, _h = L["menu"]
        text_rect = pygame.Rect(x, 0, L["side"][2] - 2 * int(16 * s), 0)
        f = look.font("serif_italic", int(13 * s))
        lines = D.wrap(f, buttons.done_reason, text_rect.width)[:3]
        text_rect.top = y - int(8 * s) - len(lines) * f.get_linesize()
        D.draw_wrapped(surface, buttons.done_reason, "serif_italic", int(13 * s), look.BONE_DIM, text_rect, max_lines=3)
    step.draw_spots(surface)


def draw_header(
    surface: pygame.Surface, rect: pygame.Rect, s: float, step: StepTool, notice: str | None, notice_bad: bool
) -> None:
    """The step's title on the left; whose turn it is, in that player's colour, on the right; the
    screen's last message (a refusal in red) between them."""
    strip = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(strip, (20, 12, 24, 200), strip.get_rect(), border_radius=8)
    surface.blit(strip, rect.topleft)
    pygame.draw.rect(surface, look.BRASS_DARK, rect, 2, border_radius=8)
    title = look.render_title(step.title(), int(26 * s))
    placed = title.get_rect(midleft=(rect.left + int(2 * s), rect.centery))
    surface.blit(title, placed)
    seat = step.turn_seat()
    right = rect.right - int(14 * s)
    if seat is not None:
        colour = step.colours[seat]
        msg = f"{step.player_name(seat)} {step.turn_text(seat)}"
        # the words in the seat's hue lifted to read on the dark strip (Grave Purple was purple on purple);
        # the chip keeps the colour itself
        img = look.text("serif_bold", int(20 * s), msg, readable(colour))
        chip = pygame.Rect(0, 0, int(26 * s), int(26 * s))
        chip.midright = (right, rect.centery)
        pygame.draw.circle(surface, colour, chip.center, chip.width // 2)
        pygame.draw.circle(surface, look.BONE, chip.center, chip.width // 2, 2)
        if seat in step.bots:  # a spinning mark while the computer thinks
            a = step.time * 5
            end = (chip.centerx + math.cos(a) * chip.width * 0.35, chip.centery + math.sin(a) * chip.width * 0.35)
            pygame.draw.line(surface, look.INK, chip.center, end, 2)
        surface.blit(img, img.get_rect(midright=(chip.left - int(10 * s), rect.centery)))
        right = chip.left - int(10 * s) - img.get_width() - int(24 * s)
    if notice:
        colour = (255, 150, 120) if notice_bad else look.BONE
        draw_notice(surface, rect, s, notice, colour, (placed.right + int(24 * s), right))


def draw_notice(
    surface: pygame.Surface, rect: pygame.Rect, s: float, notice: str, colour, between: tuple[int, int]
) -> None:
    """The screen's last message in the header, `between` the title's end and the turn's words: in the
    room the title leaves (not a fixed 300 px for the longest title) and on two lines where one does not
    hold it (r30: at 960x600 with Large text "Starting Tip: 1 Insectom…" was all a player read of the
    army taken); cut with "…" only past what two lines hold."""
    left, right = between
    box_w = max(50, right - left)
    f = look.font("serif_italic", int(15 * s))
    lines = look.wrap_lines(notice, f, box_w) or [notice]
    most = max(1, min(2, (rect.height - int(4 * s)) // f.get_linesize()))
    if len(lines) > most:
        lines = lines[: most - 1] + [" ".join(lines[most - 1 :])]
    text = lines[-1]
    if f.size(text)[0] > box_w:
        while text and f.size(text + "…")[0] > box_w:
            text = text[:-1]
        lines[-1] = text.rstrip() + "…"
    step = f.get_linesize()
    top = rect.centery - step * len(lines) // 2
    for k, line in enumerate(lines):
        img = look.text("serif_italic", int(15 * s), line, colour)
        surface.blit(img, img.get_rect(topright=(right, top + k * step)))
