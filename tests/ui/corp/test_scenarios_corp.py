"""NecronomiCORP scenarios (issue 24's proof) reach the positions they promise, and bad scenario files
are refused as content, naming the field."""

from __future__ import annotations

import pytest

from tabletop.core.errors import ContentError
from tabletop.games.corp import actions as A
from tabletop.games.corp.state import BOSS_ROOM, TOP


def _played(name: str):
    from tabletop.ui.corp import scenarios

    sc = scenarios.load(name)
    session = scenarios.new_session(sc)
    scenarios.play_recipe(session, sc)
    return session, sc


def test_every_scenario_loads_and_names_its_title():
    from tabletop.ui.corp import scenarios

    names = scenarios.names()
    for wanted in (
        "setup",
        "setup_expansion",
        "hallway_choice",
        "fight_helper",
        "boss_fight",
        "teams_late",
        "expansion_infected",
        "end_screen",
        "end_solo",
        "solo_start",
    ):
        assert wanted in names
        assert scenarios.load(wanted).title


def test_setup_expansion_starts_with_the_first_curse_on_level_one_NC_CURSE_02():
    session, _ = _played("setup_expansion")
    assert not session.actions
    st = session.state
    assert len(st.levels[0].curses) == 1 and all(not lv.curses for lv in st.levels[1:])
    assert [len(lv.stack) for lv in st.levels] == [30, 25, 20, 15, 10]  # NC-BUILD-01, NC-BUILD-08


def test_hallway_choice_offers_the_hallways_moves_to_player_1_NC_TURN_04_NC_TURN_08():
    session, _ = _played("hallway_choice")
    st = session.state
    assert session.game.to_act(st) == [0] and st.turn.step == "begin"
    assert st.players[0].room is None and st.levels[1].open
    legal = session.game.legal_actions(st, 0)
    assert any(isinstance(a, A.EnterRoom) for a in legal)
    assert any(isinstance(a, A.GoToLevel) for a in legal)


def test_fight_helper_is_a_monster_fought_by_three_NC_RESP_14_NC_RESP_15():
    session, _ = _played("fight_helper")
    st = session.state
    f = st.fight
    assert f is not None and f.area != BOSS_ROOM and not f.infected
    assert len([s for s in f.fighters if st.players[s].alive]) >= 3 and f.step == "respond"
    assert session.game.to_act(st) == [0]
    assert any(isinstance(a, A.Attack) for a in session.game.legal_actions(st, 0))


def test_boss_fight_has_no_escape_NC_BOSS_01():
    session, _ = _played("boss_fight")
    st = session.state
    f = st.fight
    assert f is not None and f.area == BOSS_ROOM and f.level == TOP and len(f.fighters) >= 2
    seat = session.game.to_act(st)[0]
    legal = session.game.legal_actions(st, seat)
    assert legal and not any(isinstance(a, A.Escape) for a in legal)


def test_teams_late_has_a_team_past_twenty_points_NC_TEAM_02():
    session, _ = _played("teams_late")
    st = session.state
    assert st.teams == [[0, 2], [1, 3]]  # seated alternately (NC-TEAM-01)
    assert max(st.points) >= 20 and session.outcome() is None


def test_expansion_infected_has_curses_and_an_infected_player_NC_CONTAG_03():
    session, _ = _played("expansion_infected")
    st = session.state
    assert sum(len(lv.curses) for lv in st.levels) >= 2
    assert any(p.infected is not None and p.alive for p in st.players)


def test_end_screen_is_the_boss_slain_NC_BOSS_01():
    session, _ = _played("end_screen")
    out = session.outcome()
    assert out is not None and session.state.outcome_word == "boss slain"
    assert sorted(out.winners) == [0, 1, 2]


def test_the_scenario_vocabulary_is_the_engines():
    from tabletop.content.corp.scenarios import ACTION_TYPES, FIGHT_STEPS, STEPS
    from tabletop.content.corp.scenarios import TOP as SC_TOP

    tags = {cls.__struct_config__.tag for cls in A.AnyAction.__args__}
    assert set(ACTION_TYPES) == tags
    assert SC_TOP == TOP
    # Every step named is one the engine uses (state.py's and fight_state.py's docstrings list them).
    import inspect

    from tabletop.games.corp import fight_state, state

    for step in STEPS:
        assert f'"{step}"' in inspect.getsource(state.Turn)
    for step in FIGHT_STEPS:
        assert f'"{step}"' in inspect.getsource(fight_state.Fight)


@pytest.mark.parametrize(
    ("text", "field"),
    [
        ("game = { seed = 1, players = 7 }", "game.players"),
        ("game = { seed = 1, players = 5, teams = 2 }", "game.teams"),
        ("game = { seed = 1, special = true }", "game.special"),
        ('game = { seed = 1 }\nrecipe = { until_fight_step = "respond" }', "recipe.until_fight"),
        ("game = { seed = 1 }\nrecipe = { until_points = 5 }", "recipe.until_points"),
        ('game = { seed = 1 }\nrecipe = { until_step = "lunch" }', "recipe.until_step"),
        ('game = { seed = 1 }\nshow = { screen = "end" }', "show.screen"),
        ('game = { seed = 1 }\nrecipe = { actions = [{ type = "cheat", seat = 0 }] }', "recipe.actions[0].type"),
    ],
)
def test_a_bad_scenario_is_refused_naming_the_field(tmp_path, text, field):
    from tabletop.content.corp.scenarios import SCENARIOS

    bad = tmp_path / "bad.toml"
    bad.write_text(f'title = "x"\n{text}\n')
    with pytest.raises(ContentError) as err:
        SCENARIOS.load(bad)
    assert "bad.toml" in str(err.value) and field in str(err.value)


@pytest.mark.parametrize("name", ["setup_expansion", "boss_fight", "end_screen"])
def test_a_scenario_renders_through_the_table(user_home, name):
    """`tabletop screenshot --game corp --scenario NAME` draws a picture (the registry finds the scenarios
    through the spec): not one flat colour."""
    from tabletop.ui import screenshot

    assert name in screenshot.scenario_names("corp")
    surface = screenshot.scenario_surface("corp", name)
    colours = {tuple(surface.get_at((x, y))) for x in range(0, 1280, 40) for y in range(0, 800, 40)}
    assert len(colours) > 30


def test_solo_start_is_the_first_turn_with_the_solo_gear_NC_START_02():
    session, _ = _played("solo_start")
    st = session.state
    assert not session.actions and session.game.to_act(st) == [0] and st.turn.step == "begin"
    cards = session.game.cards
    assert len(st.players[0].weapons) == 2
    assert sum(1 for i in st.players[0].items if cards.plot(i).first_aid) >= 2
    assert [lv.open for lv in st.levels] == [True, False, False, False, False]
