"""Play-test r18 C6: `tabletop watch --size 1280x800 FILE` opened at the window size saved in Settings
(1280x800 is the default size, which the app took for "no size asked"). A size asked for is that run's,
checked, and the saved setting is left as it was."""

from __future__ import annotations

import pytest

from tabletop import paths
from tabletop.ui.settings_store import Settings, load_settings, save_settings

SAVED = (1024, 640)


def _saved(show_fps: bool = False) -> None:
    save_settings(paths.settings_path(), Settings(window_width=SAVED[0], window_height=SAVED[1], show_fps=show_fps))


@pytest.mark.parametrize("asked", [(1280, 800), (1100, 700)])
def test_a_size_asked_for_opens_the_window_and_leaves_the_saved_one(user_home, asked):
    from tabletop.ui.app import App

    _saved()
    app = App(size=asked)
    try:
        app.step()
        assert app.window.get_size() == asked == app.ctx.size
        st = app.ctx.settings
        assert app.request_settings(Settings(**{**st.__dict__, "show_fps": True})) is None  # another setting
        app._apply_window()
        app.step()
        assert app.window.get_size() == asked  # the window stays as asked
        saved = load_settings(paths.settings_path())[0]
        assert saved.show_fps and saved.window_size == SAVED  # saved: the change, not this run's size
    finally:
        app.close()


def test_without_a_size_the_saved_one_is_used(user_home):
    from tabletop.ui.app import App

    _saved()
    app = App()
    try:
        assert app.window.get_size() == SAVED
    finally:
        app.close()


def _watch_args(argv, monkeypatch, tmp_path):
    from tabletop import cli
    from tabletop.ui import app as app_module
    from tabletop.ui import persist

    session = persist.start_session("rise", {"players": 2}, [1], persist.default_colours(2), seed=3)
    path = tmp_path / "game.json"
    session.save(path)
    got: dict = {}

    def run(start=None, **kwargs):
        got.update(kwargs)
        return 0

    monkeypatch.setattr(app_module, "run", run)
    assert cli.main([a.replace("FILE", str(path)) for a in argv]) == 0
    return got


@pytest.mark.parametrize("argv", [["watch", "--size", "1280x800", "FILE"], ["--size", "1280x800", "watch", "FILE"]])
def test_tabletop_watch_passes_its_size_on(user_home, monkeypatch, tmp_path, argv):
    assert _watch_args(argv, monkeypatch, tmp_path)["size"] == (1280, 800)
    assert "size" not in _watch_args(["watch", "FILE"], monkeypatch, tmp_path)  # the saved one


@pytest.mark.parametrize("bad", ["big", "1280x", "10x10", "99999x800"])
def test_a_bad_size_is_refused_with_the_reason(user_home, capsys, bad):
    from tabletop import cli

    with pytest.raises(SystemExit) as stop:
        cli.main(["watch", "--size", bad, "some.json"])
    assert stop.value.code == 2
    assert "size" in capsys.readouterr().err
