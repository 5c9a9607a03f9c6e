"""Each game's settings schema (its spec): the bounds the new-game form offers and loads are checked
against, each option's default, and agreement with the engine, which stays the judge of the rest."""

from __future__ import annotations

import pytest

from tabletop import games
from tabletop.games.settings_schema import Choice, Flag, SettingsSchema, Text, Whole


def test_the_schema_refuses_values_out_of_bounds_naming_the_setting():
    schema = SettingsSchema(
        players=(2, 5),
        default_players=3,
        options=(
            Choice("side", "Board", (("Small", "small"), ("Large", "large")), "small"),
            Flag("pvp", "PvP"),
            Whole("limit", "Limit", 10, 20),
            Text("map", "Map"),
        ),
    )
    ok = {"players": 5, "side": "large", "pvp": True, "limit": 20, "map": "vale", "other": 1}
    assert schema.check(ok) == ok  # a key the schema does not describe is the engine's to judge
    for bad, named in (
        ({"players": 6}, "players"),
        ({"players": 1}, "players"),
        ({"players": True}, "players"),
        ({"players": "three"}, "players"),
        ({"players": "9"}, "players"),
        ({"side": "huge"}, "side"),
        ({"pvp": 2}, "pvp"),
        ({"pvp": "maybe"}, "pvp"),
        ({"limit": 9}, "limit"),
        ({"limit": 21}, "limit"),
        ({"limit": 10.5}, "limit"),
        ({"map": "x" * 65}, "map"),
        ({"map": ""}, "map"),
        ({"other": float("nan")}, "other"),
    ):
        with pytest.raises(ValueError, match=named):
            schema.check(bad)
    with pytest.raises(ValueError):
        schema.check(["players", 2])
    # written as a file or `simulate --set` may write them: checked, and passed on unchanged
    lenient = {"players": "4", "pvp": "on", "limit": 12.0}
    assert schema.check(lenient) == lenient
    assert schema.defaults() == {"players": 3, "side": "small", "pvp": False}
    assert schema.default_seats(3) == ("human", "bot", "bot")


def test_a_schema_whose_default_it_would_refuse_fails_at_import():
    with pytest.raises(ValueError):
        SettingsSchema(players=(2, 4), default_players=5)
    with pytest.raises(ValueError):
        SettingsSchema(options=(Whole("limit", "Limit", 10, 20, default=30),))
    with pytest.raises(ValueError):
        SettingsSchema(options=(Flag("a", "A"), Flag("a", "A again")))


@pytest.mark.parametrize("name", sorted(games.SPECS))
def test_every_games_schema_agrees_with_its_engine(name):
    """The engine starts from the schema's defaults, from its fewest and most players, and from every
    value each choice and switch offers; one player too few or too many is refused by both."""
    spec = games.SPECS[name]
    schema, game = spec.settings, games.get_game(name)
    assert spec.title and spec.rulebook, "the game names itself in its spec"
    game.initial_state(schema.check(schema.defaults()), 1)
    low, high = schema.players
    key = schema.players_key
    if key is not None:
        for n in (low, high):
            game.initial_state(schema.check({**schema.defaults(), key: n}), 1)
        for n in (low - 1, high + 1):
            with pytest.raises(ValueError, match=key):
                schema.check({key: n})
            with pytest.raises(ValueError):
                game.initial_state({key: n}, 1)
    for option in schema.options:
        if isinstance(option, (Choice, Flag)):
            for _label, value in option.options:
                game.initial_state(schema.check({**schema.defaults(), option.key: value}), 1)


def test_necromolds_schema_names_the_rulebooks_fan_rules_and_what_next_steps():
    """NM-FAN-01 (the ten Optional Fan Rules by the rulebook's names), NM-BASIC-37..42 (What Next?
    steps 1-5) and NM-CLAY-01: the schema's switches are the engine's settings, named alike."""
    from tabletop.games.necromolds import settings as S
    from tabletop.games.necromolds import spec

    assert {f.key: f.label for f in spec.FAN_RULES} == S.FAN_RULES
    assert [f.key for f in spec.WHAT_NEXT] == ["basic_terrain", *S.BASIC_STEPS]
    assert spec.CLAY_MAGIC.key == S.CLAY_MAGIC and spec.CLAY_MAGIC.label == S.CLAY_MAGIC_NAME
    described = {o.key for o in spec.SETTINGS.options} | {spec.SETTINGS.players_key}
    assert described == set(S.SETTINGS) - {"ui"}
    assert spec.SETTINGS.players == S.PLAYERS


def test_rise_schema_is_the_engines_settings():
    """RN-SETUP-01 (2 to 5 players), RN-SETUP-02 (the board side), RN-PVP."""
    from tabletop.games.rise import settings as S
    from tabletop.games.rise import spec

    described = {o.key for o in spec.SETTINGS.options} | {spec.SETTINGS.players_key}
    assert described == set(S.SETTINGS) - {"ui"}
    assert spec.SETTINGS.players == S.PLAYERS
    assert spec.SETTINGS.option("round_limit").low == S.ROUND_LIMIT[0]
    assert spec.SETTINGS.option("round_limit").high == S.ROUND_LIMIT[1]
