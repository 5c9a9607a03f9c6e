"""The Library / Workshop look: the top cards seen by the seat alone, the one to keep, the order the
rest go back (RN-SPACE Library / Workshop).

The cards lie left to right in the tool's `order`: the one kept where it lay, the others in the order
they go back, first on the left. A click on a card keeps it; dragging a card that goes back onto
another swaps the two cards' places, and so their order (play-test: only the captions under them
changed, the cards stayed put, as if the drag did nothing); Keep takes the Pick (from the window or the
choices panel), Swap reverses the order. The tool keeps its own choice and the press or drag under way.
"""

from __future__ import annotations

import pygame

from tabletop.games.rise import actions as A
from tabletop.ui.rise.table import choices as CH
from tabletop.ui.rise.table import windows as W
from tabletop.ui.rise.table.layout import contains
from tabletop.ui.rise.table.table_view import RiseView, TableTool, left_press
from tabletop.ui.rise.table.widgets import plaque_button
from tabletop.ui.tools import HANDLED, PASS

DRAG_SLOP = 6  # pixels a press moves before it is a drag


class LookTool(TableTool):
    """The look window: which card to keep and the order the rest go back."""

    name = "look"

    def __init__(self, peek) -> None:
        self.keep: str | None = None
        self.order: list[str] = list(peek)  # the cards as they lie in the window, left to right
        self.press: tuple | None = None  # (card, pos) pressed in the window
        self.drag: tuple | None = None  # (card, pos) dragged in the window
        self.choose(peek[0] if peek else None, peek)

    @staticmethod
    def wanted(view: RiseView) -> bool:
        return bool(view.offer.picks)

    @property
    def rest(self) -> list[str]:
        """The cards that go back, top first: as they lie, left to right."""
        return [c for c in self.order if c != self.keep]

    def choose(self, card: str | None, peek) -> None:
        """Keep `card` where it lies (a new look lies in the order it was looked at)."""
        if sorted(self.order) != sorted(peek):
            self.order = list(peek)
        self.keep = card

    def placed(self, view: RiseView) -> list[tuple[str, pygame.Rect]]:
        """(card, where it lies) in the window, as drawn: the one kept raised (the focus rings it there)."""
        return W.look_drawn(view.layout.window, self.order, self.keep, view.layout.scale)

    def key(self) -> tuple:
        return (self.keep, tuple(self.rest))

    def on_state(self, view: RiseView):
        """A new look (the cards changed): the first card is kept until another is chosen."""
        peek = list(view.state.turn.peek)
        if view.offer.picks and (self.keep not in peek or sorted(self.order) != sorted(peek)):
            self.choose(peek[0], peek)
        return None

    def pick(self, view: RiseView) -> A.Pick:
        """The Pick as chosen so far."""
        return A.Pick(view.acting or 0, self.keep or "", tuple(self.rest))

    def swap(self):
        """Swap the order the rest go back: they change places, the kept card stays where it lies."""
        back = iter(reversed(self.rest))
        self.order = [c if c == self.keep else next(back) for c in self.order]
        return HANDLED

    def choices(self, view: RiseView) -> list[tuple[str, object]]:
        """Keep (and Swap, with two going back) for the choices panel."""
        out: list[tuple[str, object]] = [(f"Keep {CH.card_name(self.keep or '')}", self.pick(view))]
        if len(self.rest) > 1:
            out.append(("Swap the order they go back", self.swap))
        return out

    def buttons(self, view: RiseView) -> list:
        """Keep, also at hand in the window itself."""
        if view.combat is not None:
            return []
        s = view.scale
        wx, wy, ww, wh = view.layout.window
        kr = pygame.Rect(wx + ww - int(270 * s), wy + wh - int(W.KEEP_ROW * s), int(250 * s), int(38 * s))
        return [plaque_button("look_keep", kr, f"Keep {CH.card_name(self.keep or '')}", self.pick(view))]

    def handle(self, event, view: RiseView):
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            # Enter answers the look as its Keep does, the focus off (play-test r19: the keys' help says
            # Enter answers a question over the board; in the Library it did nothing)
            return self.pick(view) if view.look_open() and view.offer.picks and self.keep else PASS
        if left_press(event):
            if not view.look_open():
                return PASS
            for cid, r in self.placed(view):
                if r.collidepoint(event.pos):
                    self.press, self.drag = (cid, tuple(event.pos)), None
                    return HANDLED
            return HANDLED if contains(view.layout.window, event.pos) else PASS
        if event.type == pygame.MOUSEMOTION and self.press is not None:
            cid, start = self.press
            if self.drag is not None or abs(event.pos[0] - start[0]) + abs(event.pos[1] - start[1]) > DRAG_SLOP:
                self.drag = (cid, tuple(event.pos)) if cid in self.rest else None
            return HANDLED
        if event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 0) == 1 and self.press is not None:
            return self.release(event.pos, view)
        return PASS

    def release(self, pos, view: RiseView):
        """The end of a press: a drop onto another card that goes back swaps the two (their places and
        their order); a press that did not move keeps that card."""
        cid, _start = self.press or (None, None)
        dragged = self.drag is not None
        self.press, self.drag = None, None
        peek = list(view.state.turn.peek)
        if not view.offer.picks or cid not in peek:
            return HANDLED
        if dragged:
            for other, r in self.placed(view):
                if other != cid and other in self.rest and cid in self.rest and r.collidepoint(pos):
                    swapped = {cid: other, other: cid}
                    self.order = [swapped.get(c, c) for c in self.order]
                    break
        else:
            self.choose(cid, peek)
        return HANDLED

    def draw_window(self, surface, view: RiseView) -> None:
        if view.look_open():
            L, st = view.layout, view.state
            W.draw_look(surface, L.window, self.order, self.keep, self.rest, L.scale, st.turn.peek_deck, self.drag)
