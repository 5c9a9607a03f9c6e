"""The kit's log panel: the scroll range is measured outside drawing, the wheel stays in it, a
new line brings the newest back, and drawing changes nothing."""

from __future__ import annotations

import pygame

from tabletop.ui import look
from tabletop.ui.game_log import LogLine
from tabletop.ui.kit.log_panel import LogMetrics, LogPanel, line_colour

RECT = (0, 0, 480, 200)
COLOURS = [look.AMBER, look.MOSS]


def short_lines(n):
    return [LogLine(f"Player 1 assigns a die ({k})", "assign", 0) for k in range(n)]


def test_the_wheel_goes_back_until_the_oldest_line_is_at_the_top(screen):
    rows = LogMetrics.of(RECT, 1.0).rows
    lines = short_lines(40)
    panel = LogPanel()
    assert panel.measure(lines, RECT, 1.0) == 40 - rows
    panel.wheel(1000)
    assert panel.scroll == 40 - rows
    shown = panel.rows(lines, COLOURS, LogMetrics.of(RECT, 1.0).wrap_width, 13, rows)
    assert shown[0][0] == lines[0].text and len(shown) == rows, "the oldest line on top of a full panel"
    panel.wheel(-1000)
    assert panel.scroll == 0


def test_a_log_that_fits_does_not_scroll(screen):
    panel = LogPanel()
    assert panel.measure(short_lines(3), RECT, 1.0) == 0
    panel.wheel(5)
    assert panel.scroll == 0


def test_wrapped_lines_take_their_rows_in_the_range(screen):
    rows = LogMetrics.of(RECT, 1.0).rows
    long = LogLine("Command dice rolled · " + " · ".join(["Player 2: move, ranged, magic, wild"] * 4), "roll", 1, True)
    lines = [long] + short_lines(rows)
    panel = LogPanel()
    most = panel.measure(lines, RECT, 1.0)
    assert most > len(lines) - rows, "the wrapped line at the top needs more than one row"


def test_new_lines_bring_the_newest_back_and_drawing_changes_nothing(screen):
    lines = short_lines(30)
    panel = LogPanel(highlight=("smash",))
    panel.follow(len(lines))
    panel.measure(lines, RECT, 1.0)
    panel.wheel(4)
    before = (panel.scroll, panel.most, panel.seen)
    panel.draw(screen, RECT, 1.0, lines, COLOURS)
    assert (panel.scroll, panel.most, panel.seen) == before
    panel.follow(31)
    assert panel.scroll == 0


def test_a_shrinking_range_pulls_the_scroll_in(screen):
    panel = LogPanel()
    panel.measure(short_lines(40), RECT, 1.0)
    panel.wheel(1000)
    panel.measure(short_lines(40), pygame.Rect(0, 0, 480, 600), 1.0)  # a taller panel: less to scroll
    assert panel.scroll == panel.most


def test_line_colours_big_moments_amber_notes_dim_seats_in_their_colour():
    assert line_colour(LogLine("x", "smash", 0), COLOURS, ("smash",)) == look.AMBER
    assert line_colour(LogLine("x", "note"), COLOURS) == look.BONE_DIM
    assert line_colour(LogLine("x", "move", 1), COLOURS) != look.BONE
    assert line_colour(LogLine("x", "move", 7), COLOURS) == look.BONE


def test_the_scroll_bar_thumb_runs_from_the_foot_to_the_top_of_the_panel(screen):
    lines = short_lines(40)
    panel = LogPanel(bar=True)
    panel.measure(lines, RECT, 1.0)
    newest = panel.bar_rect(RECT, 1.0, len(lines))
    panel.wheel(1000)
    oldest = panel.bar_rect(RECT, 1.0, len(lines))
    assert newest is not None and oldest is not None and oldest.top < newest.top
    assert pygame.Rect(RECT).contains(newest) and pygame.Rect(RECT).contains(oldest)
    panel.draw(screen, RECT, 1.0, lines, COLOURS)
    assert LogPanel(bar=True).bar_rect(RECT, 1.0, 3) is None


def test_a_table_may_colour_the_lines_itself(screen):
    """tint: Rise keeps its own colours (a seat's colour as it is)."""
    lines = short_lines(3)
    panel = LogPanel(tint=lambda line, colours: (1, 2, 3))
    rows = panel.rows(lines, COLOURS, LogMetrics.of(RECT, 1.0).wrap_width, 13, 10)
    assert {colour for _t, colour, _b in rows} == {(1, 2, 3)}
    assert {c for _t, c, _b in LogPanel().rows(lines, COLOURS, 400, 13, 10)} == {line_colour(lines[0], COLOURS)}


def test_a_wrapped_rows_indent_never_cuts_it_short(screen):
    """Issue 26 (found at 1920x1080 by the nothing-clipped audit): a long line's wrapped rows carry an
    indent, and must still fit the panel whole, at every scale and narrow width, never end in '…'."""
    text = "Nothing to play: no card you can pay for (Mist Runner needs 1 Dark water: you have 0) (phase 1 passed over)"
    for scale in (1.0, 1.35, 1.5, 2.0):
        for width in (220, 260, 300, 340, 420):
            rect = (0, 0, width, 400)
            panel = LogPanel(font_size=11, spacing=1.2)
            m = LogMetrics.of(rect, scale, 11, 1.2)
            images = panel._rendered([LogLine(text, "note", 0)], COLOURS, m, width)
            assert len(images) > 1, "the line wraps"
            rows = [row[0] for row in panel.rows([LogLine(text, "note", 0)], COLOURS, m.wrap_width, m.size, m.rows)]
            f = look.font("sans", m.size)
            for row in rows:
                assert f.size(row)[0] <= width - 20 - m.indent, (scale, width, row)
