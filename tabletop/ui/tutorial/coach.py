"""A game's own table, coached: the tutorial's panel over it, the step's gesture awaited, the script
playing the other seats.

`coached_table(ctx, tid, tutorial, place)` builds the game's real table scene (the same class a
real game uses, named in tables.py) with `Coached` mixed in before it, on a session of the real engine
with its forced-dice hook filled from the steps' dice. `Coached` changes only what a tutorial needs:
- `submit`: the person's action is judged by the script first; anything but the step's gesture is
  refused with the step's hint (the engine never sees it), the gesture is applied as in a game;
- the driver plays the script's queued actions for the other seats at the table's pace
  (ScriptedDriver), never a bot's choice;
- leaving (the table's Menu, Esc) keeps the progress for a resume; Save and Undo are not offered
  (a tutorial keeps its own place, and an undone step would unteach it);
- the panel (panel.py) is drawn over the table with Next and Leave, and the step's target lit.
"""

from __future__ import annotations

import dataclasses
import logging
import math
from functools import lru_cache
from typing import Any

import pygame

from tabletop.core.errors import IllegalAction
from tabletop.core.session import Session
from tabletop.ui.bot_driver import BotDriver
from tabletop.ui.kit.buttons import ButtonSet, ClickGuard
from tabletop.ui.layout import ui_scale
from tabletop.ui.scene import Transition, pop, replace
from tabletop.ui.tutorial import panel, progress, tables
from tabletop.ui.tutorial.script import Script
from tabletop.ui.tutorial.spec import Tutorial, tutorial_game

log = logging.getLogger("tabletop.ui")

# What the table's top bar says while a step waits for Next, in place of the table's own gesture ("Click a
# lit card in your hand to play it"), which the step would refuse (issue 27)
READ_NEXT = "Tutorial: read the step, then press Next"
# ... and once the last step is done, where to go on: the table takes no more moves (script.OVER), so its
# own gesture ("Click a lit card in your hand to play it, or Done.") would ask for one that is refused
FINISHED_TOP = "Tutorial over: go on from its panel"


class ScriptedDriver(BotDriver):
    """The table's paced driver, playing the script's actions for the other seats instead of a bot's."""

    def __init__(self, session: Session, bot_seats, script: Script, delay: float, turn_pause: float) -> None:
        super().__init__(session, bot_seats, delay=delay, turn_pause=turn_pause)
        self.script = script

    def bot_to_act(self) -> int | None:
        """The seat of the script's next action, when that seat is to act now."""
        return self.script.scripted_seat(self.session.game.to_act(self.session.state))

    def step(self, seat: int) -> tuple[Any, tuple] | None:
        """Submit the script's next action (a refused one is the tutorial file's bug: said, not looped)."""
        action = self.script.pop()
        try:
            events = self.session.submit(action)
        except IllegalAction as refusal:
            self.failed = f"the tutorial's script for seat {seat + 1} was refused: {refusal.reason}"
            log.error("tutorial script refused: %s (%r)", refusal.reason, action)
            return None
        if self.on_action:
            self.on_action(action, events)
        return action, events


class Coached:
    """Mixed in before a game's table class (tables.coached_class): the tutorial's rules on that table."""

    tid: str
    tutorial: Tutorial
    script: Script
    session: Session
    key_hint = False  # the panel's own keys line names them (the game screen's hint chip would say it twice)

    def coach(self, tid: str, tutorial: Tutorial, script: Script) -> None:
        """Take up the tutorial: the scripted driver in the bots' place, the panel's buttons."""
        self.tid, self.tutorial, self.script = tid, tutorial, script
        old = getattr(self, "driver", None)
        delay = old.delay if old is not None else 0.6
        pause = old.turn_pause if old is not None else 0.0
        self.driver = ScriptedDriver(self.session, tutorial.bots, script, delay, pause)
        self.coach_buttons = ButtonSet()
        self.coach_guard = ClickGuard()
        self.coach_refusals = 0  # wrong gestures refused (the tests count them)
        self.held = False  # the script waits for a window on the table to be closed
        self.lit: list[tuple] = []  # where the step points, found in update (drawing reads it only)
        self._kept = -1
        self._shown_step = -1
        # finished before (an Again, or a Start over): kept so, or playing it again part way made it "new"
        self._done_before = progress.place(tid).done

    # -- the step's gesture -------------------------------------------------------------------------------
    def submit(self, action: Any) -> bool:
        """The person's action: refused with the step's hint unless it is the gesture awaited."""
        words = self.script.judge(action)
        if words:
            self.coach_refusals += 1
            self.flash(words, bad=True)  # type: ignore[attr-defined]
            self.sounds.play("refused")  # type: ignore[attr-defined]
            return False
        awaited = self.script.step is not None
        if not super().submit(action):  # type: ignore[misc]
            return False
        if awaited:
            self.script.accepted()
            self.keep_place()
        return True

    def press_next(self) -> Transition | None:
        """Next (a step to read) or, after the last step, nothing more to press."""
        if self.script.press_next():
            self.keep_place()
        return None

    def coach_words(self) -> str:
        """While the step on show waits for Next (nothing queued, no window holding the script): what the
        table's top bar says instead of its gesture (READ_NEXT); once finished, where to go on
        (FINISHED_TOP); else "" (the table's own words)."""
        step = self.script.step
        if self.script.finished:
            return FINISHED_TOP
        if step is None or step.expect is not None or self.script.queue or self.held:
            return ""
        return READ_NEXT

    def tool_view(self) -> Any:
        """The table's view with the step's words where the view has room for them (a `coach` field:
        Rise's and NecronomiCORP's; Necromolds' banner asks `coach_words` itself)."""
        view = super().tool_view()  # type: ignore[misc]
        if dataclasses.is_dataclass(view) and any(f.name == "coach" for f in dataclasses.fields(view)):
            return dataclasses.replace(view, coach=self.coach_words())  # type: ignore[type-var]
        return view

    # -- the player's place -----------------------------------------------------------------------------
    def keep_place(self) -> None:
        """Write the progress (the step and the game's actions) to the player's folder."""
        game = self.session.game
        done = self.script.finished or self._done_before
        place = progress.Place(self.script.index, [game.encode_action(a) for a in self.session.actions], done)
        progress.keep(self.tid, place)
        self._kept = len(self.session.actions)

    def leave(self) -> Transition | None:
        """Leave the table: the place is kept for Learn to play's Resume."""
        self.keep_place()
        return pop()

    def confirm_leave_scene(self):
        """'Leave for the menu?' with the tutorial's own words: no game is autosaved here, its place is kept
        for Learn to play (play-test r25: it said "The game is autosaved; Resume picks it up", and the menu's
        Resume knew no such game)."""
        from tabletop.ui.scenes.confirm import ConfirmScene

        return ConfirmScene(self.ctx, "Leave the tutorial?", LEAVE_WORDS, "Leave", "Stay", self._leave_confirmed)  # type: ignore[attr-defined]

    def save(self) -> None:
        """A tutorial is not saved as a game: it keeps its own place."""
        self.flash("A tutorial keeps its own place: leave, and resume it from Learn to play.")  # type: ignore[attr-defined]

    def can_undo(self) -> bool:
        """No undo in a tutorial (the script would no longer fit the game)."""
        return False

    def undo(self) -> None:
        """Undo says why there is none."""
        self.flash("No undo in a tutorial: each step builds on the last.")  # type: ignore[attr-defined]

    def play_real_game(self) -> Transition:
        """After the last step: this game's new-game screen, in the tutorial's place."""
        from tabletop.ui import registry

        self.keep_place()
        return replace(registry.new_game_scene(self.ctx, self.tutorial.game))  # type: ignore[attr-defined]

    def next_lesson(self) -> Transition | None:
        """After the last step: the game's next tutorial in this one's place (its kept place, as Learn to
        play's Resume would open it), so leaving it goes back to where this one was opened from."""
        after = panel.next_lesson(self)
        if after is None:
            return None
        self.keep_place()
        tid, tutorial = after
        return replace(coached_table(self.ctx, tid, tutorial, progress.opening_place(tid, len(tutorial.steps))))  # type: ignore[attr-defined]

    # -- time, input, drawing -----------------------------------------------------------------------------
    def update(self, dt: float) -> Transition | None:
        """The table's update, then the place kept after the script's actions and the target found."""
        out = super().update(dt)  # type: ignore[misc]
        if len(self.session.actions) != self._kept and not self.script.queue:
            self.keep_place()
        if self._shown_step != self.script.index and callable(getattr(self, "hush_tips", None)):
            self._shown_step = self.script.index
            self.hush_tips()  # a new step's words: the table's hover tips make way
        # held: a window the person closes (a finished fight's) keeps the script's seats waiting; a move or
        # roll being shown is no window (play-test: "Close the window" was asked while none was open)
        closers = tables.closers(self) if self.script.queue and self.busy() else []  # type: ignore[attr-defined]
        self.held = bool(closers)
        said = self.coach_words()
        if said != getattr(self, "_said", ""):  # the top bar's words changed without the state changing
            self._said = said
            backdrop = getattr(self, "backdrop", None)  # Rise's cached background holds its top bar
            if callable(getattr(backdrop, "forget", None)):
                backdrop.forget()
        if self.held:  # a window the person closes (a combat's) holds the script's seats: light its Close
            self.lit = closers
        else:
            self.lit = tables.lit_targets(self, self.script.step) if not self.script.queue else []
        self._focus_the_lit()
        panel.arrange(self)
        self.coach_guard.watch(self.coach_buttons, getattr(self, "mouse", None), self.t)  # type: ignore[attr-defined]
        return out

    def _focus_the_lit(self) -> None:
        """While the keyboard's focus is on, a step that lights something new puts the focus on it, once
        (play-test r25: it stayed on the first thing of the list, "1. Move Insectomite 1" while the step lit
        the Graveghoul, "2. Drop the Executive Golf Club" while it lit End your turn; Enter did the wrong
        thing and was refused). The player may move it elsewhere after."""
        focus = getattr(self, "focus", None)
        if focus is None or not getattr(focus, "on", False):
            self._lit_focused = ()  # the focus off: Tab that turns it on goes to the lit thing
            return
        # by step too: a card played leaves the next lit one where it stood (Rise's Death Bolt after Gravedigger)
        targets = list(getattr(focus, "targets", ()))
        # and by the list: a monster picked up for a lit move brings its "let go at the lit place" target
        lit = (self.script.index, tuple(self.lit), tuple(t.label for t in targets))
        if lit == getattr(self, "_lit_focused", ()):
            return
        points = [t[1] for t in lit[1] if t[0] in ("click", "drag", "place")]
        if not points:
            return
        # a lit move's end too: with the thing in hand, a place to let it go there is as lit as the thing was
        ends = [t[2] for t in lit[1] if t[0] == "drag"]
        best, best_d = None, math.inf
        for k, target in enumerate(targets):
            if getattr(target, "bar", False):
                continue
            near = points[:1] + (ends if getattr(target, "gesture", "") == "release" else [])
            d = min(math.dist(target.pos, p) for p in near)
            if d < best_d:
                best, best_d = k, d
        if best is not None and best_d <= max(LIT_NEAR * ui_scale(tuple(self.ctx.size)), targets[best].size):  # type: ignore[attr-defined]
            focus.index, focus.waiting = best, False
            # done once it is found: the focus's list may lag a frame behind the light (the computer's
            # turn just over, only the top bar's targets in it: NecronomiCORP's "A monster" rang Fit)
            self._lit_focused = lit

    def handle_event(self, event) -> Transition | None:
        """The panel's buttons first, then the table."""
        if event.type == pygame.MOUSEMOTION:
            self.coach_guard.moved()
        if event.type == pygame.KEYDOWN and event.key == pygame.K_n and not event.mod & pygame.KMOD_CTRL:
            # N: the panel's Next (Finish; at the end the next lesson, else a real game) by keyboard (play-test: a
            # tutorial could not be finished without the mouse; its panel is not among the table's targets)
            panel.arrange(self)
            keys = ("tut_next", "tut_lesson", "tut_play")  # the next step, else the next lesson, else a game
            b = next((self.coach_buttons.get(k) for k in keys if self.coach_buttons.get(k) is not None), None)
            if b is not None:
                answer = b.action()
                return answer if isinstance(answer, Transition) else None
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1:
            panel.arrange(self)
            b, under = self.coach_guard.press(self.coach_buttons, event.pos, self.t)  # type: ignore[attr-defined]
            if b is not None:
                answer = b.action()
                return answer if isinstance(answer, Transition) else None
            if under or panel.covers(self, event.pos):
                return None
        return super().handle_event(event)  # type: ignore[misc]

    def draw(self, surface) -> None:
        """The table, then the tutorial's light on the target and its panel."""
        super().draw(surface)  # type: ignore[misc]
        panel.draw(self, surface)
        self.coach_guard.drawn(self.coach_buttons)  # a click takes only what was on screen when it was made


LIT_NEAR = 24  # design pixels: a focus target this near the lit point is the thing lit
LEAVE_WORDS = "Your place is kept: Resume it from Learn to play."
RESTARTED = "This tutorial has changed since you left it: it starts again from the beginning."


@lru_cache(maxsize=8)
def coached_class(game: str) -> type:
    """The game's table with the tutorial's coach mixed in before it."""
    base = tables.table_class(game)
    return type(f"Coached{base.__name__}", (*tables.coaching(game), Coached, base), {"name": f"tutorial_{game}"})


def new_session(tutorial: Tutorial) -> Session:
    """A session of the real engine (test hooks on: forced dice, a laid-out building) for the tutorial,
    its opening played."""
    session = Session(tutorial_game(tutorial.game), tutorial.game_settings(), tutorial.seed)
    for raw in tutorial.opening:
        session.submit(session.game.decode_action(raw))
    return session


def resumed(tutorial: Tutorial, place: progress.Place) -> tuple[Session, Script]:
    """The session and script at a kept place (replayed); from the start when the place no longer fits."""
    session = new_session(tutorial)
    script = Script(tutorial, session.game)
    opened = len(tutorial.opening)  # the opening is in the kept actions too: played once, by new_session
    if len(place.actions) <= opened and not place.step:
        return session, script
    try:
        if not script.follows(place.actions[opened:]):
            raise ValueError("the tutorial has changed since this place was kept")
        for raw in place.actions[opened:]:
            session.submit(session.game.decode_action(raw))
        script.resume(place.step, len(session.actions) - opened)
    except (IllegalAction, ValueError, TypeError, KeyError) as exc:
        log.warning("tutorial progress does not replay (%s): starting over", exc)
        session = new_session(tutorial)
        script = Script(tutorial, session.game)
        script.restarted = RESTARTED
    return session, script


def coached_table(ctx, tid: str, tutorial: Tutorial, place: progress.Place | None = None, bot_delay: float = 0.7):
    """The game's table with the tutorial on it, at the start or at a kept place."""
    session, script = resumed(tutorial, place or progress.Place())
    scene = coached_class(tutorial.game)(ctx, session, set(tutorial.bots), None, bot_delay=bot_delay)
    scene.coach(tid, tutorial, script)
    if script.restarted:
        scene.flash(script.restarted)
    if callable(getattr(scene, "no_first_handover", None)):
        scene.no_first_handover()
    return scene
