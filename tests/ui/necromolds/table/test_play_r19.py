"""Play-test r19 (a newcomer's game against the computer, then solo against Basalt): what the table
hid or showed at the wrong moment."""

from __future__ import annotations

import pygame

from tests.ui.necromolds.table.conftest import click, frame
from tests.ui.necromolds.table.test_input import _at_assign


def test_nm_adv_06_the_change_menu_stands_clear_of_the_log_and_its_summary(ctx, screen):
    """NM-ADV-06: the faces of 'Discard 2, change 1' opened over the log, and the computer's "While you
    waited" summary, drawn over the log after the tools, hid all but a sliver of the first face."""
    from tabletop.ui.necromolds.table.layout import centre_of
    from tabletop.ui.necromolds.table.scene import TableScene

    scene = TableScene(ctx, _at_assign("advanced", {1}), bot_seats={1})
    scene.enter()
    frame(scene, screen)
    tray = scene.layout.panels[0].tray_dice
    click(scene, centre_of(tray[0][0]), button=3)
    click(scene, centre_of(tray[1][0]), button=3)
    frame(scene, screen)
    click(scene, scene.buttons.get("change_0").rect.center)
    rects = scene._menu_rects()
    assert len(rects) == 4
    covered, _inside = scene.summary_area()
    log = pygame.Rect(scene.layout.log)
    for rect, option in rects:
        assert not rect.colliderect(log) and not rect.colliderect(covered), option
        assert rect.top >= 0 and rect.right <= screen.get_width()
