"""A game being played: the game, its settings and seed, the current state and the action log.

The UI, the simulator and replay all drive a game through a Session, so saving, loading
(replaying), verifying and undo are written once.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any, Callable, Mapping

from tabletop.core.errors import IllegalAction, SaveError
from tabletop.core.protocol import Event, Game, Outcome, fingerprint, hook
from tabletop.core.save import SAVE_FORMAT_VERSION, SaveData, read_save, write_save


def content_version(game: Game, settings: Mapping[str, Any]) -> str | None:
    """The game's content version for these settings, if the game reports one."""
    probe = hook(game, "content_version")
    return str(probe(settings)) if probe is not None else None


class Session:
    """One game in progress: apply actions, keep the log, save, load, undo."""

    def __init__(self, game: Game, settings: Mapping[str, Any], seed: int):
        self.game = game
        self.settings = dict(settings)
        self.seed = int(seed)
        self.state = game.initial_state(self.settings, self.seed)
        self.actions: list[Any] = []
        self._undo_floor = 0  # the log may not be cut below this (a roll or draw was seen)
        self.listeners: list[Callable[["Session", Any, tuple[Event, ...]], None]] = []

    # -- playing -------------------------------------------------------------
    def submit(self, action: Any) -> tuple[Event, ...]:
        """Apply an action; on refusal raise IllegalAction and change nothing."""
        applied = self.game.apply(self.state, action)
        self.state = applied.state
        self.actions.append(action)
        if not self._undoable(action, applied.events):
            self._undo_floor = len(self.actions)
        for listener in list(self.listeners):
            listener(self, action, applied.events)
        return applied.events

    def _undoable(self, action: Any, events: tuple[Event, ...]) -> bool:
        # Never back past anything a seat has seen that it could not see before.
        if any(e.reveals for e in events):
            return False
        judge = hook(self.game, "undoable")
        if judge is not None:
            return bool(judge(action, events))
        return not any(e.kind in ("roll", "draw", "shuffle", "reveal") for e in events)

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
        return SaveData(version=SAVE_FORMAT_VERSION, game=self.game.name, settings=self.settings,
                        seed=self.seed, actions=[self.game.encode_action(a) for a in self.actions],
                        snapshot=snap, fingerprint=fingerprint(snap),
                        content_version=content_version(self.game, self.settings))

    def save(self, path: Path) -> None:
        """Write the save file atomically."""
        write_save(Path(path), self.to_save())

    def _replay(self, actions: list[Any]) -> None:
        self.state = self.game.initial_state(self.settings, self.seed)
        self.actions = []
        self._undo_floor = 0
        listeners, self.listeners = self.listeners, []
        try:
            for action in actions:
                self.submit(action)
        finally:
            self.listeners = listeners

    @classmethod
    def from_save(cls, game: Game, data: SaveData, path: Path | str = "<save>",
                  verify: bool = True) -> "Session":
        """Rebuild a game by replaying its log; a log that no longer replays raises SaveError."""
        if data.game != game.name:
            raise SaveError(path, f"this save is for {data.game!r}, not {game.name!r}")
        ours = content_version(game, data.settings)
        # Said only when the replay fails: a content change that doesn't touch this game is harmless.
        changed = (f" (it was made with other {game.name} content, version {data.content_version}; "
                   f"this app has version {ours})"
                   if data.content_version and ours and data.content_version != ours else "")
        try:
            session = cls(game, data.settings, data.seed)
        except (KeyError, TypeError, ValueError) as exc:
            raise SaveError(path, f"settings cannot start a game: {exc}") from None
        for index, raw in enumerate(data.actions):
            try:
                action = game.decode_action(raw)
            except (KeyError, TypeError, ValueError) as exc:
                raise SaveError(path, f"actions[{index}] is not a valid action: {exc}{changed}") from None
            try:
                session.submit(action)
            except IllegalAction as refusal:
                raise SaveError(path, f"actions[{index}] does not replay: {refusal.reason}{changed}") from None
        if verify and data.fingerprint is not None:
            got = fingerprint(game.snapshot(session.state))
            if got != data.fingerprint:
                raise SaveError(path, f"replay does not reproduce the saved state "
                                      f"(fingerprint {got} != {data.fingerprint}){changed}")
        return session

    @classmethod
    def load(cls, game_for: Callable[[str], Game], path: Path, verify: bool = True) -> "Session":
        """Read a save file and replay it with the game it names."""
        data = read_save(path)
        try:
            game = game_for(data.game)
        except KeyError:
            raise SaveError(path, f"unknown game {data.game!r}") from None
        return cls.from_save(game, data, path, verify=verify)
