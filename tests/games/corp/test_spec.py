"""NecronomiCORP's spec: the registry finds it, its schema is the engine's settings, it has no screens yet."""

from __future__ import annotations

from tabletop import games
from tabletop.games.corp import settings as S
from tabletop.games.corp import spec


def test_the_registry_finds_corp_without_screens():
    assert "corp" in games.game_names()
    assert games.SPECS["corp"].screens is None
    assert type(games.get_game("corp")).__name__ == "CorpGame"


def test_schema_is_the_engines_settings_NC_COMP_03():
    """NC-COMP-03 (1 to 6 players); every option the form offers is an engine setting."""
    described = {o.key for o in spec.SETTINGS.options} | {spec.SETTINGS.players_key}
    assert described <= set(S.SETTINGS) - {"ui"}
    assert spec.SETTINGS.players == S.PLAYERS
    assert spec.SETTINGS.option("target").low == S.TARGET[0]
    assert spec.SETTINGS.option("target").high == S.TARGET[1]


def test_variants_start():
    g = games.get_game("corp")
    for v in spec.SPEC.variants:
        st = g.initial_state(v, 1)
        assert g.problems(st) == []
