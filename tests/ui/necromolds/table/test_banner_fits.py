"""The top bar's prompt is never cut short (issue 10: nothing cut off): it shrinks, then takes two
lines split at its " · ", and only a text no real prompt reaches is cut with an ellipsis."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui import look
from tabletop.ui.kit.notices import fit_prompt

MOVE = "Player 1: move Veggitoad up to 5 in, medium · drag each glowing monster, then End command"


def test_a_long_prompt_takes_two_lines_that_fit_instead_of_an_ellipsis(screen):
    lines, size = fit_prompt(MOVE, room=560, height=52, s=1.0)
    assert lines == ["Player 1: move Veggitoad up to 5 in, medium", "drag each glowing monster, then End command"]
    f = look.font("serif_bold", size)
    assert size >= 12 and all(f.size(line)[0] <= 560 for line in lines)
    assert f.get_linesize() * 2 <= 52 - 4


def test_a_short_prompt_stays_one_line_at_full_size(screen):
    assert fit_prompt("Combat! Player 1 decides", room=560, height=52, s=1.0) == (["Combat! Player 1 decides"], 18)


@pytest.mark.parametrize(
    "name",
    ["drag_midgame", "assign_round1", "assign_round1_4p", "turns_3p", "ranged_sightline", "combat_window", "game_over"],
)
@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_no_scenario_prompt_is_cut_short(name, size):
    from types import SimpleNamespace

    from tabletop.ui.necromolds import scenarios
    from tabletop.ui.necromolds.table import banner

    pygame.display.set_mode(size)
    ctx = SimpleNamespace(size=size, manager=None)
    scene, _ = scenarios.build(ctx, name)
    scene.enter()
    text, _colour = banner.prompt(scene.tool_view(), scene.humans(), True)
    left = int(14 * scene.layout.scale) + int(26 * scene.layout.scale)
    toolbar_left = min(b.rect.left for b in scene.buttons.buttons if b.key.startswith("tool_"))  # as scene.draw
    room = toolbar_left - left - int(14 * scene.layout.scale)
    lines, _ = fit_prompt(text, room, scene.layout.top[3], scene.layout.scale)
    assert not lines[-1].endswith("…"), (name, size, text)
