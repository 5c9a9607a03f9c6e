"""Save files: format version + game + settings + seed + action log (+ a snapshot).

Loading is replaying the log (see `session.Session.from_save`); the snapshot only checks
that the replay came out the same. Writes are atomic: a crash mid-write leaves the old file.
"""
from __future__ import annotations

import json
import os
import tempfile
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import msgspec

from tabletop.core.errors import SaveError, read_bytes

SAVE_FORMAT_VERSION = 1


class SaveData(msgspec.Struct, forbid_unknown_fields=False):
    """Everything needed to rebuild a game by replaying it."""

    version: int
    game: str
    settings: dict[str, Any]
    seed: int
    actions: list[dict[str, Any]]
    snapshot: dict[str, Any] | None = None
    fingerprint: str | None = None
    saved_at: str = ""
    # Which rules content (spellbooks, maps, dice) the log was played with: a log only
    # replays to the same game on the same content, so a mismatch is worth naming.
    content_version: str | None = None


def atomic_write_text(path: Path, text: str) -> None:
    """Write a file so that readers see either the old or the new whole file."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def write_save(path: Path, data: SaveData) -> None:
    """Write a save file atomically (stamping the time if unset)."""
    if not data.saved_at:
        data = msgspec.structs.replace(data, saved_at=datetime.now(timezone.utc).isoformat(timespec="seconds"))
    text = json.dumps(msgspec.to_builtins(data), indent=1, sort_keys=True)
    atomic_write_text(Path(path), text + "\n")


def read_save(path: Path) -> SaveData:
    """Read and check a save file; any problem raises SaveError naming the file and what is wrong."""
    path = Path(path)
    raw = read_bytes(path, SaveError)
    if not raw.strip():
        raise SaveError(path, "file is empty")
    try:
        doc = json.loads(raw)
    except UnicodeDecodeError:
        raise SaveError(path, "not a save file (binary data, not JSON text)") from None
    except json.JSONDecodeError as exc:
        if exc.pos >= len(raw.rstrip()) - 1:
            raise SaveError(path, f"file is truncated (ends at line {exc.lineno} column {exc.colno})") from None
        raise SaveError(path, f"corrupt JSON at line {exc.lineno} column {exc.colno}: {exc.msg}") from None
    if not isinstance(doc, dict):
        raise SaveError(path, f"expected a JSON object at the top level, got {type(doc).__name__}")
    version = doc.get("version")
    if version is None:
        raise SaveError(path, "field 'version' is missing: not a Necro Tabletop save")
    if version != SAVE_FORMAT_VERSION:
        raise SaveError(path, f"save format version {version!r} is not supported (this app reads version {SAVE_FORMAT_VERSION})")
    try:
        return msgspec.convert(doc, SaveData)
    except msgspec.ValidationError as exc:
        raise SaveError(path, _describe_validation(exc)) from None


def _describe_validation(exc: msgspec.ValidationError) -> str:
    """Turn msgspec's '... - at `$.a[0].b`' into 'field a[0].b: ...'."""
    message = str(exc)
    if " - at `$" in message:
        problem, _, where = message.partition(" - at `$")
        field = where.rstrip("`").lstrip(".")
        return f"field '{field}': {problem}"
    if message.startswith("Object missing required field"):
        return message.replace("Object missing required field", "required field missing:")
    return message


def save_summary(data: SaveData) -> dict[str, Any]:
    """Short facts for a load screen: game, when, how many actions."""
    return {"game": data.game, "saved_at": data.saved_at, "actions": len(data.actions),
            "seed": data.seed}
