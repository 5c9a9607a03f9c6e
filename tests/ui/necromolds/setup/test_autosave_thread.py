"""The app writes its autosave on a thread of its own: a frame never waits on the disk, the
latest action is on disk after a flush (and at quit), and the file is always a whole save."""

from __future__ import annotations

import threading
import time

from tabletop import paths
from tabletop.core.save import read_save
from tabletop.ui import persist


def _session():
    from tabletop.ui.persist import start_session

    return start_session("necromolds", {"mode": "basic"}, [0, 1], [(240, 172, 76), (118, 146, 84)], 5)


def test_background_autosave_writes_the_latest_action_after_a_flush(monkeypatch):
    persist.autosave_in_background(True)
    try:
        session = _session()
        from tabletop.ai import get_bot
        from tabletop.core.protocol import view
        from tabletop.core.rng import RNG

        bot, rng = get_bot("necromolds"), RNG(1)
        for _ in range(25):
            seat = session.game.to_act(session.state)[0]
            session.submit(bot(session.game, view(session.game, session.state, seat), seat, rng))
        assert persist.flush_autosave(10.0)
        assert len(read_save(paths.autosave_path("necromolds")).actions) == len(session.actions)
    finally:
        persist.autosave_in_background(False)


def test_a_slow_disk_does_not_hold_up_the_action(monkeypatch):
    """While a write is slow, the next actions return at once; only the newest is written next."""
    gate = threading.Event()
    written = []
    real = persist.write_save

    def slow_write(path, record):
        gate.wait(5.0)
        written.append(len(record.actions))
        real(path, record)

    monkeypatch.setattr(persist, "write_save", slow_write)
    persist.autosave_in_background(True)
    try:
        session = _session()
        from tabletop.games.necromolds import actions as A

        started = time.perf_counter()
        session.submit(A.MoldPreset(seat=0, preset="starting_tip"))
        session.submit(A.MoldPreset(seat=1, preset="starting_tip"))
        assert time.perf_counter() - started < 1.0  # the writes wait; the game does not
        gate.set()
        assert persist.flush_autosave(10.0)
        assert written[-1] == len(session.actions)
        assert len(written) <= 2  # a write still waiting was replaced by the newer one
    finally:
        persist.autosave_in_background(False)
