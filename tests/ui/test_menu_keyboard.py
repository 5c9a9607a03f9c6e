"""The menus and forms by keyboard alone (play-test: only Esc worked on the menu, Load, Settings and the
new-game screens, so no game could be started without a mouse): Tab, Shift+Tab and the arrows move a
focus over the buttons in reading order, Enter or Space presses the focused one, Esc puts it down."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui.scenes.base import FOCUS_RING
from tests.ui.conftest import post_key

pytestmark = pytest.mark.ui


def _focused(app):
    return app.stack.top._focus


def test_from_the_menu_to_a_new_game_and_back_by_keys(app):
    menu = app.stack.top
    assert menu.name == "menu" and _focused(app) is None
    post_key(app, pygame.K_TAB)
    first = _focused(app)
    assert first is menu.focusable()[0]
    post_key(app, pygame.K_DOWN)
    assert _focused(app) is menu.focusable()[1]
    post_key(app, pygame.K_UP)
    assert _focused(app) is first
    # the games' plaques come first in reading order under the Learn to play corner: find Necromolds
    while "Necromolds" not in _focused(app).text:
        post_key(app, pygame.K_TAB)
    post_key(app, pygame.K_RETURN, frames=3)
    form = app.stack.top
    assert form is not menu and form.name != "menu"
    post_key(app, pygame.K_TAB)
    assert _focused(app) is form.focusable()[0]
    post_key(app, pygame.K_ESCAPE)  # the focus off first
    assert app.stack.top is form and _focused(app) is None
    post_key(app, pygame.K_ESCAPE, frames=3)  # then back
    assert app.stack.top is menu


def test_shift_tab_goes_back_and_a_click_puts_the_focus_down(app):
    menu = app.stack.top
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=pygame.KMOD_SHIFT, unicode=""))
    app.step()
    assert _focused(app) is menu.focusable()[-1]
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(3, 3), button=1))
    app.step()
    assert _focused(app) is None


def test_the_focus_ring_is_drawn_round_the_focused_button(app):
    post_key(app, pygame.K_TAB)
    b = _focused(app)
    surface = pygame.Surface(app.ctx.size)
    surface.fill((0, 0, 0))
    app.stack.draw_overlays(surface)
    edge = (b.rect.centerx, b.rect.top - 4)
    assert surface.get_at(edge)[:3] != (0, 0, 0)


def test_a_question_rings_the_answer_enter_gives_before_tab_is_pressed(app):
    """Play-test r25 (first run by keyboard): "Learn to play first?" said "Enter: Learn to play" under its
    buttons, but no ring showed which until Tab was pressed. The first answer is ringed from the start;
    Tab moves the ring to the other."""
    from tabletop.ui.scenes.confirm import ConfirmScene

    question = ConfirmScene(app.ctx, "Learn to play first?", "A tutorial.", "Learn to play", "New game", lambda: None)
    yes, no = question.button_rects()

    def ringed(rect) -> bool:
        surface = pygame.Surface(app.ctx.size)
        surface.fill((0, 0, 0))
        question.draw(surface)
        return surface.get_at(rect.inflate(10, 10).midtop)[:3] == FOCUS_RING

    assert ringed(yes) and not ringed(no)
    question.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="", scancode=0))
    assert ringed(no) and not ringed(yes)
