"""Play-test r21: a damaged save's message named the field in msgspec's words ("field 'seed': Expected
`int`, got `str`", "actions[1] is not a valid action: Invalid value 'fly' - at `$.type`"), which no player
reads. Each says which field, and what it should be, in plain words."""

from __future__ import annotations

import json

import pytest

from tabletop.core.errors import SaveError
from tabletop.core.session import Session
from tabletop.games import get_game


@pytest.fixture(scope="module")
def rise_save(tmp_path_factory):
    session = Session(get_game("rise"), {"players": 2}, 11)
    for _ in range(4):
        seat = session.game.to_act(session.state)[0]
        session.submit(session.game.legal_actions(session.state, seat)[0])
    path = tmp_path_factory.mktemp("saves") / "good.json"
    session.save(path)
    return json.loads(path.read_text())


def _set(doc, where, value):
    *parents, last = where
    for key in parents:
        doc = doc[key]
    if value is KeyError:
        del doc[last]
    else:
        doc[last] = value


@pytest.mark.parametrize(
    "where, value, expected",
    [
        (("seed",), "abc", "field 'seed' should be a whole number, not a text"),
        (("game",), 5, "field 'game' should be a text, not a whole number"),
        (("settings",), [], "field 'settings' should be an object ({...}), not a list"),
        (("actions",), "nope", "field 'actions' should be a list, not a text"),
        (("snapshot",), "x", "field 'snapshot' should be an object ({...}) or null, not a text"),
        (("seed",), KeyError, "field 'seed' is missing"),
        (
            ("actions", 0, "seat"),
            "zero",
            "actions[0] is not a valid action: field 'actions[0].seat' should be a whole number, not a text",
        ),
        (("actions", 0, "seat"), 1.5, "field 'actions[0].seat' should be a whole number, not a fractional number"),
        (("actions", 0, "seat"), True, "field 'actions[0].seat' should be a whole number, not true or false"),
        (
            ("actions", 1, "type"),
            "fly",
            "actions[1] is not a valid action: field 'actions[1].type' is 'fly', not a value this field takes",
        ),
        (("actions", 0, "seat"), KeyError, "field 'actions[0].seat' is missing"),
        (("actions", 0, "extra"), 1, "field 'actions[0].extra' is not one this kind of record has"),
    ],
)
def test_a_wrong_field_is_named_in_plain_words(tmp_path, rise_save, where, value, expected):
    doc = json.loads(json.dumps(rise_save))
    _set(doc, where, value)
    path = tmp_path / "damaged.json"
    path.write_text(json.dumps(doc))
    with pytest.raises(SaveError) as info:
        Session.load(get_game, path, verify=True)
    message = str(info.value)
    assert "damaged.json" in message and expected in message
    assert "`" not in message and "$." not in message and "Expected" not in message


@pytest.mark.parametrize("seat", [7, -1])
def test_a_seat_the_game_does_not_have_is_named(tmp_path, rise_save, seat):
    """Play-test r21: an action of seat 7 in a two-player game was refused as "it is not your turn", which
    names neither the field nor what is wrong with it."""
    doc = json.loads(json.dumps(rise_save))
    doc["actions"][1]["seat"] = seat
    path = tmp_path / "damaged.json"
    path.write_text(json.dumps(doc))
    with pytest.raises(SaveError) as info:
        Session.load(get_game, path, verify=True)
    assert f"field 'actions[1].seat' is {seat}, but this game has seats 0 to 1" in str(info.value)
