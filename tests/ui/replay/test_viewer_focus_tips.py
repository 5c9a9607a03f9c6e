"""The replay viewer by keys alone (r26): F2 (more in the rules) and the tooltips answered only the mouse,
so a keyboard player could not choose what to read about. Down / Up put a focus on the table's things
that have a tooltip, I shows the focused thing's, F2 opens the rules at it, Esc takes the focus off."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui.kit import key_tip
from tabletop.ui.kit.rules_page import RulesPage
from tabletop.ui.replay import scene as replay_scene
from tabletop.ui.replay.scene import open_viewer
from tabletop.ui.scene import push
from tests.ui.conftest import post_key


@pytest.mark.parametrize("game", ["necromolds", "rise", "corp"])
def test_down_i_and_f2_on_a_watched_tables_things(app, saves, game, monkeypatch):
    viewer = open_viewer(app.ctx, saves[game])
    app.stack.apply(push(viewer))
    app.step()
    viewer.step(60)
    for _ in range(5):
        app.step(1 / 30)
    drawn = []
    real = key_tip.draw
    monkeypatch.setattr(replay_scene.key_tip, "draw", lambda *a: drawn.append(a[1]) or real(*a))
    post_key(app, pygame.K_DOWN)
    first = viewer.focus.focused()
    assert first is not None and len(viewer.focus.targets) > 3, "no focus on the table's things"
    assert not any(t.label in ("Save", "Menu", "Undo", "Rules") for t in viewer.focus.targets), "a watched button"
    post_key(app, pygame.K_DOWN)
    assert viewer.focus.focused() is not None and viewer.focus.focused() != first
    post_key(app, pygame.K_UP)
    assert viewer.focus.focused().label == first.label
    post_key(app, pygame.K_i)
    app.step()
    assert drawn and drawn[-1][0] == first.label, drawn[-1:]
    drawn.clear()
    post_key(app, pygame.K_i)
    app.step()
    assert not drawn, "I again: hidden"
    # F2 at a focused thing with a section of the rules, the mouse away from the table
    viewer.mouse = (1, 1)
    for _ in range(len(viewer.focus.targets)):
        post_key(app, pygame.K_F2)
        if isinstance(app.stack.top, RulesPage):
            break
        post_key(app, pygame.K_DOWN)
    assert isinstance(app.stack.top, RulesPage), "F2 opened no rules at any focused thing"
    post_key(app, pygame.K_ESCAPE)
    assert app.stack.top is viewer
    post_key(app, pygame.K_ESCAPE)  # the focus off first, the viewer stays
    assert app.stack.top is viewer and viewer.focus.focused() is None
