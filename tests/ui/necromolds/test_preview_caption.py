"""The Necromolds new-game form's map preview names the map, its size and what its terrain will be
(NM-SETUP-07: the map starts empty and the players place the pieces) in every look, never over the map.
Play-test r29: in the tall narrow preview of 1280x800 at 150 % (and 960x600 with Large text), where the
fan rules have their own page, the caption showed the map's name alone over an empty band."""

from __future__ import annotations

import pytest

from tabletop.ui import screenshot
from tests.ui.recording import drawn_words

LOOKS = [((1280, 800), 150, False), ((960, 600), 100, True), ((1280, 800), 100, False), ((960, 600), 100, False)]


@pytest.mark.parametrize(
    ("size", "scale", "large"), LOOKS, ids=[f"{w}x{h}-{s}{'-large' if big else ''}" for (w, h), s, big in LOOKS]
)
def test_the_preview_says_the_size_and_the_terrain(size, scale, large, monkeypatch):

    opener = screenshot._scenes()["necromolds_setup"][1]
    with screenshot.shown(size, lambda ctx: (opener(ctx), 3), ui_scale=scale, large_text=large) as app:
        scene = app.stack.top
        p = scene.preview
        chosen = scene.chosen_map()
        drawn = [(w, r) for w, r in drawn_words(monkeypatch, size, scene.draw_scene) if p.rect.contains(r)]
        text = " ".join(w for w, _r in drawn)
        assert chosen.name in text
        assert "24 × 18 in" in text, drawn
        assert "Starts empty" in text and "terrain" in text, drawn
        map_top = min(p.camera.map_to_screen(0, 0)[1], p.camera.map_to_screen(*chosen.size)[1])
        for words, rect in drawn:
            if "right-drag" not in words:  # (the pan hint lies under the map)
                assert rect.bottom <= map_top, (words, rect, map_top)
