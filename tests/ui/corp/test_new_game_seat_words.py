"""Play-test r21 (NOT FIXED 5): the new-game form of a team game said "R · team 1" at 1280x800, where
"Red (R) · team 1" fits: the seats' colour words now have the room the seat names do not need, and
take the longest form that fits every seat (NC-TEAM-01)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui import screenshot
from tabletop.ui.corp.starting import SEAT_COLOURS
from tests.ui.corp.conftest import form_maker

pytestmark = pytest.mark.ui


def _seat_labels(app) -> list:
    from pygame_gui.elements import UILabel

    labels = [el for el in app.manager.get_sprite_group().sprites() if isinstance(el, UILabel) and "team" in el.text]
    return sorted(labels, key=lambda el: el.rect.y)


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize(("players", "teams"), [(4, 2), (6, 2), (6, 3)])
@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_nc_team_01_the_form_names_each_seats_colour_and_team(size, players, teams, large):
    seen: list = []
    with screenshot.shown(size, form_maker(players, teams, seen), large_text=large) as app:
        labels = _seat_labels(app)
        assert len(labels) == players
        others = [
            el.rect
            for el in app.manager.get_sprite_group().sprites()
            if el not in labels and el.visible and hasattr(el, "rect") and el.rect.w < size[0] // 2
        ]
        for seat, label in enumerate(labels):
            name, _rgb, letter = SEAT_COLOURS[seat]
            assert label.text == f"{name} ({letter}) · team {seat % teams + 1}", label.text
            assert label.font.get_rect(label.text).width <= label.rect.w, label.text  # whole
            crowded = [r for r in others if r.colliderect(label.rect) and r.y == label.rect.y and r != label.rect]
            assert not crowded, (label.text, label.rect, crowded)
        assert pygame.Rect(seen[0].frame()["panel"]).contains(labels[-1].rect)


def test_a_small_window_keeps_the_colours_name_where_it_fits():
    """960x600, four players in two teams: "Red · team 1" (the letter is what goes first)."""
    seen: list = []
    with screenshot.shown((960, 600), form_maker(4, 2, seen)) as app:
        assert [el.text for el in _seat_labels(app)] == [
            "Red · team 1",
            "Blue · team 2",
            "Yellow · team 1",
            "Green · team 2",
        ]
