"""The corpus of damaged saves (tests/core/saves_corpus): each one, through each of the app's ways in
(`tabletop replay FILE --verify`, the Load screen, the menu's Resume), gives its expected message,
never a traceback, never a hang, never a silent acceptance.

The corpus is made by tests/core/saves_corpus/make_corpus.py from one real short game's save; files too
large to commit (200 MB, ten million actions, a million-point path) are made here, in a temporary
folder, when a test needs them. The time bound is generous (5 s a file on a shared two-core
machine); a real save of that game loads in a fraction of that.
"""

from __future__ import annotations

import json
import shutil
import time
from pathlib import Path

import pygame
import pytest

from tabletop import paths, replay
from tabletop.ui.scenes.confirm import ConfirmScene
from tabletop.ui.scenes.resume import PARTIAL_TITLE
from tests.core.saves_corpus import make_corpus

CORPUS = Path(__file__).resolve().parent / "saves_corpus"
MANIFEST = json.loads((CORPUS / "manifest.json").read_text(encoding="utf-8"))
SECONDS = 5.0  # per file and per way in: generous, so only a hang or a quadratic loop fails it


# -- the files made here -----------------------------------------------------------------------


def _200_mb(path: Path) -> None:
    with open(path, "wb") as handle:  # sparse: no disk, no time
        handle.truncate(200 * 1024 * 1024)


def _ten_million_actions(path: Path) -> None:
    """A log of ten million (empty) actions, written in pieces: about 30 MB."""
    with open(path, "wb") as handle:
        handle.write(b'{"version": 1, "game": "necromolds", "settings": {}, "seed": 1, "actions": [')
        chunk = b"{}," * 100_000
        for _ in range(100):
            handle.write(chunk)
        handle.write(b"{}]}")


def _thirty_thousand_actions(path: Path) -> None:
    """More actions than any game takes, in a file small enough to be read (under 1 MB)."""
    base = json.loads((CORPUS / "base.json").read_text())
    base["actions"] = [{"type": "army_done", "seat": 0}] * 30_000
    path.write_text(json.dumps(base))


def _million_point_path(path: Path) -> None:
    base = json.loads((CORPUS / "base.json").read_text())
    move = next(i for i, a in enumerate(base["actions"]) if a["type"] == "move")
    base["actions"][move]["path"] = "PATH"
    points = ",".join(f"[{i % 100}.25,7.5]" for i in range(1_000_000))  # about 13 MB
    path.write_text(json.dumps(base, separators=(",", ":")).replace('"PATH"', f"[{points}]"))


def _millions_of_empty_lists(path: Path) -> None:
    """Just under the size bound, as many values as fit: the slowest file to read that is not refused by size."""
    from tabletop.core.save import MAX_SAVE_BYTES

    head, tail = b'{"version": 1, "game": "necromolds", "settings": {"x": [', b']}, "seed": 1, "actions": []}'
    count = (MAX_SAVE_BYTES - len(head) - len(tail)) // 3
    path.write_bytes(head + b"[]," * (count - 1) + b"[]" + tail)


def _duplicate_after_many_objects(path: Path) -> None:
    """Issue 22: a key named twice in the last of 60,000 small objects (about a quarter of the bound on values),
    a slow kind of file to find a duplicate in: read twice, the second time object by object."""
    objects = ",".join(['{"a":1}'] * 60_000)
    path.write_text(
        '{"version": 1, "game": "necromolds", "settings": {"x": ['
        + objects
        + ',{"a":1,"a":2}]}, "seed": 1, "actions": []}'
    )


MADE_HERE = {
    "made-duplicate-after-many-objects.json": (
        _duplicate_after_many_objects,
        "field 'settings.x[60000]' names 'a' twice",
        "a key named twice after 60,000 objects",
    ),
    "made-millions-of-lists.json": (
        _millions_of_empty_lists,
        "values, far more than any game saves",
        "2.8 million empty lists in 8 MB",
    ),
    "made-200-mb.json": (_200_mb, "larger than any save this app reads", "a 200 MB file"),
    "made-10-million-actions.json": (
        _ten_million_actions,
        "larger than any save this app reads",
        "a log of ten million actions",
    ),
    "made-30000-actions.json": (
        _thirty_thousand_actions,
        "30,000 actions, more than any game takes",
        "30,000 actions in under a megabyte",
    ),
    "made-million-point-path.json": (
        _million_point_path,
        "larger than any save this app reads",
        "a move along a million points",
    ),
}
CASES = {
    **{name: (entry["expect"], entry["app"]) for name, entry in MANIFEST.items()},
    **{name: (expect, "refused") for name, (_make, expect, _about) in MADE_HERE.items()},
}


@pytest.fixture
def corpus_file(request, tmp_path):
    """The case's file: from the corpus, or made in tmp_path."""
    name = request.param
    if name in MADE_HERE:
        path = tmp_path / name
        MADE_HERE[name][0](path)
        return path
    return CORPUS / "files" / name


def place(corpus_file: Path, target: Path) -> None:
    """Put the case's file at `target` (made there when it is made here: no 200 MB copy)."""
    if corpus_file.name in MADE_HERE:
        MADE_HERE[corpus_file.name][0](target)
    else:
        shutil.copyfile(corpus_file, target)


def remove(path: Path) -> None:
    if path.is_dir():
        shutil.rmtree(path)
    else:
        path.unlink(missing_ok=True)


class Hang(BaseException):
    """Raised into a load that is still running long after the bound (BaseException: no loader's
    `except Exception` can turn it into a message)."""


def timed(fn, *args):
    """(fn's result, seconds taken); a call that hangs is interrupted after 6 bounds and fails the test."""
    import signal

    def interrupt(_signum, _frame):
        raise Hang(f"still running after {6 * SECONDS:.0f} s: a hang")

    alarm = hasattr(signal, "setitimer")
    if alarm:
        previous = signal.signal(signal.SIGALRM, interrupt)
        signal.setitimer(signal.ITIMER_REAL, 6 * SECONDS)
    started = time.perf_counter()
    try:
        result = fn(*args)
    finally:
        if alarm:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, previous)
    return result, time.perf_counter() - started


# -- the corpus itself -------------------------------------------------------------------------


def test_the_corpus_holds_over_a_hundred_damaged_saves_and_is_what_its_script_makes(tmp_path):
    refused = [n for n, e in MANIFEST.items() if e["app"] == "refused"]
    assert len(MANIFEST) >= 100 and len(refused) >= 100
    base = json.loads((CORPUS / "base.json").read_text())
    assert make_corpus.generate(base, tmp_path) == MANIFEST
    for name in MANIFEST:
        assert (tmp_path / name).read_bytes() == (CORPUS / "files" / name).read_bytes(), name
    assert sorted(p.name for p in (CORPUS / "files").iterdir()) == sorted(MANIFEST)


def test_the_base_is_a_real_game_that_replays_and_verifies(capsys):
    assert replay.main([str(CORPUS / "base.json"), "--verify"]) == 0
    out = capsys.readouterr().out
    assert "game in progress; verified" in out
    kinds = {a["type"] for a in json.loads((CORPUS / "base.json").read_text())["actions"]}
    assert {"place_terrain", "mold_preset", "deploy", "move", "ranged", "buy_dice"} <= kinds


# -- each file, each way in ----------------------------------------------------------------------


@pytest.mark.parametrize("corpus_file", sorted(CASES), indirect=True)
def test_replay_verify_gives_the_expected_message(corpus_file, capsys):
    """`tabletop replay FILE --verify`: exit 1 with the file and the expected words (exit 0 only for a
    save that replays and is verified), never a traceback, within the time bound."""
    expect, _app = CASES[corpus_file.name]
    code, seconds = timed(replay.main, [str(corpus_file), "--verify"])
    out, err = capsys.readouterr()
    assert seconds < SECONDS, f"{corpus_file.name} took {seconds:.1f} s"
    assert "Traceback" not in out + err and "could not be replayed" not in err
    if expect == "verified":
        assert code == 0 and "; verified, fingerprint" in out, err
    else:
        assert code == 1 and out == ""
        assert corpus_file.name in err and expect in err, err
        assert "the rules failed" not in err  # a refusal in words, not a crash turned into a message


@pytest.fixture(scope="module")
def shared_app(tmp_path_factory):
    """One headless App for every file (the user folder moves per test with $NECRO_TABLETOP_HOME)."""
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("NECRO_TABLETOP_HOME", str(tmp_path_factory.mktemp("app_home")))
        from tabletop.ui.app import App

        app = App(size=(1280, 800), read_settings=False)
        app.step()
        yield app
        app.close()


def _replays_in_part(corpus_file: Path) -> tuple[int, int] | None:
    """(actions that replay, actions in the file) for a save whose first actions replay, else None."""
    from tabletop.core.errors import SaveError
    from tabletop.core.save import read_save

    try:
        replay.session_from(corpus_file, read_save(corpus_file))
    except SaveError as exc:
        return (exc.replayed, exc.total) if exc.partial is not None else None
    except Exception:
        return None
    return None


def _key(key: int):
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)


def _back_to_menu(app):
    from tabletop.ui.scenes.menu import MenuScene

    while not isinstance(app.stack.top, MenuScene):
        app.stack.pop()
    # A frame lets pygame_gui let go of the killed windows' surfaces: without one, 344 files
    # grew the worker by 33 MB each (7.6 GB), as no player's frames ever would.
    app.step()
    return app.stack.top


@pytest.mark.ui  # the app's Load screen and menu, headless
@pytest.mark.parametrize("corpus_file", sorted(CASES), indirect=True)
def test_the_load_screen_and_resume_give_the_expected_message(shared_app, corpus_file, user_home):
    """The Load screen (the file in the saves folder, chosen, Load pressed) and the menu (the file as the
    autosave): a damaged save is a message naming the file, a loadable one opens its game."""
    from tabletop.ui.scene import push
    from tabletop.ui.scenes.load_game import LoadScene

    app = shared_app
    expect, verdict = CASES[corpus_file.name]
    errors_before = app.errors
    menu = _back_to_menu(app)
    # The Load screen.
    target = paths.saves_dir() / corpus_file.name
    place(corpus_file, target)
    _, seconds = timed(app.stack.apply, push(LoadScene(app.ctx)))
    scene = app.stack.top
    scene.choose(target)
    _, more = timed(lambda: app.stack.apply(scene.load_selected()))
    assert seconds + more < SECONDS, f"{corpus_file.name}: the Load screen took {seconds + more:.1f} s"
    partial = _replays_in_part(corpus_file)
    if verdict == "opens":
        assert app.stack.top.name.startswith("necromolds_"), scene.message_text
    elif partial is not None:
        # Its first actions replay: the game is offered as far as it replays, not lost (Cancel stays here).
        question = app.stack.top
        assert isinstance(question, ConfirmScene) and question.title == PARTIAL_TITLE, scene.message_text
        replayed, total = partial
        at = f"action {replayed + 1} of {total}" if replayed < total else "to another position"
        assert at in question.text, question.text
        app.stack.apply(question.handle_event(_key(pygame.K_ESCAPE)))
        assert app.stack.top is scene
    else:
        assert app.stack.top is scene and scene._message_args[0] == "This save cannot be loaded"
        assert corpus_file.name in scene.message_text
        if not expect.startswith("verified"):
            assert expect in scene.message_text, scene.message_text
        scene._close_message()
    menu = _back_to_menu(app)
    remove(target)
    # The menu's Resume.
    place(corpus_file, paths.autosave_path("necromolds"))
    _, seconds = timed(menu.refresh)
    assert seconds < SECONDS, f"{corpus_file.name}: the menu took {seconds:.1f} s"
    if verdict == "opens":
        assert menu.autosave.kind == "ok" and menu.buttons["resume"].text == "Resume your last game"
        _, seconds = timed(lambda: app.stack.apply(menu.resume_game()))
        assert seconds < SECONDS and app.stack.top.name.startswith("necromolds_")
    else:
        assert menu.autosave.kind == "broken" and "autosave-necromolds.json" in menu.autosave.message
        if not expect.startswith("verified"):
            assert expect in menu.autosave.message, menu.autosave.message
        assert menu.buttons["resume"].text == "Autosave damaged: why?"
        assert menu.autosave.replays_to == (partial[0] if partial is not None else 0)
    menu.autosave = type(menu.autosave)("none")
    remove(paths.autosave_path("necromolds"))
    _back_to_menu(app)
    assert app.errors == errors_before, (
        (user_home / "tabletop.log").read_text() if (user_home / "tabletop.log").exists() else ""
    )


@pytest.mark.parametrize(
    "name, code",
    [
        ("game-surrogate.json", 1),
        ("action-buy-dice-10-18.json", 1),
        ("no-fingerprint.json", 1),
        ("deep-100000.json", 1),
        ("bom-utf8.json", 0),
    ],
)
def test_the_shipped_command_prints_a_line_not_a_traceback(name, code):
    """`tabletop replay FILE --verify` as a user runs it (its own process, its own stderr encoding)."""
    import subprocess
    import sys

    result = subprocess.run(
        [sys.executable, "-m", "tabletop", "replay", str(CORPUS / "files" / name), "--verify"],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=CORPUS.parents[2],
    )
    assert result.returncode == code, result.stderr
    assert "Traceback" not in result.stderr + result.stdout
    assert name in (result.stderr if code else result.stdout)
    assert len((result.stderr + result.stdout).strip().splitlines()) == 1


def test_a_rules_failure_in_the_shipped_command_goes_to_the_log_not_the_terminal(tmp_path):
    """An engine bug met while replaying: one line on the terminal naming the action, the traceback in the log."""
    import subprocess
    import sys

    script = (
        "import sys\n"
        "from tabletop import replay\n"
        "from tabletop.games import get_game\n"
        "game = get_game('necromolds')\n"
        "class Buggy(type(game)):\n"
        "    def apply(self, state, action):\n"
        "        if type(action).__name__ == 'Move':\n"
        "            raise OverflowError('cannot convert float infinity to integer')\n"
        "        return super().apply(state, action)\n"
        "replay.get_game = lambda name: Buggy()\n"
        "sys.exit(replay.main(sys.argv[1:]))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", script, str(CORPUS / "base.json"), "--verify"],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=CORPUS.parents[2],
        env={**__import__("os").environ, "NECRO_TABLETOP_HOME": str(tmp_path)},
    )
    assert result.returncode == 1 and "Traceback" not in result.stderr, result.stderr
    move = next(
        i for i, a in enumerate(json.loads((CORPUS / "base.json").read_text())["actions"]) if a["type"] == "move"
    )
    assert f"actions[{move}] ('move') could not be replayed" in result.stderr and "OverflowError" in result.stderr
    logged = (tmp_path / "tabletop.log").read_text()
    assert "Traceback" in logged and "OverflowError: cannot convert float infinity" in logged
