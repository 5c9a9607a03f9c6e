"""Monkey find: a window smaller than the app's smallest (only a hint to the window manager) reached the
screens, whose layouts then asked pygame for surfaces of negative size: the new-game screen, the terrain
tray and the table's cards all fell to the error screen. The app now grows such a window back."""

from __future__ import annotations

import os

import pygame
import pytest

from tabletop.ui.app import MIN_SIZE


def shrink(app, size):
    """The window made smaller behind the app's back, as a window manager that ignores the hint does."""
    pygame.display.set_mode(size, pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    app.step()
    app.step()


@pytest.mark.parametrize("size", [(938, 352), (518, 242), (1400, 500), (700, 900)])
def test_a_window_below_the_smallest_grows_back_on_the_new_game_screen(app, size):
    from tabletop.ui.necromolds.new_game import NecromoldsNewGame
    from tabletop.ui.scene import push

    app.stack.apply(push(NecromoldsNewGame(app.ctx)))
    app.step()
    shrink(app, size)
    want = (max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1]))
    assert pygame.display.get_surface().get_size() == want
    assert app.ctx.size == want
    assert app.stack.top.name == "necromolds_setup"  # not the error screen (the fixture also checks the log)


def test_a_window_below_the_smallest_grows_back_on_the_table(app):
    from tabletop.ui.necromolds import flow
    from tabletop.ui.scene import push
    from tests.ui.necromolds.setup.conftest import new_session

    session = new_session(bots=(1,), seed=3)
    top = None
    app.stack.apply(push(flow.scene_for_session(app.ctx, session)))
    # set-up done for both seats by the bots' own choices, straight to the battle table
    from tabletop.ui.bot_driver import BotDriver

    BotDriver(session, {0, 1}).run_until_human()
    from tabletop.ui.necromolds.table import TableScene
    from tabletop.ui.scene import replace

    app.stack.apply(replace(TableScene(app.ctx, session, {1})))
    app.step()
    shrink(app, (518, 242))
    top = app.stack.top
    assert app.ctx.size == MIN_SIZE and top.name in ("necromolds_table", "handover")
    assert top.layout.size == MIN_SIZE if top.name == "necromolds_table" else True


def test_fullscreen_is_left_alone(app):
    """Fullscreen takes the screen's size, whatever it is: nothing to grow."""
    app.ctx.settings.fullscreen = True
    shrink(app, (800, 500))
    assert app.ctx.size == (800, 500)


_GROW = """
import os, pygame
from tabletop.ui.app import App
app = App(size=(1280, 800), read_settings=False)
pygame.display.set_mode((500, 300), pygame.RESIZABLE)  # a window manager let it shrink
shrunk = pygame.display.get_wm_info()["window"]
app._sync_size()
print(app.window.get_size(), shrunk == pygame.display.get_wm_info()["window"])
app.close()
"""


def test_growing_back_keeps_the_same_window(xserver, user_home):
    """The grow-back resizes the window in place: set_mode made a new X window, and anything
    holding the old id (a window manager, the monkey's xdotool, a close request) lost it."""
    import subprocess
    import sys

    env = dict(os.environ, DISPLAY=xserver, NECRO_TABLETOP_HOME=str(user_home))
    env.pop("SDL_VIDEODRIVER", None)
    done = subprocess.run([sys.executable, "-c", _GROW], env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip().splitlines()[-1] == "(960, 600) True"
