"""Play-test r20 (ptutor): what the panel says while the others play and the dice roll, and where a
finished tutorial leads.

- a Necromolds opponent's move being shown is no window to close: the panel said "Close the window";
- Necromolds' melee result was read over the tumbling dice (NM-BASIC-27's dice still in the air);
- a finished lesson offers the next one of its game (the last step named it, no button led there),
  its buttons each readable (side by side "Play a real game" shrank to a smudge in Necromolds' panel);
- NecronomiCORP's level 2, opened by the last step, has doors of its own (NC-ROOM-01)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui.kit.buttons import fit_size
from tabletop.ui.layout import ui_scale
from tabletop.ui.scene import Transition
from tabletop.ui.tutorial import panel, progress, spec
from tests.ui.tutorial.conftest import button, click, coached, settle
from tests.ui.tutorial.nm_drive import drag, play_through, target

NM = "necromolds/first_battle"


def test_an_opponents_move_shown_is_no_window_to_close(ctx, screen):
    """After your second Graveghoul moves the opponent's moves are shown: the panel says the others are
    playing (no "press the lit button to close"), lights nothing, and the script is not held."""
    scene = coached(ctx, NM)
    play_through(scene, screen, upto=4)  # at "And a second"
    settle(scene, screen)
    lit = next(t for t in scene.lit if t[0] == "drag")
    drag(scene, lit[1], lit[2])
    shown = 0
    for _ in range(200):
        scene.update(0.02)
        if scene.script.queue and scene.busy():
            shown += 1
            words = panel._words(scene)[2]
            assert not scene.held and panel.HELD not in words, words
            assert words == panel.WAITING and scene.lit == []
        if not scene.script.queue:
            break
    assert shown, "the opponent's move was never shown"


def test_the_melee_result_waits_for_the_dice_to_land_NM_BASIC_27(ctx, screen):
    """While the melee's dice tumble the panel keeps the Melee step's title and says they are rolling,
    with no Next; once they land the result's step shows."""
    scene = coached(ctx, NM)
    play_through(scene, screen, upto=8)  # at "Melee"
    settle(scene, screen)
    click(scene, target(scene, "+1 die"))
    settle(scene, screen, 1)
    click(scene, target(scene, "Confirm"))
    rolled = 0
    for _ in range(200):
        scene.update(0.02)
        panel.arrange(scene)
        if scene.combat is not None and scene.combat.rolling > 0 and scene.script.index == 9:
            rolled += 1
            _heading, title, words = panel._words(scene)
            assert (title, words) == ("Melee", panel.ROLLING)
            assert button(scene, "tut_next") is None
        elif rolled:
            break
    assert rolled, "the dice were never seen rolling"
    assert panel._words(scene)[1] == "End your turn"


def _finished(ctx, screen, tid: str):
    scene = coached(ctx, tid)
    play_through(scene, screen)
    settle(scene, screen)
    panel.arrange(scene)
    assert scene.script.finished
    return scene


def _readable(scene) -> None:
    """Every panel button inside the panel, apart, its label at the button's full size (not shrunk)."""
    s = ui_scale(tuple(scene.ctx.size))
    buttons = list(scene.coach_buttons)
    for i, b in enumerate(buttons):
        assert scene.coach_rect.contains(b.rect), b.label
        assert not any(b.rect.colliderect(o.rect) for o in buttons[i + 1 :]), b.label
        assert fit_size(b.label, "sans_bold", int(15 * s), b.rect.width - 10) == int(15 * s), b.label


def test_a_finished_lesson_offers_the_next_one(ctx, screen):
    """Necromolds' first battle done: Next lesson (What next 1) first, Play a real game, Menu, each
    readable; the panel names the next lesson; Next lesson opens it at its start, in this one's place."""
    scene = _finished(ctx, screen, NM)
    assert [b.key for b in scene.coach_buttons] == ["tut_lesson", "tut_play", "tut_leave"]
    _readable(scene)
    after_id, after = spec.next_lesson(NM)
    assert after_id == "necromolds/what_next_1_terrain"
    assert after.title in panel._words(scene)[2]
    answer = click(scene, button(scene, "tut_lesson").rect.center)
    assert isinstance(answer, Transition) and answer.kind == "replace"
    nxt = answer.scene
    assert nxt.tid == after_id and nxt.script.index == 0
    assert progress.place(NM).done


def test_n_opens_the_next_lesson_and_the_last_lesson_offers_a_game(ctx, screen):
    """N at the end presses Next lesson; after a game's last lesson there is none: Play a real game is
    the first button (N)."""
    scene = _finished(ctx, screen, NM)
    answer = scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_n, mod=0, unicode="n"))
    assert isinstance(answer, Transition) and answer.scene.tid == "necromolds/what_next_1_terrain"
    assert spec.next_lesson("necromolds/example_turn") is None
    assert spec.next_lesson("rise/first_turn") is None and spec.next_lesson("corp/nothing") is None


@pytest.mark.parametrize("size", [(1280, 800), (960, 600)])
def test_the_last_lesson_of_a_game_ends_with_a_game_and_the_menu(ctx, size):
    """NecronomiCORP's only lesson: Play a real game and Menu, readable, in a big and a small window;
    level 2, opened by the last step, has doors of its own (NC-ROOM-01: its stack read "no doors left")."""
    ctx.size = size
    screen = pygame.display.set_mode(size)
    scene = _finished(ctx, screen, "corp/first_floor")
    assert [b.key for b in scene.coach_buttons] == ["tut_play", "tut_leave"]
    assert button(scene, "tut_play").primary
    _readable(scene)
    st = scene.session.state
    assert st.levels[1].open and len(st.levels[1].stack) > 0


def test_the_steps_name_what_they_show(ctx, screen):
    """Play-test: What next 1's first step spoke of "your Graveghoul 3" with nothing lit (three look
    alike); the first battle's melee window shows a Smash button beside the Continue the step names."""
    scene = coached(ctx, "necromolds/what_next_1_terrain")
    settle(scene, screen)
    assert ("place", scene.pixel_of(("monster", "p0-graveghoul-3"))) in scene.lit
    scene = coached(ctx, NM)
    play_through(scene, screen, upto=9)  # at "End your turn", the melee's window open
    settle(scene, screen)
    assert any(label.startswith("Smash") for label, _pos in scene.targets())
    assert "Smash" in scene.script.step.text


def test_the_longest_step_fits_a_small_window_with_large_text(ctx):
    """The first battle's "End your turn" (its longest words) stays in a 960x600 window with Large text."""
    from tabletop.ui import layout

    ctx.size = (960, 600)
    small = pygame.display.set_mode(ctx.size)
    layout.set_preferences(100, True)
    try:
        scene = coached(ctx, NM)
        play_through(scene, small, upto=9)
        settle(scene, small)
        assert scene.script.step.title == "End your turn"
        assert pygame.Rect((0, 0), ctx.size).contains(scene.coach_rect), scene.coach_rect
    finally:
        layout.set_preferences(100, False)
