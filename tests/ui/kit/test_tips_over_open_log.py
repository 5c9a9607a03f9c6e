"""A tooltip over the log opened taller (O, or a click on the log; r25 tipfix's finding): the opened log
is drawn in the game screen's overlay, over the table, so a tip that reached into it was hidden under it.
The game screen now draws the table's tips again over the opened log (`draw_tips`), as over the
computer's summary, but not with the mouse on the opened log: what lies there is under it."""

from __future__ import annotations

import pytest

from tests.ui.corp.conftest import table as corp_table
from tests.ui.necromolds.table.conftest import scenario_scene
from tests.ui.rise.conftest import table as rise_table


def made(ctx, game):
    if game == "corp":
        return corp_table(ctx, {"players": 1}, 3, bots=set())
    if game == "rise":
        return rise_table(ctx, 2, 5)
    return scenario_scene(ctx, "assign_round1")


@pytest.mark.parametrize("game", ["corp", "rise", "necromolds"])
def test_the_tips_are_drawn_over_the_opened_log_but_not_for_what_lies_under_it(ctx, screen, game, monkeypatch):
    scene = made(ctx, game)
    for _ in range(2):
        scene.update(0.3)
        scene.draw(screen)
    calls = []
    real = scene.draw_tips
    monkeypatch.setattr(scene, "draw_tips", lambda surface, view, *a, **k: calls.append(1) or real(surface, view))
    scene.mouse = (scene.ctx.size[0] // 2, scene.ctx.size[1] // 3)  # on the table, off the log
    scene.draw_overlay(screen)
    assert not calls, "no summary, no open log: the table's own draw drew the tips"
    assert scene.toggle_log() is None and scene.log_panel.expanded
    area = scene.log_area()
    assert area is not None and not area.collidepoint(scene.mouse)
    scene.draw_overlay(screen)
    assert calls, "the tips were not drawn over the opened log: one reaching into it was hidden under it"
    calls.clear()
    scene.mouse = area.center  # on the opened log: what the table hovers lies under it
    scene.draw_overlay(screen)
    assert not calls, "a tip drawn over the opened log for a thing hidden under it"
