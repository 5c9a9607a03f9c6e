"""The game screen every game's table is built on (no game's rules in here).

It owns what every table needs: the `Session`, paced bots (`BotDriver`), the seat at the
screen and the hand-over between human seats, one `submit` that shows a refusal's reason,
the log, undo, save, an autosave hook, the end of the game, and the stack of tools that
turns input into actions (`tabletop.ui.tools`).

What is drawn is `view(game, state, seat_at_screen)`, never the raw state: `self.view` is
that view. The seat at the screen is the human who must act now (with one human, that
human; with none, a spectator: None). When it changes from one human to another while the
two would see different things (their views differ, or the one coming is about to act in
secret: one of its actions would make an event only some seats see), a hand-over screen
stands between them; with several humans the table also opens on one if the first seat
acts in secret. The log keeps the engine's events and shows each as the seat at the screen
sees it (`Event.for_seat`), with the engine's own words; the screen adds only who is the
computer (`LogLine.bot`).

A game's table subclasses GameScreen and fills in the hooks: `base_tool` (the idle input
handler at the bottom of the stack), `tool_view` (the read-only picture of the table a tool
is handed), `on_events` (animations), `busy` (hold the bots while something plays),
`seat_colour`, `leave`, `draw`, `draw_tips` (its tooltips, which `draw` draws last and the screen
draws again over its overlay), and for the keyboard's focus `tip_lines` (the tooltip's lines for what lies
at a focused target: I shows them) and `more_for` (F2: the rules at its section). A minimal table:

    class MyTable(GameScreen):
        def base_tool(self):
            return MyIdleTool()          # answers presses with actions or other tools
        def draw(self, surface):
            draw_board(surface, self.view)                 # the seat's view, never the state
            for line in self.log_lines(): ...              # the engine's words for this seat
        # handle_event (inherited): Esc, then the tools top down; override to add buttons and keys

See tabletop/ui/necromolds/table/scene.py for a whole one, and tabletop/ui/kit/ for the table kit
(buttons, log panel, notices, hand-over, keys and their help, the end screen) a table draws with.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable, Sequence
from typing import Any

import pygame

from tabletop.core.errors import IllegalAction
from tabletop.core.protocol import Event, seat_count
from tabletop.core.protocol import view as seat_view
from tabletop.core.session import Session
from tabletop.games import resolve, spec_of
from tabletop.ui.bot_driver import BotDriver
from tabletop.ui.fight_so_far import replayed, seen_by
from tabletop.ui.game_log import GameLog, LogLine
from tabletop.ui.kit import key_tip, notices
from tabletop.ui.kit.focus import covering_key
from tabletop.ui.kit.handover import HandoverScene
from tabletop.ui.kit.names import seat_name
from tabletop.ui.plain_words import plain
from tabletop.ui.scene import Scene, Transition, pop, push
from tabletop.ui.sound import SoundBoard, silent
from tabletop.ui.tools import DONE, HANDLED, PASS, Drop, Say, Tool, ToolStack, flatten
from tabletop.ui.turn_pacing import TurnBeat, summary_lines

log = logging.getLogger("tabletop.ui")

TOAST_SECONDS = 3.5
LEAVE_WORDS = "The game is autosaved; Resume picks it up."
SECRET_PROBE = 12  # legal actions tried to tell whether a seat is about to act in secret
LOG_WHEEL = 2  # lines a notch of the wheel scrolls the log opened taller
BOT_TURN_PAUSE = 1.0  # seconds more before the computer begins a turn (at animation speed 1)
_UNSET = object()


def animation_speed(ctx) -> float:
    """The settings' animation speed (1 when the context has no settings, as in tests)."""
    try:
        return max(0.0, float(getattr(getattr(ctx, "settings", None), "animation_speed", 1.0)))
    except (TypeError, ValueError):
        return 1.0


def animated(dt: float, speed: float) -> float:
    """Seconds of an animation (dice rolling, a piece moving) that pass in `dt` seconds of the screen's
    clock at the settings' animation `speed`: Slow takes longer, Fast less, and 0 (Instant) runs out at once."""
    return dt * speed if speed > 0 else 1e6


def history(game, settings, seed: int, actions: Sequence[Any]) -> list[list[Event]]:
    """The events of a game so far, action by action (set-up's chance first), replayed from its log."""
    return replayed(game, settings, seed, actions)[0]


def _cue_maker(game) -> Callable | None:
    """The game's `(events) -> cues` from its spec's screens (None: a game without sounds)."""
    try:
        screens = spec_of(getattr(game, "name", "")).screens
    except (KeyError, ValueError):
        return None
    return resolve(screens.sounds) if screens is not None and screens.sounds else None


class GameScreen(Scene):
    """A table for any game: session, bots, seat at the screen, hand-over, tools, log, undo, save."""

    name = "game_screen"
    key_hint = True  # the key hint beside the prompt while a person acts (kit/key_tip.py; a tutorial's panel says it)

    def __init__(
        self,
        ctx,
        session: Session,
        bot_seats: Iterable[int] = (),
        *,
        bot_delay: float = 0.7,
        save: Callable[[Session], Any] | None = None,
        autosave: Callable[[Session], str | None] | None = None,
    ) -> None:
        self.ctx = ctx
        self.session = session
        self.bot_seats = {int(s) for s in bot_seats}
        self.speed = animation_speed(ctx)
        # each bot action is shown for the same moment, and a bot's new turn a moment more (issue 21):
        # the animation speed scales both (bot_delay 0: tests that play on at once)
        delay = bot_delay / self.speed if self.speed > 0 else 0.05
        turn = BOT_TURN_PAUSE / self.speed if self.speed > 0 and bot_delay > 0 else 0.0
        self._turn_pause = turn
        self.driver: BotDriver | None = (
            BotDriver(session, self.bot_seats, delay=delay, turn_pause=turn) if self.bot_seats else None
        )
        self.beat = TurnBeat(self.speed)  # "Your turn" as a person's turn begins
        self._cues: Any = _UNSET  # the game's sound cues (found on first use)
        self._was_acting: Any = _UNSET  # the person who was to act at the last update
        self._beat_key: Any = None  # (turn_key, seat) of the last "Your turn" beat
        self._summary_from = 0  # the log's batches before this index are before the person's last action
        self._summary_key: tuple = ()
        self._summary: tuple[list[str], int] = ([], 0)
        self.saver = save
        self.autosave = autosave
        self.log = GameLog()
        self.toast: tuple[str, tuple, float] | None = None
        self.toast_bad = False  # the message on show is a refusal (it goes once an action succeeds)
        self.t = 0.0
        self.own = False  # an action of this screen is being applied (no replay animation for it)
        self._leaving = False  # Leave was chosen on the Esc question: go on the next update
        self._covered = False  # a scene stands over the table (pause/resume): no focus ring drawn
        self._shown = self.wanted_seat()
        self._veiled = False  # waiting out a hand-over between seats that see differently: neither's secrets shown
        self._first_check = True  # the first update may ask for the first seat behind a hand-over
        self._handover_memo: tuple | None = None  # (state key, needs_handover) for the seats last asked about
        self._view_key: tuple = ()
        self._view = None
        self._fight_steps: list = []  # fight_so_far: the fight under way when the table was entered
        self.tools = ToolStack(self.base_tool())

    # -- seats ------------------------------------------------------------------------------
    def seats(self) -> range:
        """Every seat of the game."""
        return range(seat_count(self.session.game, self.session.state))

    def human(self, seat: int | None) -> bool:
        """True for a seat played at this screen."""
        return seat is not None and seat not in self.bot_seats

    def humans(self) -> list[int]:
        """The seats played at this screen."""
        return [s for s in self.seats() if self.human(s)]

    def seat_name(self, seat: int) -> str:
        """'Player 2', or 'Player 2 (computer)' for a bot seat."""
        return seat_name(seat, self.bot_seats)

    def seat_colour(self, seat: int | None) -> tuple:
        """A seat's colour (a game's table overrides this)."""
        return (228, 216, 188)

    def wanted_seat(self) -> int | None:
        """Whose view should be on screen now: the human who must act (else the one at the screen)."""
        humans = self.humans()
        if not humans:
            return None
        acting = [s for s in self.session.game.to_act(self.session.state) if self.human(s)]
        if acting:
            return acting[0]
        if len(humans) == 1:
            return humans[0]
        shown = getattr(self, "_shown", None)
        return shown if shown in humans else humans[0]

    @property
    def seat_at_screen(self) -> int | None:
        """The seat whose view is drawn (None: a spectator, every seat a bot)."""
        return self._shown

    @property
    def eye(self) -> int | None:
        """Whose secrets the table shows: the seat at the screen's, or no one's (a spectator's view)
        while a person whose turn has passed to another who sees differently watches its end."""
        return None if self._veiled else self._shown

    @property
    def view(self):
        """What the seat at the screen may see of the state (cached per state and seat)."""
        eye = self.eye
        key = (id(self.session.state), len(self.session.actions), eye)
        if key != self._view_key:
            self._view = seat_view(self.session.game, self.session.state, eye)
            self._view_key = key
        return self._view

    def sees_differently(self, a: int | None, b: int | None) -> bool:
        """True when seats a and b would be shown different things now (a hand-over must hide one from the other)."""
        game, state = self.session.game, self.session.state
        snap = getattr(game, "snapshot", None)
        va, vb = seat_view(game, state, a), seat_view(game, state, b)
        if va is vb:
            return False
        if snap is None:
            return va != vb
        return snap(va) != snap(vb)

    def acts_in_secret(self, seat: int) -> bool:
        """True when the seat's next action would show it something another seat may not see
        (probed on a few of its legal actions: one event with `to` set is enough)."""
        game, state = self.session.game, self.session.state
        try:
            actions = list(game.legal_actions(state, seat))[:SECRET_PROBE]
        except Exception:
            return False
        for action in actions:
            try:
                applied = game.apply(state, action)
            except IllegalAction:
                continue
            if any(e.to is not None for e in applied.events):
                return True
        return False

    def needs_handover(self, before: int | None, after: int | None) -> bool:
        """A hand-over stands between two human seats when one would see what the other may not:
        their views differ now, or the seat coming to the screen is about to act in secret."""
        if not self.human(after) or len(self.humans()) < 2 or before == after:
            return False
        if before is None or not self.human(before):
            return False
        return self.sees_differently(before, after) or self.acts_in_secret(after)

    def _check_seat(self) -> Transition | None:
        """Follow the seat that must act; between two humans who see differently, a hand-over first."""
        if self.seat_held():
            return None
        want = self.wanted_seat()
        first, self._first_check = self._first_check, False
        if want == self._shown and not first:
            return None
        if not first and self._handover_due(self._shown, want) and self.handover_wait(self._shown, want):
            # the table stays with the seat leaving a moment longer (the game's hook: its fight's dice
            # land, its result shows), so each person sees the end of their own turn; where the two see
            # differently the table shows no one's secrets meanwhile: nothing of the next seat before
            # the hand-over, and none of the last seat's hidden things once its turn has passed (issue 21)
            if not self._veiled and self.sees_differently(self._shown, want):
                self._veiled = True
            return None
        self._veiled = False
        before = self._shown
        self._shown = want
        if first:  # the table opens on a shared screen: the first seat that acts in secret is asked for
            secret = (
                self.human(want)
                and len(self.humans()) > 1
                and (
                    self.acts_in_secret(want) or any(self.sees_differently(want, h) for h in self.humans() if h != want)
                )
            )
            return push(self.handover_scene(want)) if secret else None
        if self.needs_handover(before, want):
            self.tools.clear()
            return push(self.handover_scene(want))
        return None

    def _handover_due(self, before: int | None, after: int | None) -> bool:
        """needs_handover(before, after), worked out once per state (it may try actions on the rules)."""
        key = (id(self.session.state), len(self.session.actions), before, after, frozenset(self.bot_seats))
        if self._handover_memo is None or self._handover_memo[0] != key:
            self._handover_memo = (key, self.needs_handover(before, after))
        return self._handover_memo[1]

    def handover_wait(self, before: int | None, after: int | None) -> bool:
        """Asked each frame while a hand-over from human seat `before` to `after` is due: True keeps the
        table with `before` a while longer (so they see their turn's end), showing no one's secrets
        where the two see differently (`eye`); the hand-over comes once it answers False. The default
        hands over at once."""
        return False

    def seat_held(self) -> bool:
        """True while the top tool covers the whole screen (`covers`: a phase everyone at the screen
        watches, as Rise's set-up shown): the seat at the screen stays and the first hand-over waits."""
        return getattr(self.tools.top, "covers", False) is True

    def no_first_handover(self) -> None:
        """Open without asking for the first seat (a still picture, a test that sets the table up): the
        table is shown as it stands, with no "Your turn" beat and no summary of what came before."""
        self._first_check = False
        self._summary_from = len(self.log.batches)
        self._was_acting = _UNSET

    def handover_scene(self, seat: int) -> Scene:
        """The screen that stands between two human seats, naming the seat as its table does ("Player 1 (Pink)")."""
        away = "The other player looks away." if len(self.humans()) <= 2 else "The other players look away."
        return HandoverScene(self.ctx, seat, self.seat_name(seat), self.seat_colour(seat), f"Your turn to play. {away}")

    # -- lifecycle ---------------------------------------------------------------------------
    def enter(self) -> None:
        """Listen to the session; the log starts with the game so far."""
        if self._on_applied in self.session.listeners:
            return  # entered already (a scenario listens before the scene is pushed)
        self.session.listeners.append(self._on_applied)
        try:
            s = self.session
            batches, self._fight_steps = replayed(s.game, s.settings, s.seed, s.actions)
            for batch in batches:
                self.log.add_events(batch)
        except Exception:
            log.exception("could not replay the log's history")
        self._summary_from = len(self.log.batches)  # the summary tells what the computer does from now on

    def fight_so_far(self) -> list[tuple[list[Event], Any]]:
        """Once, on entering: the actions of the fight under way (or the one the last action finished) as
        the seat at the screen saw them, for its fight window (fight_so_far.replayed); empty after."""
        steps, self._fight_steps = self._fight_steps, []
        return seen_by(self.session.game, steps, self.eye) if steps else []

    def exit(self) -> None:
        """Stop listening; the autosave is stamped with now, when the game was last played."""
        from tabletop.ui.persist import autosave_played

        if self._on_applied in self.session.listeners:
            self.session.listeners.remove(self._on_applied)
        autosave_played(self.session)

    # -- what the game's table fills in ------------------------------------------------------
    def base_tool(self) -> Tool:
        """The idle input handler at the bottom of the tool stack."""
        return Tool()

    def tool_view(self) -> Any:
        """What a tool is handed: a read-only picture of the table (default: the view state)."""
        return self.view

    def on_events(self, action: Any, events: Sequence[Event]) -> None:
        """Every applied action's events as the seat at the screen sees them (animations, windows)."""

    def on_undo(self) -> None:
        """The state went back: drop what followed the undone action."""

    def busy(self) -> bool:
        """Something is being shown that the bots should wait for."""
        return False

    def leave(self) -> Transition | None:
        """Leave the table (the game is autosaved)."""
        return pop()

    def refusal_text(self, reason: str) -> str:
        """A refusal as shown: the engine's own words without its rule numbers, starting with a capital."""
        reason = plain(reason)
        return reason[:1].upper() + reason[1:]

    # -- playing ------------------------------------------------------------------------------
    def _on_applied(self, session, action, events) -> None:
        """Every action, whoever submitted it: the log, the tools, the game's animations."""
        self.log.add_events(events, getattr(action, "seat", None))
        if self.human(getattr(action, "seat", None)):
            self._summary_from = len(self.log.batches)  # the person acted: the computer's summary has done its work
        if self.autosave is not None:
            problem = self.autosave(session)
            if problem:
                self.flash(f"Autosave failed: {problem}", bad=True, seconds=8.0)
        seen = [e for e in (e.for_seat(self._shown) for e in events) if e is not None]
        self.on_events(action, seen)
        # the table's sounds for what the seat at the screen saw (the computer's may be switched off)
        self.sounds.play_all(self.sound_cues(seen), computer=not self.human(getattr(action, "seat", None)))
        self._state_changed()

    @property
    def sounds(self) -> SoundBoard:
        """The app's sound layer (a silent one when the screen was made without an app)."""
        return getattr(self.ctx, "sounds", None) or silent()

    def sound_cues(self, events: Sequence[Event]) -> list:
        """The sounds (tabletop.ui.sound.Cue) a batch of events the seat at the screen saw makes: the
        game's spec names its cues (`Screens.sounds`, e.g. tabletop/ui/rise/sounds.py); none, silence."""
        if self._cues is _UNSET:
            self._cues = _cue_maker(self.session.game)
        return list(self._cues(events)) if self._cues is not None and events else []

    def _state_changed(self) -> None:
        view = self.tool_view()
        for tool in list(self.tools):
            self.carry_out(tool.on_state(view), tool)

    def submit(self, action: Any) -> bool:
        """Submit an action; a refusal is shown with its reason and changes nothing."""
        self.own = True
        try:
            self.session.submit(action)
        except IllegalAction as refusal:
            self.flash(self.refusal_text(refusal.reason), bad=True)
            self.sounds.play("refused")
            return False
        finally:
            self.own = False
        if self.toast_bad:  # the refusal is answered: a red message no longer applies
            self.toast, self.toast_bad = None, False
        if self._was_acting is not _UNSET and isinstance(getattr(action, "seat", None), int):
            self._was_acting = action.seat  # they play already: no "Your turn" after the table stills (r19)
        return True

    def carry_out(self, result: Any, tool: Tool | None = None) -> Transition | None:
        """Do what a tool (or a button) answered; returns a scene transition if one was asked for."""
        transition = None
        for r in flatten(result):
            if r is None or r is HANDLED or r is PASS:
                continue
            if r is DONE:
                self.tools.pop(tool)
            elif isinstance(r, Drop):
                self.tools.pop(r.tool)
            elif isinstance(r, Tool):
                self.tools.push(r)
            elif isinstance(r, Say):
                self.flash(r.text, bad=r.bad)
            elif isinstance(r, Transition):
                transition = r
            elif callable(r):
                transition = self.carry_out(r(self.tool_view()), tool) or transition
            elif not self.submit(r):
                break
        return transition

    def flash(self, text: str, colour: tuple | None = None, seconds: float = TOAST_SECONDS, bad: bool = False) -> None:
        """A short message over the table."""
        text = plain(text)
        self.toast = (text, colour if colour is not None else ((232, 84, 70) if bad else (228, 216, 188)), seconds)
        self.toast_bad = bad

    def can_undo(self) -> bool:
        """Undo is allowed by the rules and the last action is a human's: the seat's at the screen, or
        one's that needs no hand-over to it (play-test r24: in a hot-seat game a person whose turn
        had just come took back the last action of the person who had handed the table over, a rival's)."""
        if not self.session.can_undo() or not self.session.actions:
            return False
        return self.human(last := self._last_seat()) and not self._others_action(last)

    def _last_seat(self) -> int | None:
        return getattr(self.session.actions[-1], "seat", None) if self.session.actions else None

    def _others_action(self, seat: int | None) -> bool:
        """True when `seat`'s action was another person's, who handed the table over to the seat at the screen."""
        return seat != self._shown and self.human(self._shown) and self._handover_due(seat, self._shown)

    def undo(self) -> None:
        """Take back the last (human) action where the rules allow."""
        if not self.can_undo():
            last = self._last_seat()
            if self.human(last) and self._others_action(last) and self.session.can_undo():
                self.flash(f"Nothing to undo: the last action was {self.seat_name(last)}'s")  # type: ignore[arg-type]
            else:
                self.flash("Nothing to undo: a roll has been seen since" if self.session.actions else "Nothing to undo")
            return None
        from tabletop.ui.persist import autosave_played

        self.session.undo()
        autosave_played(self.session)  # the replay told no listener: Resume must not bring the action back
        self.tools.clear()
        self.on_undo()
        # the taken-back action's lines leave the log; one note says what was undone
        gone = [e.for_seat(self._shown) for e in self.log.take_back()]
        said = next((e.text for e in gone if e is not None and e.text), "")
        self.log.note(f"Undone: {said}" if said else "Undone: the last action is taken back")
        return None

    def save(self) -> None:
        """Write the game to a save file and say where."""
        if self.saver is None:
            self.flash("This game cannot be saved")
            return None
        try:
            path = self.saver(self.session)
        except OSError as exc:
            self.flash(f"Could not save: {exc.strerror or exc}")
            return None
        name = getattr(path, "name", str(path))
        self.flash(f"Saved as {name}")
        self.log.note(f"Game saved: {name}")
        return None

    @property
    def outcome(self):
        """How the game ended, or None while it runs."""
        return self.session.outcome()

    def log_lines(self) -> list[LogLine]:
        """The log as the seat at the screen reads it; while `log_held()` the newest action's lines
        wait, so the log never tells a roll before the dice on the table have landed."""
        held = bool(self.log_held())
        key = (self.log.version, self.eye, held)
        if getattr(self, "_lines_key", None) != key:
            self._lines = self.log.lines(self.eye, self.bot_seats, held=held)
            self._lines_key = key
        return self._lines

    def log_held(self) -> bool:
        """True while the table is still showing the newest action's chance (dice in the air)."""
        return False

    # -- input and time -------------------------------------------------------------------------
    def escape(self) -> Transition | None:
        """Esc: put down the top tool; with nothing in hand, ask before leaving (a stray Esc ends no game)."""
        if self.tools.in_hand():
            self.tools.pop()
            return None
        return push(self.confirm_leave_scene())

    def confirm_leave_scene(self) -> Scene:
        """'Leave for the menu?' over the table: Leave goes, Stay (or Esc) comes back to the game as it was."""
        from tabletop.ui.scenes.confirm import ConfirmScene

        return ConfirmScene(self.ctx, "Leave for the menu?", LEAVE_WORDS, "Leave", "Stay", self._leave_confirmed)

    def _leave_confirmed(self) -> Transition:
        """Leave was pressed: the question closes, and this screen leaves when it is on top again."""
        self._leaving = True
        return pop()

    def _leave_now(self) -> Transition | None:
        """The autosave written out (a background writer may still hold it), then the game's own leave."""
        from tabletop.ui.persist import flush_autosave

        self._leaving = False
        if not flush_autosave():
            log.warning("the autosave was still being written when the table was left")
        return self.leave()

    def route(self, event) -> tuple[Tool | None, Any]:
        """Offer an input event to the tools; returns (who took it, the transition or PASS)."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return None, self.escape()
        tool, result = self.tools.route(event, self.tool_view())
        if tool is None:
            return None, PASS
        return tool, self.carry_out(result, tool)

    def handle_event(self, event) -> Transition | None:
        """The keys over a phase covering the table (kit/focus.py), Esc, then the tools top down (a game's
        table adds its buttons, keys and camera)."""
        result = covering_key(self, event) if self.seat_held() else PASS
        if result is not PASS:
            return result
        _tool, result = self.route(event)
        return None if result is PASS else result

    def update(self, dt: float) -> Transition | None:
        """The toast's clock, the tools' animations, paced bots, the seat at the screen."""
        if self._leaving:
            return self._leave_now()
        self.t += dt
        if self.toast is not None:
            text, colour, left = self.toast
            self.toast = (text, colour, left - dt) if left - dt > 0 else None
        view = self.tool_view()
        transition = None
        top = self.tools.top
        if hasattr(top, "key_targets"):  # a covering tool rings its Enter's button only with the focus off
            top.focus_on = bool(getattr(getattr(self, "focus", None), "on", False))
        for tool in list(self.tools):
            transition = self.carry_out(tool.update(dt, view), tool) or transition
        if self.driver is not None:
            self.driver.hold(self.busy())
            # the pause before a bot's turn is for turns (as the beat): set-up steps pass without it
            self.driver.turn_pause = self._turn_pause if self.beat_wanted() else 0.0
            self.driver.update(dt)
            if self.driver.failed and (self.toast is None or self.toast[0] != self.driver.failed):
                self.flash(self.driver.failed, bad=True, seconds=8.0)
        seat_change = self._check_seat()
        self._follow_turn(dt)
        self.sounds.tick()  # a delayed cue (a missile's thud) whose moment has come
        return seat_change or transition

    # -- the pace for the person at the screen (issue 21) ------------------------------------------
    def person_acting(self) -> int | None:
        """The seat at the screen when it is a person who must act now."""
        seat = self._shown
        if not self.human(seat) or seat not in self.session.game.to_act(self.session.state):
            return None
        return seat

    def _follow_turn(self, dt: float) -> None:
        """A person's new turn begins with the "Your turn" beat (not as the table opens), once the table is still
        (it covered a fight's dice, r19), once a turn (`turn_key`), not after they already played."""
        self.beat.tick(dt)
        if self._was_acting is not _UNSET and self.beat_waits():
            return
        acting = None if self.seat_held() or not self.beat_wanted() else self.person_acting()
        if acting is not None and self._was_acting is not _UNSET and acting != self._was_acting:
            key = self.turn_key()
            if key is None or (key, acting) != self._beat_key:
                self.beat.start(acting)
                self.sounds.play("bell", 0.6)  # a soft bell: your turn
            self._beat_key = (key, acting)
        self._was_acting = acting

    def beat_waits(self) -> bool:  # "Your turn" waits while this is true (a table may say less than `busy`)
        return self.busy()

    def turn_key(self) -> object:  # which turn it is; None: each time the person comes to act is a new turn
        return None

    def beat_wanted(self) -> bool:
        """True where turns are paced as turns (a set-up step's one piece each in turn is not a turn)."""
        return True

    def takes(self, event) -> bool:
        """A click in the "Your turn" beat (or its release) goes nowhere: a new turn never begins inside a
        click. A click on the log opens or folds it, the wheel scrolls it (the table sees neither)."""
        if self.beat.takes(event):
            return False
        return not self._log_takes(event)

    def log_area(self) -> pygame.Rect | None:
        """Where the table's log panel is now (opened taller or not); None for a table without one."""
        panel, layout = getattr(self, "log_panel", None), getattr(self, "layout", None)
        rect = getattr(layout, "log", None)
        if panel is None or rect is None or self.seat_held():  # a phase covering the table hides the log
            return None
        return panel.bounds(rect, float(getattr(layout, "scale", 1.0)))

    def _on_fold_tab(self, pos) -> bool:
        """On the "click to fold the log" tab above the opened log (it passed its click to the table)."""
        panel, layout = self.log_panel, self.layout  # type: ignore[attr-defined]
        return panel.expanded and panel.fold_tab(layout.log, float(getattr(layout, "scale", 1.0))).collidepoint(pos)

    def toggle_log(self):
        """O: the log opened taller or folded, as a click on it does; PASS where no log is shown."""
        if self.log_area() is None:
            return PASS
        self.log_panel.toggle()  # type: ignore[attr-defined]
        return None

    def hush_tips(self) -> None:
        """The log is being scrolled: no tooltip over it until the cursor rests again (a table's own)."""

    def _log_takes(self, event) -> bool:
        area = self.log_area()
        if area is None:
            return False
        buttons = getattr(self, "buttons", None)  # a table's button over the log keeps its click
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and (area.collidepoint(event.pos) or self._on_fold_tab(event.pos))
            and not (buttons is not None and not self.log_panel.expanded and buttons.at(event.pos) is not None)  # type: ignore[attr-defined]
        ):
            self.log_panel.toggle()  # type: ignore[attr-defined]
            self._log_press = True
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and getattr(self, "_log_press", False):
            self._log_press = False
            return True
        if event.type == pygame.MOUSEWHEEL:
            mouse = getattr(self, "mouse", None)
            if mouse is not None and area.collidepoint(mouse):
                self.hush_tips()
                if self.log_panel.expanded:  # type: ignore[attr-defined]
                    self.log_panel.wheel(event.y * LOG_WHEEL)  # type: ignore[attr-defined]
                    return True
        return False

    def computer_summary(self) -> tuple[list[str], int]:
        """(the computer's newest doings since the person's last action, how many more), shown while
        that person is to act, until their next action; nothing when no computer played meanwhile, nor
        where turns begin without the beat (a set-up step says whose step it is, and its cards and
        pieces are what the person reads: a summary over them covered the army builder's cards)."""
        if not self.bot_seats or self.person_acting() is None or not self.beat_wanted():
            return [], 0
        key = (self.log.version, self._summary_from, self._shown, self.log_held())
        if key != self._summary_key:
            since = GameLog(self.log.batches[self._summary_from :])
            self._summary = self.summary_of(since.lines(self._shown, self.bot_seats, held=bool(self.log_held())))
            self._summary_key = key
        return self._summary

    def summary_of(self, lines: Sequence[Any]) -> tuple[list[str], int]:
        """(what "While you waited" says, how many more lines are in the log) from the log's lines since the
        person's last action: the computer's newest; a table may tell its turns its own way."""
        return summary_lines(lines)

    def pace_area(self) -> pygame.Rect:
        """Where the beat and the computer's summary are drawn: the table's board (or map), else the window."""
        layout = getattr(self, "layout", None)
        area = getattr(layout, "board", None) or getattr(layout, "map", None)
        return pygame.Rect(area) if area is not None else pygame.Rect(0, 0, *self.ctx.size)

    def summary_area(self) -> tuple[pygame.Rect, bool]:
        """Where the computer's summary stands: (the table's log, True), filled, as it sums up the log's
        newest lines (over the board it hid spaces, decks and the top edge's monsters); a screen
        without a log: (its pace area, False), at the top left corner."""
        log = getattr(getattr(self, "layout", None), "log", None)
        return (pygame.Rect(log), True) if log is not None else (self.pace_area(), False)

    def draw_tips(self, surface, view) -> None:
        """The tooltips of what the mouse rests on: the table's buttons', its windows' (a fight's choices),
        its board's, pieces' and cards', in the table's view for its tools (`tool_view`). A table draws
        them last in its `draw`, through this; `draw_overlay` draws them again over the computer's
        summary, which it lays on the table after (play-tests r24-r25: a tip under "While you waited",
        its words hidden). Every table with tooltips fills it in (tests/ui/test_shared_ui.py)."""

    def tip_lines(self, target) -> list[str]:
        """The lines of the tooltip a mouse resting on the focused `target` (kit/focus.py) would show, for
        I (kit/key_tip.py); none by default. A table answers from its own tips, at `target.pos`."""
        return []

    def more_for(self, target) -> Any:
        """F2 with the focus on `target`: the rules page at its section (a transition), None when it has
        none; PASS (the default) leaves F2 to the table, for what is under the mouse."""
        return PASS

    def _log_open(self) -> pygame.Rect | None:
        """The log opened taller, where it stands (None: folded, or no log)."""
        panel = getattr(self, "log_panel", None)
        return self.log_area() if panel is not None and panel.expanded else None

    def draw_overlay(self, surface) -> None:
        """Over the table and its widgets: the computer's summary, then the "Your turn" beat, then the
        keyboard's ring; where the summary or the opened log stands, the table's tooltips again, over it
        (`draw_tips`); last the focused thing's tooltip the keys asked for (I)."""
        scale = float(getattr(getattr(self, "layout", None), "scale", 1.0))
        lines, more = self.computer_summary()
        summary = bool(lines) and not self._covered
        if summary:  # under a question it stood bright over the shade (play-test r19)
            area, inside = self.summary_area()
            notices.draw_summary(surface, area, scale, lines, more, inside=inside)
        panel, layout = getattr(self, "log_panel", None), getattr(self, "layout", None)
        if panel is not None and panel.expanded and self.log_area() is not None:
            colours = getattr(self, "colours", [self.seat_colour(s) for s in self.seats()])
            panel.draw_expanded(surface, layout.log, scale, self.log_lines(), colours)
        if self.beat.on and self.beat.seat is not None:
            big, who = self.beat_words(self.beat.seat)
            notices.draw_beat(surface, self.pace_area(), scale, who, self.seat_colour(self.beat.seat), big)
        focus = getattr(self, "focus", None)  # the keyboard's ring (kit/focus.py, issue 26): over all the rest,
        if focus is not None and not self._covered:  # but not over a page or a question on top of the table
            focus.draw(surface, scale)
        log_open = self._log_open()
        # over the opened log too (r25: a tip reaching into it was hidden under it), but none with the mouse
        # on the log: what lies there is under it, and its tip is no tip of what the player sees
        hidden = log_open is not None and log_open.collidepoint(getattr(self, "mouse", (-1, -1)))
        if (summary or log_open is not None) and not self.seat_held() and not hidden:
            self.draw_tips(surface, self.tool_view())  # a phase covering the table (a set-up step) draws none
        if focus is not None and not self._covered:  # the key hint beside the prompt, the tip I asked for
            hint = self.key_hint and self.person_acting() is not None and not self.beat.on
            key_tip.draw_keys(self, surface, focus, scale, hint)

    def pause(self) -> None:
        """A scene is pushed over the table (the keys help, a question): the focus ring waits under it."""
        self._covered = True

    def resume(self) -> None:  # on top again
        self._covered = False
        # the scene that stood over the table (a hand-over, a question, a page) had the pointer: where the
        # table saw it last is stale (play-test r24: the log's tooltip stood over the next player's board
        # after "I am Player 2", the pointer last seen by the table on the set-up's Begin)
        if hasattr(self, "mouse") and pygame.mouse.get_focused():
            self.mouse = tuple(pygame.mouse.get_pos())

    def animating(self) -> bool:  # something moves on the table now (drawn every frame); a table says more precisely
        return self.busy()

    def timers(self) -> list[float]:  # seconds until something of the table's own changes with no input
        return []

    def beat_words(self, seat: int) -> tuple[str, str]:  # the beat's big words and the line under them
        return "Your turn", self.seat_name(seat)

    def next_frame(self) -> float | None:
        """Every frame while something moves; else when the notice goes, the beat ends, a bot acts or a
        table's timer runs out; None while the table waits for the person alone."""
        if self._leaving or self.animating():
            return 0.0
        due = list(self.timers())
        if self.toast is not None:
            due.append(self.toast[2])
        if self.beat.on:
            due.append(self.beat.left)
        left = self.driver.left() if self.driver is not None else None
        if left is not None:
            due.append(left)
        cue = self.sounds.next_due()
        if cue is not None:
            due.append(cue)
        return max(0.0, min(due)) if due else None
