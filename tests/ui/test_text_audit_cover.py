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


def test_the_audit_reads_a_table_whatever_was_drawn_before_it(user_home):
    """Order-dependent failure (r25): after any test that had drawn a 960x600 window (the menu's
    Resume line, a NecronomiCORP form), the audit of the 960x600 Rise table recorded almost none of
    its words, its top bar's not at all: the table texture cached by that window was a plain Surface,
    whose copy the Rise table paints its bar on. A recording now makes the app's cached pictures again
    (`TA.clear_drawing_caches`): the same table audited after the same table drawn outside an audit
    records the same words, the bar's among them."""
    from tabletop.games.rise import actions as A
    from tabletop.ui import look, screenshot
    from tests.ui.rise.test_key_coverage import played_to
    from tests.ui.test_nothing_clipped import _audit_frame

    def raising(ctx):
        return played_to(ctx, "raise", A.Raise), 3

    def words():
        return sorted(ln.text for ln in _audit_frame(raising, (960, 600), 100, True)[2])

    first = words()
    look.table_texture.cache_clear()  # as in a new process: the texture made first outside an audit
    with screenshot.shown((960, 600), raising, ui_scale=100, large_text=True) as app:  # drawn, not audited
        app.stack.draw(app.window)
        app.stack.draw_overlays(app.window)
    again = words()
    assert any(t.startswith("Round ") for t in again), again
    assert again == first


def test_a_recording_finds_no_picture_cached_before_it(user_home):
    """Whatever the app cached outside a recording (a table texture, a plaque, a card's face) is made
    again inside it, so its words are remembered; and nothing made inside it stays cached after."""
    from tabletop.ui import look, screenshot

    with screenshot.shown((960, 600), lambda ctx: (None, 1)):
        assert not isinstance(look.table_texture((960, 600)), TA.TextSurface)
        with TA.recording():
            assert isinstance(look.table_texture((960, 600)), TA.TextSurface)
        assert not isinstance(look.table_texture((960, 600)), TA.TextSurface)
    assert all(cache.cache_info().currsize == 0 for cache in TA.drawing_caches() if cache is not look.table_texture)
