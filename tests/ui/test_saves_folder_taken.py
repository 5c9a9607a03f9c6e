"""Issue 22, "Small": if the data folder's `saves` is a regular file, the app would not start and
`screenshot` showed a traceback. The app starts, says so, and saves elsewhere (saying where)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop import paths


@pytest.fixture
def saves_is_a_file(user_home):
    taken = user_home / "saves"
    taken.write_text("not a folder")
    return taken


def test_saves_go_elsewhere_and_the_reason_says_where(saves_is_a_file, user_home):
    folder, problem = paths.saves_folder()
    assert folder == user_home / "saved-games" and folder.is_dir()
    assert problem is not None and str(saves_is_a_file) in problem and str(folder) in problem
    assert "is a file, not a folder" in problem
    assert saves_is_a_file.read_text() == "not a folder"  # the player's file is left alone


def test_the_app_starts_says_so_and_saves_in_the_other_folder(saves_is_a_file, user_home):
    from tabletop.ui import persist
    from tabletop.ui.app import App
    from tabletop.ui.rise import flow

    app = App(size=(1280, 800))
    try:
        app.step()
        menu = app.stack.top
        assert menu.name == "menu"
        assert menu.message is not None and "is a file, not a folder" in menu.message_text
        assert str(user_home / "saved-games") in menu.message_text
        session = flow.start_session({"players": 3}, {1, 2}, seed=4)
        path = persist.save_game(session, "evening")
        assert path == user_home / "saved-games" / "evening.json"
        menu._close_message()
        from tabletop.ui.scene import push
        from tabletop.ui.scenes.load_game import LoadScene

        app.stack.apply(push(LoadScene(app.ctx)))
        scene = app.stack.top
        assert [e.path for e in scene.entries if not e.autosave] == [path]
        assert scene.folder_line().startswith("Saves folder: ") and "home/saved-games" in scene.folder_line()
        errors = app.errors
    finally:
        app.close()
    assert errors == 0


@pytest.mark.parametrize("scene", ["menu", "load"])
def test_screenshot_runs_without_a_traceback(saves_is_a_file, user_home, tmp_path, scene):
    out = tmp_path / f"{scene}.png"
    env = dict(os.environ, NECRO_TABLETOP_HOME=str(user_home), PYTHONPATH=str(Path(__file__).resolve().parents[2]))
    done = subprocess.run(
        [sys.executable, "-m", "tabletop", "screenshot", "--scene", scene, "--out", str(out)],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr and out.exists()
