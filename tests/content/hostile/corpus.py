"""The hostile-content corpus (issue 22): mods made to cost time, memory or a screen, each with
the words its refusal must hold.

The cases are built into a folder when a test runs, not committed: most are a megabyte of one
repeated construct. `build(name, folder)` writes one case as a mod folder; `CASES` maps each name
to the words `tabletop check-content` must print. `python -m tests.content.hostile.corpus NAME DIR`
writes one for a look.
"""

from __future__ import annotations

import functools
import os
import re
import sys
from collections.abc import Callable
from pathlib import Path

from tabletop import paths
from tabletop.content import mod_walk, mods, necromolds_screens, toml_guard
from tabletop.content.loader import MAX_BYTES
from tests.deep_trees import remove as remove  # deep trees go without recursion: see there

SIZE = MAX_BYTES - 10_000  # a bomb just under the file-size limit: the size check alone lets it through
TOOL = "necromolds/tool.toml"  # the smallest moddable file: the place for a bomb
SPELLBOOKS = paths.assets_dir() / "necromolds" / "spellbooks.toml"


@functools.cache
def bombs(size: int = SIZE) -> dict[str, tuple[str, str]]:
    """Each TOML construct that nests or repeats, made about `size` characters long:
    name -> (text, words the refusal must hold)."""
    n = size - 100
    deep_key = f"more than {toml_guard.MAX_KEY_PARTS} levels deep"
    deep_value = "nested too deeply"
    long_line = f"longer than {toml_guard.MAX_LINE_CHARS:,} characters"
    many = "keys and values"
    made = {
        "dotted_key": (".".join(["a"] * (n // 2)) + " = 1\n", deep_key),
        "quoted_dotted_key": (".".join(['"a"'] * (n // 4)) + " = 1\n", deep_key),
        "spaced_dotted_key": (" . ".join(["a"] * (n // 4)) + " = 1\n", deep_key),
        "table_header": ("[" + ".".join(["a"] * (n // 2)) + "]\n", deep_key),
        "array_of_tables_header": ("[[" + ".".join(["a"] * (n // 2)) + "]]\n", deep_key),
        "header_plus_key": ("[a.b.c.d.e]\nf.g.h.i = 1\n", deep_key),
        "inline_table_key": ("a = {" + ".".join(["b"] * (n // 2)) + " = 1}\n", deep_key),
        "nested_inline_tables": ("a = " + "{a = " * (n // 6) + "1" + "}" * (n // 6) + "\n", deep_value),
        "nested_arrays": ("a = " + "[" * (n // 2) + "]" * (n // 2) + "\n", deep_value),
        "nested_arrays_on_lines": ("a = " + "[\n" * (n // 4) + "]\n" * (n // 4), deep_value),
        "arrays_in_inline_tables": ("a = " + "{b = [" * (n // 8) + "]}" * (n // 8) + "\n", deep_value),
        "long_key": ("a" * n + " = 1\n", long_line),
        "long_string": ('a = "' + "x" * n + '"\n', long_line),
        "long_comment": ("# " + "x" * n + "\na = 1\n", long_line),
        "many_keys": ("".join(f"k{i} = 1\n" for i in range(n // 10)), many),
        "many_values": ("a = [\n" + "1,\n" * (n // 3) + "]\n", many),
        "many_strings": ("a = [" + '"x",' * (n // 5) + "]\n", many),
        "many_arrays_of_tables": ("[[a]]\n" * (n // 6), many),
        "many_tables": ("".join(f"[t{i}]\n" for i in range(n // 9)), many),
        "wide_inline_table": ("a = {" + ",".join(f"k{i}=1" for i in range(n // 10)) + "}\n", many),
        "many_deep_keys": ("".join(f"k{i}.a.a.a.a.a.a.a = 1\n" for i in range(n // 22)), "parts in all"),
        "many_deep_headers": ("".join(f"[k{i}.a.a.a.a.a.a.a]\n" for i in range(n // 20)), "parts in all"),
    }
    return {name: (_whole_lines(text, size), words) for name, (text, words) in made.items()}


def _whole_lines(text: str, size: int) -> str:
    """`text` cut after its last whole line that ends within `size` characters."""
    return text if len(text) <= size else text[: text.rfind("\n", 0, size) + 1]


def _write(folder: Path, rel: str, text: str | bytes) -> None:
    path = folder / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")


def _bomb(name: str) -> Callable[[Path], None]:
    return lambda folder: _write(folder, TOOL, bombs()[name][0])


def _nested(depth: int) -> Callable[[Path], None]:
    def build(folder: Path) -> None:
        # Built with relative steps: a path of 1,100 folders is longer than the system takes at once.
        folder.mkdir(parents=True, exist_ok=True)
        fd = os.open(folder, os.O_RDONLY)
        try:
            for _ in range(depth):
                os.mkdir("d", dir_fd=fd)
                inner = os.open("d", os.O_RDONLY, dir_fd=fd)
                os.close(fd)
                fd = inner
            with open(os.open("x.toml", os.O_WRONLY | os.O_CREAT, dir_fd=fd), "w") as f:
                f.write("a = 1\n")
        finally:
            os.close(fd)

    return build


def _wide(count: int, name: str) -> Callable[[Path], None]:
    def build(folder: Path) -> None:
        (folder / "necromolds").mkdir(parents=True, exist_ok=True)
        for i in range(count):
            (folder / "necromolds" / name.format(i=i)).touch()

    return build


def _link_loop(folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "loop").symlink_to(folder, target_is_directory=True)


def _spellbooks(extra: int = 0, edit: Callable[[str], str] = lambda t: t) -> Callable[[Path], None]:
    """The shipped spellbooks with `extra` copies under new ids, then `edit` applied to the text."""

    def build(folder: Path) -> None:
        books_part, presets = SPELLBOOKS.read_text().split("[[presets]]", 1)
        head, *books = books_part.split("[[spellbooks]]")
        copies = [
            re.sub(r'\nid = "([a-z_]+)"', lambda m, n=n: f'\nid = "{m.group(1)}_{n}"', books[n % len(books)], count=1)
            for n in range(extra)
        ]
        text = head + "".join("[[spellbooks]]" + b for b in books + copies) + "[[presets]]" + presets
        _write(folder, "necromolds/spellbooks.toml", edit(text))

    return build


def _rules(budget: int) -> Callable[[Path], None]:
    """The shipped rules with another clay budget."""

    def build(folder: Path) -> None:
        text = (paths.assets_dir() / "necromolds" / "rules.toml").read_text()
        _write(folder, "necromolds/rules.toml", re.sub(r"(?m)^clay_budget = \d+", f"clay_budget = {budget}", text))

    return build


def _first(old: str, new: str) -> Callable[[str], str]:
    def edit(text: str) -> str:
        assert old in text, old
        return text.replace(old, new, 1)

    return edit


def _tool(extra: str) -> Callable[[Path], None]:
    return lambda folder: _write(folder, TOOL, "close = 3.0\nmedium = 5.0\nfar = 7.0\n" + extra)


ESC = "\\u001b[2K\\rchecked 60 content files: 0 with errors"  # as TOML writes it: a line-clearing fake verdict

# name -> (builder, words the refusal must hold)
CASES: dict[str, tuple[Callable[[Path], None], list[str]]] = {
    **{f"bomb_{name}": (_bomb(name), [TOOL, words]) for name, (_, words) in bombs().items()},
    "file_too_big": (
        lambda f: _write(f, TOOL, "# x\n" * (MAX_BYTES * 3 // 8)),
        [TOOL, "larger than any content file"],
    ),
    "deep_folders_1100": (_nested(1100), ["has folders nested more than", "(d/…)"]),
    "deep_folders_just_over": (_nested(mod_walk.MAX_DEPTH + 1), ["has folders nested more than"]),
    "many_entries": (_wide(mod_walk.MAX_ENTRIES + 5, "x{i}.txt"), ["holds more than 2,000 files and folders"]),
    "many_toml_files": (_wide(mods.MAX_FILES + 5, "map_{i}.toml"), [f"a mod has at most {mods.MAX_FILES}"]),
    "folder_link_loop": (_link_loop, ["has no content files"]),
    "spellbooks_16": (_spellbooks(5), ["spellbooks", "expected at most 12 spellbooks", "got 16"]),
    "spellbooks_80": (_spellbooks(69), ["expected at most 12 spellbooks (the army builder shows 12 cards"]),
    "spellbooks_1200": (_spellbooks(1189), ["spellbooks.toml", "keys and values"]),
    "spellbook_name_long": (
        _spellbooks(edit=_first('name = "Insectomite"', f'name = "{"Insectomite" * 3}"')),
        ["spellbooks[0].name", f"expected at most {necromolds_screens.MAX_BOOK_NAME} characters"],
    ),
    "ability_text_long": (
        _spellbooks(edit=_first('text = "+1 defense die this round."', f'text = "{"Very " * 20}+1 defense die."')),
        ["spellbooks[0].magic.text", f"expected at most {necromolds_screens.MAX_ABILITY_TEXT} characters"],
    ),
    "army_beyond_the_tray": (
        _rules(10_000),
        [
            "rules.toml",
            "clay_budget",
            "buys 2,500 monsters",
            f"the deployment tray holds {necromolds_screens.MAX_ARMY}",
        ],
    ),
    "army_beyond_the_list": (
        _rules(110),
        ["clay_budget: 110 dr of clay buys 13 different monsters", "the army list shows 12"],
    ),
    "cheap_monsters_beyond_the_tray": (
        _spellbooks(edit=_first("clay = 10, radius = 0.85", "clay = 1, radius = 0.85")),
        ["spellbooks.toml: spellbooks:", "buys 56 monsters of the cheapest size (1 dr)"],
    ),
    "escape_in_a_key": (_tool(f'"{ESC}" = 1\n'), [TOOL, "unknown field `\\x1b[2K\\x0dchecked 60"]),
    "escape_in_a_value": (
        _spellbooks(edit=_first('support_type = "guardian"', f'support_type = "{ESC}"')),
        ["spellbooks[0].support_type", "\\x1b[2K"],
    ),
    "direction_override_in_a_key": (_tool('"abc\\u202edef" = 1\n'), ["unknown field `abc\\u202edef`"]),
    "newline_in_a_key": (_tool('"a\\nerror: fake" = 1\n'), ["unknown field `a\\x0aerror: fake`"]),
    "long_unknown_key": (_tool(f'"{"k" * 3_900}" = 1\n'), [TOOL, "unknown field `kkk", " … "]),
    "escape_in_an_id": (
        _spellbooks(edit=_first('id = "insectomite"', f'id = "{ESC}"')),
        ["spellbooks[0].id", "\\x1b[2K"],
    ),
}


def build(name: str, folder: Path) -> Path:
    """Write case `name` as a mod at `folder` (made here); returns the folder."""
    CASES[name][0](Path(folder))
    return Path(folder)


if __name__ == "__main__":
    print(build(sys.argv[1], Path(sys.argv[2])))
