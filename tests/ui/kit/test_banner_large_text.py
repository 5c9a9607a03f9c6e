"""Large text grows the top bar's prompt (the kit's banner) like the tables' other words (r27): it grew 13
to 14 px at 960x600 while the rest of a table's words grew a fifth and more. Now its letter starts a fifth
larger (notices.prompt_scale), in all three tables, at 960x600 and 1280x800, 100 % and 150 %, each line
inside the bar and clear of the bar's buttons and every other word."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui import layout, look, screenshot
from tabletop.ui.kit import notices
from tests.ui import text_audit as TA

pytestmark = pytest.mark.ui

TABLES = (("corp", "hallway_choice"), ("rise", "late_game"), ("necromolds", "drag_midgame"))
LOOKS = (((960, 600), 100), ((960, 600), 150), ((1280, 800), 100), ((1280, 800), 150))


def _prompt(game: str, name: str, size, scale: int, large: bool):
    """(the prompt's letter size, its lines' rects, the bar's rect, lines lying on one of them) as drawn."""
    drawn: list = []
    real = notices.text

    def spy(surface, kind, sz, words, *a, **k):
        r = real(surface, kind, sz, words, *a, **k)
        drawn.append((sz, words, pygame.Rect(r)))
        return r

    notices.text = spy
    try:
        with TA.recording():
            look.clear_font_cache()
            try:
                with screenshot.shown(
                    size, screenshot._scenario_maker(game, name), ui_scale=scale, large_text=large
                ) as app:
                    canvas = TA.TextSurface(size)
                    app.stack.draw(canvas)
                    bar = pygame.Rect(app.stack.top.layout.top)
            finally:
                look.clear_font_cache()
                layout.set_preferences(100, False)
    finally:
        notices.text = real
    assert drawn, f"{game} {name}: no prompt drawn"
    mine = [r for _sz, _w, r in drawn]
    crowded = [
        (ln.text, tuple(ln.box))
        for ln in canvas.lines
        if ln.text not in {w for _sz, w, _r in drawn} and any(pygame.Rect(ln.box).colliderect(r) for r in mine)
    ]
    return max(sz for sz, _w, _r in drawn), mine, bar, crowded


@pytest.mark.parametrize(("game", "name"), TABLES, ids=[g for g, _n in TABLES])
@pytest.mark.parametrize(("size", "scale"), LOOKS, ids=[f"{w}x{h}-{k}" for (w, h), k in LOOKS])
def test_large_text_grows_the_top_bars_prompt_a_fifth(game, name, size, scale):
    off, *_ = _prompt(game, name, size, scale, False)
    on, rects, bar, crowded = _prompt(game, name, size, scale, True)
    assert on >= 1.12 * off, f"{game} at {size} {scale}%: the prompt {off} px without Large text, {on} px with it"
    assert all(bar.contains(r) for r in rects), (rects, bar)
    assert not crowded, crowded
