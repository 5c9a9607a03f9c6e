"""Issue 26: at set positions of a Necromolds battle, every kind of action the engine allows the
seat at the screen is submitted by some key path (Tab to a target, Enter, the arrows to carry what
was picked up, Enter to let it go): assigning and flipping dice, Done (NM-ROUND-04), performing a die,
moving and ending the command (NM-MOVE-10), shooting (NM-RANGED), and the combat window's choices."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui.necromolds.table import key_path
from tests.ui.key_coverage import kinds_by_keys, legal_kinds
from tests.ui.necromolds.table.conftest import scenario_scene

CARRY = (pygame.K_DOWN, pygame.K_DOWN, pygame.K_RIGHT)  # a monster in hand carried 1.5 inches


def carry(scene):
    """A monster in hand is carried by the arrows before it is let go."""
    f = scene.focus.focused()
    return CARRY if f is not None and f.label == key_path.HERE else ()


def settle(scene):
    for _ in range(3):
        scene.update(0.2)
    scene.focus.offer(key_path.targets(scene))


@pytest.mark.parametrize("name", ["assign_round1", "drag_midgame", "ranged_sightline", "combat_window"])
def test_every_legal_kind_has_a_key_path(ctx, screen, name):
    scene = scenario_scene(ctx, name)
    settle(scene)
    wanted = legal_kinds(scene)
    assert wanted, f"{name}: the seat at the screen has something to do"
    got, count = kinds_by_keys(ctx, scene, key_path.targets, settle, carry)
    assert count > 0
    assert wanted <= got, f"{name}: no key path for {sorted(wanted - got)} (keys reached {sorted(got)})"
