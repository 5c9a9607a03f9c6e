"""The rules at hand (issue 27): the kit's searchable rules page and NecronomiCORP's rules on it."""

from __future__ import annotations

import pygame
import pygame_gui
import pytest

from tabletop.ui.corp.rules_summary import SECTIONS
from tabletop.ui.kit.rules_page import RulesPage, matching

DEMO = (
    ("Fight", (("Escape.", "Roll 4-6 to leave."), ("Attack.", "Roll your dice."))),
    ("Plots", (("Item.", "Keep it."),)),
)


def test_an_empty_search_shows_everything():
    assert matching(DEMO, "  ") == [(t, list(r)) for t, r in DEMO]


def test_a_search_keeps_the_rows_holding_every_word_case_blind():
    assert matching(DEMO, "ROLL leave") == [("Fight", [("Escape.", "Roll 4-6 to leave.")])]
    assert matching(DEMO, "roll") == [("Fight", list(DEMO[0][1]))]
    assert matching(DEMO, "plots") == [("Plots", [("Item.", "Keep it.")])]  # a title's word keeps its rows
    assert matching(DEMO, "dragon") == []


def test_the_corp_rules_say_the_engines_numbers():
    from tabletop.games.corp.state import LEVEL_SIZES

    text = " ".join(f"{t} {n} {w}" for t, rows in SECTIONS for n, w in rows)
    assert ", ".join(str(LEVEL_SIZES[k]) for k in sorted(LEVEL_SIZES)[:-1]) in text
    for words in ("4-6", "two-handed", "1-3 or 4-6", "40 for two teams, 25 for three", "Contagion"):
        assert words in text, words


@pytest.fixture
def app(user_home):
    from tabletop.ui.app import App
    from tabletop.ui.scenes.menu import MenuScene

    a = App(size=(1280, 800), read_settings=False, start=MenuScene)
    yield a
    a.close()  # closes pygame and forgets its fonts (a bare pygame.quit left dead fonts for later tests)


def test_typing_in_the_search_line_keeps_only_what_matches(app):
    page = RulesPage(app.ctx, "NecronomiCORP: the rules at hand", SECTIONS)
    app.stack.push(page)
    page.search.set_text("skull")
    page.handle_event(pygame.event.Event(pygame_gui.UI_TEXT_ENTRY_CHANGED, ui_element=page.search, text="skull"))
    assert page.query == "skull"
    shown = page.all_text()  # every page the search keeps
    assert "skull" in shown.lower() and "Vending" not in shown and "Curses." not in shown
