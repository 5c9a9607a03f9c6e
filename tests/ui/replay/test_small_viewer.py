"""Play-test r18 (D7): the replay viewer at 1024x640 with Large text cut the watched table's bottom:
Rise's log strip showed one line, NecronomiCORP's "What Player 1 chose here" lay under the timeline.
The area above the bar is shorter than the app's smallest window, which every table is laid out at
least at, so its bottom strip lay below the area. Now a table is laid out at that size at least and
drawn smaller into the area: the whole of it shows (the log, the choices panel) above the bar."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui import layout
from tabletop.ui.app import MIN_SIZE
from tests.ui.replay.test_viewer import show

SMALL = (1024, 640)


@pytest.mark.parametrize("game", ["rise", "corp"])
def test_the_watched_tables_bottom_strip_shows_above_the_bar(app, saves, game):
    layout.set_preferences(100, True)
    try:
        pygame.display.set_mode(SMALL)
        app.ctx.size = SMALL
        viewer = show(app, saves[game])
        viewer.resize(SMALL)
        viewer.go(viewer.timeline.end // 2)
        viewer._sync_table()
        area = viewer.lay.table
        assert area.h < MIN_SIZE[1]  # the case: the bar's two rows leave the table less than the least
        laid = viewer.table.ctx.size  # the size the table laid its panels out in
        assert laid[0] >= MIN_SIZE[0] and laid[1] >= MIN_SIZE[1], laid
        log = pygame.Rect(viewer.table.layout.log)
        k = viewer.shrink()
        shown = pygame.Rect(int(log.x * k), int(log.y * k), int(log.w * k), int(log.h * k)).move(area.topleft)
        assert area.inflate(2, 2).contains(shown) and not shown.colliderect(viewer.lay.strip), (
            tuple(shown),
            tuple(area),
        )
        canvas = pygame.Surface(SMALL)
        viewer.draw(canvas)  # drawn smaller, without error
        # a hover on the shrunken table reaches the table where the mouse is on its picture
        viewer.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=shown.center, rel=(0, 0), buttons=(0, 0, 0)))
    finally:
        layout.set_preferences(100, False)
