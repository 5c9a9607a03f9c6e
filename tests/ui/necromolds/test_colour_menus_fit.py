"""Issue 26, nothing clipped: a seat's colour menu on the Necromolds form shows every colour's whole
name ("Candle Amber" was cut to "Candle Ar" beside a computer seat's level button). The nothing-clipped
audit reads drawn words; a drop-down's chosen text is clipped by pygame_gui inside its button, so it is
measured here against the button."""

from __future__ import annotations

import pytest

from tabletop.ui import screenshot
from tabletop.ui.necromolds.colours import PLAYER_COLOURS

# 960x600 and 1024x640 (the smallest sizes Settings offers) cut "Candle A" in the closed menu (r19)
# with Large text too: at 960x600 the closed menu read "Candle Ambe" under its arrow (play-test r29)
LOOKS = [
    ((960, 600), 100, False),
    ((960, 600), 100, True),
    ((1024, 640), 100, False),
    ((1024, 640), 100, True),
    ((1280, 800), 100, False),
    ((1280, 800), 150, False),
    ((1280, 800), 150, True),
    ((1920, 1080), 100, False),
    ((1920, 1080), 150, False),
    ((2560, 1440), 150, False),
]


@pytest.mark.parametrize(
    ("size", "scale", "large"), LOOKS, ids=[f"{w}x{h}-{s}{'-large' if big else ''}" for (w, h), s, big in LOOKS]
)
def test_every_colour_name_fits_its_menu(size, scale, large):
    opener = screenshot._scenes()["necromolds_setup"][1]
    with screenshot.shown(size, lambda ctx: (opener(ctx), 3), ui_scale=scale, large_text=large) as app:
        menus = app.stack.top.colour_menus
        assert len(menus) >= 2
        for menu in menus:
            shown = menu.current_state.selected_option_button
            widest = max(shown.font.get_rect(name).width for name in PLAYER_COLOURS)
            # the words start after the button's padding and must end before the arrow's button
            room = shown.rect.w - shown.text_horiz_alignment_padding
            assert widest <= room, (size, scale, large, widest, room)
        preview = app.stack.top.preview  # the room taken from the map preview leaves it a preview
        least = size[0] // 6 if large and scale > 100 else size[0] // 5  # (the most crowded form: 226 of 1280)
        assert preview is not None and preview.rect.width >= least, preview.rect


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


DESCRIBED = [((960, 600), 100, True), ((1280, 800), 150, True), ((960, 600), 100, False), ((1280, 800), 100, False)]


@pytest.mark.parametrize(
    ("size", "scale", "large"),
    DESCRIBED,
    ids=[f"{w}x{h}-{s}{'-large' if big else ''}" for (w, h), s, big in DESCRIBED],
)
def test_the_map_description_reads_whole(size, scale, large):
    """Play-test r29: with the fan rules on their own page (960x600 with Large text, 1280x800 at 150 %)
    the map's description was a scrolled box under the preview, "Crypt walls, coffins and", beside an
    empty half of the choices' column. It now reads whole, with no scroll bar, in every look."""
    from pygame_gui.elements import UITextBox

    opener = screenshot._scenes()["necromolds_setup"][1]
    with screenshot.shown(size, lambda ctx: (opener(ctx), 3), ui_scale=scale, large_text=large) as app:
        scene = app.stack.top
        boxes = [e for e in scene.root.elements if isinstance(e, UITextBox) and "Crypt walls" in e.html_text]
        assert len(boxes) == 1, boxes
        box = boxes[0]
        assert box.scroll_bar is None, (box.rect, box.html_text)
        assert box.rect.bottom <= scene.root.rect.bottom
        preview = scene.preview
        assert preview is not None and not preview.rect.colliderect(box.rect)
