"""The TOML pre-scan (issue 22, "TOML dotted-key bomb"): shapes no content file has are refused
in one linear pass, naming the line; every shipped file and every ordinary TOML shape passes."""

from __future__ import annotations

import functools
import time
import tomllib
from pathlib import Path

import pytest

from tabletop import paths
from tabletop.content import toml_guard
from tabletop.content.toml_guard import TomlShapeError, prescan


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
]


@pytest.mark.parametrize("text", ORDINARY)
def test_ordinary_toml_passes_and_parses(text):
    """Dots in strings, comments, floats and dates are not key parts; brackets in values are not headers."""
    prescan(text)
    tomllib.loads(text)


@functools.cache
def _bombs(size: int = 1_000_000) -> dict[str, tuple[str, str]]:
    """Each TOML construct that nests or repeats, made huge: (text, words the refusal must hold)."""
    n = size
    return {
        "dotted_key": (".".join(["a"] * (n // 2)) + " = 1\n", "key nested more than"),
        "quoted_dotted_key": (".".join(['"a"'] * (n // 4)) + " = 1\n", "key nested more than"),
        "spaced_dotted_key": (" . ".join(["a"] * (n // 4)) + " = 1\n", "key nested more than"),
        "table_header": ("[" + ".".join(["a"] * (n // 2)) + "]\n", "key nested more than"),
        "array_of_tables_header": ("[[" + ".".join(["a"] * (n // 2)) + "]]\n", "key nested more than"),
        "header_plus_key": ("[a.b.c.d.e]\nf.g.h.i = 1\n", "key nested more than"),
        "inline_table_key": ("a = {" + ".".join(["b"] * (n // 2)) + " = 1}\n", "key nested more than"),
        "nested_inline_tables": ("a = " + "{a = " * (n // 5) + "1" + "}" * (n // 5) + "\n", "nested too deeply"),
        "nested_arrays": ("a = " + "[" * (n // 2) + "]" * (n // 2) + "\n", "nested too deeply"),
        "nested_arrays_on_lines": ("a = " + "[\n" * (n // 4) + "]\n" * (n // 4), "nested too deeply"),
        "long_key": ("a" * n + " = 1\n", "longer than"),
        "long_string": ('a = "' + "x" * n + '"\n', "longer than"),
        "long_comment": ("# " + "x" * n + "\na = 1\n", "longer than"),
        "many_keys": ("".join(f"k{i} = 1\n" for i in range(n // 10)), "keys and values"),
        "many_values": ("a = [\n" + "1,\n" * (n // 3) + "]\n", "keys and values"),
        "many_strings": ("a = [" + '"x",' * (n // 5) + "]\n", "keys and values"),
        "many_arrays_of_tables": ("[[a]]\n" * (n // 6), "keys and values"),
        "many_tables": ("".join(f"[t{i}]\n" for i in range(n // 9)), "keys and values"),
        "wide_inline_table": ("a = {" + ",".join(f"k{i}=1" for i in range(n // 10)) + "}\n", "keys and values"),
        "many_deep_keys": ("".join(f"k{i}.a.a.a.a.a.a.a = 1\n" for i in range(n // 22)), "parts in all"),
        "many_deep_headers": ("".join(f"[k{i}.a.a.a.a.a.a.a]\n" for i in range(n // 20)), "parts in all"),
    }


@pytest.mark.parametrize("name", sorted(_bombs(1000)))
def test_each_toml_bomb_is_refused_fast_naming_its_line(name):
    """Issue 22: a bomb of each construct (1 MB) is refused by the pre-scan in well under 2 s,
    with the line it is on, before the parser could take minutes on it."""
    text, words = _bombs()[name]
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
