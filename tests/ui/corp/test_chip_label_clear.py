"""Play-test r25 (corpkeys, "Found and not fixed"): with the keyboard's focus on a sheet's chip whose
label was long ("Use the First-Aid Kit on yourself (+1 life) / Drop the First-Aid Kit"; since r30 "First-Aid
Kit: 2 choices (Enter)"), no spot near
the chip was clear, and the label took the least busy one, over the sheet's "Player 1 (you)" and its
life line. Such a chip opens a menu of its choices in words, so its label now gives way where no spot
near is clear (as a plaque's does); a chip whose Enter acts at once keeps its label always said."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui import layout
from tabletop.ui.corp.table import key_path
from tests.ui.corp.conftest import table
from tests.ui.corp.test_table_keyboard import key, settle


@pytest.mark.parametrize(
    ("size", "large"), [((960, 600), True), ((960, 600), False), ((1280, 800), False)], ids=["960L", "960", "1280"]
)
def test_a_long_chip_label_never_lands_on_the_sheets_words(ctx, screen, size, large):
    layout.set_preferences(100, large)
    try:
        scene = table(ctx, {"players": 1}, 3, bots=set(), size=size)
        frame = pygame.Surface(size)
        settle(scene, frame)
        scene.session.state.players[0].life -= 3  # hurt: the kit may be used, or dropped
        scene._key = scene._view_key = ()
        settle(scene, frame)
        key(scene, pygame.K_TAB)
        settle(scene, frame)
        chips = [
            k
            for k, t in enumerate(scene.focus.targets)
            if t.badge is not None and t.box is not None and t.label.endswith(" choices (Enter)")
        ]
        assert chips, [t.label for t in scene.focus.targets]
        for k in chips:
            scene.focus.index = k
            for _ in range(2):  # the label's spot is kept from one drawing to the next
                settle(scene, frame, frames=1, dt=0.05)
            _key, _size, placed, clear = scene.focus.label_place.last
            assert placed is None or clear, f"{scene.focus.focused().label!r} at {placed}, on words"
        # a chip whose Enter acts at once keeps its label: said on the chip's words alone it would not be
        sheets = [pygame.Rect(r) for r in scene.layout.sheets]
        on_chips = [t for t in key_path.targets(scene) if t.box is not None and any(r.contains(t.box) for r in sheets)]
        assert on_chips and all(
            t.says == (t.label.endswith(" choices (Enter)") or t.label.startswith("Drop ")) for t in on_chips
        )
    finally:
        layout.set_preferences(100, False)
