"""Play-test r21 (NOT FIXED 8): on the end screen "[P] Player 6" in dark purple on the purple panel hardly
read. Each seat's name is now written on a chip, light or dark, that its colour reads on: for every seat
colour of every palette its contrast is at least 4.5:1 (WCAG AA for text), on the rendered screen."""

from __future__ import annotations

import numpy as np
import pytest

from tabletop.ui import palette
from tabletop.ui.corp import end_screen as E

pytestmark = pytest.mark.ui

MIN_CONTRAST = 4.5


def _names_drawn(name: str, size=(960, 600)):
    """The end_teams scenario's end screen: (frame, [(name's words, its rect, its colour)])."""
    import pygame

    from tabletop.ui import screenshot

    drawn = []
    real = E.text

    def spy(surface, kind, size_, s, pos, colour=None, anchor="topleft", shadow=True):
        r = real(surface, kind, size_, s, pos, colour, anchor, shadow)
        if s.startswith("["):
            drawn.append((s, r, tuple(colour)))
        return r

    E.text = spy
    try:
        with screenshot.shown(size, screenshot._scenario_maker("corp", "end_teams"), palette=name) as app:
            drawn.clear()
            app.stack.draw(app.window)
            frame = pygame.surfarray.array3d(app.window).copy()
    finally:
        E.text = real
    return frame, drawn


@pytest.mark.parametrize("size", [(960, 600), (1280, 800)])
@pytest.mark.parametrize("name", list(palette.PALETTES))
def test_every_seats_name_reads_on_the_end_screen(name, size):
    frame, drawn = _names_drawn(name, size)
    assert len(drawn) == 6, drawn
    problems = []
    for words, r, colour in drawn:
        part = frame[r.left : r.right, r.top : r.bottom].reshape(-1, 3).astype(int)
        part = part[np.abs(part - np.asarray(colour)).sum(axis=1) > 60]  # not the letters (nor their edges)
        values, counts = np.unique(part, axis=0, return_counts=True)
        ground = tuple(int(v) for v in values[counts.argmax()])  # what most of the rest shows: behind them
        ratio = E.contrast(colour, ground)
        if ratio < MIN_CONTRAST:
            problems.append(f"{words!r} {colour} on {ground}: {ratio:.1f}:1")
    assert not problems, problems


@pytest.mark.parametrize("name", list(palette.PALETTES))
def test_every_seat_colour_of_every_game_has_a_chip_it_reads_on(name):
    """Not only the scenario's seats: every slot of the palette (a rematch keeps any seat's colour)."""
    for slot in palette.SLOTS:
        rgb = palette.colour(slot, name)
        assert E.contrast(rgb, E.name_backing(rgb)) >= MIN_CONTRAST, (slot, rgb)
