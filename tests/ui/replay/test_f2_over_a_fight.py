"""In the replay viewer, F2 (or a click) over a Necromolds fight's combat window opens the rules at
their combat section: it opened nothing there, as at the live table (play-test r21, replayp shots
66-68); back with Esc to the same fight."""

from __future__ import annotations

import pygame

from tabletop.ui.kit.rules_page import RulesPage
from tabletop.ui.necromolds.table import combat_view
from tabletop.ui.necromolds.table.rules_sections import COMBAT
from tabletop.ui.replay.scene import open_viewer
from tabletop.ui.scene import push
from tests.ui.conftest import post_click, post_key


def test_f2_or_a_click_over_a_watched_fight_opens_the_rules_at_combat(app, saves):
    viewer = open_viewer(app.ctx, saves["necromolds"])
    app.stack.apply(push(viewer))
    app.step()
    viewer.jump("fight", True)
    for _ in range(60):  # the moves shown, then the window
        app.step(1 / 30)
    table = viewer.table
    tool = table.tools.top
    assert tool is not None and tool.name == "combat", list(table.tools)
    view = table.tool_view()
    assert tool.shown(view)
    rect = combat_view.window_rect(view.layout.map, view.scale)
    k = viewer.shrink()
    at = (int(rect.centerx * k) + 1, int((rect.top + rect.height // 3) * k))  # on the window, in the viewer
    where = viewer.position
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(1, 1), buttons=(0, 0, 0)))
    app.step()
    post_key(app, pygame.K_F2)
    page = app.stack.top
    assert isinstance(page, RulesPage) and page.at == COMBAT, page
    post_key(app, pygame.K_ESCAPE)
    assert app.stack.top is viewer and viewer.position == where
    post_click(app, at)
    page = app.stack.top
    assert isinstance(page, RulesPage) and page.at == COMBAT, page
