"""The log strip is never mostly blank while there is more to read (r29, Rise at 960x600 with Large text:
the strip showed the newest line alone and blank space, the line before it too long to show whole). The
rows left over take that line's end, begun with "↑ " (ABOVE) so it never reads as a line's start (issue 10).
Every table's own log panel, in its own strip, at 960x600 with Large text and at 1280x800."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from tabletop.ui import layout as UL
from tabletop.ui.game_log import LogLine
from tabletop.ui.kit.log_panel import ABOVE, LogMetrics
from tests.ui.corp.conftest import table as corp_table
from tests.ui.necromolds.table.conftest import scenario_scene
from tests.ui.rise.conftest import table as rise_table

LONG = "Player 2 rolls the dice of the fight: " + ", ".join(f"die {k} shows {k % 6 + 1}" for k in range(60)) + "."
NEWEST = "Player 1's turn."

TABLES = {
    "corp": lambda ctx: corp_table(ctx, {"players": 2}, 3, bots={1}, size=ctx.size),
    "rise": lambda ctx: rise_table(ctx, 3, 5),
    "necromolds": lambda ctx: scenario_scene(ctx, "assign_round1"),
}


@pytest.fixture
def prefs():
    yield UL.set_preferences
    UL.set_preferences(100, False)


def strip_rows(scene, lines):
    """The rows the table's own log panel shows of `lines` in its strip, and how many it holds."""
    panel, L = scene.log_panel, scene.layout
    scale = float(L.scale)
    panel.measure(lines, L.log, scale)  # a table's letter is set here (Rise's, with Large text)
    m = LogMetrics.of(panel.area(L.log, scale), scale, panel.font_size, panel.spacing)
    return panel.rows(lines, scene.colours, m.wrap_width, m.size, m.rows), m.rows


@pytest.mark.parametrize("game", sorted(TABLES))
@pytest.mark.parametrize("size,large", [((960, 600), True), ((1280, 800), False)])
def test_a_long_line_before_the_newest_fills_the_strip_with_its_end(prefs, game, size, large):
    prefs(100, large)
    pygame.display.set_mode(size)
    scene = TABLES[game](SimpleNamespace(size=size, manager=None))
    lines = [LogLine("Round 1 begins."), LogLine(LONG, "roll", 1, True), LogLine(NEWEST, "note", 0)]
    rows, room = strip_rows(scene, lines)
    assert room >= 3
    assert len(rows) == room, f"{game} {size}: {len(rows)} of {room} rows used"
    assert rows[-1][0] == NEWEST
    assert rows[0][0].startswith(ABOVE), rows[0][0]
    assert LONG.endswith(rows[-2][0].strip())  # the long line's own end, just above the newest
    scene.log_lines = lambda: lines
    screen = pygame.display.get_surface()
    scene.draw(screen)
    scene.draw_overlay(screen)
