"""NecronomiCORP's spec: the registry finds it with its screens (the table, issue 24), its schema is the
engine's settings."""

from __future__ import annotations

from tabletop import games
from tabletop.games.corp import settings as S
from tabletop.games.corp import spec


def test_the_registry_finds_corp_with_its_screens():
    assert "corp" in games.game_names()
    screens = games.SPECS["corp"].screens
    assert screens is not None and screens.scene_for_session.startswith("tabletop.ui.corp.")
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


def test_menu_and_load_list(tmp_path):
    """The menu offers it (issue 24: the table landed); a save of it is described on the Load list by its
    own words."""
    import random

    from tabletop.core.save import read_save, write_save
    from tabletop.core.session import Session
    from tabletop.ui import games_info, save_list

    assert games_info.offered("corp")
    g = games.get_game("corp")
    session = Session(g, {"players": 4}, 3)
    rng = random.Random(1)
    for _ in range(60):
        session.submit(rng.choice(g.legal_actions(session.state, g.to_act(session.state)[0])))
    path = tmp_path / "corp.json"
    write_save(path, session.to_save())
    words = save_list.game_words(read_save(path))
    assert "4 players" in words and "turn" in words
