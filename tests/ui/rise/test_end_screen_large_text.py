"""The Rise end screen with Large text, at every UI scale, in the usual and the smallest window: every
line of the account (the column headings, the rows, the footer) lies inside the panel, and no two
lines touch. Play-test r17 learn item 18: the footer "Each player has 13 Dominion counters..." started
left of the panel and ran past its right edge under the Rematch tooltip; "Spell track" ran into
"Item track"."""

from __future__ import annotations

import pytest

from tabletop.ui import screenshot
from tests.ui import text_audit as TA

pytestmark = pytest.mark.ui


def _lines(size, scale):
    from tabletop.ui import look

    with TA.recording():
        look.clear_font_cache()  # fonts made before recording would not remember their words
        try:
            maker = screenshot._scenario_maker("rise", "end_screen")
            with screenshot.shown(size, maker, ui_scale=scale, large_text=True) as app:
                canvas = TA.TextSurface(size)
                app.stack.draw(canvas)
                panel = app.stack.top.frame()["panel"]
        finally:
            look.clear_font_cache()
    return canvas.lines, panel


@pytest.mark.parametrize("size", [(1280, 800), (960, 600)], ids=["1280x800", "960x600"])
@pytest.mark.parametrize("scale", [100, 125, 150, 175, 200])
def test_the_rise_end_screens_lines_stay_in_its_panel_with_large_text(size, scale):
    import pygame

    lines, panel = _lines(size, scale)
    panel = pygame.Rect(panel)
    inside = [ln for ln in lines if panel.colliderect(ln.box)]
    assert any("Dominion counters" in ln.text for ln in inside), [ln.text for ln in lines]
    out = [f"{ln.text!r} {tuple(ln.box)}" for ln in inside if not panel.contains(ln.box)]
    assert not out, f"outside the panel {tuple(panel)}: {out}"
    touching = [
        f"{a.text!r} {tuple(a.box)} / {b.text!r} {tuple(b.box)}"
        for i, a in enumerate(inside)
        for b in inside[i + 1 :]
        if a.text != b.text and a.box.inflate(4, 0).colliderect(b.box)  # (a line and its shadow: one)
    ]
    assert not touching, touching
