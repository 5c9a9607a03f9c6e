"""Play-test r18 D4: on Learn to play and Load game, "Next page" read as usable on the last page. The
buttons turn round at the ends (Page Down, Page Up and the wheel stop there: play-test r25) (so the keyboard's focus never lands on one that does nothing); the forward
one says "First page" on the last. The back one says "Previous page" on every page: "Last page" on page 1
read as "the final page" (play-test r19 on Load game, r20 ptutor item 14 on Learn to play)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui.kit.pages import page_labels
from tests.ui.conftest import post_key
from tests.ui.test_load_rows_large import large_app, open_load  # noqa: F401  (large_app: the fixture, with saves)
from tests.ui.tutorial.test_learn_pages import open_learn


def test_the_words_say_where_each_button_goes():
    assert page_labels(0, 3) == ("Previous page", "Next page")
    assert page_labels(1, 3) == ("Previous page", "Next page")
    assert page_labels(2, 3) == ("Previous page", "First page")
    assert page_labels(0, 2) == ("Previous page", "Next page")
    assert page_labels(1, 2) == ("Previous page", "First page")


def _bar(scene) -> tuple[str, str]:
    """The page bar's two buttons' words, back then forward (found by their ids, as the focus is)."""
    words = {}
    for b in scene._actions:
        for key in ("page_prev", "page_next"):
            if b.most_specific_combined_id.endswith(f"#{key}"):
                words[key] = b.text
    return words["page_prev"], words["page_next"]


def _wheel(app, notches: int) -> None:
    """The mouse wheel turned `notches` (down: negative) over the list."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=notches, flipped=False))
    app.step()
    app.step()


def _walk(app, scene, back: str | None = None) -> None:
    """Every page by Page Down, which stops at the last page, as Page Up and the wheel stop at the ends
    (play-test r25: Page Down from the last page went back to page 1); each page's bar says where its
    buttons go (`back`: the back button's words on every page, when fixed); the focus put on the forward
    button stays on it as it turns the pages round (the button, "First page" on the last, goes round)."""
    assert scene.pages > 1
    for page in range(scene.pages):
        assert scene.page == page
        want = page_labels(page, scene.pages)
        assert _bar(scene) == ((back, want[1]) if back else want)
        assert "Next page" not in _bar(scene) or page < scene.pages - 1
        post_key(app, pygame.K_PAGEDOWN)
    assert scene.page == scene.pages - 1  # held at the last page, not round to the first
    _wheel(app, -1)
    assert scene.page == scene.pages - 1
    for _ in range(scene.pages + 1):
        post_key(app, pygame.K_PAGEUP)
    assert scene.page == 0  # held at the first page, not round to the last
    _wheel(app, 1)
    assert scene.page == 0
    for _ in range(60):  # Tab to the forward button
        post_key(app, pygame.K_TAB, frames=1)
        if scene._focus is not None and scene._focus.most_specific_combined_id.endswith("#page_next"):
            break
    for _ in range(scene.pages):
        post_key(app, pygame.K_RETURN)
        assert scene._focus is not None and scene._focus.most_specific_combined_id.endswith("#page_next")
    assert scene.page == 0


@pytest.mark.parametrize("large_app", [((960, 600), 200)], indirect=True)
def test_learn_to_play_pages_say_where_they_go(large_app):  # noqa: F811  (the fixture imported above)
    """Play-test r20 (ptutor 14): Learn to play's back button said "Last page" on page 1; "Previous page"
    on every page, as Load game's."""
    _walk(large_app, open_learn(large_app), back="Previous page")


@pytest.mark.parametrize("large_app", [((960, 600), 200)], indirect=True)
def test_load_game_pages_say_where_they_go(large_app):  # noqa: F811
    """Play-test r19 (pcorp 17): "Last page" on page 1 read as "the final page": Load game's back
    button says "Previous page" on every page (it goes round to the last page from page 1)."""
    _walk(large_app, open_load(large_app), back="Previous page")
