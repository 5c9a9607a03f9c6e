"""r27 (a newcomer's first evening): watching a saved game, Play went at one pace, the Settings' animation
speed, with no way in the viewer to hurry a long game or slow a fight. + and - now choose Play's speed
(half to four times), the bar says it when it is not the usual one, and the keys' help lists both."""

from __future__ import annotations

import pygame

from tabletop.ui.replay.keys import TABLE
from tabletop.ui.replay.scene import RATES
from tests.ui.conftest import post_key
from tests.ui.replay.test_viewer import show


def _played(viewer, seconds: float, dt: float = 1 / 60) -> int:
    """How many actions Play shows in `seconds`, from the set-up."""
    viewer.go(0)
    viewer.playing, viewer.clock = False, 0.0
    viewer.toggle_play()
    for _ in range(int(seconds / dt)):
        viewer.update(dt)
    viewer.playing = False
    return viewer.position


def test_plus_and_minus_set_plays_speed(app, saves):
    viewer = show(app, saves["necromolds"])
    usual = _played(viewer, 7.0)
    for _ in range(5):  # four times at most
        post_key(app, pygame.K_EQUALS, frames=1)
    assert viewer.rate == max(RATES) == 4.0 and "play ×4" in viewer.info_line()
    assert _played(viewer, 7.0) >= 3 * usual
    for _ in range(5):  # half at least
        post_key(app, pygame.K_MINUS, frames=1)
    assert viewer.rate == min(RATES) == 0.5 and "play ×0.5" in viewer.info_line()
    assert _played(viewer, 7.0) <= usual // 2 + 1
    post_key(app, pygame.K_EQUALS, frames=1)
    assert viewer.rate == 1.0 and "play ×" not in viewer.info_line()


def test_the_keys_help_and_plays_tip_name_the_speed_keys(app, saves):
    rows = {k: words for k, words, _w in TABLE.rows()}
    assert "faster" in rows["+"] and "slower" in rows["-"]
    viewer = show(app, saves["rise"])
    assert "speed" in viewer.buttons.get("play").tooltip
