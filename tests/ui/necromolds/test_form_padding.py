"""Every button of the Necromolds new-game form holds its words with room to its border (the theme's
padding each side and a little air), in every mode, with 1 to 4 players, every computer seat at each
level, on both of its pages, at 960x600 and 1280x800, with and without Large text (and 1024x640); at
least the theme's own padding at the sizes between and above (1100x700, 1920x1080).

Play-tests: the level button read "Norma|" touching its right border at 960x600 (r20); a wider one
pushed the fan rules into three columns that cut their names (r20); under the map preview
"Four Corners: 2p only" ran past its switch at 1280x800 with 3-4 players (r22), and at 1024x640
in basic play "Directional Attacks" touched its border (r22: the fan rules now go on their own page
there, basic play's steps staying with the mode)."""

from __future__ import annotations

import pytest

from tabletop.ui import screenshot
from tabletop.ui.layout import ui_scale
from tabletop.ui.necromolds import form_switches as FS

# (window, Large text, the padding asked of every button): the play-tests' sizes keep the switches' air
# too, the sizes between and above them at least the theme's own padding (6 pixels a side)
LOOKS = [
    ((960, 600), False, "air"),
    ((960, 600), True, "air"),
    ((1280, 800), False, "air"),
    ((1280, 800), True, "air"),
    ((1024, 640), False, "air"),
    ((1100, 700), False, "theme"),
    ((1920, 1080), False, "theme"),
]


def _buttons(scene):
    return [b for b in {*scene._actions, *(r for g in scene._radios for r in g.buttons)} if b.visible and b.text]


def _pages(app, scene):
    """The form's first page, then its fan rules' page when it has one (back to the first after)."""
    yield "first page"
    more = next((b for b in scene._actions if b.object_ids and b.object_ids[-1] == "#fan_page"), None)
    if more is not None:
        scene.toggle_fan_page()
        app.step()
        yield "fan rules' page"
        scene.toggle_fan_page()
        app.step()


@pytest.mark.parametrize(
    ("size", "large", "room"), LOOKS, ids=[f"{w}x{h}{'-large' if lg else ''}" for (w, h), lg, _r in LOOKS]
)
def test_nm_multi_01_fan_01_every_buttons_words_have_room_to_its_border(size, large, room):
    opener = screenshot._scenes()["necromolds_setup"][1]
    with screenshot.shown(size, lambda ctx: (opener(ctx), 3), large_text=large) as app:
        scene = app.stack.top
        s = ui_scale(size)
        pad = FS.switch_pad(s) if room == "air" else FS.THEME_PAD
        levels_seen: set[str] = set()
        for mode in ("basic", "standard", "advanced"):
            scene.set_value("mode", mode)
            for players in (1, 2, 3, 4):
                scene.set_players(players)
                for seat in range(1 if players > 1 else 0, players):
                    scene.set_seat(seat, "bot")
                for turn in range(3):  # easy, normal, hard on every computer seat
                    if turn:
                        for seat in range(1, players):
                            scene.next_level(seat)
                    app.step()
                    for page in _pages(app, scene):
                        where = f"{mode}, {players} players, {page}, {size}, large={large}"
                        for b in _buttons(scene):
                            ink = b.font.size(b.text)[0]
                            assert ink + pad <= b.rect.width, f"{b.text!r} {ink} px in {b.rect}: {where}"
                            if b.object_ids and b.object_ids[-1].startswith("#level"):
                                levels_seen.add(b.text)
                                # the level button: the same air each side of its word (it touched the right)
                                assert (b.rect.width - ink) // 2 >= pad // 2, (b.text, b.rect, where)
        assert levels_seen == {"Easy", "Normal", "Hard"}, levels_seen
        assert app.errors == 0
