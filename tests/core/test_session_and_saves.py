"""Game protocol, action log, save = version + settings + seed + actions, load = replay."""
import json
import os

import pytest

from tabletop.core.errors import IllegalAction, SaveError
from tabletop.core.protocol import Game, fingerprint, try_apply
from tabletop.core.rng import RNG
from tabletop.core.save import SAVE_FORMAT_VERSION, read_save, write_save
from tabletop.core.session import Session

from tests.core.race_game import Act, RaceGame

GAME = RaceGame()


def play(seed=3, target=30, moves=12):
    session = Session(GAME, {"target": target}, seed)
    for i in range(moves):
        seat = session.game.to_act(session.state)
        if not seat:
            break
        session.submit(Act(seat[0], "roll" if i % 3 else "nudge"))
    return session


def test_race_game_implements_protocol():
    assert isinstance(GAME, Game)


def test_illegal_action_is_refused_and_changes_nothing():
    session = play(moves=2)
    before = session.state
    with pytest.raises(IllegalAction, match="turn"):
        session.submit(Act(1 - session.state.turn, "roll"))
    assert session.state is before and len(session.actions) == 2
    applied, reason = try_apply(GAME, session.state, Act(1 - session.state.turn, "roll"))
    assert applied is None and "turn" in reason


def test_save_and_load_reproduce_the_state_exactly(tmp_path):
    session = play()
    path = tmp_path / "game.json"
    session.save(path)
    data = json.loads(path.read_text())
    assert {"version", "game", "settings", "seed", "actions"} <= set(data)
    assert data["version"] == SAVE_FORMAT_VERSION and len(data["actions"]) == len(session.actions)
    loaded = Session.load(lambda name: GAME, path)
    assert GAME.snapshot(loaded.state) == GAME.snapshot(session.state)
    # and the game goes on identically (the RNG was restored by the replay)
    for s in (session, loaded):
        if GAME.to_act(s.state):
            s.submit(Act(s.state.turn, "roll"))
    assert GAME.snapshot(loaded.state) == GAME.snapshot(session.state)


def test_write_is_atomic(tmp_path, monkeypatch):
    path = tmp_path / "game.json"
    play().save(path)
    good = path.read_text()

    def crash(*args, **kwargs):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(OSError):
        play(seed=99).save(path)
    assert path.read_text() == good
    assert [p.name for p in tmp_path.iterdir() if p.is_file()] == ["game.json"]  # no temp file left behind


@pytest.mark.parametrize("content, expected", [
    (None, "file not found"),
    ("", "empty"),
    ('{"version": 1, "game": "race", "settings": {"target": 3', "truncated"),
    ('{"version": 1, "game": "race",, }', "corrupt JSON at line 1"),
    ('[1, 2]', "JSON object"),
    ('{"version": 99, "game": "race", "settings": {}, "seed": 1, "actions": []}', "version 99 is not supported"),
    ('{"game": "race"}', "'version' is missing"),
    ('{"version": 1, "game": "race", "settings": {}, "seed": "x", "actions": []}', "field 'seed'"),
    ('{"version": 1, "game": "race", "settings": {}, "actions": []}', "seed"),
])
def test_bad_save_names_file_and_problem(tmp_path, content, expected):
    path = tmp_path / "bad.json"
    if content is not None:
        path.write_text(content)
    with pytest.raises(SaveError) as info:
        read_save(path)
    message = str(info.value)
    assert str(path) in message and expected in message


def test_binary_garbage_is_reported(tmp_path):
    path = tmp_path / "junk.json"
    path.write_bytes(bytes(range(256)))
    with pytest.raises(SaveError, match="junk.json"):
        read_save(path)


def test_tampered_log_is_reported(tmp_path):
    path = tmp_path / "game.json"
    play().save(path)
    data = json.loads(path.read_text())
    data["actions"][1]["seat"] = data["actions"][0]["seat"]  # same seat twice: out of turn
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match=r"actions\[1\] does not replay"):
        Session.load(lambda n: GAME, path)
    data["actions"][1] = {"nonsense": True}
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match=r"actions\[1\] is not a valid action"):
        Session.load(lambda n: GAME, path)


def test_changed_snapshot_fails_verification(tmp_path):
    path = tmp_path / "game.json"
    session = play()
    save = session.to_save()
    save.fingerprint = "0" * 16
    write_save(path, save)
    with pytest.raises(SaveError, match="does not reproduce"):
        Session.load(lambda n: GAME, path)
    assert Session.load(lambda n: GAME, path, verify=False).state == session.state


def test_save_for_another_game_is_refused(tmp_path):
    path = tmp_path / "game.json"
    play().save(path)
    data = json.loads(path.read_text())
    data["game"] = "chess"
    path.write_text(json.dumps(data))

    def lookup(name):
        raise KeyError(name)

    with pytest.raises(SaveError, match="unknown game 'chess'"):
        Session.load(lookup, path)


def test_undo_never_passes_a_seen_roll():
    session = Session(GAME, {"target": 50}, 1)
    session.submit(Act(0, "nudge"))
    assert session.can_undo()
    assert session.undo() and session.actions == []
    session.submit(Act(0, "roll"))
    assert not session.can_undo() and not session.undo()
    session.submit(Act(1, "nudge"))
    assert session.undo()
    assert len(session.actions) == 1 and not session.undo()


def test_undo_replays_to_the_same_state():
    session = play(moves=5)
    before = GAME.snapshot(session.state)
    session.submit(Act(session.state.turn, "nudge"))
    session.undo()
    assert GAME.snapshot(session.state) == before


def test_fingerprint_is_order_independent():
    assert fingerprint({"a": 1, "b": [1, 2]}) == fingerprint({"b": [1, 2], "a": 1})
    assert fingerprint({"a": 1}) != fingerprint({"a": 2})


def test_outcome_and_to_act():
    session = play(target=8, moves=40)
    assert session.outcome() is not None and GAME.to_act(session.state) == []
    assert RNG.from_state(session.state.rng_state)  # state kept as data


class VersionedRace(RaceGame):
    """The race game whose content (the die) can change between versions."""

    def __init__(self, version="v1"):
        self.version = version

    def content_version(self, settings):
        return f"{self.version}-target{settings['target']}"


def test_save_records_content_version_and_names_a_mismatch(tmp_path):
    path = tmp_path / "game.json"
    session = Session(VersionedRace("v1"), {"target": 30}, 3)
    for i in range(6):
        session.submit(Act(session.state.turn, "roll"))
    session.save(path)
    assert read_save(path).content_version == "v1-target30"
    # same content: loads
    Session.load(lambda n: VersionedRace("v1"), path)
    # other content and a log that no longer reproduces: the message says why
    save = read_save(path)
    save.fingerprint = "f" * 16
    write_save(path, save)
    with pytest.raises(SaveError, match="made with other race content, version v1-target30; this app has version v2-target30"):
        Session.load(lambda n: VersionedRace("v2"), path)
    with pytest.raises(SaveError) as same:
        Session.load(lambda n: VersionedRace("v1"), path)
    assert "other race content" not in str(same.value)
