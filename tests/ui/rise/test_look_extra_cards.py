"""The Library / Workshop look with extra cards (RN-LIB-01, RN-WORK-01: "look at the top 3 cards", one
more for each extra look an item, a necromancer or an apprentice gives). Found by the seeded monkey
(NECRO_MONKEY_SEED=11, tests/ui/test_monkey_rise_headless.py, hot-seat): four cards going back ended on
the error screen (the captions were a list of three), and from four cards up they ran past the window."""

from __future__ import annotations

import itertools

import pygame
import pytest

from tabletop.ui.rise.table import windows as W
from tabletop.ui.rise.table.look_tool import LookTool


@pytest.fixture
def scenario(ctx, screen):
    from tabletop.ui.rise import scenarios

    def build(name):
        scene, _ = scenarios.build(ctx, name)
        return scene

    return build


def _looking_at(scene, n: int) -> list[str]:
    """The scenario's look made an `n`-card look (cards off the top of the same deck, as the engine's
    extra looks take them)."""
    st = scene.session.state
    deck = getattr(st, st.turn.peek_deck)
    while len(st.turn.peek) < n:
        st.turn.peek.append(deck.pop(0))
    scene._refresh()
    scene.show_overlay("look")
    look = scene.tools.find(LookTool)
    look.on_state(scene.tool_view())  # the state changed in place: the tool sees the new look as a new state's
    return list(st.turn.peek)


@pytest.mark.parametrize("n", [4, 5, 6])
def test_a_look_at_more_cards_draws_each_with_its_place_RN_LIB_01(scenario, screen, n):
    """Up to 3 extra looks (6 cards, 5 going back): the window draws, every card that goes back is
    captioned with its place (1st ... 5th), and the cards lie inside the window, side by side."""
    scene = scenario("library_choice")
    peek = _looking_at(scene, n)
    look = scene.tools.find(LookTool)
    assert look is not None and look.keep in peek and len(look.rest) == n - 1
    scene.draw(screen)  # four going back raised IndexError here
    window = pygame.Rect(scene.layout.window)
    rects = W.look_card_rects(window, n, scene.layout.scale)
    for a, b in itertools.pairwise(rects):
        assert a.right <= b.left, "the cards lie side by side"
    assert all(window.contains(r) for r in rects), f"{n} cards run past the window {window}: {rects}"
    assert [W.order_words(i)[-1] for i in range(5)] == ["1st", "2nd", "3rd", "4th", "5th"]
    assert W.order_words(0)[0] == "goes back 1st (top)"


def test_a_five_card_look_fits_the_smallest_window(ctx, screen):
    """At the smallest window (960x600) six cards still lie inside the look window."""
    from tabletop.ui.rise.table.layout import table_layout

    L = table_layout((960, 600), 3)
    rects = W.look_card_rects(L.window, 6, L.scale)
    assert all(pygame.Rect(L.window).contains(r) for r in rects)
