"""A game is its own folder (issue 20): a game package dropped in beside the real ones (tests/dropin/,
found by the registry's scan) appears in the menu, starts from the shared new-game form drawn from its
settings schema, autosaves and resumes, is listed and opened by Load game, is played by `simulate`,
replayed by `replay`, rendered by `screenshot` and passes the generic protocol test, with no line
outside its folder naming it: every test here learns its name from the scan."""

from __future__ import annotations

import json

import pygame
import pytest

from tabletop import games, paths, replay, simulate
from tabletop.core.errors import SaveError
from tabletop.core.save import read_save, write_save
from tabletop.ui import persist, registry
from tabletop.ui.layout import centre, menu_items, menu_layout
from tabletop.ui.scene import push
from tabletop.ui.scenes.load_game import LoadScene
from tabletop.ui.scenes.menu import resume_layout
from tabletop.ui.scenes.new_game import NewGameScene
from tests.dropin.drop import dropped_in
from tests.ui.conftest import post_click, press


@pytest.fixture
def dropped():
    """The one game in tests/dropin/, dropped in for the test; its name as the scan found it."""
    with dropped_in() as found:
        assert len(found) == 1, found
        yield found[0]


def _play(session, actions: int) -> None:
    for _ in range(actions):
        seat = session.game.to_act(session.state)[0]
        session.submit(session.game.legal_actions(session.state, seat)[0])


def _escape(app) -> None:
    app.stack.apply(app.stack.top.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0)))


def test_it_is_found_and_named_by_its_spec_everywhere(dropped):
    spec = games.SPECS[dropped]
    assert dropped in games.GAMES and games.get_game(dropped).name == dropped
    assert registry.playable(dropped) and registry.title(dropped) == spec.title
    assert (dropped, spec.title, "game") in menu_items()
    from tabletop.ui.games_info import game_title

    assert game_title(spec.rulebook) == spec.title  # a save may name it by its rulebook


def test_the_menu_opens_the_shared_form_and_start_resume_play_on(dropped, app):
    """The plaque opens the form drawn from the schema (players within its bounds, a person in seat 1,
    the computer in the others); Start opens the spec's table, autosaved; Resume brings it back."""
    spec = games.SPECS[dropped]
    post_click(app, centre(menu_layout(app.ctx.size).button(dropped)))
    form = app.stack.top
    assert isinstance(form, NewGameScene) and form.name == f"{dropped}_setup"
    low, high = spec.settings.players
    assert form.form.players == spec.settings.starting_players
    assert form.form.seats == ("human",) + ("bot",) * (form.form.players - 1)
    players = form._radios[0]
    press(app, players.button_for(high))
    assert form.form.players == high and len(form.form.seats) == high
    press(app, players.button_for(low))
    press(app, next(b for b in form._actions if b.text == "Start"))
    table = app.stack.top
    session = table.session
    assert session.game.name == dropped and len(session.game.to_act(session.state)) == 1
    assert session.settings["ui"]["bots"] == list(range(1, low))
    _play(session, 3)
    assert len(read_save(paths.autosave_path(dropped)).actions) == 3
    _escape(app)
    menu = app.stack.top
    menu.refresh()
    app.step()
    assert menu.autosave.kind == "ok" and menu.autosave.game == dropped
    post_click(app, centre(resume_layout(app.ctx.size)["resume"]))
    assert app.stack.top.session.state == session.state


def test_load_game_lists_and_opens_its_save(dropped, app):
    spec = games.SPECS[dropped]
    low = spec.settings.players[0]
    session = persist.start_session(dropped, {"players": low}, set(), persist.default_colours(low), seed=5)
    _play(session, 2)
    path = persist.save_game(session)
    paths.autosave_path(dropped).unlink()
    app.stack.apply(push(LoadScene(app.ctx)))
    scene = app.stack.top
    assert [e.game for e in scene.entries] == [dropped]
    assert scene.entries[0].row_text().startswith(spec.title)
    scene.choose(path)
    press(app, scene.load_button)
    assert app.stack.top.session.game.name == dropped and len(app.stack.top.session.actions) == 2


def test_a_save_with_settings_outside_the_schema_is_refused_naming_the_setting(dropped, tmp_path):
    """Nothing from a file is trusted: the players of a save are checked against the schema's bounds
    before the game is built."""
    spec = games.SPECS[dropped]
    low, high = spec.settings.players
    session = persist.start_session(dropped, {"players": low}, set(), persist.default_colours(low), seed=5)
    data = session.to_save()
    data.settings["players"] = high + 1
    path = tmp_path / "edited.json"
    write_save(path, data)
    with pytest.raises(SaveError, match="players"):
        persist.load_game(path)
    with pytest.raises(ValueError, match="players"):
        persist.start_session(dropped, {"players": high + 1}, set(), persist.default_colours(high + 1), seed=1)


def test_simulate_plays_it_and_replay_verifies_the_saves(dropped, tmp_path, capsys):
    assert simulate.main([dropped, "--games", "2", "--seed", "4", "--json", "--save-dir", str(tmp_path)]) == 0
    lines = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    assert lines[-1]["finished"] == 2 and lines[-1]["errors"] == 0
    save = sorted(tmp_path.glob(f"{dropped}-*.json"))[0]
    assert replay.main([str(save), "--verify"]) == 0
    assert "verified" in capsys.readouterr().out


def test_screenshot_lists_and_renders_its_form_and_scenarios(dropped, tmp_path, capsys):
    from tabletop.cli import main

    assert main(["screenshot", "--list"]) == 0
    out = capsys.readouterr().out
    assert f"  {dropped}_setup " in out and f"scenarios of {dropped} (--game {dropped} --scenario NAME):" in out
    first = registry.scenario_names(dropped)[0]
    assert main(["screenshot", "--game", dropped, "--scenario", first, "--out", str(tmp_path / "s.png")]) == 0
    assert main(["screenshot", "--scene", f"{dropped}_setup", "--out", str(tmp_path / "f.png")]) == 0
    assert pygame.image.load(str(tmp_path / "f.png")).get_size() == (1280, 800)


def test_it_passes_the_generic_protocol_test_through_its_variants(dropped):
    from tests.games import test_every_game as generic

    spec = games.SPECS[dropped]
    assert spec.variants
    for settings in [dict(v) for v in spec.variants]:
        for seed in generic.FORGE_SEEDS:
            generic.test_random_playouts_keep_the_protocol(dropped, settings, seed)
            generic.test_no_seat_acts_for_another(dropped, settings, seed)
