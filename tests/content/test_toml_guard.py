"""The TOML pre-scan (issue 22, "TOML dotted-key bomb"): shapes no content file has are refused
in one linear pass, naming the line; every shipped file and every ordinary TOML shape passes."""

from __future__ import annotations

import time
import tomllib
from pathlib import Path

import pytest

from tabletop import paths
from tabletop.content import toml_guard
from tabletop.content.toml_guard import TomlShapeError, prescan
from tests.content.hostile.corpus import bombs


def _shipped() -> list[Path]:
    return sorted([*paths.assets_dir().rglob("*.toml"), *paths.levels_dir().rglob("*.toml")])


def test_every_shipped_content_file_passes_the_prescan():
    """The limits leave room: no shipped file comes near them."""
    files = _shipped()
    assert len(files) > 40
    for path in files:
        prescan(path.read_text(encoding="utf-8"))


ORDINARY = [
    'a = "x\\"y" # c.d.e.f.g.h.i.j.k\nb.c = 1\n',
    'a = """x""y\\"""z"""\nb = 1\n',
    "a = '''x''y'''\nb.c.d = 2\n",
    'a = """x\n""\n"""\nb.c = 3\n',
    '"a.b.c.d.e.f.g.h.i.j" = 1\n',
    "x = [1.5, 2.5, {a = 1}, 3.25, 4.125, 5.5, 6.5, 7.5, 8.5, 9.5]\n",
    "[t.u]\nv.w = 1.0\n[[arr]]\nk = [[1, 2], [3]]\n[[arr]]\nk = []\n",
    "d = 1979-05-27T07:32:00.999\nf = 1e10\ng = -0.5\n",
    "a.b = 1\r\nc.d = [\r\n  1.5,\r\n]\r\n",
    "a = [ # a comment with [ and { and a.b.c.d.e.f.g.h.i\n  1,\n]\n",
]


@pytest.mark.parametrize("text", ORDINARY)
def test_ordinary_toml_passes_and_parses(text):
    """Dots in strings, comments, floats and dates are not key parts; brackets in values are not headers."""
    prescan(text)
    tomllib.loads(text)


@pytest.mark.parametrize("name", sorted(bombs()))
def test_each_toml_bomb_is_refused_fast_naming_its_line(name):
    """Issue 22: a bomb of each construct (just under the 1 MB size limit) is refused by the pre-scan in well under 2 s,
    with the line it is on, before the parser could take minutes on it."""
    text, words = bombs()[name]
    start = time.perf_counter()
    with pytest.raises(TomlShapeError) as caught:
        prescan(text)
    assert time.perf_counter() - start < 2.0  # the parser took minutes on these
    assert words in caught.value.problem
    assert caught.value.line >= 1
    assert str(caught.value).startswith(f"line {caught.value.line}: ")


def test_the_refusal_names_the_line_of_the_excess():
    """The line number counts lines inside multi-line strings too."""
    text = 'a = """\n\n\n"""\nok.key = 1\n' + ".".join(["z"] * (toml_guard.MAX_KEY_PARTS + 1)) + " = 2\n"
    with pytest.raises(TomlShapeError) as caught:
        prescan(text)
    assert caught.value.line == 6


def test_keys_at_the_limits_pass():
    """Exactly MAX_KEY_PARTS parts and MAX_NESTING brackets are still content."""
    prescan(".".join(["a"] * toml_guard.MAX_KEY_PARTS) + " = 1\n")
    prescan("a = " + "[" * toml_guard.MAX_NESTING + "]" * toml_guard.MAX_NESTING + "\n")


def test_text_the_scan_cannot_follow_is_left_to_the_parser():
    """An unclosed string or bracket ends the scan; tomllib then names the syntax error."""
    for text in ('a = "never closed\nb = 1\n', "a = [1, 2\n", "a = ]\n"):
        prescan(text)
        with pytest.raises(tomllib.TOMLDecodeError):
            tomllib.loads(text)
