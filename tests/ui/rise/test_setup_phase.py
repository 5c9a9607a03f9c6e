"""Rise's set-up as a phase of the table (issue 20): the set-up shown is a modal tool over the table on
the same session and screen; the bots and the first hand-over wait for Begin; nothing under it takes
input; Esc asks before leaving; Back returns to the new-game form. RN-SETUP-05..13 are what it shows."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui.layout import screen_frame
from tabletop.ui.rise import flow
from tabletop.ui.rise.setup import SetupShown
from tabletop.ui.scene import push
from tests.ui.conftest import post_click, post_key

pytestmark = pytest.mark.filterwarnings("error::UserWarning")


def _table(app, players: int, bots, seed: int = 7):
    """A new game's table at its set-up, on the app's stack."""
    session = flow.start_session({"players": players}, bots, seed=seed)
    table = flow.scene_for_session(app.ctx, session)
    app.stack.apply(push(table))
    app.step()
    return table


def _key(key: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="")


def _drawn_text(app):
    """The app's screen drawn onto a surface that records every line of text drawn on it (text_audit)."""
    from tabletop.ui import look
    from tests.ui import text_audit as TA

    with TA.recording():
        look.clear_font_cache()
        try:
            canvas = TA.TextSurface(app.ctx.size)
            app.stack.draw(canvas)
        finally:
            look.clear_font_cache()
    return canvas


def _click(pos) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=tuple(pos), button=1)


def test_the_bots_wait_until_begin_then_play_on_the_same_session(app):
    """Every seat the computer's: no action while the set-up is shown, however long; Begin lets them play."""
    table = _table(app, 2, {0, 1})
    session = table.session
    assert table.seat_held() and table.busy()
    for _ in range(20):
        table.update(1.0)
    assert not session.actions and table.seat_held()
    app.stack.apply(table.handle_event(_key(pygame.K_RETURN)))
    assert not table.seat_held()
    for _ in range(20):
        table.update(1.0)
        if session.actions:
            break
    assert session.actions and table.session is session  # the same session, on the same screen


def test_the_set_up_unfolds_and_a_click_shows_it_all(app):
    """RN-SETUP-07/10: decks first, then each hand, each round of the roll, the colours last."""
    table = _table(app, 3, {1, 2})
    tool = table.tools.top
    assert isinstance(tool, SetupShown)
    assert tool.steps == 1 + 3 + len(tool.story.rounds) + 1
    assert tool.shown() in (1, 2)  # the first frame's moment may already show a hand
    table.update(SetupShown.STEP)
    assert tool.shown() >= 2
    app.stack.apply(table.handle_event(_click((5, 5))))  # anywhere but Back and Begin
    assert tool.shown() == tool.steps and table.seat_held()


def test_nothing_under_the_set_up_takes_input_and_esc_asks_before_leaving(app):
    """The table's Save, Undo and keys are covered; Esc does not skip the set-up but asks to leave."""
    table = _table(app, 2, {1})
    save = next(b for b in table.buttons if b.key == "save")
    app.stack.apply(table.handle_event(_click(save.rect.center)))
    assert table.toast is None or "Saved" not in table.toast[0]
    app.stack.apply(table.handle_event(_key(pygame.K_s)))
    assert table.toast is None or "Saved" not in table.toast[0]
    app.stack.apply(table.handle_event(_key(pygame.K_ESCAPE)))
    assert table.seat_held() and app.stack.top is not table  # the question over the table
    assert app.stack.top.name == "confirm"


def test_esc_leave_keeps_the_game_and_it_comes_back_at_its_set_up(app):
    """Esc, Leave on the set-up: the menu; the autosave holds the game before its first action, shown at set-up
    (Back is the new-game form, the game not begun: tests/ui/test_setup_back.py)."""
    from tabletop.ui import persist as saves
    from tabletop.ui import registry

    _table(app, 2, {1})
    post_key(app, pygame.K_ESCAPE)
    yes, _no = app.stack.top.button_rects()
    post_click(app, yes.center, frames=3)
    assert app.stack.top.name == "menu"
    resumed = saves.resume_autosave()
    again = registry.scene_for_session(app.ctx, resumed)
    assert again.name == "rise_table" and again.seat_held()


def test_the_table_draws_only_the_set_up_while_it_is_shown(app):
    """No hand, board or log shows before the first hand-over: the picture is the set-up's alone."""
    table = _table(app, 2, set())
    tool = table.tools.top
    tool.still()
    size = app.ctx.size
    whole, alone = pygame.Surface(size), pygame.Surface(size)
    table.draw(whole)
    tool.draw(alone, table.tool_view())
    assert pygame.image.tobytes(whole, "RGB") == pygame.image.tobytes(alone, "RGB")


def test_a_tied_roll_off_says_its_second_die_is_the_tie_rolled_again_RN_SETUP_10(app):
    """Play-test: both players rolled 4 and a second die appeared with nothing to say why. A column of
    dice after the first is headed "tie: rolled again"."""
    table = _table(app, 2, {1}, seed=9)
    tool = table.tools.top
    assert isinstance(tool, SetupShown) and len(tool.story.rounds) == 2
    app.stack.apply(table.handle_event(_click((5, 5))))  # all of it at once
    canvas = _drawn_text(app)
    assert any(ln.text == "tie: rolled again" for ln in canvas.lines)


@pytest.mark.parametrize(("seed", "reruns"), [(0, 0), (6, 1), (9, 2)])
def test_a_tie_rolled_again_is_said_once_over_its_dice(app, seed, reruns):
    """RN-SETUP-10: a tie for black is rolled again, a column of dice each time; one label says so, over
    the rolled-again columns (one label per column ran together, "tie: agairtie: again", in the r23
    play-test at seed 9: two ties in a row)."""
    table = _table(app, 3, {1, 2}, seed=seed)
    tool = table.tools.top
    assert isinstance(tool, SetupShown) and len(tool.story.rounds) == reruns + 1
    app.stack.apply(table.handle_event(_click((5, 5))))  # all of it at once
    canvas = _drawn_text(app)
    said: list = []  # each label once: a frame may draw it twice, and its shadow lies a pixel off
    for ln in canvas.lines:
        if "again" in ln.text and not any(abs(ln.box.x - b.x) <= 3 and abs(ln.box.y - b.y) <= 3 for _t, b in said):
            said.append((ln.text, ln.box))
    assert len(said) == (1 if reruns else 0), said
    if not reruns:
        assert tool.tie_label is None
        return
    assert tool.tie_words == ("tie: rolled again" if reruns == 1 else f"{reruns} ties: rolled again")
    label = tool.tie_label
    assert label is not None and pygame.Rect(screen_frame(tuple(app.ctx.size))["panel"]).contains(label)
    # centred over the rolled-again columns: right of the first round's dice, whose column starts it
    first, last = tool.dice_columns[1], tool.dice_columns[reruns]
    assert abs(label.centerx - (first + last) / 2) <= 1


def test_begin_is_ringed_as_what_enter_presses(app):
    """Play-test r25 (keys): Enter puts the set-up down, but nothing showed it; Begin wears the keyboard's
    ring, as a form's Start does with the focus off."""
    from tabletop.ui.scenes.base import FOCUS_RING

    table = _table(app, 2, {1})
    tool = table.tools.top
    assert isinstance(tool, SetupShown)
    surface = pygame.Surface(app.ctx.size)
    tool.draw(surface, table.tool_view())
    f = tool.frame(table.tool_view())
    edge = [
        surface.get_at((x, f["primary"].top + 1))[:3] for x in range(f["primary"].left + 12, f["primary"].right - 12)
    ]
    assert edge.count(tuple(FOCUS_RING)) > len(edge) // 2
