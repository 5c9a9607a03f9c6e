"""The Rise of the Necromancers table on the generic GameScreen.

    RiseTableScene(ctx, session, bot_seats, colours, bot_delay=0.7)

`ctx` has `size` (the window); `session` is a Session of RiseGame; `bot_seats` the seats the
computer plays; `colours` one RGB per seat (the engine's colours as the table paints them; None
gives the table's own). The same shape as Necromolds' TableScene; flow.py builds it so.

Input goes through the game screen's tool stack, each tool handed a read-only `RiseView`
(table_view.py) of the legal actions of the seat at the screen sorted by gesture (choices.offer):
the idle RiseBase (base_tool.py: the reason a click takes nothing), PlayCardTool and RaiseTool
(play_tools.py: the hand, the Minions on the player board), MoveTool (move_tool.py: the reach
display and the move), LookTool (look_tool.py: the Library / Workshop look, its order and Keep),
CombatTool (combat_tool.py: wounds on the docked panel, folding it) and ChoicesTool
(choices_tool.py: the plaques of every other decision, paged). The scene keeps in hand the tools
the view wants (`_arrange`), and owns what outlives a tool: the camera, the combat panel's record
(shown across a hand-over, its dice ticking with the clock), the log's scroll, the notes of phases
passed over and the computer's reasons (notes.py), and the moment the one whose turn ended sees it
before the hand-over (`handover_wait`). `targets()` lists every gesture on screen that takes an
action (tests play whole games by it). Drawing (table_draw.py) reads the view and changes nothing.

The furniture is the table kit's (tabletop/ui/kit): the plaques a ButtonSet behind a ClickGuard
(widgets.py), the log the kit's LogPanel (log_panel.py: followed and measured in update), the notice
the kit's, the keys a KeyTable (keys.py) that F1 shows.
"""

from __future__ import annotations

import pygame

from tabletop.core.protocol import view as seat_view
from tabletop.games.rise import events as E
from tabletop.ui import look
from tabletop.ui.camera import Camera
from tabletop.ui.camera_input import CameraControl
from tabletop.ui.game_screen import GameScreen, animated
from tabletop.ui.kit.buttons import Button, ButtonSet, ClickGuard
from tabletop.ui.kit.focus import KeyFocus
from tabletop.ui.kit.names import seat_name
from tabletop.ui.rise import persist
from tabletop.ui.rise.rules_summary import open_rules_summary
from tabletop.ui.rise.table import board_draw as BD
from tabletop.ui.rise.table import choices as CH
from tabletop.ui.rise.table import hexes as H
from tabletop.ui.rise.table import hover_tips as HT
from tabletop.ui.rise.table import key_path, waited
from tabletop.ui.rise.table import more as RM
from tabletop.ui.rise.table import table_draw as D
from tabletop.ui.rise.table import windows as W
from tabletop.ui.rise.table.arrange import lay_out_buttons, offered, sync_tools, tool_keys
from tabletop.ui.rise.table.base_tool import RiseBase
from tabletop.ui.rise.table.combat_tool import Panel, next_panel, record_from_view
from tabletop.ui.rise.table.confirm_tool import ConfirmPlayTool
from tabletop.ui.rise.table.fight_log import clicked_fight
from tabletop.ui.rise.table.hover_tips import TIP_REST, space_tip
from tabletop.ui.rise.table.layout import contains, left_free, table_layout
from tabletop.ui.rise.table.log_panel import log_panel
from tabletop.ui.rise.table.move_tool import NO_TITLE
from tabletop.ui.rise.table.notes import TurnNotes, last_batch
from tabletop.ui.rise.table.pace import handover_pause, turn_over_words
from tabletop.ui.rise.table.table_draw import STAGE_HELP, STAGE_WORDS
from tabletop.ui.rise.table.table_view import RiseView, left_press, targets
from tabletop.ui.rise.table.windows import typed_rolls
from tabletop.ui.scene import Transition, push, replace
from tabletop.ui.tools import PASS, flatten

COMBAT_LINGER = 4.0  # seconds a finished combat stays up when nobody closes it
OWN_COMBAT_LINGER = 8.0  # the same for a fight the person at the screen took part in
NOTICE_SECONDS = 20.0  # the longest the notice of a phase passed over stays over the board (it goes at the next action)
LOG_WHEEL = 2  # log lines a notch of the wheel scrolls


class RiseTableScene(GameScreen):
    """Play Rise of the Necromancers with the mouse, hot-seat and against bots."""

    name = "rise_table"
    draw_tips, drawn_panels, tip_lines, more_for, summary_of = *D.HOOKS, RM.tip_lines, RM.more_for, waited.summary_of

    def __init__(self, ctx, session, bot_seats=frozenset(), colours=None, bot_delay: float = 0.7) -> None:
        super().__init__(ctx, session, bot_seats, bot_delay=bot_delay, save=persist.save_game)
        self.colours = BD.seat_rgbs(session.state, colours)
        self.layout = table_layout(ctx.size, session.state.players_n)
        self.camera = Camera(viewport=ctx.size, min_scale=8.0, max_scale=200.0)
        self.control = CameraControl(self.camera, pygame.Rect(self.layout.board))
        self.board_cache = BD.BoardCache()
        self.backdrop = D.Backdrop()
        self.log_panel = log_panel()  # its scroll: lines back from the newest
        self.mouse = (0, 0)
        self.buttons = ButtonSet()
        self.guard = ClickGuard(by_label=True)  # a plaque that appears under the cursor ignores clicks a moment
        self.focus = KeyFocus()  # the keyboard's focus over the gestures on offer (key_path.py, issue 26)
        self.combat: W.CombatRecord | None = None  # the combat panel's record (outlives a hand-over)
        self.combat_min = False  # the combat panel folded to one line (the whole board shown)
        self.notes = TurnNotes(session.state)
        self._summary_up = False  # the computer's summary stands over the log (update sets it)
        self._offer_key: tuple | None = None
        self._offer, self._reach, self._no_head = CH.Offer(), {}, {}
        self._acting: int | None = None  # these four follow the state: worked out in offer()
        self._bots, self._over, self._names = frozenset(), False, ()
        self._arranged: tuple | None = None
        self._rest = 0.0  # how long the cursor has rested where it is
        self._pause: float | None = None  # seconds left before the hand-over to the next person
        self._fit()

    # -- the game screen's hooks ------------------------------------------------------------------
    def base_tool(self):
        return RiseBase()

    def tool_view(self) -> RiseView:
        """The table as a tool sees it this moment (what follows the state is worked out in `offer`)."""
        self.offer()
        return RiseView(
            self.view, self.layout, self.camera, self.mouse, self.seat_at_screen, self._acting, self._bots,
            tuple(self.colours), self._names, self._offer, self._reach, self._no_head, self.combat, self.combat_min,
            self._over, self._rest, self.tools.find(ConfirmPlayTool) is not None,
        )  # fmt: skip

    def seat_colour(self, seat: int | None) -> tuple:
        return self.colours[seat] if seat is not None and 0 <= seat < len(self.colours) else look.BONE

    def seat_name(self, seat: int) -> str:
        return seat_name(seat, self.bot_seats, self.session.state.players[seat].colour)

    def busy(self) -> bool:
        """Dice in the air, or a finished combat up a moment for the people watching."""
        if self.combat is None:
            return self.seat_held()  # the set-up shown (game_screen.seat_held) holds the bots too
        return self.combat.rolling or (self.combat.over and self.combat.shown < self.linger() and bool(self.humans()))

    def linger(self) -> float:
        """How long the finished fight in the panel stays up: longer for the one who fought in it."""
        c = self.combat
        mine = c is not None and self.seat_at_screen is not None and self.seat_at_screen in (c.att_seat, c.def_seat)
        return (OWN_COMBAT_LINGER if mine else COMBAT_LINGER) / (self.speed or 1e6)  # the animation speed scales it

    def handover_wait(self, before, after) -> bool:
        """The person whose turn it was sees its end first: a fight's dice land and its result stays up
        (or they close it), and any other turn's end shows a moment, before the hand-over screen."""
        words, c = turn_over_words(self.session.state, before, after, self.seat_name), self.combat
        if self._pause is None:  # said from the start, kept up while a fight shows
            self._pause = handover_pause(self.log, self.speed)  # longer on a result (pace.py)
        if self.toast is None or self.toast[0] != words:
            self.flash(words, seconds=max(1.0, self._pause + 0.5))
        if (c is not None and (c.rolling or (c.over and c.shown < self.linger()))) or self._pause > 0:
            return True
        self._pause = None
        return False

    def hush_tips(self) -> None:
        self._rest = 0.0  # the log is being scrolled: its tooltip waits until the cursor rests again

    def on_events(self, action, events) -> None:
        """The combat panel follows the fight (combat_tool.follow_fight); a computer's action gets its
        reason in the log, a phase passed over its note; every change offers the choices again."""
        st, before = self.session.state, self.notes.before
        self.notes.explain(self.session.game, st, action, self.bot_seats, self.log)
        if self.human(getattr(action, "seat", None)) and self.toast is not None and self.toast[0] == self.notes.shown:
            self.toast = None  # the person acted: the notice of a phase passed over has done its work
        if self.human(st.turn.seat):
            self.notes.tell_skips(self.session.game, before, st, action, self.log)
        by_person = self.human(getattr(action, "seat", None))
        rec, fold = next_panel(
            self.combat, self.view, list(events), before, by_person, bool(self.humans()),
            lambda: seat_view(self.session.game, before, self.eye),
        )  # fmt: skip
        self._set_combat(rec)
        if fold:
            self.fold_combat()
        self._refresh()

    def on_undo(self) -> None:
        self._set_combat(None)
        self.notes.before = self.session.state
        self._refresh()

    def enter(self) -> None:
        """As the game screen does; a fight in progress (a resumed or loaded game) opens its combat panel."""
        fresh = self._on_applied not in self.session.listeners
        super().enter()
        st = self.session.state
        begun = not self.session.actions or any(
            isinstance(ev.record, E.TurnBegins) for ev in (last_batch(self.log) or [])
        )
        if fresh and begun:  # a new game, or one resumed as a turn begins: it may begin past phase 1 or 2
            if last_batch(self.log) is None:
                self.log.batches.append([])
            if self.human(st.turn.seat):
                self.notes.tell_skips(self.session.game, None, st, None, self.log, self.log.batches[-1])
        if self.combat is None:
            rec = record_from_view(self.view, self.log, self._shown)
            if rec is not None:
                rec.land_all()
                self._set_combat(rec)

    def _log_takes(self, event) -> bool:  # a click on a finished fight's line shows it (fight_log.py)
        return clicked_fight(self, event) or super()._log_takes(event)

    def log_held(self) -> bool:
        """The combat window's dice are tumbling: the log waits to tell the roll until they land."""
        return self.combat is not None and self.combat.rolling

    def escape(self) -> Transition | None:
        """Every Rise tool is a decision: Esc asks before leaving for the menu (a stray Esc ends no game)."""
        if self.tools.in_hand() and not getattr(self.tools.top, "required", False):
            self.tools.pop()
            return None
        return push(self.confirm_leave_scene())

    def end_scene(self):
        """The end screen."""
        from tabletop.ui.rise.end_screen import RiseEndScene

        return replace(RiseEndScene(self.ctx, self.session, self.bot_seats, self.colours))

    # -- geometry -------------------------------------------------------------------------------
    def docked(self) -> bool:
        """The combat panel is open beside the board (not folded to its one-line strip)."""
        return self.combat is not None and not self.combat_min

    def _fit(self) -> None:
        x, y, w, h = left_free(self.layout, self.combat is not None, self.combat_min)  # the panel's room left
        self.camera.resize((w, h), x, y)
        scale, ox, oy = H.fit(BD.board_box(self.view.side), (x, y, w, h))
        self.camera.scale = max(self.camera.min_scale, min(self.camera.max_scale, scale))
        self.camera.origin_x, self.camera.origin_y = ox, oy

    def reset_zoom(self) -> None:
        """The whole board again."""
        self._fit()

    def resize(self, size) -> None:
        """Lay the table out again for a new window."""
        self.ctx.size = tuple(size) if hasattr(self.ctx, "size") else size
        self.layout = table_layout(tuple(size), self.view.players_n)
        self.control.area = pygame.Rect(self.layout.board)
        self._fit()
        self._refresh()

    def space_at(self, pos) -> str | None:
        return self.tool_view().space_at(pos)

    def space_pos(self, sid: str) -> tuple[int, int]:
        return self.tool_view().space_pos(sid)

    def path_to(self, sid: str) -> list[str]:
        return self.tool_view().path_to(sid)

    def notice_area(self) -> pygame.Rect:
        """Where a notice may sit: the board's area the combat panel (docked or folded) leaves free."""
        return HT.notice_area(self.layout, self.combat is not None, self.combat_min)

    def notice_rect(self, surface) -> pygame.Rect | None:
        """Where the notice on show is drawn (None without one): tests check it keeps clear of the panel."""
        return D.notice_drawn(self)

    # -- what the seat at the screen may do, and the tools for it ---------------------------------
    def acting_seat(self) -> int | None:
        """The seat at the screen when it is a human who must act now: once the dice in the air are down."""
        seat = self.seat_at_screen
        if seat is None or not self.human(seat) or self.dice_in_air():  # (r26: "Done" up under a rolling fight)
            return None
        return seat if seat in self.session.game.to_act(self.session.state) else None

    def offer(self) -> CH.Offer:
        """The legal actions of the seat at the screen, sorted by gesture (worked out once per state)."""
        st = self.session.state  # and whether dice are in the air (the person's choices wait for them)
        key = (len(self.session.actions), id(st), self.seat_at_screen, len(self.bot_seats), self.dice_in_air())
        if key != self._offer_key:
            self._offer_key = key
            self._acting = seat = self.acting_seat()
            self._bots, self._over = frozenset(self.bot_seats), self.outcome is not None
            self._names = tuple(self.seat_name(s) for s in range(len(self.colours)))
            self._offer, self._reach, self._no_head = offered(self.session.game, self.view, seat)
            if self.combat is not None:
                self.combat.hint = CH.spell_hint(self.view, seat) if self._offer.combat else ""
            self._arrange(force=True)
        return self._offer

    def _refresh(self) -> None:
        """Offer the choices again (the state changed, maybe in place) and draw the background afresh."""
        self._offer_key = None
        self.backdrop.forget()
        self.offer()

    def _arrange(self, force: bool = False) -> None:
        """The tools the view wants in hand; the buttons laid out again when the offer, panel or a tool changed."""
        self.offer()  # the offer key up to date
        c = self.combat
        key = (self._offer_key, id(c), c is not None and c.over, self.combat_min, self.dice_in_air(), self.layout.size)
        if key + tool_keys(self.tools) == self._arranged and not force:
            return  # (asked twice a frame: no table view is built for nothing)
        sync_tools(self.tools, view := self.tool_view())
        self.buttons = ButtonSet(lay_out_buttons(self.tools, view, self.presses(), self.can_undo()))
        self.guard.watch(self.buttons, self.mouse, self.t)
        self._arranged = key + tool_keys(self.tools)

    def dice_in_air(self) -> bool:
        """The combat panel's dice are still tumbling (its decision waits until they land)."""
        return self.combat is not None and self.combat.rolling

    def targets(self) -> list[tuple[str, tuple[int, int]]]:
        """Every gesture on screen now that takes an action: (what, screen pixel to click)."""
        view = self.tool_view()
        self._arrange()
        return targets(view, self.buttons, self.tools)

    # -- the combat panel ---------------------------------------------------------------------------
    def _set_combat(self, rec: W.CombatRecord | None) -> None:
        """Show this record in the combat panel (None closes it), the board fitted beside it or again whole."""
        was = (self.combat is None, self.combat_min)
        if rec is not self.combat:
            self.combat, self.combat_min = rec, False
        if (self.combat is None, self.combat_min) != was:  # the room it leaves the board changed
            self._fit()
        self._arrange(force=True)

    def fold_combat(self, folded: bool = True) -> None:
        """Fold the combat panel to one line (the board fitted under it), or open it beside the board."""
        if self.combat is None:
            return
        self.combat_min = bool(folded)
        self._fit()
        self._arrange(force=True)

    def carry_out(self, result, tool=None) -> Transition | None:
        """As the game screen does, and the combat panel's own results (fold, open, close)."""
        rest = []
        for r in flatten(result):
            if isinstance(r, Panel):
                self._set_combat(None) if r.close else self.fold_combat(r.folded)
            else:
                rest.append(r)
        return super().carry_out(rest, tool)

    # -- scenario pictures ------------------------------------------------------------------------------
    def show_overlay(self, name: str) -> None:
        """Put the table in a scenario's overlay: "reach" (the lit spaces, the path to the farthest one
        under the cursor), "look" (the Library / Workshop window) or "combat" (the combat window)."""
        o = self.offer()
        if name == "reach":
            if o.moves:
                far = max(o.moves, key=lambda sid: (len(self.path_to(sid)), sid))
                self.set_mouse(self.space_pos(far))
        elif name == "look":
            self._set_combat(None)
        elif name == "combat":
            if self.combat is None:
                self._set_combat(record_from_view(self.view, self.log, self._shown))
        else:
            raise ValueError(f"unknown overlay {name!r}: reach, look or combat")
        if self.combat is not None:
            self.combat.land_all()
        self._arrange(force=True)

    def still(self) -> None:
        """A still picture (scenario renders): no bots, no hand-over, the dice landed."""
        self.driver = None
        self.no_first_handover()
        self.notes.waiting = None
        if self.toast is not None and self.toast[0] == self.notes.shown:
            self.toast = None  # the log tells a phase passed over; the notice would cover the picture
        if self.combat is not None and self.combat.over:
            self._set_combat(None)  # a fight already over is not part of the picture
        if self.combat is not None:
            self.combat.land_all()

    def presses(self) -> dict:
        """What the top bar's buttons (and the keys) do; Menu asks before leaving, as Esc does."""
        leave = lambda: push(self.confirm_leave_scene())  # noqa: E731
        return {"rules": self.open_rules, "fit": self.reset_zoom, "save": self.save, "undo": self.undo, "menu": leave}

    def set_mouse(self, pos) -> None:
        self.mouse = (int(pos[0]), int(pos[1]))

    def open_rules(self) -> Transition:
        """The rules summary over the table (the `?` key and the Rules button)."""
        return open_rules_summary(self.ctx)

    # -- input --------------------------------------------------------------------------------------
    def handle_event(self, event) -> Transition | None:
        """The buttons, the end of the game, the wheel and keys, then the tools in hand, then the camera."""
        if hasattr(event, "pos"):
            if tuple(event.pos) != self.mouse:
                self._rest = 0.0
            self.mouse = tuple(event.pos)
        if event.type == pygame.MOUSEMOTION:
            self.guard.moved()
        self.focus.mouse_used(event)
        self.offer()
        out = self._input(event)
        self._arrange()
        return out

    def _input(self, event) -> Transition | None:
        if self.seat_held():  # the set-up shown covers the table: it (and Esc) takes every event
            return super().handle_event(event)
        if left_press(event):
            self.guard.watch(self.buttons, self.mouse, self.t)
            b, under = self.guard.press(self.buttons, event.pos, self.t)
            if under:  # a disabled plaque, or one just come under the cursor, swallows the click
                return self.press(b) if b is not None else None
            if self.outcome is not None:  # anywhere else: on to the end screen (the last fight's panel or not)
                return self.end_scene()
        if event.type == pygame.MOUSEWHEEL:
            if contains(self.layout.board, self.mouse) and event.y:
                self.camera.zoom_at(1.15**event.y, *self.mouse)
            elif contains(self.layout.log, self.mouse) and event.y:
                self.log_panel.wheel(event.y * LOG_WHEEL)
            return None
        if event.type == pygame.KEYDOWN:
            result = key_path.key(self, event)  # the focus's keys (issue 26), else the table's (F1: the help)
            if result is not PASS:
                return self.carry_out(result)
        tool, result = self.route(event)
        if isinstance(result, Transition):
            return result
        if tool is None and not left_press(event):
            self.control.handle_event(event)
        return None

    def press(self, b: Button) -> Transition | None:
        """Carry out a button: an action is submitted, a function's answer carried out."""
        return self.carry_out(b.action()) if b.enabled else None

    # -- time and drawing -------------------------------------------------------------------------------
    def update(self, dt: float) -> Transition | None:
        if self._pause is not None:
            self._pause -= dt
        self.control.update(dt)
        self._rest += dt
        if self.combat is not None:
            self.combat.tick(animated(dt, self.speed))  # the dice land at the animation speed
            if self.combat.over and not self.combat.rolling:
                self.combat.shown += dt
                # with nobody at the screen a finished fight closes by itself after a moment; a person
                # sees it until they move on (their next action, or Close)
                if self.combat.shown > self.linger() and not self.humans():
                    self._set_combat(None)
        transition = super().update(dt)
        if self._pause is not None and self.wanted_seat() == self._shown:
            self._pause = None  # no hand-over is waiting any more
        if self._pause is None and (words := self.notes.due(self.session.state.turn.seat, self._shown, self.combat)):
            self.flash(words, seconds=NOTICE_SECONDS)
            self.notes.since = tuple(self.mouse)
        if self.notes.pointed(self.toast, self.mouse, self.notice_rect(None)):
            self.toast = None
        self._summary_up = bool(self.computer_summary()[0])  # read by draw, which changes nothing
        self.offer()
        self._arrange()
        lines = self.log_lines()
        self.log_panel.follow(len(lines))
        self.log_panel.measure(lines, self.layout.log, self.layout.scale)  # the wheel's range, the scroll in it
        key_path.follow(self)
        return transition

    def draw(self, surface: pygame.Surface) -> None:
        """The table (read-only): background, board, pieces, tools' marks and windows, buttons, tips, notice."""
        view = self.tool_view()
        if self.seat_held():  # the set-up shown covers the table alone
            return self.tools.top.draw(surface, view)
        key = (len(self.session.actions), id(self.session.state), self._shown, self.layout.size, self.log.version)
        key += (D.hover_card(view), D.hover_chip(view), self.log_panel.scroll, self.log_held(), self._arranged)

        def draw_log(bg) -> None:
            L = self.layout
            self.log_panel.draw(bg, L.log, L.scale, self.log_lines(), self.colours)

        surface.blit(self.backdrop.get(key, lambda: D.paint_background(view, self.buttons, draw_log)), (0, 0))
        D.draw_board(surface, view, tools := list(self.tools), self.board_cache)
        self.guard.drawn(self.buttons)  # a click takes only what was on screen when it was made
        D.draw_front(surface, view, tools, self.buttons, self.toast, self.notice_area())
        self.draw_tips(surface, view)


__all__ = [
    "NO_TITLE",
    "STAGE_HELP",
    "STAGE_WORDS",
    "TIP_REST",
    "RiseTableScene",
    "space_tip",
    "typed_rolls",
]
