"""The Rise table on the table kit: its plaques are kit buttons behind the kit's click guard, its keys
a kit key table shown by F1, its log the kit's log panel, its notice the kit's."""

from __future__ import annotations

import pygame
import pytest

from tabletop.games.rise import actions as A
from tabletop.ui.kit.buttons import GRACE
from tabletop.ui.kit.keys import KeysHelpScene
from tabletop.ui.rise.table import choices as CH
from tabletop.ui.rise.table.widgets import plaque_button, pressed_action
from tests.ui.rise.conftest import table


@pytest.fixture
def city_fight(ctx, screen):
    """The city_combat scenario: Player 1's City fight after the first roll (dice down)."""
    from tabletop.ui.rise import scenarios

    scene, _ = scenarios.build(ctx, "city_combat")
    scene.update(1 / 60)
    return scene


def _press_at(scene, pos, moved: bool) -> None:
    if moved:
        scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(0, 0, 0)))
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def test_a_plaque_that_appears_under_the_cursor_ignores_the_double_click(city_fight, screen):
    """Issue 21: "Close the combat" closed the panel and "Stay in this City" (RN-MOVE-08), moved up into
    its place under the cursor, took the second click of the double click. Now it waits until the mouse
    moves and the kit's grace time is over."""
    scene = city_fight
    seat = scene.view.turn.seat
    scene.combat.land_all()
    scene.combat.over = True  # the fight is decided: its panel offers Close
    scene._offer = CH.Offer(buttons=[("Stay in this City", A.Stay(seat=seat))], stage="move")
    scene._arrange(force=True)
    choices = [b for b in scene.buttons if b.key.startswith("choice")]
    assert [b.label for b in choices] == ["Close the combat", "Stay in this City"]
    where = choices[0].rect.center
    pressed: list[str] = []
    press = scene.press
    scene.press = lambda b: (pressed.append(b.label), press(b) if b.label == "Close the combat" else None)[1]

    _press_at(scene, where, moved=True)  # the first click of a double click: Close
    assert pressed == ["Close the combat"] and scene.combat is None
    stay = scene.buttons.get("choice0")
    assert stay is not None and stay.label == "Stay in this City" and stay.rect.collidepoint(where)
    _press_at(scene, where, moved=False)  # the second click, meant for Close
    assert pressed == ["Close the combat"], "Stay took a click meant for the button before it"
    _press_at(scene, where, moved=True)  # moved, but within the grace time
    assert pressed == ["Close the combat"]
    scene.update(GRACE + 0.05)
    _press_at(scene, where, moved=True)
    assert pressed == ["Close the combat", "Stay in this City"], "a deliberate click presses it"


def test_a_plaque_submits_its_action_and_a_function_answers_its_result():
    """An engine action is wrapped for the kit's `action` and read back without pressing."""
    stay = A.Stay(seat=0)
    b = plaque_button("choice0", pygame.Rect(0, 0, 100, 30), "Stay in this City", stay, tip="why")
    assert b.style == "plaque" and b.tooltip == "why" and b.action() == stay and pressed_action(b) == stay
    f = plaque_button("fit", pygame.Rect(0, 0, 100, 30), "Fit board", lambda: "fitted")
    assert f.action() == "fitted" and pressed_action(f) is None


def test_f1_shows_the_rise_keys_and_question_mark_stays_the_rules(ctx, screen):
    scene = table(ctx, 2, 3)
    t = scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode="", scancode=0))
    assert t is not None and t.kind == "push" and isinstance(t.scene, KeysHelpScene)
    rows = t.scene.table.rows()
    keys_ = [k for k, _d, _w in rows]
    assert "?" in keys_ and "Home" in keys_ and "Esc" in keys_ and "F1" in keys_
    t.scene.draw(screen)


def test_home_fits_the_board_again(ctx, screen):
    scene = table(ctx, 2, 3)
    fitted = (scene.camera.scale, scene.camera.origin_x, scene.camera.origin_y)
    scene.camera.zoom_at(2.0, *pygame.Rect(scene.layout.board).center)
    assert (scene.camera.scale, scene.camera.origin_x, scene.camera.origin_y) != fitted
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_HOME, mod=0, unicode="", scancode=0))
    assert (scene.camera.scale, scene.camera.origin_x, scene.camera.origin_y) == pytest.approx(fitted)


def test_the_notice_sits_at_the_foot_of_the_free_board(ctx, screen):
    scene = table(ctx, 2, 3)
    scene.flash("Player 2: your turn", seconds=5)
    box = scene.notice_rect(screen)
    free = scene.notice_area()
    assert box is not None and free.contains(box) and box.centery > free.centery
    scene.draw(screen)


def test_the_rise_prompt_is_the_kits_banner_fitted_before_the_top_buttons(city_fight, screen, monkeypatch):
    """Issue 20 (one table kit): the top prompt is drawn by the kit's banner, with the disc in the colour of
    the seat whose turn it is and the words the table's prompt, ending before the Undo/Save/Fit/Rules
    buttons."""
    from tabletop.ui.kit import notices
    from tabletop.ui.rise.table import table_draw as D

    scene = city_fight
    drawn = []
    real = notices.draw_banner
    monkeypatch.setattr(notices, "draw_banner", lambda *a, **k: drawn.append((a, k)) or real(*a, **k))
    scene.backdrop.forget()
    scene.draw(screen)
    assert len(drawn) == 1
    (_surface, bar, _scale, words, disc, right), kw = drawn[0]
    view = scene.tool_view()
    assert tuple(bar) == tuple(scene.layout.top) and (words, kw["ink"]) == D.top_line(view)
    assert disc == scene.colours[view.state.turn.seat]
    assert right < min(b.rect.left for b in scene.buttons if b.key in D.TOP_KEYS)


def test_a_long_prompt_in_a_low_bar_stays_one_line_rather_than_two_tiny_ones():
    """The Rise bar is 30 px tall: two lines would be 11 px; one line a little smaller reads better. Two
    lines, where the bar has room, split at the " — " nearest the middle."""
    from tabletop.ui.kit.notices import fit_prompt

    words = (
        "Round 3 · Player 1 (Black): Phase 3: move — Reach 1 space: no Minion goes with you, so you and your "
        "Apprentice move 1"
    )
    lines, size = fit_prompt(words, room=840, height=30, s=1.0)
    assert lines == [words] and size >= 12
    lines, _ = fit_prompt(words, room=600, height=52, s=1.0)
    assert lines == [
        "Round 3 · Player 1 (Black): Phase 3: move",
        "Reach 1 space: no Minion goes with you, so you and your Apprentice move 1",
    ]
