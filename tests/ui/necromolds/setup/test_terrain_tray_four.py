"""Terrain with four players at 960x600 with large text (NM-MULTI-08/11, NM-SETUP-05): playing r27, the
roll-off box left the tray's tiles low, and each piece's thumbnail got a box of no height, drawn over
its name ("Broken Terrace", "Menhir"); and "Player 4 places first (card 2 breaks the tie)" was Grave
Purple's purple on the purple panel."""

from __future__ import annotations

from types import SimpleNamespace

import pygame

from tabletop.ui import layout
from tabletop.ui.kit.panels import LEAST_LIGHT, lightness
from tabletop.ui.necromolds.setup import terrain
from tests.ui.necromolds.setup.conftest import new_session


def test_four_players_tray_tiles_and_roll_off_line_read_at_960x600_large_text(user_home, monkeypatch):
    from tabletop.ui.necromolds import flow

    size = (960, 600)
    pygame.init()
    surface = pygame.display.set_mode(size)
    layout.set_preferences(100, True)
    try:
        session = new_session(bots=(), players=4, map="terraces")
        screen = flow.scene_for_session(SimpleNamespace(size=size, manager=None), session)
        for _ in range(200):  # the roll-off's dice settle
            screen.update(0.05)
        step = screen.step
        assert isinstance(step, terrain.TerrainStep)
        thumbs: list[pygame.Rect] = []
        monkeypatch.setattr(step, "_draw_thumbnail", lambda surf, piece, box: thumbs.append(pygame.Rect(box)))
        names: list[tuple[str, int]] = []
        boxes: list[pygame.Rect] = []
        real_wrapped = terrain.D.draw_wrapped

        def spy_wrapped(surf, words, kind, fs, colour, rect, *a, **k):
            if kind == "serif":
                names.append((words, fs))
                boxes.append(pygame.Rect(rect))
            return real_wrapped(surf, words, kind, fs, colour, rect, *a, **k)

        monkeypatch.setattr(terrain.D, "draw_wrapped", spy_wrapped)
        said: list[tuple[str, tuple]] = []
        real = terrain.look.text

        def spy(kind, fs, text, colour, *a, **k):
            said.append((text, tuple(colour)))
            return real(kind, fs, text, colour, *a, **k)

        monkeypatch.setattr(terrain.look, "text", spy)
        screen.draw(surface)
        s = layout.ui_scale(size)
    finally:
        layout.set_preferences(100, False)
    for box in thumbs:  # a thumbnail is drawn only where it has room above the name
        assert box.height >= int(12 * s), box
    for rect in step.tray.values():
        thumb, name, _lines = terrain.tile_parts(rect, s)
        assert name.height > 0 and rect.contains(name)
        assert thumb is None or (thumb.bottom <= name.top and rect.contains(thumb))
    for (words, size), box in zip(names, boxes, strict=True):  # each name's lines inside its tile
        assert terrain.name_height(words, size, box.width) <= box.height or size <= 9, (words, size, box)
    first = [c for t, c in said if "places first" in t]
    assert first and all(lightness(c) >= LEAST_LIGHT for c in first), first
