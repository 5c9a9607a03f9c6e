"""The watched table's log answers as the table's does (watching r19: its tip says "the wheel scrolls back
through the game; a click opens it taller", and in the viewer neither did anything): the wheel over it
scrolls back, a click opens it taller and another folds it, and it stays open while stepping."""

from __future__ import annotations

import pygame
import pytest

from tests.ui.conftest import post_click
from tests.ui.replay.test_viewer import show


def log_point(viewer) -> tuple[int, int]:
    """The centre of the table's log in window pixels."""
    area = viewer.table.log_area()
    assert area is not None
    k = viewer.shrink()
    return (int(area.centerx * k), int(area.centery * k))


@pytest.mark.parametrize("game", ["rise", "corp", "necromolds"])
def test_the_watched_log_scrolls_opens_and_folds(app, saves, game):
    viewer = show(app, saves[game])
    viewer.go(viewer.timeline.end // 2)
    app.step()
    at = log_point(viewer)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(1, 1), buttons=(0, 0, 0)))
    app.step()
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=3, flipped=False, precise_x=0.0, precise_y=3.0))
    app.step()
    assert viewer.table.log_panel.scroll > 0, "the wheel over the watched log scrolled nothing"
    post_click(app, at)
    assert viewer.table.log_panel.expanded, "a click on the watched log did not open it"
    assert app.stack.top is viewer  # the click opened the log, not the rules
    viewer.step(1)  # stepping keeps it open
    app.step()
    assert viewer.table.log_panel.expanded
    post_click(app, log_point(viewer))
    assert not viewer.table.log_panel.expanded, "a second click did not fold it"
