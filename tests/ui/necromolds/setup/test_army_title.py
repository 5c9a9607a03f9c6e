"""The army step's title says whose army it is (NM-SETUP-11): 'Mold your army' for the person molding
it, 'Player 2's army' for an army the screen only watches (the computer's, or any in the replay
viewer); it said 'Mold your army' over the computer's army too (play-test r19)."""

from __future__ import annotations

from dataclasses import replace

from tabletop.ui.necromolds.setup.army import ArmyStep
from tests.ui.necromolds.setup.test_army_deploy import to_army


def test_the_army_step_title_says_whose_army_it_is(app):
    _session, screen = to_army(app)
    view = screen.setup_view()
    assert ArmyStep(view, 0).title() == "Mold your army"
    assert ArmyStep(view, 1).title() == "Player 2's army"  # the computer's
    watched = replace(view, watch=object())  # the replay viewer: no seat is played here
    assert ArmyStep(watched, 0).title() == "Player 1's army"


def test_the_header_draws_the_watched_armys_title(app, monkeypatch):
    import pygame

    from tabletop.ui.necromolds.setup import frame

    _session, screen = to_army(app)
    drawn = []
    real = frame.look.render_title
    monkeypatch.setattr(frame.look, "render_title", lambda text, *a, **k: drawn.append(text) or real(text, *a, **k))
    step = ArmyStep(screen.setup_view(), 1)
    frame.draw_header(pygame.Surface(app.ctx.size), pygame.Rect(0, 0, 1000, 40), 1.0, step, None, False)
    assert drawn == ["Player 2's army"], drawn
