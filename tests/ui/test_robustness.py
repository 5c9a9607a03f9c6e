"""A failing scene becomes an error screen with the log path; the traceback goes to the log."""

from __future__ import annotations

import pygame

from tabletop.ui.scene import Scene
from tests.ui.conftest import press


class Exploding(Scene):
    name = "exploding"

    def __init__(self, ctx):
        self.ctx = ctx

    def update(self, dt):
        raise RuntimeError("the clay golem ate the frame")

    def draw(self, surface):
        surface.fill((0, 0, 0))


def test_exception_in_a_scene_shows_the_error_screen_and_logs_it(user_home):
    from tabletop.ui.app import App

    app = App(start=Exploding)
    try:
        app.step()
        top = app.stack.top
        assert top.name == "error"
        assert app.errors == 1 and not app.stack.quit_requested
        log = (user_home / "tabletop.log").read_text()
        assert "Traceback" in log and "the clay golem ate the frame" in log
        assert "scene: exploding -> error" in log
        shown = " ".join(getattr(e, "html_text", "") for e in top.root.get_container().elements)
        assert str(user_home / "tabletop.log") in shown  # the screen tells the player where the log is
        app.step()  # the error screen itself draws fine
        assert app.stack.top.name == "error"
        back = next(b for b in top._actions if b.text == "Back to menu")
        press(app, back)
        assert app.stack.top.name == "menu" and len(app.stack) == 1
        quit_ = next(b for b in app.stack.top._actions if b.text == "Quit")
        press(app, quit_)
        assert app.stack.quit_requested and app.exit_code == 0
    finally:
        app.close()


def test_exception_while_entering_a_scene_is_caught(user_home):
    from tabletop.ui.app import App
    from tabletop.ui.scene import push

    class BadEnter(Exploding):
        name = "bad_enter"

        def enter(self):
            raise KeyError("missing spellbook")

    app = App()
    try:
        app._guard(lambda: app.stack.apply(push(BadEnter(app.ctx))))
        app.step()
        assert app.stack.top.name == "error"
        assert "missing spellbook" in (user_home / "tabletop.log").read_text()
    finally:
        app.close()


def test_f11_toggles_fullscreen_and_remembers_it(app, user_home):
    from tabletop.ui.settings_store import load_settings

    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0))
    app.step()
    assert app.ctx.settings.fullscreen
    assert load_settings(user_home / "settings.toml")[0].fullscreen
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0))
    app.step()
    assert not app.ctx.settings.fullscreen
    assert app.window.get_size() == (1280, 800)


def test_resize_rebuilds_widgets_with_scaled_text_and_keeps_an_open_message(app):
    from tabletop.ui.layout import centre, menu_layout
    from tests.ui.conftest import post_click

    post_click(app, centre(menu_layout(app.ctx.size).button("necromolds")))
    scene = app.stack.top
    # Start now opens the game, so open a message directly (what the resize must keep).
    scene.show_message("A message", "It survives the next version of the window.")
    app.step()
    old_manager = app.manager
    pygame.display.set_mode((1920, 1200), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1920, 1200), w=1920, h=1200))
    app.step()
    assert app.ctx.size == (1920, 1200)
    assert app.manager is not old_manager and app.manager.text_scale == 1.5
    assert scene.root.rect.size == (1920, 1200)
    assert scene.message is not None and scene.message.alive()
    assert "next version" in scene.message_text
    assert app.stack.top is scene and app.errors == 0


def test_verbose_logs_scene_changes_to_stderr_too(user_home, capfd, monkeypatch):
    from tabletop.ui.app import App, wants_verbose

    monkeypatch.delenv("TABLETOP_VERBOSE", raising=False)
    assert not wants_verbose() and wants_verbose(True)
    monkeypatch.setenv("TABLETOP_VERBOSE", "1")
    assert wants_verbose()
    app = App(verbose=True)
    try:
        app.step()
    finally:
        app.close()
    err = capfd.readouterr().err
    assert "scene: (none) -> menu" in err
    assert "scene: (none) -> menu" in (user_home / "tabletop.log").read_text()
