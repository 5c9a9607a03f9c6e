"""Issue 26: at set positions of a NecronomiCORP game, every kind of action the engine allows the seat
at the screen is submitted by some key path (Tab to a target, Enter, and what it opens): opening a
door and entering a room, changing level, a fight's answers, giving an item; ending the turn (E, or its
plaque)."""

from __future__ import annotations

import pytest

from tabletop.ui.corp import scenarios
from tabletop.ui.corp.table import CorpTableScene, key_path, keys
from tests.ui.key_coverage import kinds_by_keys, legal_kinds


def settle(scene):
    for _ in range(3):
        scene.update(0.3)
    scene.focus.offer(key_path.targets(scene))


@pytest.mark.parametrize("name", ["boss_fight", "fight_helper", "hallway_choice"])
def test_every_legal_kind_has_a_key_path(ctx, name):
    scene, _ = scenarios.build(ctx, name)
    if not isinstance(scene, CorpTableScene):
        pytest.skip(f"{name} is not at the table")
    scene.driver = None
    settle(scene)
    wanted = legal_kinds(scene)
    if not wanted:
        pytest.skip(f"{name}: nobody at the screen acts")
    got, count = kinds_by_keys(ctx, scene, key_path.targets, settle, table=keys.TABLE)
    assert count > 0
    assert wanted <= got, f"{name}: no key path for {sorted(wanted - got)} (keys reached {sorted(got)})"
