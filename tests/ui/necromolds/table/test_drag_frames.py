"""Issue 10, no stall on pick-up: what the drag's frames must not pay for.

The panels were redrawn whenever the dice pulse stepped (~10 times a second), even in a move
command where no die is clickable and nothing pulses: those frames were the drag's slowest.
"""

from __future__ import annotations

from tabletop.ui.necromolds.table import cards
from tabletop.ui.necromolds.table.layout import table_layout
from tests.ui.necromolds.table.conftest import SIZE
from tests.ui.necromolds.table.seats import assign_state
from tests.ui.necromolds.table.test_panel_cache import _cached, _fresh, _same

# two moments with the same card glow and different dice pulse steps
T1, T2 = 0.30, 0.35


def test_beats_differ_only_in_the_pulse():
    pulse = cards.PanelLook("P", (200, 120, 60), clickable_dice={0})
    a, b = cards._beats(T1, pulse), cards._beats(T2, pulse)
    assert a[0] == b[0] and a[1] != b[1]


def test_no_redraw_on_the_pulse_when_no_die_pulses(screen, monkeypatch):
    state = assign_state(2)
    layout = table_layout(SIZE, state)
    calls = []
    real = cards.draw_panel
    monkeypatch.setattr(cards, "draw_panel", lambda *a, **k: calls.append(1) or real(*a, **k))
    cache = cards.PanelCache()
    plain = lambda seat: cards.PanelLook("P", (200, 120, 60), acting=seat == 0)  # noqa: E731
    _cached(cache, state, layout, plain, T1)
    assert len(calls) == 2
    later, _hits = _cached(cache, state, layout, plain, T2)
    assert len(calls) == 2  # only the pulse stepped, and nothing pulses: from the cache
    monkeypatch.setattr(cards, "draw_panel", real)
    assert _same(later, _fresh(state, layout, plain, T2))  # and it is what drawing afresh gives


def test_clickable_dice_still_pulse(screen, monkeypatch):
    state = assign_state(2)
    layout = table_layout(SIZE, state)
    calls = []
    real = cards.draw_panel
    monkeypatch.setattr(cards, "draw_panel", lambda *a, **k: calls.append(1) or real(*a, **k))
    cache = cards.PanelCache()
    clickable = lambda seat: cards.PanelLook("P", (200, 120, 60), clickable_dice={0, 1, 2})  # noqa: E731
    _cached(cache, state, layout, clickable, T1)
    _cached(cache, state, layout, clickable, T2)
    assert len(calls) == 4  # the clickable dice's rings grew: drawn again
