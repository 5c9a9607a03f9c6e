"""Save files: format version + game + settings + seed + action log (+ a snapshot).

Loading is replaying the log (see `session.Session.from_save`); the snapshot only checks
that the replay came out the same. Writes are atomic and durable: a crash mid-write leaves
the old file, and the temporary files such a crash leaves behind are cleaned on start.

Reading never trusts the file: it is refused by its size before it is parsed, and by its
shape (nesting, numbers, number of actions, a key named twice in one object, a control character
in a text, a seed outside 0 .. 2^64 - 1) before any game sees it, with a message naming the file
and the field. The bounds below are far above any real game, so they only ever
refuse a damaged or hostile file.
"""

from __future__ import annotations

import codecs
import gc
import json
import logging
import math
import os
import re
import tempfile
import time
from collections.abc import Iterable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import msgspec

from tabletop.core.action_types import MAX_ACTION_VALUES, MAX_INT
from tabletop.core.errors import CONTROL_CHARS, SaveError, escape, read_bytes

SAVE_FORMAT_VERSION = 1

# A real two-player game saves in about 25 kB (220 actions), a four-player advanced one in
# about 60 kB (500 actions); even the simulator's give-up limit of 6,000 actions is under 1 MB.
# 8 MB is ten times that, and small enough to parse in a fraction of a second.
MAX_SAVE_BYTES = 8 * 1024 * 1024
# Bot games of 2 to 4 players take 100 to 510 actions (people undo, never add many more); the
# simulator gives up at 6,000. A longer log is not a game, and would only take long to replay.
MAX_SAVE_ACTIONS = 20_000
# An action holds at most MAX_ACTION_VALUES values (tabletop.core.action_types: the same bound for an
# action built in Python), which keeps one action's decoding instant.
# A real save nests 6 levels (the snapshot's seats, monsters, positions); 64 is far above it and
# far below where Python's own recursion would give out.
MAX_NESTING = 64
# The longest text in a real save is under 100 characters (a sentence saying how the game ended,
# an id); a thousand is far above it and keeps every message and list row that shows one short.
MAX_TEXT = 1_000
# A game's name as the registry knows it: a short word (its package's name).
_GAME_NAME = re.compile(r"^[A-Za-z0-9_.-]{1,64}$")
# A real save holds a few thousand values (1,500 for a 220-action two-player game, 3,400 for a
# 510-action four-player one); half a million is far above any game and is checked in under a second.
MAX_VALUES = 500_000
# Seeds and the dice's generator state are 64-bit numbers; nothing a game saves is larger (MAX_INT,
# tabletop.core.action_types). A seed is one of the 2^64 a generator takes: one outside is refused,
# never reduced (a seed shifted by 2^64 would replay as the same game).
SEEDS = range(2**64)

log = logging.getLogger("tabletop.core")

TMP_SUFFIX = ".tmp"
# How long a temporary file may live: a write takes milliseconds, so one a minute old was left
# by a crash (or by another copy of the app that is long past that write).
STALE_TMP_SECONDS = 60.0
# mkstemp's names: NAME + "." + 8 letters, digits or underscores + ".tmp" (and the old settings
# writer's fixed NAME.tmp).
_TMP_NAME = re.compile(r"^(?P<name>.+?)(\.[a-z0-9_]{8})?\.tmp$")


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
    """Write a file so that readers see either the old or the new whole file, even after a power cut.

    The text goes to a temporary file beside it (`NAME.XXXXXXXX.tmp`), which is synced, renamed
    over the file, and then the folder is synced so the rename itself survives a crash.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=TMP_SUFFIX, dir=path.parent)
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
    sync_folder(path.parent)


def sync_folder(folder: Path) -> None:
    """Flush a folder's entries (a rename into it) to disk; a no-op where folders cannot be opened."""
    flags = os.O_RDONLY | getattr(os, "O_DIRECTORY", 0)
    try:
        fd = os.open(folder, flags)
    except OSError:  # Windows cannot open a folder; its rename is already durable enough there
        return
    try:
        os.fsync(fd)
    except OSError:  # some file systems refuse to sync a folder: the file itself was synced
        pass
    finally:
        os.close(fd)


def clean_stale_temps(
    folder: Path,
    names: Iterable[str] | None = None,
    suffixes: Iterable[str] = (".json",),
    older_than: float = STALE_TMP_SECONDS,
    now: float | None = None,
) -> list[Path]:
    """Delete temporary files that `atomic_write_text` left in `folder` when a crash cut a write short.

    Only ours: a regular file named FILE.XXXXXXXX.tmp (or FILE.tmp) where FILE is one of `names`
    or ends with one of `suffixes`; only older than `older_than` seconds, so a write in progress
    in another copy of the app is left alone; never in sub-folders. Returns what was deleted.
    """
    folder = Path(folder)
    names = set(names or ())
    suffixes = tuple(suffixes)
    now = time.time() if now is None else now
    removed: list[Path] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        match = _TMP_NAME.match(entry.name)
        if not match:
            continue
        target = match.group("name")
        if target not in names and not (suffixes and target.endswith(suffixes)):
            continue
        try:
            if not entry.is_file(follow_symlinks=False):
                continue
            if now - entry.stat(follow_symlinks=False).st_mtime < older_than:
                continue
            os.unlink(entry.path)
        except OSError:
            continue  # gone already, or not ours to delete: leave it
        removed.append(Path(entry.path))
        log.info("removed %s, left by a write that did not finish", escape(entry.path))
    return removed


def write_save(path: Path, data: SaveData) -> None:
    """Write a save file atomically (stamping the time if unset)."""
    if not data.saved_at:
        data = msgspec.structs.replace(data, saved_at=datetime.now(UTC).isoformat(timespec="seconds"))
    text = json.dumps(msgspec.to_builtins(data), indent=1, sort_keys=True)
    atomic_write_text(Path(path), text + "\n")


def read_save(path: Path) -> SaveData:
    """Read and check a save file; any problem raises SaveError naming the file and what is wrong."""
    path = Path(path)
    raw = read_bytes(path, SaveError, limit=MAX_SAVE_BYTES, what="save")
    if not raw.strip():
        raise SaveError(path, "file is empty")
    text = _decode(raw)
    if text is None:
        raise SaveError(path, "not a save file (binary data, not JSON text)")
    try:
        doc = _parse(text)
    except RecursionError:
        raise SaveError(
            path, f"nested too deeply to be a save (a save nests a few levels, never more than {MAX_NESTING})"
        ) from None
    except json.JSONDecodeError as exc:
        raise SaveError(path, _json_problem(text, exc)) from None
    except ValueError:  # a number of thousands of digits (Python refuses to read it)
        raise SaveError(path, "holds a number of thousands of digits, too large to be part of a game") from None
    if not isinstance(doc, dict):
        kind = {type(None): "null", list: "a list", str: "a text", bool: "true or false"}.get(type(doc), "a number")
        raise SaveError(path, f"expected a JSON object at the top level, got {kind}")
    _check_shape(path, doc)
    _check_unique_keys(path, text, doc)
    version = doc.get("version")
    if version is None:
        raise SaveError(path, "field 'version' is missing: not a Necro Tabletop save")
    if version != SAVE_FORMAT_VERSION:
        raise SaveError(
            path, f"save format version {version!r} is not supported (this app reads version {SAVE_FORMAT_VERSION})"
        )
    try:
        data = msgspec.convert(doc, SaveData)
    except msgspec.ValidationError as exc:
        raise SaveError(path, _describe_validation(exc)) from None
    if not _GAME_NAME.match(data.game):
        raise SaveError(path, f"field 'game' is {_quote(data.game)}, not the name of a game")
    if data.seed not in SEEDS:
        raise SaveError(path, f"field 'seed' is {data.seed}, not a seed (a seed is a whole number from 0 to 2^64 - 1)")
    return data


def _json_problem(text: str, exc: json.JSONDecodeError) -> str:
    """What is wrong with a text JSON cannot read: cut short, a comma before a closing bracket, or
    the reader's own message, at its line and column."""
    where = f"line {exc.lineno} column {exc.colno}"
    before = text[: exc.pos].rstrip()
    if exc.pos < len(text) and text[exc.pos] in "}]" and before.endswith(","):
        # `{"a": 1,}`: JSON allows no comma after the last item (the error is at the closing bracket).
        return f"corrupt JSON at {where}: a comma before the closing {text[exc.pos]!r} (JSON allows none there)"
    # Cut short: the reader ran out of text, or a text starts and never ends.
    if exc.pos >= len(text.rstrip()) or (exc.msg.startswith("Unterminated string") and '"' not in text[exc.pos + 1 :]):
        return f"file is truncated (ends at {where})"
    return f"corrupt JSON at {where}: {exc.msg}"


def _parse(text: str, object_pairs_hook: Any = None) -> Any:
    """json.loads with the cyclic garbage collector paused: JSON makes no cycles, and a file of
    millions of small lists would otherwise spend seconds in collections while it is read."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        return json.loads(text, object_pairs_hook=object_pairs_hook)
    finally:
        if was_enabled:
            gc.enable()


def _check_unique_keys(path: Path, text: str, doc: Any) -> None:
    """Refuse a save naming one field twice in an object (JSON readers keep the last, so a second
    "fingerprint" or an action's second "seat" would silently win), naming the field and the key.

    First a count: every key in the text is followed by a colon, and so is every key of `doc` written
    back as JSON; the other colons are inside texts, the same in both unless a text spells one as the
    escape \\u003a. So with no such escape, as many colons in both means no key was lost. Otherwise
    the text is read again with a hook that sees each object's pairs, several times slower than the
    plain read (it runs after _check_shape has bounded the file's values)."""
    hidden = "u003a" in text or "u003A" in text  # a colon escaped: the count cannot tell
    if not hidden and text.count(":") == json.dumps(doc, separators=(",", ":")).count(":"):
        return
    twice: list[tuple[dict, str]] = []

    def pairs(items: list[tuple[str, Any]]) -> dict:
        made = dict(items)
        if len(made) != len(items) and not twice:
            seen: set[str] = set()
            for key, _value in items:
                if key in seen:
                    twice.append((made, key))
                    break
                seen.add(key)
        return made

    doc = _parse(text, pairs)
    if twice:
        made, key = twice[0]
        where = _path_to(doc, made)
        place = f"field '{_field(where)}'" if where else "the top level"
        raise SaveError(path, f"{place} names {_quote(key)} twice; a save names each field once")


def _path_to(doc: Any, target: dict) -> str:
    """The field name of `target`, an object inside `doc` (found by identity, without recursion)."""
    stack: list[tuple[Any, str]] = [(doc, "")]
    while stack:
        node, where = stack.pop()
        if node is target:
            return where
        children = node.items() if type(node) is dict else enumerate(node) if type(node) is list else ()
        stack.extend((child, _join(where, key)) for key, child in children if type(child) in (dict, list))
    return ""


_BOMS = (
    (codecs.BOM_UTF32_LE, "utf-32"),
    (codecs.BOM_UTF32_BE, "utf-32"),
    (codecs.BOM_UTF8, "utf-8-sig"),
    (codecs.BOM_UTF16_LE, "utf-16"),
    (codecs.BOM_UTF16_BE, "utf-16"),
)


def _decode(raw: bytes) -> str | None:
    """The file's text: UTF-8, or what its byte-order mark says (a text editor's); None for binary data."""
    encoding = next((name for bom, name in _BOMS if raw.startswith(bom)), "utf-8")
    try:
        text = raw.decode(encoding)
    except UnicodeDecodeError:
        return None
    return None if "\x00" in text else text


def _join(where: str, key: Any) -> str:
    if isinstance(key, int):
        return f"{where}[{key}]"
    return f"{where}.{key}" if where else str(key)


def _field(where: str) -> str:
    """A field's place for a message, its middle cut when it is very deep."""
    return where if len(where) <= 80 else f"{where[:50]}…{where[-24:]}"


def _check_shape(path: Path, doc: dict) -> None:
    """Refuse what no game could have written, naming the field: too many actions or values, an
    action too large, nesting too deep, a number that is NaN, infinite or wider than 64 bits,
    a text longer than any a game writes."""
    actions = doc.get("actions")
    if isinstance(actions, list) and len(actions) > MAX_SAVE_ACTIONS:
        raise SaveError(
            path,
            f"the log holds {len(actions):,} actions, more than any game takes "
            f"(this app replays at most {MAX_SAVE_ACTIONS:,})",
        )
    # One pass over every value, without recursion (the nesting is what is being checked). Each
    # container is kept with its parent and key, so a field's name is only spelled out for a message.
    stack: list[tuple[Any, int, Any, Any]] = [(doc, 0, None, None)]
    count = 0
    while stack:
        node = stack.pop()
        container, depth = node[0], node[1]
        if depth >= MAX_NESTING:
            raise SaveError(
                path,
                f"field '{_field(_where(node))}' is nested too deeply to be a save "
                f"(a save nests a few levels, never more than {MAX_NESTING})",
            )
        count += len(container)
        if count > MAX_VALUES:
            raise SaveError(path, f"holds more than {MAX_VALUES:,} values, far more than any game saves")
        is_dict = type(container) is dict
        key: Any  # a dict's keys are str (JSON), a list's are int indexes
        for key, value in container.items() if is_dict else enumerate(container):
            if is_dict and len(key) > MAX_TEXT:
                raise SaveError(
                    path,
                    f"field '{_field(_where(node)) or 'the file'}' has a name of {len(key):,} "
                    f"characters, longer than any text in a save",
                )
            if is_dict and CONTROL_CHARS.search(key):
                raise SaveError(path, f"field '{_field(_where(node, key))}' {_control(key)}")
            kind = type(value)
            if kind is dict or kind is list:
                if value:
                    stack.append((value, depth + 1, node, key))
            elif kind is str:
                if len(value) > MAX_TEXT:
                    raise SaveError(
                        path,
                        f"field '{_field(_where(node, key))}' is a text of {len(value):,} "
                        f"characters, longer than any text in a save (at most {MAX_TEXT:,})",
                    )
                if CONTROL_CHARS.search(value):
                    raise SaveError(path, f"field '{_field(_where(node, key))}' {_control(value)}")
            elif kind is float:
                if not math.isfinite(value):
                    what = "not a number (NaN)" if math.isnan(value) else "infinite"
                    raise SaveError(
                        path, f"field '{_field(_where(node, key))}' is {what}; a save holds only ordinary numbers"
                    )
            elif kind is int and not -MAX_INT <= value <= MAX_INT:
                raise SaveError(
                    path, f"field '{_field(_where(node, key))}' is {_digits(value)}, too large to be part of a game"
                )
    if isinstance(actions, list):
        for index, action in enumerate(actions):
            if _count_values(action, MAX_ACTION_VALUES) > MAX_ACTION_VALUES:
                raise SaveError(
                    path,
                    f"field 'actions[{index}]' is too large to be an action (more than "
                    f"{MAX_ACTION_VALUES:,} values; a real action holds a few dozen)",
                )


def _where(node: tuple, key: Any = None) -> str:
    """The field name of a container kept by _check_shape (and of its `key`, if given)."""
    keys = [] if key is None else [key]
    while node[2] is not None:
        keys.append(node[3])
        node = node[2]
    where = ""
    for part in reversed(keys):
        where = _join(where, part)
    return where


def _count_values(value: Any, limit: int) -> int:
    """How many values `value` holds, counting no further than just past `limit`."""
    count = 1
    stack = [value]
    while stack:
        item = stack.pop()
        children = item.values() if type(item) is dict else item if type(item) is list else ()
        count += len(children)
        if count > limit:
            return count
        stack.extend(child for child in children if type(child) in (dict, list))
    return count


def _quote(value: Any) -> str:
    """A value for a message, cut short (a hostile file's text may be long)."""
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _control(text: str) -> str:
    """The words for a text holding control characters (ESC, CR, a newline), which no game writes."""
    found = CONTROL_CHARS.search(text)
    char = escape(found.group()) if found else "?"
    return f"holds a control character ({char}), which no game writes in a save"


def _digits(value: int) -> str:
    return f"a number of {len(str(abs(value)))} digits"


def _describe_validation(exc: msgspec.ValidationError) -> str:
    """Turn msgspec's '... - at `$.a[0].b`' into "field 'a[0].b': ..." in plain words."""
    return describe_problem(str(exc))


# msgspec's names of JSON's kinds of value, in a player's words (a message is read by people who never
# saw a type name: "Expected `int`, got `str`" said nothing to them, play-test r21).
_KINDS = {
    "int": "a whole number",
    "float": "a number",
    "str": "a text",
    "bool": "true or false",
    "array": "a list",
    "object": "an object ({...})",
    "null": "null",
}
_MSGSPEC_AT = re.compile(r"^(?P<problem>.*?) - at `\$(?P<field>[^`]*)`$", re.S)
_EXPECTED = re.compile(r"^Expected `(?P<want>[^`]*)`(?P<bound>[^,]*)(?:, got `(?P<got>[^`]*)`)?$", re.S)
_NAMED = re.compile(r"^Object (?P<what>missing required|contains unknown) field `(?P<name>[^`]*)`$", re.S)


def _kind(names: str) -> str:
    """ "int | null" -> "a whole number or null"."""
    return " or ".join(_KINDS.get(name.strip(), name.strip()) for name in names.split("|"))


def describe_problem(message: str, where: str = "") -> str:
    """A msgspec validation message ('Expected `int`, got `str` - at `$.seat`') as "field 'WHERE.seat'
    should be a whole number, not a text"; `where` is the place of the value checked (an action's
    'actions[3]'). A message of another form is kept, after the field's name."""
    found = _MSGSPEC_AT.match(message)
    problem, field = (found["problem"], found["field"].lstrip(".")) if found else (message, "")
    named = _NAMED.match(problem)
    if named:  # the missing or unknown field is the one to name
        inner = _join(_join(where, field) if field else where, named["name"])
        if named["what"] == "missing required":
            return f"field '{_field(inner)}' is missing"
        return f"field '{_field(inner)}' is not one this kind of record has"
    place = _join(where, field) if field and where else (field or where)
    expected = _EXPECTED.match(problem)
    if expected:
        bound = expected["bound"].strip()
        want = _kind(expected["want"]) + (f" {bound}" if bound else "")
        got = expected["got"]
        # a number with a fraction where a whole number goes: "a whole number, not a number" would puzzle
        shown = "a fractional number" if got == "float" and "int" in expected["want"] else _kind(got or "")
        said = f"should be {want}" + (f", not {shown}" if got else "")
    elif problem.startswith(("Invalid value ", "Invalid enum value ")):
        value = problem.removeprefix("Invalid enum value ").removeprefix("Invalid value ")
        said = f"is {value}, not a value this field takes"
    else:
        said = f": {problem}" if place else problem
        return f"field '{_field(place)}'{said}" if place else said
    return f"field '{_field(place)}' {said}" if place else said[0].upper() + said[1:]


def save_summary(data: SaveData) -> dict[str, Any]:
    """Short facts for a load screen: game, when, how many actions."""
    return {"game": data.game, "saved_at": data.saved_at, "actions": len(data.actions), "seed": data.seed}
