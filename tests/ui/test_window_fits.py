"""Play-test r21: a window size from the settings or from --size larger than the screen opened a window
larger than the screen (its foot, the Back and Quit buttons with it, off the screen). The window is
made to fit the screen (less room for its title bar and a task bar), its shape kept, never below the
smallest size the screens are laid out for, and the player is told the size was reduced."""

from __future__ import annotations

import pytest

from tabletop import paths
from tabletop.ui.layout import MIN_SIZE, centre, menu_layout
from tabletop.ui.settings_store import Settings, load_settings, save_settings

SCREEN = (1024, 700)  # a small screen (the play-test's Xvfb); its room for a window is 984 x 620


@pytest.mark.parametrize(
    "size, desktop, fitted",
    [
        ((1920, 1200), SCREEN, (984, 615)),  # shrunk, its shape (16:10) kept
        ((1280, 800), (1920, 1080), (1280, 800)),  # fits: as it is
        ((1280, 800), None, (1280, 800)),  # no screen to fit (tests, screenshots)
        ((2560, 1080), (1024, 768), (984, 600)),  # a wide one: its height held at the smallest
        ((1920, 1200), (800, 480), MIN_SIZE),  # never below the smallest size laid out
        ((900, 500), (1920, 1080), MIN_SIZE),
    ],
)
def test_fit_window(size, desktop, fitted):
    from tabletop.ui.app import fit_window

    assert fit_window(size, desktop) == fitted


def test_no_screen_to_fit_under_the_dummy_driver(user_home):
    """The dummy driver says 1024x768 whatever it is asked to draw: screenshots and tests at 1280x800 or
    1920x1200 must not be shrunk to it."""
    import pygame

    from tabletop.ui.app import desktop_size

    pygame.display.init()
    assert pygame.display.get_desktop_sizes() and desktop_size() is None


@pytest.fixture
def small_screen(monkeypatch):
    from tabletop.ui import app as app_module

    monkeypatch.setattr(app_module, "desktop_size", lambda: SCREEN)


def test_a_saved_size_larger_than_the_screen_opens_a_window_that_fits(user_home, small_screen):
    from tabletop.ui.app import App

    save_settings(paths.settings_path(), Settings(window_width=1920, window_height=1200))
    app = App()
    try:
        app.step()
        assert app.window.get_size() == (984, 615) == app.ctx.size
        menu = app.stack.top
        assert menu.name == "menu" and menu.message is not None
        said = menu.message_text
        assert "Your saved window size, 1920 × 1200, does not fit on this screen (1024 × 700)" in said
        assert "so the window is 984 × 615" in said and "choose another in Settings" in said
        # the saved size is the player's: kept for a larger screen, and through another setting's save
        st = app.ctx.settings
        assert app.request_settings(Settings(**{**st.__dict__, "show_fps": True})) is None
        app.step()
        assert app.window.get_size() == (984, 615)
        assert load_settings(paths.settings_path())[0].window_size == (1920, 1200)
    finally:
        app.close()


def test_a_size_asked_for_larger_than_the_screen_opens_a_window_that_fits(user_home, small_screen):
    from tabletop.ui.app import App

    app = App(size=(1600, 1000))
    try:
        app.step()
        assert app.window.get_size() == (984, 615)
        said = app.stack.top.message_text
        assert "The window size asked for, 1600 × 1000, does not fit on this screen" in said
    finally:
        app.close()


def test_a_size_that_fits_says_nothing(user_home, small_screen):
    from tabletop.ui.app import App

    save_settings(paths.settings_path(), Settings(window_width=960, window_height=600))
    app = App()
    try:
        app.step()
        assert app.window.get_size() == (960, 600) and app.stack.top.message is None
    finally:
        app.close()


def test_a_size_chosen_in_settings_larger_than_the_screen_is_fitted_and_said(user_home, small_screen):
    import pygame
    import pygame_gui

    from tabletop.ui.app import App

    save_settings(paths.settings_path(), Settings(window_width=960, window_height=600))
    app = App()
    try:
        app.step()
        from tests.ui.conftest import post_click

        post_click(app, centre(menu_layout(app.ctx.size).button("settings")))
        scene = app.stack.top
        assert scene.name == "settings"
        event = pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, ui_element=scene.size_menu, text="1920 × 1200")
        pygame.event.post(event)
        app.step()
        app.step()
        assert app.window.get_size() == (984, 615) == app.ctx.size
        assert app.stack.top is scene and scene.message is not None
        assert "The window size chosen, 1920 × 1200, does not fit on this screen" in scene.message_text
        assert scene.size_menu.selected_option[0] == "984 × 615"  # the size the window has
        assert load_settings(paths.settings_path())[0].window_size == (1920, 1200)
        # another too large: the window keeps its size, and the list shows it, not the size picked
        scene.size_menu.selected_option = ("1600 × 1000", "1600 × 1000")  # as a click leaves it
        event = pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, ui_element=scene.size_menu, text="1600 × 1000")
        pygame.event.post(event)
        app.step()
        app.step()
        assert app.window.get_size() == (984, 615) and "1600 × 1000" in scene.message_text
        assert scene.size_menu.selected_option[0] == "984 × 615"
    finally:
        app.close()


def test_the_default_size_is_fitted_without_a_word(user_home, monkeypatch):
    """A first start (no settings file) on a screen smaller than the default window: the window fits the
    screen and no message greets the player (the default was never a size they chose)."""
    from tabletop.ui import app as app_module

    monkeypatch.setattr(app_module, "desktop_size", lambda: (1280, 800))
    app = app_module.App()
    try:
        app.step()
        menu = app.stack.top
        assert app.window.get_size() == (1152, 720)
        assert menu.name == "menu" and menu._message_args is None, menu._message_args
    finally:
        app.close()
