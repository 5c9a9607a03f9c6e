"""A hit die and a miss die in Rise's combat panel are told apart by colour-blind players too (issue 26,
r28 access).

The landed dice were marked by a green ring and tick badge (hit) or a red one (miss), on faces of nearly
one grey: under simulated deuteranopia (tests/ui/cvd.py, Machado et al. 2009) the marks were ΔE 15 apart,
one olive, and only a tick or cross a few pixels wide told them apart. Now the hit's mark is light with a
dark tick, the miss's dark with a white cross, and the missing die's face is darker.
"""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui.rise.table import windows as W
from tests.ui import cvd

pytestmark = pytest.mark.ui

MIN_DELTA_E = 25.0


def _die(hit: bool, size: int = 24):
    """A landed die drawn as the panel draws it, as an (w, h, 3) array of its pixels."""
    import numpy as np

    surf = pygame.Surface((size + 10, size + 10))
    surf.fill((40, 24, 52))
    die = W.RolledDie("attacker", "zombie", 2, 1 if hit else 6, hit)
    W.draw_rolled(surf, pygame.Rect(3, 3, size, size), die, die.roll, True, 0.0, 0, 1.0)
    return np.asarray(pygame.surfarray.array3d(surf), float)


@pytest.mark.parametrize("deficiency", [None, *cvd.MACHADO_2009])
def test_a_hit_and_a_miss_mark_differ_under_colour_blindness(deficiency):
    """RN-FIGHT (a roll at or under the power hits): the hit and miss marks' colours stay ΔE 25 apart
    for normal sight and under protanopia, deuteranopia and tritanopia, and differ in lightness."""
    hit, miss = W.HIT, W.MISS
    if deficiency is not None:
        hit, miss = cvd.simulate(hit, deficiency), cvd.simulate(miss, deficiency)
    assert cvd.delta_e(hit, miss) >= MIN_DELTA_E
    assert abs(cvd.lab(hit)[0] - cvd.lab(miss)[0]) >= 20  # apart in grey too


def test_a_drawn_hit_die_and_miss_die_look_apart_under_colour_blindness():
    """The whole drawn dice (face, ring, badge) put through each deficiency: their mean colours stay
    apart (old: ΔE 8.5 under deuteranopia; now 14), and their faces (old: 14.8, one grey; now 26)."""
    pygame.init()
    hit, miss = _die(True), _die(False)
    for kind in cvd.MACHADO_2009:
        a, b = cvd.simulate(hit, kind), cvd.simulate(miss, kind)
        assert cvd.delta_e(a.reshape(-1, 3).mean(0), b.reshape(-1, 3).mean(0)) >= 12, kind
        face = (slice(6, 10), slice(6, 10))  # the face's top left, clear of the number and the badge
        assert cvd.delta_e(a[face].reshape(-1, 3).mean(0), b[face].reshape(-1, 3).mean(0)) >= 20, kind


def test_a_hit_mark_is_dark_on_light_and_a_miss_mark_light_on_dark():
    """The second cue besides the tick and cross shapes: the ink of a hit's mark is dark on a light badge,
    a miss's light on a dark badge."""
    assert cvd.lab(W.HIT_INK)[0] < 30 < cvd.lab(W.HIT)[0]
    assert cvd.lab(W.MISS_INK)[0] > 70 > cvd.lab(W.MISS)[0]
