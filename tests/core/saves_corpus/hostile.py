"""Issue 22's hostile saves, added to the corpus by make_corpus.build: duplicate keys at each level,
control characters in every string field and key, seeds outside their range, trailing commas, and
every action type of the base log given fields of the wrong type. Each is refused with one line
naming the file (and the field or key at fault)."""

from __future__ import annotations

import copy
import json
from typing import Any

# What a hostile text may hold to fool a terminal: clear the line and print a fake "verified"; the
# others one at a time (a newline, a carriage return, the bell, the C1 CSI, DEL, backspace, tab).
FAKE = "\x1b[2K\r verified"
CONTROLS = ["\n", "\r", "\x07", "\x9b", "\x7f", "\x08", "\t", "\x00", "\x1b]0;title\x07"]
DUPLICATE = "__the_key_named_twice__"  # a placeholder json.dumps writes once; the text names it twice


def build_hostile(c: Any) -> None:
    """Every case of issue 22 against the base save `c` (a make_corpus.Corpus)."""
    _duplicate_keys(c)
    _control_characters(c)
    _seeds(c)
    _trailing_commas(c)
    _mistyped_actions(c)


def _twice(c: Any, name: str, locate, key: str, value: Any, where: str, about: str) -> None:
    """A file whose object `locate(doc)` names `key` twice (the second time with `value`)."""
    doc = copy.deepcopy(c.base)
    locate(doc)[DUPLICATE] = value
    text = json.dumps(doc, indent=1).replace(json.dumps(DUPLICATE), json.dumps(key), 1)
    place = f"field '{where}'" if where else "the top level"
    c.raw_file(name, text.encode(), f"{place} names {key!r} twice", about)


def _duplicate_keys(c: Any) -> None:
    buy, move = c.first("buy_dice"), c.first("move")
    top = lambda d: d  # noqa: E731
    for key, value in (
        ("fingerprint", "0" * 16),
        ("game", "rise"),
        ("seed", 2),
        ("version", 1),
        ("actions", []),
        ("settings", {}),
        ("snapshot", None),
        ("content_version", "x"),
        ("saved_at", ""),
    ):
        _twice(c, f"dup-top-{key}.json", top, key, value, "", f"'{key}' twice at the top level (the last won)")
    # A colon written as the escape \u003a (what the quick count of colons cannot see): read with the
    # hook, so a key named twice is still found, and a save without one still opens.
    escaped = c.text.replace(c.base["saved_at"], c.base["saved_at"].replace(":", "\\u003a"), 1)
    c.raw_file("colon-escaped.json", escaped.encode(), "verified", "colons written as \\u003a", app="opens")
    doc = copy.deepcopy(c.base)
    doc["settings"][DUPLICATE] = "basic"
    text = json.dumps(doc, indent=1).replace(json.dumps(DUPLICATE), '"mode"', 1).replace(":00+", "\\u003a00+", 1)
    c.raw_file(
        "dup-with-escaped-colon.json",
        text.encode(),
        "field 'settings' names 'mode' twice",
        "a setting twice, and a colon written as \\u003a to hide it from the count",
    )
    _twice(c, "dup-settings-mode.json", lambda d: d["settings"], "mode", "basic", "settings", "a setting twice")
    _twice(c, "dup-settings-ui-bots.json", lambda d: d["settings"]["ui"], "bots", [], "settings.ui", "nested setting")
    for key, value in (("seat", 1), ("type", "deploy"), ("count", 99)):
        _twice(
            c,
            f"dup-action-{key}.json",
            lambda d: d["actions"][buy],
            key,
            value,
            f"actions[{buy}]",
            f"an action's '{key}' twice",
        )
    _twice(
        c, "dup-action-path.json", lambda d: d["actions"][move], "path", [], f"actions[{move}]", "a move's path twice"
    )
    _twice(c, "dup-snapshot-round.json", lambda d: d["snapshot"], "round", 9, "snapshot", "the snapshot's round twice")
    _twice(
        c,
        "dup-snapshot-seat-gems.json",
        lambda d: d["snapshot"]["seats"][0],
        "gems",
        99,
        "snapshot.seats[0]",
        "a seat's gems twice, deep in the snapshot",
    )


def _string_fields(doc: Any, where: str = "") -> dict[str, list]:
    """One path (as keys and indexes) to each distinct string field of `doc` (list items by their first)."""
    found: dict[str, list] = {}

    def walk(value: Any, shape: str, keys: list) -> None:
        if isinstance(value, dict):
            for k, v in value.items():
                walk(v, f"{shape}.{k}" if shape else k, [*keys, k])
        elif isinstance(value, list):
            for i, v in enumerate(value):
                walk(v, f"{shape}[]", [*keys, i])
        elif isinstance(value, str):
            found.setdefault(shape, keys)

    walk(doc, where, [])
    return found


def _field_name(keys: list) -> str:
    name = ""
    for k in keys:
        name = f"{name}[{k}]" if isinstance(k, int) else (f"{name}.{k}" if name else k)
    return name


def _set(doc: Any, keys: list, value: Any) -> None:
    for k in keys[:-1]:
        doc = doc[k]
    doc[keys[-1]] = value


def _control_characters(c: Any) -> None:
    fields = _string_fields(c.base)
    for number, (shape, keys) in enumerate(sorted(fields.items())):
        label = shape.replace("[]", "").replace(".", "-").replace("_", "-")
        original = c.base
        for k in keys:
            original = original[k]
        control = FAKE if number % 2 == 0 else CONTROLS[number % len(CONTROLS)]
        c.doc(
            f"control-{label}.json",
            lambda d, ks=keys, v=original[:4] + control: _set(d, ks, v),
            f"field '{_field_name(keys)}' holds a control character",
            f"a control character in {shape}",
        )
    # Each control character in the fields printed by `replay` and the Load screen.
    for field in ("fingerprint", "content_version", "saved_at", "game"):
        for i, control in enumerate(CONTROLS):
            c.doc(
                f"control-{field.replace('_', '-')}-{i}.json",
                lambda d, f=field, v=control: d.__setitem__(f, d[f][:4] + v + d[f][4:]),
                f"field '{field}' holds a control character",
                f"{control!r} in the {field}",
            )
    for where, locate in (
        ("", lambda d: d),
        ("settings", lambda d: d["settings"]),
        ("snapshot", lambda d: d["snapshot"]),
        (f"actions[{c.first('buy_dice')}]", lambda d: d["actions"][c.first("buy_dice")]),
    ):
        c.doc(
            f"control-key-{where.split('[')[0] or 'top'}.json",
            lambda d, at=locate: at(d).__setitem__("\x1b[2K" + "verified", 1),
            f"field '{where + '.' if where else ''}\\x1b[2Kverified' holds a control character",
            f"a key with an escape sequence in {where or 'the top level'}",
        )


def _seeds(c: Any) -> None:
    for name, seed in (("minus-1", -1), ("2-64", 2**64), ("shifted-2-64", 1 - 2**64), ("minus-2-63", -(2**63))):
        c.doc(
            f"seed-{name}.json",
            lambda d, s=seed: d.__setitem__("seed", s),
            f"field 'seed' is {seed}, not a seed",
            f"seed {seed}: outside 0 .. 2^64 - 1 (reduced, it replayed as another seed's game)",
        )


def _trailing_commas(c: Any) -> None:
    c.text_edit(
        "trailing-comma-end.json",
        '"version": 1\n}',
        '"version": 1,\n}',
        "a comma before the closing '}'",
        "a comma after the last field, before the final }",
    )
    c.text_edit(
        "trailing-comma-snapshot.json",
        '"youngest": null\n },',
        '"youngest": null,\n },',
        "a comma before the closing '}'",
        "a comma after the snapshot's last field",
    )
    c.raw_file(
        "trailing-comma-actions.json",
        json.dumps({**c.base, "actions": "LOG"}).replace('"LOG"', json.dumps(c.base["actions"])[:-1] + ",]").encode(),
        "a comma before the closing ']'",
        "a comma after the last action",
    )


def _mistyped_actions(c: Any) -> None:
    """Each action type of the base log: its seat and each of its fields given a value of the wrong kind."""
    wrong_for = {
        str: [5, None, ["x"]],
        int: [2.5, "1", True],
        float: ["1.5", True, None],
        list: ["north", [[1.0, 2.0, 3.0]], [["a", "b"]]],
    }
    for kind, index in sorted(c.index.items()):
        action = c.base["actions"][index]
        for field, good in action.items():
            if field == "type" or good is None:
                continue
            for number, bad in enumerate(wrong_for[type(good)]):
                c.doc(
                    f"mistyped-{kind.replace('_', '-')}-{field}-{number}.json",
                    lambda d, i=index, f=field, v=bad: d["actions"][i].__setitem__(f, v),
                    f"actions[{index}] is not a valid action",
                    f"{kind}'s {field} as {bad!r}",
                )
