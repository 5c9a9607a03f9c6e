"""Parse TOML content files into typed records; a bad file gives one clear message.

Records are `msgspec.Struct` types with `forbid_unknown_fields=True`, so a misspelt key is
reported too. Every failure becomes a ContentError naming the file, the field path
(e.g. `spellbooks[2].sizes[0].radius`) and what was expected.
"""
from __future__ import annotations

import re
from pathlib import Path
from typing import Any, Callable, TypeVar

import msgspec

from tabletop.core.errors import ContentError, read_bytes

T = TypeVar("T")

_AT = re.compile(r"^(?P<problem>.*?) - at `\$(?P<field>[^`]*)`$", re.S)


def _field_path(raw: str) -> str:
    return raw.lstrip(".") or "(top level)"


def describe(exc: msgspec.ValidationError) -> tuple[str, str | None]:
    """Split a msgspec validation message into (problem, field path)."""
    text = str(exc)
    match = _AT.match(text)
    if not match:
        return text, None
    problem = match["problem"]
    problem = problem.replace("Expected `", "expected `").replace("Object missing required field", "missing required field")
    problem = problem.replace("Object contains unknown field", "unknown field")
    return problem, _field_path(match["field"])


def load_toml(path: Path, record_type: type[T]) -> T:
    """Read one TOML file as `record_type`, or raise ContentError naming file and field."""
    path = Path(path)
    raw = read_bytes(path, ContentError)
    try:
        return msgspec.toml.decode(raw, type=record_type)
    except msgspec.ValidationError as exc:
        problem, field = describe(exc)
        raise ContentError(path, problem, field) from None
    except msgspec.DecodeError as exc:
        raise ContentError(path, f"not valid TOML: {exc}") from None


def check_records(path: Path, record: Any, checks: list[Callable[[Any], list[tuple[str, str]]]]) -> None:
    """Run extra cross-field checks (each returns (field, problem) pairs); raise the first."""
    for check in checks:
        for field, problem in check(record):
            raise ContentError(path, problem, field)
