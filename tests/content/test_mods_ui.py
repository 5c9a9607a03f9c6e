"""Mods in the app (issue 9): the menu lists them and explains a skipped one; a mod's map is offered
on the new-game screen and a game starts on it; content the check refuses is a message on Start."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop import paths
from tabletop.content import mods
from tests.content.test_mods import new_map

# The app's menu and new-game screen with mods, headless.
pytestmark = pytest.mark.ui


@pytest.fixture
def app(user_home):
    """A headless App on the main menu (mods are read when the menu opens); closed after the test."""
    from tabletop.ui.app import App

    a = App(size=(1280, 800))
    a.step()
    yield a
    errors = a.errors
    a.close()
    mods.activate(())
    assert errors == 0, (user_home / "tabletop.log").read_text()


def click(app, button, frames=2):
    import pygame

    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=button.rect.center, button=1))
    for _ in range(frames):
        app.step()


def broken_mod(name="swamp"):
    folder = new_map(paths.mods_dir() / name, name, name.title())
    path = folder / "necromolds" / f"map_{name}.toml"
    path.write_text(
        path.read_text().replace(
            "[[-1.5, -1.2], [1.5, -1.2], [1.5, 1.2], [0.7, 1.2]",
            "[[-1.5, -1.2], [1.5, 1.2], [1.5, -1.2], [-1.5, 1.2]",
            1,
        )
    )
    return folder


def reopen_menu(app):
    from tabletop.ui.scene import reset
    from tabletop.ui.scenes.menu import MenuScene

    app.stack.apply(reset(MenuScene(app.ctx)))
    app.step()
    return app.stack.top


def test_no_mods_no_plaque(app):
    assert "mods" not in app.stack.top.buttons


def test_the_menu_lists_mods_and_explains_a_skipped_one(app):
    """ "Mods: 2 found, 1 skipped"; pressing it names the skipped mod's file, field and problem."""
    new_map(paths.mods_dir() / "fen")
    broken_mod()
    menu = reopen_menu(app)
    plaque = menu.buttons["mods"]
    assert plaque.text == "Mods: 2 found, 1 skipped"
    assert plaque.rect.left < 40 and plaque.rect.bottom <= app.ctx.size[1]
    click(app, plaque)
    text = menu.message_text
    assert "In use: fen" in text
    assert "Skipped: swamp: necromolds/map_swamp.toml: pieces[0].parts[0].polygon: the outline crosses itself" in text
    assert "GEOS" not in text and "Traceback" not in text


def test_a_working_mods_map_is_offered_and_a_game_starts_on_it(app):
    """The mod's battle map shows up on the new-game screen by its name; Start plays on it."""
    from tabletop.ui.layout import centre, menu_layout
    from tests.ui.conftest import post_click, press

    new_map(paths.mods_dir() / "fen")
    reopen_menu(app)
    post_click(app, centre(menu_layout(app.ctx.size).button("necromolds")))
    scene = app.stack.top
    assert scene.name == "necromolds_setup"
    fen = next(m for m in scene.maps if m.name == "Fen Hollow")
    assert fen.error is None and fen.stem == "map_fen"
    scene.choose_map(fen.stem)
    press(app, next(b for b in scene._actions if b.text == "Start"))
    top = app.stack.top
    assert top.name == "necromolds_terrain" and top.session.state.map == "fen"


CORPUS = Path(__file__).resolve().parent / "corpus" / "cases"


@pytest.mark.parametrize(
    "case, words",
    [
        ("command_die_five_faces", "dice.toml: command.faces: expected 6 faces, got 5"),
        ("map_bowtie", "map_twins_vale.toml: pieces[0].parts[0].polygon: the outline crosses itself"),
        ("radius_nan", "spellbooks.toml: spellbooks[0].sizes[0].radius: expected a finite number, got nan"),
    ],
)
def test_start_on_refused_content_is_a_message_not_the_error_screen(app, case, words):
    """If a corpus case's mod is active anyway, Start says why in words and stays on the new-game screen."""
    from tabletop.ui.layout import centre, menu_layout
    from tests.ui.conftest import post_click, press

    post_click(app, centre(menu_layout(app.ctx.size).button("necromolds")))
    scene = app.stack.top
    mods.activate([CORPUS / case])  # as if it had slipped past the menu's check
    press(app, next(b for b in scene._actions if b.text == "Start"))
    assert app.stack.top is scene
    assert words in scene.message_text
    assert scene._message_args[0] == "This game cannot start"
    assert "GEOS" not in scene.message_text and "Traceback" not in scene.message_text
