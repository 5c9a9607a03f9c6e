"""Undo at the NecronomiCORP table tells the fight's record again from the log only while a fight is on
(found by the seeded monkey, tests/ui/test_monkey_corp_headless.py, NECRO_MONKEY_SEED=13: Ctrl+Z late in
a long game took a frame of 270-320 ms of CPU: the undo's replay, then a second replay of the whole log
for a fight record that was then dropped, no fight being on)."""

from __future__ import annotations

import random

from tabletop.ui.corp.table import scene as table_scene
from tests.ui.corp.conftest import table


def _counting(monkeypatch) -> list:
    calls: list = []
    real = table_scene.replayed

    def counted(*args, **kw):
        calls.append(len(args[3]))
        return real(*args, **kw)

    monkeypatch.setattr(table_scene, "replayed", counted)
    return calls


def _play_until(scene, rng, wanted, limit: int = 400) -> bool:
    """Random legal actions of whoever acts (every seat a person) until `wanted(session)` after one."""
    s = scene.session
    g = s.game
    for _ in range(limit):
        if s.outcome() is not None:
            return False
        seat = g.to_act(s.state)[0]
        s.submit(rng.choice(g.legal_actions(s.state, seat)))
        if wanted(s):
            return True
    return False


def _quiet_before(session) -> bool:
    """No fight on before the last action either (the undo lands on a state with none)."""
    from tabletop.core.session import Session

    again = Session(session.game, session.settings, session.seed)
    for a in session.actions[:-1]:
        again.submit(a)
    return again.state.fight is None


def test_undo_with_no_fight_on_replays_the_log_once(ctx, screen, monkeypatch):
    """No fight on after the undo: no second replay, no fight record."""
    calls = _counting(monkeypatch)
    scene = table(ctx, {"players": 2}, 4, bots=())
    rng = random.Random(4)
    assert _play_until(
        scene, rng, lambda s: len(s.actions) > 20 and s.can_undo() and s.state.fight is None and _quiet_before(s)
    )
    before = len(scene.session.actions)
    scene.undo()
    assert len(scene.session.actions) == before - 1
    assert scene.session.state.fight is None
    assert calls == [], "the whole log replayed a second time for a fight that is not on"
    assert scene.fight_record is None


def test_undo_in_a_fight_keeps_its_record(ctx, screen, monkeypatch):
    """A choice in a fight taken back: the fight's record is told again from the log (its dice so far)."""
    calls = _counting(monkeypatch)
    for seed in range(1, 30):
        scene = table(ctx, {"players": 2}, seed, bots=())
        rng = random.Random(seed)
        if _play_until(scene, rng, lambda s: s.state.fight is not None and s.can_undo()):
            break
    else:
        raise AssertionError("no seed took back a choice in a fight")
    scene.undo()
    assert scene.session.state.fight is not None
    assert calls == [len(scene.session.actions)]
    assert scene.fight_record is not None
