"""Issue 26: the main menu's backdrop (title, tray, candles) follows a UI scale chosen in Settings: it
was cached by window size alone, so after Settings at 150 % the menu drew its new plaques over the old
100 % tray and title."""

from __future__ import annotations

import pytest

from tabletop.ui import layout, screenshot

pytestmark = pytest.mark.ui


def test_the_backdrop_is_composed_again_for_a_new_ui_scale():
    import pygame

    screenshot._headless()
    pygame.init()
    from tabletop.ui.scenes.menu import menu_backdrop

    size = (1280, 800)
    try:
        layout.set_preferences(100)
        plain = menu_backdrop(size)
        assert menu_backdrop(size) is plain  # composed once per size and scale
        layout.set_preferences(150)
        larger = menu_backdrop(size)
        assert larger is not plain
        tray = layout.menu_layout(size).panel  # the 150 % tray's corner is drawn on the new backdrop
        x, y = tray[0] + tray[2] // 2, tray[1] + 2
        assert larger.get_at((x, y)) != plain.get_at((x, y)) or plain.get_at((x, y + 4)) != larger.get_at((x, y + 4))
    finally:
        layout.set_preferences(100)
