"""Deployment with four players (NM-MULTI-*): the other armies' counts under the tray stay above why
Done waits. At 960x600 with large text, while the computer (Player 4) deployed, "Player 3: 9 of 9
deployed" was drawn over "The computer is deploying its army." (playing r27, 4-player hot-seat)."""

from __future__ import annotations

import pygame

from tabletop.ui import layout
from tabletop.ui.necromolds.setup import deploy, frame
from tests.ui.necromolds.setup.conftest import new_session
from tests.ui.recording import Recording


def test_other_armies_counts_stay_above_why_done_waits(user_home, monkeypatch):
    from tabletop.ui.app import App
    from tabletop.ui.bot_driver import BotDriver
    from tabletop.ui.persist import autosave_in_background
    from tests.ui.necromolds.setup.conftest import open_game

    size = (960, 600)
    app = App(size=size, read_settings=False)
    autosave_in_background(False)
    app.step()
    layout.set_preferences(100, True)
    try:
        session = new_session(bots=(3,), players=4, map="terraces")
        driver = BotDriver(session, range(4), delay=0.0)
        st = session.state
        while not (st.phase == "deploy" and all(session.state.seats[k].deploy_done for k in range(3))):
            seat = next(iter(session.game.to_act(session.state)))
            if session.state.phase == "deploy" and seat == 3:  # the computer deploys last, one monster on
                mine = [m for m in session.state.monsters if m.owner == 3 and not m.deployed]
                if len(mine) < 5:
                    break
            assert driver.step(seat) is not None
            st = session.state
        if session.state.phase == "deploy" and 3 not in session.game.to_act(session.state):
            raise AssertionError("the computer's deployment was not reached")
        screen = open_game(app, session)
        step = screen.step
        assert isinstance(step, deploy.DeployStep) and step.seat == 3
        counts: list[pygame.Surface] = []  # the pictures themselves, so no id() is reused
        real_text = deploy.look.text

        def spy_text(kind, fs, words, *a, **k):
            img = real_text(kind, fs, words, *a, **k)
            if "deployed" in words or "/" in words:
                counts.append(img)
            return img

        reason: list[pygame.Rect] = []
        real_wrapped = frame.D.draw_wrapped

        def spy_wrapped(surf, words, kind, fs, colour, rect, *a, **k):
            if words.startswith("The computer is deploying"):
                reason.append(pygame.Rect(rect))
            return real_wrapped(surf, words, kind, fs, colour, rect, *a, **k)

        monkeypatch.setattr(deploy.look, "text", spy_text)
        monkeypatch.setattr(frame.D, "draw_wrapped", spy_wrapped)
        surface = Recording(size)
        screen.draw(surface)
    finally:
        layout.set_preferences(100, False)
        app.close()
    assert reason, "why Done waits is drawn"
    drawn = [r for img, r in surface.put if any(img is c for c in counts)]
    assert drawn, "the other armies' counts are drawn"
    assert max(r.bottom for r in drawn) <= reason[0].top, (drawn, reason[0])
