"""Play-test r17: in a small window (1000x650, and the least, 960x600) the spellbook slots' distance
labels ("medium 5″", NM-ICON-01) were 6 px tall and half under the dice on them. The slots now keep the
width a readable label needs (the magic slot giving up room) and the die stays above the label's strip."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from tabletop.ui import look
from tabletop.ui.necromolds import scenarios
from tabletop.ui.necromolds.table import cards
from tabletop.ui.necromolds.table.layout import SLOT_LABEL_PX


@pytest.mark.parametrize("size", [(960, 600), (1000, 650), (1280, 800)])
def test_slot_labels_are_readable_and_clear_of_the_dice(user_home, size):
    pygame.init()
    surface = pygame.display.set_mode(size)
    scene, _ = scenarios.build(SimpleNamespace(size=size, manager=None), "drag_midgame")
    scene.update(0.01)
    L = scene.layout
    least = look.font("sans", SLOT_LABEL_PX).get_height()
    labels = dice = 0
    for p in L.panels:
        hits = cards.draw_panel(surface, p, scene.view, cards.PanelLook("P", (240, 172, 76)), L.scale, 0.0)
        slots = [pygame.Rect(r) for r, _b, _j, _d in hits.slots]
        for drawn, box, words in hits.texts:
            if box not in slots or "″" not in words:
                continue
            labels += 1
            assert drawn.height >= least - 1, f"{words!r} drawn {drawn.height} px tall at {size}"
            assert box.contains(drawn), f"{words!r} runs out of its slot"
            for die in hits.on_slots:
                dice += 1
                assert not die.colliderect(drawn), f"a die on a slot covers {words!r} at {size}"
    assert labels >= 4 and dice, "slots with distance labels and dice on them"
