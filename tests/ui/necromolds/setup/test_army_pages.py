"""Issue 26: the army builder's cards reflow into the room a larger UI scale leaves them: fewer
columns, never a card under its least (layout.CARD_LEAST), the rows that do not fit on pages turned
by Previous/Next page, each spellbook on exactly one page and moldable from it (NM-SETUP-11)."""

from __future__ import annotations

import itertools

import pytest

from tabletop.ui import layout
from tabletop.ui.necromolds.setup.layout import CARD_LEAST, card_pages, setup_layout
from tests.ui.necromolds.setup.conftest import click, steps
from tests.ui.necromolds.setup.test_army_deploy import spot, to_army


@pytest.fixture
def at_150():
    layout.set_preferences(150)
    yield
    layout.set_preferences(100)


def _inside(inner, outer) -> bool:
    x, y, w, h = inner
    ox, oy, ow, oh = outer
    return ox <= x and oy <= y and x + w <= ox + ow and y + h <= oy + oh


def _overlap(a, b) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def test_the_design_size_keeps_one_page_of_four_columns():
    """At 1280x800 100 % the twelve places (eleven spellbooks and the legend) are 4 x 3 on one page."""
    area = setup_layout((1280, 800))["area"]
    pages = card_pages(area, 12, (1280, 800))
    assert pages.pages == 1 and pages.pager is None and len(pages.places) == 12
    assert len({x for x, _y, _w, _h in pages.places}) == 4


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080), (2560, 1440)])
def test_at_150_the_cards_keep_their_least_and_go_on_pages(size, at_150):
    """NM-SETUP-11 at 150 %: every place at least CARD_LEAST (scaled), inside the area, none overlapping
    another or the page strip; the places of all pages hold every card."""
    s = layout.ui_scale(size)
    area = setup_layout(size)["area"]
    pages = card_pages(area, 12, size)
    assert pages.pages > 1 and pages.pager is not None and _inside(pages.pager, area)
    for place in pages.places:
        assert place[2] >= int(CARD_LEAST[0] * s) and place[3] >= int(CARD_LEAST[1] * s), place
        assert _inside(place, area) and not _overlap(place, pages.pager)
    assert not any(_overlap(a, b) for a, b in itertools.combinations(pages.places, 2))
    assert pages.pages * len(pages.places) >= 12 > (pages.pages - 1) * len(pages.places)


@pytest.fixture
def app_150(user_home):
    """A headless App at 1280x800 with the UI scale at 150 %, as Settings sets it."""
    from tabletop.ui.app import App
    from tabletop.ui.persist import autosave_in_background

    a = App(size=(1280, 800), read_settings=False, overrides={"ui_scale": 150})
    autosave_in_background(False)
    a.step()
    yield a
    errors = a.errors
    a.close()
    layout.set_preferences(100)
    assert errors == 0


def test_every_spellbook_is_on_one_page_and_molds_from_it(app_150):
    """NM-SETUP-11 at 1280x800 150 %, by clicks through the app: Next page shows the books the first
    page had no room for, each book on exactly one page; a book of the second page molds from its card
    (the table's log, not drawn during set-up, does not take the click); Previous goes back."""
    from tabletop.games.necromolds.library import library

    app = app_150
    session, scene = to_army(app)
    step = scene.step
    assert step.pages.pages == 2 and step.page == 0
    first = set(step.cards)
    assert not spot(scene, "page_back").enabled
    click(app, spot(scene, "page_next").rect.center)
    steps(app, 1)
    assert scene.step.page == 1
    second = set(scene.step.cards)
    assert first and second and not first & second and first | second == set(library().books)
    assert not spot(scene, "page_next").enabled
    book = sorted(second)[0]
    before = sum(1 for m in session.state.monsters if m.owner == step.seat)
    click(app, spot(scene, f"mold:{book}:0").rect.center)
    assert sum(1 for m in session.state.monsters if m.owner == step.seat and m.book == book) == 1
    assert sum(1 for m in session.state.monsters if m.owner == step.seat) == before + 1
    assert scene.step.page == 1  # molding keeps the page shown
    assert not any(sp.key.startswith(f"mold:{b}:") for sp in scene.step.spots for b in first)
    click(app, spot(scene, "page_back").rect.center)
    assert scene.step.page == 0 and set(scene.step.cards) == first


def test_the_wheel_over_the_cards_turns_their_pages(app_150):
    """The mouse wheel over the cards turns to the next page and back (not past either end)."""
    import pygame

    from tests.ui.necromolds.setup.conftest import post

    _session, scene = to_army(app_150)
    over = scene.step.cards[sorted(scene.step.cards)[0]].center
    post(app_150, (pygame.MOUSEMOTION, {"pos": over, "rel": (0, 0), "buttons": (0, 0, 0)}), frames=1)
    for wheel, page in ((-1, 1), (-1, 1), (1, 0), (1, 0)):
        post(app_150, (pygame.MOUSEWHEEL, {"x": 0, "y": wheel, "flipped": False}), frames=1)
        assert scene.step.page == page, (wheel, page)
