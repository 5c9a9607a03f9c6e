"""A card's name in its title band (r27 play-test at 960x600 with Large text): a hyphenated name breaks
after its hyphen as a two-word name wraps at its space. "Knight-Tyrant" was shrunk to a 6 px letter
beside "Ossuary Knight" in two lines of the card's own letter."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui import layout
from tabletop.ui.rise.table import panels as P
from tabletop.ui.rise.table.layout import letters, table_layout

pytestmark = pytest.mark.ui


@pytest.fixture
def prefs():
    yield layout.set_preferences
    layout.set_preferences(100, False)


@pytest.mark.parametrize("large", (False, True))
def test_a_hyphenated_name_breaks_after_its_hyphen_in_the_letter_of_its_neighbours(prefs, large):
    pygame.font.init()
    prefs(100, large)
    L = table_layout((960, 600), 3)
    w, h = P.hand_card_rects(L.hand, 6, L.scale)[0].size
    k = letters(1.0)
    two_words, f2 = P.title_lines("Ossuary Knight", w, h, k)[::-1]
    font, lines = P.title_lines("Knight-Tyrant", w, h, k)
    if len(two_words) == 1:  # it fits one line: so does the hyphenated name, whole
        assert lines == ["Knight-Tyrant"]
        return
    assert lines == ["Knight-", "Tyrant"]
    assert font.get_height() == f2.get_height()
    assert all(font.size(line)[0] <= w - 8 for line in lines)


def test_a_name_that_fits_keeps_its_hyphen_on_one_line():
    pygame.font.init()
    assert P.title_lines("Knight-Tyrant", 400, 300)[1] == ["Knight-Tyrant"]
    assert P.title_lines("Dragon-bone Saddle", 400, 300)[1] == ["Dragon-bone Saddle"]
