"""A seat of many spellbooks stacked over another seat at 3-4 players (the lead's play, r27): Player 1's
six spellbooks under Player 2's three in the left column drew 36 px cards with 4 px slots (nothing to
read, nowhere to drop a die) while Player 2's cards had room to spare. The panels of one column now
share its height so that every card gets the same, where even shares leave a card too low to read.

six_books_3p_game.json: that game as its save kept it (settings, seed, the 47 actions to the first
assignment)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabletop.core.session import Session
from tabletop.games import get_game
from tabletop.ui.necromolds.table.layout import PANEL_FIXED, READABLE_CARD, column_split, table_layout

GAME = Path(__file__).with_name("six_books_3p_game.json")


def _state():
    data = json.loads(GAME.read_text())
    game = get_game("necromolds")
    session = Session(game, data["settings"], data["seed"])
    for a in data["actions"]:
        session.submit(game.decode_action(a))
    return session.state


def _card_heights(panel) -> list[int]:
    return [c.rect[3] for c in panel.cards]


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080), (960, 600)])
def test_six_spellbooks_over_three_get_cards_and_slots_that_can_be_read(size):
    state = _state()
    assert state.phase == "assign" and len(state.seats) == 3
    layout = table_layout(size, state)
    s = layout.scale
    six, three = layout.panels[0], layout.panels[1]
    assert len(six.cards) == 6 and len(three.cards) == 3
    assert six.rect[0] == three.rect[0], "the two seats share the left column"
    lowest = min(_card_heights(six))
    assert abs(lowest - min(_card_heights(three))) <= 2, "every card of the column as tall"
    assert lowest >= 46 * s, f"cards of {lowest} px at {size}"
    slots = [sb.rect[3] for c in six.cards for sb in c.slots]
    assert min(slots) >= 14 * s, f"slots of {min(slots)} px at {size}"
    # the column is shared whole, no panel over another
    assert six.rect[1] + six.rect[3] <= three.rect[1] or three.rect[1] + three.rect[3] <= six.rect[1]


def test_even_shares_stay_where_every_card_can_be_read():
    """Three and three spellbooks (or two and three) keep the even split: nothing moves that was fine."""
    assert column_split(748, [3, 3], 1.0) == [374, 374]
    assert column_split(748, [2, 3], 1.0) == [374, 374]
    assert column_split(748, [4], 1.0) == [748]


def test_uneven_shares_give_the_lowest_card_more_room():
    even_low = (374 - PANEL_FIXED + 4) / 6 - 4
    shares = column_split(748, [6, 3], 1.0)
    assert sum(shares) == 748 and shares[0] > shares[1]
    cards = [(shares[0] - PANEL_FIXED + 4) / 6 - 4, (shares[1] - PANEL_FIXED + 4) / 3 - 4]
    assert even_low < READABLE_CARD <= 80 and min(cards) > even_low + 10
