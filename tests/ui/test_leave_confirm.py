"""Issue 10: Esc at the table asks before leaving for the menu. Stay (or Esc again) returns to the game
as it was; Leave goes to the menu with the autosave written, and Resume picks the game up."""

from __future__ import annotations

import pygame
import pytest

from tabletop import paths
from tabletop.core.save import read_save
from tabletop.ui.bot_driver import BotDriver
from tabletop.ui.layout import ui_scale
from tabletop.ui.necromolds import flow
from tabletop.ui.scene import push
from tabletop.ui.scenes.confirm import TEXT_TOP
from tests.ui.conftest import post_click, post_key
from tests.ui.necromolds.setup.conftest import new_session


def at_the_table(app):
    """A game against the computer, set up by the bots' own choices, open at its battle table."""
    session = new_session(bots=(1,), seed=3)
    driver = BotDriver(session, {0, 1})
    while session.state.phase in ("terrain", "army", "deploy"):
        driver.step(driver.bot_to_act())
    app.stack.apply(push(flow.scene_for_session(app.ctx, session)))
    app.step()
    app.step()
    table = app.stack.top
    assert table.name == "necromolds_table"
    return session, table


def test_esc_asks_and_stay_keeps_the_game(app):
    session, table = at_the_table(app)
    table.still()
    n, state = len(session.actions), session.state
    post_key(app, pygame.K_ESCAPE)
    ask = app.stack.top
    assert ask.name == "confirm" and "autosaved" in ask.text and "Resume" in ask.text
    assert table in app.stack.visible()  # the table stays in sight, dimmed, behind the question
    _yes, no = ask.button_rects()
    post_click(app, no.center)
    assert app.stack.top is table and len(session.actions) == n and session.state is state
    post_key(app, pygame.K_ESCAPE)
    post_key(app, pygame.K_ESCAPE)  # Esc on the question is Stay too
    assert app.stack.top is table
    for _ in range(5):
        app.step()
    assert app.stack.top is table  # nothing left pending: the table does not leave later by itself


def test_leave_goes_to_the_menu_with_the_autosave_written(app):
    session, _table = at_the_table(app)
    post_key(app, pygame.K_ESCAPE)
    yes, _no = app.stack.top.button_rects()
    post_click(app, yes.center, frames=3)
    menu = app.stack.top
    assert menu.name == "menu"
    saved = read_save(paths.autosave_path("necromolds"))
    assert len(saved.actions) == len(session.actions) and saved.snapshot["phase"] == session.state.phase
    menu.refresh()
    app.step()
    assert menu.autosave.kind == "ok"  # Resume is offered


def test_esc_with_a_tool_in_hand_puts_it_down_first(app):
    _session, table = at_the_table(app)
    table.toggle_tool("ruler")
    post_key(app, pygame.K_ESCAPE)
    assert app.stack.top is table and not table.tools.in_hand()


@pytest.mark.parametrize("size", [(1280, 800), (960, 600)])
def test_a_long_question_is_shown_whole(app, size):
    """Play-test r21: "An unfinished game" over a Necromolds game (its armies named) showed three lines and
    dropped the rest mid-sentence ("… Player 1 in combat, last"), the line saying a new game keeps this one
    in Load game among them. Every word of the question is shown; the panel grows and stays on screen."""
    from tabletop.ui.scenes.confirm import ConfirmScene

    app.ctx.size = size
    text = (
        "Necromolds: Monster Battles: Round 1 · P1 Insectomite, Graveghoul, Mud Mumps (9) vs P2 Slimewick, "
        "Cragmaw (7) · Player 1 in combat, last played today 09:45. A new game keeps this one in Load game."
    )
    question = ConfirmScene(app.ctx, "An unfinished game", text, "Resume it", "New game", lambda: None)
    panel = question.panel_rect()
    assert " ".join(question.lines(panel.width)).split() == text.split()
    assert pygame.Rect((0, 0), size).contains(panel)
    yes, _no = question.button_rects()
    last_line = panel.top + int(TEXT_TOP * ui_scale(size)) + len(question.lines(panel.width)) * question.line_step()
    assert last_line <= yes.top  # the words end above the buttons
