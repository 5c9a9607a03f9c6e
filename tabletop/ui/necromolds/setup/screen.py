"""The Necromolds game screen: the set-up steps (terrain, army, deployment) as its first phases, then
the battle table, on one session, one set of paced bots, one submit and one hand-over.

`NecromoldsScreen` is the battle table (`TableScene`, a `GameScreen`) that also hosts the set-up:
while the engine is in a set-up phase the bottom tool of its tool stack is that phase's step
(`TerrainStep`, `ArmyStep`, `DeployStep`), the set-up frame is drawn around it (`frame.py`) and its
buttons are the side panel's; once the engine reaches the command dice the table's own tools take
over. The step shown follows the engine's phase (so a game saved in set-up resumes in its step),
with one exception the players asked for: the finished terrain stays up until Continue.

Who is at the screen during set-up is the seat the step is for (the first person who must act, else
the acting computer; nobody during the terrain, where both placers share one screen), and between
two people a hand-over names the step the next one comes to.
"""

from __future__ import annotations

import logging
from typing import Any

import pygame

from tabletop.ui.game_screen import GameScreen
from tabletop.ui.kit import names as kit_names
from tabletop.ui.kit.keys import is_question
from tabletop.ui.necromolds.setup import key_path as setup_keys
from tabletop.ui.necromolds.setup.army import ArmyStep
from tabletop.ui.necromolds.setup.deploy import DeployStep
from tabletop.ui.necromolds.setup.draw import colour_name
from tabletop.ui.necromolds.setup.frame import SetupButtons, draw_frame
from tabletop.ui.necromolds.setup.step import StepTool
from tabletop.ui.necromolds.setup.terrain import TerrainStep
from tabletop.ui.necromolds.setup.view import SetupView
from tabletop.ui.necromolds.table.scene import TableScene
from tabletop.ui.scene import Scene, Transition
from tabletop.ui.tools import PASS, ToolStack

log = logging.getLogger("tabletop.ui")

SETUP_PHASES = ("terrain", "army", "deploy")
HANDOVER_WHAT = {"army": "to mold an army", "deploy": "to deploy an army"}


def step_key(game, state, bot_seats) -> tuple[str, int | None]:
    """(step, seat) for a state: the set-up phase and whose step it is, or ("table", None). When it
    changes after an action, another step takes over (the next army, the next deployer)."""
    phase = state.phase
    if phase == "terrain":
        return "terrain", None  # one screen for every placer; the header says whose turn it is
    if phase not in SETUP_PHASES:
        return "table", None
    acting = list(game.to_act(state))
    humans = [s for s in acting if s not in bot_seats]
    seat = humans[0] if humans else (acting[0] if acting else 0)
    return phase, seat


def make_step(key: tuple[str, int | None], view: SetupView) -> StepTool:
    """The tool for a set-up step."""
    kind, seat = key
    if kind == "terrain":
        return TerrainStep(view)
    if kind == "army":
        return ArmyStep(view, int(seat or 0))
    return DeployStep(view, int(seat or 0))


class NecromoldsScreen(TableScene):
    """A Necromolds game from the terrain roll-off to the winner."""

    def __init__(self, ctx, session, bot_seats=frozenset(), colours=None, bot_delay: float = 0.7) -> None:
        self.step: StepTool | None = None  # the set-up step shown (None: the battle table)
        self.step_key: tuple[str, int | None] = ("table", None)
        self.on_stack = False  # pushed and not covered: the set-up buttons may show
        self._buttons_for: tuple = ()
        super().__init__(ctx, session, bot_seats, colours, bot_delay)
        self.setup_buttons = SetupButtons(ctx)
        self.show_phase()

    @property
    def name(self) -> str:
        """The step's name while one is shown (the log and the tests follow it), else the table's."""
        return self.step.name if self.step is not None else "necromolds_table"

    # -- which step ------------------------------------------------------------------------------
    def engine_key(self) -> tuple[str, int | None]:
        """The step the engine's phase asks for now."""
        return step_key(self.session.game, self.session.state, self.bot_seats)

    def show_phase(self) -> None:
        """Show the engine's phase afresh (a loaded game, a scenario): no finished layout held over."""
        if self.step is not None:
            self.step = None
            self.step_key = ("", None)
        self.follow_phase()

    def follow_phase(self) -> None:
        """After anything that may have changed the phase: the step it asks for, or the table."""
        if self.step is not None and self.step.holds_screen():
            return
        key = self.engine_key()
        if key == self.step_key:
            return
        was = self.name
        self.step_key = key
        self._show(key)
        if self.on_stack:
            # in the scene stack's words, so what follows the screen through the log (the monkey, the
            # end-to-end tests) sees a step change as the change of screen it is for the player
            log.info("scene: %s -> %s", was, self.name)

    def _show(self, key: tuple[str, int | None]) -> None:
        if key[0] == "table":
            # what the battle's first actions already opened over the last step (a combat window, a
            # clay show: the table's on_events pushed them) stays up on the table's own stack
            carried = [t for t in list(self.tools)[1:] if not type(t).__module__.startswith(__package__ or "")]
            self.step = None
            self.tools = ToolStack(self.base_tool())
            for tool in carried:
                self.tools.push(tool)
            self._sync_buttons()
            self._start_table()
            return
        self.step = make_step(key, self.setup_view())
        self.tools = ToolStack(self.step)
        self._sync_buttons()

    def _start_table(self) -> None:
        """The battle begins: lay the table out for this state."""
        self.before = self.view
        self.positions = self._positions()
        self._relayout()
        self.open_table()

    def open_table(self) -> None:
        """The table's start, once there is a table to show (not under a set-up step)."""
        if self.step is None:
            super().open_table()

    # -- the game screen's hooks while a step is shown ----------------------------------------------
    def tool_view(self) -> Any:
        """A step's view of the set-up screen, or the table's view."""
        if getattr(self, "step", None) is None:
            return super().tool_view()
        return self.setup_view()

    def setup_view(self) -> SetupView:
        """The set-up screen as a step sees it this moment."""
        game, state = self.session.game, self.session.state
        return SetupView(
            self.view,
            tuple(self.ctx.size),
            tuple(self.mouse),
            self.t,
            self.speed,
            frozenset(self.bot_seats),
            tuple(self.colours),
            self.session.settings,
            lambda action: game.check(state, action),
            lambda seat: game.legal_actions(state, seat),
        )

    def wanted_seat(self) -> int | None:
        """Molding and deploying, the seat the step is for (the computer's too: its army is shown being
        built); otherwise, the terrain and the finished layout included, the game screen's choice."""
        step = getattr(self, "step", None)
        kind, seat = step_key(self.session.game, self.session.state, self.bot_seats)
        if kind in ("army", "deploy") and not (step is not None and step.holds_screen()):
            return seat
        return super().wanted_seat()

    def needs_handover(self, before: int | None, after: int | None) -> bool:
        """During set-up, every change from one person to another (the next army, the next deployer),
        but none while the terrain is placed on one shared screen, nor on leaving it."""
        if self.session.state.phase not in SETUP_PHASES:
            return super().needs_handover(before, after)
        if self.session.state.phase == "terrain" or isinstance(self.step, TerrainStep):
            return False
        return before is not None and after is not None and before != after and self.human(before) and self.human(after)

    def handover_scene(self, seat: int) -> Scene:
        """During set-up the hand-over names the step the next player comes to."""
        phase = self.session.state.phase
        if phase not in SETUP_PHASES:
            return super().handover_scene(seat)
        from tabletop.ui.scenes.handover import HandoverScene

        colour = self.seat_colour(seat)
        away = "The other players look away." if len(self.seats()) > 2 else "The other player looks away."
        if phase == "deploy":  # NM-SETUP-20: deployment is in the open (lead's play r27: "look away")
            away = "Deployment is in the open: everyone may watch."
        what = HANDOVER_WHAT.get(phase, "to play")
        return HandoverScene(
            self.ctx, seat, kit_names.seat_name(seat), colour, f"{colour_name(colour)} · {what}. {away}"
        )

    def animating(self) -> bool:
        """The roll-off dice tumbling are drawn every frame (the table's own animating knew nothing of
        them: the app slept mid-roll until a key was pressed, play-test r18)."""
        rolling = getattr(self.step, "rolling", None)
        return bool(rolling is not None and rolling()) or super().animating()

    def busy(self) -> bool:
        """The bots wait for what the step holds them for (rolling dice, a piece in hand)."""
        if self.step is not None:
            return self.step.holds_bots()
        return super().busy()

    def on_events(self, action, events) -> None:
        """Set-up has no animations of the table's; the action that starts the battle has."""
        if self.session.state.phase in SETUP_PHASES:
            return
        super().on_events(action, events)

    def beat_wanted(self) -> bool:
        return self.step is None  # the battle's turns begin with "Your turn"; the set-up steps say whose step

    def log_area(self) -> pygame.Rect | None:
        """No log during set-up (none is drawn): a click where the table's log will be is the step's
        (a card of the army builder at a larger UI scale was under it)."""
        return super().log_area() if self.step is None else None

    def still(self) -> None:
        """A still picture: the table's, and the step's animations at their end."""
        super().still()
        if self.step is not None:
            self.step.settle()

    # -- lifecycle ---------------------------------------------------------------------------------
    def enter(self) -> None:
        """The table's start, and the set-up buttons if a step is shown."""
        super().enter()
        self.on_stack = True
        self._sync_buttons()

    def exit(self) -> None:
        """Free the set-up buttons; stop listening."""
        self.on_stack = False
        self.setup_buttons.kill()
        super().exit()

    def pause(self) -> None:
        """A hand-over or a question on top: the set-up buttons hide."""
        self.setup_buttons.hide(True)
        super().pause()

    def resume(self) -> None:
        """On top again."""
        self.setup_buttons.hide(False)
        super().resume()
        self._sync_buttons()

    def resize(self, size) -> None:
        """Lay the table and the step out again."""
        super().resize(size)
        if self.step is not None:
            self.step.resize(self.tool_view())
        self._sync_buttons()

    def _sync_buttons(self) -> None:
        """The side panel's buttons for the step as it stands (rebuilt when the state or step changed)."""
        if self.step is None or not self.on_stack or getattr(self.ctx, "manager", None) is None:
            self.setup_buttons.kill()  # (no widget manager: a picture of the table drawn without the app)
            self._buttons_for = ()
            return
        # a new step or window size builds the buttons; a new state (anyone's action) or label only
        # brings them up to date in place, so a press held across the computer's move still counts
        key = (id(self.step), tuple(self.ctx.size))
        state = (len(self.session.actions), self.step.quick_label, self.step.done_label)
        new = key != self._buttons_for[:2] or self.setup_buttons.root is None
        if new or (state != self._buttons_for[2:] and not self.setup_buttons.refresh(self.step)):
            self.setup_buttons.build(self.step)
        self._buttons_for = (*key, *state)

    # -- input and time --------------------------------------------------------------------------------
    def handle_event(self, event) -> Transition | None:
        """At the table, the table's input; during set-up the side panel's buttons, then the step."""
        if self.step is None:
            result = super().handle_event(event)
            self.follow_phase()
            return result
        if hasattr(event, "pos"):
            self.mouse = event.pos
        self.focus.mouse_used(event)
        keyed = setup_keys.key(self, event)  # Tab, the arrows, 1-9, Enter while the focus is on (issue 26)
        pressed = self.setup_buttons.pressed(event) if keyed is PASS else None
        if keyed is not PASS:
            result = keyed
        elif pressed is not None:
            result = self.press(pressed)
        elif is_question(event):  # ?: the rules page, as at the table
            result = self.open_rules()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.step.in_hand():
            tool, answer = self.tools.route(event, self.tool_view())  # Esc puts down what is carried
            result = self.carry_out(answer, tool)
        else:
            _tool, answer = self.route(event)
            result = None if answer is PASS else answer
        self.follow_phase()
        self._sync_buttons()
        return result

    @property
    def key_hint(self) -> bool:  # type: ignore[override]
        """The game screen's key hint once the table is on; during set-up each step's hint line names them."""
        return self.step is None

    def tip_lines(self, target) -> list[str]:
        """I: the table's tooltips once it is on; a set-up step shows none under the mouse (its words say it)."""
        return super().tip_lines(target) if self.step is None else []

    def more_for(self, target):
        """F2 on the focused thing: the table's, once it is on; during set-up, the mouse's (PASS)."""
        return super().more_for(target) if self.step is None else PASS

    def press(self, key: str) -> Transition | None:
        """A side-panel button: Menu asks before leaving (as Esc does), Save saves, the helper and Done ask the step."""
        step = self.step
        if key == "menu":
            return self.ask_leave()
        if key == "save":
            return self.save()
        if step is None:
            return None
        result = self.carry_out(step.quick() if key == "quick" else step.done(), step)
        self.follow_phase()  # Continue, or the last Done of a step: the next step at once
        self._sync_buttons()
        return result

    def update(self, dt: float) -> Transition | None:
        """At the table, the table's time; during set-up the game screen's (bots, hand-over) and the step's."""
        if self.step is None:
            result = super().update(dt)
        else:
            result = GameScreen.update(self, dt)  # not the table's camera, dice and tooltips: the game screen's
            if self.focus.on:
                self.focus.offer(setup_keys.targets(self))
            setup_keys.settle_focus(self)  # a piece placed: the focus back on the step, not on Save
        self.follow_phase()
        self._sync_buttons()
        return result

    def draw(self, surface: pygame.Surface) -> None:
        """The step in the set-up frame (the last message in its header), or the table."""
        if self.step is None:
            super().draw(surface)
            return
        notice = self.toast[0] if self.toast is not None else None
        draw_frame(surface, self.step, self.setup_buttons, notice, self.toast_bad)
