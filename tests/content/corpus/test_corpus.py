"""The broken-content corpus (issue 9): every case is refused by `tabletop check-content PATH`
with the words its manifest names (file, field, what was expected), never a traceback; the
cases marked `start_game` also keep a game from starting when the mod is made active."""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from tabletop.cli import main
from tabletop.content import mods
from tabletop.core.errors import ContentError

HERE = Path(__file__).resolve().parent
CASES = tomllib.loads((HERE / "manifest.toml").read_text())["case"]


def _id(case):
    return case["path"].split("/")[1]


def test_the_corpus_is_large_and_every_case_is_on_disk():
    """At least 60 broken files, each present, each with the words it must produce."""
    assert len(CASES) >= 60
    for case in CASES:
        assert (HERE / case["path"]).exists(), case["path"]
        assert case["expect"], case["path"]
    assert len({_id(c) for c in CASES}) == len(CASES)


@pytest.mark.parametrize("case", CASES, ids=_id)
def test_check_content_refuses_the_case_in_words(case, capsys):
    """`tabletop check-content PATH` exits 1 and prints the file, the field and what was expected."""
    code = main(["check-content", str(HERE / case["path"])])
    out = capsys.readouterr()
    assert code == 1, out.out + out.err
    assert "Traceback" not in out.err and "Exception" not in out.err
    assert "0 with errors" not in out.out
    for fragment in case["expect"]:
        assert fragment in out.err, f"{fragment!r} not in:\n{out.err}"
    assert all(line.startswith("error: ") for line in out.err.splitlines())


START = [c for c in CASES if c.get("start_game")]


@pytest.fixture
def active_mod():
    """Make a corpus case the active mod for one test, then go back to the shipped content."""

    def use(case):
        mods.activate([HERE / "cases" / _id(case)])

    yield use
    mods.activate(())


@pytest.mark.parametrize("case", START, ids=_id)
def test_no_game_starts_on_a_refused_mod(case, active_mod):
    """With the broken mod active, starting a game is a ContentError with the same words, not a crash."""
    from tabletop.games import get_game

    assert len(START) >= 8
    active_mod(case)
    with pytest.raises(ContentError) as refused:
        get_game("necromolds").initial_state({}, 1)
    message = str(refused.value)
    for fragment in case["expect"]:
        if fragment.endswith(".toml") or "check-content" in fragment:
            continue
        assert fragment in message, f"{fragment!r} not in {message!r}"


def test_the_shipped_content_still_starts_a_game_after_a_broken_mod(active_mod):
    """Leaving a broken mod switches back to the shipped content (the library cache is per mod set)."""
    from tabletop.games import get_game

    active_mod(START[0])
    with pytest.raises(ContentError):
        get_game("necromolds").initial_state({}, 1)
    mods.activate(())
    assert get_game("necromolds").initial_state({}, 1) is not None


def test_the_command_line_prints_no_traceback_for_a_few_cases():
    """The installed command, as a modder runs it: messages on stderr, exit status 1."""
    picks = [c for c in CASES if _id(c) in ("map_bowtie", "spellbooks_bom", "toml_syntax", "far_infinite")]
    assert len(picks) == 4
    for case in picks:
        result = subprocess.run(
            [sys.executable, "-m", "tabletop", "check-content", str(HERE / case["path"])],
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert result.returncode == 1, result.stderr
        assert "Traceback" not in result.stderr and "GEOS" not in result.stderr
        assert all(fragment in result.stderr for fragment in case["expect"])
