"""The Load game rows with large text at every UI scale, at the smallest window and the design size: each
row in two lines (the game, the date and the file; then what the save holds), every line's words whole
inside its row, the rows on pages reached by mouse and keyboard (play-test r17: with Large text the rows
were cut before the file name, so two Rise saves looked the same)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui import layout
from tests.ui.conftest import post_click, post_key

SIZES = ((960, 600), (1280, 800))
SCALES = (100, 125, 150, 175, 200)
NAMES = ("a-rather-long-file-name-for-a-saved-game-of-rise", "x", "rise-3", "rise-4", "rise-5", "rise-6", "rise-7")


@pytest.fixture
def large_app(user_home, request):
    """An App at `size`, large text on at the UI scale given, with seven Rise saves of five players."""
    from tabletop.ui import persist
    from tabletop.ui.app import App
    from tabletop.ui.rise import flow

    size, scale = request.param
    session = flow.start_session({"players": 5, "side": "large", "pvp": True}, {1, 2, 3, 4}, seed=3)
    for name in NAMES:
        persist.save_game(session, name)
    (user_home / "settings.toml").write_text(f"ui_scale = {scale}\nlarge_text = true\n")
    app = App(size=size)
    app.step()
    yield app
    errors = app.errors
    app.close()
    layout.set_preferences(100, False)
    assert errors == 0


def named(entry) -> str:
    """How a row names its file (each game's autosave as "autosave")."""
    return "autosave" if entry.autosave else entry.path.name


def open_load(app):
    from tabletop.ui.scene import push
    from tabletop.ui.scenes.load_game import LoadScene

    app.stack.apply(push(LoadScene(app.ctx)))
    app.step()
    scene = app.stack.top
    assert scene.name == "load" and not any(e.pending for e in scene.entries)
    return scene


@pytest.mark.parametrize("large_app", [(size, sc) for size in SIZES for sc in SCALES], indirect=True)
def test_every_rows_words_are_whole_with_its_file_on_every_page(large_app):
    app = large_app
    scene = open_load(app)
    for text, entry in scene.rows.items():
        assert named(entry) in text, text  # the file names the row (two saves never look the same)
    panel = pygame.Rect(scene.frame()["panel"])
    detail = scene.detail.rect
    seen = []
    for _page in range(scene.pages):
        rows = [b.rect for b in scene.row_buttons]
        for entry, first, second in scene.row_words:
            assert first.text.endswith(named(entry)), first.text
            assert "Player" in second.text or "players" in second.text, second.text  # what it holds, not cut away
            for line in (first, second):
                assert line.font.get_rect(line.text).width <= line.rect.width, line.text
                assert scene.list_rect.contains(line.rect), (line.text, line.rect, scene.list_rect)
                assert sum(line.rect.colliderect(r) for r in rows) == 1  # on its own row alone
            seen.append(entry.path)
        for el in scene.root.elements:  # nothing of the list runs over the details, the bar or out of the panel
            if el in scene.row_buttons or el.rect.top >= detail.top or el.rect.top < panel.top:
                continue
            assert panel.contains(el.rect) and not el.rect.colliderect(detail), getattr(el, "text", el)
        if scene.pages > 1:
            post_click(app, next(b for b in scene._actions if b.text in ("Next page", "First page")).rect.center)
    assert sorted(seen) == sorted(e.path for e in scene.entries)


@pytest.mark.parametrize("large_app", [((960, 600), 200)], indirect=True)
def test_a_row_on_another_page_is_chosen_and_loaded_by_keyboard(large_app):
    app = large_app
    scene = open_load(app)
    assert scene.pages > 1
    post_key(app, pygame.K_PAGEDOWN)
    assert scene.page == 1
    wanted = next(iter(scene.row_buttons.values()))
    for _ in range(30):
        post_key(app, pygame.K_TAB, frames=1)
        if scene._focus in scene.row_buttons:
            break
    assert scene.row_buttons[scene._focus] is wanted
    post_key(app, pygame.K_RETURN)
    assert scene.chosen is wanted and scene._focus.is_selected
    assert wanted.path.name in scene.detail_text()
    press_load = next(b for b in scene._actions if b.text == "Load")
    while scene._focus is not press_load:
        post_key(app, pygame.K_TAB, frames=1)
    post_key(app, pygame.K_RETURN, frames=3)
    assert app.stack.top.name != "load" and app.stack.top.session is not None


@pytest.mark.parametrize("large_app", [((1280, 800), 100)], indirect=True)
def test_a_click_chooses_a_row_and_a_double_click_loads_it(large_app):
    import pygame_gui

    app = large_app
    scene = open_load(app)
    second = list(scene.row_buttons)[1]
    post_click(app, (second.rect.x + 40, second.rect.y + 12))  # on the row's words: the click reaches its button
    assert scene.chosen is scene.row_buttons[second] and second.is_selected
    assert not next(iter(scene.row_buttons)).is_selected
    pygame.event.post(pygame.event.Event(pygame_gui.UI_BUTTON_DOUBLE_CLICKED, ui_element=second))
    app.step()
    app.step()
    assert app.stack.top.name != "load"
