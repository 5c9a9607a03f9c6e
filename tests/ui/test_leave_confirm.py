"""Issue 10: Esc at the table asks before leaving for the menu. Stay (or Esc again) returns to the game
as it was; Leave goes to the menu with the autosave written, and Resume picks the game up."""

from __future__ import annotations

import pygame

from tabletop import paths
from tabletop.core.save import read_save
from tabletop.ui.bot_driver import BotDriver
from tabletop.ui.necromolds import flow
from tabletop.ui.scene import push
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
