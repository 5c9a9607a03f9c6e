"""Hot-seat hand-over: a full screen between two human seats, so the change of player is obvious."""
from __future__ import annotations

import pygame

from tabletop.ui import look
from tabletop.ui.layout import ui_scale
from tabletop.ui.necromolds.setup.draw import colour_name
from tabletop.ui.scene import Scene, replace
from tabletop.ui.scenes.base import UIScene

WHAT = {
    "necromolds_army": "to mold an army",
    "necromolds_deploy": "to deploy an army",
}


class HandoverScene(UIScene):
    """'Pass the table to Player 2': one button, then the next player's screen."""

    name = "necromolds_handover"
    escape_pops = False

    def __init__(self, ctx, seat: int, colour, then: Scene) -> None:
        super().__init__(ctx)
        self.seat = seat
        self.colour = tuple(colour)
        self.then = then

    def build(self) -> None:
        """The continue button under the message."""
        w, h = self.ctx.size
        s = ui_scale(self.ctx.size)
        bw, bh = int(360 * s), int(60 * s)
        self.continue_button = self.button(((w - bw) // 2, int(h * 0.66), bw, bh), f"I am Player {self.seat + 1}",
                                           self.go, cls="plaque", key="handover_continue")

    def go(self):
        """Show the next player's screen."""
        return replace(self.then)

    def on_event(self, event: pygame.event.Event):
        """Enter or space also continue."""
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER):
            return self.go()
        return None

    def draw_scene(self, surface: pygame.Surface) -> None:
        """A sigil in the player's colour and the words 'Pass the table to Player N'."""
        w, h = surface.get_size()
        s = ui_scale((w, h))
        look.dim(surface, 90)
        look.draw_sigil(surface, (w // 2, int(h * 0.34)), int(150 * s), alpha=90)
        pygame.draw.circle(surface, self.colour, (w // 2, int(h * 0.34)), int(46 * s))
        pygame.draw.circle(surface, look.BONE, (w // 2, int(h * 0.34)), int(46 * s), 3)
        num = look.text("display", int(44 * s), str(self.seat + 1), look.INK, shadow=False)
        surface.blit(num, num.get_rect(center=(w // 2, int(h * 0.34))))
        title = look.render_title(f"Pass the table to Player {self.seat + 1}", int(40 * s), glow_colour=self.colour)
        surface.blit(title, title.get_rect(center=(w // 2, int(h * 0.52))))
        what = WHAT.get(getattr(self.then, "name", ""), "to play")
        others = getattr(getattr(getattr(self.then, "session", None), "state", None), "seats", None)
        away = "The other players look away." if others is not None and len(others) > 2 else "The other player looks away."
        sub = look.text("serif_italic", int(20 * s), f"{colour_name(self.colour)} · {what}. {away}", look.BONE_DIM)
        surface.blit(sub, sub.get_rect(center=(w // 2, int(h * 0.60))))
