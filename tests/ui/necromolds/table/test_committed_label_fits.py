"""The tray of a seat whose command dice are committed face down (NM-ROUND-05) says so inside the tray:
at 960x600 with Large text "Committed · face down until all have committed" was cut at the tray's edge
("…all have committe", play-test r24). Where the sentence does not fit at a readable size, its first
words stand whole."""

from __future__ import annotations

import pygame
import pytest

from tabletop.core.session import Session
from tabletop.games import get_game
from tabletop.games.necromolds.view import view as seat_view
from tabletop.ui import layout
from tabletop.ui.necromolds.table import cards
from tabletop.ui.necromolds.table.layout import table_layout

COLOURS = [(240, 172, 76), (118, 146, 84)]


def committed_view():
    """Seat 0's view of the first assigning once seat 1 (the computer) has committed its dice."""
    from tabletop.ui.bot_driver import BotDriver

    session = Session(get_game("necromolds"), {"mode": "standard", "map": "twins_vale"}, 3)
    driver = BotDriver(session, [0, 1], delay=0.0)
    for _ in range(600):
        st = session.state
        if st.phase == "assign" and st.seats[1].assign_done:
            break
        seat = 1 if st.phase == "assign" else driver.bot_to_act()
        assert seat is not None and driver.step(seat) is not None
    assert session.state.phase == "assign" and session.state.seats[1].assign_done
    return seat_view(session.state, 0)


@pytest.mark.parametrize(("size", "large"), [((960, 600), True), ((960, 600), False), ((1280, 800), False)])
def test_the_committed_trays_words_stay_inside_it(size, large):
    st = committed_view()
    assert any(d.status == cards.HIDDEN for d in st.seats[1].dice)
    layout.set_preferences(100, large)
    try:
        L = table_layout(size, st)
        surface = pygame.Surface(size)
        panel = next(p for p in L.panels if p.seat == 1)
        hits = cards.draw_panel(surface, panel, st, cards.PanelLook("Player 2 (computer)", COLOURS[1]), L.scale, 0.0)
    finally:
        layout.set_preferences(100, False)
    said = [(drawn, box, w) for drawn, box, w in hits.texts if w.startswith("Committed")]
    assert said, [w for _d, _b, w in hits.texts]
    for drawn, box, words in said:
        assert box.inflate(2, 2).contains(drawn), f"{words!r} runs out of its tray ({drawn} in {box})"
        assert drawn.height >= 11, (words, drawn)  # readable
