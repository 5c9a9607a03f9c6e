"""Necromolds' first battle in the app, by mouse events alone through the app's own event loop:
Learn to play on the menu, its Start, then each step's lit thing pressed, dragged or clicked as a
pointer does it (the ruler drawn on the Ruler step, a combat window's Continue), to its end and a
real game's form."""

from __future__ import annotations

import pygame

from tabletop.ui.layout import centre
from tabletop.ui.scenes.menu import learn_rect
from tabletop.ui.tutorial import learn
from tests.ui.tutorial.test_app_mouse import assert_real_game_starts, mouse_click

TID = "necromolds/first_battle"


def mouse_drag(app, start, to, frames: int = 4) -> None:
    """Move onto `start`, press, carry with the button held to `to`, let go."""
    a, b = (int(start[0]), int(start[1])), (int(to[0]), int(to[1]))
    for p in ((a[0] + 30, a[1] + 12), a):
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(0, 0, 0)))
        app.step(dt=0.2)
    for _ in range(3):
        app.step(dt=0.2)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1))
    app.step(dt=0.05)
    for k in range(1, 7):
        p = (a[0] + (b[0] - a[0]) * k // 6, a[1] + (b[1] - a[1]) * k // 6)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0)))
        app.step(dt=0.05)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b, button=1))
    for _ in range(frames):
        app.step(dt=0.5)


def test_the_first_battle_by_mouse_events_through_the_app(app):
    mouse_click(app, centre(learn_rect(app.ctx.size)))
    row = [tid for _game, tid, _t, _p in learn.listing()].index(TID)
    start = [b for b in app.stack.top._actions if b.text == "Start"][row]
    mouse_click(app, start.rect.center)
    table = app.stack.top
    assert table.name == "tutorial_necromolds" and table.tid == TID
    for _ in range(60):
        for _ in range(8):
            app.step(dt=0.5)  # the opponent's scripted turns, the dice landing
        if table.script.finished:
            break
        step = table.script.step
        nxt = table.coach_buttons.get("tut_next")
        drags = [t for t in table.lit if t[0] == "drag"]
        if table.held or (step.expect is not None and table.lit and not drags):
            mouse_click(app, table.lit[0][1])
        elif drags:
            mouse_drag(app, drags[0][1], drags[0][2])
        elif step.point.label == "Ruler" and table.measured_at != table.script.index:
            mouse_click(app, next(pos for label, pos in table.targets() if label == "Ruler"))
            a = table.pixel_of(("monster", "p0-graveghoul-1"))
            mouse_drag(app, a, table.pixel_of(("monster", "p1-graveghoul-1")))
        elif nxt is not None:
            mouse_click(app, nxt.rect.center)
    assert table.script.finished and table.coach_refusals == 0
    assert not table.session.state.monster("p1-graveghoul-1").alive  # the melee won
    mouse_click(app, table.coach_buttons.get("tut_play").rect.center)
    form = app.stack.top
    assert form.name == "necromolds_setup"  # a real game's form, in the tutorial's place
    assert_real_game_starts(app, form, "necromolds")
