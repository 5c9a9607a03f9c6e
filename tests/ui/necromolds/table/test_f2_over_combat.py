"""F2 over the combat window opens the rules at their combat section (the rules at hand, as over a
spellbook card or a monster): it opened nothing there, at the table and so in the replay viewer
(play-test r21, replayp shots 66-68). Also over the window's own buttons (Continue, +1 die)."""

from __future__ import annotations

import pygame

from tabletop.ui.kit.rules_page import RulesPage
from tabletop.ui.necromolds.table import combat_view
from tabletop.ui.necromolds.table.rules_sections import COMBAT
from tests.ui.necromolds.table.conftest import frame, mouse, scenario_scene


def f2(scene):
    return scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F2, mod=0, unicode="", scancode=0))


def window_spots(scene):
    """The combat window's middle, a corner of it, and each of its buttons."""
    view = scene.tool_view()
    rect = combat_view.window_rect(view.layout.map, view.scale)
    spots = [rect.center, (rect.left + 6, rect.top + 6), (rect.right - 6, rect.bottom - 6)]
    buttons = [b.rect.center for b in scene.buttons if b.key.startswith("combat_")]
    assert buttons, "the window has buttons"
    return spots + buttons


def test_f2_over_the_combat_window_opens_the_rules_at_combat(ctx, screen):
    for name in ("combat_window", "combat_result"):  # a choice waiting, and the result with Continue
        scene = scenario_scene(ctx, name)
        for _ in range(40):
            frame(scene, screen)
        assert scene.tools.top.name == "combat"
        for pos in window_spots(scene):
            mouse(scene, "move", pos)
            frame(scene, screen)
            opened = f2(scene)
            assert opened is not None and opened.kind == "push", (name, pos, scene.hover_key)
            assert isinstance(opened.scene, RulesPage) and opened.scene.at == COMBAT, (name, pos)
