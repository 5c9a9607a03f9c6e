"""Issue 26, nothing clipped: a seat's colour menu on the Necromolds form shows every colour's whole
name ("Candle Amber" was cut to "Candle Ar" beside a computer seat's level button). The nothing-clipped
audit reads drawn words; a drop-down's chosen text is clipped by pygame_gui inside its button, so it is
measured here against the button."""

from __future__ import annotations

import pytest

from tabletop.ui import screenshot
from tabletop.ui.necromolds.colours import PLAYER_COLOURS

LOOKS = [((1280, 800), 100), ((1280, 800), 150), ((1920, 1080), 100), ((1920, 1080), 150), ((2560, 1440), 150)]


@pytest.mark.parametrize(("size", "scale"), LOOKS, ids=[f"{w}x{h}-{s}" for (w, h), s in LOOKS])
def test_every_colour_name_fits_its_menu(size, scale):
    opener = screenshot._scenes()["necromolds_setup"][1]
    with screenshot.shown(size, lambda ctx: (opener(ctx), 3), ui_scale=scale) as app:
        menus = app.stack.top.colour_menus
        assert len(menus) >= 2
        for menu in menus:
            shown = menu.current_state.selected_option_button
            widest = max(shown.font.get_rect(name).width for name in PLAYER_COLOURS)
            assert widest <= shown.rect.w, (size, scale, widest, shown.rect.w)
