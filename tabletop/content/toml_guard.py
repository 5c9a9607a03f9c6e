"""A cheap, bounded look at TOML text before `tomllib` parses it.

The standard parser's time grows with the square of a dotted key's depth (`a.a.a.… = 1` with
32,000 parts takes 30 s and 4 GB) and it recurses once per nested array or inline table. No real
content file comes near these shapes, so `prescan` refuses them first, in one linear pass that
skips strings and comments: keys of too many dotted parts (in `key = …`, `[table]`, `[[array]]`
and inside `{…}`), arrays and inline tables nested too deeply, lines too long, too many keys or
values. It names the line of the first excess. Whatever else is wrong is left to `tomllib`, which
is then fast: the scan stops at text it cannot follow (an unclosed string), and the parser
reports that.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

# The shipped files (about 60, the largest 9 kB) use keys of at most 3 parts, nesting of at
# most 3 and lines of at most 200 characters: these limits leave a modder wide room.
MAX_KEY_PARTS = 8  # parts of one dotted key, table header included: `[a.b]` then `c.d = 1` is 4
MAX_NESTING = 12  # arrays and inline tables inside each other
MAX_LINE_CHARS = 4_000  # a card's text fits in a few hundred
MAX_ITEMS = 20_000  # keys, table headers and array values in one file (the shipped ones hold ~1,500)
# The parser's time grows with every part of every key: the parts of all keys together are bounded too.
MAX_KEY_PARTS_TOTAL = 20_000


class TomlShapeError(ValueError):
    """TOML text shaped like no content file: `line` is where, `problem` says what in words."""

    def __init__(self, line: int, problem: str):
        super().__init__(f"line {line}: {problem}")
        self.line = line
        self.problem = problem


# What the scan stops at: string openers, comments, brackets, and the signs of keys and values.
_SPECIAL = re.compile(r"\"\"\"|'''|[\"'#\[\]{}=,.\n]")
_BASIC_END = re.compile(r'[^"\\\n]*(?:\\.[^"\\\n]*)*"')
_LITERAL_END = re.compile(r"[^'\n]*'")
_MULTI_BASIC_END = re.compile(r'[^"\\]*(?:(?:\\.|"(?!""))[^"\\]*)*"""', re.S)
_MULTI_LITERAL_END = re.compile(r"[^']*(?:'(?!'')[^']*)*'''", re.S)


# Tried only at the start of each line, so a search costs one pass over the text.
_LONG_LINE = re.compile(rf"(?m)^.{{{MAX_LINE_CHARS + 1}}}")


@dataclass
class _Scan:
    """Where the scan is: the open arrays (`[`), inline tables (`{`) and a header (`H`)."""

    stack: list[str]
    in_key: bool = True  # reading a key (its dots separate parts) rather than a value
    parts: int = 1  # parts of the key being read
    header_parts: int = 0  # parts of the last `[table]` header: keys below it add to them
    items: int = 0
    parts_total: int = 0


def prescan(text: str) -> None:
    """Raise TomlShapeError at the first shape no content file has; return if there is none."""
    _scan(text)
    _check_lines(text)


def _scan(text: str) -> None:
    """Follow keys, brackets and strings to the end of the text (or to what the parser will refuse)."""
    scan = _Scan(stack=[])
    line = 1
    pos = 0
    while True:
        m = _SPECIAL.search(text, pos)
        if m is None:
            return
        tok, pos = m.group(), m.end()
        if tok == "\n":
            line += 1
            if not scan.stack:  # a new line at the top level starts a key
                scan.in_key, scan.parts = True, 1
        elif tok == "#":
            end = text.find("\n", pos)
            if end < 0:
                return
            pos = end
        elif tok in ('"', "'", '"""', "'''"):
            end_re = {'"': _BASIC_END, "'": _LITERAL_END, '"""': _MULTI_BASIC_END, "'''": _MULTI_LITERAL_END}[tok]
            closed = end_re.match(text, pos)
            if closed is None:
                return  # an unclosed string: the parser says so
            line += text.count("\n", pos, closed.end())
            pos = closed.end()
            _count(scan, line)
        elif tok == ".":
            if scan.in_key:
                scan.parts += 1
                _key_parts(scan, line)
        elif tok == "=":
            if scan.in_key:
                _end_key(scan, line)
                scan.in_key = False
        elif tok == "[":
            if not scan.stack and scan.in_key:  # a `[table]` or `[[array of tables]]` header
                if text.startswith("[", pos):
                    pos += 1
                scan.stack.append("H")
                scan.parts, scan.header_parts = 1, 0
            else:
                _open(scan, "[", line)
        elif tok == "{":
            _open(scan, "{", line)
            scan.in_key, scan.parts = True, 1
        elif tok in ("]", "}"):
            if not scan.stack:
                return  # unbalanced: the parser says so
            opened = scan.stack.pop()
            if opened == "H":
                _end_key(scan, line)
                scan.header_parts = scan.parts
                if text.startswith("]", pos):
                    pos += 1
            scan.in_key, scan.parts = False, 1  # a closing bracket ends a header or a value
        elif tok == ",":
            _count(scan, line)
            if scan.stack and scan.stack[-1] == "{":
                scan.in_key, scan.parts = True, 1


def _check_lines(text: str) -> None:
    """The first line longer than MAX_LINE_CHARS is refused (found without splitting the whole text)."""
    if len(text) <= MAX_LINE_CHARS:
        return
    long_line = _LONG_LINE.search(text)
    if long_line:
        line = text.count("\n", 0, long_line.start()) + 1
        raise TomlShapeError(line, f"the line is longer than {MAX_LINE_CHARS:,} characters; no content line needs that")


def _key_parts(scan: _Scan, line: int) -> None:
    depth = scan.parts + (scan.header_parts if not scan.stack or scan.stack[-1] != "H" else 0)
    if depth > MAX_KEY_PARTS:
        raise TomlShapeError(
            line, f"a key nested more than {MAX_KEY_PARTS} levels deep (dotted parts); content keys use a few"
        )


def _end_key(scan: _Scan, line: int) -> None:
    _key_parts(scan, line)
    _count(scan, line)
    scan.parts_total += scan.parts
    if scan.parts_total > MAX_KEY_PARTS_TOTAL:
        raise TomlShapeError(
            line, f"keys of more than {MAX_KEY_PARTS_TOTAL:,} parts in all; a content file holds far fewer"
        )


def _open(scan: _Scan, bracket: str, line: int) -> None:
    scan.stack.append(bracket)
    if len(scan.stack) > MAX_NESTING:
        raise TomlShapeError(
            line, f"a value is nested too deeply (arrays or inline tables more than {MAX_NESTING} inside each other)"
        )
    _count(scan, line)


def _count(scan: _Scan, line: int) -> None:
    scan.items += 1
    if scan.items > MAX_ITEMS:
        raise TomlShapeError(line, f"more than {MAX_ITEMS:,} keys and values; a content file holds far fewer")
