"""The panel cache draws exactly what drawing the panels afresh would, and draws again when
the state, the panel's look or one of its pulses changes."""

from __future__ import annotations

import pygame

from tabletop.ui import look
from tabletop.ui.necromolds.table import cards
from tabletop.ui.necromolds.table.layout import table_layout
from tests.ui.necromolds.table.conftest import SIZE
from tests.ui.necromolds.table.seats import assign_state


def _fresh(state, layout, look_of, t):
    surface = pygame.Surface(SIZE)
    surface.blit(look.table_texture(SIZE), (0, 0))
    for panel in layout.panels:
        cards.draw_panel(surface, panel, state, look_of(panel.seat), layout.scale, t)
    return surface


def _cached(cache, state, layout, look_of, t):
    surface = pygame.Surface(SIZE)
    background = look.table_texture(SIZE)
    surface.blit(background, (0, 0))
    hits = [
        cache.draw(surface, background, panel, state, look_of(panel.seat), layout.scale, t) for panel in layout.panels
    ]
    return surface, hits


def _same(a, b) -> bool:
    return pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB")


def test_cached_panels_match_fresh_ones(screen):
    """A hit and a miss of the cache both give the fresh drawing's pixels, for 2 and 4 seats."""
    for players in (2, 4):
        state = assign_state(players)
        layout = table_layout(SIZE, state)
        look_of = lambda seat: cards.PanelLook(f"Player {seat + 1}", (200, 120, 60), acting=seat == 0)  # noqa: E731
        cache = cards.PanelCache()
        first, hits = _cached(cache, state, layout, look_of, 0.5)
        again, hits_again = _cached(cache, state, layout, look_of, 0.505)  # the same pulse step: from the cache
        assert all(a is b for a, b in zip(hits_again, hits))
        fresh = _fresh(state, layout, look_of, 0.5)
        assert _same(first, fresh) and _same(again, fresh)


def test_the_cache_redraws_when_what_it_shows_changes(screen, monkeypatch):
    """A new state, a new look or the next pulse step draws the panel again; nothing else does."""
    state = assign_state(2)
    layout = table_layout(SIZE, state)
    calls = []
    real = cards.draw_panel
    monkeypatch.setattr(cards, "draw_panel", lambda *a, **k: calls.append(1) or real(*a, **k))
    cache = cards.PanelCache()
    plain = lambda seat: cards.PanelLook("P", (200, 120, 60))  # noqa: E731
    _cached(cache, state, layout, plain, 0.5)
    assert len(calls) == 2
    _cached(cache, state, layout, plain, 0.505)
    assert len(calls) == 2  # nothing changed
    _cached(cache, state, layout, lambda seat: cards.PanelLook("P", (200, 120, 60), selected_dice={0}), 0.505)
    assert len(calls) == 4  # the look changed
    changed = assign_state(2).__copy__()
    _cached(cache, changed, layout, plain, 0.505)
    assert len(calls) == 6  # another state
    _cached(cache, changed, layout, plain, 0.75)
    assert len(calls) == 8  # the glow and pulse stepped
