"""NecronomiCORP in the app (issue 24): the new-game form's settings, Start opening the table, saves,
load and resume with the seats and colours kept, the end screen and its rematch."""

from __future__ import annotations

import pygame
import pytest

from tabletop import paths
from tabletop.core.save import read_save
from tabletop.ui import registry
from tabletop.ui.corp.new_game import advice, form_settings, modes_for
from tabletop.ui.corp.starting import seat_colours
from tabletop.ui.scene import push
from tests.ui.conftest import press

pytestmark = pytest.mark.filterwarnings("error::UserWarning")


def _button(scene, text):
    return next(b for b in scene._actions if b.text == text)


def _form(app):
    app.stack.apply(push(registry.new_game_scene(app.ctx, "corp")))
    app.step()
    form = app.stack.top
    assert form.name == "corp_setup"
    return form


def test_teams_are_offered_only_for_equal_teams_NC_TEAM_10():
    """NC-TEAM-01/10: equal teams of two or three: 2 teams at 4 or 6 players, 3 teams only at 6."""
    assert [n for _l, n in modes_for(3)] == [0]
    assert [n for _l, n in modes_for(4)] == [0, 2]
    assert [n for _l, n in modes_for(5)] == [0]
    assert [n for _l, n in modes_for(6)] == [0, 2, 3]


def test_form_settings_follow_the_rulebook_NC_TEAM_04_NC_COMP_06():
    """NC-TEAM-04: the rulebook's 40 points for two teams, 25 for three, unless chosen; NC-COMP-06: the
    special characters come with the expansion (choosing them turns it on); a team count the players
    no longer make is co-op again."""
    assert form_settings({"teams": 2}, 4) == {
        "players": 4,
        "expansion": False,
        "special": False,
        "teams": 2,
        "target": 40,
    }
    assert form_settings({"teams": 3}, 6)["target"] == 25
    assert form_settings({"teams": 2, "target": 30}, 6)["target"] == 30
    assert form_settings({"characters": "special"}, 2)["expansion"] is True
    assert form_settings({"teams": 2}, 5)["teams"] == 0


def test_the_form_gives_the_rulebooks_advice_on_characters_NC_START_09():
    """NC-START-09: special characters are recommended at three players or fewer."""
    assert "recommend" in advice(2, "basic", False)
    assert "recommended" in advice(3, "special", True)
    assert "skill" in advice(6, "special", True)
    assert "recommend" not in advice(4, "basic", False)


def test_start_opens_the_table_with_the_chosen_settings(app):
    """Six players, two people, Aliens & Spirits with special characters, three teams to 25: Start opens
    the table (its set-up shown first), autosaved, the seats and colours kept in the save."""
    form = _form(app)
    form.set_players(6)
    form.set_seat(2, "human")
    form.set_characters("special")
    form.set_teams(3)
    app.step()
    press(app, _button(app.stack.top, "Start"))
    table = app.stack.top
    assert table.name == "corp_table"
    s = table.session.settings
    assert (s["players"], s["expansion"], s["special"], s["teams"], s["target"]) == (6, True, True, 3, 25)
    assert s["ui"]["bots"] == [1, 3, 4, 5]
    assert table.colours == seat_colours(6) and len(set(table.colours)) == 6
    assert table.session.state.teams and len(table.session.state.teams) == 3


def test_a_refused_start_says_why(app):
    """The engine's refusal reaches the person in words; no game starts."""
    form = _form(app)
    form.form = form.form.with_value("teams", 3)
    form.set_players(6)
    form.form = form.form.with_players(4, form.schema)
    assert form.settings()["teams"] == 0  # three teams need six players: co-op again, not a crash


def test_autosave_and_resume_keep_the_game_seats_and_colours(app):
    """Played a little, left, resumed from the menu: the same state, seats and colours."""
    form = _form(app)
    form.set_players(3)
    app.step()
    press(app, _button(app.stack.top, "Start"))
    table = app.stack.top
    table.tools.clear()  # put the set-up shown down
    session = table.session
    g = session.game
    for _ in range(6):
        seat = g.to_act(session.state)[0]
        session.submit(g.legal_actions(session.state, seat)[-1])  # the last legal action: often End your turn
    saved = read_save(paths.autosave_path("corp"))
    assert len(saved.actions) == 6
    app.stack.apply(table.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0)))
    app.step()
    from tabletop.ui import persist

    resumed = registry.scene_for_session(app.ctx, persist.resume_autosave("corp"))
    assert resumed.name == "corp_table"
    assert resumed.session.state == session.state
    assert resumed.bot_seats == {1, 2} and resumed.colours == table.colours


def test_save_and_load_a_game(ctx, screen):
    """Save writes the game; loading it replays to the same state and opens the table as it stands."""
    from tabletop.ui.corp import persist
    from tests.ui.corp.conftest import table

    scene = table(ctx, {"players": 2}, 4)
    g = scene.session.game
    for _ in range(5):
        seat = g.to_act(scene.session.state)[0]
        scene.session.submit(g.legal_actions(scene.session.state, seat)[0])
    scene.save()
    assert scene.toast is not None and scene.toast[0].startswith("Saved as")
    path = sorted(paths.saves_dir().glob("corp-*.json"))[-1]
    loaded = persist.load_game(path)
    assert loaded.state == scene.session.state
    again = registry.scene_for_session(ctx, loaded)
    assert again.name == "corp_table" and len(again.session.actions) == 5


def test_a_finished_game_opens_its_end_screen_with_a_rematch(ctx, screen):
    """NC-START-12: a finished game (the party wiped here) shows the end screen; Rematch starts the same
    settings afresh at their set-up."""
    import random

    from tabletop.ai.corp_bot import choose
    from tabletop.core.session import Session
    from tabletop.games.corp.game import CorpGame
    from tabletop.ui.corp import persist
    from tabletop.ui.corp.flow import scene_for

    g = CorpGame()
    session = Session(g, {"players": 1}, 3)
    rng = random.Random(3)
    while session.outcome() is None:
        seat = g.to_act(session.state)[0]
        session.submit(choose(g, g.view(session.state, seat), seat, rng))
    assert persist.finished(g.snapshot(session.state))
    end = scene_for(ctx, session, set(), seat_colours(1))
    assert end.name == "corp_end"
    assert end.end.title() in ("The boss is slain!", "The building wins")  # a solo game's words (r27)
    went = end.rematch()
    table = went.scene
    assert table.name == "corp_table" and not table.session.actions
    assert table.session.settings["players"] == 1


def test_the_end_accounts_for_each_character_and_the_teams_NC_TEAM_02():
    """The end screen's account: each seat's character alive or fallen and its floor, the teams' points
    against the target (NC-TEAM-02/04), and what the building saw."""
    from tabletop.games.corp.game import CorpGame
    from tabletop.ui.corp.end_screen import account_lines

    g = CorpGame()
    st = g.initial_state({"players": 4, "teams": 2}, 5)
    st.points[1] = 12
    st.players[2].alive = False
    lines = [line for line, _seat in account_lines(st, g.cards, [f"P{i}" for i in range(4)])]
    assert lines[0].startswith("P0: ") and "reached level 1" in lines[0]
    assert "fell on level 1" in lines[2]
    assert "Team 1: 0 · Team 2: 12 (to win: 40)" in lines
    assert any("rooms explored" in line for line in lines)
