"""Every button of the Settings screen holds its words with room to its border (the theme's padding each
side and a little air), at 960x600 and 1280x800, at 100 % and 150 % UI scale, with Large text on and off;
each label's words end before its row's buttons begin.

Play-test r27: at 960x600 without Large text the Animation speed buttons read "Norma|" and "Instant"
against their borders (with Large text they fitted: the rows were laid out for it)."""

from __future__ import annotations

import pytest
from pygame_gui.elements import UIButton, UILabel

from tabletop.ui import screenshot
from tabletop.ui.layout import ui_scale

pytestmark = pytest.mark.ui

LOOKS = [(size, scale, large) for size in ((960, 600), (1280, 800)) for scale in (100, 150) for large in (False, True)]


def _pad(s: float) -> int:
    """A button's words need its width less this: its frame (border and shadow, 4 px a side) and 8 px
    of air a side inside it (16 px in all, as tests/ui/test_form_padding.py asks, left 5 px a side:
    "Normal" looked cut by its bright selected border)."""
    return 8 + 2 * 8


def _problems(app) -> list[str]:
    s = ui_scale(app.ctx.size)
    pad = _pad(s)
    shown = [
        el
        for el in app.manager.get_sprite_group().sprites()
        if isinstance(el, UIButton | UILabel)
        and el.visible
        and el.text
        and str(el.most_specific_combined_id).count(".") <= 1  # the size list's own parts left out
    ]
    bad = []
    buttons = [b for b in shown if isinstance(b, UIButton)]
    for b in buttons:
        ink = b.font.size(b.text)[0]
        if ink + pad > b.rect.width:
            bad.append(f"button {b.text!r}: {ink} px of words in {b.rect.width} px")
    for label in (el for el in shown if type(el) is UILabel):
        ink = label.font.size(label.text)[0]
        beside = [b for b in buttons if b.rect.top < label.rect.bottom and label.rect.top < b.rect.bottom]
        if ink > label.rect.width:
            bad.append(f"label {label.text!r}: {ink} px in {label.rect.width} px")
        for b in beside:
            if b.rect.left > label.rect.left and label.rect.left + ink + int(8 * s) > b.rect.left:
                bad.append(f"label {label.text!r} ends {b.rect.left - label.rect.left - ink} px from {b.text!r}")
    return bad


@pytest.mark.parametrize(
    ("size", "scale", "large"), LOOKS, ids=[f"{w}x{h}-{sc}{'-large' if lg else ''}" for (w, h), sc, lg in LOOKS]
)
def test_every_settings_button_holds_its_words_with_room(size, scale, large):
    opener = screenshot._scenes()["settings"][1]
    with screenshot.shown(size, lambda ctx: (opener(ctx), 3), ui_scale=scale, large_text=large) as app:
        bad = _problems(app)
        assert not bad, f"{size} {scale}% large={large}:\n" + "\n".join(bad)
        assert app.errors == 0
