"""Rise's first turn and first fight in the app, by mouse events alone through the app's own event
loop (issue 27's "Done when": a newcomer finishes each game's tutorial with the mouse alone and can then
start a real game): Learn to play on the menu, Rise's Start, each step's lit thing (or Next, or a
finished fight's Close) clicked as a pointer does it, then "Play a real game", the form's Start, and
a real game of Rise at its table: no forced dice, no script, every seat's action its own."""

from __future__ import annotations

import pygame

from tabletop.ui.layout import centre, screen_frame
from tabletop.ui.scenes.menu import learn_rect
from tabletop.ui.tutorial import learn
from tests.ui.tutorial.test_app_mouse import mouse_click

TID = "rise/first_turn"


def finish_by_mouse(app, table, rounds: int = 80) -> None:
    """Every step of the coached table on show done by mouse clicks through the app."""
    for _ in range(rounds):
        for _ in range(8):
            app.step(dt=0.5)  # the scripted seats' turns, the dice landing
        if table.script.finished:
            return
        nxt = table.coach_buttons.get("tut_next")
        if table.held or (table.script.step.expect is not None and table.lit):
            mouse_click(app, table.lit[0][1])
        elif nxt is not None:
            mouse_click(app, nxt.rect.center)


def test_the_first_turn_by_mouse_events_then_a_real_game(app):
    mouse_click(app, centre(learn_rect(app.ctx.size)))
    row = [tid for _game, tid, _t, _p in learn.listing()].index(TID)
    start = [b for b in app.stack.top._actions if b.text == "Start"][row]
    mouse_click(app, start.rect.center)
    table = app.stack.top
    assert table.name == "tutorial_rise" and table.tid == TID
    finish_by_mouse(app, table)
    assert table.script.finished and table.coach_refusals == 0
    assert table.session.state.dominion["duskhaven"].seat == 0  # the City taken
    mouse_click(app, table.coach_buttons.get("tut_play").rect.center)
    form = app.stack.top
    assert form.name == "rise_setup"  # a real game's form, in the tutorial's place
    mouse_click(app, next(b for b in form._actions if b.text == "Start").rect.center)
    for _ in range(6):
        app.step(dt=0.5)
    real = app.stack.top
    assert real.name == "rise_table" and not hasattr(real, "script")
    session = real.session
    assert session.game.name == "rise" and "test_forced_faces" not in session.settings
    assert real.seat_held()  # the set-up show first, as every new game of Rise opens
    mouse_click(app, pygame.Rect(screen_frame(app.ctx.size)["primary"]).center)  # its Begin
    assert not real.seat_held()
    for _ in range(60):  # the computer's seats play until it is Player 1's turn
        if real.acting_seat() == 0:
            break
        app.step(dt=0.5)
    assert real.acting_seat() == 0 and real.targets(), "Player 1 has nothing to click in a real game"
    before = len(session.actions)
    clicked = []
    for _ in range(3):  # what is lit (a card asks "Play it?" first, a space moves at once)
        if [a for a in session.actions[before:] if a.seat == 0] or not real.targets():
            break
        label, pos = real.targets()[0]
        clicked.append(label)
        mouse_click(app, pos)
    mine = [a for a in session.actions[before:] if a.seat == 0]
    assert mine, f"clicking {clicked} played nothing"
