"""Deployment (NM-SETUP-19..20, NM-FAN-11): the hint under the map is shown whole inside the map's
area. At 960x600 with Large text and Directional Attacks on, "Drag each monster onto your glowing
border strip · drag again to move it · right-drag pans · the wheel turns a monster" was drawn 833
pixels wide in a 580-pixel area: it began "monster onto your…" off the window's left edge and ran
into the army panel (play-test r24)."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from tabletop.ui import layout, look
from tabletop.ui.kit.key_tip import BY_KEYS
from tabletop.ui.necromolds.setup.layout import setup_layout
from tests.ui.necromolds.setup.conftest import new_session


@pytest.mark.parametrize(
    ("size", "large", "fan"),
    [((960, 600), True, True), ((960, 600), True, False), ((1280, 800), False, True), ((1280, 800), False, False)],
)
def test_the_deploy_hint_is_drawn_whole_inside_the_map_area(user_home, monkeypatch, size, large, fan):
    from tabletop.ui.bot_driver import BotDriver
    from tabletop.ui.necromolds import flow

    pygame.init()
    surface = pygame.display.set_mode(size)
    layout.set_preferences(100, large)
    try:
        session = new_session(bots=(1,), fan_directional=fan)
        driver = BotDriver(session, range(2), delay=0.0)
        while session.state.phase != "deploy":  # both seats through terrain and molding, as the computer plays
            assert driver.step(driver.bot_to_act()) is not None
        screen = flow.scene_for_session(SimpleNamespace(size=size, manager=None), session)
        screen.update(0.01)
        step = screen.step
        assert step is not None and screen.session.state.phase == "deploy"
        drawn: list[tuple[str, int]] = []
        real = look.text

        def spy(kind, fs, text, *a, **k):
            if kind == "serif_italic":
                drawn.append((text, fs))
            return real(kind, fs, text, *a, **k)

        monkeypatch.setattr(look, "text", spy)
        screen.draw(surface)
        least = int(12 * layout.ui_scale(size))  # Large text stays large: words go before size does
    finally:
        layout.set_preferences(100, False)
    hints = [(t, fs) for t, fs in drawn if t.startswith("Drag each monster")]
    assert hints, drawn
    text, fs = hints[-1]
    area = pygame.Rect(setup_layout(size)["area"])
    assert look.font("serif_italic", fs).size(text)[0] <= area.width, (text, fs, area.width)
    assert fs >= least, (text, fs)
    if fan:
        assert text.endswith("the wheel turns a monster"), text
    else:  # the keys named last, kept when the rest gives way (r26: the prompt named only the mouse's gestures)
        assert text.endswith(BY_KEYS), text
    if size == (1280, 800):
        assert "right-drag pans" in text and BY_KEYS in text, text
