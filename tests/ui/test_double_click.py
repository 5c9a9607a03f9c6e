"""A double click's second click is not for the screen its first click opened (play-test r30: a double click
on NecronomiCORP's Start pressed the building's Begin under it, and the set-up the table shows was skipped)."""

from __future__ import annotations

import pygame

from tabletop.ui import registry
from tabletop.ui.corp.setup_shown import SetupShown
from tabletop.ui.double_click import DOUBLE_CLICK, NEAR, DoubleClickGuard
from tabletop.ui.scene import push
from tests.ui.conftest import post_click


def _set_up_shown(table) -> bool:
    return any(isinstance(t, SetupShown) for t in table.tools)


def test_a_double_click_on_start_leaves_the_building_set_up_shown(app):
    app.stack.apply(push(registry.new_game_scene(app.ctx, "corp")))
    app.step()
    start = next(b for b in app.stack.top._actions if b.text == "Start").rect.center
    post_click(app, start)
    table = app.stack.top
    assert table.name == "corp_table" and _set_up_shown(table)
    setup = next(t for t in table.tools if isinstance(t, SetupShown))
    assert setup.frame(app.ctx.size)["primary"].collidepoint(start)  # Begin lies under Start
    post_click(app, (start[0] + 2, start[1] + 1))  # the double click's second click, two frames on
    assert _set_up_shown(table)  # not begun: the set-up is still there to read
    for _ in range(int(DOUBLE_CLICK * 60) + 2):
        app.step()
    post_click(app, start)  # a click of its own, later: Begin
    assert not _set_up_shown(table)


def _event(kind, pos):
    return pygame.event.Event(kind, pos=pos, button=1)


def _click(guard, pos) -> bool:
    """A press and release at pos: whether the guard dropped them (both or neither)."""
    down = guard.swallows(_event(pygame.MOUSEBUTTONDOWN, pos))
    up = guard.swallows(_event(pygame.MOUSEBUTTONUP, pos))
    assert down == up
    return down


def test_only_a_second_click_near_the_first_soon_after_it_changed_the_screen_is_dropped():
    guard = DoubleClickGuard()
    assert not _click(guard, (100, 100))
    assert not _click(guard, (100, 100))  # the screen did not change: a double click on one screen is its own
    guard.screen_changed()
    guard.now += 0.1
    assert not _click(guard, (100 + NEAR + 3, 100))  # somewhere else: meant for the new screen
    guard = DoubleClickGuard()
    _click(guard, (100, 100))
    guard.screen_changed()
    guard.now += DOUBLE_CLICK + 0.05
    assert not _click(guard, (100, 100))  # later than a double click: meant
    guard = DoubleClickGuard()
    _click(guard, (100, 100))
    guard.now += DOUBLE_CLICK + 0.05
    guard.screen_changed()  # the screen changed by itself, long after the click (a computer's turn)
    assert not _click(guard, (100, 100))
    guard = DoubleClickGuard()
    _click(guard, (100, 100))
    guard.screen_changed()
    guard.now += 0.15
    assert _click(guard, (103, 98))  # the double click's second click: dropped
    assert not _click(guard, (103, 98))  # a third click is meant
    right = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(100, 100), button=3)
    assert not guard.swallows(right)
    guard = DoubleClickGuard()
    _click(guard, (100, 100))
    guard.screen_changed()
    guard.swallows(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))  # Esc: back again
    guard.screen_changed()
    guard.now += 0.1
    assert not _click(guard, (100, 100))  # a click after a key is meant
