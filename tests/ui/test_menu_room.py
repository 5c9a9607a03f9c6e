"""The main menu keeps room under its tray for "Resume your last game" and its line (play-test: at 150 %
on 1280x800 the plaque ran off the window's bottom and its line was not seen)."""

from __future__ import annotations

import itertools

import pytest

from tabletop.ui import layout
from tabletop.ui.scenes.menu import learn_rect, resume_layout

SIZES = ((960, 600), (1280, 800), (1920, 1080), (2560, 1440))


@pytest.fixture
def restore():
    yield
    layout.set_preferences(100, False)


@pytest.mark.parametrize(("size", "scale", "large"), list(itertools.product(SIZES, (100, 150, 200), (False, True))))
def test_the_resume_row_and_its_line_fit_under_the_tray(restore, size, scale, large):
    layout.set_preferences(scale, large)
    s = layout.ui_scale(size)
    menu = layout.menu_layout(size)
    _x, y, _w, h = resume_layout(size)["resume"]
    line_bottom = y + h + int(8 * s) + int(15 * s * 1.6)  # the line under it (menu.draw_overlay)
    assert line_bottom <= size[1], (line_bottom, size)
    panel_top = menu.panel[1]
    assert panel_top >= menu.subtitle_centre[1] + int(20 * s)  # the tray stays under the subtitle
    title_top = menu.title_centre[1] - int(menu.title_size * 0.55)
    _lx, ly, _lw, lh = learn_rect(size)
    assert title_top >= ly + lh  # the title clear of Learn to play
