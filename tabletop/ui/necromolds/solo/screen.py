"""The solo table (issue 25): the person against Basalt LaSeur, whom the rules play (NM-SOLO-17..20).

`SoloScreen` is the Necromolds game screen (set-up steps, then the battle table) with what solo play
adds: Basalt named as himself; his doings, which the engine makes inside the person's action, shown
one step at a time (playback.py: his army summoned card by card, each draft pick, each command of his
turns, with his guide's question in the banner and the log), a click on the map skipping to the end;
and the common pool of the draft on the map, drafted by the mouse (pool.py).

While a playback runs, everything drawn reads the frame on show; the session is already past it, so
the person's actions are checked against the real state and a new one ends the playback first."""

from __future__ import annotations

import pygame

from tabletop.core.protocol import view as seat_view
from tabletop.games.necromolds.state import BASALT, HUMAN
from tabletop.ui.game_log import GameLog
from tabletop.ui.necromolds.setup.screen import NecromoldsScreen
from tabletop.ui.necromolds.solo import playback, pool, summon_show
from tabletop.ui.necromolds.table.assigning import drop_targets
from tabletop.ui.necromolds.table.combat_flow import CombatTool
from tabletop.ui.necromolds.table.face_menu import FaceMenuTool
from tabletop.ui.tools import Say
from tabletop.ui.turn_pacing import summary_lines

BASALT_NAME = "Basalt LaSeur"
STEP_SECONDS = 0.9  # a step of Basalt's on show (scaled by the animation speed), his reason read with it
SUMMON_SECONDS = 1.1  # a card of his deck revealed, its dice and monsters
OWN_SECONDS = 0.35  # the person's own action, before Basalt's steps that follow it
WORD_SECONDS, READ_MOST = 0.2, 2.6  # a step with a new reason stays up long enough to read it (capped)


def banner_words(text: str, most: int = 110) -> str:
    """A reason of Basalt's for the banner's two lines: a long one without its closing aside (the log
    keeps the whole of it)."""
    if len(text) > most and text.endswith(")") and " (" in text:
        text = text[: text.rindex(" (")]
    return text


class SoloScreen(NecromoldsScreen):
    """A solo game of Necromolds from the person's terrain to the end screen."""

    def __init__(self, ctx, session, bot_seats=frozenset(), colours=None, bot_delay: float = 0.7) -> None:
        self.frames: list[playback.Frame] = []  # Basalt's steps being shown (empty: the session as it is)
        self.frame_at = 0
        self.frame_left = 0.0
        self.frame_action = None
        self._frame_view: tuple = (None, None)
        self._known = session.state  # the state before the next action (frames are worked out from it)
        self.step_delay = bot_delay
        # the rules play Basalt (he is never to act by choice): a computer's seat to the table, so no
        # hand-over, "your turn" or person's prompt is ever his
        super().__init__(ctx, session, {*bot_seats, BASALT}, colours, bot_delay)

    # -- names ---------------------------------------------------------------------------------
    def seat_name(self, seat: int) -> str:
        """The person is 'Player 1'; the other side is Basalt LaSeur himself."""
        return BASALT_NAME if seat == BASALT else super().seat_name(seat)

    # -- what is shown: the frame on show, else the session --------------------------------------
    def playing(self) -> bool:
        """Basalt's steps are still being shown one by one."""
        return bool(self.frames) and self.frame_at < len(self.frames)

    @property
    def view(self):
        """The frame on show as the seat at the screen sees it, else the session's view."""
        if getattr(self, "frames", None) and self.playing():
            frame = self.frames[self.frame_at]
            if self._frame_view[0] is not frame:
                self._frame_view = (frame, seat_view(self.session.game, frame.state, self._shown))
            return self._frame_view[1]
        return super().view

    def _on_applied(self, session, action, events) -> None:
        """Every action: when it carries steps of Basalt's, they are shown one by one from the first."""
        before, self._known = self._known, session.state
        self.frames, self.frame_at = [], 0  # a playback still running ends: the table catches up
        self.frames = playback.frames(session.game, before, action, events)
        self.frame_action = action
        self.frame_left = self._frame_seconds(0)
        self._view_key = ()
        super()._on_applied(session, action, events)

    def on_events(self, action, events) -> None:
        """The applied action's events, or during a playback only those of the frame on show."""
        if self.playing():
            events = [e for e in (e.for_seat(self._shown) for e in self.frames[self.frame_at].events) if e]
        super().on_events(action, events)

    def on_undo(self) -> None:
        """After an undo: no playback; frames are worked out from the state now."""
        self.frames, self.frame_at = [], 0
        self._known = self.session.state
        super().on_undo()

    def _frame_seconds(self, k: int) -> float:
        if not self.frames or k >= len(self.frames) or self.step_delay <= 0:
            return 0.0
        pace = SUMMON_SECONDS if self.frames[k].summoning() else STEP_SECONDS
        if k == 0 and not self.frames[k].summoning():
            pace = OWN_SECONDS  # the person's own step: a moment for it to land before Basalt's
        else:
            pace = max(pace, self._reading_seconds(k))
        return pace / self.speed if self.speed > 0 else 0.05

    def _reading_seconds(self, k: int) -> float:
        """Time to read the reason the banner shows first at step k (his draft question, his target):
        at 0.9 s a pick's "Draft question 4: a ranged die for Batadactyl, the most advantageous die
        left" was gone before it was read (play-test r19); none when the step shows no new reason."""
        why = self.frames[k].reason()
        if why is None or self.frames[k].summoning():
            return 0.0
        words = len(banner_words(why.text).split())
        return min(READ_MOST, words * WORD_SECONDS)

    def _advance(self) -> None:
        """The next frame: its animations and windows, as for any action."""
        self.frame_at += 1
        self._view_key = ()
        if not self.playing():
            self.frames, self.frame_at = [], 0
            self.own = False
            self.on_undo_free_relayout()
            return
        self.frame_left = self._frame_seconds(self.frame_at)
        was, self.own = self.own, False  # Basalt's moves walk across the map
        super().on_events(
            self.frame_action, [e for e in (e.for_seat(self._shown) for e in self.frames[self.frame_at].events) if e]
        )
        self.own = was
        self._state_changed()

    def on_undo_free_relayout(self) -> None:
        """The playback is over: the table lays out the session's state again."""
        self.before = self.view
        self.positions = self._positions()
        self._relayout()
        self._state_changed()

    def skip(self) -> None:
        """A click during the playback: straight to the end (the log has every step)."""
        self.frames, self.frame_at = [], 0
        self.anims.clear()
        self.tools.remove_all(CombatTool)
        self._pick_up_combat()
        self.on_undo_free_relayout()

    def still(self) -> None:
        """A still picture: Basalt's steps all shown."""
        self.frames, self.frame_at = [], 0
        super().still()
        self.on_undo_free_relayout()

    def busy(self) -> bool:
        """The bots (a computer in the person's seat) wait for Basalt's steps to be shown."""
        return self.playing() or super().busy()

    def animating(self) -> bool:
        return self.playing() or super().animating()

    def update(self, dt: float):
        """Basalt's steps advance once what the last one showed (walks, a combat's dice) is over."""
        result = super().update(dt)
        if self.playing() and not super().busy():
            self.frame_left -= dt
            if self.frame_left <= 0:
                self._advance()
        return result

    # -- the log: only what has been shown ----------------------------------------------------------
    def log_lines(self):
        """The log up to the frame on show (the rest of the action's events wait their turn)."""
        bots = set(self.bot_seats) | {BASALT}
        if not self.playing() or self.step is not None:
            key = ("all", self.log.version, self._shown, bool(self.log_held()))
            if getattr(self, "_solo_lines_key", None) != key:
                self._solo_lines = self.log.lines(self._shown, bots, held=bool(self.log_held()), adjacent=True)
                self._solo_lines_key = key
            return self._solo_lines
        shown = sum(len(f.events) for f in self.frames[: self.frame_at + 1])
        if self.log_held():  # a combat's dice still roll: the frame's roll (and all after it) waits
            events = self.frames[self.frame_at].events
            rolled = next((k for k, e in enumerate(events) if e.kind == "roll"), None)
            if rolled is not None:
                shown -= len(events) - rolled
        key = ("frame", self.log.version, self._shown, shown)
        if getattr(self, "_solo_lines_key", None) != key:
            self._shown_batches = list(self.log.batches)
            last = max((k for k, b in enumerate(self._shown_batches) if isinstance(b, list)), default=None)
            if last is not None:
                self._shown_batches[last] = self._shown_batches[last][:shown]
            self._solo_lines = GameLog(batches=self._shown_batches, version=self.log.version).lines(
                self._shown, bots, adjacent=True
            )
            self._solo_lines_key = key
        return self._solo_lines

    def pool_over_log(self) -> bool:
        """The pool's tray lies over the log strip: every place on the map would have covered a figure."""
        return self.step is None and self.combat is None and pool.tray_off_map(self.tool_view())

    def log_area(self):
        """No log to click or scroll where the pool's tray lies over it (its dice take the presses)."""
        return None if self.pool_over_log() else super().log_area()

    def computer_summary(self) -> tuple[list[str], int]:
        """The "While you waited" summary over the log: during Basalt's steps, only those shown so far
        (it told "Basalt starts with 4 gems" while his 4th card was on show and his gems read 0); none
        while the pool's tray lies over the log (the tray's note tells his last reason)."""
        if self.pool_over_log():
            return [], 0
        said = super().computer_summary()
        if not said[0] or not self.playing() or self.step is not None:
            return said
        self.log_lines()  # works out the batches shown so far
        key = (self._solo_lines_key, self._summary_from)
        if getattr(self, "_solo_summary_key", None) != key:
            lines = GameLog(self._shown_batches[self._summary_from :]).lines(self._shown, self.bot_seats, adjacent=True)
            self._solo_summary = summary_lines(lines)
            self._solo_summary_key = key
        return self._solo_summary

    # -- the banner -----------------------------------------------------------------------------------
    def persons_now(self) -> bool:
        """The step on show is Basalt's last and the person is to act after it (or the game is over): the
        bar tells them so at once. His reason held the bar for its reading time, 1-3 s into their own pick (play-test r26:
        "Big Spender: Basalt adds 1 die" while their move die waited); the log, up to this step, keeps it
        (its last line), and the step's time still lets the map show what he did."""
        if self.frame_at != len(self.frames) - 1 or self.frames[self.frame_at].summoning():
            return False
        s = self.session
        if s.state.phase == "over":  # the end screen is up: the bar says the battle is over with it
            return True
        return any(self.human(seat) for seat in s.game.to_act(s.state))

    def prompt(self) -> tuple[str, tuple]:
        """During Basalt's steps, what he does and why; during the draft, whose pick it is."""
        if self.step is None and self.playing() and not self.persons_now():
            if self.frames[self.frame_at].summoning():  # the window over the map tells each step
                return "Basalt LaSeur summons his army from his deck", self.colours[BASALT]
            for frame in reversed(self.frames[: self.frame_at + 1]):
                why = frame.reason()
                if why is not None:
                    return banner_words(why.text), self.colours[BASALT]
            told = self.frames[self.frame_at].events
            if told:
                return told[-1].text, self.colours[BASALT]
        if self.step is None and pool.drafting(self.view):
            view = self.tool_view()
            for tool in reversed(list(self.tools)):
                said = tool.prompt(view)
                if said:
                    return said
            if self.view.solo.picker == HUMAN and not self.human(HUMAN):
                return f"{self.seat_name(HUMAN)} picks a die", self.colours[HUMAN]
            if self.view.solo.picker == HUMAN:
                return (
                    "Your pick: drag a die from the pool onto a slot of your spellbook (click it to discard)",
                    self.colours[HUMAN],
                )
            return "Basalt LaSeur chooses a die", self.colours[BASALT]
        return super().prompt()

    # -- input ------------------------------------------------------------------------------------------
    def handle_event(self, event):
        """A click on the map during Basalt's steps skips them (on a die of the pool, it takes it too, when
        the pick is the person's); a press on a pool die takes it."""
        if self.step is None and event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            shown = self.tool_view()
            tray = pool.drawn_tray(shown) if self.combat is None else None
            on_map = pygame.Rect(self.layout.map).collidepoint(event.pos) or (
                tray is not None and tray.collidepoint(event.pos)
            )
            if self.playing() and on_map and not self.tools.find(CombatTool) and self.buttons.at(event.pos) is None:
                aimed = pool.pool_die_at(shown, event.pos)  # a die of the pool as the step on show has it
                self.mouse = event.pos
                self.skip()  # and a press on the pool as it now stands takes its die at once
                view = self.tool_view()
                if aimed is not None and (pool.pool_die_at(view, event.pos) is None or not pool.picking(view)):
                    # the die pressed is gone (Basalt took it in the steps skipped) or the pick is not the
                    # person's: say so, the press is never lost in silence (playing r27: a second drag
                    # during his paced pick did nothing)
                    return self.carry_out(Say(self.pool_gone_words(view), bad=True))
                if pool.pool_die_at(view, event.pos) is None:
                    return self._on_taken_place(view, event.pos)
            view = self.tool_view()
            if (
                not self.playing()
                and self.combat is None  # the pool is not drawn under a combat's window: not taken through it
                and pool.picking(view)
                and not isinstance(self.tools.top, FaceMenuTool)
            ):
                die = pool.pool_die_at(view, event.pos)
                if die is not None:
                    self.mouse = event.pos
                    self.tools.push(pool.PoolDragTool(die, event.pos, view.state.solo.pool[die]))
                    return None
                if pool.taken_place_at(view, event.pos):
                    return self._on_taken_place(view, event.pos)
        return super().handle_event(event)

    def _on_taken_place(self, view, pos):
        """A press on a place of the pool whose die is gone (it vanished as Basalt's pick was shown, just
        before the press): said, never lost in silence (playing r27)."""
        if not pool.taken_place_at(view, pos):
            return None
        return self.carry_out(Say("That die is taken: drag one of the dice left in the pool", bad=True))

    def pool_gone_words(self, view) -> str:
        """Why a die pressed during Basalt's steps could not be taken once they were skipped."""
        if not pool.drafting(view.state):
            return "The pool is empty: every die of this round is taken"
        if view.state.solo.picker != HUMAN:
            return "Basalt LaSeur picks now: wait for your pick"
        return "Basalt LaSeur took that die: drag another from the pool"

    def draft(self, die: int, book: str | None = None, slot: int = 0, face: str | None = None) -> bool:
        """Take a pool die for the person (tests and keys): on a slot, or discarded with book None."""
        from tabletop.games.necromolds import actions as A

        return self._did(A.Draft(seat=HUMAN, die=die, book=book, slot=slot, face=face))

    def pool_drag(self) -> pool.PoolDragTool | None:
        """The pool die in hand, if any."""
        tool = self.tools.find(pool.PoolDragTool)
        return tool if isinstance(tool, pool.PoolDragTool) else None

    # -- drawing ------------------------------------------------------------------------------------------
    def panel_look(self, seat: int):
        """The person's slots glow where the pool die in hand may go."""
        pl = super().panel_look(seat)
        drag = self.pool_drag()
        if drag is not None and drag.moved and seat == HUMAN:
            pl.drop_ok = drop_targets(self.view, HUMAN, drag.face)
        st = self.view
        if pool.drafting(st):
            pl.acting = st.solo.picker == seat
            pl.status = "picking" if pl.acting else ""
        return pl

    def draft_order(self) -> str:
        """The log's words for who chooses first this round and why, under the pool until the first
        pick (the title says who picks now): they stood under every later pick (play-test r20)."""
        lines = self.log_lines()
        k = next((k for k in range(len(lines) - 1, -1, -1) if lines[k].kind == "solo_draft_order"), None)
        if k is None or any(line.kind == "solo_draft" for line in lines[k + 1 :]):
            return ""
        return lines[k].text

    def pool_note(self) -> str:
        """The line under the pool's title: who chooses first this round and why (draft_order), else, on
        the person's pick, why Basalt took his last die ("Basalt: Draft question 4: ..."). The bar says
        at once that the pick is theirs; his reason, which held it before, stays readable here."""
        order = self.draft_order()
        st = self.view
        if order or not pool.drafting(st) or st.solo.picker != HUMAN or not self.human(HUMAN):
            return order
        lines = self.log_lines()
        for line in reversed(lines):
            if line.kind == "solo_draft_order":
                return ""
            if line.kind == "basalt" and line.text.startswith(("Draft question", "Magic Last", "Discard for")):
                return f"Basalt: {line.text}"
        return ""

    def draw(self, surface: pygame.Surface) -> None:
        """The table, the common pool over the map, then what is in hand above it."""
        super().draw(surface)
        if self.step is not None:
            return
        view = self.tool_view()
        if self.playing() and self.frames[self.frame_at].summoning():
            told = summon_show.summon_told(self.frames[: self.frame_at + 1])
            summon_show.draw_summon(surface, self.layout, told, self.colours[BASALT])
        if self.combat is not None:  # the last combat's result stays up alone until Continue (r26: the
            return  # next round's pool was drawn over its dice and names, and took clicks through it)
        drag = self.pool_drag()
        pool.draw_pool(
            surface, view, self.colours, drag.die if drag is not None and drag.moved else None, self.pool_note()
        )
        for tool in self.tools:
            if isinstance(tool, (pool.PoolDragTool, FaceMenuTool)):
                tool.draw(surface, view)
