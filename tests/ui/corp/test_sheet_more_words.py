"""A character sheet's card words: each card's whole or not at all, and when some are left out a row says
where the rest is ("More: point at a card to read it."). Play-test r27, hot-seat at 1280x800: Player 1's
sheet showed the words of four of its five cards (two items, three curses) and nothing said that
Generous Health Plan's were left out; the last card's words now give way to that row."""

from __future__ import annotations

import pytest

from tabletop.ui.corp.table import sheets as SH
from tests.ui import text_audit as TA
from tests.ui.corp.conftest import table

CURSES = ["toxic_positivity#1", "hostile_work_environment#1", "generous_health_plan#1"]


def _words_shown(scene, size) -> list[str]:
    with TA.recording():
        canvas = TA.TextSurface(size)
        scene.draw(canvas)
    return [ln.text for ln in canvas.lines]


@pytest.mark.parametrize("items", [["energy_drink#3", "triple_espresso#1"], ["energy_drink#3"]])
def test_a_sheet_says_its_cards_words_or_that_there_are_more_NC_CURSE(ctx, screen, items):
    scene = table(ctx, {"players": 3, "expansion": True}, 2352792790, bots={2})
    p = scene.session.state.players[0]
    p.items, p.curses = list(items), list(CURSES)
    scene._view_key = scene._key = None  # the table follows the state changed under it
    scene.update(0.1)
    drawn = " ".join(_words_shown(scene, (1280, 800)))
    cards = scene.session.game.cards
    named = [cards.plot(c).name for c in items] + [cards.curse(c).name for c in CURSES]
    missing = [n for n in named if f"{n}:" not in drawn]
    assert not missing or SH.MORE_WORDS in drawn, (missing, drawn)


def test_said_rows_leaves_a_row_for_more_when_a_card_is_left_out():
    import pygame

    pygame.font.init()
    from tabletop.ui import look

    f = look.font("sans", 11)
    step = f.get_linesize()
    said = ["A: one.", "B: two.", "C: three."]
    # room for exactly two one-row cards: the second gives way to the row that says more
    shown, more = SH.said_rows(said, f, 400, 0, 2 * step)
    assert more and shown == [["A: one."]]
    # room for all three: no "More" row
    shown, more = SH.said_rows(said, f, 400, 0, 3 * step)
    assert not more and len(shown) == 3


def test_said_rows_passes_over_words_too_long_for_the_next_that_fit():
    """The rules' picture of a sheet (Large text): the Wooden Stake's three lines did not fit and the sheet
    stood empty under "More", with room for the First-Aid Kit's line."""
    import pygame

    pygame.font.init()
    from tabletop.ui import look

    f = look.font("sans", 11)
    step = f.get_linesize()
    long = "Stake: " + "very long words " * 12
    assert len(look.wrap_lines(long, f, 200)) >= 3
    shown, more = SH.said_rows([long, "Kit: heals 4."], f, 200, 0, 2 * step)
    assert shown == [["Kit: heals 4."]] and more
