"""The generic game screen and the tool stack, on a tiny game with hidden picks (no Necromolds in it):
the screen shows the view of the seat at the screen, a hand-over stands between two humans who
would see differently, the log shows each seat its own events, refusals say why, undo, and the
stack of tools (results, Esc, refusals stopping a list)."""

from __future__ import annotations

from dataclasses import dataclass, replace

import pygame

from tabletop.core.errors import IllegalAction
from tabletop.core.protocol import Applied, Event, Outcome
from tabletop.core.session import Session
from tabletop.ui.game_screen import GameScreen
from tabletop.ui.scenes.handover import HandoverScene
from tabletop.ui.tools import DONE, HANDLED, PASS, Drop, Say, Tool, ToolStack


@dataclass(frozen=True)
class Pick:
    seat: int
    number: int


@dataclass(frozen=True)
class Say_:
    seat: int


@dataclass(frozen=True)
class PickState:
    picks: tuple  # each seat's number, None before it picks, "hidden" in another seat's view
    phase: str = "pick"  # pick -> talk -> over
    turn: int = 0
    said: int = 0
    round: int = 1
    rounds: int = 1


class PickGame:
    """Both seats pick a secret number at once; then they reveal and each says one thing in turn."""

    name = "pick_test"

    def initial_state(self, settings, seed):
        return PickState((None,) * settings.get("players", 2), rounds=settings.get("rounds", 1))

    def to_act(self, state):
        if state.phase == "pick":
            return [s for s, p in enumerate(state.picks) if p is None]
        return [] if state.phase == "over" else [state.turn]

    def legal_actions(self, state, seat):
        return [Pick(seat, n) for n in (1, 2, 3)] if state.phase == "pick" else [Say_(seat)]

    def check(self, state, action):
        try:
            self.apply(state, action)
        except IllegalAction as refusal:
            return refusal.reason
        return None

    def apply(self, state, action):
        if isinstance(action, Pick):
            if state.phase != "pick" or state.picks[action.seat] is not None:
                raise IllegalAction("you have picked already")
            if action.number not in (1, 2, 3):
                raise IllegalAction("pick 1, 2 or 3")
            picks = list(state.picks)
            picks[action.seat] = action.number
            events = [
                Event(
                    "pick",
                    {"seat": action.seat, "number": action.number},
                    f"Player {action.seat + 1} picks {action.number}",
                    to=(action.seat,),
                    public=f"Player {action.seat + 1} picks a number",
                    public_data={"seat": action.seat},
                )
            ]
            new = replace(state, picks=tuple(picks))
            if all(p is not None for p in picks):
                new = replace(new, phase="talk")
                events.append(Event("reveal", {"picks": picks}, "Everyone shows their number", reveals=True))
            return Applied(new, tuple(events))
        if state.phase != "talk" or action.seat != state.turn:
            raise IllegalAction(f"it is Player {state.turn + 1}'s turn")
        said = state.said + 1
        new = replace(state, said=said, turn=(state.turn + 1) % len(state.picks))
        if said >= len(state.picks):  # everyone spoke: the next round's picks, or the end
            new = (
                replace(new, phase="pick", picks=(None,) * len(state.picks), said=0, turn=0, round=state.round + 1)
                if state.round < state.rounds
                else replace(new, phase="over")
            )
        return Applied(new, (Event("say", {"seat": action.seat}, f"Player {action.seat + 1} says hello"),))

    def outcome(self, state):
        return Outcome((0,), "done") if state.phase == "over" else None

    def seat_count(self, state):
        return len(state.picks)

    def view(self, state, seat):
        if state.phase != "pick":
            return state
        return replace(state, picks=tuple(p if s == seat or p is None else "hidden" for s, p in enumerate(state.picks)))

    def encode_action(self, action):
        return {"type": type(action).__name__, **action.__dict__}

    def decode_action(self, data):
        return Pick(data["seat"], data["number"]) if data["type"] == "Pick" else Say_(data["seat"])

    def snapshot(self, state):
        return {
            "picks": list(state.picks),
            "phase": state.phase,
            "turn": state.turn,
            "said": state.said,
            "round": state.round,
        }


class Ctx:
    size = (640, 400)


def screen_for(bots=(), players=2, rounds=1) -> GameScreen:
    screen = GameScreen(Ctx(), Session(PickGame(), {"players": players, "rounds": rounds}, 1), bots, bot_delay=0.0)
    screen.enter()
    return screen


def test_the_screen_shows_the_view_of_the_human_who_must_act():
    screen = screen_for()
    assert screen.seat_at_screen == 0
    assert screen.submit(Pick(0, 2))
    assert screen.seat_at_screen == 0  # until the screen's clock runs, nothing changes under the player
    screen.update(0.01)
    assert screen.seat_at_screen == 1
    assert screen.view.picks == ("hidden", None)  # Player 2 never sees Player 1's number
    assert screen.session.state.picks == (2, None)


def test_a_hand_over_stands_between_two_humans_who_would_see_differently_NM_ROUND_05():
    screen = screen_for()
    screen.submit(Pick(0, 3))
    step = screen.update(0.01)
    assert step is not None and step.kind == "push" and isinstance(step.scene, HandoverScene)
    assert step.scene.covers and step.scene.seat == 1 and "Player 2" in step.scene.who
    # its button says the named player is here, and goes away
    ho = step.scene
    back = ho.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=ho.button_rect().center, button=1))
    assert back is not None and back.kind == "pop"


def test_between_humans_the_table_opens_behind_a_hand_over_when_the_first_seat_acts_in_secret():
    screen = screen_for()
    step = screen.update(0.01)
    assert step is not None and isinstance(step.scene, HandoverScene) and step.scene.seat == 0
    assert screen.update(0.01) is None  # asked once
    alone = screen_for(bots={1})
    assert alone.update(0.01) is None  # one human: nobody to hide from


def test_a_hand_over_comes_before_a_secret_action_even_when_nothing_is_hidden_yet():
    """Round 2 starts with Player 1 to pick while Player 2 was at the screen: both see the same,
    but Player 1 is about to pick in secret."""
    screen = screen_for(rounds=2)
    screen.no_first_handover()
    for action in (Pick(0, 1), Pick(1, 2), Say_(0)):
        screen.submit(action)
        screen.update(0.01)
    screen.submit(Say_(1))
    assert screen.seat_at_screen == 1 and screen.session.state.phase == "pick"
    assert not screen.sees_differently(0, 1)
    step = screen.update(0.01)
    assert step is not None and isinstance(step.scene, HandoverScene) and step.scene.seat == 0


def test_no_hand_over_when_both_humans_see_the_same():
    screen = screen_for()
    screen.submit(Pick(0, 1))
    screen.update(0.01)
    screen.submit(Pick(1, 2))  # the reveal: everything is shown
    screen.update(0.01)
    assert screen.seat_at_screen == 0
    screen.submit(Say_(0))
    assert screen.update(0.01) is None and screen.seat_at_screen == 1


def test_the_log_shows_each_seat_its_own_events_in_the_engines_words():
    screen = screen_for()
    screen.submit(Pick(0, 3))
    assert screen.log_lines()[-1].text == "Player 1 picks 3"  # Player 1 is at the screen
    screen.update(0.01)
    assert screen.log_lines()[-1].text == "Player 1 picks a number"  # Player 2 reads the public words


def test_one_human_against_a_bot_keeps_the_humans_view_and_marks_the_bots_lines():
    screen = screen_for(bots={1})
    assert screen.seat_at_screen == 0
    screen.driver.step(1)  # the bot picks
    screen.update(0.01)
    assert screen.seat_at_screen == 0 and screen.view.picks[1] == "hidden"
    line = screen.log_lines()[-1]
    assert line.text == "Player 2 picks a number" and line.bot and line.seat == 1
    assert screen.seat_name(1) == "Player 2 (computer)" and screen.seat_name(0) == "Player 1"


def test_with_no_human_the_screen_is_a_spectators():
    screen = screen_for(bots={0, 1})
    assert screen.seat_at_screen is None
    screen.driver.step(0)
    assert screen.view.picks[0] == "hidden"
    assert screen.log_lines()[-1].text == "Player 1 picks a number"


def test_a_refusal_is_shown_with_the_engines_reason_and_changes_nothing():
    screen = screen_for()
    before = screen.session.state
    assert not screen.submit(Pick(0, 7))
    assert screen.session.state is before and screen.toast[0] == "Pick 1, 2 or 3"


def test_a_red_refusal_goes_once_the_next_action_succeeds():
    """Issue 10: the refusal no longer applies once an action went through; other messages stay."""
    screen = screen_for()
    assert not screen.submit(Pick(0, 7))
    assert screen.toast is not None
    assert screen.submit(Pick(0, 1))
    assert screen.toast is None
    screen.flash("Saved as game.json")
    assert screen.submit(Pick(1, 2))
    assert screen.toast[0] == "Saved as game.json"  # only a refusal is cleared


def test_undo_takes_back_a_humans_action_but_never_past_a_reveal():
    screen = screen_for()
    screen.submit(Pick(0, 1))
    assert screen.can_undo()
    screen.undo()
    assert screen.session.state.picks == (None, None) and screen.log_lines()[-1].text.startswith("Undone")
    screen.submit(Pick(0, 1))
    screen.submit(Pick(1, 1))
    assert not screen.can_undo()  # the reveal showed Player 1 what was hidden


def test_three_humans_pass_the_screen_round_with_a_hand_over_each_time():
    screen = screen_for(players=3)
    assert list(screen.seats()) == [0, 1, 2] and screen.humans() == [0, 1, 2]
    for seat in (0, 1):
        screen.submit(Pick(seat, 1))
        step = screen.update(0.01)
        assert isinstance(step.scene, HandoverScene) and step.scene.seat == seat + 1
    assert screen.view.picks == ("hidden", "hidden", None)


# -- the tool stack -------------------------------------------------------------------------------


class Recorder(Tool):
    """Answers every key press with a fixed result."""

    def __init__(self, answer, name="rec"):
        self.answer, self.name = answer, name
        self.seen = 0

    def handle(self, event, view):
        self.seen += 1
        return self.answer


def key(k=pygame.K_a):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0)


def test_input_goes_to_the_top_tool_first_and_down_on_pass():
    stack = ToolStack(Recorder(HANDLED, "base"))
    top = stack.push(Recorder(PASS, "top"))
    tool, result = stack.route(key(), None)
    assert top.seen == 1 and tool.name == "base" and result is HANDLED


def test_results_push_pop_submit_and_say():
    screen = screen_for()
    picker = Recorder([Pick(0, 2), DONE])
    screen.tools.push(picker)
    screen.route(key())
    assert screen.session.state.picks[0] == 2 and picker not in list(screen.tools)
    opener = screen.tools.push(Recorder(Recorder(HANDLED, "child")))
    screen.route(key())
    assert screen.tools.top.name == "child"
    screen.carry_out(Drop(opener))
    assert opener not in list(screen.tools)
    screen.carry_out(Say("Hello", bad=True))
    assert screen.toast[0] == "Hello"


def test_a_refused_action_stops_the_rest_of_a_list():
    screen = screen_for()
    screen.carry_out([Pick(0, 9), Pick(0, 1)])
    assert screen.session.state.picks[0] is None and "Pick 1, 2 or 3" in screen.toast[0]


def test_a_function_result_sees_the_state_the_results_before_it_made():
    screen = screen_for()
    seen = []
    screen.carry_out([Pick(0, 3), lambda view: seen.append(view.picks) or None])
    assert seen == [(3, None)]


def test_esc_puts_the_top_tool_down_and_with_nothing_in_hand_asks_before_leaving():
    screen = screen_for()
    screen.tools.push(Recorder(HANDLED))
    _tool, result = screen.route(key(pygame.K_ESCAPE))
    assert not screen.tools.in_hand() and result is None
    _tool, ask = screen.route(key(pygame.K_ESCAPE))
    assert ask is not None and ask.kind == "push" and ask.scene.name == "confirm"  # issue 10: a stray Esc ends no game
    assert (
        ask.scene.answer_yes().kind == "pop" and screen.update(0.0).kind == "pop"
    )  # Leave: the question, then the table


def test_drawing_changes_nothing():
    screen = screen_for()
    screen.submit(Pick(0, 1))
    before = (screen.session.state, len(screen.session.actions), screen.seat_at_screen, list(screen.tools))
    surface = pygame.Surface(Ctx.size)
    screen.draw(surface)
    screen.tools.draw(surface, screen.tool_view())
    assert before == (screen.session.state, len(screen.session.actions), screen.seat_at_screen, list(screen.tools))
