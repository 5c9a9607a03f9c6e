"""r30 riseseat: what r29's Rise play-tests found and left: the seat panels did not show the Headmaster
cards a player held (RN-ACAD-05), a pile's name moved along the board away from its card, the look
window's kept card lost its key label at 960x600 with Large text, and the scene reported the notice at the
board's foot while it was drawn at the top."""

from __future__ import annotations

import pygame
import pytest

from tests.ui.rise.conftest import table

SIZES = [((1280, 800), False), ((960, 600), True), ((960, 600), False)]


def _layout(size, players: int, large: bool):
    from tabletop.ui import layout as UL
    from tabletop.ui.rise.table.layout import table_layout

    UL.set_preferences(100, large)
    try:
        return table_layout(size, players)
    finally:
        UL.set_preferences(100, False)


@pytest.mark.parametrize(("size", "large"), SIZES)
@pytest.mark.parametrize("players", [3, 5])
@pytest.mark.parametrize("titles", [("red",), ("red", "blue", "green", "bone")])
def test_a_seat_panel_shows_each_headmaster_card_it_holds_and_what_it_gives_RN_ACAD_05(
    ctx, screen, size, large, players, titles
):
    """RN-ACAD-05: the new Headmaster takes the card face up beside their Player board. r29: the card left
    its pile for the holder's disc, but no seat panel showed it. Now the holder's panel shows each card
    held (a card in its Academy's paint with a crown, beside it the Academy's word where the row has
    room), with a tooltip naming the card and what it gives; a panel of no Headmaster shows none. With
    Spells, Items and Golems in play too, every word the panel draws stays inside it and off the others."""
    from tabletop.games.rise.content import cards
    from tabletop.games.rise.state import STOCK
    from tabletop.ui import layout as UL
    from tabletop.ui.rise.paint import ACADEMY_RGB
    from tabletop.ui.rise.table import panels as P

    scene = table(ctx, players, seed=4)
    state = scene.session.state
    held = state.players[1]
    held.headmasters = list(titles)
    state.headmasters.update(dict.fromkeys(titles, 1))
    held.stock = dict.fromkeys(STOCK, 12)  # two figures each: the goods' row at its widest
    held.spells = list(cards().spell_cards)[:2]
    held.items = list(cards().items)[:1]
    L = _layout(size, players, large)
    UL.set_preferences(100, large)
    try:
        surface = pygame.Surface(size)
        drawn = {
            seat: P.draw_player_board(
                surface, L.players[seat], state, seat, f"P{seat + 1}", (200, 90, 40), L.scale, False
            )
            for seat in (0, 1)
        }
    finally:
        UL.set_preferences(100, False)
    for colour in titles:
        card = cards().headmasters[colour]
        tips = [(r, w) for r, w in drawn[1].tips if w.startswith(card.name)]
        assert len(tips) == 1, (colour, drawn[1].tips)
        rect, words = tips[0]
        assert card.text in words
        assert pygame.Rect(L.players[1]).contains(rect)
        paint = pygame.Color(*ACADEMY_RGB[colour])
        assert any(
            surface.get_at((x, y)) == paint for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom)
        )
    assert not any("Headmaster" in w for _r, w in drawn[0].tips)
    texts = [r for r, _t in drawn[1].texts]
    for k, r in enumerate(texts):
        assert pygame.Rect(L.players[1]).contains(r), (r, drawn[1].texts[k][1])
        assert not any(r.colliderect(o) for o in texts[k + 1 :]), drawn[1].texts[k]
    shown = [t for _r, t in drawn[1].texts]
    if size == (1280, 800) and len(titles) == 1:
        assert "Blood" in shown  # the Academy named where the row has room
