"""What a watched table's choices panel says in place of choices: the decision taken at this point.

In the viewer nothing on a table can be chosen, so the panel that holds a seat's choices in play shows
instead what the seat to act chose here, read from the next action of the timeline (its events, as the
watched seat saw them: a card kept in secret is "keeps a card" to the others), or, at the end, how the
game ended. `WatchNote` is plain data the viewer hands the table (`Watched.tool_view`); the tables
with a choices panel draw it there with `draw_note`. No game is named here.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from tabletop.core.protocol import Event, events_for
from tabletop.ui import look

NOTE_LINES = 12  # events of one action shown at most (a fight's volley can have dozens)


@dataclass(frozen=True)
class WatchNote:
    """The decision at a watched position: who acts next and what came of it, or how the game ended."""

    actor: int | None = None  # the seat whose action comes next (None at the end)
    lines: tuple[str, ...] = ()  # what that action did, as the watched seat saw it
    over: str = ""  # at the end: why the game ended
    answer: str = ""  # the next action's answer to a question (its `choice`: "0", "yes"), if it has one
    silent: bool = False  # the action gave no words to anyone (ending a phase): not a hidden one

    def heading(self, name: str) -> str:
        """The panel's heading, `name` the actor's name as the table says it."""
        if self.actor is None:
            return "The game is over" if self.over else "Nothing more was played"
        return f"What {name} chose here · → to see it"

    def asked(self, question: str, name: str) -> str:
        """A decision's question as the watched table words it (issue 27): not asked of the watcher, who
        can choose nothing, but told as what the seat was asked and what it chose (the next action's
        first words), `name` the seat's name as the table says it."""
        question = question.strip()
        if not question:
            return ""
        if self.actor is None:
            return f"{name} was asked: {question}"
        answer = plain_answer(self.answer, question)
        said = f" It answered {answer}" if answer else " It answered"
        chose = self.lines[0] if self.lines else "(unseen by the watched seat)"
        return f"{name} was asked: {question}{said}: {chose}"

    def body(self) -> tuple[str, ...]:
        """The panel's lines under the heading."""
        if self.actor is None:
            return (self.over,) if self.over else ()
        if self.lines:
            return self.lines
        # a public step with no log line and no words of its own (`note_for`'s `said`) is not a secret
        return (
            ("(no line in the log: a step of the turn)",) if self.silent else ("(nothing the watched seat could see)",)
        )


def plain_answer(answer: str, question: str) -> str:
    """The answer worth saying beside its question: yes or no, or a number asked for ("how many"); a
    choice's raw id ("minion:zombie:0") or an option's index is not (the first line after it says what
    was chosen, in words)."""
    word = answer.strip().lower()
    if word in ("yes", "no"):
        return word
    return word if word.isdigit() and "how many" in question.lower() else ""


def note_for(
    actor: int | None,
    next_events: Sequence[Event] | None,
    seat: int | None,
    everything: bool,
    over: str,
    answer: str = "",
    said: str = "",
) -> WatchNote:
    """The note of a position: `next_events` the next action's events (None at the end), shown as
    `seat` saw them (`everything`: all of them in their full words); `answer` the next action's answer
    to a question asked (a fight's decision), said only where the table shows that question; `said` the
    next action's own words ("Player 2 raises no Minion"), shown when its events tell nobody anything."""
    if next_events is None:
        return WatchNote(None, (), over)
    seen = list(next_events) if everything else list(events_for(next_events, seat))
    words = [e.text for e in seen if e.text]
    if len(words) > NOTE_LINES:
        words = [*words[: NOTE_LINES - 1], f"… and {len(words) - NOTE_LINES + 1} more in the log after it"]
    silent = not any(e.text or getattr(e, "public", "") for e in next_events)
    if silent and said:
        words = [said]
    return WatchNote(actor, tuple(words), answer=answer, silent=silent)


def draw_note(surface: pygame.Surface, rect: pygame.Rect, note: WatchNote, name: str, scale: float) -> None:
    """The note in `rect` (a choices panel's inside): the heading in amber (`name` the actor's name as
    the table says it), then its lines (`draw_body`)."""
    x, room = rect.x + int(10 * scale), rect.w - int(20 * scale)
    head_font = look.font("serif_bold", max(10, int(13 * scale)))
    y = rect.y + int(6 * scale)
    surface.blit(head_font.render(_cut(note.heading(name), head_font, room), True, look.AMBER), (x, y))
    y += head_font.get_linesize() + int(2 * scale)
    draw_body(surface, pygame.Rect(rect.x, y, rect.w, rect.bottom - y), note, scale)


def draw_body(surface: pygame.Surface, rect: pygame.Rect, note: WatchNote, scale: float) -> None:
    """The note's lines in `rect`, wrapped to its width; where they run out of room the last shown
    ends with "…"."""
    x, room = rect.x + int(10 * scale), rect.w - int(20 * scale)
    small = look.font("sans", max(9, int(12 * scale)))
    wrapped = [part for line in note.body() for part in look.wrap_lines(line, small, room)]
    fits = max(0, (rect.bottom - int(4 * scale) - rect.y) // max(1, small.get_linesize()))
    if len(wrapped) > fits:
        wrapped = wrapped[:fits]
        if wrapped:
            wrapped[-1] = _cut(wrapped[-1] + " …", small, room)
    y = rect.y
    for part in wrapped:
        surface.blit(small.render(part, True, look.BONE), (x, y))
        y += small.get_linesize()


def _cut(words: str, font: pygame.font.Font, room: int) -> str:
    """`words` cut (ending "…") to fit `room` pixels."""
    while font.size(words)[0] > room and len(words) > 2:
        words = words[:-2] + "…"
    return words
