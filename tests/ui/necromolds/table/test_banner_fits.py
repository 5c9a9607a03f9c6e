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


def test_an_unstable_move_says_one_monster_before_the_first_drag_issue_21(screen):
    """Found playing four rounds in a real window: the unstable move slot's prompt said "drag each glowing
    monster", the first monster moved and the command ended by itself (NM-ROUND-13: one monster per
    round), leaving the player thinking the others had been taken from them. The prompt says one monster
    before the drag; a stable slot still says each; both fit the bar on two lines."""
    from types import SimpleNamespace

    from tabletop.ui.necromolds.table import banner
    from tests.games.necromolds.test_commands import FAR_ENEMY, commanding

    def said(state):
        view = SimpleNamespace(state=state, seat_name=lambda s: f"Player {s + 1}", colours=[(1, 2, 3)] * 4)
        return banner.prompt(view, [0], True)[0]

    unstable = commanding([(0, "veggitoad", 5, 2), (0, "veggitoad", 10, 2), FAR_ENEMY], book="veggitoad", slot=1)
    words = said(unstable)
    assert "drag one glowing monster (an unstable slot: one monster)" in words and "each" not in words
    stable = commanding([(0, "veggitoad", 5, 2), (0, "veggitoad", 10, 2), FAR_ENEMY], book="veggitoad", slot=0)
    assert "drag each glowing monster" in said(stable)
    lines, size = fit_prompt(words, room=560, height=52, s=1.0)
    assert len(lines) <= 2 and size >= 12 and not any(line.endswith("…") for line in lines)


def test_basalts_long_draft_reason_reads_whole_in_the_bar(screen, monkeypatch):
    """NM-SOLO-28: Basalt's draft question with its reason, as the solo table's bar shows it at 1280x800
    beside the toolbar, was cut "… a ranged attack this round:…" (play-test r20); the bar shows it
    without the aside and the dash's tail (the log keeps the whole reason)."""
    from types import SimpleNamespace

    from tabletop.ui.kit import notices
    from tabletop.ui.necromolds import scenarios
    from tabletop.ui.necromolds.table.banner import short_prompt

    size = (1280, 800)
    pygame.display.set_mode(size)
    scene, _ = scenarios.build(SimpleNamespace(size=size, manager=None), "solo_draft")
    scene.enter()
    scene.update(0.02)
    scene.draw(screen)
    L = scene.layout
    right = min(b.rect.left for b in scene.buttons.buttons if b.key.startswith("tool_"))
    reason = (
        "Draft question 1: Batadactyl can make a ranged attack this round: takes a ranged die (Wild First: "
        "the wild die) — Basalt's Batadactyl 1 is the likeliest to smash Insectomite 1"
    )
    drawn: list[str] = []
    monkeypatch.setattr(notices, "text", lambda surface, kind, size, line, *a, **k: drawn.append(line))
    notices.draw_banner(screen, L.top, L.scale, reason, (90, 200, 120), right)
    assert drawn[-1].endswith("…"), drawn  # the whole reason does not fit that bar
    drawn.clear()
    notices.draw_banner(screen, L.top, L.scale, reason, (90, 200, 120), right, short=short_prompt(reason))
    assert not any(line.endswith("…") for line in drawn), drawn
    assert " ".join(drawn).startswith("Draft question 1: Batadactyl can make a ranged attack"), drawn


def test_a_move_prompt_at_960x600_with_large_text_is_shown_whole_in_fewer_words(monkeypatch):
    """At 960x600 with Large text the basic move prompt was cut "Player 1: move 2 monsters up to 7 in,
    fa…" (play-test r20, ptutor v03): the bar shows its first part whole, without the how-to (the
    glowing monsters show what to drag)."""
    from types import SimpleNamespace

    from tabletop.ui import layout
    from tabletop.ui.kit import notices
    from tests.ui.tutorial.conftest import coached
    from tests.ui.tutorial.nm_drive import play_through

    size = (960, 600)
    screen = pygame.display.set_mode(size)
    layout.set_preferences(100, True)
    try:
        scene = coached(SimpleNamespace(size=size, manager=None), "necromolds/what_next_1_terrain")
        play_through(scene, screen, upto=2)  # "Round the hut": the Move die performed
        text, _colour = scene.prompt()
        assert text.startswith("Player 1: move 2 monsters up to 7 in, far")
        drawn: list[str] = []
        monkeypatch.setattr(notices, "text", lambda surface, kind, size, line, *a, **k: drawn.append(line))
        scene.draw(screen)
    finally:
        layout.set_preferences(100, False)
    assert drawn and not any(line.endswith("…") for line in drawn), drawn
    assert "Player 1: move 2 monsters up to 7 in, far" in " ".join(drawn), drawn
