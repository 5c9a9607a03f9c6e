"""Parse TOML content files into typed records; a bad file gives one clear message.

Records are `msgspec.Struct` types with `forbid_unknown_fields=True`, so a misspelt key is
reported too. Every failure becomes a ContentError naming the file, the field path
(e.g. `spellbooks[2].sizes[0].radius`) and what was expected. Before any record check runs,
every number is made sure to be finite and within `SANE_LIMIT`, so no check (or game) ever
computes with NaN, infinity or 10^18.
"""

from __future__ import annotations

import codecs
import math
import re
import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import msgspec

from tabletop.content.toml_guard import TomlShapeError, prescan
from tabletop.core.errors import ContentError, read_bytes

T = TypeVar("T")

MAX_BYTES = 1_000_000  # the biggest shipped file is ~20 kB; a content file this big is a mistake
SANE_LIMIT = 1_000_000  # no number of the content means anything beyond this (seeds aside)
_AT = re.compile(r"^(?P<problem>.*?) - at `\$(?P<field>[^`]*)`$", re.S)
_TOML_AT = re.compile(r"^(?P<problem>.*?) \(at (?:line (?P<line>\d+), column (?P<col>\d+)|end of document)\)$", re.S)


def _field_path(raw: str) -> str:
    return raw.lstrip(".") or "(top level)"


def _tidy(problem: str) -> str:
    problem = problem.replace("Expected `", "expected `").replace(
        "Object missing required field", "missing required field"
    )
    return problem.replace("Object contains unknown field", "unknown field")


def describe(exc: msgspec.ValidationError, record_type: Any = None) -> tuple[str, str | None]:
    """Split a msgspec validation message into (problem, field path); a value outside a fixed set
    lists the values allowed there (read from `record_type`)."""
    text = str(exc)
    match = _AT.match(text)
    if not match:
        return _tidy(text), "(top level)"
    problem, field = _tidy(match["problem"]), _field_path(match["field"])
    enum = re.match(r"^Invalid enum value (?P<value>.*)$", problem)
    if enum:
        allowed = _literal_values(record_type, field) if record_type is not None else None
        problem = (
            f"expected one of {', '.join(map(str, allowed))}, got {enum['value']}"
            if allowed
            else f"{enum['value']} is not one of the allowed values"
        )
    return problem, field


def _literal_values(record_type: Any, field: str) -> tuple | None:
    """The values a Literal field at `field` (e.g. `spellbooks[0].magic.effect`) may take."""
    from msgspec import inspect

    info: inspect.Type | None = inspect.type_info(record_type)
    for step in re.findall(r"\.?([A-Za-z_][A-Za-z0-9_]*)|\[(\d+)\]", field):
        name, index = step
        while isinstance(info, inspect.UnionType):
            info = next((t for t in info.types if not isinstance(t, inspect.NoneType)), None)
        if name:
            if not isinstance(info, inspect.StructType):
                return None
            info = next((f.type for f in info.fields if f.name == name), None)
        elif isinstance(info, (inspect.ListType, inspect.TupleType, inspect.VarTupleType)):
            info = info.item_type if hasattr(info, "item_type") else info.item_types[int(index)]
        else:
            return None
        if info is None:
            return None
    while isinstance(info, inspect.UnionType):
        info = next((t for t in info.types if isinstance(t, inspect.LiteralType)), None)
    return tuple(info.values) if isinstance(info, inspect.LiteralType) else None


def toml_problem(exc: tomllib.TOMLDecodeError) -> str:
    """A TOML syntax error in words, with its line and column."""
    text = str(exc)
    match = _TOML_AT.match(text)
    if not match:
        return f"is not valid TOML: {text}"
    what = match["problem"][:1].lower() + match["problem"][1:]
    where = f"line {match['line']}, column {match['col']}" if match["line"] else "the end of the file"
    return f"is not valid TOML (a syntax error at {where}: {what})"


def decode_text(path: Path, raw: bytes) -> str:
    """The file's text, refusing what a TOML reader would misread: too big, a BOM, not UTF-8."""
    if len(raw) > MAX_BYTES:
        raise ContentError(path, f"is {len(raw):,} bytes; a content file is at most {MAX_BYTES:,} bytes")
    if raw.startswith(codecs.BOM_UTF8):
        raise ContentError(path, "starts with a byte-order mark (BOM); save it as UTF-8 without a BOM")
    if raw.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        raise ContentError(path, "is UTF-16 text; save it as UTF-8 (without a BOM)")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise ContentError(path, f"is not UTF-8 text (a bad byte on line {line}); save it as UTF-8") from None


def read_content(path: Path) -> bytes:
    """A content file's bytes: a missing, unreadable, not-a-file (a pipe would block) or too big
    one is a ContentError, found before anything is read."""
    return read_bytes(path, ContentError, limit=MAX_BYTES, what="content file")


def parse_toml(path: Path, raw: bytes) -> dict:
    """The TOML document as plain data, or a ContentError saying in words what is wrong.

    Every content file is read through here (the check, the app's start, the mods), and a shape
    no content file has (a key of thousands of dotted parts, arrays nested hundreds deep) is
    refused by a linear pre-scan before the parser, whose time on those grows with their square."""
    text = decode_text(path, raw)
    try:
        prescan(text)
    except TomlShapeError as exc:
        raise ContentError(path, f"is not read: on line {exc.line}, {exc.problem}") from None
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ContentError(path, toml_problem(exc)) from None
    except RecursionError:
        raise ContentError(path, "is nested too deeply to be content") from None


def check_numbers(path: Path, record: Any, where: str = "", limit: float = SANE_LIMIT) -> None:
    """Every number in the record is finite and at most `limit` in size, else a ContentError at its field."""
    if isinstance(record, bool) or record is None or isinstance(record, str):
        return
    if isinstance(record, (int, float)):
        if isinstance(record, float) and not math.isfinite(record):
            raise ContentError(path, f"expected a finite number, got {record}", where or None)
        if abs(record) > limit:
            raise ContentError(
                path, f"expected a number between {-limit:,g} and {limit:,g}, got {record:,g}", where or None
            )
        return
    if isinstance(record, msgspec.Struct):
        for name in record.__struct_fields__:
            check_numbers(path, getattr(record, name), f"{where}.{name}" if where else name, limit)
    elif isinstance(record, dict):
        for key, value in record.items():
            check_numbers(path, value, f"{where}.{key}" if where else str(key), limit)
    elif isinstance(record, (list, tuple)):
        for i, value in enumerate(record):
            check_numbers(path, value, f"{where}[{i}]", limit)


def load_toml(path: Path, record_type: type[T]) -> T:
    """Read one TOML file as `record_type`, or raise ContentError naming file and field."""
    path = Path(path)
    data = parse_toml(path, read_content(path))
    try:
        record = msgspec.convert(data, type=record_type)
    except msgspec.ValidationError as exc:
        problem, field = describe(exc, record_type)
        raise ContentError(path, problem, field) from None
    check_numbers(path, record)
    return record


def record_problems(path: Path, record: Any, checks) -> list[ContentError]:
    """Every problem the cross-field checks (each returning (field, problem) pairs) find."""
    return [ContentError(path, problem, field) for check in checks for field, problem in check(record)]


def check_records(path: Path, record: Any, checks: list[Callable[[Any], list[tuple[str, str]]]]) -> None:
    """Run extra cross-field checks (each returns (field, problem) pairs); raise the first."""
    for error in record_problems(path, record, checks):
        raise error
