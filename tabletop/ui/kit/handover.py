"""The hand-over screen: stands between two human seats when what is shown would change.

Nothing of the game is visible behind it (it covers the table); one button (or Enter/Space)
says the right player is at the screen, and the table underneath shows that seat's view.
Any game screen pushes it (`GameScreen.handover_scene`); it knows no game. Set-up steps that
hand over between steps give it the next screen (`then`), which replaces it.

Its button appears where the last player's cursor may well be (on the button that ended their
turn): like every kit button it ignores clicks until the mouse has moved (kit.buttons), so the
release of that click cannot wave the next player through unseen.
"""

from __future__ import annotations

import pygame

from tabletop.ui import look
from tabletop.ui.kit.buttons import Button, ButtonSet, ClickGuard
from tabletop.ui.layout import ui_scale
from tabletop.ui.scene import Scene, Transition, pop, replace

GO_KEYS = (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER)


def mouse_now() -> tuple[int, int]:
    """Where the cursor is (off screen when pygame cannot say)."""
    try:
        return tuple(pygame.mouse.get_pos())  # type: ignore[return-value]
    except pygame.error:
        return (-1, -1)


class HandoverScene(Scene):
    """'Pass the table to Player 2' over a blank table, and a button 'I am Player 2'."""

    name = "handover"
    covers = True  # the table below is not drawn: nothing of the game shows through

    def __init__(
        self, ctx, seat: int, who: str, colour=look.BONE, what: str = "", then: Scene | None = None, title: str = ""
    ) -> None:
        self.ctx = ctx
        self.seat = seat
        self.who = who
        self.title = title or f"Pass the table to {who}"  # a table may say more ("Player 2 · team 1")
        self.colour = tuple(colour)[:3]
        self.what = what or "The other players look away."
        self.then = then  # the screen that replaces this one; None: back to the screen below
        self.mouse = mouse_now()
        self.t = 0.0
        self.guard = ClickGuard()
        self.guard.watch(self.buttons(), self.mouse, self.t)

    def go(self) -> Transition:
        """The named player is here: their screen."""
        return replace(self.then) if self.then is not None else pop()

    def button_rect(self) -> pygame.Rect:
        """Where the continue button is."""
        w, h = self.ctx.size
        s = ui_scale(self.ctx.size)
        bw, bh = int(360 * s), int(60 * s)
        return pygame.Rect((w - bw) // 2, int(h * 0.66), bw, bh)

    def buttons(self) -> ButtonSet:
        """The one button: 'I am Player 2'."""
        s = ui_scale(self.ctx.size)
        return ButtonSet(
            [Button("here", self.button_rect(), f"I am {self.who}", self.go, style="plaque", font_size=int(22 * s))]
        )

    def handle_event(self, event) -> Transition | None:
        """The button, Enter or Space: the named player is here."""
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.guard.moved()
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            b, _under = self.guard.press(self.buttons(), event.pos, self.t)
            if b is not None:
                return b.action()  # type: ignore[return-value]
        if event.type == pygame.KEYDOWN and event.key in GO_KEYS:
            return self.go()
        return None

    def update(self, dt: float) -> Transition | None:
        """The button's clock (it ignores clicks for a moment after it appears)."""
        self.t += dt
        self.guard.watch(self.buttons(), self.mouse, self.t)  # the window may have been resized
        return None

    def next_frame(self) -> float | None:
        """Nothing moves here: drawn again only on input (the button lights under the cursor)."""
        return None

    def draw(self, surface) -> None:
        """A blank, dimmed table; the seat's colour and number; the button."""
        self.guard.drawn(self.buttons())
        w, h = surface.get_size()
        s = ui_scale((w, h))
        surface.blit(look.table_texture((w, h)), (0, 0))
        look.dim(surface, 150)
        centre = (w // 2, int(h * 0.34))
        look.draw_sigil(surface, centre, int(150 * s), alpha=90)
        pygame.draw.circle(surface, self.colour, centre, int(46 * s))
        pygame.draw.circle(surface, look.BONE, centre, int(46 * s), 3)
        # ink on a light seat's disc, bone on a dark one (Black's number was dark on dark)
        ink = look.INK if 0.299 * self.colour[0] + 0.587 * self.colour[1] + 0.114 * self.colour[2] > 110 else look.BONE
        num = look.text("display", int(44 * s), str(self.seat + 1), ink, shadow=False)
        surface.blit(num, num.get_rect(center=centre))
        title = look.render_title(self.title, int(40 * s), glow_colour=self.colour)
        surface.blit(title, title.get_rect(center=(w // 2, int(h * 0.52))))
        sub = look.text("serif_italic", int(20 * s), self.what, look.BONE_DIM)
        surface.blit(sub, sub.get_rect(center=(w // 2, int(h * 0.60))))
        self.buttons().draw(surface, s, self.mouse)
