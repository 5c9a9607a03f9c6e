"""What the Rise table adds to the log and over the board besides the engine's events: the phases of a
person's turn the engine passed over (skips.py: a line seen by them alone, and a notice once their view
is on screen), and a computer's reason for each action (tabletop.ai.rise_reasons)."""

from __future__ import annotations

from tabletop.ai import rise_reasons as bot_reasons
from tabletop.core.protocol import Event
from tabletop.core.protocol import view as seat_view
from tabletop.games.rise import actions as A
from tabletop.ui.rise.table import choices as CH
from tabletop.ui.rise.table.skips import skipped


def last_batch(log) -> list | None:
    """The newest action's events in the log (None when its newest entry is a note of the screen's)."""
    return log.batches[-1] if log.batches and isinstance(log.batches[-1], list) else None


class TurnNotes:
    """The state before the newest action (for the computer's reasons) and the notice waiting for its seat."""

    def __init__(self, state) -> None:
        self.before = state
        self.waiting: tuple | None = None  # (seat, words): a phase passed over, told when its seat is shown
        self.shown = ""  # the words of the notice last put over the board
        self.since: tuple = ()  # where the cursor was when that notice came

    def tell_skips(self, game, before, state, action, log, batch: list | None = None) -> None:
        """Phase 1 or 2 of the turn's seat passed over by the engine (nothing it can pay for): a line in
        its log (seen by it alone) and a notice waiting for its view to be on screen. Only for a person."""
        seat = state.turn.seat
        if batch is None:
            batch = last_batch(log)
        try:
            words = skipped(before, state, action, seat_view(game, state, seat))
        except Exception:
            words = []
        if not words:
            return
        if batch is not None:
            batch.extend(Event("skip", {"seat": seat}, w, to=(seat,)) for w in words)
            log.version += 1
        self.waiting = (seat, "\n".join(words))

    def due(self, turn_seat: int, shown: int | None, combat=None) -> str | None:
        """The waiting notice's words once its seat is on screen (then it is no longer waiting) and the dice
        of a fight in the combat panel have landed (play-test r29: a computer's fight ended the round, and
        "Nothing to play…" for the person's coming turn showed while that fight's dice still rolled); a
        notice whose turn has passed is dropped."""
        if self.waiting is None or (combat is not None and combat.rolling):
            return None
        seat, words = self.waiting
        if turn_seat != seat:
            self.waiting = None
        elif shown == seat:
            self.waiting, self.shown = None, words
            return words
        return None

    def pointed(self, toast, mouse, rect) -> bool:
        """The cursor has moved (from where it was when the notice came) onto the notice of a phase passed
        over (`rect`): it may go, its words are in the log; so it never hides the board's lowest spaces and
        deck labels while the player looks for them (issue 21)."""
        if toast is None or toast[0] != self.shown or tuple(mouse) == self.since or rect is None:
            return False
        return rect.collidepoint(mouse)

    def explain(self, game, state, action, bots, log) -> None:
        """A computer's action: its reason (from the state before it and what everyone may see) joined to
        its line in the log; a combat decision gets a line of its own, what was chosen, then why."""
        before, self.before = self.before, state
        seat = getattr(action, "seat", None)
        batch = last_batch(log)
        if action is None or seat is None or seat not in bots or batch is None:
            return
        try:
            seen = seat_view(game, before, None)
            why = bot_reasons.reason(seen, action, seat_view(game, state, None))
            said = CH.choose_words(seen, action.choice) if isinstance(action, A.Choose) else ""
        except Exception:
            why, said = "", ""
        if why:
            bot_reasons.attach(batch, seat, why, said)
            log.version += 1
