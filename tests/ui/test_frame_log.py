"""The app's slow-frame log (TABLETOP_SLOW_FRAME_MS), which the monkey tests read."""

from __future__ import annotations

import pygame

from tabletop.ui.app import App, slow_frame_ms


def _run_frames(monkeypatch, last: int, on_frame=None) -> None:
    """An app's own loop for `last` frames (then a Quit), `on_frame(app, n)` called before frame n."""
    app = App(size=(1280, 800))
    step = app.step
    frames: list[float] = []

    def counted(dt, *rest, **how):  # the loop hands on its events and whether to draw (App.frame)
        frames.append(dt)
        if on_frame is not None:
            on_frame(app, len(frames))
        if len(frames) == last:
            pygame.event.post(pygame.event.Event(pygame.QUIT))
        step(dt, *rest, **how)

    monkeypatch.setattr(app, "step", counted)
    try:
        assert app.run_loop() == 0
    finally:
        app.close()


def test_slow_frame_threshold_from_the_environment(monkeypatch):
    monkeypatch.delenv("TABLETOP_SLOW_FRAME_MS", raising=False)
    assert slow_frame_ms() is None
    for text, want in (("250", 250.0), ("0", 0.0), ("12.5", 12.5), ("-1", None), ("nan", None), ("fast", None)):
        monkeypatch.setenv("TABLETOP_SLOW_FRAME_MS", text)
        assert slow_frame_ms() == want, text


def test_frames_over_the_threshold_are_logged_with_their_cpu_time_and_screen(user_home, monkeypatch):
    """Every frame but the first (fonts, backdrop) over the threshold is logged; a frame that opened
    another screen names both; the slowest is logged when the app ends."""
    monkeypatch.setenv("TABLETOP_SLOW_FRAME_MS", "0")
    monkeypatch.delenv("TABLETOP_PROFILE_SLOW", raising=False)

    def third_opens_new_game(app, frame: int) -> None:
        if frame == 3:
            from tabletop.ui.necromolds.new_game import NecromoldsNewGame
            from tabletop.ui.scene import push

            app.stack.apply(push(NecromoldsNewGame(app.ctx)))

    _run_frames(monkeypatch, 5, third_opens_new_game)
    log = (user_home / "tabletop.log").read_text()
    slow = [line for line in log.splitlines() if "app: slow frame" in line]
    assert "app: first frame" in log
    assert len(slow) == 4, slow  # frames 2 to 5
    assert all("(cpu " in line for line in slow)
    assert "in scene menu -> necromolds_setup" in slow[1]
    assert "app: slowest frame" in log
    assert "app: profile of that frame" not in log  # profiled only when TABLETOP_PROFILE_SLOW says where


def test_frames_are_not_timed_without_the_setting(user_home, monkeypatch):
    monkeypatch.delenv("TABLETOP_SLOW_FRAME_MS", raising=False)
    app = App(size=(1280, 800))
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    try:
        assert app.run_loop() == 0
    finally:
        app.close()
    log = (user_home / "tabletop.log").read_text()
    assert "slow frame" not in log and "slowest frame" not in log


def test_a_screen_change_collects_garbage_and_freezes_the_survivors(user_home):
    """Pacing the collector: the frame that changes screens collects the garbage cycles and freezes
    what survives, so an automatic full collection later (a 374 ms frame mid-drag in CI) walks only
    what the new screen made; closing the app hands the frozen objects back."""
    import gc
    import weakref

    from tests.ui.test_robustness import Exploding

    app = App(start=Exploding)
    try:
        gc.unfreeze()

        class Cycle:
            pass

        junk = Cycle()
        junk.me = junk
        gone = weakref.ref(junk)
        del junk
        gc.disable()  # no automatic collection may do the work instead
        try:
            app.step()  # the scene's update raises: the error screen replaces it
            assert app.stack.top.name == "error"
            assert gone() is None, "the screen change collected the garbage cycle"
            assert gc.get_freeze_count() > 0, "and froze what survived"
            frozen = gc.get_freeze_count()
            app.step()  # an ordinary frame: nothing collected or frozen
            assert gc.get_freeze_count() <= frozen  # (frozen objects freed by refcount leave the count)
        finally:
            gc.enable()
    finally:
        app.close()
    assert gc.get_freeze_count() == 0


def test_a_slow_frames_profile_is_kept_where_the_setting_says(user_home, monkeypatch, tmp_path):
    """TABLETOP_PROFILE_SLOW (beside TABLETOP_SLOW_FRAME_MS): each slow frame's cProfile is kept in that
    folder and its costliest calls logged (how the monkey's rare slow frame in necromolds_deploy was
    traced to the bot's one-by-one deployment search); without it nothing is profiled."""
    import pstats

    folder = tmp_path / "profiles"
    monkeypatch.setenv("TABLETOP_SLOW_FRAME_MS", "0")
    monkeypatch.setenv("TABLETOP_PROFILE_SLOW", str(folder))
    _run_frames(monkeypatch, 3)
    kept = sorted(folder.glob("slow-*.prof"))
    assert len(kept) == 2  # frames 2 and 3 (the first frame is never counted slow)
    assert pstats.Stats(str(kept[0])).total_tt > 0
    log = (user_home / "tabletop.log").read_text()
    assert log.count("app: profile of that frame") == 2 and log.count("app: slow frame") == 2
