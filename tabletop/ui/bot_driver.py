"""Plays the bot seats of a session with visible pacing, so a human can follow.

The UI owns one driver per game on screen. Each frame `update(dt)` lets at most one bot
action through once `delay` seconds have passed since the last action (and `turn_pause` more
when the bot begins a turn: another seat acted last), the same every time, so a person can
follow each action (issue 21); a scene that is animating can hold the bots back with `hold()`,
and `left()` says when the next action comes (the screen sleeps until then). Bots choose through `tabletop.ai`, with
their own RNG seeded from the game's seed (bot choices are logged as actions, so saves
don't depend on it). A bot is handed its own seat's view of the state, never the state:
what it may not see (another seat's hidden dice, a hand) cannot steer its choice.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from typing import Any

from tabletop.ai import get_bot
from tabletop.ai.levels import level_bot, seat_levels
from tabletop.core.errors import IllegalAction
from tabletop.core.protocol import Event, view
from tabletop.core.rng import RNG
from tabletop.core.session import Session

log = logging.getLogger("tabletop.ui")


class BotDriver:
    """Submits bot actions for the given seats of a session, one at a time, paced."""

    def __init__(
        self,
        session: Session,
        bot_seats: Iterable[int],
        delay: float = 0.6,
        turn_pause: float = 0.0,
        bot_name: str = "default",
        on_action: Callable[[Any, tuple[Event, ...]], None] | None = None,
    ):
        self.session = session
        self.bot_seats = set(bot_seats)
        self.delay = delay
        self.turn_pause = turn_pause
        self.bot = get_bot(session.game.name, bot_name)
        # each computer seat at its level (issue 25), kept in the save's UI record; normal without one
        self.seat_bots: dict[int, Callable[..., Any]] = {}
        if bot_name == "default":
            for seat, level in seat_levels(session.settings.get("ui")).items():
                try:
                    self.seat_bots[seat] = level_bot(session.game.name, level)
                except ValueError as exc:  # a level this game has no bot for: its normal bot plays
                    log.warning("bot level: %s", exc)
        self.rng = RNG(session.seed ^ 0x5EED_B07, stream=77)
        self.on_action = on_action
        self._wait: float | None = None  # seconds before the bot to act acts (None: none is waiting)
        self._held = False
        self.failed: str | None = None  # set when a bot could not act (shown by the scene)

    def hold(self, held: bool = True) -> None:
        """Stop (or let go) the bots, e.g. while an animation or a dialog plays."""
        self._held = held

    def bot_to_act(self) -> int | None:
        """The bot seat that should act now, if any."""
        for seat in self.session.game.to_act(self.session.state):
            if seat in self.bot_seats:
                return seat
        return None

    def waiting_for_human(self) -> bool:
        """True when some human seat may act now."""
        seats = self.session.game.to_act(self.session.state)
        return any(s not in self.bot_seats for s in seats)

    def pause_for(self, seat: int) -> float:
        """How long `seat` waits before its action: the delay, and the turn pause when it begins a turn."""
        acts = self.session.actions
        begins = not acts or getattr(acts[-1], "seat", None) != seat
        return self.delay + (self.turn_pause if begins else 0.0)

    def left(self) -> float | None:
        """Seconds before the next bot action (None: no bot is about to act, or the bots are held)."""
        seat = self.bot_to_act()
        if seat is None or self._held or self.failed:
            return None
        return max(0.0, self.pause_for(seat) if self._wait is None else self._wait)

    def update(self, dt: float) -> tuple[Any, tuple[Event, ...]] | None:
        """Let one bot act when its turn has come and the pause is over; returns (action, events)."""
        seat = self.bot_to_act()
        if seat is None or self._held or self.failed:
            self._wait = None
            return None
        if self._wait is None:
            self._wait = self.pause_for(seat)
        self._wait -= dt
        if self._wait > 1e-9:
            return None
        self._wait = None
        return self.step(seat)

    def step(self, seat: int) -> tuple[Any, tuple[Event, ...]] | None:
        """Ask the bot for one action for `seat` (from that seat's view) and submit it to the session now."""
        game = self.session.game
        bot = self.seat_bots.get(seat, self.bot)
        action = bot(game, view(game, self.session.state, seat), seat, self.rng)
        try:
            events = self.session.submit(action)
        except IllegalAction as refusal:
            # A bot that proposes an illegal action is a bug; stop it rather than loop forever.
            self.failed = f"the computer player for seat {seat + 1} is stuck: {refusal.reason}"
            log.error("bot refused: %s (%r)", refusal.reason, action)
            return None
        if self.on_action:
            self.on_action(action, events)
        return action, events

    def run_until_human(self, limit: int = 10_000) -> int:
        """Play bot actions with no pacing until a human must act or the game ends; returns the count."""
        count = 0
        while count < limit:
            seat = self.bot_to_act()
            if seat is None or self.failed:
                break
            if self.step(seat) is None:
                break
            count += 1
        return count
