"""Play-test r18 C1: Load game, Resume and the menu's line showed a game's last action's time, not when it
was last played (a player who looked on, or took an action back, and left later saw an older time); and a
take-back left the undone action in the autosave, so Resume brought it back."""

from __future__ import annotations

import os
import time

import pygame

from tabletop import paths
from tabletop.core.save import read_save
from tabletop.ui import persist
from tabletop.ui.save_list import save_files
from tests.ui.conftest import post_click, post_key
from tests.ui.test_leave_confirm import at_the_table

AN_HOUR = 3600.0


def test_leaving_the_table_stamps_the_autosave_with_when_it_was_last_played(app):
    """The autosave's time (the file's, which every list shows) is when the table was left."""
    session, _table = at_the_table(app)
    path = paths.autosave_path("necromolds")
    then = time.time() - AN_HOUR
    os.utime(path, (then, then))  # the last action an hour ago; the player looked on since
    post_key(app, pygame.K_ESCAPE)
    yes, _no = app.stack.top.button_rects()
    post_click(app, yes.center, frames=3)
    menu = app.stack.top
    assert menu.name == "menu"
    menu.refresh()
    now = time.time()
    assert now - persist.autosave_status("necromolds").modified < 60  # the menu's line and Resume
    assert [now - e.modified < 60 for e in save_files() if e.autosave] == [True]  # Load game
    assert len(read_save(path).actions) == len(session.actions)


def test_an_undone_action_is_gone_from_the_autosave(app):
    """Undo replays the log without telling the autosave: it is written again at once."""
    session, table = at_the_table(app)
    table.still()
    seat = session.game.to_act(session.state)[0]
    for action in session.game.legal_actions(session.state, seat):
        before = len(session.actions)
        if table.human(seat) and table.submit(action) and table.can_undo():
            break
        assert len(session.actions) in (before, before + 1)
    else:
        raise AssertionError("no undoable action for the seat at the screen")
    assert len(read_save(paths.autosave_path("necromolds")).actions) == len(session.actions)
    table.undo()
    assert len(read_save(paths.autosave_path("necromolds")).actions) == len(session.actions)
