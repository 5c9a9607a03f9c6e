"""The NecronomiCORP table's frame-time bench (issue 24: p50/p95 late in a six-player expansion game while
hovering and dragging) is listed by `make bench`, and its position is the late one it promises."""

from __future__ import annotations

import pytest


@pytest.mark.slow
def test_the_bench_is_listed_and_its_position_is_late_and_busy():
    from tabletop.bench import corp_table
    from tabletop.bench.__main__ import available

    assert "corp_table" in available()
    session = corp_table._late_session()
    st = session.state
    assert st.players_n == 6 and st.expansion
    assert st.levels[3].open and sum(len(lv.rooms) for lv in st.levels) >= corp_table.ROOMS
    assert session.game.to_act(st) == [0] and st.turn.step == "begin" and st.players[0].room is None


@pytest.mark.slow
def test_the_bench_reports_every_figure(user_home):
    from tabletop.bench import corp_table

    figures = corp_table.run()
    for part in ("hover", "drag", "pan"):
        p50, p95 = figures[f"corp_table_{part}_p50_ms"], figures[f"corp_table_{part}_p95_ms"]
        assert 0 < p50 <= p95
    assert figures["corp_table_actions"] > 0
