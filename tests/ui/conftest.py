"""UI tests run headless: dummy video and audio, and a throwaway user folder per test."""

from __future__ import annotations

# SDL's dummy drivers and the per-test user folder (user_home) come from tests/conftest.py.
import pytest


@pytest.fixture
def ctx(user_home):
    """What a table needs from the app, without one: the window (a dummy display of the table's design
    size) and the animation speed the pacing reads (tests/ui/rise and others give their own)."""
    from types import SimpleNamespace

    import pygame

    from tests.ui.rise.conftest import SIZE

    pygame.init()
    pygame.display.set_mode(SIZE)
    return SimpleNamespace(size=SIZE, manager=None, settings=SimpleNamespace(animation_speed=1.0))


@pytest.fixture
def app(user_home):
    """A headless App on the main menu at 1280x800, closed after the test."""
    from tabletop.ui.app import App

    a = App(size=(1280, 800))
    from tabletop.ui.persist import autosave_in_background

    autosave_in_background(False)  # headless app tests read the autosave at once (the thread: test_autosave_thread)
    a.step()
    yield a
    errors = a.errors
    a.close()
    # A scene that failed was replaced by the error screen: the test must not pass quietly.
    assert errors == 0, (user_home / "tabletop.log").read_text()


def post_click(app, pos, button=1, frames=2):
    """Click at `pos` as a mouse would, then run frames so pygame_gui's events arrive."""
    import pygame

    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
    for _ in range(frames):
        app.step()


def post_key(app, key, frames=2):
    """Press and release a key, then run frames."""
    import pygame

    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))
    for _ in range(frames):
        app.step()


def press(app, button, frames=2):
    """Click the centre of a pygame_gui button."""
    post_click(app, button.rect.center, frames=frames)


@pytest.fixture
def xserver():
    """An Xvfb display of the end-to-end tests' size for the duration of the test."""
    from tests.ui.test_e2e import SIZE, xvfb_display

    yield from xvfb_display(SIZE)
