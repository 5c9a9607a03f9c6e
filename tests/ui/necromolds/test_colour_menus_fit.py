"""Issue 26, nothing clipped: a seat's colour menu on the Necromolds form shows every colour's whole
name ("Candle Amber" was cut to "Candle Ar" beside a computer seat's level button). The nothing-clipped
audit reads drawn words; a drop-down's chosen text is clipped by pygame_gui inside its button, so it is
measured here against the button."""

from __future__ import annotations

import pytest

from tabletop.ui import screenshot
from tabletop.ui.necromolds.colours import PLAYER_COLOURS

# 960x600 and 1024x640 (the smallest sizes Settings offers) cut "Candle A" in the closed menu (r19)
LOOKS = [
    ((960, 600), 100),
    ((1024, 640), 100),
    ((1280, 800), 100),
    ((1280, 800), 150),
    ((1920, 1080), 100),
    ((1920, 1080), 150),
    ((2560, 1440), 150),
]


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
        preview = app.stack.top.preview  # the room taken from the map preview leaves it a preview
        assert preview is not None and preview.rect.width >= size[0] // 5, preview.rect


OPEN_LOOKS = [
    ((1280, 800), 100, False),
    ((960, 600), 100, False),
    ((960, 600), 100, True),
    ((1280, 800), 150, False),
    ((1280, 800), 100, True),
    ((1920, 1080), 150, True),
    ((2560, 1440), 150, True),
]


@pytest.mark.parametrize(
    ("size", "scale", "large"),
    OPEN_LOOKS,
    ids=[f"{w}x{h}-{s}{'-large' if big else ''}" for (w, h), s, big in OPEN_LOOKS],
)
def test_every_colour_name_fits_the_open_list(size, scale, large):
    """Play-test r18: the open list cut "Candle Ambe(r)" (pygame_gui makes it the closed menu's width less
    its arrow, and its items keep a padding). Opened with a click, each item holds its whole name after
    its padding, the list stays in the window, and the chosen colour is still marked."""
    import pygame

    opener = screenshot._scenes()["necromolds_setup"][1]
    with screenshot.shown(size, lambda ctx: (opener(ctx), 3), ui_scale=scale, large_text=large) as app:
        for menu in app.stack.top.colour_menus:
            closed = menu.current_state
            where = (closed.open_button or closed.selected_option_button).rect.center
            for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                app.step(events=[pygame.event.Event(kind, pos=where, button=1)])
            app.step()
            listed = menu.current_state.options_selection_list
            assert listed is not None, "the menu did not open"
            assert listed.rect.right <= size[0]
            for item in listed.item_list:
                button = item["button_element"]
                need = button.font.size(item["text"])[0] + 2 * button.text_horiz_alignment_padding
                assert need <= button.rect.w, (item["text"], need, button.rect.w)
                assert button.image.get_width() == button.rect.w  # drawn at its new width, not stretched later
                assert button.is_selected == (item["text"] == menu.selected_option[0])
            for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):  # closed again by its arrow
                app.step(events=[pygame.event.Event(kind, pos=where, button=1)])
            app.step()
