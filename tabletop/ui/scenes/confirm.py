"""A yes/no question over the screen below it (Esc at a game table: "Leave for the menu?").

The screen underneath stays drawn, dimmed (nothing new is shown, so no seat sees more than it
did); the question sits on a framed panel with two plaque buttons in the menu's look. The
first button (or Enter) answers yes and carries out what the caller gave; the second closes the
question, or carries out the caller's `on_no` when it gave one (a choice between two ways on,
such as "Resume it" or "New game"); Esc always just closes it. It knows no game.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from tabletop.ui import look
from tabletop.ui.layout import ui_scale
from tabletop.ui.scene import Scene, Transition, pop
from tabletop.ui.scenes.base import draw_ring, enter_down

TEXT_TOP = 90  # where the question starts below the panel's top, clear of the title's glow


class ConfirmScene(Scene):
    """A question with a yes button (`on_yes` answers the transition) and a no button (back)."""

    name = "confirm"
    covers = False  # the screen asking stays visible, dimmed, behind the question

    def __init__(
        self,
        ctx,
        title: str,
        text: str,
        yes: str,
        no: str,
        on_yes: Callable[[], Transition | None],
        on_no: Callable[[], Transition | None] | None = None,
    ) -> None:
        self.ctx = ctx
        self.title = title
        self.text = text
        self.yes_label = yes
        self.no_label = no
        self.on_yes = on_yes
        self.on_no = on_no
        self.mouse = (-1, -1)
        # opened by an Enter still held (a focused menu button pressed on its key-down): its repeats,
        # which come while the question is built, are not an answer (play-test: one Enter opened
        # "Learn to play first?" and answered it); Enter counts once that key has come up
        self._enter_held = enter_down()
        self.chosen: int | None = None  # 0 yes, 1 no: the keyboard's focus (Tab / arrows), None until used

    # -- where things are (tests press these) --------------------------------------------------
    def panel_rect(self) -> pygame.Rect:
        """The framed panel holding the question."""
        w, h = self.ctx.size
        s = ui_scale(self.ctx.size)
        pw = min(w - int(40 * s), int(560 * s))
        # the title, the question's lines, the buttons and the keys' hint under them: taller for a
        # longer question
        ph = max(int(262 * s), int(TEXT_TOP * s) + len(self.lines(pw)) * self.line_step() + int(128 * s))
        return pygame.Rect((w - pw) // 2, (h - ph) // 2, pw, ph)

    def text_size(self) -> int:
        """The question's font size (never shrunk: a long question wraps)."""
        return int(18 * ui_scale(self.ctx.size))

    def line_step(self) -> int:
        return int(self.text_size() * 1.4)

    def lines(self, width: int) -> list[str]:
        """The question wrapped to the panel's width, whole: three lines dropped the rest of a longer one
        mid-sentence (an unfinished game's armies, play-test r21). Only a question taller than
        the window is cut, its last line ending in "…"."""
        s = ui_scale(self.ctx.size)
        lines = look.wrap_lines(self.text, look.font("serif_italic", self.text_size()), width - int(48 * s))
        room = max(1, (self.ctx.size[1] - int(40 * s) - int((TEXT_TOP + 128) * s)) // self.line_step())
        if len(lines) > room:
            lines = lines[: room - 1] + [lines[room - 1].rstrip(" .,") + "…"]
        return lines

    def button_rects(self) -> tuple[pygame.Rect, pygame.Rect]:
        """(yes, no) buttons, side by side along the panel's foot."""
        p = self.panel_rect()
        s = ui_scale(self.ctx.size)
        bw, bh, gap = int(190 * s), int(54 * s), int(28 * s)
        y = p.bottom - bh - int(40 * s)
        yes = pygame.Rect(p.centerx - gap // 2 - bw, y, bw, bh)
        no = pygame.Rect(p.centerx + gap // 2, y, bw, bh)
        return yes, no

    # -- answers ------------------------------------------------------------------------------
    def answer_yes(self) -> Transition | None:
        """Yes: what the caller asked for (it closes this question itself)."""
        return self.on_yes()

    def answer_no(self) -> Transition | None:
        """No: the caller's other way on when it gave one (it closes this question itself), else back
        to the screen below as it was."""
        return self.on_no() if self.on_no is not None else pop()

    def handle_event(self, event) -> Transition | None:
        """The buttons; Enter answers yes, Esc answers no."""
        if hasattr(event, "pos"):
            self.mouse = event.pos
        yes, no = self.button_rects()
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if yes.collidepoint(event.pos):
                return self.answer_yes()
            if no.collidepoint(event.pos):
                return self.answer_no()
        if event.type == pygame.KEYUP and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self._enter_held = False
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                if self._enter_held and event.key != pygame.K_SPACE:
                    return None
                return self.answer_no() if self.chosen == 1 else self.answer_yes()
            if event.key in (pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN):
                # the two answers by keys, a ring on the chosen one (it had none: play-test)
                self.chosen = 1 if self.chosen in (None, 0) and event.key != pygame.K_LEFT else 0
                return None
            if event.key == pygame.K_ESCAPE:
                return pop()
        return None

    def resize(self, size) -> None:
        """The rects follow ctx.size; nothing is cached."""

    def draw(self, surface) -> None:
        """Dim what is below; the panel, the question, the two plaques."""
        s = ui_scale(surface.get_size())
        look.dim(surface, 140)
        p = self.panel_rect()
        look.draw_frame(surface, p, fill_alpha=235)
        title = look.render_title(self.title, int(32 * s))
        surface.blit(title, title.get_rect(midtop=(p.centerx, p.top + int(24 * s))))
        # Wrapped at its own size above the buttons, never shrunk to a tiny font.
        top = p.top + int(TEXT_TOP * s)
        step = self.line_step()
        for i, line in enumerate(self.lines(p.width)):
            words = look.text("serif_italic", self.text_size(), line, look.BONE)
            surface.blit(words, words.get_rect(midtop=(p.centerx, top + i * step)))
        yes, no = self.button_rects()
        look.draw_plaque(surface, yes, self.yes_label, int(22 * s), hover=yes.collidepoint(self.mouse))
        look.draw_plaque(surface, no, self.no_label, int(22 * s), hover=no.collidepoint(self.mouse))
        # the ring is on what Enter answers: the first answer until Tab chooses (play-test r25: the line
        # under the buttons said "Enter: Learn to play" with no ring until Tab was pressed)
        draw_ring(surface, (yes, no)[self.chosen or 0].inflate(int(10 * s), int(10 * s)), s)
        hint = "Enter: " + (self.no_label if self.chosen == 1 else self.yes_label) + " · Tab: the other · Esc: back"
        note = look.text("serif_italic", max(11, int(13 * s)), hint, look.BONE)
        if note.get_width() <= p.width - int(16 * s):
            surface.blit(note, (p.centerx - note.get_width() // 2, p.bottom - int(26 * s)))
