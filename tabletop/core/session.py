"""A game being played: the game, its settings and seed, the current state and the action log.

The UI, the simulator and replay all drive a game through a Session, so saving, loading
(replaying), verifying and undo are written once.
"""

from __future__ import annotations

import json
import logging
import operator
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from tabletop.core.action_types import require_typed
from tabletop.core.errors import IllegalAction, SaveError, escape, readable
from tabletop.core.protocol import Event, Game, Outcome, fingerprint, hook, seat_count
from tabletop.core.save import SAVE_FORMAT_VERSION, SEEDS, SaveData, describe_problem, read_save, write_save

log = logging.getLogger("tabletop.core")


def content_version(game: Game, settings: Mapping[str, Any]) -> str | None:
    """The game's content version for these settings, if the game reports one."""
    probe = hook(game, "content_version")
    return str(probe(settings)) if probe is not None else None


class Session:
    """One game in progress: apply actions, keep the log, save, load, undo."""

    def __init__(self, game: Game, settings: Mapping[str, Any], seed: int):
        self.game = game
        self.settings = dict(settings)
        whole = None if isinstance(seed, bool) else _whole(seed)
        if whole is None or whole not in SEEDS:
            # Refused, never reduced: the generator would take seed + 2^64 as seed, and replay it as that game.
            raise ValueError(f"seed {readable(repr(seed), 60)} is not a seed (a whole number from 0 to 2^64 - 1)")
        self.seed = whole
        self.state = game.initial_state(self.settings, self.seed)
        self.actions: list[Any] = []
        self._undo_floor = 0  # the log may not be cut below this (a roll or draw was seen)
        self.listeners: list[Callable[[Session, Any, tuple[Event, ...]], None]] = []
        # What a loaded save's replay could not be checked against (see from_save); [] when it was.
        self.unverified: list[str] = []
        self._judge: tuple = (None, None)  # (the game, its undoable hook): see _undoable

    # -- playing -------------------------------------------------------------
    def submit(self, action: Any, in_place: bool = False) -> tuple[Event, ...]:
        """Apply an action; on refusal raise IllegalAction and change nothing. An action whose fields are
        not of their declared types is refused here for every game, so none reaches the log.
        `in_place`: the game may change the current state itself (its apply_in_place hook, protocol.py)
        for a caller that keeps no old state and drops the game on a refusal (the simulator)."""
        require_typed(action)
        apply = (hook(self.game, "apply_in_place") or self.game.apply) if in_place else self.game.apply
        applied = apply(self.state, action)
        self.state = applied.state
        self.actions.append(action)
        if not self._undoable(action, applied.events):
            self._undo_floor = len(self.actions)
        for listener in list(self.listeners):
            listener(self, action, applied.events)
        return applied.events

    def _undoable(self, action: Any, events: tuple[Event, ...]) -> bool:
        # Never back past anything a seat has seen that it could not see before.
        judged = self._judge
        if judged[0] is not self.game:  # the hook looked up once per game object, not per action
            judged = self._judge = (self.game, hook(self.game, "undoable"))
        judge = judged[1]
        if judge is not None:
            for e in events:
                if e.reveals:
                    return False
            return bool(judge(action, events))
        return all(not (e.reveals or e.kind in ("roll", "draw", "shuffle", "reveal")) for e in events)

    def can_undo(self) -> bool:
        """True when the last action may be taken back under the rules."""
        return len(self.actions) > self._undo_floor

    def undo(self) -> bool:
        """Take back the last action by replaying the log without it; False if not allowed."""
        if not self.can_undo():
            return False
        kept = self.actions[:-1]
        floor = self._undo_floor
        self._replay(kept)
        self._undo_floor = floor
        return True

    def outcome(self) -> Outcome | None:
        """How the game ended, or None while it runs."""
        return self.game.outcome(self.state)

    # -- saving --------------------------------------------------------------
    def to_save(self) -> SaveData:
        """The save record: version, settings, seed, actions and a snapshot to verify against."""
        snap = self.game.snapshot(self.state)
        return SaveData(
            version=SAVE_FORMAT_VERSION,
            game=self.game.name,
            settings=self.settings,
            seed=self.seed,
            actions=[self.game.encode_action(a) for a in self.actions],
            snapshot=snap,
            fingerprint=fingerprint(snap),
            content_version=content_version(self.game, self.settings),
        )

    def save(self, path: Path) -> None:
        """Write the save file atomically."""
        write_save(Path(path), self.to_save())

    def _replay(self, actions: list[Any]) -> None:
        """The game again from its start through `actions` (all accepted before, on the same states): on a
        state of its own that no one else holds, so each action is applied in place (the game's
        apply_in_place hook, as the simulator's): Undo late in a long game replayed hundreds of actions,
        a copy of the state each, and took a frame of a quarter of a second and more."""
        self.state = self.game.initial_state(self.settings, self.seed)
        self.actions = []
        self._undo_floor = 0
        listeners, self.listeners = self.listeners, []
        try:
            for action in actions:
                self.submit(action, in_place=True)
        finally:
            self.listeners = listeners

    @classmethod
    def from_save(cls, game: Game, data: SaveData, path: Path | str = "<save>", verify: bool = True) -> Session:
        """Rebuild a game by replaying its log; anything that stops the replay raises SaveError.

        The state always comes from the replay, never from the snapshot written in the file.
        With `verify`, a save that has a fingerprint must reproduce it, and its snapshot must
        equal the replay's; a save without one replays but is not verified
        (`session.unverified` says why; empty when the replay was checked).
        """
        try:
            return cls._from_save(game, data, path, verify)
        except SaveError:
            # A save an earlier version made may replay only by the rules it played then (a game's
            # `older_rules`: Necromolds' Basalt before his look-ahead); the game goes on by them.
            for older in getattr(game, "older_rules", lambda: ())():
                try:
                    return cls._from_save(older, data, path, verify)
                except SaveError:
                    continue
            raise

    @classmethod
    def _from_save(cls, game: Game, data: SaveData, path: Path | str, verify: bool) -> Session:
        if data.game != game.name:
            raise SaveError(path, f"this save is for {data.game!r}, not {game.name!r}")
        ours = _quietly(lambda: content_version(game, data.settings))
        # Said only when the replay fails: a content change that doesn't touch this game is harmless.
        changed = (
            f" (it was made with other {game.name} content, version {data.content_version}; "
            f"this app has version {ours})"
            if data.content_version and ours and data.content_version != ours
            else ""
        )
        if isinstance(data.seed, bool) or _whole(data.seed) not in SEEDS:  # read_save refuses it in a file
            raise SaveError(
                path, f"field 'seed' is {_short(data.seed)}, not a seed (a whole number from 0 to 2^64 - 1)"
            )
        try:
            session = cls(game, data.settings, data.seed)
        except (KeyError, TypeError, ValueError, IllegalAction) as exc:
            # The game's own refusal of its settings (an unknown key, a value out of range).
            raise SaveError(path, f"settings cannot start a game: {_reason(exc)}") from None
        except Exception as exc:
            log.error("%s: the game failed to start from the save's settings", escape(path), exc_info=True)
            raise SaveError(path, f"settings cannot start a game: {_failure(exc)}") from None
        for index, raw in enumerate(data.actions):
            try:
                action = game.decode_action(raw)
            except Exception as exc:  # the codecs' refusal names the field: said in plain words (play-test r21)
                problem = describe_problem(_reason(exc), f"actions[{index}]")
                error = SaveError(path, f"actions[{index}] is not a valid action: {problem}{changed}")
                raise _parted(error, session, index, len(data.actions)) from None
            try:
                session.submit(action)
            except IllegalAction as refusal:
                error = SaveError(
                    path,
                    f"actions[{index}] does not replay: {_seat_problem(session, index, raw) or refusal.reason}{changed}",
                )
                raise _parted(error, session, index, len(data.actions)) from None
            except Exception as exc:
                log.error("%s: actions[%d] (%s) could not be replayed", escape(path), index, _kind(raw), exc_info=True)
                raise SaveError(
                    path, f"actions[{index}] ({_kind(raw)}) could not be replayed: {_failure(exc)}{changed}"
                ) from None
        session.unverified = [] if verify else ["the replay was not checked"]
        if verify:
            try:
                session.unverified = _verify(game, session, data, path, changed)
            except SaveError as error:  # every action replays, to another state: the game as it replays now
                raise _parted(error, session, len(data.actions), len(data.actions)) from None
        return session

    @classmethod
    def load(cls, game_for: Callable[[str], Game], path: Path, verify: bool = True) -> Session:
        """Read a save file and replay it with the game it names."""
        data = read_save(path)
        try:
            game = game_for(data.game)
        except KeyError:
            raise SaveError(path, f"unknown game {data.game!r}") from None
        return cls.from_save(game, data, path, verify=verify)


def _verify(game: Game, session: Session, data: SaveData, path: Path | str, changed: str) -> list[str]:
    """Check the replay against the save's fingerprint and snapshot; what could not be checked."""
    if data.fingerprint is None:
        # Saves of the earliest version had none (and a partial snapshot): they load, unverified.
        return ["the save has no fingerprint, so its replay cannot be checked against it"]
    snap = game.snapshot(session.state)
    got = fingerprint(snap)
    if got != data.fingerprint and isinstance(data.snapshot, dict):
        # A save an earlier version made lacks the fields added to the state since: one the replay
        # leaves empty is no difference (its game never used it), and the save's own fingerprint is
        # then that of the snapshot without them (a Corp game saved before State.peek_levels).
        snap = _without_added(data.snapshot, snap)
        got = fingerprint(snap)
    if data.snapshot is not None:
        # Compared as JSON, the form the file holds (tuples become lists).
        replayed = json.loads(json.dumps(snap, default=str))
        where = first_difference(data.snapshot, replayed)
        if where is not None:
            field, saved, actual = where
            raise SaveError(
                path,
                f"the snapshot written in the file does not match its replay: at '{field}' "
                f"the file says {_short(saved)}, the replay gives {_short(actual)}{changed}",
            )
    if got != data.fingerprint:
        raise SaveError(
            path, f"replay does not reproduce the saved state (fingerprint {got} != {data.fingerprint}){changed}"
        )
    return []


def _parted(error: SaveError, session: Session, replayed: int, total: int) -> SaveError:
    """`error`, carrying the game as far as it still replays (`replayed` of the save's `total` actions)
    when any of it does: the caller may offer to go on from there rather than lose the whole game."""
    if replayed > 0:
        error.partial = session
        error.replayed = replayed
        error.total = total
        session.unverified = [
            f"the save's game from action {replayed + 1} on does not replay under this version's rules"
            if replayed < total
            else "the game replays to another state than the one saved (the rules have changed since)"
        ]
    return error


def _empty(value: Any) -> bool:
    """None, False, 0, "" or an empty list or mapping: what a field added with a default holds."""
    return value is None or (
        isinstance(value, (str, bytes, int, float, list, tuple, dict, set, frozenset)) and not value
    )


def _without_added(saved: Any, replayed: Any) -> Any:
    """`replayed` (a snapshot) without the mapping keys that `saved` (its JSON form in a file) lacks
    and that hold nothing (see _empty): the fields added since the save was made. Keys compare as JSON
    writes them (an int key as its digits); everything else is kept as it is."""
    if isinstance(replayed, Mapping) and isinstance(saved, dict):
        out = {}
        for key, value in replayed.items():
            name = key if isinstance(key, str) else json.dumps(key)
            if name in saved:
                out[key] = _without_added(saved[name], value)
            elif not _empty(value):
                out[key] = value  # a difference: first_difference names it
        return out
    if isinstance(replayed, (list, tuple)) and isinstance(saved, list) and len(saved) == len(replayed):
        return type(replayed)(_without_added(a, b) for a, b in zip(saved, replayed, strict=True))
    return replayed


def first_difference(saved: Any, replayed: Any, where: str = "") -> tuple[str, Any, Any] | None:
    """(field, saved value, replayed value) of the first place two JSON documents differ, or None."""
    if isinstance(saved, dict) and isinstance(replayed, dict):
        for key in sorted(set(saved) | set(replayed), key=str):
            field = f"{where}.{key}" if where else str(key)
            if key not in saved:
                return field, _MISSING, replayed[key]
            if key not in replayed:
                return field, saved[key], _MISSING
            found = first_difference(saved[key], replayed[key], field)
            if found is not None:
                return found
        return None
    if isinstance(saved, list) and isinstance(replayed, list):
        for index, (a, b) in enumerate(zip(saved, replayed)):
            found = first_difference(a, b, f"{where}[{index}]")
            if found is not None:
                return found
        if len(saved) != len(replayed):
            return f"{where} (length)", len(saved), len(replayed)
        return None
    if type(saved) is not type(replayed) or saved != replayed:
        return where or "(the whole snapshot)", saved, replayed
    return None


class _Missing:
    def __repr__(self) -> str:
        return "nothing"


_MISSING = _Missing()


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _kind(raw: Any) -> str:
    """An action's type as the save names it, for a message ('move'), else 'an action'."""
    kind = raw.get("type") if isinstance(raw, dict) else None
    return _short(kind) if isinstance(kind, str) else "an action"


def _reason(exc: BaseException) -> str:
    """The words of a refusal (IllegalAction's reason, else the exception's message)."""
    return getattr(exc, "reason", None) or str(exc) or type(exc).__name__


def _seat_problem(session: Session, index: int, raw: Any) -> str:
    """Why a refused action's seat cannot be one, naming the field (a seat the game does not have was
    refused as "it is not your turn", play-test r21); "" when its seat is one of the game's."""
    seat = raw.get("seat") if isinstance(raw, Mapping) else None
    if type(seat) is not int:
        return ""
    seats = _quietly(lambda: seat_count(session.game, session.state))
    if not isinstance(seats, int) or 0 <= seat < seats:
        return ""
    return f"field 'actions[{index}].seat' is {seat}, but this game has seats 0 to {seats - 1} (players 1 to {seats})"


def _failure(exc: BaseException) -> str:
    """An unexpected failure in the rules, in words (details go to the log)."""
    detail = str(exc)
    return f"the rules failed on it ({type(exc).__name__}{': ' + detail if detail else ''}; details in the log)"


def _whole(value: Any) -> int | None:
    """`value` as an int when it is a whole number of any integer type (operator.index), else None."""
    try:
        return operator.index(value)
    except TypeError:
        return None


def _quietly(probe: Callable[[], Any]) -> Any:
    """The probe's answer, or None when it fails (only for words in a message)."""
    try:
        return probe()
    except Exception:
        return None
