"""Issue 26: the Necromolds set-up by keys alone. Terrain placement (NM-SETUP), moulding the army and
deployment each offer the engine's legal set-up actions as a numbered list the keyboard's focus walks
(Tab, 1 to 9, Enter), beside the step's own hotspots and Done."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from tabletop.games.necromolds import actions as A
from tabletop.ui.necromolds import scenarios
from tabletop.ui.necromolds.setup import key_path


def key(scene, k, mod=0):
    return scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=""))


@pytest.mark.parametrize(
    ("name", "kind"),
    [("terrain_rolloff", A.PlaceTerrain), ("army_builder", A.Mold), ("setup_deploy", A.Deploy)],
)
def test_a_set_up_step_is_played_by_keys(user_home, name, kind):
    pygame.init()
    pygame.display.set_mode((1280, 800))
    scene, _ = scenarios.build(SimpleNamespace(size=(1280, 800), manager=None), name)
    for _ in range(3):
        scene.update(0.1)
    key(scene, pygame.K_TAB)
    offered = scene.focus.targets
    assert offered and any(t.gesture == "act" and isinstance(t.action, kind) for t in offered)
    legal = {type(a) for a in key_path.legal(scene)}
    listed = {type(t.action) for t in offered if t.gesture == "act"}
    assert legal <= listed, f"set-up actions without a key path: {legal - listed}"
    n = len(scene.session.actions)
    for _ in range(len(offered)):  # Tab on to the first of the wanted kind, then Enter
        f = scene.focus.focused()
        if f.gesture == "act" and isinstance(f.action, kind):
            break
        key(scene, pygame.K_TAB)
    key(scene, pygame.K_RETURN)
    assert any(isinstance(a, kind) for a in scene.session.actions[n:])
