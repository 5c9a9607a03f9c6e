"""The Necromolds combat window, once a side has bought its one die in basic play (NM-BASIC-27, reading
A of NM-BASIC-28: one bought die a combat), says so plainly beside its gems, whole at the row's own size
at 1280x800 and at the smallest window: it read "no more dice: one a combat in basic play" (one what?
play-test r27)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui import look
from tests.ui.necromolds.table.conftest import frame, scenario_scene


@pytest.mark.parametrize("size", [(1280, 800), (960, 600)])
def test_nm_basic_28_the_one_bought_die_is_said_plainly(ctx, monkeypatch, size):
    from tabletop.ui.necromolds.table import combat_view

    ctx.size = size
    screen = pygame.display.set_mode(size)
    rows: list = []
    real = combat_view.gem_row

    def spy(surface, cx, y, gems, words, s, width, *args, **kw):
        rows.append((cx, gems, words, s, width))
        return real(surface, cx, y, gems, words, s, width, *args, **kw)

    monkeypatch.setattr(combat_view, "gem_row", spy)
    scene = scenario_scene(ctx, "combat_window")  # the defender (Player 1) decides
    scene.state.mode = "basic"  # (its window only: the words read the mode)
    tool = next(t for t in scene.tools if t.name == "combat")
    tool.record.buy = 1  # the one die bought, not yet confirmed
    frame(scene, screen)
    _cx, gems, words, s, width = sorted(rows)[1]
    assert words == "basic play: one bought die a combat", rows
    # whole at the row's own size (12 px at the design scale), beside the gems, not shrunk to fit
    size_px = int(16 * s)
    gem_w = size_px + 4 + look.font("sans_bold", int(size_px * 0.95)).size(str(gems))[0]
    assert gem_w + int(12 * s) + look.font("sans", int(12 * s)).size(words)[0] <= width
