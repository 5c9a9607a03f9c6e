"""The Rise end screen's counters: each place's discs in one row (play-test r26: the 6 counters "In the
supply" wrapped 5 + 1 onto a second line in a column with room for them), overlapping like a stack of
counters when there are more than fit side by side (up to 10 in one row, the smallest column),
never past the column into the next."""

from __future__ import annotations

import pytest

from tabletop.ui import screenshot
from tabletop.ui.rise.end_screen import RiseEndScene

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("size,large", [((1280, 800), False), ((960, 600), False), ((1280, 800), True)])
def test_every_place_s_counters_lie_in_one_row_inside_its_column(monkeypatch, size, large):
    drawn = []
    real = RiseEndScene._discs.__func__

    def record(cls, surface, at, count, colour, r, width):
        drawn.append((count, r, width))
        return real(cls, surface, at, count, colour, r, width)

    monkeypatch.setattr(RiseEndScene, "_discs", classmethod(record))
    maker = screenshot._scenario_maker("rise", "end_screen")
    with screenshot.shown(size, maker, large_text=large) as app:
        app.stack.draw(app.window)
    assert (6, drawn[-1][1], drawn[-1][2]) in drawn, "the scenario has 6 counters in a supply"
    for count, r, width in drawn + [(10, r, width) for _c, r, width in drawn]:  # 10: a loser's supply
        per_row, step = RiseEndScene._disc_row(count, r, width)
        assert count <= per_row, (count, r, width)
        assert count == 0 or 2 * r + (count - 1) * step <= width + 1, "past its column"
