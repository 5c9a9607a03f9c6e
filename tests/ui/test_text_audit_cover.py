"""The text audit's reading of a window over the table (tests/ui/text_audit.py): a label reaching under
an opaque panel shows only its uncovered end, so it crowds nothing drawn on the panel; a label the
panel hides is gone; one whose middle it hides shows both ends (kept whole)."""

from __future__ import annotations

import pygame

from tests.ui import text_audit as TA


def _canvas_with_label(ctx):
    canvas = TA.TextSurface((400, 100))
    canvas.lines = [TA.Line("Staple Gun", pygame.Rect(100, 40, 60, 12))]
    return canvas


def _panel(w, h):
    panel = TA.TextSurface((w, h))
    panel.fill((40, 30, 50))
    panel.lines = []
    return panel


def test_a_panel_over_a_labels_right_end_leaves_its_left_end(ctx):
    canvas = _canvas_with_label(ctx)
    canvas.blit(_panel(200, 100), (130, 0))
    (ln,) = canvas.lines
    assert ln.box == pygame.Rect(100, 40, 30, 12)
    canvas.lines.append(TA.Line("Server Room Horror", pygame.Rect(135, 41, 120, 12)))  # drawn on the panel
    assert TA.overlaps(canvas.lines) == []


def test_over_its_left_end_hides_the_left_and_over_all_of_it_hides_it(ctx):
    canvas = _canvas_with_label(ctx)
    canvas.blit(_panel(40, 100), (90, 0))
    assert [ln.box for ln in canvas.lines] == [pygame.Rect(130, 40, 30, 12)]
    canvas = _canvas_with_label(ctx)
    canvas.blit(_panel(100, 100), (80, 0))
    assert canvas.lines == []


def test_a_panel_over_its_middle_or_part_of_its_height_leaves_it_whole(ctx):
    canvas = _canvas_with_label(ctx)
    canvas.blit(_panel(20, 100), (120, 0))
    assert [ln.box for ln in canvas.lines] == [pygame.Rect(100, 40, 60, 12)]
    canvas = _canvas_with_label(ctx)
    canvas.blit(_panel(200, 6), (130, 40))  # a strip over the top half of its right end
    assert [ln.box for ln in canvas.lines] == [pygame.Rect(100, 40, 60, 12)]
