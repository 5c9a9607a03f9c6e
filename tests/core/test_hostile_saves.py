"""Issue 22's hostile saves, beyond the corpus (tests/core/saves_corpus/hostile.py adds its files to the
corpus, whose test loads each through `replay`, the Load screen and Resume): the reader's own answers to
duplicate keys, seeds outside their range and trailing commas, and the session refusing a seed it is
handed in Python."""

from __future__ import annotations

import json

import msgspec
import pytest

from tabletop.core.errors import SaveError
from tabletop.core.save import SaveData, read_save
from tabletop.core.session import Session
from tabletop.games import game_names, get_game
from tests.core.saves_corpus.make_corpus import base_text
from tests.core.test_hostile_actions import CASES as ACTION_CASES
from tests.core.test_hostile_actions import mistyped
from tests.core.test_saves_corpus import CORPUS

BASE = json.loads((CORPUS / "base.json").read_text())


def refusal(tmp_path, text: str, name: str = "hostile.json") -> str:
    path = tmp_path / name
    path.write_text(text)
    with pytest.raises(SaveError) as refused:
        read_save(path)
    message = str(refused.value)
    assert name in message and "\n" not in message
    return message


@pytest.mark.parametrize(
    "text, where, key",
    [
        ('{"version": 1, "version": 1, "game": "necromolds", "settings": {}, "seed": 1, "actions": []}', "", "version"),
        ('{"version": 1, "game": "rise", "game": "necromolds", "settings": {}, "seed": 1, "actions": []}', "", "game"),
        (
            '{"version": 1, "game": "necromolds", "settings": {"a": 1, "a": 2}, "seed": 1, "actions": []}',
            "settings",
            "a",
        ),
        (
            '{"version": 1, "game": "necromolds", "settings": {}, "seed": 1, '
            '"actions": [{"type": "buy_dice", "seat": 0, "seat": 1, "count": 1}]}',
            "actions[0]",
            "seat",
        ),
        (
            '{"version": 1, "game": "necromolds", "settings": {"ui": [[{"k": 1, "k": 1}]]}, "seed": 1, "actions": []}',
            "settings.ui[0][0]",
            "k",
        ),
    ],
)
def test_duplicate_json_keys_are_refused_naming_the_field_and_key(tmp_path, text, where, key):
    """Issue 22: `"fingerprint"` twice, `"game"` twice, `"seat"` twice in an action were read with the
    last value winning; each is refused, naming where and which key, even when both values agree."""
    message = refusal(tmp_path, text)
    place = f"field '{where}'" if where else "the top level"
    assert f"{place} names {key!r} twice" in message, message


@pytest.mark.parametrize("seed", [-1, 2**64, 1 - 2**64, -(2**63)])
def test_a_seed_outside_its_range_is_refused_not_reduced(tmp_path, seed):
    """Issue 22: a seed shifted by 2^64 still "verified" (the generator reduced it); refused by the
    reader, by the session's loading of a record built in Python, and by a new session."""
    doc = {**BASE, "seed": seed}
    assert f"field 'seed' is {seed}, not a seed" in refusal(tmp_path, json.dumps(doc))
    with pytest.raises(SaveError, match=r"field 'seed' is .*, not a seed"):
        Session.from_save(get_game("necromolds"), msgspec.convert(doc, SaveData), tmp_path / "s.json")
    with pytest.raises(ValueError, match="is not a seed"):
        Session(get_game("necromolds"), {}, seed)


def test_the_largest_seed_is_still_a_seed():
    assert Session(get_game("rise"), {}, 2**64 - 1).seed == 2**64 - 1


@pytest.mark.parametrize(
    "old, new, bracket",
    [
        ('"version": 1\n}', '"version": 1,\n}', "}"),
        ('"youngest": null\n }', '"youngest": null,\n }', "}"),
        ("84\n    ]", "84,\n    ]", "]"),
    ],
)
def test_a_trailing_comma_is_reported_as_what_it_is(tmp_path, old, new, bracket):
    """Issue 22: a trailing comma before the final `}` was reported as "file is truncated"; it is a
    comma before a closing bracket, at its line and column."""
    text = base_text(BASE)
    assert old in text
    message = refusal(tmp_path, text.replace(old, new, 1))
    assert "truncated" not in message and "corrupt JSON at line" in message
    assert f"a comma before the closing {bracket!r}" in message


def test_a_file_cut_short_is_still_truncated(tmp_path):
    text = base_text(BASE)
    for cut in (len(text) // 2, len(text) - 3):
        assert "file is truncated" in refusal(tmp_path, text[:cut])


def _json_able(value) -> bool:
    try:
        json.dumps(value, allow_nan=True)
    except (TypeError, ValueError):  # an object, bytes, a number of thousands of digits
        return False
    return True


@pytest.mark.parametrize("name, cls", [c for c in ACTION_CASES if c.values[0] in game_names()])
def test_mistyped_actions_in_a_save_are_refused_for_every_action_type(tmp_path, name, cls):
    """Issue 22: every action type of every registered game, each field of the wrong type, written into a
    save as its first action: refused with one line naming the file and actions[0], never a traceback."""
    cases = [(field, value, action) for field, value, action in mistyped(cls) if _json_able(value)]
    assert cases
    for number, (field, value, action) in enumerate(cases):
        encoded = json.loads(json.dumps(msgspec.to_builtins(action), allow_nan=True))
        doc = {"version": 1, "game": name, "settings": {}, "seed": 0, "actions": [encoded]}
        path = tmp_path / f"{name}-{cls.__name__}-{number}.json"
        path.write_text(json.dumps(doc, allow_nan=True))
        with pytest.raises(SaveError) as refused:
            Session.load(get_game, path)
        message = str(refused.value)
        assert path.name in message and "actions[0]" in message and "\n" not in message, (field, value, message)
        assert "could not be replayed" not in message and "the rules failed" not in message, message
