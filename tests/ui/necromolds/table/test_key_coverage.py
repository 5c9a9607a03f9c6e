"""Issue 26: at set positions of a Necromolds battle, every kind of action the engine allows the
seat at the screen is submitted by some key path (Tab to a target, Enter, the arrows to carry what
was picked up, Enter to let it go): assigning and flipping dice, Done (NM-ROUND-04), performing a die,
moving and ending the command (NM-MOVE-10), shooting (NM-RANGED), and the combat window's choices; with
More Fun with Clay, the Magic Missile and Blast during the turn and the Magic Wall and ending the turn at
its end (NM-CLAY-02/05/08)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui.necromolds.table import key_clay, key_path
from tests.ui.key_coverage import kinds_by_keys, legal_kinds
from tests.ui.necromolds.table.conftest import scenario_scene

CARRY = (pygame.K_DOWN, pygame.K_DOWN, pygame.K_RIGHT)  # a monster in hand carried 1.5 inches
WALL = (pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_RIGHT)  # a wall's other end carried 1.5 inches


def carry(scene):
    """A monster in hand, or a wall's other end, is carried by the arrows before it is let go."""
    f = scene.focus.focused()
    if f is not None and f.label == key_clay.WALL_END:
        return WALL
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


def clay_end_of_turn(monkeypatch):
    """The clay_wall scenario stopped at Player 1's second turn's end (walls may be built, the turn ended)."""
    import msgspec

    from tabletop.ui.necromolds import scenarios

    base = scenarios.load("clay_wall")
    scenario = msgspec.structs.replace(
        base, recipe=msgspec.structs.replace(base.recipe, until_phase="turn_end", skip=1)
    )
    monkeypatch.setattr(scenarios, "load", lambda name: scenario)


@pytest.mark.parametrize("name", ["clay_blast", "clay_turn_end"])
def test_every_legal_clay_kind_has_a_key_path_NM_CLAY_02_05_08(ctx, screen, monkeypatch, name):
    if name == "clay_turn_end":
        clay_end_of_turn(monkeypatch)
    scene = scenario_scene(ctx, "clay_wall" if name == "clay_turn_end" else name)
    scene.tools.clear()
    settle(scene)
    wanted = legal_kinds(scene)
    clay = {"MagicMissile", "MagicBlast"} if name == "clay_blast" else {"MagicWall", "EndTurn"}
    assert clay <= wanted, f"{name}: the position offers the clay magic ({sorted(wanted)})"
    got, count = kinds_by_keys(ctx, scene, key_path.targets, settle, carry)
    assert count > 0
    assert wanted <= got, f"{name}: no key path for {sorted(wanted - got)} (keys reached {sorted(got)})"
