"""Content loading: TOML into typed records; a bad file names the file, the field and what was expected."""

import msgspec
import pytest

from tabletop.content.loader import load_toml
from tabletop.content.registry import check_all, load_games
from tabletop.core.errors import ContentError


class Size(msgspec.Struct, forbid_unknown_fields=True):
    volume: float
    radius: float


class Book(msgspec.Struct, forbid_unknown_fields=True):
    name: str
    sizes: list[Size]


class Books(msgspec.Struct, forbid_unknown_fields=True):
    spellbooks: list[Book]


GOOD = """
[[spellbooks]]
name = "Graveghoul"
sizes = [{volume = 0.5, radius = 0.75}]
"""


def write(tmp_path, text):
    path = tmp_path / "books.toml"
    path.write_text(text)
    return path


def test_good_file_parses_into_records(tmp_path):
    books = load_toml(write(tmp_path, GOOD), Books)
    assert books.spellbooks[0].sizes[0].radius == 0.75


@pytest.mark.parametrize(
    "text, field, problem",
    [
        (GOOD.replace("0.75", '"big"'), "spellbooks[0].sizes[0].radius", "expected `float`, got `str`"),
        (
            GOOD.replace("radius = 0.75", "radius = 0.75, colour = 1"),
            "spellbooks[0].sizes[0]",
            "unknown field `colour`",
        ),
        (GOOD.replace('name = "Graveghoul"\n', ""), "spellbooks[0]", "missing required field `name`"),
    ],
)
def test_bad_field_is_named(tmp_path, text, field, problem):
    path = write(tmp_path, text)
    with pytest.raises(ContentError) as info:
        load_toml(path, Books)
    message = str(info.value)
    assert str(path) in message and field in message and problem in message
    assert info.value.field == field


def test_bad_toml_syntax_is_reported(tmp_path):
    path = write(tmp_path, "[[spellbooks]\nname = ")
    with pytest.raises(ContentError, match="not valid TOML") as info:
        load_toml(path, Books)
    assert str(path) in str(info.value)


def test_missing_file(tmp_path):
    with pytest.raises(ContentError, match="file not found"):
        load_toml(tmp_path / "nope.toml", Books)


def test_everything_shipped_validates():
    checked, errors = check_all()
    assert checked >= 1
    assert errors == [], "\n".join(str(e) for e in errors)


def test_game_catalogue_lists_necromolds_first():
    games = load_games().games
    assert [g.id for g in games] == ["necromolds", "rise", "corp"]
