"""A question asked before an action with a consequence the player may not expect (issue 21): playing
a Necromancer removes the other Necromancers of the hand from the game (RN-NEC-02), so a click on such
a card asks first, naming the cards that would go.

The question is a tool on top of the stack: modal while in hand (nothing below takes a click), its two
plaques the only choices on the table, Esc or "Keep them" puts it down with nothing played. A card with
nothing to remove is played at a click, as before.
"""

from __future__ import annotations

import pygame

from tabletop.games.rise import actions as A
from tabletop.games.rise import queries as Q
from tabletop.games.rise import words as RW
from tabletop.games.rise.content import cards
from tabletop.ui import look
from tabletop.ui.rise.table.table_view import RiseView, TableTool, left_press
from tabletop.ui.rise.table.widgets import Button, plaque_button
from tabletop.ui.tools import DONE, HANDLED, PASS, Drop

# The question's plaques. Keyed as choices (the choices panel then gives no stage help that the question
# hides); table_view.targets offers only these while the question is asked.
ASK_KEYS = ("choice_ask_yes", "choice_ask_no")


def question_for(view: RiseView, action: A.PlayCard) -> ConfirmPlayTool | None:
    """The question to ask before `action`, or None when it has no consequence to warn of."""
    try:
        gone = Q.removed_by_playing(view.state, action.seat, action.card)
    except Exception:
        return None
    return ConfirmPlayTool(action, gone) if gone else None


class ConfirmPlayTool(TableTool):
    """'Play Plague Mother? Playing it removes Decayed Baron and Shade Queen from the game.'"""

    name = "confirm"
    modal = True
    required = False  # Esc puts the question down: nothing is played

    def __init__(self, action: A.PlayCard, gone: list[str]) -> None:
        self.action = action
        self.gone = list(gone)
        c = cards()
        self.card_name = c.card(action.card).name
        self.words = RW.removal_warning(c, self.gone) + " Only one Necromancer is played in a game."

    def key(self) -> tuple:
        return (self.action.card,)

    def on_state(self, view: RiseView):
        """The card is no longer offered (an undo, another seat's turn): the question goes."""
        return None if self.action.card in view.offer.plays else DONE

    def panel_rect(self, view: RiseView) -> pygame.Rect:
        """The question's frame, centred over the board."""
        s = view.scale
        board = pygame.Rect(view.layout.board)
        r = pygame.Rect(0, 0, min(board.w - int(40 * s), int(560 * s)), int(210 * s))
        r.center = board.center
        return r

    def buttons(self, view: RiseView) -> list[Button]:
        p, s = self.panel_rect(view), view.scale
        bw, bh, gap = int(230 * s), int(40 * s), int(20 * s)
        y = p.bottom - bh - int(18 * s)
        yes = pygame.Rect(p.centerx - gap // 2 - bw, y, bw, bh)
        no = pygame.Rect(p.centerx + gap // 2, y, bw, bh)
        keep = "Keep " + ("it" if len(self.gone) == 1 else "them")
        return [
            plaque_button(ASK_KEYS[0], yes, f"Play {self.card_name}", lambda: [Drop(self), self.action]),
            plaque_button(ASK_KEYS[1], no, f"{keep}: not now", lambda: Drop(self)),
        ]

    def handle(self, event, view: RiseView):
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            return [Drop(self), self.action]
        return HANDLED if left_press(event) else PASS

    def draw_window(self, surface, view: RiseView) -> None:
        """The board dimmed, the question on a frame (its plaques are the table's buttons)."""
        s = view.scale
        board = pygame.Rect(view.layout.board)
        veil = pygame.Surface(board.size, pygame.SRCALPHA)
        veil.fill((0, 0, 0, 130))
        surface.blit(veil, board)
        p = self.panel_rect(view)
        look.draw_frame(surface, p, 240)
        title = look.text("serif_bold", max(12, int(20 * s)), f"Play {self.card_name}?", look.AMBER)
        surface.blit(title, title.get_rect(midtop=(p.centerx, p.y + int(16 * s))))
        f = look.font("serif", max(11, int(15 * s)))
        y = p.y + int(54 * s)
        for line in look.wrap_lines(self.words, f, p.w - int(48 * s)):
            t = f.render(line, True, look.BONE)
            surface.blit(t, t.get_rect(midtop=(p.centerx, y)))
            y += f.get_linesize()
