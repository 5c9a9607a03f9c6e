"""The Rise table on tools (issue 20): input goes through the game screen's tool stack over a frozen
read-only view, drawing changes nothing, the hand-over delay is the game screen's public hook, and no
scene class is over 400 lines with what it inherits from its own package."""

from __future__ import annotations

import dataclasses
import inspect

import pygame
import pytest

from tabletop.ui.game_screen import GameScreen
from tabletop.ui.rise.table import RiseTableScene
from tabletop.ui.rise.table.base_tool import RiseBase
from tabletop.ui.rise.table.choices import card_name
from tabletop.ui.rise.table.choices_tool import ChoicesTool
from tabletop.ui.rise.table.look_tool import LookTool
from tabletop.ui.rise.table.move_tool import MoveTool
from tabletop.ui.rise.table.play_tools import PlayCardTool
from tabletop.ui.rise.table.table_view import RiseView
from tests.ui.rise.conftest import click, table
from tests.ui.rise.test_table_scene import to_stage

PLAIN = (int, float, str, bool, tuple, type(None), frozenset)


def _plain(scene) -> dict:
    """The scene's attributes that are plain values (numbers, words, tuples, None)."""
    return {k: v for k, v in vars(scene).items() if isinstance(v, PLAIN)}


def _draw_twice_changes_nothing(scene, screen) -> None:
    scene.update(1 / 60)
    scene.log_lines()  # the game screen's lines, cached per log version: read once before drawing
    before = _plain(scene)
    scene.draw(screen)
    scene.draw(screen)
    assert _plain(scene) == before


def test_drawing_changes_nothing_at_the_start_and_while_moving(ctx, screen):
    scene = table(ctx, 3, 11)
    _draw_twice_changes_nothing(scene, screen)
    assert to_stage(scene, screen, "move")
    scene.handle_event(
        pygame.event.Event(pygame.MOUSEMOTION, pos=scene.space_pos("valley"), rel=(0, 0), buttons=(0, 0, 0))
    )
    _draw_twice_changes_nothing(scene, screen)


def test_drawing_does_not_clamp_the_log_scroll(ctx, screen):
    """The log's scroll range is worked out by input (and update), not corrected by drawing."""
    scene = table(ctx, 3, 11)
    scene.update(1 / 60)
    scene.log_panel.scroll = 10_000  # out of range: drawing leaves the number alone
    scene.draw(screen)
    assert scene.log_panel.scroll == 10_000
    scene.update(1 / 60)
    assert scene.log_panel.scroll < 10_000  # the next frame brings it into range


@pytest.mark.parametrize("scenario", ["city_combat", "library_choice", "move_reach", "late_game"])
def test_drawing_a_scenario_changes_nothing(ctx, screen, scenario):
    from tabletop.ui.rise import scenarios

    scene, _ = scenarios.build(ctx, scenario)
    _draw_twice_changes_nothing(scene, screen)


def test_the_tools_in_hand_follow_the_phase(ctx, screen):
    """Phase 1 (RN-TURN-02): the idle tool, the choices and the cards to play; phase 3: the move tool."""
    scene = table(ctx, 3, 11)
    scene.update(1 / 60)
    kinds = [type(t) for t in scene.tools]
    assert kinds[0] is RiseBase and ChoicesTool in kinds
    if scene.offer().plays:
        assert PlayCardTool in kinds
    assert to_stage(scene, screen, "move")
    assert MoveTool in [type(t) for t in scene.tools] and PlayCardTool not in [type(t) for t in scene.tools]
    view = scene.tool_view()
    assert isinstance(view, RiseView)
    with pytest.raises(dataclasses.FrozenInstanceError):
        view.mouse = (1, 1)  # type: ignore[misc]


def test_esc_asks_before_leaving_and_keeps_the_decision_in_hand(ctx, screen):
    """Every Rise tool is a decision the rules require: Esc never puts one down, it asks to leave."""
    scene = table(ctx, 3, 11)
    scene.update(1 / 60)
    n = len(scene.tools)
    out = scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    assert out is not None and len(scene.tools) == n


def test_the_look_tool_keeps_the_choice_and_the_order(ctx, screen):
    """Library (RN-SPACE): the card clicked is kept, the Keep button takes it with the order set."""
    from tabletop.ui.rise import scenarios

    scene, _ = scenarios.build(ctx, "library_choice")
    scene.show_overlay("look")
    look = scene.tools.find(LookTool)
    assert look is not None and look.keep == scene.view.turn.peek[0]
    second = scene.view.turn.peek[1]
    click(scene, scene.tool_view().look_rects()[1].center)
    assert look.keep == second and second not in look.rest
    keep = next(b for b in scene.buttons if b.key == "look_keep")
    assert keep.label == f"Keep {card_name(second)}"
    n = len(scene.session.actions)
    click(scene, keep.rect.center)
    assert scene.session.actions[n].card == second


def test_the_hand_over_wait_is_the_game_screens_hook():
    """The Rise scene waits through GameScreen.handover_wait, never by overriding _check_seat."""
    assert "_check_seat" not in vars(RiseTableScene)
    assert "handover_wait" in vars(RiseTableScene)
    assert GameScreen.handover_wait(object.__new__(GameScreen), 0, 1) is False


def test_no_scene_class_is_over_400_lines():
    """The scene's class with every class it inherits from the Rise table package."""
    total = 0
    for cls in RiseTableScene.__mro__:
        if cls.__module__.startswith("tabletop.ui.rise.table"):
            total += len(inspect.getsource(cls).splitlines())
    assert total <= 400, total
