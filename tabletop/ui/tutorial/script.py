"""Where a tutorial stands and what it allows: the step on show, the gesture it waits for, and the
script's actions for the other seats still to come. No pygame: the table's coach (coach.py) asks
`judge` before an action is applied and tells `accepted` after.

A step that waits for a gesture ends when the person's action matches its `expect`; a step with none
ends when Next is pressed. Either way the step's `bots` actions are queued and played, in order, by
the table's paced driver (ScriptedDriver in coach.py) before the next gesture is taken.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tabletop.ui.tutorial.spec import Step, Tutorial

WAIT = "Wait a moment: the other players are still playing."
READ = "Read this step first, then press Next."
# After the last step the table takes no more moves: the other seats played only the script's actions, so
# a turn ended after it waited for ever on a seat nobody plays (r27: "Watching: the computer plays", stuck)
OVER = "The tutorial is over: its panel leads on, to a real game or the menu."


def plain(value: Any) -> Any:
    """An encoded action's value with tuples as lists (a TOML file has only lists)."""
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    if isinstance(value, Mapping):
        return {k: plain(v) for k, v in value.items()}
    return value


def matches(step: Step, encoded: Mapping[str, Any], seat: int) -> bool:
    """Whether an encoded action is the gesture the step waits for: its seat the person's, its type
    and every argument the step names equal (lists named in `any_order` compared as sets of items)."""
    if step.expect is None or encoded.get("seat") != step.expect.get("seat", seat):
        return False
    for key, want in step.expect.items():
        if key == "seat":
            continue
        got = plain(encoded.get(key))
        want = plain(want)
        if key in step.any_order and isinstance(got, list) and isinstance(want, list):
            got, want = sorted(map(repr, got)), sorted(map(repr, want))
        if got != want:
            return False
    return True


def cost(step: Step) -> int:
    """The actions a step adds to the game: the person's gesture (if it waits for one) and the script's."""
    return (1 if step.expect is not None else 0) + len(step.bots)


class Script:
    """The progress through one tutorial: the step on show and the script's queued actions."""

    def __init__(self, tutorial: Tutorial, game: Any) -> None:
        self.tutorial = tutorial
        self.game = game
        self.index = 0
        self.queue: list[Any] = []  # the script's actions (decoded) still to play, in order
        self.restarted = ""  # why a kept place was not resumed (told on the table), "" when it was

    @property
    def step(self) -> Step | None:
        """The step on show (None once every step is done)."""
        steps = self.tutorial.steps
        return steps[self.index] if self.index < len(steps) else None

    @property
    def finished(self) -> bool:
        """Every step done and every scripted action played."""
        return self.step is None and not self.queue

    def waits_for_next(self) -> bool:
        """The step on show is read, then Next is pressed (it waits for no gesture)."""
        step = self.step
        return step is not None and step.expect is None and not self.queue

    def judge(self, action: Any) -> str | None:
        """None when the person's action is the one awaited; else the words that refuse it."""
        step = self.step
        if self.queue:
            return WAIT
        if step is None:
            return OVER  # nobody plays the other seats now: a real game is the place to play on
        if step.expect is None:
            return READ
        if not matches(step, self.game.encode_action(action), self.tutorial.seat):
            return step.hint
        return None

    def accepted(self) -> None:
        """The awaited gesture was applied: its step is done and the script's answer queued."""
        self._advance()

    def press_next(self) -> bool:
        """Next on a step that waits for none; False when Next does not apply now."""
        if not self.waits_for_next():
            return False
        self._advance()
        return True

    def _advance(self) -> None:
        step = self.step
        if step is None:
            return
        self.queue.extend(self.game.decode_action(raw) for raw in step.bots)
        self.index += 1

    def scripted_seat(self, to_act: Sequence[int]) -> int | None:
        """The seat whose scripted action comes next, when that seat is to act now."""
        if self.queue and getattr(self.queue[0], "seat", None) in to_act:
            return self.queue[0].seat
        return None

    def pop(self) -> Any:
        """The next scripted action (taken off the queue)."""
        return self.queue.pop(0)

    def resume(self, index: int, actions_played: int) -> None:
        """Stand at step `index` with `actions_played` actions in the game (a saved progress): the script's
        actions of the step before that are not yet played are queued again. ValueError when the two
        do not fit (the tutorial's file changed since)."""
        steps = self.tutorial.steps
        if not 0 <= index <= len(steps):
            raise ValueError(f"step {index} is not a step of this tutorial")
        expected = sum(cost(s) for s in steps[:index])
        pending = expected - actions_played
        last = steps[index - 1].bots if index else []
        if not 0 <= pending <= len(last):
            raise ValueError(f"{actions_played} actions do not fit step {index + 1} of this tutorial")
        self.index = index
        self.queue = [self.game.decode_action(raw) for raw in last[len(last) - pending :]] if pending else []

    def follows(self, played: Sequence[Mapping[str, Any]]) -> bool:
        """Whether kept actions (encoded, the opening's left out) are a beginning of this file's own
        path: each step's gesture, then its script's actions, in order. A place kept under an older
        version of the file (other steps, another seed) does not follow it, even when it would replay."""
        rest = iter(played)
        for step in self.tutorial.steps:
            wants: list[Any] = [step] if step.expect is not None else []
            for want in wants + list(step.bots):
                got = next(rest, None)
                if got is None:
                    return True
                if isinstance(want, Step):
                    if not matches(want, got, self.tutorial.seat):
                        return False
                elif plain(got) != plain(self.game.encode_action(self.game.decode_action(want))):
                    return False
        return next(rest, None) is None
