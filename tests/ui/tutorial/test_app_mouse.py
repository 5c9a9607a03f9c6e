"""The whole NecronomiCORP tutorial in the app, by mouse events alone: Learn to play on the menu,
Start, then each step's lit thing (or its Next, or a window's Close) clicked as a pointer does it,
through the app's own event loop; at the end the table offers a real game."""

from __future__ import annotations

import pygame

from tabletop.ui.layout import centre
from tabletop.ui.scenes.menu import learn_rect


def mouse_click(app, pos, frames: int = 4) -> None:
    """Move onto `pos` from beside it (a fresh button waits for the mouse to move), then click."""
    x, y = int(pos[0]), int(pos[1])
    for p in ((x + 30, y + 12), (x, y)):
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(0, 0, 0)))
        app.step(dt=0.2)
    for _ in range(3):
        app.step(dt=0.2)  # the click guard's grace
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x, y), button=1))
    for _ in range(frames):
        app.step(dt=0.5)


def test_the_first_floor_by_mouse_events_through_the_app(app):
    mouse_click(app, centre(learn_rect(app.ctx.size)))
    from tabletop.ui.tutorial import learn

    row = [tid for _game, tid, _t, _p in learn.listing()].index("corp/first_floor")  # (the menu's order)
    start = [b for b in app.stack.top._actions if b.text == "Start"][row]
    mouse_click(app, start.rect.center)
    table = app.stack.top
    assert table.name == "tutorial_corp"
    for _ in range(80):
        for _ in range(8):
            app.step(dt=0.5)  # the colleague's turns, the dice landing
        if table.script.finished:
            break
        nxt = table.coach_buttons.get("tut_next")
        if table.held or (table.script.step.expect is not None and table.lit):
            mouse_click(app, table.lit[0][1])
        elif nxt is not None:
            mouse_click(app, nxt.rect.center)
    assert table.script.finished and table.coach_refusals == 0
    assert table.session.state.levels[1].open  # the Exit found
    play = table.coach_buttons.get("tut_play")
    mouse_click(app, play.rect.center)
    form = app.stack.top
    assert form.name == "corp_setup"  # a real game's form, in the tutorial's place
    assert_real_game_starts(app, form, "corp")


def assert_real_game_starts(app, form, game: str) -> None:
    """The form's Start pressed by the mouse opens a real game of `game` at its table: no script, no
    forced dice (issue 27: "... and can then start a real game")."""
    mouse_click(app, next(b for b in form._actions if b.text == "Start").rect.center)
    for _ in range(4):
        app.step(dt=0.5)
    table = app.stack.top
    assert table is not form and not hasattr(table, "script"), type(table).__name__
    session = table.session
    assert session.game.name == game and "test_forced_faces" not in session.settings
