"""The UI registry: every registered game resolves every entry, and the app shell (menu, Load game,
Resume, autosave, screenshot) finds games only through it.

The test game (tests/dropin/tally: its rules, screens and spec) is dropped in for a test at a time:
no code of the app names it, yet it can be started, saved, loaded, resumed and rendered.
"""

from __future__ import annotations

import dataclasses
import json
import subprocess
import sys

import pygame
import pytest

from tabletop import games, paths
from tabletop.core.protocol import seat_count
from tabletop.core.save import read_save
from tabletop.games import resolve
from tabletop.ui import games_info, palette, persist, registry
from tabletop.ui.layout import centre, menu_items, menu_layout
from tabletop.ui.scene import push
from tabletop.ui.scenes.load_game import LoadScene
from tabletop.ui.scenes.menu import resume_layout
from tests.dropin.drop import dropped_in
from tests.ui.conftest import post_click, post_key, press


@pytest.fixture
def tally():
    """The test game dropped in, registered on both sides."""
    with dropped_in() as found:
        assert found == ["tally"]
        yield "tally"


@pytest.mark.parametrize("name", registry.ui_games())
def test_every_ui_registered_game_resolves_every_entry(name):
    """Engine, bots, new-game screen, session scene, scenarios and the finished check all import."""
    assert name in games.GAMES and games.get_game(name).name == name
    entry = registry.entry(name)
    assert isinstance(resolve(entry.new_game), type) or callable(resolve(entry.new_game))
    assert callable(resolve(entry.scene_for_session))
    if entry.scenarios is not None:
        module = resolve(entry.scenarios)
        assert module.names() and callable(module.shot)
    if entry.finished is not None:
        assert callable(resolve(entry.finished))
    assert registry.title(name) and registry.info(name).key == name


def test_every_playable_catalogue_game_is_registered_on_both_sides():
    """The catalogue's playable games are the ones the registry can open (a game missing on one side
    would be a plaque that leads nowhere)."""
    for key, info in games_info.GAMES.items():
        if info.playable:
            assert registry.playable(key), f"{key} is playable in the catalogue but not registered"
    game_keys = [k for k, _label, kind in menu_items() if kind == "game"]
    assert set(game_keys) == set(games_info.GAMES)


def test_opening_the_menu_imports_no_game():
    """The registry is import strings: the menu starts without importing any game's rules or screens."""
    modules = set()
    for name, entry in registry.UI.items():
        for target in (entry.new_game, entry.scene_for_session, entry.scenarios, games.GAMES[name].engine):
            if target is not None:  # a game without scenarios yet (NecronomiCORP's come with corp-setup)
                modules.add(target.partition(":")[0])
    code = (
        "import json, sys\n"
        "from tabletop.ui.app import App\n"
        "app = App(size=(1280, 800), read_settings=False)\n"
        "app.step()\n"
        "assert app.stack.top.name == 'menu'\n"
        f"print(json.dumps(sorted(m for m in {sorted(modules)!r} if m in sys.modules)))\n"
        "app.close()\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout.strip().splitlines()[-1]) == []


def test_the_menu_opens_a_game_only_when_catalogue_and_registry_both_have_it(tally, app, monkeypatch):
    """A plaque opens the game's new-game screen when the catalogue says playable and the game is
    registered; otherwise the "soon" screen."""
    corp = games_info.GAMES["corp"]
    # Registered on both sides but the catalogue says not yet: the soon screen.
    monkeypatch.setitem(games_info.GAMES, "corp", dataclasses.replace(corp, playable=False))
    monkeypatch.setitem(games.SPECS, "corp", games.SPECS["tally"])
    monkeypatch.setitem(games.GAMES, "corp", games.GAMES["tally"])
    monkeypatch.setitem(registry.UI, "corp", registry.UI["tally"])
    post_click(app, centre(menu_layout(app.ctx.size).button("corp")))
    assert app.stack.top.name == "not_playable"
    post_key(app, pygame.K_ESCAPE)  # through the app, as a key is (a click right after a click is a double's)
    # The catalogue turns it on: the plaque opens the registered new-game screen.
    monkeypatch.setitem(games_info.GAMES, "corp", dataclasses.replace(corp, playable=True))
    post_click(app, centre(menu_layout(app.ctx.size).button("corp")))
    assert app.stack.top.name == "corp_setup"  # the shared form, drawn from the spec's schema
    post_key(app, pygame.K_ESCAPE)
    # Playable in the catalogue but without screens: the soon screen again.
    monkeypatch.delitem(registry.UI, "corp")
    post_click(app, centre(menu_layout(app.ctx.size).button("corp")))
    assert app.stack.top.name == "not_playable" and app.stack.top.game.key == "corp"


def test_a_registered_game_starts_autosaves_and_resumes_from_the_menu(tally, app):
    """Start through the shared new-game form (the spec's schema: three players, seat 1 a person, the
    others the computer), then Resume from the menu: the session scene comes from the registry, with
    three seats' colours and the bots kept in the save."""
    app.stack.apply(push(registry.new_game_scene(app.ctx, "tally")))
    app.step()
    press(app, next(b for b in app.stack.top._actions if b.text == "Start"))
    table = app.stack.top
    assert table.name == "tally_table" and table.bots == {1, 2}
    assert len(table.colours) == 3 and len(set(table.colours)) == 3
    session = table.session
    for _ in range(4):
        session.submit(session.game.legal_actions(session.state, session.state.turn)[0])
    assert len(read_save(paths.autosave_path("tally")).actions) == 4  # autosaved after every action
    app.stack.apply(app.stack.top.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0)))
    menu = app.stack.top
    menu.refresh()
    app.step()
    assert menu.autosave.kind == "ok" and menu.autosave.game == "tally"
    post_click(app, centre(resume_layout(app.ctx.size)["resume"]))
    resumed = app.stack.top
    assert resumed.name == "tally_table" and resumed.session.state == session.state
    assert resumed.bots == {1, 2} and resumed.colours == table.colours


def test_load_game_lists_and_opens_a_registered_games_save(tally, app):
    """Load game shows the save under the game's title and opens it at the registry's scene."""
    session = persist.start_session("tally", {"players": 5}, {0, 4}, persist.default_colours(5), seed=8)
    for _ in range(3):
        session.submit(session.game.legal_actions(session.state, session.state.turn)[0])
    path = persist.save_game(session)
    assert path.name.startswith("tally-")
    paths.autosave_path("tally").unlink()
    app.stack.apply(push(LoadScene(app.ctx)))
    scene = app.stack.top
    assert [e.game for e in scene.entries] == ["tally"]
    assert scene.entries[0].row_text().startswith(registry.title("tally"))
    scene.choose(path)
    press(app, scene.load_button)
    top = app.stack.top
    assert top.name == "tally_table" and len(top.session.actions) == 3
    assert seat_count(top.session.game, top.session.state) == 5
    assert top.bots == {0, 4} and top.colours == persist.default_colours(5)
    assert read_save(paths.autosave_path("tally")).game == "tally"  # autosaved from now on


def test_a_finished_game_is_not_offered_for_resume(tally, app):
    """Whether a saved game is over is the game's own answer (its registry entry), not the shell's."""
    session = persist.start_session("tally", {"players": 2, "target": 3}, set(), persist.default_colours(2), seed=1)
    while session.outcome() is None:
        session.submit(session.game.legal_actions(session.state, session.state.turn)[0])
    assert persist.autosave_status().kind == "finished"
    app.stack.top.refresh()
    assert "resume" not in app.stack.top.buttons


def test_an_autosave_of_an_unregistered_game_offers_no_resume(tally, app):
    persist.start_session("tally", {}, set(), persist.default_colours(2), seed=1)
    assert persist.autosave_status().kind == "ok"
    spec = games.SPECS["tally"]
    # by hand, not monkeypatch: its undo would come after the drop-in is taken away again
    games.SPECS["tally"] = dataclasses.replace(spec, screens=None)
    registry.refresh()
    try:
        assert "tally" not in registry.UI
        assert persist.autosave_status().kind == "none"
    finally:
        games.SPECS["tally"] = spec
        registry.refresh()


def test_screenshot_lists_and_renders_a_registered_games_scenarios(tally, tmp_path, capsys):
    from tabletop.cli import main
    from tabletop.ui import screenshot

    assert "tally_setup" in screenshot.scene_names()
    assert main(["screenshot", "--list"]) == 0
    out = capsys.readouterr().out
    for game in registry.scenario_games():
        assert f"scenarios of {game} (--game {game} --scenario NAME):" in out
        for name in registry.scenario_names(game):
            assert f"  {name}\n" in out
    assert "  three_banks\n" in out
    png = tmp_path / "tally.png"
    assert main(["screenshot", "--game", "tally", "--scenario", "three_banks", "--out", str(png)]) == 0
    image = pygame.image.load(str(png))
    assert image.get_at((60, 60))[:3] == persist.DEFAULT_COLOURS[0]  # the first seat's swatch
    assert main(["screenshot", "--game", "tally", "--scenario", "nope", "--out", str(png)]) == 2
    err = capsys.readouterr().err
    assert "start" in err and "three_banks" in err and "Traceback" not in err


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_seats_and_colours_for_any_number_of_seats(seats):
    """One colour per seat (distinct, the two-player game's first), chosen colours kept, odd entries ignored."""
    bots, colours = persist.read_seats_and_colours(None, seats)
    assert bots == set() and len(colours) == seats == len(set(colours))
    assert colours[:2] == [palette.standard("amber"), palette.standard("green")]
    chosen = [[10 * i, 20, 300] for i in range(seats)]  # 300 is clamped to 255
    bots, colours = persist.read_seats_and_colours({"bots": [seats - 1, seats, -1], "colours": chosen}, seats)
    assert bots == {seats - 1}  # seats the game does not have are not trusted
    assert colours == [(10 * i, 20, 255) for i in range(seats)]
    bots, colours = persist.read_seats_and_colours({"bots": "x1", "colours": [["a", 1, 2]]}, seats)
    assert bots == set() and colours == persist.default_colours(seats)


def test_a_save_may_name_a_game_by_its_title_or_rulebook_and_a_broken_catalogue_lists_the_found_games(monkeypatch):
    """No game is named in ui/games_info.py: the other names a save may use come from the catalogue (title,
    rulebook) and the specs (aliases); with the catalogue unreadable the menu still lists every game package
    found, none offered."""
    from tabletop import games
    from tabletop.content import registry as content_registry
    from tabletop.content.registry import load_games

    for g in load_games().games:
        assert games_info.game_title(g.rulebook.replace("-", "_")) == g.title
        assert games_info.game_title(g.title.upper()) == g.title
    assert games_info.game_title("necronomicorp") == games_info.GAMES["corp"].title
    assert games_info.game_title("no_such_game") == "no_such_game"

    def broken():
        raise ValueError("games.toml: broken on purpose")

    monkeypatch.setattr(content_registry, "load_games", broken)
    infos, _aliases = games_info.load_games_info()
    assert set(infos) == set(games.SPECS) and not any(i.playable for i in infos.values())
