"""The protocol every game implements, so AI, replay, the simulator and the UI are written once.

A game is a set of pure functions over an immutable-by-convention state:
- `initial_state(settings, seed)` builds the state, its RNG seeded from `seed`;
- `to_act(state)` says which seats may act now (empty when the game is over);
- `legal_actions(state, seat)` lists the actions a seat may take. Where a choice is
  continuous (a position on a gridless map) it lists the discrete choices and a sample of
  positions; `check(state, action)` tells whether any given action is legal and why not;
- `apply(state, action)` returns `Applied(new_state, events)` or raises `IllegalAction`;
  it never changes the state it was given. Dice and shuffles happen inside `apply`
  through the state's RNG, so the action log plus the seed is the whole game;
- `outcome(state)` is None while the game runs, then an `Outcome`;
- `encode_action` / `decode_action` turn actions into JSON-ready dicts and back;
- `snapshot(state)` is the full state as JSON-ready data (used to verify replays).

Optional hooks, looked up by name (`hook(game, name)`); a game without one gets the default:
- `view(state, seat)`: what that seat may know, as a state of the same type with what it may
  not see taken out (OpenSpiel's observation, boardgame.io's playerView); `seat` None is the
  spectator's view. Bots are handed views, never states. Default: the whole state.
- `seat_count(state)`: how many seats the game has. Default: 2.
- `summary(state)`: figures for a simulator line. Default: none.
- `describe(snapshot)`: one line saying what a save holds (round, armies, whose turn), from
  its snapshot, for the Load list without replaying the save. Default: none.
- `undoable(action, events)`: whether the action may be taken back. Default: not when an event
  rolled, drew, shuffled or revealed something.
- `content_version(settings)`: the version of the content a game is played with (saves record it).
- `setup_events(state)`: the events of the chance in `initial_state` (shuffles, deals,
  roll-offs), so a table can show and animate them. Default: none.
- `validate_settings(settings)`: the settings the game will be played with (defaults filled in),
  or ValueError naming the key at fault. Default: the settings as given.
- `problems(state)`: what is wrong with a state (pieces off the board, negative counts), for
  tests to call after every step; empty when the state is sound. Default: none.
- `apply_in_place(state, action)`: `apply` that changes and returns the state it is given instead of
  a copy, for a caller that gives the old state up (the simulator: `Session.submit(action,
  in_place=True)`); the same next state and events as `apply`. A refusal may leave the state
  half-changed, so only a caller that then drops the game may use it. Its events may be worded when
  their text is first read (WordedLater): a caller that reads them reads them before the next action.
  Default: `apply`.

Platform rules every game keeps (tests/games/test_every_game.py and tests/games/test_engine_stateful.py
check them on every registered game):
- Every action is of its declared types. `apply` refuses (IllegalAction, in words naming the field)
  an action whose fields are not of the types its record declares, as decoding a save would, before
  anything else (`require_typed` of tabletop.core.action_types); `Session.submit` and `try_apply`
  check it too, for any game.
- No seat acts for another. Every action names the seat taking it (its encoded `seat`), and
  `apply` refuses an action whose seat is not in `to_act(state)` before anything else
  (`require_turn` does it); handlers then judge the action as that seat's own.
- Every number is bounded before work depends on it: a count, an index, a coordinate, the
  length of a list or a name in an action is checked against what the rules allow (finite,
  on the board, no more items than a real action has) before any loop, geometry or dice use
  it. The refusal is an IllegalAction in a player's words, and changes nothing.
- Settings are validated before a game starts: `initial_state` refuses an unknown key or a
  value out of range with a ValueError naming the key. The key `ui` is the table's own record
  (seats, colours): allowed, and ignored by the rules. Settings that only tests may use (such
  as forced dice) are refused unless the game was built for tests (e.g.
  `NecromoldsGame(allow_test_hooks=True)`): the registry's `get_game` never builds it so, so a
  save or the command line cannot rig a game.

Events say who may see them: `to` None is everyone; otherwise only those seats see the event,
and the others see its public version (`public` text and `public_data`), or nothing when that
is empty. An event with `reveals` set showed some seat what it could not see before: undo never
goes back past it.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, fields
from typing import Any, ClassVar, Protocol, runtime_checkable

from tabletop.core.action_types import require_typed
from tabletop.core.errors import IllegalAction


class EventRecord:
    """The base of a game's typed event records: one frozen dataclass per kind of event, its fields
    typed, `KIND` the kind string the event carries. New code reads the record's fields and compares by
    its type; `Event.data` is the same fields as a read-only mapping (for code still reading dicts).
    `OPTIONAL` names fields left out of that mapping while they are None (data keys a kind has only
    sometimes); `EXTRA` names fields the record carries for its words that the data leaves out (kept as
    the data was before events were typed)."""

    KIND: ClassVar[str] = ""
    OPTIONAL: ClassVar[frozenset[str]] = frozenset()
    EXTRA: ClassVar[frozenset[str]] = frozenset()


_FIELDS: dict[type, tuple[str, ...]] = {}  # a record class's field names, in order (looked up per event)


class RecordData(Mapping[str, Any]):
    """A record's fields as the read-only mapping `Event.data` was before events were typed: the same
    keys in the same order, equal to (and printed as) that dict."""

    __slots__ = ("_record",)

    def __init__(self, record: Any):
        self._record = record

    def _keys(self) -> tuple[str, ...]:
        cls = type(self._record)
        names = _FIELDS.get(cls)
        if names is None:
            names = _FIELDS[cls] = tuple(f.name for f in fields(cls) if f.name not in cls.EXTRA)
        optional = cls.OPTIONAL
        if optional:
            return tuple(n for n in names if n not in optional or getattr(self._record, n) is not None)
        return names

    def __getitem__(self, key: str) -> Any:
        if key not in self._keys():
            raise KeyError(key)
        return getattr(self._record, key)

    def __iter__(self):
        return iter(self._keys())

    def __len__(self) -> int:
        return len(self._keys())

    def __repr__(self) -> str:
        return repr(dict(self))


@dataclass(frozen=True)
class Event:
    """Something that happened while applying an action (for the log and animations).

    `record` is the typed record of what happened (an `EventRecord` of the game's events module);
    `kind` and `data` are its kind string and fields (`Event.of` derives them). `text` is the one
    player-facing wording, made by the game's words module from the record; `to` names the seats that
    may see the event (None: everyone) and `public` / `public_record` (`public_data`) are what the
    other seats see instead.
    """

    kind: str
    data: Mapping[str, Any] = field(default_factory=dict)
    text: str = ""
    to: tuple[int, ...] | None = None
    public: str = ""
    public_data: Mapping[str, Any] = field(default_factory=dict)
    reveals: bool = False
    record: Any = None
    public_record: Any = None

    @classmethod
    def of(
        cls,
        record: EventRecord,
        text: str,
        to: tuple[int, ...] | None = None,
        public: str = "",
        public_record: EventRecord | None = None,
        reveals: bool = False,
    ) -> Event:
        """The event of a typed record, its kind and data derived from the record."""
        public_data = RecordData(public_record) if public_record is not None else {}
        return cls(record.KIND, RecordData(record), text, to, public, public_data, reveals, record, public_record)

    def visible_to(self, seat: int | None) -> bool:
        """True when `seat` sees the whole event (None: a spectator, who sees only public events)."""
        return self.to is None or (seat is not None and seat in self.to)

    def for_seat(self, seat: int | None) -> Event | None:
        """The event as `seat` sees it: itself, its public version, or None when it shows nothing."""
        if self.visible_to(seat):
            return self
        if not self.public:
            return None
        seen = RecordData(self.public_record) if self.public_record is not None else dict(self.public_data)
        return Event(self.kind, seen, self.public, None, "", {}, self.reveals, self.public_record, None)


class WordedLater(Event):
    """An Event whose `text` and `public` are made from its records when first read, by `words` (the
    game's words module): a caller that never reads them (the simulator) never pays for the English
    (nor for `data` and `public_data`, made when read too).
    Everything else is an Event's, given at once; `dataclasses.replace` and equality work as on an Event.
    Only for records that nothing changes afterwards (a record must not share a list with the state)."""

    @classmethod
    def of_words(
        cls,
        record: EventRecord,
        words: Callable[[EventRecord], str],
        to: tuple[int, ...] | None = None,
        public_record: EventRecord | None = None,
        reveals: bool = False,
    ) -> Event:
        """The event of a typed record, worded by `words(record)` when its text is first read."""
        # Filled as the frozen dataclass's __init__ would (its fields; text and public unset, so worded
        # when read), without its one object.__setattr__ a field: an event or two every action.
        # `data` and `public_data` too are made from the records when first read.
        made = object.__new__(cls)
        made.__dict__.update(
            kind=record.KIND, to=to, reveals=reveals, record=record, public_record=public_record, _words=words
        )
        return made

    @property
    def data(self) -> Mapping[str, Any]:
        got = self.__dict__.get("_data")
        if got is None:
            got = self.__dict__["_data"] = RecordData(self.record)
        return got

    @data.setter
    def data(self, value: Mapping[str, Any]) -> None:
        self.__dict__["_data"] = value

    @property
    def public_data(self) -> Mapping[str, Any]:
        got = self.__dict__.get("_public_data")
        if got is None:
            record = self.public_record
            got = self.__dict__["_public_data"] = RecordData(record) if record is not None else {}
        return got

    @public_data.setter
    def public_data(self, value: Mapping[str, Any]) -> None:
        self.__dict__["_public_data"] = value

    @property
    def text(self) -> str:
        got = self.__dict__.get("_text")
        if got is None:
            words = self.__dict__.get("_words")
            got = self.__dict__["_text"] = words(self.record) if words is not None else ""
        return got

    @text.setter
    def text(self, value: str | None) -> None:
        self.__dict__["_text"] = value

    @property
    def public(self) -> str:
        got = self.__dict__.get("_public")
        if got is None:
            words = self.__dict__.get("_words")
            record = self.public_record
            got = self.__dict__["_public"] = words(record) if record is not None and words is not None else ""
        return got

    @public.setter
    def public(self, value: str | None) -> None:
        self.__dict__["_public"] = value


@dataclass(frozen=True)
class Applied:
    """The result of a legal action: the next state and what happened."""

    state: Any
    events: tuple[Event, ...] = ()


@dataclass(frozen=True)
class Outcome:
    """How a game ended.

    `winners`: the winning seats (0-based; several when they share the win, none when everyone
    lost, as when a co-op party is wiped out); `reason`: the player-facing sentence; `teams`:
    the seats of each team when the game has teams; `points`: points per seat (index = seat)
    when the game scores them.
    """

    winners: tuple[int, ...]
    reason: str = ""
    teams: tuple[tuple[int, ...], ...] = ()
    points: tuple[int, ...] = ()

    def team_of(self, seat: int) -> int | None:
        """The index of the team `seat` plays in, or None without teams."""
        for index, team in enumerate(self.teams):
            if seat in team:
                return index
        return None

    def won(self, seat: int) -> bool:
        """True when `seat` is among the winners."""
        return seat in self.winners


@runtime_checkable
class Game(Protocol):
    """What each game module provides (see the module docstring)."""

    name: str

    def initial_state(self, settings: Mapping[str, Any], seed: int) -> Any: ...
    def to_act(self, state: Any) -> Sequence[int]: ...
    def legal_actions(self, state: Any, seat: int) -> list[Any]: ...
    def check(self, state: Any, action: Any) -> str | None: ...
    def apply(self, state: Any, action: Any) -> Applied: ...
    def outcome(self, state: Any) -> Outcome | None: ...
    def encode_action(self, action: Any) -> dict: ...
    def decode_action(self, data: Mapping[str, Any]) -> Any: ...
    def snapshot(self, state: Any) -> dict: ...


class OptionalHooks(Protocol):
    """The hooks a game may also provide (see the module docstring); `hook` finds them."""

    def view(self, state: Any, seat: int | None) -> Any: ...
    def seat_count(self, state: Any) -> int: ...
    def summary(self, state: Any) -> dict: ...
    def describe(self, snapshot: Mapping[str, Any]) -> str: ...
    def undoable(self, action: Any, events: Sequence[Event]) -> bool: ...
    def content_version(self, settings: Mapping[str, Any]) -> str: ...
    def setup_events(self, state: Any) -> Sequence[Event]: ...
    def validate_settings(self, settings: Mapping[str, Any]) -> Mapping[str, Any]: ...
    def problems(self, state: Any) -> Sequence[str]: ...
    def apply_in_place(self, state: Any, action: Any) -> Applied: ...


HOOKS = (
    "view",
    "seat_count",
    "summary",
    "describe",
    "undoable",
    "content_version",
    "setup_events",
    "validate_settings",
    "problems",
    "apply_in_place",
    "RecordData",
)


def hook(game: Any, name: str):
    """The game's optional hook `name` (one of HOOKS), or None when the game has none."""
    if name not in HOOKS:
        raise KeyError(f"no optional hook {name!r}; hooks: {', '.join(HOOKS)}")
    return getattr(game, name, None)


def view(game: Any, state: Any, seat: int | None) -> Any:
    """What `seat` may know of `state` (the whole state for a game without seat views)."""
    probe = hook(game, "view")
    return state if probe is None else probe(state, seat)


def seat_count(game: Any, state: Any) -> int:
    """How many seats the game in `state` has (2 for a game that doesn't say)."""
    probe = hook(game, "seat_count")
    return 2 if probe is None else int(probe(state))


def setup_events(game: Any, state: Any) -> tuple[Event, ...]:
    """The events of the chance in set-up (empty for a game that doesn't report them)."""
    probe = hook(game, "setup_events")
    return () if probe is None else tuple(probe(state))


def validate_settings(game: Any, settings: Mapping[str, Any]) -> Mapping[str, Any]:
    """The settings `game` will be played with; ValueError naming the key it refuses."""
    probe = hook(game, "validate_settings")
    return dict(settings) if probe is None else probe(settings)


def problems(game: Any, state: Any) -> tuple[str, ...]:
    """What is wrong with `state` by the game's own invariants (empty for a sound state)."""
    probe = hook(game, "problems")
    return () if probe is None else tuple(probe(state))


def player_name(seat: int) -> str:
    """'Player 1' for seat 0: how the platform names a seat to players."""
    return f"Player {seat + 1}"


def turn_refusal(game: Any, state: Any, seat: Any) -> str | None:
    """Why `seat` may not act in `state` now, in a player's words; None when it is in `to_act`."""
    acting = list(game.to_act(state))
    if isinstance(seat, int) and not isinstance(seat, bool) and seat in acting:
        return None
    if not acting:
        return "the game is over"
    names = [player_name(s) for s in acting]
    waiting = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
    return f"it is not your turn: waiting for {waiting}"


def require_turn(game: Any, state: Any, seat: Any, why=None) -> None:
    """Refuse (IllegalAction) an action of a seat that may not act now, before any other work;
    `why(state, seat)` may word the refusal the game's own way."""
    reason = turn_refusal(game, state, seat)
    if reason is not None:
        raise IllegalAction(why(state, seat) if why is not None and game.to_act(state) else reason)


def events_for(events: Sequence[Event], seat: int | None) -> tuple[Event, ...]:
    """The events as `seat` sees them (hidden ones replaced by their public versions or dropped)."""
    out = []
    for event in events:
        seen = event.for_seat(seat)
        if seen is not None:
            out.append(seen)
    return tuple(out)


def fingerprint(snapshot: Mapping[str, Any]) -> str:
    """A short stable hash of a state snapshot (canonical JSON)."""
    text = json.dumps(snapshot, sort_keys=True, separators=(",", ":"), default=str)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def try_apply(game: Game, state: Any, action: Any) -> tuple[Applied | None, str | None]:
    """Apply an action, turning a refusal into (None, reason) instead of an exception; an action whose
    fields are not of their declared types is refused for every game (see core.action_types)."""
    try:
        require_typed(action)
        return game.apply(state, action), None
    except IllegalAction as refusal:
        return None, refusal.reason


__all__ = [
    "HOOKS",
    "Applied",
    "Event",
    "EventRecord",
    "Game",
    "IllegalAction",
    "OptionalHooks",
    "Outcome",
    "RecordData",
    "WordedLater",
    "events_for",
    "fingerprint",
    "hook",
    "player_name",
    "problems",
    "require_turn",
    "seat_count",
    "setup_events",
    "try_apply",
    "turn_refusal",
    "validate_settings",
    "view",
]
