"""Learn to play with large text: the list goes onto pages, so every tutorial can be reached by mouse and
by keyboard and no row runs out of the panel over Back (play-test r17: with Large text the last rows were
drawn below the panel, "The example turn" over the Back button, and rows lost their status)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui import layout
from tests.ui.conftest import post_click, post_key

SIZES = ((960, 600), (1280, 800))
SCALES = (100, 125, 150, 175, 200)


@pytest.fixture
def large_app(user_home, request):
    """An App at `size` with large text on at the UI scale given (read from the settings file as the app does)."""
    from tabletop.ui.app import App

    size, scale = request.param
    (user_home / "settings.toml").write_text(f"ui_scale = {scale}\nlarge_text = true\n")
    app = App(size=size)
    app.step()
    yield app
    errors = app.errors
    app.close()
    layout.set_preferences(100, False)
    assert errors == 0


def open_learn(app):
    from tabletop.ui.scene import push
    from tabletop.ui.tutorial.learn import LearnScene

    app.stack.apply(push(LearnScene(app.ctx)))
    app.step()
    scene = app.stack.top
    assert scene.name == "learn"
    return scene


def inside(rect, panel) -> bool:
    x, y, w, h = panel
    return rect.left >= x and rect.top >= y and rect.right <= x + w and rect.bottom <= y + h


def the_button(scene, text):
    return next(b for b in scene._actions if b.text == text)


@pytest.mark.parametrize("large_app", [(size, sc) for size in SIZES for sc in SCALES], indirect=True)
def test_every_tutorial_is_on_a_page_inside_the_panel_with_its_status(large_app):
    """Each page's rows, words and buttons lie inside the panel (none over Back), each row says where the
    player stands, and turning the pages with the mouse shows every tutorial once."""
    from tabletop.ui.tutorial import learn as L

    app = large_app
    scene = open_learn(app)
    panel = scene.frame()["panel"]
    back = pygame.Rect(scene.frame()["back"])
    wanted = [tid for _g, tid, t, _p in L.listing() if t is not None]
    seen: list[str] = []
    for _page in range(scene.pages):
        for el in scene.root.elements:
            if getattr(el, "text", None) in ("Back", "Learn to play"):
                continue  # the frame's heading and Back, outside the panel
            assert inside(el.rect, panel), (getattr(el, "text", el), el.rect, panel)
            assert not el.rect.colliderect(back), getattr(el, "text", el)
        texts = [getattr(e, "text", "") for e in scene.root.elements]
        for tid, (tutorial, place) in scene.rows.items():
            assert L.status(tutorial, place) in " ".join(texts), tid  # where the player stands, on every row
        seen += list(scene.rows)
        if scene.pages > 1:
            forward = "First page" if scene.page == scene.pages - 1 else "Next page"  # it says where it goes
            post_click(app, the_button(scene, forward).rect.center)
    assert sorted(seen) == sorted(wanted) and len(seen) == len(set(seen))
    if scene.pages > 1:
        assert scene.page == 0  # First page (Next page's place) on the last page turns round to the first


@pytest.mark.parametrize("large_app", [((960, 600), 200), ((1280, 800), 100)], indirect=True)
def test_the_pages_are_turned_and_every_tutorial_started_by_keyboard(large_app):
    """Tab reaches Next page; Enter turns the page with the focus kept on it; Shift+Tab goes back to the
    page's rows; Page Down turns too. Enter on a row's Start opens its tutorial."""
    from tabletop.ui.tutorial import learn as L

    app = large_app
    scene = open_learn(app)
    assert scene.pages > 1
    seen: set[str] = set(scene.rows)
    for _ in range(30):  # Tab to Next page
        post_key(app, pygame.K_TAB, frames=1)
        if scene._focus is not None and scene._focus.text == "Next page":
            break
    assert scene._focus.text == "Next page"
    for _ in range(scene.pages - 1):
        post_key(app, pygame.K_RETURN)
        # the focus stayed on it (on the last page it says First page: it turns round)
        last = scene.page == scene.pages - 1
        assert scene._focus is not None and scene._focus.text == ("First page" if last else "Next page")
        seen |= set(scene.rows)
    assert seen == {tid for _g, tid, t, _p in L.listing() if t is not None}
    post_key(app, pygame.K_PAGEDOWN)  # on the last page, Page Down stays there (play-test r25)
    assert scene.page == scene.pages - 1
    post_key(app, pygame.K_RETURN)  # First page, where the focus still is, turns round
    assert scene.page == 0
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=pygame.KMOD_SHIFT, unicode=""))
    app.step()
    app.step()
    while scene._focus.text not in ("Start", "Again", "Resume"):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=pygame.KMOD_SHIFT, unicode=""))
        app.step()
    post_key(app, pygame.K_RETURN, frames=3)
    assert app.stack.top.name.startswith("tutorial_")
