"""The replay viewer's keys are a KeyTable (play-test r25: a keyboard player watching a game had only the
bar's short line; F1 did nothing and the menu's Keys screen did not list them)."""

from __future__ import annotations

import pygame

from tabletop.ui.replay.keys import TABLE
from tests.ui.conftest import post_key
from tests.ui.replay.test_viewer import show


def test_f1_in_the_viewer_shows_its_keys_and_closes_again(app, saves):
    viewer = show(app, saves["rise"])
    viewer.playing = True
    post_key(app, pygame.K_F1)
    top = app.stack.top
    assert top.name == "keys_help" and top.table is TABLE
    assert not viewer.playing  # the game waits while the keys are read
    post_key(app, pygame.K_F1)
    assert app.stack.top is viewer
    assert "F1: all keys" in viewer.keys_help


def test_every_key_the_viewer_answers_is_a_row_of_its_help(app, saves):
    """A key the viewer answers moves its position, seat or play; each must be on the help's rows (so the
    help and the Keys screen never leave one out), and each row's key must do something."""
    viewer = show(app, saves["rise"])
    shown = {b.key for b in TABLE.bindings if b.key is not None}
    labels = " / ".join(k for k, _d, _w in TABLE.rows())
    for key in (pygame.K_s, pygame.K_0, *range(pygame.K_1, pygame.K_9 + 1)):
        assert pygame.key.name(key).upper() in labels.upper() or "1 to 9" in labels
    for key in sorted(shown - {pygame.K_ESCAPE, pygame.K_F2}):
        viewer.go(viewer.timeline.end // 2)
        viewer.choose_seat(0)
        viewer.playing = False
        before = (viewer.position, viewer.seat, viewer.playing, viewer.focus.focused(), viewer.focus.tip, viewer.rate)
        post_key(app, key, frames=1)
        after = (viewer.position, viewer.seat, viewer.playing, viewer.focus.focused(), viewer.focus.tip, viewer.rate)
        assert after != before, pygame.key.name(key)  # (Down, Up and I: the focus over the table's things)


def test_the_keys_screen_lists_the_viewers_keys_with_plaques_that_fit(app):
    from tabletop.ui.layout import centre, menu_layout
    from tests.ui.conftest import post_click

    post_click(app, centre(menu_layout(app.ctx.size).button("keys")), frames=3)
    screen = app.stack.top
    assert TABLE in [t for _g, _title, t in screen.tables]
    for group in screen._radios:
        for b in group.buttons:
            assert b.font.get_rect(b.text).width <= b.rect.width - 8, b.text
    k = [t for _g, _title, t in screen.tables].index(TABLE)
    plaque = next(b for g in screen._radios for b, v in g.buttons.items() if v == k)
    assert plaque.text == "Watching a game"
