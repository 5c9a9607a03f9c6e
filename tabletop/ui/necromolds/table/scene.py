"""The battle table: every phase from assigning command dice to the winner, with the mouse.

`TableScene` is the Necromolds table on the generic `GameScreen` (tabletop/ui/game_screen.py),
which owns the session, the bots, the seat at the screen and the hand-over, submitting, the
log, undo and save. This module lays the table out, draws it (from the view of the seat at
the screen, never the raw state) and routes input: buttons first, then the tool stack
(tabletop/ui/tools.py), then the keys table, then the camera.

The tools in hand are objects with their own state: TableBase (commands.py, the idle handler
at the bottom), DieDragTool and ChangePickTool (assigning.py), FaceMenuTool (face_menu.py),
MoveTool (move_tool.py), AimTool (ranged_tool.py), RulerTool, SightTool, RingsTool
(free_tools.py) and CombatTool (combat_flow.py). Each gets a read-only TableView and answers
with results; none writes another's attributes. Drawing helpers: map_pieces.py, banner.py,
tooltips.py, log_panel.py, end_screen.py; buttons: toolbar.py; keys: keys.py. Buttons, the log
panel, the banner and notices, the keys help and the end screen are the table kit's (ui/kit/).
"""

from __future__ import annotations

import pygame

from tabletop.games.necromolds import actions as A
from tabletop.games.necromolds import events as E
from tabletop.games.necromolds.library import library
from tabletop.games.necromolds.queries import deciding_seat
from tabletop.ui import look, palette
from tabletop.ui.camera import Camera
from tabletop.ui.camera_input import CameraControl
from tabletop.ui.game_screen import GameScreen, animation_speed  # noqa: F401 - animation_speed: tests import it here
from tabletop.ui.kit import key_tip, notices
from tabletop.ui.kit.buttons import ClickGuard
from tabletop.ui.kit.focus import KeyFocus
from tabletop.ui.kit.more import asks_more, more_lines
from tabletop.ui.necromolds.table import (
    away,
    banner,
    cards,
    clay_show,
    combat_flow,
    commands,
    draw_offer,
    end_screen,
    key_path,
    keys,
    map_pieces,
    mapview,
    room,
    toolbar,
    tooltips,
)
from tabletop.ui.necromolds.table import queries as Q
from tabletop.ui.necromolds.table.animation import Animations
from tabletop.ui.necromolds.table.assigning import DieDragTool, RerollPickTool, assign_results, drop_targets
from tabletop.ui.necromolds.table.combat_flow import CombatTool
from tabletop.ui.necromolds.table.face_menu import FaceMenuTool
from tabletop.ui.necromolds.table.free_tools import FREE_TOOLS, FreeTool
from tabletop.ui.necromolds.table.layout import MAX_SCALE, MIN_SCALE, fit_camera, notice_area, table_layout
from tabletop.ui.necromolds.table.log_panel import log_panel
from tabletop.ui.necromolds.table.move_tool import MoveTool
from tabletop.ui.necromolds.table.prewarm import Prewarm
from tabletop.ui.necromolds.table.ranged_tool import AimTool, RangedAim
from tabletop.ui.necromolds.table.rules_sections import open_rules, section_for
from tabletop.ui.necromolds.table.table_view import TableView
from tabletop.ui.necromolds.table.toolbar import DOUBLE_CLICK  # noqa: F401 - tests read it here
from tabletop.ui.necromolds.table.widgets import ButtonSet
from tabletop.ui.necromolds.wording import reason as worded
from tabletop.ui.plain_words import plain
from tabletop.ui.scene import Transition, pop, push, replace
from tabletop.ui.tools import PASS

# a colour per seat when the set-up gave fewer (amber, moss, then a cold blue and a plum)
SEAT_PALETTE = tuple(palette.standard(slot) for slot in ("amber", "green", "blue", "pink"))


def seat_colours(colours, seats: int) -> list[tuple]:
    """One colour per seat: the given ones first, then the palette's."""
    given = [palette.shown(c) for c in (colours or [])]
    out = given[:seats]
    for c in map(palette.shown, SEAT_PALETTE):
        if len(out) >= seats:
            break
        if c not in out:
            out.append(c)
    while len(out) < seats:
        out.append(look.BONE)
    return out


class TableScene(GameScreen):
    """Play a Necromolds game from the assign phase to the winner (and draw any state)."""

    name = "necromolds_table"

    def __init__(self, ctx, session, bot_seats=frozenset(), colours=None, bot_delay: float = 0.7) -> None:
        from tabletop.ui.necromolds import persist

        super().__init__(ctx, session, bot_seats, bot_delay=bot_delay, save=persist.save_game)
        self.colours = seat_colours(colours, len(session.state.seats))
        self.collapsed = room.columns_collapsed(ctx)  # side columns narrowed to strips (issue 10)
        self.layout = table_layout(ctx.size, self.view, self.collapsed)
        self.camera = Camera(viewport=ctx.size, max_scale=MAX_SCALE, min_scale=MIN_SCALE)
        self.control = CameraControl(self.camera, pygame.Rect(self.layout.map))
        self.anims = Animations()
        self.panel_cache = cards.PanelCache()
        self.log_panel = log_panel()
        self._seen_from: dict[int, int] = {}  # a person's seat -> the log's batches when they last acted
        self.buttons = ButtonSet()
        self.guard = ClickGuard()  # a button that appears under the cursor ignores clicks until the mouse moves
        self.focus = KeyFocus()  # the keyboard's focus over what a press can do (key_path.py, issue 26)
        self.mouse = (0, 0)
        self.hits: dict[int, cards.PanelHits] = {}
        self.hover_key = None
        self.hover_time = 0.0
        self.hover_quiet = False  # after a click or a drop: no tooltip until the cursor moves and rests again
        self.done_at = -1.0  # when a seat last committed its dice (a double click must not commit the next)
        self.positions = self._positions()
        self._shoot = (None, False)
        self.prewarm = Prewarm()  # the move command's drags, readied on idle frames
        self.before = self.view  # the view before the next action (clay shows re-run its physics on it)
        self._relayout()

    # -- the game screen's hooks --------------------------------------------------------------
    def base_tool(self):
        """The idle handler: dice, slots and monsters."""
        return commands.TableBase()

    def tool_view(self) -> TableView:
        """The table as a tool sees it this moment."""
        return TableView(
            self.view,
            self.camera,
            self.layout,
            self.hits,
            self.mouse,
            self.t,
            self.seat_at_screen,
            frozenset(self.bot_seats),
            tuple(self.colours),
            self.anims.moving() or clay_show.playing(self.tools),
            self.speed,
        )

    def seat_colour(self, seat: int | None) -> tuple:
        """The seat's clay colour."""
        return self.colours[seat] if seat is not None and 0 <= seat < len(self.colours) else look.BONE

    def busy(self) -> bool:
        """Something is being shown that the bots should wait for."""
        if self.anims.busy() or clay_show.playing(self.tools):
            return True
        combat = self.combat
        return combat is not None and (combat.done or combat.rolling > 0)

    def beat_waits(self) -> bool:
        """Only the dice in the air hold "Your turn" back: a finished combat's window waits for the person's
        Continue, and the beat after it would take their next click."""
        combat = self.combat
        return combat is not None and combat.rolling > 0

    def person_acting(self) -> int | None:
        """As the game screen's, but a combat fought on the person's own turn is part of that turn: they
        stay the one acting while the computer decides its gems in it ("Your turn" showed over the
        dice as they rolled, the turn unchanged: play-test r19)."""
        seat = super().person_acting()
        st = self.session.state
        if seat is None and st.phase == "combat" and st.turn_seat == self._shown and self.human(self._shown):
            return self._shown
        return seat

    def leave(self):
        """Leave the table (the game is autosaved)."""
        return pop()

    def open_rules(self, at: str | None = None):
        """The rules page over the table (the ? key and the Rules button; F2 opens it at the section of
        what the mouse rests on)."""
        return open_rules(self.ctx, self.view.mode, at)

    def ask_leave(self):
        """The Menu button: the same question Esc asks with nothing in hand, never a silent exit."""
        return push(self.confirm_leave_scene())

    def escape(self):
        """Esc never hides a decision the rules require: over a combat that waits on a choice it
        does nothing but say so; over a resolved combat it is Continue (the result has been seen);
        otherwise the game screen's Esc (put the top tool down, else ask before leaving)."""
        top = self.tools.top
        if isinstance(top, CombatTool):
            if top.record.done and top.record.rolling <= 0:
                return self.carry_out(top.close(), top)
            st = self.view
            who = self.seat_name(deciding_seat(st)) if st.phase == "combat" and st.combat is not None else ""
            self.flash(f"The combat goes on: {who} decides in its window" if who else "The combat goes on")
            return None
        return super().escape()

    def animating(self) -> bool:
        """Pieces, a clay show, dice rolling or a smash playing move; a combat's result waiting for
        Continue is still (busy for the bots, but nothing to draw again: idle means idle, issue 21).
        A smash counted too: a bot's smash of your monster played only when the mouse moved."""
        combat = self.combat
        if self.anims.busy() or clay_show.playing(self.tools):
            return True
        shown = self.tools.find(CombatTool)
        smashing = shown is not None and any(done < 1.0 for done in shown.smash.values())
        return smashing or (combat is not None and combat.rolling > 0)

    def timers(self) -> list[float]:
        return [] if self.prewarm.idle else [0.0]  # the drags are being readied: a frame each time

    def hush_tips(self) -> None:
        self.hover_quiet = True  # the log is being scrolled: no tooltip until the cursor moves and rests

    def refusal_text(self, reason: str) -> str:
        """A refusal in the engine's own words (wording.reason: a sentence starts with a capital),
        without its rule numbers (plain_words)."""
        return worded(plain(reason))

    def rematch(self):
        """A new game with the same players."""
        from tabletop.ui import registry
        from tabletop.ui.necromolds.starting import start_session

        # the new session shown where it stands (its first set-up step), by the registry: the table
        # opens no set-up screen itself (no import cycle with the set-up flow)
        session = start_session(self.session.settings, self.bot_seats, self.colours)
        return replace(registry.scene_for_session(self.ctx, session))

    def _on_applied(self, session, action, events) -> None:
        """Each person's own last action, where their "While you waited" starts (`away`)."""
        super()._on_applied(session, action, events)
        seat = getattr(action, "seat", None)
        if self.human(seat):
            self._seen_from[seat] = len(self.log.batches)

    def computer_summary(self) -> tuple[list[str], int]:
        """With two people or more and a computer: what the others did since this person last acted, whoever
        (a combat resolved by another person's choice was left out, `away`)."""
        seen = getattr(self, "_seen_from", {})
        if len(self.humans()) < 2 or self._shown not in seen or not self.bot_seats:
            return super().computer_summary()
        if self.person_acting() is None or not self.beat_wanted():
            return [], 0
        key = ("away", self.log.version, seen[self._shown], self._shown, self.log_held())
        if key != self._summary_key:
            lines = away.others_lines(self.log, self._shown, seen[self._shown], bool(self.log_held()))
            self._summary = away.summary(lines, f"{self.seat_name(self._shown)}'s", self._shown)
            self._summary_key = key
        return self._summary

    def on_events(self, action, events) -> None:
        """Animations and windows for every action, whoever took it."""
        state = self.view
        for ev in events:
            rec = ev.record  # the engine's typed record (tabletop.games.necromolds.events): read its fields
            for show in clay_show.shows_for(ev, self.before, state, self.colours):  # missile, blast, wall (issue 13)
                self.tools.push(show)
            if isinstance(rec, E.Moved) and not self.own:
                start = self.positions.get(rec.monster)
                pts = [tuple(p) for p in rec.path]
                self.anims.walk(rec.monster, ([start] if start else []) + pts)
            elif isinstance(rec, (E.CombatStarted, E.BlastCombatStarted)):
                blast = isinstance(rec, E.BlastCombatStarted)
                self.tools.remove_all(MoveTool)
                self.tools.remove_all(AimTool)
                shown = self.tools.find(CombatTool)
                # a Magic Blast starts its next defender's combat in the action that resolved the
                # last one (NM-CLAY-09): that result stays up until Continue, the next one queued
                if shown is None or not (shown.record.done and shown.record.blast and blast):
                    self.tools.remove_all(CombatTool)
                    shown = None
                record = combat_flow.record_started(state, rec)
                if shown is not None:  # the last combat's result stays up until Continue (a blast's next defender)
                    shown.follow_with(record)
                else:
                    self.tools.push(CombatTool(record))
            elif isinstance(rec, E.TurnBegins) and len(self.humans()) > 1 and self.human(rec.seat):
                # hot-seat: the table passes to another player; say so where both are looking
                self.flash(f"{self.seat_name(rec.seat)}: your turn", cards_colour(self.colours[rec.seat]), 2.5)
            elif isinstance(rec, E.CommandDiceRolled):
                self.anims.roll(range(len(state.seats)))
            elif isinstance(rec, (E.CommandReroll, E.CommandGemsReroll)):
                self.anims.roll([rec.seat])
            combat = self.tools.find(CombatTool)
            if combat is not None:
                combat.on_event(state, ev, self.before)
        self.before = state
        self.positions = self._positions()
        self._relayout()

    def on_undo(self) -> None:
        """After an undo: no animations, the combat window if a combat is under way again."""
        self.anims.clear()
        self.before = self.view
        self._pick_up_combat()
        self.positions = self._positions()
        self._relayout()

    # -- lifecycle ---------------------------------------------------------------------------------
    def enter(self) -> None:
        """Listen to the session, show the whole map, and start the log with the game so far."""
        if self._on_applied in self.session.listeners:
            return  # entered already (a scenario listens before the scene is pushed)
        super().enter()
        self.open_table()

    def open_table(self) -> None:
        """The log's heading, the whole map, the combat under way, the first command dice rolling and
        the buttons (on entering; the screen that hosts the set-up calls it when the battle begins)."""
        st = self.view
        self.log.heading(f"{library().maps[st.map].name}: {st.mode} game, round {st.round}")
        self._fit()
        # a game loaded or resumed: the combat under way, or the one its last action finished, as it went
        combat_flow.loaded_combat(self, self.fight_so_far())
        self._pick_up_combat()
        if st.phase == "assign" and st.round <= 1:
            self.anims.roll(range(len(st.seats)))
        self.buttons = toolbar.build(self, self.tool_view())

    def resize(self, size) -> None:
        """Lay the table out again for the new window."""
        self.layout = table_layout(tuple(size), self.view, self.collapsed)
        self.control.area = pygame.Rect(self.layout.map)
        self._relayout()
        self._fit()

    def _relayout(self) -> None:
        """The layout and hit areas for the view now (cards and tray dice follow the state)."""
        self._view_key = ()  # the state may have been changed in place (tests, scenarios): look again
        self.layout = table_layout(self.layout.size, self.view, self.collapsed)
        self.hits = {p.seat: cards.hits_for(p, self.view) for p in self.layout.panels}
        self._laid_for = (id(self.session.state), len(self.session.actions), self.eye)

    def _layout_follows_eye(self) -> None:
        """A hand-over changes whose view is drawn with no action: the panels' trays follow it (the lead's
        play r27: Player 2 saw Player 1's tray as Player 1 had left it, one die where four face-down dice
        belonged, telling how many Player 1 had placed before Player 2 committed, NM-ROUND-05)."""
        if (id(self.session.state), len(self.session.actions), self.eye) != self._laid_for:
            self._relayout()

    def _fit(self) -> None:
        fit_camera(self.camera, self.layout.map, self._map_size())

    def _map_size(self) -> tuple[float, float]:
        mp = library().maps[self.view.map]
        return (mp.width, mp.height)

    # -- room to play (issue 10) -------------------------------------------------------------------
    def reset_zoom(self) -> None:
        """Home or the Fit button: the whole map again."""
        self._fit()

    def zoomed(self) -> bool:
        """True when the camera is off the fitted whole-map view."""
        return not room.fitted(self.camera, self.layout.map, self._map_size())

    def toggle_column(self, column: int) -> None:
        """Collapse a side column to a strip, or open it again; the settings remember it."""
        was = list(self.collapsed)
        was[column] = not was[column]
        self.collapsed = (was[0], was[1])
        room.remember_columns(self.ctx, self.collapsed)
        self.resize(self.layout.size)

    def _positions(self) -> dict:
        return {m.id: (m.x, m.y) for m in self.view.monsters}

    def log_held(self) -> bool:
        """The combat window's dice are tumbling, or a clay show plays: the log waits to tell the
        roll (or the smashes) until they land."""
        combat = self.tools.find(CombatTool)
        if combat is not None and combat.record.rolling > 0:
            return True
        return clay_show.playing(self.tools)  # a missile still falling: its smashes are told once it lands

    def _pick_up_combat(self) -> None:
        """A combat already under way (a loaded game, an undo) gets its window, so it can be played on."""
        st = self.view
        if self.tools.find(CombatTool) is None and st.phase == "combat" and st.combat is not None:
            self.tools.push(CombatTool.from_state(st))

    # -- what is in hand (read by tests, the bench and scenarios) ------------------------------------
    @property
    def state(self):
        """The state on the table: the view of the seat at the screen."""
        return self.view

    @property
    def move(self):
        """The monster drag under way (move_tool.MoveDrag), if any."""
        tool = self.tools.find(MoveTool)
        return tool.drag if tool is not None else None

    @property
    def aim(self):
        """The shooter being aimed with (ranged_tool.RangedAim), if any."""
        tool = self.tools.find(AimTool)
        return tool.aim if tool is not None else None

    @property
    def combat(self):
        """The combat window's record (combat_view.CombatRecord), if the window is up."""
        tool = self.tools.find(CombatTool)
        return tool.record if tool is not None else None

    @property
    def menu(self) -> FaceMenuTool | None:
        """The open face chooser, if any."""
        return self.tools.find(FaceMenuTool)

    @property
    def rolling(self) -> list:
        """Seconds of tumbling left for each seat's command dice."""
        return [self.anims.rolling_for(s) for s in range(len(self.view.seats))]

    @rolling.setter
    def rolling(self, values) -> None:
        for seat, left in enumerate(values):
            self.anims.rolling[seat] = float(left)

    def marks(self, seat: int) -> set:
        """The dice a seat has right-clicked for the advanced reroll or change."""
        return self.tools_base().marks.of(seat)

    def tools_base(self) -> commands.TableBase:
        """The idle handler at the bottom of the stack."""
        return next(iter(self.tools))

    # -- actions the UI offers (each carries out what a tool would answer) ---------------------------
    def _did(self, result) -> bool:
        """Carry out a result; True when it changed the state."""
        n = len(self.session.actions)
        self.carry_out(result)
        return len(self.session.actions) > n

    def assign(self, seat: int, die: int, book: str, slot: int) -> bool:
        """Put a die on a slot (a wild die on a one-command slot is flipped to it first)."""
        self._did(assign_results(self.tool_view(), seat, die, book, slot))
        d = self.session.state.seats[seat].dice[die]
        return d.status == "assigned" and d.book == book and d.slot == slot

    def assign_done(self, seat: int):
        """Commit a seat's command dice."""
        if self.submit(A.AssignDone(seat=seat)):
            self.done_at = self.t
        return None

    def start_command(self, seat: int, die: int, command: str | None = None) -> bool:
        """Perform a die (a ranged command aims with the first monster that has a target)."""
        return self._did(commands.start_command(seat, die, command))

    def basic_die_options(self, seat: int, die: int) -> list[tuple[str, str]]:
        """Basic play without slots: what a die in the tray can do, as (menu key, words)."""
        return commands.basic_die_options(self.view, seat, die)

    def anyone_can_shoot(self) -> bool:
        """Some monster performing the ranged command has a legal target (cached per view shown: in solo
        play a step of Basalt's on show is a view of its own, and the answer worked out on it, a combat,
        was kept after it for the command that followed: "no enemy in range" with targets glowing, r26)."""
        view = self.view
        if self._shoot[0] is not view:
            self._shoot = (view, commands.anyone_can_shoot(view))
        return self._shoot[1]

    def begin_drag(self, mid: str) -> None:
        """Pick up a monster for the current move command."""
        self.tools.remove_all(MoveTool)
        self.tools.push(MoveTool.pick_up(self.tool_view(), mid))

    def drag_to(self, point) -> None:
        """Move the dragged monster's cursor to a map point (inches)."""
        tool = self.tools.find(MoveTool)
        if tool is not None:
            self.mouse = tuple(int(v) for v in self.camera.map_to_screen(*point))
            tool.drag.update(point)

    def drop(self) -> bool:
        """Release the dragged monster: a legal end becomes a Move, an illegal one is refused with why."""
        tool = self.tools.find(MoveTool)
        if tool is None:
            return False
        self.tools.pop(tool)
        return self._did(tool.drop())

    def aim_with(self, shooter: str, hover: str | None = None) -> None:
        """Aim with a shooter (and point at a target)."""
        self.tools.remove_all(AimTool)
        tool = self.tools.push(AimTool(RangedAim.begin(self.view, shooter)))
        if hover is not None:
            tool.aim.set_hover(hover)

    def close_combat(self):
        """Close the combat window once the combat is resolved."""
        tool = self.tools.find(CombatTool)
        if tool is not None:
            self.carry_out(tool.close(), tool)
        return None

    def toggle_tool(self, key: str, tool: FreeTool | None = None):
        """Take a free tool in hand, or put it down if it is in hand (one free tool at a time)."""
        held = next((t for t in self.tools if isinstance(t, FreeTool) and t.key == key), None)
        self.tools.remove_all(FreeTool)
        if held is None or tool is not None:
            self.tools.push(tool or FREE_TOOLS[key]())
        return None

    def still(self) -> None:
        """A still picture (scenario renders): no bots, no animations, the combat dice settled."""
        self.driver = None
        self.no_first_handover()
        self.anims.clear()
        self.tools.remove_all(clay_show.ClayShow)
        combat = self.tools.find(CombatTool)
        if combat is not None:
            combat.settle(self.tool_view())

    def set_mouse(self, pos) -> None:
        """Where the mouse is (scenario pictures put it somewhere)."""
        self.mouse = (int(pos[0]), int(pos[1]))

    # -- hit tests (the layout's, as tools see them) ------------------------------------------------
    def monster_at(self, pos, seat: int | None = None) -> str | None:
        """The monster under a screen point (optionally of one seat)."""
        return self.tool_view().monster_at(pos, None if seat is None else [seat])

    def _slot_at(self, pos):
        return self.tool_view().slot_at(pos)

    def _tray_die_at(self, pos):
        return self.tool_view().tray_die_at(pos)

    def _menu_rects(self):
        menu = self.menu
        return menu.rects(self.tool_view()) if menu is not None else []

    def _hover_key(self, pos=None):
        """What a tooltip is about with the mouse at `pos` (where the mouse is, by default)."""
        covering = [t for t in self.tools if t.hover_blocked()]
        cards_open = all(getattr(t, "covers_map_only", False) for t in covering)  # the combat window
        view = self.tool_view() if pos is None else key_tip.pointed(self.tool_view(), pos)
        in_combat = any(getattr(t, "window_at", lambda v, p: False)(view, view.mouse) for t in covering)
        return tooltips.hover_key(view, self.buttons, self.menu is not None, bool(covering), cards_open, in_combat)

    def tip_lines(self, target) -> list[str]:
        """I: the tooltip a mouse resting on the focused thing shows (the game screen draws it)."""
        key = self._hover_key(target.pos)
        view = key_tip.pointed(self.tool_view(), target.pos)
        return more_lines(tooltips.lines_for(key, view, self.buttons), section_for(key)) if key else []

    def more_for(self, target):
        """F2 with the focus on a thing: the rules at its section (else the mouse's: PASS)."""
        section = section_for(self._hover_key(target.pos))
        return self.open_rules(section) if section else PASS

    def prompt(self) -> tuple[str, tuple]:
        """The banner's line: the tool in hand's, else whose turn it is and what to do."""
        view = self.tool_view()
        for tool in reversed(list(self.tools)):
            said = tool.prompt(view)
            if said:
                return said
        return banner.prompt(view, self.humans(), self.anyone_can_shoot())

    # -- events ----------------------------------------------------------------------------------------
    def handle_event(self, event) -> Transition | None:
        """Buttons, then the tools in hand, then the keys table, then the camera."""
        self._layout_follows_eye()
        if hasattr(event, "pos"):
            self.mouse = event.pos
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.hover_quiet, self.hover_time = True, 0.0  # a tooltip never opens by itself on what was just clicked
        elif event.type == pygame.MOUSEMOTION:
            self.hover_quiet = False
            self.guard.moved()
        self.buttons = toolbar.build(self, self.tool_view())
        self.guard.watch(self.buttons, self.mouse, self.t)
        self.focus.mouse_used(event)
        result = key_path.key(self, event)  # Tab, the arrows, 1-9, Enter while the focus is on (issue 26)
        if result is not PASS:
            return result
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            b, under = self.guard.press(self.buttons, event.pos, self.t)
            if under:
                return self.carry_out(b.action()) if b is not None else None
        if event.type == pygame.MOUSEWHEEL and any(
            getattr(t, "takes_wheel", lambda v: False)(self.tool_view()) for t in self.tools
        ):
            tool, result = self.route(event)  # e.g. the wheel turns a monster in hand (Directional Attacks)
            return result if result is not PASS else None
        if event.type == pygame.MOUSEWHEEL:
            if pygame.Rect(self.layout.log).collidepoint(self.mouse):
                self.log_panel.wheel(event.y)
                return None
            if pygame.Rect(self.layout.map).collidepoint(self.mouse) and event.y:
                self.camera.zoom_at(1.15**event.y, *self.mouse)
            return None
        tool, result = self.route(event)
        if tool is not None or result is not PASS:
            return result if result is not PASS else None
        if asks_more(event) and section_for(self.hover_key):  # F2: the rules at what the tooltip is about
            return self.open_rules(section_for(self.hover_key))
        if event.type == pygame.KEYDOWN:
            result = keys.TABLE.dispatch(event, self, self.ctx)  # F1: the keys help; ?: the rules page
            if result is not PASS:
                return self.carry_out(result)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return None
        self.control.handle_event(event)
        return None

    # -- time --------------------------------------------------------------------------------------------
    def update(self, dt: float) -> Transition | None:
        """Animations, the tools, paced bots, the seat at the screen, tooltips."""
        self.control.update(dt)
        room.keep_in_view(self.camera, self.layout.map, self._map_size())
        self.anims.update(dt * self.speed if self.speed > 0 else 1e6)  # the settings' animation speed; 0 skips them
        transition = super().update(dt) or draw_offer.question(self)  # a draw on offer waits on its answer
        self._layout_follows_eye()
        self._pick_up_combat()  # a combat waiting on a decision always has its window (nothing can hide it)
        self.log_panel.follow(len(self.log_lines()))
        self.log_panel.measure(self.log_lines(), self.layout.log, self.layout.scale)  # the wheel's range
        self.anyone_can_shoot()  # worked out here, so drawing only reads it
        view = self.tool_view()
        self.prewarm.step(view, dragging=self.move is not None)
        self.buttons = toolbar.build(self, view)
        self.guard.watch(self.buttons, self.mouse, self.t)
        if self.focus.on:
            self.focus.offer(key_path.targets(self))  # drawn from what is stored: draw reads only
        key_path.settle_focus(self)  # a combat window just opened: the focus on its main button
        key = self._hover_key()
        if key != self.hover_key:
            self.hover_key, self.hover_time = key, 0.0
        elif not self.hover_quiet:
            self.hover_time += dt
        return transition

    # -- drawing -------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """The table: map and pieces, panels, banner, log, windows and tooltips (read-only)."""
        view = self.tool_view()
        L = self.layout
        st = view.state
        tools = list(self.tools)
        self.guard.drawn(self.buttons)  # a click takes only what was on screen when it was made
        surface.blit(look.table_texture(surface.get_size()), (0, 0))
        surface.set_clip(pygame.Rect(L.map))
        mapview.draw(surface, self.camera, st, self.colours)
        pieces = clay_show.pieces_state(st, tools)  # what a clay show draws itself is left out
        map_pieces.draw_clay_left(surface, self.camera, pieces, self.colours)
        clay_show.draw_walls(surface, self.camera, st, self.colours, tools)
        for tool in tools:
            tool.draw_under(surface, view)
        c = st.command
        mine = st.phase == "command" and c is not None and self.human(c.seat) and c.seat == view.seat
        drag = self.move
        map_pieces.draw_monsters(
            surface,
            self.camera,
            pieces,
            self.colours,
            self.anims,
            self.t,
            Q.actors(st) if mine else (),
            {drag.monster} if drag is not None else (),
        )
        for tool in tools:
            tool.draw_map(surface, view)
        if c is not None and st.fan:  # Decisive Combat: the fights to choose, the targets declared
            from tabletop.ui.necromolds.table import fan_marks, fan_tools

            if c.stage == "melee":
                b = self.buttons.at(self.mouse)
                hover = int(b.key.split("_")[1]) if b is not None and b.key.startswith("melee_") else None
                fan_marks.draw_melee_pairs(surface, self.camera, st, fan_tools.pairs(st), L.scale, hover)
            fan_marks.draw_declared(surface, self.camera, st, L.scale)
        surface.set_clip(None)
        # a missile's smashes counted once it has landed, a combat's result once its dice have (as the log)
        told = clay_show.panel_state(combat_flow.panel_state(st, tools), tools)
        for panel in L.panels:
            if panel.collapsed:
                pl = self.panel_look(panel.seat)
                room.draw_strip(
                    surface, panel, told, pl.name, pl.colour, L.scale, pl.acting, 0 if panel.rect[0] == 0 else 1
                )
                continue
            self.panel_cache.draw(
                surface,
                look.table_texture(surface.get_size()),
                panel,
                told,
                self.panel_look(panel.seat),
                L.scale,
                self.t,
            )
        text, colour = self.prompt()
        toolbar_left = min((b.rect.left for b in self.buttons.buttons if b.key.startswith("tool_")), default=L.size[0])
        seat = self.prompt_seat(colour, view)
        notices.draw_banner(
            surface,
            L.top,
            L.scale,
            text,
            colour,
            toolbar_left,
            seat=seat,
            short=banner.bar_prompt(text, toolbar_left, L.top[3], L.scale),
        )
        self.log_panel.draw(surface, L.log, L.scale, self.log_lines(), self.colours)
        for tool in tools:
            tool.draw_window(surface, view)
        if st.fan:  # Turn Order Choice's question, Decisive Combat's list of fights (their buttons: toolbar)
            from tabletop.ui.necromolds.table import fan_tools

            fan_tools.draw_order_window(surface, view)
            fan_tools.draw_melee_window(surface, view)
        if st.phase == "over" and self.combat is None and not clay_show.playing(tools):  # after the show
            end_screen.end_screen(st, self.outcome, self.bot_seats, self.colours).draw_over(surface, L.scale)
        self.buttons.draw(surface, L.scale, self.mouse)
        room.draw_tab_arrows(surface, L)
        for tool in tools:
            tool.draw(surface, view)
        if self.toast is not None:
            area, at = notice_area(L, st, self._shown)
            notices.draw_notice(surface, area, L.scale, self.toast, at)
        self.draw_tips(surface, view)

    def drawn_panels(self) -> list:
        """The notice where `draw` puts it: the key hint keeps off it (kit key_tip.drawn_panels)."""
        if self.toast is None:
            return []
        area, at = notice_area(self.layout, self.tool_view().state, self._shown)
        return [notices.notice_rect(area, self.layout.scale, self.toast, at)]

    def prompt_seat(self, colour, view) -> int | None:
        """Whose emblem stands beside the prompt: the seat whose colour it is (banner.prompt), not colour
        alone; a tool's amber words are its own seat's (a clay spell's caster), else the person's at the
        screen. They had no seat, and the plain amber disc drawn for none read as Candle Amber's emblem
        (a disc): Player 2's Magic Missile looked like Player 1's, and so did a computer's missile as it
        fell (playing r27, hot seat)."""
        if tuple(colour) == tuple(look.AMBER):
            for tool in reversed(list(self.tools)):
                if tool.prompt(view):
                    seat = getattr(tool, "seat", None)
                    return seat if seat is not None else self.person_acting()
        return next((k for k, c in enumerate(self.colours) if tuple(c) == tuple(colour)), None)

    def draw_tips(self, surface: pygame.Surface, view) -> None:
        """The tooltip of what the mouse rests on: a button's, the combat window's, a monster's, a card's
        (drawn last; again over the computer's summary, GameScreen.draw_overlay)."""
        tooltips.draw_tooltip(surface, self.hover_key, self.hover_time, view, self.buttons)

    def panel_look(self, seat: int) -> cards.PanelLook:
        """What a seat's panel should emphasise now."""
        st = combat_flow.panel_state(self.view, self.tools)  # whose turn: not the next one while dice roll
        pl = cards.PanelLook(self.seat_name(seat), self.colours[seat])
        pl.rolling = self.anims.rolling_for(seat)
        pl.roll_seed = self.anims.roll_seed * 10 + seat
        pl.selected_dice = self.marks(seat)
        if st.phase == "assign":
            pl.acting = not st.seats[seat].assign_done
            pl.status = "assigning" if pl.acting else "ready"
        elif st.phase in ("turns", "command"):
            pl.acting = st.turn_seat == seat
            mine = self.human(seat) and seat == self.seat_at_screen  # the person at the screen reads "your"
            pl.status = ("your turn" if mine else "their turn") if pl.acting else ""
        elif st.phase == "combat" and st.combat is not None:
            pl.acting = deciding_seat(st) == seat
        drag = self.tools.find(DieDragTool)
        if drag is not None and drag.seat == seat and drag.moved:
            pl.hidden_die = drag.die
            pl.drop_ok = drop_targets(st, seat, st.seats[seat].dice[drag.die].face)
        if st.phase == "turns" and st.turn_seat == seat and self.human(seat) and seat == self.seat_at_screen:
            pl.clickable_dice = set(st.pending(seat, st.active_book))
        pick = self.tools.find(RerollPickTool)
        if isinstance(pick, RerollPickTool) and pick.seat == seat:  # the advanced reroll's dice: the lit ones reroll
            pl.clickable_dice = set(pick.rerolled(st))
        return pl


def cards_colour(colour) -> tuple:
    """A seat's colour made light enough for words over the map."""
    from tabletop.ui.necromolds.table import draw as D

    return D.lighter(colour, 0.3)
