"""Large text on the NecronomiCORP table (r26): the sheets' words grow with it at the smallest window, and a
sheet shows every chip it showed without it (a sheet too low for its chips at the larger letter takes a
smaller one, never below its boxes' scale).

Before, the sheets' words were max(9, int(11 * scale)) and the heading's max(10, int(13 * scale)): at
960x600 the table's scale with Large text (0.83) gave the same 9 and 10 px as without it (0.75)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui import layout, screenshot
from tabletop.ui.corp.table import sheets as S
from tabletop.ui.corp.table.layout import letters

pytestmark = pytest.mark.ui

CROWDED = ("hallway_choice", "boss_fight", "teams_six", "expansion_infected", "teams_late")


def _chips_shown(name: str, large: bool) -> tuple[dict, dict]:
    """{seat: chips shown} and {seat: letter size} at 960x600."""
    with screenshot.shown((960, 600), screenshot._scenario_maker("corp", name), large_text=large) as app:
        view = app.stack.top._bare_view()
        boxes = S.sheet_boxes(view)
        shown: dict = {}
        for kind, key, _r, _w, _c in boxes:
            if kind != "sheet":
                shown[key[0]] = shown.get(key[0], 0) + 1
        seats = range(min(len(view.layout.sheets), len(view.state.players)))
        sizes = {seat: S.letter_size(S.sheet_letters(view, seat)) for seat in seats}
        for seat in seats:  # every chip on its sheet, inside it
            sheet = pygame.Rect(view.layout.sheets[seat])
            assert all(sheet.contains(r) for kind, key, r, _w, _c in boxes if kind != "sheet" and key[0] == seat)
        return shown, sizes


@pytest.mark.parametrize("name", CROWDED)
def test_large_text_grows_the_sheets_words_and_keeps_every_chip(name):
    try:
        off, off_sizes = _chips_shown(name, False)
        on, on_sizes = _chips_shown(name, True)
    finally:
        layout.set_preferences(100, False)
    assert all(on.get(seat, 0) >= n for seat, n in off.items()), f"{name}: chips without Large text {off}, with {on}"
    assert max(on_sizes.values()) >= 1.2 * max(off_sizes.values()), (off_sizes, on_sizes)
    assert all(on_sizes[seat] >= off_sizes[seat] for seat in off_sizes)


def test_the_letter_scale_is_a_fifth_over_the_tables_with_large_text_only():
    try:
        layout.set_preferences(100, False)
        assert letters(0.75) == 0.75
        layout.set_preferences(100, True)
        assert letters(0.8333) == pytest.approx(0.8333 * 1.2)
    finally:
        layout.set_preferences(100, False)
