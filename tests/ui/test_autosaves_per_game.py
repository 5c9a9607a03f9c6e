"""Issue 21, "It must never lose a game": starting a Necromolds game replaced the unfinished Rise
autosave. Each game keeps its own autosave, Resume lists them all (title, when, where in the game),
a new game of a title with an unfinished autosave asks first, and an earlier version's single
autosave.json is still resumed."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
import time
from pathlib import Path

from tabletop import paths
from tabletop.core.save import read_save
from tabletop.ui import persist
from tests.ui.conftest import post_click, post_key

AMBER, MOSS = (240, 172, 76), (118, 146, 84)


def rise_game(actions: int = 4, seed: int = 12):
    from tabletop.ui.rise import flow

    session = flow.start_session({"players": 3}, {1, 2}, seed=seed)
    for _ in range(actions):
        seat = session.game.to_act(session.state)[0]
        session.submit(session.game.legal_actions(session.state, seat)[0])
    return session


def necromolds_game(seed: int = 5):
    from tabletop.ui.necromolds import flow

    return flow.start_session({"mode": "standard"}, {1}, [AMBER, MOSS], seed=seed)


def test_starting_a_necromolds_game_keeps_the_unfinished_rise_game_resumable(app):
    """The issue's steps: an unfinished Rise game, then a new Necromolds game: Rise is still resumable."""
    rise = rise_game()
    necromolds_game()
    assert paths.autosave_path("rise").exists() and paths.autosave_path("necromolds").exists()
    assert persist.autosave_status("rise").kind == "ok"
    resumed = persist.resume_autosave("rise")
    assert resumed.actions == rise.actions and resumed.state == rise.state


def test_resume_lists_every_unfinished_game_with_its_title_when_and_where(app):
    from tabletop.ui.scenes.resume import ResumeScene, row_lines

    rise_game()
    time.sleep(0.01)
    necromolds_game()
    menu = app.stack.top
    menu.refresh()
    app.step()
    assert [a.game for a in menu.autosaves] == ["necromolds", "rise"]  # newest first
    assert menu.buttons["resume"].text == "Resume a game (2 waiting)"
    line = menu.saves_line()
    assert "Rise of the Necromancers" in line and "Necromolds" in line
    post_click(app, menu.buttons["resume"].rect.center)
    chooser = app.stack.top
    assert isinstance(chooser, ResumeScene) and len(chooser.statuses) == 2
    title, where = row_lines(chooser.statuses[1])
    assert title == "Rise of the Necromancers"
    assert "round" in where and "today" in where  # where it stands (from the replayed game) and when
    assert "Rise of the Necromancers" not in where  # the title is not repeated on its line
    _row, button = chooser.row_rects()[1]
    post_click(app, button.center, frames=3)
    assert app.stack.top.session.game.name == "rise"
    app.stack.pop()
    assert app.stack.top is menu  # the list gave way to the game, over the menu


def test_one_unfinished_game_says_which_game_where_and_when_under_resume(app):
    rise_game()
    menu = app.stack.top
    menu.refresh()
    assert menu.buttons["resume"].text == "Resume your last game"
    line = menu.saves_line()
    assert line.startswith("Rise of the Necromancers · today ") and "round" in line


def test_a_new_game_of_a_title_with_an_unfinished_game_asks_first_and_keeps_the_old_one(app):
    """Nothing is overwritten without asking: the plaque asks Resume it / New game; a new game keeps the
    old one in the saves folder, where Load finds it."""
    from tabletop.ui.layout import centre, menu_layout
    from tabletop.ui.scenes.confirm import ConfirmScene

    old = rise_game(actions=5)
    menu = app.stack.top
    menu.refresh()
    post_click(app, centre(menu_layout(app.ctx.size).button("rise")))
    question = app.stack.top
    assert isinstance(question, ConfirmScene) and question.yes_label == "Resume it"
    assert "Rise of the Necromancers" in question.text and "round" in question.text
    # Esc: nothing happens, back on the menu.
    post_key(app, __import__("pygame").K_ESCAPE)
    assert app.stack.top is menu and len(read_save(paths.autosave_path("rise")).actions) == 5
    # Resume it: the same game.
    post_click(app, centre(menu_layout(app.ctx.size).button("rise")))
    _yes, no = app.stack.top.button_rects()
    yes, _no = app.stack.top.button_rects()
    post_click(app, yes.center, frames=3)
    assert app.stack.top.session.state == old.state
    app.stack.pop()
    menu.refresh()
    # New game: the new-game screen; starting it keeps the unfinished game as a save.
    post_click(app, centre(menu_layout(app.ctx.size).button("rise")))
    post_click(app, no.center, frames=3)
    assert app.stack.top.name == "rise_setup"
    rise_game(actions=1, seed=99)
    kept = list(paths.saves_dir().glob("rise-unfinished-*.json"))
    assert len(kept) == 1 and read_save(kept[0]).seed == old.seed and len(read_save(kept[0]).actions) == 5
    assert len(read_save(paths.autosave_path("rise")).actions) == 1


def test_loading_a_save_keeps_the_unfinished_autosave_of_its_game(app):
    first = rise_game(actions=3, seed=1)
    path = persist.save_game(first, "early")
    later = rise_game(actions=6, seed=2)  # the autosave now holds another unfinished game
    loaded = persist.load_game(path)
    persist.attach_autosave(loaded)
    kept = [read_save(p) for p in paths.saves_dir().glob("rise-unfinished-*.json")]
    assert [(k.seed, len(k.actions)) for k in kept if k.seed == later.seed] == [(2, 6)]
    assert read_save(paths.autosave_path("rise")).seed == 1


def test_an_earlier_versions_single_autosave_is_still_resumed(app):
    """Old `autosave.json` files are moved to their game's autosave and resumed."""
    game = rise_game(actions=3)
    os.replace(paths.autosave_path("rise"), paths.legacy_autosave_path())
    persist._status_cache.clear()
    menu = app.stack.top
    menu.refresh()
    assert menu.autosave.kind == "ok" and menu.autosave.game == "rise"
    assert not paths.legacy_autosave_path().exists() and paths.autosave_path("rise").exists()
    post_click(app, menu.buttons["resume"].rect.center, frames=3)
    assert app.stack.top.session.state == game.state


def test_an_earlier_autosave_beside_a_newer_one_of_its_game_goes_to_the_saves_folder(app):
    old = rise_game(actions=2, seed=3)
    os.replace(paths.autosave_path("rise"), paths.legacy_autosave_path())
    rise_game(actions=4, seed=4)
    statuses = persist.autosave_statuses()
    assert [s.game for s in statuses] == ["rise"] and statuses[0].actions == 4
    moved = list(paths.saves_dir().glob("rise-autosave-*.json"))
    assert len(moved) == 1 and read_save(moved[0]).seed == old.seed and len(read_save(moved[0]).actions) == 2


def test_a_half_written_autosave_leaves_the_previous_one_resumable(app, monkeypatch):
    """A write cut short (the temporary file half written, the rename never done) changes nothing."""
    game = rise_game(actions=3)
    good = paths.autosave_path("rise").read_bytes()
    half = paths.autosave_path("rise").with_name("autosave-rise.json.ab12cd34.tmp")
    half.write_bytes(good[: len(good) // 2])

    def power_cut(*_a, **_k):
        raise OSError("power cut")

    with monkeypatch.context() as patch:
        patch.setattr("tabletop.core.save.os.replace", power_cut)
        seat = game.game.to_act(game.state)[0]
        game.submit(game.game.legal_actions(game.state, seat)[0])
    assert paths.autosave_path("rise").read_bytes() == good
    persist._status_cache.clear()
    assert persist.autosave_status("rise").kind == "ok"
    assert len(persist.resume_autosave("rise").actions) == 3


KILLED = textwrap.dedent(
    """
    import os, sys
    from tabletop.ui import persist
    from tabletop.ui.rise import flow
    game = flow.start_session({"players": 3}, {0, 1, 2}, seed=int(sys.argv[1]))
    print("started", flush=True)
    while game.outcome() is None:
        seat = game.game.to_act(game.state)[0]
        game.submit(game.game.legal_actions(game.state, seat)[0])
    """
)


def test_kill_9_while_autosaving_leaves_a_resumable_autosave_of_each_game(user_home, tmp_path):
    """kill -9 in the middle of a game that autosaves after every action (and a Necromolds game's
    autosave beside it untouched): the Rise autosave left is whole and resumes."""
    necromolds_game()
    before = paths.autosave_path("necromolds").read_bytes()
    script = tmp_path / "killed.py"
    script.write_text(KILLED)
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).resolve().parents[2]), NECRO_TABLETOP_HOME=str(user_home))
    for delay in (0.05, 0.3):
        proc = subprocess.Popen([sys.executable, str(script), "7"], env=env, stdout=subprocess.PIPE)
        assert proc.stdout is not None and proc.stdout.readline().strip() == b"started"
        time.sleep(delay)
        proc.kill()  # SIGKILL
        proc.wait(timeout=10)
        persist._status_cache.clear()
        assert persist.autosave_status("rise").kind in ("ok", "finished")
        assert persist.resume_autosave("rise").game.name == "rise"
    assert paths.autosave_path("necromolds").read_bytes() == before


def test_a_long_where_line_takes_two_rows_instead_of_being_cut_issue_21(ctx):
    """Found in a real window: the Necromolds row read "Round 5 · P1 Mud Mumps (2) vs P2 Insectomite,
    Grav…", cut. Where a game stands now takes two rows when it needs them; only a text longer than two
    rows is cut; a short one stays one row."""
    from tabletop.ui import look
    from tabletop.ui.scenes.resume import line_rows

    font = look.font("sans", 15)
    text = "today 00:26 · Round 5 · P1 Mud Mumps (2) vs P2 Insectomite, Graveghoul, Mud Mumps (4)"
    rows = line_rows(text, font, 520)
    assert len(rows) == 2 and " ".join(rows) == text and all(font.size(r)[0] <= 520 for r in rows)
    assert line_rows("today 00:11 · 3 players, round 12", font, 520) == ["today 00:11 · 3 players, round 12"]
    long = line_rows(text * 4, font, 520)
    assert len(long) == 2 and long[1].endswith("…") and font.size(long[1])[0] <= 520


def test_loading_a_save_of_the_autosaved_game_makes_no_copy_of_the_autosave(app):
    """Play-test r21: Load of a save of the very game the autosave holds (at the same point, or further)
    moved the autosave into the saves folder as '<game>-unfinished-…', a twin of the save, on every Load.
    Nothing would be lost by replacing it, so nothing is copied; a save behind the autosave still keeps it."""
    game = rise_game(actions=4, seed=3)
    at_four = persist.save_game(game, "at-four")
    persist.attach_autosave(persist.load_game(at_four))  # the same game at the same point
    assert not list(paths.saves_dir().glob("rise-unfinished-*.json"))
    seat = game.game.to_act(game.state)[0]
    game.submit(game.game.legal_actions(game.state, seat)[0])
    further = persist.save_game(game, "further")
    persist.attach_autosave(persist.load_game(further))  # the autosave is this game some actions ago
    assert not list(paths.saves_dir().glob("rise-unfinished-*.json"))
    assert len(read_save(paths.autosave_path("rise")).actions) == 5
    persist.attach_autosave(persist.load_game(at_four))  # a save behind the autosave: its last action is kept
    kept = [read_save(p) for p in paths.saves_dir().glob("rise-unfinished-*.json")]
    assert [len(k.actions) for k in kept] == [5]


def test_a_finished_game_stays_watchable_after_the_next_game_of_its_title(app, tmp_path):
    """Play-test r21: a finished game lived only in its autosave (Load's Watch plays it again), and starting
    the next game of its title, a Rematch too, replaced it: the game was gone. It is kept in the saves
    folder as '<game>-finished-<when>.json', whole, and Watch opens it."""
    from tabletop import simulate
    from tabletop.ui.replay.scene import open_viewer

    assert simulate.main(["corp", "--seed", "5", "--players", "2", "--games", "1", "--save-dir", str(tmp_path)]) == 0
    (finished,) = tmp_path.glob("*.json")
    paths.autosave_path("corp").write_bytes(finished.read_bytes())
    persist._status_cache.clear()
    assert persist.autosave_status("corp").kind == "finished"
    from tabletop.ui.corp import flow

    flow.start_session({"players": 2}, {1}, seed=77)  # the next game of its title
    (kept,) = paths.saves_dir().glob("corp-finished-*.json")
    assert read_save(kept).actions == read_save(finished).actions
    assert not list(paths.saves_dir().glob("corp-unfinished-*.json"))
    viewer = open_viewer(app.ctx, kept)
    assert viewer.timeline.end == len(read_save(finished).actions)
