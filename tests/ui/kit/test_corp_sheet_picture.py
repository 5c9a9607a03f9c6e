"""Issue 27: NecronomiCORP's rules page had no picture of a character's sheet (its painter needed a live
table view). The "Your turn" section now shows one, drawn by the table's own sheet painter
(table/sheets.py) from a small built state: the character, its life out of the most, the weapons in
its two hands (one with its charge tokens), an item and a trauma as chips."""

from __future__ import annotations

import pygame
import pytest

from tabletop.games.corp import life
from tabletop.ui.corp import rules_pictures as P
from tabletop.ui.corp.rules_summary import SECTIONS, pictures
from tabletop.ui.corp.table.sheets import weapon_words
from tests.ui import text_audit as TA
from tests.ui.replay.test_watched_words import forget_drawn_words


@pytest.fixture
def screen():
    pygame.init()
    yield pygame.display.set_mode((64, 64))


def test_the_your_turn_section_pictures_a_characters_sheet_with_a_caption():
    titles = [t for t, _rows in SECTIONS]
    shown = pictures()["Your turn"]
    assert "Your turn" in titles
    sheet = [pic for pic in shown if pic.paint is P.sheet]
    assert len(sheet) == 1 and "sheet" in sheet[0].caption


@pytest.mark.parametrize("size", [(300, 180), (420, 252), (640, 384)])
def test_the_sheet_is_drawn_as_the_table_draws_it_name_life_and_chips(screen, size):
    st = P.sheet_state()
    cards = P._cards()
    p = st.players[0]
    assert p.weapons and any(w.charges for w in p.weapons) and p.items and p.traumas  # all a sheet shows
    with TA.recording():
        forget_drawn_words()  # fonts and text images made before recording would not remember their words
        try:
            canvas = TA.TextSurface(size, pygame.SRCALPHA)
            canvas.blit(P.sheet(size), (0, 0))
        finally:
            forget_drawn_words()
    words = " ".join(ln.text for ln in canvas.lines)
    most = life.max_life(st, cards, 0)
    assert "Gary from IT" in words and f"{p.life}/{most} life" in words, words
    for held in p.weapons:
        assert weapon_words(cards, held) in words, (held, words)
    for card in [*p.items, *p.traumas]:
        assert cards.name(card) in words, (card, words)
    painted = P.sheet(size)
    assert painted.get_size() == size
    assert pygame.mask.from_surface(painted, 20).count() > 0.3 * size[0] * size[1]  # a sheet, not a speck
