"""Rise of the Necromancers in the app (issues 12, 20): the new-game form, the table's set-up phase, saves,
load and resume, the registry's entry, every scenario rendering, the end screen's 13 counters,
the rules summary (RN-CONT-11)."""

from __future__ import annotations

import pygame
import pytest

from tabletop import paths
from tabletop.core.errors import ContentError
from tabletop.ui import palette, registry
from tabletop.ui import persist as saves
from tabletop.ui.scene import push
from tests.ui.conftest import press  # the headless App fixture `app` comes from that conftest

pytestmark = pytest.mark.filterwarnings("error::UserWarning")


def _button(scene, text):
    return next(b for b in scene._actions if b.text == text)


def _setup_tool(scene):
    """The set-up shown over a Rise table (None once Begin has put it down)."""
    from tabletop.ui.rise.setup import SetupShown

    return scene.tools.find(SetupShown) if scene.name == "rise_table" else None


def test_new_game_screen_starts_the_chosen_game_and_shows_its_set_up(app):
    """RN-SETUP-01, RN-SETUP-02, RN-PVP: 4 players, two people, the small side chosen, PvP on; Start opens
    the table in its set-up phase (the story from the engine's events), Begin starts play on it."""
    app.stack.apply(push(registry.new_game_scene(app.ctx, "rise")))
    app.step()
    setup = app.stack.top
    assert setup.name == "rise_setup" and setup.side() == "small"  # 3 players by default
    setup.set_players(4)
    assert setup.side() == "large"  # RN-SETUP-02: "By players" follows the count
    setup.set_seat(1, "human")
    setup.set_value("side", "small")
    setup.set_value("pvp", True)
    setup.set_players(5)
    assert setup.side() == "small"  # chosen: kept
    setup.set_players(4)
    app.step()
    press(app, _button(app.stack.top, "Start"))
    table = app.stack.top
    assert table.name == "rise_table" and table.seat_held()
    session = table.session
    assert session.settings["players"] == 4 and session.settings["side"] == "small" and session.settings["pvp"] is True
    assert session.settings["ui"]["bots"] == [2, 3]
    shown = _setup_tool(table)
    story = shown.story
    assert story.dealt == (6, 6, 6, 6)  # RN-SETUP-07, RN-SETUP-08: 3 + 3 face down each
    assert story.rounds and story.order[0] == session.state.order[0]  # the roll decides black
    low = min(story.rounds[-1].values())
    assert story.rounds[-1][story.black] == low
    assert shown.colours[story.black] == palette.colour("black")  # black, as the engine dealt it
    for _ in range(3):
        app.step()
    assert app.stack.top is table and table.seat_held()  # no hand-over before everyone has seen the set-up
    shown.still()
    app.stack.apply(table.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0)))
    assert _setup_tool(table) is None and not table.seat_held()
    app.step()
    assert app.stack.top.name == "handover" and table in app.stack.scenes  # two people play: the first is asked for
    assert table.bot_seats == {2, 3}


def test_a_bad_setting_is_refused_in_words(app):
    """The settings are checked before anything starts: a message naming the setting, no game, no crash."""
    app.stack.apply(push(registry.new_game_scene(app.ctx, "rise")))
    app.step()
    setup = app.stack.top
    setup.set_value("side", "enormous")
    assert setup.start() is None
    assert "side" in setup.message_text


def test_a_saved_rise_game_loads_and_resumes_at_the_table(app):
    """Save, Load (scene_for_session) and Resume come back at the table with the same seats and colours."""
    from tabletop.ui.bot_driver import BotDriver
    from tabletop.ui.rise import flow, persist

    session = flow.start_session({"players": 3}, {1, 2}, seed=12)
    driver = BotDriver(session, range(3), delay=0.0)
    for _ in range(25):
        seat = driver.bot_to_act()
        if seat is None:
            break
        driver.step(seat)
    colours = flow.seat_colours(session.state)
    path = persist.save_game(session, "rise-test")
    loaded = persist.load_game(path)
    assert len(loaded.actions) == len(session.actions) and loaded.state == session.state
    scene = registry.scene_for_session(app.ctx, loaded)
    assert scene.name == "rise_table" and not scene.seat_held()  # a game under way skips the set-up phase
    assert scene.bot_seats == {1, 2} and [tuple(c) for c in scene.colours] == colours
    # Resume: the autosave holds the same game.
    assert saves.autosave_status().kind == "ok"
    resumed = saves.resume_autosave()
    assert len(resumed.actions) == len(session.actions)
    back = registry.scene_for_session(app.ctx, resumed)
    assert back.name == "rise_table" and _setup_tool(back) is None
    assert (paths.saves_dir() / "rise-test.json").exists()


def test_a_new_game_saved_before_any_action_shows_its_set_up_again(app):
    from tabletop.ui.rise import flow

    session = flow.start_session({"players": 2}, {1}, seed=4)
    scene = registry.scene_for_session(app.ctx, session)
    assert scene.name == "rise_table" and scene.seat_held()


@pytest.mark.parametrize("name", registry.scenario_names("rise"))
def test_every_scenario_renders(app, name):
    """Each scenario builds its screen and draws frames without the error screen."""
    scene, frames = registry.scenario_shot(app.ctx, "rise", name)
    app.stack.apply(push(scene))
    for _ in range(min(frames, 5)):
        app.step()
    assert app.stack.top is scene and app.errors == 0


def test_the_end_screen_counts_thirteen_for_the_winner(app):
    """RN-WIN: the winner's 13 counters are accounted for place by place; everyone's add up."""
    from tabletop.games.rise.state import counters_placed
    from tabletop.ui.rise import scenarios

    scene, _scenario = scenarios.build(app.ctx, "end_screen")
    state = scene.session.state
    winners = scene.winners()
    assert winners
    for acc in scene.accounts:
        assert acc.placed == counters_placed(state, acc.seat)
        assert acc.placed + acc.left == 13
        assert acc.counts["spell"] == state.players[acc.seat].spell_track
    assert all(scene.accounts[w].placed == 13 and scene.accounts[w].left == 0 for w in winners)
    app.stack.apply(push(scene))
    app.step()
    assert {b.text for b in scene._actions} == {"Menu", "Rematch"}
    press(app, _button(scene, "Rematch"))
    again = app.stack.top
    assert again.name == "rise_table" and again.seat_held() and again.session.settings["players"] == state.players_n


def test_finished_reads_the_snapshot():
    from tabletop.ui.rise.persist import finished

    assert finished({"winners": [0]}) and not finished({"winners": None}) and not finished({})


def test_the_rules_summary_opens_over_the_table_and_back(app):
    """RN-CONT-11: the player aid, with every Minion's cost from the content; issue 27: on the searchable
    rules page, a section per rulebook section."""
    from tabletop.ui.rise.rules_summary import HEADING, MINIONS, minion_rows, open_rules_summary

    app.stack.apply(open_rules_summary(app.ctx))
    app.step()
    assert app.stack.top.name == "rules_page" and app.stack.top.heading == HEADING
    assert [n for n, _t in dict(app.stack.top.sections)[MINIONS]] == [f"{n}." for n, _t in minion_rows()]
    assert [name for name, _ in minion_rows()] == ["Zombie", "Hell knight", "Ghost", "Skeletal dragon"]
    app.stack.apply(app.stack.top.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0)))
    assert app.stack.top.name == "menu"


def test_board_preview_fits_its_rectangle():
    from tabletop.content.rise.board import load_board
    from tabletop.ui.rise.board_preview import preview_layout

    for side in ("small", "large"):
        board = load_board(side)
        size, placed = preview_layout(board.spaces, (100, 50, 400, 300))
        assert len(placed) == len(board.spaces) and size > 0
        for _space, x, y in placed:
            assert x - size * 0.86 >= 99.99 and x + size * 0.86 <= 500.01
            assert y - size >= 49.99 and y + size <= 350.01


def test_a_bad_scenario_names_file_and_field(tmp_path):
    """Scenario files are content: a wrong value is refused naming the file and the field."""
    from tabletop.content.rise.scenarios import ACTION_TYPES, SCENARIOS
    from tabletop.games.rise import actions as A

    bad = tmp_path / "bad.toml"
    bad.write_text(
        'title = "x"\ngame = { seed = 1, players = 7, bots = [9] }\n'
        'recipe = { until_stage = "dance", actions = [{ type = "jump", seat = 0 }] }\n'
    )
    with pytest.raises(ContentError) as err:
        SCENARIOS.load(bad)
    text = str(err.value)
    assert "bad.toml" in text and "game.players" in text
    engine_tags = {t.__struct_config__.tag for t in A.AnyAction.__args__}
    assert set(ACTION_TYPES) == engine_tags


def test_a_rematch_from_the_end_screen_starts_the_same_table_at_its_set_up_and_begin_opens_the_table(app):
    """The end screen's rematch: a new session (a new seed) with the same players, side, options and
    computer seats, shown at its set-up; Begin there opens the table. (The screens open each other through
    the registry and tabletop.ui.rise.starting, with no import cycle: tests/test_layers.py.)"""
    from tabletop.ui.layout import screen_frame
    from tabletop.ui.rise import scenarios
    from tabletop.ui.rise.table import RiseTableScene

    end, _scenario = scenarios.build(app.ctx, "end_screen")
    old = end.session
    app.stack.apply(push(end))
    app.stack.apply(end.rematch())
    table = app.stack.top
    assert isinstance(table, RiseTableScene) and table.session is not old and table.seat_held()
    keep = ("players", "side", "pvp")
    assert {k: table.session.settings.get(k) for k in keep} == {k: old.settings.get(k) for k in keep}
    assert set(_setup_tool(table).bots) == set(end.bots) == table.bot_seats and not table.session.actions
    begin = pygame.Rect(screen_frame(app.ctx.size)["primary"]).center
    app.stack.apply(table.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=begin, button=1)))
    assert app.stack.top is table and not table.seat_held() and table.session is app.stack.top.session
