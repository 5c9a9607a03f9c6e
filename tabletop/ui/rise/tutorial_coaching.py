"""The Rise table coached: the table lights only what the tutorial's step lights.

Mixed in before `Coached` (tables.COACHING). A Rise table lights every card it may play and every
Minion it may raise; in a tutorial each step wants one gesture, and the others are refused with its
hint. Play-test r27: at "Play nothing" ("play none this time. Press Done playing cards.") the hand's
cards stayed lit and the top bar said "Click a lit card in your hand to play it, or Done." So the
table's view carries the labels the step lights (`RiseView.coach_lit`): cards and Minions are lit
only when the step lights them, and the top bar then names the press the step waits for
(table_draw.stage_help). The rules' offer is left whole: a click on a card the step does not want
is still judged by the script, and refused with the step's hint.

The step's light round a plaque in the choices panel pulses out further than the panel leaves between
its header and its first row (room is kept there for the keyboard's ring): the header is drawn again over
it, so the light passes behind "Your choices" rather than across it (r28: it covered the words' lower half).
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pygame

from tabletop.ui.rise.table import table_draw as TD
from tabletop.ui.rise.table.hover_tips import TIP_REST


class RiseCoaching:
    """The step's lit gestures, by their labels, handed to the table's view and drawing."""

    lit: list[tuple]

    def lit_labels(self) -> tuple[str, ...]:
        """The labels (as `targets()` names them) of what the step lights now, in the table's order."""
        where = {t[1] for t in self.lit if t[0] == "click"}
        if not where:
            return ()
        return tuple(dict.fromkeys(label for label, pos in self.targets() if pos in where))  # type: ignore[attr-defined]

    def update(self, dt: float):
        """The coached table's update; when what the step lights changes, the table's picture is made
        again (the hand and the player boards are in its cached background)."""
        out = super().update(dt)  # type: ignore[misc]
        lit = self.lit_labels()
        if lit != getattr(self, "_coach_lit", None):
            self._coach_lit = lit
            self.backdrop.forget()  # type: ignore[attr-defined]
        return out

    def tool_view(self) -> Any:
        """The coached view, with what the step lights (nothing until the first update has found it)."""
        view = super().tool_view()  # type: ignore[misc]
        return dataclasses.replace(view, coach_lit=getattr(self, "_coach_lit", ()))

    def draw(self, surface) -> None:
        """The coached table with its light; a light on a choice, the header shown whole over it."""
        super().draw(surface)  # type: ignore[misc]
        image = getattr(self.backdrop, "image", None)  # type: ignore[attr-defined]
        choices = pygame.Rect(self.layout.choices)  # type: ignore[attr-defined]
        if image is None or not any(t[0] == "click" and choices.collidepoint(t[1]) for t in self.lit):
            return
        if getattr(self, "_rest", 0.0) >= TIP_REST and self.buttons.at(self.mouse) is not None:  # type: ignore[attr-defined]
            return  # a plaque's tooltip may stand over the header: left whole
        _font, _words, at = TD.head_place(self.tool_view())
        coach = getattr(self, "coach_rect", None)
        if coach is None or not coach.colliderect(at):
            surface.blit(image, at, area=at)  # the header as the table's picture has it
