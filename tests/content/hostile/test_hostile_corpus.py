"""The hostile-content corpus (issue 22, "Time and memory" and "What reaches the terminal"):
TOML bombs of every construct that nests or repeats, deep and crowded mod folders, counts and
texts the screens cannot show, control characters in keys, values and names. Each is refused by
`tabletop check-content` with one line naming the file (or the mod folder) and what is wrong,
never a traceback, in under 2 s and 200 MB; with each in the mods folder beside a good mod, the
app's start reads the mods in its normal time and refuses only the hostile one, by its name."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tabletop.cli import main
from tabletop.content import mods
from tests.content.hostile import corpus

ROOT = Path(__file__).resolve().parents[3]
# Anything a terminal would act on, raw in the output (a newline only ends a line).
RAW_CONTROL = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


def test_the_corpus_holds_every_kind_of_hostile_case():
    """Bombs of each TOML construct, deep and crowded folders, counts, long texts, control characters."""
    names = set(corpus.CASES)
    assert len([n for n in names if n.startswith("bomb_")]) >= 20
    for kind in ("deep_folders", "many_", "spellbooks_", "escape_", "file_too_big", "_long"):
        assert any(kind in n for n in names), kind


@pytest.mark.parametrize("name", sorted(corpus.CASES))
def test_check_content_refuses_the_case_in_one_line_naming_the_file(name, tmp_path, capsys):
    """`tabletop check-content CASE` exits 1 with `error: FILE: what is wrong`, escaped, no traceback."""
    folder = corpus.build(name, tmp_path / name)
    try:
        code = main(["check-content", str(folder)])
    finally:
        corpus.remove(tmp_path / name)
    out = capsys.readouterr()
    assert code == 1, out.out + out.err
    assert "Traceback" not in out.err and "RecursionError" not in out.err
    lines = out.err.splitlines()
    assert lines and all(line.startswith(f"error: {folder}") for line in lines), out.err
    for words in corpus.CASES[name][1]:
        assert words in out.err, f"{words!r} not in:\n{out.err}"
    assert not RAW_CONTROL.search(out.err + out.out), repr(out.err)
    assert max(len(line) for line in lines) < 1_000 + len(f"error: {folder}"), "a line too long to read"


def test_a_mod_folder_named_with_escape_sequences_is_printed_escaped(tmp_path, capsys):
    """A mod's folder name reaches the check's lines and the menu's report escaped."""
    folder = tmp_path / "mods" / "evil\x1b[2K\nerror: none\u202e"
    corpus.build("escape_in_a_key", folder)
    assert main(["check-content", str(folder)]) == 1
    out = capsys.readouterr()
    assert "evil\\x1b[2K\\x0aerror: none\\u202e" in out.err + out.out
    assert not RAW_CONTROL.search(out.err + out.out)
    found = mods.scan(tmp_path / "mods")
    report = mods.report(found)
    assert "Skipped: evil\\x1b[2K\\x0aerror: none\\u202e: " in report
    assert not RAW_CONTROL.search(report.replace("\n", ""))


@pytest.fixture(scope="module")
def measured(tmp_path_factory):
    """Every case timed in one fresh process (check-content, then the app's read of a mods folder)."""
    work = tmp_path_factory.mktemp("hostile")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, "-m", "tests.content.hostile.measure", str(work)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    corpus.remove(work)  # the deep folders: see corpus.remove
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout)


@pytest.mark.slow
def test_every_case_costs_under_2_seconds_and_200_mb(measured):
    """Issue 22: a 64 kB dotted-key bomb took check-content 31 s and 4 GB. Every case, just under
    the size limit, is refused in under 2 s of CPU, and the process never held more than 200 MB."""
    assert set(measured["cases"]) == set(corpus.CASES)
    # CPU time is the cost (the machine is shared); the wall-clock bound still catches a parser
    # that takes its 30 s.
    slow = {n: round(c["check_cpu"], 2) for n, c in measured["cases"].items() if c["check_cpu"] >= 2.0}
    assert not slow
    assert all(c["check_s"] < 10.0 for c in measured["cases"].values())
    assert all(c["code"] == 1 for c in measured["cases"].values())
    assert measured["peak_mb"] < 200, measured["peak_mb"]


@pytest.mark.slow
def test_the_apps_start_refuses_only_the_hostile_mod_in_its_normal_time(measured):
    """Issue 22: the bomb in the mods folder made every start take 28 s and 4 GB, and a deep mod
    switched every mod off. With each case beside a good mod, the start's read of the mods folder
    takes under 2 s, keeps the good mod and skips the hostile one with its reason."""
    for name, case in measured["cases"].items():
        assert case["start_cpu"] < 2.0 and case["start_s"] < 10.0, (name, case["start_cpu"], case["start_s"])
        assert case["active"] == ["a_good_mod"], (name, case["mods"])
        assert case["mods"]["a_good_mod"] == [], name
        assert case["mods"]["hostile"], name
        assert all("RecursionError" not in e and "could not be checked" not in e for e in case["mods"]["hostile"])


def test_a_crowded_mods_folder_checks_a_bounded_number_of_mods(tmp_path):
    """Each mod is checked with the whole shipped content: a mods folder of hundreds of folders
    checks the first MAX_MODS (by name), lists the rest as not checked, and keeps a good mod."""
    folder = tmp_path / "mods"
    good = folder / "a_good_mod" / "necromolds"
    good.mkdir(parents=True)
    corpus.build("escape_in_a_key", folder / "b_broken")
    for i in range(mods.MAX_MODS + 30):
        (folder / f"empty_{i:03}").mkdir()
    (good / "tool.toml").write_text("close = 3.0\nmedium = 5.0\nfar = 7.0\n")
    start = time.perf_counter()
    found = mods.scan(folder)
    assert time.perf_counter() - start < 10.0  # each of 80 mods with the shipped content took ~0.3 s
    by_name = {m.name: m for m in found}
    assert by_name["a_good_mod"].ok and not by_name["b_broken"].ok
    assert "has no content files" in by_name["empty_000"].errors[0]
    assert by_name[f"empty_{mods.MAX_MODS + 29:03}"].errors == (
        f"empty_{mods.MAX_MODS + 29:03}: not checked: more than {mods.MAX_MODS} mods in the folder",
    )
    assert len(found) == mods.MAX_MODS + 32
    report = mods.report(found)
    assert "… and 32 more folders, not checked" in report
    assert len(report.splitlines()) < mods.MAX_MODS + 10


@pytest.mark.parametrize("name", ["dotted_key", "nested_arrays", "many_deep_keys"])
def test_a_settings_file_bomb_is_refused_before_parsing(name, tmp_path):
    """The settings file is TOML read at every start too: a 64 kB dotted-key bomb in it would take
    the parser 30 s; the same pre-scan refuses it at once, and the app then uses the defaults."""
    from tabletop.ui.settings_store import SettingsError, parse_settings

    path = tmp_path / "settings.toml"
    path.write_text(corpus.bombs(60_000)[name][0])
    start = time.perf_counter()
    with pytest.raises(SettingsError, match="not valid settings: line"):
        parse_settings(path)
    assert time.perf_counter() - start < 2.0


def test_check_content_prints_at_most_200_problems(monkeypatch, capsys):
    """A file of thousands of bad entries is not thousands of lines: 200, then how many more."""
    from tabletop.content.registry import ContentSet
    from tabletop.core.errors import ContentError

    many = ContentSet(errors=[ContentError(Path("x.toml"), f"bad {i}", f"items[{i}]") for i in range(250)], checked=1)
    monkeypatch.setattr(mods, "check_path", lambda path: many)
    assert main(["check-content", "x.toml"]) == 1
    lines = capsys.readouterr().err.splitlines()
    assert len(lines) == 201
    assert lines[199] == "error: x.toml: items[199]: bad 199"
    assert lines[200] == "error: … and 50 more problems"


@pytest.mark.parametrize("name", ["deep_folders_1100", "many_entries", "bomb_dotted_key", "spellbooks_80"])
def test_a_hostile_mod_beside_a_good_one_is_skipped_alone(name, tmp_path):
    """Issue 22: a mod of 1,100 nested folders raised RecursionError in the mods scan and the menu
    then switched every mod off. Now the scan skips the hostile mod by its name and keeps the good one."""
    folder = tmp_path / "mods"
    good = folder / "a_good_mod" / "necromolds"
    good.mkdir(parents=True)
    (good / "tool.toml").write_text("close = 3.0\nmedium = 5.0\nfar = 7.0\n")
    corpus.build(name, folder / "hostile")
    found = {m.name: m for m in mods.scan(folder)}
    assert found["a_good_mod"].ok
    assert not found["hostile"].ok
    assert all("RecursionError" not in e and "could not be checked" not in e for e in found["hostile"].errors)
