"""The game screen's log: the engine's events in order, an action's a batch, and the screen's own notes;
each line read as the seat at the screen sees it (`Event.for_seat`), in the engine's own words (no game's
rules in here)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from tabletop.core.protocol import Event
from tabletop.ui.plain_words import plain


@dataclass(frozen=True)
class LogLine:
    """One line of the log as the seat at the screen reads it."""

    text: str
    kind: str = "note"
    seat: int | None = None  # the seat the event is about (data["seat"]), if any
    bot: bool = False  # the computer's doing: that seat (or, naming none, the action's) is the computer's
    data: dict = field(default_factory=dict)


class Batch(list):
    """One action's events, and the seat that took the action (`seat`, None when not known): a line
    that names no seat of its own is that seat's doing (a computer's monster moving names only the
    monster, yet the computer moved it)."""

    seat: int | None = None

    @classmethod
    def of(cls, events: Iterable[Event], seat: int | None = None) -> Batch:
        batch = cls(events)
        batch.seat = seat if isinstance(seat, int) and not isinstance(seat, bool) else None
        return batch


@dataclass
class GameLog:
    """The engine's events in order (each batch one action), and the screen's own notes."""

    batches: list = field(default_factory=list)  # lists of Event (one action each), or a LogLine of the screen's own
    version: int = 0

    def add_events(self, events: Sequence[Event], seat: int | None = None) -> None:
        """Append one action's events (`seat`: whose action they are, when known; else a Batch's own)."""
        self.batches.append(Batch.of(events, seat if seat is not None else getattr(events, "seat", None)))
        self.version += 1

    def take_back(self) -> list:
        """An undo: drop the last action's events (the screen's own notes stay); returns them."""
        for k in range(len(self.batches) - 1, -1, -1):
            if not isinstance(self.batches[k], LogLine):
                self.version += 1
                return self.batches.pop(k)
        return []

    def note(self, text: str, kind: str = "note") -> None:
        """Append a line of the screen's own (saved, undone; kind "title" for a heading)."""
        self.batches.append(LogLine(text, kind))
        self.version += 1

    def reason(self, text: str, seat: int | None) -> None:
        """A computer's reason for its newest action: a line of its own just before that action's events
        (why, then what it did: after them it read as said in the next turn, "Turn 3: Player 1" between),
        the computer's doing, so "While you waited" shows it with what it did."""
        at = next((k for k in range(len(self.batches) - 1, -1, -1) if not isinstance(self.batches[k], LogLine)), None)
        line = LogLine(text, "note", seat, True)
        if at is None:
            self.batches.append(line)
        else:
            self.batches.insert(at, line)
        self.version += 1

    def heading(self, text: str) -> None:
        """The log's heading, its first line: a table that opens when the battle begins (after the
        set-up was logged) still heads the log with it; a new heading replaces the old one."""
        if self.batches and isinstance(self.batches[0], LogLine) and self.batches[0].kind == "title":
            self.batches[0] = LogLine(text, "title")
        else:
            self.batches.insert(0, LogLine(text, "title"))
        self.version += 1

    def lines(self, seat: int | None, bots: Iterable[int], held: bool = False, adjacent: bool = False) -> list[LogLine]:
        """Every line as `seat` sees it: hidden events in their public words or not at all; `held`:
        the newest action's lines are left out for now (its dice are still rolling on the table).

        The same words twice within one action are one line (a spellbook's dice discarded one by one);
        with `adjacent`, only words the same as the line before: a screen whose one action holds a
        computer's whole turn keeps a thing done twice in it twice (a monster that moved 3 in, then 3 in
        again, read as one move of 3 in)."""
        bots = set(bots)
        out: list[LogLine] = []
        batches = self.batches
        if held:
            last = max((k for k, b in enumerate(batches) if not isinstance(b, LogLine)), default=None)
            batches = [b for k, b in enumerate(batches) if k != last]
        for batch in batches:
            if isinstance(batch, LogLine):
                out.append(batch)
                continue
            said: set = set()
            for ev in batch:
                seen = ev.for_seat(seat)
                if seen is None:
                    continue
                text = plain(seen.text) or seen.kind.replace("_", " ")
                if text in said:
                    continue
                said = {text} if adjacent else said | {text}
                data = dict(seen.data) if isinstance(seen.data, dict) or hasattr(seen.data, "items") else {}
                who = data.get("seat")
                who = who if isinstance(who, int) and not isinstance(who, bool) else None
                doer = who if who is not None else getattr(batch, "seat", None)
                out.append(LogLine(text, seen.kind, who, doer in bots, data))
        return out
