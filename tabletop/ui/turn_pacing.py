"""The pace of a game on screen, for the person at it (issue 21): the "Your turn" beat and the
summary of what the computer did while they waited. The game screen owns one of each; the kit's
notices draw them (`notices.draw_beat`, `notices.draw_summary`).

The beat: a person's new turn begins with "Your turn" shown for BEAT_SECONDS (scaled by the
animation speed), and never inside a click: a press during the beat, or the release of a press
begun before it, is taken by the beat, not by the button that has just appeared under the cursor
(the kit's ClickGuard then still wants the mouse moved before that button takes a click).

Time is what the screen's update hands in (dt): deterministic in tests.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

BEAT_SECONDS = 1.0  # "Your turn" on screen (at animation speed 1); clicks wait it out
LEAST_BEAT = 0.35  # even with animations off: a click meant for the last screen cannot spend the turn
SUMMARY_LINES = 5  # the computer's doings shown at most (the newest; the rest are in the log)


class TurnBeat:
    """'Your turn' for a moment at the start of a person's turn; the clicks in it go nowhere."""

    def __init__(self, speed: float = 1.0) -> None:
        self.seconds = max(LEAST_BEAT, BEAT_SECONDS / speed) if speed > 0 else LEAST_BEAT
        self.left = 0.0
        self.seat: int | None = None
        self.held: set[int] = set()  # mouse buttons down now (their release may fall in a beat)
        self.swallow: set[int] = set()  # buttons whose release the beat takes

    @property
    def on(self) -> bool:
        """The beat is showing."""
        return self.left > 0

    def start(self, seat: int) -> None:
        """A person's turn begins: the beat shows, and a press already down ends inside it."""
        self.seat, self.left = seat, self.seconds
        self.swallow |= self.held

    def tick(self, dt: float) -> None:
        self.left = max(0.0, self.left - max(0.0, dt))

    def takes(self, event) -> bool:
        """True when the beat takes this mouse event (the table must not see it)."""
        kind, button = event.type, getattr(event, "button", None)
        if kind == pygame.MOUSEBUTTONDOWN:
            self.held.add(button)
            if self.on:
                self.swallow.add(button)
                return True
        elif kind == pygame.MOUSEBUTTONUP:
            self.held.discard(button)
            if button in self.swallow:
                self.swallow.discard(button)
                return True
        return False


def summary_lines(lines: Sequence, most: int = SUMMARY_LINES) -> tuple[list[str], int]:
    """(the newest `most` texts of the computer's log lines, how many more there were) from the lines
    since the person's last action."""
    theirs = [line.text for line in lines if getattr(line, "bot", False)]
    return theirs[-most:], max(0, len(theirs) - most)
