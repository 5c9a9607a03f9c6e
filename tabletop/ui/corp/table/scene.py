"""The NecronomiCORP table on the generic GameScreen.

    CorpTableScene(ctx, session, bot_seats, colours, bot_delay=0.7)

The building in cross-section (building_plan.py / building_draw.py, under a camera: wheel zoom,
right-drag pan, Home fits it), the character sheets (sheets.py), the choices panel with every legal
action of the seat at the screen as a plaque (offer.py, chrome.py), the log, and the top bar (turn,
step, what may be done; team scoreboard; Fit, Undo, Save, Keys, Menu).

Input goes through the game screen's tool stack, each tool handed a read-only CorpView (view.py):
the idle CorpBase (turn_tools.py: clicks on the building and sheets, drags to give) and ChoiceMenu.

Wiring points for the other branches (keep them obvious):
- the fight window: `FightTool()` (fight_tool.py) is pushed while `self.view.fight` is set or its
  record lingers (`_sync_fight`), and `fight_tool.follow(record, events, view)` is called with every
  batch of events in `on_events`. While the fight tool does not say it answers the fight's actions
  itself (`FightTool.answers = True`), the fight's legal actions are offered as plain plaques in the
  choices panel and a plain fight panel (chrome.draw_fight_panel) says who fights what.
- the set-up shown: flow.scene_for pushes `setup_shown(...)` when the session has no action yet.
- the computer's reasons: `corp_reasons.reason(before, action, after, cards)` is logged for every
  computer action (`_explain`), from public views.
`targets()` lists every click on screen that takes an action and `drag_targets()` every drag (tests
play whole games by them). Drawing changes nothing.
"""

from __future__ import annotations

import pygame

from tabletop.ai import corp_reasons
from tabletop.games.corp import actions as A
from tabletop.ui import look, palette
from tabletop.ui.camera import Camera
from tabletop.ui.camera_input import CameraControl
from tabletop.ui.corp import persist
from tabletop.ui.corp.rules_summary import open_rules, section_for
from tabletop.ui.corp.table import building_draw as BD
from tabletop.ui.corp.table import building_plan as BP
from tabletop.ui.corp.table import chrome, fight_record, fight_tool, key_path, key_tips, keys
from tabletop.ui.corp.table import fight_layout as FL
from tabletop.ui.corp.table import offer as OF
from tabletop.ui.corp.table import peeks as PK
from tabletop.ui.corp.table.building_layer import BuildingLayer
from tabletop.ui.corp.table.layout import contains, letters, table_layout
from tabletop.ui.corp.table.sheets import draw_sheet_lit, draw_sheets, sheet_boxes
from tabletop.ui.corp.table.turn_tools import ChoiceMenu, CorpBase, left_press
from tabletop.ui.corp.table.view import CorpView
from tabletop.ui.fight_so_far import replayed, seen_by
from tabletop.ui.game_screen import GameScreen, animated
from tabletop.ui.kit import notices
from tabletop.ui.kit.buttons import ButtonSet, ClickGuard
from tabletop.ui.kit.focus import KeyFocus
from tabletop.ui.kit.handover import HandoverScene
from tabletop.ui.kit.keys import KeysHelpScene
from tabletop.ui.kit.log_panel import LogPanel
from tabletop.ui.kit.more import more_lines
from tabletop.ui.kit.names import seat_name
from tabletop.ui.kit.panels import tooltip
from tabletop.ui.scene import Transition, push, replace
from tabletop.ui.tools import PASS

LOG_WHEEL = 2
LOG_LETTER = 12  # the log's letter (design px), times layout.letters
TIP_REST = 0.45  # seconds the cursor rests on a card before its tooltip shows
LAID_KEPT = 64  # the questions whose plaque places are remembered (the latest)
OPEN_TABLE = "Nothing is hidden now: everyone may watch."  # a hand-over with no secret to keep


class CorpTableScene(GameScreen):
    """Play NecronomiCORP with the mouse, alone, with bot teammates, hot-seat, or in teams."""

    name = "corp_table"
    tip_lines, more_for = key_tips.tip_lines, key_tips.more_for  # I and F2 on the focused thing (game screen's hooks)

    def __init__(self, ctx, session, bot_seats=frozenset(), colours=None, bot_delay: float = 0.7) -> None:
        super().__init__(ctx, session, bot_seats, bot_delay=bot_delay, save=persist.save_game)
        n = session.state.players_n
        from tabletop.ui.corp.starting import seat_colours

        self.colours = [palette.shown(c) for c in (colours or seat_colours(n))]  # in the chosen palette
        self.layout = table_layout(ctx.size, n)
        self.camera = Camera(viewport=ctx.size, min_scale=6.0, max_scale=120.0)
        self.control = CameraControl(self.camera, pygame.Rect(self.layout.building))
        self.log_panel = LogPanel(font_size=LOG_LETTER * letters(1.0), bar=True, spacing=1.25)
        self.mouse = (0, 0)
        self.rest = 0.0
        self.buttons = ButtonSet()
        # a plaque that came up under a pointer left resting (the computer played meanwhile) takes no click
        # until the pointer moves: the person may never have seen it (play-test r27, corp2: "Leave the room for
        # the hallway" came up where "Take the Fire Axe" had been, and a click a while later took it)
        self.guard = ClickGuard(by_label=True, still=None)
        self.focus = KeyFocus()  # the keyboard's focus over the clicks and drags on offer (key_path.py, issue 26)
        self.keys_pointer = False  # the pointer was put where it is by a gesture the keys made, not the mouse
        self.page = 0
        self.pages = 1
        self._slots: list = []  # the plaques by place (offer.place_key), None an empty place (offer.arrange)
        self._slot_step: tuple = ()  # the turn's step they were laid for: a new step lays them afresh
        # the places given to each question lately ((step, the plaques) -> slots): an Undo brings a
        # question back with its plaques where they stood (play-test r24: after an Undo "Take the
        # Janitor's Chainsaw" stood a column to the left of where it was, under a habitual click)
        self._laid: dict[tuple, list] = {}
        self.fight_record = None  # fight_tool.FightRecord: what the fight window shows
        self.fight_tool: fight_tool.FightTool | None = None
        self._public = session.game.view(session.state, None)  # the public view before the next action
        self._key: tuple | None = None
        self._plan: BP.Plan | None = None
        self._offer = OF.Offer()
        self._legal: tuple = ()
        self._parts: tuple = ()
        self._named: tuple = (None, ())  # (the class named for, the seats' names): see _names
        self._painted: pygame.Surface | None = None  # the picture of what changes only with the state
        self.building = BuildingLayer()  # the building, painted per state and zoom, moved by panning
        self._painted_key: tuple = ()
        self._peek: PK.Peek | None = None  # what the seat at the screen peeked at, still on a stack
        self._fit()

    # -- the game screen's hooks ---------------------------------------------------------------------
    def base_tool(self):
        return CorpBase()

    def seat_colour(self, seat: int | None) -> tuple:
        return self.colours[seat] if seat is not None and 0 <= seat < len(self.colours) else look.BONE

    def seat_name(self, seat: int) -> str:
        you = " (you)" if len(self.humans()) == 1 and self.human(seat) else ""
        return seat_name(seat, self.bot_seats) + you

    @property
    def _names(self) -> tuple[str, ...]:
        """The seats' names as the table shows them, made again if the table's class changed: the replay
        viewer makes a table watched after it is made, and a watched table plays no seat, so no "(you)"
        (play-test r21: a watched Player 1 was "Player 1 (you)")."""
        if self._named[0] is not type(self):
            self._named = (type(self), tuple(self.seat_name(s) for s in self.seats()))
        return self._named[1]

    def fight_answered(self) -> bool:
        """The fight window answers the fight's actions itself (else they are plain plaques)."""
        return bool(getattr(fight_tool.FightTool, "answers", False))

    def _refresh(self) -> None:
        """What follows the state: the building's plan, the sheets' parts, the offer (once per state)."""
        level = self._fight_level()
        key = (len(self.session.actions), id(self.session.state), self._shown, self.eye, self.layout.size, level)
        if key == self._key:
            return
        self._key = key
        st = self.view
        self._plan = BP.plan(st, (level, self._fight_edge()) if level is not None else None)
        self._peek = self._peek_of(st)
        seat = self.acting_seat()
        legal = self.session.game.legal_actions(self.session.state, seat) if seat is not None else []
        self._legal = tuple(legal)  # the view's legal actions: the fight window offers its own from them
        self._offer = OF.offer(st, self.session.game.cards, seat, legal, not self.fight_answered())
        self._lay_plaques(st, seat)
        self._parts = ()
        self._parts = tuple(sheet_boxes(self._bare_view()))
        self._arrange()

    def pointer_tips(self) -> bool:
        """Whether tooltips show under the pointer: where the mouse put it, yes; where the keys put it (the
        point of the last gesture Enter made), no: the keyboard's player looks at the focus, and the tip
        stayed there when the focus moved on (a room stack's tip over the choices panel, "Try to escape"
        over the fight, play-test r25), or while it stayed, hid the fight's other answers under numbers."""
        return not self.keys_pointer

    def _bare_view(self) -> CorpView:
        acting = tuple(self.session.game.to_act(self.session.state))
        legal = self._legal  # every legal action of the seat (the fight window's among them)
        return CorpView(
            self.view, self.session.game.cards, self.seat_at_screen, acting, legal, frozenset(self.bot_seats),
            tuple(self.colours), self._names, self.layout, self.camera, self.mouse, self.fight_record,
            {"tips": self.pointer_tips()}, self._plan, self._parts, self._offer, self.outcome is not None, peek=self._peek,
        )  # fmt: skip

    def tool_view(self) -> CorpView:
        self._refresh()
        return self._bare_view()

    def acting_seat(self) -> int | None:
        """The seat at the screen when it is a person who must act now."""
        seat = self.seat_at_screen
        if seat is None or not self.human(seat) or seat not in self.session.game.to_act(self.session.state):
            return None
        return seat

    def needs_handover(self, before, after) -> bool:
        """Between two people at one screen: the game screen's rule (one would see what the other may
        not: a peek), and also whenever the turn passes from one to the other outside a fight, so each
        knows it is theirs (a fight's answers pass with the "Your turn" beat alone)."""
        if super().needs_handover(before, after):
            return True
        return self.human(before) and self.human(after) and before != after and self.session.state.fight is None

    def handover_scene(self, seat: int):
        """The game screen's hand-over, with the team of the seat coming in a team game ("Pass the table to
        Player 2 · team 1"; play-test r21: the team was not said)."""
        scene = super().handover_scene(seat)
        if isinstance(scene, HandoverScene) and not self._secret_from_others(seat):
            # a turn passed only so each knows it is theirs: no one need look away (lead's play, r26)
            scene.what = f"Your turn to play. {OPEN_TABLE}"
        team = chrome.team_of(self.session.state, seat)
        if not isinstance(scene, HandoverScene):
            return scene
        lead = self._handover_lead(seat)
        if team is not None:
            scene.title = f"Pass the table to {scene.who} · team {team + 1}"
            if not lead.endswith("stay out"):  # a call for help names the caller; the title names the team
                lead = f"{lead}, for team {team + 1}"
        scene.what = scene.what.replace("Your turn to play.", f"{lead}.")
        return scene

    def _handover_lead(self, seat: int) -> str:
        """What the hand-over asks of the seat coming in: in a fight it is a move or a call for help to
        answer, not a turn (play-test r27: "Your turn to play" came in the middle of a fight, and when a
        friend called for help, NC-RESP-14/15)."""
        fight = self.session.state.fight
        if fight is None:
            return "Your turn to play"
        if seat in fight.asked and fight.asker >= 0:
            return f"{self.seat_name(fight.asker)} calls for help: come in or stay out"
        return "Your move in the fight"

    def _secret_from_others(self, seat: int) -> bool:
        """True when the seat coming to the screen sees, or is about to see, what another person here may not
        (a peek of a stack: NC-BUILD-10)."""
        others = [h for h in self.humans() if h != seat]
        return self.acts_in_secret(seat) or any(self.sees_differently(seat, h) for h in others)

    def beat_words(self, seat: int) -> tuple[str, str]:
        """The beat says what a fight asks of the person coming in the middle of it (hot-seat: a call for
        help passes from one person to the other with the beat alone), not "Your turn" (play-test r21)."""
        fight = self.session.state.fight
        if fight is None:
            return super().beat_words(seat)
        name = self.seat_name(seat)
        if seat in fight.asked:
            return "Call for help", f"{name}: answer the call for help"
        return "Your move", f"{name}: your move in the fight"

    def pace_area(self) -> pygame.Rect:
        """Where the beat stands: over the building, and while the fight window is up beside it (it stood
        over the fight's dice, play-test r21), or over the choices panel where the building's part left of
        the window is too narrow for it."""
        area = pygame.Rect(self.layout.building)
        if self.fight_tool is None:
            return area
        s = self.layout.scale
        left = pygame.Rect(area.x, area.y, self.layout.fight[0] - area.x, area.h)
        return left if left.w >= int(440 * s) else pygame.Rect(self.layout.choices)

    def turn_key(self) -> object:
        """A turn is its number: a person answering a monster again after a computer teammate helped
        goes on with the same turn, no second "Your turn" (play-test r19)."""
        return self.session.state.turn.number

    def busy(self) -> bool:
        """The fight window's dice in the air hold the bots (the fight tool's record says)."""
        rec = self.fight_record
        return self.seat_held() or bool(rec is not None and getattr(rec, "rolling", False))

    def log_held(self) -> bool:
        rec = self.fight_record
        return bool(rec is not None and getattr(rec, "rolling", False))

    def on_events(self, action, events) -> None:
        """The fight window follows the fight; a computer's action gets its reason in the log."""
        self._explain(action)
        self.fight_record = fight_tool.follow(self.fight_record, list(events), self.tool_view())
        self._key = None  # (the page is kept while the plaques keep their places: _lay_plaques)
        self._sync_fight()

    def _cards(self):
        return self.session.game.cards

    def _peek_of(self, st) -> PK.Peek | None:
        """The seat at the screen's peek from its own view (another seat's view never holds it)."""
        return PK.seat_peek(st, self._cards(), self.eye)

    def _explain(self, action) -> None:
        after = self.session.game.view(self.session.state, None)
        seat = getattr(action, "seat", None)
        if seat in self.bot_seats:
            try:
                why = corp_reasons.reason(self._public, action, after, self.session.game.cards)
            except Exception:  # a reason is a courtesy: it never stops the game
                why = ""
            if why:
                self.log.reason(f"{seat_name(seat, self.bot_seats)}: {why}", seat)
        self._public = after

    def on_undo(self) -> None:
        # a step of a fight taken back (a choice, never a roll: a roll seen is not undone) keeps the
        # fight's dice so far: the record is told again from the log, as on loading
        # (only while a fight is on: the replay is a second pass over the whole log, and Undo late in a
        # game took a frame far over its budget)
        s = self.session
        if s.state.fight is not None and s.actions:
            steps = seen_by(s.game, replayed(s.game, s.settings, s.seed, s.actions)[1], self.eye)
            self.fight_record = fight_record.resumed_fight(s.game.cards, steps)
        else:
            self.fight_record = None
        self._public = self.session.game.view(self.session.state, None)
        self._key = None
        self._sync_fight()

    def _sync_fight(self) -> None:
        """The fight tool in hand while a fight is on or its record lingers (follow() answers None when
        nothing lingers), put down after. A fight window that put itself down (DONE: the person closed
        a finished fight) lets its record go."""
        if self.fight_tool is not None and self.fight_tool not in list(self.tools):
            self.fight_tool = None
            if self.view.fight is None:
                self.fight_record = None
        on = self.view.fight is not None or bool(self.fight_record is not None and not self.fight_record.gone)
        if on and self.fight_tool is None:
            self.fight_tool = fight_tool.FightTool()
            self.tools.push(self.fight_tool)
        elif not on and self.fight_tool is not None:
            self.tools.pop(self.fight_tool)
            self.fight_tool = None

    def escape(self) -> Transition | None:
        """Esc puts down a menu; the fight window stays while the fight is on (a decision the rules
        require): Esc then asks before leaving, as with nothing in hand."""
        if self.tools.top is self.fight_tool and self.view.fight is not None:
            return push(self.confirm_leave_scene())
        return super().escape()

    def handover_wait(self, before, after) -> bool:
        """The person leaving the screen sees the fight window's dice land before the hand-over."""
        return bool(self.fight_record is not None and getattr(self.fight_record, "rolling", False))

    def enter(self) -> None:
        """As the game screen does; a game loaded or resumed mid-fight opens its window with the fight's
        dice so far, as the seat at the screen saw them (it came up with none)."""
        super().enter()
        steps = self.fight_so_far()
        if steps and self.fight_record is None:
            self.fight_record = fight_record.resumed_fight(self.session.game.cards, steps)
        self._sync_fight()

    def end_scene(self) -> Transition:
        from tabletop.ui.corp.end_screen import CorpEndScene

        return replace(CorpEndScene(self.ctx, self.session, self.bot_seats, self.colours))

    # -- geometry -------------------------------------------------------------------------------------
    def _fight_level(self) -> int | None:
        """The level of the fight the window shows (on, or over and still shown), else None."""
        fight = self.view.fight
        if fight is not None:
            return fight.level
        rec = self.fight_record
        up = self.fight_tool is not None and rec is not None and not rec.gone
        return (getattr(rec, "level", 0) or None) if up else None

    def _fight_edge(self) -> float:
        """The fight window's left edge in building units with the whole building in view (the fight's
        level lays its rooms left of it; a closer zoom pans to them)."""
        x, y, w, h = self.layout.building
        whole = Camera(viewport=(w, h), min_scale=self.camera.min_scale, max_scale=self.camera.max_scale)
        whole.viewport_x, whole.viewport_y = x, y
        whole.fit_box(*BP.bounds())
        return whole.screen_to_map(self.layout.fight[0], 0)[0]

    def _fit(self) -> None:
        x, y, w, h = self.layout.building
        self.camera.resize((w, h), x, y)
        self.camera.fit_box(*BP.bounds())

    def reset_zoom(self) -> None:
        """The whole building again."""
        self._fit()

    def resize(self, size) -> None:
        self.ctx.size = tuple(size)
        self.layout = table_layout(tuple(size), self.session.state.players_n)
        self.control.area = pygame.Rect(self.layout.building)
        self._fit()
        self._key = None

    # -- buttons ---------------------------------------------------------------------------------------
    def presses(self) -> dict:
        return {
            "fit": self.reset_zoom,
            "undo": self.undo,
            "save": self.save,
            "rules": lambda: open_rules(self.ctx),
            "keys": lambda: push(KeysHelpScene(self.ctx, keys.TABLE)),
            "menu": lambda: push(self.confirm_leave_scene()),
        }

    def turn_page(self, step: int) -> None:
        self.page = max(0, min(self.pages - 1, self.page + step))
        self._arrange()

    def press_key(self, key: str):
        """A key that stands for a choice (E: End your turn)."""
        for b in self._offer.buttons:
            if key == "end_turn" and type(b.action).__name__ == "EndTurn":
                return b.action
        return None

    def _lay_plaques(self, st, seat) -> None:
        """The plaques' places for the new offer (offer.arrange): those that remain stay put within the
        turn's step, and the place under the pointer never shows another plaque than it did."""
        rects = chrome.choice_grid(self.layout)[0]
        per = max(1, len(rects))
        # (a mouse's place only: where the keys last pressed, nothing is under a hand, and the place was left
        # empty, the next turn's first plaque a column along, play-test r25)
        slot = None if self.keys_pointer else next((i for i, r in enumerate(rects) if r.collidepoint(self.mouse)), None)
        under = None
        if slot is not None and self.page * per + slot < len(self._slots):
            under = self._slots[self.page * per + slot]
        step = (st.turn.number, st.turn.seat, st.turn.step, seat)
        kept = step == self._slot_step
        if not kept:
            self.page = 0
        self._slot_step = step
        pointer = self.page * per + slot if slot is not None else None
        keys = [OF.place_key(c) for c in self._offer.buttons]
        question = (step, tuple(keys))
        before = self._slots
        if question in self._laid:  # the same question back (after an Undo): its plaques where they were
            before, kept = self._laid.pop(question), True
        # the standing plaques (End your turn, the drops) at the end of the first page, turn after turn
        reserved = tuple(per - 1 - k for k in range(OF.STANDING)) if per > 2 * OF.STANDING else ()
        fixed = {}
        for c in self._offer.buttons:
            rank = OF.standing(c)
            if reserved and rank is not None:
                fixed[OF.place_key(c)] = per - 1 - rank
        self._slots = OF.arrange(before, keys, kept, pointer, under, fixed, reserved)
        self._laid[question] = self._slots
        while len(self._laid) > LAID_KEPT:
            self._laid.pop(next(iter(self._laid)))

    def _arrange(self) -> None:
        L = self.layout
        top = chrome.top_buttons(L, self.presses(), self.can_undo())
        by_key = {OF.place_key(c): c for c in self._offer.buttons}
        laid = [by_key.get(key) if key is not None else None for key in self._slots]
        turn = self._slot_step[0] if self._slot_step else ""
        choices, self.page, self.pages = chrome.choice_buttons(L, laid, self.page, self.turn_page, turn)
        self.buttons = ButtonSet(top + choices)
        self.guard.watch(self.buttons, self.mouse, self.t)

    def targets(self) -> list[tuple[str, tuple[int, int]]]:
        """Every click on screen now that takes an action: (what, the pixel to click)."""
        view = self.tool_view()
        menu = self.tools.find(ChoiceMenu)
        if isinstance(menu, ChoiceMenu):
            return menu.targets()
        out = []
        for target, choices in self._offer.clicks.items():
            pos = view.pixel_of(target)
            if pos is not None:
                out.append((OF.click_words(target, choices, view.cards), pos))
        # the gifts' menu is left to the drags (drag_targets); a drop's menu is clicked like any plaque
        menus = {c.label for c in self._offer.buttons if c.menu and all(isinstance(a, A.Give) for a in c.actions())}
        out += [(b.label, b.rect.center) for b in self.buttons if b.key.startswith("choice") and b.label not in menus]
        if self.fight_tool is not None:  # the fight window's choices (its chips choose, they do not act)
            out += [(b.label, b.rect.center) for b in self.fight_tool.choice_buttons(view)]
        return out

    def drag_targets(self) -> list[tuple[str, tuple[int, int], tuple[int, int]]]:
        """Every drag on screen now that gives a card: (what, from, to)."""
        view = self.tool_view()
        out = []
        for card, tos in self._offer.gives.items():
            src = view.pixel_of(("held", (self._offer.seat, card)))
            for to, choice in tos.items():
                dst = view.pixel_of(("token", to)) or view.pixel_of(("sheet", to))
                if src is not None and dst is not None:
                    out.append((choice.label, src, dst))
        return out

    # -- input ------------------------------------------------------------------------------------------
    def handle_event(self, event) -> Transition | None:
        if hasattr(event, "pos"):
            if tuple(event.pos) != self.mouse:
                self.rest = 0.0
            self.mouse = tuple(event.pos)
            self.keys_pointer = bool(getattr(event, "keyboard", False))  # the keys made this gesture (kit/focus.py)
        if event.type == pygame.MOUSEMOTION:
            self.guard.moved()
        self.focus.mouse_used(event)
        if self.seat_held():  # the set-up shown covers the table: it (and Esc) takes every event
            return super().handle_event(event)
        self._refresh()
        if not self.takes(event):
            return None
        if left_press(event):
            b, under = self.guard.press(self.buttons, event.pos, self.t)
            if under:
                if b is None:
                    self._unseen_plaque(event.pos)
                return self.carry_out(b.action()) if b is not None else None
            if self.outcome is not None:
                return self.end_scene()
        if event.type == pygame.MOUSEWHEEL:
            if contains(self.layout.building, self.mouse) and event.y:
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

    def _unseen_plaque(self, pos) -> None:
        """A click swallowed by a plaque that came up under the resting pointer: say how to take it."""
        b = self.buttons.at(pos)
        if b is not None and b.key.startswith("choice") and self.guard.waits_for_a_move(b):
            self.flash(OF.UNSEEN)

    # -- time and drawing --------------------------------------------------------------------------------
    def update(self, dt: float) -> Transition | None:
        self.control.update(dt)
        self.rest += dt
        transition = super().update(dt)
        if self.fight_record is not None:  # the fight window's dice land with the screen's clock
            self.fight_record.tick(dt, animated(dt, self.speed))  # the dice land at the animation speed
            if self.fight_record.gone:
                self.fight_record = None
        self._sync_fight()
        self._refresh()
        self.guard.watch(self.buttons, self.mouse, self.t)
        lines = self.log_lines()
        self.log_panel.follow(len(lines))
        self.log_panel.font_size = LOG_LETTER * letters(1.0)  # larger with Large text
        self.log_panel.measure(lines, self.layout.log, self.layout.scale)
        key_path.follow(self)
        return transition

    def timers(self) -> list[float]:
        return [max(0.0, TIP_REST - self.rest)] if self.rest < TIP_REST else []

    def _paint(self, view: CorpView, size) -> pygame.Surface:
        """What changes only with the state, the camera or the page of choices, painted once: the wood,
        the building, the sheets, the plain fight panel, the choices panel and the top bar."""
        L = self.layout
        surface = pygame.Surface(size)
        surface.blit(look.table_texture(L.size), (0, 0))
        if not self.building.fits(view.camera):  # a very close zoom: painted here, with the camera's offset
            BD.draw_building(surface, view, self._plan)
        draw_sheets(surface, view, self._parts)
        if view.state.fight is not None and not self.fight_answered():
            chrome.draw_fight_panel(surface, view)
        heading = "What you may do" if self._offer.seat is not None else "Watching: the computer plays"
        if view.state.winners is not None:
            heading = "The game is over: click anywhere for the end screen"
        if self.pages > 1:
            heading += f" (page {self.page + 1} of {self.pages})"
        seat = self.seat_at_screen if view.watch is None else None  # watched: said as a spectator's
        words = OF.prompt(view.state, seat, view.acting, self._names, view.legal)
        heading, words = chrome.watched_words(view, heading, words)  # the replay viewer's, when watched
        chrome.draw_choices_panel(surface, L, heading, view.state)
        chrome.draw_watched_body(surface, L, view)
        right = chrome.draw_scoreboard(surface, L, view.state, chrome.top_buttons_left(L), chrome.own_seat(view))
        short = words.split(":")[0]  # whose turn and its step: where the scoreboard leaves no room for more
        words = f"{short} — {view.coach}" if view.coach else words  # a tutorial's step to read: no gesture
        notices.draw_banner(surface, L.top, L.scale, words, self.seat_colour(view.state.turn.seat), right, short=short)
        if view.state.teams:
            chrome.draw_scoreboard(surface, L, view.state, chrome.top_buttons_left(L), chrome.own_seat(view))
        return surface

    def card_tips_open(self, view) -> bool:
        """Whether a card under the mouse may show its tooltip: not while something is carried, but the
        fight window is no hindrance outside itself (play-test r19: a trauma's or an item's words could not
        be read while answering a monster, when they matter most)."""
        if not self.tools.in_hand():
            return True
        return self.tools.top is self.fight_tool and not FL.window_rect(view).collidepoint(self.mouse)

    def pointed(self) -> set:
        """What the plaque under the mouse stands for on the building (none when no plaque is hovered)."""
        b = self.buttons.at(self.mouse) if not self.tools.in_hand() else None
        return self._offer.targets_of(b.label) if b is not None and b.key.startswith("choice") else set()

    def draw(self, surface: pygame.Surface) -> None:
        view = self.tool_view()
        if self.seat_held():
            self.tools.top.draw(surface, view)  # type: ignore[union-attr]
            return
        self.guard.drawn(self.buttons)  # a click takes only what was on screen when it was made
        L = self.layout
        cam = self.camera
        layered = self.building.fits(cam)  # then panning moves the building's layer, not this picture
        where = (cam.scale,) if layered else (cam.scale, cam.origin_x, cam.origin_y)
        key = (self._key, *where, self.page, self.pages, self.log_held(), L.size, view.coach)
        if key != self._painted_key or self._painted is None or self._painted.get_size() != surface.get_size():
            self._painted = self._paint(view, surface.get_size())
            self._painted_key = key
        surface.blit(self._painted, (0, 0))
        if layered:
            self.building.draw(surface, view, self._plan, self._key)
        hover = view.at(self.mouse)
        lit = self._offer.lit()
        BD.draw_lit(surface, view, self._plan, lit, hover, self.pointed())
        draw_sheet_lit(surface, self._parts, lit, hover)
        self.log_panel.draw(surface, L.log, L.scale, self.log_lines(), self.colours)
        under = self.buttons.at(self.mouse)
        waits = under is not None and self.guard.waits_for_a_move(under)  # not lit while it takes no click
        lit_at = (-1, -1) if waits else self.mouse
        self.buttons.draw(surface, letters(L.scale), lit_at)  # the scale sizes their labels alone
        self.tools.draw(surface, view)
        self.draw_tips(surface, view, fight=False)  # the fight window drew its choice's tip
        notices.draw_notice(surface, L.building, L.scale, self.toast, at="bottom")
        # the overlay (the computer's summary, the beat, the keyboard's ring and label) is the app's to draw,
        # once, after every scene (scene.py draw_overlays): drawn here as well, it came twice a frame, and
        # the tips drawn over the first label moved the second one below it, both on screen (play-test r25)

    def drawn_panels(self) -> list:
        """The notice where `draw` puts it: the key hint keeps off it (kit key_tip.drawn_panels)."""
        return [notices.notice_rect(self.layout.building, self.layout.scale, self.toast, at="bottom")]

    def draw_tips(self, surface, view, fight: bool = True) -> None:
        """The tooltip of the fight window's choice (`fight`), plaque, scoreboard or card under the resting
        mouse; the game screen draws them again over the computer's summary (play-test r24: the fight
        window's "Call for help" tip stood under "While you waited", its words hidden)."""
        L = self.layout
        if not self.pointer_tips():
            return
        window = self.tools.find(fight_tool.FightTool) if fight else None
        if window is not None:
            window.draw_tip(surface, view)  # type: ignore[attr-defined]
        hover = view.at(self.mouse)
        if self.rest >= TIP_REST and self.tools.find(ChoiceMenu) is None:  # no tooltip over an open menu
            tip = self.buttons.draw_tooltip(surface, self.mouse, L.scale)
            board = chrome.scoreboard_rect(L, view.state, chrome.top_buttons_left(L), chrome.own_seat(view))
            if tip is None and board is not None and board.inflate(12, 6).collidepoint(self.mouse):
                tip = tooltip(
                    surface, chrome.score_tip(view), self.mouse, int(380 * L.scale), max(11, int(13 * L.scale))
                )
            if tip is None and self.card_tips_open(view):
                lines = [x for x in chrome.card_tip(view, hover) if x]
                offered = self._offer.clicks.get(hover, [])
                if offered:  # what a click there does, first
                    lines = [offered[0].label if len(offered) == 1 else "Click to choose:"]
                    lines += [c.label for c in offered[1:]] if len(offered) == 1 else [c.label for c in offered]
                    lines += [x for x in chrome.card_tip(view, hover) if x]  # the card's own words too
                lines = more_lines(lines, section_for(hover))  # F2: the rules at its section (keys.py)
                if lines:
                    tooltip(surface, lines, self.mouse, int(340 * L.scale), max(11, int(13 * L.scale)))


__all__ = ["CorpTableScene"]
