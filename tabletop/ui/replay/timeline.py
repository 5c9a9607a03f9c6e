"""A saved game laid out as a timeline the replay viewer walks: every position from the set-up (0) to
the last action (n), the events of each action, the rounds and fights marked, and the state (or a
seat's view of it) at any position. No pygame here.

A round is what the game counts and calls by its own word (its spec's `Replay.period`: "Round", or
"Turn" for a game that counts turns only); a fight is marked where its dice are first rolled (its
spec's `Replay.fight_dice`), so "Fight >" shows the dice and what they did at once, and a fight begun
and ended by one action is marked too.

The save is replayed once, through the same `session_from` as `tabletop replay FILE --verify` and Load
(its settings checked, its fingerprint verified), into a `Recording` session that keeps each action's
events, the rounds and fights as they begin, and a reference to every CHECKPOINT_EVERY-th state. States
are immutable by the protocol (`apply` returns a new one), so a checkpoint costs a reference, not a
copy; the state at any position is the nearest checkpoint at or before it with at most
CHECKPOINT_EVERY - 1 actions applied on top (a jump across a 1,500-action game takes milliseconds).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tabletop.core.errors import SaveError
from tabletop.core.protocol import Event, Game, Outcome, events_for, seat_count, setup_events
from tabletop.core.protocol import view as seat_view
from tabletop.core.save import read_save
from tabletop.core.session import Session
from tabletop.games import resolve
from tabletop.ui.fight_so_far import fighting
from tabletop.ui.registry import replay_of

CHECKPOINT_EVERY = 16  # states kept by reference; at most 15 actions are re-applied to reach any position
ALL = "all"  # the seat choice that shows the whole state, nothing hidden


def round_of(state: Any) -> int | None:
    """The game's round number in `state` (its `round` field), or None for a game that counts turns only."""
    value = getattr(state, "round", None)
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def turn_of(state: Any) -> int | None:
    """The turn number of a game that records its turn in hand (`state.turn.number`), or None."""
    number = getattr(getattr(state, "turn", None), "number", None)
    return number if isinstance(number, int) and not isinstance(number, bool) else None


def count_of(state: Any) -> int | None:
    """What the game counts in `state`: its round, or for a game that counts turns only its turn."""
    found = round_of(state)
    return found if found is not None else turn_of(state)


def fight_marks(
    batches: Sequence[Sequence[Event]], fights_on: Sequence[bool], rolled: Callable[[Sequence[Event]], bool] | None
) -> list[int]:
    """Where each fight's dice are first rolled: a fight runs from the action that begins it (one with a
    fight on after it, or one that rolled a fight's dice) to the action that ends it; its mark is the
    first of those actions that rolled dice, or its first when none did (or the game cannot tell). Marked
    at its beginning, a combat whose dice are bought first was landed on two steps before its roll ("?"
    dice: play-test r18), and a fight begun and ended by one move was not marked at all."""
    out: list[int] = []
    end, k = len(fights_on) - 1, 1
    while k <= end:
        rolls = rolled is not None and rolled(batches[k])
        if fights_on[k - 1] or not (fights_on[k] or rolls):
            k += 1
            continue
        last = k
        while last < end and fights_on[last]:  # on to the action that ends it (it is on after each before)
            last += 1
        out.append(next((p for p in range(k, last + 1) if rolled is not None and rolled(batches[p])), k))
        k = last + 1
    return out


@dataclass(frozen=True)
class Mark:
    """A point worth jumping to: the position where a round begins, or where a fight's dice are rolled."""

    position: int
    kind: str  # "round" or "fight"
    label: str


class Recording(Session):
    """A Session that, while a save is replayed into it, keeps what the timeline needs."""

    def __init__(self, game: Game, settings, seed: int):
        super().__init__(game, settings, seed)
        self.batches: list[list[Event]] = [list(setup_events(game, self.state))]
        self.checkpoints: list[Any] = [self.state]
        self.marks: list[Mark] = []
        self.period = replay_of(game.name).period or "Round"  # the game's word for what it counts
        self._count = count_of(self.state)
        if self._count is not None and self._count > 0:  # a game that starts in its first round (or turn)
            self.marks.append(Mark(0, "round", f"{self.period} {self._count}"))
        self._fight = fighting(self.state)
        self.fights_on: list[bool] = [self._fight]  # position -> a fight is on there
        self.listeners.append(self._record)

    def _record(self, _session: Session, _action: Any, events: tuple[Event, ...]) -> None:
        state, position = self.state, len(self.actions)
        self.batches.append(list(events))
        if position % CHECKPOINT_EVERY == 0:
            self.checkpoints.append(state)
        now = count_of(state)
        if now is not None and now != self._count and now > 0:
            self.marks.append(Mark(position, "round", f"{self.period} {now}"))
        self._count = now
        self.fights_on.append(fighting(state))


class Timeline:
    """A replayed save: its positions 0..len(actions), events, marks and states."""

    def __init__(self, path: Path, recording: Recording) -> None:
        self.path = Path(path)
        self.game: Game = recording.game
        self.settings = dict(recording.settings)
        self.seed = recording.seed
        self.actions: list[Any] = list(recording.actions)
        self.batches = recording.batches
        self.period: str = recording.period  # the game's word for what the round marks count ("Turn")
        self.fights_on = recording.fights_on
        dice = replay_of(self.game.name).fight_dice
        fights = fight_marks(self.batches, self.fights_on, resolve(dice) if dice else None)
        self.marks = sorted([*recording.marks, *(Mark(k, "fight", "Fight") for k in fights)], key=lambda m: m.position)
        self.unverified = list(recording.unverified)
        self._checkpoints = recording.checkpoints
        self.final = recording.state
        self._last: tuple[int, Any] = (len(self.actions), recording.state)

    # -- positions ---------------------------------------------------------------------------------
    @property
    def end(self) -> int:
        """The last position (after the last action)."""
        return len(self.actions)

    def clamp(self, position: int) -> int:
        """`position` brought inside 0..end."""
        return max(0, min(self.end, int(position)))

    def state_at(self, position: int) -> Any:
        """The state after `position` actions: from the nearest checkpoint (or the last position asked
        for, when it is nearer and before), the actions between applied again."""
        k = self.clamp(position)
        base = (k // CHECKPOINT_EVERY) * CHECKPOINT_EVERY
        at, state = base, self._checkpoints[base // CHECKPOINT_EVERY]
        last_at, last = self._last
        if base <= last_at <= k:
            at, state = last_at, last
        for action in self.actions[at:k]:
            state = self.game.apply(state, action).state
        self._last = (k, state)
        return state

    def seats(self) -> range:
        """Every seat of the game."""
        return range(seat_count(self.game, self.final))

    def view_at(self, position: int, seat: int | str | None) -> Any:
        """What `seat` saw at `position` (its view: nothing hidden from it shown); ALL: the whole state."""
        state = self.state_at(position)
        return state if seat == ALL else seat_view(self.game, state, seat)  # type: ignore[arg-type]

    def outcome_at(self, position: int) -> Outcome | None:
        """How the game stood ended at `position` (None while it ran)."""
        return self.game.outcome(self.state_at(position))

    def batches_to(self, position: int) -> list[list[Event]]:
        """The events of the set-up and of every action up to `position`."""
        return self.batches[: self.clamp(position) + 1]

    def fight_steps(self, position: int, seat: int | str) -> list[tuple[list[Event], Any]]:
        """The actions that tell the fight shown at `position`: for each position from the one after the
        last with no fight on (before `position`) up to `position`, its events and the state after it,
        both as `seat` saw them (ALL: everything). A fight on at `position`, or one that the action
        leading there finished, is told from its first action; empty at the set-up."""
        k = self.clamp(position)
        if k == 0:
            return []
        start = k - 1
        while start > 0 and self.fights_on[start]:
            start -= 1
        last_at, last = self._last  # the state the table shows (kept: the same object, not one made again)
        state, out = self.state_at(start), []
        for p in range(start + 1, k + 1):
            state = last if p == last_at else self.game.apply(state, self.actions[p - 1]).state
            batch = self.batches[p]
            if seat == ALL:
                out.append((list(batch), state))
            else:
                out.append((list(events_for(batch, seat)), seat_view(self.game, state, seat)))  # type: ignore[arg-type]
        self._last = (k, state)
        return out

    # -- marks -------------------------------------------------------------------------------------
    def marks_of(self, kind: str) -> list[Mark]:
        """The marks of one kind ("round" or "fight"), in order."""
        return [m for m in self.marks if m.kind == kind]

    def next_mark(self, position: int, kind: str) -> int | None:
        """The position of the first mark of `kind` after `position`, or None."""
        return next((m.position for m in self.marks_of(kind) if m.position > position), None)

    def previous_mark(self, position: int, kind: str) -> int | None:
        """The position of the last mark of `kind` before `position`, or None."""
        found = [m.position for m in self.marks_of(kind) if m.position < position]
        return found[-1] if found else None

    def round_label(self, position: int) -> str:
        """The round (in the game's word: "Turn 12") in play at `position` ("Set-up" before the first)."""
        label = "Set-up"
        for m in self.marks_of("round"):
            if m.position > position:
                break
            label = m.label
        return label

    def acting_seats(self, position: int) -> Sequence[int]:
        """The seats to act at `position` (empty at the end)."""
        return list(self.game.to_act(self.state_at(position)))

    def action_seat(self, position: int) -> int | None:
        """The seat that took the action leading to `position` (None at the set-up)."""
        if position <= 0:
            return None
        seat = getattr(self.actions[position - 1], "seat", None)
        return seat if isinstance(seat, int) else None


def load_timeline(path: Path) -> Timeline:
    """Read and replay a save into a timeline, verified as `tabletop replay --verify` verifies it.
    SaveError (naming the file and what is wrong) for a file that cannot be read, replayed or verified;
    a save without a fingerprint replays, and `Timeline.unverified` says it was not checked."""
    from tabletop.replay import session_from

    path = Path(path)
    try:
        data = read_save(path)
        recording = session_from(path, data, verify=True, session_class=Recording)
        assert isinstance(recording, Recording)
        return Timeline(path, recording)
    except SaveError:
        raise
    except Exception as exc:  # a bug in replaying costs a message naming the file, not the viewer
        raise SaveError(path, f"could not be replayed ({type(exc).__name__}: {exc})") from None
