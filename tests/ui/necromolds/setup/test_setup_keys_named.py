"""The set-up's first prompt names the keys (r26): "Drag a piece from the tray onto the map" named only
the mouse's gesture, though Tab and Enter place a piece too (NM-SETUP terrain by keys). The hint under
the map now ends "Tab, Enter: by keys", kept whole inside the map's area at 960x600 with Large text."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from tabletop.ui import layout, look
from tabletop.ui.kit.key_tip import BY_KEYS
from tabletop.ui.necromolds.setup.layout import setup_layout
from tests.ui.necromolds.setup.conftest import new_session


@pytest.mark.parametrize(("size", "large"), [((960, 600), True), ((1280, 800), False)])
def test_the_terrain_hint_names_tab_and_enter(user_home, monkeypatch, size, large):
    from tabletop.ui.necromolds import flow

    pygame.init()
    surface = pygame.display.set_mode(size)
    layout.set_preferences(100, large)
    try:
        session = new_session(bots=(1,))
        screen = flow.scene_for_session(SimpleNamespace(size=size, manager=None), session)
        screen.update(0.01)
        assert screen.step is not None and session.state.phase == "terrain", session.state.phase
        assert not screen.key_hint, "the step's own hint names the keys: no chip as well"
        drawn: list[tuple[str, int]] = []
        real = look.text

        def spy(kind, fs, text, *a, **k):
            if kind == "serif_italic":
                drawn.append((text, fs))
            return real(kind, fs, text, *a, **k)

        monkeypatch.setattr(look, "text", spy)
        for _ in range(40):  # the computer's piece (it may place first), then the person's
            screen.update(0.5)
            if screen.step is not None and screen.step.is_human(screen.step.placer):
                break
        screen.draw(surface)
        least = int(12 * layout.ui_scale(size))  # Large text stays large: words go before size does
    finally:
        layout.set_preferences(100, False)
    hints = [(t, fs) for t, fs in drawn if t.startswith("Drag a piece")]
    assert hints, drawn
    text, fs = hints[-1]
    assert text.endswith(BY_KEYS), text
    assert fs >= least, (text, fs)
    assert look.font("serif_italic", fs).size(text)[0] <= pygame.Rect(setup_layout(size)["area"]).width
