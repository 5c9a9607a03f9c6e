"""A first-time player on the keyboard alone (play-test r25): messages, questions and the screens
behind the menu must all be usable with Tab, the arrows, Enter, Space and Esc."""

from __future__ import annotations

import pygame
import pytest

from tabletop import paths
from tests.ui.conftest import post_key


@pytest.mark.parametrize("key", [pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE])
def test_enter_or_space_dismisses_a_message(user_home, key):
    """A settings file edited to nonsense opens the menu with a message whose one button is Dismiss:
    Enter (or Space) pressed it not, only Esc closed it and nothing said so, so a keyboard player was
    stuck behind it. Now its Dismiss is ringed and Enter or Space presses it."""
    from tabletop.ui.app import App

    paths.settings_path().write_text("show_fps = 3\n")
    app = App(size=(1280, 800))
    try:
        app.step()
        menu = app.stack.top
        assert menu.message is not None and "show_fps = 3" in menu.message_text
        surface = pygame.Surface(app.ctx.size)
        surface.fill((0, 0, 0))
        menu.draw_focus(surface)
        ring = menu.message.dismiss_button.rect.inflate(8, 8)
        assert surface.get_at(ring.midtop)[:3] != (0, 0, 0)  # the ring round Dismiss says what Enter does
        post_key(app, key)
        assert menu.message is None
        post_key(app, pygame.K_TAB)  # and the keys go to the menu again
        assert menu._focus is not None
    finally:
        app.close()


def test_the_enter_that_brought_a_message_up_is_no_dismiss_while_held(app, monkeypatch):
    """The key repeat of an Enter that pressed a button which failed with a message must not close it
    unread; the next press does."""
    from tabletop.ui.scenes import base

    menu = app.stack.top
    monkeypatch.setattr(base, "enter_down", lambda: True)
    menu.show_message("A problem", "Something could not be done.")
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    app.step()
    assert menu.message is not None
    post_key(app, pygame.K_RETURN)  # its KEYUP, then a fresh press
    post_key(app, pygame.K_RETURN)
    assert menu.message is None


def test_the_resume_list_is_used_by_keyboard(app):
    """Play-test r25: with two games waiting, the menu's Resume opened a list that took no key but Esc:
    a keyboard player could resume neither. It now opens with a ring on the first row's plaque; Tab, the
    arrows (or 1-9) move it over the rows and Back, Enter or Space presses the ringed one."""
    import time

    from tabletop.ui.scenes.resume import ResumeScene
    from tests.ui.test_autosaves_per_game import necromolds_game, rise_game

    rise_game()
    time.sleep(0.01)
    necromolds_game()
    menu = app.stack.top
    menu.refresh()
    app.step()
    menu._focus = menu.buttons["resume"]
    post_key(app, pygame.K_RETURN)
    chooser = app.stack.top
    assert isinstance(chooser, ResumeScene) and chooser.chosen == 0
    surface = pygame.Surface(app.ctx.size)
    surface.fill((0, 0, 0))
    chooser.draw(surface)
    _row, first = chooser.row_rects()[0]
    ring = first.inflate(8, 8)
    assert surface.get_at((ring.centerx, ring.top))[:3] == (120, 220, 255)  # the ring round the plaque
    post_key(app, pygame.K_TAB)
    post_key(app, pygame.K_TAB)
    assert chooser.chosen == 2  # Back
    post_key(app, pygame.K_UP)
    assert chooser.chosen == 1
    post_key(app, pygame.K_SPACE, frames=3)
    assert app.stack.top.session.game.name == [s.game for s in chooser.statuses][1] == "rise"


@pytest.mark.parametrize("key", [pygame.K_RETURN, pygame.K_SPACE, pygame.K_ESCAPE])
def test_keys_pressed_before_a_start_up_message_is_drawn_do_not_close_it_unread(user_home, monkeypatch, key):
    """Play-test r25: at start-up, Tab and Enter pressed as the window appeared were "lost": the saved
    window size did not fit the screen, so the menu opened with a message, which took the Tab and was
    closed by the Enter in the same first frame, before it was ever drawn. Keys that came before a message
    was on the screen now leave it up; once drawn, Enter (or Space, or Esc) closes it and the keys go to the
    menu again."""
    from tabletop.ui import app as app_module
    from tabletop.ui.settings_store import Settings, save_settings

    monkeypatch.setattr(app_module, "desktop_size", lambda: (1400, 900))
    save_settings(paths.settings_path(), Settings(window_width=1600, window_height=1000))
    app = app_module.App()
    try:
        menu = app.stack.top
        assert menu.message is not None and "does not fit on this screen" in menu.message_text
        post_key(app, pygame.K_TAB, frames=0)  # pressed before the first frame
        post_key(app, key, frames=0)
        app.step()
        assert menu.message is not None, "closed before it was seen"
        post_key(app, key)  # pressed with the message on the screen
        assert menu.message is None
        post_key(app, pygame.K_TAB)
        assert menu._focus is not None
    finally:
        app.close()
