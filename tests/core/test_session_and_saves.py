"""Game protocol, action log, save = version + settings + seed + actions, load = replay."""

import json
import os
import time
from pathlib import Path

import msgspec
import pytest

from tabletop.core.errors import IllegalAction, SaveError
from tabletop.core.protocol import Game, fingerprint, try_apply
from tabletop.core.rng import RNG
from tabletop.core.save import SAVE_FORMAT_VERSION, atomic_write_text, clean_stale_temps, read_save, write_save
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


@pytest.mark.parametrize(
    "content, expected",
    [
        (None, "file not found"),
        ("", "empty"),
        ('{"version": 1, "game": "race", "settings": {"target": 3', "truncated"),
        ('{"version": 1, "game": "race",, }', "corrupt JSON at line 1"),
        ("[1, 2]", "JSON object"),
        ('{"version": 99, "game": "race", "settings": {}, "seed": 1, "actions": []}', "version 99 is not supported"),
        ('{"game": "race"}', "'version' is missing"),
        ('{"version": 1, "game": "race", "settings": {}, "seed": "x", "actions": []}', "field 'seed'"),
        ('{"version": 1, "game": "race", "settings": {}, "actions": []}', "seed"),
    ],
)
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
    with pytest.raises(SaveError, match=r"junk.json"):
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
    for _i in range(6):
        session.submit(Act(session.state.turn, "roll"))
    session.save(path)
    assert read_save(path).content_version == "v1-target30"
    # same content: loads
    Session.load(lambda n: VersionedRace("v1"), path)
    # other content and a log that no longer reproduces: the message says why
    save = read_save(path)
    save.fingerprint = "f" * 16
    write_save(path, save)
    with pytest.raises(
        SaveError, match="made with other race content, version v1-target30; this app has version v2-target30"
    ):
        Session.load(lambda n: VersionedRace("v2"), path)
    with pytest.raises(SaveError) as same:
        Session.load(lambda n: VersionedRace("v1"), path)
    assert "other race content" not in str(same.value)


# -- no file can hang or crash the loader --------------------------------------------------------


def write_doc(path, doc):
    path.write_text(json.dumps(doc))
    return path


def race_doc(**changes):
    """A real race save as a dict, with fields replaced."""
    doc = json.loads(json.dumps(msgspec.to_builtins(play().to_save())))
    doc.update(changes)
    return doc


def test_a_file_larger_than_any_save_is_refused_by_its_size_before_it_is_read(tmp_path, monkeypatch):
    from tabletop.core import save as save_module

    path = tmp_path / "huge.json"
    with open(path, "wb") as handle:  # 200 MB, sparse: costs no disk and no time to write
        handle.truncate(200 * 1024 * 1024)
    read = []
    monkeypatch.setattr(json, "loads", lambda *a, **k: read.append(1))
    started = time.perf_counter()
    with pytest.raises(SaveError) as info:
        read_save(path)
    assert time.perf_counter() - started < 0.5 and not read  # never parsed
    assert "huge.json" in str(info.value) and "200.0 MB" in str(info.value)
    assert f"at most {save_module.MAX_SAVE_BYTES // (1024 * 1024)}.0 MB" in str(info.value)


def test_a_fifo_or_folder_is_refused_without_blocking(tmp_path):
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    with pytest.raises(SaveError, match="not a file"):
        read_save(fifo)  # opening a pipe for reading would wait for a writer forever
    with pytest.raises(SaveError, match="not a file"):
        read_save(tmp_path)


def test_a_log_longer_than_any_game_is_refused_before_replay(tmp_path):
    from tabletop.core.save import MAX_SAVE_ACTIONS

    path = write_doc(tmp_path / "long.json", race_doc(actions=[{"seat": 0, "kind": "nudge"}] * (MAX_SAVE_ACTIONS + 1)))
    with pytest.raises(SaveError, match=f"{MAX_SAVE_ACTIONS + 1:,} actions, more than any game"):
        Session.load(lambda n: GAME, path)
    ok = race_doc(actions=[{"seat": i % 2, "kind": "nudge"} for i in range(40)], fingerprint=None, snapshot=None)
    assert len(Session.load(lambda n: GAME, write_doc(tmp_path / "ok.json", ok), verify=False).actions) == 40


@pytest.mark.parametrize(
    "points, expected",
    [
        (100_000, r"field 'actions\[2\]' is too large to be an action"),  # fits in the file's bound
        (1_000_000, r"the save is 1\d.\d MB, larger than any save"),  # a million points: refused by the file's size
    ],
)
def test_an_action_larger_than_any_action_is_refused_naming_it(tmp_path, points, expected):
    doc = race_doc()
    doc["actions"][2]["path"] = [[float(i % 7), 1.5] for i in range(points)]
    path = write_doc(tmp_path / "path.json", doc)
    started = time.perf_counter()
    with pytest.raises(SaveError, match=expected):
        Session.load(lambda n: GAME, path)
    assert time.perf_counter() - started < 5


@pytest.mark.parametrize(
    "text, expected",
    [
        (
            '{"version": 1, "game": "race", "settings": {"target": NaN}, "seed": 1, "actions": []}',
            "field 'settings.target' is not a number (NaN)",
        ),
        (
            '{"version": 1, "game": "race", "settings": {"target": 1e400}, "seed": 1, "actions": []}',
            "field 'settings.target' is infinite",
        ),
        (
            '{"version": 1, "game": "race", "settings": {}, "seed": 1, "actions": [{"seat": -Infinity}]}',
            r"field 'actions[0].seat' is infinite",
        ),
        (
            '{"version": 1, "game": "race", "settings": {"target": 1' + "0" * 30 + '}, "seed": 1, "actions": []}',
            "field 'settings.target' is a number of 31 digits, too large",
        ),
        (
            '{"version": 1, "game": "race", "settings": {"target": 1' + "0" * 5000 + '}, "seed": 1, "actions": []}',
            "a number of thousands of digits",
        ),
        (
            '{"version": 1, "game": "race", "settings": {"deep": '
            + "[" * 100
            + "]" * 100
            + '}, "seed": 1, "actions": []}',
            "is nested too deeply",
        ),
        (
            '{"version": 1, "game": "race", "settings": {"deep": '
            + "[" * 100_000
            + "]" * 100_000
            + '}, "seed": 1, "actions": []}',
            "nested too deeply",
        ),
        (
            '{"version": 1, "game": "race", "settings": [], "seed": 1, "actions": []}',
            "field 'settings' should be an object",
        ),
        ('{"version": 1, "game": "race", "settings": {}, "seed": 1, "actions": [1]}', r"field 'actions[0]'"),
        ('{"version": true, "game": "race", "settings": {}, "seed": 1, "actions": []}', "field 'version'"),
    ],
)
def test_hostile_shapes_are_a_message_naming_the_field(tmp_path, text, expected):
    path = tmp_path / "bad.json"
    path.write_text(text)
    with pytest.raises(SaveError) as info:
        Session.load(lambda n: GAME, path)
    assert "bad.json" in str(info.value) and expected in str(info.value)


class BrokenRace(RaceGame):
    """The race game with a bug on a given move (as a rules bug would show on an odd save)."""

    def __init__(self, exc):
        self.exc = exc

    def apply(self, state, action):
        if action.kind == "nudge" and sum(state.scores) > 3:
            raise self.exc
        return super().apply(state, action)


@pytest.mark.parametrize(
    "exc",
    [
        ValueError("math domain error"),
        OverflowError("int too large to convert"),
        RecursionError("maximum recursion depth exceeded"),
        IndexError("list index out of range"),
        ZeroDivisionError(),
    ],
)
def test_any_failure_while_replaying_is_a_save_error_naming_the_action_and_logged(tmp_path, caplog, exc):
    path = tmp_path / "game.json"
    play().save(path)
    with pytest.raises(SaveError) as info:
        Session.load(lambda n: BrokenRace(exc), path)
    message = str(info.value)
    assert "game.json" in message and "could not be replayed" in message and type(exc).__name__ in message
    index = int(message.split("actions[")[1].split("]")[0])
    assert json.loads(path.read_text())["actions"][index]["kind"] == "nudge"
    logged = [r for r in caplog.records if "could not be replayed" in r.getMessage()]
    assert logged and logged[0].exc_info is not None  # the traceback, for us


def test_settings_that_crash_the_rules_are_a_save_error(tmp_path, caplog):
    path = write_doc(tmp_path / "game.json", race_doc(settings={"target": [1]}))
    with pytest.raises(SaveError, match="settings cannot start a game"):
        Session.load(lambda n: GAME, path)
    path = write_doc(tmp_path / "game.json", race_doc(settings={}))
    with pytest.raises(SaveError, match="settings cannot start a game: 'target'"):
        Session.load(lambda n: GAME, path)

    class Crashes(RaceGame):
        def initial_state(self, settings, seed):
            return [][1]

    with pytest.raises(SaveError, match=r"settings cannot start a game: the rules failed on it .IndexError"):
        Session.load(lambda n: Crashes(), write_doc(tmp_path / "game.json", race_doc()))
    assert any(r.exc_info for r in caplog.records)


def test_a_message_quoting_a_hostile_string_stays_short_and_printable(tmp_path):
    path = write_doc(tmp_path / "game.json", race_doc(game="\ud800" + "x" * 900))
    with pytest.raises(SaveError) as info:
        read_save(path)
    message = str(info.value)
    assert len(message) < 700 and "field 'game'" in message and "not the name of a game" in message
    message.encode("utf-8")  # no lone surrogate: a terminal and a message box can show it
    cut = SaveError(path, "\ud800" + "y" * 5000 + " the end").problem
    assert len(cut) < 420 and cut.endswith("the end") and " … " in cut and cut.startswith("\\ud800")
    doc = race_doc()
    doc["snapshot"]["note"] = "z" * 100_000
    with pytest.raises(SaveError, match=r"field 'snapshot.note' is a text of 100,000 characters"):
        read_save(write_doc(tmp_path / "long.json", doc))


# -- verify means verified ---------------------------------------------------------------------


def test_a_save_without_a_fingerprint_loads_but_is_not_verified(tmp_path):
    path = write_doc(tmp_path / "game.json", race_doc(fingerprint=None))
    session = Session.load(lambda n: GAME, path)
    assert session.unverified == ["the save has no fingerprint, so its replay cannot be checked against it"]
    assert Session.load(lambda n: GAME, write_doc(tmp_path / "ok.json", race_doc())).unverified == []


def test_a_snapshot_that_disagrees_with_the_replay_fails_verification_naming_the_field(tmp_path):
    doc = race_doc()
    doc["snapshot"]["turn"] = 1 - doc["snapshot"]["turn"]  # the fingerprint left as it was
    path = write_doc(tmp_path / "game.json", doc)
    with pytest.raises(SaveError) as info:
        Session.load(lambda n: GAME, path)
    assert "snapshot written in the file does not match its replay: at 'turn'" in str(info.value)
    assert Session.load(lambda n: GAME, path, verify=False).unverified == ["the replay was not checked"]


def test_first_difference_names_the_place():
    from tabletop.core.session import first_difference

    assert first_difference({"a": [1, {"b": 2}]}, {"a": [1, {"b": 2}]}) is None
    assert first_difference({"a": [1, {"b": 2}]}, {"a": [1, {"b": 3}]}) == ("a[1].b", 2, 3)
    assert first_difference({"a": [1]}, {"a": [1, 2]}) == ("a (length)", 1, 2)
    assert first_difference({"a": 1}, {"a": True})[0] == "a"
    assert first_difference({}, {"x": 1})[0] == "x"


# -- crash safety ------------------------------------------------------------------------------


def test_the_atomic_write_syncs_the_file_and_its_folder(tmp_path, monkeypatch):
    import stat as stat_module

    synced = []
    real = os.fsync

    def fsync(fd):
        synced.append("folder" if stat_module.S_ISDIR(os.fstat(fd).st_mode) else "file")
        return real(fd)

    monkeypatch.setattr(os, "fsync", fsync)
    atomic_write_text(tmp_path / "autosave.json", "{}")
    assert synced == ["file", "folder"]  # the data first, then the rename that makes it the file


def test_stale_temporary_files_are_cleaned_only_ours_only_old(tmp_path):
    now = time.time()
    old, fresh = now - 120, now - 5

    def touch(name, when):
        path = tmp_path / name
        path.write_text("partial")
        os.utime(path, (when, when))
        return path

    gone = [
        touch("autosave.json.ab_3k9zq.tmp", old),
        touch("settings.toml.tmp", old),
        touch("settings.toml.q1w2e3r4.tmp", old),
    ]
    kept = [
        touch("autosave.json.zz99yy88.tmp", fresh),  # a write in progress in another copy of the app
        touch("notes.txt.abcdefgh.tmp", old),  # not a file we write
        touch("autosave.json", old),
        touch("autosave.json.broken", old),
    ]
    (tmp_path / "folder.json.abcdefgh.tmp").mkdir()
    os.utime(tmp_path / "folder.json.abcdefgh.tmp", (old, old))
    removed = clean_stale_temps(tmp_path, names=("autosave.json", "settings.toml"), suffixes=(), now=now)
    assert sorted(removed) == sorted(gone)
    assert all(p.exists() for p in kept) and not any(p.exists() for p in gone)
    assert (tmp_path / "folder.json.abcdefgh.tmp").is_dir()  # only regular files
    # In the saves folder, any save's temporary file: FILE.json.XXXXXXXX.tmp
    saves = tmp_path / "saves"
    saves.mkdir()
    stale = saves / "my-battle.json.abcd1234.tmp"
    stale.write_text("{")
    os.utime(stale, (old, old))
    assert clean_stale_temps(saves, suffixes=(".json",), now=now) == [stale]


def test_a_crash_mid_write_leaves_a_tmp_file_that_the_next_start_cleans(tmp_path, monkeypatch):
    """Simulated: the process dies between writing the temporary file and renaming it."""
    path = tmp_path / "autosave.json"
    play().save(path)
    good = path.read_text()

    class Died(BaseException):
        pass

    def die(*_a):
        raise Died()

    monkeypatch.setattr(os, "replace", die)
    monkeypatch.setattr(os, "unlink", die)  # a dead process cleans nothing up
    with pytest.raises(Died):
        play(seed=4).save(path)
    monkeypatch.undo()
    left = list(tmp_path.glob("autosave.json.*.tmp"))
    assert len(left) == 1 and path.read_text() == good
    assert clean_stale_temps(tmp_path, names=("autosave.json",), suffixes=()) == []  # too young to be stale
    os.utime(left[0], (time.time() - 61, time.time() - 61))
    assert clean_stale_temps(tmp_path, names=("autosave.json",), suffixes=()) == left
    assert read_save(path).actions == json.loads(good)["actions"]


WRITER = """
import sys, time
from tabletop.core.save import SaveData, write_save
from pathlib import Path
path = Path(sys.argv[1])
actions = [{"seat": i % 2, "kind": "nudge"} for i in range(3000)]  # big enough that a write takes a moment
n = 0
while True:
    n += 1
    write_save(path, SaveData(version=1, game="race", settings={"target": n}, seed=n, actions=actions))
    print(n, flush=True)
"""


def test_kill_9_while_writing_saves_never_leaves_a_broken_file(tmp_path):
    """A process writing saves in a loop is killed (SIGKILL) at random moments: the save always
    reads whole, and whatever temporary file the kill left is cleaned once stale."""
    import random
    import signal
    import subprocess
    import sys

    rng = random.Random(9)
    path = tmp_path / "autosave.json"
    for _run in range(5):
        proc = subprocess.Popen(
            [sys.executable, "-c", WRITER, str(path)],
            stdout=subprocess.PIPE,
            text=True,
            cwd=Path(__file__).resolve().parents[2],
        )
        try:
            for _ in range(rng.randint(2, 6)):  # a few whole writes first
                assert proc.stdout.readline()
            time.sleep(rng.random() * 0.01)
        finally:
            proc.send_signal(signal.SIGKILL)
            proc.wait(timeout=10)
            proc.stdout.close()
        data = read_save(path)  # never half a file
        assert data.settings["target"] == data.seed and len(data.actions) == 3000
        later = time.time() + 61
        clean_stale_temps(tmp_path, names=("autosave.json",), suffixes=(), now=later)
        assert not list(tmp_path.glob("*.tmp"))
