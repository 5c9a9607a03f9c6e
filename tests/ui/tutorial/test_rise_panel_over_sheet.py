"""Rise's tutorial panel lies over the rival's sheet whole, never leaving one of a sheet's lines half
hidden at its foot or top (play-test r20 ptutor item 10: "unnamed Necromancer, move 1 / power 1" was cut)."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from tabletop.ui.rise.table.panels import last_line_foot
from tests.ui.tutorial.conftest import do_step, settle

TID = "rise/first_turn"


def _cuts(panel: pygame.Rect, sheet, scale: float) -> bool:
    """The panel covers part of the sheet's lines: neither all of the sheet, nor none of it, nor only the
    empty band under its last line."""
    r = pygame.Rect(sheet)
    if not panel.colliderect(r) or panel.contains(r):
        return False
    return not (panel.left <= r.left and panel.right >= r.right and panel.top >= last_line_foot(r, scale))


@pytest.mark.parametrize("size", [(1280, 800), (960, 600)])
def test_every_steps_panel_covers_a_sheet_whole_or_none_of_its_lines(screen, size):
    from tabletop.ui.tutorial import coach, spec

    surface = pygame.display.set_mode(size)
    ctx = SimpleNamespace(size=size, manager=None, settings=SimpleNamespace(animation_speed=1.0))
    scene = coach.coached_table(ctx, TID, spec.find(TID), None, bot_delay=0.0)
    scene.enter()
    sheets, scale = scene.layout.players, scene.layout.scale
    n, whole = len(scene.tutorial.steps), 0
    while True:
        settle(scene, surface)
        rect = scene.coach_rect
        cut = [i for i, sheet in enumerate(sheets) if _cuts(rect, sheet, scale)]
        assert not cut, f"step {scene.script.index + 1}'s panel {rect} cuts sheet(s) {cut}"
        whole += rect.contains(pygame.Rect(sheets[-1]))
        if scene.script.finished or scene.script.index >= n:
            break
        do_step(scene, surface)
    assert whole >= n  # the rival's sheet hidden whole at every step and once finished
