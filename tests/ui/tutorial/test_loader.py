"""Tutorial files are checked when loaded: a broken one is a ContentError naming the file and the
field, never a failure half-way through a lesson; every shipped tutorial loads."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.core.errors import ContentError
from tabletop.ui.tutorial import spec

GOOD = """
title = "T"
game = "corp"
seed = 1
bots = [1]
[settings]
players = 2
[[steps]]
text = "Open a door."
hint = "Open a door."
expect = { type = "enter_room" }
bots = [{ type = "end_turn", seat = 1 }]
"""


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "levels" / "corp" / "tutorials" / "t.toml"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    return path


def problem(tmp_path, text: str) -> ContentError:
    path = write(tmp_path, text)
    with pytest.raises(ContentError) as caught:
        spec.load(path)
    assert str(path) in str(caught.value)
    return caught.value


def test_a_good_file_loads(tmp_path):
    t = spec.load(write(tmp_path, GOOD))
    assert t.game == "corp" and len(t.steps) == 1 and t.game_settings()["test_forced_faces"] == []


@pytest.mark.parametrize(
    ("change", "field", "words"),
    [
        (lambda s: s.replace('title = "T"', 'titel = "T"'), None, "unknown field"),
        (lambda s: s.replace('game = "corp"', 'game = "chess"'), "game", "chess"),
        (lambda s: s.replace('type = "enter_room"', 'type = "fly"'), "steps[0].expect", "not an action"),
        (lambda s: s.replace('hint = "Open a door."', ""), "steps[0].hint", "needs a hint"),
        (lambda s: s.replace("seat = 1 }", "seat = 0 }"), "steps[0].bots[0].seat", "script's seats"),
        (lambda s: s.replace('{ type = "end_turn", seat = 1 }', '{ type = "end_turn", seat = 1, x = 2 }'), "steps[0].bots[0]", "unknown field"),
        (lambda s: s.replace("players = 2", "players = 9"), "settings", "players"),
        (lambda s: s.replace("players = 2", "players = 2\ntest_forced_faces = [6]"), "settings.test_forced_faces", "dice"),
        (lambda s: s.replace('text = "Open a door."', 'text = ""'), "steps[0].text", "words"),
        (lambda s: s.replace("dice = []", "") + "dice = [1.5]\n", None, "int"),
        (lambda s: s.replace("seed = 1", "seed = 1\nseat = 1"), "bots", "person's seat"),
    ],
)  # fmt: skip
def test_a_broken_file_names_the_file_and_the_field(tmp_path, change, field, words):
    exc = problem(tmp_path, change(GOOD))
    if field is not None:
        assert exc.field == field, str(exc)
    assert words in str(exc), str(exc)


def test_not_toml_at_all(tmp_path):
    exc = problem(tmp_path, "title = [")
    assert "TOML" in str(exc) or "line" in str(exc)


def test_every_shipped_tutorial_loads():
    from tabletop.ui.tutorial.learn import listing

    found = listing()
    assert any(game == "corp" for game, *_ in found)
    for _game, tid, tutorial, problem_words in found:
        assert tutorial is not None, f"{tid}: {problem_words}"
        assert spec.find(tid) == tutorial
